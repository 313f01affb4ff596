//! A step of a game written in one statement: the rows the step changed (`game_rows`), the
//! notices it causes, its events and the table's own row with its new version.
//!
//! A move is the hot path of the database: under the table's lock, each round trip to
//! PostgreSQL holds the lock a little longer, and each statement sent as text is planned
//! again. So every write of a step is one call of the SQL function `write_step` (its
//! migration), whose statements keep their plans in each connection, fed by one array per
//! column (an empty array writes nothing).

use chrono::{DateTime, Utc};
use diesel::prelude::*;
use diesel::sql_types::{Array, BigInt, Bool, Integer, Jsonb, Nullable, Text, Timestamptz};
use serde::Serialize;

use crate::game::{Game, Phase, Seat};
use crate::ids::{AccountId, TableId};

use super::game_rows::GameWrites;
use super::tables::{event_rows, TableRow, TableStatus};

/// A notice to record: to whom, which kind, and the step it is about.
pub type NoticeRow = (AccountId, &'static str, String);

/// Everything one step of a game writes.
pub struct Step<'a, E: Serialize> {
    pub rows: GameWrites,
    pub notices: Vec<NoticeRow>,
    /// Who made the step (`None`: the clock or the start), and what happened.
    pub by: Option<Seat>,
    pub events: &'a [E],
    pub game: &'a Game,
    pub deadline: Option<DateTime<Utc>>,
    /// The step deals the game: the table starts now.
    pub starts: bool,
}

/// The function `write_step` (migration `write_step`) takes one list per column.
const STATEMENT: &str = "SELECT * FROM write_step($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50)";

/// Writes `step` at table `table_id` and returns the table's row as it now is. The caller has
/// locked the row (`expected` is `None`), or `expected` is the version the step was decided
/// on: the call locks the row itself and writes nothing unless the table is still at that
/// version (`None` then).
pub fn write<E: Serialize>(
    conn: &mut PgConnection,
    table_id: TableId,
    step: Step<'_, E>,
    expected: Option<i64>,
) -> QueryResult<Option<TableRow>> {
    let Step {
        rows,
        notices,
        by,
        events,
        game,
        deadline,
        starts,
    } = step;
    let finished = game.phase == Phase::Finished;
    let status = if finished {
        TableStatus::Finished
    } else {
        TableStatus::Playing
    };
    let (told_to, told_kind, told_step) = unzip3(notices);
    let told_to: Vec<i64> = told_to.into_iter().map(|a| a.0).collect();
    let (event_kinds, event_data) = event_rows(events);
    diesel::sql_query(STATEMENT)
        .bind::<BigInt, _>(table_id.0)
        .bind::<Array<BigInt>, _>(rows.cards.card_id)
        .bind::<Array<Text>, _>(rows.cards.place)
        .bind::<Array<Nullable<Integer>>, _>(rows.cards.seat)
        .bind::<Array<Integer>, _>(rows.cards.ord)
        .bind::<Array<Integer>, _>(rows.seats.seat)
        .bind::<Array<Integer>, _>(rows.seats.score)
        .bind::<Array<Bool>, _>(rows.seats.resigned)
        .bind::<Array<Integer>, _>(rows.seats.turns)
        .bind::<Array<Bool>, _>(rows.seats.awaited)
        .bind::<Array<Nullable<Integer>>, _>(rows.seats.team)
        .bind::<Array<Integer>, _>(rows.gone_submissions.round)
        .bind::<Array<BigInt>, _>(rows.gone_submissions.card_id)
        .bind::<Array<Integer>, _>(rows.submissions.round)
        .bind::<Array<Integer>, _>(rows.submissions.seat)
        .bind::<Array<BigInt>, _>(rows.submissions.card_id)
        .bind::<Array<Integer>, _>(rows.submissions.ord)
        .bind::<Array<Nullable<Integer>>, _>(rows.submissions.position)
        .bind::<Array<Integer>, _>(rows.gone_votes.round)
        .bind::<Array<Integer>, _>(rows.gone_votes.voter)
        .bind::<Array<Text>, _>(rows.gone_votes.marker)
        .bind::<Array<Integer>, _>(rows.votes.round)
        .bind::<Array<Integer>, _>(rows.votes.voter)
        .bind::<Array<Text>, _>(rows.votes.marker)
        .bind::<Array<Integer>, _>(rows.votes.position)
        .bind::<Array<Integer>, _>(rows.votes.ord)
        .bind::<Array<Integer>, _>(rows.rounds.round)
        .bind::<Array<Integer>, _>(rows.rounds.storyteller)
        .bind::<Array<Text>, _>(rows.rounds.clue)
        .bind::<Array<Nullable<Integer>>, _>(rows.rounds.storyteller_position)
        .bind::<Array<Nullable<Text>>, _>(rows.rounds.note)
        .bind::<Array<Integer>, _>(rows.points.round)
        .bind::<Array<Integer>, _>(rows.points.seat)
        .bind::<Array<Integer>, _>(rows.points.points)
        .bind::<Array<BigInt>, _>(told_to)
        .bind::<Array<Text>, _>(told_kind)
        .bind::<Array<Text>, _>(told_step)
        .bind::<Nullable<Integer>, _>(by.map(|s| s as i32))
        .bind::<Array<Text>, _>(event_kinds)
        .bind::<Array<Jsonb>, _>(event_data)
        .bind::<Text, _>(status)
        .bind::<Nullable<Text>, _>(Some(game.phase))
        .bind::<Integer, _>(game.round as i32)
        .bind::<Nullable<Integer>, _>(game.storyteller.map(|s| s as i32))
        .bind::<Nullable<Text>, _>(game.clue.as_deref())
        .bind::<Nullable<Timestamptz>, _>(deadline.filter(|_| !finished))
        .bind::<Bool, _>(starts)
        .bind::<Bool, _>(finished)
        .bind::<Nullable<BigInt>, _>(expected)
        .bind::<Nullable<Text>, _>(game.note.as_deref())
        .get_result(conn)
        .optional()
}

fn unzip3<A, B, C>(rows: Vec<(A, B, C)>) -> (Vec<A>, Vec<B>, Vec<C>) {
    let mut out = (Vec::new(), Vec::new(), Vec::new());
    for (a, b, c) in rows {
        out.0.push(a);
        out.1.push(b);
        out.2.push(c);
    }
    out
}
