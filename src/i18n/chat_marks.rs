//! Counts of the chat in words: new messages, and messages of blocked people left out.

use super::Lang;

/// "1 new message in the chat", "3 new messages in the chat".
pub fn unread_words(lang: Lang, count: usize) -> String {
    lang.fill("chat_unread", &[("count", &count.to_string())])
}

/// "1 message hidden (blocked)", "3 messages hidden (blocked)".
pub fn blocked_words(lang: Lang, count: usize) -> String {
    lang.fill("chat_blocked", &[("count", &count.to_string())])
}
