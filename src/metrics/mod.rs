//! What operators watch: counters and histograms recorded where things happen (requests in
//! the web layer, moves where `play::act` decides, waits for a database connection), and
//! gauges read at scrape time (the pool, the long polls, the queues, the memory). `render`
//! writes them all in Prometheus's text format; the web layer serves it at `/metrics`
//! (README, "Metrics").
//!
//! The counters live in one registry for the whole process, so that any layer records
//! through the functions here without a handle.

use std::time::{Duration, Instant};

use prometheus::{Encoder, TextEncoder};

use crate::state::AppState;
use crate::store::queues;

/// The route label of a request that matched no route.
pub const UNMATCHED: &str = "unmatched";

/// How long the queue lengths measured by SQL are kept, so that scrapes cannot load the
/// database however often they come.
pub const QUEUES_KEPT: Duration = Duration::from_secs(5);

/// The content type of the text format.
pub const CONTENT_TYPE: &str = "text/plain; version=0.0.4; charset=utf-8";

pub mod counters;

use counters::families;
pub use counters::{count_move, count_refusal, observe_pool_wait, observe_request};

/// Every queue's measure, by the queue's name.
type Measures = Vec<(&'static str, queues::Measure)>;

/// What a server keeps for its scrapes: the queue lengths last measured, and when.
#[derive(Default)]
pub struct Scrapes {
    queues: tokio::sync::Mutex<Option<(Instant, Measures)>>,
}

impl Scrapes {
    pub fn new() -> Scrapes {
        Scrapes::default()
    }

    /// Every metric in the text format, with the gauges read now (the queues at most
    /// [`QUEUES_KEPT`] ago).
    pub async fn render(&self, state: &AppState) -> String {
        let families = families();
        let pool = state.pool.state();
        let max = i64::from(state.pool.max_size());
        let idle = i64::from(pool.idle_connections);
        let open = i64::from(pool.connections);
        for (label, value) in [("in_use", open - idle), ("idle", idle), ("max", max)] {
            families
                .pool_connections
                .with_label_values(&[label])
                .set(value);
        }
        families.long_polls.set(saturate(state.watch.waiting()));
        let given_up = state
            .watch
            .gone_quiet
            .load(std::sync::atomic::Ordering::Relaxed);
        for (label, value) in [
            ("deaf", i64::from(state.watch.is_deaf())),
            ("given_up", saturate(given_up)),
        ] {
            families.listening.with_label_values(&[label]).set(value);
        }
        if let Some(bytes) = resident_memory() {
            families.memory.set(saturate(bytes));
        }
        for (name, measure) in self.queues(state).await {
            families
                .queue_length
                .with_label_values(&[name])
                .set(measure.length);
            families
                .queue_lag
                .with_label_values(&[name])
                .set(measure.lag.unwrap_or(0.0).max(0.0));
        }
        let mut text = Vec::new();
        match TextEncoder::new().encode(&families.registry.gather(), &mut text) {
            Ok(()) => String::from_utf8_lossy(&text).into_owned(),
            Err(e) => {
                tracing::error!(error = %e, "the metrics could not be written");
                String::new()
            }
        }
    }

    /// The queue lengths, measured again when the last measure is older than [`QUEUES_KEPT`].
    /// When the database does not answer, the last measure stands.
    async fn queues(&self, state: &AppState) -> Measures {
        let mut kept = self.queues.lock().await;
        if let Some((at, measured)) = kept.as_ref() {
            if at.elapsed() < QUEUES_KEPT {
                return measured.clone();
            }
        }
        let now = state.clock.now();
        match crate::db::query(&state.pool, move |conn| queues::measure(conn, now)).await {
            Ok(measured) => {
                *kept = Some((Instant::now(), measured.clone()));
                measured
            }
            Err(e) => {
                tracing::warn!(error = %e, "the queues could not be measured");
                kept.as_ref()
                    .map(|(_, measured)| measured.clone())
                    .unwrap_or_default()
            }
        }
    }
}

/// Whether the database answers a query now: what `/healthz` tells monitoring.
pub async fn database_answers(state: &AppState) -> bool {
    crate::db::run(&state.pool, |conn| {
        use diesel::connection::SimpleConnection;
        conn.batch_execute("SELECT 1")
            .map_err(crate::db::DbError::from)
    })
    .await
    .is_ok()
}

fn saturate(n: impl TryInto<i64>) -> i64 {
    n.try_into().unwrap_or(i64::MAX)
}

/// Hands the memory the allocator keeps free back to the system, after work that held a lot
/// of it for a moment (decoding a large picture). The server's allocator is mimalloc, which
/// gives back what it freed only after a delay and only when it next allocates or collects:
/// `mi_collect(true)` does it now, for every arena. glibc's `malloc_trim` does the same for
/// whatever runs on the system's allocator (the tests, which embed the server).
#[allow(unsafe_code)]
pub fn give_back_memory() {
    // SAFETY: mi_collect only returns free memory mimalloc holds; it takes no pointer, and
    // works whether or not mimalloc is the global allocator.
    unsafe {
        libmimalloc_sys::mi_collect(true);
    }
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    // SAFETY: malloc_trim only releases free memory of the allocator's own; it takes no pointer.
    unsafe {
        libc::malloc_trim(0);
    }
}

/// Calls [`give_back_memory`] every `every`, on a blocking thread, until the task is dropped.
pub async fn give_back_memory_every(every: Duration) {
    let mut ticks = tokio::time::interval(every);
    ticks.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        ticks.tick().await;
        if tokio::task::spawn_blocking(give_back_memory).await.is_err() {
            return;
        }
    }
}

/// The resident memory of this process, from `/proc/self/statm` (in pages).
pub fn resident_memory() -> Option<u64> {
    let statm = std::fs::read_to_string("/proc/self/statm").ok()?;
    let pages: u64 = statm.split_whitespace().nth(1)?.parse().ok()?;
    let page_size = nix::unistd::sysconf(nix::unistd::SysconfVar::PAGE_SIZE)
        .ok()
        .flatten()
        .and_then(|size| u64::try_from(size).ok())
        .unwrap_or(4096);
    Some(pages * page_size)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_families_are_well_formed_and_written_in_the_text_format() {
        observe_request("GET", "/tables/{id}", "200", Duration::from_millis(3));
        count_move("clue", "done");
        let mut text = Vec::new();
        TextEncoder::new()
            .encode(&families().registry.gather(), &mut text)
            .unwrap();
        let text = String::from_utf8(text).unwrap();
        assert!(
            text.contains("# TYPE fabula_http_request_duration_seconds histogram"),
            "{text}"
        );
        assert!(text.contains(
            "fabula_http_request_duration_seconds_bucket{method=\"GET\",route=\"/tables/{id}\",status=\"200\",le=\"0.005\"} 1"
        ), "{text}");
        assert!(
            text.contains("fabula_moves_total{kind=\"clue\",outcome=\"done\"} 1"),
            "{text}"
        );
    }

    #[test]
    fn the_resident_memory_is_read() {
        let bytes = resident_memory().unwrap();
        assert!(bytes > 1024 * 1024, "{bytes}");
    }
}
