### Words of what happens around the table: chat, "play again", the host's extra time.

# Chat.
chat_title = Discussion de la table
chat_empty = Personne n'a encore rien dit.
chat_spectator = regarde
chat_field = Dire quelque chose
chat_field_hint = 500 caractères au plus
chat_button = Envoyer
chat_write = Écrire un message
chat_write_note = sur une page à part : celle-ci se recharge toute seule toutes les 30 secondes et perdrait votre texte
chat_page_note = Cette page ne se recharge pas toute seule : prenez votre temps. L'envoi du message vous ramène à la table.
chat_err_empty = Écrivez d'abord quelque chose.
chat_err_too_long = Un message compte 500 caractères au plus.
chat_err_slow_down = Vous écrivez vite : attendez { $seconds } s avant le prochain message.
history_chat = Ce qui s'est dit
# Deadlines and the host's extra time.
deadline_everyone = Le délai vaut pour chaque personne que la table attend.
extend_label = Donner plus de temps :
extend_hours = +{ $count } h
extend_one_day = +1 jour
extend_days = +{ $count } jours
extend_err_not_host = Seul l'hôte peut donner plus de temps.
extend_err_hours = Le temps ajouté va de 1 à 168 heures.
extend_err_no_deadline = Aucun délai ne court à cette table en ce moment.
ev_extended = { $name } (l'hôte) a donné { $hours } heures de plus.
# Play again.
rematch_button = Rejouer
rematch_go = Rejouer : vers la nouvelle table
rematch_explain = Une nouvelle table avec les mêmes joueurs, places et options ; la première personne à la demander en est l'hôte et la lance.
rematch_err_not_finished = La partie n'est pas encore terminée.
ev_rematch = { $name } a proposé de rejouer : une nouvelle table est ouverte.
