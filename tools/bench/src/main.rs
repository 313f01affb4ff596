//! `cargo run --release --bin bench`: measures where players wait (an unchanged table, a full
//! view, a move, a static file, a long poll woken by a move, memory, a flood of sign-ins) on
//! this machine, next to anchors measured in the same run (a template page with no database,
//! `pgbench -S` and TPC-B on the same PostgreSQL), and prints each figure with its ratio and
//! whether its goal is met. docs/PERFORMANCE.md says what the figures mean and keeps a record.
#![allow(clippy::print_stdout)] // a command-line program: it prints its figures

mod drive;
mod http;
mod pgbench;
mod proxy;
mod scale;
mod seed;
mod server;

use std::net::SocketAddr;
use std::path::PathBuf;
use std::time::{Duration, Instant};

use clap::Parser;
use fabula::db::embedded::Cluster;

use crate::drive::Driven;
use crate::http::{closed_loop, request, Conn, Sample};
use crate::server::{CpuTimes, RssWatch, Server, Start};

/// The slices in which the moves and TPC-B take turns (one in the tiny configuration).
const SLICES: usize = 4;

#[derive(Parser, Debug)]
#[command(
    name = "bench",
    about = "Measures Fabula where players wait, next to anchors"
)]
struct Options {
    /// Tables seeded (six-player 2021 games, started).
    #[arg(long, default_value_t = 10_000)]
    tables: usize,
    /// Tables played during the move measurements (taken from the seeded ones).
    #[arg(long, default_value_t = 400)]
    driven: usize,
    /// Seconds per measurement.
    #[arg(long, default_value_t = 5.0)]
    seconds: f64,
    /// Connections for the reads (polls, views, pages, files).
    #[arg(long, default_value_t = 64)]
    conns: usize,
    /// Concurrent sign-ins in the flood.
    #[arg(long, default_value_t = 1000)]
    flood: usize,
    /// A few seconds in all: tiny figures that only show the benchmark still works (CI).
    #[arg(long)]
    tiny: bool,
    /// The server binary (default: `fabula` beside this program, which `cargo run` builds
    /// first).
    #[arg(long)]
    server: Option<PathBuf>,
    /// A PostgreSQL to use instead of a private cluster (its pgbench tables are dropped after).
    #[arg(long, env = "DATABASE_URL")]
    database_url: Option<String>,
    /// The server's worker threads (0: one per core).
    #[arg(long, default_value_t = 0)]
    workers: usize,
    /// The server's database connections (`FABULA_DB_POOL_SIZE`).
    #[arg(long, default_value_t = 16)]
    db_pool: u32,
    /// Threads of this load generator.
    #[arg(long, default_value_t = 2)]
    threads: usize,
    /// Long polls held at once in the open-tabs part, each on its own connection.
    #[arg(long, default_value_t = 10_000)]
    polls: usize,
    /// Tables those long polls wait on (taken from the seeded ones, after the driven ones).
    #[arg(long, default_value_t = 1_000)]
    poll_tables: usize,
    /// Client addresses the long polls come from (127.0.1.1, 127.0.1.2, …).
    #[arg(long, default_value_t = 200)]
    poll_addresses: usize,
    /// Finished games beside the seeded tables in the hundred-thousand-tables part: copies of
    /// games played to their end, half as played and half archived.
    #[arg(long, default_value_t = 90_000)]
    finished: usize,
    /// Only the parts added for the next step (ten thousand open tabs, a hundred thousand
    /// tables, a cold start, the clocks), after the seeding, not the earlier figures.
    #[arg(long)]
    only_new: bool,
}

/// A figure with what it is compared to.
struct Report {
    goals: Vec<(String, bool)>,
}

impl Report {
    fn row(&mut self, name: &str, sample: &mut Sample, unit: &str) {
        let errors = if sample.unexpected > 0 {
            format!(
                "  ({} unexpected answers, first: {})",
                sample.unexpected,
                sample.first_unexpected.unwrap_or(0)
            )
        } else {
            String::new()
        };
        println!(
            "{name:<44} {:>10.0} {unit:<6} p50 {:>7.2} ms  p99 {:>7.2} ms  max {:>8.2} ms  (n={}){errors}",
            sample.per_second(),
            sample.quantile_ms(0.5),
            sample.quantile_ms(0.99),
            sample.quantile_ms(1.0),
            sample.count(),
        );
    }

    fn goal(&mut self, text: String, met: bool) {
        println!("  goal: {text}: {}", if met { "met" } else { "NOT MET" });
        self.goals.push((text, met));
    }

    fn ratio(&mut self, what: &str, figure: f64, anchor_name: &str, anchor: f64, at_least: f64) {
        let ratio = figure / anchor.max(1e-9);
        self.goal(
            format!(
                "{what} {figure:.0}/s is {:.0}% of {anchor_name} {anchor:.0}/s (≥ {:.0}%)",
                ratio * 100.0,
                at_least * 100.0
            ),
            ratio >= at_least,
        );
    }
}

fn main() {
    let mut options = Options::parse();
    if options.tiny {
        options.tables = options.tables.min(24);
        options.driven = options.driven.min(12);
        options.seconds = options.seconds.min(0.5);
        options.conns = options.conns.min(8);
        options.flood = options.flood.min(40);
        options.polls = options.polls.min(100);
        options.poll_tables = options.poll_tables.min(10);
        options.poll_addresses = options.poll_addresses.min(10);
        options.finished = options.finished.min(40);
    }
    options.driven = options.driven.min(options.tables);
    // Each long poll of the open-tabs part is a connection of this program's too.
    fabula::startup::raise_open_files_limit();
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(options.threads.max(1))
        .enable_all()
        .build()
        .expect("a tokio runtime");
    match runtime.block_on(run(options)) {
        Ok(true) => {}
        Ok(false) => std::process::exit(2),
        Err(e) => {
            eprintln!("bench: {e}");
            std::process::exit(1);
        }
    }
}

/// Runs every measurement; `Ok(false)` when the server gave an answer it should not have.
async fn run(options: Options) -> Result<bool, String> {
    // The server is built (when it must be) before the clock starts: the run's time is the
    // benchmark's own.
    let binary = match &options.server {
        Some(path) => path.clone(),
        None => server_beside()?,
    };
    let began = Instant::now();
    let dir = std::env::temp_dir().join(format!("fabula-bench-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let result = measure(&options, &binary, &dir).await;
    let _ = std::fs::remove_dir_all(&dir);
    println!("finished in {:.0} s", began.elapsed().as_secs_f64());
    result
}

/// The server beside this program, `fabula` of the same build. When cargo runs this program,
/// it builds the server first, with the same profile: `cargo run --bin bench` builds only the
/// benchmark, and the server would otherwise be missing on a fresh clone, or be one left from
/// older sources and measured in place of the current one.
fn server_beside() -> Result<PathBuf, String> {
    let exe = std::env::current_exe().map_err(|e| e.to_string())?;
    if let Some(cargo) = std::env::var_os("CARGO") {
        // `target/<dir>/bench`: the dev profile builds into `debug`, the others into their
        // own name.
        let profile = match exe
            .parent()
            .and_then(|d| d.file_name())
            .and_then(|d| d.to_str())
        {
            Some("debug") | None => "dev",
            Some(name) => name,
        };
        let built = std::process::Command::new(cargo)
            .args([
                "build",
                "--quiet",
                "-p",
                "fabula",
                "--bin",
                "fabula",
                "--profile",
                profile,
            ])
            .status()
            .map_err(|e| format!("cargo build --bin fabula: {e}"))?;
        if !built.success() {
            return Err(format!("cargo build --bin fabula: {built}"));
        }
    }
    Ok(exe.with_file_name("fabula"))
}

async fn measure(
    options: &Options,
    binary: &std::path::Path,
    dir: &std::path::Path,
) -> Result<bool, String> {
    let (cluster, database_url) = match &options.database_url {
        Some(url) => (None, url.clone()),
        None => {
            let cluster = Cluster::new(&dir.join("db"), None).map_err(|e| e.to_string())?;
            let url = cluster.start("fabula").map_err(|e| e.to_string())?;
            (Some(StopOnDrop(cluster)), url)
        }
    };
    // The database of the ten tables that take turns with the hundred thousand.
    let ten_url = match &cluster {
        Some(cluster) => Some(cluster.0.start("fabula_ten").map_err(|e| e.to_string())?),
        None => None,
    };
    let secs = Duration::from_secs_f64(options.seconds);
    println!(
        "Fabula benchmark: {} tables seeded, {} driven, {} s per figure, {} connections for reads, {} cores",
        options.tables,
        options.driven,
        options.seconds,
        options.conns,
        std::thread::available_parallelism().map_or(1, |n| n.get()),
    );
    let mut server = Server::start(
        binary,
        Start {
            database_url: &database_url,
            data_dir: &dir.join("app"),
            workers: options.workers,
            db_pool: options.db_pool,
            sweep_secs: 0,
            ready: false,
        },
    )
    .await?;
    let addr = server.addr;
    println!(
        "server {} (pid {}), RSS {:.0} MB at start",
        binary.display(),
        server.pid(),
        server.rss_mb()
    );
    let mut report = Report { goals: Vec::new() };

    let mut seeder = seed::Seeder::new(&database_url)?;
    let groups = (options.tables / 50).clamp(1, 20);
    let t = Instant::now();
    seeder.players(groups, addr).await?;
    seeder.tables_up_to(options.tables.min(10), 8).await?;
    println!(
        "seeded {} players and 10 tables in {:.1} s",
        groups * seed::SEATS,
        t.elapsed().as_secs_f64()
    );

    let restart = Restart {
        binary,
        database_url: &database_url,
        data_dir: &dir.join("app"),
    };
    if options.only_new {
        let (mut poll_small, mut view_small) =
            reads(&seeder, &server, options.conns, secs, 10).await?;
        report.row("unchanged table, 304 (10 tables)", &mut poll_small, "req/s");
        report.row("full table view, 200 (10 tables)", &mut view_small, "req/s");
        let t = Instant::now();
        seeder.tables_up_to(options.tables, 16).await?;
        println!(
            "seeded {} tables in {:.1} s",
            options.tables,
            t.elapsed().as_secs_f64()
        );
        let mut faults = open_tabs(options, &server, &seeder, restart.data_dir, &mut report).await;
        faults += hundred_thousand(
            options,
            &restart,
            &mut server,
            &seeder,
            &mut report,
            (&poll_small, &view_small),
            ten_url.as_deref(),
        )
        .await?;
        server.stop();
        drop(cluster);
        let met = report.goals.iter().filter(|(_, met)| *met).count();
        println!("{met} of {} goals met", report.goals.len());
        return Ok(faults == 0);
    }

    // The anchor of the reads: a page rendered from a template, with no database.
    let page = request("GET", "/rules", &[], None);
    let mut anchor = closed_loop(addr, options.conns, secs, 200, move |_, _| page.clone()).await;
    report.row("template page, no database (/rules)", &mut anchor, "req/s");
    let anchor_rate = anchor.per_second();

    let (mut poll_small, mut view_small) = reads(&seeder, &server, options.conns, secs, 10).await?;
    report.row("unchanged table, 304 (10 tables)", &mut poll_small, "req/s");
    report.row("full table view, 200 (10 tables)", &mut view_small, "req/s");

    let t = Instant::now();
    seeder.tables_up_to(options.tables, 16).await?;
    let made = options.tables.saturating_sub(10);
    println!(
        "seeded {made} more tables in {:.1} s ({:.0} tables/s, each created, joined by 5 and started)",
        t.elapsed().as_secs_f64(),
        made as f64 / t.elapsed().as_secs_f64().max(1e-9)
    );
    let all = seeder.tables.len();
    // A server that has been up holds its live tables: each table's first view since the start
    // is a read from the database, measured here on its own.
    let mut first = first_views(&seeder, addr, options.conns).await?;
    report.row(
        &format!("first view of each of {all} tables (cold)"),
        &mut first,
        "req/s",
    );
    let (mut poll, mut view) = reads(&seeder, &server, options.conns, secs, all).await?;
    report.row(
        &format!("unchanged table, 304 ({all} tables)"),
        &mut poll,
        "req/s",
    );
    report.row(
        &format!("full table view, 200 ({all} tables)"),
        &mut view,
        "req/s",
    );
    let rss_tables = server.rss_mb();
    println!("RSS with {all} tables, each viewed: {rss_tables:.0} MB");

    let css = request("GET", "/static/style.css", &[], None);
    let mut static_css = closed_loop(addr, options.conns, secs, 200, move |_, _| css.clone()).await;
    report.row("static file /static/style.css", &mut static_css, "req/s");
    let card = builtin_card(&seeder, addr).await?;
    let svg = request("GET", &format!("/cards/{card}"), &[], None);
    let mut static_svg = closed_loop(addr, options.conns, secs, 200, move |_, _| svg.clone()).await;
    report.row(
        &format!("built-in card picture /cards/{card}"),
        &mut static_svg,
        "req/s",
    );

    let mut driven = seeder.driven(0..options.driven);
    // Moves at 16 connections and TPC-B take turns, in slices of a few seconds: whatever else
    // the machine runs then weighs on both alike, and their ratio holds steadier than that of
    // two measures made a minute apart.
    let pg =
        pgbench::Pgbench::prepare(cluster.as_ref().map(|c| &c.0), &database_url, options.tiny)?;
    let slices = if options.tiny { 1 } else { SLICES };
    let slice = Duration::from_secs_f64((2.0 * options.seconds / slices as f64).round().max(1.0));
    let mut moves16 = drive::Moves::default();
    let mut cpu = CpuTimes::default();
    let mut cpu_views = CpuTimes::default();
    let mut tpc_b = 0.0;
    let mut tpc_b_cpu = CpuTimes::default();
    let writes_before = server.step_writes().await;
    for _ in 0..slices {
        let played = drive::play(addr, 16, &mut driven, slice, server.pid()).await;
        moves16.then(played.moves);
        cpu = cpu.plus(&played.cpu_moves);
        cpu_views = cpu_views.plus(&played.cpu_views);
        let before = CpuTimes::now(server.pid());
        tpc_b += pg.tps(false, slice)? / slices as f64;
        tpc_b_cpu = tpc_b_cpu.plus(&before.until(&CpuTimes::now(server.pid())));
    }
    let mut all16 = moves16.all();
    report.row("moves, 16 connections (all kinds)", &mut all16, "move/s");
    report.row("  clue", &mut moves16.clue, "/s");
    report.row("  submit", &mut moves16.submit, "/s");
    report.row("  vote", &mut moves16.vote, "/s");
    report.row("  the views read to decide them", &mut moves16.views, "/s");
    print_cpu("a move", &cpu, all16.count(), 2);
    print_batches(writes_before, server.step_writes().await);
    print_cpu("of the views a move", &cpu_views, all16.count(), 2);
    let turns = all16.count() as f64
        / (all16.elapsed + moves16.views.elapsed)
            .as_secs_f64()
            .max(1e-9);
    println!("  a bot's whole turn (the views, then the move): {turns:.0} moves/s");
    let transactions = (tpc_b * slice.as_secs_f64() * slices as f64).max(1.0);
    println!(
        "TPC-B ({} clients, taking turns with the moves in {slices} slices of {} s): {tpc_b:.0} TPS; PostgreSQL {:.2} ms CPU a transaction",
        pg.clients,
        slice.as_secs(),
        tpc_b_cpu.postgres * 1000.0 / transactions,
    );
    let writes_before = server.step_writes().await;
    let mut moves8 = drive::play(addr, 8, &mut driven, secs, server.pid())
        .await
        .moves;
    let writes8 = server.step_writes().await;
    let mut all8 = moves8.all();
    report.row("moves, 8 connections (all kinds)", &mut all8, "move/s");
    report.row("  clue", &mut moves8.clue, "/s");
    report.row("  submit", &mut moves8.submit, "/s");
    report.row("  vote", &mut moves8.vote, "/s");
    print_batches(writes_before, writes8);

    let rounds = if options.tiny { 5 } else { 100 };
    let mut wake = drive::wake_ups(addr, &mut driven[..options.driven.min(20)], rounds).await;
    report.row(
        "long poll woken by a move (after its ack)",
        &mut wake,
        "wakes/s",
    );

    let rss_after = server.rss_mb();
    println!("RSS after the moves: {rss_after:.0} MB");

    // The full view over every table and pgbench -S take turns as the moves and TPC-B do, so
    // that the machine's changing speed weighs on both alike.
    let views_all = table_requests(&seeder, all, None);
    let mut view_turns = Sample::default();
    let mut view_cpu = CpuTimes::default();
    let mut select_only = 0.0;
    let mut select_cpu = CpuTimes::default();
    for _ in 0..slices {
        let before = CpuTimes::now(server.pid());
        let views = views_all.clone();
        let sample = closed_loop(addr, options.conns, slice, 200, move |c, n| {
            views[spread(c, n, views.len())].clone()
        })
        .await;
        view_cpu = view_cpu.plus(&before.until(&CpuTimes::now(server.pid())));
        view_turns.then(sample);
        let before = CpuTimes::now(server.pid());
        select_only += pg.tps(true, slice)? / slices as f64;
        select_cpu = select_cpu.plus(&before.until(&CpuTimes::now(server.pid())));
    }
    report.row(
        &format!("full table view, 200 ({all} tables), taking turns"),
        &mut view_turns,
        "req/s",
    );
    print_cpu("a view", &view_cpu, view_turns.count(), 3);
    let selects = (select_only * slice.as_secs_f64() * slices as f64).max(1.0);
    println!(
        "pgbench -S (select only, {} clients, taking turns with the views in {slices} slices of {} s): {select_only:.0} TPS; PostgreSQL {:.3} ms CPU a transaction, pgbench {:.3} ms",
        pg.clients,
        slice.as_secs(),
        select_cpu.postgres * 1000.0 / selects,
        select_cpu.helpers * 1000.0 / selects,
    );
    pg.finish()?;

    let flood = flood(
        &server,
        addr,
        &seeder,
        &driven,
        options.flood,
        secs.max(Duration::from_secs(1)) * 2,
    )
    .await;

    let mut tab_faults = open_tabs(options, &server, &seeder, restart.data_dir, &mut report).await;
    tab_faults += hundred_thousand(
        options,
        &restart,
        &mut server,
        &seeder,
        &mut report,
        (&poll_small, &view_small),
        ten_url.as_deref(),
    )
    .await?;

    println!();
    println!("Goals");
    report.ratio(
        "304 on an unchanged table",
        poll.per_second(),
        "the template page",
        anchor_rate,
        0.8,
    );
    report.ratio(
        "full view",
        view_turns.per_second(),
        "pgbench -S",
        select_only,
        0.3,
    );
    report.ratio(
        "moves (16 connections)",
        all16.per_second(),
        "TPC-B",
        tpc_b,
        0.4,
    );
    let p99 = all8.quantile_ms(0.99);
    report.goal(
        format!("move p99 at 8 connections {p99:.1} ms (≤ 20 ms)"),
        p99 <= 20.0,
    );
    report.ratio(
        "/static/style.css",
        static_css.per_second(),
        "the template page",
        anchor_rate,
        0.5,
    );
    report.ratio(
        "a built-in card",
        static_svg.per_second(),
        "the template page",
        anchor_rate,
        0.5,
    );
    let wake_p99 = wake.quantile_ms(0.99);
    report.goal(
        format!("long poll wake p99 {wake_p99:.1} ms (≤ 50 ms)"),
        wake_p99 <= 50.0 && wake.count() > 0,
    );
    report.goal(
        format!("RSS {rss_tables:.0} MB with {all} tables viewed, {rss_after:.0} MB after the moves (≤ 150 MB)"),
        rss_tables.max(rss_after) <= 150.0,
    );
    let scale = |small: f64, big: f64| big / small.max(1e-9);
    report.goal(
        format!(
            "304 rate with {all} tables is {:.0}% of that with 10 (≥ 80%)",
            scale(poll_small.per_second(), poll.per_second()) * 100.0
        ),
        scale(poll_small.per_second(), poll.per_second()) >= 0.8,
    );
    report.goal(
        format!(
            "view rate with {all} tables is {:.0}% of that with 10 (≥ 80%)",
            scale(view_small.per_second(), view.per_second()) * 100.0
        ),
        scale(view_small.per_second(), view.per_second()) >= 0.8,
    );
    report.goal(
        format!(
            "flood of {} sign-ins: peak RSS {:.0} MB (≤ 300 MB)",
            options.flood, flood.peak
        ),
        flood.peak <= 300.0,
    );
    report.goal(
        match flood.settled {
            Some(after) => format!(
                "after the flood, RSS under 200 MB in {:.1} s (≤ 10 s)",
                after.as_secs_f64()
            ),
            None => format!(
                "after the flood, RSS under 200 MB within 10 s: still {:.0} MB",
                flood.last
            ),
        },
        flood.settled.is_some(),
    );
    let mut known = flood.known;
    let known_p99 = known.sample.quantile_ms(0.99);
    report.goal(
        format!(
            "correct sign-ins from known devices during the flood: {} of {} succeeded, p99 {known_p99:.0} ms (≥ 99%, p99 ≤ 2 s)",
            known.succeeded, known.tried
        ),
        known.tried > 0 && known.share() >= 0.99 && known_p99 <= 2000.0,
    );
    let mut quiet = flood.quiet;
    let quiet_p99 = quiet.sample.quantile_ms(0.99);
    report.goal(
        format!(
            "correct sign-ins from new devices at quiet addresses during the flood: {} of {} succeeded{}, p99 {quiet_p99:.0} ms (≥ 90%)",
            quiet.succeeded,
            quiet.tried,
            quiet
                .sample
                .first_unexpected
                .map(|s| format!(" (the first refused: {s})"))
                .unwrap_or_default()
        ),
        quiet.tried > 0 && quiet.share() >= 0.9,
    );
    let unexpected = [
        &poll,
        &view,
        &view_turns,
        &anchor,
        &static_css,
        &static_svg,
        &all16,
        &all8,
        &wake,
    ]
    .iter()
    .map(|s| s.unexpected)
    .sum::<u64>();
    report.goal(
        format!("{unexpected} unexpected answers in the measurements (0)"),
        unexpected == 0,
    );
    // The next step's goals for the same figures (docs/PERFORMANCE.md): printed beside the
    // lines above, which stay as they were.
    println!("Goals of the next step");
    report.ratio(
        "moves (16 connections)",
        all16.per_second(),
        "TPC-B",
        tpc_b,
        0.75,
    );
    report.goal(
        format!("move p99 at 8 connections {p99:.1} ms (≤ 10 ms)"),
        p99 <= 10.0,
    );
    report.ratio("a bot's whole turn", turns, "TPC-B", tpc_b, 0.5);
    report.ratio(
        "full view",
        view_turns.per_second(),
        "pgbench -S",
        select_only,
        0.6,
    );
    server.stop();
    drop(cluster);
    let met = report.goals.iter().filter(|(_, met)| *met).count();
    println!("{met} of {} goals met", report.goals.len());
    // The goals are figures of this machine; an unexpected answer is a fault wherever it runs.
    Ok(unexpected == 0 && tab_faults == 0)
}

/// Ten thousand open tabs: `--polls` long polls over `--poll-tables` tables, from
/// `--poll-addresses` client addresses, all waiting at once; the memory while they wait, and
/// how soon a move wakes its table's polls. Measured twice: each tab on its own HTTP/1.1
/// connection to the server (its figures printed), then through HAProxy speaking HTTP/2 to the
/// server, as `deploy/` runs it, which the goals are about: the memory is then the server's and
/// HAProxy's together. Returns how many polls went wrong.
async fn open_tabs(
    options: &Options,
    server: &Server,
    seeder: &seed::Seeder,
    dir: &std::path::Path,
    report: &mut Report,
) -> usize {
    let first = options.driven.min(seeder.tables.len());
    let last = (first + options.poll_tables).min(seeder.tables.len());
    let mut tables = seeder.driven(first..last);
    let per_table = options.polls.div_ceil(tables.len().max(1));
    let wanted = per_table * tables.len();
    println!();
    println!(
        "Open tabs: {wanted} long polls (?wait=60) over {} tables from {} client addresses, each on its own connection",
        tables.len(),
        options.poll_addresses
    );
    println!("Each tab on its own HTTP/1.1 connection to the server:");
    let mut direct = drive::many_polls(
        server.addr,
        &mut tables,
        per_table,
        options.poll_addresses,
        || server.rss_mb(),
    )
    .await;
    print_tabs(&mut direct, "the server's RSS");
    let mut faults = wanted.saturating_sub(direct.held);
    if let Some(wrong) = &direct.first_wrong {
        println!("  the first poll that went wrong: {wrong}");
    }

    println!("Through HAProxy, which speaks HTTP/2 to the server (deploy/haproxy.cfg.in):");
    let proxy = match proxy::Proxy::start(server.addr, dir).await {
        Ok(proxy) => proxy,
        Err(e) => {
            println!("  not measured: {e}");
            report.goal(format!("long polls through HAProxy: {e}"), false);
            return faults + wanted;
        }
    };
    println!(
        "  HAProxy started: {:.0} MB; the server {:.0} MB",
        proxy.rss_mb(),
        server.rss_mb()
    );
    // The last reading of each, which is the one taken while they all wait.
    let parts = std::cell::Cell::new((0.0, 0.0));
    let mut proxied = drive::many_polls(
        proxy.addr,
        &mut tables,
        per_table,
        options.poll_addresses,
        || {
            let (of_server, of_proxy) = (server.rss_mb(), proxy.rss_mb());
            parts.set((of_server, of_proxy));
            of_server + of_proxy
        },
    )
    .await;
    print_tabs(&mut proxied, "the RSS of the server and HAProxy together");
    let (of_server, of_proxy) = parts.get();
    println!("  while they wait: the server {of_server:.0} MB, HAProxy {of_proxy:.0} MB");
    let mut wake = proxied.wake;
    report.row(
        &format!("long poll woken by a move, {} waiting", proxied.sent),
        &mut wake,
        "wakes/s",
    );
    if let Some(wrong) = &proxied.first_wrong {
        println!("  the first poll that went wrong: {wrong}");
    }
    report.goal(
        format!(
            "{} of {wanted} long polls held until their table moved, none refused",
            proxied.held
        ),
        proxied.held == wanted && proxied.first_wrong.is_none(),
    );
    report.goal(
        format!(
            "RSS while they wait {:.0} MB, the server and HAProxy (≤ 250 MB; the server alone with a connection a tab: {:.0} MB)",
            proxied.rss_waiting, direct.rss_waiting
        ),
        proxied.rss_waiting <= 250.0,
    );
    let p99 = wake.quantile_ms(0.99);
    report.goal(
        format!("a move wakes its table's polls, p99 {p99:.1} ms (≤ 50 ms)"),
        p99 <= 50.0 && wake.count() > 0,
    );
    faults += wanted.saturating_sub(proxied.held);
    faults
}

/// What the open tabs cost, as [`open_tabs`] prints it for each way of holding them.
fn print_tabs(found: &mut drive::ManyPolls, whose: &str) {
    let per_poll_kb = (found.rss_waiting - found.rss_before) * 1024.0 / found.sent.max(1) as f64;
    println!(
        "  {} held of {}, opened in {:.1} s; {whose} {:.0} MB before, {:.0} MB while they wait: {per_poll_kb:.1} KB a waiting poll",
        found.held,
        found.sent,
        found.opening.as_secs_f64(),
        found.rss_before,
        found.rss_waiting,
    );
    println!(
        "  of which {:.1} KB the open connection, {:.1} KB what its view left (idle connections, then others after a view, measured on their own first), {:.1} KB the waiting request",
        found.idle_kb,
        found.viewed_kb - found.idle_kb,
        per_poll_kb - found.viewed_kb,
    );
    println!(
        "  woken by their table's move: p50 {:.1} ms, p99 {:.1} ms",
        found.wake.quantile_ms(0.5),
        found.wake.quantile_ms(0.99)
    );
}

/// What starting the server again needs.
struct Restart<'a> {
    binary: &'a std::path::Path,
    database_url: &'a str,
    data_dir: &'a std::path::Path,
}

/// A hundred thousand tables: `--finished` finished games beside the seeded tables, which go
/// on running; the reads over the running tables against those with 10 tables (in the
/// database `ten`, taking turns; and `small`, their 304 and view at the start), the memory,
/// the database's size per finished game; then a cold start of the server with every running
/// table on 1-minute moves, the first views after it, and how punctually the clock acts on
/// their deadlines. `server` is the new process after.
/// Returns how many answers went wrong.
async fn hundred_thousand(
    options: &Options,
    restart: &Restart<'_>,
    server: &mut Server,
    seeder: &seed::Seeder,
    report: &mut Report,
    small: (&Sample, &Sample),
    ten: Option<&str>,
) -> Result<usize, String> {
    let running = seeder.tables.len();
    let finished = options.finished as i64;
    println!();
    println!("A hundred thousand tables: {running} running, {finished} finished beside them");
    let pool = seeder.pool();
    let t = Instant::now();
    let archived_game = seeder.finished_table(server.addr).await?;
    scale::archive_finished(pool).await?;
    let played_game = seeder.finished_table(server.addr).await?;
    println!(
        "two games played to their end through the server in {:.1} s (one then archived)",
        t.elapsed().as_secs_f64()
    );
    let as_played = scale::copy_table(pool, played_game, finished / 2).await?;
    let archived = scale::copy_table(pool, archived_game, finished - finished / 2).await?;
    for (copies, what) in [(&as_played, "as played"), (&archived, "archived")] {
        if copies.count == 0 {
            continue;
        }
        println!(
            "copied {} finished games {what} in {:.1} s: the database grew {:.1} KB a game",
            copies.count,
            copies.took.as_secs_f64(),
            copies.bytes_each / 1024.0
        );
    }
    match scale::checkpoint(pool).await {
        Ok(took) => println!(
            "the copies' pages written out (CHECKPOINT) in {:.1} s",
            took.as_secs_f64()
        ),
        // Only a superuser (or pg_checkpoint) may: the reads then run beside the writing.
        Err(e) => println!("the copies' pages not written out first: {e}"),
    }
    let total = running as i64 + finished + 2;
    // As in the earlier part, each running table is viewed once first: while the games were
    // copied, the server let go of the tables nobody asked about.
    let mut warm = first_views(seeder, server.addr, options.conns).await?;
    report.row(
        &format!("first view of each of {running} running tables ({total} tables)"),
        &mut warm,
        "req/s",
    );
    // The reads over the running tables are compared with those over 10 tables in a database
    // of their own, served by a second server: the two take turns in slices, as the moves take
    // turns with TPC-B. With a PostgreSQL of the caller's (no second database), they are
    // compared with the rates over 10 tables measured at the start.
    let slices = if options.tiny { 1 } else { SLICES };
    let (mut on_all, beside) = match ten {
        Some(url) => {
            let ten = TenTables::start(options, restart, url, seeder.groups()).await?;
            let [mut on_ten, on_all] = reads_taking_turns(
                [
                    Side::of(&ten.seeder, &ten.server, 10),
                    Side::of(seeder, server, running),
                ],
                options.conns,
                secs(options) * 2,
                slices,
            )
            .await?;
            report.row(
                "unchanged table, 304 (10 tables, taking turns with the next)",
                &mut on_ten.poll,
                "req/s",
            );
            report.row(
                "full table view, 200 (10 tables, taking turns with the next)",
                &mut on_ten.view,
                "req/s",
            );
            print_cpu("a view", &on_ten.cpu_view, on_ten.view.count(), 3);
            (on_all, Some(on_ten))
        }
        None => {
            let side = Side::of(seeder, server, running);
            let [on_all] = reads_taking_turns([side], options.conns, secs(options), 1).await?;
            (on_all, None)
        }
    };
    report.row(
        &format!("unchanged table, 304 ({total} tables, {running} running)"),
        &mut on_all.poll,
        "req/s",
    );
    report.row(
        &format!("full table view, 200 ({total} tables, {running} running)"),
        &mut on_all.view,
        "req/s",
    );
    print_cpu("a view", &on_all.cpu_view, on_all.view.count(), 3);
    let rss = server.rss_mb();
    println!("RSS with {total} tables, the {running} running each viewed: {rss:.0} MB");
    let scale_of = |small: &Sample, big: &Sample| big.per_second() / small.per_second().max(1e-9);
    for (what, big, at_start, turns) in [
        (
            "304",
            &on_all.poll,
            small.0,
            beside.as_ref().map(|b| &b.poll),
        ),
        (
            "view",
            &on_all.view,
            small.1,
            beside.as_ref().map(|b| &b.view),
        ),
    ] {
        let from_start = scale_of(at_start, big);
        let (ratio, against) = match turns {
            Some(ten) => (
                scale_of(ten, big),
                format!(
                    "with 10 taking turns with it; {:.0}% of that at the start",
                    from_start * 100.0
                ),
            ),
            None => (from_start, "with 10 at the start".to_string()),
        };
        report.goal(
            format!(
                "{what} rate with {total} tables is {:.0}% of that {against} (≥ 80%)",
                ratio * 100.0
            ),
            ratio >= 0.8,
        );
    }
    report.goal(
        format!("RSS with {total} tables {rss:.0} MB (≤ 300 MB)"),
        rss <= 300.0,
    );

    // The cold start: the running tables go live (1-minute moves) while the server is down,
    // their deadlines spread over a minute that begins once it is surely up again.
    server.stop();
    let (lead, spread) = if options.tiny {
        (Duration::from_secs(3), 2.0)
    } else {
        (Duration::from_secs(20), 60.0)
    };
    let since = chrono::Utc::now() - chrono::Duration::seconds(1);
    let deadlines = scale::go_live(pool, &seeder.tables, lead, spread).await?;
    *server = Server::start(
        restart.binary,
        Start {
            database_url: restart.database_url,
            data_dir: restart.data_dir,
            workers: options.workers,
            db_pool: options.db_pool,
            // As a server runs: the sweeper looks every 30 s.
            sweep_secs: 30,
            ready: true,
        },
    )
    .await?;
    let ready = server.answered_in;
    println!(
        "cold start with {total} tables: /readyz 200 after {:.2} s; RSS {:.0} MB",
        ready.as_secs_f64(),
        server.rss_mb()
    );
    report.goal(
        format!(
            "cold start with {total} tables ready in {:.2} s (≤ 5 s)",
            ready.as_secs_f64()
        ),
        ready <= Duration::from_secs(5),
    );
    let mut first = first_views(seeder, server.addr, options.conns).await?;
    report.row(
        &format!("first view of each of {running} running tables after it"),
        &mut first,
        "req/s",
    );
    report.goal(
        format!(
            "first views after a cold start {:.0}/s (≥ 2,000/s)",
            first.per_second()
        ),
        first.per_second() >= 2_000.0,
    );

    // The clocks: every deadline passes while the server is otherwise idle.
    let cpu_before = CpuTimes::now(server.pid());
    let watched = Instant::now();
    let last = deadlines
        .iter()
        .map(|(_, d)| *d)
        .max()
        .unwrap_or_else(chrono::Utc::now);
    let wait = (last - chrono::Utc::now()).to_std().unwrap_or_default() + Duration::from_secs(3);
    tokio::time::sleep(wait).await;
    let cpu = cpu_before.until(&CpuTimes::now(server.pid()));
    let window = watched.elapsed().as_secs_f64();
    let tables: Vec<_> = deadlines.iter().map(|(id, _)| *id).collect();
    let acts = scale::first_acts(pool, &tables, since).await?;
    let mut late = Sample::default();
    let mut missed = 0;
    for (id, deadline) in &deadlines {
        match acts.get(id) {
            Some(at) => {
                let micros = (*at - *deadline).num_microseconds().unwrap_or(i64::MAX);
                late.latencies
                    .push(micros.clamp(0, i64::from(u32::MAX)) as u32);
            }
            None => missed += 1,
        }
    }
    let acted = late.latencies.len();
    println!(
        "clocks: {} live tables on 1-minute moves; {acted} deadlines acted on, {missed} not; \
         late p50 {:.0} ms, p99 {:.0} ms, max {:.0} ms",
        deadlines.len(),
        late.quantile_ms(0.5),
        late.quantile_ms(0.99),
        late.quantile_ms(1.0),
    );
    println!(
        "  the clock's CPU (live tables' timers and the sweeper, the server otherwise idle): \
         {:.2} s in {window:.0} s ({:.1}% of a core), {:.2} ms a deadline; PostgreSQL {:.2} s",
        cpu.server,
        100.0 * cpu.server / window.max(1e-9),
        cpu.server * 1000.0 / acted.max(1) as f64,
        cpu.postgres,
    );
    let max_late = late.quantile_ms(1.0);
    report.goal(
        format!(
            "every deadline of {} live tables acted on within 2 s: {acted} acted, latest {max_late:.0} ms late",
            deadlines.len()
        ),
        missed == 0 && acted > 0 && max_late <= 2_000.0,
    );
    println!("RSS after the clocks: {:.0} MB", server.rss_mb());
    let ten_faults = beside.map_or(0, |b| b.poll.unexpected + b.view.unexpected);
    let all_faults = on_all.poll.unexpected + on_all.view.unexpected;
    Ok((warm.unexpected + all_faults + first.unexpected + ten_faults) as usize)
}

/// Ten tables in a database of their own, served by a second server, seeded as the first ten
/// of the main database were (`groups` groups of players, one table each).
struct TenTables {
    server: Server,
    seeder: seed::Seeder,
}

impl TenTables {
    async fn start(
        options: &Options,
        restart: &Restart<'_>,
        database_url: &str,
        groups: usize,
    ) -> Result<TenTables, String> {
        let data_dir = restart.data_dir.with_file_name("app-ten");
        let server = Server::start(
            restart.binary,
            Start {
                database_url,
                data_dir: &data_dir,
                workers: options.workers,
                db_pool: options.db_pool,
                sweep_secs: 0,
                ready: false,
            },
        )
        .await?;
        let mut seeder = seed::Seeder::new(database_url)?;
        seeder.players(groups, server.addr).await?;
        seeder.tables_up_to(10, 8).await?;
        println!(
            "a second server (pid {}) on a database of its own with 10 tables, to take turns with",
            server.pid()
        );
        Ok(TenTables { server, seeder })
    }
}

/// Seconds per measurement.
fn secs(options: &Options) -> Duration {
    Duration::from_secs_f64(options.seconds)
}

struct StopOnDrop(Cluster);

impl Drop for StopOnDrop {
    fn drop(&mut self) {
        let _ = self.0.stop();
    }
}

/// The 304 and the full view, over the first `count` tables, as seat 0 of each.
async fn reads(
    seeder: &seed::Seeder,
    server: &Server,
    conns: usize,
    secs: Duration,
    count: usize,
) -> Result<(Sample, Sample), String> {
    let [both] = reads_taking_turns([Side::of(seeder, server, count)], conns, secs, 1).await?;
    Ok((both.poll, both.view))
}

/// A side of [`reads_taking_turns`]: a seeder's first `count` tables on a server.
struct Side<'a> {
    seeder: &'a seed::Seeder,
    addr: SocketAddr,
    pid: u32,
    count: usize,
}

impl<'a> Side<'a> {
    fn of(seeder: &'a seed::Seeder, server: &Server, count: usize) -> Side<'a> {
        Side {
            seeder,
            addr: server.addr,
            pid: server.pid(),
            count,
        }
    }
}

/// What [`reads_taking_turns`] found on a side: its 304s and views, and the CPU of each
/// (its server's, PostgreSQL's, this program's).
#[derive(Default)]
struct Reads {
    poll: Sample,
    view: Sample,
    cpu_poll: CpuTimes,
    cpu_view: CpuTimes,
}

/// The 304 and the full view on each side (as seat 0 of each table), the sides taking turns in
/// `slices` slices of `secs / slices`: whatever else the machine runs then weighs on every side
/// alike. Each figure is measured `secs` in all on each side; within a slice the views come
/// first, and the side that begins changes from slice to slice.
async fn reads_taking_turns<const N: usize>(
    sides: [Side<'_>; N],
    conns: usize,
    secs: Duration,
    slices: usize,
) -> Result<[Reads; N], String> {
    let mut requests = Vec::with_capacity(N);
    for side in &sides {
        let versions = side.seeder.versions().await?;
        requests.push((
            table_requests(side.seeder, side.count, Some(&versions)),
            table_requests(side.seeder, side.count, None),
        ));
    }
    let slices = slices.max(1);
    let slice = secs / slices as u32;
    let mut found: [Reads; N] = std::array::from_fn(|_| Reads::default());
    for s in 0..slices {
        let order: Vec<usize> = if s % 2 == 0 {
            (0..N).collect()
        } else {
            (0..N).rev().collect()
        };
        for view in [true, false] {
            for &i in &order {
                let (asked, expected) = match view {
                    true => (requests[i].1.clone(), 200),
                    false => (requests[i].0.clone(), 304),
                };
                let before = CpuTimes::now(sides[i].pid);
                let sample = closed_loop(sides[i].addr, conns, slice, expected, move |c, n| {
                    asked[spread(c, n, asked.len())].clone()
                })
                .await;
                let cpu = before.until(&CpuTimes::now(sides[i].pid));
                let side = &mut found[i];
                let (into, cpu_into) = match view {
                    true => (&mut side.view, &mut side.cpu_view),
                    false => (&mut side.poll, &mut side.cpu_poll),
                };
                into.then(sample);
                *cpu_into = cpu_into.plus(&cpu);
            }
        }
    }
    Ok(found)
}

/// "  CPU <what>: …" with the server's, PostgreSQL's and this program's CPU time in `cpu`, in
/// ms for each of `count`, and how busy the machine was meanwhile.
fn print_cpu(what: &str, cpu: &CpuTimes, count: usize, decimals: usize) {
    let each = |seconds: f64| seconds * 1000.0 / count.max(1) as f64;
    println!(
        "  CPU {what}: server {:.decimals$} ms, PostgreSQL {:.decimals$} ms, this program {:.decimals$} ms; the machine was {:.0}% busy",
        each(cpu.server),
        each(cpu.postgres),
        each(cpu.this),
        100.0 * cpu.busy / (cpu.busy + cpu.idle).max(1e-9),
    );
}

/// "  steps a batch: …": how many moves shared each statement and commit between two readings
/// of the server's counters (steps, batches).
fn print_batches(before: (f64, f64), after: (f64, f64)) {
    let steps = after.0 - before.0;
    let batches = after.1 - before.1;
    println!(
        "  steps a batch: {:.1} ({steps:.0} steps of the kept tables in {batches:.0} batches, each one statement and one commit)",
        steps / batches.max(1.0),
    );
}

/// Which of `len` requests the `n`th of connection `c` sends: spread over all of them, so that
/// the connections do not ask for the same tables at once.
fn spread(c: usize, n: u64, len: usize) -> usize {
    (c * 7919 + n as usize * 31) % len
}

/// The first player's view of each of the first `count` tables, as a request; with
/// `If-None-Match` of the table's version in `versions`, when given.
fn table_requests(
    seeder: &seed::Seeder,
    count: usize,
    versions: Option<&std::collections::HashMap<fabula::ids::TableId, i64>>,
) -> std::sync::Arc<Vec<Vec<u8>>> {
    let requests = seeder
        .tables
        .iter()
        .take(count)
        .enumerate()
        .map(|(i, id)| {
            let bearer = seeder.player(i, 0).bearer.as_str();
            let etag = versions.map(|v| format!("\"v{}\"", v.get(id).copied().unwrap_or(0)));
            let mut headers = vec![("Authorization", bearer)];
            if let Some(etag) = &etag {
                headers.push(("If-None-Match", etag));
            }
            request("GET", &format!("/api/v1/tables/{id}"), &headers, None)
        })
        .collect();
    std::sync::Arc::new(requests)
}

/// One view of every table, each by one connection of `conns`.
async fn first_views(
    seeder: &seed::Seeder,
    addr: SocketAddr,
    conns: usize,
) -> Result<Sample, String> {
    let views = table_requests(seeder, seeder.tables.len(), None);
    let next = std::sync::Arc::new(std::sync::atomic::AtomicUsize::new(0));
    let started = Instant::now();
    let mut tasks = Vec::new();
    for _ in 0..conns {
        let (views, next) = (views.clone(), next.clone());
        tasks.push(tokio::spawn(async move {
            let mut sample = Sample::default();
            let Ok(mut conn) = Conn::open(addr).await else {
                return sample;
            };
            loop {
                let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                let Some(req) = views.get(i) else {
                    return sample;
                };
                let t = Instant::now();
                let status = conn.send(req).await.map(|a| a.status).unwrap_or(0);
                sample.record(t, status, 200);
            }
        }));
    }
    let mut total = Sample::default();
    for task in tasks {
        total.merge(task.await.map_err(|e| e.to_string())?);
    }
    total.elapsed = started.elapsed();
    Ok(total)
}

/// The id of the first card of the built-in deck, from its API.
async fn builtin_card(seeder: &seed::Seeder, addr: SocketAddr) -> Result<i64, String> {
    let mut conn = Conn::open(addr).await.map_err(|e| e.to_string())?;
    let bearer = seeder.player(0, 0).bearer.as_str();
    let answer = conn
        .send(&request(
            "GET",
            "/api/v1/decks",
            &[("Authorization", bearer)],
            None,
        ))
        .await
        .map_err(|e| e.to_string())?;
    let decks: serde_json::Value =
        serde_json::from_slice(&answer.body).map_err(|e| e.to_string())?;
    let deck = decks
        .as_array()
        .and_then(|d| d.first())
        .and_then(|d| d["id"].as_i64())
        .ok_or("no deck listed")?;
    let answer = conn
        .send(&request(
            "GET",
            &format!("/api/v1/decks/{deck}"),
            &[("Authorization", bearer)],
            None,
        ))
        .await
        .map_err(|e| e.to_string())?;
    let deck: serde_json::Value =
        serde_json::from_slice(&answer.body).map_err(|e| e.to_string())?;
    deck["cards"][0]["id"]
        .as_i64()
        .ok_or_else(|| "a deck without cards".into())
}

struct Flood {
    peak: f64,
    settled: Option<Duration>,
    last: f64,
    /// Correct sign-ins during the flood from devices that signed in before.
    known: SignIns,
    /// Correct sign-ins during the flood from new devices at addresses that sent nothing else.
    quiet: SignIns,
}

/// Correct sign-ins of real users: how many were tried, how many got a token, how long each
/// took.
#[derive(Default)]
struct SignIns {
    tried: usize,
    succeeded: usize,
    sample: Sample,
}

impl SignIns {
    fn share(&self) -> f64 {
        self.succeeded as f64 / self.tried.max(1) as f64
    }
}

/// Addresses the flood comes from, as a trusted proxy names them: as many as the attack of
/// the security review used.
const FLOOD_ADDRESSES: usize = 957;

/// A real user's correct sign-ins, one every `pace` until `deadline`, each `(username,
/// device proof, address)` of `users` in turn.
async fn real_sign_ins(
    addr: SocketAddr,
    users: Vec<(String, Option<String>, String)>,
    deadline: Instant,
    pace: Duration,
) -> SignIns {
    let mut done = SignIns::default();
    let Ok(mut conn) = Conn::open(addr).await else {
        return done;
    };
    for (username, device, address) in users.iter().cycle() {
        if Instant::now() >= deadline {
            break;
        }
        let mut body = serde_json::json!({"username": username, "password": seed::PASSWORD});
        if let Some(device) = device {
            body["device"] = serde_json::json!(device);
        }
        let body = body.to_string();
        let sign_in = request(
            "POST",
            "/api/v1/tokens",
            &[("X-Forwarded-For", address)],
            Some(&body),
        );
        let started = Instant::now();
        let status = conn.send(&sign_in).await.map(|a| a.status).unwrap_or(0);
        done.tried += 1;
        if status == 201 {
            done.succeeded += 1;
        }
        done.sample.record(started, status, 201);
        tokio::time::sleep(pace).await;
    }
    done
}

/// `size` connections try wrong passwords for `burst`, while players poll and move; prints the
/// answers, the peak memory and how soon it comes down.
async fn flood(
    server: &Server,
    addr: SocketAddr,
    seeder: &seed::Seeder,
    driven: &[Driven],
    size: usize,
    burst: Duration,
) -> Flood {
    let before = server.rss_mb();
    let watch = RssWatch::start(server.pid());
    let started = Instant::now();
    let deadline = started + burst;
    let mut attackers = Vec::new();
    for attacker in 0..size {
        attackers.push(tokio::spawn(async move {
            let mut statuses = std::collections::BTreeMap::<u16, u64>::new();
            let Ok(mut conn) = Conn::open(addr).await else {
                return statuses;
            };
            let mut n = attacker;
            while Instant::now() < deadline {
                // Wrong passwords for names nobody has (no account's own limit stops them),
                // from one address after another.
                let from = n % FLOOD_ADDRESSES;
                let address = format!("10.9.{}.{}", from / 250, from % 250 + 1);
                let body = format!(r#"{{"username":"nobody{n}","password":"not the password"}}"#);
                let guess = request(
                    "POST",
                    "/api/v1/tokens",
                    &[("X-Forwarded-For", &address)],
                    Some(&body),
                );
                let status = conn.send(&guess).await.map(|a| a.status).unwrap_or(0);
                *statuses.entry(status).or_default() += 1;
                n += size;
            }
            statuses
        }));
    }
    // Real users sign in meanwhile: players whose devices signed in before, each from its
    // own address, and newcomers on new devices, each from an address that sent nothing else.
    let players = seeder.groups().min(20);
    let known_users: Vec<_> = (1..=players)
        .map(|group| {
            let player = seeder.player(group % seeder.groups(), 1);
            let address = format!("192.0.2.{group}");
            (
                player.username.clone(),
                Some(player.device.clone()),
                address,
            )
        })
        .collect();
    let quiet_users: Vec<_> = (0..200usize)
        .map(|n| {
            let player = seeder.player(n % seeder.groups(), 2);
            let address = format!("198.18.{}.{}", n / 250, n % 250 + 1);
            (player.username.clone(), None, address)
        })
        .collect();
    let pace = Duration::from_millis(200);
    let known = real_sign_ins(addr, known_users, deadline, pace);
    let quiet = real_sign_ins(addr, quiet_users, deadline, pace);
    let mut playing = driven[driven.len() / 2..].to_vec();
    let players = drive::play(addr, 4, &mut playing, burst, server.pid());
    let bearer = seeder.player(0, 0).bearer.clone();
    let table = seeder.tables[0];
    let polls = async {
        let mut conn = Conn::open(addr).await.ok()?;
        let first = conn
            .send(&request(
                "GET",
                &format!("/api/v1/tables/{table}"),
                &[("Authorization", &bearer)],
                None,
            ))
            .await
            .ok()?;
        let etag = first.etag.unwrap_or_default();
        let poll = request(
            "GET",
            &format!("/api/v1/tables/{table}"),
            &[("Authorization", &bearer), ("If-None-Match", &etag)],
            None,
        );
        Some(closed_loop(addr, 4, burst, 304, move |_, _| poll.clone()).await)
    };
    let (played, polls, known, quiet) = tokio::join!(players, polls, known, quiet);
    let mut statuses = std::collections::BTreeMap::<u16, u64>::new();
    for attacker in attackers {
        if let Ok(s) = attacker.await {
            for (status, n) in s {
                *statuses.entry(status).or_default() += n;
            }
        }
    }
    let peak = watch.peak_mb();
    let answers: Vec<String> = statuses.iter().map(|(s, n)| format!("{n}× {s}")).collect();
    println!(
        "flood: {size} connections trying wrong passwords for {:.1} s: {}; RSS {before:.0} MB before, peak {peak:.0} MB",
        burst.as_secs_f64(),
        answers.join(", ")
    );
    let mut report = Report { goals: Vec::new() };
    let mut all = played.moves.all();
    report.row("  moves during the flood", &mut all, "move/s");
    if let Some(mut polls) = polls {
        report.row("  304 polls during the flood", &mut polls, "req/s");
    }
    let ended = Instant::now();
    let mut last = server.rss_mb();
    let mut settled = None;
    while ended.elapsed() < Duration::from_secs(10) {
        last = server.rss_mb();
        if last < 200.0 {
            settled = Some(ended.elapsed());
            break;
        }
        tokio::time::sleep(Duration::from_millis(250)).await;
    }
    println!("  RSS after the flood: {last:.0} MB");
    Flood {
        peak,
        settled,
        last,
        known,
        quiet,
    }
}
