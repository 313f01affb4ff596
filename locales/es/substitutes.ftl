### Words of substitutes: a resigned player's seat offered by the host and taken over.

subs_err_not_host = Solo el anfitrión puede ofrecer un asiento a otra persona.
subs_err_not_playing = Los asientos solo se ofrecen y se toman mientras se juega la partida.
subs_err_over = La partida ha terminado: ya no se pueden tomar sus asientos.
subs_err_no_seat = No hay asiento { $seat } en esta mesa.
subs_err_not_resigned = Solo se puede ofrecer el asiento de alguien que abandonó; esta persona sigue jugando.
subs_err_seated = Ya juegas en esta mesa, así que no puedes tomar otro asiento.
subs_err_bad_code = Esta invitación no es válida (o ya no lo es): pide al anfitrión un enlace nuevo.
ev_took_over =
    { $last ->
        [1] { $previous } jugó la ronda 1 en este asiento; { $name } lo juega desde la ronda 2.
       *[other] { $previous } jugó las rondas 1–{ $last } en este asiento; { $name } lo juega desde la ronda { $round }.
    }
ev_took_over_first = { $name } tomó el asiento de { $previous } y lo juega desde la ronda 1.
subs_offer_button = Ofrecer el asiento de { $name } a otra persona
subs_offer_hint = Los asientos de quienes abandonaron pueden pasar a otra persona, que sigue con la puntuación y la mano del asiento.
subs_offer_title = Invitación para tomar el asiento de { $name }
subs_offer_text = Envía este enlace a quien vaya a seguir jugando en este asiento, con su puntuación y su mano. Sirve una vez; si vuelves a ofrecer el asiento, se crea un enlace nuevo y este deja de servir.
subs_offer_link = Enlace de invitación
subs_take_title = Tomar un asiento en una partida en curso
subs_take_text = { $host } te invita a seguir jugando en el asiento de { $name }, que abandonó. Te quedas con los { $score } puntos del asiento y con su mano, y juegas desde la ronda { $round }.
subs_take_button = Tomar el asiento
subs_take_sign_in = Inicia sesión o crea una cuenta para tomar el asiento.
watch_err_open = Esta mesa aún no ha empezado: únete para jugar, o mírala cuando empiece.
watch_intro = Aún puedes mirar la partida: ves lo que ve cualquier espectador, nunca una carta en la mano de nadie.
watch_button = Mirar esta mesa
