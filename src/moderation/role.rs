//! Admins: the accounts that may moderate the server. The role itself is given and taken only
//! from the command line (`fabula admin`); this is what the web asks of it.

use chrono::{DateTime, Utc};
use diesel::Connection;

use crate::accounts::{self, wrong_codes, AccountError, Registration};
use crate::config;
use crate::db::DbError;
use crate::i18n::Sentence;
use crate::ids::AccountId;
use crate::state::password_gate::Sender;
use crate::state::AppState;
use crate::store::accounts::Account;
use crate::store::admins::{self, Invite, Logged};

/// Whether the account is an admin.
pub async fn is_admin(state: &AppState, account_id: AccountId) -> Result<bool, DbError> {
    crate::db::query(&state.pool, move |conn| admins::is_admin(conn, account_id)).await
}

/// The admins' usernames and display names, by username.
pub async fn admins(state: &AppState) -> Result<Vec<(String, String)>, DbError> {
    crate::db::query(&state.pool, admins::admins).await
}

/// Makes an invite code (ten letters and digits that cannot be mistaken for one another),
/// noted as the admin's action.
pub async fn create_invite(
    state: &AppState,
    admin_id: AccountId,
    max_uses: Option<i32>,
    expires_at: Option<DateTime<Utc>>,
) -> Result<Invite, DbError> {
    let now = state.clock.now();
    let code = crate::secrets::new_secret(crate::secrets::Shape::Code(10));
    crate::db::query(&state.pool, move |conn| {
        conn.transaction(|conn| {
            let invite = admins::create_invite(conn, admin_id, now, &code, max_uses, expires_at)?;
            let details = format!(
                "code {code}, uses {}, expires {}",
                max_uses.map_or("unlimited".to_string(), |n| n.to_string()),
                expires_at.map_or("never".to_string(), |t| t.to_rfc3339())
            );
            admins::log_action(
                conn,
                admin_id,
                now,
                &Logged {
                    action: "invite_created",
                    details: &details,
                    reason: "",
                    report_id: None,
                },
            )?;
            Ok(invite)
        })
    })
    .await
}

/// Every invite code, newest first.
pub async fn invites(state: &AppState) -> Result<Vec<Invite>, DbError> {
    crate::db::query(&state.pool, admins::invites).await
}

/// Deletes an invite code, noted as the admin's action; whether there was one.
pub async fn delete_invite(
    state: &AppState,
    admin_id: AccountId,
    code: String,
) -> Result<bool, DbError> {
    let now = state.clock.now();
    crate::db::query(&state.pool, move |conn| {
        conn.transaction(|conn| {
            let deleted = admins::delete_invite(conn, &code)?;
            if deleted {
                admins::log_action(
                    conn,
                    admin_id,
                    now,
                    &Logged {
                        action: "invite_deleted",
                        details: &format!("code {code}"),
                        reason: "",
                        report_id: None,
                    },
                )?;
            }
            Ok(deleted)
        })
    })
    .await
}

/// Why a registration is refused or failed: the server's registration setting, or the
/// account's own rules.
#[derive(Debug, thiserror::Error)]
pub enum RegisterError {
    /// Registration is closed, or needs an invite code that is missing or will not do.
    #[error("{0}")]
    Refused(Sentence),
    #[error(transparent)]
    Account(#[from] AccountError),
    #[error(transparent)]
    Db(#[from] DbError),
}

/// Makes an account as `accounts::register` does, if the server's registration setting lets
/// it: always when open, never when closed, and when invite-only with an invite code that has
/// a use left (taken by the new account; given back when the account is not made).
pub async fn register(
    state: &AppState,
    reg: Registration,
    invite: Option<String>,
    sender: Sender,
) -> Result<Account, RegisterError> {
    let code = match state.config.registration {
        config::Registration::Open => None,
        config::Registration::Closed => {
            return Err(RegisterError::Refused(Sentence::new(
                "err_registration_closed",
            )))
        }
        config::Registration::Invite => {
            let code = invite
                .map(|c| c.trim().to_lowercase())
                .filter(|c| !c.is_empty())
                .ok_or(RegisterError::Refused(Sentence::new("err_invite_needed")))?;
            let now = state.clock.now();
            let (config, address) = (state.config.clone(), sender.address.clone());
            let taken = crate::db::query(&state.pool, {
                let code = code.clone();
                move |conn| {
                    // Wrong codes count against the address, as a table's do.
                    if let Some(refusal) = wrong_codes::refusal(conn, &config, &address, now)? {
                        return Ok(Err(refusal));
                    }
                    let taken = admins::take_invite(conn, &code, now)?;
                    if !taken {
                        wrong_codes::record(conn, &address, now)?;
                    }
                    Ok(Ok(taken))
                }
            })
            .await?;
            match taken {
                Err((sentence, retry_after)) => {
                    return Err(AccountError::SlowDown {
                        sentence,
                        retry_after,
                    }
                    .into())
                }
                Ok(false) => {
                    return Err(RegisterError::Refused(Sentence::new("err_invite_invalid")))
                }
                Ok(true) => {}
            }
            Some(code)
        }
    };
    let made = accounts::register(state, reg, sender).await;
    if let (Err(_), Some(code)) = (&made, code) {
        crate::db::query(&state.pool, move |conn| {
            admins::give_back_invite(conn, &code)
        })
        .await?;
    }
    Ok(made?)
}
