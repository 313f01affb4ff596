//! Never missing a move: when an account wants reminders before a move's deadline, and whether
//! it is away (the clock then acts for it at once; see `play::away`).

use chrono::{DateTime, Utc};
use diesel::prelude::*;
use diesel::sql_types::{BigInt, Timestamptz};

use crate::db::schema::{accounts, seats, tables};
use crate::ids::{AccountId, TableId};
use crate::store::enums::TableStatus;

/// Reminders: 12 hours before at tables whose time limit is 24 hours or more, none elsewhere.
pub const REMINDERS_AUTO: &str = "auto";
pub const REMINDERS_NONE: &str = "none";
pub const REMINDERS_1H: &str = "1h";
pub const REMINDERS_12H: &str = "12h";
pub const REMINDERS_BOTH: &str = "both";
/// Every setting, in the order the settings page lists them.
pub const REMINDER_SETTINGS: [&str; 5] = [
    REMINDERS_AUTO,
    REMINDERS_12H,
    REMINDERS_1H,
    REMINDERS_BOTH,
    REMINDERS_NONE,
];

/// An account's reminder setting and the end of its time away (`None`: not away now).
#[derive(Debug, Clone, PartialEq)]
pub struct Presence {
    pub reminders: String,
    pub away_until: Option<DateTime<Utc>>,
}

pub fn presence(
    conn: &mut PgConnection,
    account_id: AccountId,
    now: DateTime<Utc>,
) -> QueryResult<Presence> {
    let (reminders, away_until) = accounts::table
        .find(account_id)
        .select((accounts::reminders, accounts::away_until))
        .first::<(String, Option<DateTime<Utc>>)>(conn)?;
    Ok(Presence {
        reminders,
        away_until: away_until.filter(|until| *until > now),
    })
}

pub fn set_reminders(
    conn: &mut PgConnection,
    account_id: AccountId,
    setting: &str,
) -> QueryResult<()> {
    diesel::update(accounts::table.find(account_id))
        .set(accounts::reminders.eq(setting))
        .execute(conn)
        .map(|_| ())
}

/// Marks the account away until `until` (`None`: back now).
pub fn set_away(
    conn: &mut PgConnection,
    account_id: AccountId,
    until: Option<DateTime<Utc>>,
) -> QueryResult<()> {
    diesel::update(accounts::table.find(account_id))
        .set(accounts::away_until.eq(until))
        .execute(conn)
        .map(|_| ())
}

/// Those of `accounts` who are away now.
pub fn away_among(
    conn: &mut PgConnection,
    among: &[AccountId],
    now: DateTime<Utc>,
) -> QueryResult<Vec<AccountId>> {
    if among.is_empty() {
        return Ok(Vec::new());
    }
    accounts::table
        .filter(accounts::id.eq_any(among))
        .filter(accounts::away_until.gt(now))
        .select(accounts::id)
        .load(conn)
}

/// The playing tables that await an account away now (at most `limit`), for the clock to act
/// for it; not those voting while someone who is not away still has to vote (the clock acts
/// for the away voters once the others have voted).
pub fn tables_awaiting_away(
    conn: &mut PgConnection,
    now: DateTime<Utc>,
    limit: i64,
) -> QueryResult<Vec<TableId>> {
    #[derive(QueryableByName)]
    struct Row {
        #[diesel(sql_type = BigInt)]
        table_id: TableId,
    }
    let rows: Vec<Row> = diesel::sql_query(
        "SELECT DISTINCT s.table_id
           FROM accounts a
           JOIN seats s ON s.account_id = a.id AND s.awaited
           JOIN tables t ON t.id = s.table_id AND t.status = 'playing'
          WHERE a.away_until > $1
            AND (t.phase <> 'vote' OR NOT EXISTS (
                  SELECT 1 FROM seats o JOIN accounts b ON b.id = o.account_id
                   WHERE o.table_id = t.id AND o.awaited
                     AND (b.away_until IS NULL OR b.away_until <= $1)))
          LIMIT $2",
    )
    .bind::<Timestamptz, _>(now)
    .bind::<BigInt, _>(limit)
    .load(conn)?;
    Ok(rows.into_iter().map(|r| r.table_id).collect())
}

/// The playing tables awaiting this account now.
pub fn tables_awaiting(
    conn: &mut PgConnection,
    account_id: AccountId,
) -> QueryResult<Vec<TableId>> {
    seats::table
        .inner_join(tables::table)
        .filter(seats::account_id.eq(account_id))
        .filter(seats::awaited)
        .filter(tables::status.eq(TableStatus::Playing))
        .select(seats::table_id)
        .load(conn)
}

/// Ends every time away that is over, and returns the accounts it ended for (their tables
/// show them as back).
pub fn end_past_aways(conn: &mut PgConnection, now: DateTime<Utc>) -> QueryResult<Vec<AccountId>> {
    diesel::update(accounts::table)
        .filter(accounts::away_until.le(now))
        .set(accounts::away_until.eq(None::<DateTime<Utc>>))
        .returning(accounts::id)
        .get_results(conn)
}

/// Records a `reminder` notice for every awaited player whose move's deadline is within one of
/// the reminders they want, in one statement: the tables come from their deadlines (its
/// index), the step is the move's own with the reminder added ("r3-vote-s1-12h"), and the
/// notices' unique key makes each reminder once per move. A reminder comes only at tables
/// whose time limit is longer than it (a 12-hour reminder would come at once at a 12-hour
/// table), and never to a player who is away. Returns how many were recorded.
pub fn record_reminders(conn: &mut PgConnection, now: DateTime<Utc>) -> QueryResult<usize> {
    diesel::sql_query(
        "INSERT INTO notices (account_id, table_id, kind, step, created_at, pushed_at)
         SELECT s.account_id, t.id, 'reminder',
                'r' || t.round || '-' || t.phase || COALESCE('-s' || t.storyteller, '')
                    || '-' || w.hours || 'h',
                $1,
                CASE WHEN EXISTS (SELECT 1 FROM push_subscriptions p WHERE p.account_id = s.account_id)
                     THEN NULL ELSE $1 END
           FROM tables t
           JOIN seats s ON s.table_id = t.id AND s.awaited
           JOIN accounts a ON a.id = s.account_id
           CROSS JOIN (VALUES (1), (12)) AS w (hours)
          WHERE t.status = 'playing' AND t.phase IS NOT NULL
            AND t.deadline > $1 AND t.deadline <= $1 + interval '12 hours'
            AND t.deadline <= $1 + make_interval(hours => w.hours)
            AND t.move_time_limit_hours > w.hours
            AND (a.away_until IS NULL OR a.away_until <= $1)
            AND CASE a.reminders
                  WHEN 'auto' THEN w.hours = 12 AND t.move_time_limit_hours >= 24
                  WHEN '12h' THEN w.hours = 12
                  WHEN '1h' THEN w.hours = 1
                  WHEN 'both' THEN true
                  ELSE false
                END
         ON CONFLICT (account_id, table_id, kind, step) DO NOTHING",
    )
    .bind::<Timestamptz, _>(now)
    .execute(conn)
}

/// A `reminder` notice to mail, and to whom.
#[derive(Debug, Clone, QueryableByName)]
pub struct ReminderMail {
    #[diesel(embed)]
    pub to: crate::store::notices::Recipient,
    #[diesel(sql_type = BigInt)]
    pub notice_id: i64,
    #[diesel(sql_type = BigInt)]
    pub table_id: TableId,
    #[diesel(sql_type = diesel::sql_types::Text)]
    pub step: String,
}

/// A `reminder` notice to mail: not mailed yet, for a confirmed address with mail on (each
/// move or daily: the digest says nothing of deadlines), and the table still awaits that
/// player at that very move; of an account with no mail in flight at `now`.
pub fn claim_reminder(
    conn: &mut PgConnection,
    now: DateTime<Utc>,
) -> QueryResult<Option<ReminderMail>> {
    diesel::sql_query(concat!(
        "SELECT n.id AS notice_id, n.table_id, n.step, a.id AS account_id, a.email,
                a.display_name, a.lang, a.time_zone
           FROM notices n
           JOIN accounts a ON a.id = n.account_id
          WHERE n.mailed_at IS NULL AND n.kind = 'reminder'
            AND a.mail_mode <> 'off' AND a.email_confirmed AND a.email IS NOT NULL
            AND ",
        crate::store::notices::notice_awaited!(),
        " AND ",
        crate::store::notices::reminder_of_step_now!(),
        " AND ",
        crate::store::notices::account_free!("$1"),
        " ORDER BY n.id LIMIT 1
          FOR UPDATE OF n, a SKIP LOCKED"
    ))
    .bind::<Timestamptz, _>(now)
    .get_result(conn)
    .optional()
}
