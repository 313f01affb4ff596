### Words of the private calendar of deadlines (`/feeds/{secret}.ics`) and of its place on the
### settings page.

calendar_title = Fabula: le scadenze di { $name }
calendar_event = Ultimo momento per { $what } · { $table }
calendar_event_text = { $table } ti aspetta per { $what } (turno { $round }). Dopo quest'ora l'orologio gioca al posto tuo.
settings_calendar_intro = Lo stesso indirizzo fornisce anche un calendario delle tue scadenze, per qualsiasi app di calendario: un evento all'ora entro cui devi fare ogni mossa che si aspetta da te.
field_calendar_url = Indirizzo del calendario (iCalendar)
settings_calendar_open = Apri il calendario
