### Words of push notifications: the settings' section, the refusals, and what a push says.

# The settings page's section.
settings_push_title = Benachrichtigungen auf diesem Gerät
settings_push_intro = Dein Browser kann eine Benachrichtigung zeigen, wenn ein Tisch auf deinen Zug wartet, eine Runde aufgedeckt wird oder eine Partie endet, auch ohne offenen Fabula-Tab. Schalte sie in jedem Browser ein, in dem du spielst.
settings_push_needs_js = Zum Einschalten von Benachrichtigungen braucht es JavaScript, das in diesem Browser aus ist.
settings_push_turn_on = Benachrichtigungen einschalten
settings_push_turn_off = Auf diesem Gerät ausschalten
settings_push_on = Benachrichtigungen sind auf diesem Gerät an.
settings_push_off = Benachrichtigungen sind auf diesem Gerät aus.
settings_push_unsupported = Dieser Browser kann keine Push-Benachrichtigungen empfangen.
settings_push_denied = Benachrichtigungen für diese Seite sind in den Browsereinstellungen blockiert.
settings_push_failed = Benachrichtigungen konnten nicht eingeschaltet werden. Versuche es später noch einmal.
settings_push_devices = Geräte mit Benachrichtigungen
settings_push_none = Kein Gerät hat Benachrichtigungen an.
settings_push_since = eingeschaltet seit { $when }
settings_push_remove = Entfernen
settings_push_remove_label = { $device } entfernen
settings_push_removed = Das Gerät wurde entfernt: Es bekommt keine Benachrichtigungen mehr.
# Refusals.
push_err_endpoint = An diese Adresse können keine Benachrichtigungen gehen: Es muss die https-Adresse eines Push-Dienstes sein.
push_err_keys = Die Schlüssel des Abonnements sind ungültig.
push_err_device = Ein Gerätename hat höchstens 100 Zeichen.
push_err_too_many = Benachrichtigungen können auf höchstens { $count } Geräten an sein; entferne zuerst eines.
# What a push says: `push_{kind}_title` and `push_{kind}_body`, with {name} (the table's),
# {round} and {what} (what the table waits for); a kind without its own words gets
# `push_notice_*`.
push_your_move_title = Du bist dran: { $name }
push_your_move_body = Runde { $round }: jetzt { $what }.
push_round_revealed_title = Runde { $round } aufgedeckt: { $name }
push_round_revealed_body = Sieh nach, wer die Karte der erzählenden Person gefunden hat.
push_game_ended_title = Partie vorbei: { $name }
push_game_ended_body = Sieh dir den Endstand an.
push_notice_title = Neues von { $name }
push_notice_body = Öffne den Tisch, um zu sehen, was passiert ist.
