### Words of never missing a move: reminders before a deadline, and time away.

# Reminders: the feed's title, the mail's subject and first line.
reminder_1h = { $table }: tu jugada vence en una hora, más o menos
reminder_12h = { $table }: tu jugada vence en unas 12 horas
# Settings.
settings_away_title = Recordatorios y ausencias
settings_reminders_legend = Un recordatorio antes de que el reloj juegue por ti
reminders_auto = 12 horas antes, en las mesas con un límite de un día o más
reminders_12h = 12 horas antes
reminders_1h = 1 hora antes
reminders_both = 12 horas y 1 hora antes
reminders_none = Sin recordatorios
settings_reminders_save = Guardar recordatorios
settings_reminders_saved = Tus recordatorios están guardados.
settings_reminders_note = Los recordatorios llegan por correo (si está activado), en tu canal y como notificaciones, una vez por jugada. Solo llegan en las mesas cuyo límite de tiempo es más largo que el recordatorio.
settings_away_subtitle = Ausencias
settings_away_intro = ¿Te vas? Mientras estés fuera, tus mesas no te esperan: el reloj juega por ti enseguida (una carta al azar, sin voto, tu turno de cuentacuentos pasa). Conservas tu asiento y tus puntos y no abandonas, pero esas jugadas cuentan igual que cuando se acaba el tiempo: no ganas nada por el voto que no das, el turno de cuentacuentos que pasa se pierde (en los modos fiesta y por equipos cuenta como tu vez de ser cuentacuentos), y con menos votantes cambian también los puntos de los demás (si el único que vota acierta la carta, todos los que votaron la acertaron y el cuentacuentos no gana puntos). Como mucho 14 días cada vez.
settings_away_now = Estás fuera hasta el { $until }.
settings_back_button = Ya volví
field_away_until = Estaré fuera hasta el
field_away_until_hint = el día en que vuelves, como mucho dentro de 14 días
settings_away_button = Me voy
settings_away_saved = Estás fuera: tus mesas no te esperarán.
settings_back_saved = De vuelta: tus mesas vuelven a esperarte.
away_err_past = Elige un momento futuro: no puedes estar fuera hasta un momento que ya pasó.
away_err_too_long = Puedes estar fuera como mucho 14 días cada vez.
away_err_date = Elige el día en que vuelves.
err_reminders = Elige uno de los ajustes de recordatorio.
# The table.
away_until_tag = fuera hasta el { $until }
ev_acted_for_away = { $name } está fuera: el reloj juega por su cuenta.
