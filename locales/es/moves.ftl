### Why a move or a table's start was refused: the engine's sentences (src/game/error.rs) and
### the table's own, in every language. `{name}` places are filled in by `AppError::message`.

table_err_started = Esta mesa ya ha empezado.
table_err_full = Esta mesa está completa.
table_err_leave_started = La partida ha empezado: puedes abandonar, pero ya no salir de la mesa.
table_err_host_leaves = Como anfitrión no puedes salir de tu propia mesa antes de empezar.
table_err_not_host = Solo el anfitrión puede empezar la mesa.
teams_err_not_host = Solo el anfitrión puede formar los equipos.
teams_err_not_teams = Solo una mesa por equipos tiene compañeros que emparejar.
teams_err_not_two = Cada equipo son dos jugadores.
teams_err_no_seat = No hay asiento { $seat } en esta mesa.
teams_err_twice = { $name } está en dos equipos.
teams_err_unpaired = { $name } no tiene compañero: empareja a todos (con un número impar de jugadores, uno puede esperar al siguiente que llegue).
teams_err_seats_changed = Alguien llegó o se fue mientras tanto: mira los equipos otra vez.
table_err_not_started = La partida aún no ha empezado.
table_err_not_seated = No juegas en esta mesa.
table_err_time_limit = El tiempo por jugada es ninguno (0), 1, 12, 24, 48 o 72 horas, o 7 días (168 horas).
table_err_name = El nombre de una mesa tiene como máximo 60 caracteres.
table_err_deck_count = Elige entre 1 y 20 mazos.
table_err_deck_unknown = Uno de los mazos elegidos no existe o no puedes usarlo.
rule_game_over = La partida ha terminado.
rule_you_resigned = Has abandonado esta partida.
rule_someone_was_faster = Alguien fue más rápido: { $player } dio la primera pista.
rule_not_storyteller = En esta ronda no te toca contar; cuenta { $player }.
rule_clue_already_given = Ya has dado la pista de esta ronda.
rule_wait_for_clue = La mesa espera la pista.
rule_not_clue_time = La pista de esta ronda ya se ha dado.
rule_not_submit_time = Las cartas se juegan tras la pista y antes de la votación; no es el momento.
rule_not_vote_time = Se vota cuando todas las cartas están en la mesa; no es el momento.
rule_storyteller_already_played = Como cuentacuentos ya jugaste tu carta con la pista.
rule_already_submitted = Ya has jugado en esta ronda.
rule_partner_already_played = Tu compañero ya ha jugado por tu equipo.
rule_storyteller_does_not_vote = El cuentacuentos no vota.
rule_played_so_no_vote = Jugaste una carta por tu equipo en esta ronda, así que no votas.
rule_already_voted = Ya has votado en esta ronda.
rule_already_resigned = Ya has abandonado.
rule_no_such_seat = No hay asiento { $seat } en esta mesa.
rule_clue_empty = La pista está vacía.
rule_clue_too_long = La pista tiene { $count } caracteres; se permiten 200 como mucho.
rule_clue_card_missing = Elige la carta de tu mano de la que habla tu pista.
rule_clue_card_in_party = En el modo fiesta la pista no va con ninguna carta: envía solo la pista.
rule_not_in_hand = La carta { $card } no está en tu mano.
rule_wrong_card_count =
    { $expected ->
        [one] Juega exactamente { $expected } carta; has enviado { $got }.
       *[other] Juega exactamente { $expected } cartas; has enviado { $got }.
    }
rule_duplicate_card = Has enviado la carta { $card } dos veces.
rule_no_vote = Elige la posición que votas.
rule_too_many_votes = Puedes votar como mucho dos cartas.
rule_second_vote_not_in_ruleset = Solo Odyssey permite un segundo voto.
rule_second_vote_needs_seven = El segundo voto necesita siete jugadores o más; esta mesa tiene { $count }.
rule_same_card_twice = Tus dos votos deben ir a cartas distintas.
rule_bad_position = No hay posición { $position } en la mesa; las posiciones van de 1 a { $size }.
rule_own_card = No puedes votar tu propia carta (posición { $position }).
rule_team_card = No puedes votar la carta de tu equipo (posición { $position }).
rule_red_missing = Como cuentacuentos, coloca también tu marcador rojo.
rule_red_not_yours = Solo el cuentacuentos del modo fiesta coloca el marcador rojo.
setup_unknown_ruleset = No existe el reglamento "{ $name }"; elige classic, 2021, odyssey, party o teams.
setup_team_player_count = Una mesa por equipos necesita 6, 8, 10 o 12 jugadores; esta tiene { $players }.
setup_player_count = Una mesa { $ruleset } necesita de { $min } a { $max } jugadores; esta tiene { $players }.
setup_deck_too_small = Este mazo tiene { $cards } cartas; { $players } jugadores en { $ruleset } necesitan al menos { $needed } (faltan { $missing }).
setup_duplicate_card = La carta { $card } aparece dos veces en el mazo.
setup_target_score = La puntuación objetivo debe estar entre 10 y 100; se pidió { $value }.
setup_target_score_unused = Una partida { $ruleset } no termina con una puntuación objetivo; deja la puntuación en 30.
setup_rounds_per_player = Cada jugador puede contar de 1 a 5 veces; se pidió { $value }.
setup_rounds_per_player_unused = Una partida { $ruleset } termina con una puntuación objetivo, no tras un número de turnos; deja las rondas por jugador en 1.
setup_rounds_per_player_unused_classic = Una partida { $ruleset } termina cuando se acaba el mazo de robo, no tras un número de turnos; deja las rondas por jugador en 1.
setup_one_finder_unused = La variante "un solo acierto" no se aplica a { $ruleset }.
