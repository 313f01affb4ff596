//! What people say at a table: its chat, kept with the table for its history.

use chrono::{DateTime, Duration, Utc};
use diesel::prelude::*;

use crate::db::schema::{accounts, chat_reads, table_messages};
use crate::ids::{AccountId, TableId};

/// A message as it is shown: who wrote it and when.
#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = table_messages, check_for_backend(diesel::pg::Pg))]
pub struct Message {
    pub id: i64,
    pub account_id: AccountId,
    #[diesel(select_expression = accounts::username)]
    pub username: String,
    #[diesel(select_expression = accounts::display_name)]
    pub display_name: String,
    /// The writer deleted their account (`Lang::player_name`).
    #[diesel(select_expression = accounts::deleted_at.is_not_null())]
    #[diesel(select_expression_type = diesel::dsl::IsNotNull<accounts::deleted_at>)]
    pub former: bool,
    pub body: String,
    pub created_at: DateTime<Utc>,
    /// A moderator removed it.
    #[diesel(select_expression = table_messages::hidden_at.is_not_null())]
    #[diesel(select_expression_type = diesel::dsl::IsNotNull<table_messages::hidden_at>)]
    pub hidden: bool,
}

/// The messages of a table, oldest first (newest at the bottom of the page).
pub fn of_table(conn: &mut PgConnection, table_id: TableId) -> QueryResult<Vec<Message>> {
    table_messages::table
        .inner_join(accounts::table)
        .filter(table_messages::table_id.eq(table_id))
        .select(Message::as_select())
        .order(table_messages::id)
        .load(conn)
}

/// When the messages one account wrote at one table within `window` before `now` began: the
/// oldest first. Counted in SQL, so that every server process agrees.
pub fn recent_times(
    conn: &mut PgConnection,
    table_id: TableId,
    account_id: AccountId,
    now: DateTime<Utc>,
    window: Duration,
) -> QueryResult<Vec<DateTime<Utc>>> {
    table_messages::table
        .filter(table_messages::table_id.eq(table_id))
        .filter(table_messages::account_id.eq(account_id))
        .filter(table_messages::created_at.gt(now - window))
        .select(table_messages::created_at)
        .order(table_messages::created_at)
        .load(conn)
}

pub fn insert(
    conn: &mut PgConnection,
    table_id: TableId,
    account_id: AccountId,
    body: &str,
    now: DateTime<Utc>,
) -> QueryResult<i64> {
    diesel::insert_into(table_messages::table)
        .values((
            table_messages::table_id.eq(table_id),
            table_messages::account_id.eq(account_id),
            table_messages::body.eq(body),
            table_messages::created_at.eq(now),
        ))
        .returning(table_messages::id)
        .get_result(conn)
}

/// Some messages by id, whichever table they are at (the feed's `chat` notices name them).
pub fn by_ids(conn: &mut PgConnection, ids: &[i64]) -> QueryResult<Vec<Message>> {
    table_messages::table
        .inner_join(accounts::table)
        .filter(table_messages::id.eq_any(ids))
        .select(Message::as_select())
        .order(table_messages::id)
        .load(conn)
}

// ---- How far each person has read a table's chat (`chat_reads`). ----

/// How far `account_id` has read the chat of `table_id`: the newest message id read (0: none),
/// and whether a `chat` notice went out since.
pub fn read_mark(
    conn: &mut PgConnection,
    table_id: TableId,
    account_id: AccountId,
) -> QueryResult<(i64, bool)> {
    Ok(chat_reads::table
        .find((account_id, table_id))
        .select((chat_reads::read_to, chat_reads::told))
        .first(conn)
        .optional()?
        .unwrap_or((0, false)))
}

/// `account_id` has read the chat of `table_id` up to message `up_to`: never back, and the
/// next message tells them again.
pub fn mark_read(
    conn: &mut PgConnection,
    table_id: TableId,
    account_id: AccountId,
    up_to: i64,
) -> QueryResult<()> {
    diesel::insert_into(chat_reads::table)
        .values((
            chat_reads::account_id.eq(account_id),
            chat_reads::table_id.eq(table_id),
            chat_reads::read_to.eq(up_to),
            chat_reads::told.eq(false),
        ))
        .on_conflict((chat_reads::account_id, chat_reads::table_id))
        .do_update()
        .set((
            chat_reads::read_to.eq(diesel::dsl::sql::<diesel::sql_types::BigInt>(
                "GREATEST(chat_reads.read_to, excluded.read_to)",
            )),
            chat_reads::told.eq(false),
        ))
        .execute(conn)
        .map(drop)
}

/// Tells the players of `table_id` of message `message_id` that `writer` wrote: a `chat`
/// notice (step `m{id}`) to each player who reads it (not the writer, nor anyone who blocked
/// them, nor a deleted account) and was not told since they last read the chat. Like every
/// notice, one to an account with no device to push to is handed to the pushes at once.
/// Returns how many were told.
pub fn tell_players(
    conn: &mut PgConnection,
    table_id: TableId,
    writer: AccountId,
    message_id: i64,
    now: DateTime<Utc>,
) -> QueryResult<usize> {
    diesel::sql_query(
        "WITH readers AS (
             SELECT s.account_id FROM seats s JOIN accounts a ON a.id = s.account_id
              WHERE s.table_id = $1 AND s.account_id <> $2 AND a.deleted_at IS NULL
                AND NOT EXISTS (SELECT 1 FROM blocks b
                                 WHERE b.blocker_id = s.account_id AND b.blocked_id = $2)
         ), told AS (
             INSERT INTO chat_reads (account_id, table_id, told)
             SELECT account_id, $1, true FROM readers
             ON CONFLICT (account_id, table_id) DO UPDATE SET told = true
              WHERE NOT chat_reads.told
             RETURNING account_id
         )
         INSERT INTO notices (account_id, table_id, kind, step, created_at, pushed_at)
         SELECT t.account_id, $1, 'chat', 'm' || $3, $4,
                CASE WHEN EXISTS (SELECT 1 FROM push_subscriptions p
                                   WHERE p.account_id = t.account_id)
                     THEN NULL ELSE $4 END
           FROM told t
         ON CONFLICT (account_id, table_id, kind, step) DO NOTHING",
    )
    .bind::<diesel::sql_types::BigInt, _>(table_id.0)
    .bind::<diesel::sql_types::BigInt, _>(writer.0)
    .bind::<diesel::sql_types::BigInt, _>(message_id)
    .bind::<diesel::sql_types::Timestamptz, _>(now)
    .execute(conn)
}
