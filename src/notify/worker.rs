//! The one loop that drives every channel: claim due work in a short transaction, send it with
//! no connection held, record what came of it in a second short transaction; and the one
//! retry policy.
//!
//! A claim marks its work in flight until a lease runs out (`LEASE`) and commits before
//! anything is sent, so a slow receiver holds no transaction, lock or pool connection. A
//! process that dies after sending and before recording leaves the work claimed; it is claimed
//! again once the lease is over and sent once more. Nothing is lost, and nothing goes out
//! more than once more.

use std::future::Future;
use std::sync::Arc;

use chrono::{DateTime, Utc};
use diesel::{Connection, PgConnection, QueryResult};

use crate::db::{DbError, DbPool};
use crate::state::AppState;

#[derive(Debug, thiserror::Error)]
pub enum NotifyError {
    /// A channel cannot work with these settings.
    #[error("{0}")]
    Config(String),
    #[error(transparent)]
    Db(#[from] DbError),
}

/// One pass of `channel` now: what `send_pending` of each channel runs (tests call it by
/// hand; the server's loops run `pass` every few seconds).
pub async fn pass_now<C: Channel>(state: &AppState, channel: C) -> Result<usize, NotifyError> {
    Ok(pass(&state.pool, &Arc::new(channel), state.clock.now()).await?)
}

/// How long claimed work stays in flight before another pass may claim it again: longer than
/// any send may take (the HTTP clients give up after 15 s, the SMTP client after 20 s).
pub const LEASE: chrono::Duration = chrono::Duration::minutes(2);

/// Failures in a row after which a channel gives up: a push or a mail is dropped, a webhook
/// disabled until its owner enables it again.
pub const GIVE_UP_AFTER: i32 = 10;

/// How long to wait after the `failures`-th failure in a row: 30 seconds, doubled each time,
/// at most an hour.
pub fn back_off(failures: i32) -> chrono::Duration {
    let doublings = failures.clamp(1, 8) - 1;
    (chrono::Duration::seconds(30) * 2i32.pow(doublings as u32)).min(chrono::Duration::hours(1))
}

/// What a claim found.
pub enum Claim<J> {
    /// Nothing is due.
    Nothing,
    /// Something was due but needs no sending (stale, or it cannot be written); the claim
    /// marked it done in its own transaction.
    Settled,
    /// Work to send, claimed until the lease runs out.
    Send(J),
}

/// Why a send failed, as the channel classifies it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Failure {
    /// Maybe later (a timeout, a busy or failing receiver).
    Retry(String),
    /// Never (refused for good).
    GiveUp(String),
    /// The endpoint is gone for good (a push subscription its service no longer knows).
    Gone(String),
}

/// What the loop tells the channel to record.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Outcome {
    /// The other side took it.
    Sent,
    /// It failed, the `failures`-th time in a row: it is tried again at `retry_at`, unless
    /// `give_up` (refused for good, or failed `GIVE_UP_AFTER` times).
    Failed {
        error: String,
        failures: i32,
        retry_at: DateTime<Utc>,
        give_up: bool,
    },
    /// The endpoint is gone.
    Gone { error: String },
}

impl Outcome {
    /// The outcome of a send, by the one retry policy; `failures` is how many failures in a
    /// row came before this attempt.
    pub fn of(sent: Result<(), Failure>, failures: i32, now: DateTime<Utc>) -> Outcome {
        let failed = |error: String, give_up: bool| {
            let failures = failures + 1;
            Outcome::Failed {
                error,
                failures,
                retry_at: now + back_off(failures),
                give_up: give_up || failures >= GIVE_UP_AFTER,
            }
        };
        match sent {
            Ok(()) => Outcome::Sent,
            Err(Failure::Retry(error)) => failed(error, false),
            Err(Failure::GiveUp(error)) => failed(error, true),
            Err(Failure::Gone(error)) => Outcome::Gone { error },
        }
    }
}

/// A way of telling people about notices: mail, push, webhooks. The notices decide who hears
/// what (`store::notices::due`, in the move's transaction); a channel only delivers.
pub trait Channel: Send + Sync + 'static {
    /// One piece of claimed work, with everything needed to send it (rendered, signed).
    type Job: Send + Sync + 'static;

    /// For the logs.
    const NAME: &'static str;

    /// Work once per pass before the claims, with no network (push: hand new notices to the
    /// devices; mail: settle the notices no mail can be for). Each step its own transaction.
    fn prepare(&self, _conn: &mut PgConnection, _now: DateTime<Utc>) -> QueryResult<()> {
        Ok(())
    }

    /// Claims one piece of due work until `lease_until`, inside the loop's transaction, and
    /// renders it.
    fn claim(
        &self,
        conn: &mut PgConnection,
        now: DateTime<Utc>,
        lease_until: DateTime<Utc>,
    ) -> QueryResult<Claim<Self::Job>>;

    /// How many failures in a row came before this attempt (what the back-off counts).
    fn failures(&self, job: &Self::Job) -> i32;

    /// Sends it. No connection is held meanwhile.
    fn send(
        &self,
        job: &Self::Job,
        now: DateTime<Utc>,
    ) -> impl Future<Output = Result<(), Failure>> + Send;

    /// Records what came of it, inside the loop's second transaction, and ends the lease.
    fn record(
        &self,
        conn: &mut PgConnection,
        job: &Self::Job,
        outcome: &Outcome,
        now: DateTime<Utc>,
    ) -> QueryResult<()>;
}

/// One pass of a channel: sends everything due at `now`; how many the other side took.
pub async fn pass<C: Channel>(
    pool: &DbPool,
    channel: &Arc<C>,
    now: DateTime<Utc>,
) -> Result<usize, DbError> {
    let prepare = channel.clone();
    crate::db::query(pool, move |conn| prepare.prepare(conn, now)).await?;
    let mut sent = 0;
    // A bound, so that one pass cannot run forever whatever the data.
    for _ in 0..10_000 {
        let claimer = channel.clone();
        let claim = crate::db::query(pool, move |conn| {
            conn.transaction(|conn| claimer.claim(conn, now, now + LEASE))
        })
        .await?;
        let job = match claim {
            Claim::Nothing => break,
            Claim::Settled => continue,
            Claim::Send(job) => job,
        };
        let result = channel.send(&job, now).await;
        let outcome = Outcome::of(result, channel.failures(&job), now);
        match &outcome {
            Outcome::Sent => sent += 1,
            Outcome::Failed { error, .. } | Outcome::Gone { error } => {
                tracing::info!(channel = C::NAME, %error, "a notification was not taken")
            }
        }
        let recorder = channel.clone();
        crate::db::query(pool, move |conn| {
            conn.transaction(|conn| recorder.record(conn, &job, &outcome, now))
        })
        .await?;
    }
    Ok(sent)
}

/// Runs a channel's passes every `secs` seconds, while the server runs.
pub async fn run<C: Channel>(
    pool: DbPool,
    clock: Arc<dyn crate::clock::Clock>,
    channel: Arc<C>,
    secs: u64,
) {
    let mut ticks = tokio::time::interval(std::time::Duration::from_secs(secs.max(1)));
    ticks.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        ticks.tick().await;
        match pass(&pool, &channel, clock.now()).await {
            Ok(0) => {}
            Ok(count) => tracing::info!(channel = C::NAME, count, "notifications sent"),
            Err(e) => {
                tracing::warn!(channel = C::NAME, error = %e, "sending notifications failed; trying again later")
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn back_off_doubles_up_to_an_hour() {
        assert_eq!(back_off(1), chrono::Duration::seconds(30));
        assert_eq!(back_off(2), chrono::Duration::seconds(60));
        assert_eq!(back_off(5), chrono::Duration::seconds(480));
        assert_eq!(back_off(8), chrono::Duration::hours(1));
        assert_eq!(back_off(40), chrono::Duration::hours(1));
    }

    #[test]
    fn the_tenth_failure_in_a_row_gives_up() {
        let now = Utc::now();
        let retry = |failures| Outcome::of(Err(Failure::Retry("x".into())), failures, now);
        assert_eq!(
            retry(0),
            Outcome::Failed {
                error: "x".into(),
                failures: 1,
                retry_at: now + chrono::Duration::seconds(30),
                give_up: false
            }
        );
        assert!(matches!(retry(8), Outcome::Failed { give_up: false, .. }));
        assert!(matches!(
            retry(9),
            Outcome::Failed {
                give_up: true,
                failures: 10,
                ..
            }
        ));
        assert!(matches!(
            Outcome::of(Err(Failure::GiveUp("no".into())), 0, now),
            Outcome::Failed {
                give_up: true,
                failures: 1,
                ..
            }
        ));
        assert_eq!(Outcome::of(Ok(()), 3, now), Outcome::Sent);
        assert!(matches!(
            Outcome::of(Err(Failure::Gone("410".into())), 0, now),
            Outcome::Gone { .. }
        ));
    }
}
