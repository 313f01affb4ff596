//! Notices: what a player should hear about (a table awaits their move, a round was revealed,
//! a game ended), recorded by the move that caused it, for the feed and the mail to read.

use chrono::{DateTime, Utc};
use diesel::prelude::*;
use diesel::sql_types::{BigInt, Bool, Nullable, Text, Timestamptz};

use crate::db::schema::{accounts, notices};
use crate::game::{Game, Phase};
use crate::ids::{AccountId, TableId};
use crate::store::step::NoticeRow;
use crate::store::tables::Table;

pub const YOUR_MOVE: &str = "your_move";
pub const ROUND_REVEALED: &str = "round_revealed";
pub const GAME_ENDED: &str = "game_ended";
/// A move's deadline is near; recorded by the sweep (`store::away::record_reminders`), its
/// step the move's with the reminder added ("r3-vote-s1-12h").
pub const REMINDER: &str = "reminder";

/// Messages came in a table's chat since the player last read it; recorded by the chat
/// (`store::messages::tell_players`), once until they read it again, its step the first
/// message's id ("m812").
pub const CHAT: &str = "chat";

/// The message a `chat` notice's step names ("m812": 812).
pub fn chat_message_id(step: &str) -> Option<i64> {
    step.strip_prefix('m')?.parse().ok()
}

/// The window of a `reminder` step ("r3-vote-s1-12h": "12h"), and the sentence that tells it.
pub fn reminder_key(step: &str) -> Option<&'static str> {
    match step.rsplit('-').next()? {
        "1h" => Some("reminder_1h"),
        "12h" => Some("reminder_12h"),
        _ => None,
    }
}

/// Which move a table awaits: a new key whenever the table waits for a new step.
fn move_step(game: &Game) -> String {
    let phase = match game.phase {
        Phase::Clue => "clue",
        Phase::Submit => "submit",
        Phase::Vote => "vote",
        Phase::Finished => "end",
    };
    match game.storyteller {
        Some(storyteller) => format!("r{}-{phase}-s{storyteller}", game.round),
        None => format!("r{}-{phase}", game.round),
    }
}

/// The notices the change from `before` (`None`: the game has just started) to `after`
/// causes, to record in the move's own transaction. A notice already made is not made again.
/// A player away at `now` is not told it is their move: the clock acts for them at once.
pub fn due(
    table: &Table,
    before: Option<&Game>,
    after: &Game,
    now: DateTime<Utc>,
) -> Vec<NoticeRow> {
    let account_of = |seat: usize| {
        table
            .seats
            .iter()
            .find(|s| s.seat as usize == seat)
            .filter(|s| !s.bot && s.away_until.is_none_or(|until| until <= now))
            .map(|s| s.account_id)
    };
    let mut rows: Vec<NoticeRow> = Vec::new();

    let step = move_step(after);
    let step_before = before.map(move_step);
    let awaited_before = before.map(|g| g.awaited()).unwrap_or_default();
    for seat in after.awaited() {
        let new_step = step_before.as_deref() != Some(step.as_str());
        if new_step || !awaited_before.contains(&seat) {
            if let Some(account) = account_of(seat) {
                rows.push((account, YOUR_MOVE, step.clone()));
            }
        }
    }

    let revealed_before = before.and_then(|g| g.last_round.as_ref()).map(|r| r.round);
    if let Some(round) = after.last_round.as_ref().map(|r| r.round) {
        if Some(round) != revealed_before {
            for s in &table.seats {
                rows.push((s.account_id, ROUND_REVEALED, format!("r{round}")));
            }
        }
    }
    let ended_before = before.is_some_and(|g| g.phase == Phase::Finished);
    if after.phase == Phase::Finished && !ended_before {
        for s in &table.seats {
            rows.push((s.account_id, GAME_ENDED, "end".to_string()));
        }
    }

    rows
}

// ---- Reading notices: the private feed. ----

/// A notice as the feed and the mailer read it.
#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = notices)]
pub struct Notice {
    pub id: i64,
    pub table_id: TableId,
    pub kind: String,
    pub step: String,
    pub created_at: DateTime<Utc>,
}

/// The newest `limit` notices of an account, newest first.
pub fn latest(
    conn: &mut PgConnection,
    account_id: AccountId,
    limit: i64,
) -> QueryResult<Vec<Notice>> {
    notices::table
        .filter(notices::account_id.eq(account_id))
        .order(notices::id.desc())
        .limit(limit)
        .select(Notice::as_select())
        .load(conn)
}

/// The round and phase a `your_move` step names ("r{round}-{phase}[-s{storyteller}]").
pub fn parse_step(step: &str) -> Option<(u32, &str)> {
    let mut parts = step.split('-');
    let round = parts.next()?.strip_prefix('r')?.parse().ok()?;
    let phase = parts.next()?;
    Some((round, phase))
}

// ---- What an account chose: address, kind of mail, feed. ----

pub const MAIL_OFF: &str = "off";
pub const MAIL_MOVE: &str = "move";
pub const MAIL_DAILY: &str = "daily";

/// An account's mail and feed settings.
#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = accounts)]
pub struct MailSettings {
    pub id: AccountId,
    pub username: String,
    pub display_name: String,
    pub created_at: DateTime<Utc>,
    pub email: Option<String>,
    pub email_confirmed: bool,
    pub mail_mode: String,
    pub feed_secret: Option<String>,
    pub lang: String,
    pub confirm_due: bool,
    /// The zone the account reads times in (UTC when none).
    pub time_zone: Option<String>,
}

pub fn settings(
    conn: &mut PgConnection,
    account_id: AccountId,
) -> QueryResult<Option<MailSettings>> {
    accounts::table
        .find(account_id)
        .select(MailSettings::as_select())
        .first(conn)
        .optional()
}

/// Saves what the settings form says. A new address starts unconfirmed, with a fresh
/// `confirm_secret` and a confirmation mail due; the same address again changes nothing.
pub fn save_settings(
    conn: &mut PgConnection,
    account_id: AccountId,
    email: Option<&str>,
    mail_mode: &str,
    lang: &str,
    confirm_secret: &str,
) -> QueryResult<()> {
    let current: Option<String> = accounts::table
        .find(account_id)
        .select(accounts::email)
        .for_update()
        .first(conn)?;
    if current.as_deref() != email {
        diesel::update(accounts::table.find(account_id))
            .set((
                accounts::email.eq(email),
                accounts::email_confirmed.eq(false),
                accounts::confirm_secret.eq(email.map(|_| confirm_secret)),
                accounts::confirm_due.eq(email.is_some()),
            ))
            .execute(conn)?;
    }
    diesel::update(accounts::table.find(account_id))
        .set((accounts::mail_mode.eq(mail_mode), accounts::lang.eq(lang)))
        .execute(conn)?;
    Ok(())
}

/// The locale of an account's mail, feed, calendar and notifications (a code of
/// `i18n::LOCALES`), as the reader last chose it.
pub fn set_lang(conn: &mut PgConnection, account_id: AccountId, lang: &str) -> QueryResult<()> {
    diesel::update(accounts::table.find(account_id))
        .set(accounts::lang.eq(lang))
        .execute(conn)?;
    Ok(())
}

/// Asks for the confirmation mail again (for an address not yet confirmed).
pub fn confirmation_due(conn: &mut PgConnection, account_id: AccountId) -> QueryResult<()> {
    diesel::update(accounts::table.find(account_id))
        .filter(accounts::email_confirmed.eq(false))
        .filter(accounts::confirm_secret.is_not_null())
        .set(accounts::confirm_due.eq(true))
        .execute(conn)
        .map(|_| ())
}

/// Gives the account's feed a new secret, stored as its hex SHA-256: the old address stops
/// working at once.
pub fn set_feed_secret(
    conn: &mut PgConnection,
    account_id: AccountId,
    secret_hash: &str,
) -> QueryResult<()> {
    diesel::update(accounts::table.find(account_id))
        .set(accounts::feed_secret.eq(secret_hash))
        .execute(conn)
        .map(|_| ())
}

/// The account whose feed's secret has this hex SHA-256, unless it is deleted or suspended
/// at `now`: their feeds answer as if there were none.
pub fn by_feed_secret(
    conn: &mut PgConnection,
    secret_hash: &str,
    now: DateTime<Utc>,
) -> QueryResult<Option<MailSettings>> {
    accounts::table
        .filter(accounts::feed_secret.eq(secret_hash))
        .filter(accounts::deleted_at.is_null())
        .filter(
            accounts::suspended_at
                .is_null()
                .or(accounts::suspended_until.le(now)),
        )
        .select(MailSettings::as_select())
        .first(conn)
        .optional()
}

/// The address a confirmation secret would confirm.
pub fn by_confirm_secret(conn: &mut PgConnection, secret: &str) -> QueryResult<Option<String>> {
    Ok(accounts::table
        .filter(accounts::confirm_secret.eq(secret))
        .select(accounts::email)
        .first::<Option<String>>(conn)
        .optional()?
        .flatten())
}

/// Confirms the address of the account with this confirmation secret; its address, or `None`
/// for an unknown (or already used) secret.
pub fn confirm(conn: &mut PgConnection, secret: &str) -> QueryResult<Option<String>> {
    Ok(diesel::update(accounts::table)
        .filter(accounts::confirm_secret.eq(secret))
        .filter(accounts::email.is_not_null())
        .set((
            accounts::email_confirmed.eq(true),
            accounts::confirm_secret.eq(None::<String>),
            accounts::confirm_due.eq(false),
        ))
        .returning(accounts::email)
        .get_result::<Option<String>>(conn)
        .optional()?
        .flatten())
}

/// The address and kind of mail of the account with this unsubscribe secret.
pub fn by_unsubscribe_secret(
    conn: &mut PgConnection,
    secret: &str,
) -> QueryResult<Option<(Option<String>, String)>> {
    accounts::table
        .filter(accounts::unsubscribe_secret.eq(secret))
        .select((accounts::email, accounts::mail_mode))
        .first(conn)
        .optional()
}

/// Turns all mail off for the account with this unsubscribe secret; false for an unknown one.
pub fn unsubscribe(conn: &mut PgConnection, secret: &str) -> QueryResult<bool> {
    diesel::update(accounts::table)
        .filter(accounts::unsubscribe_secret.eq(secret))
        .set(accounts::mail_mode.eq(MAIL_OFF))
        .execute(conn)
        .map(|n| n > 0)
}

// ---- Claiming mail to send. Each claim locks its rows with `FOR UPDATE SKIP LOCKED`, and
// leases the account (`lease_mail`) before its transaction commits: the mail is sent with no
// transaction open, and marked sent in another one. An account has one mail in flight at a
// time, and one whose outcome was never recorded is claimed again when its lease ends. ----

/// The account has no mail in flight (SQL, for the claims; `$now` is the claim's time).
macro_rules! account_free {
    ($now:literal) => {
        concat!(
            "(a.mail_claimed_until IS NULL OR a.mail_claimed_until <= ",
            $now,
            ")"
        )
    };
}
pub(crate) use account_free;

/// Leases a claimed mail's account until `until`; how many of its mails failed in a row.
pub fn lease_mail(
    conn: &mut PgConnection,
    account_id: AccountId,
    until: DateTime<Utc>,
) -> QueryResult<i32> {
    diesel::update(accounts::table.find(account_id))
        .set(accounts::mail_claimed_until.eq(until))
        .returning(accounts::mail_failures)
        .get_result(conn)
}

/// Ends the account's lease: `failures` mails failed in a row, and the next waits until
/// `retry_at` (none: at once).
pub fn mail_tried(
    conn: &mut PgConnection,
    account_id: AccountId,
    failures: i32,
    retry_at: Option<DateTime<Utc>>,
) -> QueryResult<()> {
    diesel::update(accounts::table.find(account_id))
        .set((
            accounts::mail_failures.eq(failures),
            accounts::mail_claimed_until.eq(retry_at),
        ))
        .execute(conn)
        .map(|_| ())
}

/// Someone to write to.
#[derive(Debug, Clone, QueryableByName)]
pub struct Recipient {
    #[diesel(sql_type = BigInt)]
    pub account_id: AccountId,
    #[diesel(sql_type = Text)]
    pub email: String,
    #[diesel(sql_type = Text)]
    pub display_name: String,
    #[diesel(sql_type = Text)]
    pub lang: String,
    /// The zone the mail writes times in (UTC when none).
    #[diesel(sql_type = Nullable<Text>)]
    pub time_zone: Option<String>,
}

/// An account whose confirmation mail is due, at most one every `every` per account.
pub fn claim_confirmation(
    conn: &mut PgConnection,
    now: DateTime<Utc>,
    every: chrono::Duration,
) -> QueryResult<Option<(Recipient, String)>> {
    #[derive(QueryableByName)]
    struct Row {
        #[diesel(embed)]
        to: Recipient,
        #[diesel(sql_type = Text)]
        confirm_secret: String,
    }
    let row: Option<Row> = diesel::sql_query(concat!(
        "SELECT a.id AS account_id, a.email, a.display_name, a.lang, a.time_zone,
                    a.confirm_secret
               FROM accounts a
              WHERE a.confirm_due AND a.email IS NOT NULL AND a.confirm_secret IS NOT NULL
                AND (a.confirm_sent_at IS NULL OR a.confirm_sent_at <= $1) AND ",
        account_free!("$2"),
        " ORDER BY a.id LIMIT 1
              FOR UPDATE SKIP LOCKED"
    ))
    .bind::<Timestamptz, _>(now - every)
    .bind::<Timestamptz, _>(now)
    .get_result(conn)
    .optional()?;
    Ok(row.map(|r| (r.to, r.confirm_secret)))
}

/// The confirmation of `secret` went out (or never can). An address changed since keeps its
/// own confirmation due.
pub fn confirmation_sent(
    conn: &mut PgConnection,
    account_id: AccountId,
    secret: &str,
    now: DateTime<Utc>,
) -> QueryResult<()> {
    diesel::update(accounts::table.find(account_id))
        .filter(accounts::confirm_secret.eq(secret))
        .set((
            accounts::confirm_due.eq(false),
            accounts::confirm_sent_at.eq(now),
        ))
        .execute(conn)
        .map(|_| ())
}

/// A `your_move` notice to mail, and to whom.
#[derive(Debug, Clone, QueryableByName)]
pub struct MoveMail {
    #[diesel(embed)]
    pub to: Recipient,
    #[diesel(sql_type = BigInt)]
    pub notice_id: i64,
    #[diesel(sql_type = BigInt)]
    pub table_id: TableId,
}

/// The table of notice `n` still awaits its player (SQL, for the mailer's queries).
macro_rules! notice_awaited {
    () => {
        "EXISTS (SELECT 1 FROM seats s JOIN tables t ON t.id = s.table_id
                  WHERE s.table_id = n.table_id AND s.account_id = n.account_id
                    AND s.awaited AND t.status = 'playing')"
    };
}
pub(crate) use notice_awaited;

/// A `your_move` notice newer than `n` for the same player and table (SQL): `n` is then not
/// the move awaited any more.
macro_rules! newer_move_notice {
    () => {
        "EXISTS (SELECT 1 FROM notices m
                  WHERE m.account_id = n.account_id AND m.table_id = n.table_id
                    AND m.kind = 'your_move' AND m.id > n.id)"
    };
}
pub(crate) use newer_move_notice;

/// A `reminder` notice `n` is of the step its table is at now (SQL): its step is the move's
/// own with the reminder added ("r3-vote-s1-12h" at "r3-vote-s1").
macro_rules! reminder_of_step_now {
    () => {
        "EXISTS (SELECT 1 FROM tables t
                  WHERE t.id = n.table_id
                    AND n.step LIKE 'r' || t.round || '-' || t.phase
                                    || COALESCE('-s' || t.storyteller, '') || '-%')"
    };
}
pub(crate) use reminder_of_step_now;

/// The `your_move` notices to mail (`n`), as the FROM and WHERE of a query: not mailed yet,
/// for a confirmed address that wants a mail at each move, the newest for its table, and the
/// table still awaits that player (a move made before the mailer came by needs no mail). The
/// mailer claims them; the metrics count them (`store::queues`).
macro_rules! move_mail_due {
    () => {
        concat!(
            " FROM notices n
               JOIN accounts a ON a.id = n.account_id
              WHERE n.mailed_at IS NULL AND n.kind = 'your_move'
                AND a.mail_mode = 'move' AND a.email_confirmed AND a.email IS NOT NULL
                AND ",
            $crate::store::notices::notice_awaited!(),
            " AND NOT ",
            $crate::store::notices::newer_move_notice!(),
            " "
        )
    };
}
pub(crate) use move_mail_due;

/// One `your_move` notice to mail, the oldest of an account with no mail in flight at `now`.
pub fn claim_move_notice(
    conn: &mut PgConnection,
    now: DateTime<Utc>,
) -> QueryResult<Option<MoveMail>> {
    diesel::sql_query(concat!(
        "SELECT n.id AS notice_id, n.table_id, a.id AS account_id, a.email, a.display_name, a.lang, a.time_zone",
        move_mail_due!(),
        " AND ",
        account_free!("$1"),
        " ORDER BY n.id LIMIT 1 FOR UPDATE OF n, a SKIP LOCKED"
    ))
    .bind::<Timestamptz, _>(now)
    .get_result(conn)
    .optional()
}

pub fn notice_mailed(
    conn: &mut PgConnection,
    notice_id: i64,
    now: DateTime<Utc>,
) -> QueryResult<()> {
    diesel::update(notices::table.find(notice_id))
        .set(notices::mailed_at.eq(now))
        .execute(conn)
        .map(|_| ())
}

/// Marks done the notices no mail can be for any more, so that they leave
/// `notices_unmailed_idx`, which every pass of the mailer walks: a move or reminder notice of a
/// table that is over or no longer awaits that player, a move notice with a newer one for the
/// same table, and a reminder of a step the table has left. These are the negations of the
/// claims' own rules (`move_mail_due!`, `store::away::claim_reminder`), so such a notice is
/// never claimed, yet before it stayed in the index for good: every move of a player who gets
/// no mail at each move, or who moved before the mailer came by, left one, and the index grew
/// with every move played. A notice that may still be mailed once its player's address is
/// confirmed stays. Returns how many were marked.
pub fn settle_unmailable(conn: &mut PgConnection, now: DateTime<Utc>) -> QueryResult<usize> {
    diesel::sql_query(concat!(
        "UPDATE notices n SET mailed_at = $1
              WHERE n.mailed_at IS NULL AND n.kind IN ('your_move', 'reminder')
                AND (NOT ",
        notice_awaited!(),
        " OR (n.kind = 'your_move' AND ",
        newer_move_notice!(),
        ") OR (n.kind = 'reminder' AND NOT ",
        reminder_of_step_now!(),
        "))"
    ))
    .bind::<Timestamptz, _>(now)
    .execute(conn)
}

/// An account that wants a daily digest, has had none for a day, and has a table waiting
/// for its move.
pub fn claim_digest(conn: &mut PgConnection, now: DateTime<Utc>) -> QueryResult<Option<Recipient>> {
    diesel::sql_query(concat!(
        "SELECT a.id AS account_id, a.email, a.display_name, a.lang, a.time_zone FROM accounts a
              WHERE a.mail_mode = 'daily' AND a.email_confirmed AND a.email IS NOT NULL
                AND (a.digest_sent_at IS NULL OR a.digest_sent_at <= $1)
                AND EXISTS (SELECT 1 FROM seats s JOIN tables t ON t.id = s.table_id
                             WHERE s.account_id = a.id AND s.awaited AND t.status = 'playing')
                AND ",
        account_free!("$2"),
        " ORDER BY a.id LIMIT 1
              FOR UPDATE OF a SKIP LOCKED"
    ))
    .bind::<Timestamptz, _>(now - chrono::Duration::days(1))
    .bind::<Timestamptz, _>(now)
    .get_result(conn)
    .optional()
}

/// The digest went out: it covers every `your_move` notice of the account so far.
pub fn digest_sent(
    conn: &mut PgConnection,
    account_id: AccountId,
    now: DateTime<Utc>,
) -> QueryResult<()> {
    diesel::update(accounts::table.find(account_id))
        .set(accounts::digest_sent_at.eq(now))
        .execute(conn)?;
    diesel::update(notices::table)
        .filter(notices::account_id.eq(account_id))
        .filter(notices::kind.eq(YOUR_MOVE))
        .filter(notices::mailed_at.is_null())
        .set(notices::mailed_at.eq(now))
        .execute(conn)
        .map(|_| ())
}

/// The account's unsubscribe secret, made from `fresh` if it has none yet.
pub fn unsubscribe_secret(
    conn: &mut PgConnection,
    account_id: AccountId,
    fresh: &str,
) -> QueryResult<String> {
    diesel::update(accounts::table.find(account_id))
        .filter(accounts::unsubscribe_secret.is_null())
        .set(accounts::unsubscribe_secret.eq(fresh))
        .execute(conn)?;
    accounts::table
        .find(account_id)
        .select(accounts::unsubscribe_secret.assume_not_null())
        .first(conn)
}

// ---- The calendar: the deadline of every move a table awaits from an account. ----

/// A move a table awaits from an account, with its deadline: the newest `your_move` notice of
/// a table being played that waits for this account and has a time limit per move.
#[derive(Debug, Clone, QueryableByName)]
pub struct AwaitedMove {
    #[diesel(sql_type = BigInt)]
    pub table_id: TableId,
    /// The table's own name, if the host gave one.
    #[diesel(sql_type = Nullable<Text>)]
    pub name: Option<String>,
    /// The host's display name (a table without a name is "<host>'s table").
    #[diesel(sql_type = Text)]
    pub host: String,
    /// The host deleted their account (`Lang::player_name`).
    #[diesel(sql_type = Bool)]
    pub host_former: bool,
    #[diesel(sql_type = Timestamptz)]
    pub deadline: DateTime<Utc>,
    /// The notice's step: which move (`r{round}-{phase}[-s{storyteller}]`).
    #[diesel(sql_type = Text)]
    pub step: String,
    /// When the table began to wait for that move.
    #[diesel(sql_type = Timestamptz)]
    pub noticed_at: DateTime<Utc>,
}

/// Every move awaited from `account_id` that has a deadline, soonest first.
pub fn awaited_moves(
    conn: &mut PgConnection,
    account_id: AccountId,
) -> QueryResult<Vec<AwaitedMove>> {
    diesel::sql_query(
        "SELECT t.id AS table_id, t.name, h.display_name AS host,
                h.deleted_at IS NOT NULL AS host_former, t.deadline,
                n.step, n.created_at AS noticed_at
           FROM seats s
           JOIN tables t ON t.id = s.table_id
           JOIN accounts h ON h.id = t.host_id
           JOIN LATERAL (SELECT step, created_at FROM notices
                          WHERE account_id = s.account_id AND table_id = t.id
                            AND kind = 'your_move'
                          ORDER BY id DESC LIMIT 1) n ON true
          WHERE s.account_id = $1 AND s.awaited AND t.status = 'playing'
            AND t.deadline IS NOT NULL
          ORDER BY t.deadline, t.id",
    )
    .bind::<BigInt, _>(account_id.0)
    .load(conn)
}
