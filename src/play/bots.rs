//! House bots at a table: the host seats them at an open table ([`Move::AddBot`]) and removes
//! them again ([`Move::RemoveBot`]), puts one in a resigned seat of a started table
//! ([`Move::BotTakes`], in `substitutes`), and sets their pace ([`Move::BotPace`]). A bot is an account of the house (`accounts.bot`)
//! and plays through [`super::act`] like everyone; what it plays is decided by the `bots`
//! service from its own seat's view.
//!
//! [`Move::AddBot`]: super::Move::AddBot
//! [`Move::RemoveBot`]: super::Move::RemoveBot
//! [`Move::BotTakes`]: super::Move::BotTakes
//! [`Move::BotPace`]: super::Move::BotPace

use diesel::PgConnection;

use super::PlayError;
use crate::game::Seat;
use crate::ids::AccountId;
use crate::store::tables::{self as store, BotPace, Table, TableStatus};

/// The host sets the bots' pace, at any time before the game ends.
pub(super) fn pace(
    conn: &mut PgConnection,
    table: &Table,
    account_id: AccountId,
    pace: BotPace,
) -> Result<(), PlayError> {
    if account_id != table.row.host_id {
        return Err(PlayError::forbidden("bots_err_not_host"));
    }
    if table.row.status == TableStatus::Finished {
        return Err(PlayError::conflict("rule_game_over"));
    }
    store::set_bot_pace(conn, table.row.id, pace == BotPace::Human)?;
    Ok(())
}

/// Only the host seats or removes bots, and only before the start.
fn host_of_open(table: &Table, account_id: AccountId) -> Result<(), PlayError> {
    if account_id != table.row.host_id {
        return Err(PlayError::forbidden("bots_err_not_host"));
    }
    if table.row.status != TableStatus::Open {
        return Err(PlayError::conflict("table_err_started"));
    }
    Ok(())
}

/// The host seats a house bot at the end of an open table, up to the ruleset's most players.
pub(super) fn add(
    conn: &mut PgConnection,
    table: &Table,
    account_id: AccountId,
) -> Result<(), PlayError> {
    host_of_open(table, account_id)?;
    if table.seats.len() >= *table.row.ruleset.players().end() {
        return Err(PlayError::conflict("table_err_full"));
    }
    let bot = store::free_bot(conn, table.row.id)?
        .ok_or_else(|| PlayError::conflict("bots_err_none_free"))?;
    super::seat_at_end(conn, table, bot)
}

/// The host removes the bot in `seat` from an open table; the seats after it move up.
pub(super) fn remove(
    conn: &mut PgConnection,
    table: &Table,
    account_id: AccountId,
    seat: Seat,
) -> Result<(), PlayError> {
    host_of_open(table, account_id)?;
    if !table.seats.get(seat).is_some_and(|info| info.bot) {
        return Err(PlayError::conflict("bots_err_not_a_bot"));
    }
    super::unseat(conn, table, seat)
}
