//! Substitutes: the host of a started table offers a resigned player's seat to someone else
//! (an invite code for that seat), and whoever takes it plays on with the seat's score and
//! hand. Both are changes of the table made under its lock ([`Move::Offer`](super::Move::Offer),
//! [`Move::Take`](super::Move::Take)), so the version moves on and every cache and poller sees
//! them. The rules only learn that the seat plays again ([`game::take_over`]); who sits there
//! is the server's, and the history records who played which rounds
//! ([`TableEvent::TookOver`](super::TableEvent::TookOver)). Spectators are invited the way
//! players are: with the table's invite code, which lets them watch once the game has started
//! ([`Move::Watch`](super::Move::Watch)).

use std::sync::Arc;

use chrono::{DateTime, Utc};
use diesel::prelude::*;

use super::access::{with_key, Key};
use super::{record_step, Move, PlayError, TableEvent};
use crate::game::{self, Seat, TakeOverError};
use crate::i18n::{Lang, Sentence};
use crate::ids::{AccountId, TableId};
use crate::state::AppState;
use crate::store::offers;
use crate::store::tables::{self as store, Table, TableStatus};
use crate::store::whole_table;

/// A seat taken over, as the history tells it.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, utoipa::ToSchema)]
pub struct Substitution {
    pub seat: Seat,
    /// Who played the seat before (their display name then; "a former player" when they had
    /// deleted their account by then).
    pub previous: String,
    /// Who took it over (their display name then; "a former player" once they deleted their
    /// account).
    pub name: String,
    /// The first round the new player played; the previous one played the rounds before.
    pub from_round: u32,
}

/// Reads the substitutions of a table from its logged events, in order.
pub fn substitutions(events: &[store::LoggedEvent]) -> Vec<Substitution> {
    events
        .iter()
        .filter_map(|event| match serde_json::from_value(event.data.clone()) {
            Ok(TableEvent::TookOver {
                seat,
                previous,
                name,
                from_round,
                previous_former,
                former,
            }) => Some(Substitution {
                seat,
                previous: Lang::En.player_name(&previous, previous_former),
                name: Lang::En.player_name(&name, former),
                from_round,
            }),
            _ => None,
        })
        .collect()
}

/// The host offers the resigned `seat` of a table being played: the table, and the seat's new
/// invite code (any earlier code of that seat stops working).
pub async fn offer_seat(
    state: &AppState,
    table_id: TableId,
    account_id: AccountId,
    seat: Seat,
) -> Result<(Arc<Table>, String), PlayError> {
    let code = crate::secrets::new_secret(crate::secrets::Shape::Key);
    let mv = Move::Offer {
        seat,
        code: code.clone(),
    };
    let table = super::act(state, table_id, account_id, mv).await?;
    Ok((table, code))
}

/// The table whose `seat` is offered with `code`, as the invitation shows it (to anyone who
/// holds the link: the code is the key). `NotFound` for a wrong code or a seat not offered.
pub async fn offered(
    state: &AppState,
    table_id: TableId,
    seat: Seat,
    key: Key,
) -> Result<Table, PlayError> {
    let (now, config) = (state.clock.now(), state.config.clone());
    crate::db::run(&state.pool, move |conn| {
        with_key(conn, &config, &key.address, now, |conn| {
            let stored = offers::code_of(conn, table_id, i32::try_from(seat).unwrap_or(-1))?;
            if stored.as_deref() != Some(key.code.as_str()) {
                return Ok((None, false));
            }
            Ok((whole_table::load(conn, table_id, false)?, true))
        })?
        .ok_or(PlayError::NotFound)
    })
    .await
}

fn refused(err: TakeOverError) -> PlayError {
    match err {
        TakeOverError::GameOver => PlayError::conflict("subs_err_over"),
        TakeOverError::NoSuchSeat(seat) => PlayError::Invalid(Sentence::with(
            "subs_err_no_seat",
            vec![("seat", seat.to_string())],
        )),
        TakeOverError::NotResigned(_) => PlayError::conflict("subs_err_not_resigned"),
    }
}

/// The seat `seat` of a table being played, checked to be one that may be taken over.
fn resigned_seat(table: &Table, seat: Seat) -> Result<(), PlayError> {
    if table.row.status != TableStatus::Playing {
        return Err(PlayError::conflict("subs_err_not_playing"));
    }
    let game = table
        .game
        .as_ref()
        .ok_or_else(|| PlayError::conflict("subs_err_not_playing"))?;
    // The rules decide, on a copy: a refusal names what is wrong.
    game::take_over(&mut game.clone(), seat).map_err(refused)
}

/// The host offers the resigned `seat` with `code` (`Move::Offer`).
pub(super) fn offer(
    conn: &mut PgConnection,
    table: &Table,
    account_id: AccountId,
    seat: Seat,
    code: &str,
) -> Result<(), PlayError> {
    if account_id != table.row.host_id {
        return Err(PlayError::forbidden("subs_err_not_host"));
    }
    resigned_seat(table, seat)?;
    offers::put(conn, table.row.id, seat as i32, code)?;
    Ok(())
}

/// `account_id`, who does not sit at the table, takes the offered `seat` with its `code`
/// (`Move::Take`): the seat becomes theirs and plays on, under the same lock.
pub(super) fn take(
    conn: &mut PgConnection,
    table: Table,
    account_id: AccountId,
    seat: Seat,
    code: &str,
    now: DateTime<Utc>,
) -> Result<(Table, i64), PlayError> {
    if table.seat_of(account_id).is_some() {
        return Err(PlayError::conflict("subs_err_seated"));
    }
    resigned_seat(&table, seat)?;
    let offered = offers::code_of(conn, table.row.id, seat as i32)?;
    if offered.as_deref() != Some(code) {
        return Err(PlayError::forbidden("subs_err_bad_code"));
    }
    take_over(conn, table, account_id, seat, now)
}

/// The host of a started table puts a house bot in the resigned `seat` (`Move::BotTakes`): it
/// plays on with the seat's score and hand, as a substitute who took an offered seat would.
pub(super) fn bot_takes(
    conn: &mut PgConnection,
    table: Table,
    account_id: AccountId,
    seat: Seat,
    now: DateTime<Utc>,
) -> Result<(Table, i64), PlayError> {
    if account_id != table.row.host_id {
        return Err(PlayError::forbidden("subs_err_not_host"));
    }
    resigned_seat(&table, seat)?;
    let bot = store::free_bot(conn, table.row.id)?
        .ok_or_else(|| PlayError::conflict("bots_err_none_free"))?;
    take_over(conn, table, bot, seat, now)
}

/// `account_id` plays the resigned `seat` from now on, checked to be one that may be taken.
fn take_over(
    conn: &mut PgConnection,
    mut table: Table,
    account_id: AccountId,
    seat: Seat,
    now: DateTime<Utc>,
) -> Result<(Table, i64), PlayError> {
    let before = table
        .game
        .clone()
        .ok_or_else(|| PlayError::conflict("subs_err_not_playing"))?;
    let mut after = before.clone();
    game::take_over(&mut after, seat).map_err(refused)?;

    let newcomer = crate::store::accounts::by_id(conn, account_id)?.ok_or(PlayError::NotFound)?;
    let info = table
        .seats
        .iter_mut()
        .find(|s| s.seat as usize == seat)
        .ok_or(PlayError::NotFound)?;
    let previous = std::mem::replace(&mut info.display_name, newcomer.display_name.clone());
    let previous_account = std::mem::replace(&mut info.account_id, account_id);
    let previous_former = std::mem::replace(&mut info.former, false);
    info.username = newcomer.username.clone();
    offers::change_player(conn, table.row.id, seat as i32, account_id)?;
    offers::remove(conn, table.row.id, seat as i32)?;
    // The player who resigned keeps the table's history and scores in sight, as a spectator:
    // without the seat's hand from now on.
    offers::add_watcher(conn, table.row.id, previous_account)?;
    // The round under way (not over: the rules said so) is the first the newcomer plays.
    let from_round = before.round;
    store::log_events(
        conn,
        table.row.id,
        Some(seat),
        &[TableEvent::TookOver {
            seat,
            previous,
            name: newcomer.display_name,
            from_round,
            previous_former,
            former: false,
        }],
    )?;
    // The seat's new player is awaited like anyone (a notice of their move, if it is theirs
    // to make now); the game's rows change by the seat's `resigned` alone.
    let table_id = table.row.id;
    let (_, version) = record_step(conn, table, Some(&before), after, Some(seat), &[], now)?;
    // Read back with the seat's new player as the store names them.
    let table = whole_table::load(conn, table_id, false)?.ok_or(PlayError::NotFound)?;
    Ok((table, version))
}

/// `account_id` watches a started table with its invite code (`Move::Watch`): from now on
/// they see it as any spectator does, even when it is not public.
pub(super) fn watch(
    conn: &mut PgConnection,
    table: &Table,
    account_id: AccountId,
    code: &str,
) -> Result<(), PlayError> {
    if code != table.row.code {
        return Err(PlayError::NotFound);
    }
    if table.row.status == TableStatus::Open {
        return Err(PlayError::conflict("watch_err_open"));
    }
    offers::add_watcher(conn, table.row.id, account_id)?;
    Ok(())
}
