### The storyteller's note and the storybook of a finished table.

rule_note_too_long = La nota tiene { $count } caracteres; se permiten 300 como mucho.
note_field = Nota, visible tras la revelación
note_field_hint = opcional: lo que querías decir, hasta 300 caracteres; nadie la ve antes de puntuar la ronda
note_label = Nota del cuentacuentos:
feed_note_was = Nota del cuentacuentos: «{ $note }».
storybook_link = Descargar el libro de la partida
storybook_not_finished = El libro de la partida estará listo cuando termine la partida.
storybook_subtitle = La historia de una partida de Fabula
storybook_finished = Terminada el { $date }
storybook_final_scores = Puntuación final
storybook_winner = ganador
storybook_points =
    { $points ->
        [one] { $points } punto
       *[other] { $points } puntos
    }
storybook_rounds = Rondas
storybook_no_rounds = En esta mesa no se puntuó ninguna ronda.
storybook_picture_hidden = (imagen de un mazo privado)
storybook_footer = Descargado de Fabula. Este archivo contiene todas las imágenes: se lee sin conexión y se imprime.
