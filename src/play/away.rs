//! Away: a player marks themselves away (until a date, at most [`MAX_AWAY_DAYS`] days at a
//! time) and their tables stop waiting for them. The clock acts for them at once, as for a
//! resigned player (`game::stand_in`), but they keep their seat and score: they are not
//! resigned, and the history says they were away. What the clock does scores as at a
//! deadline (a vote not cast scores nothing, a passed turn is gone), as Settings says.
//!
//! "At once": right after any move that leaves a table awaiting an away player (in the same
//! call to the database, after the move committed), when a player goes away (on the tables
//! already awaiting them), and in every sweep for whatever was left over (another process
//! made the move, say). Away is kept on the account, not on seats: the tables show it because
//! their seats are read with the account's name.

use chrono::{DateTime, Duration, Utc};
use diesel::prelude::*;
use rand::rngs::ChaCha20Rng;

use super::{
    committed, finish, load_locked, moved, new_step, next_deadline, PlayError, TableCache,
};
use crate::game::{self, Seat};
use crate::ids::{AccountId, TableId};
use crate::state::AppState;
use crate::store::away as store;
use crate::store::step;
use crate::store::tables::{self, Table, TableStatus};

/// The longest time away at once.
pub const MAX_AWAY_DAYS: i64 = 14;

/// At most this many tables per sweep; the next sweep takes the rest.
const SWEEP_BOUND: i64 = 1_000;

/// Marks the account away until `until` (`None`: back now), after checking that `until` is
/// to come and at most [`MAX_AWAY_DAYS`] days away. Every table the account sits at moves on
/// to a new version (its seats show "away until …" or no longer), and the clock acts at once
/// on the tables already awaiting the account.
pub async fn set_away(
    state: &AppState,
    account_id: AccountId,
    until: Option<DateTime<Utc>>,
) -> Result<(), PlayError> {
    let now = state.clock.now();
    if let Some(until) = until {
        if until <= now {
            return Err(PlayError::invalid("away_err_past"));
        }
        if until > now + Duration::days(MAX_AWAY_DAYS) {
            return Err(PlayError::invalid("away_err_too_long"));
        }
    }
    let (touched, awaiting) = crate::db::run(&state.pool, move |conn| {
        conn.transaction(|conn| {
            store::set_away(conn, account_id, until)?;
            let touched = tables::touch_tables_of(conn, account_id)?;
            let awaiting = match until {
                Some(_) => store::tables_awaiting(conn, account_id)?,
                None => Vec::new(),
            };
            Ok::<_, diesel::result::Error>((touched, awaiting))
        })
        .map_err(PlayError::from)
    })
    .await?;
    for (table_id, version) in touched {
        state.watch.publish(table_id, version);
    }
    for table_id in awaiting {
        stand_in(state, table_id).await?;
    }
    Ok(())
}

/// The clock acts for the away players of one table, if it awaits any.
async fn stand_in(state: &AppState, table_id: TableId) -> Result<bool, PlayError> {
    let now = state.clock.now();
    let cache = state.tables.clone();
    let watch = state.watch.clone();
    let acted = crate::db::run(&state.pool, move |conn| {
        let acted = conn.transaction(|conn| stand_in_locked(conn, &cache, table_id, now))?;
        Ok::<_, PlayError>(acted.map(|done| committed(&cache, &watch, done)))
    })
    .await?;
    Ok(match acted {
        Some((table, _)) => {
            moved(state, &table).await;
            true
        }
        None => false,
    })
}

/// Lets the clock act for away players wherever it was left to do: ends each time away that
/// is over (their tables show them back), then acts on the tables that still await someone
/// away. Returns how many tables the clock acted on.
pub(super) async fn sweep(state: &AppState) -> Result<usize, PlayError> {
    let now = state.clock.now();
    let (back, awaiting) = crate::db::run(&state.pool, move |conn| {
        conn.transaction(|conn| {
            let mut touched = Vec::new();
            for account_id in store::end_past_aways(conn, now)? {
                touched.extend(tables::touch_tables_of(conn, account_id)?);
            }
            let awaiting = store::tables_awaiting_away(conn, now, SWEEP_BOUND)?;
            Ok::<_, diesel::result::Error>((touched, awaiting))
        })
        .map_err(PlayError::from)
    })
    .await?;
    for (table_id, version) in back {
        state.watch.publish(table_id, version);
    }
    let mut acted = 0;
    for table_id in awaiting {
        if stand_in(state, table_id).await? {
            acted += 1;
        }
    }
    Ok(acted)
}

/// Whether `table` awaits a player who is away, decided on the table in memory: the seats were
/// read with their accounts' `away_until`, and going away or back moves every table of the
/// account to a new version, so the table at this version knows who is away.
pub(super) fn awaits_someone_away(table: &Table, now: DateTime<Utc>) -> bool {
    let awaited = match &table.game {
        Some(game) if table.row.status == TableStatus::Playing => game.awaited(),
        _ => return false,
    };
    table.seats.iter().any(|s| {
        awaited.contains(&(s.seat as Seat)) && s.away_until.is_some_and(|until| until > now)
    })
}

/// After a move committed: when `table` now awaits a player who is away, the clock acts for
/// them at once, in a transaction of its own. The table as it then is, or `None` when nobody
/// awaited is away (the common case, known without a query: [`awaits_someone_away`]).
pub(super) fn after_move(
    conn: &mut PgConnection,
    cache: &TableCache,
    table: &Table,
    now: DateTime<Utc>,
) -> Result<Option<(Table, i64)>, PlayError> {
    if !awaits_someone_away(table, now) {
        return Ok(None);
    }
    conn.transaction(|conn| stand_in_locked(conn, cache, table.row.id, now))
}

/// Under the table's lock: the clock acts for its away players (`game::stand_in`) and the
/// step is written like a player's move (the deadline runs on unless the table moved to a new
/// step). `None`, writing nothing, when there was nothing to do.
fn stand_in_locked(
    conn: &mut PgConnection,
    cache: &TableCache,
    table_id: TableId,
    now: DateTime<Utc>,
) -> Result<Option<(Table, i64)>, PlayError> {
    let table = load_locked(conn, cache, table_id)?;
    let Some(before) = table.game.clone() else {
        return Ok(None);
    };
    if table.row.status != TableStatus::Playing {
        return Ok(None);
    }
    let seated: Vec<AccountId> = table.seats.iter().map(|s| s.account_id).collect();
    let away_accounts = store::away_among(conn, &seated, now)?;
    let away: Vec<Seat> = table
        .seats
        .iter()
        .filter(|s| away_accounts.contains(&s.account_id))
        .map(|s| s.seat as Seat)
        .collect();
    let mut after = before.clone();
    let events = game::stand_in(&mut after, &away, &mut rand::make_rng::<ChaCha20Rng>());
    if events.is_empty() {
        return Ok(None);
    }
    let mut step = new_step(&table, Some(&before), &after, None, &events, now);
    step.deadline = next_deadline(&table, Some(&before), &after, now);
    let row = step::write(conn, table_id, step, None)?.ok_or(PlayError::NotFound)?;
    finish(conn, table, row, after, true).map(Some)
}
