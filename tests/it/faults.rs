//! The server outlives its database stopping and starting: meanwhile a clear 503, never a 500;
//! afterwards it carries on by itself, and every move it acknowledged is still there. The same
//! after the server process is killed (`kill -9`) mid-game and started again.

use std::time::{Duration, Instant};

use fabula::db::embedded::Cluster;
use serde_json::json;

use crate::helpers::{problem, Status, TestApp};

/// A PostgreSQL cluster of the test's own, which it may stop and start: its folder, the
/// cluster and the URL of its database.
fn own_cluster(name: &str) -> (std::path::PathBuf, Cluster, String) {
    let dir = std::env::temp_dir().join(format!("fabula-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let cluster = Cluster::new(&dir.join("pg"), None).expect("PostgreSQL server programs");
    let url = cluster
        .start("fabula")
        .expect("a cluster of the test's own");
    (dir, cluster, url)
}

#[tokio::test]
async fn a_game_goes_on_after_its_database_stopped_and_started_again() {
    let (dir, cluster, url) = own_cluster("faults");
    let app = TestApp::builder()
        .database(&url, dir.join("app"))
        .config(|c| c.db_timeout_secs = 1)
        .spawn()
        .await;
    let body = json!({"ruleset": "2021", "first_storyteller": "host", "target_score": 10});
    let table = app.start_table("rosa", 3, body).await;
    let mut moves = 0;
    for _ in 0..4 {
        assert!(table.one_move("before").await);
        moves += 1;
    }
    let version_before = table.view(0).await.version;
    let person = app.signed_in("rosa1").await;

    cluster.stop().expect("the database stops");
    let res = table.players[0]
        .send(reqwest::Method::GET, "/api/v1/me")
        .await;
    problem(res, 503).await;
    // A table the server holds in memory may still be shown as it was (nothing can change it
    // while the database is away); otherwise 503.
    let res = table.players[0]
        .send(reqwest::Method::GET, &table.path(""))
        .await;
    if res.status() == 200 {
        let view: serde_json::Value = res.json().await.expect("a view");
        assert_eq!(view["version"], version_before);
    } else {
        problem(res, 503).await;
    }
    let (status, body) = table
        .post(0, "chat", json!({"body": "anyone there?"}))
        .await;
    assert_eq!(status, 503, "{body}");
    let health = app.get("/healthz").await;
    assert_eq!(health.status(), 503);
    let page = person.get("/").await;
    assert_eq!(page.0, 503, "a page for people: {}", page.1);
    assert!(page.1.contains("<html"), "{}", page.1);

    cluster.start("fabula").expect("the database starts again");
    let started = Instant::now();
    while app.get("/healthz").await.status() != 200 {
        assert!(
            started.elapsed() < Duration::from_secs(30),
            "the server finds its database again"
        );
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    // Every acknowledged move is there, and the game goes on to its end.
    assert_eq!(table.view(0).await.version, version_before);
    while table.one_move("after").await {
        moves += 1;
    }
    assert_eq!(table.view(1).await.status, Status::Finished);
    assert!(moves > 4);
    drop(app);
    cluster.stop().expect("clean stop");
    let _ = std::fs::remove_dir_all(&dir);
}

/// The server as its own process on `url`, listening on `port`.
fn server_process(url: &str, port: u16, data_dir: &std::path::Path) -> std::process::Child {
    std::process::Command::new(env!("CARGO_BIN_EXE_fabula"))
        .env("DATABASE_URL", url)
        .env("FABULA_BIND", format!("127.0.0.1:{port}"))
        .env("FABULA_PUBLIC_URL", format!("http://127.0.0.1:{port}"))
        .env("FABULA_DATA_DIR", data_dir)
        .env("FABULA_SWEEP_SECS", "0")
        .env("RUST_LOG", "warn")
        .stdout(std::process::Stdio::null())
        .spawn()
        .expect("the server binary starts")
}

pub(crate) async fn wait_healthy(address: &str) {
    let started = Instant::now();
    loop {
        let health = reqwest::get(format!("{address}/healthz")).await;
        if health.is_ok_and(|r| r.status() == 200) {
            return;
        }
        assert!(
            started.elapsed() < Duration::from_secs(60),
            "the server process answers /healthz"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

#[tokio::test]
async fn every_acknowledged_move_survives_a_kill_9_of_the_server() {
    let (dir, cluster, url) = own_cluster("kill");
    // The players sign up through an app in this process; the game is played against the
    // server binary, which is killed mid-game and started again.
    let app = TestApp::builder()
        .database(&url, dir.join("setup"))
        .spawn()
        .await;
    let body = json!({"ruleset": "2021", "first_storyteller": "host", "target_score": 10});
    let setup = app.start_table("kira", 4, body).await;
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .expect("a free port")
        .port();
    let address = format!("http://127.0.0.1:{port}");
    let table = setup.at(&address);
    let mut server = server_process(&url, port, &dir.join("app"));
    wait_healthy(&address).await;

    // Moves go on in a task of their own; each acknowledged one leaves the version it made.
    let (acks, mut acked) = tokio::sync::mpsc::unbounded_channel::<i64>();
    let player = table.at(&address);
    let playing = tokio::spawn(async move {
        loop {
            let Some(version) = player.one_move_acknowledged("before the kill").await else {
                return;
            };
            if acks.send(version).is_err() {
                return;
            }
        }
    });
    let mut last_acked = 0;
    for _ in 0..6 {
        last_acked = acked.recv().await.expect("a move acknowledged");
    }
    server.kill().expect("kill -9");
    server.wait().expect("the process ends");
    playing.abort();
    let _ = playing.await;
    while let Ok(version) = acked.try_recv() {
        last_acked = version;
    }

    let mut server = server_process(&url, port, &dir.join("app"));
    wait_healthy(&address).await;
    let version = table.view(0).await.version;
    assert!(
        version >= last_acked,
        "every acknowledged move is there: version {version}, acknowledged up to {last_acked}"
    );
    let mut moves = 0;
    while table.one_move("after the kill").await {
        moves += 1;
    }
    assert!(moves > 0);
    assert_eq!(table.view(1).await.status, Status::Finished);
    server.kill().expect("stop");
    let _ = server.wait();
    drop(app);
    cluster.stop().expect("clean stop");
    let _ = std::fs::remove_dir_all(&dir);
}
