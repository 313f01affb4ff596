//! What a table has been, for those the gate let see it: its scored rounds and its log of
//! events (the history page, the storybook, the API's rounds and substitutions).

use crate::db::{self, DbError};
use crate::game::RoundResult;
use crate::state::AppState;
use crate::store::game_rows;
use crate::store::tables::{self as store, LoggedEvent};

use super::Seen;

/// Every scored round of the table, oldest first.
pub async fn rounds(state: &AppState, seen: Seen) -> Result<Vec<RoundResult>, DbError> {
    let id = seen.table_id();
    db::query(&state.pool, move |conn| game_rows::scored_rounds(conn, id)).await
}

/// What happened at the table, oldest first, the clock's acts included.
pub async fn events(state: &AppState, seen: Seen) -> Result<Vec<LoggedEvent>, DbError> {
    let id = seen.table_id();
    db::query(&state.pool, move |conn| store::events_of(conn, id)).await
}

/// Both, read on one connection: the history page shows them side by side.
pub async fn rounds_and_events(
    state: &AppState,
    seen: Seen,
) -> Result<(Vec<RoundResult>, Vec<LoggedEvent>), DbError> {
    let id = seen.table_id();
    db::query(&state.pool, move |conn| {
        Ok((
            game_rows::scored_rounds(conn, id)?,
            store::events_of(conn, id)?,
        ))
    })
    .await
}
