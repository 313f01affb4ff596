### Words of the private calendar of deadlines (`/feeds/{secret}.ics`) and of its place on the
### settings page.

calendar_title = Fabula: plazos de { $name }
calendar_event = Último momento para { $what } en { $table }
calendar_event_text = { $table } te espera para { $what } (ronda { $round }). Pasada esta hora, el reloj juega por ti.
settings_calendar_intro = La misma dirección da también un calendario de tus plazos, para cualquier aplicación de calendario: un evento a la hora en que debe hacerse cada jugada que se espera de ti.
field_calendar_url = Dirección del calendario (iCalendar)
settings_calendar_open = Abrir el calendario
