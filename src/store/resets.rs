//! Password resets: the SHA-256 of each mailed link's secret, the account and address it was
//! mailed to, and when it stops working.

use chrono::{DateTime, Utc};
use diesel::prelude::*;
use diesel::sql_types::{BigInt, Bytea, Text, Timestamptz};

use crate::db::schema::password_resets;
use crate::ids::AccountId;
use crate::store::notices::Recipient;

/// An account a reset mail may go to: one with a confirmed address.
#[derive(Debug, Clone, QueryableByName)]
pub struct ResetTarget {
    #[diesel(embed)]
    pub to: Recipient,
    #[diesel(sql_type = Text)]
    pub username: String,
}

/// The accounts with this username, or with this confirmed address (any letter case), that
/// have a confirmed address to write to.
pub fn targets(conn: &mut PgConnection, username_or_email: &str) -> QueryResult<Vec<ResetTarget>> {
    diesel::sql_query(
        "SELECT id AS account_id, email, display_name, lang, time_zone, username FROM accounts
          WHERE email_confirmed AND email IS NOT NULL
            AND (lower(username) = lower($1) OR lower(email) = lower($1))
          ORDER BY id LIMIT 10",
    )
    .bind::<Text, _>(username_or_email)
    .load(conn)
}

/// How many resets were made for the account since `since`.
pub fn made_since(
    conn: &mut PgConnection,
    account_id: AccountId,
    since: DateTime<Utc>,
) -> QueryResult<i64> {
    password_resets::table
        .filter(password_resets::account_id.eq(account_id))
        .filter(password_resets::created_at.gt(since))
        .count()
        .get_result(conn)
}

pub fn create(
    conn: &mut PgConnection,
    account_id: AccountId,
    secret_hash: &[u8],
    email: &str,
    now: DateTime<Utc>,
    expires_at: DateTime<Utc>,
) -> QueryResult<()> {
    diesel::insert_into(password_resets::table)
        .values((
            password_resets::account_id.eq(account_id),
            password_resets::secret_hash.eq(secret_hash),
            password_resets::email.eq(email),
            password_resets::created_at.eq(now),
            password_resets::expires_at.eq(expires_at),
        ))
        .execute(conn)
        .map(|_| ())
}

#[derive(QueryableByName)]
struct Found {
    #[diesel(sql_type = BigInt)]
    account_id: AccountId,
    #[diesel(sql_type = Text)]
    username: String,
}

/// What a reset's link still works for, without using it: the account and its username. It
/// works until it expires, while the account's confirmed address is still the one it was
/// mailed to.
const STILL_GOOD: &str = "r.secret_hash = $1 AND r.expires_at > $2
    AND a.id = r.account_id AND a.email_confirmed AND a.email = r.email";

pub fn find(
    conn: &mut PgConnection,
    secret_hash: &[u8],
    now: DateTime<Utc>,
) -> QueryResult<Option<(AccountId, String)>> {
    let found: Option<Found> = diesel::sql_query(format!(
        "SELECT r.account_id, a.username FROM password_resets r, accounts a WHERE {STILL_GOOD}"
    ))
    .bind::<Bytea, _>(secret_hash)
    .bind::<Timestamptz, _>(now)
    .get_result(conn)
    .optional()?;
    Ok(found.map(|f| (f.account_id, f.username)))
}

/// Uses a reset: deletes it, and every other reset of its account, when it still works; the
/// account it was for. Two uses at once cannot both find it.
pub fn consume(
    conn: &mut PgConnection,
    secret_hash: &[u8],
    now: DateTime<Utc>,
) -> QueryResult<Option<AccountId>> {
    let found: Option<Found> = diesel::sql_query(format!(
        "DELETE FROM password_resets r USING accounts a WHERE {STILL_GOOD}
         RETURNING r.account_id, a.username"
    ))
    .bind::<Bytea, _>(secret_hash)
    .bind::<Timestamptz, _>(now)
    .get_result(conn)
    .optional()?;
    let Some(found) = found else {
        return Ok(None);
    };
    forget_of_account(conn, found.account_id)?;
    Ok(Some(found.account_id))
}

/// Deletes every reset of an account (its password was just changed).
pub fn forget_of_account(conn: &mut PgConnection, account_id: AccountId) -> QueryResult<usize> {
    diesel::delete(password_resets::table.filter(password_resets::account_id.eq(account_id)))
        .execute(conn)
}

/// Deletes the resets that expired.
pub fn forget_expired(conn: &mut PgConnection, now: DateTime<Utc>) -> QueryResult<usize> {
    diesel::delete(password_resets::table.filter(password_resets::expires_at.le(now))).execute(conn)
}
