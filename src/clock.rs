//! The time, as the server sees it: the system's, or one that tests move by hand, so that
//! deadlines can be tested without waiting.

use std::sync::Mutex;

use chrono::{DateTime, Duration, Utc};

pub trait Clock: Send + Sync {
    fn now(&self) -> DateTime<Utc>;
}

/// The real time.
pub struct SystemClock;

impl Clock for SystemClock {
    fn now(&self) -> DateTime<Utc> {
        Utc::now()
    }
}

/// A clock that stands still until told to move.
pub struct ManualClock(Mutex<DateTime<Utc>>);

impl ManualClock {
    pub fn new(start: DateTime<Utc>) -> ManualClock {
        ManualClock(Mutex::new(start))
    }

    pub fn advance(&self, by: Duration) {
        let mut now = self.0.lock().unwrap_or_else(|e| e.into_inner());
        *now += by;
    }
}

impl Clock for ManualClock {
    fn now(&self) -> DateTime<Utc> {
        *self.0.lock().unwrap_or_else(|e| e.into_inner())
    }
}

/// Runs `round` every `secs` seconds for as long as the server runs (never when `secs` is 0),
/// one round after the other: the task of each queue (mail, pushes, webhooks). Each round that
/// did something logs how much (`done`), one that failed logs why and waits for the next.
pub async fn every<F, Fut, E>(secs: u64, done: &'static str, failed: &'static str, mut round: F)
where
    F: FnMut() -> Fut,
    Fut: std::future::Future<Output = Result<usize, E>>,
    E: std::fmt::Display,
{
    if secs == 0 {
        return;
    }
    let mut ticks = tokio::time::interval(std::time::Duration::from_secs(secs));
    ticks.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        ticks.tick().await;
        match round().await {
            Ok(0) => {}
            Ok(count) => tracing::info!(count, "{done}"),
            Err(e) => tracing::warn!(error = %e, "{failed}; trying again later"),
        }
    }
}
