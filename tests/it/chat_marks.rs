//! New chat messages are hard to miss: an unread mark on the home page's list of tables, at the
//! top of the table page and in `GET /api/v1/me`, gone once the chat is read; a `chat` notice
//! once until then, which the feed tells and the daily digest lists. Reporting and blocking
//! from the chat keep their place: the report form shows the message and goes back to the
//! table, "Block" asks first and goes back, and a line says how many messages it hides.

use serde_json::{json, Value};

use crate::feeds::{new_feed, read_feed};
use crate::helpers::mail::SmtpSink;
use crate::helpers::{location, ApiClient, Table, TestApp};
use crate::mail::{mail_app, subscribe};

/// The `unread_chat` of table `id` in `GET /api/v1/me`.
async fn unread_of(who: &ApiClient, id: i64) -> i64 {
    let (status, me) = who.get("/api/v1/me").await;
    assert_eq!(status, 200, "{me}");
    let tables = me["tables"].as_array().unwrap();
    let table: &Value = tables.iter().find(|t| t["id"] == id).unwrap();
    table["unread_chat"].as_i64().unwrap()
}

async fn say(table: &Table, seat: usize, body: &str) -> Value {
    let (status, list) = table.post(seat, "chat", json!({ "body": body })).await;
    assert_eq!(status, 201, "{list}");
    list
}

/// How many `chat` notices the account of `username` has.
fn chat_notices(app: &TestApp, username: &str) -> i64 {
    app.count(&format!(
        "SELECT count(*) AS n FROM notices n JOIN accounts a ON a.id = n.account_id \
         WHERE n.kind = 'chat' AND a.username = '{username}'"
    ))
}

#[tokio::test]
async fn unread_messages_are_marked_on_the_home_page_the_table_and_the_api_until_read() {
    let app = TestApp::spawn().await;
    let body = json!({"ruleset": "classic", "first_storyteller": "host"});
    let table = app.start_table("mark", 3, body).await;
    let page = format!("/tables/{}", table.id);
    let ana = app.signed_in("mark0").await;

    // Nothing written yet: no mark anywhere.
    assert_eq!(unread_of(&table.players[0], table.id).await, 0);
    assert!(!ana.page("/").await.contains("line-chat"));
    assert!(!ana.page(&page).await.contains("chat-unread"));

    say(&table, 1, "Hello there").await;
    say(&table, 1, "Anyone?").await;
    say(&table, 2, "Here!").await;
    assert_eq!(unread_of(&table.players[0], table.id).await, 3);
    // The writer's own messages are never new to them.
    assert_eq!(unread_of(&table.players[1], table.id).await, 1);
    assert_eq!(unread_of(&table.players[2], table.id).await, 0);

    let home = ana.page("/").await;
    assert!(home.contains("3 new messages in the chat"), "{home}");
    // The table page says so at its top, and marks the new messages; reading it marks them
    // read, without moving the table's version (pollers see nothing change).
    let version = table.view(0).await.version;
    let html = ana.page(&page).await;
    let top = html
        .find("class=\"chat-unread\"")
        .expect("the mark at the top");
    assert!(top < html.find("id=\"chat\"").unwrap(), "above the chat");
    assert!(
        html.contains("<a href=\"#chat\">3 new messages in the chat</a>"),
        "{html}"
    );
    assert_eq!(html.matches("class=\" new\"").count(), 3, "{html}");
    assert_eq!(table.view(0).await.version, version);
    assert_eq!(unread_of(&table.players[0], table.id).await, 0);
    let again = ana.page(&page).await;
    assert!(!again.contains("chat-unread"));
    assert!(!again.contains("class=\" new\""));
    assert!(!ana.page("/").await.contains("line-chat"));

    // One message: singular.
    say(&table, 2, "One more").await;
    assert!(ana.page("/").await.contains("1 new message in the chat"));
    assert!(ana.page(&page).await.contains("1 new message in the chat"));

    // Writing marks the chat read for the writer; reading it through the API too.
    say(&table, 1, "Replying").await;
    assert_eq!(unread_of(&table.players[1], table.id).await, 0);
    assert_eq!(unread_of(&table.players[2], table.id).await, 1);
    let (status, _) = table.players[2].get(&table.path("chat")).await;
    assert_eq!(status, 200);
    assert_eq!(unread_of(&table.players[2], table.id).await, 0);

    // The messages of someone blocked are never new.
    let (status, _) = table.players[0]
        .post("/api/v1/me/blocks", json!({"username": "mark2"}))
        .await;
    assert_eq!(status, 204);
    ana.page(&page).await;
    say(&table, 2, "You cannot read this").await;
    assert_eq!(unread_of(&table.players[0], table.id).await, 0);
    assert_eq!(unread_of(&table.players[1], table.id).await, 1);
}

#[tokio::test]
async fn a_chat_notice_comes_once_until_read_and_the_feed_tells_it() {
    let app = TestApp::spawn().await;
    let body = json!({"ruleset": "classic", "first_storyteller": "host"});
    let table = app.start_table("told", 3, body).await;
    let page = format!("/tables/{}", table.id);
    let ana = app.signed_in("told0").await;
    let feed = new_feed(&ana).await;

    for text in ["Good luck, all", "second", "third"] {
        say(&table, 1, text).await;
    }
    assert_eq!(chat_notices(&app, "told0"), 1, "once until read");
    assert_eq!(chat_notices(&app, "told2"), 1);
    assert_eq!(chat_notices(&app, "told1"), 0, "never the writer");

    let (_, entries) = read_feed(&app, &feed).await;
    let entry = entries
        .iter()
        .find(|e| e.title == "New messages at told0's table")
        .unwrap_or_else(|| panic!("{:?}", entries.iter().map(|e| &e.title).collect::<Vec<_>>()));
    assert!(
        entry.content.starts_with("told1 wrote: Good luck, all"),
        "{}",
        entry.content
    );

    // Read, then a new message: told again; the other player, not having read, is not.
    ana.page(&page).await;
    say(&table, 1, "fourth").await;
    assert_eq!(chat_notices(&app, "told0"), 2);
    assert_eq!(chat_notices(&app, "told2"), 1);

    // Nobody is told of the messages of someone they blocked.
    let (status, _) = table.players[2]
        .post("/api/v1/me/blocks", json!({"username": "told0"}))
        .await;
    assert_eq!(status, 204);
    table.players[2].get(&table.path("chat")).await;
    say(&table, 0, "from the host").await;
    assert_eq!(chat_notices(&app, "told2"), 1);
    assert_eq!(chat_notices(&app, "told1"), 1);
}

#[tokio::test]
async fn the_daily_digest_lists_the_tables_with_unread_messages() {
    let sink = SmtpSink::start();
    let app = mail_app(&sink).await;
    let body = json!({"ruleset": "classic", "first_storyteller": "host"});
    // At `awaits` seat 0 gives the clue; at `talks` seat 0 is not awaited.
    let awaits = app.start_table("dig", 3, body.clone()).await;
    let [ana, bo, cy] = [0, 1, 2].map(|i| awaits.players[i].clone());
    let view = bo.create_table(body).await;
    ana.join(&view).await;
    cy.join(&view).await;
    bo.start(view.id).await;
    let talks = Table {
        id: view.id,
        players: vec![ana, bo, cy],
    };
    let (_, email) = subscribe(&app, &sink, "dig0", "daily").await;
    say(&awaits, 1, "Take your time").await;
    say(&talks, 2, "Nice clue").await;
    say(&talks, 2, "Really").await;

    assert_eq!(app.send_mail().await, 1);
    let mail = sink.to(&email).pop().unwrap();
    let text = mail.text.replace("\r\n", "\n");
    assert!(text.contains("These tables wait for your move:"), "{text}");
    assert!(text.contains("· 1 new message in the chat"), "{text}");
    let chats = text.find("New messages in the chat:").expect(&text);
    let listed = &text[chats..];
    assert!(
        listed.contains("dig1's table: 2 new messages in the chat"),
        "{text}"
    );
    assert!(listed.contains(&format!("{}/tables/{}", app.public_url, talks.id)));
}

#[tokio::test]
async fn the_report_form_shows_the_message_and_goes_back_to_the_table() {
    let app = TestApp::spawn().await;
    let body = json!({"ruleset": "classic", "public": true, "first_storyteller": "host"});
    let table = app.start_table("ctx", 3, body).await;
    let list = say(&table, 1, "Something <b>rude</b>").await;
    let message = list[0]["id"].as_i64().unwrap();
    let page = format!("/tables/{}", table.id);
    let ana = app.signed_in("ctx0").await;

    let form = format!("/report?kind=message&target={message}");
    let html = ana.page(&form).await;
    assert!(
        html.contains("Something &#60;b&#62;rude&#60;/b&#62;"),
        "{html}"
    );
    assert!(html.contains("<bdi>ctx1</bdi>"), "{html}");
    assert!(
        html.contains(&format!("href=\"{page}#chat\"")),
        "a way back: {html}"
    );
    let target = message.to_string();
    let fields = [
        ("kind", "message"),
        ("target", target.as_str()),
        ("reason", "Insults"),
    ];
    let res = ana.post(&html, "/report", &fields).await;
    assert_eq!(res.status(), 303);
    assert_eq!(location(&res), format!("{page}#chat"));
    let back = ana.page(&page).await;
    assert!(back.contains("Thank you: the moderators will read your report."));
    assert!(!ana.page(&page).await.contains("Thank you"), "said once");
    // Again: the report made before, and back again.
    let res = ana.post(&html, "/report", &fields).await;
    assert_eq!(location(&res), format!("{page}#chat"));
    assert!(ana.page(&page).await.contains("You reported this already"));

    // A table's name is reported from its page, and back there.
    let player = app.signed_in("ctx1").await;
    let id = table.id.to_string();
    let res = player
        .form(
            &format!("/report?kind=table_name&target={id}"),
            "/report",
            &[
                ("kind", "table_name"),
                ("target", &id),
                ("reason", "Rude name"),
            ],
        )
        .await;
    assert_eq!(location(&res), page);

    // Someone who may not see the table sees no message: the form, and a 404 when sent.
    let outsider_table = app
        .start_table(
            "priv",
            3,
            json!({"ruleset": "classic", "first_storyteller": "host"}),
        )
        .await;
    let (_, list) = outsider_table
        .post(1, "chat", json!({"body": "private words"}))
        .await;
    let private = list[0]["id"].as_i64().unwrap();
    let html = ana
        .page(&format!("/report?kind=message&target={private}"))
        .await;
    assert!(!html.contains("private words"));
}

#[tokio::test]
async fn block_asks_first_stays_on_the_page_and_leaves_a_line_in_the_chat() {
    let app = TestApp::spawn().await;
    let body = json!({"ruleset": "classic", "public": true, "first_storyteller": "host"});
    let table = app.start_table("blk", 3, body).await;
    say(&table, 1, "first words").await;
    say(&table, 2, "in between").await;
    say(&table, 1, "second words").await;
    let page = format!("/tables/{}", table.id);
    let ana = app.signed_in("blk0").await;

    // The chat's "Block" is a link to a question, not a form that blocks at once.
    let html = ana.page(&page).await;
    let confirm = format!(
        "/settings/blocks/confirm?username=blk1&amp;table={}",
        table.id
    );
    assert!(html.contains(&confirm), "{html}");
    let question = ana
        .page(&format!(
            "/settings/blocks/confirm?username=blk1&table={}",
            table.id
        ))
        .await;
    assert!(question.contains("Block blk1?"), "{question}");
    assert!(
        question.contains(&format!("href=\"{page}#chat\"")),
        "Cancel goes back"
    );
    assert!(question.contains(&format!("name=\"table\" value=\"{}\"", table.id)));
    // Nothing is blocked by asking.
    assert_eq!(app.count("SELECT count(*) AS n FROM blocks"), 0);

    let id = table.id.to_string();
    let res = ana
        .post(
            &question,
            "/settings/blocks",
            &[("username", "blk1"), ("table", &id)],
        )
        .await;
    assert_eq!(res.status(), 303);
    assert_eq!(location(&res), format!("{page}#chat"));
    let html = ana.page(&page).await;
    assert!(
        html.contains("Blocked: you no longer see their messages."),
        "{html}"
    );
    assert!(!html.contains("first words") && !html.contains("second words"));
    // One line in place of each run of hidden messages.
    assert_eq!(
        html.matches("1 message hidden (blocked)").count(),
        2,
        "{html}"
    );
    say(&table, 1, "third words").await;
    say(&table, 1, "fourth words").await;
    let html = ana.page(&page).await;
    assert!(html.contains("3 messages hidden (blocked)"), "{html}");
    assert!(html.contains("in between"));

    // From the chat's own page, back there; from the history, back there too.
    let from_chat = ana
        .page(&format!(
            "/settings/blocks/confirm?username=blk2&table={}&from=chat",
            table.id
        ))
        .await;
    let res = ana
        .post(
            &from_chat,
            "/settings/blocks",
            &[("username", "blk2"), ("table", &id), ("from", "chat")],
        )
        .await;
    assert_eq!(location(&res), format!("{page}/chat"));
    let chat = ana.page(&format!("{page}/chat")).await;
    assert!(chat.contains("Blocked: you no longer see their messages."));
    assert!(chat.contains("5 messages hidden (blocked)"), "{chat}");

    // Without a table (the settings page's own form), to the list as before; an unknown
    // name is a clear 404.
    let (status, _) = ana
        .get("/settings/blocks/confirm?username=nobody-here")
        .await;
    assert_eq!(status, 404);
    let res = ana
        .form(
            "/settings/blocks",
            "/settings/blocks",
            &[("username", "ctx-none")],
        )
        .await;
    assert_eq!(res.status(), 404);
}
