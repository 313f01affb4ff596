### Words of substitutes: a resigned player's seat offered by the host and taken over.

subs_err_not_host = Só o anfitrião pode oferecer um lugar a outra pessoa.
subs_err_not_playing = Os lugares só são oferecidos e ocupados enquanto a partida está em jogo.
subs_err_over = A partida terminou: os seus lugares já não podem ser ocupados.
subs_err_no_seat = Não há lugar { $seat } nesta mesa.
subs_err_not_resigned = Só o lugar de quem desistiu pode ser oferecido; esta pessoa continua jogando.
subs_err_seated = Você já joga nesta mesa, por isso não pode ocupar outro lugar.
subs_err_bad_code = Este convite não é válido (ou já não é): peça ao anfitrião um link novo.
ev_took_over =
    { $last ->
        [1] { $previous } jogou a rodada 1 neste lugar; { $name } joga nele a partir da rodada 2.
       *[other] { $previous } jogou as rodadas 1–{ $last } neste lugar; { $name } joga nele a partir da rodada { $round }.
    }
ev_took_over_first = { $name } ocupou o lugar de { $previous } e joga nele a partir da rodada 1.
subs_offer_button = Oferecer o lugar de { $name } a outra pessoa
subs_offer_hint = Os lugares de quem desistiu podem passar a outra pessoa, que continua com a pontuação e a mão do lugar.
subs_offer_title = Convite para ocupar o lugar de { $name }
subs_offer_text = Envie este link a quem vai continuar jogando neste lugar, com a pontuação e a mão dele. Funciona uma vez; se oferecer o lugar de novo, um link novo é criado e este deixa de funcionar.
subs_offer_link = Link do convite
subs_take_title = Ocupar um lugar numa partida em andamento
subs_take_text = { $host } convida você a continuar jogando no lugar de { $name }, que desistiu. Você fica com os { $score } pontos do lugar e com a mão dele, e joga a partir da rodada { $round }.
subs_take_button = Ocupar o lugar
subs_take_sign_in = Entre ou crie uma conta para ocupar o lugar.
watch_err_open = Esta mesa ainda não começou: entre para jogar, ou assista quando começar.
watch_intro = Você ainda pode assistir à partida: vê o que qualquer espectador vê, nunca uma carta na mão de alguém.
watch_button = Assistir a esta mesa
