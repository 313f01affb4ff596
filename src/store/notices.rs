//! Notices: what a player should hear about (a table awaits their move, a round was revealed,
//! a game ended), recorded by the move that caused it, for the feed and the mail to read.

use diesel::prelude::*;

use crate::db::schema::notices;
use crate::game::{Game, Phase};
use crate::store::tables::Table;

pub const YOUR_MOVE: &str = "your_move";
pub const ROUND_REVEALED: &str = "round_revealed";
pub const GAME_ENDED: &str = "game_ended";

/// Which move a table awaits: a new key whenever the table waits for a new step.
fn move_step(game: &Game) -> String {
    let phase = match game.phase {
        Phase::Clue => "clue",
        Phase::Submit => "submit",
        Phase::Vote => "vote",
        Phase::Finished => "end",
    };
    match game.storyteller {
        Some(storyteller) => format!("r{}-{phase}-s{storyteller}", game.round),
        None => format!("r{}-{phase}", game.round),
    }
}

/// Records, in the move's own transaction, the notices the change from `before` (`None`: the
/// game has just started) to `after` causes. A notice already made is not made again.
pub fn record(
    conn: &mut PgConnection,
    table: &Table,
    before: Option<&Game>,
    after: &Game,
) -> QueryResult<()> {
    let account_of = |seat: usize| {
        table
            .seats
            .iter()
            .find(|s| s.seat as usize == seat)
            .map(|s| s.account_id)
    };
    let mut rows: Vec<(i64, &'static str, String)> = Vec::new();

    let step = move_step(after);
    let step_before = before.map(move_step);
    let awaited_before = before.map(|g| g.awaited()).unwrap_or_default();
    for seat in after.awaited() {
        let new_step = step_before.as_deref() != Some(step.as_str());
        if new_step || !awaited_before.contains(&seat) {
            if let Some(account) = account_of(seat) {
                rows.push((account, YOUR_MOVE, step.clone()));
            }
        }
    }

    let revealed_before = before.and_then(|g| g.last_round.as_ref()).map(|r| r.round);
    if let Some(round) = after.last_round.as_ref().map(|r| r.round) {
        if Some(round) != revealed_before {
            for s in &table.seats {
                rows.push((s.account_id, ROUND_REVEALED, format!("r{round}")));
            }
        }
    }
    let ended_before = before.is_some_and(|g| g.phase == Phase::Finished);
    if after.phase == Phase::Finished && !ended_before {
        for s in &table.seats {
            rows.push((s.account_id, GAME_ENDED, "end".to_string()));
        }
    }

    let values: Vec<_> = rows
        .into_iter()
        .map(|(account, kind, step)| {
            (
                notices::account_id.eq(account),
                notices::table_id.eq(table.row.id),
                notices::kind.eq(kind),
                notices::step.eq(step),
            )
        })
        .collect();
    if !values.is_empty() {
        diesel::insert_into(notices::table)
            .values(values)
            .on_conflict_do_nothing()
            .execute(conn)?;
    }
    Ok(())
}
