//! Deleting an account in the database. The account's row stays, anonymous, because the seats,
//! rounds, hosted tables and chat messages of games refer to it; everything else of the
//! account goes.

use chrono::{DateTime, Utc};
use diesel::prelude::*;

use diesel::dsl::{exists, not};
use diesel::sql_types::{Array, BigInt};

use crate::db::schema::{
    accounts, api_tokens, attempts, cards, chat_reads, decks, notices, password_resets,
    push_subscriptions, seats, sessions, submissions, table_cards, table_decks, table_watchers,
    tables, webhooks,
};
use crate::ids::{AccountId, DeckId, TableId};
use crate::store::decks::{delete_deck, lock_deck, Deleted};
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

/// The histories of the tables the account sits at, watches (a seat it resigned was taken
/// over) or `left` keep its display name in the events that name a player as they were then
/// (joined, left, took over): there the name is blanked and the event says `former` (read as
/// "a former player").
fn forget_names(
    conn: &mut PgConnection,
    account_id: AccountId,
    left: &[TableId],
) -> QueryResult<usize> {
    diesel::sql_query(
        "UPDATE table_events e
            SET data = e.data
                || CASE WHEN e.data->>'name' = a.display_name
                        THEN '{\"name\": \"\", \"former\": true}'::jsonb
                        ELSE '{}'::jsonb END
                || CASE WHEN e.data->>'previous' = a.display_name
                        THEN '{\"previous\": \"\", \"previous_former\": true}'::jsonb
                        ELSE '{}'::jsonb END
           FROM accounts a
          WHERE a.id = $1
            AND e.data->>'type' IN ('joined', 'left', 'took_over')
            AND a.display_name IN (e.data->>'name', e.data->>'previous')
            AND (e.table_id IN (SELECT table_id FROM seats WHERE account_id = $1)
                 OR e.table_id IN (SELECT table_id FROM table_watchers WHERE account_id = $1)
                 OR e.table_id = ANY($2))",
    )
    .bind::<BigInt, _>(account_id.0)
    .bind::<Array<BigInt>, _>(left.iter().map(|t| t.0).collect::<Vec<i64>>())
    .execute(conn)
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

/// Clears everything personal of the account, in one transaction the caller opens: its name
/// in the histories of the tables it sat at, watched or just `left` (`forget_names`), its
/// sessions and API tokens (their hashes are given back, for the credential memory), push
/// subscriptions, webhooks, notices, how far it read each chat, reset links, sign-in attempts
/// and watched tables; the
/// row itself keeps only its id, creation time and `deleted_at`.
pub fn anonymise(
    conn: &mut PgConnection,
    account_id: AccountId,
    left: &[TableId],
    now: DateTime<Utc>,
) -> QueryResult<Vec<Vec<u8>>> {
    forget_names(conn, account_id, left)?;
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
    diesel::delete(chat_reads::table.filter(chat_reads::account_id.eq(account_id)))
        .execute(conn)?;
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

/// Deletes what the tables leave of the decks of deleted accounts (`only`: of those decks
/// alone, as a table that ends asks; `None`: of every such deck). How many decks went entirely.
///
/// A deck no table uses goes at once. A deck an open table or a game being played uses stays
/// whole (private), for those games. Once none does, it goes but for the pictures the rounds of
/// finished games showed on their boards, which those games' history and storybook show: its
/// other pictures go, with the finished tables' left-over hands and piles that held them (only
/// a game in progress needs those; archiving drops them too), and the deck's row goes with its
/// last picture.
pub fn delete_former_decks(conn: &mut PgConnection, only: Option<&[DeckId]>) -> QueryResult<usize> {
    let former = accounts::table
        .filter(accounts::deleted_at.is_not_null())
        .select(accounts::id.nullable());
    let mut query = decks::table
        .filter(decks::owner_id.eq_any(former))
        .select(decks::id)
        .into_boxed();
    if let Some(only) = only {
        query = query.filter(decks::id.eq_any(only));
    }
    let ids: Vec<DeckId> = query.load(conn)?;
    if ids.is_empty() {
        return Ok(0);
    }
    diesel::update(decks::table.filter(decks::id.eq_any(&ids)))
        .set(decks::public.eq(false))
        .execute(conn)?;
    let mut deleted = 0;
    for id in ids {
        if delete_deck(conn, id)? == Deleted::Done || keep_only_shown(conn, id)? {
            deleted += 1;
        }
    }
    Ok(deleted)
}

/// A deleted account's deck that tables use: once no open or running table does, only the
/// pictures finished games showed on their boards stay. Whether the deck went entirely.
fn keep_only_shown(conn: &mut PgConnection, deck_id: DeckId) -> QueryResult<bool> {
    conn.transaction(|conn| {
        if !lock_deck(conn, deck_id)? {
            return Ok(false);
        }
        let unfinished = tables::table
            .filter(tables::status.ne(TableStatus::Finished.as_str()))
            .select(tables::id);
        let in_play = diesel::select(exists(
            table_decks::table
                .filter(table_decks::deck_id.eq(deck_id))
                .filter(table_decks::table_id.eq_any(unfinished)),
        ))
        .get_result::<bool>(conn)?;
        if in_play {
            return Ok(false);
        }
        let deck_cards = cards::table
            .filter(cards::deck_id.eq(deck_id))
            .select(cards::id);
        let mut touched: Vec<TableId> =
            diesel::delete(table_cards::table.filter(table_cards::card_id.eq_any(deck_cards)))
                .returning(table_cards::table_id)
                .get_results(conn)?;
        touched.sort_unstable();
        touched.dedup();
        // Every process reads those tables again, as after archiving.
        diesel::update(tables::table.filter(tables::id.eq_any(&touched)))
            .set(tables::version.eq(tables::version + 1))
            .execute(conn)?;
        diesel::delete(
            cards::table
                .filter(cards::deck_id.eq(deck_id))
                .filter(not(exists(
                    submissions::table.filter(submissions::card_id.eq(cards::id)),
                ))),
        )
        .execute(conn)?;
        let left = diesel::select(exists(cards::table.filter(cards::deck_id.eq(deck_id))))
            .get_result::<bool>(conn)?;
        if left {
            return Ok(false);
        }
        diesel::delete(table_decks::table.filter(table_decks::deck_id.eq(deck_id)))
            .execute(conn)?;
        diesel::delete(decks::table.find(deck_id)).execute(conn)?;
        Ok(true)
    })
}
