//! Playing with uploaded decks: a deck too small refuses the start and says how many cards are
//! missing; a 2021 game on 90 uploaded pictures deals, shows and serves only those pictures.

use reqwest::Method;
use serde_json::{json, Value};

use crate::decks::{new_deck, png, upload_ok};
use crate::helpers::spawn_app;
use crate::play_api::{call, play_to_end, Table};

#[tokio::test]
async fn a_deck_too_small_refuses_the_start_and_says_how_many_cards_are_missing() {
    let app = spawn_app().await;
    let host = app.api_user("small_host").await;
    let deck = new_deck(&app, &host, "Twenty", false).await;
    let pictures: Vec<(String, Vec<u8>)> = (0..20).map(|i| (format!("p{i}.png"), png(i))).collect();
    let files: Vec<(&str, &[u8])> = pictures
        .iter()
        .map(|(n, b)| (n.as_str(), b.as_slice()))
        .collect();
    assert_eq!(upload_ok(&app, &host, deck, &files).await.len(), 20);

    let http = reqwest::Client::new();
    let (status, view) = call(
        &app,
        &http,
        &host,
        Method::POST,
        "/api/v1/tables",
        Some(json!({"ruleset": "classic", "deck": deck})),
    )
    .await;
    assert_eq!(status, 201, "{view}");
    assert_eq!(view["options"]["deck"], json!([deck]));
    let id = view["id"].as_i64().unwrap();
    let code = view["code"].as_str().unwrap().to_string();
    for name in ["small_a", "small_b"] {
        let token = app.api_user(name).await;
        let (status, _) = call(
            &app,
            &http,
            &token,
            Method::POST,
            &format!("/api/v1/tables/{id}/join"),
            Some(json!({"code": code})),
        )
        .await;
        assert_eq!(status, 200);
    }
    let (status, problem) = call(
        &app,
        &http,
        &host,
        Method::POST,
        &format!("/api/v1/tables/{id}/start"),
        None,
    )
    .await;
    assert_eq!(status, 422);
    assert_eq!(
        problem["detail"],
        "This deck has 20 cards; 3 players in classic need at least 26 (6 missing)."
    );
    let (_, view) = call(
        &app,
        &http,
        &host,
        Method::GET,
        &format!("/api/v1/tables/{id}"),
        None,
    )
    .await;
    assert_eq!(view["status"], "open", "nothing started");

    // Someone else's private deck cannot be chosen.
    let stranger = app.api_user("small_stranger").await;
    let (status, problem) = call(
        &app,
        &http,
        &stranger,
        Method::POST,
        "/api/v1/tables",
        Some(json!({"ruleset": "classic", "deck": deck})),
    )
    .await;
    assert_eq!(status, 422);
    assert!(problem["detail"]
        .as_str()
        .unwrap()
        .contains("not yours to play with"));
}

#[tokio::test]
async fn a_2021_game_plays_with_ninety_uploaded_pictures() {
    let app = spawn_app().await;
    let table_owner = app.api_user("photo_host").await;
    let deck = new_deck(&app, &table_owner, "Holiday photos", false).await;
    let pictures: Vec<(String, Vec<u8>)> = (0..90)
        .map(|i| (format!("photo{i}.png"), png(1000 + i)))
        .collect();
    let mut uploaded = Vec::new();
    for chunk in pictures.chunks(30) {
        let files: Vec<(&str, &[u8])> = chunk
            .iter()
            .map(|(n, b)| (n.as_str(), b.as_slice()))
            .collect();
        uploaded.extend(upload_ok(&app, &table_owner, deck, &files).await);
    }
    assert_eq!(uploaded.len(), 90);

    // The deck's owner creates the table; four friends play it.
    let table = Table::start_with_host(
        &app,
        table_owner,
        "photo",
        4,
        json!({"ruleset": "2021", "deck": deck, "first_storyteller": "host"}),
    )
    .await;
    let view = table.view(&app, 2).await;
    let hand: Vec<i64> = view["you"]["hand"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["id"].as_i64().unwrap())
        .collect();
    assert_eq!(hand.len(), 6);
    assert!(
        hand.iter().all(|c| uploaded.contains(c)),
        "only the deck's pictures are dealt"
    );
    // A player sees the picture of a card in their hand.
    let res = table
        .http
        .get(app.url(&format!("/cards/{}", hand[0])))
        .bearer_auth(&table.tokens[2])
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 200);
    assert_eq!(res.headers()["content-type"], "image/jpeg");

    let (last, rounds) = play_to_end(
        &app,
        &table,
        fabula::game::Ruleset::Edition2021,
        fabula::game::Options {
            first_storyteller: fabula::game::FirstStoryteller::Host,
            ..Default::default()
        },
        false,
    )
    .await;
    assert!(rounds > 3);
    let board: Vec<i64> = last["last_round"]["board"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["card"]["id"].as_i64().unwrap())
        .collect();
    assert!(board.iter().all(|c| uploaded.contains(c)));
    assert!(last["winners"].as_array().is_some_and(|w| !w.is_empty()));
    let _: &Value = &last;
}
