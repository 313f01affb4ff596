### The storyteller's note and the storybook of a finished table.

rule_note_too_long = Die Notiz ist { $count } Zeichen lang; höchstens 300 sind erlaubt.
note_field = Notiz, nach dem Aufdecken sichtbar
note_field_hint = optional: was du gemeint hast, bis zu 300 Zeichen; niemand sieht sie, bevor die Runde gewertet ist
note_label = Notiz zum Hinweis:
feed_note_was = Die Notiz zum Hinweis: „{ $note }“.
storybook_link = Geschichtenbuch herunterladen
storybook_not_finished = Das Geschichtenbuch gibt es, sobald die Partie vorbei ist.
storybook_subtitle = Die Geschichte einer Partie Fabula
storybook_finished = Beendet am { $date }
storybook_final_scores = Endstand
storybook_winner = Sieg
storybook_points =
    { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    }
storybook_rounds = Runden
storybook_no_rounds = An diesem Tisch wurde keine Runde gewertet.
storybook_picture_hidden = (Bild aus einem privaten Deck)
storybook_footer = Von Fabula heruntergeladen. Diese Datei enthält alle Bilder: Sie lässt sich offline lesen und drucken.
