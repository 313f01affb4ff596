### Words of blocking and reporting.

table_err_blocked = Vous ne pouvez pas rejoindre cette table.
table_err_blocked_take = Vous ne pouvez pas prendre cette place.
table_err_blocked_watch = Vous ne pouvez pas regarder cette table.
block_err_yourself = Vous ne pouvez pas vous bloquer vous-même.
block_err_unknown = Aucun joueur ne porte ce nom.
report_err_kind = Un signalement porte sur un message, un paquet, une carte ou un nom de table.
report_err_target = Il n'y a rien de ce type et de ce numéro à signaler.
report_err_empty = Indiquez pourquoi vous signalez ceci.
report_err_too_long = Une raison compte { $max } caractères au plus.
# The page of blocked people (from the settings page).
blocks_link = Personnes bloquées
blocks_title = Personnes bloquées
blocks_intro = Vous ne voyez pas les messages de discussion d'une personne que vous avez bloquée, et elle ne peut pas rejoindre une table que vous accueillez ou où vous jouez. Elle ne sait pas qui l'a bloquée.
blocks_list_title = Qui vous avez bloqué
blocks_none = Vous n'avez bloqué personne.
blocks_unblock = Débloquer
blocks_add_title = Bloquer quelqu'un
blocks_username = Son nom d'utilisateur
blocks_block = Bloquer
blocks_done_blocked = Ce compte est bloqué.
blocks_done_unblocked = Ce compte est débloqué.
# The report form.
report_link = Signaler
report_deck_link = Signaler ce paquet
report_card_link = Signaler cette image
report_table_name_link = Signaler le nom de la table
report_title = Signaler
report_what_message = Vous signalez un message de discussion à la modération.
report_what_deck = Vous signalez un paquet à la modération.
report_what_card = Vous signalez une image d'un paquet à la modération.
report_what_table_name = Vous signalez le nom d'une table à la modération.
report_reason = Pourquoi
report_reason_hint = 500 caractères au plus
report_send = Envoyer le signalement
report_done = Merci : la modération lira votre signalement.
report_back_home = Retour à vos tables
