### Words of the tables: home, lobby, the table page, history.

# Rulesets and small words.
ruleset_classic = Clássico
ruleset_2021 = Edição de 2021
ruleset_odyssey = Odyssey
ruleset_party = Festa (Odyssey)
ruleset_teams = Equipas (Odyssey)
word_and = e
players_word = jogadores
players_range = { $min }–{ $max } jogadores
players_teams = 6, 8, 10 ou 12 jogadores
hosted_by = de
host_word = organiza
you_word = eu
storyteller_word = narra
team_word = equipa
awaited_word = em falta
resigned_word = desistiu
winner_word = venceu
round_word = ronda
card_alt = Carta
table_default_name = Mesa de { $host }
field_table_name = Nome da mesa
field_table_name_hint = opcional
viewer_open = Ver a carta { $number } em tamanho grande
viewer_close = Fechar
viewer_prev = Anterior
viewer_next = Seguinte
choose_play = Jogar esta carta
choose_vote = Votar nesta carta
choose_pick = Escolher esta carta
time_left = faltam { $time }
time_any_moment = a qualquer momento
rules_link = Regras
rules_read = Ler as regras
history_link = Histórico
back_home = Voltar às minhas mesas
back_to_table = Voltar à mesa
# Home.
home_my_tables = As suas mesas
home_no_tables = Ainda não joga em nenhuma mesa: crie uma abaixo ou junte-se a uma.
home_join_code = Entrar com um código
field_code = Código ou ligação de convite
field_code_hint = Código ou ligação de convite
join_unknown_code = Nenhuma mesa tem este código. Verifique-o e tente novamente.
home_lobby = Mesas abertas
home_lobby_empty = Neste momento, nenhuma mesa pública está à espera de jogadores. Crie uma!
lobby_seated = Já tem lugar
join_button = Sentar-me à mesa
home_new_table = Nova mesa
field_ruleset = Edição e modo
field_target_score = Pontuação-alvo
field_target_score_hint = 2021 e Odyssey; de 10 a 100
field_rounds_per_player = Vezes a narrar por jogador
field_rounds_per_player_hint = Festa e Equipas; de 1 a 5
field_classic_length = O Clássico não tem uma pontuação a atingir: a partida termina quando o monte de cartas se esgota, ao fim de cerca de 30 a 45 rondas com o baralho incluído (menos com mais jogadores ou com um baralho mais pequeno).
field_first_storyteller = Primeiro narrador
first_first_clue = Quem enviar primeiro uma pista
first_host = Eu, que crio a mesa
first_random = Por sorteio
field_time_limit = Tempo por jogada
field_time_limit_hint = quando se esgota, o relógio joga
limit_none = Sem limite
limit_one_hour = 1 hora
limit_hours = { $count } horas
limit_days = { $count } dias
field_deck = Baralho
field_deck_hint = assinale vários para jogar com todos misturados
deck_builtin_name = Fabula, o baralho incluído
deck_make_own = Criar um baralho com as suas próprias imagens
field_one_finder = Um só acerto
field_one_finder_hint = a variante da edição original: se exatamente um jogador encontrar a carta, ambos ganham 4
field_one_finder_house = uma regra da casa neste conjunto de regras, tirada da edição original: se exatamente um jogador encontrar a carta, ambos ganham 4
create_options_note = Só se aplicam as opções do conjunto de regras escolhido; as outras são ignoradas.
field_public = Mesa pública
field_public_hint = aparece na lista de mesas abertas; caso contrário, só se entra com a sua ligação de convite
create_button = Criar a mesa
line_open = À espera de jogadores
line_ready = Pronta para começar
line_finished = Terminada
line_your_clue = A sua pista!
line_your_card = A sua carta!
line_your_vote = O seu voto!
line_waiting_others = À espera dos outros
# Invite link.
invite_title = Tem um convite para uma mesa
invite_started = Esta mesa já começou; já não aceita jogadores.
invite_sign_in = Inicie sessão ou crie uma conta para ocupar um lugar.
invite_link = Ligação de convite
invite_hint = envie-a aos seus amigos
invite_share_text = Venha jogar Fabula connosco: contar histórias com imagens, uma jogada por dia.
copy_button = Copiar
share_button = Partilhar
copied_note = Copiado: cole numa mensagem para os seus amigos.
invite_code = Código:
# The table page.
poll_changed = A mesa mudou: recarregue a página
clue_label = Pista
waiting_for = À espera de:
deadline_label = Tempo:
spectating = Está a assistir a esta mesa.
you_resigned_note = Desistiu: o relógio joga as suas cartas.
players_title = Jogadores
seat_rule = Lugares ocupados: { $count }; podem jogar de { $min } a { $max }.
seat_rule_teams = Lugares ocupados: { $count }; em equipas joga-se com 6, 8, 10 ou 12.
teams_title = Equipas
team_number = Equipa { $number }
team_waiting = à espera de par
teams_note = As duas primeiras pessoas a sentar-se jogam juntas, depois as duas seguintes, e assim por diante; o anfitrião pode formar os pares de outra forma. Quando a partida começa, os membros de cada par sentam-se frente a frente.
teams_change = Formar os pares de outra forma
teams_form_note = Atribua cada número de equipa a dois jogadores. Com um número ímpar de jogadores, uma pessoa pode ficar sem par à espera de quem entrar a seguir.
teams_button = Guardar as equipas
start_button = Começar a partida
leave_button = Sair da mesa
head_open = Esta mesa está à espera de jogadores.
head_ready_to_start = A mesa está cheia: comece a partida quando quiser.
head_waiting_start = À espera de mais jogadores, ou de que { $name } dê início à partida.
head_waiting_you_start = À espera de mais jogadores, ou de que dê início à partida.
head_waiting_players_host = À espera de mais jogadores para poder começar.
head_waiting_host_full = A mesa está cheia: à espera de que { $name } dê início à partida.
head_waiting_players = À espera de mais jogadores.
head_open_full = Esta mesa está cheia e à espera de que { $name } dê início à partida.
head_submit_team = Jogue uma carta pela sua equipa: a da sua mão que melhor corresponde à pista, a não ser que o seu par jogue a sua primeiro.
head_submitted =
    { $count ->
        [one] A sua carta já foi jogada. À espera das cartas dos outros.
       *[other] As suas cartas já foram jogadas. À espera das cartas dos outros.
    }
head_players_submit = Os jogadores estão a escolher as suas cartas.
head_vote_team = Qual é a carta de { $name }? Vote nela; não pode votar na da sua equipa.
head_voted =
    { $count ->
        [one] O seu voto foi registado. À espera dos outros.
       *[other] Os seus votos foram registados. À espera dos outros.
    }
head_players_vote = Os jogadores estão a votar.
head_you_win = A partida terminou: venceu!
head_you_share = A partida terminou: partilha a vitória com { $names }!
played_title =
    { $count ->
        [one] A sua carta nesta ronda
       *[other] As suas cartas nesta ronda
    }
awaited_you = si
reveal_nobody_found_you = Ninguém que votou encontrou a sua carta: não ganha nada, e cada um dos outros ganha 2.
reveal_everyone_found_you = Todos os que votaram encontraram a sua carta: não ganha nada, e cada um deles ganha 2.
reveal_one_found_you = Um jogador encontrou a sua carta.
reveal_some_found_you = { $count } jogadores encontraram a sua carta.
head_clue_race = Ronda 1: o primeiro jogador a enviar uma pista passa a ser o narrador.
head_clue_race_wait = Ronda 1: à espera da primeira pista.
head_your_clue = É a sua vez de narrar: escolha uma carta e dê uma pista.
head_your_clue_party = É a sua vez de narrar: dê primeiro a pista; a sua mão aparece depois de a enviar.
head_wait_clue = À espera da pista de { $name }.
head_submit =
    { $count ->
        [one] Jogue a carta da sua mão que melhor corresponde à pista.
       *[other] Jogue { $count } cartas da sua mão que correspondam à pista.
    }
head_others_submit = Os outros estão a escolher as suas cartas.
head_partner_played = O seu par jogou pela sua equipa. À espera dos outros.
head_vote = Qual é a carta de { $name }? Vote nela; não pode votar na sua.
head_vote_party = Que carta corresponde melhor à pista? Coincida com os outros para pontuar.
head_others_vote = Os outros estão a votar.
head_finished = A partida terminou.
head_winner = A partida terminou: { $names } venceu!
head_winners = A partida terminou: { $names } partilham a vitória!
clue_title = A sua pista
clue_title_race = Dê a primeira pista
clue_pick_card = A carta a que a sua pista se refere
clue_party_note = No modo Festa, a pista não está ligada a nenhuma carta.
clue_field = Pista
clue_field_hint = uma palavra, uma frase, um verso de uma canção…
clue_button = Dar a pista
submit_title =
    { $count ->
        [one] A sua carta para esta pista
       *[other] As suas duas cartas para esta pista
    }
submit_button =
    { $count ->
        [one] Jogar esta carta
       *[other] Jogar estas cartas
    }
hand_title = A sua mão
board_title = O tabuleiro
vote_button = Votar
vote_tap_note = Escolha a carta em que vota.
vote_second = segundo voto
vote_no_second = Sem segundo voto
vote_second_note = Pode também votar numa segunda carta, diferente da primeira. Encontrar a carta com um só voto dá 1 ponto extra.
vote_red = ficha vermelha
vote_red_note = Vote na carta que melhor corresponde à pista e coloque a sua ficha vermelha numa carta: quem votar nela não ganha nada.
your_card = a sua carta
team_card = a carta da sua equipa
your_vote = o seu voto
your_red = a sua ficha vermelha
scores_title = Pontuação
resign_open = Desistir…
resign_explain = Se desistir, a partir de agora o relógio joga as suas cartas (em Equipas, o seu par joga a carta da equipa) e deixa de votar. Não é possível voltar atrás.
resign_button = Sim, desistir
# The reveal.
reveal_title = Ronda
reveal_nobody_found = Ninguém que votou encontrou a carta de { $name }: { $name } não ganha nada, e cada um dos outros ganha 2.
reveal_everyone_found = Todos os que votaram encontraram a carta de { $name }: { $name } não ganha nada, e cada um deles ganha 2.
reveal_one_found = Um jogador encontrou a carta de { $name }.
points_title = Pontos
points_total = total { $total }
head_round_scored = A ronda { $round } foi pontuada: eis como correu.
continue_to_round = Avançar para a ronda { $round }
why_found = encontrou a carta +{ $points }
why_told = alguns encontraram a carta, mas não todos +{ $points }
why_all_found_teller = todos os que votaram encontraram a carta, demasiado fácil: 0
why_all_found = todos os que votaram encontraram a carta +{ $points }
why_none_found_teller = ninguém que votou encontrou a carta, demasiado difícil: 0
why_none_found = ninguém que votou encontrou a carta +{ $points }
why_votes =
    { $votes ->
        [one] um voto na sua carta +{ $points }
       *[other] { $votes } votos nas suas cartas +{ $points }
    }
why_votes_capped = { $votes } votos nas suas cartas, contam no máximo { $points } +{ $points }
why_one_marker = encontrou-a com uma só ficha +{ $points }
why_together = { $players } votos na mesma carta +{ $points }
why_together_capped = { $players } votos na mesma carta, contam no máximo { $points } +{ $points }
why_alone = só numa carta: 0
why_on_red = votou na carta com a ficha vermelha: 0
why_missed = não encontrou a carta: 0
why_no_vote = não votou: 0
why_nothing = nenhum ponto nesta ronda
reveal_some_found = { $count } jogadores encontraram a carta de { $name }.
reveal_party = Os votos que coincidem pontuam em conjunto; a ficha vermelha anula a carta em que está.
storyteller_card = carta do narrador
red_marker = ficha vermelha
no_votes = sem votos
voted_by = Votos:
# History.
history_title = Histórico
history_no_rounds = Ainda não foi pontuada nenhuma ronda.
history_log = O que aconteceu
ev_created = { $name } criou a mesa.
ev_joined = { $name } entrou.
ev_left = { $name } saiu da mesa.
ev_game_started = A partida começou: { $ruleset }, { $players } jogadores, { $hand } cartas cada um.
ev_round_started = Ronda { $round }: quem narra é { $name }.
ev_round_started_race = Ronda { $round }: quem enviar primeiro uma pista passa a narrar.
ev_chosen_first_clue = { $name } deu a primeira pista e passa a narrar.
ev_chosen_host = { $name }, que acolhe a mesa, narra primeiro.
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
ev_board = As { $count } cartas estão todas no tabuleiro: está na hora de votar.
ev_voted = { $name } votou.
ev_abstained = { $name } não votou a tempo.
ev_scored = Ronda { $round } pontuada: { $points }.
ev_skipped = A vez de narrar de { $name } passa para a esquerda.
ev_skipped_clock = { $name } não narrou a tempo; a vez passa para a esquerda.
ev_skipped_resigned = { $name } desistiu; a vez passa para a esquerda.
ev_resigned = { $name } desistiu da partida.
ev_reshuffled = A pilha de descarte foi baralhada e formou um novo monte de { $count } cartas.
ev_hands_passed = Todos passaram a mão para a esquerda.
ev_game_ended = A partida terminou ({ $reason }). Vitória: { $names }.
ev_other = Aconteceu algo ({ $kind }).
end_draw_pile = o monte de cartas esgotou-se
end_target_score = a pontuação-alvo foi atingida
end_everyone_told = todos já narraram
end_too_few = restam demasiado poucos jogadores
