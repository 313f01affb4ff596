//! Deleting an account in the database. The account's row stays, anonymous, because the seats,
//! rounds, hosted tables and chat messages of games refer to it; everything else of the
//! account goes.

use chrono::{DateTime, Utc};
use diesel::prelude::*;

use crate::db::schema::{
    accounts, api_tokens, attempts, decks, notices, password_resets, push_subscriptions, seats,
    sessions, table_watchers, tables, webhooks,
};
use crate::ids::{AccountId, DeckId, TableId};
use crate::store::decks::{delete_deck, Deleted};
use crate::store::enums::TableStatus;

/// The username (and display name) a deleted account keeps: a `.` no username may hold, so
/// no one can take it, and it names no one.
pub fn former_username(account_id: AccountId) -> String {
    format!("former.{}", account_id.0)
}

/// A table the account sits at that has not finished, and whether the account hosts it.
#[derive(Debug, Clone, Copy)]
pub struct Unfinished {
    pub table_id: TableId,
    pub open: bool,
    pub host: bool,
}

/// The tables the account sits at that are open or being played.
pub fn unfinished_tables(
    conn: &mut PgConnection,
    account_id: AccountId,
) -> QueryResult<Vec<Unfinished>> {
    let rows: Vec<(TableId, String, AccountId)> = seats::table
        .inner_join(tables::table)
        .filter(seats::account_id.eq(account_id))
        .filter(tables::status.ne(TableStatus::Finished.as_str()))
        .select((tables::id, tables::status, tables::host_id))
        .load(conn)?;
    Ok(rows
        .into_iter()
        .map(|(table_id, status, host)| Unfinished {
            table_id,
            open: status == TableStatus::Open.as_str(),
            host: host == account_id,
        })
        .collect())
}

/// Deletes an open table (with its seats), as its host does by leaving the site.
pub fn delete_open_table(conn: &mut PgConnection, table_id: TableId) -> QueryResult<usize> {
    diesel::delete(
        tables::table
            .find(table_id)
            .filter(tables::status.eq(TableStatus::Open.as_str())),
    )
    .execute(conn)
}

/// Clears everything personal of the account, in one transaction the caller opens: its
/// sessions and API tokens (their hashes are given back, for the credential memory), push
/// subscriptions, webhooks, notices, reset links, sign-in attempts and watched tables; the
/// row itself keeps only its id, creation time and `deleted_at`.
pub fn anonymise(
    conn: &mut PgConnection,
    account_id: AccountId,
    now: DateTime<Utc>,
) -> QueryResult<Vec<Vec<u8>>> {
    let mut ended: Vec<Vec<u8>> =
        diesel::delete(sessions::table.filter(sessions::account_id.eq(account_id)))
            .returning(sessions::secret_hash)
            .get_results(conn)?;
    ended.extend(
        diesel::delete(api_tokens::table.filter(api_tokens::account_id.eq(account_id)))
            .returning(api_tokens::token_hash)
            .get_results::<Vec<u8>>(conn)?,
    );
    diesel::delete(push_subscriptions::table.filter(push_subscriptions::account_id.eq(account_id)))
        .execute(conn)?;
    diesel::delete(webhooks::table.filter(webhooks::account_id.eq(account_id))).execute(conn)?;
    diesel::delete(notices::table.filter(notices::account_id.eq(account_id))).execute(conn)?;
    diesel::delete(password_resets::table.filter(password_resets::account_id.eq(account_id)))
        .execute(conn)?;
    diesel::delete(attempts::table.filter(attempts::account_id.eq(account_id))).execute(conn)?;
    diesel::delete(table_watchers::table.filter(table_watchers::account_id.eq(account_id)))
        .execute(conn)?;
    let former = former_username(account_id);
    diesel::update(accounts::table.find(account_id))
        .set((
            accounts::username.eq(&former),
            accounts::display_name.eq(&former),
            accounts::name_key.eq(&former),
            accounts::password_hash.eq(""),
            accounts::email.eq(None::<String>),
            accounts::email_confirmed.eq(false),
            accounts::mail_mode.eq("off"),
            accounts::feed_secret.eq(None::<String>),
            accounts::lang.eq("en"),
            accounts::confirm_secret.eq(None::<String>),
            accounts::confirm_due.eq(false),
            accounts::confirm_sent_at.eq(None::<DateTime<Utc>>),
            accounts::unsubscribe_secret.eq(None::<String>),
            accounts::digest_sent_at.eq(None::<DateTime<Utc>>),
            accounts::last_sign_in_at.eq(None::<DateTime<Utc>>),
            accounts::time_zone.eq(None::<String>),
            accounts::reminders.eq("none"),
            accounts::away_until.eq(None::<DateTime<Utc>>),
            accounts::deleted_at.eq(Some(now)),
        ))
        .execute(conn)?;
    Ok(ended)
}

/// Deletes the decks of deleted accounts that no table uses; a deck a table uses stays (its
/// pictures are in that game and its history), private, until none does. How many went.
pub fn delete_former_decks(conn: &mut PgConnection) -> QueryResult<usize> {
    let former = accounts::table
        .filter(accounts::deleted_at.is_not_null())
        .select(accounts::id.nullable());
    let ids: Vec<DeckId> = decks::table
        .filter(decks::owner_id.eq_any(former))
        .select(decks::id)
        .load(conn)?;
    diesel::update(decks::table.filter(decks::id.eq_any(&ids)))
        .set(decks::public.eq(false))
        .execute(conn)?;
    let mut deleted = 0;
    for id in ids {
        if delete_deck(conn, id)? == Deleted::Done {
            deleted += 1;
        }
    }
    Ok(deleted)
}
