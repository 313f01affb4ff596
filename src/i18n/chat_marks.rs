//! Words of new chat messages (the unread marks, the feed, pushes and the digest), and of
//! reporting and blocking from the chat.

use super::{Entry, Lang};

/// "1 new message in the chat", "3 new messages in the chat".
pub fn unread_words(lang: Lang, count: usize) -> String {
    match count {
        1 => lang.t("chat_unread_one").to_string(),
        n => lang.fill("chat_unread_many", &[("count", &n.to_string())]),
    }
}

/// "1 message hidden (blocked)", "3 messages hidden (blocked)".
pub fn blocked_words(lang: Lang, count: usize) -> String {
    match count {
        1 => lang.t("chat_blocked_one").to_string(),
        n => lang.fill("chat_blocked_many", &[("count", &n.to_string())]),
    }
}

pub static ENTRIES: &[Entry] = &[
    // The unread marks: the home page's list of tables, the top of the table page, the chat.
    ("chat_unread_one", "1 new message in the chat", "1 mensaje nuevo en el chat", "1 mensagem nova no chat"),
    ("chat_unread_many", "{count} new messages in the chat", "{count} mensajes nuevos en el chat", "{count} mensagens novas no chat"),
    ("chat_new_tag", "new", "nuevo", "nova"),
    // Where messages of a blocked person were.
    ("chat_blocked_one", "1 message hidden (blocked)", "1 mensaje oculto (persona bloqueada)", "1 mensagem oculta (pessoa bloqueada)"),
    ("chat_blocked_many", "{count} messages hidden (blocked)", "{count} mensajes ocultos (persona bloqueada)", "{count} mensagens ocultas (pessoa bloqueada)"),
    // Blocking from the chat: asked first, then back where it was.
    ("blocks_confirm_title", "Block {name}?", "¿Bloquear a {name}?", "Bloquear {name}?"),
    ("blocks_confirm_text", "You will no longer see their chat messages, and they cannot join a table you host or sit at. They are not told. You can undo this at any time in the settings.", "Dejarás de ver sus mensajes en el chat, y no podrá unirse a una mesa que organices o en la que juegues. No se le avisa. Puedes deshacerlo cuando quieras en los ajustes.", "Você deixará de ver as mensagens dessa pessoa no chat, e ela não poderá entrar em uma mesa que você organiza ou em que você joga. Ela não é avisada. Você pode desfazer isso quando quiser nas configurações."),
    ("blocks_confirm_button", "Block {name}", "Bloquear a {name}", "Bloquear {name}"),
    ("blocks_confirm_cancel", "Cancel", "Cancelar", "Cancelar"),
    ("chat_blocked_done", "Blocked: you no longer see their messages.", "Bloqueo hecho: ya no ves sus mensajes.", "Bloqueio feito: você não vê mais as mensagens dessa pessoa."),
    // The report form of a message shows it.
    ("report_message_label", "The message", "El mensaje", "A mensagem"),
    // The feed, pushes and the digest.
    ("feed_chat", "New messages at {table}", "Mensajes nuevos en {table}", "Mensagens novas em {table}"),
    ("feed_chat_text", "{name} wrote: {body}", "{name} escribió: {body}", "{name} escreveu: {body}"),
    ("feed_chat_plain", "There are new messages in the chat at {table}.", "Hay mensajes nuevos en el chat de {table}.", "Há mensagens novas no chat de {table}."),
    ("push_chat_title", "New messages at {name}", "Mensajes nuevos en {name}", "Mensagens novas em {name}"),
    ("push_chat_body", "Open the table to read the chat.", "Abre la mesa para leer el chat.", "Abra a mesa para ler o chat."),
    ("mail_digest_chat_intro", "New messages in the chat:", "Mensajes nuevos en el chat:", "Mensagens novas no chat:"),
];
