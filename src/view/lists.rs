//! The lists of tables one account sees: its own tables (the home page, `GET /api/v1/me`) and
//! the lobby of public tables that still take players.

use crate::db::{self, DbError};
use crate::ids::AccountId;
use crate::state::AppState;
use crate::store::tables::{self as store, TableSummary};

/// The tables of one player: those waiting for their move first, then the others still being
/// played or open, then the finished ones.
pub async fn tables_of(
    state: &AppState,
    account_id: AccountId,
) -> Result<Vec<TableSummary>, DbError> {
    db::query(&state.pool, move |conn| store::tables_of(conn, account_id)).await
}

/// Public tables that still take players, newest first, at most `FABULA_LOBBY_TABLES_PER_HOST`
/// of each host.
pub async fn lobby(state: &AppState) -> Result<Vec<TableSummary>, DbError> {
    let per_host = state.config.lobby_tables_per_host;
    db::query(&state.pool, move |conn| store::open_tables(conn, per_host)).await
}
