### Words of the tables: home, lobby, the table page, history.

# Rulesets and small words.
ruleset_classic = Clásico
ruleset_2021 = Edición 2021
ruleset_odyssey = Odyssey
ruleset_party = Fiesta (Odyssey)
ruleset_teams = Equipos (Odyssey)
word_and = y
players_word = jugadores
players_range = { $min }–{ $max } jugadores
players_teams = 6, 8, 10 o 12 jugadores
hosted_by = de
host_word = organiza
you_word = tú
storyteller_word = cuentacuentos
team_word = equipo
awaited_word = le toca
resigned_word = abandonó
winner_word = ganador
round_word = ronda
card_alt = Carta
table_default_name = Mesa de { $host }
field_table_name = Nombre de la mesa
field_table_name_hint = opcional
viewer_open = Ver la carta { $number } en grande
viewer_close = Cerrar
viewer_prev = Anterior
viewer_next = Siguiente
choose_play = Jugar esta carta
choose_vote = Votar esta carta
choose_pick = Elegir esta carta
time_left = quedan { $time }
time_any_moment = en cualquier momento
rules_link = Reglas
rules_read = Leer las reglas
history_link = Historial
back_home = Volver a mis mesas
back_to_table = Volver a la mesa
# Home.
home_my_tables = Tus mesas
home_no_tables = Aún no juegas en ninguna mesa: crea una abajo o únete a una.
home_join_code = Unirse con un código
field_code = Código o enlace de invitación
field_code_hint = Código o enlace de invitación
join_unknown_code = Ninguna mesa tiene este código. Revísalo e inténtalo de nuevo.
home_lobby = Mesas abiertas
home_lobby_empty = Ahora mismo ninguna mesa pública espera jugadores. ¡Crea una!
lobby_seated = Ya estás
join_button = Unirme
home_new_table = Nueva mesa
field_ruleset = Edición y modo
field_target_score = Puntuación objetivo
field_target_score_hint = 2021 y Odyssey; de 10 a 100
field_rounds_per_player = Turnos de cuentacuentos por jugador
field_rounds_per_player_hint = fiesta y equipos; de 1 a 5
field_classic_length = El clásico no tiene una puntuación que alcanzar: la partida termina cuando se acaba el mazo de robo, tras unas 30 a 45 rondas con el mazo incluido (menos con más jugadores o un mazo más pequeño).
field_first_storyteller = Primer cuentacuentos
first_first_clue = Quien envíe antes una pista
first_host = Yo, que creo la mesa
first_random = Por sorteo
field_time_limit = Tiempo por jugada
field_time_limit_hint = cuando se acaba, juega el reloj
limit_none = Sin límite
limit_one_hour = 1 hora
limit_hours = { $count } horas
limit_days = { $count } días
field_deck = Mazo
field_deck_hint = marca varios para jugar con todos mezclados
deck_builtin_name = Fabula, el mazo incluido
deck_make_own = Haz un mazo con tus propias imágenes
field_one_finder = Un solo acierto
field_one_finder_hint = variante de la edición original: si solo un jugador acierta, ambos ganan 4
field_one_finder_house = una regla de la casa en este reglamento, tomada de la edición original: si solo un jugador acierta, ambos ganan 4
create_options_note = Solo cuentan las opciones del reglamento elegido; las demás se ignoran.
field_public = Mesa pública
field_public_hint = aparece en la lista; si no, solo se entra con tu enlace
create_button = Crear la mesa
line_open = Esperando jugadores
line_ready = Lista para empezar
line_finished = Terminada
line_your_clue = ¡Tu pista!
line_your_card = ¡Tu carta!
line_your_vote = ¡Tu voto!
line_waiting_others = Esperando a los demás
# Invite link.
invite_title = Te han invitado a una mesa
invite_started = Esta mesa ya ha empezado; ya no admite jugadores.
invite_sign_in = Entra o crea una cuenta para sentarte.
invite_link = Enlace de invitación
invite_hint = envíalo a tus amigos
invite_share_text = Ven a jugar a Fabula con nosotros: contar historias con imágenes, una jugada al día.
copy_button = Copiar
share_button = Compartir
copied_note = Copiado: pégalo en un mensaje a tus amigos.
invite_code = Código:
# The table page.
poll_changed = La mesa ha cambiado: recarga la página
clue_label = Pista
waiting_for = Esperando a:
deadline_label = Tiempo:
spectating = Estás mirando esta mesa.
you_resigned_note = Has abandonado: el reloj juega tus cartas.
players_title = Jugadores
seat_rule = Asientos ocupados: { $count }; pueden jugar de { $min } a { $max }.
seat_rule_teams = Asientos ocupados: { $count }; por equipos se juega con 6, 8, 10 o 12.
teams_title = Equipos
team_number = Equipo { $number }
team_waiting = esperando compañero
teams_note = Los dos primeros en sentarse juegan juntos, luego los dos siguientes, y así sucesivamente; el anfitrión puede emparejarlos de otro modo. Al empezar la partida, los compañeros se sientan frente a frente.
teams_change = Emparejar de otro modo
teams_form_note = Da cada número de equipo a dos jugadores. Con un número impar de jugadores, una persona puede esperar a la siguiente que llegue.
teams_button = Guardar los equipos
start_button = Empezar la partida
leave_button = Salir de la mesa
head_open = Esta mesa espera jugadores.
head_ready_to_start = La mesa está completa: empieza la partida cuando quieras.
head_waiting_start = Esperando más jugadores, o a que { $name } empiece.
head_waiting_you_start = Esperando más jugadores, o a que empieces tú.
head_waiting_players_host = Esperando más jugadores para que puedas empezar.
head_waiting_host_full = La mesa está completa: esperando a que { $name } empiece.
head_waiting_players = Esperando más jugadores.
head_open_full = Esta mesa está completa y espera a que { $name } empiece.
head_submit_team = Juega una carta por tu equipo: la de tu mano que mejor encaje con la pista, salvo que tu compañero juegue la suya antes.
head_submitted =
    { $count ->
        [one] Tu carta está jugada. Esperando las cartas de los demás.
       *[other] Tus cartas están jugadas. Esperando las cartas de los demás.
    }
head_players_submit = Los jugadores están eligiendo sus cartas.
head_vote_team = ¿Cuál es la carta de { $name }? Vótala; no puedes votar la de tu equipo.
head_voted =
    { $count ->
        [one] Tu voto está hecho. Esperando a los demás.
       *[other] Tus votos están hechos. Esperando a los demás.
    }
head_players_vote = Los jugadores están votando.
head_you_win = La partida ha terminado: ¡ganas tú!
head_you_share = La partida ha terminado: ¡compartes la victoria con { $names }!
played_title =
    { $count ->
        [one] Tu carta en esta ronda
       *[other] Tus cartas en esta ronda
    }
awaited_you = ti
reveal_nobody_found_you = Ninguno de los que votaron encontró tu carta: no puntúas y cada uno de ellos gana 2.
reveal_everyone_found_you = Todos los que votaron encontraron tu carta: no puntúas y cada uno de ellos gana 2.
reveal_one_found_you = Un jugador encontró tu carta.
reveal_some_found_you = { $count } jugadores encontraron tu carta.
head_clue_race = Ronda 1: el primero que envíe una pista será el cuentacuentos.
head_clue_race_wait = Ronda 1: esperando la primera pista.
head_your_clue = Te toca contar: elige una carta y da una pista.
head_your_clue_party = Te toca contar: da primero la pista; verás tu mano después.
head_wait_clue = Esperando la pista de { $name }.
head_submit =
    { $count ->
        [one] Juega la carta de tu mano que mejor encaje con la pista.
       *[other] Juega { $count } cartas de tu mano que encajen con la pista.
    }
head_others_submit = Los demás están eligiendo sus cartas.
head_partner_played = Tu compañero jugó por tu equipo. Esperando a los demás.
head_vote = ¿Cuál es la carta de { $name }? Vótala; no puedes votar la tuya.
head_vote_party = ¿Qué carta encaja mejor con la pista? Coincide con los demás para puntuar.
head_others_vote = Los demás están votando.
head_finished = La partida ha terminado.
head_winner = La partida ha terminado: ¡gana { $names }!
head_winners = La partida ha terminado: ¡{ $names } comparten la victoria!
clue_title = Tu pista
clue_title_race = Sé el primer cuentacuentos
clue_pick_card = La carta de la que habla tu pista
clue_party_note = En el modo fiesta la pista no va con ninguna carta.
clue_field = Pista
clue_field_hint = una palabra, una frase, un verso…
clue_button = Dar la pista
submit_title =
    { $count ->
        [one] Tu carta para esta pista
       *[other] Tus dos cartas para esta pista
    }
submit_button =
    { $count ->
        [one] Jugar esta carta
       *[other] Jugar estas cartas
    }
hand_title = Tu mano
board_title = El tablero
vote_button = Votar
vote_tap_note = Elige la carta que votas.
vote_second = segundo voto
vote_no_second = Sin segundo voto
vote_second_note = Puedes votar también una segunda carta distinta. Acertar con un solo voto da 1 punto extra.
vote_red = marcador rojo
vote_red_note = Vota la carta que mejor encaja y pon tu marcador rojo en una carta: quien la vote no puntúa.
your_card = tu carta
team_card = carta de tu equipo
your_vote = tu voto
your_red = tu marcador rojo
scores_title = Puntuación
resign_open = Abandonar…
resign_explain = Si abandonas, desde ahora el reloj juega tus cartas (en Equipos, tu compañero juega la carta del equipo) y ya no votas. No puedes volver.
resign_button = Sí, abandonar
# The reveal.
reveal_title = Ronda
reveal_nobody_found = Ninguno de los que votaron encontró la carta de { $name }: { $name } no puntúa y cada uno de ellos gana 2.
reveal_everyone_found = Todos los que votaron encontraron la carta de { $name }: { $name } no puntúa y cada uno de ellos gana 2.
reveal_one_found = Un jugador encontró la carta de { $name }.
points_title = Puntos
points_total = total { $total }
head_round_scored = La ronda { $round } está puntuada: así fue.
continue_to_round = Seguir a la ronda { $round }
why_found = encontró la carta +{ $points }
why_told = algunos encontraron la carta, no todos +{ $points }
why_all_found_teller = todos los que votaron encontraron la carta, demasiado fácil: 0
why_all_found = todos los que votaron encontraron la carta +{ $points }
why_none_found_teller = ninguno de los que votaron encontró la carta, demasiado difícil: 0
why_none_found = ninguno de los que votaron encontró la carta +{ $points }
why_votes =
    { $votes ->
        [one] un voto a su carta +{ $points }
       *[other] { $votes } votos a sus cartas +{ $points }
    }
why_votes_capped = { $votes } votos a sus cartas, cuentan { $points } como mucho +{ $points }
why_one_marker = la encontró con un solo marcador +{ $points }
why_together = { $players } votos en la misma carta +{ $points }
why_together_capped = { $players } votos en la misma carta, cuentan { $points } como mucho +{ $points }
why_alone = sin compañía en una carta: 0
why_on_red = votó la carta con el marcador rojo: 0
why_missed = no encontró la carta: 0
why_no_vote = no votó: 0
why_nothing = ningún punto esta ronda
reveal_some_found = { $count } jugadores encontraron la carta de { $name }.
reveal_party = Los votos que coinciden puntúan juntos; el marcador rojo anula su carta.
storyteller_card = carta del cuentacuentos
red_marker = marcador rojo
no_votes = sin votos
voted_by = Votos:
# History.
history_title = Historial
history_no_rounds = Aún no se ha puntuado ninguna ronda.
history_log = Qué pasó
ev_created = { $name } creó la mesa.
ev_joined = { $name } se unió.
ev_left = { $name } salió de la mesa.
ev_game_started = Empezó la partida: { $ruleset }, { $players } jugadores, { $hand } cartas por persona.
ev_round_started = Ronda { $round }: turno de cuentacuentos de { $name }.
ev_round_started_race = Ronda { $round }: quien envíe primero una pista tendrá el turno de cuentacuentos.
ev_chosen_first_clue = { $name } dio la primera pista y tiene el turno de cuentacuentos.
ev_chosen_host = { $name }, que creó la mesa, cuenta primero.
ev_chosen_random = El sorteo eligió a { $name } para contar primero.
ev_chosen_clock = Nadie dio una pista a tiempo; el reloj eligió a { $name }.
ev_clue = { $name } dio la pista «{ $clue }».
ev_played =
    { $count ->
        [one] { $name } jugó una carta.
       *[other] { $name } jugó { $count } cartas.
    }
ev_played_by_clock =
    { $count ->
        [one] El reloj jugó una carta por { $name }.
       *[other] El reloj jugó { $count } cartas por { $name }.
    }
ev_board = Las { $count } cartas están en el tablero: hora de votar.
ev_voted = { $name } votó.
ev_abstained = { $name } no votó a tiempo.
ev_scored = Ronda { $round } puntuada: { $points }.
ev_skipped = El turno de cuentacuentos de { $name } pasa a la izquierda.
ev_skipped_clock = { $name } no contó a tiempo; el turno pasa a la izquierda.
ev_skipped_resigned = { $name } ha abandonado; el turno pasa a la izquierda.
ev_resigned = { $name } abandonó la partida.
ev_reshuffled = La pila de descartes se barajó en un nuevo mazo de { $count } cartas.
ev_hands_passed = Cada mano pasó a la izquierda.
ev_game_ended = La partida ha terminado ({ $reason }). Victoria: { $names }.
ev_other = Pasó algo ({ $kind }).
end_draw_pile = se acabó el mazo
end_target_score = se alcanzó la puntuación objetivo
end_everyone_told = todos han contado
end_too_few = quedan muy pocos jugadores
