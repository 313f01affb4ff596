//! Moderation: admins read the open reports with what they are about, hide a message, a
//! picture or a table's name (gone from pages, JSON and feeds, shown as removed by a
//! moderator), suspend accounts (their tokens and sessions stop at once, they are told why,
//! they resign at running tables) and close reports; every action is logged with who and why.

use std::sync::Arc;

use chrono::{Duration, Utc};
use fabula::clock::{Clock, ManualClock};
use reqwest::header::{ACCEPT_LANGUAGE, CONTENT_TYPE};
use reqwest::Method;
use serde_json::{json, Value};

use crate::calendar::new_secret;
use crate::commands::{fabula, run};
use crate::helpers::{has_form, location, png, ApiClient, TestApp, PASSWORD};

/// Makes `username` an admin, as whoever runs the server does.
pub fn grant(app: &TestApp, username: &str) {
    let (code, _, err) = run(fabula()
        .args(["admin", "grant", username])
        .env("DATABASE_URL", &app.db_url));
    assert_eq!(code, 0, "{err}");
}

/// Reports the thing of `kind` numbered `target`: the report's id.
async fn report(reporter: &ApiClient, kind: &str, target: i64, reason: &str) -> i64 {
    let (status, body) = reporter
        .post(
            "/api/v1/reports",
            json!({"kind": kind, "target_id": target, "reason": reason}),
        )
        .await;
    assert_eq!(status, 201, "{body}");
    body["id"].as_i64().unwrap()
}

#[tokio::test]
async fn hidden_messages_pictures_and_names_are_gone_from_pages_json_and_feeds() {
    let app = TestApp::spawn().await;
    let options = json!({"ruleset": "classic", "public": true, "first_storyteller": "host",
                         "move_time_limit_hours": 24, "name": "Rude table name"});
    let table = app.start_table("mod", 3, options).await;
    let (_, list) = table.post(1, "chat", json!({"body": "hello all"})).await;
    let hello = list[0]["id"].as_i64().unwrap();
    let (_, list) = table
        .post(1, "chat", json!({"body": "some rude words"}))
        .await;
    let rude = list[1]["id"].as_i64().unwrap();
    let owner = &table.players[1];
    let deck = owner.new_deck("Shared pictures", true).await;
    let card = owner.upload_ok(deck, &[("a.png", &png(1))]).await[0];
    let card_path = format!("/cards/{card}");
    let res = app.get(&card_path).await;
    assert_eq!(res.headers()[CONTENT_TYPE], "image/jpeg");

    let reporter = app.api_user("reporter").await;
    let on_message = report(&reporter, "message", rude, "Insults").await;
    let on_card = report(&reporter, "card", card, "Not for children").await;
    let on_name = report(&reporter, "table_name", table.id, "A slur").await;
    let moda = app.api_user("moda").await;
    grant(&app, "moda");

    // The reports, oldest first, each with what it is about.
    let (status, reports) = moda.get("/api/v1/admin/reports").await;
    assert_eq!(status, 200, "{reports}");
    let reports = reports.as_array().unwrap().clone();
    let ids: Vec<i64> = reports.iter().map(|r| r["id"].as_i64().unwrap()).collect();
    assert_eq!(ids, vec![on_message, on_card, on_name]);
    let about = &reports[0]["about"];
    assert_eq!(about["kind"], "message", "{about}");
    assert_eq!(about["author"], "mod1");
    assert_eq!(about["message"]["body"], "some rude words");
    assert_eq!(about["table_name"], "Rude table name");
    let context: Vec<i64> = about["context"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["id"].as_i64().unwrap())
        .collect();
    assert_eq!(context, vec![hello, rude], "the message before it too");
    assert_eq!(reports[0]["reporter"], "reporter");
    assert_eq!(reports[0]["reason"], "Insults");
    assert_eq!(reports[1]["about"]["image"], card_path.as_str());
    assert_eq!(reports[1]["about"]["owner"], "mod1");
    assert_eq!(reports[1]["about"]["removed"], false);
    assert_eq!(reports[2]["about"]["host"], "mod0");

    // The reports page shows the same, with a form for each.
    let admin = app.signed_in("moda").await;
    let html = admin.page("/admin/reports").await;
    for text in [
        "some rude words",
        "hello all",
        "Insults",
        "Not for children",
        "A slur",
    ] {
        assert!(html.contains(text), "{text}: {html}");
    }
    assert!(html.contains(&format!("src=\"{card_path}\"")), "{html}");
    for id in [on_message, on_card, on_name] {
        assert!(has_form(&html, &format!("/admin/reports/{id}")), "{id}");
    }
    let overview = admin.page("/admin").await;
    assert!(overview.contains("Open reports: 3"), "{overview}");

    // What a player's calendar says before: the table's name.
    let teller = app.signed_in("mod0").await;
    let (_, calendar) = new_secret(&teller).await;
    let ics = app.get(&calendar).await.text().await.unwrap();
    assert!(ics.contains("Rude table name"), "{ics}");

    // A refused form says why beside its report, and does nothing.
    let form = format!("/admin/reports/{on_message}");
    let res = admin
        .post(
            &html,
            &form,
            &[("action", "hide"), ("reason", "  "), ("close", "on")],
        )
        .await;
    assert_eq!(res.status(), 422);
    let refused = res.text().await.unwrap();
    assert!(
        refused.contains(&format!(
            "id=\"report-{on_message}-error\">Say why: the reason is kept"
        )),
        "{refused}"
    );
    let res = admin
        .post(&html, &form, &[("action", "private"), ("reason", "why")])
        .await;
    assert_eq!(res.status(), 422, "a message has no deck to make private");

    // The message, through the page's form, which closes its report too.
    let res = admin
        .post(
            &html,
            &form,
            &[
                ("action", "hide"),
                ("reason", "Insults, clearly"),
                ("close", "on"),
            ],
        )
        .await;
    assert_eq!(location(&res), "/admin/reports?done=closed");
    // The picture and the name through the API; their reports closed with their own call.
    for (path, report_id) in [
        (format!("/api/v1/admin/cards/{card}/hide"), on_card),
        (
            format!("/api/v1/admin/tables/{}/remove-name", table.id),
            on_name,
        ),
    ] {
        let (status, body) = moda
            .post(
                &path,
                json!({"reason": "Against the rules", "report_id": report_id}),
            )
            .await;
        assert_eq!(status, 204, "{path}: {body}");
        let close = format!("/api/v1/admin/reports/{report_id}/close");
        let (status, body) = moda.post(&close, json!({"reason": "Dealt with"})).await;
        assert_eq!(status, 204, "{body}");
        let (status, body) = moda.post(&close, json!({"reason": "Again"})).await;
        assert_eq!(status, 404, "closed already: {body}");
    }
    let (_, open) = moda.get("/api/v1/admin/reports").await;
    assert_eq!(open, json!([]));
    let (_, closed) = moda.get("/api/v1/admin/reports?closed=true").await;
    assert_eq!(closed.as_array().unwrap().len(), 3, "{closed}");

    // The message: its words are gone for everyone, in the JSON and on the pages.
    for player in &table.players {
        let (_, chat) = player.get(&table.path("chat")).await;
        assert_eq!(chat[0]["body"], "hello all");
        assert_eq!(chat[0]["removed"], false);
        assert_eq!(chat[1]["id"], rude);
        assert_eq!(chat[1]["body"], "");
        assert_eq!(chat[1]["removed"], true);
        let view = player.get(&table.path("")).await.1;
        assert!(view["name"].is_null(), "the name is gone: {view}");
        assert!(!view.to_string().contains("Rude table name"));
    }
    let player = app.signed_in("mod2").await;
    for path in [
        format!("/tables/{}", table.id),
        format!("/tables/{}/chat", table.id),
        format!("/tables/{}/history", table.id),
    ] {
        let html = player.page(&path).await;
        assert!(!html.contains("some rude words"), "{path}");
        assert!(!html.contains("Rude table name"), "{path}");
        assert!(html.contains("hello all"), "{path}");
        if !path.ends_with("history") {
            assert!(html.contains("Removed by a moderator"), "{path}: {html}");
        }
    }
    // The calendar names the table after its host now.
    let ics = app.get(&calendar).await.text().await.unwrap();
    assert!(!ics.contains("Rude table name"), "{ics}");

    // The picture: wherever it is shown, its address serves "removed by a moderator", in the
    // reader's language, and browsers ask again each time.
    let res = app.get(&card_path).await;
    assert_eq!(res.status(), 200);
    assert_eq!(res.headers()[CONTENT_TYPE], "image/svg+xml");
    assert_eq!(res.headers()["cache-control"], "no-cache");
    assert!(res.text().await.unwrap().contains("Removed by a moderator"));
    let res = app
        .client
        .get(app.url(&card_path))
        .header(ACCEPT_LANGUAGE, "es")
        .send()
        .await
        .unwrap();
    assert!(res
        .text()
        .await
        .unwrap()
        .contains("Eliminado por un moderador"));
    let (_, reports) = moda.get("/api/v1/admin/reports?closed=true").await;
    let card_report = reports
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["id"] == on_card)
        .unwrap();
    assert_eq!(card_report["about"]["removed"], true);

    // Every action logged, with who, why and the report.
    let logged = |action: &str, reason: &str, report_id: i64| {
        app.count(&format!(
            "SELECT count(*) AS n FROM admin_actions x JOIN accounts a ON a.id = x.admin_id \
             WHERE a.username = 'moda' AND x.action = '{action}' AND x.reason = '{reason}' \
             AND x.report_id = {report_id}"
        ))
    };
    assert_eq!(logged("message_hidden", "Insults, clearly", on_message), 1);
    assert_eq!(logged("report_closed", "Insults, clearly", on_message), 1);
    assert_eq!(logged("picture_hidden", "Against the rules", on_card), 1);
    assert_eq!(
        logged("table_name_removed", "Against the rules", on_name),
        1
    );
    assert_eq!(logged("report_closed", "Dealt with", on_name), 1);
    let (_, actions) = moda.get("/api/v1/admin/actions").await;
    assert_eq!(actions.as_array().unwrap().len(), 6, "{actions}");
    assert_eq!(actions[0]["action"], "report_closed", "newest first");
    let log = admin.page("/admin/log").await;
    assert!(log.contains("Insults, clearly") && log.contains("picture_hidden"));

    // Shown again: the words come back.
    let (status, _) = moda
        .post(
            &format!("/api/v1/admin/messages/{rude}/restore"),
            json!({"reason": "A mistake"}),
        )
        .await;
    assert_eq!(status, 204);
    let (_, chat) = table.players[2].get(&table.path("chat")).await;
    assert_eq!(chat[1]["body"], "some rude words");
    assert_eq!(chat[1]["removed"], false);
    let (status, _) = moda
        .post(
            &format!("/api/v1/admin/cards/{card}/restore"),
            json!({"reason": "A mistake"}),
        )
        .await;
    assert_eq!(status, 204);
    let res = app.get(&card_path).await;
    assert_eq!(res.headers()[CONTENT_TYPE], "image/jpeg");

    // Nothing there, or nothing to act on: clear refusals.
    for (path, status) in [
        ("/api/v1/admin/messages/999999/hide", 404),
        ("/api/v1/admin/cards/999999/hide", 404),
        ("/api/v1/admin/cards/5/hide", 404),
        ("/api/v1/admin/tables/999999/remove-name", 404),
        ("/api/v1/admin/decks/999999/make-private", 404),
        ("/api/v1/admin/decks/1/make-private", 422),
        ("/api/v1/admin/reports/999999/close", 404),
    ] {
        let (got, body) = moda.post(path, json!({"reason": "why"})).await;
        assert_eq!(got, status, "{path}: {body}");
        assert!(body["detail"].is_string(), "{body}");
    }
    let too_long = "x".repeat(501);
    for body in [
        json!({"reason": " "}),
        json!({"reason": too_long}),
        json!({}),
    ] {
        let path = format!("/api/v1/admin/messages/{rude}/hide");
        let (got, answer) = moda.post(&path, body.clone()).await;
        assert_eq!(got, 422, "{body}: {answer}");
    }
}

#[tokio::test]
async fn a_public_deck_made_private_is_seen_only_by_its_owner_and_its_tables() {
    let app = TestApp::spawn().await;
    let owner = app.api_user("owner").await;
    let deck = owner.new_deck("Everyone's", true).await;
    let card = owner.upload_ok(deck, &[("a.png", &png(2))]).await[0];
    let reporter = app.api_user("reporter").await;
    let on_deck = report(&reporter, "deck", deck, "Stolen pictures").await;
    let (status, _) = reporter.get(&format!("/api/v1/decks/{deck}")).await;
    assert_eq!(status, 200, "public");

    let moda = app.api_user("moda").await;
    grant(&app, "moda");
    let admin = app.signed_in("moda").await;
    let html = admin.page("/admin/reports").await;
    assert!(html.contains("The deck is public."), "{html}");
    let res = admin
        .post(
            &html,
            &format!("/admin/reports/{on_deck}"),
            &[("action", "private"), ("reason", "Not theirs to share")],
        )
        .await;
    assert_eq!(location(&res), "/admin/reports?done=acted", "not closed");
    let html = admin.page("/admin/reports?done=acted").await;
    assert!(html.contains("The deck is private."), "{html}");

    let (status, _) = reporter.get(&format!("/api/v1/decks/{deck}")).await;
    assert_eq!(status, 404, "private now");
    assert_eq!(app.get(&format!("/cards/{card}")).await.status(), 404);
    let (status, _) = owner.get(&format!("/api/v1/decks/{deck}")).await;
    assert_eq!(status, 200, "still its owner's");
    assert_eq!(
        app.count(&format!(
            "SELECT count(*) AS n FROM admin_actions WHERE action = 'deck_made_private' \
             AND reason = 'Not theirs to share' AND report_id = {on_deck}"
        )),
        1
    );
    let (_, open) = moda.get("/api/v1/admin/reports").await;
    assert_eq!(open[0]["about"]["public"], false);
}

#[tokio::test]
async fn a_suspension_stops_tokens_and_sessions_at_once_says_why_and_resigns_at_tables() {
    let clock = Arc::new(ManualClock::new(Utc::now()));
    let app = TestApp::builder().clock(clock.clone()).spawn().await;
    let body = json!({"ruleset": "classic", "first_storyteller": "host"});
    let table = app.start_table("sus", 4, body).await;
    let mallory = &table.players[1];
    let (status, _) = mallory.get("/api/v1/me").await;
    assert_eq!(status, 200, "the token works, and is remembered");
    let (status, _) = mallory.get(&table.path("")).await;
    assert_eq!(status, 200);
    let browser = app.signed_in("sus1").await;
    browser.page("/settings/profile").await;
    let moda = app.api_user("moda").await;
    grant(&app, "moda");

    let until = clock.now() + Duration::days(7);
    let path = "/api/v1/admin/suspensions/SUS1";
    let (status, body) = moda
        .call(
            Method::PUT,
            path,
            Some(json!({"until": until, "reason": "Spam in every chat"})),
        )
        .await;
    assert_eq!(status, 204, "{body}");

    // The token answers 403 with the reason, at once, also where a poll costs nothing.
    for path in ["/api/v1/me".to_string(), table.path("")] {
        let (status, body) = mallory.get(&path).await;
        assert_eq!(status, 403, "{path}: {body}");
        let detail = body["detail"].as_str().unwrap();
        assert!(detail.contains("Spam in every chat"), "{detail}");
        assert!(detail.contains("until"), "{detail}");
    }
    // The browser's session ended: the settings lead to the sign-in page.
    let res = browser
        .client
        .get(browser.url("/settings/profile"))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 303);
    assert!(location(&res).starts_with("/sign-in"), "{}", location(&res));
    // Signing in is refused with why, but only to whoever knows the password.
    let visitor = app.visitor();
    let res = visitor
        .form(
            "/sign-in",
            "/sign-in",
            &[("username", "sus1"), ("password", PASSWORD)],
        )
        .await;
    assert_eq!(res.status(), 403);
    let html = res.text().await.unwrap();
    assert!(html.contains("Spam in every chat"), "{html}");
    let res = visitor
        .form(
            "/sign-in",
            "/sign-in",
            &[("username", "sus1"), ("password", "wrong one!")],
        )
        .await;
    assert_eq!(res.status(), 401);
    assert!(!res.text().await.unwrap().contains("Spam"));
    let res = app
        .post_json(
            "/api/v1/tokens",
            &json!({"username": "sus1", "password": PASSWORD}),
        )
        .await;
    assert_eq!(res.status(), 403);
    let problem: Value = res.json().await.unwrap();
    assert!(problem["detail"].as_str().unwrap().contains("Spam"));

    // At the running table the seat resigned; the game goes on without it.
    let view = table.view(0).await;
    assert!(view.seats[1].resigned, "resigned");
    assert!(!view.seats[0].resigned);
    let (_, list) = moda.get("/api/v1/admin/suspensions").await;
    assert_eq!(list[0]["username"], "sus1", "{list}");
    assert_eq!(list[0]["reason"], "Spam in every chat");
    let admin = app.signed_in("moda").await;
    let page = admin.page("/admin/accounts").await;
    assert!(page.contains("Spam in every chat"), "{page}");
    assert!(has_form(&page, "/admin/accounts/sus1/lift"));

    // A week later the suspension has run out: the same token works again.
    clock.advance(Duration::days(8));
    let (status, _) = mallory.get("/api/v1/me").await;
    assert_eq!(status, 200, "the suspension ran out");

    // For good, through the page; then lifted.
    let res = admin
        .form(
            "/admin/accounts",
            "/admin/accounts/suspend",
            &[
                ("username", "sus1"),
                ("days", "forever"),
                ("reason", "Again"),
            ],
        )
        .await;
    assert_eq!(location(&res), "/admin/accounts?done=suspended");
    let (status, body) = mallory.get("/api/v1/me").await;
    assert_eq!(status, 403);
    assert!(
        body["detail"].as_str().unwrap().contains("for good"),
        "{body}"
    );
    let page = admin.page("/admin/accounts?done=suspended").await;
    let res = admin
        .post(
            &page,
            "/admin/accounts/sus1/lift",
            &[("reason", "Apologised")],
        )
        .await;
    assert_eq!(location(&res), "/admin/accounts?done=lifted");
    let (status, _) = mallory.get("/api/v1/me").await;
    assert_eq!(status, 200, "lifted");
    app.signed_in("sus1").await;

    // Refusals, each with why, and nothing changed.
    let me = "/api/v1/admin/suspensions/moda";
    let other_admin = app.api_user("modb").await;
    grant(&app, "modb");
    for (path, body, status) in [
        (me, json!({"reason": "why"}), 422),
        (
            "/api/v1/admin/suspensions/modb",
            json!({"reason": "why"}),
            422,
        ),
        (
            "/api/v1/admin/suspensions/ghost",
            json!({"reason": "why"}),
            404,
        ),
        (path, json!({"reason": "  "}), 422),
        (
            path,
            json!({"reason": "why", "until": "2000-01-01T00:00:00Z"}),
            422,
        ),
    ] {
        let (got, answer) = moda.call(Method::PUT, path, Some(body.clone())).await;
        assert_eq!(got, status, "{path} {body}: {answer}");
    }
    let (status, _) = other_admin.get("/api/v1/me").await;
    assert_eq!(status, 200);
    let (status, body) = moda
        .post(
            "/api/v1/admin/suspensions/sus1/lift",
            json!({"reason": "why"}),
        )
        .await;
    assert_eq!(status, 422, "not suspended: {body}");
    let res = admin
        .form(
            "/admin/accounts",
            "/admin/accounts/suspend",
            &[("username", "ghost"), ("days", "7"), ("reason", "why")],
        )
        .await;
    assert_eq!(res.status(), 404);
    let html = res.text().await.unwrap();
    assert!(
        html.contains("There is no account with that username."),
        "{html}"
    );
    assert!(html.contains("value=\"ghost\""), "the form keeps it");
    let res = admin
        .form(
            "/admin/accounts",
            "/admin/accounts/suspend",
            &[("username", "sus1"), ("days", "12"), ("reason", "why")],
        )
        .await;
    assert_eq!(res.status(), 422);
    let (status, _) = mallory.get("/api/v1/me").await;
    assert_eq!(status, 200, "still not suspended");
    assert_eq!(
        app.count(
            "SELECT count(*) AS n FROM admin_actions WHERE action IN \
             ('account_suspended', 'suspension_lifted')"
        ),
        3
    );
}

#[tokio::test]
async fn only_admins_reach_the_moderation_pages() {
    let app = TestApp::spawn().await;
    let ana = app.person("ana").await;
    for path in ["/admin/reports", "/admin/accounts", "/admin/log"] {
        let res = app.get(path).await;
        assert_eq!(res.status(), 303, "{path}: nobody signed in");
        assert_eq!(
            res.headers()["location"],
            format!("/sign-in?next={path}").as_str()
        );
        let (status, _) = ana.get(path).await;
        assert_eq!(status, 403, "{path}: not an admin");
    }
    let html = ana.page("/").await;
    for (action, fields) in [
        (
            "/admin/reports/1",
            vec![("action", "close"), ("reason", "x")],
        ),
        (
            "/admin/accounts/suspend",
            vec![("username", "ana"), ("days", "7"), ("reason", "x")],
        ),
        ("/admin/accounts/ana/lift", vec![("reason", "x")]),
    ] {
        let res = ana.post(&html, action, &fields).await;
        assert_eq!(res.status(), 403, "{action}");
    }
    grant(&app, "ana");
    for path in ["/admin/reports", "/admin/accounts", "/admin/log"] {
        let html = ana.page(path).await;
        assert!(html.contains("href=\"/admin/reports\""), "{path}");
    }
    let html = ana.page("/admin/reports").await;
    assert!(html.contains("There are no open reports."), "{html}");
    let res = ana
        .post(
            &html,
            "/admin/reports/999",
            &[("action", "close"), ("reason", "x")],
        )
        .await;
    assert_eq!(res.status(), 404);
}
