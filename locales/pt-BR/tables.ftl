### Words of the tables: home, lobby, the table page, history.

# Rulesets and small words.
ruleset_classic = Clássico
ruleset_2021 = Edição 2021
ruleset_odyssey = Odyssey
ruleset_party = Festa (Odyssey)
ruleset_teams = Equipes (Odyssey)
word_and = e
players_word = jogadores
players_range = { $min }–{ $max } jogadores
players_teams = 6, 8, 10 ou 12 jogadores
hosted_by = de
host_word = organiza
you_word = você
storyteller_word = narrador
team_word = equipe
awaited_word = na vez
resigned_word = desistiu
winner_word = vencedor
round_word = rodada
card_alt = Carta
table_default_name = Mesa de { $host }
field_table_name = Nome da mesa
field_table_name_hint = opcional
viewer_open = Ver a carta { $number } em tamanho grande
viewer_close = Fechar
viewer_prev = Anterior
viewer_next = Próxima
choose_play = Jogar esta carta
choose_vote = Votar nesta carta
choose_pick = Escolher esta carta
time_left = restam { $time }
time_any_moment = a qualquer momento
rules_link = Regras
rules_read = Ler as regras
history_link = Histórico
back_home = Voltar às minhas mesas
back_to_table = Voltar à mesa
# Home.
home_my_tables = Suas mesas
home_no_tables = Você ainda não joga em nenhuma mesa: crie uma abaixo ou entre numa.
home_join_code = Entrar com um código
field_code = Código ou link de convite
field_code_hint = Código ou link de convite
join_unknown_code = Nenhuma mesa tem este código. Confira e tente de novo.
home_lobby = Mesas abertas
home_lobby_empty = Agora nenhuma mesa pública espera jogadores. Crie uma!
lobby_seated = Você já está
join_button = Sentar-me à mesa
home_new_table = Nova mesa
field_ruleset = Edição e modo
field_target_score = Pontuação-alvo
field_target_score_hint = 2021 e Odyssey; de 10 a 100
field_rounds_per_player = Vezes como narrador por jogador
field_rounds_per_player_hint = festa e equipes; de 1 a 5
field_classic_length = O clássico não tem uma pontuação a atingir: a partida termina quando acaba o monte de compra, depois de umas 30 a 45 rodadas com o baralho incluído (menos com mais jogadores ou um baralho menor).
field_first_storyteller = Primeiro narrador
first_first_clue = Quem mandar uma pista primeiro
first_host = Eu, que crio a mesa
first_random = Por sorteio
field_time_limit = Tempo por jogada
field_time_limit_hint = quando acaba, o relógio joga
limit_none = Sem limite
limit_one_hour = 1 hora
limit_hours = { $count } horas
limit_days = { $count } dias
field_deck = Baralho
field_deck_hint = marque vários para jogar com todos misturados
deck_builtin_name = Fabula, o baralho incluído
deck_make_own = Faça um baralho com as suas próprias imagens
field_one_finder = Um só acerto
field_one_finder_hint = variante da edição original: se só um jogador acertar, os dois ganham 4
field_one_finder_house = uma regra da casa nesta modalidade, tirada da edição original: se só um jogador acertar, os dois ganham 4
create_options_note = Só valem as opções da modalidade escolhida; as outras são ignoradas.
field_public = Mesa pública
field_public_hint = aparece na lista; senão, só se entra com o seu link
create_button = Criar a mesa
line_open = Esperando jogadores
line_ready = Pronta para começar
line_finished = Terminada
line_your_clue = Sua pista!
line_your_card = Sua carta!
line_your_vote = Seu voto!
line_waiting_others = Esperando os outros
# Invite link.
invite_title = Você recebeu um convite para uma mesa
invite_started = Esta mesa já começou; não aceita mais jogadores.
invite_sign_in = Entre ou crie uma conta para se sentar.
invite_link = Link de convite
invite_hint = mande para os seus amigos
invite_share_text = Venha jogar Fabula com a gente: contar histórias com imagens, uma jogada por dia.
copy_button = Copiar
share_button = Compartilhar
copied_note = Copiado: cole numa mensagem para os seus amigos.
invite_code = Código:
# The table page.
poll_changed = A mesa mudou: recarregue a página
clue_label = Pista
waiting_for = Esperando:
deadline_label = Tempo:
spectating = Você está assistindo a esta mesa.
you_resigned_note = Você desistiu: o relógio joga as suas cartas.
players_title = Jogadores
seat_rule = Lugares ocupados: { $count }; podem jogar de { $min } a { $max }.
seat_rule_teams = Lugares ocupados: { $count }; em equipes se joga com 6, 8, 10 ou 12.
teams_title = Equipes
team_number = Equipe { $number }
team_waiting = esperando um parceiro
teams_note = Os dois primeiros a se sentar jogam juntos, depois os dois seguintes, e assim por diante; o anfitrião pode formar as duplas de outro jeito. Quando a partida começa, os parceiros se sentam frente a frente.
teams_change = Formar as duplas de outro jeito
teams_form_note = Dê cada número de equipe a dois jogadores. Com um número ímpar de jogadores, uma pessoa pode esperar a próxima que entrar.
teams_button = Salvar as equipes
start_button = Começar a partida
leave_button = Sair da mesa
head_open = Esta mesa espera jogadores.
head_ready_to_start = A mesa está cheia: comece a partida quando quiser.
head_waiting_start = Esperando mais jogadores, ou que { $name } comece.
head_waiting_you_start = Esperando mais jogadores, ou que você comece.
head_waiting_players_host = Esperando mais jogadores para você poder começar.
head_waiting_host_full = A mesa está cheia: esperando que { $name } comece.
head_waiting_players = Esperando mais jogadores.
head_open_full = Esta mesa está cheia e espera que { $name } comece.
head_submit_team = Jogue uma carta pela sua equipe: a da sua mão que melhor combina com a pista, a menos que o seu parceiro jogue a dele antes.
head_submitted =
    { $count ->
        [one] A sua carta está jogada. Esperando as cartas dos outros.
       *[other] As suas cartas estão jogadas. Esperando as cartas dos outros.
    }
head_players_submit = Os jogadores estão escolhendo as suas cartas.
head_vote_team = Qual é a carta de { $name }? Vote nela; você não pode votar na da sua equipe.
head_voted =
    { $count ->
        [one] O seu voto está feito. Esperando os outros.
       *[other] Os seus votos estão feitos. Esperando os outros.
    }
head_players_vote = Os jogadores estão votando.
head_you_win = A partida terminou: você venceu!
head_you_share = A partida terminou: você divide a vitória com { $names }!
played_title =
    { $count ->
        [one] Sua carta nesta rodada
       *[other] Suas cartas nesta rodada
    }
awaited_you = você
reveal_nobody_found_you = Nenhum dos que votaram achou a sua carta: você não pontua e cada um deles ganha 2.
reveal_everyone_found_you = Todos os que votaram acharam a sua carta: você não pontua e cada um deles ganha 2.
reveal_one_found_you = Um jogador achou a sua carta.
reveal_some_found_you = { $count } jogadores acharam a sua carta.
head_clue_race = Rodada 1: o primeiro a mandar uma pista será o narrador.
head_clue_race_wait = Rodada 1: esperando a primeira pista.
head_your_clue = É a sua vez de narrar: escolha uma carta e dê uma pista.
head_your_clue_party = É a sua vez de narrar: dê primeiro a pista; verá a sua mão depois.
head_wait_clue = Esperando a pista de { $name }.
head_submit =
    { $count ->
        [one] Jogue a carta da sua mão que melhor combina com a pista.
       *[other] Jogue { $count } cartas da sua mão que combinem com a pista.
    }
head_others_submit = Os outros estão escolhendo as suas cartas.
head_partner_played = O seu parceiro jogou pela sua equipe. Esperando os outros.
head_vote = Qual é a carta de { $name }? Vote nela; você não pode votar na sua.
head_vote_party = Qual carta combina melhor com a pista? Coincida com os outros para pontuar.
head_others_vote = Os outros estão votando.
head_finished = A partida terminou.
head_winner = A partida terminou: { $names } venceu!
head_winners = A partida terminou: { $names } dividem a vitória!
clue_title = Sua pista
clue_title_race = Seja o primeiro narrador
clue_pick_card = A carta de que fala a sua pista
clue_party_note = No modo festa a pista não está ligada a nenhuma carta.
clue_field = Pista
clue_field_hint = uma palavra, uma frase, um verso…
clue_button = Dar a pista
submit_title =
    { $count ->
        [one] Sua carta para esta pista
       *[other] Suas duas cartas para esta pista
    }
submit_button =
    { $count ->
        [one] Jogar esta carta
       *[other] Jogar estas cartas
    }
hand_title = Sua mão
board_title = O tabuleiro
vote_button = Votar
vote_tap_note = Escolha a carta em que você vota.
vote_second = segundo voto
vote_no_second = Sem segundo voto
vote_second_note = Você pode votar também numa segunda carta diferente. Acertar com um só voto dá 1 ponto extra.
vote_red = marcador vermelho
vote_red_note = Vote na carta que combina melhor e ponha o seu marcador vermelho numa carta: quem votar nela não pontua.
your_card = sua carta
team_card = carta da sua equipe
your_vote = seu voto
your_red = seu marcador vermelho
scores_title = Pontuação
resign_open = Desistir…
resign_explain = Se desistir, a partir de agora o relógio joga as suas cartas (em Equipes, o seu parceiro joga a carta da equipe) e você não vota mais. Não dá para voltar.
resign_button = Sim, desistir
# The reveal.
reveal_title = Rodada
reveal_nobody_found = Nenhum dos que votaram achou a carta de { $name }: { $name } não pontua e cada um deles ganha 2.
reveal_everyone_found = Todos os que votaram acharam a carta de { $name }: { $name } não pontua e cada um deles ganha 2.
reveal_one_found = Um jogador achou a carta de { $name }.
points_title = Pontos
points_total = total { $total }
head_round_scored = A rodada { $round } foi pontuada: veja como foi.
continue_to_round = Seguir para a rodada { $round }
why_found = achou a carta +{ $points }
why_told = alguns acharam a carta, nem todos +{ $points }
why_all_found_teller = todos os que votaram acharam a carta, fácil demais: 0
why_all_found = todos os que votaram acharam a carta +{ $points }
why_none_found_teller = nenhum dos que votaram achou a carta, difícil demais: 0
why_none_found = nenhum dos que votaram achou a carta +{ $points }
why_votes =
    { $votes ->
        [one] um voto na sua carta +{ $points }
       *[other] { $votes } votos nas suas cartas +{ $points }
    }
why_votes_capped = { $votes } votos nas suas cartas, contam no máximo { $points } +{ $points }
why_one_marker = achou com um só marcador +{ $points }
why_together = { $players } votos na mesma carta +{ $points }
why_together_capped = { $players } votos na mesma carta, contam no máximo { $points } +{ $points }
why_alone = sem companhia numa carta: 0
why_on_red = votou na carta com o marcador vermelho: 0
why_missed = não achou a carta: 0
why_no_vote = não votou: 0
why_nothing = nenhum ponto nesta rodada
reveal_some_found = { $count } jogadores acharam a carta de { $name }.
reveal_party = Os votos que coincidem pontuam juntos; o marcador vermelho anula a sua carta.
storyteller_card = carta do narrador
red_marker = marcador vermelho
no_votes = sem votos
voted_by = Votos:
# History.
history_title = Histórico
history_no_rounds = Nenhuma rodada foi pontuada ainda.
history_log = O que aconteceu
ev_created = { $name } criou a mesa.
ev_joined = { $name } entrou.
ev_left = { $name } saiu da mesa.
ev_game_started = A partida começou: { $ruleset }, { $players } jogadores, { $hand } cartas por pessoa.
ev_round_started = Rodada { $round }: a vez de narrar é de { $name }.
ev_round_started_race = Rodada { $round }: quem mandar a primeira pista terá a vez de narrar.
ev_chosen_first_clue = { $name } deu a primeira pista e tem a vez de narrar.
ev_chosen_host = { $name }, que criou a mesa, narra primeiro.
ev_chosen_random = O sorteio escolheu { $name } para narrar primeiro.
ev_chosen_clock = Ninguém deu uma pista a tempo; o relógio escolheu { $name }.
ev_clue = { $name } deu a pista “{ $clue }”.
ev_played =
    { $count ->
        [one] { $name } jogou uma carta.
       *[other] { $name } jogou { $count } cartas.
    }
ev_played_by_clock =
    { $count ->
        [one] O relógio jogou uma carta por { $name }.
       *[other] O relógio jogou { $count } cartas por { $name }.
    }
ev_board = As { $count } cartas estão no tabuleiro: hora de votar.
ev_voted = { $name } votou.
ev_abstained = { $name } não votou a tempo.
ev_scored = Rodada { $round } pontuada: { $points }.
ev_skipped = A vez de narrador de { $name } passa para a esquerda.
ev_skipped_clock = { $name } não narrou a tempo; a vez passa para a esquerda.
ev_skipped_resigned = { $name } desistiu; a vez passa para a esquerda.
ev_resigned = { $name } desistiu da partida.
ev_reshuffled = A pilha de descarte foi embaralhada numa nova pilha de { $count } cartas.
ev_hands_passed = Cada mão passou para a esquerda.
ev_game_ended = A partida terminou ({ $reason }). Vitória: { $names }.
ev_other = Aconteceu algo ({ $kind }).
end_draw_pile = a pilha de compras acabou
end_target_score = a pontuação-alvo foi alcançada
end_everyone_told = todos narraram
end_too_few = restam poucos jogadores
