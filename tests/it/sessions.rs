//! Sessions that end for real: signing out, from the settings' list, everywhere, with a new
//! password; API tokens revoked there; and the unchanged-table poll that answers only whoever
//! may see the table.

use std::time::{Duration, Instant};

use reqwest::header::{
    ACCEPT, ACCEPT_LANGUAGE, CACHE_CONTROL, COOKIE, IF_NONE_MATCH, REFERER, SET_COOKIE, USER_AGENT,
};
use reqwest::{Client, RequestBuilder};
use serde_json::json;

use crate::helpers::{has_form, location, problem, Person, TableView, TestApp, PASSWORD};

/// A browser whose cookie the test holds in its hand, to copy it as a thief would.
struct Hand {
    client: Client,
    base: String,
    cookie: String,
}

impl Hand {
    fn new(app: &TestApp) -> Hand {
        Hand {
            client: crate::helpers::browser(),
            base: app.address.clone(),
            cookie: String::new(),
        }
    }

    async fn get(&mut self, path: &str) -> (u16, String) {
        let res = self
            .client
            .get(format!("{}{path}", self.base))
            .header(COOKIE, &self.cookie)
            .send()
            .await
            .unwrap();
        self.keep(&res);
        let status = res.status().as_u16();
        (status, res.text().await.unwrap())
    }

    async fn post(&mut self, page: &str, action: &str, fields: &[(&str, &str)]) -> u16 {
        let (_, html) = self.get(page).await;
        let csrf = crate::helpers::csrf_of(&html);
        let mut form = vec![("csrf_token", csrf.as_str())];
        form.extend_from_slice(fields);
        let res = self
            .client
            .post(format!("{}{action}", self.base))
            .header(COOKIE, &self.cookie)
            .form(&form)
            .send()
            .await
            .unwrap();
        self.keep(&res);
        res.status().as_u16()
    }

    /// Keeps the session cookie (a sign-in also sets the device proof's, which signs nobody
    /// in).
    fn keep(&mut self, res: &reqwest::Response) {
        for cookie in res.headers().get_all(SET_COOKIE) {
            let pair = cookie.to_str().unwrap().split(';').next().unwrap();
            if pair.starts_with("fabula_session=") {
                self.cookie = pair.to_string();
            }
        }
    }
}

#[tokio::test]
async fn a_copied_cookie_is_worth_nothing_after_signing_out() {
    let app = TestApp::spawn().await;
    app.api_user("rosa").await;
    let mut browser = Hand::new(&app);
    let fields = [("username", "rosa"), ("password", PASSWORD)];
    assert_eq!(browser.post("/sign-in", "/sign-in", &fields).await, 303);
    assert_eq!(browser.get("/settings/profile").await.0, 200);
    let copied = browser.cookie.clone();

    assert_eq!(
        browser.post("/settings/profile", "/sign-out", &[]).await,
        303
    );
    let mut thief = Hand::new(&app);
    thief.cookie = copied;
    let (status, _) = thief.get("/settings/profile").await;
    assert_eq!(status, 303, "the old cookie no longer signs anyone in");
    let res = app
        .client
        .get(app.url("/api/v1/me"))
        .header(COOKIE, &thief.cookie)
        .send()
        .await
        .unwrap();
    problem(res, 401).await;
    assert_eq!(app.count("SELECT count(*) AS n FROM sessions"), 0);
}

#[tokio::test]
async fn sessions_are_listed_and_ended_one_by_one_or_everywhere() {
    let app = TestApp::spawn().await;
    app.api_user("rosa").await;
    let phone = app.signed_in("rosa").await;
    let laptop = app.signed_in("rosa").await;
    let page = phone.page("/settings/security").await;
    assert_eq!(page.matches("/end\"").count(), 2, "two sessions: {page}");
    assert!(page.contains("this browser"));

    // The phone ends the laptop's session.
    let other = other_session(&page);
    let res = phone
        .post(&page, &format!("/settings/sessions/{other}/end"), &[])
        .await;
    assert_eq!(location(&res), "/settings/security?done=ended");
    assert_signed_out(&laptop).await;
    phone.page("/settings/profile").await;

    // Everywhere, this browser too.
    let again = app.signed_in("rosa").await;
    let page = phone.page("/settings/security").await;
    let res = phone.post(&page, "/settings/sessions/end-all", &[]).await;
    assert_eq!(location(&res), "/sign-in");
    assert_signed_out(&phone).await;
    assert_signed_out(&again).await;
}

/// The id of the session on a security page that is not "this browser".
fn other_session(page: &str) -> String {
    page.split("<li>")
        .filter(|item| item.contains("/end\"") && !item.contains("this browser"))
        .find_map(|item| {
            let start = item.find("/settings/sessions/")? + "/settings/sessions/".len();
            Some(item[start..].split('/').next()?.to_string())
        })
        .expect("another session")
}

async fn assert_signed_out(person: &Person) {
    let res = person
        .client
        .get(person.url("/settings/profile"))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 303, "signed out");
}

#[tokio::test]
async fn a_new_password_ends_every_other_session() {
    let app = TestApp::spawn().await;
    app.api_user("rosa").await;
    let here = app.signed_in("rosa").await;
    let there = app.signed_in("rosa").await;

    let page = here.page("/settings/security").await;
    let wrong = [("current", "not it at all"), ("new", "a new secret phrase")];
    let res = here.post(&page, "/settings/password", &wrong).await;
    assert_eq!(res.status(), 403);
    assert!(res
        .text()
        .await
        .unwrap()
        .contains("current password is not right"));
    let short = [("current", PASSWORD), ("new", "short")];
    let res = here.post(&page, "/settings/password", &short).await;
    assert_eq!(res.status(), 422);
    there.page("/settings/profile").await;

    let right = [("current", PASSWORD), ("new", "a new secret phrase")];
    let res = here.post(&page, "/settings/password", &right).await;
    assert_eq!(location(&res), "/settings/security?done=password");
    assert_signed_out(&there).await;
    here.page("/settings/profile").await;

    let old = json!({"username": "rosa", "password": PASSWORD});
    problem(app.post_json("/api/v1/tokens", &old).await, 401).await;
    let new = json!({"username": "rosa", "password": "a new secret phrase"});
    assert_eq!(app.post_json("/api/v1/tokens", &new).await.status(), 201);
}

#[tokio::test]
async fn api_tokens_are_listed_and_revoked_in_the_settings() {
    let app = TestApp::spawn().await;
    let bot = app.api_user("rosa").await;
    let person = app.signed_in("rosa").await;
    let page = person.page("/settings/developers").await;
    assert!(page.contains("API token"), "{page}");
    let start = page.find("/settings/tokens/").unwrap() + "/settings/tokens/".len();
    let id = page[start..].split('/').next().unwrap();
    let action = format!("/settings/tokens/{id}/revoke");
    assert!(has_form(&page, &action));
    let res = person.post(&page, &action, &[]).await;
    assert_eq!(location(&res), "/settings/developers?done=revoked");
    let res = bot.send(reqwest::Method::GET, "/api/v1/me").await;
    problem(res, 401).await;
}

#[tokio::test]
async fn an_unchanged_private_table_answers_304_only_to_whoever_may_see_it() {
    let app = TestApp::spawn().await;
    let table = app
        .start_table("rosa", 3, json!({"ruleset": "classic"}))
        .await;
    let player = &table.players[0];
    let outsider = app.api_user("lena").await;
    let view = player.table(table.id).await;
    let etag = format!("\"v{}\"", view.version);
    let poll = |client: &crate::helpers::ApiClient, wait: bool| {
        let path = if wait {
            format!("/api/v1/tables/{}?wait=1", table.id)
        } else {
            format!("/api/v1/tables/{}", table.id)
        };
        client
            .request(reqwest::Method::GET, &path)
            .header("If-None-Match", etag.clone())
    };
    assert_eq!(poll(player, false).send().await.unwrap().status(), 304);
    assert_eq!(poll(player, true).send().await.unwrap().status(), 304);
    // Others learn nothing, not even that the table is unchanged.
    problem(poll(&outsider, false).send().await.unwrap(), 404).await;
    problem(poll(&outsider, true).send().await.unwrap(), 404).await;
    let anonymous = app
        .client
        .get(app.url(&format!("/api/v1/tables/{}?wait=5", table.id)))
        .header("If-None-Match", etag.clone())
        .send()
        .await
        .unwrap();
    problem(anonymous, 401).await;

    // A revoked token is forgotten at once, in this process and in another.
    let second = TestApp::builder().sharing(&app).spawn().await;
    let on_second = player.on(&second);
    assert_eq!(poll(&on_second, false).send().await.unwrap().status(), 304);
    let token_id: i64 = {
        let me = json!({"username": "rosa0", "password": PASSWORD, "name": "second"});
        let res = app.post_json("/api/v1/tokens", &me).await;
        let _: serde_json::Value = res.json().await.unwrap();
        app.count(
            "SELECT min(t.id) AS n FROM api_tokens t JOIN accounts a ON a.id = t.account_id \
             WHERE a.username = 'rosa0'",
        )
    };
    let res = player
        .send(
            reqwest::Method::DELETE,
            &format!("/api/v1/tokens/{token_id}"),
        )
        .await;
    assert_eq!(res.status(), 204);
    problem(poll(player, false).send().await.unwrap(), 401).await;
    let mut forgotten = false;
    for _ in 0..50 {
        if poll(&on_second, false).send().await.unwrap().status() == 401 {
            forgotten = true;
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert!(forgotten, "the other process forgot the revoked token");
}

/// The headers a browser's tab sends with its long poll (static/poll.js), beside its cookie.
fn as_a_browser(req: RequestBuilder, etag: &str, page: String) -> RequestBuilder {
    req.header(IF_NONE_MATCH, etag)
        .header(ACCEPT, "application/json")
        .header(ACCEPT_LANGUAGE, "fr-FR,fr;q=0.9,en;q=0.5")
        .header(
            USER_AGENT,
            "Mozilla/5.0 (X11; Linux x86_64; rv:130.0) Firefox/130.0",
        )
        .header(REFERER, page)
        .header(CACHE_CONTROL, "no-cache")
        .header("Sec-Fetch-Mode", "cors")
        .header("Sec-Fetch-Site", "same-origin")
}

#[tokio::test]
async fn a_long_poll_waits_with_only_the_headers_it_reads_and_ends_as_before() {
    let app = TestApp::spawn().await;
    let body = json!({"ruleset": "classic", "first_storyteller": "host"});
    let table = app.start_table("rosa", 3, body).await;
    let known = table.view(1).await.version;
    let etag = format!("\"v{known}\"");
    let path = format!("/api/v1/tables/{}?wait=30", table.id);
    let page = app.url(&format!("/tables/{}", table.id));
    // The second player in three browsers, each its own session, and through her API token.
    // In the first two a page was seen: the process knows those sessions are good, and their
    // polls wait without asking the database first; the third's asks it, then waits.
    let mut browsers = Vec::new();
    for seen in [true, true, false] {
        let mut hand = Hand::new(&app);
        let me = [("username", "rosa1"), ("password", PASSWORD)];
        assert_eq!(hand.post("/sign-in", "/sign-in", &me).await, 303);
        if seen {
            assert_eq!(hand.get("/settings/profile").await.0, 200);
        }
        browsers.push(hand);
    }
    let mut polls = Vec::new();
    for hand in &browsers {
        let req = hand.client.get(app.url(&path)).header(COOKIE, &hand.cookie);
        polls.push(tokio::spawn(as_a_browser(req, &etag, page.clone()).send()));
    }
    let req = table.players[1].request(reqwest::Method::GET, &path);
    polls.push(tokio::spawn(as_a_browser(req, &etag, page.clone()).send()));
    let started = Instant::now();
    while app.state().watch.waiting() < 4 {
        assert!(
            started.elapsed() < Duration::from_secs(30),
            "the polls wait"
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }

    // While they wait, the second and the third browser sign out, then the storyteller moves.
    for leaving in &mut browsers[1..] {
        let res = leaving.post("/settings/profile", "/sign-out", &[]).await;
        assert_eq!(res, 303);
    }
    let (status, answer) = table.play_clue(0, "a long wait").await;
    assert_eq!(status, 200, "{answer}");

    let mut answers = Vec::new();
    for poll in polls {
        answers.push(poll.await.unwrap().unwrap());
    }
    let api = answers.pop().unwrap();
    let signed_out_unseen = answers.pop().unwrap();
    let signed_out = answers.pop().unwrap();
    let browser = answers.pop().unwrap();
    for res in [browser, api] {
        assert_eq!(res.status(), 200);
        let view: TableView = res.json().await.unwrap();
        assert!(view.version > known, "{} after {known}", view.version);
        assert_eq!(view.you.expect("the asker's seat").seat, 1);
    }
    // Those sessions ended while they waited: woken, each poll looks up the session its
    // cookie carried (read before its headers were slimmed) and finds it ended.
    problem(signed_out, 401).await;
    problem(signed_out_unseen, 401).await;
}
