//! The chat of a table.

use chrono::Duration;
use diesel::prelude::*;

use super::access::Seen;
use super::PlayError;
use crate::db::DbError;
use crate::i18n::Sentence;
use crate::ids::AccountId;
use crate::state::AppState;
use crate::store::blocks;
use crate::store::messages::{self, Message};
use crate::store::tables as store;
use crate::text::{self, Field};

/// Longest chat message, in characters after trimming.
pub const MESSAGE_MAX: usize = 500;
/// The chat's rate limit: at most this many messages per account and table…
pub const MESSAGE_BURST: usize = 5;
/// …within this many seconds.
pub const MESSAGE_WINDOW_SECS: i64 = 30;

/// Writes `body` to the table's chat as whoever the gate let see it (a player, a spectator
/// nobody there blocked). Like a move: under the table's row lock, and the table's version
/// moves on so that everyone looking at it sees the message.
pub async fn say(state: &AppState, seen: Seen, body: &str) -> Result<(), PlayError> {
    let Seen {
        table_id,
        account_id,
    } = seen;
    let body = text::clean(body, Field::Chat).map_err(PlayError::Invalid)?;
    let length = body.chars().count();
    if length == 0 {
        return Err(PlayError::Invalid(Sentence::new("chat_err_empty")));
    }
    if length > MESSAGE_MAX {
        return Err(PlayError::Invalid(Sentence::new("chat_err_too_long")));
    }
    let now = state.clock.now();
    let version = crate::db::run(&state.pool, move |conn| {
        conn.transaction(|conn| {
            store::load_row(conn, table_id, true)?.ok_or(PlayError::NotFound)?;
            // Under the row lock, so that messages sent at once are counted one after another.
            let window = Duration::seconds(MESSAGE_WINDOW_SECS);
            let recent = messages::recent_times(conn, table_id, account_id, now, window)?;
            if recent.len() >= MESSAGE_BURST {
                let free_at = recent[recent.len() - MESSAGE_BURST] + window;
                let wait = (free_at - now).num_milliseconds().max(0) as u64;
                let secs = wait.div_ceil(1000).max(1);
                return Err(PlayError::SlowDown {
                    sentence: Sentence::with(
                        "chat_err_slow_down",
                        vec![("seconds", secs.to_string())],
                    ),
                    retry_after: secs,
                });
            }
            let id = messages::insert(conn, table_id, account_id, &body, now)?;
            // The writer has read the chat this far; its players hear of it once until
            // they read it.
            messages::mark_read(conn, table_id, account_id, id)?;
            messages::tell_players(conn, table_id, account_id, id, now)?;
            let version = store::update_table(conn, table_id)?.version;
            Ok(version)
        })
    })
    .await?;
    state.watch.publish(table_id, version);
    Ok(())
}

/// What a chat shows its reader: a message, or in place of messages of people they blocked
/// (one after another), how many there were.
#[derive(Debug, Clone)]
pub enum ChatEntry {
    Said(Message),
    Blocked(usize),
}

/// The table's chat as one person reads it.
#[derive(Debug, Clone, Default)]
pub struct ChatRead {
    /// Oldest first.
    pub entries: Vec<ChatEntry>,
    /// The newest message they had read before this reading (0: none): the messages of
    /// others after it are new to them.
    pub read_before: i64,
    /// How many messages of others, not removed, are new to them.
    pub unread: usize,
}

impl ChatRead {
    /// The messages alone (as the API gives them), oldest first.
    pub fn messages(self) -> Vec<Message> {
        self.entries
            .into_iter()
            .filter_map(|e| match e {
                ChatEntry::Said(m) => Some(m),
                ChatEntry::Blocked(_) => None,
            })
            .collect()
    }
}

/// The table's chat as `viewer` reads it, oldest first: without the messages of the people
/// they blocked (others still see those; a line says how many), and with no words in those a
/// moderator removed. Reading it marks it read: what was new is no longer new the next time,
/// and the next message tells them again (`chat_reads`). The mark is written only when it
/// moves.
pub async fn read_chat(state: &AppState, seen: Seen) -> Result<ChatRead, DbError> {
    let Seen {
        table_id,
        account_id: viewer,
    } = seen;
    crate::db::query(&state.pool, move |conn| {
        let hidden = blocks::blocked_ids(conn, viewer)?;
        let list = messages::of_table(conn, table_id)?;
        let (read_before, told) = messages::read_mark(conn, table_id, viewer)?;
        if let Some(last) = list.last().map(|m| m.id) {
            if last > read_before || told {
                messages::mark_read(conn, table_id, viewer, last)?;
            }
        }
        Ok(shown_to(list, &hidden, viewer, read_before))
    })
    .await
}

/// The chat `list` as `viewer` reads it, who blocked `hidden` and had read up to `read_before`.
fn shown_to(
    list: Vec<Message>,
    hidden: &[AccountId],
    viewer: AccountId,
    read_before: i64,
) -> ChatRead {
    let mut read = ChatRead {
        read_before,
        ..ChatRead::default()
    };
    for mut message in list {
        if hidden.contains(&message.account_id) {
            match read.entries.last_mut() {
                Some(ChatEntry::Blocked(n)) => *n += 1,
                _ => read.entries.push(ChatEntry::Blocked(1)),
            }
            continue;
        }
        if message.hidden {
            message.body.clear();
        } else if message.id > read_before && message.account_id != viewer {
            read.unread += 1;
        }
        read.entries.push(ChatEntry::Said(message));
    }
    read
}

#[cfg(test)]
mod tests {
    use super::*;

    fn said(id: i64, by: i64, hidden: bool) -> Message {
        Message {
            id,
            account_id: AccountId(by),
            username: format!("p{by}"),
            display_name: format!("P{by}"),
            former: false,
            body: format!("words {id}"),
            created_at: chrono::Utc::now(),
            hidden,
        }
    }

    #[test]
    fn blocked_runs_become_one_entry_each_and_only_others_new_words_count() {
        let list = vec![
            said(1, 2, false),
            said(2, 3, false),
            said(3, 3, false),
            said(4, 1, false),
            said(5, 2, false),
            said(6, 2, true),
            said(7, 1, false),
            said(8, 3, false),
        ];
        let read = shown_to(list, &[AccountId(3)], AccountId(1), 4);
        let shape: Vec<String> = read
            .entries
            .iter()
            .map(|e| match e {
                ChatEntry::Said(m) => format!("m{}", m.id),
                ChatEntry::Blocked(n) => format!("b{n}"),
            })
            .collect();
        assert_eq!(shape, ["m1", "b2", "m4", "m5", "m6", "m7", "b1"]);
        // New to the viewer: 5 (6 was removed, 7 is their own, 8 blocked).
        assert_eq!(read.unread, 1);
        assert_eq!(read.read_before, 4);
        let removed = read.clone().messages().into_iter().find(|m| m.id == 6);
        assert!(removed.is_some_and(|m| m.body.is_empty()));
    }
}
