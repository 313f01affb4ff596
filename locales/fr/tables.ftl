### Words of the tables: home, lobby, the table page, history.

# Rulesets and small words.
ruleset_classic = Classique
ruleset_2021 = Édition 2021
ruleset_odyssey = Odyssey
ruleset_party = Party (Odyssey)
ruleset_teams = Équipes (Odyssey)
word_and = et
players_word = joueurs
players_range = { $min } à { $max } joueurs
players_teams = 6, 8, 10 ou 12 joueurs
hosted_by = accueillie par
host_word = hôte
you_word = vous
storyteller_word = conteur
team_word = équipe
awaited_word = doit jouer
resigned_word = a abandonné
winner_word = a gagné
round_word = manche
card_alt = Carte
table_default_name = Table de { $host }
field_table_name = Nom de la table
field_table_name_hint = facultatif
viewer_open = Voir la carte { $number } en grand
viewer_close = Fermer
viewer_prev = Précédente
viewer_next = Suivante
choose_play = Jouer cette carte
choose_vote = Voter pour cette carte
choose_pick = Choisir cette carte
time_left = encore { $time }
time_any_moment = d'un instant à l'autre
rules_link = Règles
rules_read = Lire les règles
history_link = Historique
back_home = Retour à mes tables
back_to_table = Retour à la table
# Home.
home_my_tables = Vos tables
home_no_tables = Vous ne jouez encore à aucune table : créez-en une ci-dessous, ou rejoignez-en une.
home_join_code = Rejoindre avec un code
field_code = Code ou lien d'invitation
field_code_hint = Code ou lien d'invitation
join_unknown_code = Aucune table n'a ce code. Vérifiez-le et réessayez.
home_lobby = Tables ouvertes
home_lobby_empty = Aucune table publique n'attend de joueurs pour le moment. Créez-en une !
lobby_seated = Vous y êtes
join_button = Rejoindre
home_new_table = Nouvelle table
field_ruleset = Édition et mode
field_target_score = Score à atteindre
field_target_score_hint = 2021 et Odyssey ; de 10 à 100
field_rounds_per_player = Tours de conteur par joueur
field_rounds_per_player_hint = Party et Équipes ; de 1 à 5
field_classic_length = Le Classique n'a pas de score à atteindre : la partie se termine quand la pioche est épuisée, après 30 à 45 manches environ avec le paquet intégré (moins avec plus de joueurs ou un paquet plus petit).
field_first_storyteller = Premier conteur
first_first_clue = Le premier indice envoyé
first_host = Moi, l'hôte
first_random = Au hasard
field_time_limit = Temps par coup
field_time_limit_hint = une fois écoulé, l'horloge joue
limit_none = Sans limite
limit_one_hour = 1 heure
limit_hours = { $count } heures
limit_days = { $count } jours
field_deck = Paquet
field_deck_hint = cochez-en plusieurs pour les mélanger
deck_builtin_name = Fabula, le paquet intégré
deck_make_own = Créer un paquet avec vos propres images
field_one_finder = Un seul trouve
field_one_finder_hint = la variante de l'édition originale : si exactement un joueur trouve la carte, tous deux marquent 4 points
field_one_finder_house = une règle maison pour cette édition, tirée de l'édition originale : si exactement un joueur trouve la carte, tous deux marquent 4 points
create_options_note = Seules les options de la règle choisie s'appliquent ; les autres sont ignorées.
field_public = Table publique
field_public_hint = listée parmi les tables ouvertes ; sinon, seul votre lien d'invitation permet d'entrer
create_button = Créer la table
line_open = En attente de joueurs
line_ready = Prête à commencer
line_finished = Terminée
line_your_clue = Votre indice !
line_your_card = Votre carte !
line_your_vote = Votre vote !
line_waiting_others = En attente des autres
# Invite link.
invite_title = Une invitation à une table
invite_started = Cette table a déjà commencé ; elle n'accepte plus de joueurs.
invite_sign_in = Connectez-vous ou créez un compte pour prendre place.
invite_link = Lien d'invitation
invite_hint = envoyez-le à vos amis
invite_share_text = Venez jouer à Fabula avec nous : on raconte des histoires avec des images, un coup par jour.
copy_button = Copier
share_button = Partager
copied_note = Copié : collez-le dans un message à vos amis.
invite_code = Code :
# The table page.
poll_changed = La table a changé : rechargez la page
clue_label = Indice
waiting_for = En attente de :
deadline_label = Délai :
spectating = Vous regardez cette table.
you_resigned_note = Vous avez abandonné : l'horloge joue vos cartes.
players_title = Joueurs
seat_rule = Places prises : { $count } ; de { $min } à { $max } joueurs possibles.
seat_rule_teams = Places prises : { $count } ; les équipes jouent à 6, 8, 10 ou 12.
teams_title = Équipes
team_number = Équipe { $number }
team_waiting = en attente d'un partenaire
teams_note = Les deux premiers arrivés jouent ensemble, puis les deux suivants, et ainsi de suite ; l'hôte peut former les paires autrement. Une fois la partie lancée, les partenaires s'assoient face à face.
teams_change = Former les paires autrement
teams_form_note = Donnez chaque numéro d'équipe à deux joueurs. Avec un nombre impair de joueurs, une personne peut attendre seule l'arrivée de la suivante.
teams_button = Enregistrer les équipes
start_button = Lancer la partie
leave_button = Quitter la table
head_open = Cette table attend des joueurs.
head_ready_to_start = La table est complète : lancez la partie quand vous voulez.
head_waiting_start = En attente d'autres joueurs, ou que { $name } lance la partie.
head_waiting_you_start = En attente d'autres joueurs, ou que vous lanciez la partie.
head_waiting_players_host = Il faut d'autres joueurs avant de pouvoir lancer la partie.
head_waiting_host_full = La table est complète : on attend que { $name } lance la partie.
head_waiting_players = En attente d'autres joueurs.
head_open_full = Cette table est complète et attend que { $name } lance la partie.
head_submit_team = Jouez une carte pour votre équipe : celle de votre main qui illustre le mieux l'indice, à moins que votre partenaire ne joue la sienne avant.
head_submitted =
    { $count ->
        [one] Votre carte est jouée. En attente des cartes des autres.
       *[other] Vos cartes sont jouées. En attente des cartes des autres.
    }
head_players_submit = Les joueurs choisissent leurs cartes.
head_vote_team = Quelle carte est celle de { $name } ? Votez pour elle ; vous ne pouvez pas voter pour celle de votre équipe.
head_voted =
    { $count ->
        [one] Votre vote est enregistré. En attente des autres.
       *[other] Vos votes sont enregistrés. En attente des autres.
    }
head_players_vote = Les joueurs votent.
head_you_win = La partie est terminée : vous gagnez !
head_you_share = La partie est terminée : vous partagez la victoire avec { $names } !
played_title =
    { $count ->
        [one] Votre carte cette manche
       *[other] Vos cartes cette manche
    }
awaited_you = vous
reveal_nobody_found_you = Aucun votant n'a trouvé votre carte : vous ne marquez rien, chaque votant marque 2 points.
reveal_everyone_found_you = Tous les votants ont trouvé votre carte : vous ne marquez rien, chaque votant marque 2 points.
reveal_one_found_you = Un joueur a trouvé votre carte.
reveal_some_found_you = { $count } joueurs ont trouvé votre carte.
head_clue_race = Manche 1 : le premier joueur à envoyer un indice devient le conteur.
head_clue_race_wait = Manche 1 : en attente du premier indice.
head_your_clue = À vous de conter : choisissez une carte et donnez un indice.
head_your_clue_party = À vous de conter : donnez d'abord un indice ; votre main apparaît une fois qu'il est envoyé.
head_wait_clue = En attente de l'indice de { $name }.
head_submit =
    { $count ->
        [one] Jouez la carte de votre main qui illustre le mieux l'indice.
       *[other] Jouez { $count } cartes de votre main qui illustrent l'indice.
    }
head_others_submit = Les autres choisissent leurs cartes.
head_partner_played = Votre partenaire a joué pour votre équipe. En attente des autres.
head_vote = Quelle carte est celle de { $name } ? Votez pour elle ; vous ne pouvez pas voter pour la vôtre.
head_vote_party = Quelle carte illustre le mieux l'indice ? Votez avec les autres pour marquer.
head_others_vote = Les autres votent.
head_finished = La partie est terminée.
head_winner = La partie est terminée : victoire de { $names } !
head_winners = La partie est terminée : { $names } se partagent la victoire !
clue_title = Votre indice
clue_title_race = Contez en premier
clue_pick_card = La carte dont parle votre indice
clue_party_note = En Party, l'indice n'est lié à aucune carte.
clue_field = Indice
clue_field_hint = un mot, une phrase, un vers de chanson…
clue_button = Donner l'indice
submit_title =
    { $count ->
        [one] Votre carte pour cet indice
       *[other] Vos deux cartes pour cet indice
    }
submit_button =
    { $count ->
        [one] Jouer cette carte
       *[other] Jouer ces cartes
    }
hand_title = Votre main
board_title = Cartes exposées
vote_button = Voter
vote_tap_note = Choisissez la carte pour laquelle vous votez.
vote_second = second vote
vote_no_second = Pas de second vote
vote_second_note = Vous pouvez aussi voter pour une seconde carte, différente de la première. Trouver la carte avec un seul vote rapporte 1 point de plus.
vote_red = jeton rouge
vote_red_note = Votez pour la carte qui illustre le mieux l'indice, et posez votre jeton rouge sur une carte : qui vote pour elle ne marque rien.
your_card = votre carte
team_card = la carte de votre équipe
your_vote = votre vote
your_red = votre jeton rouge
scores_title = Scores
resign_open = Abandonner…
resign_explain = Si vous abandonnez, l'horloge joue vos cartes à partir de maintenant (en Équipes, votre partenaire joue la carte de votre équipe) et vous ne votez plus. Il n'y a pas de retour possible.
resign_button = Oui, abandonner
# The reveal.
reveal_title = Manche
reveal_nobody_found = Aucun votant n'a trouvé la carte de { $name } : { $name } ne marque rien, chaque votant marque 2 points.
reveal_everyone_found = Tous les votants ont trouvé la carte de { $name } : { $name } ne marque rien, chaque votant marque 2 points.
reveal_one_found = Un joueur a trouvé la carte de { $name }.
points_title = Points
points_total = total { $total }
head_round_scored = La manche { $round } est décomptée : voici comment elle s'est passée.
continue_to_round = Passer à la manche { $round }
why_found = a trouvé la carte +{ $points }
why_told = certains ont trouvé la carte, pas tous +{ $points }
why_all_found_teller = tous les votants ont trouvé la carte, trop facile : 0
why_all_found = tous les votants ont trouvé la carte +{ $points }
why_none_found_teller = aucun votant n'a trouvé la carte, trop difficile : 0
why_none_found = aucun votant n'a trouvé la carte +{ $points }
why_votes =
    { $votes ->
        [one] un vote pour sa carte +{ $points }
       *[other] { $votes } votes pour ses cartes +{ $points }
    }
why_votes_capped = { $votes } votes pour ses cartes, { $points } comptent au plus +{ $points }
why_one_marker = l'a trouvée avec un seul jeton +{ $points }
why_together = { $players } votes sur la même carte +{ $points }
why_together_capped = { $players } votes sur la même carte, { $points } comptent au plus +{ $points }
why_alone = vote isolé : 0
why_on_red = a voté pour la carte au jeton rouge : 0
why_missed = n'a pas trouvé la carte : 0
why_no_vote = n'a pas voté : 0
why_nothing = aucun point cette manche
reveal_some_found = { $count } joueurs ont trouvé la carte de { $name }.
reveal_party = Les votes qui se rejoignent marquent ensemble ; le jeton rouge gâche sa carte.
storyteller_card = carte du conteur
red_marker = jeton rouge
no_votes = aucun vote
voted_by = Votes :
# History.
history_title = Historique
history_no_rounds = Aucune manche n'a encore été décomptée.
history_log = Ce qui s'est passé
ev_created = { $name } a créé la table.
ev_joined = { $name } a rejoint la table.
ev_left = { $name } a quitté la table.
ev_game_started = La partie a commencé : { $ruleset }, { $players } joueurs, { $hand } cartes chacun.
ev_round_started = Manche { $round } : { $name } conte.
ev_round_started_race = Manche { $round } : le premier à envoyer un indice devient le conteur.
ev_chosen_first_clue = { $name } a trouvé un indice en premier et devient le conteur.
ev_chosen_host = { $name }, l'hôte, conte en premier.
ev_chosen_random = Le sort a désigné { $name } pour conter en premier.
ev_chosen_clock = Personne n'a donné d'indice à temps ; l'horloge a choisi { $name }.
ev_clue = { $name } a donné l'indice « { $clue } ».
ev_played =
    { $count ->
        [one] { $name } a joué une carte.
       *[other] { $name } a joué { $count } cartes.
    }
ev_played_by_clock =
    { $count ->
        [one] L'horloge a joué une carte pour { $name }.
       *[other] L'horloge a joué { $count } cartes pour { $name }.
    }
ev_board = Les { $count } cartes sont exposées : place au vote.
ev_voted = { $name } a voté.
ev_abstained = { $name } n'a pas voté à temps.
ev_scored = Manche { $round } décomptée : { $points }.
ev_skipped = Le tour de conteur de { $name } passe à gauche.
ev_skipped_clock = { $name } n'a pas conté à temps ; le tour passe à gauche.
ev_skipped_resigned = { $name } a abandonné ; le tour passe à gauche.
ev_resigned = { $name } a abandonné.
ev_reshuffled = La défausse a été mélangée pour former une nouvelle pioche de { $count } cartes.
ev_hands_passed = Chacun a passé sa main à gauche.
ev_game_ended = La partie est terminée ({ $reason }). Victoire : { $names }.
ev_other = Il s'est passé quelque chose ({ $kind }).
end_draw_pile = la pioche est épuisée
end_target_score = le score visé a été atteint
end_everyone_told = tout le monde a conté
end_too_few = il reste trop peu de joueurs
