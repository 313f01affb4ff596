### Words of the private calendar of deadlines (`/feeds/{secret}.ics`) and of its place on the
### settings page.

calendar_title = Fabula: prazos de { $name }
calendar_event = Último momento para { $what } em { $table }
calendar_event_text = { $table } espera você para { $what } (rodada { $round }). Depois deste horário, o relógio joga por você.
settings_calendar_intro = O mesmo endereço também dá um calendário dos seus prazos, para qualquer aplicativo de calendário: um evento no horário em que cada jogada esperada de você deve ser feita.
field_calendar_url = Endereço do calendário (iCalendar)
settings_calendar_open = Abrir o calendário
