//! Who is an admin (the `accounts.is_admin` flag, set and cleared only by `fabula admin`),
//! what admins did (`admin_actions`), and the invite codes they make.

use chrono::{DateTime, Utc};
use diesel::prelude::*;

use crate::db::schema::{accounts, admin_actions, invites};
use crate::ids::AccountId;

/// Whether the account is an admin (false for one that does not exist).
pub fn is_admin(conn: &mut PgConnection, account_id: AccountId) -> QueryResult<bool> {
    accounts::table
        .find(account_id)
        .select(accounts::is_admin)
        .first(conn)
        .optional()
        .map(|flag| flag.unwrap_or(false))
}

/// Makes the account an admin (`admin` true) or not; returns whether that changed anything.
pub fn set_admin(conn: &mut PgConnection, account_id: AccountId, admin: bool) -> QueryResult<bool> {
    diesel::update(
        accounts::table
            .find(account_id)
            .filter(accounts::is_admin.ne(admin)),
    )
    .set(accounts::is_admin.eq(admin))
    .execute(conn)
    .map(|n| n > 0)
}

/// The admins' usernames and display names, by username.
pub fn admins(conn: &mut PgConnection) -> QueryResult<Vec<(String, String)>> {
    accounts::table
        .filter(accounts::is_admin)
        .select((accounts::username, accounts::display_name))
        .order(accounts::username)
        .load(conn)
}

/// An invite code for registering while registration is invite-only.
#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = invites)]
pub struct Invite {
    pub code: String,
    pub created_at: DateTime<Utc>,
    /// How many registrations it allows; `None`: any number.
    pub max_uses: Option<i32>,
    pub uses: i32,
    pub expires_at: Option<DateTime<Utc>>,
}

/// What an admin did, for the log: the action, what it concerned, why, and the report it
/// answered.
pub struct Logged<'a> {
    pub action: &'a str,
    pub details: &'a str,
    pub reason: &'a str,
    pub report_id: Option<i64>,
}

/// Notes what an admin did, and when.
pub fn log_action(
    conn: &mut PgConnection,
    admin_id: AccountId,
    now: DateTime<Utc>,
    logged: &Logged,
) -> QueryResult<()> {
    diesel::insert_into(admin_actions::table)
        .values((
            admin_actions::admin_id.eq(admin_id),
            admin_actions::created_at.eq(now),
            admin_actions::action.eq(logged.action),
            admin_actions::details.eq(logged.details),
            admin_actions::reason.eq(logged.reason),
            admin_actions::report_id.eq(logged.report_id),
        ))
        .execute(conn)
        .map(drop)
}

/// Makes an invite code.
pub fn create_invite(
    conn: &mut PgConnection,
    admin_id: AccountId,
    now: DateTime<Utc>,
    code: &str,
    max_uses: Option<i32>,
    expires_at: Option<DateTime<Utc>>,
) -> QueryResult<Invite> {
    diesel::insert_into(invites::table)
        .values((
            invites::code.eq(code),
            invites::created_by.eq(admin_id),
            invites::created_at.eq(now),
            invites::max_uses.eq(max_uses),
            invites::expires_at.eq(expires_at),
        ))
        .returning(Invite::as_returning())
        .get_result(conn)
}

/// Every invite code, newest first.
pub fn invites(conn: &mut PgConnection) -> QueryResult<Vec<Invite>> {
    invites::table
        .select(Invite::as_select())
        .order(invites::created_at.desc())
        .load(conn)
}

/// Takes one use of an invite code that is known, not used up and not expired at `now`;
/// whether it could.
pub fn take_invite(conn: &mut PgConnection, code: &str, now: DateTime<Utc>) -> QueryResult<bool> {
    diesel::update(
        invites::table
            .find(code)
            .filter(
                invites::max_uses
                    .is_null()
                    .or(invites::uses.nullable().lt(invites::max_uses)),
            )
            .filter(
                invites::expires_at
                    .is_null()
                    .or(invites::expires_at.gt(now)),
            ),
    )
    .set(invites::uses.eq(invites::uses + 1))
    .execute(conn)
    .map(|n| n > 0)
}

/// Gives back a use taken by `take_invite` (the account was not made after all).
pub fn give_back_invite(conn: &mut PgConnection, code: &str) -> QueryResult<()> {
    diesel::update(invites::table.find(code).filter(invites::uses.gt(0)))
        .set(invites::uses.eq(invites::uses - 1))
        .execute(conn)
        .map(drop)
}

/// Deletes an invite code; whether there was one.
pub fn delete_invite(conn: &mut PgConnection, code: &str) -> QueryResult<bool> {
    diesel::delete(invites::table.find(code))
        .execute(conn)
        .map(|n| n > 0)
}
