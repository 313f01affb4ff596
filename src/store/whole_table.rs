//! A table read whole: its row, seats, decks, watchers and, once started, its game. Every
//! view and every move starts from one (`store::tables` reads the row, `store::game_rows` the
//! seats and the game). Many tables are read in the same statements as one: a table read
//! alone is the case of one.

use std::collections::HashMap;

use diesel::prelude::*;

use crate::db::schema::{table_decks, table_watchers};
use crate::ids::{AccountId, DeckId, TableId};

use super::game_rows;
use super::tables::{load_row, load_rows, Table, TableRow, TableStatus};

/// Loads a table as it is at one moment, with its seats and game: its statements see one
/// snapshot (a read-only repeatable-read transaction), even while a move commits meanwhile.
pub fn load_consistent(conn: &mut PgConnection, id: TableId) -> QueryResult<Option<Table>> {
    Ok(load_many_consistent(conn, &[id])?.pop())
}

/// [`load_consistent`] for many tables at once, in the same statements: the tables of `ids`
/// that exist, in the order of `ids`.
pub fn load_many_consistent(conn: &mut PgConnection, ids: &[TableId]) -> QueryResult<Vec<Table>> {
    conn.build_transaction()
        .read_only()
        .repeatable_read()
        .run(|conn| {
            let rows = load_rows(conn, ids)?;
            complete_many(conn, rows)
        })
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
    complete_many(conn, vec![row])?
        .pop()
        .ok_or(diesel::result::Error::NotFound)
}

/// The rest of many tables, in the order of `rows`: each statement reads its rows for all of
/// them.
fn complete_many(conn: &mut PgConnection, rows: Vec<TableRow>) -> QueryResult<Vec<Table>> {
    if rows.is_empty() {
        return Ok(Vec::new());
    }
    let ids: Vec<TableId> = rows.iter().map(|row| row.id).collect();
    let mut seats = game_rows::seats_in_game(conn, &ids)?;
    let mut decks: HashMap<TableId, Vec<DeckId>> = HashMap::new();
    for (table, deck) in table_decks::table
        .filter(table_decks::table_id.eq_any(&ids))
        .select((table_decks::table_id, table_decks::deck_id))
        .order((table_decks::table_id, table_decks::deck_id))
        .load::<(TableId, DeckId)>(conn)?
    {
        decks.entry(table).or_default().push(deck);
    }
    let mut watchers: HashMap<TableId, Vec<AccountId>> = HashMap::new();
    for (table, watcher) in table_watchers::table
        .filter(table_watchers::table_id.eq_any(&ids))
        .order((
            table_watchers::table_id,
            table_watchers::created_at,
            table_watchers::account_id,
        ))
        .select((table_watchers::table_id, table_watchers::account_id))
        .load::<(TableId, AccountId)>(conn)?
    {
        watchers.entry(table).or_default().push(watcher);
    }
    // Each table's seats, and the states of those at a started table.
    let mut seated = Vec::with_capacity(rows.len());
    let mut started = Vec::new();
    for row in &rows {
        let (infos, states): (Vec<_>, Vec<_>) = seats
            .remove(&row.id)
            .unwrap_or_default()
            .into_iter()
            .unzip();
        seated.push(infos);
        if row.status != TableStatus::Open {
            started.push((row, states));
        }
    }
    let mut games = game_rows::load_games(conn, started)?.into_iter();
    let mut tables = Vec::with_capacity(rows.len());
    for (row, seats) in rows.into_iter().zip(seated) {
        let game = match row.status {
            TableStatus::Open => None,
            _ => games.next(),
        };
        tables.push(Table {
            decks: decks.remove(&row.id).unwrap_or_default(),
            watchers: watchers.remove(&row.id).unwrap_or_default(),
            row,
            seats,
            game,
        });
    }
    Ok(tables)
}
