//! A step of a game written in one statement: the rows the step changed (`game_rows`), the
//! notices it causes, its events and the table's own row with its new version.
//!
//! A move is the hot path of the database: under the table's lock, each round trip to
//! PostgreSQL holds the lock a little longer, and each statement sent as text is planned
//! again. So every write of a step is one call of the SQL function `write_step`
//! (`src/db/sql/write_step.sql`), prepared once per connection, whose statements keep their
//! plans in each connection, fed by one array per column (an empty array writes nothing).

use chrono::{DateTime, Utc};
use diesel::pg::Pg;
use diesel::prelude::*;
use diesel::query_builder::{AstPass, Query, QueryFragment, QueryId};
use diesel::sql_types::HasSqlType;
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

/// A call of the function `write_step` (`src/db/sql/write_step.sql`), which takes one list per
/// column, each argument by its name. Its text never changes, so each connection prepares it
/// once and keeps it (a query built with `sql_query` would be parsed and planned again at
/// every move).
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

/// Names the arguments of `write_step` in its call, each with the SQL type it is bound as and
/// the field of [`WriteStep`] that holds it. One list makes both the call and
/// [`arguments`], which a test checks against the function's definition in `pg_proc`.
macro_rules! write_step_arguments {
    (
        $first:ident: $first_type:ty = $($first_field:ident).+;
        $($name:ident: $sql_type:ty = $($field:ident).+;)*
    ) => {
        impl QueryFragment<Pg> for WriteStep<'_> {
            fn walk_ast<'b>(&'b self, mut out: AstPass<'_, 'b, Pg>) -> QueryResult<()> {
                out.push_sql(concat!("SELECT * FROM write_step(", stringify!($first), " => "));
                out.push_bind_param::<$first_type, _>(&self.$($first_field).+)?;
                $(
                    out.push_sql(concat!(", ", stringify!($name), " => "));
                    out.push_bind_param::<$sql_type, _>(&self.$($field).+)?;
                )*
                out.push_sql(")");
                Ok(())
            }
        }

        /// The arguments the call of `write_step` names, in its order, each with the OID of
        /// the type it binds (0 for a type PostgreSQL would have to be asked about).
        pub fn arguments(conn: &mut PgConnection) -> Vec<(&'static str, u32)> {
            vec![
                (stringify!($first), oid::<$first_type>(conn)),
                $((stringify!($name), oid::<$sql_type>(conn)),)*
            ]
        }
    };
}

write_step_arguments! {
    _table: BigInt = table_id;
    _card_ids: Array<BigInt> = rows.cards.card_id;
    _card_places: Array<Text> = rows.cards.place;
    _card_seats: Array<Nullable<Integer>> = rows.cards.seat;
    _card_ords: Array<Integer> = rows.cards.ord;
    _seats: Array<Integer> = rows.seats.seat;
    _scores: Array<Integer> = rows.seats.score;
    _resigned: Array<Bool> = rows.seats.resigned;
    _turns: Array<Integer> = rows.seats.turns;
    _awaited: Array<Bool> = rows.seats.awaited;
    _teams: Array<Nullable<Integer>> = rows.seats.team;
    _gone_sub_rounds: Array<Integer> = rows.gone_submissions.round;
    _gone_sub_cards: Array<BigInt> = rows.gone_submissions.card_id;
    _sub_rounds: Array<Integer> = rows.submissions.round;
    _sub_seats: Array<Integer> = rows.submissions.seat;
    _sub_cards: Array<BigInt> = rows.submissions.card_id;
    _sub_ords: Array<Integer> = rows.submissions.ord;
    _sub_positions: Array<Nullable<Integer>> = rows.submissions.position;
    _gone_vote_rounds: Array<Integer> = rows.gone_votes.round;
    _gone_vote_voters: Array<Integer> = rows.gone_votes.voter;
    _gone_vote_markers: Array<Text> = rows.gone_votes.marker;
    _vote_rounds: Array<Integer> = rows.votes.round;
    _vote_voters: Array<Integer> = rows.votes.voter;
    _vote_markers: Array<Text> = rows.votes.marker;
    _vote_positions: Array<Integer> = rows.votes.position;
    _vote_ords: Array<Integer> = rows.votes.ord;
    _scored_rounds: Array<Integer> = rows.rounds.round;
    _scored_storytellers: Array<Integer> = rows.rounds.storyteller;
    _scored_clues: Array<Text> = rows.rounds.clue;
    _scored_positions: Array<Nullable<Integer>> = rows.rounds.storyteller_position;
    _scored_notes: Array<Nullable<Text>> = rows.rounds.note;
    _point_rounds: Array<Integer> = rows.points.round;
    _point_seats: Array<Integer> = rows.points.seat;
    _points: Array<Integer> = rows.points.points;
    _notice_accounts: Array<BigInt> = told_to;
    _notice_kinds: Array<Text> = told_kind;
    _notice_steps: Array<Text> = told_step;
    _by: Nullable<Integer> = by;
    _event_kinds: Array<Text> = event_kinds;
    _event_data: Array<Jsonb> = event_data;
    _status: Text = status;
    _phase: Text = phase;
    _round: Integer = round;
    _storyteller: Nullable<Integer> = storyteller;
    _clue: Nullable<Text> = clue;
    _deadline: Nullable<Timestamptz> = deadline;
    _starts: Bool = starts;
    _finishes: Bool = finishes;
    _expected: Nullable<BigInt> = expected;
    _note: Nullable<Text> = note;
}

/// The OID of the PostgreSQL type diesel binds `T` as.
fn oid<T>(conn: &mut PgConnection) -> u32
where
    Pg: HasSqlType<T>,
{
    <Pg as HasSqlType<T>>::metadata(conn).oid().unwrap_or(0)
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
