//! What moderators read and change: the reports with what they are about, hidden messages,
//! pictures and table names, decks made private, suspended accounts.

use chrono::{DateTime, Utc};
use diesel::prelude::*;

use crate::db::schema::{accounts, cards, decks, reports, table_messages, tables};
use crate::ids::{AccountId, DeckId, TableId};

/// A report and who made it.
#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = reports, check_for_backend(diesel::pg::Pg))]
pub struct ReportRow {
    pub id: i64,
    pub kind: String,
    pub target_id: i64,
    pub reason: String,
    pub created_at: DateTime<Utc>,
    pub closed_at: Option<DateTime<Utc>>,
    #[diesel(select_expression = accounts::username.nullable())]
    #[diesel(select_expression_type = diesel::dsl::Nullable<accounts::username>)]
    pub reporter: Option<String>,
}

/// The reports, oldest first: the open ones, or with `closed` the last 100 closed ones
/// (newest first).
pub fn reports(conn: &mut PgConnection, closed: bool) -> QueryResult<Vec<ReportRow>> {
    let query = reports::table
        .left_join(accounts::table.on(accounts::id.nullable().eq(reports::reporter_id)))
        .select(ReportRow::as_select());
    if closed {
        query
            .filter(reports::closed_at.is_not_null())
            .order(reports::closed_at.desc())
            .limit(100)
            .load(conn)
    } else {
        query
            .filter(reports::closed_at.is_null())
            .order(reports::id)
            .load(conn)
    }
}

/// How many reports are open.
pub fn open_reports(conn: &mut PgConnection) -> QueryResult<i64> {
    reports::table
        .filter(reports::closed_at.is_null())
        .count()
        .get_result(conn)
}

/// One report.
pub fn report(conn: &mut PgConnection, id: i64) -> QueryResult<Option<ReportRow>> {
    reports::table
        .left_join(accounts::table.on(accounts::id.nullable().eq(reports::reporter_id)))
        .filter(reports::id.eq(id))
        .select(ReportRow::as_select())
        .first(conn)
        .optional()
}

/// Closes an open report; false when there is no such open report.
pub fn close_report(
    conn: &mut PgConnection,
    id: i64,
    admin_id: AccountId,
    now: DateTime<Utc>,
) -> QueryResult<bool> {
    diesel::update(reports::table.find(id).filter(reports::closed_at.is_null()))
        .set((reports::closed_at.eq(now), reports::closed_by.eq(admin_id)))
        .execute(conn)
        .map(|n| n == 1)
}

/// A chat message as a moderator reads it: the whole of it, hidden or not.
#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = table_messages, check_for_backend(diesel::pg::Pg))]
pub struct MessageRow {
    pub id: i64,
    pub table_id: TableId,
    pub account_id: AccountId,
    #[diesel(select_expression = accounts::username)]
    pub username: String,
    pub body: String,
    pub created_at: DateTime<Utc>,
    pub hidden_at: Option<DateTime<Utc>>,
}

/// One message, as a moderator reads it.
pub fn message(conn: &mut PgConnection, id: i64) -> QueryResult<Option<MessageRow>> {
    table_messages::table
        .inner_join(accounts::table)
        .filter(table_messages::id.eq(id))
        .select(MessageRow::as_select())
        .first(conn)
        .optional()
}

/// A message, and up to `around` messages of its table before and after it.
pub fn message_in_context(
    conn: &mut PgConnection,
    id: i64,
    around: i64,
) -> QueryResult<Option<(MessageRow, Vec<MessageRow>)>> {
    let Some(message) = message(conn, id)? else {
        return Ok(None);
    };
    let mut before: Vec<MessageRow> = table_messages::table
        .inner_join(accounts::table)
        .filter(table_messages::table_id.eq(message.table_id))
        .filter(table_messages::id.lt(id))
        .order(table_messages::id.desc())
        .limit(around)
        .select(MessageRow::as_select())
        .load(conn)?;
    before.reverse();
    let after: Vec<MessageRow> = table_messages::table
        .inner_join(accounts::table)
        .filter(table_messages::table_id.eq(message.table_id))
        .filter(table_messages::id.gt(id))
        .order(table_messages::id)
        .limit(around)
        .select(MessageRow::as_select())
        .load(conn)?;
    let mut context = before;
    context.push(message.clone());
    context.extend(after);
    Ok(Some((message, context)))
}

/// Hides (`hidden`) or shows again a chat message; its table, when that changed anything.
pub fn hide_message(
    conn: &mut PgConnection,
    id: i64,
    hidden: bool,
    now: DateTime<Utc>,
) -> QueryResult<Option<TableId>> {
    let target = table_messages::table.find(id);
    if hidden {
        diesel::update(target.filter(table_messages::hidden_at.is_null()))
            .set(table_messages::hidden_at.eq(now))
            .returning(table_messages::table_id)
            .get_result(conn)
            .optional()
    } else {
        diesel::update(target.filter(table_messages::hidden_at.is_not_null()))
            .set(table_messages::hidden_at.eq(None::<DateTime<Utc>>))
            .returning(table_messages::table_id)
            .get_result(conn)
            .optional()
    }
}

/// An uploaded picture as a moderator reads it.
#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = cards, check_for_backend(diesel::pg::Pg))]
pub struct CardRow {
    pub id: i64,
    pub deck_id: DeckId,
    pub description: Option<String>,
    pub hidden_at: Option<DateTime<Utc>>,
}

pub fn card(conn: &mut PgConnection, id: i64) -> QueryResult<Option<CardRow>> {
    cards::table
        .find(id)
        .filter(cards::image.is_not_null())
        .select(CardRow::as_select())
        .first(conn)
        .optional()
}

/// Hides (`hidden`) or shows again an uploaded picture; whether that changed anything.
pub fn hide_card(
    conn: &mut PgConnection,
    id: i64,
    hidden: bool,
    now: DateTime<Utc>,
) -> QueryResult<bool> {
    let target = cards::table.find(id).filter(cards::image.is_not_null());
    let changed = if hidden {
        diesel::update(target.filter(cards::hidden_at.is_null()))
            .set(cards::hidden_at.eq(now))
            .execute(conn)?
    } else {
        diesel::update(target.filter(cards::hidden_at.is_not_null()))
            .set(cards::hidden_at.eq(None::<DateTime<Utc>>))
            .execute(conn)?
    };
    Ok(changed == 1)
}

/// Which of `ids` a moderator hid.
pub fn hidden_cards(conn: &mut PgConnection, ids: &[i64]) -> QueryResult<Vec<i64>> {
    cards::table
        .filter(cards::id.eq_any(ids))
        .filter(cards::hidden_at.is_not_null())
        .select(cards::id)
        .load(conn)
}

/// A deck as a moderator reads it: its owner and how many of its pictures are hidden.
#[derive(Debug, Clone)]
pub struct DeckRow {
    pub id: DeckId,
    pub name: String,
    pub public: bool,
    pub owner: Option<String>,
    pub cards: i64,
}

pub fn deck(conn: &mut PgConnection, id: DeckId) -> QueryResult<Option<DeckRow>> {
    let found: Option<(DeckId, String, bool, Option<String>)> = decks::table
        .left_join(accounts::table)
        .filter(decks::id.eq(id))
        .select((
            decks::id,
            decks::name,
            decks::public,
            accounts::username.nullable(),
        ))
        .first(conn)
        .optional()?;
    let Some((id, name, public, owner)) = found else {
        return Ok(None);
    };
    let cards = cards::table
        .filter(cards::deck_id.eq(id))
        .count()
        .get_result(conn)?;
    Ok(Some(DeckRow {
        id,
        name,
        public,
        owner,
        cards,
    }))
}

/// Makes an uploaded deck private; whether it was public.
pub fn make_private(conn: &mut PgConnection, id: DeckId) -> QueryResult<bool> {
    diesel::update(
        decks::table
            .find(id)
            .filter(decks::public)
            .filter(decks::owner_id.is_not_null()),
    )
    .set(decks::public.eq(false))
    .execute(conn)
    .map(|n| n == 1)
}

/// A table's name and host, as a moderator reads them.
#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = tables, check_for_backend(diesel::pg::Pg))]
pub struct TableNameRow {
    pub id: TableId,
    pub name: Option<String>,
    pub host_id: AccountId,
    #[diesel(select_expression = accounts::username)]
    pub host: String,
}

pub fn table_name(conn: &mut PgConnection, id: TableId) -> QueryResult<Option<TableNameRow>> {
    tables::table
        .inner_join(accounts::table)
        .filter(tables::id.eq(id))
        .select(TableNameRow::as_select())
        .first(conn)
        .optional()
}

/// Takes a table's name away (it is then called after its host, as an unnamed table);
/// whether it had one. The caller moves the table's version on.
pub fn clear_table_name(conn: &mut PgConnection, id: TableId) -> QueryResult<bool> {
    diesel::update(tables::table.find(id).filter(tables::name.is_not_null()))
        .set(tables::name.eq(None::<String>))
        .execute(conn)
        .map(|n| n == 1)
}

/// A suspension as it is written: from when, until when (`None`: for good), and why.
pub struct NewSuspension<'a> {
    pub at: DateTime<Utc>,
    pub until: Option<DateTime<Utc>>,
    pub reason: &'a str,
}

/// Suspends an account, or with `None` lifts its suspension; whether the account exists.
pub fn set_suspension(
    conn: &mut PgConnection,
    account_id: AccountId,
    suspend: Option<NewSuspension>,
) -> QueryResult<bool> {
    let target = accounts::table.find(account_id);
    let changed = match suspend {
        Some(NewSuspension {
            at: now,
            until,
            reason,
        }) => diesel::update(target)
            .set((
                accounts::suspended_at.eq(now),
                accounts::suspended_until.eq(until),
                accounts::suspension_reason.eq(reason),
            ))
            .execute(conn)?,
        None => diesel::update(target)
            .set((
                accounts::suspended_at.eq(None::<DateTime<Utc>>),
                accounts::suspended_until.eq(None::<DateTime<Utc>>),
                accounts::suspension_reason.eq(None::<String>),
            ))
            .execute(conn)?,
    };
    Ok(changed == 1)
}

/// A suspended account, as the admin area lists it.
#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = accounts, check_for_backend(diesel::pg::Pg))]
pub struct SuspendedRow {
    pub username: String,
    pub display_name: String,
    #[diesel(select_expression = accounts::suspended_at.assume_not_null())]
    #[diesel(select_expression_type = diesel::dsl::AssumeNotNull<accounts::suspended_at>)]
    pub suspended_at: DateTime<Utc>,
    pub suspended_until: Option<DateTime<Utc>>,
    #[diesel(select_expression = accounts::suspension_reason.assume_not_null())]
    #[diesel(select_expression_type = diesel::dsl::AssumeNotNull<accounts::suspension_reason>)]
    pub reason: String,
}

/// The accounts suspended at `now` (for good, or until later), the most recent first.
pub fn suspended(conn: &mut PgConnection, now: DateTime<Utc>) -> QueryResult<Vec<SuspendedRow>> {
    accounts::table
        .filter(accounts::suspended_at.is_not_null())
        .filter(
            accounts::suspended_until
                .is_null()
                .or(accounts::suspended_until.gt(now)),
        )
        .order(accounts::suspended_at.desc())
        .select(SuspendedRow::as_select())
        .load(conn)
}

/// The hashes of the account's API tokens, which every process must forget so that the
/// next use asks the database (and finds the account suspended).
pub fn token_hashes(conn: &mut PgConnection, account_id: AccountId) -> QueryResult<Vec<Vec<u8>>> {
    crate::db::schema::api_tokens::table
        .filter(crate::db::schema::api_tokens::account_id.eq(account_id))
        .select(crate::db::schema::api_tokens::token_hash)
        .load(conn)
}

/// One line of the admins' log.
#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = crate::db::schema::admin_actions, check_for_backend(diesel::pg::Pg))]
pub struct ActionRow {
    pub id: i64,
    #[diesel(select_expression = accounts::username.nullable())]
    #[diesel(select_expression_type = diesel::dsl::Nullable<accounts::username>)]
    pub admin: Option<String>,
    pub created_at: DateTime<Utc>,
    pub action: String,
    pub details: String,
    pub reason: String,
    pub report_id: Option<i64>,
}

/// The last `most` lines of the admins' log, newest first.
pub fn actions(conn: &mut PgConnection, most: i64) -> QueryResult<Vec<ActionRow>> {
    use crate::db::schema::admin_actions;
    admin_actions::table
        .left_join(accounts::table)
        .order(admin_actions::id.desc())
        .limit(most)
        .select(ActionRow::as_select())
        .load(conn)
}
