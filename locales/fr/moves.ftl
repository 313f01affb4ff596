### Why a move or a table's start was refused: the engine's sentences (src/game/error.rs) and
### the table's own, in every language. `{name}` places are filled in by `AppError::message`.

table_err_started = Cette table a déjà commencé.
table_err_full = Cette table est complète.
table_err_leave_started = La partie a commencé : vous pouvez abandonner, mais plus quitter la table.
table_err_host_leaves = L'hôte ne peut pas quitter sa propre table avant le début de la partie.
table_err_not_host = Seul l'hôte peut lancer la partie.
teams_err_not_host = Seul l'hôte peut former les équipes.
teams_err_not_teams = Seule une table en Équipes a des partenaires à associer.
teams_err_not_two = Chaque équipe compte deux joueurs.
teams_err_no_seat = Il n'y a pas de place { $seat } à cette table.
teams_err_twice = { $name } est dans deux équipes.
teams_err_unpaired = { $name } n'a pas de partenaire : formez toutes les paires (avec un nombre impair de joueurs, une personne peut attendre l'arrivée de la suivante).
teams_err_seats_changed = Quelqu'un est arrivé ou parti entre-temps : revoyez les équipes.
table_err_not_started = La partie n'a pas encore commencé.
table_err_not_seated = Vous ne jouez pas à cette table.
table_err_time_limit = Le délai par coup est : aucun (0), 1, 12, 24, 48 ou 72 heures, ou 7 jours (168 heures).
table_err_name = Le nom d'une table compte 60 caractères au plus.
table_err_deck_count = Choisissez entre 1 et 20 paquets.
table_err_deck_unknown = L'un des paquets choisis n'existe pas ou ne vous est pas ouvert.
rule_game_over = La partie est terminée.
rule_you_resigned = Vous avez abandonné cette partie.
rule_someone_was_faster = Quelqu'un a été plus rapide : { $player } a donné le premier indice.
rule_not_storyteller = Ce n'est pas à vous de conter cette manche : c'est { $player } qui conte.
rule_clue_already_given = Vous avez déjà donné l'indice de cette manche.
rule_wait_for_clue = La table attend l'indice.
rule_not_clue_time = L'indice de cette manche a déjà été donné.
rule_not_submit_time = Les cartes se jouent après l'indice et avant le vote ; ce n'est pas le moment.
rule_not_vote_time = On vote une fois toutes les cartes exposées ; ce n'est pas le moment.
rule_storyteller_already_played = Le conteur joue sa carte avec son indice : c'est déjà fait.
rule_already_submitted = Vous avez déjà joué cette manche.
rule_partner_already_played = Votre partenaire a déjà joué pour votre équipe.
rule_storyteller_does_not_vote = Le conteur ne vote pas.
rule_played_so_no_vote = Vous avez joué une carte pour votre équipe cette manche : vous ne votez donc pas.
rule_already_voted = Vous avez déjà voté cette manche.
rule_already_resigned = Vous avez déjà abandonné.
rule_no_such_seat = Il n'y a pas de place { $seat } à cette table.
rule_clue_empty = L'indice est vide.
rule_clue_too_long = L'indice compte { $count } caractères ; 200 au plus sont permis.
rule_clue_card_missing = Choisissez la carte de votre main dont parle votre indice.
rule_clue_card_in_party = En Party, l'indice n'est lié à aucune carte : envoyez l'indice seul.
rule_not_in_hand = La carte { $card } n'est pas dans votre main.
rule_wrong_card_count =
    { $expected ->
        [one] Jouez exactement { $expected } carte ; vous en avez envoyé { $got }.
       *[other] Jouez exactement { $expected } cartes ; vous en avez envoyé { $got }.
    }
rule_duplicate_card = Vous avez envoyé la carte { $card } deux fois.
rule_no_vote = Choisissez la position pour laquelle vous votez.
rule_too_many_votes = Vous pouvez voter pour deux cartes au plus.
rule_second_vote_not_in_ruleset = Seul Odyssey permet un second vote.
rule_second_vote_needs_seven = Le second vote demande sept joueurs ou plus ; cette table en compte { $count }.
rule_same_card_twice = Vos deux votes doivent porter sur des cartes différentes.
rule_bad_position = Il n'y a pas de position { $position } parmi les cartes exposées ; les positions vont de 1 à { $size }.
rule_own_card = Vous ne pouvez pas voter pour votre propre carte (position { $position }).
rule_team_card = Vous ne pouvez pas voter pour la carte de votre équipe (position { $position }).
rule_red_missing = Le conteur doit aussi placer son jeton rouge.
rule_red_not_yours = Seul le conteur, en Party, place un jeton rouge.
setup_unknown_ruleset = Il n'y a pas de règle appelée « { $name } » ; choisissez classic, 2021, odyssey, party ou teams.
setup_team_player_count = Une table en Équipes demande 6, 8, 10 ou 12 joueurs ; celle-ci en compte { $players }.
setup_player_count = Une table { $ruleset } demande de { $min } à { $max } joueurs ; celle-ci en compte { $players }.
setup_deck_too_small = Ce paquet compte { $cards } cartes ; { $players } joueurs en { $ruleset } en demandent au moins { $needed } (il en manque { $missing }).
setup_duplicate_card = La carte { $card } apparaît deux fois dans le paquet.
setup_target_score = Le score à atteindre doit être compris entre 10 et 100 ; { $value } a été demandé.
setup_target_score_unused = Une partie { $ruleset } ne se termine pas à un score à atteindre ; laissez le score à atteindre à 30.
setup_rounds_per_player = Chaque joueur peut être conteur de 1 à 5 fois ; { $value } a été demandé.
setup_rounds_per_player_unused = Une partie { $ruleset } se termine à un score à atteindre, pas après un nombre de tours de conteur par joueur ; laissez les tours de conteur à 1.
setup_rounds_per_player_unused_classic = Une partie { $ruleset } se termine quand la pioche est épuisée, pas après un nombre de tours de conteur par joueur ; laissez les tours de conteur à 1.
setup_one_finder_unused = La variante « un seul trouve » ne s'applique pas à { $ruleset }.
