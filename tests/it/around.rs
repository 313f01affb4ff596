//! Around the table: the chat (forms and API, escaping, length, rate limit, who may read and
//! write), spectators seeing no hand, "play again" made once, and the host's extra time.

use std::sync::Arc;

use chrono::{Duration, Utc};
use fabula::clock::ManualClock;
use reqwest::Method;
use serde_json::json;

use crate::helpers::{location, shows_card, Status, TableView, TestApp};

#[tokio::test]
async fn a_spectator_reads_and_writes_the_chat_of_a_public_table_escaped_and_sees_no_hand() {
    let app = TestApp::spawn().await;
    let body = json!({"ruleset": "classic", "public": true, "first_storyteller": "host"});
    let table = app.start_table("talk", 3, body).await;
    let chat = format!("/api/v1/tables/{}/chat", table.id);

    // A player says something through the API; it moves the table's version on.
    let before = table.view(0).await.version;
    let (status, list) = table
        .post(
            1,
            "chat",
            json!({"body": "  <script>alert(1)</script> & more  "}),
        )
        .await;
    assert_eq!(status, 201, "{list}");
    assert_eq!(list[0]["body"], "<script>alert(1)</script> & more");
    assert_eq!(list[0]["seat"], 1);
    assert_eq!(list[0]["username"], "talk1");
    let after = table.view(0).await.version;
    assert!(after > before, "a message moves the version on");

    // A spectator signed in through the site reads it escaped, and writes through the form.
    let watcher = app.person("watcher").await;
    let page_path = format!("/tables/{}", table.id);
    let html = watcher.page(&page_path).await;
    // askama writes the escapes as numeric entities (`&#60;` is `&lt;`).
    assert!(html.contains("&#60;script&#62;alert(1)&#60;/script&#62; &#38; more"));
    assert!(!html.contains("<script>alert(1)"));
    let res = watcher
        .post(
            &html,
            &format!("/tables/{}/chat", table.id),
            &[("body", "Good luck, everyone")],
        )
        .await;
    assert_eq!(res.status(), 303);
    assert_eq!(
        res.headers()["location"],
        format!("/tables/{}#chat", table.id).as_str()
    );
    // A message that is too long goes back to the chat, which says why and keeps the text.
    let long = "x".repeat(501);
    let html = watcher.page(&page_path).await;
    let res = watcher
        .post(
            &html,
            &format!("/tables/{}/chat", table.id),
            &[("body", &long)],
        )
        .await;
    assert_eq!(
        res.headers()["location"],
        format!("{page_path}#chat").as_str()
    );
    let page = watcher.refusal(res, &page_path).await;
    let chat_at = page.find("id=\"chat\"").unwrap();
    assert!(
        page[chat_at..].contains("at most 500 characters"),
        "said by the chat"
    );
    assert!(
        page.contains(&format!(">{long}</textarea>")),
        "the text is kept"
    );
    // One too long for the session cookie is answered at once, still with the text.
    let longer = "€".repeat(501);
    let res = watcher
        .post(
            &page,
            &format!("/tables/{}/chat", table.id),
            &[("body", &longer)],
        )
        .await;
    assert_eq!(res.status(), 422);
    assert!(res
        .text()
        .await
        .unwrap()
        .contains(&format!(">{longer}</textarea>")));
    // A form without its token is refused.
    let res = watcher
        .client
        .post(app.url(&format!("/tables/{}/chat", table.id)))
        .form(&[("body", "no token")])
        .send()
        .await
        .unwrap();
    assert!(res.status().is_client_error());

    let html = watcher.page(&page_path).await;
    assert!(html.contains("Good luck, everyone"));
    // The history keeps the chat.
    let history = watcher.page(&format!("/tables/{}/history", table.id)).await;
    assert!(history.contains("Good luck, everyone"));
    assert!(history.contains("&#60;script&#62;"));

    // No card of any hand in the spectator's page or JSON, byte for byte.
    let cards = table.hand_cards().await;
    let spectator = app.api_user("peeker").await;
    let view = spectator.table(table.id).await;
    assert!(view.you.is_none());
    let raw_json = spectator
        .send(Method::GET, &table.path(""))
        .await
        .bytes()
        .await
        .unwrap();
    let raw_json = String::from_utf8_lossy(&raw_json).to_string();
    let raw_page = watcher.page(&page_path).await;
    for card in cards {
        assert!(
            !shows_card(&raw_json, card),
            "card {card} in the spectator's JSON"
        );
        assert!(
            !shows_card(&raw_page, card),
            "card {card} in the spectator's page"
        );
        // A card is always sent with its picture; a bare number could be any other id.
        assert!(!raw_json.contains(&format!("\"id\":{card},\"image\"")));
    }

    // The API spectator reads the chat and writes too, seat null.
    let (status, list) = spectator.post(&chat, json!({"body": "hello"})).await;
    assert_eq!(status, 201);
    let last = list.as_array().unwrap().last().unwrap().clone();
    assert_eq!(last["body"], "hello");
    assert!(last["seat"].is_null());
    let (status, list) = spectator.get(&chat).await;
    assert_eq!(status, 200);
    assert_eq!(list.as_array().unwrap().len(), 3);
}

/// Without JavaScript a waiting table page refreshes itself every 30 seconds, and a refresh
/// would throw away a message being typed: there the page's own chat form gives way to a link
/// to the chat's page, which never refreshes; with JavaScript (no <noscript>), the form on
/// the table page is as it was. Sending from the chat page goes back to the table; a
/// refusal goes back to the chat page with the text.
#[tokio::test]
async fn without_javascript_a_waiting_page_sends_its_chat_to_a_page_that_does_not_refresh() {
    let app = TestApp::spawn().await;
    let body = json!({"ruleset": "classic", "first_storyteller": "host"});
    let table = app.start_table("nojs", 3, body).await;
    let page_path = format!("/tables/{}", table.id);
    let chat_path = format!("{page_path}/chat");
    let link = format!("href=\"{chat_path}\"");

    // Leo waits for the host's clue: his page refreshes itself, and its <noscript> also
    // brings the stylesheet that hides the chat form, and the link to the chat page.
    let leo = app.signed_in("nojs1").await;
    let html = leo.page(&page_path).await;
    let noscript = html
        .split("<noscript>")
        .skip(1)
        .map(|rest| rest.split("</noscript>").next().unwrap())
        .collect::<Vec<_>>()
        .join("\n");
    assert!(noscript.contains("http-equiv=\"refresh\""), "{noscript}");
    assert!(noscript.contains("/refreshing.css\""), "{noscript}");
    assert!(noscript.contains(&link), "{noscript}");
    assert!(
        html.contains("class=\"chat-form\""),
        "the form is still there for JavaScript"
    );
    assert!(html.contains("poll.js"));
    // The stylesheet hides the chat form, and only that.
    let css_at = html.find("/refreshing.css\"").unwrap();
    let css_path = &html[html[..css_at].rfind('"').unwrap() + 1..css_at + "/refreshing.css".len()];
    let css = leo.page(css_path).await;
    assert!(css.contains(".chat-form { display: none; }"), "{css}");

    // The storyteller has a clue to write: no refresh, the chat form as it is.
    let ana = app.signed_in("nojs0").await;
    let html = ana.page(&page_path).await;
    assert!(!html.contains("http-equiv=\"refresh\""));
    assert!(!html.contains("refreshing.css"));
    assert!(!html.contains(&link));
    assert!(html.contains("class=\"chat-form\""));

    // The chat page: the log and the form, nothing that refreshes or polls, a way back.
    let (status, _) = table
        .post(2, "chat", json!({"body": "Hurry up, Ana"}))
        .await;
    assert_eq!(status, 201);
    let html = leo.page(&chat_path).await;
    assert!(html.contains("Hurry up, Ana"));
    assert!(!html.contains("http-equiv=\"refresh\""));
    assert!(!html.contains("poll.js"));
    assert!(html.contains(&format!("href=\"{page_path}\"")));
    assert!(html.contains("name=\"from\" value=\"chat\""));
    assert!(!html.contains(&link), "no link to itself");

    // A message too long comes back to the chat page, which says why once, with the text.
    let long = "y".repeat(501);
    let res = leo
        .post(&html, &chat_path, &[("body", &long), ("from", "chat")])
        .await;
    let page = leo.refusal(res, &chat_path).await;
    assert!(page.contains("at most 500 characters"));
    assert!(
        page.contains(&format!(">{long}</textarea>")),
        "the text is kept"
    );

    // A message sent from there goes back to the table, where it is read.
    let res = leo
        .post(&page, &chat_path, &[("body", "Coming!"), ("from", "chat")])
        .await;
    assert_eq!(res.status(), 303);
    assert_eq!(location(&res), format!("{page_path}#chat"));
    assert!(leo.page(&page_path).await.contains("Coming!"));

    // Someone who may not see the table does not see its chat page either.
    let stranger = app.person("stranger").await;
    let (status, _) = stranger.get(&chat_path).await;
    assert_eq!(status, 404);
}

#[tokio::test]
async fn chat_limits_length_and_rate_and_hides_private_tables() {
    let app = TestApp::spawn().await;
    let table = app
        .start_table("quiet", 3, json!({"ruleset": "classic"}))
        .await;
    let chat = format!("/api/v1/tables/{}/chat", table.id);

    // 1–500 characters once trimmed (characters, not bytes).
    let (status, _) = table.post(0, "chat", json!({"body": "   "})).await;
    assert_eq!(status, 422);
    let (status, body) = table
        .post(0, "chat", json!({"body": "x".repeat(501)}))
        .await;
    assert_eq!(status, 422, "{body}");
    let (status, _) = table
        .post(0, "chat", json!({"body": "é".repeat(500)}))
        .await;
    assert_eq!(status, 201);
    let (status, _) = table.post(0, "chat", json!({"text": "hi"})).await;
    assert_eq!(status, 400);

    // Strangers see nothing of a private table's chat.
    let stranger = app.api_user("stranger").await;
    let (status, _) = stranger.get(&chat).await;
    assert_eq!(status, 404);
    let (status, _) = stranger.post(&chat, json!({"body": "hi"})).await;
    assert_eq!(status, 404);
    let (status, _) = stranger.get("/api/v1/tables/999999/chat").await;
    assert_eq!(status, 404);

    // Five messages in 30 seconds, then 429 with Retry-After.
    for i in 0..5 {
        let (status, body) = table
            .post(1, "chat", json!({"body": format!("message {i}")}))
            .await;
        assert_eq!(status, 201, "{body}");
    }
    let res = table.players[1]
        .request(Method::POST, &chat)
        .json(&json!({"body": "one more"}))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 429);
    let wait: u64 = res.headers()["retry-after"]
        .to_str()
        .unwrap()
        .parse()
        .unwrap();
    assert!((1..=30).contains(&wait), "Retry-After {wait}");
    // Others may still talk.
    let (status, _) = table.post(2, "chat", json!({"body": "me too"})).await;
    assert_eq!(status, 201);
}

#[tokio::test]
async fn play_again_makes_one_new_table_with_the_same_players_and_options() {
    let app = TestApp::spawn().await;
    let options =
        json!({"ruleset": "classic", "move_time_limit_hours": 24, "one_finder_bonus": true});
    let table = app.start_table("again", 3, options).await;
    let path = format!("/api/v1/tables/{}/rematch", table.id);

    let (status, _) = table.players[1].post(&path, json!({})).await;
    assert_eq!(status, 409, "not before the end");
    // One player resigns: too few players are left, the game ends.
    let view = table.play(2, "resign", json!({})).await;
    assert_eq!(view.status, Status::Finished);

    let stranger = app.api_user("outsider").await;
    let (status, _) = stranger.post(&path, json!({})).await;
    assert_eq!(status, 404);

    // Two players click at once: one new table.
    let (a, b) = tokio::join!(
        table.players[1].post(&path, json!({})),
        table.players[2].post(&path, json!({}))
    );
    assert_eq!(a.0, 200, "{}", a.1);
    assert_eq!(b.0, 200, "{}", b.1);
    let new_id = a.1["id"].as_i64().unwrap();
    assert_eq!(b.1["id"], new_id);
    assert_ne!(new_id, table.id);
    let (status, later) = table.players[0].post(&path, json!({})).await;
    assert_eq!(status, 200);
    let new: TableView = serde_json::from_value(later).unwrap();
    assert_eq!(new.id, new_id, "a later click finds the same table");

    // The new table: open, same seats in the same order, same options; the first to ask hosts.
    assert_eq!(new.status, Status::Open);
    assert_eq!(new.ruleset, "classic");
    assert_eq!(new.options.move_time_limit_hours, Some(24));
    assert!(new.options.one_finder_bonus);
    assert!(!new.options.public);
    let names: Vec<&str> = new.seats.iter().map(|s| s.username.as_str()).collect();
    assert_eq!(names, ["again0", "again1", "again2"]);
    let host = new.host;
    assert!(host == 1 || host == 2);
    assert_eq!(table.view(0).await.rematch, Some(new_id));

    // The host starts it.
    let start = format!("/api/v1/tables/{new_id}/start");
    let (status, _) = table.players[0].post(&start, json!({})).await;
    assert_eq!(status, 403, "only the one who asked hosts");
    let (status, view) = table.players[host].post(&start, json!({})).await;
    assert_eq!(status, 200, "{view}");
    assert_eq!(view["status"], "playing");
}

#[tokio::test]
async fn the_host_gives_more_time_and_the_clock_waits_for_it() {
    let clock = Arc::new(ManualClock::new(Utc::now()));
    let app = TestApp::builder().clock(clock.clone()).spawn().await;
    let body = json!({"ruleset": "classic", "first_storyteller": "host", "move_time_limit_hours": 1, "public": true});
    let table = app.start_table("slow", 3, body).await;
    let first = table.view(0).await.deadline.unwrap();

    let (status, _) = table.post(1, "extend", json!({"hours": 24})).await;
    assert_eq!(status, 403, "only the host");
    let (status, _) = table.post(0, "extend", json!({"hours": 0})).await;
    assert_eq!(status, 422);
    let view = table.play(0, "extend", json!({"hours": 24})).await;
    assert_eq!(view.deadline.unwrap(), first + Duration::hours(24));

    // Past the old deadline: the clock does nothing; past the new one, it acts.
    clock.advance(Duration::hours(2));
    assert_eq!(app.sweep().await, 0);
    assert_eq!(table.view(0).await.storyteller, Some(0));
    clock.advance(Duration::hours(24));
    assert_eq!(app.sweep().await, 1);
    assert_eq!(table.view(0).await.storyteller, Some(1));

    // The history says so; a spectator's page shows the deadline but no way to move it.
    let watcher = app.person("clockwatcher").await;
    let history = watcher.page(&format!("/tables/{}/history", table.id)).await;
    assert!(
        history.contains("(the host) gave 24 more hours."),
        "{history}"
    );
    let page = watcher.page(&format!("/tables/{}", table.id)).await;
    assert!(page.contains("The time limit holds for everyone"));
    assert!(!page.contains(&format!("action=\"/tables/{}/extend\"", table.id)));

    // No time limit: nothing to extend.
    let untimed = app
        .start_table(
            "untimed",
            3,
            json!({"ruleset": "classic", "move_time_limit_hours": 0}),
        )
        .await;
    let (status, _) = untimed.post(0, "extend", json!({"hours": 12})).await;
    assert_eq!(status, 409);
}
