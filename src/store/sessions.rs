//! Signed-in browsers: one row per session, found by the SHA-256 of the secret its cookie
//! carries.

use chrono::{DateTime, Duration, Utc};
use diesel::prelude::*;

use crate::db::schema::{accounts, sessions};
use crate::ids::AccountId;
use crate::store::accounts::Account;

#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = sessions)]
pub struct SessionRow {
    pub id: i64,
    pub account_id: AccountId,
    pub user_agent: String,
    pub created_at: DateTime<Utc>,
    pub last_seen_at: DateTime<Utc>,
}

/// How long a session lasts without being used; the cookie lasts as long.
pub const IDLE_DAYS: i64 = 90;

/// `last_seen_at` is written at most this often, so that reading pages does not write a row
/// each time.
const SEEN_EVERY_SECS: i64 = 60;

pub fn create(
    conn: &mut PgConnection,
    account_id: AccountId,
    secret_hash: &[u8],
    user_agent: &str,
    now: DateTime<Utc>,
) -> QueryResult<i64> {
    let user_agent: String = user_agent
        .chars()
        .filter(|c| !c.is_control())
        .take(300)
        .collect();
    diesel::insert_into(sessions::table)
        .values((
            sessions::account_id.eq(account_id),
            sessions::secret_hash.eq(secret_hash),
            sessions::user_agent.eq(user_agent),
            sessions::created_at.eq(now),
            sessions::last_seen_at.eq(now),
        ))
        .returning(sessions::id)
        .get_result(conn)
}

/// The session with this secret and its account, unless it was ended or lay idle too long;
/// notes that it was seen.
pub fn by_secret_hash(
    conn: &mut PgConnection,
    secret_hash: &[u8],
    now: DateTime<Utc>,
) -> QueryResult<Option<(SessionRow, Account)>> {
    let found: Option<(SessionRow, Account)> = sessions::table
        .inner_join(accounts::table)
        .filter(sessions::secret_hash.eq(secret_hash))
        .filter(sessions::last_seen_at.gt(now - Duration::days(IDLE_DAYS)))
        .select((SessionRow::as_select(), Account::as_select()))
        .first(conn)
        .optional()?;
    if let Some((row, _)) = &found {
        if now - row.last_seen_at > Duration::seconds(SEEN_EVERY_SECS) {
            diesel::update(sessions::table.find(row.id))
                .set(sessions::last_seen_at.eq(now))
                .execute(conn)?;
        }
    }
    Ok(found)
}

/// An account's sessions, the most recently used first.
pub fn of_account(conn: &mut PgConnection, account_id: AccountId) -> QueryResult<Vec<SessionRow>> {
    sessions::table
        .filter(sessions::account_id.eq(account_id))
        .order(sessions::last_seen_at.desc())
        .select(SessionRow::as_select())
        .load(conn)
}

/// Ends one of the account's sessions; the secret hashes of what was ended.
pub fn end(conn: &mut PgConnection, account_id: AccountId, id: i64) -> QueryResult<Vec<Vec<u8>>> {
    diesel::delete(
        sessions::table
            .filter(sessions::id.eq(id))
            .filter(sessions::account_id.eq(account_id)),
    )
    .returning(sessions::secret_hash)
    .get_results(conn)
}

/// Ends the session with this secret, if there is one.
pub fn end_by_secret_hash(conn: &mut PgConnection, secret_hash: &[u8]) -> QueryResult<usize> {
    diesel::delete(sessions::table.filter(sessions::secret_hash.eq(secret_hash))).execute(conn)
}

/// Ends every session of the account but `keep`; the secret hashes of what was ended.
pub fn end_all(
    conn: &mut PgConnection,
    account_id: AccountId,
    keep: Option<i64>,
) -> QueryResult<Vec<Vec<u8>>> {
    diesel::delete(
        sessions::table
            .filter(sessions::account_id.eq(account_id))
            .filter(sessions::id.ne(keep.unwrap_or(0))),
    )
    .returning(sessions::secret_hash)
    .get_results(conn)
}

/// Deletes sessions idle for longer than they last.
pub fn forget_idle(conn: &mut PgConnection, now: DateTime<Utc>) -> QueryResult<usize> {
    diesel::delete(
        sessions::table.filter(sessions::last_seen_at.lt(now - Duration::days(IDLE_DAYS))),
    )
    .execute(conn)
}
