//! Archiving finished tables: what a table keeps once its game is long over.
//!
//! A finished table keeps what its history and its story need: `tables`, `seats`, `rounds`,
//! `round_points`, the `submissions` and `votes` of its scored rounds (every board, whose card
//! was whose, who voted where), `table_events` (the log the history tells) and
//! `table_messages` (its chat). It loses what only a game in progress needs: `table_cards`
//! (where every card lay: draw and discard piles, hands), the submissions and votes of a round
//! the end cut short (never revealed), and its `notices` (long told, or never to be mailed).

use chrono::{DateTime, Utc};
use diesel::dsl::not;
use diesel::prelude::*;

use crate::db::schema::{notices, rounds, submissions, table_cards, tables, votes};
use crate::ids::TableId;

use super::tables::TableStatus;

/// Archives up to `batch` tables that finished before `before` and are not archived yet,
/// oldest first, in one transaction; tables another process is archiving are skipped.
/// Returns how many it archived. Each archived table's version moves on, so that every
/// process reads it again.
pub fn archive_finished(
    conn: &mut PgConnection,
    before: DateTime<Utc>,
    now: DateTime<Utc>,
    batch: i64,
) -> QueryResult<usize> {
    conn.transaction(|conn| {
        let ids: Vec<TableId> = tables::table
            .filter(tables::status.eq(TableStatus::Finished))
            .filter(tables::archived_at.is_null())
            .filter(tables::finished_at.lt(before))
            .order(tables::finished_at)
            .limit(batch)
            .select(tables::id)
            .for_update()
            .skip_locked()
            .load(conn)?;
        if ids.is_empty() {
            return Ok(0);
        }
        diesel::delete(table_cards::table.filter(table_cards::table_id.eq_any(&ids)))
            .execute(conn)?;
        diesel::delete(notices::table.filter(notices::table_id.eq_any(&ids))).execute(conn)?;
        let scored = |table: TableId| {
            rounds::table
                .filter(rounds::table_id.eq(table))
                .select(rounds::round)
        };
        for &id in &ids {
            diesel::delete(
                votes::table
                    .filter(votes::table_id.eq(id))
                    .filter(not(votes::round.eq_any(scored(id)))),
            )
            .execute(conn)?;
            diesel::delete(
                submissions::table
                    .filter(submissions::table_id.eq(id))
                    .filter(not(submissions::round.eq_any(scored(id)))),
            )
            .execute(conn)?;
        }
        diesel::update(tables::table.filter(tables::id.eq_any(&ids)))
            .set((
                tables::archived_at.eq(Some(now)),
                tables::version.eq(tables::version + 1),
            ))
            .execute(conn)?;
        Ok(ids.len())
    })
}
