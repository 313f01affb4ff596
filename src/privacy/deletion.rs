//! A player deletes their account. Finished games keep their rounds, with the player shown
//! as a former player; at running tables they resign (through `play::act`, so the game goes
//! on); an open table they host goes, one they joined they leave. Their decks go but for what
//! open and running tables, and then finished games' stories, still show of them
//! (`store::deletion::delete_former_decks`); sessions, API tokens (forgotten in every server
//! process at once), push subscriptions, webhooks, notices, reset links and the mail address
//! go at once.

use diesel::Connection;

use crate::accounts::{self, AccountError};
use crate::credentials;
use crate::db::DbError;
use crate::game::Action;
use crate::ids::{AccountId, TableId};
use crate::play::{self, Move, PlayError};
use crate::state::AppState;
use crate::store::accounts::Account;
use crate::store::deletion as store;

/// Deletes the account after checking its password.
pub async fn delete_account(
    state: &AppState,
    account: &Account,
    password: String,
) -> Result<(), AccountError> {
    accounts::confirm_password(state, account, password).await?;
    let account_id = account.id;
    let left = leave_tables(state, account_id).await?;
    let now = state.clock.now();
    let (ended, touched) = crate::db::query(&state.pool, move |conn| {
        conn.transaction(|conn| {
            let ended = store::anonymise(conn, account_id, &left, now)?;
            credentials::announce_ended(conn, &ended)?;
            store::delete_former_decks(conn, None)?;
            // Their seats show the new name: the tables' versions move on, as for a rename.
            let touched = crate::store::tables::touch_tables_of(conn, account_id)?;
            Ok((ended, touched))
        })
    })
    .await?;
    for hash in &ended {
        state.watch.credentials.forget(hash);
    }
    for (table_id, version) in touched {
        state.watch.publish(table_id, version);
    }
    Ok(())
}

/// Takes the account out of every table not yet finished: an open table it hosts goes, one it
/// joined it leaves, and at a running one it resigns (through `play::act`, so the game goes on).
/// For a deleted account and for a suspended one. Gives the open tables it left.
pub async fn leave_tables(
    state: &AppState,
    account_id: AccountId,
) -> Result<Vec<TableId>, DbError> {
    let unfinished = crate::db::query(&state.pool, move |conn| {
        store::unfinished_tables(conn, account_id)
    })
    .await?;
    let mut left = Vec::new();
    for table in unfinished {
        let mv = match (table.open, table.host) {
            (true, true) => {
                crate::db::query(&state.pool, move |conn| {
                    store::delete_open_table(conn, table.table_id)
                })
                .await?;
                continue;
            }
            (true, false) => {
                left.push(table.table_id);
                Move::Leave
            }
            (false, _) => Move::Game(Action::Resign),
        };
        match play::act(state, table.table_id, account_id, mv).await {
            // Resigned before, or the table changed meanwhile: nothing more to do there.
            Ok(_) | Err(PlayError::Conflict(_)) | Err(PlayError::Invalid(_)) => {}
            Err(e) => {
                tracing::error!(error = %e, table = %table.table_id, "a leaving player's move failed");
            }
        }
    }
    Ok(left)
}
