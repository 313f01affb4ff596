### Words of the private calendar of deadlines (`/feeds/{secret}.ics`) and of its place on the
### settings page.

calendar_title = Fabula : échéances de { $name }
calendar_event = Dernier moment pour { $what } : { $table }
calendar_event_text = { $table } vous attend pour { $what } (manche { $round }). Passé ce moment, l'horloge joue à votre place.
settings_calendar_intro = La même adresse donne aussi un calendrier de vos échéances, pour toute application d'agenda : un événement à l'heure limite de chaque coup attendu de vous.
field_calendar_url = Adresse du calendrier (iCalendar)
settings_calendar_open = Ouvrir le calendrier
