//! Credentials end together: a new password (changed or reset) and "sign out everywhere" end
//! every session and every API token of the account; a new token is one click away on the
//! security page; the feeds of a suspended account answer 404.

use chrono::{Duration, Utc};
use diesel::RunQueryDsl;
use reqwest::Method;

use crate::feeds::new_feed;
use crate::helpers::{location, problem, ApiClient, TestApp, PASSWORD};

/// The token works: `GET /api/v1/me` answers 200.
async fn works(token: &ApiClient) {
    let (status, body) = token.get("/api/v1/me").await;
    assert_eq!(status, 200, "{body}");
}

/// The token has ended: the next call with it is 401.
async fn ended(token: &ApiClient) {
    problem(token.send(Method::GET, "/api/v1/me").await, 401).await;
}

#[tokio::test]
async fn a_password_change_ends_every_api_token_and_a_new_one_is_one_click_away() {
    let app = TestApp::spawn().await;
    let bot = app.api_user("rosa").await;
    let other_bot = app.api_client_of("rosa").await;
    works(&bot).await;
    works(&other_bot).await;
    let here = app.signed_in("rosa").await;

    // The page says so beforehand.
    let page = here.page("/settings/security").await;
    assert!(
        page.contains("every API token below stops working"),
        "{page}"
    );
    let right = [("current", PASSWORD), ("new", "a new secret phrase")];
    let res = here.post(&page, "/settings/password", &right).await;
    assert_eq!(location(&res), "/settings/security?done=password");
    ended(&bot).await;
    ended(&other_bot).await;
    let page = here.page("/settings/security?done=password").await;
    assert!(page.contains("so has every API token"), "{page}");
    let page = here.page("/settings/developers").await;
    assert!(page.contains("No API token."), "{page}");

    // One click makes a new one, shown once, which works.
    let res = here.post(&page, "/settings/tokens", &[]).await;
    assert_eq!(res.status(), 200);
    assert_eq!(res.headers()["cache-control"], "no-store");
    let html = res.text().await.unwrap();
    let start = html.find("value=\"fab_").unwrap() + "value=\"".len();
    let token = html[start..].split('"').next().unwrap().to_string();
    let mut fresh = bot.clone();
    fresh.token = token.clone();
    works(&fresh).await;
    let again = here.page("/settings/developers").await;
    assert!(!again.contains(&token), "shown only once");
}

#[tokio::test]
async fn signing_out_everywhere_ends_every_api_token() {
    let app = TestApp::spawn().await;
    let bot = app.api_user("ivo").await;
    works(&bot).await;
    let person = app.signed_in("ivo").await;
    let page = person.page("/settings/security").await;
    assert!(page.contains("every API token of the account"), "{page}");
    let res = person.post(&page, "/settings/sessions/end-all", &[]).await;
    assert_eq!(location(&res), "/sign-in");
    ended(&bot).await;
    // The password is still the same: a new token works.
    works(&app.api_client_of("ivo").await).await;
}

#[tokio::test]
async fn a_password_reset_ends_every_api_token() {
    // The reset pages need a mail server configured; the link is made here directly.
    let app = TestApp::builder().smtp("smtp://127.0.0.1:9").spawn().await;
    let bot = app.api_user("lena").await;
    works(&bot).await;
    let account = bot.me().await.id;
    // A link works for the account's confirmed address.
    diesel::sql_query(
        "UPDATE accounts SET email = 'lena@example.org', email_confirmed = true \
         WHERE username = 'lena'",
    )
    .execute(&mut app.db())
    .unwrap();
    let secret = "a-reset-secret-of-enough-length-for-the-link-000";
    let now = Utc::now();
    fabula::store::resets::create(
        &mut app.db(),
        fabula::ids::AccountId(account),
        &fabula::secrets::hash(secret),
        "lena@example.org",
        now,
        now + Duration::hours(1),
    )
    .unwrap();
    let visitor = app.visitor();
    let path = format!("/reset/{secret}");
    let res = visitor
        .form(&path, &path, &[("password", "another fine phrase")])
        .await;
    let status = res.status();
    let html = res.text().await.unwrap();
    assert!(status.is_success(), "{status}: {html}");
    assert!(html.contains("every session and API token"), "{html}");
    ended(&bot).await;
}

#[tokio::test]
async fn the_feeds_of_a_suspended_account_answer_404() {
    let app = TestApp::spawn().await;
    let person = app.person("nora").await;
    let atom = new_feed(&person).await;
    let ics = atom.replace(".atom", ".ics");
    assert_eq!(app.get(&atom).await.status(), 200);
    assert_eq!(app.get(&ics).await.status(), 200);

    diesel::sql_query(
        "UPDATE accounts SET suspended_at = now(), suspension_reason = 'spam' \
         WHERE username = 'nora'",
    )
    .execute(&mut app.db())
    .unwrap();
    assert_eq!(app.get(&atom).await.status(), 404);
    assert_eq!(app.get(&ics).await.status(), 404);

    // Once the suspension is over, they answer again.
    diesel::sql_query(
        "UPDATE accounts SET suspended_until = now() - interval '1 minute' \
         WHERE username = 'nora'",
    )
    .execute(&mut app.db())
    .unwrap();
    assert_eq!(app.get(&atom).await.status(), 200);
}

/// Stops a PostgreSQL server process (SIGSTOP) until dropped (SIGCONT): the connection it
/// serves stays open but answers nothing, as when a network drops packets without a word.
struct Frozen(i32);

impl Frozen {
    fn signal(pid: i32, signal: &str) {
        let status = std::process::Command::new("kill")
            .args([signal, &pid.to_string()])
            .status()
            .expect("kill runs");
        assert!(status.success(), "kill {signal} {pid}");
    }
}

impl Drop for Frozen {
    fn drop(&mut self) {
        Frozen::signal(self.0, "-CONT");
    }
}

#[derive(diesel::QueryableByName)]
struct Pid {
    #[diesel(sql_type = diesel::sql_types::Integer)]
    pid: i32,
}

#[tokio::test]
async fn a_process_whose_listening_connection_went_quiet_stops_answering_from_memory() {
    let first = TestApp::spawn().await;
    // The first process's listening connection, before a second process opens its own.
    let pid = loop {
        let mut conn = first.db();
        let found: Vec<Pid> = diesel::sql_query(
            "SELECT pid FROM pg_stat_activity
              WHERE application_name = 'fabula-listen' AND datname = current_database()",
        )
        .load(&mut conn)
        .unwrap();
        if let Some(found) = found.first() {
            break found.pid;
        }
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    };
    let second = TestApp::builder().sharing(&first).spawn().await;
    let bot = first.api_user("ivo").await;
    works(&bot).await;
    let table = first
        .start_table("quiet", 3, serde_json::json!({"ruleset": "2021"}))
        .await;
    let view = table.view(0).await;
    let etag = format!("\"v{}\"", view.version);
    let poll = || {
        table.players[0]
            .request(Method::GET, &table.path(""))
            .header("If-None-Match", &etag)
            .send()
    };
    assert_eq!(poll().await.unwrap().status(), 304, "answered from memory");

    let frozen = Frozen(pid);
    Frozen::signal(pid, "-STOP");
    // Through the second process: ivo signs out everywhere, and a move is made at the table.
    let person = second.signed_in("ivo").await;
    let page = person.page("/settings/security").await;
    person.post(&page, "/settings/sessions/end-all", &[]).await;
    assert!(table.on(&second).one_move("a quiet clue").await);
    // The first process cannot hear either; its heartbeat stops coming back, and it answers
    // from the database: the token is refused and the poll sees the new version.
    let started = std::time::Instant::now();
    loop {
        let token = bot.send(Method::GET, "/api/v1/me").await.status();
        let polled = poll().await.unwrap().status();
        if token == 401 && polled == 200 {
            break;
        }
        assert!(
            started.elapsed() < std::time::Duration::from_secs(120),
            "still {token} and {polled}"
        );
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    eprintln!(
        "a quiet listening connection noticed: revoked token refused, new version seen after {:.1} s",
        started.elapsed().as_secs_f64()
    );
    let metrics = first.state();
    assert!(
        metrics.watch.is_deaf()
            || metrics
                .watch
                .gone_quiet
                .load(std::sync::atomic::Ordering::Relaxed)
                > 0
    );
    drop(frozen);
    // A fresh listening connection is heard again: the first process answers from memory.
    let started = std::time::Instant::now();
    while first.state().watch.is_deaf() {
        assert!(
            started.elapsed() < std::time::Duration::from_secs(120),
            "still deaf"
        );
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    ended(&bot).await;
}
