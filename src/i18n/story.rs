//! The storyteller's note and the storybook of a finished table.

use super::Entry;

pub static ENTRIES: &[Entry] = &[
    ("rule_note_too_long", "The note is {count} characters long; at most 300 are allowed.", "La nota tiene {count} caracteres; se permiten 300 como mucho.", "A nota tem {count} caracteres; são permitidos no máximo 300."),
    ("note_field", "Note, shown after the reveal", "Nota, visible tras la revelación", "Nota, mostrada após a revelação"),
    ("note_field_hint", "optional: what you meant, up to 300 characters; nobody sees it before the round is scored", "opcional: lo que querías decir, hasta 300 caracteres; nadie la ve antes de puntuar la ronda", "opcional: o que você quis dizer, até 300 caracteres; ninguém a vê antes da pontuação da rodada"),
    ("note_label", "Storyteller's note:", "Nota del cuentacuentos:", "Nota do narrador:"),
    ("feed_note_was", "The storyteller's note: “{note}”.", "Nota del cuentacuentos: «{note}».", "Nota do narrador: “{note}”."),
];
