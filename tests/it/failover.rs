//! The database may fail, the game goes on: `deploy/ha-cluster` (three PostgreSQL nodes under
//! Patroni with synchronous replication, HAProxy leading to the leader, PgBouncer and three
//! Fabula processes on top) while bots play games of several rulesets through the balancer.
//! The leader's PostgreSQL is killed (SIGKILL), then another leader's PostgreSQL together with
//! its Patroni, then the leader is switched over as planned; each time a replica takes over and
//! the bots go on. Every acknowledged move is kept (each game's acknowledged versions follow
//! one another, none made twice), no round is scored twice, and every game reaches its end.
//! The time from each kill to the first acknowledged move after it is printed.
//!
//! It needs Debian's patroni and etcd-server besides haproxy and pgbouncer (`.ci/run` installs
//! them); without them it fails and says so, unless FABULA_SKIP_HA=1, which skips it.

use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use reqwest::StatusCode;
use serde_json::json;

use crate::balanced::{bot, missing_programs, Deployment, Played};
use crate::helpers::{FreePorts, Person, Status, Table, TestApp};

const SCRIPT: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/deploy/ha-cluster");

/// Whether the test should stop here: true (after saying so) when FABULA_SKIP_HA=1. Otherwise
/// checks that Patroni, etcd, HAProxy and PgBouncer are installed, and fails the test when not.
fn skipped(test: &str) -> bool {
    if std::env::var("FABULA_SKIP_HA").is_ok_and(|v| v == "1") {
        eprintln!("{test}: skipped, FABULA_SKIP_HA=1");
        return true;
    }
    let missing = missing_programs(&[
        ("patroni", "--version"),
        ("etcd", "--version"),
        ("haproxy", "-v"),
        ("pgbouncer", "--version"),
    ]);
    assert!(
        missing.is_empty(),
        "this test runs Fabula on PostgreSQL under Patroni, and {} is missing: install them \
         with `apt-get install patroni etcd-server haproxy pgbouncer` (.ci/run does), or set \
         FABULA_SKIP_HA=1 to skip it",
        missing.join(" and ")
    );
    false
}

/// `deploy/ha-cluster start` on free ports.
async fn deploy() -> Deployment {
    let dir = std::env::temp_dir().join(format!("fabula-failover-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    // Each node's ports follow the first one's.
    let mut free = FreePorts::default();
    let pg_lb = free.one();
    let mut env = vec![
        ("HA_NODES", "3".to_string()),
        ("HA_PG_PORT", free.run(3).to_string()),
        ("HA_REST_PORT", free.run(3).to_string()),
        ("HA_ETCD_PORT", free.one().to_string()),
        ("HA_ETCD_PEER_PORT", free.one().to_string()),
        ("PG_LB_PORT", pg_lb.to_string()),
        ("PG_LB_STATS_PORT", free.one().to_string()),
        ("PG_DATABASE", "fabula".into()),
    ];
    let url = format!("postgresql://postgres@127.0.0.1:{pg_lb}/fabula");
    let deployment = Deployment::launch(SCRIPT, dir, None, url, &mut env, free).await;
    deployment.script(&["start"]).await;
    deployment
}

/// One game the bots play: its table, and every move acknowledged so far, in order.
struct Game {
    ruleset: &'static str,
    table: Table,
    acknowledged: Vec<i64>,
    refused: Vec<StatusCode>,
}

/// The bots, one per game, playing through the balancer until told to stop; each acknowledged
/// move's time comes on `acks`.
struct Playing {
    stop: Arc<AtomicBool>,
    bots: Vec<tokio::task::JoinHandle<Played>>,
    acks: tokio::sync::mpsc::UnboundedReceiver<Instant>,
    /// When the last acknowledged move came, and the longest time between two.
    last: Option<Instant>,
    longest_gap: Duration,
}

fn play(games: &[Game], lb: &str, pace: Duration) -> Playing {
    let stop = Arc::new(AtomicBool::new(false));
    let (ack_times, acks) = tokio::sync::mpsc::unbounded_channel();
    let bots = games
        .iter()
        .map(|game| {
            let (versions, mut acked) = tokio::sync::mpsc::unbounded_channel();
            let ack_times = ack_times.clone();
            tokio::spawn(async move {
                while acked.recv().await.is_some() {
                    let _ = ack_times.send(Instant::now());
                }
            });
            tokio::spawn(bot(
                game.table.at(lb),
                usize::MAX,
                pace,
                stop.clone(),
                versions,
            ))
        })
        .collect();
    Playing {
        stop,
        bots,
        acks,
        last: None,
        longest_gap: Duration::ZERO,
    }
}

impl Playing {
    /// Waits for `count` acknowledged moves; the time of the first.
    async fn acknowledged(&mut self, count: usize, within: Duration) -> Instant {
        let started = Instant::now();
        let mut first = None;
        for _ in 0..count {
            let left = within.saturating_sub(started.elapsed());
            let at = tokio::time::timeout(left, self.acks.recv())
                .await
                .unwrap_or_else(|_| panic!("no {count} acknowledged moves within {within:?}"))
                .expect("the bots play on");
            self.note(at);
            first.get_or_insert(at);
        }
        first.expect("a move")
    }

    /// Takes in the moves acknowledged so far without waiting (their times count towards the
    /// longest gap).
    fn drain(&mut self) {
        while let Ok(at) = self.acks.try_recv() {
            self.note(at);
        }
    }

    fn note(&mut self, at: Instant) {
        let gap = self.last.map(|last| at.saturating_duration_since(last));
        self.longest_gap = self.longest_gap.max(gap.unwrap_or_default());
        self.last = Some(at);
    }

    /// Stops the bots and adds what they played to `games`.
    async fn stop(self, games: &mut [Game]) {
        self.stop.store(true, Ordering::SeqCst);
        for (game, playing) in games.iter_mut().zip(self.bots) {
            let played = playing.await.expect("a bot");
            game.acknowledged.extend(played.acknowledged);
            game.refused.extend(played.refused);
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn games_go_on_while_postgresql_fails_over_and_switches_over() {
    if skipped("games_go_on_while_postgresql_fails_over_and_switches_over") {
        return;
    }
    let started = Instant::now();
    let deployment = deploy().await;
    let lb = deployment.balancer.clone();
    eprintln!("deployed in {:?}", started.elapsed());
    // Accounts and tables are made by an app in this process, through HAProxy's read-write
    // address; the games are played through the balancer.
    let app = TestApp::builder()
        .database(&deployment.direct_url, deployment.dir.join("setup"))
        .spawn()
        .await;
    let mut games = Vec::new();
    for (prefix, ruleset, players) in [
        ("hated", "2021", 3),
        ("haody", "odyssey", 4),
        ("hapar", "party", 6),
        ("hatea", "teams", 6),
    ] {
        let mut body = json!({"ruleset": ruleset, "first_storyteller": "host"});
        if ruleset != "party" && ruleset != "teams" {
            body["target_score"] = json!(30);
        }
        games.push(Game {
            ruleset,
            table: app.start_table(prefix, players, body).await,
            acknowledged: Vec::new(),
            refused: Vec::new(),
        });
    }
    // A table nobody moves at: while no primary is elected, its poll is answered from memory,
    // marked as possibly behind.
    let quiet = app
        .start_table("haquiet", 3, json!({"ruleset": "2021"}))
        .await;
    let quiet_version = quiet.view(0).await.version;
    let quiet_page = format!("/tables/{}", quiet.id);
    drop(app);
    // A pause between moves long enough that the games outlast the three changes of leader.
    let pace = Duration::from_millis(150);

    // 1. The leader's PostgreSQL is killed; its Patroni lives on and hands over at once
    // (primary_start_timeout 0), then brings it back as a replica.
    // 2. The new leader's PostgreSQL and its Patroni are killed: its key in etcd expires (ttl)
    // and a replica takes over; the node is started again afterwards.
    for (case, args) in [
        ("PostgreSQL killed", &["kill-primary"][..]),
        (
            "PostgreSQL and Patroni killed",
            &["kill-primary", "--with-patroni"][..],
        ),
    ] {
        let mut playing = play(&games, &lb, pace);
        playing.acknowledged(8, Duration::from_secs(60)).await;
        // Every process reads the quiet table (and so holds its version and the reader's
        // credentials: a lost LISTEN connection, as in the first case, forgets them), through
        // the API and on its page.
        let reader = Person::visitor_at(&deployment.process(1))
            .sign_in("haquiet0")
            .await;
        for n in 1..=3 {
            let view = quiet.at(&deployment.process(n)).view(0).await;
            assert_eq!(view.version, quiet_version);
            reader.at(&deployment.process(n)).page(&quiet_page).await;
        }
        let said = deployment.script(args).await;
        let killed_at = Instant::now();
        playing.drain();
        if args.len() > 1 {
            let quiet = (&quiet, quiet_version, &reader, quiet_page.as_str());
            reads_from_memory_while_no_primary(&deployment, quiet).await;
        }
        // Moves acknowledged as the kill took effect (their commits were done) do not count:
        // they come within milliseconds, a new leader within seconds.
        let mut first = Duration::ZERO;
        while first < Duration::from_millis(300) {
            first = playing
                .acknowledged(1, Duration::from_secs(90))
                .await
                .saturating_duration_since(killed_at);
        }
        eprintln!(
            "{case} ({}): first acknowledged move {first:?} after the kill",
            said.trim()
        );
        playing.acknowledged(8, Duration::from_secs(60)).await;
        playing.stop(&mut games).await;
        if args.len() > 1 {
            let node = said
                .split_whitespace()
                .find_map(|w| w.strip_prefix("node").and_then(|n| n.strip_suffix("'s")))
                .expect("the killed node's number");
            deployment.script(&["start-node", node]).await;
        }
        deployment.script(&["wait-healthy"]).await;
    }

    // 3. A planned switchover to the synchronous standby, while the bots play.
    let mut playing = play(&games, &lb, pace);
    playing.acknowledged(8, Duration::from_secs(60)).await;
    let refused_before: usize = games.iter().map(|g| g.refused.len()).sum();
    let switching = Instant::now();
    deployment.script(&["switchover"]).await;
    eprintln!("switchover done in {:?}", switching.elapsed());
    playing.drain();
    playing.acknowledged(8, Duration::from_secs(60)).await;
    let longest_gap = playing.longest_gap;
    playing.stop(&mut games).await;
    let refused_after: usize = games.iter().map(|g| g.refused.len()).sum();
    eprintln!(
        "during the switchover: {} requests refused (503), at most {longest_gap:?} without an \
         acknowledged move",
        refused_after - refused_before
    );

    // Every game to its end.
    let playing = play(&games, &lb, Duration::ZERO);
    for (game, bot) in games.iter_mut().zip(playing.bots) {
        let played = tokio::time::timeout(Duration::from_secs(180), bot)
            .await
            .unwrap_or_else(|_| panic!("{} did not reach its end", game.ruleset))
            .expect("a bot");
        game.acknowledged.extend(played.acknowledged);
        game.refused.extend(played.refused);
    }

    let mut total = 0;
    for game in &games {
        let table = game.table.at(&lb);
        let last = table.view(0).await;
        assert_eq!(
            last.status,
            Status::Finished,
            "{} reached its end",
            game.ruleset
        );
        // The bot is the only one moving: each acknowledged move made the version after the
        // one before it. A move acknowledged and then lost with a primary would have its
        // version made a second time by the next move.
        assert!(
            game.acknowledged.windows(2).all(|w| w[0] < w[1]),
            "{}: every acknowledged move kept: {:?}",
            game.ruleset,
            game.acknowledged
        );
        assert!(last.version >= *game.acknowledged.last().expect("moves"));
        // No round scored twice: the rounds follow one another, and the scores are their sums.
        let rounds = table.rounds(0).await;
        let numbers: Vec<u32> = rounds.iter().map(|r| r.round).collect();
        let expected: Vec<u32> = (1..=rounds.len() as u32).collect();
        assert_eq!(
            numbers, expected,
            "{}: rounds scored once each",
            game.ruleset
        );
        if game.ruleset != "teams" {
            let mut sums: HashMap<usize, u32> = HashMap::new();
            for points in rounds.iter().flat_map(|r| &r.points) {
                *sums.entry(points.seat).or_default() += points.points;
            }
            for seat in &last.seats {
                assert_eq!(
                    sums.get(&seat.seat).copied().unwrap_or(0),
                    seat.score,
                    "{}: seat {}'s score is its rounds' sum",
                    game.ruleset,
                    seat.seat
                );
            }
        }
        let refused: HashMap<u16, usize> = game.refused.iter().fold(HashMap::new(), |mut m, s| {
            *m.entry(s.as_u16()).or_default() += 1;
            m
        });
        assert!(
            refused.keys().all(|s| [409, 503].contains(s)),
            "{}: a request fails only with 503 while the database changes hands \
             (or 409 for a move made already): {refused:?}",
            game.ruleset
        );
        eprintln!(
            "{}: {} moves acknowledged, {} rounds, refused {refused:?}",
            game.ruleset,
            game.acknowledged.len(),
            rounds.len()
        );
        total += game.acknowledged.len();
    }
    eprintln!(
        "{total} acknowledged moves, 0 lost; all done in {:?}",
        started.elapsed()
    );
}

/// While the leader's lease runs out: each process answers a poll of the table it holds from
/// memory (304, `X-Possibly-Behind: true` once it has noticed the loss of its LISTEN
/// connection), and shows its page to a player from memory, marked so; a write is either
/// refused with 503 and `Retry-After` or held by PgBouncer until the new leader takes it:
/// never acknowledged before it is written.
async fn reads_from_memory_while_no_primary(
    deployment: &Deployment,
    (quiet, version, reader, page): (&Table, i64, &Person, &str),
) {
    for n in 1..=3 {
        let reader = quiet.players[0].at(&deployment.process(n));
        let started = Instant::now();
        loop {
            let res = reader
                .request(reqwest::Method::GET, &quiet.path(""))
                .header(reqwest::header::IF_NONE_MATCH, format!("\"v{version}\""))
                .send()
                .await
                .expect("a poll");
            assert_eq!(
                res.status(),
                304,
                "process {n} answers the poll from memory"
            );
            if res.headers().get("x-possibly-behind").is_some() {
                break;
            }
            assert!(
                started.elapsed() < Duration::from_secs(10),
                "process {n} marks what it answers from memory as possibly behind"
            );
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }
    for n in 1..=3 {
        let res = reader
            .at(&deployment.process(n))
            .client
            .get(format!("{}{page}", deployment.process(n)))
            .send()
            .await
            .expect("the table page");
        assert_eq!(res.status(), 200, "process {n} shows the page it holds");
        assert_eq!(res.headers()["x-possibly-behind"], "true", "process {n}");
        let html = res.text().await.expect("a page");
        assert!(
            html.contains("this page shows the table as this server last knew it"),
            "process {n}: {html}"
        );
    }
    let res = quiet.players[0]
        .at(&deployment.process(1))
        .request(reqwest::Method::POST, &quiet.path("chat"))
        .json(&json!({"body": "anyone there?"}))
        .send()
        .await
        .expect("a chat message");
    if res.status() == 503 {
        let wait = res.headers().get(reqwest::header::RETRY_AFTER);
        assert!(wait.is_some(), "a 503 says when to try again");
    } else {
        // PgBouncer holds a query that finds no server (up to its query_wait_timeout) and
        // sends it on once the new leader is there: written then, for real.
        assert_eq!(res.status(), 201, "a new leader took the message");
        eprintln!("the write waited for the new leader, which took it");
    }
}

/// The configurations `deploy/ha-cluster configure` writes from the templates: HAProxy accepts
/// its own, and every node's Patroni file has each @NAME@ filled. (`patroni --validate-config`
/// refuses loopback addresses, which this layout is made of: the failover test runs them.)
#[tokio::test]
async fn haproxy_accepts_the_ha_configuration_and_every_name_is_filled() {
    if skipped("haproxy_accepts_the_ha_configuration_and_every_name_is_filled") {
        return;
    }
    let dir = std::env::temp_dir().join(format!("fabula-ha-configure-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let mut env = vec![("HA_NODES", "2".to_string())];
    let free = FreePorts::default();
    let deployment =
        Deployment::launch(SCRIPT, dir.clone(), None, String::new(), &mut env, free).await;
    deployment.script(&["configure"]).await;
    let haproxy = dir.join("deploy/haproxy-postgres.cfg");
    let program = if std::path::Path::new("/usr/sbin/haproxy").exists() {
        "/usr/sbin/haproxy"
    } else {
        "haproxy"
    };
    let checked = std::process::Command::new(program)
        .arg("-c")
        .arg("-f")
        .arg(&haproxy)
        .output()
        .expect("haproxy runs");
    assert!(
        checked.status.success(),
        "{}",
        String::from_utf8_lossy(&checked.stderr)
    );
    let config = std::fs::read_to_string(&haproxy).expect("the configuration");
    assert!(config.contains("server node1 ") && config.contains("server node2 "));
    assert!(config.contains("GET /primary"), "{config}");
    for node in ["node1", "node2"] {
        let file = dir.join(format!("deploy/{node}/patroni.yml"));
        let text = std::fs::read_to_string(&file).expect("the node's configuration");
        assert!(text.contains("synchronous_mode: true"), "{text}");
        assert!(text.contains(&format!("name: {node}")), "{text}");
        assert!(
            !text.replace("@NAMES@", "").contains('@'),
            "every @NAME@ filled: {text}"
        );
    }
}
