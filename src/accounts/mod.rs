//! The account service: passwords (argon2id, a few at a time), new accounts, signing in, and
//! the rate limits that keep guessing and mass sign-ups slow.
//!
//! Each argon2id hash takes 19 MiB for tens of milliseconds. Run for every request at once, a
//! flood of sign-ins would grow the server's memory with the attacker's concurrency; so at most
//! `hash_concurrency` hashes run at a time (`PasswordGate`), at most `hash_queue` requests wait
//! for one, and the rest are refused at once with "try again in a moment".

use chrono::{DateTime, Duration, Utc};
use diesel::Connection;

use crate::config::Config;
use crate::db::DbError;
use crate::i18n::Sentence;
use crate::ids::AccountId;
use crate::state::password_gate::GateError;
pub use crate::state::password_gate::PasswordGate;
use crate::state::password_gate::{Lane, Sender};
use crate::state::AppState;
use crate::store::accounts::{self as store, Account, NewAccount};
use crate::store::attempts;
use crate::store::away::{self, Presence};
use crate::store::enums::AttemptKind;

use crate::text::{self, Field};

pub mod devices;
mod passwords;
mod resets;
mod sessions;
pub mod wrong_codes;

pub use passwords::*;
pub use resets::*;
pub use sessions::*;

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
    /// A quota of the account reached (`quotas`): as many API tokens as it may have.
    #[error(transparent)]
    Quota(crate::quotas::Reached),
    #[error(transparent)]
    Db(#[from] DbError),
}

impl From<diesel::result::Error> for AccountError {
    fn from(err: diesel::result::Error) -> AccountError {
        AccountError::Db(err.into())
    }
}

impl From<crate::quotas::QuotaError> for AccountError {
    fn from(err: crate::quotas::QuotaError) -> AccountError {
        match err {
            crate::quotas::QuotaError::Reached(reached) => AccountError::Quota(reached),
            crate::quotas::QuotaError::Db(e) => AccountError::Db(e.into()),
        }
    }
}

impl From<GateError> for AccountError {
    fn from(e: GateError) -> AccountError {
        match e {
            GateError::Busy => AccountError::Busy,
            GateError::Stopped(e) => AccountError::Hashing(e),
        }
    }
}

/// What a person gives to create an account, by form or by JSON.
pub struct Registration {
    pub username: String,
    pub password: String,
    pub display_name: Option<String>,
    /// The language the person registered in (the page's, or the API's `Accept-Language`):
    /// the account's mail, feed and pages speak it until they choose another.
    pub lang: crate::i18n::Lang,
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

    /// New accounts from all addresses together, per minute.
    fn register_everyone(config: &Config) -> Limit {
        Limit {
            limit: config.register_per_minute,
            window: Duration::seconds(60),
            key: "err_register_busy",
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

    /// Wrong codes (a table's invite code, an offered seat's, a registration invite) per
    /// client address, in the window of the sign-in limits.
    fn wrong_code(config: &Config) -> Limit {
        Limit {
            limit: config.code_address_limit,
            window: Duration::seconds(config.sign_in_window_secs as i64),
            key: "err_code_slow_down",
        }
    }

    /// `SlowDown` until the oldest counted attempt leaves the window, once the limit is
    /// reached.
    fn check(&self, recent: attempts::Recent, now: DateTime<Utc>) -> Result<(), AccountError> {
        match self.refusal(recent, now) {
            None => Ok(()),
            Some((sentence, retry_after)) => Err(AccountError::SlowDown {
                sentence,
                retry_after,
            }),
        }
    }

    /// What to say, and in how many seconds to come back, once the limit is reached.
    fn refusal(&self, recent: attempts::Recent, now: DateTime<Utc>) -> Option<(Sentence, u64)> {
        if recent.count < i64::from(self.limit) {
            return None;
        }
        let free_at = recent.oldest.unwrap_or(now) + self.window;
        let retry_after = (free_at - now).num_seconds().max(1) as u64;
        Some((
            Sentence::with(
                self.key,
                vec![("minutes", retry_after.div_ceil(60).to_string())],
            ),
            retry_after,
        ))
    }
}

/// Creates an account for a person at `address`: `Invalid` when a field breaks the rules,
/// `Taken` when the username is, `SlowDown` after too many new accounts from one address.
pub async fn register(
    state: &AppState,
    reg: Registration,
    sender: Sender,
) -> Result<Account, AccountError> {
    let display_name = check_registration(&reg)?;
    let now = state.clock.now();
    let admitted = state.passwords.admit(Lane::Unknown(sender.clone()), now)?;
    let address = sender.address;
    let limit = Limit::register(&state.config);
    let everyone = Limit::register_everyone(&state.config);
    let (since, counted) = (limit.since(now), address.clone());
    let since_everyone = everyone.since(now);
    let (recent, recent_everyone) = crate::db::query(&state.pool, move |conn| {
        Ok((
            attempts::from_address(conn, AttemptKind::Registered, &counted, since)?,
            attempts::of_kind(conn, AttemptKind::Registered, since_everyone)?,
        ))
    })
    .await?;
    limit.check(recent, now)?;
    if everyone.limit > 0 {
        everyone.check(recent_everyone, now)?;
    }
    let hash = hash_password(state, &admitted, reg.password).await?;
    let username = reg.username;
    let lang = reg.lang.code();
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
                    lang,
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
