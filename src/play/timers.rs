//! Deadlines on time for live tables (a time limit in minutes): every process keeps the next
//! deadline of each live table being played in memory, learnt from the moves it hears (its own
//! and, through `LISTEN/NOTIFY`, every other process's), and lets the clock act as soon as one
//! passes ([`super::act_on_deadline`]), rather than at the next sweep. Each act claims the
//! table with `FOR UPDATE SKIP LOCKED`, so two processes never act twice; the sweeper stays
//! the safety net. The time is the server's clock's (tests move it by hand): it is looked at
//! every [`TICK`] while a deadline is kept.

use std::collections::HashMap;
use std::sync::Arc;
use std::time::Duration;

use chrono::{DateTime, Utc};

use crate::ids::TableId;
use crate::state::AppState;
use crate::store::tables::{self as store, TableStatus};
use crate::watch::{self, Moved};

/// How often the clock is looked at while some live deadline is kept: a deadline is acted on
/// at most this late.
pub const TICK: Duration = Duration::from_millis(250);

/// How long the task sleeps when it keeps no deadline (a move wakes it before).
const IDLE: Duration = Duration::from_secs(5);

/// Keeps the live tables' deadlines and acts on them until the process stops.
pub async fn run(state: Arc<AppState>) {
    let mut follower = state.watch.follow();
    let mut due = all(&state).await;
    loop {
        let now = state.clock.now();
        let overdue: Vec<TableId> = due
            .iter()
            .filter(|(_, deadline)| **deadline <= now)
            .map(|(id, _)| *id)
            .collect();
        for table_id in overdue {
            due.remove(&table_id);
            match super::act_on_deadline(&state, table_id).await {
                Ok(_) => {}
                Err(e) => {
                    tracing::warn!(error = %e, table = %table_id, "the clock could not act on a live table's deadline")
                }
            }
        }
        let wait = if due.is_empty() { IDLE } else { TICK };
        tokio::select! {
            moved = watch::next_move(&mut follower) => match moved {
                Some(Moved::Table(table_id)) => match deadline_of(&state, table_id).await {
                    Some(deadline) => {
                        due.insert(table_id, deadline);
                    }
                    None => {
                        due.remove(&table_id);
                    }
                },
                Some(Moved::Any) => due = all(&state).await,
                None => return,
            },
            _ = tokio::time::sleep(wait) => {}
        }
    }
}

/// Every live table's deadline, read from the database (none when it does not answer).
async fn all(state: &AppState) -> HashMap<TableId, DateTime<Utc>> {
    crate::db::query(&state.pool, store::live_deadlines)
        .await
        .map(|rows| rows.into_iter().collect())
        .unwrap_or_else(|e| {
            tracing::warn!(error = %e, "the live tables' deadlines could not be read");
            HashMap::new()
        })
}

/// The deadline of a table that moved, if it is a live table being played: from the table as
/// this process keeps it, else from its row.
async fn deadline_of(state: &AppState, table_id: TableId) -> Option<DateTime<Utc>> {
    let kept = state
        .watch
        .version(table_id)
        .and_then(|version| state.tables.get(table_id, version));
    let row = match kept {
        Some(table) => table.row.clone(),
        None => crate::db::query(&state.pool, move |conn| {
            store::load_row(conn, table_id, false)
        })
        .await
        .ok()
        .flatten()?,
    };
    (row.live() && row.status == TableStatus::Playing)
        .then_some(row.deadline)
        .flatten()
}
