//! A table read whole: its row, seats, decks, watchers and, once started, its game. Every
//! view and every move starts from one (`store::tables` reads the row and the seats,
//! `store::game_rows` the game).

use diesel::prelude::*;

use crate::db::schema::table_decks;
use crate::ids::TableId;

use super::game_rows;
use super::offers;
use super::tables::{load_row, seats_of, Table, TableRow, TableStatus};

/// Loads a table as it is at one moment, with its seats and game: its statements see one
/// snapshot (a read-only repeatable-read transaction), even while a move commits meanwhile.
pub fn load_consistent(conn: &mut PgConnection, id: TableId) -> QueryResult<Option<Table>> {
    conn.build_transaction()
        .read_only()
        .repeatable_read()
        .run(|conn| load(conn, id, false))
}

/// Loads a table with its seats and game. With `lock`, the table row stays locked
/// (`FOR UPDATE`) until the transaction ends: every change of a table goes through this.
pub fn load(conn: &mut PgConnection, id: TableId, lock: bool) -> QueryResult<Option<Table>> {
    match load_row(conn, id, lock)? {
        Some(row) => complete(conn, row).map(Some),
        None => Ok(None),
    }
}

/// The rest of a table: its seats, decks and game, as they are with `row`.
pub fn complete(conn: &mut PgConnection, row: TableRow) -> QueryResult<Table> {
    let id = row.id;
    let (seat_list, game) = if row.status == TableStatus::Open {
        (seats_of(conn, id)?, None)
    } else {
        let (seats, states) = game_rows::seats_in_game(conn, id)?;
        (seats, Some(game_rows::load_game(conn, &row, states)?))
    };
    let decks = table_decks::table
        .filter(table_decks::table_id.eq(id))
        .select(table_decks::deck_id)
        .order(table_decks::deck_id)
        .load(conn)?;
    let watchers = offers::watchers_of(conn, id)?;
    Ok(Table {
        row,
        seats: seat_list,
        decks,
        game,
        watchers,
    })
}
