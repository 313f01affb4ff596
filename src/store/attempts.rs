//! The rows the rate limits count: failed sign-ins and new accounts, with the client address.

use chrono::{DateTime, Utc};
use diesel::dsl::{count_star, min};
use diesel::prelude::*;

use crate::db::schema::{accounts, attempts};
use crate::ids::AccountId;
use crate::store::enums::AttemptKind;

pub fn record(
    conn: &mut PgConnection,
    kind: AttemptKind,
    account_id: Option<AccountId>,
    address: &str,
    at: DateTime<Utc>,
) -> QueryResult<()> {
    diesel::insert_into(attempts::table)
        .values((
            attempts::kind.eq(kind),
            attempts::account_id.eq(account_id),
            attempts::address.eq(address),
            attempts::at.eq(at),
        ))
        .execute(conn)
        .map(|_| ())
}

/// How many attempts there were since `since`, and when the oldest of them was (when the
/// count goes down by one).
pub struct Recent {
    pub count: i64,
    pub oldest: Option<DateTime<Utc>>,
}

/// Recent attempts of a kind from one address.
pub fn from_address(
    conn: &mut PgConnection,
    kind: AttemptKind,
    address: &str,
    since: DateTime<Utc>,
) -> QueryResult<Recent> {
    let query = recent(kind, since).filter(attempts::address.eq(address.to_string()));
    let (count, oldest) = query.first(conn)?;
    Ok(Recent { count, oldest })
}

/// Recent attempts of a kind from every address.
pub fn of_kind(
    conn: &mut PgConnection,
    kind: AttemptKind,
    since: DateTime<Utc>,
) -> QueryResult<Recent> {
    let (count, oldest) = recent(kind, since).first(conn)?;
    Ok(Recent { count, oldest })
}

/// Recent failed sign-ins that named this account.
pub fn failed_for_account(
    conn: &mut PgConnection,
    account_id: AccountId,
    since: DateTime<Utc>,
) -> QueryResult<Recent> {
    let query =
        recent(AttemptKind::SignInFailed, since).filter(attempts::account_id.eq(account_id));
    let (count, oldest) = query.first(conn)?;
    Ok(Recent { count, oldest })
}

/// How many attempts of a kind since `since`, and the oldest's time; the caller says whose.
fn recent<'a>(
    kind: AttemptKind,
    since: DateTime<Utc>,
) -> attempts::BoxedQuery<
    'a,
    diesel::pg::Pg,
    (
        diesel::sql_types::BigInt,
        diesel::sql_types::Nullable<diesel::sql_types::Timestamptz>,
    ),
> {
    attempts::table
        .filter(attempts::kind.eq(kind))
        .filter(attempts::at.gt(since))
        .select((count_star(), min(attempts::at)))
        .into_boxed()
}

/// Notes a successful sign-in and says how many failed ones named the account since the
/// previous successful one (or since it was created).
pub fn signed_in(
    conn: &mut PgConnection,
    account_id: AccountId,
    at: DateTime<Utc>,
) -> QueryResult<i64> {
    let previous: Option<DateTime<Utc>> = accounts::table
        .find(account_id)
        .select(accounts::last_sign_in_at)
        .first(conn)?;
    diesel::update(accounts::table.find(account_id))
        .set(accounts::last_sign_in_at.eq(at))
        .execute(conn)?;
    let mut failed = attempts::table
        .filter(attempts::kind.eq(AttemptKind::SignInFailed))
        .filter(attempts::account_id.eq(account_id))
        .into_boxed();
    if let Some(previous) = previous {
        failed = failed.filter(attempts::at.ge(previous));
    }
    failed.count().get_result(conn)
}

/// Deletes what no limit counts any more.
pub fn forget_before(conn: &mut PgConnection, before: DateTime<Utc>) -> QueryResult<usize> {
    diesel::delete(attempts::table.filter(attempts::at.lt(before))).execute(conn)
}
