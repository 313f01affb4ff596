//! "Forgot your password?": reset links mailed to confirmed addresses, at most a few per
//! account and client address, and the new password they set.

use crate::db::DbError;
use crate::secrets::{self, Shape};
use crate::state::password_gate::Lane;
use crate::state::AppState;
use crate::store::accounts::{self as store};
use crate::store::attempts;
use crate::store::enums::AttemptKind;
use crate::store::resets;
use chrono::{DateTime, Duration, Utc};
use diesel::Connection;

use super::*;

/// How long a reset link works.
pub const RESET_LASTS: Duration = Duration::hours(1);

/// At most this many reset mails go to one account per `RESET_LASTS`, however often they are
/// asked for.
pub(super) const RESETS_PER_ACCOUNT: i64 = 3;

/// "Forgot your password?": mails a reset link to the confirmed address of each account whose
/// username, or confirmed address, is `who`. The answer is the same whether or not there is
/// such an account (the mail goes out after it), except `SlowDown` after too many asks from
/// one client address, whatever they named.
pub async fn ask_reset(state: &AppState, who: String, address: String) -> Result<(), AccountError> {
    let now = state.clock.now();
    let limit = Limit::reset_asked(&state.config);
    let since = limit.since(now);
    let who: String = who.trim().chars().take(254).collect();
    let counted = address.clone();
    let to_mail = crate::db::run(&state.pool, move |conn| {
        conn.transaction(|conn| {
            let recent = attempts::from_address(conn, AttemptKind::ResetAsked, &counted, since)?;
            if let Err(refused) = limit.check(recent, now) {
                return Ok(Err(refused));
            }
            // The database refuses some characters, NUL among them, in any query.
            let targets = if who.is_empty() || who.contains('\0') {
                Vec::new()
            } else {
                resets::targets(conn, &who)?
            };
            attempts::record(
                conn,
                AttemptKind::ResetAsked,
                targets.first().map(|t| t.to.account_id),
                &counted,
                now,
            )?;
            let mut to_mail = Vec::new();
            for target in targets {
                let account_id = target.to.account_id;
                if resets::made_since(conn, account_id, now - RESET_LASTS)? >= RESETS_PER_ACCOUNT {
                    continue;
                }
                let secret = secrets::new_secret(Shape::Key);
                let hash = secrets::hash(&secret);
                resets::create(
                    conn,
                    account_id,
                    &hash,
                    &target.to.email,
                    now,
                    now + RESET_LASTS,
                )?;
                to_mail.push((target, secret));
            }
            Ok::<_, diesel::result::Error>(Ok(to_mail))
        })
        .map_err(DbError::from)?
    })
    .await?;
    // Sent after answering, so that how long the answer takes tells nothing either.
    for (target, secret) in to_mail {
        let config = state.config.clone();
        tokio::spawn(async move {
            let account = target.to.account_id;
            if let Err(e) =
                crate::notify::mail::send_reset(&config, target, secret, RESET_LASTS).await
            {
                tracing::warn!(%account, error = %e, "a password reset mail did not go out");
            }
        });
    }
    Ok(())
}

/// The username a reset link is for, while it works (`ResetLink` when it does not).
pub async fn reset_link(state: &AppState, secret: &str) -> Result<String, AccountError> {
    let hash = secrets::hash(secret);
    let now = state.clock.now();
    let found = crate::db::query(&state.pool, move |conn| resets::find(conn, &hash, now)).await?;
    found
        .map(|(_, username)| username)
        .ok_or(AccountError::ResetLink)
}

/// Sets a new password with a reset link, which then stops working; every session and API token of
/// the account ends. `ResetLink` when the link does not work (counted, like failed sign-ins, per
/// client address: `SlowDown` after too many).
pub async fn reset_password(
    state: &AppState,
    secret: &str,
    new: String,
    address: String,
) -> Result<(), AccountError> {
    let now = state.clock.now();
    let limit = Limit::reset_failed(&state.config);
    let since = limit.since(now);
    let counted = address.clone();
    let recent = crate::db::query(&state.pool, move |conn| {
        attempts::from_address(conn, AttemptKind::ResetFailed, &counted, since)
    })
    .await?;
    limit.check(recent, now)?;
    match reset_link(state, secret).await {
        Ok(_) => {}
        Err(AccountError::ResetLink) => return Err(reset_failed(state, address, now).await),
        Err(e) => return Err(e),
    }
    check_password_length(&new)?;
    // A working reset link is as good as a known device: it does not queue behind a flood.
    let lane = Lane::Known(format!("reset:{address}"));
    let admitted = state.passwords.admit(lane, now)?;
    let hash = hash_password(state, &admitted, new).await?;
    let secret = secrets::hash(secret);
    let account_id = crate::db::query(&state.pool, move |conn| {
        conn.transaction(|conn| {
            let account_id = resets::consume(conn, &secret, now)?;
            if let Some(account_id) = account_id {
                store::set_password_hash(conn, account_id, &hash)?;
            }
            Ok(account_id)
        })
    })
    .await?;
    let Some(account_id) = account_id else {
        // Used or expired while the password was being hashed.
        return Err(reset_failed(state, address, now).await);
    };
    end_sessions(state, Ending::Everything(account_id, None)).await?;
    Ok(())
}

/// Counts a reset link that did not work against the client address; `ResetLink`.
pub(super) async fn reset_failed(
    state: &AppState,
    address: String,
    now: DateTime<Utc>,
) -> AccountError {
    let recorded = crate::db::query(&state.pool, move |conn| {
        attempts::record(conn, AttemptKind::ResetFailed, None, &address, now)
    })
    .await;
    match recorded {
        Ok(()) => AccountError::ResetLink,
        Err(e) => e.into(),
    }
}
