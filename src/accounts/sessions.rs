//! Signing in, the sessions and API tokens that carry it, and their end: a password change,
//! a reset or "sign out everywhere" ends every session and every token of the account at once.

use crate::credentials;
use crate::db::DbError;
use crate::ids::AccountId;
use crate::secrets::{self, Shape};
use crate::state::password_gate::{Lane, Sender};
use crate::state::AppState;
use crate::store::accounts::{self as store, Account};
use crate::store::attempts;
use crate::store::enums::AttemptKind;
use crate::store::{resets, sessions};
use chrono::Duration;
use diesel::Connection;

use super::devices;
use super::*;

/// A successful sign-in: the account, how many failed attempts named it since its previous
/// successful one (its owner is told), and a fresh device proof for the client to keep.
pub struct SignedIn {
    pub account: Account,
    pub failed_since: i64,
    pub device: String,
}

/// Who is signing in: where from, and the device proofs the client keeps (a cookie's or a
/// field's value, `~`-separated), if any.
pub struct Client {
    pub sender: Sender,
    pub proofs: Option<String>,
}

/// The account with this username and password, for a client.
/// `WrongCredentials` without saying which part was wrong; `SlowDown` once too many failed
/// attempts named the account, or came from the address, within the window, unless the
/// client has a device proof of this account (a known device), which a few wrong passwords
/// of its own make unknown again.
pub async fn authenticate(
    state: &AppState,
    username: String,
    password: String,
    client: Client,
) -> Result<SignedIn, AccountError> {
    let now = state.clock.now();
    let window = Duration::seconds(state.config.sign_in_window_secs as i64);
    let device = client
        .proofs
        .as_deref()
        .and_then(|proofs| devices::matching(&state.proof_key, proofs, &username))
        .filter(|device| state.passwords.device_trusted(device, window, now));
    let lane = match &device {
        Some(device) => Lane::Known(format!("device:{device}")),
        None => Lane::Unknown(client.sender.clone()),
    };
    let admitted = state.passwords.admit(lane, now)?;
    let per_account = Limit::sign_in(&state.config, true);
    let per_address = Limit::sign_in(&state.config, false);
    let (since_account, since_address) = (per_account.since(now), per_address.since(now));
    let address = client.sender.address;
    let counted = address.clone();
    let (account, account_recent, address_recent) = crate::db::query(&state.pool, move |conn| {
        // Only a name of the shape usernames have is looked up (the database refuses some
        // characters, NUL among them, in any query).
        let account = if username_shape(&username) {
            store::by_username(conn, &username)?
        } else {
            None
        };
        let account_recent = match &account {
            Some(account) => Some(attempts::failed_for_account(
                conn,
                account.id,
                since_account,
            )?),
            None => None,
        };
        let address_recent =
            attempts::from_address(conn, AttemptKind::SignInFailed, &counted, since_address)?;
        Ok((account, account_recent, address_recent))
    })
    .await?;
    if device.is_none() {
        per_address.check(address_recent, now)?;
        if let Some(recent) = account_recent {
            per_account.check(recent, now)?;
        }
    }
    let hash = account.as_ref().map(|a| a.password_hash.clone());
    let right = password.len() <= 1024 && verify_password(state, &admitted, hash, password).await?;
    let account_id = account.as_ref().map(|a| a.id);
    match account {
        Some(account) if right => {
            if let Some(suspension) = account.suspension(now) {
                return Err(AccountError::Suspended(suspended_sentence(&suspension)));
            }
            let failed_since = crate::db::query(&state.pool, move |conn| {
                attempts::signed_in(conn, account.id, now)
            })
            .await?;
            let device = devices::issue(&state.proof_key, &account.username);
            Ok(SignedIn {
                account,
                failed_since,
                device,
            })
        }
        _ => {
            if let Some(device) = &device {
                state.passwords.device_failed(device, window, now);
            }
            crate::db::query(&state.pool, move |conn| {
                attempts::record(conn, AttemptKind::SignInFailed, account_id, &address, now)
            })
            .await?;
            Err(AccountError::WrongCredentials)
        }
    }
}

/// Starts a session for a browser: its secret, for the cookie, and its id.
pub async fn start_session(
    state: &AppState,
    account_id: AccountId,
    user_agent: String,
) -> Result<(String, i64), DbError> {
    let secret = secrets::new_secret(Shape::Key);
    let hash = secrets::hash(&secret);
    let now = state.clock.now();
    let id = crate::db::query(&state.pool, move |conn| {
        sessions::create(conn, account_id, &hash, &user_agent, now)
    })
    .await?;
    Ok((secret, id))
}

/// The account of a session that has not ended, and the session's id.
pub async fn session_account(
    state: &AppState,
    secret: &str,
) -> Result<Option<(i64, Account)>, DbError> {
    let hash = secrets::hash(secret);
    let now = state.clock.now();
    let found = crate::db::query(&state.pool, {
        let hash = hash.clone();
        move |conn| sessions::by_secret_hash(conn, &hash, now)
    })
    .await?;
    Ok(found.map(|(row, account)| {
        if account.suspension(now).is_none() {
            state.watch.credentials.remember(hash, &account);
        }
        (row.id, account)
    }))
}

/// The account of an API token that has not been revoked: from memory when the database
/// vouched for the token lately (and no revocation was heard of since), else from the database.
pub async fn token_account(state: &AppState, token: &str) -> Result<Option<Account>, DbError> {
    let hash = secrets::hash(token);
    let now = state.clock.now();
    if let Some(account) = state.watch.credentials.fresh_account(&hash) {
        return Ok(Some((*account).clone()));
    }
    let account = crate::db::query(&state.pool, {
        let hash = hash.clone();
        move |conn| store::by_token_hash(conn, &hash)
    })
    .await?;
    // A suspended account is not remembered: each of its requests asks the database, which
    // says it is suspended, until the suspension ends.
    if let Some(account) = account.as_ref().filter(|a| a.suspension(now).is_none()) {
        state.watch.credentials.remember(hash, account);
    }
    Ok(account)
}

/// A new API token for the account, named `name`, within its quota of tokens: the token,
/// shown once (only its hash is kept), and its row.
pub async fn create_token(
    state: &AppState,
    account_id: AccountId,
    name: String,
) -> Result<(String, store::ApiToken), AccountError> {
    let token = format!("fab_{}", secrets::new_secret(Shape::Key));
    let hash = secrets::hash(&token);
    let limits = crate::quotas::Limits::of(&state.config);
    let now = state.clock.now();
    let row = crate::db::run(&state.pool, move |conn| {
        conn.transaction(|conn| {
            crate::quotas::check(conn, &limits, account_id, crate::quotas::Quota::Token, now)?;
            store::create_token(conn, account_id, &name, &hash).map_err(AccountError::from)
        })
    })
    .await?;
    Ok((token, row))
}

/// Where the account is signed in: its sessions (the most recently seen first) and its API
/// tokens (the newest first).
pub async fn sessions_and_tokens(
    state: &AppState,
    account_id: AccountId,
) -> Result<(Vec<sessions::SessionRow>, Vec<store::TokenLine>), DbError> {
    crate::db::query(&state.pool, move |conn| {
        Ok((
            sessions::of_account(conn, account_id)?,
            store::tokens_of(conn, account_id)?,
        ))
    })
    .await
}

/// Which sessions to end.
pub enum Ending {
    /// The one with this secret (signing out).
    This(String),
    /// One of the account's, by id (from the settings' list).
    One(AccountId, i64),
    /// Every way into the account: all of its sessions but the one with this id (`None`: all
    /// of them), and every API token. A new password (changed or reset) and "sign out
    /// everywhere" end what the old one let in, tokens as much as sessions.
    Everything(AccountId, Option<i64>),
}

/// Ends sessions (and with [`Ending::Everything`] the account's API tokens too), in every
/// server process at once; how many credentials ended.
pub async fn end_sessions(state: &AppState, which: Ending) -> Result<usize, DbError> {
    let ended = crate::db::query(&state.pool, move |conn| {
        conn.transaction(|conn| {
            let hashes = match which {
                Ending::This(secret) => {
                    let hash = secrets::hash(&secret);
                    sessions::end_by_secret_hash(conn, &hash)?;
                    vec![hash]
                }
                Ending::One(account_id, id) => sessions::end(conn, account_id, id)?,
                Ending::Everything(account_id, keep) => {
                    let mut ended = sessions::end_all(conn, account_id, keep)?;
                    ended.extend(store::delete_tokens(conn, account_id)?);
                    ended
                }
            };
            credentials::announce_ended(conn, &hashes)?;
            Ok(hashes)
        })
    })
    .await?;
    for hash in &ended {
        state.watch.credentials.forget(hash);
    }
    Ok(ended.len())
}

/// Revokes one of the account's API tokens, in every server process at once. `None` when
/// there is no such token; `Some(false)` when it is another account's.
pub async fn revoke_token(
    state: &AppState,
    account_id: AccountId,
    id: i64,
) -> Result<Option<bool>, DbError> {
    let revoked = crate::db::query(&state.pool, move |conn| {
        conn.transaction(|conn| match store::token(conn, id)? {
            None => Ok(None),
            Some(token) if token.account_id != account_id => Ok(Some(None)),
            Some(_) => {
                let hash = store::delete_token(conn, id)?;
                credentials::announce_ended(conn, std::slice::from_ref(&hash))?;
                Ok(Some(Some(hash)))
            }
        })
    })
    .await?;
    Ok(revoked.map(|hash| match hash {
        Some(hash) => {
            state.watch.credentials.forget(&hash);
            true
        }
        None => false,
    }))
}

/// Deletes attempts no limit looks at any more (older than the longest window, and a day),
/// sessions idle for longer than they last, and reset links that expired.
pub async fn forget_old(state: &AppState) -> Result<usize, DbError> {
    let config = &state.config;
    let longest = config
        .sign_in_window_secs
        .max(config.register_window_secs)
        .max(24 * 3600);
    let before = state.clock.now() - Duration::seconds(longest as i64);
    let now = state.clock.now();
    crate::db::query(&state.pool, move |conn| {
        Ok(attempts::forget_before(conn, before)?
            + sessions::forget_idle(conn, now)?
            + resets::forget_expired(conn, now)?)
    })
    .await
}
