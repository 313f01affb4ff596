//! Push subscriptions (the browsers an account turned notifications on in) and the deliveries
//! of notices to them.
//!
//! Every notice, whatever its kind, is handed over once (`fan_out`): one delivery per device
//! its account has then. A delivery is claimed with `FOR UPDATE SKIP LOCKED` and leased (its
//! `due_at` moved to the lease's end) in a transaction that commits before the push; it is
//! marked done, or due again later, in another one after it. Two processes never push the
//! same one, and one whose outcome was never recorded is due again when its lease ends.

use chrono::{DateTime, Utc};
use diesel::prelude::*;
use diesel::sql_types::{Array, BigInt, Bool, Int4, Text, Timestamptz};

use crate::db::schema::{push_deliveries, push_subscriptions};
use crate::ids::{AccountId, TableId};

/// A browser in which an account turned notifications on.
#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = push_subscriptions)]
pub struct Subscription {
    pub id: i64,
    pub account_id: AccountId,
    pub endpoint: String,
    pub p256dh: String,
    pub auth: String,
    pub device: String,
    pub created_at: DateTime<Utc>,
    pub last_sent_at: Option<DateTime<Utc>>,
}

/// What a browser gives when it subscribes.
pub struct NewSubscription<'a> {
    pub endpoint: &'a str,
    pub p256dh: &'a str,
    pub auth: &'a str,
    pub device: &'a str,
}

/// Stores a subscription for the account. A browser's endpoint belongs to one account: the same
/// endpoint again (the browser subscribing anew, or another account signed in on it) takes
/// the new keys and account.
pub fn subscribe(
    conn: &mut PgConnection,
    account_id: AccountId,
    new: &NewSubscription,
    now: DateTime<Utc>,
) -> QueryResult<Subscription> {
    diesel::insert_into(push_subscriptions::table)
        .values((
            push_subscriptions::account_id.eq(account_id),
            push_subscriptions::endpoint.eq(new.endpoint),
            push_subscriptions::p256dh.eq(new.p256dh),
            push_subscriptions::auth.eq(new.auth),
            push_subscriptions::device.eq(new.device),
            push_subscriptions::created_at.eq(now),
        ))
        .on_conflict(push_subscriptions::endpoint)
        .do_update()
        .set((
            push_subscriptions::account_id.eq(account_id),
            push_subscriptions::p256dh.eq(new.p256dh),
            push_subscriptions::auth.eq(new.auth),
            push_subscriptions::device.eq(new.device),
            push_subscriptions::created_at.eq(now),
        ))
        .returning(Subscription::as_returning())
        .get_result(conn)
}

/// The account's devices, oldest first.
pub fn of_account(
    conn: &mut PgConnection,
    account_id: AccountId,
) -> QueryResult<Vec<Subscription>> {
    push_subscriptions::table
        .filter(push_subscriptions::account_id.eq(account_id))
        .order(push_subscriptions::id)
        .select(Subscription::as_select())
        .load(conn)
}

/// Removes one of the account's devices; false when it has no such device.
pub fn remove(conn: &mut PgConnection, account_id: AccountId, id: i64) -> QueryResult<bool> {
    diesel::delete(push_subscriptions::table.find(id))
        .filter(push_subscriptions::account_id.eq(account_id))
        .execute(conn)
        .map(|n| n > 0)
}

/// Drops a subscription the push service no longer knows (404, 410).
pub fn drop_subscription(conn: &mut PgConnection, id: i64) -> QueryResult<()> {
    diesel::delete(push_subscriptions::table.find(id))
        .execute(conn)
        .map(|_| ())
}

/// Hands up to `limit` notices not yet handed over to the pushes: one delivery, due now, per
/// device their account has. How many notices it handed over.
pub fn fan_out(conn: &mut PgConnection, now: DateTime<Utc>, limit: i64) -> QueryResult<usize> {
    #[derive(QueryableByName)]
    struct Id {
        #[diesel(sql_type = BigInt)]
        id: i64,
    }
    let ids: Vec<i64> = diesel::sql_query(
        "SELECT id FROM notices WHERE pushed_at IS NULL ORDER BY id LIMIT $1
            FOR UPDATE SKIP LOCKED",
    )
    .bind::<BigInt, _>(limit)
    .load::<Id>(conn)?
    .into_iter()
    .map(|row| row.id)
    .collect();
    if ids.is_empty() {
        return Ok(0);
    }
    diesel::sql_query(
        "INSERT INTO push_deliveries (notice_id, subscription_id, due_at)
         SELECT n.id, p.id, $2 FROM notices n
           JOIN push_subscriptions p ON p.account_id = n.account_id
          WHERE n.id = ANY($1)
         ON CONFLICT (notice_id, subscription_id) DO NOTHING",
    )
    .bind::<Array<BigInt>, _>(&ids)
    .bind::<Timestamptz, _>(now)
    .execute(conn)?;
    diesel::sql_query("UPDATE notices SET pushed_at = $2 WHERE id = ANY($1)")
        .bind::<Array<BigInt>, _>(&ids)
        .bind::<Timestamptz, _>(now)
        .execute(conn)?;
    Ok(ids.len())
}

/// A delivery to make: the notice, the device, and the reader's language.
#[derive(Debug, Clone, QueryableByName)]
pub struct Delivery {
    #[diesel(sql_type = BigInt)]
    pub id: i64,
    #[diesel(sql_type = Int4)]
    pub attempts: i32,
    #[diesel(sql_type = Text)]
    pub kind: String,
    #[diesel(sql_type = Text)]
    pub step: String,
    #[diesel(sql_type = BigInt)]
    pub table_id: TableId,
    #[diesel(sql_type = BigInt)]
    pub account_id: AccountId,
    #[diesel(sql_type = Timestamptz)]
    pub created_at: DateTime<Utc>,
    #[diesel(sql_type = BigInt)]
    pub subscription_id: i64,
    #[diesel(sql_type = Text)]
    pub endpoint: String,
    #[diesel(sql_type = Text)]
    pub p256dh: String,
    #[diesel(sql_type = Text)]
    pub auth: String,
    #[diesel(sql_type = Text)]
    pub lang: String,
    /// A `your_move` the player no longer needs to hear of: the table stopped awaiting them,
    /// or a newer one for the same table came.
    #[diesel(sql_type = Bool)]
    pub stale: bool,
}

/// The first delivery due at `now`, locked until the caller's transaction ends (which leases
/// it: `lease`).
pub fn claim(conn: &mut PgConnection, now: DateTime<Utc>) -> QueryResult<Option<Delivery>> {
    diesel::sql_query(
        "SELECT d.id, d.attempts, n.kind, n.step, n.table_id, n.account_id, n.created_at,
                p.id AS subscription_id, p.endpoint, p.p256dh, p.auth, a.lang,
                (n.kind = 'your_move' AND (
                    NOT EXISTS (SELECT 1 FROM seats s JOIN tables t ON t.id = s.table_id
                                 WHERE s.table_id = n.table_id AND s.account_id = n.account_id
                                   AND s.awaited AND t.status = 'playing')
                    OR EXISTS (SELECT 1 FROM notices m
                                WHERE m.account_id = n.account_id AND m.table_id = n.table_id
                                  AND m.kind = 'your_move' AND m.id > n.id))) AS stale
           FROM push_deliveries d
           JOIN notices n ON n.id = d.notice_id
           JOIN push_subscriptions p ON p.id = d.subscription_id
           JOIN accounts a ON a.id = n.account_id
          WHERE d.done_at IS NULL AND d.due_at <= $1
          ORDER BY d.due_at, d.id LIMIT 1
          FOR UPDATE OF d SKIP LOCKED",
    )
    .bind::<Timestamptz, _>(now)
    .get_result(conn)
    .optional()
}

/// Keeps a claimed delivery from other claims until `until`: its push is in flight.
pub fn lease(
    conn: &mut PgConnection,
    delivery: &Delivery,
    until: DateTime<Utc>,
) -> QueryResult<()> {
    diesel::update(push_deliveries::table.find(delivery.id))
        .set(push_deliveries::due_at.eq(until))
        .execute(conn)
        .map(|_| ())
}

/// How a delivery ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    /// The push service took it.
    Sent,
    /// Nothing to tell any more (see `Delivery::stale`), or too old to matter.
    Stale,
    /// The push service refused it for good, or the endpoint is not one to send to.
    Refused,
    /// Tried too often.
    GaveUp,
}

impl Outcome {
    fn as_str(self) -> &'static str {
        match self {
            Outcome::Sent => "sent",
            Outcome::Stale => "stale",
            Outcome::Refused => "refused",
            Outcome::GaveUp => "gave_up",
        }
    }
}

/// Marks a delivery done.
pub fn done(
    conn: &mut PgConnection,
    delivery: &Delivery,
    outcome: Outcome,
    now: DateTime<Utc>,
) -> QueryResult<()> {
    diesel::update(push_deliveries::table.find(delivery.id))
        .set((
            push_deliveries::done_at.eq(now),
            push_deliveries::outcome.eq(outcome.as_str()),
        ))
        .execute(conn)?;
    if outcome == Outcome::Sent {
        diesel::update(push_subscriptions::table.find(delivery.subscription_id))
            .set(push_subscriptions::last_sent_at.eq(now))
            .execute(conn)?;
    }
    Ok(())
}

/// Counts a failed attempt; the delivery is due again at `again`.
pub fn retry_at(
    conn: &mut PgConnection,
    delivery: &Delivery,
    again: DateTime<Utc>,
) -> QueryResult<()> {
    diesel::update(push_deliveries::table.find(delivery.id))
        .set((
            push_deliveries::attempts.eq(delivery.attempts + 1),
            push_deliveries::due_at.eq(again),
        ))
        .execute(conn)
        .map(|_| ())
}
