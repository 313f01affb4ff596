### Why a move or a table's start was refused: the engine's sentences (src/game/error.rs) and
### the table's own, in every language. `{name}` places are filled in by `AppError::message`.

table_err_started = Questo tavolo è già iniziato.
table_err_full = Questo tavolo è al completo.
table_err_leave_started = La partita è iniziata: puoi abbandonarla, ma non più lasciare il tavolo.
table_err_host_leaves = Come host non puoi lasciare il tuo tavolo prima dell'inizio.
table_err_not_host = Solo l'host può avviare la partita.
teams_err_not_host = Solo l'host può formare le squadre.
teams_err_not_teams = Solo un tavolo a squadre ha compagni da abbinare.
teams_err_not_two = Ogni squadra è formata da due giocatori.
teams_err_no_seat = A questo tavolo non c'è il posto { $seat }.
teams_err_twice = { $name } è in due squadre.
teams_err_unpaired = { $name } non ha un compagno di squadra: abbina tutti (con un numero dispari di giocatori, uno può aspettare il prossimo che arriva).
teams_err_seats_changed = Nel frattempo qualcuno è entrato o uscito: ricontrolla le squadre.
table_err_not_started = La partita non è ancora iniziata.
table_err_not_seated = Non giochi a questo tavolo.
table_err_time_limit = Il tempo per mossa può essere nessuno (0), 1, 12, 24, 48 o 72 ore, oppure 7 giorni (168 ore).
table_err_name = Il nome di un tavolo ha al massimo 60 caratteri.
table_err_deck_count = Scegli da 1 a 20 mazzi.
table_err_deck_unknown = Uno dei mazzi scelti non esiste o non puoi usarlo.
rule_game_over = La partita è finita.
rule_you_resigned = Hai abbandonato questa partita.
rule_someone_was_faster = Qualcuno è stato più veloce: { $player } ha dato il primo indizio.
rule_not_storyteller = In questo turno non narri tu: narra { $player }.
rule_clue_already_given = Hai già dato l'indizio di questo turno.
rule_wait_for_clue = Il tavolo aspetta l'indizio.
rule_not_clue_time = L'indizio di questo turno è già stato dato.
rule_not_submit_time = Le carte si giocano dopo l'indizio e prima del voto; non è il momento.
rule_not_vote_time = Si vota quando tutte le carte sono sul tabellone; non è il momento.
rule_storyteller_already_played = Come narratore hai giocato la tua carta insieme all'indizio.
rule_already_submitted = Hai già giocato in questo turno.
rule_partner_already_played = Il tuo compagno di squadra ha già giocato per la squadra.
rule_storyteller_does_not_vote = Il narratore non vota.
rule_played_so_no_vote = In questo turno hai giocato una carta per la tua squadra, quindi non voti.
rule_already_voted = Hai già votato in questo turno.
rule_already_resigned = Hai già abbandonato la partita.
rule_no_such_seat = A questo tavolo non c'è il posto { $seat }.
rule_clue_empty = L'indizio è vuoto.
rule_clue_too_long = L'indizio è lungo { $count } caratteri; il massimo è 200.
rule_clue_card_missing = Scegli la carta della tua mano a cui si riferisce l'indizio.
rule_clue_card_in_party = In modalità Party l'indizio non è legato a nessuna carta: invia solo l'indizio.
rule_not_in_hand = La carta { $card } non è nella tua mano.
rule_wrong_card_count =
    { $expected ->
        [one] Gioca esattamente { $expected } carta; ne hai inviate { $got }.
       *[other] Gioca esattamente { $expected } carte; ne hai inviate { $got }.
    }
rule_duplicate_card = Hai inviato due volte la carta { $card }.
rule_no_vote = Scegli la posizione che voti.
rule_too_many_votes = Puoi votare al massimo due carte.
rule_second_vote_not_in_ruleset = Solo Odyssey consente un secondo voto.
rule_second_vote_needs_seven = Il secondo voto richiede almeno sette giocatori; questo tavolo ne ha { $count }.
rule_same_card_twice = I tuoi due voti devono andare a carte diverse.
rule_bad_position = Sul tabellone non c'è la posizione { $position }; le posizioni vanno da 1 a { $size }.
rule_own_card = Non puoi votare la tua carta (posizione { $position }).
rule_team_card = Non puoi votare la carta della tua squadra (posizione { $position }).
rule_red_missing = Come narratore, piazza anche il tuo segnalino rosso.
rule_red_not_yours = Solo il narratore in modalità Party piazza un segnalino rosso.
setup_unknown_ruleset = Non esiste una modalità chiamata "{ $name }"; scegli classic, 2021, odyssey, party o teams.
setup_team_player_count = Un tavolo a squadre richiede 6, 8, 10 o 12 giocatori; questo ne ha { $players }.
setup_player_count = Un tavolo { $ruleset } richiede da { $min } a { $max } giocatori; questo ne ha { $players }.
setup_deck_too_small = Questo mazzo ha { $cards } carte; { $players } giocatori in { $ruleset } ne richiedono almeno { $needed } (ne mancano { $missing }).
setup_duplicate_card = La carta { $card } compare due volte nel mazzo.
setup_target_score = Il punteggio obiettivo deve essere tra 10 e 100; è stato chiesto { $value }.
setup_target_score_unused = Una partita { $ruleset } non termina a un punteggio obiettivo; lascia il punteggio obiettivo a 30.
setup_rounds_per_player = Ogni giocatore può fare da narratore da 1 a 5 volte; è stato chiesto { $value }.
setup_rounds_per_player_unused = Una partita { $ruleset } termina a un punteggio obiettivo, non dopo un certo numero di turni a testa; lascia i turni da narratore a testa a 1.
setup_rounds_per_player_unused_classic = Una partita { $ruleset } termina quando la pila di pesca si esaurisce, non dopo un certo numero di turni a testa; lascia i turni da narratore a testa a 1.
setup_one_finder_unused = La variante “Uno solo indovina” non si applica a { $ruleset }.
