//! Playing with uploaded decks: a deck too small refuses the start and says how many cards are
//! missing; a 2021 game on 90 uploaded pictures deals, shows and serves only those pictures.

use fabula::game::{FirstStoryteller, Options, Ruleset};
use reqwest::Method;
use serde_json::json;

use crate::helpers::{as_files, pngs, Status, TestApp};

#[tokio::test]
async fn a_deck_too_small_refuses_the_start_and_says_how_many_cards_are_missing() {
    let app = TestApp::spawn().await;
    let host = app.api_user("small_host").await;
    let deck = host.new_deck("Twenty", false).await;
    let pictures = pngs("p", 20, 0);
    assert_eq!(host.upload_ok(deck, &as_files(&pictures)).await.len(), 20);

    let view = host
        .create_table(json!({"ruleset": "classic", "deck": deck}))
        .await;
    assert_eq!(view.options.deck, [deck]);
    for name in ["small_a", "small_b"] {
        app.api_user(name).await.join(&view).await;
    }
    let (status, problem) = host.try_start(view.id).await;
    assert_eq!(status, 422);
    assert_eq!(
        problem["detail"],
        "This deck has 20 cards; 3 players in classic need at least 26 (6 missing)."
    );
    let view = host.table(view.id).await;
    assert_eq!(view.status, Status::Open, "nothing started");

    // Someone else's private deck cannot be chosen.
    let stranger = app.api_user("small_stranger").await;
    let (status, problem) = stranger
        .post(
            "/api/v1/tables",
            json!({"ruleset": "classic", "deck": deck}),
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
    let app = TestApp::spawn().await;
    let table_owner = app.api_user("photo_host").await;
    let deck = table_owner.new_deck("Holiday photos", false).await;
    let pictures = pngs("photo", 90, 1000);
    let mut uploaded = Vec::new();
    for chunk in pictures.chunks(30) {
        uploaded.extend(table_owner.upload_ok(deck, &as_files(chunk)).await);
    }
    assert_eq!(uploaded.len(), 90);

    // The deck's owner creates the table; four friends play it.
    let table = app
        .start_table_hosted_by(
            table_owner,
            "photo",
            4,
            json!({"ruleset": "2021", "deck": deck, "first_storyteller": "host"}),
        )
        .await;
    let hand = table.view(2).await.hand();
    assert_eq!(hand.len(), 6);
    assert!(
        hand.iter().all(|c| uploaded.contains(c)),
        "only the deck's pictures are dealt"
    );
    // A player sees the picture of a card in their hand.
    let res = table.players[2]
        .send(Method::GET, &format!("/cards/{}", hand[0]))
        .await;
    assert_eq!(res.status(), 200);
    assert_eq!(res.headers()["content-type"], "image/jpeg");

    let (last, rounds) = table
        .play_to_end(
            Ruleset::Edition2021,
            Options {
                first_storyteller: FirstStoryteller::Host,
                ..Default::default()
            },
            false,
        )
        .await;
    assert!(rounds > 3);
    let board: Vec<i64> = last
        .last_round
        .expect("the last round")
        .board
        .iter()
        .map(|c| c.card.id)
        .collect();
    assert!(board.iter().all(|c| uploaded.contains(c)));
    assert!(last.winners.is_some_and(|w| !w.is_empty()));
}
