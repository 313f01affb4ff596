### Words of the private calendar of deadlines (`/feeds/{secret}.ics`) and of its place on the
### settings page.

calendar_title = Fabula: prazos de { $name }
calendar_event = Último momento para { $what } em { $table }
calendar_event_text = { $table } está à sua espera para { $what } (ronda { $round }). Depois desta hora, o relógio joga por si.
settings_calendar_intro = O mesmo endereço dá também um calendário dos seus prazos, para qualquer aplicação de calendário: um evento à hora a que deve ser feita cada jogada que se espera de si.
field_calendar_url = Endereço do calendário (iCalendar)
settings_calendar_open = Abrir o calendário
