//! The account service: passwords (argon2id, a few at a time), new accounts, signing in, and
//! the rate limits that keep guessing and mass sign-ups slow.
//!
//! Each argon2id hash takes 19 MiB for tens of milliseconds. Run for every request at once, a
//! flood of sign-ins would grow the server's memory with the attacker's concurrency; so at most
//! `hash_concurrency` hashes run at a time (`PasswordGate`), at most `hash_queue` requests wait
//! for one, and the rest are refused at once with "try again in a moment".

use std::sync::LazyLock;

use argon2::password_hash::{PasswordHasher, PasswordVerifier};
use argon2::{Algorithm, Argon2, Params, Version};
use chrono::{DateTime, Duration, Utc};
use diesel::Connection;

use crate::config::Config;
use crate::credentials;
use crate::db::DbError;
use crate::i18n::Sentence;
use crate::ids::AccountId;
use crate::secrets::{self, Shape};
pub use crate::state::password_gate::PasswordGate;
use crate::state::password_gate::{Admission, GateError};
use crate::state::AppState;
use crate::store::accounts::{self as store, Account, NewAccount};
use crate::store::attempts;
use crate::store::away::{self, Presence};
use crate::store::enums::AttemptKind;
use crate::store::{resets, sessions};
use crate::text::{self, Field};

/// Why an account could not be made or signed in.
#[derive(Debug, thiserror::Error)]
pub enum AccountError {
    /// A field of the wrong shape.
    #[error("{0}")]
    Invalid(Sentence),
    #[error("the username is taken")]
    Taken,
    /// The display name is, or looks like, another account's.
    #[error("the display name looks like another's")]
    LookAlike,
    /// Wrong username or password, without saying which.
    #[error("wrong username or password")]
    WrongCredentials,
    /// A rate limit: try again after `retry_after` seconds.
    #[error("{sentence}")]
    SlowDown {
        sentence: Sentence,
        retry_after: u64,
    },
    /// A moderator suspended the account: the sentence says until when and why. Said only to
    /// whoever gave its right password or one of its tokens.
    #[error("{0}")]
    Suspended(Sentence),
    /// The current password, asked again before a change, is not right.
    #[error("wrong password")]
    WrongPassword,
    /// A password reset link that is unknown, was used, or expired.
    #[error("unknown or expired reset link")]
    ResetLink,
    /// Too many passwords are being checked right now.
    #[error("busy checking other passwords")]
    Busy,
    #[error("password hashing failed: {0}")]
    Hashing(String),
    #[error(transparent)]
    Db(#[from] DbError),
}

impl From<GateError> for AccountError {
    fn from(e: GateError) -> AccountError {
        match e {
            GateError::Busy => AccountError::Busy,
            GateError::Stopped(e) => AccountError::Hashing(e),
        }
    }
}

/// argon2id with OWASP's parameters: 19 MiB of memory, 2 passes, 1 lane.
fn argon2() -> Argon2<'static> {
    let params = Params::new(19 * 1024, 2, 1, None).expect("OWASP argon2 parameters are valid");
    Argon2::new(Algorithm::Argon2id, Version::V0x13, params)
}

/// Verifying against this when the username is unknown makes a wrong username cost as much
/// time as a wrong password, so timing does not tell which usernames exist.
static DUMMY_HASH: LazyLock<String> = LazyLock::new(|| {
    hash_password_now("a password nobody has").expect("hashing a constant never fails")
});

/// Makes the dummy hash now rather than in the first sign-in of an unknown user.
pub fn warm_up() {
    LazyLock::force(&DUMMY_HASH);
}

/// A PHC string (`$argon2id$v=19$m=...`) with a random 16-byte salt.
fn hash_password_now(password: &str) -> Result<String, argon2::password_hash::Error> {
    Ok(argon2().hash_password(password.as_bytes())?.to_string())
}

/// The hash's own parameters are used, so hashes made with other parameters still verify.
fn verify_password_now(hash: &str, password: &str) -> bool {
    argon2().verify_password(password.as_bytes(), hash).is_ok()
}

async fn hash_password(
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
async fn verify_password(
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

/// What a person gives to create an account, by form or by JSON.
pub struct Registration {
    pub username: String,
    pub password: String,
    pub display_name: Option<String>,
}

/// Checks a registration against API.md's rules: username 3–32 of letters, digits, `_`, `-`;
/// password 8–256 characters; a display name as `check_display_name` says. Gives the display
/// name to store.
fn check_registration(reg: &Registration) -> Result<String, AccountError> {
    if !username_shape(&reg.username) {
        return Err(AccountError::Invalid(Sentence::new("err_username_shape")));
    }
    check_password_length(&reg.password)?;
    check_display_name(
        reg.display_name.as_deref().unwrap_or_default(),
        &reg.username,
    )
}

/// A new password has 8 to 256 characters.
fn check_password_length(password: &str) -> Result<(), AccountError> {
    if (8..=256).contains(&password.chars().count()) {
        Ok(())
    } else {
        Err(AccountError::Invalid(Sentence::new("err_password_length")))
    }
}

/// A display name of at most 50 characters that is clean text; the username when empty.
/// Gives the name to store.
fn check_display_name(typed: &str, username: &str) -> Result<String, AccountError> {
    let display_name = text::clean(typed, Field::DisplayName).map_err(AccountError::Invalid)?;
    if display_name.chars().count() > 50 {
        return Err(AccountError::Invalid(Sentence::new(
            "err_display_name_length",
        )));
    }
    Ok(if display_name.is_empty() {
        username.to_string()
    } else {
        display_name
    })
}

/// Whether a username has the shape of one: 3–32 ASCII letters, digits, `_` or `-`.
fn username_shape(username: &str) -> bool {
    (3..=32).contains(&username.len())
        && username
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-')
}

/// The window of a limit, and the refusal once `limit` attempts fell in it.
struct Limit {
    limit: u32,
    window: Duration,
    key: &'static str,
}

impl Limit {
    fn sign_in(config: &Config, per_account: bool) -> Limit {
        Limit {
            limit: if per_account {
                config.sign_in_limit
            } else {
                config.sign_in_address_limit
            },
            window: Duration::seconds(config.sign_in_window_secs as i64),
            key: "err_sign_in_slow_down",
        }
    }

    fn register(config: &Config) -> Limit {
        Limit {
            limit: config.register_limit,
            window: Duration::seconds(config.register_window_secs as i64),
            key: "err_register_slow_down",
        }
    }

    /// Asking for reset mails, per client address: as many as failed sign-ins per account.
    fn reset_asked(config: &Config) -> Limit {
        Limit {
            limit: config.sign_in_limit,
            window: Duration::seconds(config.sign_in_window_secs as i64),
            key: "err_reset_slow_down",
        }
    }

    /// Reset links that did not work, per client address: as many as failed sign-ins.
    fn reset_failed(config: &Config) -> Limit {
        Limit {
            key: "err_reset_slow_down",
            ..Limit::sign_in(config, false)
        }
    }

    fn since(&self, now: DateTime<Utc>) -> DateTime<Utc> {
        now - self.window
    }

    /// `SlowDown` until the oldest counted attempt leaves the window, once the limit is
    /// reached.
    fn check(&self, recent: attempts::Recent, now: DateTime<Utc>) -> Result<(), AccountError> {
        if recent.count < i64::from(self.limit) {
            return Ok(());
        }
        let free_at = recent.oldest.unwrap_or(now) + self.window;
        let retry_after = (free_at - now).num_seconds().max(1) as u64;
        Err(AccountError::SlowDown {
            sentence: Sentence::with(
                self.key,
                vec![("minutes", retry_after.div_ceil(60).to_string())],
            ),
            retry_after,
        })
    }
}

/// Creates an account for a person at `address`: `Invalid` when a field breaks the rules,
/// `Taken` when the username is, `SlowDown` after too many new accounts from one address.
pub async fn register(
    state: &AppState,
    reg: Registration,
    address: String,
) -> Result<Account, AccountError> {
    let display_name = check_registration(&reg)?;
    let admitted = state.passwords.admit()?;
    let limit = Limit::register(&state.config);
    let now = state.clock.now();
    let (since, counted) = (limit.since(now), address.clone());
    let recent = crate::db::query(&state.pool, move |conn| {
        attempts::from_address(conn, AttemptKind::Registered, &counted, since)
    })
    .await?;
    limit.check(recent, now)?;
    let hash = hash_password(state, &admitted, reg.password).await?;
    let username = reg.username;
    let name_key = text::look_alike_key(&display_name);
    crate::db::run(&state.pool, move |conn| {
        conn.transaction(|conn| {
            // A taken username is said first: the display name may default to it.
            if store::by_username(conn, &username)?.is_some() {
                return Ok(Err(AccountError::Taken));
            }
            if store::name_key_taken(conn, &name_key, None)? {
                return Ok(Err(AccountError::LookAlike));
            }
            let account = store::create(
                conn,
                &NewAccount {
                    username: &username,
                    display_name: &display_name,
                    password_hash: &hash,
                    name_key: &name_key,
                },
            )?;
            if let Some(account) = &account {
                attempts::record(
                    conn,
                    AttemptKind::Registered,
                    Some(account.id),
                    &address,
                    now,
                )?;
            }
            Ok::<_, diesel::result::Error>(account.ok_or(AccountError::Taken))
        })
        .map_err(DbError::from)?
    })
    .await
}

/// Gives the accounts made before display names had a look-alike key their key.
pub fn fill_name_keys(conn: &mut diesel::PgConnection) -> diesel::QueryResult<usize> {
    let missing = store::without_name_key(conn)?;
    for (id, name) in &missing {
        store::set_name_key(conn, *id, &text::look_alike_key(name))?;
    }
    Ok(missing.len())
}

/// Gives an account a new display name, under the rules of a new account's (`LookAlike` when
/// it is, or looks like, another account's). Every table the account sits at moves on to a
/// new version, so that every view and poller sees the new name. The account as it now is.
pub async fn rename(
    state: &AppState,
    account: &Account,
    display_name: &str,
) -> Result<Account, AccountError> {
    let display_name = check_display_name(display_name, &account.username)?;
    let name_key = text::look_alike_key(&display_name);
    let account_id = account.id;
    let renamed = crate::db::run(&state.pool, move |conn| {
        conn.transaction(|conn| {
            if store::name_key_taken(conn, &name_key, Some(account_id))? {
                return Ok(Err(AccountError::LookAlike));
            }
            let account = store::set_display_name(conn, account_id, &display_name, &name_key)?;
            let touched = crate::store::tables::touch_tables_of(conn, account_id)?;
            Ok::<_, diesel::result::Error>(Ok((account, touched)))
        })
        .map_err(DbError::from)?
    })
    .await?;
    let (renamed, touched) = renamed;
    // This process knows at once; the others when the notifications of the new versions
    // arrive, as for a move.
    for (table_id, version) in touched {
        state.watch.publish(table_id, version);
    }
    state.watch.credentials.refresh(&renamed);
    Ok(renamed)
}

/// Sets the zone the account reads times in, by its IANA name (`Invalid`, saying so, when it
/// is not one). A `guess` (the browser's own zone, sent once by the page's script) never
/// overrides a zone the account has already. The account as it now is.
pub async fn set_time_zone(
    state: &AppState,
    account: &Account,
    name: &str,
    guess: bool,
) -> Result<Account, AccountError> {
    let Some(zone) = crate::i18n::time::zone(name.trim()) else {
        let shown: String = name.chars().filter(|c| !c.is_control()).take(64).collect();
        return Err(AccountError::Invalid(Sentence::with(
            "err_time_zone",
            vec![("zone", shown)],
        )));
    };
    let account_id = account.id;
    let changed = crate::db::query(&state.pool, move |conn| {
        store::set_time_zone(conn, account_id, zone.name(), guess)
    })
    .await?;
    Ok(match changed {
        Some(changed) => {
            state.watch.credentials.refresh(&changed);
            changed
        }
        None => account.clone(),
    })
}

/// Sets when a reminder comes before a move's deadline; `setting` is one of
/// `away::REMINDER_SETTINGS`, checked by the caller, who says how it refuses another.
pub async fn set_reminders(
    state: &AppState,
    account_id: AccountId,
    setting: String,
) -> Result<(), DbError> {
    crate::db::query(&state.pool, move |conn| {
        away::set_reminders(conn, account_id, &setting)
    })
    .await
}

/// When the account's reminders come, and until when it is away (`None` once that is over).
pub async fn presence(state: &AppState, account_id: AccountId) -> Result<Presence, DbError> {
    let now = state.clock.now();
    crate::db::query(&state.pool, move |conn| {
        away::presence(conn, account_id, now)
    })
    .await
}

/// How long a reset link works.
pub const RESET_LASTS: Duration = Duration::hours(1);

/// At most this many reset mails go to one account per `RESET_LASTS`, however often they are
/// asked for.
const RESETS_PER_ACCOUNT: i64 = 3;

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

/// Sets a new password with a reset link, which then stops working; every session and API
/// token of the account ends. `ResetLink` when the link does not work (counted, like failed sign-ins, per
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
    let admitted = state.passwords.admit()?;
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
async fn reset_failed(state: &AppState, address: String, now: DateTime<Utc>) -> AccountError {
    let recorded = crate::db::query(&state.pool, move |conn| {
        attempts::record(conn, AttemptKind::ResetFailed, None, &address, now)
    })
    .await;
    match recorded {
        Ok(()) => AccountError::ResetLink,
        Err(e) => e.into(),
    }
}

/// A successful sign-in: the account, and how many failed attempts named it since its
/// previous successful one (its owner is told).
pub struct SignedIn {
    pub account: Account,
    pub failed_since: i64,
}

/// The account with this username and password, for a person at `address`.
/// `WrongCredentials` without saying which part was wrong; `SlowDown` once too many failed
/// attempts named the account, or came from the address, within the window.
pub async fn authenticate(
    state: &AppState,
    username: String,
    password: String,
    address: String,
) -> Result<SignedIn, AccountError> {
    let admitted = state.passwords.admit()?;
    let now = state.clock.now();
    let per_account = Limit::sign_in(&state.config, true);
    let per_address = Limit::sign_in(&state.config, false);
    let (since_account, since_address) = (per_account.since(now), per_address.since(now));
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
    per_address.check(address_recent, now)?;
    if let Some(recent) = account_recent {
        per_account.check(recent, now)?;
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
            Ok(SignedIn {
                account,
                failed_since,
            })
        }
        _ => {
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

/// A new API token for the account, named `name`: the token, shown once (only its hash is
/// kept), and its row.
pub async fn create_token(
    state: &AppState,
    account_id: AccountId,
    name: String,
) -> Result<(String, store::ApiToken), DbError> {
    let token = format!("fab_{}", secrets::new_secret(Shape::Key));
    let hash = secrets::hash(&token);
    let row = crate::db::query(&state.pool, move |conn| {
        store::create_token(conn, account_id, &name, &hash)
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

/// Checks the account's password, asked again before something that cannot be undone.
pub async fn confirm_password(
    state: &AppState,
    account: &Account,
    password: String,
) -> Result<(), AccountError> {
    let stored = Some(account.password_hash.clone());
    let admitted = state.passwords.admit()?;
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
    let admitted = state.passwords.admit()?;
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

/// What a suspended account's owner is told when they try to sign in or use a token.
pub fn suspended_sentence(suspension: &crate::store::accounts::Suspension) -> Sentence {
    match suspension.until {
        Some(until) => Sentence::with(
            "suspended_until",
            vec![
                ("when", until.format("%Y-%m-%d %H:%M UTC").to_string()),
                ("reason", suspension.reason.clone()),
            ],
        ),
        None => Sentence::with(
            "suspended_for_good",
            vec![("reason", suspension.reason.clone())],
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Made by argon2 0.5 with the parameters above; accounts created before the upgrade to
    /// argon2 0.6 have hashes like this one and must still sign in.
    const HASH_FROM_ARGON2_0_5: &str = "$argon2id$v=19$m=19456,t=2,p=1$EOfPnM5/5d0EQFEkbTyLpA$v/uhQY5L8EMbc163lPgkcca/KMREy3WIJcNqlLnUFjY";

    #[test]
    fn a_hash_made_by_the_previous_argon2_still_verifies() {
        assert!(verify_password_now(
            HASH_FROM_ARGON2_0_5,
            "correct horse battery staple"
        ));
        assert!(!verify_password_now(
            HASH_FROM_ARGON2_0_5,
            "correct horse battery stapler"
        ));
    }

    #[test]
    fn a_new_hash_verifies_its_password_only() {
        let hash = hash_password_now("correct horse battery staple").unwrap();
        assert!(verify_password_now(&hash, "correct horse battery staple"));
        assert!(!verify_password_now(&hash, "Correct horse battery staple"));
    }
}
