### Words of substitutes: a resigned player's seat offered by the host and taken over.

subs_err_not_host = Só o anfitrião pode oferecer um lugar a outra pessoa.
subs_err_not_playing = Os lugares só podem ser oferecidos e ocupados enquanto a partida está a decorrer.
subs_err_over = A partida terminou: os seus lugares já não podem ser ocupados.
subs_err_no_seat = Não há lugar { $seat } nesta mesa.
subs_err_not_resigned = Só o lugar de alguém que desistiu pode ser oferecido a outra pessoa; quem ocupa este lugar continua a jogar.
subs_err_seated = Já joga nesta mesa, por isso não pode ocupar outro lugar.
subs_err_bad_code = Este convite não é válido (ou deixou de o ser): peça uma nova ligação ao anfitrião.
ev_took_over =
    { $last ->
        [1] { $previous } jogou a ronda 1 neste lugar; { $name } joga nele a partir da ronda 2.
       *[other] { $previous } jogou as rondas 1–{ $last } neste lugar; { $name } joga nele a partir da ronda { $round }.
    }
ev_took_over_first = { $name } ocupou o lugar de { $previous } e joga nele a partir da ronda 1.
subs_offer_button = Oferecer o lugar de { $name } a outra pessoa
subs_offer_hint = Os lugares de quem desistiu podem ser ocupados por outra pessoa, que continua a jogar com a pontuação e a mão desse lugar.
subs_offer_title = Convite para ocupar o lugar de { $name }
subs_offer_text = Envie esta ligação a quem vai continuar a jogar neste lugar, com a sua pontuação e a sua mão. Funciona uma única vez; se voltar a oferecer o lugar, é criada uma nova ligação e esta deixa de funcionar.
subs_offer_link = Ligação do convite
subs_take_title = Ocupar um lugar numa partida a decorrer
subs_take_text = { $host } propõe-lhe que continue a jogar no lugar de { $name }, que desistiu. Fica com os { $score } pontos e a mão desse lugar, e joga a partir da ronda { $round }.
subs_take_button = Ocupar o lugar
subs_take_sign_in = Inicie sessão ou crie uma conta para ocupar o lugar.
watch_err_open = Esta mesa ainda não começou: entre para jogar, ou assista quando começar.
watch_intro = Pode ainda assim assistir à partida: vê o que qualquer espectador vê, nunca uma carta na mão de alguém.
watch_button = Assistir a esta mesa
