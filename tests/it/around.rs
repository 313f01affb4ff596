//! Around the table: the chat (forms and API, escaping, length, rate limit, who may read and
//! write), spectators seeing no hand, "play again" made once, and the host's extra time.

use std::sync::Arc;

use chrono::{DateTime, Duration, Utc};
use fabula::clock::ManualClock;
use reqwest::Method;
use serde_json::{json, Value};

use crate::helpers::{spawn_app, spawn_app_with_clock, TestApp};
use crate::play_api::{call, Table};
use crate::play_html::person;

async fn get(app: &TestApp, token: &str, path: &str) -> (reqwest::StatusCode, Value) {
    call(app, &reqwest::Client::new(), token, Method::GET, path, None).await
}

async fn post(app: &TestApp, token: &str, path: &str, body: Value) -> (u16, Value) {
    let (status, value) = call(
        app,
        &reqwest::Client::new(),
        token,
        Method::POST,
        path,
        Some(body),
    )
    .await;
    (status.as_u16(), value)
}

/// Every card id in the players' hands.
async fn hand_cards(app: &TestApp, table: &Table) -> Vec<i64> {
    let mut cards = Vec::new();
    for seat in 0..table.tokens.len() {
        let view = table.view(app, seat).await;
        for card in view["you"]["hand"].as_array().expect("hand") {
            cards.push(card["id"].as_i64().expect("id"));
        }
    }
    assert!(!cards.is_empty());
    cards
}

#[tokio::test]
async fn a_spectator_reads_and_writes_the_chat_of_a_public_table_escaped_and_sees_no_hand() {
    let app = spawn_app().await;
    let body = json!({"ruleset": "classic", "public": true, "first_storyteller": "host"});
    let table = Table::start(&app, "talk", 3, body).await;
    let chat = format!("/api/v1/tables/{}/chat", table.id);

    // A player says something through the API; it moves the table's version on.
    let before = table.view(&app, 0).await["version"].as_i64().unwrap();
    let (status, list) = table
        .post(
            &app,
            1,
            "chat",
            json!({"body": "  <script>alert(1)</script> & more  "}),
        )
        .await;
    assert_eq!(status, 201, "{list}");
    assert_eq!(list[0]["body"], "<script>alert(1)</script> & more");
    assert_eq!(list[0]["seat"], 1);
    assert_eq!(list[0]["username"], "talk1");
    let after = table.view(&app, 0).await["version"].as_i64().unwrap();
    assert!(after > before, "a message moves the version on");

    // A spectator signed in through the site reads it escaped, and writes through the form.
    let watcher = person(&app, "watcher").await;
    let page_path = format!("/tables/{}", table.id);
    let html = watcher.page(&app, &page_path).await;
    // askama writes the escapes as numeric entities (`&#60;` is `&lt;`).
    assert!(html.contains("&#60;script&#62;alert(1)&#60;/script&#62; &#38; more"));
    assert!(!html.contains("<script>alert(1)"));
    let res = watcher
        .post(
            &app,
            &html,
            &format!("/tables/{}/chat", table.id),
            &[("body", "Good luck, everyone")],
        )
        .await;
    assert_eq!(res.status(), 303);
    assert_eq!(
        res.headers()["location"],
        format!("/tables/{}#chat", table.id).as_str()
    );
    // A form without its token is refused.
    let res = watcher
        .client
        .post(app.url(&format!("/tables/{}/chat", table.id)))
        .form(&[("body", "no token")])
        .send()
        .await
        .unwrap();
    assert!(res.status().is_client_error());

    let html = watcher.page(&app, &page_path).await;
    assert!(html.contains("Good luck, everyone"));
    // The history keeps the chat.
    let history = watcher
        .page(&app, &format!("/tables/{}/history", table.id))
        .await;
    assert!(history.contains("Good luck, everyone"));
    assert!(history.contains("&#60;script&#62;"));

    // No card of any hand in the spectator's page or JSON, byte for byte.
    let cards = hand_cards(&app, &table).await;
    let spectator = app.api_user("peeker").await;
    let (status, view) = get(&app, &spectator, &format!("/api/v1/tables/{}", table.id)).await;
    assert_eq!(status, 200);
    assert!(view["you"].is_null());
    let raw_json = reqwest::Client::new()
        .get(app.url(&format!("/api/v1/tables/{}", table.id)))
        .bearer_auth(&spectator)
        .send()
        .await
        .unwrap()
        .bytes()
        .await
        .unwrap();
    let raw_json = String::from_utf8_lossy(&raw_json).to_string();
    let raw_page = watcher.page(&app, &page_path).await;
    for card in cards {
        let url = format!("/cards/{card}\"");
        assert!(
            !raw_json.contains(&url),
            "card {card} in the spectator's JSON"
        );
        assert!(
            !raw_page.contains(&url),
            "card {card} in the spectator's page"
        );
        // A card is always sent with its picture; a bare number could be any other id.
        assert!(!raw_json.contains(&format!("\"id\":{card},\"image\"")));
    }

    // The API spectator reads the chat and writes too, seat null.
    let (status, list) = post(&app, &spectator, &chat, json!({"body": "hello"})).await;
    assert_eq!(status, 201);
    let last = list.as_array().unwrap().last().unwrap().clone();
    assert_eq!(last["body"], "hello");
    assert!(last["seat"].is_null());
    let (status, list) = get(&app, &spectator, &chat).await;
    assert_eq!(status, 200);
    assert_eq!(list.as_array().unwrap().len(), 3);
}

#[tokio::test]
async fn chat_limits_length_and_rate_and_hides_private_tables() {
    let app = spawn_app().await;
    let table = Table::start(&app, "quiet", 3, json!({"ruleset": "classic"})).await;
    let chat = format!("/api/v1/tables/{}/chat", table.id);

    // 1–500 characters once trimmed (characters, not bytes).
    let (status, _) = table.post(&app, 0, "chat", json!({"body": "   "})).await;
    assert_eq!(status, 422);
    let (status, body) = table
        .post(&app, 0, "chat", json!({"body": "x".repeat(501)}))
        .await;
    assert_eq!(status, 422, "{body}");
    let (status, _) = table
        .post(&app, 0, "chat", json!({"body": "é".repeat(500)}))
        .await;
    assert_eq!(status, 201);
    let (status, _) = table.post(&app, 0, "chat", json!({"text": "hi"})).await;
    assert_eq!(status, 400);

    // Strangers see nothing of a private table's chat.
    let stranger = app.api_user("stranger").await;
    let (status, _) = get(&app, &stranger, &chat).await;
    assert_eq!(status, 404);
    let (status, _) = post(&app, &stranger, &chat, json!({"body": "hi"})).await;
    assert_eq!(status, 404);
    let (status, _) = get(&app, &stranger, "/api/v1/tables/999999/chat").await;
    assert_eq!(status, 404);

    // Five messages in 30 seconds, then 429 with Retry-After.
    for i in 0..5 {
        let (status, body) = table
            .post(&app, 1, "chat", json!({"body": format!("message {i}")}))
            .await;
        assert_eq!(status, 201, "{body}");
    }
    let res = reqwest::Client::new()
        .post(app.url(&chat))
        .bearer_auth(&table.tokens[1])
        .json(&json!({"body": "one more"}))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 429);
    let wait: u64 = res.headers()["retry-after"]
        .to_str()
        .unwrap()
        .parse()
        .unwrap();
    assert!((1..=30).contains(&wait), "Retry-After {wait}");
    // Others may still talk.
    let (status, _) = table.post(&app, 2, "chat", json!({"body": "me too"})).await;
    assert_eq!(status, 201);
}

#[tokio::test]
async fn play_again_makes_one_new_table_with_the_same_players_and_options() {
    let app = spawn_app().await;
    let options =
        json!({"ruleset": "classic", "move_time_limit_hours": 24, "one_finder_bonus": true});
    let table = Table::start(&app, "again", 3, options).await;
    let path = format!("/api/v1/tables/{}/rematch", table.id);

    let (status, _) = post(&app, &table.tokens[1], &path, json!({})).await;
    assert_eq!(status, 409, "not before the end");
    // One player resigns: too few players are left, the game ends.
    let (status, view) = table.post(&app, 2, "resign", json!({})).await;
    assert_eq!(status, 200);
    assert_eq!(view["status"], "finished");

    let stranger = app.api_user("outsider").await;
    let (status, _) = post(&app, &stranger, &path, json!({})).await;
    assert_eq!(status, 404);

    // Two players click at once: one new table.
    let (a, b) = tokio::join!(
        post(&app, &table.tokens[1], &path, json!({})),
        post(&app, &table.tokens[2], &path, json!({}))
    );
    assert_eq!(a.0, 200, "{}", a.1);
    assert_eq!(b.0, 200, "{}", b.1);
    let new_id = a.1["id"].as_i64().unwrap();
    assert_eq!(b.1["id"], new_id);
    assert_ne!(new_id, table.id);
    let (status, later) = post(&app, &table.tokens[0], &path, json!({})).await;
    assert_eq!(status, 200);
    assert_eq!(later["id"], new_id, "a later click finds the same table");

    // The new table: open, same seats in the same order, same options; the first to ask hosts.
    let new = &later;
    assert_eq!(new["status"], "open");
    assert_eq!(new["ruleset"], "classic");
    assert_eq!(new["options"]["move_time_limit_hours"], 24);
    assert_eq!(new["options"]["one_finder_bonus"], true);
    assert_eq!(new["options"]["public"], false);
    let names: Vec<&str> = new["seats"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["username"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["again0", "again1", "again2"]);
    let host = new["host"].as_u64().unwrap() as usize;
    assert!(host == 1 || host == 2);
    assert_eq!(table.view(&app, 0).await["rematch"], new_id);

    // The host starts it.
    let start = format!("/api/v1/tables/{new_id}/start");
    let (status, _) = post(&app, &table.tokens[0], &start, json!({})).await;
    assert_eq!(status, 403, "only the one who asked hosts");
    let (status, view) = post(&app, &table.tokens[host], &start, json!({})).await;
    assert_eq!(status, 200, "{view}");
    assert_eq!(view["status"], "playing");
}

#[tokio::test]
async fn the_host_gives_more_time_and_the_clock_waits_for_it() {
    let clock = Arc::new(ManualClock::new(Utc::now()));
    let app = spawn_app_with_clock(clock.clone()).await;
    let body = json!({"ruleset": "classic", "first_storyteller": "host", "move_time_limit_hours": 1, "public": true});
    let table = Table::start(&app, "slow", 3, body).await;
    let deadline = |v: &Value| {
        v["deadline"]
            .as_str()
            .unwrap()
            .parse::<DateTime<Utc>>()
            .unwrap()
    };
    let first = deadline(&table.view(&app, 0).await);

    let (status, _) = table.post(&app, 1, "extend", json!({"hours": 24})).await;
    assert_eq!(status, 403, "only the host");
    let (status, _) = table.post(&app, 0, "extend", json!({"hours": 0})).await;
    assert_eq!(status, 422);
    let (status, view) = table.post(&app, 0, "extend", json!({"hours": 24})).await;
    assert_eq!(status, 200, "{view}");
    assert_eq!(deadline(&view), first + Duration::hours(24));

    // Past the old deadline: the clock does nothing; past the new one, it acts.
    clock.advance(Duration::hours(2));
    assert_eq!(fabula::play::sweep(&app.state).await.unwrap(), 0);
    assert_eq!(table.view(&app, 0).await["storyteller"], 0);
    clock.advance(Duration::hours(24));
    assert_eq!(fabula::play::sweep(&app.state).await.unwrap(), 1);
    assert_eq!(table.view(&app, 0).await["storyteller"], 1);

    // The history says so; a spectator's page shows the deadline but no way to move it.
    let watcher = person(&app, "clockwatcher").await;
    let history = watcher
        .page(&app, &format!("/tables/{}/history", table.id))
        .await;
    assert!(
        history.contains("(the host) gave 24 more hours."),
        "{history}"
    );
    let page = watcher.page(&app, &format!("/tables/{}", table.id)).await;
    assert!(page.contains("The time limit holds for everyone"));
    assert!(!page.contains(&format!("action=\"/tables/{}/extend\"", table.id)));

    // No time limit: nothing to extend.
    let untimed = Table::start(
        &app,
        "untimed",
        3,
        json!({"ruleset": "classic", "move_time_limit_hours": 0}),
    )
    .await;
    let (status, _) = untimed.post(&app, 0, "extend", json!({"hours": 12})).await;
    assert_eq!(status, 409);
}
