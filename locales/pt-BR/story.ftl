### The storyteller's note and the storybook of a finished table.

rule_note_too_long = A nota tem { $count } caracteres; são permitidos no máximo 300.
note_field = Nota, mostrada após a revelação
note_field_hint = opcional: o que você quis dizer, até 300 caracteres; ninguém a vê antes da pontuação da rodada
note_label = Nota do narrador:
feed_note_was = Nota do narrador: “{ $note }”.
storybook_link = Baixar o livro da partida
storybook_not_finished = O livro da partida fica pronto quando a partida terminar.
storybook_subtitle = A história de uma partida de Fabula
storybook_finished = Terminada em { $date }
storybook_final_scores = Pontuação final
storybook_winner = vencedor
storybook_points =
    { $points ->
        [one] { $points } ponto
       *[other] { $points } pontos
    }
storybook_rounds = Rodadas
storybook_no_rounds = Nenhuma rodada foi pontuada nesta mesa.
storybook_picture_hidden = (imagem de um baralho privado)
storybook_footer = Baixado do Fabula. Este arquivo contém todas as imagens: pode ser lido sem conexão e impresso.
