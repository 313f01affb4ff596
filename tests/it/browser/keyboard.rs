//! The cards by keyboard in a real browser: the arrow keys, Home and End move between the
//! cards of a hand and of the board, each group one stop of the Tab key; the card viewer, closed,
//! gives the focus back to the card it showed last; a move of two cards says "pick one more"
//! once one is ticked.

use serde_json::json;

use super::access::sign_in;
use super::accounts::register;
use super::{skipped, start_from_the_form, Browser};
use crate::helpers::TestApp;

const RIGHT: &str = "\u{E014}";
const LEFT: &str = "\u{E012}";
const DOWN: &str = "\u{E015}";
const HOME: &str = "\u{E011}";
const END: &str = "\u{E010}";
const ESCAPE: &str = "\u{E00C}";
const SPACE: &str = " ";

/// A script: whether `css` is what has the focus.
fn focused(css: &str) -> String {
    format!("return document.activeElement === document.querySelector(\"{css}\");")
}

/// The control `what` (`a.zoom`, `a.card`, `input`) of the `n`th card of the hand.
fn card(n: usize, what: &str) -> String {
    format!("#hand-list li:nth-child({n}) {what}")
}

/// Focuses `css` from a script, as the Tab key would reach it.
async fn focus(b: &Browser, css: &str) {
    b.execute(&format!(
        "document.querySelector(\"{css}\").focus(); return true;"
    ))
    .await;
    b.wait_until(&format!("{css} focused"), &focused(css)).await;
}

/// Presses `key` on what has the focus and waits for the focus to reach `css`.
async fn moves_to(b: &Browser, key: &str, css: &str) {
    b.keys(key).await;
    b.wait_until(&format!("the focus on {css}"), &focused(css))
        .await;
}

/// How many of the hand's `what` the Tab key stops at.
async fn tab_stops(b: &Browser, what: &str) -> serde_json::Value {
    b.execute(&format!(
        "return Array.prototype.filter.call(document.querySelectorAll('#hand-list {what}'), \
           function (e) {{ return e.tabIndex === 0; }}).length;"
    ))
    .await
}

#[tokio::test]
async fn arrow_keys_move_between_the_cards_and_the_viewer_gives_the_focus_back() {
    if skipped("arrow_keys_move_between_the_cards_and_the_viewer_gives_the_focus_back") {
        return;
    }
    let app = TestApp::spawn().await;
    let ana = Browser::open(&app.address).await;
    register(&ana, "ana", "Ana").await;
    let (table, _, _) = start_from_the_form(&app, &ana, &["leo", "rui"]).await;

    // The storyteller's hand: each card's button that opens it, one stop of the Tab key, and
    // the arrows, Home and End between them.
    ana.wait_for(&card(1, "a.zoom")).await;
    assert_eq!(tab_stops(&ana, "a.zoom").await, json!(1));
    focus(&ana, &card(1, "a.zoom")).await;
    moves_to(&ana, RIGHT, &card(2, "a.zoom")).await;
    moves_to(&ana, RIGHT, &card(3, "a.zoom")).await;
    moves_to(&ana, LEFT, &card(2, "a.zoom")).await;
    moves_to(&ana, END, &card(7, "a.zoom")).await;
    moves_to(&ana, HOME, &card(1, "a.zoom")).await;
    ana.keys(DOWN).await;
    ana.wait_until(
        "the focus a row (or a card) further",
        "var e = document.activeElement; return e.matches('#hand-list a.zoom') \
           && e !== document.querySelector('#hand-list li:nth-child(1) a.zoom');",
    )
    .await;
    assert_eq!(tab_stops(&ana, "a.zoom").await, json!(1), "still one stop");

    // The viewer opened on the second card, moved on to the fourth, and closed: the focus is
    // on the fourth card, the last one shown.
    ana.click(&card(2, "a.zoom")).await;
    ana.wait_until(
        "the second card's view",
        "return location.hash === '#see-hand-2';",
    )
    .await;
    ana.press("#see-hand-2 [data-close]", RIGHT).await;
    ana.wait_until("the third", "return location.hash === '#see-hand-3';")
        .await;
    ana.press("#see-hand-3 [data-close]", RIGHT).await;
    ana.wait_until("the fourth", "return location.hash === '#see-hand-4';")
        .await;
    ana.press("#see-hand-4 [data-close]", ESCAPE).await;
    ana.wait_until(
        "the view closed, the focus on the fourth card",
        &format!(
            "return document.querySelector('.viewer:target') === null && {}",
            focused(&card(4, "a.zoom")).trim_start_matches("return ")
        ),
    )
    .await;
    ana.screenshots("keyboard-after-viewer").await;

    // After the clue, the hand is a list of links: the same keys, and the same way back.
    ana.fill("#clue-form textarea[name=clue]", "Tides").await;
    ana.click(&card(1, "label")).await;
    ana.submit("#clue-form").await;
    ana.wait_for(&card(1, "a.card")).await;
    assert_eq!(tab_stops(&ana, "a.card").await, json!(1));
    focus(&ana, &card(1, "a.card")).await;
    moves_to(&ana, RIGHT, &card(2, "a.card")).await;
    moves_to(&ana, END, &card(6, "a.card")).await;
    ana.keys("\u{E007}").await;
    ana.wait_until(
        "the sixth card's view",
        "return location.hash === '#see-hand-6';",
    )
    .await;
    ana.press("#see-hand-6 [data-close]", LEFT).await;
    ana.wait_until("the fifth", "return location.hash === '#see-hand-5';")
        .await;
    ana.press("#see-hand-5 [data-close]", ESCAPE).await;
    ana.wait_until("back on the fifth card", &focused(&card(5, "a.card")))
        .await;

    // A move of two cards: boxes to tick, one stop of the Tab key, arrows between them, and
    // "pick one more" once one is ticked.
    let leo = Browser::open(&app.address).await;
    sign_in(&leo, "leo").await;
    leo.goto(&table).await;
    leo.wait_for("#pick-more").await;
    let hidden = leo
        .execute("return document.getElementById('pick-more').hidden;")
        .await;
    assert_eq!(hidden, json!(true), "nothing ticked yet");
    assert_eq!(tab_stops(&leo, "input[type=checkbox]").await, json!(1));
    focus(&leo, &card(1, "input")).await;
    moves_to(&leo, RIGHT, &card(2, "input")).await;
    moves_to(&leo, RIGHT, &card(3, "input")).await;
    leo.keys(SPACE).await;
    leo.wait_until(
        "the third card ticked, one more asked for",
        "return document.querySelector('#hand-list li:nth-child(3) input').checked \
           && !document.getElementById('pick-more').hidden;",
    )
    .await;
    assert!(leo.text().await.contains("One card chosen: pick one more"));
    leo.screenshots("keyboard-pick-one-more").await;
    moves_to(&leo, RIGHT, &card(4, "input")).await;
    leo.keys(SPACE).await;
    leo.wait_until(
        "two ticked, nothing more asked",
        "return document.getElementById('pick-more').hidden;",
    )
    .await;
    // The same sentence in the other languages, by a tap on a card.
    for (lang, words) in [("es", "Una carta elegida"), ("pt", "Uma carta escolhida")] {
        leo.goto(&format!("/lang/{lang}?next={table}")).await;
        leo.click(&card(2, "label")).await;
        leo.wait_until(
            "one more asked for",
            "return !document.getElementById('pick-more').hidden;",
        )
        .await;
        assert!(leo.text().await.contains(words), "{lang}");
        leo.screenshots(&format!("keyboard-pick-one-more-{lang}"))
            .await;
    }
    leo.click(&card(5, "label")).await;
    leo.wait_until(
        "two ticked",
        "return document.getElementById('pick-more').hidden;",
    )
    .await;
    leo.submit("#submit-form").await;
    assert!(!leo.has("#submit-form").await, "both played");
    leo.close().await;
    ana.close().await;
}
