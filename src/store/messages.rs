//! What people say at a table: its chat, kept with the table for its history.

use chrono::{DateTime, Duration, Utc};
use diesel::prelude::*;

use crate::db::schema::{accounts, table_messages};
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
