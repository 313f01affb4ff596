//! What an outsider may try: a flood of sign-ins, guessing passwords, mass sign-ups, framing,
//! open redirects, and text made to break things. Each answer is a clear refusal, never a 500.

use std::sync::Arc;

use chrono::{Duration, Utc};
use fabula::clock::ManualClock;
use reqwest::StatusCode;
use serde_json::{json, Value};

use fabula::state::password_gate::{GateError, Lane, Sender};

use crate::helpers::{problem, Person, TestApp, PASSWORD};

/// Signs in through the form with the right password.
async fn sign_in_form(person: &Person, username: &str) -> reqwest::Response {
    let fields = [("username", username), ("password", PASSWORD)];
    person.form("/sign-in", "/sign-in", &fields).await
}

fn sign_in_body(username: &str, password: &str) -> Value {
    json!({"username": username, "password": password})
}

#[tokio::test]
async fn sign_ins_wait_for_a_free_hash_and_are_refused_fast_when_the_queue_is_full() {
    let app = TestApp::builder()
        .config(|c| {
            c.hash_concurrency = 1;
            c.hash_queue = 0;
        })
        .spawn()
        .await;
    app.api_user("rosa").await;
    // The one permit, and the one place of the unknown lane, are taken by a hash that waits
    // for the test.
    let (release, busy) = hold_the_gate(&app).await;

    let res = app
        .post_json("/api/v1/tokens", &sign_in_body("rosa", PASSWORD))
        .await;
    assert_eq!(res.headers()["retry-after"], "1");
    problem(res, 503).await;
    let res = app
        .post_json(
            "/api/v1/accounts",
            &json!({"username": "someone", "password": PASSWORD}),
        )
        .await;
    problem(res, 503).await;
    let visitor = app.visitor();
    let res = sign_in_form(&visitor, "rosa").await;
    assert_eq!(res.status(), 503);
    assert_eq!(res.headers()["retry-after"], "1");
    assert!(res.text().await.unwrap().contains("busy"));

    release.send(()).unwrap();
    busy.await.unwrap().unwrap().unwrap();
    let res = app
        .post_json("/api/v1/tokens", &sign_in_body("rosa", PASSWORD))
        .await;
    assert_eq!(res.status(), 201);
}

/// Takes the gate's one hash thread (and a place of the unknown lane) with a hash that runs
/// until the test sends on the channel.
async fn hold_the_gate(
    app: &TestApp,
) -> (
    std::sync::mpsc::Sender<()>,
    tokio::task::JoinHandle<Result<Result<(), std::sync::mpsc::RecvError>, GateError>>,
) {
    let (release, wait) = std::sync::mpsc::channel::<()>();
    let state = app.state();
    let busy = tokio::spawn(async move {
        let lane = Lane::Unknown(Sender::at("192.0.2.250"));
        let admitted = state.passwords.admit(lane, state.clock.now())?;
        state.passwords.run(&admitted, move || wait.recv()).await
    });
    while app.state().passwords.free_permits() > 0 {
        tokio::task::yield_now().await;
    }
    (release, busy)
}

/// Asks for a token from `address` (as a trusted proxy names it), with a device proof or not.
async fn token_from(
    app: &TestApp,
    address: &str,
    username: &str,
    password: &str,
    device: Option<&str>,
) -> reqwest::Response {
    let mut body = sign_in_body(username, password);
    if let Some(device) = device {
        body["device"] = json!(device);
    }
    reqwest::Client::new()
        .post(app.url("/api/v1/tokens"))
        .header("X-Forwarded-For", address)
        .json(&body)
        .send()
        .await
        .unwrap()
}

async fn device_of(res: reqwest::Response) -> String {
    assert_eq!(res.status(), 201);
    let body: Value = res.json().await.unwrap();
    body["device"].as_str().unwrap().to_string()
}

#[tokio::test]
async fn a_known_device_has_a_lane_of_its_own_that_a_flood_cannot_fill() {
    let clock = Arc::new(ManualClock::new(Utc::now()));
    let app = TestApp::builder()
        .clock(clock.clone())
        .config(|c| {
            c.hash_concurrency = 1;
            c.hash_queue = 0;
        })
        .spawn()
        .await;
    app.api_user("rosa").await;
    let device = device_of(token_from(&app, "198.51.100.1", "rosa", PASSWORD, None).await).await;
    let (release, busy) = hold_the_gate(&app).await;
    // The unknown lane is full: a stranger (or rosa on a new device) is refused at once.
    problem(
        token_from(&app, "198.51.100.2", "rosa", PASSWORD, None).await,
        503,
    )
    .await;
    // With the device proof, rosa waits in the known lane and gets in once the hash is free.
    let known = {
        let app_url = app.url("/api/v1/tokens");
        let device = device.clone();
        tokio::spawn(async move {
            reqwest::Client::new()
                .post(app_url)
                .header("X-Forwarded-For", "198.51.100.2")
                .json(&json!({"username": "rosa", "password": PASSWORD, "device": device}))
                .send()
                .await
                .unwrap()
        })
    };
    while app.state().passwords.waiting() < 1 {
        tokio::task::yield_now().await;
    }
    release.send(()).unwrap();
    busy.await.unwrap().unwrap().unwrap();
    let fresh = device_of(known.await.unwrap()).await;
    assert_ne!(fresh, device, "each sign-in gives a fresh proof");
    // A proof of another account, or a forged one, is no proof: that goes the unknown way.
    app.api_user("lena").await;
    let (release, busy) = hold_the_gate(&app).await;
    let forged = device.replacen("rosa", "lena", 1);
    problem(
        token_from(&app, "198.51.100.3", "lena", PASSWORD, Some(&forged)).await,
        503,
    )
    .await;
    release.send(()).unwrap();
    busy.await.unwrap().unwrap().unwrap();
    assert_eq!(
        app.state().passwords.refused().0,
        0,
        "nobody refused in the known lane"
    );
}

#[tokio::test]
async fn the_per_account_lock_never_locks_out_a_known_device_with_the_right_password() {
    let clock = Arc::new(ManualClock::new(Utc::now()));
    let app = TestApp::builder()
        .clock(clock.clone())
        .config(|c| c.sign_in_limit = 3)
        .spawn()
        .await;
    app.api_user("rosa").await;
    let device = device_of(token_from(&app, "198.51.100.1", "rosa", PASSWORD, None).await).await;
    // A browser that signed in before keeps its proof in a cookie.
    let browser = app.visitor();
    assert_eq!(sign_in_form(&browser, "rosa").await.status(), 303);
    browser.form("/", "/sign-out", &[]).await;
    // Someone elsewhere guesses rosa's password: the account is locked for new devices.
    for _ in 0..3 {
        problem(
            token_from(&app, "203.0.113.9", "rosa", "a guess", None).await,
            401,
        )
        .await;
    }
    problem(
        token_from(&app, "198.51.100.1", "rosa", PASSWORD, None).await,
        429,
    )
    .await;
    // Rosa's own devices still get in, by the API and by the form.
    device_of(token_from(&app, "198.51.100.1", "rosa", PASSWORD, Some(&device)).await).await;
    assert_eq!(sign_in_form(&browser, "rosa").await.status(), 303);
    // A proof with which wrong passwords are tried is trusted for a few only.
    for _ in 0..5 {
        let res = token_from(&app, "203.0.113.9", "rosa", "a guess", Some(&device)).await;
        problem(res, 401).await;
    }
    problem(
        token_from(&app, "198.51.100.1", "rosa", PASSWORD, Some(&device)).await,
        429,
    )
    .await;
    // Once the window has passed, all is as before.
    clock.advance(Duration::minutes(16));
    device_of(token_from(&app, "198.51.100.1", "rosa", PASSWORD, Some(&device)).await).await;
}

#[tokio::test]
async fn a_quiet_address_is_served_before_a_flooding_one() {
    let clock = Arc::new(ManualClock::new(Utc::now()));
    let app = TestApp::builder()
        .clock(clock.clone())
        .config(|c| {
            c.hash_concurrency = 1;
            c.hash_queue = 2;
        })
        .spawn()
        .await;
    app.api_user("rosa").await;
    let (release, busy) = hold_the_gate(&app).await;
    // One address sends ten sign-ins at once: two wait, the rest are refused and counted.
    let flood: Vec<_> = (0..10)
        .map(|_| {
            let url = app.url("/api/v1/tokens");
            tokio::spawn(async move {
                reqwest::Client::new()
                    .post(url)
                    .header("X-Forwarded-For", "198.51.100.66")
                    .json(&json!({"username": "rosa", "password": "a guess"}))
                    .send()
                    .await
                    .unwrap()
                    .status()
            })
        })
        .collect();
    while app.state().passwords.refused().1 < 8 || app.state().passwords.waiting() < 2 {
        tokio::task::yield_now().await;
    }
    // A quiet address takes the place of one of them, and its turn comes first.
    let quiet = {
        let url = app.url("/api/v1/tokens");
        tokio::spawn(async move {
            reqwest::Client::new()
                .post(url)
                .header("X-Forwarded-For", "192.0.2.77")
                .json(&json!({"username": "rosa", "password": PASSWORD}))
                .send()
                .await
                .unwrap()
                .status()
        })
    };
    while app.state().passwords.refused().1 < 9 || app.state().passwords.waiting() < 2 {
        tokio::task::yield_now().await;
    }
    release.send(()).unwrap();
    busy.await.unwrap().unwrap().unwrap();
    assert_eq!(quiet.await.unwrap(), 201);
    let mut statuses = Vec::new();
    for one in flood {
        statuses.push(one.await.unwrap().as_u16());
    }
    statuses.sort();
    assert_eq!(statuses, [401, 503, 503, 503, 503, 503, 503, 503, 503, 503]);
}

#[tokio::test]
async fn new_accounts_have_a_cap_per_minute_for_everyone_together() {
    let clock = Arc::new(ManualClock::new(Utc::now()));
    let app = TestApp::builder()
        .clock(clock.clone())
        .config(|c| c.register_per_minute = 2)
        .spawn()
        .await;
    assert_eq!(register_from(&app, "one", "198.51.100.1").await, 201);
    assert_eq!(register_from(&app, "two", "198.51.100.2").await, 201);
    let res = app
        .client
        .post(app.url("/api/v1/accounts"))
        .header("X-Forwarded-For", "198.51.100.3")
        .json(&json!({"username": "three", "password": PASSWORD}))
        .send()
        .await
        .unwrap();
    let detail = problem(res, 429).await;
    assert!(detail.contains("try again in a minute"), "{detail}");
    clock.advance(Duration::seconds(61));
    assert_eq!(register_from(&app, "three", "198.51.100.3").await, 201);
}

#[tokio::test]
async fn failed_sign_ins_are_limited_per_account_and_told_to_its_owner() {
    let clock = Arc::new(ManualClock::new(Utc::now()));
    let app = TestApp::builder()
        .clock(clock.clone())
        .config(|c| c.sign_in_limit = 3)
        .spawn()
        .await;
    app.api_user("rosa").await;
    for _ in 0..3 {
        let res = app
            .post_json("/api/v1/tokens", &sign_in_body("ROSA", "wrong password"))
            .await;
        problem(res, 401).await;
    }
    // The limit is reached: even the right password waits until the window has passed.
    let res = app
        .post_json("/api/v1/tokens", &sign_in_body("rosa", PASSWORD))
        .await;
    let wait: u64 = res.headers()["retry-after"]
        .to_str()
        .unwrap()
        .parse()
        .unwrap();
    assert!((1..=900).contains(&wait), "{wait}");
    let detail = problem(res, 429).await;
    assert!(detail.contains("15 minutes"), "{detail}");
    let person = app.visitor();
    let res = sign_in_form(&person, "rosa").await;
    assert_eq!(res.status(), 429);
    assert!(res.headers().contains_key("retry-after"));
    assert!(res
        .text()
        .await
        .unwrap()
        .contains("Too many failed sign-ins"));
    // Other accounts are not held up.
    app.api_user("lena").await;

    clock.advance(Duration::minutes(16));
    let res = sign_in_form(&person, "rosa").await;
    assert_eq!(res.status(), 303);
    // The owner hears of the failed attempts once, on the next page.
    let home = person.page("/").await;
    assert!(
        home.contains("3 sign-in attempts with your username failed"),
        "{home}"
    );
    assert!(!person.page("/").await.contains("sign-in attempts"));
    // Counted in the database, where every server process sees them.
    assert_eq!(
        app.count("SELECT count(*) AS n FROM attempts WHERE kind = 'sign_in_failed'"),
        3
    );
}

#[tokio::test]
async fn failed_sign_ins_are_limited_per_client_address() {
    let app = TestApp::builder()
        .config(|c| c.sign_in_address_limit = 4)
        .spawn()
        .await;
    for name in ["ana", "bea", "cid", "dan"] {
        let res = app
            .post_json("/api/v1/tokens", &sign_in_body(name, "guess"))
            .await;
        problem(res, 401).await;
    }
    let res = app
        .post_json("/api/v1/tokens", &sign_in_body("eve", "guess"))
        .await;
    problem(res, 429).await;
}

/// Registers `username` with the JSON API from `forwarded` (an `X-Forwarded-For` value).
async fn register_from(app: &TestApp, username: &str, forwarded: &str) -> StatusCode {
    app.client
        .post(app.url("/api/v1/accounts"))
        .header("X-Forwarded-For", forwarded)
        .json(&json!({"username": username, "password": PASSWORD}))
        .send()
        .await
        .unwrap()
        .status()
}

#[tokio::test]
async fn new_accounts_are_limited_per_address_which_only_a_trusted_proxy_may_forward() {
    // Without trusted proxies, the header is the client's claim and changes nothing.
    let app = TestApp::builder()
        .config(|c| {
            c.register_limit = 2;
            c.trusted_proxies = Vec::new();
        })
        .spawn()
        .await;
    assert_eq!(register_from(&app, "ann1", "203.0.113.1").await, 201);
    assert_eq!(register_from(&app, "ann2", "203.0.113.2").await, 201);
    let res = app
        .client
        .post(app.url("/api/v1/accounts"))
        .header("X-Forwarded-For", "203.0.113.3")
        .json(&json!({"username": "ann3", "password": PASSWORD}))
        .send()
        .await
        .unwrap();
    assert!(res.headers().contains_key("retry-after"));
    let detail = problem(res, 429).await;
    assert!(detail.contains("Too many new accounts"), "{detail}");
    let person = app.visitor();
    let res = person
        .form(
            "/register",
            "/register",
            &[("username", "ann4"), ("password", PASSWORD)],
        )
        .await;
    assert_eq!(res.status(), 429);

    // Behind a trusted proxy, each forwarded client has its own count.
    let app = TestApp::builder()
        .config(|c| {
            c.register_limit = 2;
            c.trusted_proxies = vec!["127.0.0.1".parse().unwrap()];
        })
        .spawn()
        .await;
    assert_eq!(register_from(&app, "bob1", "203.0.113.1").await, 201);
    assert_eq!(register_from(&app, "bob2", "203.0.113.1").await, 201);
    assert_eq!(register_from(&app, "bob3", "203.0.113.1").await, 429);
    assert_eq!(register_from(&app, "bob4", "203.0.113.2").await, 201);
    // What the client itself put left of the proxy's entry proves nothing.
    assert_eq!(
        register_from(&app, "bob5", "198.51.100.9, 203.0.113.1").await,
        429
    );
}

#[tokio::test]
async fn every_response_carries_the_security_headers() {
    let app = TestApp::spawn().await;
    let person = app.person("rosa").await;
    for path in [
        "/",
        "/sign-in",
        "/settings/profile",
        "/static/style.css",
        "/api/v1/me",
        "/no-such-page",
    ] {
        let res = person.client.get(person.url(path)).send().await.unwrap();
        let headers = res.headers();
        let csp = headers["content-security-policy"].to_str().unwrap();
        assert!(csp.contains("frame-ancestors 'none'"), "{path}: {csp}");
        assert!(!csp.contains("unsafe-inline"), "{path}: {csp}");
        assert_eq!(headers["x-frame-options"], "DENY", "{path}");
        assert_eq!(headers["x-content-type-options"], "nosniff", "{path}");
        assert!(headers.contains_key("referrer-policy"), "{path}");
        assert!(!headers.contains_key("strict-transport-security"), "{path}");
    }
    // The settings pages keep their stricter referrer policy.
    let res = person
        .client
        .get(person.url("/settings/notifications"))
        .send()
        .await
        .unwrap();
    assert_eq!(res.headers()["referrer-policy"], "no-referrer");

    let app = TestApp::builder()
        .config(|c| c.public_url = "https://fabula.example".into())
        .spawn()
        .await;
    let res = app.get("/").await;
    assert!(res.headers()["strict-transport-security"]
        .to_str()
        .unwrap()
        .contains("max-age="));
}

#[tokio::test]
async fn pages_have_no_inline_script_or_style() {
    let app = TestApp::spawn().await;
    let table = app
        .start_table("pia", 3, json!({"ruleset": "classic"}))
        .await;
    let person = app.signed_in("pia0").await;
    for path in [
        "/".to_string(),
        "/rules".to_string(),
        "/cards".to_string(),
        "/settings/profile".to_string(),
        "/settings/notifications".to_string(),
        "/settings/away".to_string(),
        "/settings/privacy".to_string(),
        "/settings/security".to_string(),
        "/settings/developers".to_string(),
        format!("/tables/{}", table.id),
        format!("/tables/{}/history", table.id),
        format!("/tables/{}/chat", table.id),
        "/api".to_string(),
    ] {
        let html = person.page(&path).await;
        assert!(!html.contains(" style="), "{path} has an inline style");
        for script in html.split("<script").skip(1) {
            let tag = script.split('>').next().unwrap();
            assert!(tag.contains("src="), "{path} has an inline script");
        }
        for handler in [" onclick=", " onload=", " onsubmit=", " onchange="] {
            assert!(!html.contains(handler), "{path} has {handler}");
        }
    }
}

#[tokio::test]
async fn next_never_leads_to_another_site() {
    let app = TestApp::spawn().await;
    let bypasses = [
        "/%09/evil.example/",
        "//evil.example/",
        "/%5Cevil.example",
        "%2F%2Fevil.example",
        "/%2f%2fevil.example",
        "https://evil.example",
        "javascript:alert(1)",
        "/%0D%0ASet-Cookie:%20a=b",
        "/%0Aevil",
        "/%EF%BC%8Fevil.example",
        "/%E2%88%95evil.example",
    ];
    let visitor = app.visitor();
    for next in bypasses {
        let res = app.get(&format!("/lang/es?next={next}")).await;
        assert_eq!(res.status(), 303, "{next}");
        assert_eq!(res.headers()["location"], "/", "{next}");
        let page = visitor.page(&format!("/sign-in?next={next}")).await;
        assert!(page.contains("name=\"next\" value=\"/\""), "{next}: {page}");
    }
    // A local path is where it says.
    let res = app.get("/lang/es?next=/tables/7%3Fx%3D1").await;
    assert_eq!(res.headers()["location"], "/tables/7?x=1");
    // Through the sign-in form too.
    app.api_user("rosa").await;
    let res = visitor
        .form(
            "/sign-in",
            "/sign-in",
            &[
                ("username", "rosa"),
                ("password", PASSWORD),
                ("next", "/\t/evil.example/"),
            ],
        )
        .await;
    assert_eq!(res.headers()["location"], "/");
}

#[tokio::test]
async fn the_invite_link_is_on_the_public_address_whatever_the_request_says() {
    let app = TestApp::builder()
        .config(|c| c.public_url = "https://fabula.example/".into())
        .spawn()
        .await;
    let host = app.person("host").await;
    let res = host
        .form(
            "/",
            "/tables",
            &[("ruleset", "classic"), ("max_players", "6")],
        )
        .await;
    let table = res.headers()["location"].to_str().unwrap().to_string();
    let html = host
        .client
        .get(host.url(&table))
        .header("X-Forwarded-Host", "evil.example")
        .header("Forwarded", "host=evil.example;proto=http")
        .send()
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert!(!html.contains("evil.example"));
    assert!(html.contains("https://fabula.example/t/"), "{html}");
}

#[tokio::test]
async fn text_with_control_characters_is_refused_cleanly_everywhere() {
    let app = TestApp::spawn().await;
    let bad = ["nul\0here", "bell\u{7}", "over\u{202E}ride"];
    for (i, text) in bad.iter().enumerate() {
        let res = app
            .post_json(
                "/api/v1/accounts",
                &json!({"username": format!("user{i}"), "password": PASSWORD, "display_name": text}),
            )
            .await;
        let detail = problem(res, 422).await;
        assert!(detail.contains("not allowed"), "{detail}");
    }
    // Invisible characters make look-alikes of names: refused in display names.
    for (i, name) in ["An\u{200B}a", "\u{200F}Ana", "Ana\u{FEFF}"]
        .iter()
        .enumerate()
    {
        let res = app
            .post_json(
                "/api/v1/accounts",
                &json!({"username": format!("name{i}"), "password": PASSWORD, "display_name": name}),
            )
            .await;
        problem(res, 422).await;
    }
    // Names are stored in one normal form (NFC).
    let res = app
        .post_json(
            "/api/v1/accounts",
            &json!({"username": "jose", "password": PASSWORD, "display_name": "Jose\u{301}"}),
        )
        .await;
    let account: Value = res.json().await.unwrap();
    assert_eq!(account["display_name"], "Jos\u{e9}");

    let table = app
        .start_table("tom", 3, json!({"ruleset": "classic"}))
        .await;
    let rosa = &table.players[0];
    for text in bad {
        let res = app
            .post_json(
                "/api/v1/tokens",
                &json!({"username": "tom0", "password": PASSWORD, "name": text}),
            )
            .await;
        problem(res, 422).await;
        let (status, body) = rosa
            .post("/api/v1/decks", json!({"name": text, "public": false}))
            .await;
        assert_eq!(status, 422, "{body}");
        let (status, body) = table.post(1, "chat", json!({"body": text})).await;
        assert_eq!(status, 422, "{body}");
        let (status, body) = table.play_clue(0, text).await;
        assert_eq!(status, 422, "{body}");
    }
    // Line breaks are welcome in chat; in a clue they become spaces.
    let (status, _) = table.post(1, "chat", json!({"body": "one\r\ntwo"})).await;
    assert_eq!(status, 201);
    let (status, view) = table.play_clue(0, "a\nclue").await;
    assert_eq!(status, 200, "{view}");
    assert_eq!(view["clue"], "a clue");
    // Nothing half-written.
    assert_eq!(
        app.count("SELECT count(*) AS n FROM decks WHERE owner_id IS NOT NULL"),
        0
    );
}

#[tokio::test]
async fn names_are_isolated_on_pages() {
    let app = TestApp::spawn().await;
    let res = app
        .post_json(
            "/api/v1/accounts",
            &json!({"username": "miriam", "password": PASSWORD, "display_name": "مريم"}),
        )
        .await;
    assert_eq!(res.status(), 201);
    let person = app.signed_in("miriam").await;
    let home = person.page("/").await;
    assert!(home.contains("<bdi>مريم</bdi>"), "{home}");
}

/// Opens a connection and sends a request head announcing a body of 100 bytes, then one byte
/// of it: a client that sends its body slowly.
async fn slow_body(app: &TestApp, path: &str) -> tokio::net::TcpStream {
    use tokio::io::AsyncWriteExt;
    let port = app.address.rsplit(':').next().unwrap();
    let mut stream = tokio::net::TcpStream::connect(format!("127.0.0.1:{port}"))
        .await
        .unwrap();
    let head = format!(
        "POST {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n\
         Content-Length: 100\r\n\r\n{{"
    );
    stream.write_all(head.as_bytes()).await.unwrap();
    stream
}

#[tokio::test]
async fn a_body_that_comes_too_slowly_is_refused_and_its_connection_closed() {
    use tokio::io::AsyncReadExt;
    let app = TestApp::builder()
        .config(|c| c.body_timeout_secs = 1)
        .spawn()
        .await;
    let started = std::time::Instant::now();
    let mut stream = slow_body(&app, "/api/v1/tokens").await;
    let mut answer = String::new();
    let read = tokio::time::timeout(
        std::time::Duration::from_secs(20),
        stream.read_to_string(&mut answer),
    )
    .await;
    assert!(read.is_ok(), "the server closed the connection");
    assert!(answer.starts_with("HTTP/1.1 408"), "{answer}");
    assert!(answer.contains("application/problem+json"), "{answer}");
    assert!(started.elapsed() < std::time::Duration::from_secs(20));
}

#[tokio::test]
async fn one_address_has_only_so_many_requests_in_progress() {
    let app = TestApp::builder()
        .config(|c| {
            c.requests_per_address = 2;
            c.body_timeout_secs = 30;
        })
        .spawn()
        .await;
    let reader = app.person("patient").await;
    let first = slow_body(&app, "/api/v1/tokens").await;
    let second = slow_body(&app, "/api/v1/tokens").await;
    // Both are in progress once the server has read their heads.
    let mut refused = None;
    for _ in 0..100 {
        let res = app.get("/api/v1/decks").await;
        if res.status() == 429 {
            refused = Some(res);
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    let res = refused.expect("the third request is refused");
    assert!(res.headers().contains_key("retry-after"));
    problem(res, 429).await;
    // A person's page says so without reading their account, yet knows they are signed in: it
    // offers signing out, not signing in.
    let (status, html) = reader.get("/").await;
    assert_eq!(status, 429);
    assert!(html.contains("action=\"/sign-out\""), "{html}");
    assert!(!html.contains("href=\"/sign-in"), "{html}");
    drop((first, second));
    let mut served = false;
    for _ in 0..100 {
        if app.get("/api/v1/decks").await.status() == 200 {
            served = true;
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    assert!(served, "served again once the slow requests are gone");
}

#[tokio::test]
async fn a_display_name_may_not_pass_for_another_players() {
    let app = TestApp::spawn().await;
    let register = |username: &str, display_name: &str| {
        let body =
            json!({"username": username, "password": PASSWORD, "display_name": display_name});
        let app = &app;
        async move { app.post_json("/api/v1/accounts", &body).await }
    };
    assert_eq!(register("rosa", "Rosa M.").await.status(), 201);
    for look_alike in ["Rosa M.", "ROSA M.", "R\u{43E}sa M.", "Rosa\u{a0}M."] {
        let detail = problem(register("other", look_alike).await, 409).await;
        assert!(detail.contains("looks like"), "{look_alike:?}: {detail}");
    }
    assert_eq!(register("other", "Rosa K.").await.status(), 201);
    // The form says so too, and keeps what was typed.
    let person = app.visitor();
    let res = person
        .form(
            "/register",
            "/register",
            &[
                ("username", "third"),
                ("display_name", "r\u{43E}sa m."),
                ("password", PASSWORD),
            ],
        )
        .await;
    assert_eq!(res.status(), 409, "like a username that is taken");
    assert!(res.text().await.unwrap().contains("looks like"));
}
