//! Blocking and reporting: a blocked person cannot join a table the blocker hosts or sits at
//! (refused in words that name nobody), their chat messages are hidden from the blocker only,
//! and reports of each kind are kept with their reason and reporter.

use reqwest::{Method, StatusCode};
use serde_json::{json, Value};

use crate::helpers::{has_form, location, png, ApiClient, TestApp};

/// `who` tries to join the open table `view` with its code: the status and the answer.
async fn try_join(who: &ApiClient, table: &Value) -> (StatusCode, Value) {
    let path = format!("/api/v1/tables/{}/join", table["id"]);
    who.post(&path, json!({"code": table["code"]})).await
}

async fn open_table(host: &ApiClient) -> Value {
    let (status, view) = host
        .post("/api/v1/tables", json!({"ruleset": "classic"}))
        .await;
    assert_eq!(status, 201, "{view}");
    view
}

#[tokio::test]
async fn a_blocked_player_cannot_join_the_blockers_tables_and_is_told_by_nobodys_name() {
    let app = TestApp::spawn().await;
    let rosalind = app.api_user("rosalind").await;
    let quentin = app.api_user("quentin").await;
    let mallory = app.api_user("mallory").await;
    let walter = app.api_user("walter").await;

    // Rosalind blocks Mallory (in any case); twice changes nothing.
    for name in ["mallory", "MALLORY"] {
        let (status, body) = rosalind
            .post("/api/v1/me/blocks", json!({"username": name}))
            .await;
        assert_eq!(status, 204, "{body}");
    }
    let (_, list) = rosalind.get("/api/v1/me/blocks").await;
    assert_eq!(list.as_array().unwrap().len(), 1, "{list}");
    assert_eq!(list[0]["username"], "mallory");

    // Refused at the table Rosalind hosts, and at Quentin's once Rosalind sits at it.
    let hosted = open_table(&rosalind).await;
    let sat_at = open_table(&quentin).await;
    let (status, _) = try_join(&rosalind, &sat_at).await;
    assert_eq!(status, 200);
    for table in [&hosted, &sat_at] {
        let (status, body) = try_join(&mallory, table).await;
        assert_eq!(status, 403, "{body}");
        let detail = body["detail"].as_str().unwrap();
        assert_eq!(detail, "You cannot join this table.");
        for name in ["rosalind", "Rosalind", "quentin", "Quentin"] {
            assert!(!detail.contains(name), "names nobody: {detail}");
        }
        // Nobody else is refused.
        let (status, body) = try_join(&walter, table).await;
        assert_eq!(status, 200, "{body}");
    }
    // Unblocked, Mallory joins; unblocking again finds nothing.
    let res = rosalind
        .send(Method::DELETE, "/api/v1/me/blocks/Mallory")
        .await;
    assert_eq!(res.status(), 204);
    let (status, body) = try_join(&mallory, &hosted).await;
    assert_eq!(status, 200, "{body}");
    let (status, body) = rosalind
        .call(Method::DELETE, "/api/v1/me/blocks/mallory", None)
        .await;
    assert_eq!(status, 404, "{body}");
    assert_eq!(body["detail"], "There is no player of this name.");

    // Nobody blocks themselves or someone who does not exist.
    let (status, body) = rosalind
        .post("/api/v1/me/blocks", json!({"username": "rosalind"}))
        .await;
    assert_eq!(status, 422, "{body}");
    assert_eq!(body["detail"], "You cannot block yourself.");
    let (status, _) = rosalind
        .post("/api/v1/me/blocks", json!({"username": "nobody-here"}))
        .await;
    assert_eq!(status, 404);
}

#[tokio::test]
async fn the_blocked_persons_messages_are_hidden_from_the_blocker_only() {
    let app = TestApp::spawn().await;
    let body = json!({"ruleset": "classic", "public": true, "first_storyteller": "host"});
    let table = app.start_table("hush", 3, body).await;
    let (status, body) = table.players[0]
        .post("/api/v1/me/blocks", json!({"username": "hush1"}))
        .await;
    assert_eq!(status, 204, "{body}");
    let (status, _) = table
        .post(1, "chat", json!({"body": "words of the blocked one"}))
        .await;
    assert_eq!(status, 201);
    let (status, _) = table
        .post(2, "chat", json!({"body": "words of a friend"}))
        .await;
    assert_eq!(status, 201);

    let bodies = |list: Value| -> Vec<String> {
        list.as_array()
            .unwrap()
            .iter()
            .map(|m| m["body"].as_str().unwrap().to_string())
            .collect()
    };
    let (_, blocker) = table.players[0].get(&table.path("chat")).await;
    assert_eq!(bodies(blocker), vec!["words of a friend"]);
    let (_, other) = table.players[2].get(&table.path("chat")).await;
    assert_eq!(
        bodies(other),
        vec!["words of the blocked one", "words of a friend"]
    );

    // The pages too: the chat page and the table page.
    let blocker = app.signed_in("hush0").await;
    let other = app.signed_in("hush2").await;
    for path in [
        format!("/tables/{}/chat", table.id),
        format!("/tables/{}", table.id),
    ] {
        let html = blocker.page(&path).await;
        assert!(html.contains("words of a friend"), "{path}");
        assert!(!html.contains("words of the blocked one"), "{path}");
        let html = other.page(&path).await;
        assert!(html.contains("words of the blocked one"), "{path}");
    }
}

#[tokio::test]
async fn a_report_of_each_kind_is_kept_with_its_reason_and_reporter() {
    let app = TestApp::spawn().await;
    let body = json!({"ruleset": "classic", "public": true, "first_storyteller": "host"});
    let table = app.start_table("rep", 3, body).await;
    let (_, list) = table
        .post(1, "chat", json!({"body": "something rude"}))
        .await;
    let message = list[0]["id"].as_i64().unwrap();
    let owner = &table.players[1];
    let deck = owner.new_deck("Shared pictures", true).await;
    let card = owner.upload_ok(deck, &[("a.png", &png(1))]).await[0];
    let private = owner.new_deck("Mine", false).await;

    let reporter = app.api_user("reporter").await;
    let reporter_id = reporter.me().await.id;
    for (kind, target) in [
        ("message", message),
        ("deck", deck),
        ("card", card),
        ("table_name", table.id),
    ] {
        let reason = format!("  a reason about the {kind}  ");
        let (status, body) = reporter
            .post(
                "/api/v1/reports",
                json!({"kind": kind, "target_id": target, "reason": reason}),
            )
            .await;
        assert_eq!(status, 201, "{kind}: {body}");
        assert_eq!(body["kind"], kind);
        assert_eq!(body["target_id"], target);
        let stored = app.count(&format!(
            "SELECT count(*) AS n FROM reports WHERE kind = '{kind}' AND target_id = {target} \
             AND reporter_id = {} AND reason = 'a reason about the {kind}' \
             AND closed_at IS NULL AND id = {}",
            reporter_id, body["id"]
        ));
        assert_eq!(stored, 1, "{kind}");
    }

    // Bad reports are refused, clearly, and nothing more is kept.
    let too_long = "x".repeat(501);
    for (report, status, detail) in [
        (
            json!({"kind": "person", "target_id": 1, "reason": "why"}),
            422,
            "A report is about a message, a deck, a card or a table name.",
        ),
        (
            json!({"kind": "message", "target_id": 999_999, "reason": "why"}),
            404,
            "There is nothing of this kind and number for you to report.",
        ),
        (
            json!({"kind": "table_name", "target_id": 999_999, "reason": "why"}),
            404,
            "There is nothing of this kind and number for you to report.",
        ),
        (
            json!({"kind": "deck", "target_id": private, "reason": "why"}),
            404,
            "There is nothing of this kind and number for you to report.",
        ),
        (
            json!({"kind": "deck", "target_id": deck, "reason": "   "}),
            422,
            "Say why you report it.",
        ),
        (
            json!({"kind": "deck", "target_id": deck, "reason": too_long}),
            422,
            "A reason has at most 500 characters.",
        ),
    ] {
        let (got, body) = reporter.post("/api/v1/reports", report.clone()).await;
        assert_eq!(got, status, "{report}: {body}");
        assert_eq!(body["detail"], detail, "{report}");
    }
    assert_eq!(app.count("SELECT count(*) AS n FROM reports"), 4);
}

#[tokio::test]
async fn the_settings_page_blocks_and_unblocks_and_pages_lead_to_a_report_form() {
    let app = TestApp::spawn().await;
    let body = json!({"ruleset": "classic", "public": true, "first_storyteller": "host"});
    let table = app.start_table("pg", 3, body).await;
    let (_, list) = table.post(1, "chat", json!({"body": "rude words"})).await;
    let message = list[0]["id"].as_i64().unwrap();
    let deck = table.players[1].new_deck("Open pictures", true).await;
    let card = table.players[1]
        .upload_ok(deck, &[("a.png", &png(1))])
        .await[0];

    // Blocking from the settings page, unknown names refused with the name kept.
    let ana = app.signed_in("pg0").await;
    assert!(ana
        .page("/settings/privacy")
        .await
        .contains("href=\"/settings/blocks\""));
    let res = ana
        .form(
            "/settings/blocks",
            "/settings/blocks",
            &[("username", "ghost")],
        )
        .await;
    assert_eq!(res.status(), 404);
    let html = res.text().await.unwrap();
    assert!(html.contains("There is no player of this name."), "{html}");
    assert!(html.contains("value=\"ghost\""));
    // The chat offers to block the writer of a message (here on the table's chat page), and
    // asks first.
    let chat = ana.page(&format!("/tables/{}/chat", table.id)).await;
    let ask = format!(
        "/settings/blocks/confirm?username=pg1&amp;table={}&#38;from=chat",
        table.id
    );
    assert!(chat.contains(&ask), "{chat}");
    // The settings page's own form blocks without a table to go back to.
    let res = ana
        .post(&chat, "/settings/blocks", &[("username", "pg1")])
        .await;
    assert_eq!(location(&res), "/settings/blocks?done=blocked");
    let html = ana.page("/settings/blocks?done=blocked").await;
    assert!(html.contains("The player is blocked."));
    assert!(has_form(&html, "/settings/blocks/pg1/remove"));
    let chat = ana.page(&format!("/tables/{}/chat", table.id)).await;
    assert!(!chat.contains("rude words"));
    let res = ana.post(&html, "/settings/blocks/pg1/remove", &[]).await;
    assert_eq!(location(&res), "/settings/blocks?done=unblocked");
    let html = ana.page("/settings/blocks").await;
    assert!(!has_form(&html, "/settings/blocks/pg1/remove"));
    assert!(html.contains("You have blocked nobody."));

    // Each kind has its link, and the form keeps the report.
    let chat = ana.page(&format!("/tables/{}/chat", table.id)).await;
    let message_form = format!("/report?kind=message&amp;target={message}");
    assert!(chat.contains(&message_form), "{chat}");
    let gallery = ana.page(&format!("/decks/{deck}")).await;
    assert!(gallery.contains(&format!("/report?kind=deck&amp;target={deck}")));
    assert!(gallery.contains(&format!("/report?kind=card&amp;target={card}")));
    // The table's name is reported by its players, never by its host, who named it.
    let name_form = format!("/report?kind=table_name&amp;target={}", table.id);
    let page = ana.page(&format!("/tables/{}", table.id)).await;
    assert!(
        !page.contains(&name_form),
        "the host reports no name of their own"
    );
    let player = app.signed_in("pg1").await;
    let page = player.page(&format!("/tables/{}", table.id)).await;
    assert!(page.contains(&name_form));

    let form_path = format!("/report?kind=message&target={message}");
    let target = message.to_string();
    let res = ana
        .form(
            &form_path,
            "/report",
            &[("kind", "message"), ("target", &target), ("reason", " ")],
        )
        .await;
    assert_eq!(res.status(), 422);
    assert!(res.text().await.unwrap().contains("Say why you report it."));
    let res = ana
        .form(
            &form_path,
            "/report",
            &[
                ("kind", "message"),
                ("target", &target),
                ("reason", "Insults"),
            ],
        )
        .await;
    // Back to the table's chat, which thanks once.
    assert_eq!(res.status(), 303);
    assert_eq!(location(&res), format!("/tables/{}#chat", table.id));
    assert!(ana
        .page(&format!("/tables/{}", table.id))
        .await
        .contains("Thank you: the moderators will read your report."));
    let kept = app.count(&format!(
        "SELECT count(*) AS n FROM reports r JOIN accounts a ON a.id = r.reporter_id \
         WHERE a.username = 'pg0' AND r.kind = 'message' AND r.target_id = {message} \
         AND r.reason = 'Insults'"
    ));
    assert_eq!(kept, 1);
    for kind in ["deck", "card", "table_name"] {
        ana.page(&format!("/report?kind={kind}&target=1")).await;
    }
}
