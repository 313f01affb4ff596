//! What API.md promises of every body: each documented bound is enforced as written (one past
//! it is refused with 422, never stored), a key given twice is a 400, and codes (a table's
//! invite, an offered seat's, a registration invite) cannot be guessed by trying many.

use fabula::config::Registration;
use reqwest::{Method, StatusCode};
use serde_json::{json, Value};

use crate::helpers::{problem, TestApp, PASSWORD};

#[tokio::test]
async fn a_body_that_names_a_key_twice_is_refused() {
    let app = TestApp::spawn().await;
    let ana = app.api_user("ana").await;
    for (path, body) in [
        (
            "/api/v1/tables",
            r#"{"ruleset": "2021", "ruleset": "classic"}"#,
        ),
        (
            "/api/v1/tables",
            r#"{"ruleset": "2021", "deck": [3, 3], "name": "a", "name": "b"}"#,
        ),
        (
            "/api/v1/tokens",
            r#"{"username": "ana", "password": "x", "password": "y"}"#,
        ),
    ] {
        let res = ana
            .request(Method::POST, path)
            .header("Content-Type", "application/json")
            .body(body)
            .send()
            .await
            .unwrap();
        let detail = problem(res, 400).await;
        assert!(detail.contains("given twice"), "{path} {body}: {detail}");
    }
    assert_eq!(app.count("SELECT count(*) AS n FROM tables"), 0);
}

#[tokio::test]
async fn every_documented_bound_is_enforced_as_written() {
    let app = TestApp::spawn().await;
    let ana = app.api_user("ana").await;
    let long = |n: usize| "x".repeat(n);
    let twenty_one: Vec<i64> = (1..=21).collect();
    let five_thousand = vec![3; 5000];
    // (path, body, status): one past each bound API.md writes, and the bound itself.
    let decks_before = app.count("SELECT count(*) AS n FROM decks");
    let cases: Vec<(&str, Value, u16)> = vec![
        (
            "/api/v1/accounts",
            json!({"username": long(33), "password": PASSWORD}),
            422,
        ),
        (
            "/api/v1/accounts",
            json!({"username": "ab", "password": PASSWORD}),
            422,
        ),
        (
            "/api/v1/accounts",
            json!({"username": "bea", "password": long(257)}),
            422,
        ),
        (
            "/api/v1/accounts",
            json!({"username": "bea", "password": long(7)}),
            422,
        ),
        (
            "/api/v1/accounts",
            json!({"username": "bea", "password": PASSWORD, "display_name": long(51)}),
            422,
        ),
        (
            "/api/v1/tokens",
            json!({"username": "ana", "password": PASSWORD, "name": long(101)}),
            422,
        ),
        (
            "/api/v1/tables",
            json!({"ruleset": "2021", "name": long(61)}),
            422,
        ),
        (
            "/api/v1/tables",
            json!({"ruleset": "2021", "target_score": 101}),
            422,
        ),
        (
            "/api/v1/tables",
            json!({"ruleset": "2021", "target_score": 9}),
            422,
        ),
        (
            "/api/v1/tables",
            json!({"ruleset": "party", "rounds_per_player": 6}),
            422,
        ),
        (
            "/api/v1/tables",
            json!({"ruleset": "2021", "deck": twenty_one}),
            422,
        ),
        (
            "/api/v1/tables",
            json!({"ruleset": "2021", "deck": five_thousand}),
            422,
        ),
        (
            "/api/v1/tables",
            json!({"ruleset": "2021", "deck": []}),
            422,
        ),
        (
            "/api/v1/tables",
            json!({"ruleset": "2021", "move_time_limit_hours": 5}),
            422,
        ),
        ("/api/v1/decks", json!({"name": long(61)}), 422),
        ("/api/v1/decks", json!({"name": "  "}), 422),
        (
            "/api/v1/me/webhooks",
            json!({"url": format!("https://example.org/{}", long(490))}),
            422,
        ),
        // The bounds themselves are fine.
        (
            "/api/v1/tables",
            json!({"ruleset": "2021", "deck": vec![3; 20], "name": long(60), "target_score": 100}),
            201,
        ),
        ("/api/v1/decks", json!({"name": long(60)}), 201),
    ];
    for (path, body, status) in cases {
        let (got, answer) = ana.post(path, body.clone()).await;
        let shown = body.to_string();
        let shown = &shown[..shown.len().min(120)];
        assert_eq!(got.as_u16(), status, "{path} {shown}: {answer}");
    }
    assert_eq!(app.count("SELECT count(*) AS n FROM tables"), 1);
    assert_eq!(
        app.count("SELECT count(*) AS n FROM decks"),
        decks_before + 1
    );
    // The chat: 1–500 characters once trimmed.
    let table = app.start_table("chat", 3, json!({"ruleset": "2021"})).await;
    let (status, _) = table.post(0, "chat", json!({"body": long(501)})).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    let (status, _) = table.post(0, "chat", json!({"body": "   "})).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    let (status, _) = table.post(0, "chat", json!({"body": long(500)})).await;
    assert_eq!(status, StatusCode::CREATED);
}

/// Joins table `id` with `code` from `address` (as a trusted proxy names it).
async fn join_from(app: &TestApp, token: &str, id: i64, code: &str, address: &str) -> u16 {
    reqwest::Client::new()
        .post(app.url(&format!("/api/v1/tables/{id}/join")))
        .bearer_auth(token)
        .header("X-Forwarded-For", address)
        .json(&json!({"code": code}))
        .send()
        .await
        .unwrap()
        .status()
        .as_u16()
}

#[tokio::test]
async fn wrong_codes_are_counted_per_address_and_then_refused_for_a_while() {
    let app = TestApp::builder()
        .config(|c| c.code_address_limit = 3)
        .spawn()
        .await;
    let host = app.api_user("host").await;
    let (status, table) = host
        .post("/api/v1/tables", json!({"ruleset": "2021"}))
        .await;
    assert_eq!(status, 201);
    let (id, code) = (
        table["id"].as_i64().unwrap(),
        table["code"].as_str().unwrap().to_string(),
    );
    let guesser = app.api_user("guesser").await;
    for guess in ["aaaaaaaa", "bbbbbbbb", "cccccccc"] {
        assert_eq!(
            join_from(&app, &guesser.token, id, guess, "198.51.100.5").await,
            404
        );
    }
    // The address is refused now, even with the right code...
    assert_eq!(
        join_from(&app, &guesser.token, id, &code, "198.51.100.5").await,
        429
    );
    // ...and on the pages, where a code is a link.
    let res = reqwest::Client::new()
        .get(app.url(&format!("/t/{code}")))
        .header("X-Forwarded-For", "198.51.100.5")
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 429);
    assert!(res.headers().contains_key("retry-after"));
    assert!(res.text().await.unwrap().contains("Too many wrong codes"));
    // Another address is not held up.
    let friend = app.api_user("friend").await;
    assert_eq!(
        join_from(&app, &friend.token, id, &code, "192.0.2.8").await,
        200
    );
    // Guessed invite links on the pages count too.
    for n in 0..3 {
        let res = reqwest::Client::new()
            .get(app.url(&format!("/t/zzzzzzz{n}")))
            .header("X-Forwarded-For", "198.51.100.6")
            .send()
            .await
            .unwrap();
        assert_eq!(res.status(), 404);
    }
    let res = reqwest::Client::new()
        .get(app.url(&format!("/t/{code}")))
        .header("X-Forwarded-For", "198.51.100.6")
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 429);
}

#[tokio::test]
async fn wrong_registration_invites_are_counted_too() {
    let app = TestApp::builder()
        .config(|c| {
            c.registration = Registration::Invite;
            c.code_address_limit = 2;
        })
        .spawn()
        .await;
    let register = |invite: &'static str| {
        let app_url = app.url("/api/v1/accounts");
        async move {
            reqwest::Client::new()
                .post(app_url)
                .header("X-Forwarded-For", "198.51.100.9")
                .json(&json!({"username": "newcomer", "password": PASSWORD, "invite": invite}))
                .send()
                .await
                .unwrap()
        }
    };
    for _ in 0..2 {
        let res = register("nope").await;
        assert_ne!(res.status(), 201);
        assert_ne!(res.status(), 429);
    }
    problem(register("still-nope").await, 429).await;
}
