//! A step of a game written in one statement: the rows the step changed (`game_rows`), the
//! notices it causes, its events and the table's own row with its new version; and the steps
//! of several tables in one statement the same way.
//!
//! A move is the hot path of the database: under the table's lock, each round trip to
//! PostgreSQL holds the lock a little longer, and each statement sent as text is planned
//! again. So every write of steps is one call of the SQL function `write_steps`
//! (`src/db/sql/write_steps.sql`), prepared once per connection, whose statements keep their
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

use super::game_rows::{GameWrites, RowTables};
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

/// A step ready to be written: the call of `write_steps` for it alone, owned, so that it may
/// wait for a batch of steps of other tables ([`write_many`]) as well as be written alone
/// ([`write`]) without a copy.
pub struct Prepared(WriteSteps);

impl Prepared {
    /// `step` at table `table_id`: the caller has locked the row (`expected` is `None`), or
    /// `expected` is the version the step was decided on, and nothing is written unless the
    /// table is still at that version.
    pub fn new<E: Serialize>(table_id: TableId, step: Step<'_, E>, expected: Option<i64>) -> Self {
        let Step {
            rows,
            notices,
            by,
            events,
            game,
            deadline,
            starts,
        } = step;
        let table = table_id.0;
        let finished = game.phase == Phase::Finished;
        let status = if finished {
            TableStatus::Finished
        } else {
            TableStatus::Playing
        };
        let (told_to, told_kind, told_step) = unzip3(notices);
        let (event_kinds, event_data) = event_rows(events);
        let mut row_tables = RowTables::default();
        row_tables.add(table, &rows);
        Prepared(WriteSteps {
            tables: vec![table],
            expected: vec![expected],
            status: vec![status],
            phase: vec![game.phase],
            round: vec![game.round as i32],
            storyteller: vec![game.storyteller.map(|s| s as i32)],
            clue: vec![game.clue.clone()],
            note: vec![game.note.clone()],
            deadline: vec![deadline.filter(|_| !finished)],
            starts: vec![starts],
            finishes: vec![finished],
            rows,
            row_tables,
            notice_tables: vec![table; told_to.len()],
            told_to: told_to.into_iter().map(|a| a.0).collect(),
            told_kind,
            told_step,
            event_tables: vec![table; event_kinds.len()],
            event_seats: vec![by.map(|s| s as i32); event_kinds.len()],
            event_kinds,
            event_data,
        })
    }

    pub fn table_id(&self) -> TableId {
        TableId(self.0.tables[0])
    }
}

/// Names the arguments of `write_steps` in its call, each with the SQL type it is bound as and
/// the field of [`WriteSteps`] that holds it. One list makes both the call and [`arguments`],
/// which a test checks against the function's definition in `pg_proc`.
macro_rules! write_steps_arguments {
    (
        $first:ident: $first_type:ty = $($first_field:ident).+;
        $($name:ident: $sql_type:ty = $($field:ident).+;)*
    ) => {
        impl QueryFragment<Pg> for WriteSteps {
            fn walk_ast<'b>(&'b self, mut out: AstPass<'_, 'b, Pg>) -> QueryResult<()> {
                out.push_sql(concat!("SELECT * FROM write_steps(", stringify!($first), " => "));
                out.push_bind_param::<$first_type, _>(&self.$($first_field).+)?;
                $(
                    out.push_sql(concat!(", ", stringify!($name), " => "));
                    out.push_bind_param::<$sql_type, _>(&self.$($field).+)?;
                )*
                out.push_sql(")");
                Ok(())
            }
        }

        /// The arguments the call of `write_steps` names, in its order, each with the OID of
        /// the type it binds (0 for a type PostgreSQL would have to be asked about).
        pub fn arguments(conn: &mut PgConnection) -> Vec<(&'static str, u32)> {
            vec![
                (stringify!($first), oid::<$first_type>(conn)),
                $((stringify!($name), oid::<$sql_type>(conn)),)*
            ]
        }
    };
}

/// A call of `write_steps`: the steps of one or several tables in one statement. Every list of
/// rows comes with the list of their tables. Its text never changes, so each connection
/// prepares it once and keeps it (a query built with `sql_query` would be parsed and planned
/// again at every move).
#[derive(Default)]
struct WriteSteps {
    tables: Vec<i64>,
    expected: Vec<Option<i64>>,
    status: Vec<TableStatus>,
    phase: Vec<Phase>,
    round: Vec<i32>,
    storyteller: Vec<Option<i32>>,
    clue: Vec<Option<String>>,
    note: Vec<Option<String>>,
    deadline: Vec<Option<DateTime<Utc>>>,
    starts: Vec<bool>,
    finishes: Vec<bool>,
    rows: GameWrites,
    row_tables: RowTables,
    notice_tables: Vec<i64>,
    told_to: Vec<i64>,
    told_kind: Vec<&'static str>,
    told_step: Vec<String>,
    event_tables: Vec<i64>,
    event_seats: Vec<Option<i32>>,
    event_kinds: Vec<String>,
    event_data: Vec<serde_json::Value>,
}

/// The statement cache's key for [`WriteSteps`]: one per program.
struct WriteStepsQuery;

impl QueryId for WriteSteps {
    type QueryId = WriteStepsQuery;
    const HAS_STATIC_QUERY_ID: bool = true;
}

impl Query for WriteSteps {
    type SqlType = Untyped;
}

impl RunQueryDsl<PgConnection> for &WriteSteps {}

write_steps_arguments! {
    _tables: Array<BigInt> = tables;
    _expected: Array<Nullable<BigInt>> = expected;
    _status: Array<Text> = status;
    _phase: Array<Text> = phase;
    _round: Array<Integer> = round;
    _storyteller: Array<Nullable<Integer>> = storyteller;
    _clue: Array<Nullable<Text>> = clue;
    _note: Array<Nullable<Text>> = note;
    _deadline: Array<Nullable<Timestamptz>> = deadline;
    _starts: Array<Bool> = starts;
    _finishes: Array<Bool> = finishes;
    _card_tables: Array<BigInt> = row_tables.cards;
    _card_ids: Array<BigInt> = rows.cards.card_id;
    _card_places: Array<Text> = rows.cards.place;
    _card_seats: Array<Nullable<Integer>> = rows.cards.seat;
    _card_ords: Array<Integer> = rows.cards.ord;
    _seat_tables: Array<BigInt> = row_tables.seats;
    _seats: Array<Integer> = rows.seats.seat;
    _scores: Array<Integer> = rows.seats.score;
    _resigned: Array<Bool> = rows.seats.resigned;
    _turns: Array<Integer> = rows.seats.turns;
    _awaited: Array<Bool> = rows.seats.awaited;
    _teams: Array<Nullable<Integer>> = rows.seats.team;
    _gone_sub_tables: Array<BigInt> = row_tables.gone_submissions;
    _gone_sub_rounds: Array<Integer> = rows.gone_submissions.round;
    _gone_sub_cards: Array<BigInt> = rows.gone_submissions.card_id;
    _sub_tables: Array<BigInt> = row_tables.submissions;
    _sub_rounds: Array<Integer> = rows.submissions.round;
    _sub_seats: Array<Integer> = rows.submissions.seat;
    _sub_cards: Array<BigInt> = rows.submissions.card_id;
    _sub_ords: Array<Integer> = rows.submissions.ord;
    _sub_positions: Array<Nullable<Integer>> = rows.submissions.position;
    _gone_vote_tables: Array<BigInt> = row_tables.gone_votes;
    _gone_vote_rounds: Array<Integer> = rows.gone_votes.round;
    _gone_vote_voters: Array<Integer> = rows.gone_votes.voter;
    _gone_vote_markers: Array<Text> = rows.gone_votes.marker;
    _vote_tables: Array<BigInt> = row_tables.votes;
    _vote_rounds: Array<Integer> = rows.votes.round;
    _vote_voters: Array<Integer> = rows.votes.voter;
    _vote_markers: Array<Text> = rows.votes.marker;
    _vote_positions: Array<Integer> = rows.votes.position;
    _vote_ords: Array<Integer> = rows.votes.ord;
    _scored_tables: Array<BigInt> = row_tables.rounds;
    _scored_rounds: Array<Integer> = rows.rounds.round;
    _scored_storytellers: Array<Integer> = rows.rounds.storyteller;
    _scored_clues: Array<Text> = rows.rounds.clue;
    _scored_positions: Array<Nullable<Integer>> = rows.rounds.storyteller_position;
    _scored_notes: Array<Nullable<Text>> = rows.rounds.note;
    _point_tables: Array<BigInt> = row_tables.points;
    _point_rounds: Array<Integer> = rows.points.round;
    _point_seats: Array<Integer> = rows.points.seat;
    _points: Array<Integer> = rows.points.points;
    _notice_tables: Array<BigInt> = notice_tables;
    _notice_accounts: Array<BigInt> = told_to;
    _notice_kinds: Array<Text> = told_kind;
    _notice_steps: Array<Text> = told_step;
    _event_tables: Array<BigInt> = event_tables;
    _event_seats: Array<Nullable<Integer>> = event_seats;
    _event_kinds: Array<Text> = event_kinds;
    _event_data: Array<Jsonb> = event_data;
}

impl WriteSteps {
    /// Puts the steps of `other` after these, list by list.
    fn append(&mut self, other: &WriteSteps) {
        self.tables.extend_from_slice(&other.tables);
        self.expected.extend_from_slice(&other.expected);
        self.status.extend_from_slice(&other.status);
        self.phase.extend_from_slice(&other.phase);
        self.round.extend_from_slice(&other.round);
        self.storyteller.extend_from_slice(&other.storyteller);
        self.clue.extend_from_slice(&other.clue);
        self.note.extend_from_slice(&other.note);
        self.deadline.extend_from_slice(&other.deadline);
        self.starts.extend_from_slice(&other.starts);
        self.finishes.extend_from_slice(&other.finishes);
        self.rows.append(&other.rows);
        self.row_tables.append(&other.row_tables);
        self.notice_tables.extend_from_slice(&other.notice_tables);
        self.told_to.extend_from_slice(&other.told_to);
        self.told_kind.extend_from_slice(&other.told_kind);
        self.told_step.extend_from_slice(&other.told_step);
        self.event_tables.extend_from_slice(&other.event_tables);
        self.event_seats.extend_from_slice(&other.event_seats);
        self.event_kinds.extend_from_slice(&other.event_kinds);
        self.event_data.extend_from_slice(&other.event_data);
    }
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
    Prepared::new(table_id, step, expected).write(conn)
}

impl Prepared {
    /// Writes this step alone (see [`write`]).
    pub fn write(&self, conn: &mut PgConnection) -> QueryResult<Option<TableRow>> {
        Ok(write_many(conn, std::slice::from_ref(self))?.pop())
    }
}

/// Writes the steps of several tables in one statement, so in one transaction: each table's
/// row is locked, and written with the rest of its step only when the table is still at the
/// version its step was decided on (or its caller locked it). Returns the rows of the tables
/// written; a step whose table had moved on wrote nothing. One step a table; their rows are
/// locked in the order of the tables' ids, as every call locks them, so that two calls never
/// wait for each other in a circle.
pub fn write_many(conn: &mut PgConnection, steps: &[Prepared]) -> QueryResult<Vec<TableRow>> {
    if let [step] = steps {
        return (&step.0).load(conn);
    }
    let mut steps: Vec<&Prepared> = steps.iter().collect();
    steps.sort_unstable_by_key(|s| s.table_id());
    if steps.windows(2).any(|w| w[0].table_id() == w[1].table_id()) {
        return Err(diesel::result::Error::QueryBuilderError(
            "the steps written together are of different tables".into(),
        ));
    }
    let mut call = WriteSteps::default();
    for step in steps {
        call.append(&step.0);
    }
    (&call).load(conn)
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
