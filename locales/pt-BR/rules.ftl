### The rules page of each ruleset (RULES.md told for players; the Spanish and Portuguese follow
### the wording of the rulebooks where it fits). Which paragraphs make up each page is in
### `web::pages::rules`.

rules_title = Regras
# Summaries, for the index.
rules_sum_classic = O jogo original: de 3 a 6 jogadores; a partida termina quando se compra a última carta.
rules_sum_2021 = A edição 2021: de 3 a 8 jogadores; a partida termina quando alguém chega a 30 pontos.
rules_sum_odyssey = Odyssey: de 3 a 12 jogadores; a partir de 7 jogadores, cada um pode votar também em uma segunda carta.
rules_sum_party = O modo festa de Odyssey: de 6 a 12 jogadores; todos jogam e votam, e o marcador vermelho do narrador anula uma carta.
rules_sum_teams = O modo de equipes de Odyssey: 6, 8, 10 ou 12 jogadores em duplas que pontuam juntas.
# Headings.
rules_h_setup = Preparação
rules_h_round = Um turno
rules_h_scoring = Contagem de pontos
rules_h_three = Jogo com 3 participantes
rules_h_many = Partidas com 7 jogadores ou mais
rules_h_end = Fim da partida
rules_h_variants = Variantes
rules_h_online = Jogar online
# The aim.
rules_goal = Em cada turno um jogador, o narrador, diz uma frase sobre uma das suas imagens. Os outros juntam imagens suas que combinem com a frase para confundir, e depois tentam encontrar a imagem do narrador. Uma frase muito descritiva ou abstrata demais não lhe dá pontos: o desafio é que apenas alguns jogadores encontrem a sua carta.
rules_goal_party = No modo festa não há carta a adivinhar: todos tentam votar, junto com o maior número possível de jogadores, na carta que melhor representa a frase, enquanto o marcador vermelho do narrador anula uma carta.
# Setting up.
rules_setup_classic = De 3 a 6 jogadores. Embaralhe as cartas e distribua 6 para cada jogador (7 com três jogadores); as cartas restantes formam a pilha de compras. Todos começam com 0 pontos. Você não deve mostrar as suas cartas para outros jogadores.
rules_setup_2021 = De 3 a 8 jogadores. Embaralhe as cartas e distribua 6 para cada jogador (7 com três jogadores); as restantes formam a pilha de compras. Todos começam com 0 pontos.
rules_setup_odyssey = De 3 a 12 jogadores. Embaralhe as cartas e distribua 6 para cada jogador (7 com três jogadores); o resto forma a pilha de compras. Em uma partida de 3 a 6 jogadores, cada um tem um só marcador de voto; de 7 a 12 jogadores, dois.
rules_setup_party = De 6 a 12 jogadores. Cada jogador recebe 5 cartas e um marcador de voto verde; o narrador tem também um marcador vermelho.
rules_setup_teams = 6, 8, 10 ou 12 jogadores em equipes de 2. Os parceiros se sentam frente a frente e compartilham a pontuação. Cada jogador recebe 4 cartas.
# The round.
rules_round_clue = O narrador escolhe uma das imagens que tem na mão e, sem mostrar a carta aos demais, diz uma frase associada a ela: uma ou muitas palavras, um verso de um poema ou música, um título de filme, um ditado, até um som. Aqui ela é escrita (de 1 a 200 caracteres).
rules_round_first = No primeiro turno, o primeiro que encontrar uma frase será o narrador: aqui qualquer jogador pode mandar a primeira pista, e vence a primeira que chegar. O anfitrião pode decidir, ao criar a mesa, narrar primeiro ou sortear o primeiro narrador.
rules_round_submit = Os outros jogadores escolhem, dentre as cartas que possuem na mão, a que melhor representa a frase do narrador e a entregam em segredo.
rules_round_board = As cartas são embaralhadas junto com a do narrador e colocadas com a face para cima, numeradas a partir de 1.
rules_round_vote = Cada jogador, com exceção do narrador, vota secretamente na carta que acredita ser a do narrador. Não é permitido votar na sua própria carta. Quando todos tiverem votado, os votos são revelados, junto com a carta do narrador e o dono de cada carta.
rules_round_next = As cartas jogadas vão para a pilha de descarte, cada jogador compra até completar de novo a mão e o jogador à esquerda do narrador será o novo narrador.
# Scoring.
rules_score_all_none = Se todos os que votaram descobrirem qual é a imagem do narrador, ou se nenhum dos que votaram descobrir, o narrador não ganha pontos e cada um dos que votaram ganha 2 pontos.
rules_score_some = Nos outros casos, o narrador ganha 3 pontos, assim como os jogadores que adivinharam qual era a carta do narrador.
rules_score_bonus = Adicionalmente, cada jogador, com exceção do narrador, marca 1 ponto para cada voto que teve em sua carta.
rules_score_bonus_cap = Adicionalmente, cada jogador, com exceção do narrador, marca 1 ponto para cada voto que teve em sua carta (até no máximo 3 pontos).
rules_example_base = Exemplo com 5 jogadores (livro de regras original): Julián é o narrador. Só Leo acertou a carta de Julián (a número 4): Julián e Leo marcam 3 pontos cada. Dois jogadores votaram na carta de Leo (a carta 1), e por isso Leo marca mais 2 pontos. Um jogador votou na carta de Tomás (a carta 3), e Tomás marca 1 ponto. Neste turno, Leo marcou 5 pontos, Julián 3, Tomás 1, e Matilde e Nicolás 0. O próximo narrador é Tomás, sentado à esquerda de Julián.
rules_example_2021 = Exemplo com 6 jogadores (regras de 2021): Rosa é a narradora. Azul e Verde votaram na carta dela, então Rosa, Azul e Verde marcam 3 pontos cada. Rojo votou na carta de Morado: Morado marca 1 ponto. Morado e Amarillo votaram na carta de Azul: Azul marca mais 2 pontos. No fim do turno: Rosa 3, Azul 5, Verde 3, Morado 1, Amarillo 0, Rojo 0.
rules_three = Os jogadores ficam com 7 cartas na mão ao invés de 6. Os jogadores (exceto o narrador) passam, cada um, 2 cartas ao invés de apenas 1: haverá 5 cartas sobre a mesa. Cada voto em qualquer uma das suas cartas vale 1 ponto. No fim do turno, os jogadores que passaram 2 cartas compram 2 ao invés de 1 (o narrador compra 1).
rules_end_classic = O jogo termina no fim do turno em que se compra a última carta da pilha, ou em que a pilha já não consegue completar todas as mãos; o descarte nunca é embaralhado de novo. O jogador com mais pontos é o vencedor; os empatados dividem a vitória.
rules_end_score = Se a pilha de compras não tiver cartas para todos, as restantes vão para o descarte, que é embaralhado para formar uma nova pilha de compras. A partida termina no fim de um turno em que um ou mais jogadores alcançaram ou passaram a pontuação-alvo (30, salvo se o anfitrião escolher outra, de 10 a 100). O jogador com mais pontos vence; em caso de empate, os empatados dividem a vitória.
rules_variant_one_finder = Um só acerto (a variante "Contagem dos pontos" do livro de regras da edição original): quando apenas um jogador encontra a imagem do narrador, ambos marcam 4 pontos em vez de 3. O anfitrião pode ativá-la ao criar a mesa.
rules_variant_one_finder_house = Um só acerto, aqui uma regra da casa: é a variante da edição original ("Contagem dos pontos" no seu livro de regras), que o livro de regras desta edição não traz. Quando apenas um jogador encontra a imagem do narrador, ambos marcam 4 pontos em vez de 3. O anfitrião pode ativá-la ao criar a mesa.
rules_variant_mime = Mímica ou música: o narrador pode cantar uma canção ou fazer uma mímica ao invés de dizer uma frase. Online a pista é texto: descreva a sua música ou a sua mímica; o resto não muda.
# Odyssey, 7 to 12 players.
rules_odyssey_second = Em partidas de 7 a 12 jogadores, cada jogador pode, se quiser, votar em uma segunda carta diferente para aumentar as suas chances. Acerta quem tiver qualquer um dos dois votos na carta do narrador, e cada voto conta para o bônus do dono da carta.
rules_odyssey_single = Os jogadores que votaram em uma só carta recebem um ponto adicional se acertaram a carta do narrador.
# Party.
rules_party_clue = Antes mesmo de olhar as suas cartas, o narrador diz uma frase: aqui a sua mão fica escondida até mandar a pista. Ao contrário do jogo básico, a frase não está ligada a nenhuma das suas cartas.
rules_party_race = Durante a corrida pela primeira pista do primeiro turno, ninguém vê a sua mão até chegar uma pista: qualquer um pode acabar sendo o narrador, que diz a frase antes de olhar as suas cartas.
rules_party_play = Todos os jogadores, incluindo o narrador, escolhem dentre as suas cartas a que melhor combina com a frase. As cartas são embaralhadas e colocadas com a face para cima, numeradas a partir de 1.
rules_party_vote = Cada jogador, incluindo o narrador, vota em segredo com o seu marcador verde na carta que, na sua opinião, representa melhor a frase; aqui é permitido votar na própria carta. O narrador coloca também, em segredo, o marcador vermelho em uma das cartas.
rules_party_score = Cada jogador ganha tantos pontos quantos jogadores (incluindo ele) votaram na mesma carta que ele, até no máximo 5. Um jogador que seja o único a votar em uma carta não ganha pontos, e quem votou na carta com o marcador vermelho também não.
rules_party_example = Exemplo: Tomás votou na carta número 3 junto com outros 5 jogadores. Deveria ganhar 6 pontos, mas como o máximo é 5, ganha 5. Daniel votou com Myriam na carta número 2, que também recebeu o marcador vermelho do narrador: os dois ficam sem pontos. Laura foi a única a votar na carta número 5: também não ganha pontos.
rules_party_next = As cartas usadas são descartadas. Cada jogador compra até ter 5 cartas (se faltarem, o descarte é embaralhado). Depois, cada jogador passa todas as suas cartas ao jogador da esquerda, e o jogador à esquerda do narrador será o novo narrador.
rules_party_end = O jogo termina quando todos os jogadores foram narradores uma vez, ou as vezes que o anfitrião escolher (até 5) para uma partida mais longa. O jogador com mais pontos vence; em caso de empate, os empatados dividem a vitória.
# Teams.
rules_teams_clue = O narrador escolhe uma carta da sua mão e diz uma frase sobre ela, como no jogo básico.
rules_teams_play = O parceiro do narrador escolhe a carta da sua mão que melhor combina com a frase. Cada uma das outras equipes entrega uma só carta, da mão de qualquer dos dois: os parceiros podem conversar, mas sempre diante de todos e sem mostrar nem descrever as suas cartas. Aqui joga pela equipe o primeiro dos dois que jogar.
rules_teams_vote = Nenhum jogador que entregou uma carta vota: nem o narrador nem o seu parceiro. De resto, o livro de regras só diz que a votação e a pontuação são como no jogo básico.
rules_teams_reading = Este site entende “como no jogo básico” assim: em cada uma das outras equipes vota quem não jogou. Ninguém pode votar na própria carta nem na do parceiro: o tabuleiro marca para você a carta da sua equipe. E os pontos contam por equipe, como segue.
rules_teams_score_all_none = Se todos os que votaram descobrirem qual é a carta do narrador, ou se nenhum dos que votaram descobrir, a equipe do narrador não ganha pontos e cada equipe que votou ganha 2 pontos.
rules_teams_score_some = Nos outros casos, a equipe do narrador ganha 3 pontos, assim como cada equipe cujo jogador acertou a carta do narrador.
rules_teams_score = Adicionalmente, cada equipe marca 1 ponto para cada voto que teve em sua carta, até no máximo 3; os votos na carta do parceiro do narrador contam para a equipe do narrador. As regras para 7 jogadores ou mais não valem aqui, e os dois parceiros compartilham a pontuação da equipe.
rules_teams_next = Cada jogador compra até ter 4 cartas e o jogador à esquerda do narrador será o novo narrador. O jogo termina quando todos foram narradores uma vez, ou as vezes que o anfitrião escolher (até 5) para uma partida mais longa. Vence a equipe com mais pontos; em caso de empate, as equipes empatadas dividem a vitória.
# Online.
rules_online_async = Aqui uma partida dura horas ou dias: cada jogador joga quando passar por aqui. A página inicial mostra as mesas que esperam a sua jogada, e a página da mesa se atualiza sozinha quando algo acontece.
rules_online_deadline = O anfitrião pode definir um tempo por jogada, de 1 hora a 7 dias, e dar mais tempo enquanto ele corre. Quando acaba, o narrador que não deu a sua pista perde a vez (passa para a esquerda, sem pontos), quem não jogou tem uma carta da sua mão jogada ao acaso, e quem não votou fica fora da votação e não ganha nada pelo voto que não deu. Se ninguém mandar a tempo a primeira pista da partida, o anfitrião será o narrador. O histórico registra tudo o que o relógio faz.
rules_online_skip_party = Quando a vez de um narrador passa sem pista (o tempo acabou, ele desistiu ou está ausente), cada jogador passa de novo todas as suas cartas ao jogador da esquerda, sem comprar, para que o novo narrador também diga a frase antes de olhar a sua nova mão.
rules_online_leave = Antes do começo, qualquer um menos o anfitrião pode sair da mesa. Depois de começada a partida, um jogador pode desistir: a partir daí o relógio joga as suas cartas na hora, ele não vota mais e não pode vencer. Uma mesa que fica com poucos jogadores ativos termina, com a pontuação como estiver.
rules_online_leave_teams = Antes do começo, qualquer um menos o anfitrião pode sair da mesa. Depois de começada a partida, um jogador pode desistir: a partir daí o seu parceiro entrega a carta da equipe em cada turno (o relógio faz isso quando os dois desistiram) e a equipe não vota mais. Uma equipe vence ou perde junta: pode vencer enquanto um dos dois continuar jogando, mas não quando os dois desistiram. Uma mesa que fica com poucos jogadores ativos termina, com a pontuação como estiver.
rules_online_away = Ausências: em Configurações você pode marcar que está fora, por até 14 dias. Então as suas mesas não esperam por você: o relógio age por você na hora, como quando o tempo acaba (a sua vez de narrador passa para a esquerda, uma carta da sua mão é jogada ao acaso, a votação termina sem você). Você mantém o seu lugar e os seus pontos e não desiste, mas essas jogadas contam como quando o tempo acaba: você não ganha pontos por acertar num turno em que não votou, a vez de narrador que passou é perdida, e com menos votantes mudam também os pontos dos outros: se o único que vota acerta a carta, todos os que votaram acertaram e o narrador não ganha pontos.
rules_online_away_party = Ausências: em Configurações você pode marcar que está fora, por até 14 dias. Então as suas mesas não esperam por você: o relógio age por você na hora, como quando o tempo acaba (a sua vez de narrador passa para a esquerda, uma carta da sua mão é jogada ao acaso, a votação termina sem você). Você mantém o seu lugar e os seus pontos e não desiste, mas essas jogadas contam como quando o tempo acaba: você não ganha pontos num turno em que não votou, a vez de narrador que passou conta como a sua vez de narrar, e com menos votos mudam também os pontos dos outros, porque menos votos podem coincidir numa carta.
rules_online_away_teams = Ausências: em Configurações você pode marcar que está fora, por até 14 dias. Então as suas mesas não esperam por você: o relógio age por você na hora, como quando o tempo acaba (a sua vez de narrador passa para a esquerda; o seu parceiro entrega a carta da equipe ou, se não puder, o relógio joga uma carta da sua mão ao acaso; você não vota). Você mantém o seu lugar e os pontos da sua equipe e não desiste, mas essas jogadas contam como quando o tempo acaba: a sua equipe não ganha pontos por acertar num turno em que não votou, a vez de narrador que passou conta como a sua vez de narrar, e com menos votantes mudam também os pontos dos outros: se o único que vota acerta a carta, todos os que votaram acertaram e a equipe do narrador não ganha pontos.
rules_online_history = Cada turno pontuado fica visível no histórico da mesa: as cartas, quem as jogou, quem votou em qual e os pontos.
