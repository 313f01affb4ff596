//! A player's side of their notices: where they hear of their tables (the mail address and when
//! to write to it, its confirmation and unsubscribe links, the secret of their private feeds),
//! and what those feeds read (the Atom feed: the latest notices; the calendar: the moves
//! awaited from them). The notices themselves are recorded by the moves (`store::notices`).

use std::collections::hash_map::Entry::Vacant;
use std::collections::HashMap;

use diesel::Connection;

use crate::db::{self, DbError};
use crate::game::RoundResult;
use crate::ids::{AccountId, TableId};
use crate::secrets::{self, Shape};
use crate::state::AppState;
use crate::store::messages::Message;
use crate::store::notices::{
    self as store, chat_message_id, AwaitedMove, MailSettings, Notice, CHAT, ROUND_REVEALED,
};
use crate::store::tables::Table;

/// What a player's Atom feed is made of.
pub struct FeedReads {
    /// Whose feed it is.
    pub owner: MailSettings,
    /// Their latest notices, newest first.
    pub notices: Vec<Notice>,
    /// The table of each notice as its owner may see it; `None` when they may not (any more).
    pub tables: HashMap<TableId, Option<Table>>,
    /// The scored rounds of each table a `round_revealed` notice is about.
    pub rounds: HashMap<TableId, Vec<RoundResult>>,
    /// The first message each `chat` notice names (its step, `m{id}`), by id: not those of
    /// people the feed's owner blocked, and without the words of removed ones.
    pub messages: HashMap<i64, Message>,
}

/// The feed whose secret hashes to `secret_hash` (hex), with at most `limit` notices; `None`
/// when no account has that secret, or its account is suspended or deleted.
pub async fn feed(
    state: &AppState,
    secret_hash: String,
    limit: i64,
) -> Result<Option<FeedReads>, DbError> {
    let now = state.clock.now();
    db::query(&state.pool, move |conn| {
        let Some(owner) = store::by_feed_secret(conn, &secret_hash, now)? else {
            return Ok(None);
        };
        let notices = store::latest(conn, owner.id, limit)?;
        let mut tables: HashMap<TableId, Option<Table>> = HashMap::new();
        let mut rounds: HashMap<TableId, Vec<RoundResult>> = HashMap::new();
        for notice in &notices {
            if let Vacant(slot) = tables.entry(notice.table_id) {
                // Only what the tables' gate lets the feed's owner see.
                let seen = crate::play::access::read(conn, notice.table_id, Some(owner.id), None)?
                    .is_some_and(|a| a.may_see());
                let table = match seen {
                    true => crate::store::whole_table::load(conn, notice.table_id, false)?,
                    false => None,
                };
                slot.insert(table);
            }
            if notice.kind == ROUND_REVEALED {
                if let Vacant(slot) = rounds.entry(notice.table_id) {
                    slot.insert(crate::store::game_rows::scored_rounds(
                        conn,
                        notice.table_id,
                    )?);
                }
            }
        }
        let said: Vec<i64> = notices
            .iter()
            .filter(|n| n.kind == CHAT)
            .filter_map(|n| chat_message_id(&n.step))
            .collect();
        let mut messages = HashMap::new();
        if !said.is_empty() {
            let blocked = crate::store::blocks::blocked_ids(conn, owner.id)?;
            for mut m in crate::store::messages::by_ids(conn, &said)? {
                if blocked.contains(&m.account_id) {
                    continue;
                }
                if m.hidden {
                    m.body.clear();
                }
                messages.insert(m.id, m);
            }
        }
        Ok(Some(FeedReads {
            owner,
            notices,
            tables,
            rounds,
            messages,
        }))
    })
    .await
}

/// The owner of the calendar whose secret hashes to `secret_hash` (hex), and the moves their
/// tables await from them; `None` when no account has that secret, or its account is
/// suspended or deleted.
pub async fn calendar(
    state: &AppState,
    secret_hash: String,
) -> Result<Option<(MailSettings, Vec<AwaitedMove>)>, DbError> {
    let now = state.clock.now();
    db::query(&state.pool, move |conn| {
        let Some(owner) = store::by_feed_secret(conn, &secret_hash, now)? else {
            return Ok(None);
        };
        let moves = store::awaited_moves(conn, owner.id)?;
        Ok(Some((owner, moves)))
    })
    .await
}

/// A new secret for the account's feeds, returned this once (only its hash is kept); the old
/// one stops working at once.
pub async fn new_feed_secret(state: &AppState, account_id: AccountId) -> Result<String, DbError> {
    let secret = secrets::new_secret(Shape::Key);
    let hash = hex::encode(secrets::hash(&secret));
    db::query(&state.pool, move |conn| {
        store::set_feed_secret(conn, account_id, &hash)
    })
    .await?;
    Ok(secret)
}

/// The account's mail and feed settings; `None` when there is no such account (any more).
pub async fn mail_settings(
    state: &AppState,
    account_id: AccountId,
) -> Result<Option<MailSettings>, DbError> {
    db::query(&state.pool, move |conn| store::settings(conn, account_id)).await
}

/// Remembers `lang` (a locale's code) as the one the account's mail, feed and notifications
/// speak: the footer's switch, used while signed in.
pub async fn save_lang(
    state: &AppState,
    account_id: AccountId,
    lang: &'static str,
) -> Result<(), DbError> {
    db::query(&state.pool, move |conn| {
        store::set_lang(conn, account_id, lang)
    })
    .await
}

/// Saves the mail address (`None`: none) and when to write to it (`mode`, one the caller
/// checked), in the language `lang`; a new address waits for its confirmation.
pub async fn save_mail(
    state: &AppState,
    account_id: AccountId,
    email: Option<String>,
    mode: String,
    lang: &'static str,
) -> Result<(), DbError> {
    db::query(&state.pool, move |conn| {
        conn.transaction(|conn| {
            store::save_settings(
                conn,
                account_id,
                email.as_deref(),
                &mode,
                lang,
                &secrets::new_secret(Shape::Key),
            )
        })
    })
    .await
}

/// Asks the mailer for the confirmation mail once more, while the address waits for it.
pub async fn confirm_again(state: &AppState, account_id: AccountId) -> Result<(), DbError> {
    db::query(&state.pool, move |conn| {
        store::confirmation_due(conn, account_id)
    })
    .await
}

/// The address a confirmation link is for, while it works.
pub async fn to_confirm(state: &AppState, secret: String) -> Result<Option<String>, DbError> {
    db::query(&state.pool, move |conn| {
        store::by_confirm_secret(conn, &secret)
    })
    .await
}

/// Confirms the address of a confirmation link, which then stops working; the address, or
/// `None` when the link does not work.
pub async fn confirm(state: &AppState, secret: String) -> Result<Option<String>, DbError> {
    db::query(&state.pool, move |conn| store::confirm(conn, &secret)).await
}

/// The address and mail mode of the account an unsubscribe link is for.
pub async fn to_unsubscribe(
    state: &AppState,
    secret: String,
) -> Result<Option<(Option<String>, String)>, DbError> {
    db::query(&state.pool, move |conn| {
        store::by_unsubscribe_secret(conn, &secret)
    })
    .await
}

/// Turns all mail off for the account of an unsubscribe link; its address and mail mode as
/// they were, or `None` when the link is no account's.
pub async fn unsubscribe(
    state: &AppState,
    secret: String,
) -> Result<Option<(Option<String>, String)>, DbError> {
    db::query(&state.pool, move |conn| {
        let found = store::by_unsubscribe_secret(conn, &secret)?;
        store::unsubscribe(conn, &secret)?;
        Ok(found)
    })
    .await
}
