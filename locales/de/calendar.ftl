### Words of the private calendar of deadlines (`/feeds/{secret}.ics`) and of its place on the
### settings page.

calendar_title = Fabula: Fristen von { $name }
calendar_event = Letzte Gelegenheit: { $what } ({ $table })
calendar_event_text = { $table } wartet auf dich: { $what } (Runde { $round }). Danach spielt die Uhr für dich.
settings_calendar_intro = Dieselbe Adresse liefert auch einen Kalender deiner Fristen, für jede Kalender-App: ein Termin zu dem Zeitpunkt, bis zu dem jeder Zug, auf den gewartet wird, gemacht sein muss.
field_calendar_url = Kalenderadresse (iCalendar)
settings_calendar_open = Kalender öffnen
