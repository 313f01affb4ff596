//! The server outlives its database stopping and starting: meanwhile a clear 503, never a 500;
//! afterwards it carries on by itself, and every move it acknowledged is still there.

use std::time::{Duration, Instant};

use fabula::db::embedded::Cluster;
use serde_json::json;

use crate::helpers::{problem, Status, TestApp};

#[tokio::test]
async fn a_game_goes_on_after_its_database_stopped_and_started_again() {
    let dir = std::env::temp_dir().join(format!("fabula-faults-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let cluster = Cluster::new(&dir.join("pg"), None).expect("PostgreSQL server programs");
    let url = cluster
        .start("fabula")
        .expect("a cluster of the test's own");
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
