### The storyteller's note and the storybook of a finished table.

rule_note_too_long = La note compte { $count } caractères ; 300 au plus sont permis.
note_field = Note, montrée après la révélation
note_field_hint = facultatif : ce que vous vouliez dire, 300 caractères au plus ; personne ne la voit avant le décompte de la manche
note_label = Note du conteur :
feed_note_was = La note du conteur : « { $note } ».
storybook_link = Télécharger le livre de la partie
storybook_not_finished = Le livre de la partie est prêt une fois la partie terminée.
storybook_subtitle = L'histoire d'une partie de Fabula
storybook_finished = Terminée le { $date }
storybook_final_scores = Scores finaux
storybook_winner = a gagné
storybook_points =
    { $points ->
        [one] { $points } point
       *[other] { $points } points
    }
storybook_rounds = Manches
storybook_no_rounds = Aucune manche n'a été décomptée à cette table.
storybook_picture_hidden = (image d'un paquet privé)
storybook_footer = Téléchargé depuis Fabula. Ce fichier contient toutes les images : il se lit hors ligne et s'imprime.
