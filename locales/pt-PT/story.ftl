### The storyteller's note and the storybook of a finished table.

rule_note_too_long = A nota tem { $count } caracteres; são permitidos, no máximo, 300.
note_field = Nota, mostrada depois da revelação
note_field_hint = opcional: o que quis dizer, até 300 caracteres; ninguém a vê antes de a ronda ser pontuada
note_label = Nota do narrador:
feed_note_was = A nota do narrador: “{ $note }”.
storybook_link = Transferir o livro da partida
storybook_not_finished = O livro da partida fica pronto quando a partida terminar.
storybook_subtitle = A história de uma partida de Fabula
storybook_finished = Terminada a { $date }
storybook_final_scores = Pontuação final
storybook_winner = venceu
storybook_points =
    { $points ->
        [one] { $points } ponto
       *[other] { $points } pontos
    }
storybook_rounds = Rondas
storybook_no_rounds = Nenhuma ronda foi pontuada nesta mesa.
storybook_picture_hidden = (imagem de um baralho privado)
storybook_footer = Transferido do Fabula. Este ficheiro contém todas as imagens: pode ser lido sem ligação à internet e impresso.
