### Words of house bots and live tables.

bots_err_not_host = Nur die Spielleitung kann Haus-Bots hinsetzen oder entfernen.
bots_err_none_free = Alle Haus-Bots sitzen schon an diesem Tisch.
bots_err_not_a_bot = Auf diesem Platz sitzt kein Haus-Bot.
bots_add_button = Haus-Bot hinzufügen
bots_remove_button = { $name } entfernen
bots_take_button = Platz von { $name } einem Haus-Bot geben
bots_hint = Haus-Bots spielen selbstständig mit dem, was ihr eigener Platz sieht, und lesen dazu die Worte der Karten. Ein Tisch mit einer Person und Bots ist eine Übungspartie.
bots_random = Einige Karten dieses Tisches haben keine Worte, darum spielen die Haus-Bots sie zufällig.
bots_badge = Bot
live_err_minutes = An einem Live-Tisch hat ein Zug 1, 2, 3 oder 5 Minuten.
live_err_both = Gib die Zeit in Stunden oder in Minuten an, nicht beides.
live_choice = Live: { $minutes } Min. pro Zug, keine Mails
bots_pace_quick = Die Haus-Bots ziehen wenige Sekunden, nachdem sie an der Reihe sind.
bots_pace_human = Die Haus-Bots lassen sich Zeit, wie Menschen auch.
bots_pace_to_quick = Sofort ziehen lassen
bots_pace_to_human = Bedächtig spielen lassen
bots_plain_clue_1 = Es war einmal
bots_plain_clue_2 = Weit weg
bots_plain_clue_3 = Beinahe
bots_plain_clue_4 = Daheim
bots_plain_clue_5 = Ein Geheimnis
live_summary_played = Eine Live-Partie: { $rounds ->
    [one] eine Runde
   *[other] { $rounds } Runden
 } in { $minutes } Min.
live_summary_teller = Die meisten Hinweise mit Punkten: { $name }, { $scored } von { $told }.
bots_err_pace = Das Tempo der Bots ist schnell oder menschlich.
