//! A long finished game's history on a phone: short to scroll, and light, each round's
//! pictures loaded only once the round is opened.

use fabula::game::{Options, Ruleset};
use serde_json::{json, Value};

use super::access::sign_in;
use super::{skipped, Browser};
use crate::helpers::TestApp;

/// The card pictures the page has fetched so far: how many, and their bytes.
const CARDS_LOADED: &str = "var cards = performance.getEntriesByType('resource')\
      .filter(function (e) { return e.name.indexOf('/cards/') >= 0; });\
    return [cards.length, cards.reduce(function (n, e) { return n + e.encodedBodySize; }, 0)];";

async fn cards_loaded(b: &Browser) -> (u64, u64) {
    match b.execute(CARDS_LOADED).await {
        Value::Array(a) => (a[0].as_u64().unwrap_or(0), a[1].as_u64().unwrap_or(0)),
        other => panic!("{other}"),
    }
}

/// Brings the open round into sight, as a reader scrolling down does, and waits for its
/// pictures; then goes on to the end of the page.
async fn scroll_through(b: &Browser) {
    b.execute("document.querySelector('section.reveal').scrollIntoView();")
        .await;
    b.wait_until(
        "the open round's pictures",
        "return Array.prototype.every.call(document.querySelectorAll('section.reveal img'), \
           function (i) { return i.complete; });",
    )
    .await;
    b.execute("window.scrollTo(0, document.documentElement.scrollHeight);")
        .await;
}

#[tokio::test]
async fn a_long_history_is_short_and_light_on_a_phone() {
    if skipped("a_long_history_is_short_and_light_on_a_phone") {
        return;
    }
    let app = TestApp::spawn().await;
    let body = json!({ "ruleset": "classic", "first_storyteller": "host" });
    let table = app.start_table("long", 3, body).await;
    let (_, rounds) = table
        .play_to_end(Ruleset::Classic, Options::default(), false)
        .await;
    let b = Browser::open(&app.address).await;
    sign_in(&b, "long1").await;
    let history = format!("/tables/{}/history", table.id);
    b.goto(&history).await;
    scroll_through(&b).await;
    let height = b
        .execute("return document.documentElement.scrollHeight;")
        .await
        .as_u64()
        .unwrap_or(0);
    let (pictures, bytes) = cards_loaded(&b).await;
    eprintln!(
        "{rounds} rounds: the history is {height} px tall at {} px wide, and loaded {pictures} \
         card pictures ({bytes} bytes)",
        b.execute("return window.innerWidth;").await
    );
    b.screenshot_whole_page("browser/history-long-400.png")
        .await;
    // Measured before the rounds and the log were folded: 21,180 px for 36 rounds.
    assert!(
        height < 250 * rounds as u64,
        "{height} px for {rounds} rounds"
    );
    // Only the open round's pictures: three players, five cards.
    assert_eq!(pictures, 5, "only the last round's pictures");

    // Opening a round shows its cards, and only then are they fetched.
    b.execute("window.scrollTo(0, 0);").await;
    b.click("#round-1 > summary").await;
    b.wait_until(
        "the first round's pictures",
        "var imgs = document.querySelectorAll('#round-1 img'); \
         return imgs.length === 5 && Array.prototype.every.call(imgs, function (i) { \
           return i.complete && i.naturalWidth > 0; });",
    )
    .await;
    let (after, _) = cards_loaded(&b).await;
    assert!(after > pictures, "{after} pictures once a round is opened");
    b.screenshot("browser/history-opened-400.png").await;
}
