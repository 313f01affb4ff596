### Words of the webhooks: the section of the settings page, and why an address is refused.

# The section of the settings page.
settings_webhooks_title = Webhooks
settings_webhooks_intro = Deine Programme können benachrichtigt werden, wenn ein Tisch auf deinen Zug wartet, eine Runde aufgedeckt wird oder eine Partie endet: Fabula schickt jeder Adresse unten einen signierten POST mit Nummer und Version des Tisches, nie eine Karte.
settings_webhooks_api = Wie ein Programm die Signatur prüft (die API)
settings_webhooks_none = Du hast keine Webhooks.
settings_webhooks_most = Höchstens { $count } Webhooks pro Konto.
field_webhook_url = Adresse deines Programms
field_webhook_url_hint = http:// oder https://, aus dem Internet erreichbar
settings_webhook_add = Webhook hinzufügen
settings_webhook_created = Der Webhook ist hinzugefügt. Kopiere jetzt sein Geheimnis: Es signiert jedes Ereignis und wird nur dieses eine Mal angezeigt.
field_webhook_secret = Geheimnis des Webhooks
settings_webhook_deleted = Der Webhook ist entfernt.
settings_webhook_enabled = Der Webhook ist wieder aktiv; was auf ihn gewartet hat, wird jetzt gesendet.
settings_webhook_delete = Entfernen
settings_webhook_enable = Wieder aktivieren
settings_webhook_active = Aktiv
settings_webhook_disabled = Deaktiviert
settings_webhook_disabled_why = Er ist { $count }-mal hintereinander fehlgeschlagen, daher sendet Fabula nicht mehr an ihn. Ereignisse aus der Zwischenzeit werden nicht aufbewahrt.
settings_webhook_failing = { $count } fehlgeschlagene Versuche hintereinander; Fabula versucht es weiter und wartet jedes Mal länger.
settings_webhook_last_error = Letzter Fehler:
settings_webhook_added = Hinzugefügt
# Why an attempt failed, as the settings page shows it.
webhook_error_http = dein Programm hat mit Status { $status } geantwortet
webhook_error_timeout = keine Antwort in der Zeit
webhook_error_unreachable = die Adresse war nicht erreichbar
webhook_error_refused_address = die Adresse führt in ein privates oder lokales Netzwerk
webhook_error_unknown_host = der Hostname wurde nicht gefunden
# Why an address is refused.
webhook_err_shape = Das ist keine vollständige Webadresse mit höchstens 500 Zeichen, wie https://example.org/fabula.
webhook_err_scheme = Die Adresse eines Webhooks beginnt mit http:// oder https://.
webhook_err_credentials = Die Adresse eines Webhooks darf keinen Benutzernamen und kein Passwort enthalten; dein Programm prüft stattdessen die Signatur.
webhook_err_unknown_host = Der Host dieser Adresse wurde nicht gefunden.
webhook_err_address = Diese Adresse führt in ein Loopback-, privates oder lokales Netzwerk, wohin Fabula keine Ereignisse sendet.
webhook_err_too_many = Du hast schon { $count } Webhooks, so viele wie ein Konto haben darf: Entferne zuerst einen.
