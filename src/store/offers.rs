//! Seats offered to substitutes: the host of a started table offers a resigned player's seat
//! with an invite code of its own (`seat_offers`), and whoever takes it sits in that seat.
//! Also the spectators let in to watch a table that is not public (`table_watchers`).

use diesel::prelude::*;

use crate::db::schema::{seat_offers, seats, table_watchers};
use crate::ids::{AccountId, TableId};

/// Offers `seat` with `code`, in place of any earlier offer of it.
pub fn put(conn: &mut PgConnection, table_id: TableId, seat: i32, code: &str) -> QueryResult<()> {
    diesel::insert_into(seat_offers::table)
        .values((
            seat_offers::table_id.eq(table_id),
            seat_offers::seat.eq(seat),
            seat_offers::code.eq(code),
        ))
        .on_conflict((seat_offers::table_id, seat_offers::seat))
        .do_update()
        .set((
            seat_offers::code.eq(code),
            seat_offers::created_at.eq(diesel::dsl::now),
        ))
        .execute(conn)
        .map(|_| ())
}

/// The code `seat` is offered with, if it is.
pub fn code_of(
    conn: &mut PgConnection,
    table_id: TableId,
    seat: i32,
) -> QueryResult<Option<String>> {
    seat_offers::table
        .find((table_id, seat))
        .select(seat_offers::code)
        .first(conn)
        .optional()
}

/// The offer of `seat` is used up (or void).
pub fn remove(conn: &mut PgConnection, table_id: TableId, seat: i32) -> QueryResult<()> {
    diesel::delete(seat_offers::table.find((table_id, seat)))
        .execute(conn)
        .map(|_| ())
}

/// Someone else sits in `seat` from now on.
pub fn change_player(
    conn: &mut PgConnection,
    table_id: TableId,
    seat: i32,
    account_id: AccountId,
) -> QueryResult<()> {
    diesel::update(seats::table.find((table_id, seat)))
        .set(seats::account_id.eq(account_id))
        .execute(conn)
        .map(|_| ())
}

/// The spectators let in to watch a table, in the order they came.
pub fn watchers_of(conn: &mut PgConnection, table_id: TableId) -> QueryResult<Vec<AccountId>> {
    table_watchers::table
        .filter(table_watchers::table_id.eq(table_id))
        .order((table_watchers::created_at, table_watchers::account_id))
        .select(table_watchers::account_id)
        .load(conn)
}

/// Lets `account_id` watch the table (once is enough).
pub fn add_watcher(
    conn: &mut PgConnection,
    table_id: TableId,
    account_id: AccountId,
) -> QueryResult<()> {
    diesel::insert_into(table_watchers::table)
        .values((
            table_watchers::table_id.eq(table_id),
            table_watchers::account_id.eq(account_id),
        ))
        .on_conflict_do_nothing()
        .execute(conn)
        .map(|_| ())
}
