//! Mail against a real SMTP server on loopback (Python's aiosmtpd): the confirmation of an
//! address before anything else, one mail per player and move, the daily digest, the
//! unsubscribe link without a session, and two server processes that never send twice.

use std::collections::{HashMap, HashSet};
use std::sync::Arc;

use chrono::{Duration, Utc};
use fabula::clock::ManualClock;
use serde_json::json;

use crate::helpers::mail::{link, Mail, SmtpSink};
use crate::helpers::{browser, Person, TestApp};

/// The real app, sending its mail to `sink` (when the test calls `send_mail`).
pub async fn mail_app(sink: &SmtpSink) -> TestApp {
    TestApp::builder().smtp(&sink.url).spawn().await
}

/// Posts the mail settings form: the answer.
async fn save_mail(person: &Person, email: &str, mode: &str) -> reqwest::Response {
    let fields = [("email", email), ("mail_mode", mode)];
    person
        .form("/settings/notifications", "/settings/mail", &fields)
        .await
}

/// Opens a confirmation or unsubscribe link the way a person does, without any session: the
/// page has a button (and no CSRF token), which posts to the same address.
async fn press_the_button(app: &TestApp, path: &str) -> String {
    let stranger = browser();
    let page = stranger.get(app.url(path)).send().await.unwrap();
    assert_eq!(page.status(), 200, "{path}");
    let html = page.text().await.unwrap();
    assert!(html.contains(&format!("action=\"{path}\"")), "{html}");
    let res = stranger.post(app.url(path)).send().await.unwrap();
    assert_eq!(res.status(), 200, "{path}");
    res.text().await.unwrap()
}

/// Sets an address and mode for `username`, and confirms it through the mailed link.
pub async fn subscribe(
    app: &TestApp,
    sink: &SmtpSink,
    username: &str,
    mode: &str,
) -> (Person, String) {
    let email = format!("{username}@example.org");
    let person = app.signed_in(username).await;
    assert_eq!(save_mail(&person, &email, mode).await.status(), 303);
    app.send_mail().await;
    let confirmation = sink.to(&email).pop().expect("a confirmation mail");
    assert_eq!(confirmation.subject, "Confirm your address for Fabula");
    let done = press_the_button(app, &link(&confirmation.text, "/confirm/")).await;
    assert!(done.contains("is confirmed"), "{done}");
    (person, email)
}

fn count_by_address(mails: &[Mail], subject: &str) -> HashMap<String, usize> {
    let mut counts = HashMap::new();
    for mail in mails.iter().filter(|m| m.subject == subject) {
        for to in &mail.to {
            *counts.entry(to.clone()).or_insert(0) += 1;
        }
    }
    counts
}

#[tokio::test]
async fn an_address_gets_its_confirmation_first_then_one_mail_per_move() {
    let sink = SmtpSink::start();
    let app = mail_app(&sink).await;
    let body = json!({"ruleset": "classic", "first_storyteller": "host"});
    let table = app.start_table("post", 3, body).await;
    let subject = "Your move at post0's table".to_string();

    // Three addresses; the table already awaits seat 0, yet only confirmations go out.
    let mut people = Vec::new();
    for seat in 0..3 {
        let person = app.signed_in(&format!("post{seat}")).await;
        let res = save_mail(&person, &format!("post{seat}@example.org"), "move").await;
        assert_eq!(res.status(), 303);
        people.push(person);
    }
    assert_eq!(app.send_mail().await, 3);
    let mails = sink.mails();
    assert_eq!(mails.len(), 3, "{mails:?}");
    for (seat, mail) in mails.iter().enumerate() {
        assert_eq!(mail.to, [format!("post{seat}@example.org")]);
        assert_eq!(mail.subject, "Confirm your address for Fabula");
        assert!(mail.text.contains(&format!("{}/confirm/", app.public_url)));
        assert!(!mail.headers.contains_key("list-unsubscribe"));
    }
    assert_eq!(app.send_mail().await, 0, "a confirmation goes out once");
    let settings = people[0].page("/settings/notifications").await;
    assert!(settings.contains("is not confirmed yet"), "{settings}");

    // Seats 0 and 1 confirm, from a browser without any session; seat 2 never does.
    for mail in &mails[..2] {
        press_the_button(&app, &link(&mail.text, "/confirm/")).await;
    }
    let again = browser()
        .post(app.url(&link(&mails[0].text, "/confirm/")))
        .send()
        .await
        .unwrap();
    assert_eq!(again.status(), 404, "a confirmation link works once");
    let settings = people[0].page("/settings/notifications").await;
    assert!(settings.contains("post0@example.org is confirmed"));

    // Two rounds, sending after every move: one mail per player and step they are awaited in.
    let mut expected: HashSet<(usize, String)> = HashSet::new();
    app.send_mail().await;
    expected.extend(table.awaited_now().await);
    while table.view(0).await.round != 3 {
        assert!(table.one_move("a lighthouse").await);
        app.send_mail().await;
        expected.extend(table.awaited_now().await);
    }
    let counts = count_by_address(&sink.mails(), &subject);
    for seat in 0..2 {
        let want = expected.iter().filter(|(s, _)| *s == seat).count();
        assert!(want >= 3, "seat {seat} was awaited in a few steps");
        assert_eq!(
            counts.get(&format!("post{seat}@example.org")).copied(),
            Some(want),
            "seat {seat}: one mail per step awaited"
        );
    }
    assert_eq!(
        sink.to("post2@example.org").len(),
        1,
        "an unconfirmed address gets its confirmation and nothing else"
    );
    assert_eq!(app.send_mail().await, 0, "nothing is sent twice");

    // What a mail says: the table, how to get there, how to stop.
    let mail = sink
        .to("post0@example.org")
        .into_iter()
        .rfind(|m| m.subject == subject)
        .unwrap();
    assert!(mail.text.starts_with("Hello post0,"), "{}", mail.text);
    assert!(
        mail.text
            .contains(&format!("{}/tables/{}", app.public_url, table.id)),
        "{}",
        mail.text
    );
    let unsubscribe = link(&mail.text, "/unsubscribe/");
    assert_eq!(
        mail.headers["list-unsubscribe"],
        format!("<{}{unsubscribe}>", app.public_url)
    );
    assert_eq!(
        mail.headers["list-unsubscribe-post"],
        "List-Unsubscribe=One-Click"
    );
    assert_eq!(mail.headers["auto-submitted"], "auto-generated");
    assert!(mail.headers["message-id"].ends_with("@127.0.0.1>"));
    assert!(!mail.text.contains("/cards/"), "no picture of a card");
}

#[tokio::test]
async fn the_unsubscribe_link_works_without_signing_in_and_stops_mail() {
    let sink = SmtpSink::start();
    let app = mail_app(&sink).await;
    let body = json!({"ruleset": "classic", "first_storyteller": "host"});
    let table = app.start_table("stop", 3, body).await;
    let (person, email) = subscribe(&app, &sink, "stop0", "move").await;
    assert_eq!(app.send_mail().await, 1, "seat 0 tells the first clue");
    let mail = sink.to(&email).pop().unwrap();
    let path = link(&mail.text, "/unsubscribe/");

    // Opening the link changes nothing; the button does, without a session or CSRF token.
    let page = browser().get(app.url(&path)).send().await.unwrap();
    assert_eq!(page.status(), 200);
    assert_eq!(page.headers()["referrer-policy"], "no-referrer");
    let html = page.text().await.unwrap();
    assert!(html.contains(&email), "{html}");
    assert!(!html.contains("name=\"csrf_token\""), "no session needed");
    let done = press_the_button(&app, &path).await;
    assert!(done.contains("sends no more mail"), "{done}");
    let settings = person.page("/settings/notifications").await;
    assert!(settings.contains("value=\"off\" checked"), "{settings}");

    // A whole round later, still nothing; the notices stay for the feed.
    let before = sink.to(&email).len();
    while table.view(0).await.round != 3 {
        table.one_move("quiet").await;
        app.send_mail().await;
    }
    assert_eq!(sink.to(&email).len(), before);

    // A mail program's one-click POST (RFC 8058) works the same; unknown links are 404.
    let res = browser()
        .post(app.url(&path))
        .form(&[("List-Unsubscribe", "One-Click")])
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 200);
    for bad in [
        "/unsubscribe/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
        "/unsubscribe/short",
        "/unsubscribe/..%2F..%2Fetc",
        "/confirm/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
    ] {
        for post in [false, true] {
            let req = if post {
                browser().post(app.url(bad))
            } else {
                browser().get(app.url(bad))
            };
            assert_eq!(req.send().await.unwrap().status(), 404, "{bad}");
        }
    }
}

#[tokio::test]
async fn a_daily_digest_goes_out_at_most_once_a_day() {
    let sink = SmtpSink::start();
    let clock = Arc::new(ManualClock::new(Utc::now()));
    let app = TestApp::builder()
        .smtp(&sink.url)
        .clock(clock.clone())
        .spawn()
        .await;
    let body = json!({"ruleset": "classic", "first_storyteller": "host"});
    let table = app.start_table("day", 3, body).await;
    let (_, email) = subscribe(&app, &sink, "day0", "daily").await;
    let digest = "Fabula: a table waits for you";

    assert_eq!(
        app.send_mail().await,
        1,
        "seat 0 is awaited: the day's digest"
    );
    let mail = sink.to(&email).pop().unwrap();
    assert_eq!(mail.subject, digest);
    assert!(mail.text.contains("These tables wait for your move:"));
    assert!(mail
        .text
        .contains(&format!("{}/tables/{}", app.public_url, table.id)));
    assert!(mail.headers.contains_key("list-unsubscribe"));
    assert_eq!(app.send_mail().await, 0);

    // Seat 0 tells; a day later nothing waits for them, so nothing is sent.
    table.one_move("dawn").await;
    clock.advance(Duration::hours(25));
    assert_eq!(app.send_mail().await, 0);

    // Round 2 awaits seat 0 again: one digest, and none more until a day has passed.
    while table.awaited_now().await.iter().all(|(s, _)| *s != 0) {
        table.one_move("dawn").await;
    }
    assert_eq!(app.send_mail().await, 1);
    assert_eq!(app.send_mail().await, 0);
    clock.advance(Duration::hours(23));
    assert_eq!(app.send_mail().await, 0, "not yet a day");
    clock.advance(Duration::hours(2));
    assert_eq!(app.send_mail().await, 1, "a day later, still awaited");
    let mails = sink.to(&email);
    assert_eq!(mails.len(), 4, "confirmation and three digests");
    assert!(mails[1..].iter().all(|m| m.subject == digest));
}

#[tokio::test]
async fn two_processes_send_each_mail_once() {
    let sink = SmtpSink::start();
    let app = mail_app(&sink).await;
    let other = TestApp::builder()
        .smtp(&sink.url)
        .sharing(&app)
        .spawn()
        .await;
    let body = json!({"ruleset": "classic", "first_storyteller": "host"});
    let table = app.start_table("twice", 3, body).await;
    let mut people = Vec::new();
    for seat in 0..3 {
        let person = app.signed_in(&format!("twice{seat}")).await;
        let res = save_mail(&person, &format!("twice{seat}@example.org"), "move").await;
        assert_eq!(res.status(), 303);
        people.push(person);
    }
    let (a, b) = tokio::join!(app.send_mail(), other.send_mail());
    assert_eq!(a + b, 3, "three confirmations between them");
    for mail in sink.mails() {
        press_the_button(&app, &link(&mail.text, "/confirm/")).await;
    }
    // Seat 0 tells: seats 1 and 2 are awaited.
    let (a, b) = tokio::join!(app.send_mail(), other.send_mail());
    assert_eq!(a + b, 1, "seat 0 was awaited");
    table.one_move("twins").await;
    let (a, b) = tokio::join!(app.send_mail(), other.send_mail());
    assert_eq!(a + b, 2, "seats 1 and 2 are awaited");
    assert_eq!(sink.mails().len(), 6);
    other.stop().await;
}

/// The seat and step of each notice of `table` the mailer may still send (the kinds it mails:
/// a move to make, a reminder), by seat.
fn unmailed(app: &TestApp, table: i64) -> Vec<(i32, String)> {
    use diesel::RunQueryDsl;
    #[derive(diesel::QueryableByName)]
    struct Row {
        #[diesel(sql_type = diesel::sql_types::Integer)]
        seat: i32,
        #[diesel(sql_type = diesel::sql_types::Text)]
        step: String,
    }
    let rows: Vec<Row> = diesel::sql_query(
        "SELECT s.seat, n.step FROM notices n
           JOIN seats s ON s.table_id = n.table_id AND s.account_id = n.account_id
          WHERE n.table_id = $1 AND n.mailed_at IS NULL AND n.kind IN ('your_move', 'reminder')
          ORDER BY s.seat, n.id",
    )
    .bind::<diesel::sql_types::BigInt, _>(table)
    .load(&mut app.db())
    .unwrap();
    rows.into_iter().map(|r| (r.seat, r.step)).collect()
}

/// A move notice of a player who has moved since, or of a table that is over, can never be
/// mailed: the mailer marks it done, so what it walks at each pass stays as small as the moves
/// awaited now instead of growing with every move played. The newest notice of a player the
/// table still awaits stays, since it is mailed once their address is confirmed.
#[tokio::test]
async fn notices_no_mail_can_be_for_leave_the_mailers_queue() {
    let sink = SmtpSink::start();
    let app = mail_app(&sink).await;
    let body = json!({"ruleset": "classic", "first_storyteller": "host"});
    let table = app.start_table("gone", 3, body).await;
    while table.view(0).await.round != 3 {
        assert!(table.one_move("a bridge").await);
    }
    assert!(
        unmailed(&app, table.id).len() > 6,
        "each move left notices behind"
    );
    assert_eq!(app.send_mail().await, 0, "nobody has an address");
    let left = unmailed(&app, table.id);
    let awaited = table.awaited_now().await;
    assert!(!awaited.is_empty());
    assert_eq!(
        left.iter()
            .map(|(seat, _)| *seat as usize)
            .collect::<Vec<_>>(),
        awaited.iter().map(|(seat, _)| *seat).collect::<Vec<_>>(),
        "one notice per seat awaited: {left:?}"
    );
    assert!(
        left.iter().all(|(_, step)| step.starts_with("r3-")),
        "the newest, of the move awaited now: {left:?}"
    );

    // The first seat awaited confirms an address: its notice is mailed after all.
    let (seat, _) = awaited[0];
    let (_, email) = subscribe(&app, &sink, &format!("gone{seat}"), "move").await;
    assert_eq!(app.send_mail().await, 1);
    let subject = "Your move at gone0's table".to_string();
    assert_eq!(sink.to(&email).last().unwrap().subject, subject);

    // Once the game is over, no notice of it is left to mail.
    while table.one_move("a bridge").await {}
    assert_eq!(app.send_mail().await, 0);
    assert_eq!(unmailed(&app, table.id), []);
}

#[tokio::test]
async fn the_settings_page_refuses_what_is_not_right() {
    let app = TestApp::spawn().await;
    app.api_user("set0").await;

    // Signed out: to the sign-in page and back.
    let res = browser().get(app.url("/settings")).send().await.unwrap();
    assert_eq!(res.status(), 303);
    assert_eq!(res.headers()["location"], "/sign-in?next=/settings");

    let set0 = app.signed_in("set0").await;
    let html = set0.page("/settings/notifications").await;
    assert!(html.contains("This server sends no mail at the moment"));
    assert!(
        html.contains("href=\"/settings/profile\">Settings</a>"),
        "the header links here"
    );
    assert!(
        html.contains("href=\"/settings/notifications\" aria-current=\"page\""),
        "{html}"
    );
    assert!(
        html.contains("value=\"move\" checked"),
        "per move by default"
    );

    for (email, mode, error) in [
        ("not an address", "move", "This is not an email address"),
        (
            "ana@example.org\r\nBcc: eve@example.org",
            "move",
            "This is not an email address",
        ),
        ("ana@example.org", "hourly", "Choose when to write"),
        ("ana@example.org", "", "Choose when to write"),
    ] {
        let res = save_mail(&set0, email, mode).await;
        assert_eq!(res.status(), 422, "{email:?} {mode:?}");
        let html = res.text().await.unwrap();
        assert!(html.contains(error), "{html}");
    }
    let long = format!("{}@example.org", "a".repeat(5000));
    assert_eq!(save_mail(&set0, &long, "move").await.status(), 422);

    // Forms need this session's CSRF token.
    for path in [
        "/settings/mail",
        "/settings/feed",
        "/settings/confirm-again",
    ] {
        let res = set0
            .client
            .post(set0.url(path))
            .form(&[("email", "ana@example.org"), ("mail_mode", "off")])
            .send()
            .await
            .unwrap();
        assert_eq!(res.status(), 403, "{path}");
    }

    // A good address is kept, with the language of the page (for mail and the feed);
    // without an SMTP server nothing is sent.
    set0.get("/lang/es").await;
    let res = save_mail(&set0, " ana@example.org ", "daily").await;
    assert_eq!(res.status(), 303);
    assert_eq!(
        res.headers()["location"],
        "/settings/notifications?done=saved"
    );
    let html = set0.page("/settings/notifications?done=saved").await;
    assert!(html.contains("Tus ajustes se han guardado."), "{html}");
    assert!(html.contains("value=\"ana@example.org\""));
    assert!(html.contains("value=\"daily\" checked"));
    assert!(html.contains("todavía no está confirmada"));
    assert_eq!(app.send_mail().await, 0);

    // The feed speaks that language too.
    let res = set0
        .form("/settings/notifications", "/settings/feed", &[])
        .await;
    assert_eq!(res.status(), 200);
    let feed = link(&res.text().await.unwrap(), "/feeds/");
    let atom = app.visitor().page(&feed).await;
    assert!(atom.contains("xml:lang=\"es\""), "{atom}");
    assert!(
        atom.contains("<title>Fabula: las mesas de set0</title>"),
        "{atom}"
    );
}
