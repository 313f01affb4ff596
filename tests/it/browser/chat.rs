//! The table's chat in a real browser, with and without JavaScript: nothing typed is lost.
//! Without JavaScript a waiting table page refreshes itself every 30 seconds, so its chat form
//! gives way to a link to the chat's own page, which does not refresh. With JavaScript the form
//! is on the table page, and a text not sent yet (typed, or given back with a refusal) keeps
//! the page from reloading when the table changes: a notice asks the reader to reload instead.

use serde_json::{json, Value};

use super::access::sign_in;
use super::{skipped, Browser};
use crate::helpers::TestApp;

const FORM: &str = "form.chat-form";
const BOX: &str = "form.chat-form textarea[name=body]";

/// Whether the page shows its chat form.
async fn form_shown(b: &Browser) -> bool {
    let display = b
        .execute("return getComputedStyle(document.querySelector('form.chat-form')).display;")
        .await;
    display != "none"
}

#[tokio::test]
async fn the_chat_keeps_what_is_typed_with_and_without_javascript() {
    if skipped("the_chat_keeps_what_is_typed_with_and_without_javascript") {
        return;
    }
    let app = TestApp::spawn().await;
    let body = json!({ "ruleset": "classic", "first_storyteller": "host" });
    let table = app.start_table("talk", 3, body).await;
    let page = format!("/tables/{}", table.id);
    let b = Browser::open(&app.address).await;
    sign_in(&b, "talk1").await;

    // Without JavaScript: talk1 waits for the clue, and his page refreshes itself. Its chat
    // form is hidden; a link leads to the chat's page, which does not refresh.
    b.scripts(false).await;
    b.goto(&page).await;
    // Its stylesheet for pages that refresh may come a moment after the page on a busy machine.
    b.wait_until(
        "no chat form on a refreshing page",
        "return getComputedStyle(document.querySelector('form.chat-form')).display === 'none';",
    )
    .await;
    b.execute("document.getElementById('chat').scrollIntoView();")
        .await;
    b.screenshots("chat-nojs-table").await;
    b.click(".chat-elsewhere a").await;
    b.wait_until(
        "the chat's page",
        &format!(
            "return location.pathname === '{page}/chat' && document.readyState === 'complete';"
        ),
    )
    .await;
    let refresh = b
        .execute("return document.querySelector('meta[http-equiv=refresh]') === null;")
        .await;
    assert_eq!(
        refresh,
        Value::Bool(true),
        "the chat's page does not refresh"
    );
    assert!(form_shown(&b).await);
    b.fill(BOX, "Typed slowly, without JavaScript").await;
    b.screenshots("chat-nojs-page").await;
    b.submit(FORM).await;
    assert_eq!(b.path().await, page, "back at the table");
    assert!(b.text().await.contains("Typed slowly, without JavaScript"));
    b.scripts(true).await;
    // axe runs as a script: the chat's page is checked with scripts on (it has none).
    b.goto(&format!("{page}/chat")).await;
    b.axe("the chat's own page").await;

    // With JavaScript the form is on the table page.
    b.goto(&page).await;
    assert!(form_shown(&b).await, "the chat form with JavaScript");
    // Messages come five in half a minute at most: one more is refused, and given back.
    let mut refused = false;
    for i in 0..6 {
        let (status, _) = table
            .post(1, "chat", json!({ "body": format!("quick {i}") }))
            .await;
        if status == 429 {
            refused = true;
            break;
        }
    }
    assert!(refused, "the rate limit is reached");
    b.goto(&page).await;
    b.fill(BOX, "One more thing").await;
    b.submit(FORM).await;
    assert!(b.text().await.contains("You are writing fast"));
    let kept = "return document.querySelector('form.chat-form textarea').value;";
    assert_eq!(b.execute(kept).await, Value::from("One more thing"));
    // The table moves on: the page does not reload over the text, it asks first.
    let (status, _) = table.play_clue(0, "Tides").await;
    assert_eq!(status, 200);
    b.wait_until(
        "the notice that the table changed",
        "return !document.getElementById('poll-notice').hidden;",
    )
    .await;
    assert_eq!(b.execute(kept).await, Value::from("One more thing"));
    b.execute("document.getElementById('chat').scrollIntoView();")
        .await;
    b.screenshots("chat-js-kept").await;
}
