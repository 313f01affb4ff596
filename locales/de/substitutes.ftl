### Words of substitutes: a resigned player's seat offered by the host and taken over.

subs_err_not_host = Nur die Spielleitung kann einen Platz an jemand anderen vergeben.
subs_err_not_playing = Plätze werden nur vergeben und übernommen, während die Partie läuft.
subs_err_over = Die Partie ist vorbei: Ihre Plätze können nicht mehr übernommen werden.
subs_err_no_seat = An diesem Tisch gibt es keinen Platz { $seat }.
subs_err_not_resigned = Nur den Platz einer Person, die aufgegeben hat, kann man an jemand anderen vergeben; diese Person spielt noch.
subs_err_seated = Du spielst schon an diesem Tisch und kannst keinen weiteren Platz übernehmen.
subs_err_bad_code = Diese Einladung ist nicht (mehr) gültig: Bitte die Spielleitung um einen neuen Link.
ev_took_over =
    { $last ->
        [1] { $previous } hat auf diesem Platz Runde 1 gespielt; { $name } spielt ihn ab Runde 2.
       *[other] { $previous } hat auf diesem Platz die Runden 1–{ $last } gespielt; { $name } spielt ihn ab Runde { $round }.
    }
ev_took_over_first = { $name } hat den Platz von { $previous } übernommen und spielt ihn ab Runde 1.
subs_offer_button = Platz von { $name } neu vergeben
subs_offer_hint = Die Plätze von Personen, die aufgegeben haben, kann jemand Neues übernehmen und mit Punktestand und Hand des Platzes weiterspielen.
subs_offer_title = Einladung, den Platz von { $name } zu übernehmen
subs_offer_text = Schick diesen Link an die Person, die auf diesem Platz weiterspielen soll, mit seinem Punktestand und seiner Hand. Er gilt einmal; vergibst du den Platz erneut, entsteht ein neuer Link, und dieser hier funktioniert nicht mehr.
subs_offer_link = Einladungslink
subs_take_title = Einen Platz in einer laufenden Partie übernehmen
subs_take_text = { $host } lädt dich ein, auf dem Platz von { $name } weiterzuspielen; { $name } hat aufgegeben. Du übernimmst die { $score } Punkte und die Hand des Platzes und spielst ab Runde { $round }.
subs_take_button = Platz übernehmen
subs_take_sign_in = Melde dich an oder erstelle ein Konto, um den Platz zu übernehmen.
watch_err_open = Dieser Tisch hat noch nicht begonnen: Tritt bei, um mitzuspielen, oder schau zu, sobald er beginnt.
watch_intro = Du kannst der Partie weiter zuschauen: Du siehst, was alle Zuschauenden sehen, nie eine Karte auf irgendeiner Hand.
watch_button = Diesem Tisch zuschauen
