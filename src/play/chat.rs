//! The chat of a table.

use chrono::Duration;
use diesel::prelude::*;

use super::access::Seen;
use super::PlayError;
use crate::db::DbError;
use crate::i18n::Sentence;
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
            messages::insert(conn, table_id, account_id, &body, now)?;
            let version = store::update_table(conn, table_id)?.version;
            Ok(version)
        })
    })
    .await?;
    state.watch.publish(table_id, version);
    Ok(())
}

/// The table's chat as `viewer` reads it, oldest first: without the messages of the people
/// they blocked (others still see those), and with no words in those a moderator removed.
pub async fn chat_for(state: &AppState, seen: Seen) -> Result<Vec<Message>, DbError> {
    let Seen {
        table_id,
        account_id: viewer,
    } = seen;
    crate::db::query(&state.pool, move |conn| {
        let hidden = blocks::blocked_ids(conn, viewer)?;
        let mut list = messages::of_table(conn, table_id)?;
        list.retain(|m| !hidden.contains(&m.account_id));
        for message in list.iter_mut().filter(|m| m.hidden) {
            message.body.clear();
        }
        Ok(list)
    })
    .await
}
