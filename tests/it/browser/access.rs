//! Accessibility, measured: axe-core finds nothing on any page, in every phase of a game, with
//! a card's full-screen view open, signed out and signed in. The person at the browser plays
//! seat 0; the others play through the API, and the browser reads each phase's page.

use serde_json::json;

use super::{skipped, Browser, SEEN};
use crate::helpers::{Table, TestApp, PASSWORD};

pub(super) async fn sign_in(b: &Browser, username: &str) {
    b.goto("/sign-in").await;
    b.fill("form[action='/sign-in'] [name=username]", username)
        .await;
    b.fill("form[action='/sign-in'] [name=password]", PASSWORD)
        .await;
    b.submit("form[action='/sign-in']").await;
    assert_eq!(b.path().await, "/", "{username} is signed in");
}

/// Opens `path` and runs axe on it.
async fn audit(b: &Browser, path: &str, what: &str) {
    b.goto(path).await;
    b.axe(what).await;
}

#[tokio::test]
async fn axe_finds_nothing_on_any_page_in_any_phase() {
    if skipped("axe_finds_nothing_on_any_page_in_any_phase") {
        return;
    }
    let app = TestApp::spawn().await;
    let b = Browser::open(&app.address).await;

    for path in [
        "/",
        "/register",
        "/sign-in",
        "/rules",
        "/rules/classic",
        "/rules/2021",
        "/rules/odyssey",
        "/rules/party",
        "/rules/teams",
        "/api",
        "/no-such-page",
    ] {
        audit(&b, path, path).await;
    }

    let host = app.api_user("acc0").await;
    sign_in(&b, "acc0").await;
    let lobby = host.create_table(json!({ "ruleset": "classic" })).await;
    // Two webhooks, one disabled, so that the settings page lists both kinds with their buttons.
    for url in ["https://93.184.216.34/up", "https://93.184.216.34/down"] {
        let (status, _) = host
            .post("/api/v1/me/webhooks", json!({ "url": url }))
            .await;
        assert_eq!(status, 201);
    }
    diesel::RunQueryDsl::execute(
        diesel::sql_query(
            "UPDATE webhooks SET disabled_at = now(), failures = 10, last_error = 'timeout'
              WHERE url LIKE '%/down'",
        ),
        &mut app.db(),
    )
    .unwrap();
    audit(
        &b,
        &format!("/tables/{}", lobby.id),
        "a table before the start",
    )
    .await;
    for path in [
        "/",
        "/settings/profile",
        "/settings/notifications",
        "/settings/away",
        "/settings/privacy",
        "/settings/blocks",
        "/settings/security",
        "/settings/developers",
        "/decks",
        "/decks/1",
    ] {
        audit(&b, path, path).await;
    }
    // The admin page, with an invite code and its forms.
    for sql in [
        "UPDATE accounts SET is_admin = true WHERE username = 'acc0'",
        "INSERT INTO invites (code, created_at, max_uses) VALUES ('ab23cd45ef', now(), 3)",
    ] {
        diesel::RunQueryDsl::execute(diesel::sql_query(sql), &mut app.db()).unwrap();
    }
    audit(&b, "/admin", "the admin page").await;

    let table: Table = app
        .start_table_hosted_by(host, "acc", 3, json!({ "ruleset": "classic" }))
        .await;
    let page = format!("/tables/{}", table.id);
    for (seat, words) in [(1, "Good luck!"), (0, "To you too.")] {
        let (status, _) = table.post(seat, "chat", json!({ "body": words })).await;
        assert_eq!(status, 201);
    }
    audit(&b, &page, "the clue form").await;
    b.click("#hand-list li:nth-child(1) a.zoom").await;
    b.wait_until(
        "a card's view",
        "return document.querySelector('.viewer:target') !== null;",
    )
    .await;
    b.axe("a card's full-screen view").await;

    let (status, _) = table.play_clue(1, "Tides").await;
    assert_eq!(status, 200);
    audit(&b, &page, "the cards to play").await;
    for seat in [0, 2] {
        let (status, _) = table.submit_first(seat, 2).await;
        assert_eq!(status, 200);
    }
    audit(&b, &page, "the vote").await;
    for seat in [0, 2] {
        let (status, _) = table.vote_for_another(seat).await;
        assert_eq!(status, 200);
    }
    audit(&b, &page, "the reveal, first").await;
    b.submit(SEEN).await;
    b.axe("the next round, the reveal folded").await;
    audit(&b, &format!("{page}/history"), "the history").await;

    while table.one_move("Quiet as snow").await {}
    audit(&b, &page, "the finished table").await;
    audit(&b, &format!("{page}/history"), "a finished table's history").await;
    audit(&b, "/", "the home page with a finished table").await;
}
