//! A table's own rows: the table (its options, status and invite code), its seats and decks,
//! its history (`table_events`), and the lists of tables that pages and the API show. The
//! game being played at a table is stored in its own rows: see `game_rows`.

use std::collections::HashMap;
use std::io::Write;

use chrono::{DateTime, Utc};

use diesel::deserialize::{self, FromSql};
use diesel::pg::PgValue;
use diesel::prelude::*;
use diesel::result::{DatabaseErrorKind, Error};
use diesel::serialize::{self, IsNull, Output, ToSql};
use diesel::sql_types::{Array, BigInt, Integer, Jsonb};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::db::schema::{accounts, seats, table_decks, table_events, tables};
use crate::game::{Game, Options, Phase, Ruleset, Seat};
use crate::ids::{AccountId, DeckId, TableId};

pub use super::enums::TableStatus;
// The game's rows are read and written with the table's, under its lock.

#[derive(Debug, Clone, Queryable, QueryableByName, Selectable, Identifiable)]
#[diesel(table_name = tables, check_for_backend(diesel::pg::Pg))]
pub struct TableRow {
    pub id: TableId,
    pub code: String,
    pub host_id: AccountId,
    pub ruleset: Ruleset,
    /// What the host chose, read whole from one JSON value (`tables.options`).
    pub options: Options,
    pub move_time_limit_hours: Option<i32>,
    pub public: bool,
    pub status: TableStatus,
    pub phase: Option<Phase>,
    pub round: i32,
    pub storyteller: Option<i32>,
    pub clue: Option<String>,
    pub deadline: Option<DateTime<Utc>>,
    pub version: i64,
    pub created_at: DateTime<Utc>,
    pub started_at: Option<DateTime<Utc>>,
    pub finished_at: Option<DateTime<Utc>>,
    /// The table this one is played again at ("play again"), once someone asked.
    pub rematch_id: Option<TableId>,
    /// As the host named it; none: "<host>'s table".
    pub name: Option<String>,
    /// The storyteller's private note on the current clue, revealed when the round is scored.
    pub note: Option<String>,
    /// A live table's time limit per move, in minutes (then `move_time_limit_hours` is none).
    pub move_time_limit_minutes: Option<i32>,
    /// The house bots play at a human pace (a random while after their delay), not at once.
    pub bot_human_pace: bool,
}

impl TableRow {
    /// A live table: a time limit in minutes, played at one sitting, without mail.
    pub fn live(&self) -> bool {
        self.move_time_limit_minutes.is_some()
    }

    pub fn bot_pace(&self) -> BotPace {
        BotPace::of(self.bot_human_pace)
    }
}

/// How soon the house bots of a table move once awaited: `quick`, after the bots' delay
/// (`FABULA_BOT_DELAY_MS`); `human`, a random while longer, up to ten times the delay, as
/// people take.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum BotPace {
    Quick,
    Human,
}

impl BotPace {
    pub fn of(human: bool) -> BotPace {
        if human {
            BotPace::Human
        } else {
            BotPace::Quick
        }
    }
}

// A table's options are stored as the engine's type says them, in JSON (`serde` on
// `game::Options`), so that the type is their only definition. The engine knows nothing of
// diesel: the mapping lives here, through a proxy struct (diesel's way of deriving for a type
// defined elsewhere).
#[derive(diesel::AsExpression, diesel::FromSqlRow)]
#[diesel(foreign_derive, sql_type = Jsonb)]
#[allow(dead_code)]
struct OptionsProxy(Options);

/// The first byte of PostgreSQL's binary `jsonb`: the version of its format.
const JSONB_FORMAT: u8 = 1;

impl ToSql<Jsonb, diesel::pg::Pg> for Options {
    fn to_sql<'b>(&'b self, out: &mut Output<'b, '_, diesel::pg::Pg>) -> serialize::Result {
        out.write_all(&[JSONB_FORMAT])?;
        serde_json::to_writer(&mut *out, self)?;
        Ok(IsNull::No)
    }
}

impl FromSql<Jsonb, diesel::pg::Pg> for Options {
    fn from_sql(value: PgValue<'_>) -> deserialize::Result<Self> {
        match value.as_bytes().split_first() {
            Some((&JSONB_FORMAT, json)) => Ok(serde_json::from_slice(json)?),
            _ => Err("a table's options are no jsonb of format 1".into()),
        }
    }
}

/// What the host chooses when creating a table.
#[derive(Debug, Clone)]
pub struct NewTable {
    pub ruleset: Ruleset,
    pub options: Options,
    pub move_time_limit_hours: Option<i32>,
    pub move_time_limit_minutes: Option<i32>,
    pub public: bool,
    pub decks: Vec<DeckId>,
    pub name: Option<String>,
    /// The house bots' pace: at a human pace, or at once.
    pub bot_human_pace: bool,
}

#[derive(Insertable)]
#[diesel(table_name = tables)]
struct TableInsert<'a> {
    code: &'a str,
    host_id: AccountId,
    ruleset: Ruleset,
    options: Options,
    move_time_limit_hours: Option<i32>,
    move_time_limit_minutes: Option<i32>,
    public: bool,
    name: Option<&'a str>,
    bot_human_pace: bool,
}

/// A seat and the person in it.
#[derive(Debug, Clone, Queryable, Selectable, Serialize)]
#[diesel(table_name = seats, check_for_backend(diesel::pg::Pg))]
pub struct SeatInfo {
    #[serde(skip)]
    pub account_id: AccountId,
    pub seat: i32,
    #[diesel(select_expression = accounts::username)]
    pub username: String,
    #[diesel(select_expression = accounts::display_name)]
    pub display_name: String,
    /// The player deleted their account: they are shown as "a former player"
    /// (`Lang::player_name`), never by the anonymous row's name.
    #[diesel(select_expression = accounts::deleted_at.is_not_null())]
    #[diesel(select_expression_type = diesel::dsl::IsNotNull<accounts::deleted_at>)]
    pub former: bool,
    /// Teams only: the seat's team (before the start, as paired then; see `play::teams`).
    pub team: Option<i32>,
    /// The player is away until then (`play::away`); the sweep clears it once it is over.
    #[diesel(select_expression = accounts::away_until)]
    pub away_until: Option<DateTime<Utc>>,
    /// A house bot sits here (`accounts.bot`): the host seated it, and it plays by itself.
    #[diesel(select_expression = accounts::bot)]
    pub bot: bool,
}

/// A table as the web layer needs it: its row, who sits where, and (once started) the game.
#[derive(Debug, Clone)]
pub struct Table {
    pub row: TableRow,
    pub seats: Vec<SeatInfo>,
    pub decks: Vec<DeckId>,
    pub game: Option<Game>,
    /// Spectators let in with the invite code of a table that is not public
    /// (`store::offers::add_watcher`).
    pub watchers: Vec<AccountId>,
}

impl Table {
    /// The seat of an account at this table.
    pub fn seat_of(&self, account_id: AccountId) -> Option<Seat> {
        self.seats
            .iter()
            .find(|s| s.account_id == account_id)
            .map(|s| s.seat as Seat)
    }

    pub fn host_seat(&self) -> Seat {
        self.seat_of(self.row.host_id).unwrap_or(0)
    }
}

/// Creates a table with the host in seat 0 (in team 0 at a Teams table).
pub fn create(
    conn: &mut PgConnection,
    host_id: AccountId,
    new: &NewTable,
) -> QueryResult<TableRow> {
    let team = (new.ruleset == Ruleset::Teams).then_some(0);
    create_seated(conn, host_id, new, &[(host_id, team)])
}

/// Creates a table with these players in these seats, each with their team (a rematch keeps
/// the seat order and the partners); the host is one of them.
pub fn create_seated(
    conn: &mut PgConnection,
    host_id: AccountId,
    new: &NewTable,
    players: &[(AccountId, Option<i32>)],
) -> QueryResult<TableRow> {
    loop {
        // 8 characters that are hard to misread.
        let code = crate::secrets::new_secret(crate::secrets::Shape::Code(8));
        let inserted = conn.transaction(|conn| {
            let row: TableRow = diesel::insert_into(tables::table)
                .values(TableInsert {
                    code: &code,
                    host_id,
                    ruleset: new.ruleset,
                    options: new.options,
                    move_time_limit_hours: new.move_time_limit_hours,
                    move_time_limit_minutes: new.move_time_limit_minutes,
                    bot_human_pace: new.bot_human_pace,
                    public: new.public,
                    name: new.name.as_deref(),
                })
                .returning(TableRow::as_returning())
                .get_result(conn)?;
            let seat_rows: Vec<_> = players
                .iter()
                .enumerate()
                .map(|(seat, &(account, team))| {
                    (
                        seats::table_id.eq(row.id),
                        seats::seat.eq(seat as i32),
                        seats::account_id.eq(account),
                        seats::team.eq(team),
                    )
                })
                .collect();
            diesel::insert_into(seats::table)
                .values(seat_rows)
                .execute(conn)?;
            let decks: Vec<_> = new
                .decks
                .iter()
                .map(|&deck| {
                    (
                        table_decks::table_id.eq(row.id),
                        table_decks::deck_id.eq(deck),
                    )
                })
                .collect();
            diesel::insert_into(table_decks::table)
                .values(decks)
                .execute(conn)?;
            Ok(row)
        });
        match inserted {
            // Another table took this code a moment ago: draw another.
            Err(Error::DatabaseError(DatabaseErrorKind::UniqueViolation, info))
                if info.constraint_name() == Some("tables_code_key") => {}
            other => return other,
        }
    }
}

/// Claims one table being played whose move deadline is past `now` (`only`: that table), the
/// most overdue first: locked until the transaction ends, and skipped by anyone who already
/// holds it.
pub fn claim_overdue(
    conn: &mut PgConnection,
    now: DateTime<Utc>,
    only: Option<TableId>,
) -> QueryResult<Option<TableId>> {
    // One table, or all of them.
    let (low, high) = only.map_or((TableId(i64::MIN), TableId(i64::MAX)), |id| (id, id));
    tables::table
        .filter(tables::status.eq(TableStatus::Playing))
        .filter(tables::deadline.le(now))
        .filter(tables::id.between(low, high))
        .order(tables::deadline)
        .select(tables::id)
        .for_update()
        .skip_locked()
        .first(conn)
        .optional()
}

pub fn id_by_code(conn: &mut PgConnection, code: &str) -> QueryResult<Option<TableId>> {
    tables::table
        .filter(tables::code.eq(code))
        .select(tables::id)
        .first(conn)
        .optional()
}

/// The table's current version, without reading the rest (`None`: no such table).
pub fn version_of(conn: &mut PgConnection, id: TableId) -> QueryResult<Option<i64>> {
    tables::table
        .find(id)
        .select(tables::version)
        .first(conn)
        .optional()
}

/// The versions of those of `ids` that exist.
pub fn versions(conn: &mut PgConnection, ids: &[TableId]) -> QueryResult<Vec<(TableId, i64)>> {
    tables::table
        .filter(tables::id.eq_any(ids))
        .select((tables::id, tables::version))
        .load(conn)
}

/// The table's own row, locked for the transaction when `lock`.
pub fn load_row(conn: &mut PgConnection, id: TableId, lock: bool) -> QueryResult<Option<TableRow>> {
    let query = tables::table.find(id).select(TableRow::as_select());
    if lock {
        query.for_update().first(conn).optional()
    } else {
        query.first(conn).optional()
    }
}

/// The rows of those of `ids` that exist, in the order of `ids`.
pub fn load_rows(conn: &mut PgConnection, ids: &[TableId]) -> QueryResult<Vec<TableRow>> {
    let mut rows: Vec<TableRow> = tables::table
        .filter(tables::id.eq_any(ids))
        .select(TableRow::as_select())
        .load(conn)?;
    rows.sort_by_key(|row| ids.iter().position(|id| *id == row.id));
    Ok(rows)
}

pub fn seats_of(conn: &mut PgConnection, table_id: TableId) -> QueryResult<Vec<SeatInfo>> {
    seats::table
        .inner_join(accounts::table)
        .filter(seats::table_id.eq(table_id))
        .select(SeatInfo::as_select())
        .order(seats::seat)
        .load(conn)
}

/// Seats a player at the end of an open table, in `team` at a Teams table. `None` if they
/// already sit there.
pub fn add_seat(
    conn: &mut PgConnection,
    table_id: TableId,
    account_id: AccountId,
    seat: i32,
    team: Option<i32>,
) -> QueryResult<Option<()>> {
    let inserted = diesel::insert_into(seats::table)
        .values((
            seats::table_id.eq(table_id),
            seats::seat.eq(seat),
            seats::account_id.eq(account_id),
            seats::team.eq(team),
        ))
        .on_conflict_do_nothing()
        .execute(conn)?;
    Ok((inserted == 1).then_some(()))
}

/// A house bot that does not sit at the table yet, the first by its id; `None` when every
/// house bot sits there.
pub fn free_bot(conn: &mut PgConnection, table_id: TableId) -> QueryResult<Option<AccountId>> {
    let seated = seats::table
        .filter(seats::table_id.eq(table_id))
        .select(seats::account_id);
    accounts::table
        .filter(accounts::bot)
        .filter(diesel::dsl::not(accounts::id.eq_any(seated)))
        .order(accounts::id)
        .select(accounts::id)
        .first(conn)
        .optional()
}

/// The deadlines of the live tables being played (`TableRow::live`).
pub fn live_deadlines(conn: &mut PgConnection) -> QueryResult<Vec<(TableId, DateTime<Utc>)>> {
    let rows: Vec<(TableId, Option<DateTime<Utc>>)> = tables::table
        .filter(tables::status.eq(TableStatus::Playing))
        .filter(tables::move_time_limit_minutes.is_not_null())
        .filter(tables::deadline.is_not_null())
        .select((tables::id, tables::deadline))
        .load(conn)?;
    Ok(rows
        .into_iter()
        .filter_map(|(id, deadline)| Some((id, deadline?)))
        .collect())
}

/// Whether the table awaits a house bot now: one look at its seats, before reading it whole.
pub fn awaits_bot(conn: &mut PgConnection, table_id: TableId) -> QueryResult<bool> {
    diesel::select(diesel::dsl::exists(
        seats::table
            .inner_join(accounts::table)
            .filter(seats::table_id.eq(table_id))
            .filter(accounts::bot)
            .filter(seats::awaited),
    ))
    .get_result(conn)
}

/// The tables being played that await a house bot now.
pub fn awaiting_bots(conn: &mut PgConnection) -> QueryResult<Vec<TableId>> {
    seats::table
        .inner_join(accounts::table)
        .inner_join(tables::table)
        .filter(accounts::bot)
        .filter(seats::awaited)
        .filter(tables::status.eq(TableStatus::Playing))
        .select(seats::table_id)
        .distinct()
        .load(conn)
}

/// Removes a player from an open table; the players after them move up one seat.
pub fn remove_seat(conn: &mut PgConnection, table_id: TableId, seat: i32) -> QueryResult<()> {
    diesel::delete(seats::table.find((table_id, seat))).execute(conn)?;
    // Two steps, so that no moment has two players on one seat.
    let later = seats::table
        .filter(seats::table_id.eq(table_id))
        .filter(seats::seat.gt(seat));
    diesel::update(later)
        .set(seats::seat.eq(seats::seat + 100_000))
        .execute(conn)?;
    let moved = seats::table
        .filter(seats::table_id.eq(table_id))
        .filter(seats::seat.gt(100_000));
    diesel::update(moved)
        .set(seats::seat.eq(seats::seat - 100_001))
        .execute(conn)?;
    Ok(())
}

/// Gives every seat of an open table its team, in seat order.
pub fn set_teams(conn: &mut PgConnection, table_id: TableId, teams: &[i32]) -> QueryResult<()> {
    let seat_numbers: Vec<i32> = (0..teams.len() as i32).collect();
    set_by_seat(conn, table_id, "team", seat_numbers, teams.to_vec())
}

/// Seats the players of a table about to start anew: `order[new seat]` is their seat now.
pub fn reseat(conn: &mut PgConnection, table_id: TableId, order: &[Seat]) -> QueryResult<()> {
    // Two steps, so that no moment has two players on one seat.
    diesel::update(seats::table.filter(seats::table_id.eq(table_id)))
        .set(seats::seat.eq(seats::seat + 100_000))
        .execute(conn)?;
    let old: Vec<i32> = order.iter().map(|&s| s as i32 + 100_000).collect();
    let new: Vec<i32> = (0..order.len() as i32).collect();
    set_by_seat(conn, table_id, "seat", old, new)
}

/// Sets the integer `column` of the seats numbered `seat_numbers` to `values`, one each, in
/// one statement.
fn set_by_seat(
    conn: &mut PgConnection,
    table_id: TableId,
    column: &'static str,
    seat_numbers: Vec<i32>,
    values: Vec<i32>,
) -> QueryResult<()> {
    diesel::sql_query(format!(
        "UPDATE seats SET {column} = v.value FROM unnest($2, $3) AS v(seat, value) \
         WHERE seats.table_id = $1 AND seats.seat = v.seat"
    ))
    .bind::<BigInt, _>(table_id.0)
    .bind::<Array<Integer>, _>(seat_numbers)
    .bind::<Array<Integer>, _>(values)
    .execute(conn)?;
    Ok(())
}

/// Moves on the version of every table the account has a seat at: what they show of the
/// account (its name) changed, so the views kept of them, and pollers' copies, are out of date.
/// Gives each table's id and new version. The rows are locked in the order of their ids, as
/// the batches of moves lock theirs (`state::Steps`), so that neither waits for the other in a
/// circle.
pub fn touch_tables_of(
    conn: &mut PgConnection,
    account_id: AccountId,
) -> QueryResult<Vec<(TableId, i64)>> {
    conn.transaction(|conn| {
        let seated = seats::table
            .filter(seats::account_id.eq(account_id))
            .select(seats::table_id);
        let locked: Vec<TableId> = tables::table
            .filter(tables::id.eq_any(seated))
            .order(tables::id)
            .select(tables::id)
            .for_update()
            .load(conn)?;
        diesel::update(tables::table.filter(tables::id.eq_any(&locked)))
            .set(tables::version.eq(tables::version + 1))
            .returning((tables::id, tables::version))
            .get_results(conn)
    })
}

/// Moves the table's version on (its seats or deadline changed) and returns its row. A step
/// of the game moves it in `store::step`, with everything else the step writes.
pub fn update_table(conn: &mut PgConnection, table_id: TableId) -> QueryResult<TableRow> {
    diesel::update(tables::table.find(table_id))
        .set(tables::version.eq(tables::version + 1))
        .returning(TableRow::as_returning())
        .get_result(conn)
}

/// Moves the deadline of the move now awaited (the host gave more time).
pub fn set_deadline(
    conn: &mut PgConnection,
    table_id: TableId,
    deadline: DateTime<Utc>,
) -> QueryResult<()> {
    diesel::update(tables::table.find(table_id))
        .set(tables::deadline.eq(Some(deadline)))
        .execute(conn)?;
    Ok(())
}

/// Records the table a finished one is played again at.
pub fn set_rematch(
    conn: &mut PgConnection,
    table_id: TableId,
    rematch_id: TableId,
) -> QueryResult<()> {
    diesel::update(tables::table.find(table_id))
        .set(tables::rematch_id.eq(Some(rematch_id)))
        .execute(conn)?;
    Ok(())
}

/// Sets the pace of the table's house bots.
pub fn set_bot_pace(conn: &mut PgConnection, table_id: TableId, human: bool) -> QueryResult<()> {
    diesel::update(tables::table.find(table_id))
        .set(tables::bot_human_pace.eq(human))
        .execute(conn)?;
    Ok(())
}

/// Appends to the table's history: game events, or the table's own (joined, left, …).
pub fn log_events<T: Serialize>(
    conn: &mut PgConnection,
    table_id: TableId,
    seat: Option<Seat>,
    events: &[T],
) -> QueryResult<()> {
    let (kinds, data) = event_rows(events);
    let rows: Vec<_> = kinds
        .into_iter()
        .zip(data)
        .map(|(kind, data)| {
            (
                table_events::table_id.eq(table_id),
                table_events::seat.eq(seat.map(|s| s as i32)),
                table_events::kind.eq(kind),
                table_events::data.eq(data),
            )
        })
        .collect();
    if !rows.is_empty() {
        diesel::insert_into(table_events::table)
            .values(rows)
            .execute(conn)?;
    }
    Ok(())
}

/// Events as the history keeps them: each one's kind (its `type`) and its JSON.
pub(super) fn event_rows<T: Serialize>(events: &[T]) -> (Vec<String>, Vec<serde_json::Value>) {
    events
        .iter()
        .map(|event| {
            let data = serde_json::to_value(event).unwrap_or_default();
            let kind = data
                .get("type")
                .and_then(|t| t.as_str())
                .unwrap_or("event")
                .to_string();
            (kind, data)
        })
        .unzip()
}

/// One line of a table's history.
#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = table_events, check_for_backend(diesel::pg::Pg))]
pub struct LoggedEvent {
    pub id: i64,
    pub at: DateTime<Utc>,
    pub seat: Option<i32>,
    pub kind: String,
    pub data: serde_json::Value,
}

pub fn events_of(conn: &mut PgConnection, table_id: TableId) -> QueryResult<Vec<LoggedEvent>> {
    table_events::table
        .filter(table_events::table_id.eq(table_id))
        .select(LoggedEvent::as_select())
        .order(table_events::id)
        .load(conn)
}

/// A line of a list of tables (home page, lobby, `/me`).
#[derive(Debug, Clone)]
pub struct TableSummary {
    pub id: TableId,
    pub code: String,
    pub name: Option<String>,
    pub ruleset: Ruleset,
    pub status: TableStatus,
    pub phase: Option<Phase>,
    pub round: i32,
    pub deadline: Option<DateTime<Utc>>,
    pub public: bool,
    pub host: String,
    /// The host deleted their account (`Lang::player_name`).
    pub host_former: bool,
    pub players: usize,
    /// For lists of one player's tables: the table waits for their move.
    pub your_move: bool,
    /// For lists of one player's tables: the messages of others in the table's chat since
    /// they last read it (not those of people they blocked, nor removed ones).
    pub unread_chat: i64,
}

/// The columns of a [`TableSummary`] that `tables` and the host's account hold.
#[derive(Queryable, Selectable)]
#[diesel(table_name = tables, check_for_backend(diesel::pg::Pg))]
struct SummaryRow {
    id: TableId,
    code: String,
    name: Option<String>,
    ruleset: Ruleset,
    status: TableStatus,
    phase: Option<Phase>,
    round: i32,
    deadline: Option<DateTime<Utc>>,
    public: bool,
    #[diesel(select_expression = accounts::display_name)]
    host: String,
    #[diesel(select_expression = accounts::deleted_at.is_not_null())]
    #[diesel(select_expression_type = diesel::dsl::IsNotNull<accounts::deleted_at>)]
    host_former: bool,
}

fn summarise(
    conn: &mut PgConnection,
    rows: Vec<SummaryRow>,
    awaited: &[TableId],
) -> QueryResult<Vec<TableSummary>> {
    let ids: Vec<TableId> = rows.iter().map(|r| r.id).collect();
    let counts: Vec<(TableId, i64)> = seats::table
        .filter(seats::table_id.eq_any(&ids))
        .group_by(seats::table_id)
        .select((seats::table_id, diesel::dsl::count_star()))
        .load(conn)?;
    let counts: HashMap<TableId, i64> = counts.into_iter().collect();
    Ok(rows
        .into_iter()
        .map(|row| TableSummary {
            players: counts.get(&row.id).copied().unwrap_or(0) as usize,
            your_move: awaited.contains(&row.id),
            id: row.id,
            code: row.code,
            name: row.name,
            ruleset: row.ruleset,
            status: row.status,
            phase: row.phase,
            round: row.round,
            deadline: row.deadline,
            public: row.public,
            host: row.host,
            host_former: row.host_former,
            unread_chat: 0,
        })
        .collect())
}

/// Public tables that still take players, newest first: the newest hundred, with at most
/// `per_host` of each host (an account whose quotas are lifted shows all of its own), so that
/// one account cannot push everyone else's tables out of the lobby.
pub fn open_tables(conn: &mut PgConnection, per_host: i64) -> QueryResult<Vec<TableSummary>> {
    #[derive(QueryableByName)]
    struct Shown {
        #[diesel(sql_type = BigInt)]
        id: i64,
    }
    let shown: Vec<Shown> = diesel::sql_query(
        "SELECT id FROM (
             SELECT t.id, a.quotas_lifted,
                    row_number() OVER (PARTITION BY t.host_id ORDER BY t.id DESC) AS nth
               FROM tables t JOIN accounts a ON a.id = t.host_id
              WHERE t.status = 'open' AND t.public
         ) AS open
          WHERE nth <= $1 OR quotas_lifted
          ORDER BY id DESC
          LIMIT 100",
    )
    .bind::<BigInt, _>(per_host)
    .load(conn)?;
    let ids: Vec<TableId> = shown.into_iter().map(|s| TableId(s.id)).collect();
    let rows = tables::table
        .inner_join(accounts::table)
        .filter(tables::id.eq_any(&ids))
        .order(tables::id.desc())
        .select(SummaryRow::as_select())
        .load(conn)?;
    summarise(conn, rows, &[])
}

/// The tables of one player: those waiting for their move first, then the others still
/// being played or open, then the finished ones; newest first within each group.
pub fn tables_of(conn: &mut PgConnection, account_id: AccountId) -> QueryResult<Vec<TableSummary>> {
    let mine: Vec<(TableId, bool)> = seats::table
        .filter(seats::account_id.eq(account_id))
        .select((seats::table_id, seats::awaited))
        .load(conn)?;
    let ids: Vec<TableId> = mine.iter().map(|m| m.0).collect();
    let awaited: Vec<TableId> = mine.iter().filter(|m| m.1).map(|m| m.0).collect();
    let rows = tables::table
        .inner_join(accounts::table)
        .filter(tables::id.eq_any(&ids))
        .order(tables::id.desc())
        .select(SummaryRow::as_select())
        .load(conn)?;
    let mut list = summarise(conn, rows, &awaited)?;
    let unread = unread_chats(conn, account_id, &ids)?;
    for table in &mut list {
        table.unread_chat = unread.get(&table.id).copied().unwrap_or(0);
    }
    list.sort_by_key(|t| (!t.your_move, t.status == TableStatus::Finished));
    Ok(list)
}

/// How many messages of others each of `table_ids` has that `account_id` has not read
/// (`chat_reads`): not those of people they blocked, nor those a moderator removed. Tables
/// with none are left out.
fn unread_chats(
    conn: &mut PgConnection,
    account_id: AccountId,
    table_ids: &[TableId],
) -> QueryResult<HashMap<TableId, i64>> {
    #[derive(QueryableByName)]
    struct Unread {
        #[diesel(sql_type = BigInt)]
        table_id: i64,
        #[diesel(sql_type = BigInt)]
        n: i64,
    }
    if table_ids.is_empty() {
        return Ok(HashMap::new());
    }
    let ids: Vec<i64> = table_ids.iter().map(|t| t.0).collect();
    let rows: Vec<Unread> = diesel::sql_query(
        "SELECT m.table_id, count(*) AS n
           FROM table_messages m
           LEFT JOIN chat_reads r ON r.table_id = m.table_id AND r.account_id = $1
          WHERE m.table_id = ANY($2) AND m.account_id <> $1 AND m.hidden_at IS NULL
            AND m.id > COALESCE(r.read_to, 0)
            AND NOT EXISTS (SELECT 1 FROM blocks b
                             WHERE b.blocker_id = $1 AND b.blocked_id = m.account_id)
          GROUP BY m.table_id",
    )
    .bind::<BigInt, _>(account_id.0)
    .bind::<Array<BigInt>, _>(&ids)
    .load(conn)?;
    Ok(rows
        .into_iter()
        .map(|r| (TableId(r.table_id), r.n))
        .collect())
}
