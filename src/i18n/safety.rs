//! Words of blocking and reporting.

use super::Entry;

pub static ENTRIES: &[Entry] = &[
    (
        "table_err_blocked",
        "You cannot join this table.",
        "No puedes unirte a esta mesa.",
        "Você não pode entrar nesta mesa.",
    ),
    (
        "block_err_yourself",
        "You cannot block yourself.",
        "No puedes bloquearte a ti mismo.",
        "Você não pode bloquear a si mesmo.",
    ),
    (
        "block_err_unknown",
        "There is no player of this name.",
        "No hay ningún jugador con este nombre.",
        "Não há nenhum jogador com este nome.",
    ),
    (
        "report_err_kind",
        "A report is about a message, a deck, a card or a table name.",
        "Un informe trata de un mensaje, un mazo, una carta o el nombre de una mesa.",
        "Uma denúncia trata de uma mensagem, um baralho, uma carta ou o nome de uma mesa.",
    ),
    (
        "report_err_target",
        "There is nothing of this kind and number for you to report.",
        "No hay nada de este tipo y número que puedas denunciar.",
        "Não há nada deste tipo e número que você possa denunciar.",
    ),
    (
        "report_err_empty",
        "Say why you report it.",
        "Di por qué lo denuncias.",
        "Diga por que você o denuncia.",
    ),
    (
        "report_err_too_long",
        "A reason has at most {max} characters.",
        "Un motivo tiene como mucho {max} caracteres.",
        "Um motivo tem no máximo {max} caracteres.",
    ),
];
