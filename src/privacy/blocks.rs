//! Blocking and reporting: a player keeps someone away from their tables and out of their chat,
//! and anyone signed in reports what should not be there, for the moderators.

use diesel::Connection;

use crate::db::DbError;
use crate::i18n::Sentence;
use crate::ids::{AccountId, DeckId, TableId};
use crate::quotas::{self, QuotaError};
use crate::state::AppState;
use crate::store::blocks::{self as store, Blocked, Report};
use crate::store::messages::Message;
use crate::text::{self, Field};

/// Longest reason of a report, in characters after trimming.
pub const REASON_MAX: usize = 500;

/// What a report is about; its target is the id of a thing of this kind.
pub const REPORT_KINDS: [&str; 4] = ["message", "deck", "card", "table_name"];

#[derive(Debug, thiserror::Error)]
pub enum SafetyError {
    #[error("{0}")]
    Invalid(Sentence),
    /// No such block, no such thing to report, or nothing of that kind for a moderator.
    #[error("{0}")]
    NotFound(Sentence),
    /// A quota of the account reached (`quotas`): as many reports as it may make in a day.
    #[error(transparent)]
    Quota(quotas::Reached),
    #[error(transparent)]
    Db(#[from] DbError),
}

impl From<QuotaError> for SafetyError {
    fn from(err: QuotaError) -> SafetyError {
        match err {
            QuotaError::Reached(reached) => SafetyError::Quota(reached),
            QuotaError::Db(e) => e.into(),
        }
    }
}

/// A report stored, or the one the reporter made of the same thing before, still open
/// (`already`): a second report of one thing is not another for the moderators.
#[derive(Debug, Clone)]
pub struct Reported {
    pub report: Report,
    pub already: bool,
}

impl From<diesel::result::Error> for SafetyError {
    fn from(err: diesel::result::Error) -> SafetyError {
        SafetyError::Db(err.into())
    }
}

/// The people `account_id` blocked, newest first.
pub async fn blocked(state: &AppState, account_id: AccountId) -> Result<Vec<Blocked>, DbError> {
    crate::db::query(&state.pool, move |conn| store::list(conn, account_id)).await
}

/// `account_id` blocks the player named `username` (any case); blocking twice changes nothing.
pub async fn block(
    state: &AppState,
    account_id: AccountId,
    username: &str,
) -> Result<(), SafetyError> {
    let username = username.trim().to_owned();
    let now = state.clock.now();
    crate::db::run(&state.pool, move |conn| {
        let other = named(conn, &username)?;
        if other == account_id {
            return Err(SafetyError::Invalid(Sentence::new("block_err_yourself")));
        }
        Ok(store::add(conn, account_id, other, now)?)
    })
    .await
}

/// `account_id` no longer blocks the player named `username`.
pub async fn unblock(
    state: &AppState,
    account_id: AccountId,
    username: &str,
) -> Result<(), SafetyError> {
    let username = username.trim().to_owned();
    crate::db::run(&state.pool, move |conn| {
        let other = named(conn, &username)?;
        if !store::remove(conn, account_id, other)? {
            return Err(SafetyError::NotFound(Sentence::new("block_err_unknown")));
        }
        Ok(())
    })
    .await
}

fn named(conn: &mut diesel::PgConnection, username: &str) -> Result<AccountId, SafetyError> {
    crate::store::accounts::by_username(conn, username)?
        .map(|a| a.id)
        .ok_or_else(|| SafetyError::NotFound(Sentence::new("block_err_unknown")))
}

/// Stores the report of `reporter` on the thing of `kind` numbered `target_id`, which they
/// must be able to see: a message of a table they may look at, a public deck or one of its
/// pictures, the name of a table they may look at. Within the quota of reports a day; a
/// thing the reporter reported already (and still open) gives that report again.
pub async fn report(
    state: &AppState,
    reporter: AccountId,
    kind: &str,
    target_id: i64,
    reason: &str,
) -> Result<Reported, SafetyError> {
    let Some(kind) = REPORT_KINDS.into_iter().find(|k| *k == kind) else {
        return Err(SafetyError::Invalid(Sentence::new("report_err_kind")));
    };
    let reason = checked_reason(reason, "report_err_empty")?;
    let now = state.clock.now();
    let limits = quotas::Limits::of(&state.config);
    crate::db::run(&state.pool, move |conn| {
        conn.transaction(|conn| {
            if !may_report(conn, reporter, kind, target_id)? {
                return Err(SafetyError::NotFound(Sentence::new("report_err_target")));
            }
            // The reporter's reports one after the other: the one before is there to find.
            quotas::lock(conn, reporter)?;
            if let Some(report) = store::open_report_of(conn, reporter, kind, target_id)? {
                return Ok(Reported {
                    report,
                    already: true,
                });
            }
            quotas::check(conn, &limits, reporter, quotas::Quota::Report, now)?;
            let report = store::add_report(conn, reporter, kind, target_id, &reason, now)?;
            Ok(Reported {
                report,
                already: false,
            })
        })
    })
    .await
}

/// A reason (a report's, or a moderator's for the log), cleaned and checked: 1 to
/// `REASON_MAX` characters once trimmed; `empty` says why a blank one is refused.
pub fn checked_reason(reason: &str, empty: &'static str) -> Result<String, SafetyError> {
    let reason = text::clean(reason, Field::Chat).map_err(SafetyError::Invalid)?;
    let length = reason.chars().count();
    if length == 0 {
        return Err(SafetyError::Invalid(Sentence::new(empty)));
    }
    if length > REASON_MAX {
        return Err(SafetyError::Invalid(Sentence::with(
            "report_err_too_long",
            vec![("max", REASON_MAX.to_string())],
        )));
    }
    Ok(reason)
}

fn may_report(
    conn: &mut diesel::PgConnection,
    reporter: AccountId,
    kind: &str,
    target_id: i64,
) -> Result<bool, SafetyError> {
    // Through the tables' gate: what the reporter may see there.
    let table_seen = |conn: &mut diesel::PgConnection, table_id: TableId| {
        crate::play::access::read(conn, table_id, Some(reporter), None)
            .map(|access| access.is_some_and(|a| a.may_see()))
    };
    Ok(match kind {
        "message" => match store::message_table(conn, target_id)? {
            Some(table_id) => table_seen(conn, table_id)?,
            None => false,
        },
        "table_name" => table_seen(conn, TableId(target_id))?,
        "deck" => crate::store::decks::by_id(conn, DeckId(target_id))?
            .is_some_and(|d| d.public && !d.builtin()),
        "card" => crate::store::decks::card_meta(conn, target_id)?
            .is_some_and(|c| c.deck.public && !c.deck.builtin()),
        _ => false,
    })
}

/// Whom a "Block" link names: their username and display name; `None` for no such account.
pub async fn person(
    state: &AppState,
    username: String,
) -> Result<Option<(String, String)>, DbError> {
    crate::db::query(&state.pool, move |conn| {
        Ok(crate::store::accounts::by_username(conn, username.trim())?
            .map(|a| (a.username, a.display_name)))
    })
    .await
}

/// The chat message `message_id` as the report form shows it to `reporter`, with its table:
/// only one of a table they may see (the tables' gate), else `None`, as for no message.
pub async fn reported_message(
    state: &AppState,
    reporter: AccountId,
    message_id: i64,
) -> Result<Option<(TableId, Message)>, DbError> {
    crate::db::query(&state.pool, move |conn| {
        let Some(table_id) = store::message_table(conn, message_id)? else {
            return Ok(None);
        };
        let seen = crate::play::access::read(conn, table_id, Some(reporter), None)?
            .is_some_and(|a| a.may_see());
        if !seen {
            return Ok(None);
        }
        let mut message = crate::store::messages::by_ids(conn, &[message_id])?.pop();
        if let Some(m) = message.as_mut().filter(|m| m.hidden) {
            m.body.clear();
        }
        Ok(message.map(|m| (table_id, m)))
    })
    .await
}
