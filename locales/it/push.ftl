### Words of push notifications: the settings' section, the refusals, and what a push says.

# The settings page's section.
settings_push_title = Notifiche su questo dispositivo
settings_push_intro = Il tuo browser può mostrare una notifica quando un tavolo aspetta una tua mossa, quando un turno viene svelato o quando una partita finisce, anche senza nessuna scheda di Fabula aperta. Attivale in ogni browser con cui giochi.
settings_push_needs_js = Per attivare le notifiche serve JavaScript, che in questo browser è disattivato.
settings_push_turn_on = Attiva le notifiche
settings_push_turn_off = Disattiva su questo dispositivo
settings_push_on = Le notifiche sono attive su questo dispositivo.
settings_push_off = Le notifiche sono disattivate su questo dispositivo.
settings_push_unsupported = Questo browser non può ricevere notifiche push.
settings_push_denied = Le notifiche per questo sito sono bloccate nelle impostazioni del browser.
settings_push_failed = Non è stato possibile attivare le notifiche. Riprova più tardi.
settings_push_devices = Dispositivi con le notifiche attive
settings_push_none = Nessun dispositivo ha le notifiche attive.
settings_push_since = attive dal { $when }
settings_push_remove = Rimuovi
settings_push_remove_label = Rimuovi { $device }
settings_push_removed = Il dispositivo è stato rimosso: non riceverà più notifiche.
# Refusals.
push_err_endpoint = Non si possono inviare notifiche a quell'indirizzo: deve essere l'indirizzo https di un servizio push.
push_err_keys = Le chiavi dell'iscrizione non sono valide.
push_err_device = Il nome di un dispositivo ha al massimo 100 caratteri.
push_err_too_many = Le notifiche possono essere attive al massimo su { $count } dispositivi; rimuovine prima uno.
# What a push says: `push_{kind}_title` and `push_{kind}_body`, with {name} (the table's),
# {round} and {what} (what the table waits for); a kind without its own words gets
# `push_notice_*`.
push_your_move_title = { $name }: tocca a te
push_your_move_body = Turno { $round }: è il momento di { $what }.
push_round_revealed_title = { $name }: turno { $round } svelato
push_round_revealed_body = Guarda chi ha trovato la carta del narratore.
push_game_ended_title = { $name }: la partita è finita
push_game_ended_body = Guarda i punteggi finali.
push_notice_title = { $name }: novità
push_notice_body = Apri il tavolo per vedere cosa è successo.
