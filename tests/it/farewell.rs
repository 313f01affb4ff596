//! What a deleted account leaves behind: wherever a person reads a name, the player is "a
//! former player" in the reader's language (and in JSON, `former` with a `username` that still
//! tells seats apart); a deck a game being played uses stays with it until it ends, then goes
//! but for the pictures the finished game's rounds showed, which its storybook still holds.

use reqwest::Method;
use serde_json::{json, Value};

use crate::feeds::{new_feed, read_feed};
use crate::helpers::{as_files, pngs, Status, TestApp};

/// The text a person reads on a page: without its tags (and so without the values of hidden
/// fields and links).
fn shown_text(html: &str) -> String {
    let mut text = String::new();
    let mut in_tag = false;
    for c in html.chars() {
        match c {
            '<' => in_tag = true,
            '>' => {
                in_tag = false;
                text.push(' ');
            }
            c if !in_tag => text.push(c),
            _ => {}
        }
    }
    text
}

#[tokio::test]
async fn a_deleted_player_is_a_former_player_wherever_a_name_is_read() {
    let app = TestApp::spawn().await;
    // Four players; the host (seat 0) and seat 1 will leave the site.
    let options = json!({"ruleset": "2021", "first_storyteller": "host"});
    let table = app.start_table("gone", 4, options).await;
    let stayer = app.signed_in("gone2").await;
    let feed = new_feed(&stayer).await;
    while table.rounds(2).await.is_empty() {
        assert!(table.one_move("a first story").await);
    }
    let mut ids = Vec::new();
    for seat in [0, 1] {
        let (status, body) = table
            .post(
                seat,
                "chat",
                json!({"body": format!("bye from seat {seat}")}),
            )
            .await;
        assert!(status.is_success(), "{body}");
        ids.push(table.players[seat].me().await.id);
    }
    for seat in [0, 1] {
        table.players[seat].delete_account().await;
    }

    // Two players are too few: the game is over. In JSON each former player keeps a seat of
    // their own, told apart by `username`.
    let view = table.view(2).await;
    assert_eq!(view.status, Status::Finished);
    for (seat, id) in [0, 1].into_iter().zip(&ids) {
        let s = &view.seats[seat];
        assert_eq!(s.display_name, "a former player");
        assert!(s.former);
        assert_eq!(s.username, format!("former.{id}"));
    }
    assert!(!view.seats[2].former);
    assert_eq!(view.seats[2].display_name, "gone2");
    let (status, chat) = table.players[2]
        .get(&format!("/api/v1/tables/{}/chat", table.id))
        .await;
    assert_eq!(status, 200, "{chat}");
    let formers: Vec<&Value> = chat
        .as_array()
        .unwrap()
        .iter()
        .filter(|m| m["former"] == true)
        .collect();
    assert_eq!(formers.len(), 2, "{chat}");
    assert!(formers
        .iter()
        .all(|m| m["display_name"] == "a former player"));
    assert_ne!(formers[0]["username"], formers[1]["username"]);

    // Pages, in the reader's language: the table (with its chat), its history, its storybook,
    // the list of one's tables (the host left: "a former player's table").
    let pages = [
        format!("/tables/{}", table.id),
        format!("/tables/{}/history", table.id),
        format!("/tables/{}/storybook", table.id),
        "/".to_string(),
    ];
    for lang in fabula::i18n::Lang::ALL {
        let (code, words) = (lang.code(), lang.t("former_player"));
        let res = stayer
            .client
            .get(stayer.url(&format!("/lang/{code}")))
            .send()
            .await
            .unwrap();
        assert_eq!(res.status(), 303);
        for path in &pages {
            let text = shown_text(&stayer.page(path).await);
            assert!(text.contains(words), "{code} {path}: {text}");
            assert!(!text.contains("former."), "{code} {path}: {text}");
            // Nor their names as they were ("gone1 joined" in the history).
            for name in ["gone0", "gone1"] {
                assert!(!text.contains(name), "{code} {path}: {text}");
            }
        }
    }

    // The feed, in the language its reader last chose: English again.
    let res = stayer
        .client
        .get(stayer.url("/lang/en"))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 303);
    let (_, entries) = read_feed(&app, &feed).await;
    let said: String = entries
        .iter()
        .map(|e| format!("{} {}\n", e.title, e.content))
        .collect();
    assert!(said.contains("a former player"), "{said}");
    assert!(!said.contains("former."), "{said}");
}

/// How many cards of `deck` are left.
fn cards_of(app: &TestApp, deck: i64) -> i64 {
    app.count(&format!(
        "SELECT count(*) AS n FROM cards WHERE deck_id = {deck}"
    ))
}

#[tokio::test]
async fn a_deck_a_running_game_uses_goes_when_it_ends_but_for_what_its_story_shows() {
    let app = TestApp::spawn().await;
    let owner = app.api_user("deckgone0").await;
    let deck = owner.new_deck("Holiday", false).await;
    let uploaded = owner
        .upload_ok(deck, &as_files(&pngs("pic", 32, 300)))
        .await;
    assert_eq!(uploaded.len(), 32);
    let options = json!({"ruleset": "classic", "deck": deck, "first_storyteller": "host"});
    let table = app
        .start_table_hosted_by(owner, "deckgone", 4, options)
        .await;
    while table.rounds(2).await.is_empty() {
        assert!(table.one_move("a first story").await);
    }

    // The owner leaves the site: the game goes on with three, and keeps the whole deck.
    table.players[0].delete_account().await;
    assert_eq!(table.view(2).await.status, Status::Playing);
    assert_eq!(
        cards_of(&app, deck),
        32,
        "the game being played keeps the deck"
    );
    assert_eq!(
        app.count(&format!(
            "SELECT count(*) AS n FROM decks WHERE id = {deck} AND NOT public"
        )),
        1
    );
    let hand = table.view(2).await.hand();
    let res = table.players[2]
        .send(Method::GET, &format!("/cards/{}", hand[0]))
        .await;
    assert_eq!(res.status(), 200, "a player still sees their hand");

    // The game ends (two players are too few): only the pictures its rounds showed stay.
    let (status, body) = table.post(1, "resign", json!({})).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(table.view(2).await.status, Status::Finished);
    let shown = app.count(&format!(
        "SELECT count(DISTINCT s.card_id) AS n FROM submissions s
           JOIN rounds r ON r.table_id = s.table_id AND r.round = s.round
          WHERE s.table_id = {}",
        table.id
    ));
    assert!(shown >= 4, "a scored round showed a board of four");
    assert_eq!(cards_of(&app, deck), shown, "the other pictures went");
    assert_eq!(
        app.count(&format!(
            "SELECT count(*) AS n FROM table_cards WHERE table_id = {}",
            table.id
        )),
        0,
        "no left-over hand or pile holds a picture that went"
    );
    let res = table.players[2]
        .send(Method::GET, &format!("/cards/{}", hand[0]))
        .await;
    assert_eq!(res.status(), 404, "a picture of a hand went");

    // The finished game's story is whole: every picture its rounds showed is in the storybook.
    let reader = app.signed_in("deckgone2").await;
    let book = reader
        .page(&format!("/tables/{}/storybook", table.id))
        .await;
    assert!(
        book.matches("src=\"data:image/jpeg;base64,").count() as i64 >= shown,
        "every picture shown: {shown}"
    );
    assert!(!book.contains("class=\"hidden-pic\""), "no picture missing");
    let html = reader.page(&format!("/tables/{}/history", table.id)).await;
    assert!(html.contains("a former player"), "{html}");
}

#[tokio::test]
async fn a_deck_no_board_showed_goes_entirely_when_its_game_ends() {
    let app = TestApp::spawn().await;
    let owner = app.api_user("unshown0").await;
    let deck = owner.new_deck("Unshown", true).await;
    owner.upload_ok(deck, &as_files(&pngs("u", 28, 700))).await;
    let options = json!({"ruleset": "classic", "deck": deck});
    let table = app
        .start_table_hosted_by(owner, "unshown", 4, options)
        .await;

    // Before any round is told, the owner leaves, and then a second player resigns.
    table.players[0].delete_account().await;
    assert_eq!(cards_of(&app, deck), 28);
    let (status, body) = table.post(1, "resign", json!({})).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(table.view(2).await.status, Status::Finished);
    assert_eq!(cards_of(&app, deck), 0);
    assert_eq!(
        app.count(&format!(
            "SELECT count(*) AS n FROM decks WHERE id = {deck}"
        )),
        0,
        "the deck went"
    );
    // The finished table reads as before, without the deck.
    let view = table.view(2).await;
    assert!(view.options.deck.is_empty(), "{:?}", view.options.deck);
    let reader = app.signed_in("unshown3").await;
    reader.page(&format!("/tables/{}", table.id)).await;
    reader.page(&format!("/tables/{}/history", table.id)).await;
}
