### Why a move or a table's start was refused: the engine's sentences (src/game/error.rs) and
### the table's own, in every language. `{name}` places are filled in by `AppError::message`.

table_err_started = Esta mesa já começou.
table_err_full = Esta mesa está cheia.
table_err_leave_started = A partida já começou: pode desistir, mas já não pode sair da mesa.
table_err_host_leaves = Quem acolhe a mesa não pode sair dela antes do início.
table_err_not_host = Só o anfitrião pode dar início à mesa.
teams_err_not_host = Só o anfitrião pode formar as equipas.
teams_err_not_teams = Só uma mesa de Equipas tem pares para formar.
teams_err_not_two = Cada equipa tem dois jogadores.
teams_err_no_seat = Não há lugar { $seat } nesta mesa.
teams_err_twice = { $name } está em duas equipas.
teams_err_unpaired = { $name } não tem par: forme pares com todos (com um número ímpar de jogadores, um pode esperar pelo próximo que entrar).
teams_err_seats_changed = Entretanto alguém entrou ou saiu: reveja as equipas.
table_err_not_started = A partida ainda não começou.
table_err_not_seated = Não joga nesta mesa.
table_err_time_limit = O limite de tempo por jogada é nenhum (0), 1, 12, 24, 48 ou 72 horas, ou 7 dias (168 horas).
table_err_name = O nome de uma mesa tem, no máximo, 60 caracteres.
table_err_deck_count = Escolha entre 1 e 20 baralhos.
table_err_deck_unknown = Um dos baralhos escolhidos não existe ou não o pode usar.
rule_game_over = A partida terminou.
rule_you_resigned = Desistiu desta partida.
rule_someone_was_faster = Alguém chegou primeiro: { $player } deu a primeira pista.
rule_not_storyteller = Nesta ronda não lhe cabe narrar; quem narra é { $player }.
rule_clue_already_given = Já deu a pista desta ronda.
rule_wait_for_clue = A mesa está à espera da pista.
rule_not_clue_time = A pista desta ronda já foi dada.
rule_not_submit_time = As cartas jogam-se depois da pista e antes da votação; não é o momento.
rule_not_vote_time = Vota-se quando todas as cartas estiverem no tabuleiro; não é o momento.
rule_storyteller_already_played = Quem narra joga a sua carta juntamente com a pista, e já o fez.
rule_already_submitted = Já jogou nesta ronda.
rule_partner_already_played = O seu par já jogou pela sua equipa.
rule_storyteller_does_not_vote = O narrador não vota.
rule_played_so_no_vote = Jogou uma carta pela sua equipa nesta ronda, por isso não vota.
rule_already_voted = Já votou nesta ronda.
rule_already_resigned = Já desistiu.
rule_no_such_seat = Não há lugar { $seat } nesta mesa.
rule_clue_empty = A pista está vazia.
rule_clue_too_long = A pista tem { $count } caracteres; são permitidos, no máximo, 200.
rule_clue_card_missing = Escolha a carta da sua mão a que a pista se refere.
rule_clue_card_in_party = No modo Festa, a pista não está ligada a nenhuma carta: envie apenas a pista.
rule_not_in_hand = A carta { $card } não está na sua mão.
rule_wrong_card_count =
    { $expected ->
        [one] Jogue exatamente { $expected } carta; enviou { $got }.
       *[other] Jogue exatamente { $expected } cartas; enviou { $got }.
    }
rule_duplicate_card = Enviou a carta { $card } duas vezes.
rule_no_vote = Escolha a posição em que vota.
rule_too_many_votes = Pode votar, no máximo, em duas cartas.
rule_second_vote_not_in_ruleset = Só o Odyssey permite um segundo voto.
rule_second_vote_needs_seven = O segundo voto exige sete jogadores ou mais; esta mesa tem { $count }.
rule_same_card_twice = Os seus dois votos têm de ir para cartas diferentes.
rule_bad_position = Não há posição { $position } no tabuleiro; as posições vão de 1 a { $size }.
rule_own_card = Não pode votar na sua própria carta (posição { $position }).
rule_team_card = Não pode votar na carta da sua equipa (posição { $position }).
rule_red_missing = Na vez de narrar, coloque também a sua ficha vermelha.
rule_red_not_yours = Só o narrador do modo Festa coloca uma ficha vermelha.
setup_unknown_ruleset = Não existe nenhum conjunto de regras chamado "{ $name }"; escolha classic, 2021, odyssey, party ou teams.
setup_team_player_count = Uma mesa de equipas precisa de 6, 8, 10 ou 12 jogadores; esta tem { $players }.
setup_player_count = Uma mesa { $ruleset } precisa de { $min } a { $max } jogadores; esta tem { $players }.
setup_deck_too_small = Este baralho tem { $cards } cartas; { $players } jogadores em { $ruleset } precisam de, pelo menos, { $needed } (faltam { $missing }).
setup_duplicate_card = A carta { $card } aparece duas vezes no baralho.
setup_target_score = A pontuação-alvo tem de estar entre 10 e 100; foi pedido { $value }.
setup_target_score_unused = Uma partida { $ruleset } não termina numa pontuação-alvo; deixe a pontuação-alvo em 30.
setup_rounds_per_player = Cada jogador pode narrar de 1 a 5 vezes; foi pedido { $value }.
setup_rounds_per_player_unused = Uma partida { $ruleset } termina numa pontuação-alvo, não ao fim de um número de vezes por jogador; deixe as rondas por jogador em 1.
setup_rounds_per_player_unused_classic = Uma partida { $ruleset } termina quando o monte de cartas se esgota, não ao fim de um número de vezes por jogador; deixe as rondas por jogador em 1.
setup_one_finder_unused = A variante "um só acerto" não se aplica a { $ruleset }.
