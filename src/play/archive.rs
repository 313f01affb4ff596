//! Finished tables stay small: `FABULA_ARCHIVE_AFTER_DAYS` after a game ended, the sweeper
//! keeps only what the table's history needs (see `store::archive` for which rows).

use chrono::Duration;

use crate::db::{self, DbError};
use crate::state::AppState;
use crate::store::archive as store;

/// Tables archived in one transaction: a few hundred rows each.
const BATCH: i64 = 50;

/// Archives every finished table whose game ended more than `archive_after_days` ago, in
/// batches; nothing when that setting is 0. Returns how many tables it archived.
pub async fn sweep(state: &AppState) -> Result<usize, DbError> {
    let days = state.config.archive_after_days;
    if days == 0 {
        return Ok(0);
    }
    let now = state.clock.now();
    let before = now - Duration::days(i64::from(days));
    let mut archived = 0;
    // A bound, so that one sweep cannot run forever whatever the data.
    while archived < 100_000 {
        let done = db::query(&state.pool, move |conn| {
            store::archive_finished(conn, before, now, BATCH)
        })
        .await?;
        archived += done;
        if done < BATCH as usize {
            break;
        }
    }
    Ok(archived)
}
