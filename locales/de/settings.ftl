### Words of the account settings, the private feed and the mail.

# The settings page.
nav_settings = Einstellungen
settings_title = Kontoeinstellungen
settings_link = Deine Einstellungen
settings_mail_title = Mail
settings_mail_intro = Fabula kann dir schreiben, wenn ein Tisch auf deinen Zug wartet, damit du keinen Tab offen halten musst. An eine Adresse geht nichts außer einer Bestätigung, bis du sie bestätigt hast.
settings_no_smtp = Dieser Server verschickt im Moment keine Mails; deine Auswahl wird für später gespeichert.
field_email = Mailadresse
field_email_hint = leer lassen, um keine Mails zu bekommen
settings_email_confirmed = { $email } ist bestätigt.
settings_email_unconfirmed = { $email } ist noch nicht bestätigt: Öffne den Link in der Mail, die Fabula dorthin geschickt hat.
settings_email_resend = Bestätigungsmail erneut senden
settings_mode_legend = Wann schreiben
mail_mode_move = Bei jedem Zug
mail_mode_move_hint = eine Mail, sobald ein Tisch auf dich wartet
mail_mode_daily = Einmal am Tag
mail_mode_daily_hint = höchstens eine Mail am Tag mit den Tischen, die auf dich warten
mail_mode_off = Nie
mail_mode_off_hint = keine Mails; Startseite und Feed zeigen deine Züge trotzdem
settings_save = Speichern
settings_saved = Deine Einstellungen sind gespeichert.
settings_confirm_resent = In wenigen Minuten kommt eine neue Bestätigungsmail.
err_email_invalid = An diese Mailadresse kann Fabula nicht schreiben.
err_mail_mode = Wähle, wann geschrieben wird: bei jedem Zug, einmal am Tag oder nie.
settings_feed_title = Privater Feed
settings_feed_intro = Verfolge deine Tische in jedem Feedreader: ein Eintrag, wenn ein Tisch auf deinen Zug wartet, eine Runde aufgedeckt wird oder eine Partie endet. Alle, die die Adresse kennen, können den Feed lesen, also behalte sie für dich.
settings_feed_none = Dein Feed hat noch keine Adresse.
settings_feed_make = Adresse für meinen Feed erstellen
settings_feed_renew = Neue Adresse erstellen (die alte funktioniert dann nicht mehr)
settings_feed_renewed = Dein Feed hat eine neue Adresse; frühere funktionieren nicht mehr.
settings_feed_open = Feed öffnen
field_feed_url = Feedadresse
# The pages of the links in mail.
confirm_title = Adresse bestätigen
confirm_text = Bestätige, dass Fabula an { $email } über deine Tische schreiben darf.
confirm_submit = Meine Adresse bestätigen
confirm_done = Danke: { $email } ist bestätigt. Fabula schreibt dorthin, wie es deine Einstellungen vorsehen.
unsubscribe_title = Mails abbestellen
unsubscribe_text = Fabula schreibt an { $email } über deine Tische. Alle Mails an diese Adresse abbestellen?
unsubscribe_submit = Alle Mails abbestellen
unsubscribe_done = Erledigt: Fabula schickt keine Mails mehr an { $email }. In deinen Einstellungen kannst du Mails wieder einschalten.
mail_link_unknown = Dieser Link ist nicht (mehr) gültig.
# Mail.
mail_hello = Hallo { $name },
mail_confirm_subject = Bestätige deine Adresse für Fabula
mail_confirm_intro = jemand, hoffentlich du, hat Fabula gebeten, an diese Adresse über die eigenen Tische zu schreiben. Zum Bestätigen öffne diesen Link und drücke den Knopf:
mail_confirm_ignore = Warst du das nicht, ignoriere diese Mail: An diese Adresse kommt dann nichts mehr.
mail_move_subject = Du bist dran: { $table }
mail_clue = Der Hinweis: „{ $clue }“.
mail_deadline = Bitte mach deinen Zug vor { $deadline }; danach spielt die Uhr für dich.
mail_open_table = Zum Tisch:
mail_digest_subject =
    { $count ->
        [one] Fabula: Ein Tisch wartet auf dich
       *[other] Fabula: { $count } Tische warten auf dich
    }
mail_digest_intro = Diese Tische warten auf deinen Zug:
mail_digest_line = { $table } ({ $ruleset }, Runde { $round }): { $what }
mail_digest_before = , vor { $deadline }
mail_footer_why = Du bekommst diese Mail wegen deiner Einstellungen:
mail_footer_unsubscribe = Alle Mails von Fabula abbestellen:
# The feed.
feed_title = Fabula: die Tische von { $name }
feed_what_clue = Hinweis geben
feed_what_submit = Karte spielen
feed_what_submit_two = zwei Karten spielen
feed_what_vote = abstimmen
feed_your_move = Du bist dran bei { $table }: { $what }
feed_your_move_text = { $table } wartet auf dich: { $what } (Runde { $round }).
feed_round_revealed = Runde { $round } bei { $table } aufgedeckt, deine Punkte: { $points }
feed_round_revealed_plain = Runde { $round } bei { $table } aufgedeckt
feed_clue_was = Der Hinweis war „{ $clue }“.
feed_points = Punkte dieser Runde: { $points }.
feed_game_over = Partie vorbei bei { $table }. Sieg: { $winners }
feed_game_over_plain = Partie vorbei bei { $table }
feed_final_scores = Endstand: { $scores }.
# The security page.
security_title = Passwort und Sitzungen
security_link = Passwort, angemeldete Geräte und API-Tokens
security_password_title = Passwort ändern
security_password_intro = Wenn sich das Passwort ändert, wird jedes andere Gerät, auf dem du angemeldet bist, abgemeldet, und jedes API-Token unten hört auf zu funktionieren (ein neues machst du hier mit einem Klick).
security_current_password = Aktuelles Passwort
security_new_password = Neues Passwort
security_password_submit = Passwort ändern
security_password_changed = Dein Passwort ist geändert; alle anderen Sitzungen sind beendet, ebenso alle API-Tokens.
security_sessions_title = Wo du angemeldet bist
security_this_session = dieser Browser
security_last_seen = zuletzt gesehen
security_since = seit
security_end_session = Dort abmelden
security_end_all = Überall abmelden
security_end_all_intro = Überall abmelden beendet jede Sitzung, auch diese, und jedes API-Token des Kontos.
security_session_ended = Diese Sitzung ist beendet.
security_tokens_title = API-Tokens
security_tokens_intro = Programme und Bots spielen damit (siehe die API-Seite). Ein widerrufenes Token hört sofort auf zu funktionieren.
security_tokens_none = Kein API-Token.
security_last_used = zuletzt benutzt
security_revoke_token = Widerrufen
security_token_revoked = Das Token ist widerrufen.
security_new_token = Neues Token erstellen
security_token_made = Dein neues API-Token. Kopiere es jetzt: Es wird nur dieses eine Mal angezeigt, und Fabula speichert nur einen Fingerabdruck davon.
settings_feed_once = Kopiere sie jetzt: Sie wird nur dieses eine Mal angezeigt. Fabula speichert nur einen Fingerabdruck davon.
settings_feed_hidden = Dein Feed hat eine Adresse, die nur beim Erstellen angezeigt wurde. Um wieder eine zu sehen, erstelle eine neue: Die alte Adresse funktioniert dann nicht mehr.
# The name other players see.
settings_profile_title = Dein Name
settings_name_hint = höchstens 50 Zeichen; leer bleibt es dein Benutzername
settings_name_save = Namen ändern
settings_name_saved = Dein Name ist geändert; jeder Tisch zeigt den neuen.
# "Forgot your password?"
forgot_link = Passwort vergessen?
forgot_title = Passwort vergessen?
forgot_intro = Gib deinen Benutzernamen oder deine bestätigte Mailadresse an: Fabula schickt einen Link zum Wählen eines neuen Passworts an die bestätigte Adresse des Kontos.
field_username_or_email = Benutzername oder Mailadresse
forgot_submit = Link senden
forgot_sent = Wenn ein Konto mit diesem Namen oder dieser Adresse eine bestätigte Adresse hat, ist ein Link zum Wählen eines neuen Passworts dorthin unterwegs. Er gilt eine Stunde. Keine Mail? Sieh im Spamordner nach oder frag in ein paar Minuten noch einmal.
err_reset_slow_down = Zu viele Versuche aus deinem Netzwerk. Bitte warte { $minutes } Minuten, bevor du es erneut versuchst.
reset_title = Neues Passwort wählen
reset_for = Für das Konto { $username }.
reset_submit = Neues Passwort speichern
reset_done = Dein Passwort ist geändert, und alle Sitzungen und API-Tokens deines Kontos sind beendet. Melde dich mit dem neuen Passwort an.
reset_link_unknown = Dieser Link zum Wählen eines neuen Passworts funktioniert nicht: Er wurde schon benutzt, ist abgelaufen (ein Link gilt eine Stunde) oder ist unvollständig.
reset_ask_again = Neuen Link anfordern
mail_reset_subject = Wähle ein neues Passwort für Fabula
mail_reset_intro = jemand, hoffentlich du, hat ein neues Passwort für dein Fabula-Konto { $username } angefordert. Um eines zu wählen, öffne diesen Link innerhalb von { $minutes } Minuten:
mail_reset_ignore = Warst du das nicht, ignoriere diese Mail: Dein Passwort bleibt, wie es ist.
# The time zone.
settings_zone_title = Zeitzone
settings_zone_unset = Zeiten werden in UTC angezeigt, bis du deine Zeitzone wählst. Mit eingeschaltetem JavaScript wird einmalig die Zeitzone deines Browsers für dich gewählt.
field_time_zone = Deine Zeitzone
field_time_zone_hint = ein Name wie Europe/Berlin oder America/Sao_Paulo; alle Seiten, Mails und dein Feed zeigen Zeiten darin an
settings_zone_save = Zeitzone speichern
settings_zone_saved = Deine Zeitzone ist gespeichert; Zeiten werden jetzt darin angezeigt.
err_time_zone = „{ $zone }“ ist keine Zeitzone, die Fabula kennt: Wähle einen Namen aus der Liste, etwa Europe/Berlin.
time_zone_unset_note = Zeiten werden in UTC angezeigt.
time_zone_choose = Zeitzone wählen
