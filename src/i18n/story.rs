//! The storyteller's note and the storybook of a finished table.

use super::Entry;

pub static ENTRIES: &[Entry] = &[
    ("rule_note_too_long", "The note is {count} characters long; at most 300 are allowed.", "La nota tiene {count} caracteres; se permiten 300 como mucho.", "A nota tem {count} caracteres; são permitidos no máximo 300."),
    ("note_field", "Note, shown after the reveal", "Nota, visible tras la revelación", "Nota, mostrada após a revelação"),
    ("note_field_hint", "optional: what you meant, up to 300 characters; nobody sees it before the round is scored", "opcional: lo que querías decir, hasta 300 caracteres; nadie la ve antes de puntuar la ronda", "opcional: o que você quis dizer, até 300 caracteres; ninguém a vê antes da pontuação da rodada"),
    ("note_label", "Storyteller's note:", "Nota del cuentacuentos:", "Nota do narrador:"),
    ("feed_note_was", "The storyteller's note: “{note}”.", "Nota del cuentacuentos: «{note}».", "Nota do narrador: “{note}”."),
    ("storybook_link", "Download the storybook", "Descargar el libro de la partida", "Baixar o livro da partida"),
    ("storybook_not_finished", "The storybook is ready once the game is over.", "El libro de la partida estará listo cuando termine la partida.", "O livro da partida fica pronto quando a partida terminar."),
    ("storybook_subtitle", "The story of a game of Fabula", "La historia de una partida de Fabula", "A história de uma partida de Fabula"),
    ("storybook_finished", "Finished on {date}", "Terminada el {date}", "Terminada em {date}"),
    ("storybook_final_scores", "Final scores", "Puntuación final", "Pontuação final"),
    ("storybook_winner", "winner", "ganador", "vencedor"),
    ("storybook_points", "{points} points", "{points} puntos", "{points} pontos"),
    ("storybook_rounds", "Rounds", "Rondas", "Rodadas"),
    ("storybook_no_rounds", "No round was scored at this table.", "En esta mesa no se puntuó ninguna ronda.", "Nenhuma rodada foi pontuada nesta mesa."),
    ("storybook_picture_hidden", "(picture of a private deck)", "(imagen de un mazo privado)", "(imagem de um baralho privado)"),
    ("storybook_footer", "Downloaded from Fabula. This file holds every picture: it reads offline and prints.", "Descargado de Fabula. Este archivo contiene todas las imágenes: se lee sin conexión y se imprime.", "Baixado do Fabula. Este arquivo contém todas as imagens: pode ser lido sem conexão e impresso."),
];
