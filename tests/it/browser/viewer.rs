//! The full-screen card viewer in a real browser: a card of the hand opens as large as the
//! screen allows, the arrow keys and Escape move through the hand and close it, and "Choose this
//! card" ticks the card in the form. Then the same without JavaScript, where the views are
//! shown by their address alone and choosing goes through the server.

use serde_json::json;

use super::accounts::register;
use super::{skipped, start_from_the_form, Browser};
use crate::helpers::TestApp;

const CLUE: &str = "#clue-form";

/// Whether the view `anchor` is what the screen shows, over the whole window.
fn shown(anchor: &str) -> String {
    format!(
        "var v = document.getElementById('{anchor}'); \
         if (!v || location.hash !== '#{anchor}' || getComputedStyle(v).display === 'none') return false; \
         var r = v.getBoundingClientRect(); var img = v.querySelector('img').getBoundingClientRect(); \
         return r.width >= document.documentElement.clientWidth - 1 && r.height >= document.documentElement.clientHeight - 1 \
           && img.height > window.innerHeight * 0.6;"
    )
}

const NO_VIEW: &str = "return document.querySelector('.viewer:target') === null;";

#[tokio::test]
async fn a_card_opens_full_screen_and_is_chosen_there_with_and_without_javascript() {
    if skipped("a_card_opens_full_screen_and_is_chosen_there_with_and_without_javascript") {
        return;
    }
    let app = TestApp::spawn().await;
    let ana = Browser::open(&app.address).await;
    register(&ana, "ana", "Ana").await;
    let (table, _, _) = start_from_the_form(&app, &ana, &["leo", "rui"]).await;

    // Every card says what it shows, for those who cannot see it.
    let alt = ana
        .execute("return document.querySelector('#hand-list img').alt;")
        .await;
    let alt = alt.as_str().unwrap_or_default();
    assert!(alt.starts_with("Card 1: ") && alt.len() > 20, "{alt}");

    // The first card of the hand, full screen, by its button.
    ana.wait_for(&format!("{CLUE} #hand-list li a.zoom")).await;
    ana.click("#hand-list li:nth-child(1) a.zoom").await;
    ana.wait_until("the first card's view", &shown("see-hand-1"))
        .await;
    ana.screenshots("viewer").await;
    ana.wait_until("the view again", &shown("see-hand-1")).await;
    // The arrow keys move through the hand; Escape closes the view.
    let close = |n: u32| format!("#see-hand-{n} [data-close]");
    ana.press(&close(1), "\u{E014}").await;
    ana.wait_until("the second card", &shown("see-hand-2"))
        .await;
    ana.press(&close(2), "\u{E014}").await;
    ana.wait_until("the third card", &shown("see-hand-3")).await;
    ana.press(&close(3), "\u{E012}").await;
    ana.wait_until("back to the second", &shown("see-hand-2"))
        .await;
    ana.press(&close(2), "\u{E00C}").await;
    ana.wait_until("the view closed", NO_VIEW).await;

    // Chosen from its view: the card is ticked in the form, on the same page.
    ana.fill(&format!("{CLUE} textarea[name=clue]"), "Tides")
        .await;
    ana.execute("window.fabulaSamePage = true;").await;
    ana.click("#hand-list li:nth-child(3) a.zoom").await;
    ana.wait_until("the third card's view", &shown("see-hand-3"))
        .await;
    ana.click("#see-hand-3 button[data-pick]").await;
    ana.wait_until(
        "the third card ticked and the view closed",
        "return document.querySelector('#hand-list li:nth-child(3) input:checked') !== null \
           && document.querySelector('.viewer:target') === null;",
    )
    .await;
    let same = ana.execute("return window.fabulaSamePage === true;").await;
    assert_eq!(same, json!(true), "no new page");

    // Without JavaScript: the same views, by their addresses alone.
    ana.scripts(false).await;
    ana.goto(&table).await;
    ana.click("#hand-list li:nth-child(2) a.zoom").await;
    ana.wait_until("the second card's view", &shown("see-hand-2"))
        .await;
    ana.click("#see-hand-2 a[rel=next]").await;
    ana.wait_until("the third card's view", &shown("see-hand-3"))
        .await;
    ana.screenshots("viewer-nojs").await;
    ana.click("#see-hand-3 [data-close]").await;
    ana.wait_until("the view closed", NO_VIEW).await;
    // Choosing sends the form, which comes back with the card ticked and the clue kept.
    ana.fill(&format!("{CLUE} textarea[name=clue]"), "Tides, again")
        .await;
    ana.click("#hand-list li:nth-child(4) a.zoom").await;
    ana.wait_until("the fourth card's view", &shown("see-hand-4"))
        .await;
    ana.execute("window.fabulaPageBefore = true;").await;
    ana.click("#see-hand-4 button[name=pick]").await;
    ana.wait_until(
        "the form again, with the fourth card",
        "return !window.fabulaPageBefore && location.hash === '#play' \
           && document.querySelector('#hand-list li:nth-child(4) input:checked') !== null;",
    )
    .await;
    assert_eq!(
        ana.text_of(&format!("{CLUE} textarea[name=clue]")).await,
        "Tides, again"
    );
    ana.scripts(true).await;
}
