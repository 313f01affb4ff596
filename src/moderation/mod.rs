//! What moderators do: read the open reports with what they are about, hide a chat message, a
//! picture or a table's name (shown as "removed by a moderator" everywhere), make a public
//! deck private, suspend an account for a time or for good, and close reports. Every action
//! is logged with who, when and why.

pub mod role;

use chrono::{DateTime, Utc};
use diesel::{Connection, PgConnection};

use crate::credentials;
use crate::db::DbError;
use crate::i18n::Sentence;
use crate::ids::{AccountId, DeckId, TableId};
use crate::privacy::blocks::{self, SafetyError};
use crate::state::AppState;
use crate::store::admins::{self, Logged};
use crate::store::moderation::{
    self as store, ActionRow, CardRow, DeckRow, MessageRow, ReportRow, SuspendedRow, TableNameRow,
};
use crate::store::sessions;

/// How many messages before and after a reported one its report shows.
const CONTEXT: i64 = 2;

/// A report and what it is about, as it stands now.
#[derive(Debug, Clone)]
pub struct ReportItem {
    pub report: ReportRow,
    pub about: About,
}

/// What a report is about.
#[derive(Debug, Clone)]
pub enum About {
    /// A chat message, with the messages just before and after it (itself among them).
    Message {
        message: MessageRow,
        context: Vec<MessageRow>,
        table: TableNameRow,
    },
    Deck(DeckRow),
    Card {
        card: CardRow,
        deck: DeckRow,
    },
    TableName(TableNameRow),
    /// Deleted since it was reported.
    Gone,
}

impl About {
    /// The username of whoever wrote or owns the thing, whom a moderator may suspend.
    pub fn author(&self) -> Option<&str> {
        match self {
            About::Message { message, .. } => Some(&message.username),
            About::Deck(deck) | About::Card { deck, .. } => deck.owner.as_deref(),
            About::TableName(table) => Some(&table.host),
            About::Gone => None,
        }
    }
}

/// The open reports, oldest first, or with `closed` the last hundred closed ones.
pub async fn reports(state: &AppState, closed: bool) -> Result<Vec<ReportItem>, DbError> {
    crate::db::query(&state.pool, move |conn| {
        let rows = store::reports(conn, closed)?;
        rows.into_iter()
            .map(|report| {
                let about = about(conn, &report)?;
                Ok(ReportItem { report, about })
            })
            .collect()
    })
    .await
}

/// One open report and what it is about; `None` when there is no such open report.
pub async fn open_report(state: &AppState, id: i64) -> Result<Option<ReportItem>, DbError> {
    crate::db::query(&state.pool, move |conn| {
        match store::report(conn, id)?.filter(|r| r.closed_at.is_none()) {
            Some(report) => {
                let about = about(conn, &report)?;
                Ok(Some(ReportItem { report, about }))
            }
            None => Ok(None),
        }
    })
    .await
}

fn about(conn: &mut PgConnection, report: &ReportRow) -> diesel::QueryResult<About> {
    let target = report.target_id;
    Ok(match report.kind.as_str() {
        "message" => match store::message_in_context(conn, target, CONTEXT)? {
            Some((message, context)) => match store::table_name(conn, message.table_id)? {
                Some(table) => About::Message {
                    message,
                    context,
                    table,
                },
                None => About::Gone,
            },
            None => About::Gone,
        },
        "deck" => store::deck(conn, DeckId(target))?.map_or(About::Gone, About::Deck),
        "card" => match store::card(conn, target)? {
            Some(card) => match store::deck(conn, card.deck_id)? {
                Some(deck) => About::Card { card, deck },
                None => About::Gone,
            },
            None => About::Gone,
        },
        "table_name" => {
            store::table_name(conn, TableId(target))?.map_or(About::Gone, About::TableName)
        }
        _ => About::Gone,
    })
}

/// What a moderator hides (or shows again).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Hideable {
    Message(i64),
    /// An uploaded picture.
    Card(i64),
    /// A table's name: it is taken away, and the table is called after its host again. This
    /// cannot be undone.
    TableName(TableId),
}

/// Why a moderator acts, and the report they answer, if any.
pub struct Because {
    pub reason: String,
    pub report_id: Option<i64>,
}

impl Because {
    /// The reason, cleaned and checked as a report's (`blocks::checked_reason`).
    fn checked(self) -> Result<Because, SafetyError> {
        Ok(Because {
            reason: blocks::checked_reason(&self.reason, "mod_err_reason_empty")?,
            report_id: self.report_id,
        })
    }
}

/// Hides a message, an uploaded picture or a table's name (`hidden`), or shows a message or
/// picture again. Hiding what is hidden already, or showing what is shown, changes nothing
/// and is not logged. A table whose chat or name changed moves to a new version, so that
/// everyone looking at it sees the change.
pub async fn hide(
    state: &AppState,
    admin_id: AccountId,
    what: Hideable,
    hidden: bool,
    because: Because,
) -> Result<(), SafetyError> {
    let because = because.checked()?;
    if let (Hideable::TableName(_), false) = (what, hidden) {
        return Err(SafetyError::Invalid(Sentence::new("mod_err_name_gone")));
    }
    let now = state.clock.now();
    let touched = crate::db::run(&state.pool, move |conn| {
        conn.transaction(|conn| {
            let (changed, table, details) = match what {
                Hideable::Message(id) => {
                    let Some(message) = store::message(conn, id)? else {
                        return Err(not_found());
                    };
                    let table = store::hide_message(conn, id, hidden, now)?;
                    let details = format!(
                        "message {id} by {} at table {}: {}",
                        message.username, message.table_id, message.body
                    );
                    (table.is_some(), table, details)
                }
                Hideable::Card(id) => {
                    let Some(card) = store::card(conn, id)? else {
                        return Err(not_found());
                    };
                    let changed = store::hide_card(conn, id, hidden, now)?;
                    (
                        changed,
                        None,
                        format!("picture {id} of deck {}", card.deck_id),
                    )
                }
                Hideable::TableName(table_id) => {
                    let Some(table) = store::table_name(conn, table_id)? else {
                        return Err(not_found());
                    };
                    let changed = store::clear_table_name(conn, table_id)?;
                    let details = format!(
                        "name of table {table_id}: {}",
                        table.name.unwrap_or_default()
                    );
                    (changed, changed.then_some(table_id), details)
                }
            };
            if !changed {
                return Ok(None);
            }
            let action = match (what, hidden) {
                (Hideable::Message(_), true) => "message_hidden",
                (Hideable::Message(_), false) => "message_shown",
                (Hideable::Card(_), true) => "picture_hidden",
                (Hideable::Card(_), false) => "picture_shown",
                (Hideable::TableName(_), _) => "table_name_removed",
            };
            log(conn, admin_id, now, action, &details, &because)?;
            match table {
                Some(table_id) => {
                    let row = crate::store::tables::update_table(conn, table_id)?;
                    Ok(Some((table_id, row.version)))
                }
                None => Ok(None),
            }
        })
    })
    .await?;
    if let Some((table_id, version)) = touched {
        state.watch.publish(table_id, version);
    }
    Ok(())
}

/// Makes a public uploaded deck private: only its owner, and the players of tables that play
/// with it, see it from then on. A private deck is left as it is.
pub async fn make_private(
    state: &AppState,
    admin_id: AccountId,
    deck_id: DeckId,
    because: Because,
) -> Result<(), SafetyError> {
    let because = because.checked()?;
    let now = state.clock.now();
    crate::db::run(&state.pool, move |conn| {
        conn.transaction(|conn| {
            let Some(deck) = store::deck(conn, deck_id)? else {
                return Err(not_found());
            };
            if deck.owner.is_none() {
                return Err(SafetyError::Invalid(Sentence::new("mod_err_builtin")));
            }
            if store::make_private(conn, deck_id)? {
                let details = format!("deck {deck_id}: {}", deck.name);
                log(conn, admin_id, now, "deck_made_private", &details, &because)?;
            }
            Ok(())
        })
    })
    .await
}

/// Suspends the account named `username` until `until` (`None`: for good). At once its
/// sessions end and its API tokens stop working, in every server process; it cannot sign in
/// until then, and is told why; it resigns at its running tables. Admins are not suspended
/// (whoever runs the server revokes the role first), nor is anyone by themselves.
pub async fn suspend(
    state: &AppState,
    admin_id: AccountId,
    username: &str,
    until: Option<DateTime<Utc>>,
    because: Because,
) -> Result<(), SafetyError> {
    let because = because.checked()?;
    let now = state.clock.now();
    if until.is_some_and(|until| until <= now) {
        return Err(SafetyError::Invalid(Sentence::new("mod_err_until_past")));
    }
    let username = username.trim().to_owned();
    let (account_id, ended) = crate::db::run(&state.pool, move |conn| {
        conn.transaction(|conn| {
            let account = account_named(conn, &username)?;
            if account.id == admin_id || admins::is_admin(conn, account.id)? {
                return Err(SafetyError::Invalid(Sentence::new("mod_err_admin")));
            }
            let suspension = store::NewSuspension {
                at: now,
                until,
                reason: &because.reason,
            };
            store::set_suspension(conn, account.id, Some(suspension))?;
            let mut ended = sessions::end_all(conn, account.id, None)?;
            ended.extend(store::token_hashes(conn, account.id)?);
            credentials::announce_ended(conn, &ended)?;
            let details = format!(
                "{} until {}",
                account.username,
                until.map_or("for good".to_string(), |t| t.to_rfc3339())
            );
            log(conn, admin_id, now, "account_suspended", &details, &because)?;
            Ok((account.id, ended))
        })
    })
    .await?;
    for hash in &ended {
        state.watch.credentials.forget(hash);
    }
    crate::privacy::deletion::leave_tables(state, account_id).await?;
    Ok(())
}

/// Lifts the suspension of the account named `username`, if it has one.
pub async fn lift(
    state: &AppState,
    admin_id: AccountId,
    username: &str,
    because: Because,
) -> Result<(), SafetyError> {
    let because = because.checked()?;
    let now = state.clock.now();
    let username = username.trim().to_owned();
    crate::db::run(&state.pool, move |conn| {
        conn.transaction(|conn| {
            let account = account_named(conn, &username)?;
            if account.suspension(now).is_none() {
                return Err(SafetyError::Invalid(Sentence::new("mod_err_not_suspended")));
            }
            store::set_suspension(conn, account.id, None)?;
            log(
                conn,
                admin_id,
                now,
                "suspension_lifted",
                &account.username,
                &because,
            )?;
            Ok(())
        })
    })
    .await
}

/// Lifts the quotas of the account named `username` (`lifted`), or makes them apply again:
/// an account whose quotas are lifted may make as many tables, decks, pictures, tokens,
/// webhooks and reports as it likes, and the lobby shows all its open tables.
pub async fn set_quotas_lifted(
    state: &AppState,
    admin_id: AccountId,
    username: &str,
    lifted: bool,
    because: Because,
) -> Result<(), SafetyError> {
    let because = because.checked()?;
    let now = state.clock.now();
    let username = username.trim().to_owned();
    crate::db::run(&state.pool, move |conn| {
        conn.transaction(|conn| {
            let account = account_named(conn, &username)?;
            if !crate::store::quotas::set_lifted(conn, account.id, lifted)? {
                return Err(SafetyError::Invalid(Sentence::new(
                    "mod_err_quotas_unchanged",
                )));
            }
            let action = if lifted {
                "quotas_lifted"
            } else {
                "quotas_applied"
            };
            log(conn, admin_id, now, action, &account.username, &because)?;
            Ok(())
        })
    })
    .await
}

/// The usernames of the accounts whose quotas are lifted.
pub async fn quotas_lifted(state: &AppState) -> Result<Vec<String>, DbError> {
    crate::db::query(&state.pool, crate::store::quotas::lifted_accounts).await
}

/// Closes an open report: dealt with, or nothing to do.
pub async fn close(
    state: &AppState,
    admin_id: AccountId,
    report_id: i64,
    reason: String,
) -> Result<(), SafetyError> {
    let because = Because {
        reason,
        report_id: Some(report_id),
    }
    .checked()?;
    let now = state.clock.now();
    crate::db::run(&state.pool, move |conn| {
        conn.transaction(|conn| {
            if !store::close_report(conn, report_id, admin_id, now)? {
                return Err(SafetyError::NotFound(Sentence::new("mod_err_no_report")));
            }
            let details = format!("report {report_id}");
            log(conn, admin_id, now, "report_closed", &details, &because)?;
            Ok(())
        })
    })
    .await
}

/// How many reports are open.
pub async fn open_reports(state: &AppState) -> Result<i64, DbError> {
    crate::db::query(&state.pool, store::open_reports).await
}

/// The accounts suspended now.
pub async fn suspended(state: &AppState) -> Result<Vec<SuspendedRow>, DbError> {
    let now = state.clock.now();
    crate::db::query(&state.pool, move |conn| store::suspended(conn, now)).await
}

/// The last `most` things admins did, newest first.
pub async fn actions(state: &AppState, most: i64) -> Result<Vec<ActionRow>, DbError> {
    crate::db::query(&state.pool, move |conn| store::actions(conn, most)).await
}

/// Which of these cards a moderator hid, for whoever shows them.
pub async fn hidden_cards(state: &AppState, ids: Vec<i64>) -> Result<Vec<i64>, DbError> {
    crate::db::query(&state.pool, move |conn| store::hidden_cards(conn, &ids)).await
}

fn account_named(
    conn: &mut PgConnection,
    username: &str,
) -> Result<crate::store::accounts::Account, SafetyError> {
    crate::store::accounts::by_username(conn, username)?
        .ok_or_else(|| SafetyError::NotFound(Sentence::new("mod_err_no_account")))
}

fn not_found() -> SafetyError {
    SafetyError::NotFound(Sentence::new("mod_err_not_found"))
}

fn log(
    conn: &mut PgConnection,
    admin_id: AccountId,
    now: DateTime<Utc>,
    action: &str,
    details: &str,
    because: &Because,
) -> diesel::QueryResult<()> {
    admins::log_action(
        conn,
        admin_id,
        now,
        &Logged {
            action,
            details,
            reason: &because.reason,
            report_id: because.report_id,
        },
    )
}
