//! Quotas: how much one account may make, each a setting (`FABULA_QUOTA_*`, docs/DEPLOY.md,
//! "Quotas"), so that no account fills the lobby, the list of decks, the moderators' queue or
//! the disk. Every service that makes something counted calls [`check`] in the transaction
//! that stores it: the check locks the account's row, so two requests of one account at once
//! are counted one after the other, and pages and API get the same refusal.
//!
//! An admin may lift an account's quotas (`moderation::set_quotas_lifted`): none applies to
//! it then.

use chrono::{DateTime, Duration, Utc};
use diesel::{PgConnection, QueryResult};

use crate::config::Config;
use crate::i18n::Sentence;
use crate::ids::AccountId;
use crate::store::quotas as store;

/// A megabyte, as the picture quota counts it.
pub const MB: i64 = 1_000_000;

/// What one account may make, from the settings.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limits {
    pub open_tables: i64,
    pub tables_per_hour: i64,
    pub decks: i64,
    pub decks_per_hour: i64,
    pub picture_bytes: i64,
    pub deck_pictures: i64,
    pub tokens: i64,
    pub webhooks: i64,
    pub reports_per_day: i64,
}

impl Limits {
    pub fn of(config: &Config) -> Limits {
        Limits {
            open_tables: config.quota_open_tables,
            tables_per_hour: config.quota_tables_per_hour,
            decks: config.quota_decks,
            decks_per_hour: config.quota_decks_per_hour,
            picture_bytes: config.quota_picture_mb.saturating_mul(MB),
            deck_pictures: config.quota_deck_pictures,
            tokens: config.quota_tokens,
            webhooks: config.quota_webhooks,
            reports_per_day: config.quota_reports_per_day,
        }
    }
}

/// What is about to be made.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Quota {
    /// A table: open tables hosted at once, and tables created within an hour.
    Table,
    /// A deck: decks had, and decks created within an hour.
    Deck,
    /// Pictures of this many bytes, into a deck of the account.
    PictureBytes(i64),
    Token,
    Webhook,
    /// A report: reports made within a day.
    Report,
}

/// A quota reached: the sentence that says which, and for the quotas of a time window the
/// seconds after which one more may be made (at most).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{sentence}")]
pub struct Reached {
    pub sentence: Sentence,
    /// `Some` for the quotas of a time window (429 with `Retry-After`); `None` for the
    /// quotas of what an account has (422: it must remove something first).
    pub retry_after: Option<u64>,
}

#[derive(Debug, thiserror::Error)]
pub enum QuotaError {
    #[error(transparent)]
    Reached(Reached),
    #[error(transparent)]
    Db(#[from] diesel::result::Error),
}

/// How a check went: passed, with whether the account's quotas are lifted.
#[derive(Debug, Clone, Copy)]
pub struct Passed {
    pub lifted: bool,
}

impl Passed {
    /// The most pictures one of the account's decks may hold.
    pub fn deck_pictures(&self, limits: &Limits) -> i64 {
        if self.lifted {
            i64::MAX
        } else {
            limits.deck_pictures
        }
    }
}

/// Locks the account's row until the transaction ends, as [`check`] does: what the account
/// makes is then counted, or looked for, one request after the other.
pub fn lock(conn: &mut PgConnection, account_id: AccountId) -> Result<(), QuotaError> {
    store::lock(conn, account_id)?;
    Ok(())
}

/// Checks that the account may make one more `quota` thing, in the caller's transaction (the
/// account's row stays locked until it ends). A table or deck that passes is recorded as
/// created (`creations`), for the quotas per hour: the caller makes it in the same
/// transaction, or nothing is kept. `now` is the clock of the services (reports
/// are stamped with it).
pub fn check(
    conn: &mut PgConnection,
    limits: &Limits,
    account_id: AccountId,
    quota: Quota,
    now: DateTime<Utc>,
) -> Result<Passed, QuotaError> {
    let lifted = store::lock(conn, account_id)?.unwrap_or(false);
    if lifted {
        return Ok(Passed { lifted });
    }
    let count = |n: i64| vec![("count", n.to_string())];
    match quota {
        Quota::Table => {
            let open = store::open_tables(conn, account_id)?;
            if open >= limits.open_tables {
                return Err(has(Sentence::with("quota_open_tables", count(open))));
            }
            let lately = store::created_within_an_hour(conn, account_id, "table")?;
            if lately >= limits.tables_per_hour {
                return Err(wait(
                    Sentence::with("quota_tables_per_hour", count(lately)),
                    3600,
                ));
            }
            store::record_creation(conn, account_id, "table")?;
        }
        Quota::Deck => {
            let decks = store::decks(conn, account_id)?;
            if decks >= limits.decks {
                return Err(has(Sentence::with("quota_decks", count(decks))));
            }
            let lately = store::created_within_an_hour(conn, account_id, "deck")?;
            if lately >= limits.decks_per_hour {
                return Err(wait(
                    Sentence::with("quota_decks_per_hour", count(lately)),
                    3600,
                ));
            }
            store::record_creation(conn, account_id, "deck")?;
        }
        Quota::PictureBytes(adding) => {
            let used = store::picture_bytes(conn, account_id)?;
            if used.saturating_add(adding) > limits.picture_bytes {
                return Err(QuotaError::Reached(picture_bytes_reached(
                    used,
                    limits.picture_bytes,
                    adding,
                )));
            }
        }
        Quota::Token => {
            let tokens = store::tokens(conn, account_id)?;
            if tokens >= limits.tokens {
                return Err(has(Sentence::with("quota_tokens", count(tokens))));
            }
        }
        Quota::Webhook => {
            let hooks = store::webhooks(conn, account_id)?;
            if hooks >= limits.webhooks {
                return Err(has(Sentence::with("webhook_err_too_many", count(hooks))));
            }
        }
        Quota::Report => {
            let lately = store::reports_since(conn, account_id, now - Duration::days(1))?;
            if lately >= limits.reports_per_day {
                return Err(wait(
                    Sentence::with("quota_reports_per_day", count(lately)),
                    86_400,
                ));
            }
        }
    }
    Ok(Passed { lifted })
}

/// How many more bytes of pictures the account may store (`None`: its quotas are lifted),
/// read without locking: an upload asks before decoding its pictures, and [`check`] counts
/// again when they are stored.
pub fn picture_bytes_left(
    conn: &mut PgConnection,
    limits: &Limits,
    account_id: AccountId,
) -> QueryResult<Option<i64>> {
    if store::lifted(conn, account_id)? {
        return Ok(None);
    }
    let used = store::picture_bytes(conn, account_id)?;
    Ok(Some(limits.picture_bytes.saturating_sub(used)))
}

/// The quota of stored picture bytes reached: `used` of `max`, with `adding` more.
pub fn picture_bytes_reached(used: i64, max: i64, adding: i64) -> Reached {
    Reached {
        sentence: Sentence::with(
            "quota_picture_bytes",
            vec![
                ("used", megabytes(used)),
                ("max", megabytes(max)),
                ("adding", megabytes(adding)),
            ],
        ),
        retry_after: None,
    }
}

fn has(sentence: Sentence) -> QuotaError {
    QuotaError::Reached(Reached {
        sentence,
        retry_after: None,
    })
}

fn wait(sentence: Sentence, secs: u64) -> QuotaError {
    QuotaError::Reached(Reached {
        sentence,
        retry_after: Some(secs),
    })
}

/// Bytes as megabytes with one decimal (`12.5`), as the refusals and the settings page say
/// them.
pub fn megabytes(bytes: i64) -> String {
    let tenths = (bytes.max(0) + MB / 20) / (MB / 10);
    if tenths % 10 == 0 {
        format!("{}", tenths / 10)
    } else {
        format!("{}.{}", tenths / 10, tenths % 10)
    }
}

/// Whether an admin lifted the account's quotas.
pub async fn lifted(
    state: &crate::state::AppState,
    account_id: AccountId,
) -> Result<bool, crate::db::DbError> {
    crate::db::query(&state.pool, move |conn| store::lifted(conn, account_id)).await
}

/// What the settings page shows of the account's pictures: the bytes they take, and the
/// most it may store (`None`: its quotas are lifted).
pub async fn picture_usage(
    state: &crate::state::AppState,
    account_id: AccountId,
) -> Result<(i64, Option<i64>), crate::db::DbError> {
    let most = Limits::of(&state.config).picture_bytes;
    crate::db::query(&state.pool, move |conn| {
        let used = store::picture_bytes(conn, account_id)?;
        let lifted = store::lifted(conn, account_id)?;
        Ok((used, (!lifted).then_some(most)))
    })
    .await
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn megabytes_have_at_most_one_decimal() {
        assert_eq!(megabytes(0), "0");
        assert_eq!(megabytes(200 * MB), "200");
        assert_eq!(megabytes(1_520_000), "1.5");
        assert_eq!(megabytes(49_999), "0");
        assert_eq!(megabytes(50_000), "0.1");
    }

    #[test]
    fn the_limits_are_the_settings() {
        use clap::Parser;
        let config = Config::try_parse_from(["fabula", "--quota-picture-mb=3"]).unwrap();
        let limits = Limits::of(&config);
        assert_eq!(limits.picture_bytes, 3 * MB);
        assert_eq!(limits.open_tables, 20);
        assert_eq!(limits.webhooks, 5);
        assert_eq!(limits.reports_per_day, 20);
        let lifted = Passed { lifted: true };
        assert_eq!(lifted.deck_pictures(&limits), i64::MAX);
        assert_eq!(Passed { lifted: false }.deck_pictures(&limits), 300);
    }
}
