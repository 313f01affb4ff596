//! The one path every change of a table takes: HTML forms and the JSON API both call [`act`].
//!
//! In one transaction: lock the table row (`SELECT … FOR UPDATE`), load the game, let the rules
//! decide (`game::apply`, `Game::new`), write what changed and the events, move the table's
//! version on, commit; then wake whoever polls the table. A refused move writes nothing.

pub mod access;
pub mod archive;
mod away;
mod bots;
mod chat;
mod create;
pub mod history;
mod substitutes;
pub mod sweeper;
mod teams;
pub mod timers;

use std::sync::Arc;

use chrono::{DateTime, Duration, Utc};
use diesel::prelude::*;
use rand::rngs::ChaCha20Rng;
use serde::{Deserialize, Serialize};

pub use crate::state::TableCache;
pub use crate::store::tables::BotPace;
pub use access::{access, see, see_reading, Access, Found, Key, Seen};
pub use away::{set_away, MAX_AWAY_DAYS};
pub use chat::{read_chat, ChatEntry, ChatRead};
pub use chat::{say, MESSAGE_BURST, MESSAGE_MAX, MESSAGE_WINDOW_SECS};
pub use create::{
    by_invite_code, create_table, held, load_visible, load_visible_held, rematch, DeckChoice,
    TableChoices, DEFAULT_TIME_LIMIT, LIVE_TIME_LIMITS, TIME_LIMITS,
};
pub use substitutes::{offer_seat, offered, substitutions, Substitution};

use crate::db::DbError;
use crate::game::{self, Action, Event, Game, RuleError, RuleErrorKind, Seat};
use crate::i18n::{rule_sentence, Sentence};
use crate::ids::{AccountId, TableId};
use crate::state::AppState;
use crate::store::decks;
use crate::store::notices;
use crate::store::step::{self, Step};
use crate::store::tables::{self as store, Table, TableRow, TableStatus};
use crate::store::whole_table;
use crate::text::{self, Field};

/// Everything a player can do to a table.
#[derive(Debug, Clone)]
pub enum Move {
    /// Take a seat at an open table; the code is needed for a table that is not public.
    Join { code: Option<String> },
    /// Leave an open table.
    Leave,
    /// The host of an open Teams table pairs the players: each pair is two seats; with an odd
    /// number of players one may be left out, to wait for the next to join.
    Pair { pairs: Vec<Vec<Seat>> },
    /// The host starts the game.
    Start,
    /// A move of the game: clue, submit, vote, resign.
    Game(Action),
    /// The move deadline passed: the clock acts for whoever is awaited (RULES.md, Online).
    Clock,
    /// The host gives every player awaited now more time: the deadline moves on by `hours`.
    Extend { hours: i32 },
    /// The host offers a resigned player's seat to a substitute, with a new invite code for
    /// that seat (any earlier code of it stops working).
    Offer { seat: Seat, code: String },
    /// Someone not seated at the table takes an offered seat with its code, and plays on
    /// with the seat's score and hand.
    Take { seat: Seat, code: String },
    /// Someone with the invite code of a started table watches it as a spectator (needed
    /// for a table that is not public).
    Watch { code: String },
    /// The host seats a house bot at an open table.
    AddBot,
    /// The host removes the house bot in `seat` from an open table.
    RemoveBot { seat: Seat },
    /// The host puts a house bot in the resigned `seat` of a started table.
    BotTakes { seat: Seat },
    /// The host sets how soon the table's house bots move.
    BotPace { pace: BotPace },
}

impl Move {
    /// The kind of move, as the metrics label it.
    pub fn kind(&self) -> &'static str {
        match self {
            Move::Join { .. } => "join",
            Move::Leave => "leave",
            Move::Pair { .. } => "pair",
            Move::Start => "start",
            Move::Game(Action::Clue { .. }) => "clue",
            Move::Game(Action::Submit { .. }) => "submit",
            Move::Game(Action::Vote { .. }) => "vote",
            Move::Game(Action::Resign) => "resign",
            Move::Clock => "clock",
            Move::Extend { .. } => "extend",
            Move::Offer { .. } => "offer",
            Move::Take { .. } => "take",
            Move::Watch { .. } => "watch",
            Move::AddBot => "add_bot",
            Move::RemoveBot { .. } => "remove_bot",
            Move::BotTakes { .. } => "bot_takes",
            Move::BotPace { .. } => "bot_pace",
        }
    }
}

/// The most hours the host may add at once (the longest time limit, 7 days).
pub const MAX_EXTEND_HOURS: i32 = 168;

/// The extra time the pages offer the host for a table's time limit per move, in hours: about
/// one more time limit, and a little less or more (a 1-hour table gets +1 h or +3 h, a 7-day
/// table +1 day or +3 days); none without a time limit. The server takes any 1 to
/// [`MAX_EXTEND_HOURS`], these among them.
pub fn extend_offers(limit_hours: Option<i32>) -> &'static [i32] {
    match limit_hours {
        None => &[],
        Some(..=1) => &[1, 3],
        Some(..=12) => &[6, 12],
        Some(..=24) => &[12, 24],
        Some(..=48) => &[24, 48],
        Some(_) => &[24, 72],
    }
}

/// What happened at a table besides the game's own events, for the history.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum TableEvent {
    Created,
    /// `name` is the player's display name then: seats move up when someone leaves. Once the
    /// player deletes their account, `name` is blanked and `former` set
    /// (`store::deletion::forget_names`).
    Joined {
        seat: Seat,
        name: String,
        #[serde(default, skip_serializing_if = "is_false")]
        former: bool,
    },
    Left {
        seat: Seat,
        name: String,
        #[serde(default, skip_serializing_if = "is_false")]
        former: bool,
    },
    /// The host gave the players awaited more time.
    Extended {
        hours: i32,
        deadline: DateTime<Utc>,
    },
    /// Someone asked to play again: the new table.
    Rematch {
        table: TableId,
    },
    /// A resigned player's seat was taken over: `previous` played the rounds before
    /// `from_round`, `name` plays from it on (display names then).
    TookOver {
        seat: Seat,
        previous: String,
        name: String,
        from_round: u32,
        /// `previous` deleted their account: "a former player".
        #[serde(default, skip_serializing_if = "is_false")]
        previous_former: bool,
        /// `name` deleted their account since.
        #[serde(default, skip_serializing_if = "is_false")]
        former: bool,
    },
}

fn is_false(value: &bool) -> bool {
    !value
}

/// Why a change of a table was refused. Nothing was written.
#[derive(Debug, thiserror::Error)]
pub enum PlayError {
    /// No such table, or not one this account may see (or a wrong invite code).
    #[error("There is nothing at this address.")]
    NotFound,
    /// Not this account's to do: not seated, not the host.
    #[error("{0}")]
    Forbidden(Sentence),
    /// Not possible now: the table has started, is full, is not finished, the rules say wait.
    #[error("{0}")]
    Conflict(Sentence),
    /// Against the rules, or a value out of range.
    #[error("{0}")]
    Invalid(Sentence),
    /// Too many at once (the chat): try again in `retry_after` seconds.
    #[error("{sentence}")]
    SlowDown {
        sentence: Sentence,
        retry_after: u64,
    },
    /// A quota of the account reached (`quotas`): no more tables for now.
    #[error(transparent)]
    Quota(crate::quotas::Reached),
    #[error(transparent)]
    Db(#[from] DbError),
}

impl From<diesel::result::Error> for PlayError {
    fn from(err: diesel::result::Error) -> PlayError {
        PlayError::Db(err.into())
    }
}

impl From<crate::quotas::QuotaError> for PlayError {
    fn from(err: crate::quotas::QuotaError) -> PlayError {
        match err {
            crate::quotas::QuotaError::Reached(reached) => PlayError::Quota(reached),
            crate::quotas::QuotaError::Db(e) => e.into(),
        }
    }
}

impl PlayError {
    /// The outcome of a refused move, as the metrics label it.
    pub fn outcome(&self) -> &'static str {
        match self {
            PlayError::NotFound => "not_found",
            PlayError::Forbidden(_) => "forbidden",
            PlayError::Conflict(_) => "conflict",
            PlayError::Invalid(_) => "invalid",
            PlayError::SlowDown { .. } => "slow_down",
            PlayError::Quota(_) => "quota",
            PlayError::Db(_) => "error",
        }
    }

    fn conflict(key: &'static str) -> PlayError {
        PlayError::Conflict(Sentence::new(key))
    }

    fn forbidden(key: &'static str) -> PlayError {
        PlayError::Forbidden(Sentence::new(key))
    }

    fn invalid(key: &'static str) -> PlayError {
        PlayError::Invalid(Sentence::new(key))
    }

    fn not_seated() -> PlayError {
        PlayError::forbidden("table_err_not_seated")
    }

    /// What the rules refused, with the players named as the table knows them (pages say
    /// "Rosa gave the first clue"; the API's sentence keeps the engine's seat numbers).
    fn rule(table: &Table, err: RuleError) -> PlayError {
        let mut sentence = rule_sentence(&err);
        for (name, value) in sentence.args.iter_mut() {
            if *name == "player" {
                let seat = value.trim_start_matches("seat ").parse::<usize>().ok();
                if let Some(info) = seat.and_then(|s| table.seats.get(s)) {
                    *value = info.display_name.clone();
                }
            }
        }
        match err.kind() {
            RuleErrorKind::Conflict => PlayError::Conflict(sentence),
            RuleErrorKind::Invalid => PlayError::Invalid(sentence),
        }
    }
}

/// Makes `account_id`'s move at table `table_id` and returns the table as it is afterwards.
/// Each move is counted by its kind and outcome (`metrics`).
pub async fn act(
    state: &AppState,
    table_id: TableId,
    account_id: AccountId,
    mv: Move,
) -> Result<Arc<Table>, PlayError> {
    let kind = mv.kind();
    let result = act_uncounted(state, table_id, account_id, mv).await;
    let outcome = match &result {
        Ok(_) => "done",
        Err(e) => e.outcome(),
    };
    crate::metrics::count_move(kind, outcome);
    result
}

async fn act_uncounted(
    state: &AppState,
    table_id: TableId,
    account_id: AccountId,
    mv: Move,
) -> Result<Arc<Table>, PlayError> {
    let mv = match mv {
        Move::Game(Action::Clue { clue, card, note }) => Move::Game(Action::Clue {
            clue: text::clean(&clue, Field::Clue).map_err(PlayError::Invalid)?,
            card,
            // The note reads as one line, like its clue.
            note: note
                .map(|note| text::clean(&note, Field::Clue))
                .transpose()
                .map_err(PlayError::Invalid)?,
        }),
        mv => mv,
    };
    let now = state.clock.now();
    let cache = state.tables.clone();
    let watch = state.watch.clone();
    // A move of the game is first tried on the table as this process keeps it (current, as
    // far as the watch knows), and written in a batch with other tables' moves; see
    // `act_on_kept`.
    let kept = match &mv {
        Move::Game(_) => state
            .watch
            .version(table_id)
            .and_then(|version| state.tables.get(table_id, version)),
        _ => None,
    };
    let written = match (kept, &mv) {
        (Some(kept), Move::Game(action)) => {
            act_on_kept(state, kept, account_id, action, now).await?
        }
        _ => None,
    };
    let done = match written {
        Some(done) => done,
        None => {
            let (cache, watch) = (cache.clone(), watch.clone());
            crate::db::run(&state.pool, move |conn| {
                let done = conn.transaction(|conn| {
                    act_locked(conn, &cache, table_id, Actor::Account(account_id), mv, now)
                })?;
                // Committed: kept and announced whatever becomes of the rest of this request.
                Ok::<_, PlayError>(committed(&cache, &watch, done))
            })
            .await?
        }
    };
    // The table may now await a player who is away: the clock acts for them at once. The move
    // stands if that fails; the next sweep acts for them then.
    let (table, version) = if away::awaits_someone_away(&done.0, now) {
        crate::db::run(&state.pool, move |conn| {
            match away::after_move(conn, &cache, &done.0, now) {
                Ok(Some(stood_in)) => Ok::<_, PlayError>(committed(&cache, &watch, stood_in)),
                Ok(None) => Ok(done),
                Err(e) => {
                    tracing::warn!(error = %e, table = %table_id, "the clock could not act for an away player after a move");
                    Ok(done)
                }
            }
        })
        .await?
    } else {
        done
    };
    debug_assert_eq!(table.row.version, version);
    moved(state, &table).await;
    Ok(table)
}

/// A step just committed: kept first (in the cache, and who may see it in the watch), then
/// announced, so that whatever the announcement wakes (pollers, the house bots, the live
/// tables' timers) finds the table kept at its new version instead of reading it from the
/// database.
fn committed(
    cache: &TableCache,
    watch: &crate::watch::Watch,
    (table, version): (Table, i64),
) -> (Arc<Table>, i64) {
    let table = Arc::new(table);
    keep(cache, watch, &table);
    watch.announce(table.row.id, version);
    (table, version)
}

/// [`keep`], in this process's cache and watch: a table read whole.
fn remember(state: &AppState, table: &Arc<Table>) {
    keep(&state.tables, &state.watch, table);
}

/// Keeps a table as it now is: in the cache, and its version and viewers in the watch (which
/// wakes whoever waits for it).
fn keep(cache: &TableCache, watch: &crate::watch::Watch, table: &Arc<Table>) {
    cache.put(table.clone());
    watch.publish_viewers(table.row.id, table.row.version, || access::viewers(table));
}

/// After a step, kept and announced when it was committed (`committed`): a step that ended
/// the game may have ended the last table that used a deck of a deleted account, and what is
/// left of such a deck goes (`store::deletion::delete_former_decks`).
async fn moved(state: &AppState, table: &Arc<Table>) {
    if table.row.status == TableStatus::Finished && !table.decks.is_empty() {
        let decks = table.decks.clone();
        let done = crate::db::query(&state.pool, move |conn| {
            crate::store::deletion::delete_former_decks(conn, Some(&decks))
        })
        .await;
        if let Err(e) = done {
            tracing::warn!(error = %e, table = %table.row.id, "deleting the rest of a former player's deck failed");
        }
    }
}

/// Lets the clock act on every table whose move deadline has passed, one transaction per
/// table. Each table is claimed with `FOR UPDATE SKIP LOCKED`, so several server processes
/// sweeping at once never act on the same table twice. Then records the reminders now due and
/// lets the clock act for away players wherever it was left to do (`away`). Returns how many
/// acts were made.
pub async fn sweep(state: &AppState) -> Result<usize, PlayError> {
    let now = state.clock.now();
    let mut acted = 0;
    // A bound, so that one sweep cannot run forever whatever the data.
    while acted < 10_000 && act_when_overdue(state, None, now).await? {
        acted += 1;
    }
    let reminded = crate::db::query(&state.pool, move |conn| {
        crate::store::away::record_reminders(conn, now)
    })
    .await?;
    if reminded > 0 {
        tracing::debug!(reminded, "reminders recorded");
    }
    Ok(acted + away::sweep(state).await?)
}

/// Lets the clock act on the deadline of `table_id` now, if it has passed and no one else (the
/// sweeper, another process) is acting on it: a live table's timer (`timers`). Whether it
/// acted.
pub async fn act_on_deadline(state: &AppState, table_id: TableId) -> Result<bool, PlayError> {
    act_when_overdue(state, Some(table_id), state.clock.now()).await
}

/// Claims a table whose deadline has passed by `now` (`only`: that table) with
/// `FOR UPDATE SKIP LOCKED`, and lets the clock act on it, in one transaction; whether there
/// was one.
async fn act_when_overdue(
    state: &AppState,
    only: Option<TableId>,
    now: DateTime<Utc>,
) -> Result<bool, PlayError> {
    let cache = state.tables.clone();
    let watch = state.watch.clone();
    let claimed = crate::db::run(&state.pool, move |conn| {
        let claimed = conn.transaction(|conn| {
            let Some(table_id) = store::claim_overdue(conn, now, only)? else {
                return Ok(None);
            };
            act_locked(conn, &cache, table_id, Actor::Clock, Move::Clock, now).map(Some)
        })?;
        Ok(claimed.map(|done| committed(&cache, &watch, done)))
    })
    .await
    .inspect_err(|e: &PlayError| crate::metrics::count_move(Move::Clock.kind(), e.outcome()))?;
    let Some((table, version)) = claimed else {
        return Ok(false);
    };
    debug_assert_eq!(table.row.version, version);
    moved(state, &table).await;
    crate::metrics::count_move(Move::Clock.kind(), "done");
    Ok(true)
}

/// A move of the game decided on `kept`, the table as this process keeps it, and written with
/// the moves of other tables in one call (`state::Steps`), which locks the table's row and
/// writes nothing unless its version is still `kept`'s. `None` when that could not be: the
/// version moved on, or the rules refused (perhaps only because `kept` is behind), or the
/// account does not play there; the caller then takes the locked path, which decides again
/// and says why.
async fn act_on_kept(
    state: &AppState,
    kept: Arc<Table>,
    account_id: AccountId,
    action: &Action,
    now: DateTime<Utc>,
) -> Result<Option<(Arc<Table>, i64)>, PlayError> {
    let (Some(seat), Some(before)) = (kept.seat_of(account_id), kept.game.as_ref()) else {
        return Ok(None);
    };
    let mut after = before.clone();
    let step = {
        let mut rng = rand::make_rng::<ChaCha20Rng>();
        let Ok(events) = game::apply(&mut after, seat, action.clone(), &mut rng) else {
            return Ok(None);
        };
        let step = new_step(&kept, Some(before), &after, Some(seat), &events, now);
        step::Prepared::new(kept.row.id, step, Some(kept.row.version))
    };
    // Kept and announced as soon as it is committed, by the writer, whatever becomes of this
    // request.
    let (cache, watch) = (state.tables.clone(), state.watch.clone());
    let table = Table::clone(&kept);
    let written = state.steps.write(step, move |row| {
        committed(&cache, &watch, kept_as_written(table, row, after))
    });
    let Some(done) = written.await? else {
        return Ok(None);
    };
    if cfg!(debug_assertions) {
        let table = done.0.clone();
        crate::db::run(&state.pool, move |conn| read_back(conn, &table, false)).await?;
    }
    Ok(Some(done))
}

/// The move of `account_id` (`None`: the clock) inside the transaction that locked the table.
/// Who changes a table: an account, or the clock acting on an overdue table's deadline.
#[derive(Clone, Copy, Debug)]
enum Actor {
    Account(AccountId),
    Clock,
}

fn act_locked(
    conn: &mut PgConnection,
    cache: &TableCache,
    table_id: TableId,
    actor: Actor,
    mv: Move,
    now: DateTime<Utc>,
) -> Result<(Table, i64), PlayError> {
    let table = load_locked(conn, cache, table_id)?;
    let account_id = match actor {
        Actor::Account(account_id) => account_id,
        // The clock has one move: what the overdue step calls for (`game::clock`).
        Actor::Clock => return change_game(conn, table, None, now, game::clock),
    };
    let seat = table.seat_of(account_id);
    match mv {
        Move::Join { code } => {
            if seat.is_some() {
                // Joining twice is harmless: the player is already there.
                let version = table.row.version;
                return Ok((table, version));
            }
            join(conn, &table, account_id, code)?;
        }
        Move::Leave => leave(
            conn,
            &table,
            account_id,
            seat.ok_or_else(PlayError::not_seated)?,
        )?,
        Move::Pair { pairs } => {
            seat.ok_or_else(PlayError::not_seated)?;
            teams::pair(conn, &table, account_id, &pairs)?;
        }
        Move::Start => return start(conn, table, account_id, seat, now),
        Move::Game(action) => {
            let seat = seat.ok_or_else(PlayError::not_seated)?;
            return change_game(conn, table, Some(seat), now, |game, rng| {
                game::apply(game, seat, action, rng)
            });
        }
        Move::Clock => return change_game(conn, table, None, now, game::clock),
        Move::Extend { hours } => {
            let seat = seat.ok_or_else(PlayError::not_seated)?;
            extend(conn, &table, account_id, seat, hours, now)?;
        }
        Move::Offer {
            seat: offered,
            code,
        } => substitutes::offer(conn, &table, account_id, offered, &code)?,
        Move::Watch { code } => {
            if seat.is_some() || table.watchers.contains(&account_id) {
                // Players see the table already, and watching twice changes nothing.
                let version = table.row.version;
                return Ok((table, version));
            }
            substitutes::watch(conn, &table, account_id, &code)?
        }
        Move::Take { seat: taken, code } => {
            return substitutes::take(conn, table, account_id, taken, &code, now)
        }
        Move::AddBot => bots::add(conn, &table, account_id)?,
        Move::RemoveBot { seat: removed } => bots::remove(conn, &table, account_id, removed)?,
        Move::BotTakes { seat: taken } => {
            return substitutes::bot_takes(conn, table, account_id, taken, now)
        }
        Move::BotPace { pace } => bots::pace(conn, &table, account_id, pace)?,
    }
    // Seats or the deadline changed: read the table back as it now is.
    let version = store::update_table(conn, table_id)?.version;
    let table = whole_table::load(conn, table_id, false)?.ok_or(PlayError::NotFound)?;
    Ok((table, version))
}

/// The table, its row locked until the transaction ends: every change of a table starts here.
/// Only the row is read when the cache holds the table at the row's version.
fn load_locked(
    conn: &mut PgConnection,
    cache: &TableCache,
    table_id: TableId,
) -> Result<Table, PlayError> {
    let row = store::load_row(conn, table_id, true)?.ok_or(PlayError::NotFound)?;
    Ok(match cache.get(table_id, row.version) {
        Some(cached) => Table {
            row,
            ..(*cached).clone()
        },
        None => whole_table::complete(conn, row)?,
    })
}

fn join(
    conn: &mut PgConnection,
    table: &Table,
    account_id: AccountId,
    code: Option<String>,
) -> Result<(), PlayError> {
    if !table.row.public && code.as_deref() != Some(table.row.code.as_str()) {
        return Err(PlayError::NotFound);
    }
    if table.row.status != TableStatus::Open {
        return Err(PlayError::conflict("table_err_started"));
    }
    if table.seats.len() >= *table.row.ruleset.players().end() {
        return Err(PlayError::conflict("table_err_full"));
    }
    // Someone the host or a player blocked is refused, in words that name nobody.
    let mut present: Vec<AccountId> = table.seats.iter().map(|s| s.account_id).collect();
    present.push(table.row.host_id);
    if crate::store::blocks::any_blocked(conn, &present, account_id)? {
        return Err(PlayError::forbidden("table_err_blocked"));
    }
    seat_at_end(conn, table, account_id)
}

/// Seats `account_id` in the next seat of an open table (in a Teams table, in the team a
/// newcomer joins), and writes it to the history.
fn seat_at_end(
    conn: &mut PgConnection,
    table: &Table,
    account_id: AccountId,
) -> Result<(), PlayError> {
    let seat = table.seats.len();
    let name = crate::store::accounts::by_id(conn, account_id)?
        .map(|a| a.display_name)
        .unwrap_or_default();
    let team = (table.row.ruleset == game::Ruleset::Teams).then(|| {
        let teams: Vec<Option<i32>> = table.seats.iter().map(|s| s.team).collect();
        teams::newcomer_team(&teams)
    });
    store::add_seat(conn, table.row.id, account_id, seat as i32, team)?;
    store::log_events(
        conn,
        table.row.id,
        Some(seat),
        &[TableEvent::Joined {
            seat,
            name,
            former: false,
        }],
    )?;
    Ok(())
}

/// Someone leaves an open table: the seats after theirs move up, and everyone keeps their team.
fn leave(
    conn: &mut PgConnection,
    table: &Table,
    account_id: AccountId,
    seat: Seat,
) -> Result<(), PlayError> {
    if table.row.status != TableStatus::Open {
        return Err(PlayError::conflict("table_err_leave_started"));
    }
    if account_id == table.row.host_id {
        return Err(PlayError::conflict("table_err_host_leaves"));
    }
    unseat(conn, table, seat)
}

/// Removes the player in `seat` from an open table (the seats after move up), and writes it
/// to the history.
fn unseat(conn: &mut PgConnection, table: &Table, seat: Seat) -> Result<(), PlayError> {
    store::remove_seat(conn, table.row.id, seat as i32)?;
    let name = table.seats[seat].display_name.clone();
    store::log_events(
        conn,
        table.row.id,
        Some(seat),
        &[TableEvent::Left {
            seat,
            name,
            former: false,
        }],
    )?;
    Ok(())
}

fn start(
    conn: &mut PgConnection,
    mut table: Table,
    account_id: AccountId,
    seat: Option<Seat>,
    now: DateTime<Utc>,
) -> Result<(Table, i64), PlayError> {
    seat.ok_or_else(PlayError::not_seated)?;
    if account_id != table.row.host_id {
        return Err(PlayError::forbidden("table_err_not_host"));
    }
    if table.row.status != TableStatus::Open {
        return Err(PlayError::conflict("table_err_started"));
    }
    teams::seat_partners(conn, &mut table)?;
    let deck = decks::card_ids(conn, &table.decks)?;
    let (game, events) = Game::new(
        table.row.ruleset,
        table.row.options,
        table.seats.len(),
        deck,
        &mut rand::make_rng::<ChaCha20Rng>(),
    )
    .map_err(|e| PlayError::Invalid(crate::i18n::setup_sentence(&e)))?;
    let host = Some(table.host_seat());
    record_step(conn, table, None, game, host, &events, now)
}

/// A move of the game by `seat`, or by the clock (`None`), through the rules.
fn change_game(
    conn: &mut PgConnection,
    table: Table,
    seat: Option<Seat>,
    now: DateTime<Utc>,
    rule: impl FnOnce(&mut Game, &mut ChaCha20Rng) -> Result<Vec<Event>, RuleError>,
) -> Result<(Table, i64), PlayError> {
    let before = table
        .game
        .clone()
        .ok_or_else(|| PlayError::conflict("table_err_not_started"))?;
    let mut after = before.clone();
    let events = rule(&mut after, &mut rand::make_rng::<ChaCha20Rng>())
        .map_err(|e| PlayError::rule(&table, e))?;
    record_step(conn, table, Some(&before), after, seat, &events, now)
}

/// Writes a step of the game under the lock: the rows that changed from `before` (`None`: the
/// start), the notices, the events, the stamps, the deadline and the version.
fn record_step(
    conn: &mut PgConnection,
    table: Table,
    before: Option<&Game>,
    after: Game,
    by: Option<Seat>,
    events: &[Event],
    now: DateTime<Utc>,
) -> Result<(Table, i64), PlayError> {
    let step = new_step(&table, before, &after, by, events, now);
    let row = step::write(conn, table.row.id, step, None)?.ok_or(PlayError::NotFound)?;
    finish(conn, table, row, after, true)
}

/// What a step of the game writes: the rows that changed from `before` (`None`: the start),
/// the notices, the events and the deadline.
fn new_step<'a>(
    table: &Table,
    before: Option<&Game>,
    after: &'a Game,
    by: Option<Seat>,
    events: &'a [Event],
    now: DateTime<Utc>,
) -> Step<'a, Event> {
    // The clock (`by` is None) always leaves a fresh deadline: it made the table wait for a
    // new step.
    let deadline = next_deadline(table, before.filter(|_| by.is_some()), after, now);
    Step {
        rows: crate::store::game_rows::game_writes(before, after, table.row.version + 1),
        notices: notices::due(table, before, after, now),
        by,
        events,
        game: after,
        deadline,
        starts: before.is_none(),
    }
}

fn extend(
    conn: &mut PgConnection,
    table: &Table,
    account_id: AccountId,
    seat: Seat,
    hours: i32,
    now: DateTime<Utc>,
) -> Result<(), PlayError> {
    if account_id != table.row.host_id {
        return Err(PlayError::forbidden("extend_err_not_host"));
    }
    if !(1..=MAX_EXTEND_HOURS).contains(&hours) {
        return Err(PlayError::invalid("extend_err_hours"));
    }
    let running = table
        .row
        .deadline
        .filter(|_| table.row.status == TableStatus::Playing);
    let Some(deadline) = running else {
        return Err(PlayError::conflict("extend_err_no_deadline"));
    };
    // From the deadline, or from now when the clock has not acted on it yet.
    let deadline = deadline.max(now) + Duration::hours(hours.into());
    store::set_deadline(conn, table.row.id, deadline)?;
    store::log_events(
        conn,
        table.row.id,
        Some(seat),
        &[TableEvent::Extended { hours, deadline }],
    )?;
    Ok(())
}

/// The table after a move of the game: its new row and game, the same seats and decks, without
/// reading it all back. In debug builds (all tests) it is read back anyway, and the game read
/// must be the very game the rules produced: the rows hold the whole state. `locked`: the
/// transaction still holds the row; otherwise the move has committed, another may have
/// followed it already, and the read back (one snapshot) is compared only when it is still at
/// this move's version.
fn finish(
    conn: &mut PgConnection,
    table: Table,
    row: TableRow,
    game: Game,
    locked: bool,
) -> Result<(Table, i64), PlayError> {
    let done = kept_as_written(table, row, game);
    if cfg!(debug_assertions) {
        read_back(conn, &done.0, locked)?;
    }
    Ok(done)
}

/// Reads `table` back from the database and checks that it holds the very game and seats
/// kept in memory, when it is still at the same version (see [`finish`]).
fn read_back(conn: &mut PgConnection, table: &Table, locked: bool) -> Result<(), PlayError> {
    let stored = if locked {
        whole_table::load(conn, table.row.id, false)?
    } else {
        whole_table::load_consistent(conn, table.row.id)?
    };
    let stored = stored.ok_or(PlayError::NotFound)?;
    if stored.row.version == table.row.version {
        assert_eq!(stored.game, table.game, "the stored game reads back");
        assert_eq!(
            stored.seats.len(),
            table.seats.len(),
            "a move keeps the seats"
        );
    }
    Ok(())
}

/// `table` as a step wrote it: its new row and game.
fn kept_as_written(mut table: Table, row: TableRow, game: Game) -> (Table, i64) {
    let version = row.version;
    table.row = row;
    table.game = Some(game);
    (table, version)
}

/// The deadline of the move now awaited: a new one whenever the table waits for a new step
/// (another phase, round or storyteller), else the one already running.
fn next_deadline(
    table: &Table,
    before: Option<&Game>,
    after: &Game,
    now: DateTime<Utc>,
) -> Option<DateTime<Utc>> {
    let limit = match (
        table.row.move_time_limit_minutes,
        table.row.move_time_limit_hours,
    ) {
        (Some(minutes), _) => Duration::minutes(minutes.into()),
        (None, Some(hours)) => Duration::hours(hours.into()),
        (None, None) => return None,
    };
    let step = |g: &Game| (g.phase, g.round, g.storyteller);
    match before {
        Some(before) if step(before) == step(after) => table.row.deadline,
        _ => Some(now + limit),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_extra_time_offered_fits_the_time_limit_and_the_server_takes_it() {
        assert!(
            extend_offers(None).is_empty(),
            "no time limit, no extra time"
        );
        for limit in TIME_LIMITS {
            let offers = extend_offers(Some(limit));
            assert_eq!(offers.len(), 2, "{limit} h");
            assert!(
                offers.iter().all(|h| (1..=MAX_EXTEND_HOURS).contains(h)),
                "{limit} h: {offers:?}"
            );
            // Never more than three time limits at once, nor less than a seventh of one.
            assert!(offers.iter().all(|&h| h <= 3 * limit && 7 * h >= limit));
        }
        assert_eq!(extend_offers(Some(1)), [1, 3]);
        assert_eq!(extend_offers(Some(168)), [24, 72]);
    }
}
