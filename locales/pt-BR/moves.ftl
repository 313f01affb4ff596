### Why a move or a table's start was refused: the engine's sentences (src/game/error.rs) and
### the table's own, in every language. `{name}` places are filled in by `AppError::message`.

table_err_started = Esta mesa já começou.
table_err_full = Esta mesa está cheia.
table_err_leave_started = A partida começou: você pode desistir, mas já não sair da mesa.
table_err_host_leaves = Como anfitrião você não pode sair da sua própria mesa antes do início.
table_err_not_host = Só o anfitrião pode começar a mesa.
teams_err_not_host = Só o anfitrião pode formar as equipes.
teams_err_not_teams = Só uma mesa em equipes tem parceiros para formar duplas.
teams_err_not_two = Cada equipe tem dois jogadores.
teams_err_no_seat = Não há lugar { $seat } nesta mesa.
teams_err_twice = { $name } está em duas equipes.
teams_err_unpaired = { $name } não tem parceiro: forme duplas com todos (com um número ímpar de jogadores, um pode esperar o próximo que entrar).
teams_err_seats_changed = Alguém entrou ou saiu enquanto isso: veja as equipes de novo.
table_err_not_started = A partida ainda não começou.
table_err_not_seated = Você não joga nesta mesa.
table_err_time_limit = O tempo por jogada é nenhum (0), 1, 12, 24, 48 ou 72 horas, ou 7 dias (168 horas).
table_err_name = O nome de uma mesa tem no máximo 60 caracteres.
table_err_deck_count = Escolha entre 1 e 20 baralhos.
table_err_deck_unknown = Um dos baralhos escolhidos não existe ou você não pode usá-lo.
rule_game_over = A partida terminou.
rule_you_resigned = Você desistiu desta partida.
rule_someone_was_faster = Alguém foi mais rápido: { $player } deu a primeira pista.
rule_not_storyteller = Nesta rodada não é a sua vez de narrar; quem narra é { $player }.
rule_clue_already_given = Você já deu a pista desta rodada.
rule_wait_for_clue = A mesa está esperando a pista.
rule_not_clue_time = A pista desta rodada já foi dada.
rule_not_submit_time = As cartas são jogadas depois da pista e antes da votação; não é o momento.
rule_not_vote_time = A votação começa quando todas as cartas estão na mesa; não é o momento.
rule_storyteller_already_played = Como narrador você já jogou a sua carta com a pista.
rule_already_submitted = Você já jogou nesta rodada.
rule_partner_already_played = O seu parceiro já jogou pela sua equipe.
rule_storyteller_does_not_vote = O narrador não vota.
rule_played_so_no_vote = Você jogou uma carta pela sua equipe nesta rodada, então não vota.
rule_already_voted = Você já votou nesta rodada.
rule_already_resigned = Você já desistiu.
rule_no_such_seat = Não há lugar { $seat } nesta mesa.
rule_clue_empty = A pista está vazia.
rule_clue_too_long = A pista tem { $count } caracteres; são permitidos no máximo 200.
rule_clue_card_missing = Escolha a carta da sua mão de que fala a sua pista.
rule_clue_card_in_party = No modo festa a pista não está ligada a nenhuma carta: envie só a pista.
rule_not_in_hand = A carta { $card } não está na sua mão.
rule_wrong_card_count =
    { $expected ->
        [one] Jogue exatamente { $expected } carta; você enviou { $got }.
       *[other] Jogue exatamente { $expected } cartas; você enviou { $got }.
    }
rule_duplicate_card = Você enviou a carta { $card } duas vezes.
rule_no_vote = Escolha a posição em que vota.
rule_too_many_votes = Você pode votar em no máximo duas cartas.
rule_second_vote_not_in_ruleset = Só Odyssey permite um segundo voto.
rule_second_vote_needs_seven = O segundo voto precisa de sete jogadores ou mais; esta mesa tem { $count }.
rule_same_card_twice = Os seus dois votos devem ir para cartas diferentes.
rule_bad_position = Não há posição { $position } na mesa; as posições vão de 1 a { $size }.
rule_own_card = Você não pode votar na sua própria carta (posição { $position }).
rule_team_card = Você não pode votar na carta da sua equipe (posição { $position }).
rule_red_missing = Como narrador, coloque também o seu marcador vermelho.
rule_red_not_yours = Só o narrador do modo festa coloca o marcador vermelho.
setup_unknown_ruleset = Não existe a regra "{ $name }"; escolha classic, 2021, odyssey, party ou teams.
setup_team_player_count = Uma mesa de equipes precisa de 6, 8, 10 ou 12 jogadores; esta tem { $players }.
setup_player_count = Uma mesa { $ruleset } precisa de { $min } a { $max } jogadores; esta tem { $players }.
setup_deck_too_small = Este baralho tem { $cards } cartas; { $players } jogadores em { $ruleset } precisam de pelo menos { $needed } (faltam { $missing }).
setup_duplicate_card = A carta { $card } aparece duas vezes no baralho.
setup_target_score = A pontuação-alvo deve estar entre 10 e 100; foi pedido { $value }.
setup_target_score_unused = Uma partida { $ruleset } não termina numa pontuação-alvo; deixe a pontuação em 30.
setup_rounds_per_player = Cada jogador pode narrar de 1 a 5 vezes; foi pedido { $value }.
setup_rounds_per_player_unused = Uma partida { $ruleset } termina numa pontuação-alvo, não após um número de turnos; deixe as rodadas por jogador em 1.
setup_rounds_per_player_unused_classic = Uma partida { $ruleset } termina quando a pilha de compras acaba, não após um número de turnos; deixe as rodadas por jogador em 1.
setup_one_finder_unused = A variante "um só acerto" não se aplica a { $ruleset }.
