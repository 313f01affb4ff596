//! Several Fabula processes on one PostgreSQL, laid out as `deploy/local-cluster` deploys them:
//! three processes behind HAProxy, their pools through PgBouncer in transaction pooling mode,
//! their LISTEN connections to PostgreSQL itself. Whole games of every ruleset through the
//! balancer, spread over the three; a long poll on one process woken by a move on another; a
//! process killed mid-game; a rolling restart that no client notices.
//!
//! It needs Debian's haproxy and pgbouncer (`.ci/run` installs them); without them it fails and
//! says so, unless FABULA_SKIP_CLUSTER=1, which skips it.

use std::path::PathBuf;
use std::process::Command;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use fabula::game::{Options, Ruleset};
use reqwest::header::IF_NONE_MATCH;
use reqwest::{Method, StatusCode};
use serde_json::json;

use crate::helpers::{
    as_files, own_cluster, pngs, ApiClient, FreePorts, OwnCluster, Status, Table, TestApp,
};

const SCRIPT: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/deploy/local-cluster");
const PROCESSES: usize = 3;

/// Whether the test should stop here: true (after saying so) when FABULA_SKIP_CLUSTER=1.
/// Otherwise checks that HAProxy and PgBouncer are installed, and fails the test when not.
fn skipped(test: &str) -> bool {
    if std::env::var("FABULA_SKIP_CLUSTER").is_ok_and(|v| v == "1") {
        eprintln!("{test}: skipped, FABULA_SKIP_CLUSTER=1");
        return true;
    }
    let missing = missing_programs(&[("haproxy", "-v"), ("pgbouncer", "--version")]);
    assert!(
        missing.is_empty(),
        "this test runs Fabula behind HAProxy and PgBouncer, and {} is missing: install them \
         with `apt-get install haproxy pgbouncer` (.ci/run does), or set FABULA_SKIP_CLUSTER=1 \
         to skip it",
        missing.join(" and ")
    );
    false
}

/// Which of `programs` (each with a flag that makes it say its version) are not installed.
pub fn missing_programs<'a>(programs: &[(&'a str, &str)]) -> Vec<&'a str> {
    programs
        .iter()
        .filter(|(program, flag)| {
            // Debian installs some in /usr/sbin, which not every PATH has.
            Command::new(program).arg(flag).output().is_err()
                && !std::path::Path::new("/usr/sbin").join(program).exists()
        })
        .map(|(program, _)| *program)
        .collect()
}

/// What a deployment script (`deploy/local-cluster`, `deploy/ha-cluster`) started, on a
/// PostgreSQL of the test's own or of the script's; stopped when dropped.
pub struct Deployment {
    pub dir: PathBuf,
    /// Its own PostgreSQL, stopped (and the folder removed) when the deployment is stopped.
    pg: Option<OwnCluster>,
    /// The database's own URL, not through PgBouncer.
    pub direct_url: String,
    script: &'static str,
    env: Vec<(&'static str, String)>,
    ports: Vec<u16>,
    /// HAProxy, where clients connect.
    pub balancer: String,
    /// HAProxy's statistics, as CSV.
    stats: String,
}

impl Deployment {
    /// The local cluster on a PostgreSQL of its own, in a folder named after `name` (each test
    /// its own: tests run at once).
    async fn start(name: &str) -> Deployment {
        let pg = own_cluster(name);
        let mut env = vec![
            ("PG_HOST", pg.socket_dir().display().to_string()),
            ("PG_DATABASE", "fabula".into()),
        ];
        let (dir, direct_url) = (pg.dir.clone(), pg.url.clone());
        let ports = FreePorts::default();
        let deployment =
            Deployment::launch(SCRIPT, dir, Some(pg), direct_url, &mut env, ports).await;
        deployment.script(&["start"]).await;
        deployment
    }

    /// A deployment by `script` in `dir`, with the settings of a test (free ports besides
    /// those `env` holds from `free`, quick health checks, this build's binary) besides `env`;
    /// not started yet.
    pub async fn launch(
        script: &'static str,
        dir: PathBuf,
        pg: Option<OwnCluster>,
        direct_url: String,
        env: &mut Vec<(&'static str, String)>,
        mut free: FreePorts,
    ) -> Deployment {
        let ports: Vec<u16> = (0..PROCESSES).map(|_| free.one()).collect();
        let (balancer, stats) = (free.one(), free.one());
        let names: Vec<String> = ports.iter().map(u16::to_string).collect();
        env.extend([
            ("CLUSTER_DIR", dir.join("deploy").display().to_string()),
            ("FABULA_BIN", env!("CARGO_BIN_EXE_fabula").to_string()),
            ("FABULA_PORTS", names.join(" ")),
            ("LB_PORT", balancer.to_string()),
            ("LB_STATS_PORT", stats.to_string()),
            ("LB_CHECK_INTER", "200ms".into()),
            ("PGBOUNCER_PORT", free.one().to_string()),
            // Long enough for the balancer (a check every 200 ms, out after two failures) to
            // notice a stopping process before it closes its listener.
            ("FABULA_DRAIN_SECS", "1".into()),
            ("FABULA_SWEEP_SECS", "0".into()),
            ("FABULA_MAIL_SECS", "0".into()),
            // Every request of the test comes from one address.
            ("FABULA_REQUESTS_PER_ADDRESS", "10000".into()),
            ("RUST_LOG", "warn".into()),
        ]);
        // The ports are let go for the script's programs to take.
        drop(free);
        Deployment {
            dir,
            pg,
            direct_url,
            script,
            env: std::mem::take(env),
            ports,
            balancer: format!("http://127.0.0.1:{balancer}"),
            stats: format!("http://127.0.0.1:{stats}/stats;csv"),
        }
    }

    /// Runs the deployment's script with `args`, which must succeed: what it printed.
    pub async fn script(&self, args: &[&str]) -> String {
        let mut command = self.command(args);
        let said = format!("{} {}", self.script, args.join(" "));
        let logs = self.dir.join("deploy");
        let out = tokio::task::spawn_blocking(move || command.output())
            .await
            .expect("the script's thread")
            .expect("bash runs the script");
        assert!(
            out.status.success(),
            "{said}: {}{}\n{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr),
            log_tails(&logs)
        );
        String::from_utf8_lossy(&out.stdout).into_owned()
    }

    fn command(&self, args: &[&str]) -> Command {
        let mut command = Command::new("bash");
        command.arg(self.script).args(args);
        command.envs(self.env.iter().map(|(k, v)| (k, v)));
        command
    }

    /// Process `n`'s own address (1, 2, …), not through the balancer.
    pub fn process(&self, n: usize) -> String {
        format!("http://127.0.0.1:{}", self.ports[n - 1])
    }

    fn pid(&self, n: usize) -> String {
        let file = self.dir.join(format!("deploy/fabula{n}.pid"));
        let pid = std::fs::read_to_string(&file).expect("the process's pid file");
        pid.trim().to_string()
    }

    fn kill_9(&self, n: usize) {
        let pid = self.pid(n);
        let killed = Command::new("kill").args(["-KILL", &pid]).status();
        assert!(killed.is_ok_and(|s| s.success()), "kill -9 {pid}");
    }

    /// For each process in order: whether the balancer counts it up, and how many answers
    /// 2xx came from it.
    async fn balancer_sees(&self) -> Vec<(bool, u64)> {
        let csv = reqwest::get(&self.stats)
            .await
            .expect("HAProxy's statistics")
            .text()
            .await
            .expect("CSV");
        let mut lines = csv.lines();
        let header: Vec<&str> = lines
            .next()
            .expect("a header")
            .trim_start_matches("# ")
            .split(',')
            .collect();
        let column = |name: &str| {
            header
                .iter()
                .position(|h| *h == name)
                .unwrap_or_else(|| panic!("no {name} column: {csv}"))
        };
        let (proxy, server, status, ok) = (
            column("pxname"),
            column("svname"),
            column("status"),
            column("hrsp_2xx"),
        );
        let rows: Vec<Vec<&str>> = lines.map(|l| l.split(',').collect()).collect();
        (1..=PROCESSES)
            .map(|n| {
                let name = format!("fabula{n}");
                let row = rows
                    .iter()
                    .find(|r| r[proxy] == "fabula" && r[server] == name)
                    .unwrap_or_else(|| panic!("no line for {name}: {csv}"));
                (row[status].starts_with("UP"), row[ok].parse().unwrap_or(0))
            })
            .collect()
    }

    /// Waits up to `within` until the balancer counts process `n` up (or down).
    async fn wait_balancer(&self, n: usize, up: bool, within: Duration) {
        let started = Instant::now();
        while self.balancer_sees().await[n - 1].0 != up {
            assert!(
                started.elapsed() < within,
                "HAProxy did not count process {n} {} within {within:?}",
                if up { "up" } else { "down" }
            );
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }
}

impl Drop for Deployment {
    fn drop(&mut self) {
        let _ = self.command(&["stop"]).output();
        match self.pg.take() {
            // Its own PostgreSQL stops after the processes that used it, and its guard removes
            // the folder, logs and all, even when the test failed: their last lines first.
            Some(pg) => {
                if std::thread::panicking() {
                    eprintln!("{}", log_tails(&self.dir.join("deploy")));
                }
                drop(pg);
            }
            // On the script's own PostgreSQL, the folder is kept when the test failed.
            None if !std::thread::panicking() => {
                let _ = std::fs::remove_dir_all(&self.dir);
            }
            None => {}
        }
    }
}

/// The last lines of each log of the deployment, to tell why something failed.
pub fn log_tails(dir: &std::path::Path) -> String {
    let mut out = String::new();
    let logs = std::fs::read_dir(dir).into_iter().flatten().flatten();
    for log in logs.filter(|e| e.file_name().to_string_lossy().ends_with(".log")) {
        let text = std::fs::read_to_string(log.path()).unwrap_or_default();
        let lines: Vec<&str> = text.lines().collect();
        let tail = lines[lines.len().saturating_sub(10)..].join("\n");
        out.push_str(&format!("--- {}\n{tail}\n", log.path().display()));
    }
    out
}

/// What the bot saw of its moves' requests.
#[derive(Debug, Default)]
pub struct Played {
    /// The version each acknowledged move made.
    pub acknowledged: Vec<i64>,
    /// The statuses of the move requests (and of the reads before them) that failed.
    pub refused: Vec<StatusCode>,
}

/// A bot that plays `table` through the balancer, a move every `pace`, until the game ends,
/// `moves` were acknowledged or `stop` is set. A move whose request fails is not sent again
/// as it was: the bot reads the table again (the move may have been made) and decides anew;
/// a read that fails is tried again after `pace`. Each acknowledged move's version goes to
/// `acks` as it comes.
pub async fn bot(
    table: Table,
    moves: usize,
    pace: Duration,
    stop: Arc<AtomicBool>,
    acks: tokio::sync::mpsc::UnboundedSender<i64>,
) -> Played {
    let mut played = Played::default();
    while played.acknowledged.len() < moves && !stop.load(Ordering::SeqCst) {
        let (seat, what, body) = match table.try_next_move("from the bot").await {
            Ok(Some(next)) => next,
            Ok(None) => break,
            Err((status, _)) => {
                played.refused.push(status);
                tokio::time::sleep(pace).await;
                continue;
            }
        };
        let (status, answer) = table.post(seat, what.name(), body).await;
        if status == StatusCode::OK {
            let version = answer["version"].as_i64().expect("a view's version");
            played.acknowledged.push(version);
            let _ = acks.send(version);
        } else {
            played.refused.push(status);
        }
        tokio::time::sleep(pace).await;
    }
    played
}

/// HAProxy speaks HTTP/2 in clear text to the processes (`proto h2` in deploy/): a process
/// answers it as it answers HTTP/1.1, and a long poll held as a stream is answered with the
/// table's new view once the table moves.
#[tokio::test]
async fn a_process_answers_http2_in_clear_text_and_a_long_poll_over_it() {
    let app = TestApp::spawn().await;
    let h2 = reqwest::Client::builder()
        .http2_prior_knowledge()
        .build()
        .expect("an HTTP/2 client");
    let res = h2
        .get(format!("{}/healthz", app.address))
        .send()
        .await
        .expect("/healthz over HTTP/2");
    assert_eq!(res.version(), reqwest::Version::HTTP_2);
    assert_eq!(res.status(), 200);

    let body = json!({"ruleset": "2021", "first_storyteller": "host"});
    let table = app.start_table("h2c", 3, body).await;
    let version = table.view(1).await.version;
    let poll = {
        let request = h2
            .get(format!("{}{}?wait=60", app.address, table.path("")))
            .bearer_auth(&table.players[1].token)
            .header(IF_NONE_MATCH, format!("\"v{version}\""));
        tokio::spawn(async move { request.send().await.expect("the long poll") })
    };
    // Whether the move comes before the poll reaches the process or while it waits, the
    // poll's answer is the view after the move.
    assert!(table.one_move("over the other protocol").await);
    let res = poll.await.expect("the poll's task");
    assert_eq!(res.version(), reqwest::Version::HTTP_2);
    assert_eq!(res.status(), 200);
    let view: serde_json::Value = res.json().await.expect("a view");
    assert!(
        view["version"].as_i64().expect("a version") > version,
        "{view}"
    );
}

/// A long poll (`?wait=60`) of `table` by `player`, who holds `version`, in a task of its own:
/// the answer's status and when it came.
fn long_poll(
    player: ApiClient,
    table: &Table,
    version: i64,
) -> tokio::task::JoinHandle<(StatusCode, Instant)> {
    let path = format!("{}?wait=60", table.path(""));
    tokio::spawn(async move {
        let res = player
            .request(Method::GET, &path)
            .header(IF_NONE_MATCH, format!("\"v{version}\""))
            .send()
            .await
            .expect("the long poll");
        (res.status(), Instant::now())
    })
}

/// A GET that a client may send again when it fails, as a careful client does with reads:
/// the answer's status, and how many tries failed before it.
async fn read_with_retries(request: impl Fn() -> reqwest::RequestBuilder) -> (StatusCode, usize) {
    for failed in 0..5 {
        match request().send().await {
            Ok(res) if !res.status().is_server_error() => return (res.status(), failed),
            _ => tokio::time::sleep(Duration::from_millis(100)).await,
        }
    }
    panic!("a read failed five times in a row");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn three_processes_behind_haproxy_and_pgbouncer_lose_nothing() {
    if skipped("three_processes_behind_haproxy_and_pgbouncer_lose_nothing") {
        return;
    }
    let started = Instant::now();
    let deployment = Deployment::start("balanced").await;
    let lb = deployment.balancer.clone();
    // Accounts and tables are made by an app in this process on the same database; the games
    // are played through the balancer.
    let app = TestApp::builder()
        .database(&deployment.direct_url, deployment.dir.join("setup"))
        .spawn()
        .await;
    eprintln!("deployed in {:?}", started.elapsed());

    // Whole games of every ruleset at once, each request to whichever process HAProxy picks.
    // Classic ends when its draw pile is empty: a deck of 26 pictures, the fewest for three.
    let host = app.api_user("lbcla0").await;
    let deck = host.at(&lb).new_deck("Small", false).await;
    let pictures = pngs("small", 26, 0);
    assert_eq!(
        host.at(&lb)
            .upload_ok(deck, &as_files(&pictures))
            .await
            .len(),
        26
    );
    let mut tables = vec![(
        Ruleset::Classic,
        app.start_table_hosted_by(
            host,
            "lbcla",
            3,
            json!({"ruleset": "classic", "deck": deck}),
        )
        .await,
    )];
    for (prefix, ruleset, players) in [
        ("lbed", Ruleset::Edition2021, 3),
        ("lbody", Ruleset::Odyssey, 3),
        ("lbpar", Ruleset::Party, 6),
        ("lbtea", Ruleset::Teams, 6),
    ] {
        let mut body = json!({"ruleset": ruleset.as_str()});
        if matches!(ruleset, Ruleset::Edition2021 | Ruleset::Odyssey) {
            body["target_score"] = json!(10);
        }
        tables.push((ruleset, app.start_table(prefix, players, body).await));
    }
    let before = deployment.balancer_sees().await;
    // On this thread: a game's moves are chosen with the thread's random generator.
    let local = tokio::task::LocalSet::new();
    let games: Vec<_> = tables
        .iter()
        .map(|(ruleset, table)| {
            let (ruleset, table) = (*ruleset, table.at(&lb));
            local.spawn_local(async move {
                let mut options = Options::default();
                if matches!(ruleset, Ruleset::Edition2021 | Ruleset::Odyssey) {
                    options.target_score = 10;
                }
                let (last, rounds) = table.play_to_end(ruleset, options, false).await;
                assert_eq!(last.status, Status::Finished);
                (ruleset, rounds)
            })
        })
        .collect();
    local
        .run_until(async {
            for game in games {
                let (ruleset, rounds) = game.await.expect("a whole game");
                eprintln!("{}: {rounds} rounds through the balancer", ruleset.as_str());
            }
        })
        .await;
    let after = deployment.balancer_sees().await;
    let served: Vec<u64> = (0..PROCESSES).map(|i| after[i].1 - before[i].1).collect();
    let total: u64 = served.iter().sum();
    eprintln!(
        "answers by process: {served:?}, after {:?}",
        started.elapsed()
    );
    assert!(
        served.iter().all(|&n| n * 6 > total),
        "the requests are spread over the three processes: {served:?}"
    );

    // A long poll on process 1 is answered within 100 ms of a move on process 2.
    let body = json!({"ruleset": "2021", "first_storyteller": "host", "target_score": 20});
    let table = app.start_table("lbbot", 3, body).await;
    let mut delays = Vec::new();
    for _ in 0..5 {
        let version = table.at(&deployment.process(1)).view(0).await.version;
        let poll = long_poll(table.players[0].at(&deployment.process(1)), &table, version);
        tokio::time::sleep(Duration::from_millis(300)).await;
        assert!(!poll.is_finished(), "the poll waits for a change");
        let moved = table.at(&deployment.process(2)).one_move("across").await;
        let moved_at = Instant::now();
        assert!(moved);
        let (status, answered_at) = poll.await.expect("the poll's task");
        assert_eq!(status, 200, "woken with the new view");
        delays.push(answered_at.saturating_duration_since(moved_at));
    }
    delays.sort();
    eprintln!("long polls woken across processes after {delays:?}");
    assert!(
        delays[2] < Duration::from_millis(100) && delays[4] < Duration::from_secs(1),
        "a long poll on one process wakes within 100 ms of a move on another: {delays:?}"
    );

    // Process 2 is killed (SIGKILL) while a bot plays: the balancer takes it out, the bot
    // reads again after a failed move, and every acknowledged move is kept.
    let (acks, mut acked) = tokio::sync::mpsc::unbounded_channel();
    let playing = tokio::spawn(bot(
        table.at(&lb),
        usize::MAX,
        Duration::from_millis(20),
        Arc::new(AtomicBool::new(false)),
        acks,
    ));
    for _ in 0..4 {
        acked
            .recv()
            .await
            .expect("a move acknowledged before the kill");
    }
    deployment.kill_9(2);
    let killed_at = Instant::now();
    deployment
        .wait_balancer(2, false, Duration::from_secs(5))
        .await;
    eprintln!(
        "process 2 out of the balancer {:?} after the kill",
        killed_at.elapsed()
    );
    let played = playing.await.expect("the bot plays to the end");
    eprintln!(
        "{} moves acknowledged around the kill; refused: {:?}",
        played.acknowledged.len(),
        played.refused
    );
    assert!(
        played
            .refused
            .iter()
            .all(|s| [409, 502, 503].contains(&s.as_u16())),
        "a move fails only when its process dies under it: {:?}",
        played.refused
    );
    let last = table.at(&lb).view(0).await;
    assert_eq!(last.status, Status::Finished, "the game went on to its end");
    assert!(
        last.version >= *played.acknowledged.last().expect("moves acknowledged"),
        "every acknowledged move is there"
    );
    deployment.script(&["start-one", "2"]).await;
    deployment
        .wait_balancer(2, true, Duration::from_secs(10))
        .await;

    // A rolling restart (SIGTERM, wait, start, each in turn) while a bot plays, a reader reads
    // and long polls wait, through the balancer: no move fails and every read succeeds, at
    // worst when tried again. A long poll held by each process answers 304 as its drain begins,
    // while its /readyz turns 503.
    let body = json!({"ruleset": "odyssey", "first_storyteller": "host"});
    let table = app.start_table("lbroll", 3, body).await;
    let finished = tables[0].1.at(&lb);
    let stop = Arc::new(AtomicBool::new(false));
    let (acks, _acked) = tokio::sync::mpsc::unbounded_channel();
    let playing = tokio::spawn(bot(
        table.at(&lb),
        usize::MAX,
        Duration::from_millis(100),
        stop.clone(),
        acks,
    ));
    let reading = {
        let (stop, reader, path) = (stop.clone(), table.players[1].at(&lb), table.path(""));
        tokio::spawn(async move {
            let (mut reads, mut retries) = (0, 0);
            while !stop.load(Ordering::SeqCst) {
                let (status, failed) =
                    read_with_retries(|| reader.request(Method::GET, "/api/v1/me")).await;
                assert_eq!(status, 200);
                let (status, more) = read_with_retries(|| {
                    reader
                        .request(Method::GET, &format!("{path}?wait=2"))
                        .header(IF_NONE_MATCH, "\"v1\"")
                })
                .await;
                assert!(status == 200 || status == 304, "{status}");
                reads += 2;
                retries += failed + more;
            }
            (reads, retries)
        })
    };
    let mut watchers = Vec::new();
    for n in 1..=PROCESSES {
        let address = deployment.process(n);
        let version = finished.view(0).await.version;
        let poll = long_poll(finished.players[0].at(&address), &finished, version);
        watchers.push(tokio::spawn(async move {
            // The first moment /readyz said 503.
            let mut draining_since = None;
            while draining_since.is_none() {
                match reqwest::get(format!("{address}/readyz")).await {
                    Ok(res) if res.status() == 503 => draining_since = Some(Instant::now()),
                    Ok(res) => assert_eq!(res.status(), 200),
                    Err(e) => panic!("{address} closed before /readyz said 503: {e}"),
                }
                tokio::time::sleep(Duration::from_millis(20)).await;
            }
            let (status, answered_at) = poll.await.expect("the poll's task");
            (status, answered_at, draining_since.expect("draining"))
        }));
    }
    let pids: Vec<String> = (1..=PROCESSES).map(|n| deployment.pid(n)).collect();
    let restart_started = Instant::now();
    deployment.script(&["rolling-restart"]).await;
    eprintln!("rolling restart in {:?}", restart_started.elapsed());
    stop.store(true, Ordering::SeqCst);
    for (n, watcher) in watchers.into_iter().enumerate() {
        let (status, answered_at, draining_since) = watcher.await.expect("the watcher");
        assert_eq!(
            status,
            304,
            "process {}'s long poll answered at its SIGTERM",
            n + 1
        );
        let late = answered_at.saturating_duration_since(draining_since);
        assert!(
            late < Duration::from_millis(500),
            "process {}'s long poll answered {late:?} after /readyz turned 503",
            n + 1
        );
    }
    let played = playing.await.expect("the bot");
    let (reads, retries) = reading.await.expect("the reader");
    eprintln!(
        "during the restart: {} moves, {reads} reads ({retries} tried again)",
        played.acknowledged.len()
    );
    assert!(
        played.refused.is_empty(),
        "no move failed: {:?}",
        played.refused
    );
    assert!(played.acknowledged.len() > 5, "the bot played on");
    assert!(reads > 10, "the reader read on");
    for (n, before) in pids.iter().enumerate() {
        assert_ne!(
            &deployment.pid(n + 1),
            before,
            "process {} restarted",
            n + 1
        );
    }
    let seen = deployment.balancer_sees().await;
    assert!(seen.iter().all(|(up, _)| *up), "all three back: {seen:?}");
    // The game goes on to its end through the balancer. A bot as quick as the balancer lets
    // it may have ended it during the restart: a new game then shows that moves still go
    // through.
    let mut moves = 0;
    while table.at(&lb).one_move("after the restart").await {
        moves += 1;
    }
    assert_eq!(table.view(0).await.status, Status::Finished);
    if moves == 0 {
        let body = json!({"ruleset": "odyssey", "first_storyteller": "host"});
        let after = app.start_table("lbafter", 3, body).await;
        assert!(
            after.at(&lb).one_move("after the restart").await,
            "a move through the balancer after the restart"
        );
    }
    // The processes' pools went through PgBouncer.
    let pooled = std::fs::read_to_string(deployment.dir.join("deploy/pgbouncer/pgbouncer.log"))
        .expect("PgBouncer's log");
    assert!(pooled.contains("login attempt: db=fabula"), "{pooled}");
    eprintln!("all done in {:?}", started.elapsed());
    drop(app);
}

/// What SIGTERM starts (`fabula::startup::Stopper`), without a balancer: `/readyz` turns 503 and a long
/// poll answers 304 at once, while requests are still served for the drain period; then the
/// server closes.
#[tokio::test]
async fn a_stopping_server_turns_unready_answers_its_long_polls_and_serves_while_it_drains() {
    let app = TestApp::spawn().await;
    let body = json!({"ruleset": "classic", "first_storyteller": "host"});
    let table = app.start_table("drain", 3, body).await;
    let version = table.view(0).await.version;
    let waiting = long_poll(table.players[1].clone(), &table, version);
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert!(!waiting.is_finished(), "the poll waits for a change");

    let stopper = app.stopper();
    let draining = Instant::now();
    let stopping = tokio::spawn(async move {
        stopper.drain_and_stop(Duration::from_secs(2)).await;
        Instant::now()
    });
    let (status, answered_at) = waiting.await.expect("the poll's task");
    assert_eq!(status, 304);
    let late = answered_at.duration_since(draining);
    assert!(late < Duration::from_millis(500), "answered after {late:?}");
    let res = app.get("/readyz").await;
    assert_eq!(res.status(), 503);
    let said: serde_json::Value = res.json().await.expect("JSON");
    assert_eq!(said, json!({"status": "draining"}));
    // Still served: a view, a move, and a new long poll, which no longer waits.
    assert_eq!(app.get("/healthz").await.status(), 200);
    assert!(table.one_move("while draining").await);
    let version = table.view(0).await.version;
    let started = Instant::now();
    let (status, answered_at) = long_poll(table.players[1].clone(), &table, version)
        .await
        .expect("a long poll while draining");
    assert_eq!(status, 304);
    assert!(answered_at.duration_since(started) < Duration::from_millis(500));

    let stopped_at = stopping.await.expect("the server stops");
    assert!(stopped_at.duration_since(draining) >= Duration::from_secs(2));
    assert!(
        reqwest::get(app.url("/readyz")).await.is_err(),
        "the listener is closed after the drain"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn behind_pgbouncer_a_database_restart_costs_only_a_few_seconds() {
    if skipped("behind_pgbouncer_a_database_restart_costs_only_a_few_seconds") {
        return;
    }
    let deployment = Deployment::start("pg-restart").await;
    let lb = deployment.balancer.clone();
    let app = TestApp::builder()
        .database(&deployment.direct_url, deployment.dir.join("setup"))
        .spawn()
        .await;
    let table = app
        .start_table("pgre", 3, json!({"ruleset": "2021"}))
        .await
        .at(&lb);
    assert!(table.one_move("before the restart").await);
    // The next move, chosen now; it is sent until it is acknowledged.
    let (seat, what, body) = table.next_move("after the restart").await.expect("a move");
    // While it is down, PgBouncer's sessions to it break and the logins that the balancer's
    // health checks ask for fail.
    let pg = deployment
        .pg
        .as_ref()
        .expect("the local cluster's own PostgreSQL");
    pg.stop().expect("PostgreSQL stops");
    tokio::time::sleep(Duration::from_secs(2)).await;
    pg.start("fabula").expect("PostgreSQL starts again");
    let accepting = Instant::now();
    let mut refused = 0;
    loop {
        let (status, answer) = table.post(seat, what.name(), body.clone()).await;
        if status == StatusCode::OK {
            break;
        }
        assert!(
            status == StatusCode::SERVICE_UNAVAILABLE,
            "while the pools reconnect: 503, not {status} {answer}"
        );
        refused += 1;
        assert!(
            accepting.elapsed() < Duration::from_secs(120),
            "no move went through within two minutes"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    eprintln!(
        "behind PgBouncer: first acknowledged move {:.1} s after PostgreSQL accepted connections again ({refused} answers 503 before it; goal ≤ 5 s)",
        accepting.elapsed().as_secs_f64()
    );
}
