### The rules page of each ruleset (RULES.md told for players; the Spanish and Portuguese follow
### the wording of the rulebooks where it fits). Which paragraphs make up each page is in
### `web::pages::rules`.

rules_title = Regras
# Summaries, for the index.
rules_sum_classic = O jogo original: de 3 a 6 jogadores; a partida termina quando o monte de cartas se esgota.
rules_sum_2021 = A edição de 2021: de 3 a 8 jogadores; o primeiro a chegar aos 30 pontos termina a partida.
rules_sum_odyssey = Odyssey: de 3 a 12 jogadores; a partir de 7 jogadores, cada votante pode também votar numa segunda carta.
rules_sum_party = O modo Festa do Odyssey: de 6 a 12 jogadores; todos jogam e votam, e a ficha vermelha do narrador anula uma carta.
rules_sum_teams = O modo de Equipas do Odyssey: 6, 8, 10 ou 12 jogadores em pares que pontuam em conjunto.
# Headings.
rules_h_setup = Preparação da partida
rules_h_round = Uma ronda
rules_h_scoring = Contagem dos pontos
rules_h_three = Três jogadores
rules_h_many = Sete jogadores ou mais
rules_h_end = Fim da partida
rules_h_variants = Variantes
rules_h_online = Jogar online
# The aim.
rules_goal = Em cada ronda, um dos jogadores, o narrador, dá uma pista sobre uma das suas imagens. Os outros juntam imagens suas que correspondam à pista, para despistar a mesa, e depois tentam encontrar a imagem do narrador. Uma pista demasiado óbvia ou demasiado obscura não dá pontos ao narrador: a arte está em a carta ser encontrada por alguns, mas não por todos.
rules_goal_party = No modo Festa não há nenhuma carta a descobrir: cada pessoa tenta votar, juntamente com o maior número possível de outros jogadores, na carta que melhor corresponde à pista, enquanto a ficha vermelha do narrador anula uma carta.
# Setting up.
rules_setup_classic = De 3 a 6 jogadores. Baralham-se as cartas e distribuem-se 6 a cada jogador (7 com três jogadores); as restantes formam o monte. Todos começam com 0 pontos. As cartas da mão nunca se mostram aos outros jogadores.
rules_setup_2021 = De 3 a 8 jogadores. Baralham-se as cartas e distribuem-se 6 a cada jogador (7 com três jogadores); as restantes formam o monte. Todos começam com 0 pontos.
rules_setup_odyssey = De 3 a 12 jogadores. Baralham-se as cartas e distribuem-se 6 a cada jogador (7 com três jogadores); as restantes formam o monte. Com 3 a 6 jogadores, cada votante tem uma ficha de voto; com 7 a 12 jogadores, tem duas.
rules_setup_party = De 6 a 12 jogadores. Cada jogador recebe 5 cartas e uma ficha de voto verde; o narrador tem também uma ficha vermelha.
rules_setup_teams = 6, 8, 10 ou 12 jogadores em equipas de dois. Os dois membros de cada equipa sentam-se frente a frente e partilham a mesma pontuação. Cada jogador recebe 4 cartas.
# The round.
rules_round_clue = O narrador olha para as cartas que tem na mão, escolhe uma sem a mostrar e dá uma pista sobre ela: uma ou mais palavras, um verso de um poema ou de uma canção, o título de um filme, um provérbio, até um som. Aqui, a pista é escrita (de 1 a 200 caracteres).
rules_round_first = Na primeira ronda, o primeiro jogador a encontrar uma pista passa a ser o narrador: aqui qualquer jogador pode enviar a primeira pista, e ganha a que chegar primeiro. Em alternativa, ao criar a mesa, o anfitrião pode escolher ser o primeiro a narrar ou sortear o primeiro narrador.
rules_round_submit = Cada um dos outros jogadores escolhe, de entre as cartas da sua mão, a que melhor corresponde à pista e joga-a em segredo.
rules_round_board = As cartas são baralhadas juntamente com a do narrador e dispostas de face para cima, numeradas a partir de 1.
rules_round_vote = Todos os jogadores, exceto o narrador, votam em segredo na carta que julgam ser a do narrador. Não é permitido votar na própria carta. Quando todos tiverem votado, os votos são revelados, juntamente com a carta do narrador e a quem pertence cada carta.
rules_round_next = As cartas jogadas vão para a pilha de descarte, cada jogador volta a comprar cartas até completar a mão, e o jogador à esquerda do narrador passa a ser o novo narrador.
# Scoring.
rules_score_all_none = Se todos os que votaram encontraram a carta do narrador, ou se nenhum deles a encontrou, o narrador não ganha pontos e cada um dos que votaram ganha 2.
rules_score_some = Caso contrário, o narrador ganha 3 pontos, tal como cada jogador que encontrou a carta do narrador.
rules_score_bonus = Além disso, cada jogador, exceto o narrador, ganha 1 ponto por cada voto na sua própria carta.
rules_score_bonus_cap = Além disso, cada jogador, exceto o narrador, ganha 1 ponto por cada voto na sua própria carta, até um máximo de 3 pontos.
rules_example_base = Exemplo com cinco jogadores (livro de regras original): Julián é quem narra. Só Leo encontra a carta de Julián, a número 4, por isso Julián e Leo ganham 3 pontos cada um. Dois jogadores votaram na carta de Leo, a número 1: Leo ganha mais 2. Um jogador votou na carta de Tomás, a número 3: Tomás ganha 1. A ronda termina com Leo com 5, Julián com 3, Tomás com 1, Matilde com 0 e Nicolás com 0, e Tomás, à esquerda de Julián, é o próximo a narrar.
rules_example_2021 = Exemplo com seis jogadores (regras de 2021): Rosa é quem narra. Azul e Verde votam na carta de Rosa, por isso Rosa, Azul e Verde ganham 3 pontos cada um. Rojo votou na carta de Morado: Morado ganha 1. Morado e Amarillo votaram na carta de Azul: Azul ganha mais 2. A ronda termina com Rosa com 3, Azul com 5, Verde com 3, Morado com 1, Amarillo com 0 e Rojo com 0.
rules_three = Com três jogadores, cada mão tem 7 cartas e cada jogador, exceto o narrador, joga 2 cartas, pelo que ficam 5 cartas na mesa. Cada voto em qualquer uma das cartas de um jogador vale-lhe 1 ponto. No fim da ronda, os jogadores que jogaram 2 cartas compram 2 (o narrador compra 1).
rules_end_classic = A partida termina no fim da ronda em que se compra a última carta do monte, ou em que o monte já não consegue completar todas as mãos; a pilha de descarte nunca volta a ser baralhada. Ganha o jogador com mais pontos; em caso de empate, a vitória é partilhada.
rules_end_score = Se o monte não chegar para dar a cada jogador as cartas de que precisa, as cartas que restam vão para a pilha de descarte, que é baralhada para formar um novo monte. A partida termina no fim de uma ronda em que um jogador atingiu ou ultrapassou a pontuação-alvo (30, salvo se o anfitrião escolheu outra, de 10 a 100). Ganha o jogador com mais pontos; em caso de empate, a vitória é partilhada.
rules_variant_one_finder = Um só acerto (a variante "Contagem dos pontos" do livro de regras da edição original): quando exatamente um jogador encontra a carta do narrador, ambos ganham 4 pontos em vez de 3. O anfitrião pode ativá-la ao criar a mesa.
rules_variant_one_finder_house = Um só acerto, aqui como regra da casa: é a variante da edição original ("Contagem dos pontos" no seu livro de regras), que o livro de regras desta edição não inclui. Quando exatamente um jogador encontra a carta do narrador, ambos ganham 4 pontos em vez de 3. O anfitrião pode ativá-la ao criar a mesa.
rules_variant_mime = Mímica ou canção: o narrador pode trautear uma melodia ou fazer mímica em vez de dizer uma frase. Online a pista é texto, por isso descreva a canção ou a mímica; tudo o resto se mantém.
# Odyssey, 7 to 12 players.
rules_odyssey_second = Com 7 a 12 jogadores, cada votante pode também votar numa segunda carta, diferente da primeira, para aumentar as suas hipóteses. Um votante encontra a carta do narrador se qualquer um dos seus votos estiver nela, e cada voto conta para o bónus de quem jogou a carta.
rules_odyssey_single = Os jogadores que votaram numa só carta e encontraram a carta do narrador ganham 1 ponto extra.
# Party.
rules_party_clue = O narrador diz a pista antes mesmo de olhar para a sua nova mão: aqui, a mão fica escondida até a pista ser enviada. Ao contrário do jogo base, a pista não está ligada a nenhuma das suas cartas.
rules_party_race = Durante a corrida pela primeira pista da primeira ronda, ninguém vê a sua mão até ser enviada uma pista: qualquer pessoa pode vir a ser o narrador, que narra antes de olhar para as suas cartas.
rules_party_play = Todos, incluindo o narrador, jogam a carta da sua mão que melhor corresponde à pista. As cartas são baralhadas e dispostas de face para cima, numeradas a partir de 1.
rules_party_vote = Todos, incluindo o narrador, votam em segredo com a sua ficha verde na carta que melhor corresponde à pista; aqui é permitido votar na própria carta. O narrador coloca também, em segredo, a ficha vermelha numa carta qualquer.
rules_party_score = Cada jogador ganha tantos pontos quantos os jogadores, contando consigo, cuja ficha verde está na mesma carta que a sua, até um máximo de 5. Quem fica só numa carta não ganha nada, e o mesmo acontece a todos cuja ficha verde está na carta com a ficha vermelha.
rules_party_example = Exemplo: Tomás e mais cinco jogadores votam na carta 3: cada um ganharia 6 pontos, mas o máximo é 5. Daniel e Myriam votam na carta 2, que também tem a ficha vermelha do narrador: 0 pontos para cada um. Laura foi a única a votar na carta 5: também não ganha nada.
rules_party_next = As cartas jogadas são descartadas e todos voltam a comprar até terem 5 cartas (a pilha de descarte é baralhada quando for preciso). Depois, cada jogador passa a mão inteira ao jogador à sua esquerda, e o jogador à esquerda do narrador é o próximo a narrar.
rules_party_end = A partida termina quando todos os jogadores tiverem sido narradores uma vez, ou tantas vezes quantas o anfitrião escolher (até 5) para uma partida mais longa. Ganha o jogador com mais pontos; em caso de empate, a vitória é partilhada.
# Teams.
rules_teams_clue = O narrador escolhe uma carta da sua mão e dá uma pista sobre ela, como no jogo base.
rules_teams_play = O par do narrador joga a carta da sua mão que melhor corresponde à pista. Cada uma das outras equipas joga exatamente uma carta, da mão de qualquer um dos seus membros: os membros de uma equipa podem falar abertamente, mas nunca mostrar nem descrever as suas cartas. Aqui, o primeiro membro da equipa a jogar joga pela equipa.
rules_teams_vote = Ninguém que tenha jogado uma carta vota: nem o narrador nem o seu par. Quanto ao resto, o livro de regras só diz que a votação e a pontuação funcionam como no jogo base.
rules_teams_reading = Este site interpreta “como no jogo base” assim: em cada uma das outras equipas, vota o membro que não jogou. Ninguém pode votar na sua própria carta nem na do seu par: o tabuleiro assinala a carta da sua equipa. E os pontos contam por equipa, como se segue.
rules_teams_score_all_none = Se todos os que votaram encontraram a carta do narrador, ou se nenhum deles a encontrou, a equipa do narrador não ganha pontos e cada equipa que votou ganha 2.
rules_teams_score_some = Caso contrário, a equipa do narrador ganha 3 pontos, tal como cada equipa cujo votante encontrou a carta do narrador.
rules_teams_score = Além disso, cada equipa ganha 1 ponto por cada voto na sua carta, até um máximo de 3; os votos na carta do par do narrador contam para a equipa do narrador. As regras para sete jogadores ou mais não se aplicam, e os dois membros partilham a pontuação da equipa.
rules_teams_next = Todos voltam a comprar até terem 4 cartas e o jogador à esquerda do narrador é o próximo a narrar. A partida termina quando todos os jogadores tiverem narrado uma vez, ou tantas vezes quantas o anfitrião escolher (até 5) para uma partida mais longa. Ganha a equipa com mais pontos; em caso de empate, a vitória é partilhada.
# Online.
rules_online_async = Aqui, uma partida joga-se ao longo de horas ou dias: cada jogador joga sempre que passa por aqui. A página inicial mostra as mesas que estão à espera da sua jogada, e a página da mesa atualiza-se sozinha quando acontece alguma coisa.
rules_online_deadline = O anfitrião pode definir um limite de tempo por jogada, de 1 hora a 7 dias, e dar mais tempo enquanto este está a contar. Quando o tempo se esgota, um narrador que não tenha dado a pista perde a vez (a vez passa para a esquerda, sem pontos), a um jogador que não tenha jogado é jogada automaticamente uma carta ao acaso da sua mão, e um votante que não tenha votado fica fora da votação e não ganha nada por um voto que não deu. Se ninguém tiver enviado a tempo a primeira pista da partida, o anfitrião passa a ser o narrador. O histórico regista tudo o que o relógio faz.
rules_online_skip_party = Quando a vez de um narrador passa sem pista (o tempo esgotou-se, desistiu ou está ausente), cada jogador passa mais uma vez a mão inteira para a esquerda, sem comprar, para que também o próximo narrador narre antes de olhar para a sua nova mão.
rules_online_leave = Antes do início, qualquer pessoa, exceto o anfitrião, pode sair da mesa. Depois de a partida começar, um jogador pode desistir: a partir daí, o relógio joga as suas cartas de imediato, deixa de votar e não pode ganhar. Uma mesa que fique com demasiado poucos jogadores ativos termina, com a pontuação tal como está.
rules_online_leave_teams = Antes do início, qualquer pessoa, exceto o anfitrião, pode sair da mesa. Depois de a partida começar, um jogador pode desistir: a partir daí, o seu par joga a carta da equipa em todas as rondas (quando ambos desistiram, é o relógio que o faz) e a equipa deixa de votar. Uma equipa ganha ou perde em conjunto: pode ainda ganhar enquanto um dos membros continuar a jogar, mas não depois de ambos terem desistido. Uma mesa que fique com demasiado poucos jogadores ativos termina, com a pontuação tal como está.
rules_online_away = Ausências: nas Definições, pode marcar-se como ausente até 14 dias. As suas mesas deixam então de esperar por si: o relógio age por si de imediato, como quando o tempo se esgota (a sua vez de narrar passa para a esquerda, é jogada uma carta ao acaso da sua mão, a votação termina sem si). Mantém o seu lugar e os seus pontos e não desiste, mas estas jogadas contam como quando o tempo se esgota: não ganha pontos por encontrar a carta numa ronda em que não votou, a vez de narrar que passou é perdida, e com menos votantes os pontos dos outros também mudam: se a única pessoa que vota encontra a carta, todos os que votaram a encontraram, e o narrador não ganha nada.
rules_online_away_party = Ausências: nas Definições, pode marcar-se como ausente até 14 dias. As suas mesas deixam então de esperar por si: o relógio age por si de imediato, como quando o tempo se esgota (a sua vez de narrar passa para a esquerda, é jogada uma carta ao acaso da sua mão, a votação termina sem si). Mantém o seu lugar e os seus pontos e não desiste, mas estas jogadas contam como quando o tempo se esgota: não ganha nada numa ronda em que não votou, a vez de narrar que passou conta como a sua vez de narrar, e com menos votos os pontos dos outros também mudam, já que menos votos podem coincidir numa carta.
rules_online_away_teams = Ausências: nas Definições, pode marcar-se como ausente até 14 dias. As suas mesas deixam então de esperar por si: o relógio age por si de imediato, como quando o tempo se esgota (a sua vez de narrar passa para a esquerda; o seu par joga a carta da equipa ou, se não puder, o relógio joga uma carta ao acaso da sua mão; não vota). Mantém o seu lugar e os pontos da sua equipa e não desiste, mas estas jogadas contam como quando o tempo se esgota: a sua equipa não ganha pontos por encontrar a carta numa ronda em que não votou, a vez de narrar que passou conta como a sua vez de narrar, e com menos votantes os pontos dos outros também mudam: se a única pessoa que vota encontra a carta, todos os que votaram a encontraram, e a equipa do narrador não ganha nada.
rules_online_history = Cada ronda pontuada fica visível no histórico da mesa: as cartas, quem as jogou, quem votou em qual e os pontos.
