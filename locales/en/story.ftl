### The storyteller's note and the storybook of a finished table.

rule_note_too_long = The note is { $count } characters long; at most 300 are allowed.
note_field = Note, shown after the reveal
note_field_hint = optional: what you meant, up to 300 characters; nobody sees it before the round is scored
note_label = Storyteller's note:
feed_note_was = The storyteller's note: “{ $note }”.
storybook_link = Download the storybook
storybook_not_finished = The storybook is ready once the game is over.
storybook_subtitle = The story of a game of Fabula
storybook_finished = Finished on { $date }
storybook_final_scores = Final scores
storybook_winner = winner
storybook_points =
    { $points ->
        [one] { $points } point
       *[other] { $points } points
    }
storybook_rounds = Rounds
storybook_no_rounds = No round was scored at this table.
storybook_picture_hidden = (picture of a private deck)
storybook_footer = Downloaded from Fabula. This file holds every picture: it reads offline and prints.
