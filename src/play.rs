//! The one path every change of a table takes: HTML forms and the JSON API both call [`act`].
//!
//! In one transaction: lock the table row (`SELECT … FOR UPDATE`), load the game, let the rules
//! decide (`game::apply`, `Game::new`), write what changed and the events, move the table's
//! version on, commit; then wake whoever polls the table. A refused move writes nothing.

use chrono::{DateTime, Duration, Utc};
use diesel::prelude::*;
use diesel::sql_types::Text;
use rand::rngs::ChaCha20Rng;
use serde::Serialize;

use crate::game::{self, Action, Game, Phase, RuleError, RuleErrorKind, Seat, SetupError};
use crate::store::tables::{self as store, NewTable, Table, TableRow, FINISHED, OPEN, PLAYING};
use crate::store::{decks, messages, notices};
use crate::watch::CHANNEL;
use crate::web::error::AppError;
use crate::web::view::may_view;
use crate::web::AppState;

/// Everything a player can do to a table.
#[derive(Debug, Clone)]
pub enum Move {
    /// Take a seat at an open table; the code is needed for a table that is not public.
    Join { code: Option<String> },
    /// Leave an open table.
    Leave,
    /// The host starts the game.
    Start,
    /// A move of the game: clue, submit, vote, resign.
    Game(Action),
    /// The move deadline passed: the clock acts for whoever is awaited (RULES.md, Online).
    Clock,
    /// The host gives every player awaited now more time: the deadline moves on by `hours`.
    Extend { hours: i32 },
}

/// The most hours the host may add at once (the longest time limit, 7 days).
pub const MAX_EXTEND_HOURS: i32 = 168;

/// What happened at a table besides the game's own events, for the history.
#[derive(Debug, Clone, Serialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum TableEvent {
    Created,
    /// `name` is the player's display name then: seats move up when someone leaves.
    Joined {
        seat: Seat,
        name: String,
    },
    Left {
        seat: Seat,
        name: String,
    },
    /// The host gave the players awaited more time.
    Extended {
        hours: i32,
        deadline: DateTime<Utc>,
    },
    /// Someone asked to play again: the new table.
    Rematch {
        table: i64,
    },
}

/// Makes `account_id`'s move at table `table_id` and returns the table as it is afterwards.
pub async fn act(
    state: &AppState,
    table_id: i64,
    account_id: i64,
    mv: Move,
) -> Result<Table, AppError> {
    let now = state.clock.now();
    let (table, version) = crate::db::run(&state.pool, move |conn| {
        conn.transaction(|conn| act_locked(conn, table_id, Some(account_id), mv, now))
    })
    .await?;
    state.watch.publish(table_id, version);
    Ok(table)
}

/// Lets the clock act on every table whose move deadline has passed, one transaction per
/// table. Each table is claimed with `FOR UPDATE SKIP LOCKED`, so several server processes
/// sweeping at once never act on the same table twice. Returns how many acts were made.
pub async fn sweep(state: &AppState) -> Result<usize, AppError> {
    let now = state.clock.now();
    let mut acted = 0;
    // A bound, so that one sweep cannot run forever whatever the data.
    while acted < 10_000 {
        let claimed = crate::db::run(&state.pool, move |conn| {
            conn.transaction(|conn| {
                let Some(table_id) = store::claim_overdue(conn, now)? else {
                    return Ok(None);
                };
                act_locked(conn, table_id, None, Move::Clock, now).map(|(t, v)| Some((t.row.id, v)))
            })
        })
        .await?;
        let Some((table_id, version)) = claimed else {
            break;
        };
        state.watch.publish(table_id, version);
        acted += 1;
    }
    Ok(acted)
}

/// The move of `account_id` (`None`: the clock) inside the transaction that locked the table.
fn act_locked(
    conn: &mut PgConnection,
    table_id: i64,
    account_id: Option<i64>,
    mv: Move,
    now: DateTime<Utc>,
) -> Result<(Table, i64), AppError> {
    let table = store::load(conn, table_id, true)?.ok_or_else(AppError::not_found)?;
    let seat = account_id.and_then(|id| table.seat_of(id));
    let account_id = account_id.unwrap_or(0);
    let mut rng: ChaCha20Rng = rand::make_rng();
    match mv {
        Move::Join { code } => {
            if seat.is_some() {
                // Joining twice is harmless: the player is already there.
                return Ok((table.clone(), table.row.version));
            }
            if !table.row.public && code.as_deref() != Some(table.row.code.as_str()) {
                return Err(AppError::not_found());
            }
            if table.row.status != OPEN {
                return Err(AppError::translated(
                    actix_web::http::StatusCode::CONFLICT,
                    "table_err_started",
                ));
            }
            let max = *table.row.ruleset().players().end();
            if table.seats.len() >= max {
                return Err(AppError::translated(
                    actix_web::http::StatusCode::CONFLICT,
                    "table_err_full",
                ));
            }
            let new_seat = table.seats.len();
            let joined_name = crate::store::accounts::by_id(conn, account_id)?
                .map(|a| a.display_name)
                .unwrap_or_default();
            store::add_seat(conn, table_id, account_id, new_seat as i32)?;
            store::log_events(
                conn,
                table_id,
                Some(new_seat),
                &[TableEvent::Joined {
                    seat: new_seat,
                    name: joined_name,
                }],
            )?;
        }
        Move::Leave => {
            let seat = seat.ok_or_else(not_seated)?;
            if table.row.status != OPEN {
                return Err(AppError::translated(
                    actix_web::http::StatusCode::CONFLICT,
                    "table_err_leave_started",
                ));
            }
            if account_id == table.row.host_id {
                return Err(AppError::translated(
                    actix_web::http::StatusCode::CONFLICT,
                    "table_err_host_leaves",
                ));
            }
            store::remove_seat(conn, table_id, seat as i32)?;
            let name = table.seats[seat].display_name.clone();
            store::log_events(
                conn,
                table_id,
                Some(seat),
                &[TableEvent::Left { seat, name }],
            )?;
        }
        Move::Start => {
            seat.ok_or_else(not_seated)?;
            if account_id != table.row.host_id {
                return Err(AppError::translated(
                    actix_web::http::StatusCode::FORBIDDEN,
                    "table_err_not_host",
                ));
            }
            if table.row.status != OPEN {
                return Err(AppError::translated(
                    actix_web::http::StatusCode::CONFLICT,
                    "table_err_started",
                ));
            }
            let deck = decks::card_ids(conn, &table.decks)?;
            let (game, events) = Game::new(
                table.row.ruleset(),
                table.row.options(),
                table.seats.len(),
                deck,
                &mut rng,
            )
            .map_err(setup_error)?;
            store::save_game(conn, table_id, None, &game)?;
            notices::record(conn, &table, None, &game)?;
            store::stamp(conn, table_id, true, false)?;
            store::log_events(conn, table_id, Some(table.host_seat()), &events)?;
            let deadline = next_deadline(&table, None, &game, now);
            let row = store::update_table(conn, table_id, Some(&game), deadline)?;
            return finish(conn, table, row, game);
        }
        Move::Game(action) => {
            let seat = seat.ok_or_else(not_seated)?;
            let before = table.game.clone().ok_or_else(|| {
                AppError::translated(
                    actix_web::http::StatusCode::CONFLICT,
                    "table_err_not_started",
                )
            })?;
            let mut after = before.clone();
            let events = game::apply(&mut after, seat, action, &mut rng)
                .map_err(|e| rule_error_at(&table, e))?;
            store::save_game(conn, table_id, Some(&before), &after)?;
            notices::record(conn, &table, Some(&before), &after)?;
            store::log_events(conn, table_id, Some(seat), &events)?;
            if after.phase == Phase::Finished {
                store::stamp(conn, table_id, false, true)?;
            }
            let deadline = next_deadline(&table, Some(&before), &after, now);
            let row = store::update_table(conn, table_id, Some(&after), deadline)?;
            return finish(conn, table, row, after);
        }
        Move::Clock => {
            let before = table.game.clone().ok_or_else(|| {
                AppError::translated(
                    actix_web::http::StatusCode::CONFLICT,
                    "table_err_not_started",
                )
            })?;
            let mut after = before.clone();
            let events = game::clock(&mut after, &mut rng).map_err(rule_error)?;
            store::save_game(conn, table_id, Some(&before), &after)?;
            notices::record(conn, &table, Some(&before), &after)?;
            store::log_events(conn, table_id, None, &events)?;
            if after.phase == Phase::Finished {
                store::stamp(conn, table_id, false, true)?;
            }
            // Always a fresh deadline: the clock has made the table wait for a new step.
            let deadline = next_deadline(&table, None, &after, now);
            let row = store::update_table(conn, table_id, Some(&after), deadline)?;
            return finish(conn, table, row, after);
        }
        Move::Extend { hours } => {
            let seat = seat.ok_or_else(not_seated)?;
            if account_id != table.row.host_id {
                return Err(AppError::translated(
                    actix_web::http::StatusCode::FORBIDDEN,
                    "extend_err_not_host",
                ));
            }
            if !(1..=MAX_EXTEND_HOURS).contains(&hours) {
                return Err(AppError::translated(
                    actix_web::http::StatusCode::UNPROCESSABLE_ENTITY,
                    "extend_err_hours",
                ));
            }
            let running = table.row.deadline.filter(|_| table.row.status == PLAYING);
            let Some(deadline) = running else {
                return Err(AppError::translated(
                    actix_web::http::StatusCode::CONFLICT,
                    "extend_err_no_deadline",
                ));
            };
            // From the deadline, or from now when the clock has not acted on it yet.
            let deadline = deadline.max(now) + Duration::hours(hours.into());
            store::set_deadline(conn, table_id, deadline)?;
            store::log_events(
                conn,
                table_id,
                Some(seat),
                &[TableEvent::Extended { hours, deadline }],
            )?;
        }
    }
    // Seats or the deadline changed: read the table back as it now is.
    let version = store::update_table(conn, table_id, None, None)?.version;
    announce(conn, table_id, version)?;
    let table = store::load(conn, table_id, false)?.ok_or_else(AppError::not_found)?;
    Ok((table, version))
}

/// Longest chat message, in characters after trimming.
pub const MESSAGE_MAX: usize = 500;
/// The chat's rate limit: at most this many messages per account and table…
pub const MESSAGE_BURST: usize = 5;
/// …within this many seconds.
pub const MESSAGE_WINDOW_SECS: i64 = 30;

/// Writes `body` to the table's chat as `account_id` (a player, or anyone signed in at a
/// public table). Like a move: under the table's row lock, and the table's version moves on so
/// that everyone looking at it sees the message.
pub async fn say(
    state: &AppState,
    table_id: i64,
    account_id: i64,
    body: &str,
) -> Result<(), AppError> {
    let body = body.trim().to_string();
    let length = body.chars().count();
    if length == 0 {
        return Err(AppError::translated(
            actix_web::http::StatusCode::UNPROCESSABLE_ENTITY,
            "chat_err_empty",
        ));
    }
    if length > MESSAGE_MAX {
        return Err(AppError::translated(
            actix_web::http::StatusCode::UNPROCESSABLE_ENTITY,
            "chat_err_too_long",
        ));
    }
    let now = state.clock.now();
    let version = crate::db::run(&state.pool, move |conn| {
        conn.transaction(|conn| {
            let table = store::load(conn, table_id, true)?.ok_or_else(AppError::not_found)?;
            if !may_view(&table, account_id) {
                return Err(AppError::not_found());
            }
            // Under the row lock, so that messages sent at once are counted one after another.
            let window = Duration::seconds(MESSAGE_WINDOW_SECS);
            let recent = messages::recent_times(conn, table_id, account_id, now, window)?;
            if recent.len() >= MESSAGE_BURST {
                let free_at = recent[recent.len() - MESSAGE_BURST] + window;
                let wait = (free_at - now).num_milliseconds().max(0) as u64;
                let secs = wait.div_ceil(1000).max(1);
                return Err(AppError::too_many_requests(secs)
                    .with_key("chat_err_slow_down", vec![("seconds", secs.to_string())]));
            }
            messages::insert(conn, table_id, account_id, &body, now)?;
            let version = store::update_table(conn, table_id, None, None)?.version;
            announce(conn, table_id, version)?;
            Ok(version)
        })
    })
    .await?;
    state.watch.publish(table_id, version);
    Ok(())
}

/// "Play again": the table that follows a finished one, with the same players in the same
/// seats and the same ruleset, options, decks, time limit and visibility, open, with whoever
/// asked as its host. Made once: the old table's row lock makes every later (or simultaneous)
/// request find the same new table.
pub async fn rematch(state: &AppState, table_id: i64, account_id: i64) -> Result<Table, AppError> {
    let (new_table, old_version) = crate::db::run(&state.pool, move |conn| {
        conn.transaction(|conn| {
            let table = store::load(conn, table_id, true)?.ok_or_else(AppError::not_found)?;
            if !may_view(&table, account_id) {
                return Err(AppError::not_found());
            }
            let seat = table.seat_of(account_id).ok_or_else(not_seated)?;
            if let Some(id) = table.row.rematch_id {
                let next = store::load(conn, id, false)?.ok_or_else(AppError::not_found)?;
                return Ok((next, None));
            }
            if table.row.status != FINISHED {
                return Err(AppError::translated(
                    actix_web::http::StatusCode::CONFLICT,
                    "rematch_err_not_finished",
                ));
            }
            let new = NewTable {
                ruleset: table.row.ruleset(),
                options: table.row.options(),
                move_time_limit_hours: table.row.move_time_limit_hours,
                public: table.row.public,
                decks: table.decks.clone(),
            };
            let players: Vec<i64> = table.seats.iter().map(|s| s.account_id).collect();
            let row = store::create_seated(conn, account_id, &new, &players)?;
            store::log_events(conn, row.id, Some(seat), &[TableEvent::Created])?;
            store::set_rematch(conn, table_id, row.id)?;
            store::log_events(
                conn,
                table_id,
                Some(seat),
                &[TableEvent::Rematch { table: row.id }],
            )?;
            let version = store::update_table(conn, table_id, None, None)?.version;
            announce(conn, table_id, version)?;
            let next = store::load(conn, row.id, false)?.ok_or_else(AppError::not_found)?;
            Ok((next, Some(version)))
        })
    })
    .await?;
    if let Some(version) = old_version {
        state.watch.publish(table_id, version);
    }
    state.watch.publish(new_table.row.id, new_table.row.version);
    Ok(new_table)
}

/// The table after a move of the game: its new row and game, the same seats and decks, without
/// reading it all back. In debug builds (all tests) it is read back anyway, and the game read
/// must be the very game the rules produced: the rows hold the whole state.
fn finish(
    conn: &mut PgConnection,
    mut table: Table,
    row: TableRow,
    game: Game,
) -> Result<(Table, i64), AppError> {
    if cfg!(debug_assertions) {
        let stored = store::load(conn, row.id, false)?.ok_or_else(AppError::not_found)?;
        assert_eq!(
            stored.game.as_ref(),
            Some(&game),
            "the stored game reads back"
        );
        assert_eq!(
            stored.seats.len(),
            table.seats.len(),
            "a move keeps the seats"
        );
    }
    let version = row.version;
    announce(conn, row.id, version)?;
    table.row = row;
    table.game = Some(game);
    Ok((table, version))
}

/// Announces a table's new version to every server process; delivered at commit.
fn announce(conn: &mut PgConnection, table_id: i64, version: i64) -> Result<(), AppError> {
    diesel::sql_query("SELECT pg_notify($1, $2)")
        .bind::<Text, _>(CHANNEL)
        .bind::<Text, _>(format!("{table_id}:{version}"))
        .execute(conn)?;
    Ok(())
}

/// The deadline of the move now awaited: a new one whenever the table waits for a new step
/// (another phase, round or storyteller), else the one already running.
fn next_deadline(
    table: &Table,
    before: Option<&Game>,
    after: &Game,
    now: DateTime<Utc>,
) -> Option<DateTime<Utc>> {
    let hours = table.row.move_time_limit_hours?;
    let step = |g: &Game| (g.phase, g.round, g.storyteller);
    match before {
        Some(before) if step(before) == step(after) => table.row.deadline,
        _ => Some(now + Duration::hours(hours.into())),
    }
}

fn not_seated() -> AppError {
    AppError::translated(
        actix_web::http::StatusCode::FORBIDDEN,
        "table_err_not_seated",
    )
}

/// A refused move: 409 when it is not possible now, 422 when it is against the rules, with
/// the engine's sentence (translated on pages).
pub fn rule_error(err: RuleError) -> AppError {
    use actix_web::http::StatusCode;
    let status = match err.kind() {
        RuleErrorKind::Conflict => StatusCode::CONFLICT,
        RuleErrorKind::Invalid => StatusCode::UNPROCESSABLE_ENTITY,
    };
    let (key, args) = rule_error_key(&err);
    AppError::new(status, err.to_string()).with_key(key, args)
}

/// The same, with the players named as the table knows them (pages say "Rosa gave the first
/// clue"; the API's sentence keeps the engine's seat numbers).
fn rule_error_at(table: &Table, err: RuleError) -> AppError {
    let mut error = rule_error(err);
    for (name, value) in error.args.iter_mut() {
        if *name == "player" {
            let seat = value.trim_start_matches("seat ").parse::<usize>().ok();
            if let Some(info) = seat.and_then(|s| table.seats.get(s)) {
                *value = info.display_name.clone();
            }
        }
    }
    error
}

fn rule_error_key(err: &RuleError) -> (&'static str, Vec<(&'static str, String)>) {
    use RuleError::*;
    match err {
        GameOver => ("rule_game_over", vec![]),
        YouResigned => ("rule_you_resigned", vec![]),
        SomeoneWasFaster { storyteller } => (
            "rule_someone_was_faster",
            vec![("player", format!("seat {storyteller}"))],
        ),
        NotStoryteller { storyteller } => (
            "rule_not_storyteller",
            vec![("player", format!("seat {storyteller}"))],
        ),
        ClueAlreadyGiven => ("rule_clue_already_given", vec![]),
        WaitForClue => ("rule_wait_for_clue", vec![]),
        NotClueTime => ("rule_not_clue_time", vec![]),
        NotSubmitTime => ("rule_not_submit_time", vec![]),
        NotVoteTime => ("rule_not_vote_time", vec![]),
        StorytellerAlreadyPlayed => ("rule_storyteller_already_played", vec![]),
        AlreadySubmitted => ("rule_already_submitted", vec![]),
        PartnerAlreadyPlayed => ("rule_partner_already_played", vec![]),
        StorytellerDoesNotVote => ("rule_storyteller_does_not_vote", vec![]),
        PlayedSoNoVote => ("rule_played_so_no_vote", vec![]),
        AlreadyVoted => ("rule_already_voted", vec![]),
        AlreadyResigned => ("rule_already_resigned", vec![]),
        NoSuchSeat(seat) => ("rule_no_such_seat", vec![("seat", seat.to_string())]),
        ClueEmpty => ("rule_clue_empty", vec![]),
        ClueTooLong(n) => ("rule_clue_too_long", vec![("count", n.to_string())]),
        ClueCardMissing => ("rule_clue_card_missing", vec![]),
        ClueCardInParty => ("rule_clue_card_in_party", vec![]),
        NotInHand(card) => ("rule_not_in_hand", vec![("card", card.0.to_string())]),
        WrongCardCount { expected, got } => (
            if *expected == 1 {
                "rule_wrong_card_count_one"
            } else {
                "rule_wrong_card_count"
            },
            vec![("expected", expected.to_string()), ("got", got.to_string())],
        ),
        DuplicateCard(card) => ("rule_duplicate_card", vec![("card", card.0.to_string())]),
        NoVote => ("rule_no_vote", vec![]),
        TooManyVotes => ("rule_too_many_votes", vec![]),
        SecondVoteNotInRuleset => ("rule_second_vote_not_in_ruleset", vec![]),
        SecondVoteNeedsSeven(n) => (
            "rule_second_vote_needs_seven",
            vec![("count", n.to_string())],
        ),
        SameCardTwice => ("rule_same_card_twice", vec![]),
        BadPosition { position, size } => (
            "rule_bad_position",
            vec![
                ("position", position.to_string()),
                ("size", size.to_string()),
            ],
        ),
        OwnCard(p) => ("rule_own_card", vec![("position", p.to_string())]),
        TeamCard(p) => ("rule_team_card", vec![("position", p.to_string())]),
        RedMissing => ("rule_red_missing", vec![]),
        RedNotYours => ("rule_red_not_yours", vec![]),
    }
}

/// A table that cannot start: 422 with the sentence that says what is wrong.
pub fn setup_error(err: SetupError) -> AppError {
    use actix_web::http::StatusCode;
    use SetupError::*;
    let (key, args): (&'static str, Vec<(&'static str, String)>) = match &err {
        UnknownRuleset(name) => ("setup_unknown_ruleset", vec![("name", name.clone())]),
        TeamPlayerCount { players } => (
            "setup_team_player_count",
            vec![("players", players.to_string())],
        ),
        PlayerCount {
            ruleset,
            min,
            max,
            players,
        } => (
            "setup_player_count",
            vec![
                ("ruleset", ruleset.to_string()),
                ("min", min.to_string()),
                ("max", max.to_string()),
                ("players", players.to_string()),
            ],
        ),
        DeckTooSmall {
            ruleset,
            players,
            cards,
            needed,
        } => (
            "setup_deck_too_small",
            vec![
                ("ruleset", ruleset.to_string()),
                ("players", players.to_string()),
                ("cards", cards.to_string()),
                ("needed", needed.to_string()),
                ("missing", (needed - cards).to_string()),
            ],
        ),
        DuplicateCard(card) => ("setup_duplicate_card", vec![("card", card.0.to_string())]),
        TargetScore(n) => ("setup_target_score", vec![("value", n.to_string())]),
        TargetScoreUnused(ruleset) => (
            "setup_target_score_unused",
            vec![("ruleset", ruleset.to_string())],
        ),
        RoundsPerPlayer(n) => ("setup_rounds_per_player", vec![("value", n.to_string())]),
        RoundsPerPlayerUnused(ruleset) => (
            "setup_rounds_per_player_unused",
            vec![("ruleset", ruleset.to_string())],
        ),
        OneFinderUnused(ruleset) => (
            "setup_one_finder_unused",
            vec![("ruleset", ruleset.to_string())],
        ),
    };
    AppError::new(StatusCode::UNPROCESSABLE_ENTITY, err.to_string()).with_key(key, args)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{CardId, Ruleset};
    use crate::web::i18n::Lang;

    /// The catalogue's English sentences say exactly what the engine says.
    #[test]
    fn refusals_read_the_same_in_english_as_the_engine_says_them() {
        use RuleError::*;
        let all = [
            GameOver,
            YouResigned,
            SomeoneWasFaster { storyteller: 2 },
            NotStoryteller { storyteller: 1 },
            ClueAlreadyGiven,
            WaitForClue,
            NotClueTime,
            NotSubmitTime,
            NotVoteTime,
            StorytellerAlreadyPlayed,
            AlreadySubmitted,
            PartnerAlreadyPlayed,
            StorytellerDoesNotVote,
            PlayedSoNoVote,
            AlreadyVoted,
            AlreadyResigned,
            NoSuchSeat(9),
            ClueEmpty,
            ClueTooLong(201),
            ClueCardMissing,
            ClueCardInParty,
            NotInHand(CardId(17)),
            WrongCardCount {
                expected: 1,
                got: 2,
            },
            WrongCardCount {
                expected: 2,
                got: 1,
            },
            DuplicateCard(CardId(3)),
            NoVote,
            TooManyVotes,
            SecondVoteNotInRuleset,
            SecondVoteNeedsSeven(5),
            SameCardTwice,
            BadPosition {
                position: 9,
                size: 6,
            },
            OwnCard(4),
            TeamCard(2),
            RedMissing,
            RedNotYours,
        ];
        for err in all {
            let sentence = err.to_string();
            let app = rule_error(err);
            assert_eq!(app.message(Lang::En), sentence);
            assert_ne!(app.message(Lang::Es), sentence);
        }
        let setup = [
            SetupError::UnknownRuleset("chess".into()),
            SetupError::TeamPlayerCount { players: 7 },
            SetupError::PlayerCount {
                ruleset: Ruleset::Classic,
                min: 3,
                max: 6,
                players: 2,
            },
            SetupError::DeckTooSmall {
                ruleset: Ruleset::Odyssey,
                players: 12,
                cards: 50,
                needed: 84,
            },
            SetupError::DuplicateCard(CardId(5)),
            SetupError::TargetScore(5),
            SetupError::TargetScoreUnused(Ruleset::Party),
            SetupError::RoundsPerPlayer(9),
            SetupError::RoundsPerPlayerUnused(Ruleset::Classic),
            SetupError::OneFinderUnused(Ruleset::Teams),
        ];
        for err in setup {
            let sentence = err.to_string();
            assert_eq!(setup_error(err).message(Lang::En), sentence);
        }
    }
}
