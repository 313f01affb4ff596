//! Passwords: argon2id hashes, a few at a time through the gate (`state::PasswordGate`),
//! checked against a dummy hash when there is no account, so that timing tells nothing.

use crate::state::password_gate::{Admission, Lane};
use crate::state::AppState;
use crate::store::accounts::{self as store, Account};
use crate::store::resets;
use argon2::password_hash::{PasswordHasher, PasswordVerifier};
use argon2::{Algorithm, Argon2, Params, Version};
use std::sync::LazyLock;

use super::*;

/// argon2id with OWASP's parameters: 19 MiB of memory, 2 passes, 1 lane.
pub(super) fn argon2() -> Argon2<'static> {
    let params = Params::new(19 * 1024, 2, 1, None).expect("OWASP argon2 parameters are valid");
    Argon2::new(Algorithm::Argon2id, Version::V0x13, params)
}

/// Verifying against this when the username is unknown makes a wrong username cost as much
/// time as a wrong password, so timing does not tell which usernames exist.
pub(super) static DUMMY_HASH: LazyLock<String> = LazyLock::new(|| {
    hash_password_now("a password nobody has").expect("hashing a constant never fails")
});

/// Makes the dummy hash now rather than in the first sign-in of an unknown user.
pub fn warm_up() {
    LazyLock::force(&DUMMY_HASH);
}

/// A PHC string (`$argon2id$v=19$m=...`) with a random 16-byte salt.
pub(super) fn hash_password_now(password: &str) -> Result<String, argon2::password_hash::Error> {
    Ok(argon2().hash_password(password.as_bytes())?.to_string())
}

/// The hash's own parameters are used, so hashes made with other parameters still verify.
pub(super) fn verify_password_now(hash: &str, password: &str) -> bool {
    argon2().verify_password(password.as_bytes(), hash).is_ok()
}

pub(super) async fn hash_password(
    state: &AppState,
    admitted: &Admission<'_>,
    password: String,
) -> Result<String, AccountError> {
    state
        .passwords
        .run(admitted, move || hash_password_now(&password))
        .await?
        .map_err(|e| AccountError::Hashing(e.to_string()))
}

/// Checks a password against an account's hash, or against a dummy hash when there is no
/// such account.
pub(super) async fn verify_password(
    state: &AppState,
    admitted: &Admission<'_>,
    hash: Option<String>,
    password: String,
) -> Result<bool, AccountError> {
    state
        .passwords
        .run(admitted, move || match hash {
            Some(hash) => verify_password_now(&hash, &password),
            None => {
                verify_password_now(&DUMMY_HASH, &password);
                false
            }
        })
        .await
        .map_err(AccountError::from)
}

/// A place at the gate for a person already signed in, in the known lane.
fn admit_signed_in<'a>(
    state: &'a AppState,
    account: &Account,
) -> Result<Admission<'a>, AccountError> {
    let lane = Lane::Known(format!("account:{}", account.id));
    Ok(state.passwords.admit(lane, state.clock.now())?)
}

/// Checks the account's password, asked again before something that cannot be undone.
pub async fn confirm_password(
    state: &AppState,
    account: &Account,
    password: String,
) -> Result<(), AccountError> {
    let stored = Some(account.password_hash.clone());
    let admitted = admit_signed_in(state, account)?;
    if password.len() > 1024 || !verify_password(state, &admitted, stored, password).await? {
        return Err(AccountError::WrongPassword);
    }
    Ok(())
}

/// Changes the password after checking the current one; every other session and every API
/// token of the account ends.
pub async fn change_password(
    state: &AppState,
    account: &Account,
    current: String,
    new: String,
    this_session: Option<i64>,
) -> Result<(), AccountError> {
    check_password_length(&new)?;
    let stored = Some(account.password_hash.clone());
    let admitted = admit_signed_in(state, account)?;
    if current.len() > 1024 || !verify_password(state, &admitted, stored, current).await? {
        return Err(AccountError::WrongPassword);
    }
    let hash = hash_password(state, &admitted, new).await?;
    let account_id = account.id;
    crate::db::query(&state.pool, move |conn| {
        store::set_password_hash(conn, account_id, &hash)?;
        // A reset link asked for before is not needed any more.
        resets::forget_of_account(conn, account_id).map(|_| ())
    })
    .await?;
    end_sessions(state, Ending::Everything(account_id, this_session)).await?;
    Ok(())
}
