//! A step of a game written in one statement: the rows the step changed (`game_rows`), the
//! notices it causes, its events and the table's own row with its new version.
//!
//! A move is the hot path of the database: under the table's lock, each round trip to
//! PostgreSQL holds the lock a little longer, and each statement sent as text is planned
//! again. So every write of a step is one call of the SQL function `write_step` (its
//! migration), prepared once per connection, whose statements keep their plans in each
//! connection, fed by one array per column (an empty array writes nothing).

use chrono::{DateTime, Utc};
use diesel::pg::Pg;
use diesel::prelude::*;
use diesel::query_builder::{AstPass, Query, QueryFragment, QueryId};
use diesel::sql_types::{
    Array, BigInt, Bool, Integer, Jsonb, Nullable, Text, Timestamptz, Untyped,
};
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

/// A call of the function `write_step` (migrations `write_step` and after), which takes one
/// list per column. Its text never changes, so each connection prepares it once and keeps it
/// (a query built with `sql_query` would be parsed and planned again at every move).
struct WriteStep<'a> {
    table_id: i64,
    rows: &'a GameWrites,
    told_to: Vec<i64>,
    told_kind: Vec<&'static str>,
    told_step: Vec<String>,
    by: Option<i32>,
    event_kinds: Vec<String>,
    event_data: Vec<serde_json::Value>,
    status: TableStatus,
    phase: Phase,
    round: i32,
    storyteller: Option<i32>,
    clue: Option<&'a str>,
    deadline: Option<DateTime<Utc>>,
    starts: bool,
    finishes: bool,
    expected: Option<i64>,
    note: Option<&'a str>,
}

/// The statement cache's key for [`WriteStep`]: one per program.
struct WriteStepQuery;

impl QueryId for WriteStep<'_> {
    type QueryId = WriteStepQuery;
    const HAS_STATIC_QUERY_ID: bool = true;
}

impl Query for WriteStep<'_> {
    type SqlType = Untyped;
}

impl RunQueryDsl<PgConnection> for WriteStep<'_> {}

impl QueryFragment<Pg> for WriteStep<'_> {
    fn walk_ast<'b>(&'b self, mut out: AstPass<'_, 'b, Pg>) -> QueryResult<()> {
        let rows = self.rows;
        out.push_sql("SELECT * FROM write_step(");
        out.push_bind_param::<BigInt, _>(&self.table_id)?;
        macro_rules! bind {
            ($($sql_type:ty => $value:expr),* $(,)?) => {
                $(
                    out.push_sql(", ");
                    out.push_bind_param::<$sql_type, _>($value)?;
                )*
            };
        }
        bind!(
            Array<BigInt> => &rows.cards.card_id,
            Array<Text> => &rows.cards.place,
            Array<Nullable<Integer>> => &rows.cards.seat,
            Array<Integer> => &rows.cards.ord,
            Array<Integer> => &rows.seats.seat,
            Array<Integer> => &rows.seats.score,
            Array<Bool> => &rows.seats.resigned,
            Array<Integer> => &rows.seats.turns,
            Array<Bool> => &rows.seats.awaited,
            Array<Nullable<Integer>> => &rows.seats.team,
            Array<Integer> => &rows.gone_submissions.round,
            Array<BigInt> => &rows.gone_submissions.card_id,
            Array<Integer> => &rows.submissions.round,
            Array<Integer> => &rows.submissions.seat,
            Array<BigInt> => &rows.submissions.card_id,
            Array<Integer> => &rows.submissions.ord,
            Array<Nullable<Integer>> => &rows.submissions.position,
            Array<Integer> => &rows.gone_votes.round,
            Array<Integer> => &rows.gone_votes.voter,
            Array<Text> => &rows.gone_votes.marker,
            Array<Integer> => &rows.votes.round,
            Array<Integer> => &rows.votes.voter,
            Array<Text> => &rows.votes.marker,
            Array<Integer> => &rows.votes.position,
            Array<Integer> => &rows.votes.ord,
            Array<Integer> => &rows.rounds.round,
            Array<Integer> => &rows.rounds.storyteller,
            Array<Text> => &rows.rounds.clue,
            Array<Nullable<Integer>> => &rows.rounds.storyteller_position,
            Array<Nullable<Text>> => &rows.rounds.note,
            Array<Integer> => &rows.points.round,
            Array<Integer> => &rows.points.seat,
            Array<Integer> => &rows.points.points,
            Array<BigInt> => &self.told_to,
            Array<Text> => &self.told_kind,
            Array<Text> => &self.told_step,
            Nullable<Integer> => &self.by,
            Array<Text> => &self.event_kinds,
            Array<Jsonb> => &self.event_data,
            Text => &self.status,
            Text => &self.phase,
            Integer => &self.round,
            Nullable<Integer> => &self.storyteller,
            Nullable<Text> => &self.clue,
            Nullable<Timestamptz> => &self.deadline,
            Bool => &self.starts,
            Bool => &self.finishes,
            Nullable<BigInt> => &self.expected,
            Nullable<Text> => &self.note,
        );
        out.push_sql(")");
        Ok(())
    }
}

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
    let (event_kinds, event_data) = event_rows(events);
    WriteStep {
        table_id: table_id.0,
        rows: &rows,
        told_to: told_to.into_iter().map(|a| a.0).collect(),
        told_kind,
        told_step,
        by: by.map(|s| s as i32),
        event_kinds,
        event_data,
        status,
        phase: game.phase,
        round: game.round as i32,
        storyteller: game.storyteller.map(|s| s as i32),
        clue: game.clue.as_deref(),
        deadline: deadline.filter(|_| !finished),
        starts,
        finishes: finished,
        expected,
        note: game.note.as_deref(),
    }
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
