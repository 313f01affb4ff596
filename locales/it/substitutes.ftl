### Words of substitutes: a resigned player's seat offered by the host and taken over.

subs_err_not_host = Solo l'host può offrire un posto a qualcun altro.
subs_err_not_playing = I posti si offrono e si prendono solo mentre la partita è in corso.
subs_err_over = La partita è finita: i suoi posti non si possono più prendere.
subs_err_no_seat = A questo tavolo non c'è il posto { $seat }.
subs_err_not_resigned = Si può offrire a qualcun altro solo il posto di chi ha abbandonato la partita; questa persona sta ancora giocando.
subs_err_seated = Giochi già a questo tavolo, quindi non puoi prendere un altro posto.
subs_err_bad_code = Questo invito non è (più) valido: chiedi all'host un nuovo link.
ev_took_over =
    { $last ->
        [1] { $previous } ha giocato il turno 1 a questo posto; { $name } lo occupa dal turno 2.
       *[other] { $previous } ha giocato i turni 1–{ $last } a questo posto; { $name } lo occupa dal turno { $round }.
    }
ev_took_over_first = { $name } ha preso il posto di { $previous } e lo occupa dal turno 1.
subs_offer_button = Offri il posto di { $name } a qualcun altro
subs_offer_hint = I posti di chi ha abbandonato la partita possono essere presi da qualcuno di nuovo, che continua a giocare con il punteggio e la mano di quel posto.
subs_offer_title = Invito a prendere il posto di { $name }
subs_offer_text = Manda questo link a chi continuerà a giocare a questo posto, con il suo punteggio e la sua mano. Funziona una volta sola; se offri di nuovo il posto viene creato un nuovo link, e questo smette di funzionare.
subs_offer_link = Link d'invito
subs_take_title = Prendi un posto in una partita in corso
subs_take_text = { $host } ti invita a continuare a giocare al posto di { $name }, che ha abbandonato la partita. Mantieni i { $score } punti e la mano di quel posto, e giochi dal turno { $round } in poi.
subs_take_button = Prendi il posto
subs_take_sign_in = Accedi o crea un account per prendere il posto.
watch_err_open = Questo tavolo non è ancora iniziato: entra per giocare, oppure guarda la partita quando inizia.
watch_intro = Puoi comunque guardare la partita: vedi ciò che vede ogni spettatore, mai una carta in mano a qualcuno.
watch_button = Guarda questo tavolo
