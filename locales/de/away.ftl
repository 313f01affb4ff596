### Words of never missing a move: reminders before a deadline, and time away.

# Reminders: the feed's title, the mail's subject and first line.
reminder_1h = { $table }: Dein Zug ist in etwa einer Stunde fällig
reminder_12h = { $table }: Dein Zug ist in etwa 12 Stunden fällig
# Settings.
settings_away_title = Erinnerungen und Abwesenheit
settings_reminders_legend = Erinnerung, bevor die Uhr für dich spielt
reminders_auto = 12 Stunden vorher, an Tischen mit einer Frist von einem Tag oder mehr
reminders_12h = 12 Stunden vorher
reminders_1h = 1 Stunde vorher
reminders_both = 12 Stunden und 1 Stunde vorher
reminders_none = Keine Erinnerungen
settings_reminders_save = Erinnerungen speichern
settings_reminders_saved = Deine Erinnerungen sind gespeichert.
settings_reminders_note = Erinnerungen kommen per Mail (wenn sie eingeschaltet ist), in deinem Feed und als Benachrichtigung, einmal pro Zug. Eine Erinnerung kommt nur an Tischen, deren Frist länger ist als sie.
settings_away_subtitle = Abwesenheit
settings_away_intro = Du bist eine Weile weg? Solange du abwesend bist, warten deine Tische nicht auf dich: Die Uhr spielt sofort für dich (eine zufällige Karte, keine Stimme, dein Erzählzug wird übersprungen). Du behältst deinen Platz und deine Punkte und gibst nicht auf, aber diese Züge zählen wie bei abgelaufener Zeit: Für eine Stimme, die du nicht abgegeben hast, bekommst du nichts, ein übersprungener Erzählzug ist verloren (in Party und Teams zählt er als dein Erzählzug), und weniger Abstimmende ändern auch die Punkte der anderen (findet die einzige Person, die abstimmt, die Karte, haben alle Abstimmenden sie gefunden, und wer erzählt, bekommt nichts). Höchstens 14 Tage am Stück.
settings_away_now = Du bist abwesend bis { $until }.
settings_back_button = Ich bin zurück
field_away_until = Ich bin abwesend bis
field_away_until_hint = der Tag, an dem du zurück bist, höchstens 14 Tage ab heute
settings_away_button = Ich bin weg
settings_away_saved = Du bist abwesend: Deine Tische warten nicht auf dich.
settings_back_saved = Willkommen zurück: Deine Tische warten wieder auf dich.
away_err_past = Wähle einen Zeitpunkt in der Zukunft: Du kannst nicht bis zu einem vergangenen Zeitpunkt abwesend sein.
away_err_too_long = Du kannst höchstens 14 Tage am Stück abwesend sein.
away_err_date = Wähle den Tag, an dem du zurück bist.
err_reminders = Wähle eine der Erinnerungseinstellungen.
# The table.
away_until_tag = abwesend bis { $until }
ev_acted_for_away = { $name } ist abwesend: Die Uhr spielt stellvertretend.
