//! Admins: the accounts that may moderate the server. The role itself is given and taken only
//! from the command line (`fabula admin`); this is what the web asks of it.

use crate::db::DbError;
use crate::ids::AccountId;
use crate::state::AppState;
use crate::store::admins;

/// Whether the account is an admin.
pub async fn is_admin(state: &AppState, account_id: AccountId) -> Result<bool, DbError> {
    crate::db::query(&state.pool, move |conn| admins::is_admin(conn, account_id)).await
}

/// The admins' usernames and display names, by username.
pub async fn admins(state: &AppState) -> Result<Vec<(String, String)>, DbError> {
    crate::db::query(&state.pool, admins::admins).await
}
