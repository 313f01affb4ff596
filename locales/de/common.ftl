### Words of every page: layout, accounts, errors.

skip_link = Zum Inhalt springen
nav_site = Seite
nav_table = Dieser Tisch
site_tagline = Das Kartenspiel zum Geschichtenerzählen, über Tage im Freundeskreis gespielt.
nav_home = Start
nav_sign_in = Anmelden
nav_register = Konto erstellen
nav_sign_out = Abmelden
signed_in_as = Angemeldet als
footer_language = Sprache
home_welcome = Willkommen
home_intro = Eine Person gibt einen Hinweis zu einem Bild; die anderen legen eigene Bilder dazu, um alle auf eine falsche Fährte zu locken, und suchen dann die Karte der erzählenden Person. Alle machen ihren Zug, wann immer sie vorbeischauen.
home_get_started = Erstelle ein Konto oder melde dich an, um loszuspielen.
field_username = Benutzername
field_username_hint = 3 bis 32 Zeichen aus a–z, A–Z, 0–9, _ und -: keine Leerzeichen, keine Umlaute oder Akzente
field_display_name = Name für die anderen
field_display_name_hint = optional; beliebige Buchstaben, mit Umlauten und Leerzeichen, etwa „Jürgen“ oder „Ana Lima“; leer bleibt es dein Benutzername
field_password = Passwort
field_password_hint = mindestens 8 Zeichen
register_title = Konto erstellen
register_submit = Konto erstellen
register_have_account = Schon ein Konto?
sign_in_title = Anmelden
sign_in_submit = Anmelden
sign_in_no_account = Neu hier?
error_title = Da stimmt etwas nicht
error_not_found = Unter dieser Adresse gibt es nichts.
error_sign_in_first = Bitte melde dich zuerst an.
error_table_hint = Wenn dir jemand diese Adresse gegeben hat, ist der Tisch vielleicht privat: Bitte die Spielleitung um den Einladungslink.
error_back_home = Zurück zur Startseite
error_internal = Bei uns ist etwas schiefgegangen; bitte versuch es noch einmal.
error_method = Diese Adresse nimmt diese Art von Anfrage nicht an.
error_too_large = Dieses Formular ist größer, als der Server annimmt.
error_bad_request = Diese Anfrage konnte nicht gelesen werden; geh bitte zurück und versuch es noch einmal.
err_wrong_credentials = Benutzername oder Passwort falsch.
err_username_taken = Dieser Benutzername ist vergeben; bitte wähle einen anderen.
err_username_shape = Ein Benutzername hat 3 bis 32 Zeichen, jedes aus a–z, A–Z, 0–9, _ oder -: keine Leerzeichen, keine Umlaute oder Akzente. Ein Name wie „Jürgen“ oder „Ana Lima“ gehört in den Namen für die anderen.
err_password_length = Ein Passwort hat 8 bis 256 Zeichen.
err_display_name_length = Ein angezeigter Name hat höchstens 50 Zeichen.
err_sign_in_slow_down = Zu viele fehlgeschlagene Anmeldungen. Bitte warte { $minutes } Minuten, bevor du es erneut versuchst.
err_register_busy = Gerade werden viele neue Konten erstellt. Bitte versuche es in einer Minute noch einmal.
err_code_slow_down = Zu viele falsche Codes aus deinem Netzwerk. Bitte versuche es in { $minutes } Minuten noch einmal.
err_register_slow_down = Zu viele neue Konten aus deinem Netzwerk. Bitte versuche es in { $minutes } Minuten noch einmal.
err_busy = Der Server prüft gerade andere Passwörter; bitte versuche es gleich noch einmal.
err_catching_breath = Das Spiel holt kurz Luft; versuche es gleich noch einmal.
page_possibly_behind = Das Spiel holt kurz Luft: Diese Seite zeigt den Tisch so, wie dieser Server ihn zuletzt kannte, vielleicht nicht mehr aktuell. Züge und Chat warten, bis es gleich weitergeht.
notice_failed_sign_ins =
    { $count ->
        [one] Seit deinem letzten Besuch ist ein Anmeldeversuch mit deinem Benutzernamen gescheitert. Warst du das nicht, wähle in den Einstellungen ein stärkeres Passwort.
       *[other] Seit deinem letzten Besuch sind { $count } Anmeldeversuche mit deinem Benutzernamen gescheitert. Warst du das nicht, wähle in den Einstellungen ein stärkeres Passwort.
    }
err_text_characters = Dieser Text enthält ein Zeichen, das hier nicht erlaubt ist ({ $code }): Steuerzeichen und Zeichen, die die Schreibrichtung ändern, werden abgelehnt.
err_current_password = Dein aktuelles Passwort stimmt nicht.
err_too_many_requests = Zu viele gleichzeitige Anfragen von deiner Adresse; bitte versuche es gleich noch einmal.
err_body_too_slow = Die Anfrage hat zu lange gebraucht; bitte versuche es noch einmal.
err_display_name_look_alike = Dieser Name ist der Name einer anderen Person oder sieht ihm zum Verwechseln ähnlich; bitte wähle einen anderen angezeigten Namen.
