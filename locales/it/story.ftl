### The storyteller's note and the storybook of a finished table.

rule_note_too_long = La nota è lunga { $count } caratteri; il massimo è 300.
note_field = Nota, mostrata dopo la rivelazione
note_field_hint = facoltativa: cosa intendevi, fino a 300 caratteri; nessuno la vede prima che il turno sia concluso
note_label = Nota del narratore:
feed_note_was = La nota del narratore: “{ $note }”.
storybook_link = Scarica il libro della storia
storybook_not_finished = Il libro della storia è pronto quando la partita è finita.
storybook_subtitle = La storia di una partita a Fabula
storybook_finished = Finita il { $date }
storybook_final_scores = Punteggi finali
storybook_winner = vince
storybook_points =
    { $points ->
        [one] { $points } punto
       *[other] { $points } punti
    }
storybook_rounds = Turni
storybook_no_rounds = A questo tavolo non è stato concluso nessun turno.
storybook_picture_hidden = (immagine di un mazzo privato)
storybook_footer = Scaricato da Fabula. Questo file contiene tutte le immagini: si legge offline e si può stampare.
