//! Webhooks and their deliveries. A delivery is queued by the database itself, for each
//! notice and enabled webhook of its account (the trigger of the `webhooks` migration); here
//! it is claimed with `FOR UPDATE SKIP LOCKED` and leased with its webhook in a transaction
//! that commits before the event is sent, then marked delivered, or failed, in another one.

use chrono::{DateTime, Utc};
use diesel::prelude::*;
use diesel::sql_types::{BigInt, Integer, Text, Timestamptz};

use crate::db::schema::{webhook_deliveries, webhooks};
use crate::ids::{AccountId, TableId};

/// A webhook as its owner sees it (never its secret).
#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = webhooks)]
pub struct Webhook {
    pub id: i64,
    pub url: String,
    pub created_at: DateTime<Utc>,
    pub failures: i32,
    pub disabled_at: Option<DateTime<Utc>>,
    pub last_error: Option<String>,
}

/// The account's webhooks, oldest first.
pub fn list(conn: &mut PgConnection, account_id: AccountId) -> QueryResult<Vec<Webhook>> {
    webhooks::table
        .filter(webhooks::account_id.eq(account_id))
        .order(webhooks::id)
        .select(Webhook::as_select())
        .load(conn)
}

/// Adds a webhook (the caller checked the quota of webhooks, in the same transaction).
pub fn create(
    conn: &mut PgConnection,
    account_id: AccountId,
    url: &str,
    secret: &str,
) -> QueryResult<Webhook> {
    diesel::insert_into(webhooks::table)
        .values((
            webhooks::account_id.eq(account_id),
            webhooks::url.eq(url),
            webhooks::secret.eq(secret),
        ))
        .returning(Webhook::as_returning())
        .get_result(conn)
}

/// Removes one of the account's webhooks, with its deliveries; false when it has none of
/// this id.
pub fn delete(conn: &mut PgConnection, account_id: AccountId, id: i64) -> QueryResult<bool> {
    diesel::delete(
        webhooks::table
            .filter(webhooks::id.eq(id))
            .filter(webhooks::account_id.eq(account_id)),
    )
    .execute(conn)
    .map(|n| n > 0)
}

/// Enables one of the account's webhooks again, its count of failures back to 0 and what
/// waits for it due at once; `None` when the account has none of this id.
pub fn enable(
    conn: &mut PgConnection,
    account_id: AccountId,
    id: i64,
) -> QueryResult<Option<Webhook>> {
    let webhook = diesel::update(
        webhooks::table
            .filter(webhooks::id.eq(id))
            .filter(webhooks::account_id.eq(account_id)),
    )
    .set((
        webhooks::disabled_at.eq(None::<DateTime<Utc>>),
        webhooks::failures.eq(0),
        webhooks::retry_at.eq(None::<DateTime<Utc>>),
        webhooks::last_error.eq(None::<String>),
    ))
    .returning(Webhook::as_returning())
    .get_result(conn)
    .optional()?;
    if webhook.is_some() {
        diesel::update(
            webhook_deliveries::table
                .filter(webhook_deliveries::webhook_id.eq(id))
                .filter(webhook_deliveries::delivered_at.is_null()),
        )
        .set(webhook_deliveries::next_attempt_at.eq(None::<DateTime<Utc>>))
        .execute(conn)?;
    }
    Ok(webhook)
}

/// A delivery to send: the event, where to, and how to sign it.
#[derive(Debug, Clone, QueryableByName)]
pub struct Due {
    #[diesel(sql_type = BigInt)]
    pub id: i64,
    #[diesel(sql_type = Integer)]
    pub attempts: i32,
    #[diesel(sql_type = BigInt)]
    pub version: i64,
    #[diesel(sql_type = BigInt)]
    pub webhook_id: i64,
    #[diesel(sql_type = Text)]
    pub url: String,
    #[diesel(sql_type = Text)]
    pub secret: String,
    #[diesel(sql_type = Integer)]
    pub failures: i32,
    /// The notice's kind: the event's name.
    #[diesel(sql_type = Text)]
    pub kind: String,
    #[diesel(sql_type = BigInt)]
    pub table_id: TableId,
    #[diesel(sql_type = Timestamptz)]
    pub created_at: DateTime<Utc>,
}

/// The oldest delivery due at `now` to an enabled webhook that is not waiting out a failure.
/// The delivery and its webhook stay locked until the caller's transaction ends (which leases
/// both: `lease`); another process skips both, so one webhook gets one event at a time.
pub fn claim(conn: &mut PgConnection, now: DateTime<Utc>) -> QueryResult<Option<Due>> {
    diesel::sql_query(
        "SELECT d.id, d.attempts, d.version, w.id AS webhook_id, w.url, w.secret, w.failures,
                n.kind, n.table_id, n.created_at
           FROM webhook_deliveries d
           JOIN webhooks w ON w.id = d.webhook_id
           JOIN notices n ON n.id = d.notice_id
          WHERE d.delivered_at IS NULL
            AND (d.next_attempt_at IS NULL OR d.next_attempt_at <= $1)
            AND w.disabled_at IS NULL AND (w.retry_at IS NULL OR w.retry_at <= $1)
          ORDER BY d.id LIMIT 1
          FOR UPDATE OF d, w SKIP LOCKED",
    )
    .bind::<Timestamptz, _>(now)
    .get_result(conn)
    .optional()
}

/// Keeps a claimed delivery and its webhook from other claims until `until`, while the event
/// is in flight: `retry_at`, which holds the webhook back after a failure, holds it back
/// meanwhile too, so one webhook still gets one event at a time.
pub fn lease(conn: &mut PgConnection, due: &Due, until: DateTime<Utc>) -> QueryResult<()> {
    diesel::update(webhook_deliveries::table.find(due.id))
        .set(webhook_deliveries::next_attempt_at.eq(until))
        .execute(conn)?;
    diesel::update(webhooks::table.find(due.webhook_id))
        .set(webhooks::retry_at.eq(until))
        .execute(conn)
        .map(|_| ())
}

/// The receiver took the event: it is delivered, and the webhook's failures are forgotten.
pub fn delivered(conn: &mut PgConnection, due: &Due, now: DateTime<Utc>) -> QueryResult<()> {
    diesel::update(webhook_deliveries::table.find(due.id))
        .set((
            webhook_deliveries::delivered_at.eq(now),
            webhook_deliveries::attempts.eq(due.attempts + 1),
        ))
        .execute(conn)?;
    diesel::update(webhooks::table.find(due.webhook_id))
        .set((
            webhooks::failures.eq(0),
            webhooks::retry_at.eq(None::<DateTime<Utc>>),
            webhooks::last_error.eq(None::<String>),
        ))
        .execute(conn)
        .map(|_| ())
}

/// What a failed attempt changes.
pub struct Failure<'a> {
    /// Why, as `last_error` keeps it.
    pub error: &'a str,
    /// When the delivery, and anything else for its webhook, may be tried again.
    pub retry_at: DateTime<Utc>,
    /// The webhook failed too often: it is disabled now.
    pub disable: bool,
}

/// The attempt failed: the delivery waits, and the webhook counts one more failure.
pub fn failed(
    conn: &mut PgConnection,
    due: &Due,
    failure: Failure<'_>,
    now: DateTime<Utc>,
) -> QueryResult<()> {
    diesel::update(webhook_deliveries::table.find(due.id))
        .set((
            webhook_deliveries::attempts.eq(due.attempts + 1),
            webhook_deliveries::next_attempt_at.eq(failure.retry_at),
        ))
        .execute(conn)?;
    diesel::update(webhooks::table.find(due.webhook_id))
        .set((
            webhooks::failures.eq(due.failures + 1),
            webhooks::retry_at.eq(failure.retry_at),
            webhooks::last_error.eq(failure.error),
            webhooks::disabled_at.eq(failure.disable.then_some(now)),
        ))
        .execute(conn)
        .map(|_| ())
}
