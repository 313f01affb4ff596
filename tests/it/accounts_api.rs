//! Accounts, tokens and `/me` through the JSON API, and every bad input's answer.

use serde_json::{json, Value};

use reqwest::Method;

use crate::helpers::view::Me;
use crate::helpers::{problem, TestApp};

#[tokio::test]
async fn register_token_me_and_revoke() {
    let app = TestApp::spawn().await;
    let res = app
        .post_json(
            "/api/v1/accounts",
            &json!({"username": "Rosa", "password": "correct horse", "display_name": "Rosa M."}),
        )
        .await;
    assert_eq!(res.status(), 201);
    let account: Value = res.json().await.unwrap();
    assert_eq!(account["username"], "Rosa");
    assert_eq!(account["display_name"], "Rosa M.");
    assert!(account["id"].is_i64());
    assert!(account.get("password").is_none() && account.get("password_hash").is_none());

    // Sign-in names are matched without regard to case.
    let res = app
        .post_json(
            "/api/v1/tokens",
            &json!({"username": "rosa", "password": "correct horse", "name": "my bot"}),
        )
        .await;
    assert_eq!(res.status(), 201);
    let token: Value = res.json().await.unwrap();
    assert_eq!(token["name"], "my bot");
    let secret = token["token"].as_str().unwrap();
    assert!(secret.len() >= 43, "256 random bits");

    let me: Value = app
        .client
        .get(app.url("/api/v1/me"))
        .bearer_auth(secret)
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(me["id"], account["id"]);
    assert_eq!(me["username"], "Rosa");
    assert_eq!(me["display_name"], "Rosa M.");
    assert_eq!(me["tables"], json!([]));

    // The token is stored hashed, never as itself.
    let stored = {
        use diesel::prelude::*;
        use fabula::db::schema::api_tokens::dsl::*;
        api_tokens
            .select(token_hash)
            .load::<Vec<u8>>(&mut app.db())
            .unwrap()
    };
    assert_eq!(stored.len(), 1);
    assert_eq!(stored[0].len(), 32);
    assert!(!stored[0]
        .windows(8)
        .any(|w| secret.as_bytes().windows(8).any(|s| s == w)));

    let id = token["id"].as_i64().unwrap();
    let res = app
        .client
        .delete(app.url(&format!("/api/v1/tokens/{id}")))
        .bearer_auth(secret)
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 204);
    let res = app
        .client
        .get(app.url("/api/v1/me"))
        .bearer_auth(secret)
        .send()
        .await
        .unwrap();
    let detail = problem(res, 401).await;
    assert!(detail.contains("revoked"), "{detail}");
}

#[tokio::test]
async fn usernames_are_unique_without_regard_to_case() {
    let app = TestApp::spawn().await;
    app.api_user("Azul").await;
    for name in ["azul", "AZUL", "Azul"] {
        let res = app
            .post_json(
                "/api/v1/accounts",
                &json!({"username": name, "password": "another password"}),
            )
            .await;
        let detail = problem(res, 409).await;
        assert!(detail.contains("taken"), "{detail}");
    }
}

#[tokio::test]
async fn fields_against_the_rules_are_422() {
    let app = TestApp::spawn().await;
    let long_name = "a".repeat(33);
    let long_password = "p".repeat(257);
    let long_display = "d".repeat(51);
    let cases = [
        json!({"username": "ab", "password": "long enough"}),
        json!({"username": long_name, "password": "long enough"}),
        json!({"username": "no spaces", "password": "long enough"}),
        json!({"username": "ñandú", "password": "long enough"}),
        json!({"username": "verde", "password": "short"}),
        json!({"username": "verde", "password": long_password}),
        json!({"username": "verde", "password": "long enough", "display_name": long_display}),
    ];
    for case in cases {
        let res = app.post_json("/api/v1/accounts", &case).await;
        let detail = problem(res, 422).await;
        assert!(!detail.is_empty(), "{case}");
    }
    // Nothing was stored by any of them: the name is still free.
    app.api_user("verde").await;
}

#[tokio::test]
async fn malformed_and_oversized_bodies() {
    let app = TestApp::spawn().await;
    let send = |body: String, content_type: &'static str| {
        app.client
            .post(app.url("/api/v1/accounts"))
            .header("content-type", content_type)
            .body(body)
            .send()
    };
    let detail = problem(
        send("{\"username\": ".into(), "application/json")
            .await
            .unwrap(),
        400,
    )
    .await;
    assert!(detail.contains("JSON"), "{detail}");
    problem(
        send("[1, 2]".into(), "application/json").await.unwrap(),
        400,
    )
    .await;
    problem(
        send("{\"username\": \"x\"}".into(), "application/json")
            .await
            .unwrap(),
        400,
    )
    .await;
    problem(
        send("username=x".into(), "application/x-www-form-urlencoded")
            .await
            .unwrap(),
        415,
    )
    .await;
    let huge = format!(
        "{{\"username\": \"big\", \"password\": \"{}\"}}",
        "x".repeat(70 * 1024)
    );
    let detail = problem(send(huge, "application/json").await.unwrap(), 413).await;
    assert!(detail.contains("64 KiB"), "{detail}");
}

#[tokio::test]
async fn wrong_credentials_do_not_say_which_part_was_wrong() {
    let app = TestApp::spawn().await;
    app.api_user("morado").await;
    let wrong_password = app
        .post_json(
            "/api/v1/tokens",
            &json!({"username": "morado", "password": "not the password"}),
        )
        .await;
    let unknown_user = app
        .post_json(
            "/api/v1/tokens",
            &json!({"username": "nobody", "password": "correct horse"}),
        )
        .await;
    let a = problem(wrong_password, 401).await;
    let b = problem(unknown_user, 401).await;
    assert_eq!(a, b);
}

#[tokio::test]
async fn signed_out_and_bad_tokens_are_401() {
    let app = TestApp::spawn().await;
    problem(app.get("/api/v1/me").await, 401).await;
    problem(
        app.client
            .get(app.url("/api/v1/me"))
            .bearer_auth("fab_not-a-real-token")
            .send()
            .await
            .unwrap(),
        401,
    )
    .await;
    problem(
        app.client
            .get(app.url("/api/v1/me"))
            .header("authorization", "Basic dXNlcjpwYXNz")
            .send()
            .await
            .unwrap(),
        401,
    )
    .await;
}

#[tokio::test]
async fn tokens_of_others_and_unknown_tokens() {
    let app = TestApp::spawn().await;
    let amarillo = app.api_user("amarillo").await;
    let rojo = app.api_user("rojo").await;
    let me: Me = rojo.me().await;
    assert_eq!(me.username, "rojo");
    // Rojo's token has id 2; Amarillo may not revoke it.
    let res = amarillo.send(Method::DELETE, "/api/v1/tokens/2").await;
    problem(res, 403).await;
    let res = amarillo.send(Method::DELETE, "/api/v1/tokens/999").await;
    problem(res, 404).await;
    let res = amarillo
        .send(Method::DELETE, "/api/v1/tokens/not-a-number")
        .await;
    problem(res, 404).await;
    // Rojo's token still works.
    let res = rojo.send(Method::GET, "/api/v1/me").await;
    assert_eq!(res.status(), 200);
}

#[tokio::test]
async fn unknown_api_routes_are_problem_json() {
    let app = TestApp::spawn().await;
    problem(app.get("/api/v1/nothing-here").await, 404).await;
}

#[tokio::test]
async fn health_check_answers_when_the_database_does() {
    let app = TestApp::spawn().await;
    let res = app.get("/healthz").await;
    assert_eq!(res.status(), 200);
    assert_eq!(res.headers()["cache-control"], "no-store");
    let body: Value = res.json().await.expect("JSON");
    assert_eq!(body, json!({"status": "ok", "database": "ok"}));
    let res = app.get("/readyz").await;
    assert_eq!(res.status(), 200);
    let body: Value = res.json().await.expect("JSON");
    assert_eq!(body, json!({"status": "ready"}));
}
