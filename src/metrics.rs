//! What operators watch: counters and histograms recorded where things happen (requests in
//! the web layer, moves where `play::act` decides, waits for a database connection), and
//! gauges read at scrape time (the pool, the long polls, the queues, the memory). `render`
//! writes them all in Prometheus's text format; the web layer serves it at `/metrics`
//! (README, "Metrics").
//!
//! The counters live in one registry for the whole process, so that any layer records
//! through the functions here without a handle.

use std::sync::OnceLock;
use std::time::{Duration, Instant};

use prometheus::{
    Encoder, GaugeVec, HistogramOpts, HistogramVec, IntCounterVec, IntGauge, IntGaugeVec, Opts,
    Registry, TextEncoder,
};

use crate::state::AppState;
use crate::store::queues;

/// The route label of a request that matched no route.
pub const UNMATCHED: &str = "unmatched";

/// How long the queue lengths measured by SQL are kept, so that scrapes cannot load the
/// database however often they come.
pub const QUEUES_KEPT: Duration = Duration::from_secs(5);

/// The content type of the text format.
pub const CONTENT_TYPE: &str = "text/plain; version=0.0.4; charset=utf-8";

struct Families {
    registry: Registry,
    requests: HistogramVec,
    moves: IntCounterVec,
    refusals: IntCounterVec,
    pool_wait: HistogramVec,
    pool_connections: IntGaugeVec,
    long_polls: IntGauge,
    queue_length: IntGaugeVec,
    queue_lag: GaugeVec,
    memory: IntGauge,
}

fn families() -> &'static Families {
    static FAMILIES: OnceLock<Families> = OnceLock::new();
    FAMILIES.get_or_init(|| match Families::new() {
        Ok(families) => families,
        // Only a malformed name or a name twice could fail, which the unit test below rules
        // out: a program error, not a condition of the running server.
        Err(e) => panic!("the metric families are malformed: {e}"),
    })
}

impl Families {
    fn new() -> prometheus::Result<Families> {
        let seconds = vec![
            0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0,
            30.0, 60.0,
        ];
        let requests = HistogramVec::new(
            HistogramOpts::new(
                "fabula_http_request_duration_seconds",
                "HTTP requests by method, route template and status, and how long they took.",
            )
            .buckets(seconds.clone()),
            &["method", "route", "status"],
        )?;
        let moves = IntCounterVec::new(
            Opts::new(
                "fabula_moves_total",
                "Changes of a table by kind (join, clue, vote, clock, ...) and outcome (done, \
                 not_found, forbidden, conflict, invalid, slow_down, error).",
            ),
            &["kind", "outcome"],
        )?;
        let refusals = IntCounterVec::new(
            Opts::new(
                "fabula_refusals_total",
                "Requests refused for load or limits (408, 413, 429, 503) by status and reason.",
            ),
            &["status", "reason"],
        )?;
        let pool_wait = HistogramVec::new(
            HistogramOpts::new(
                "fabula_db_pool_wait_seconds",
                "Waits for a database connection from the pool, by outcome (got, timeout).",
            )
            .buckets(seconds),
            &["outcome"],
        )?;
        let pool_connections = IntGaugeVec::new(
            Opts::new(
                "fabula_db_pool_connections",
                "Database connections of the pool by state (in_use, idle, max).",
            ),
            &["state"],
        )?;
        let long_polls = IntGauge::new(
            "fabula_long_polls_waiting",
            "Requests waiting (?wait=) for a table to change.",
        )?;
        let queue_length = IntGaugeVec::new(
            Opts::new(
                "fabula_queue_length",
                "Items due now in each background queue (overdue tables, mail to send, ...).",
            ),
            &["queue"],
        )?;
        let queue_lag = GaugeVec::new(
            Opts::new(
                "fabula_queue_lag_seconds",
                "How long the oldest item due in each queue has waited (0 when none is).",
            ),
            &["queue"],
        )?;
        let memory = IntGauge::new(
            "fabula_process_resident_memory_bytes",
            "Resident memory of the server process.",
        )?;
        let registry = Registry::new();
        registry.register(Box::new(requests.clone()))?;
        registry.register(Box::new(moves.clone()))?;
        registry.register(Box::new(refusals.clone()))?;
        registry.register(Box::new(pool_wait.clone()))?;
        registry.register(Box::new(pool_connections.clone()))?;
        registry.register(Box::new(long_polls.clone()))?;
        registry.register(Box::new(queue_length.clone()))?;
        registry.register(Box::new(queue_lag.clone()))?;
        registry.register(Box::new(memory.clone()))?;
        Ok(Families {
            registry,
            requests,
            moves,
            refusals,
            pool_wait,
            pool_connections,
            long_polls,
            queue_length,
            queue_lag,
            memory,
        })
    }
}

/// One HTTP request: its method, the route template it matched (never the raw path), its
/// status and how long it took.
pub fn observe_request(method: &str, route: &str, status: &str, took: Duration) {
    if let Ok(histogram) = families()
        .requests
        .get_metric_with_label_values(&[method, route, status])
    {
        histogram.observe(took.as_secs_f64());
    }
}

/// One change of a table, by its kind and outcome.
pub fn count_move(kind: &'static str, outcome: &'static str) {
    if let Ok(counter) = families()
        .moves
        .get_metric_with_label_values(&[kind, outcome])
    {
        counter.inc();
    }
}

/// One request refused for load or a limit; `reason` is the refusal's catalogue key.
pub fn count_refusal(status: &str, reason: &str) {
    if let Ok(counter) = families()
        .refusals
        .get_metric_with_label_values(&[status, reason])
    {
        counter.inc();
    }
}

/// One wait for a database connection, and whether it got one.
pub fn observe_pool_wait(took: Duration, got: bool) {
    let outcome = if got { "got" } else { "timeout" };
    if let Ok(histogram) = families()
        .pool_wait
        .get_metric_with_label_values(&[outcome])
    {
        histogram.observe(took.as_secs_f64());
    }
}

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

fn saturate(n: impl TryInto<i64>) -> i64 {
    n.try_into().unwrap_or(i64::MAX)
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
