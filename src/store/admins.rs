//! Who is an admin: the `accounts.is_admin` flag, set and cleared only by `fabula admin`.

use diesel::prelude::*;

use crate::db::schema::accounts;
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
