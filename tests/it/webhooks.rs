//! Webhooks against a receiver on loopback (a small HTTP server in the test): every event of
//! a whole game signed and sent once per webhook, retries with back-off until a failing
//! receiver's webhook is disabled (and enabled again from the settings page), and the
//! addresses Fabula refuses, when a webhook is made and again when an event is sent.

use std::collections::{BTreeSet, HashMap};
use std::sync::atomic::{AtomicU16, Ordering};
use std::sync::{Arc, Mutex};

use chrono::{Duration, Utc};
use fabula::clock::ManualClock;
use hmac::{Hmac, Mac};
use reqwest::Method;
use serde_json::{json, Value};
use sha2::Sha256;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpListener;

use crate::helpers::{location, problem, ApiClient, TestApp};

/// One request the receiver got.
#[derive(Debug, Clone)]
struct Received {
    path: String,
    headers: HashMap<String, String>,
    body: String,
}

/// An HTTP server on loopback that keeps every request and answers each with `status`.
struct Receiver {
    address: String,
    got: Arc<Mutex<Vec<Received>>>,
    status: Arc<AtomicU16>,
}

impl Receiver {
    async fn start(status: u16) -> Receiver {
        let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
        let address = format!("http://127.0.0.1:{}", listener.local_addr().unwrap().port());
        let got = Arc::new(Mutex::new(Vec::new()));
        let status = Arc::new(AtomicU16::new(status));
        let (kept, answer) = (got.clone(), status.clone());
        tokio::spawn(async move {
            while let Ok((socket, _)) = listener.accept().await {
                let (kept, answer) = (kept.clone(), answer.clone());
                tokio::spawn(async move {
                    let _ = serve(socket, kept, answer.load(Ordering::SeqCst)).await;
                });
            }
        });
        Receiver {
            address,
            got,
            status,
        }
    }

    fn url(&self, path: &str) -> String {
        format!("{}{path}", self.address)
    }

    fn got(&self) -> Vec<Received> {
        self.got.lock().unwrap().clone()
    }

    fn answer(&self, status: u16) {
        self.status.store(status, Ordering::SeqCst);
    }
}

/// Reads one request (head and `Content-Length` body), keeps it, and answers `status`.
async fn serve(
    mut socket: tokio::net::TcpStream,
    kept: Arc<Mutex<Vec<Received>>>,
    status: u16,
) -> std::io::Result<()> {
    let mut data = Vec::new();
    let mut chunk = [0u8; 4096];
    let head_end = loop {
        let n = socket.read(&mut chunk).await?;
        if n == 0 {
            return Ok(());
        }
        data.extend_from_slice(&chunk[..n]);
        if let Some(at) = data.windows(4).position(|w| w == b"\r\n\r\n") {
            break at + 4;
        }
    };
    let head = String::from_utf8_lossy(&data[..head_end]).to_string();
    let mut lines = head.split("\r\n");
    let path = lines
        .next()
        .and_then(|l| l.split(' ').nth(1))
        .unwrap_or_default()
        .to_string();
    let headers: HashMap<String, String> = lines
        .filter_map(|l| l.split_once(':'))
        .map(|(k, v)| (k.trim().to_ascii_lowercase(), v.trim().to_string()))
        .collect();
    let length: usize = headers
        .get("content-length")
        .and_then(|l| l.parse().ok())
        .unwrap_or(0);
    while data.len() < head_end + length {
        let n = socket.read(&mut chunk).await?;
        if n == 0 {
            break;
        }
        data.extend_from_slice(&chunk[..n]);
    }
    let body = String::from_utf8_lossy(&data[head_end..]).to_string();
    kept.lock().unwrap().push(Received {
        path,
        headers,
        body,
    });
    let answer = format!("HTTP/1.1 {status} X\r\nContent-Length: 0\r\nConnection: close\r\n\r\n");
    socket.write_all(answer.as_bytes()).await?;
    socket.shutdown().await
}

/// Checks `Fabula-Signature` the way docs/API.md tells a receiver to.
fn signed_by(received: &Received, secret: &str) -> bool {
    let Some(value) = received.headers.get("fabula-signature") else {
        return false;
    };
    let mut t = None;
    let mut v1 = None;
    for part in value.split(',') {
        match part.split_once('=') {
            Some(("t", time)) => t = Some(time),
            Some(("v1", tag)) => v1 = Some(tag),
            _ => {}
        }
    }
    let (Some(t), Some(v1)) = (t, v1) else {
        return false;
    };
    let mut mac = Hmac::<Sha256>::new_from_slice(secret.as_bytes()).unwrap();
    mac.update(format!("{t}.{}", received.body).as_bytes());
    let Ok(tag) = hex::decode(v1) else {
        return false;
    };
    mac.verify_slice(&tag).is_ok()
}

/// The app, allowing loopback targets, or not.
async fn app_with_loopback(allowed: bool) -> TestApp {
    TestApp::builder()
        .config(move |c| c.outbound_allow_loopback = allowed)
        .spawn()
        .await
}

/// Sends the events due now, as the server's task does; how many receivers took theirs.
async fn send(app: &TestApp) -> usize {
    fabula::notify::webhooks::send_pending(&app.state())
        .await
        .expect("send webhook events")
}

/// Registers a webhook through the API: its id and secret.
async fn add_webhook(client: &ApiClient, url: &str) -> (i64, String) {
    let (status, body) = client
        .post("/api/v1/me/webhooks", json!({"url": url}))
        .await;
    assert_eq!(status, 201, "{body}");
    assert_eq!(body["url"], url);
    assert_eq!(body["enabled"], true);
    let secret = body["secret"].as_str().expect("a secret").to_string();
    (body["id"].as_i64().expect("an id"), secret)
}

/// `POST /api/v1/me/webhooks` with `url`: the answer as it came.
async fn try_to_add(client: &ApiClient, url: &str) -> reqwest::Response {
    client
        .request(Method::POST, "/api/v1/me/webhooks")
        .json(&json!({ "url": url }))
        .send()
        .await
        .unwrap()
}

const GAME: fn() -> Value =
    || json!({"ruleset": "2021", "first_storyteller": "host", "target_score": 10});

#[tokio::test]
async fn a_program_gets_every_event_of_a_game_once_and_signed() {
    let receiver = Receiver::start(204).await;
    let app = app_with_loopback(true).await;
    let host = app.api_user("hook0").await;
    let (_, first) = add_webhook(&host, &receiver.url("/first")).await;
    let (_, second) = add_webhook(&host, &receiver.url("/second?from=fabula")).await;
    let table = app.start_table_hosted_by(host, "hook", 3, GAME()).await;

    // Two senders at once after every move, as two server processes would.
    let mut sent = 0;
    loop {
        let (a, b) = tokio::join!(send(&app), send(&app));
        sent += a + b;
        if !table.one_move("a lantern").await {
            break;
        }
    }
    sent += send(&app).await;
    assert_eq!(send(&app).await, 0, "nothing is due any more");

    // One event per notice of the host and webhook, no other, each signed with its secret.
    let notices = app.count(
        "SELECT count(*) AS n FROM notices n JOIN accounts a ON a.id = n.account_id
          WHERE a.username = 'hook0'",
    ) as usize;
    let got = receiver.got();
    assert_eq!(got.len(), 2 * notices, "{got:?}");
    assert_eq!(sent, got.len());
    let final_version = table.view(0).await.version;
    for (path, secret) in [("/first", &first), ("/second?from=fabula", &second)] {
        let events: Vec<&Received> = got.iter().filter(|r| r.path == path).collect();
        assert_eq!(events.len(), notices, "{path}");
        let mut ids = BTreeSet::new();
        let mut kinds: HashMap<String, usize> = HashMap::new();
        let mut last_version = 0;
        for event in events {
            assert!(signed_by(event, secret), "signed for {path}: {event:?}");
            assert!(!signed_by(event, "whsec_another"), "a wrong secret fails");
            assert_eq!(event.headers["content-type"], "application/json");
            let body: Value = serde_json::from_str(&event.body).expect("JSON");
            let keys: BTreeSet<&str> = body
                .as_object()
                .unwrap()
                .keys()
                .map(|k| k.as_str())
                .collect();
            assert_eq!(
                keys,
                BTreeSet::from(["id", "event", "table_id", "version", "created_at"]),
                "no card, nothing else: {body}"
            );
            assert_eq!(body["table_id"], table.id);
            assert_eq!(event.headers["fabula-delivery"], body["id"].to_string());
            assert_eq!(
                event.headers["fabula-event"],
                body["event"].as_str().unwrap()
            );
            assert!(ids.insert(body["id"].as_i64().unwrap()), "each event once");
            let version = body["version"].as_i64().unwrap();
            assert!(
                version >= last_version && version <= final_version,
                "{body}"
            );
            last_version = version;
            *kinds
                .entry(body["event"].as_str().unwrap().to_string())
                .or_default() += 1;
        }
        let rounds = table.rounds(0).await.len();
        assert_eq!(kinds["game_ended"], 1, "{kinds:?}");
        assert_eq!(kinds["round_revealed"], rounds, "{kinds:?}");
        assert!(kinds["your_move"] >= rounds, "{kinds:?}");
        assert_eq!(kinds.len(), 3, "{kinds:?}");
    }
    // The last event is the end, at the table's last version.
    let last: Value = serde_json::from_str(&got.last().unwrap().body).unwrap();
    assert_eq!(last["event"], "game_ended");
    assert_eq!(last["version"], final_version);
}

#[tokio::test]
async fn a_failing_receiver_is_tried_again_later_and_then_disabled() {
    let receiver = Receiver::start(503).await;
    let clock = Arc::new(ManualClock::new(Utc::now()));
    let app = TestApp::builder()
        .clock(clock.clone())
        .config(|c| c.outbound_allow_loopback = true)
        .spawn()
        .await;
    let host = app.api_user("fail0").await;
    let (id, secret) = add_webhook(&host, &receiver.url("/down")).await;
    // The host is awaited for the first clue: one event, which the receiver refuses.
    let _table = app
        .start_table_hosted_by(host.clone(), "fail", 3, GAME())
        .await;
    assert_eq!(send(&app).await, 0);
    assert_eq!(receiver.got().len(), 1);
    let webhooks: Value = host.read("/api/v1/me/webhooks").await;
    assert_eq!(webhooks[0]["failures"], 1);
    assert_eq!(webhooks[0]["last_error"], "http_503");
    assert_eq!(webhooks[0]["enabled"], true);
    assert!(
        webhooks[0].get("secret").is_none(),
        "the secret is shown once"
    );

    // Each wait is twice the one before (30 s, 1 min, 2 min, …, at most an hour); nothing is
    // tried before it is over.
    let waits = [30, 60, 120, 240, 480, 960, 1920, 3600, 3600];
    for (i, wait) in waits.iter().enumerate() {
        clock.advance(Duration::seconds(wait - 1));
        assert_eq!(send(&app).await, 0);
        assert_eq!(receiver.got().len(), i + 1, "not before {wait} s");
        clock.advance(Duration::seconds(1));
        assert_eq!(send(&app).await, 0);
        assert_eq!(receiver.got().len(), i + 2, "after {wait} s");
    }
    let attempts = receiver.got();
    assert!(
        attempts.iter().all(|r| r.body == attempts[0].body),
        "one event, again"
    );
    assert!(attempts.iter().all(|r| signed_by(r, &secret)));

    // Ten failures in a row: disabled, and nothing more is sent.
    let webhooks: Value = host.read("/api/v1/me/webhooks").await;
    assert_eq!(webhooks[0]["enabled"], false, "{webhooks}");
    assert_eq!(webhooks[0]["failures"], 10);
    assert!(webhooks[0]["disabled_at"].is_string());
    clock.advance(Duration::hours(5));
    assert_eq!(send(&app).await, 0);
    assert_eq!(receiver.got().len(), 10);

    // The settings page says so, and why, and enables it again.
    let person = app.signed_in("fail0").await;
    let page = person.page("/settings/developers").await;
    assert!(page.contains(&receiver.url("/down")), "{page}");
    assert!(page.contains("Disabled"), "{page}");
    assert!(page.contains("It failed 10 times in a row"), "{page}");
    assert!(
        page.contains("your program answered with status 503"),
        "{page}"
    );
    let action = format!("/settings/webhooks/{id}/enable");
    assert!(page.contains(&format!("action=\"{action}\"")), "{page}");
    receiver.answer(200);
    let res = person.form("/settings/developers", &action, &[]).await;
    assert_eq!(res.status(), 303);
    assert_eq!(
        location(&res),
        "/settings/developers?done=webhook_enabled#webhooks"
    );
    let page = person
        .page("/settings/developers?done=webhook_enabled")
        .await;
    assert!(page.contains("The webhook is enabled again"), "{page}");
    assert!(!page.contains("It failed"), "{page}");

    // What waited goes out at once, the same event.
    assert_eq!(send(&app).await, 1);
    let got = receiver.got();
    assert_eq!(got.len(), 11);
    assert_eq!(got[10].body, got[0].body);
    let webhooks: Value = host.read("/api/v1/me/webhooks").await;
    assert_eq!(webhooks[0]["enabled"], true);
    assert_eq!(webhooks[0]["failures"], 0);
    assert!(webhooks[0]["last_error"].is_null());
}

#[tokio::test]
async fn the_address_is_checked_again_when_an_event_is_sent() {
    let receiver = Receiver::start(200).await;
    let app = app_with_loopback(true).await;
    let host = app.api_user("again0").await;
    add_webhook(&host, &receiver.url("/")).await;
    let _table = app
        .start_table_hosted_by(host.clone(), "again", 3, GAME())
        .await;
    // Another server process on the same database, which does not allow loopback.
    let strict = TestApp::builder().sharing(&app).spawn().await;
    assert_eq!(send(&strict).await, 0);
    assert!(receiver.got().is_empty());
    let webhooks: Value = host.read("/api/v1/me/webhooks").await;
    assert_eq!(webhooks[0]["last_error"], "refused_address", "{webhooks}");
    assert_eq!(webhooks[0]["failures"], 1);
}

#[tokio::test]
async fn addresses_fabula_does_not_send_to_are_refused() {
    let app = app_with_loopback(false).await;
    let me = app.api_user("bad").await;
    for url in [
        "http://127.0.0.1:9/hook",
        "http://localhost:9/",
        "http://[::1]/",
        "http://2130706433/",
        "http://[::ffff:127.0.0.1]/",
        "http://10.0.0.1/",
        "http://172.16.5.4/",
        "http://192.168.0.1/",
        "http://169.254.169.254/latest/meta-data",
        "http://[fe80::1]/",
        "http://[fd00::1]/",
        "http://0.0.0.0/",
        "ftp://93.184.216.34/",
        "file:///etc/passwd",
        "javascript:alert(1)",
        "not an address",
        "",
        "https://me:secret@93.184.216.34/",
        "https://nowhere.invalid/",
    ] {
        let detail = problem(try_to_add(&me, url).await, 422).await;
        assert!(!detail.is_empty(), "{url}");
    }
    let long = format!("https://93.184.216.34/{}", "a".repeat(500));
    problem(try_to_add(&me, &long).await, 422).await;
    assert_eq!(app.count("SELECT count(*) AS n FROM webhooks"), 0);

    // Public addresses are taken, five at most; one can be removed, by its owner only.
    let mut ids = Vec::new();
    for i in 0..5 {
        let (id, secret) = add_webhook(&me, &format!("https://93.184.216.34/hook{i}")).await;
        assert!(
            secret.starts_with("whsec_") && secret.len() > 40,
            "{secret}"
        );
        ids.push(id);
    }
    let detail = problem(try_to_add(&me, "https://93.184.216.34/sixth").await, 422).await;
    assert!(detail.contains('5'), "{detail}");
    let other = app.api_user("other").await;
    let path = format!("/api/v1/me/webhooks/{}", ids[0]);
    problem(other.send(Method::DELETE, &path).await, 404).await;
    problem(
        other.send(Method::POST, &format!("{path}/enable")).await,
        404,
    )
    .await;
    assert_eq!(me.send(Method::DELETE, &path).await.status(), 204);
    problem(me.send(Method::DELETE, &path).await, 404).await;
    let listed: Value = me.read("/api/v1/me/webhooks").await;
    assert_eq!(listed.as_array().unwrap().len(), 4);

    // The settings page: a refused address shown again with why, a new one's secret once.
    let person = app.signed_in("other").await;
    let res = person
        .form(
            "/settings/developers",
            "/settings/webhooks",
            &[("url", "http://127.0.0.1:9/x")],
        )
        .await;
    assert_eq!(res.status(), 422);
    let page = res.text().await.unwrap();
    assert!(
        page.contains("loopback, private or local network"),
        "{page}"
    );
    assert!(page.contains("value=\"http://127.0.0.1:9/x\""), "{page}");
    let res = person
        .form(
            "/settings/developers",
            "/settings/webhooks",
            &[("url", "https://93.184.216.34/mine")],
        )
        .await;
    assert_eq!(res.status(), 200);
    let page = res.text().await.unwrap();
    assert!(page.contains("Copy its secret now"), "{page}");
    let secret = page
        .split("value=\"whsec_")
        .nth(1)
        .and_then(|rest| rest.split('"').next())
        .expect("the secret on the page");
    let again = person.page("/settings/developers").await;
    assert!(again.contains("https://93.184.216.34/mine"), "{again}");
    assert!(!again.contains(secret), "the secret is shown once");
    person.get("/lang/pt").await;
    let html = person.page("/settings/developers").await;
    assert!(html.contains("Endereço do seu programa"), "{html}");
}
