//! The registry of every metric, and what records into it: counters and histograms recorded
//! where things happen (requests in the web layer, moves where `play::act` decides, waits for
//! a database connection in `db`). It imports nothing of the crate, so any layer records
//! through it; the gauges are set at scrape time by `metrics::Scrapes`.

use std::sync::OnceLock;
use std::time::Duration;

use prometheus::{
    GaugeVec, HistogramOpts, HistogramVec, IntCounterVec, IntGauge, IntGaugeVec, Opts, Registry,
};

pub(super) struct Families {
    pub(super) registry: Registry,
    pub(super) requests: HistogramVec,
    pub(super) moves: IntCounterVec,
    pub(super) refusals: IntCounterVec,
    pub(super) pool_wait: HistogramVec,
    pub(super) version_reads: IntCounterVec,
    pub(super) step_writes: IntCounterVec,
    pub(super) table_reads: IntCounterVec,
    pub(super) pool_connections: IntGaugeVec,
    pub(super) long_polls: IntGauge,
    pub(super) listening: IntGaugeVec,
    pub(super) queue_length: IntGaugeVec,
    pub(super) queue_lag: GaugeVec,
    pub(super) memory: IntGauge,
}

pub(super) fn families() -> &'static Families {
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
        let version_reads = IntCounterVec::new(
            Opts::new(
                "fabula_version_reads_total",
                "Tables' current versions read from the database for their views: asked (one \
                 a view) and queried (one a query, which answers every ask that came while \
                 the query before it was out).",
            ),
            &["counted"],
        )?;
        let step_writes = IntCounterVec::new(
            Opts::new(
                "fabula_step_writes_total",
                "Moves decided on tables kept in memory, written in batches: steps (one a \
                 move) and batches (one a statement and commit, which writes every step that \
                 came while the batch before it was out).",
            ),
            &["counted"],
        )?;
        let table_reads = IntCounterVec::new(
            Opts::new(
                "fabula_table_reads_total",
                "Tables read whole from the database (a first view, or a table another process \
                 moved on), in batches: asked (one a view), tables (one a table read) and \
                 batches (one a snapshot, which reads every table asked while the one before \
                 it was out).",
            ),
            &["counted"],
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
        let listening = IntGaugeVec::new(
            Opts::new(
                "fabula_listen",
                "The listening connection: deaf is 1 while it is given up on (answers come from the database), given_up counts the times it went quiet.",
            ),
            &["state"],
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
        registry.register(Box::new(version_reads.clone()))?;
        registry.register(Box::new(step_writes.clone()))?;
        registry.register(Box::new(table_reads.clone()))?;
        registry.register(Box::new(pool_connections.clone()))?;
        registry.register(Box::new(long_polls.clone()))?;
        registry.register(Box::new(listening.clone()))?;
        registry.register(Box::new(queue_length.clone()))?;
        registry.register(Box::new(queue_lag.clone()))?;
        registry.register(Box::new(memory.clone()))?;
        Ok(Families {
            registry,
            requests,
            moves,
            refusals,
            pool_wait,
            version_reads,
            step_writes,
            table_reads,
            pool_connections,
            long_polls,
            listening,
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

/// One query for tables' current versions, which answered `asks` asks.
pub fn count_version_reads(asks: usize) {
    let families = families();
    if let Ok(counter) = families
        .version_reads
        .get_metric_with_label_values(&["asked"])
    {
        counter.inc_by(asks as u64);
    }
    if let Ok(counter) = families
        .version_reads
        .get_metric_with_label_values(&["queried"])
    {
        counter.inc();
    }
}

/// One batch of steps written, of `steps` steps.
pub fn count_step_batch(steps: usize) {
    let families = families();
    if let Ok(counter) = families
        .step_writes
        .get_metric_with_label_values(&["steps"])
    {
        counter.inc_by(steps as u64);
    }
    if let Ok(counter) = families
        .step_writes
        .get_metric_with_label_values(&["batches"])
    {
        counter.inc();
    }
}

/// One batch of tables read whole: `tables` tables, which answered `asks` asks.
pub fn count_table_reads(asks: usize, tables: usize) {
    let families = families();
    for (label, by) in [("asked", asks), ("tables", tables), ("batches", 1)] {
        if let Ok(counter) = families.table_reads.get_metric_with_label_values(&[label]) {
            counter.inc_by(by as u64);
        }
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
