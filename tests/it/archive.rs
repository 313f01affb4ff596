//! Finished tables are archived `FABULA_ARCHIVE_AFTER_DAYS` after their end: their history
//! reads the same, and the rows only a game in progress needs are gone.

use std::sync::Arc;

use chrono::{Duration, Utc};
use fabula::clock::ManualClock;
use reqwest::Method;
use serde_json::{json, Value};

use crate::helpers::{Person, Table, TestApp};

/// The rows of a table its history reads.
const KEPT: [&str; 7] = [
    "rounds",
    "round_points",
    "submissions",
    "votes",
    "table_events",
    "table_messages",
    "seats",
];

/// The history as its readers get it: the page, and the rounds through the API.
async fn history(person: &Person, table: &Table) -> (String, Value) {
    let page = person.page(&format!("/tables/{}/history", table.id)).await;
    let res = table.players[0]
        .send(Method::GET, &format!("/api/v1/tables/{}/rounds", table.id))
        .await;
    assert_eq!(res.status(), 200);
    (page, res.json().await.expect("rounds"))
}

#[tokio::test]
async fn an_archived_table_keeps_its_history_and_loses_the_rest() {
    let clock = Arc::new(ManualClock::new(Utc::now()));
    let app = TestApp::builder().clock(clock.clone()).spawn().await;
    let body = json!({"ruleset": "2021", "first_storyteller": "host", "target_score": 10});
    let finished = app.start_table("arc", 3, body.clone()).await;
    while finished.one_move("long ago").await {}
    let (status, _) = finished.post(1, "chat", json!({"body": "good game"})).await;
    assert_eq!(status, 201);
    let playing = app.start_table("now", 3, body).await;
    assert!(playing.one_move("still on").await);
    let count = |table: &Table, rows: &str| {
        app.count(&format!(
            "SELECT count(*) AS n FROM {rows} WHERE table_id = {}",
            table.id
        ))
    };
    assert!(count(&finished, "table_cards") > 0);
    assert!(count(&finished, "notices") > 0);
    let playing_cards = count(&playing, "table_cards");
    assert!(playing_cards > 0);

    // Not yet: the game ended less than 30 days ago.
    clock.advance(Duration::days(29));
    assert_eq!(fabula::play::archive::sweep(&app.state()).await.unwrap(), 0);
    assert!(count(&finished, "table_cards") > 0);

    clock.advance(Duration::days(2));
    let person = app.signed_in("arc1").await;
    let before = history(&person, &finished).await;
    let kept = KEPT.map(|rows| count(&finished, rows));
    assert_eq!(fabula::play::archive::sweep(&app.state()).await.unwrap(), 1);
    assert_eq!(
        fabula::play::archive::sweep(&app.state()).await.unwrap(),
        0,
        "once only"
    );

    let after = history(&person, &finished).await;
    assert_eq!(before.1, after.1, "the rounds read the same");
    // Not assert_eq: the page is long.
    assert!(before.0 == after.0, "the history page reads the same");
    assert!(before.0.contains("good game"), "the chat is kept");
    assert_eq!(count(&finished, "table_cards"), 0);
    assert_eq!(count(&finished, "notices"), 0);
    assert_eq!(
        app.count(&format!(
            "SELECT count(*) AS n FROM tables WHERE id = {} AND archived_at IS NOT NULL",
            finished.id
        )),
        1
    );
    let still = KEPT.map(|rows| count(&finished, rows));
    assert_eq!(kept, still, "the history's rows are all kept");
    // The table's own page still shows its end; a table still playing keeps everything.
    let view = finished.view(0).await;
    assert_eq!(view.status, crate::helpers::Status::Finished);
    assert!(view.hand().is_empty(), "no hands are kept");
    let page = person.page(&format!("/tables/{}", finished.id)).await;
    assert!(
        page.contains("The game is over"),
        "the table's page shows its end"
    );
    assert_eq!(count(&playing, "table_cards"), playing_cards);
}
