### Words of substitutes: a resigned player's seat offered by the host and taken over.

subs_err_not_host = Seul l'hôte peut proposer une place à quelqu'un d'autre.
subs_err_not_playing = Les places ne se proposent et ne se reprennent que pendant la partie.
subs_err_over = La partie est terminée : ses places ne peuvent plus être reprises.
subs_err_no_seat = Il n'y a pas de place { $seat } à cette table.
subs_err_not_resigned = Seule une place dont le joueur a abandonné peut être proposée à quelqu'un d'autre ; ce joueur joue encore.
subs_err_seated = Vous jouez déjà à cette table : vous ne pouvez donc pas prendre une autre place.
subs_err_bad_code = Cette invitation n'est pas (ou plus) valide : demandez un nouveau lien à l'hôte.
ev_took_over =
    { $last ->
        [1] { $previous } a joué la manche 1 à cette place ; { $name } la reprend à partir de la manche 2.
       *[other] { $previous } a joué les manches 1 à { $last } à cette place ; { $name } la reprend à partir de la manche { $round }.
    }
ev_took_over_first = { $name } a pris la place de { $previous } et la joue depuis la manche 1.
subs_offer_button = Proposer la place de { $name } à quelqu'un d'autre
subs_offer_hint = La place d'un joueur qui a abandonné peut être reprise par une nouvelle personne, qui continue avec le score et la main de cette place.
subs_offer_title = Invitation à reprendre la place de { $name }
subs_offer_text = Envoyez ce lien à la personne qui continuera à cette place, avec son score et sa main. Il ne sert qu'une fois ; proposer de nouveau la place crée un nouveau lien, et celui-ci cesse de fonctionner.
subs_offer_link = Lien d'invitation
subs_take_title = Prendre une place dans une partie en cours
subs_take_text = { $host } vous invite à reprendre la place de { $name }, qui a abandonné. Vous gardez les { $score } points et la main de cette place, et jouez à partir de la manche { $round }.
subs_take_button = Prendre la place
subs_take_sign_in = Connectez-vous ou créez un compte pour prendre la place.
watch_err_open = Cette table n'a pas encore commencé : rejoignez-la pour jouer, ou regardez-la une fois commencée.
watch_intro = Vous pouvez toujours regarder la partie : vous voyez ce que voit tout spectateur, jamais une carte dans la main de quelqu'un.
watch_button = Regarder cette table
