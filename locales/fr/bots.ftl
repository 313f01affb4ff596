### Words of house bots and live tables.

bots_err_not_host = Seule la personne qui accueille la table peut installer ou retirer des bots maison.
bots_err_none_free = Tous les bots maison sont déjà à cette table.
bots_err_not_a_bot = Aucun bot maison n’occupe cette place.
bots_add_button = Ajouter un bot maison
bots_remove_button = Retirer { $name }
bots_take_button = Confier la place de { $name } à un bot maison
bots_hint = Les bots maison jouent seuls à partir de ce que voit leur propre place, en lisant les mots des cartes. Une table d’une personne et de bots est une partie d’entraînement.
bots_random = Certaines cartes de cette table n’ont pas de mots : les bots maison les jouent au hasard.
bots_badge = bot
live_err_minutes = Le délai d’une table en direct est de 1, 2, 3 ou 5 minutes par coup.
live_err_both = Indiquez le délai en heures ou en minutes, pas les deux.
live_choice = En direct : { $minutes } min par coup, sans courriel
bots_pace_quick = Les bots maison jouent quelques secondes après que leur tour arrive.
bots_pace_human = Les bots maison prennent leur temps, comme les gens.
bots_pace_to_quick = Les faire jouer tout de suite
bots_pace_to_human = Les laisser prendre leur temps
bots_plain_clue_1 = Il était une fois
bots_plain_clue_2 = Très loin
bots_plain_clue_3 = Presque
bots_plain_clue_4 = Chez soi
bots_plain_clue_5 = Un secret
live_summary_played = Une partie en direct : { $rounds ->
    [one] une manche
   *[other] { $rounds } manches
 } en { $minutes } min.
live_summary_teller = Le plus d'indices qui ont rapporté : { $name }, { $scored } sur { $told }.
bots_err_pace = Le rythme des bots est rapide ou humain.
