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
        "table_err_blocked_take",
        "You cannot take this seat.",
        "No puedes ocupar este asiento.",
        "Você não pode ocupar este lugar.",
    ),
    (
        "table_err_blocked_watch",
        "You cannot watch this table.",
        "No puedes mirar esta mesa.",
        "Você não pode assistir a esta mesa.",
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
    // The page of blocked people (from the settings page).
    ("blocks_link", "Blocked players", "Jugadores bloqueados", "Jogadores bloqueados"),
    ("blocks_title", "Blocked players", "Jugadores bloqueados", "Jogadores bloqueados"),
    ("blocks_intro", "You do not see the chat messages of someone you blocked, and they cannot join a table you host or sit at. They are not told who blocked them.", "No ves los mensajes de chat de alguien a quien bloqueaste, y no puede unirse a una mesa que organizas o en la que juegas. No se le dice quién lo bloqueó.", "Você não vê as mensagens de chat de alguém que bloqueou, e essa pessoa não pode entrar numa mesa que você organiza ou em que joga. Ninguém lhe diz quem a bloqueou."),
    ("blocks_list_title", "Whom you blocked", "A quién bloqueaste", "Quem você bloqueou"),
    ("blocks_none", "You have blocked nobody.", "No has bloqueado a nadie.", "Você não bloqueou ninguém."),
    ("blocks_unblock", "Unblock", "Desbloquear", "Desbloquear"),
    ("blocks_add_title", "Block a player", "Bloquear a un jugador", "Bloquear um jogador"),
    ("blocks_username", "Their username", "Su nombre de usuario", "O nome de usuário da pessoa"),
    ("blocks_block", "Block", "Bloquear", "Bloquear"),
    ("blocks_done_blocked", "The player is blocked.", "El jugador está bloqueado.", "O jogador está bloqueado."),
    ("blocks_done_unblocked", "The player is unblocked.", "El jugador está desbloqueado.", "O jogador está desbloqueado."),
    // The report form.
    ("report_link", "Report", "Denunciar", "Denunciar"),
    ("report_deck_link", "Report this deck", "Denunciar este mazo", "Denunciar este baralho"),
    ("report_card_link", "Report this picture", "Denunciar esta imagen", "Denunciar esta imagem"),
    ("report_table_name_link", "Report the table's name", "Denunciar el nombre de la mesa", "Denunciar o nome da mesa"),
    ("report_title", "Report", "Denunciar", "Denunciar"),
    ("report_what_message", "You report a chat message to the moderators.", "Denuncias un mensaje de chat ante los moderadores.", "Você denuncia uma mensagem de chat aos moderadores."),
    ("report_what_deck", "You report a deck to the moderators.", "Denuncias un mazo ante los moderadores.", "Você denuncia um baralho aos moderadores."),
    ("report_what_card", "You report a picture of a deck to the moderators.", "Denuncias una imagen de un mazo ante los moderadores.", "Você denuncia uma imagem de um baralho aos moderadores."),
    ("report_what_table_name", "You report the name of a table to the moderators.", "Denuncias el nombre de una mesa ante los moderadores.", "Você denuncia o nome de uma mesa aos moderadores."),
    ("report_reason", "Why", "Por qué", "Por quê"),
    ("report_reason_hint", "at most 500 characters", "como mucho 500 caracteres", "no máximo 500 caracteres"),
    ("report_send", "Send the report", "Enviar la denuncia", "Enviar a denúncia"),
    ("report_done", "Thank you: the moderators will read your report.", "Gracias: los moderadores leerán tu denuncia.", "Obrigado: os moderadores vão ler a sua denúncia."),
    ("report_back_home", "Back to your tables", "Volver a tus mesas", "Voltar às suas mesas"),
];
