### Words of house bots and live tables.

bots_err_not_host = Solo quien organiza la mesa puede sentar o quitar bots de la casa.
bots_err_none_free = Todos los bots de la casa ya están sentados en esta mesa.
bots_err_not_a_bot = En ese asiento no hay ningún bot de la casa.
bots_add_button = Añadir un bot de la casa
bots_remove_button = Quitar a { $name }
bots_take_button = Que un bot de la casa juegue el asiento de { $name }
bots_hint = Los bots de la casa juegan solos con lo que ve su propio asiento, leyendo las palabras de las cartas. Una mesa de una persona y bots es una partida de práctica.
bots_random = Algunas cartas de esta mesa no tienen palabras, así que los bots de la casa las juegan al azar.
bots_badge = bot
live_err_minutes = El límite de una mesa en vivo es de 1, 2, 3 o 5 minutos por jugada.
live_err_both = Indica el límite en horas o en minutos, no ambos.
live_choice = En vivo: { $minutes } min por jugada, sin correo
bots_pace_quick = Los bots de la casa juegan unos segundos después de que llegue su turno.
bots_pace_human = Los bots de la casa se toman su tiempo, como la gente.
bots_pace_to_quick = Que jueguen enseguida
bots_pace_to_human = Que se tomen su tiempo
bots_plain_clue_1 = Érase una vez
bots_plain_clue_2 = Muy lejos
bots_plain_clue_3 = Casi
bots_plain_clue_4 = Hogar
bots_plain_clue_5 = Un secreto
live_summary_played = Una partida en vivo: { $rounds ->
    [one] una ronda
   *[other] { $rounds } rondas
 } en { $minutes } min.
live_summary_teller = Mejor cuentacuentos: { $name }, que puntuó con { $scored } de { $told } pistas.
bots_err_pace = El ritmo de los bots es rápido o humano.
