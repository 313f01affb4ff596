//! Push notifications against a push service on loopback that this test plays: each test makes
//! a browser's key pair and auth secret, subscribes through the API, makes a move, and reads
//! what was pushed as a browser would (RFC 8291, aes128gcm), checking the VAPID signature
//! (RFC 8292) against the server's key. A subscription answered 410 is dropped; one answered
//! 503 is tried again later, once.

use std::sync::atomic::{AtomicU16, Ordering};
use std::sync::{Arc, Mutex};

use aes_gcm::aead::Aead;
use aes_gcm::{Aes128Gcm, KeyInit, Nonce};
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;
use chrono::{Duration, Utc};
use fabula::clock::ManualClock;
use hkdf::Hkdf;
use p256::ecdsa::signature::Verifier;
use p256::ecdsa::{Signature, VerifyingKey};
use p256::elliptic_curve::sec1::ToEncodedPoint;
use p256::{PublicKey, SecretKey};
use rand::Rng;
use reqwest::Method;
use serde_json::{json, Value};
use sha2::Sha256;

use crate::helpers::{inputs, problem, ApiClient, TestApp};

/// One request the push service received.
#[derive(Debug, Clone)]
struct Pushed {
    path: String,
    headers: Vec<(String, String)>,
    body: Vec<u8>,
}

impl Pushed {
    fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    }
}

/// A push service on loopback: it keeps every request, and answers `status`, or 410 for an
/// address under `/gone/`.
struct PushService {
    origin: String,
    received: Arc<Mutex<Vec<Pushed>>>,
    status: Arc<AtomicU16>,
    handle: actix_web::dev::ServerHandle,
}

impl PushService {
    fn start() -> PushService {
        let received: Arc<Mutex<Vec<Pushed>>> = Arc::default();
        let status = Arc::new(AtomicU16::new(201));
        let (kept, answer) = (received.clone(), status.clone());
        let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        let origin = format!("http://{}", listener.local_addr().unwrap());
        let server = actix_web::HttpServer::new(move || {
            let kept = kept.clone();
            let answer = answer.clone();
            actix_web::App::new().default_service(actix_web::web::to(
                move |req: actix_web::HttpRequest, body: actix_web::web::Bytes| {
                    let kept = kept.clone();
                    let answer = answer.clone();
                    async move {
                        let headers = req
                            .headers()
                            .iter()
                            .map(|(n, v)| (n.to_string(), v.to_str().unwrap_or("").to_string()))
                            .collect();
                        kept.lock().unwrap().push(Pushed {
                            path: req.path().to_string(),
                            headers,
                            body: body.to_vec(),
                        });
                        let status = if req.path().starts_with("/gone/") {
                            410
                        } else {
                            answer.load(Ordering::SeqCst)
                        };
                        actix_web::HttpResponse::build(
                            actix_web::http::StatusCode::from_u16(status).unwrap(),
                        )
                        .finish()
                    }
                },
            ))
        })
        .workers(1)
        .listen(listener)
        .unwrap()
        .run();
        let handle = server.handle();
        tokio::spawn(server);
        PushService {
            origin,
            received,
            status,
            handle,
        }
    }

    fn received(&self) -> Vec<Pushed> {
        self.received.lock().unwrap().clone()
    }

    fn to(&self, path: &str) -> Vec<Pushed> {
        self.received()
            .into_iter()
            .filter(|p| p.path == path)
            .collect()
    }
}

impl Drop for PushService {
    fn drop(&mut self) {
        let handle = self.handle.clone();
        tokio::spawn(async move { handle.stop(false).await });
    }
}

/// A browser's side of a subscription: its key pair and auth secret.
struct Device {
    secret: SecretKey,
    auth: [u8; 16],
    endpoint: String,
}

impl Device {
    fn new(endpoint: String) -> Device {
        let secret = loop {
            let mut bytes = [0u8; 32];
            rand::rng().fill_bytes(&mut bytes);
            if let Ok(key) = SecretKey::from_slice(&bytes) {
                break key;
            }
        };
        let mut auth = [0u8; 16];
        rand::rng().fill_bytes(&mut auth);
        Device {
            secret,
            auth,
            endpoint,
        }
    }

    fn public(&self) -> Vec<u8> {
        self.secret
            .public_key()
            .to_encoded_point(false)
            .as_bytes()
            .to_vec()
    }

    /// What `PushSubscription.toJSON()` gives.
    fn subscription(&self) -> Value {
        json!({
            "endpoint": self.endpoint,
            "expirationTime": null,
            "keys": {
                "p256dh": URL_SAFE_NO_PAD.encode(self.public()),
                "auth": URL_SAFE_NO_PAD.encode(self.auth),
            }
        })
    }

    /// Reads a pushed body as the browser does (RFC 8291 §3.4, RFC 8188): the header's salt
    /// and sender key, the shared secret, the keys, then the one record.
    fn decrypt(&self, body: &[u8]) -> Value {
        let salt = &body[..16];
        let record_size = u32::from_be_bytes(body[16..20].try_into().unwrap());
        assert_eq!(record_size, 4096);
        let id_len = body[20] as usize;
        assert_eq!(id_len, 65, "the key id is the sender's public key");
        let as_public = &body[21..21 + id_len];
        let sealed = &body[21 + id_len..];
        assert!(sealed.len() + 86 <= record_size as usize);

        let sender = PublicKey::from_sec1_bytes(as_public).unwrap();
        let shared =
            p256::ecdh::diffie_hellman(self.secret.to_nonzero_scalar(), sender.as_affine());
        let mut info = b"WebPush: info\0".to_vec();
        info.extend_from_slice(&self.public());
        info.extend_from_slice(as_public);
        let mut ikm = [0u8; 32];
        Hkdf::<Sha256>::new(Some(&self.auth), shared.raw_secret_bytes())
            .expand(&info, &mut ikm)
            .unwrap();
        let prk = Hkdf::<Sha256>::new(Some(salt), &ikm);
        let (mut cek, mut nonce) = ([0u8; 16], [0u8; 12]);
        prk.expand(b"Content-Encoding: aes128gcm\0", &mut cek)
            .unwrap();
        prk.expand(b"Content-Encoding: nonce\0", &mut nonce)
            .unwrap();
        let mut plain = Aes128Gcm::new_from_slice(&cek)
            .unwrap()
            .decrypt(Nonce::from_slice(&nonce), sealed)
            .expect("the push decrypts with this browser's keys");
        while plain.last() == Some(&0) {
            plain.pop();
        }
        assert_eq!(plain.pop(), Some(2), "one record, the last");
        serde_json::from_slice(&plain).expect("the payload is JSON")
    }
}

/// Checks the VAPID header of a push (RFC 8292): a JWT signed with ES256 by the key of
/// `GET /api/v1/push/key`, for the push service's origin, not expired.
fn check_vapid(pushed: &Pushed, server_key: &str, origin: &str) {
    let authorization = pushed.header("authorization").expect("Authorization");
    let rest = authorization
        .strip_prefix("vapid t=")
        .expect("vapid scheme");
    let (jwt, key) = rest.split_once(", k=").expect("t and k");
    assert_eq!(key, server_key, "signed with the server's key");
    let parts: Vec<&str> = jwt.split('.').collect();
    assert_eq!(parts.len(), 3, "{jwt}");
    let header: Value = serde_json::from_slice(&URL_SAFE_NO_PAD.decode(parts[0]).unwrap()).unwrap();
    assert_eq!(header["alg"], "ES256");
    let claims: Value = serde_json::from_slice(&URL_SAFE_NO_PAD.decode(parts[1]).unwrap()).unwrap();
    assert_eq!(
        claims["aud"], origin,
        "the audience is the push service's origin"
    );
    let exp = claims["exp"].as_i64().expect("exp");
    let now = Utc::now().timestamp();
    assert!(
        exp > now && exp <= now + 24 * 3600,
        "exp {exp} within a day"
    );
    assert!(claims["sub"].as_str().is_some_and(|s| !s.is_empty()));
    let verifying = VerifyingKey::from_sec1_bytes(&URL_SAFE_NO_PAD.decode(key).unwrap()).unwrap();
    let signature = Signature::from_slice(&URL_SAFE_NO_PAD.decode(parts[2]).unwrap()).unwrap();
    verifying
        .verify(format!("{}.{}", parts[0], parts[1]).as_bytes(), &signature)
        .expect("the ES256 signature verifies");
}

/// The real app, allowed to push to the test's service on loopback.
async fn push_app() -> TestApp {
    TestApp::builder()
        .config(|c| c.outbound_allow_loopback = true)
        .spawn()
        .await
}

async fn subscribe(player: &ApiClient, device: &Device) -> Value {
    let (status, body) = player
        .post("/api/v1/me/push-subscriptions", device.subscription())
        .await;
    assert_eq!(status, 201, "{body}");
    body
}

async fn devices(player: &ApiClient) -> Vec<Value> {
    player.read("/api/v1/me/push-subscriptions").await
}

#[tokio::test]
async fn a_move_is_pushed_to_every_device_encrypted_and_signed_once() {
    let service = PushService::start();
    let app = push_app().await;
    let key: Value = app.get("/api/v1/push/key").await.json().await.unwrap();
    let server_key = key["public_key"].as_str().unwrap().to_string();
    assert_eq!(URL_SAFE_NO_PAD.decode(&server_key).unwrap().len(), 65);

    let body = json!({"ruleset": "classic", "first_storyteller": "host"});
    let table = app.start_table("push", 3, body).await;
    // Seat 1 reads Portuguese and has two devices; seat 2's one device is gone.
    let phone = Device::new(format!("{}/push/phone", service.origin));
    let laptop = Device::new(format!("{}/push/laptop", service.origin));
    let gone = Device::new(format!("{}/gone/old", service.origin));
    let added = subscribe(&table.players[1], &phone).await;
    assert_eq!(added["endpoint"], phone.endpoint.as_str());
    assert!(added["device"].as_str().is_some_and(|d| !d.is_empty()));
    assert!(added["last_sent_at"].is_null());
    subscribe(&table.players[1], &laptop).await;
    subscribe(&table.players[2], &gone).await;
    // Subscribing again with the same endpoint updates it.
    subscribe(&table.players[1], &phone).await;
    assert_eq!(devices(&table.players[1]).await.len(), 2);
    assert!(devices(&table.players[0]).await.is_empty());
    diesel::RunQueryDsl::execute(
        diesel::sql_query("UPDATE accounts SET lang = 'pt-BR' WHERE username = 'push1'"),
        &mut app.db(),
    )
    .unwrap();

    // Only the storyteller is awaited, and has no device: its notice was written as handed
    // over already.
    let unpushed = "SELECT count(*) AS n FROM notices WHERE pushed_at IS NULL";
    assert!(app.count("SELECT count(*) AS n FROM notices") > 0);
    assert_eq!(app.count(unpushed), 0);
    assert_eq!(app.send_push().await, 0);
    assert!(service.received().is_empty());

    // The clue: seats 1 and 2 are awaited, and have devices.
    let (status, _) = table.play_clue(0, "a lighthouse").await;
    assert_eq!(status, 200);
    assert_eq!(app.count(unpushed), 2);
    assert_eq!(app.send_push().await, 2, "the phone and the laptop");
    assert_eq!(service.received().len(), 3, "{:?}", service.received());

    for (device, path) in [(&phone, "/push/phone"), (&laptop, "/push/laptop")] {
        let pushes = service.to(path);
        assert_eq!(pushes.len(), 1, "{path}");
        let pushed = &pushes[0];
        assert_eq!(pushed.header("content-encoding"), Some("aes128gcm"));
        assert!(pushed
            .header("ttl")
            .is_some_and(|t| t.parse::<u32>().unwrap() > 0));
        check_vapid(pushed, &server_key, &service.origin);
        let payload = device.decrypt(&pushed.body);
        assert_eq!(payload["kind"], "your_move");
        assert_eq!(payload["table"], table.id);
        assert_eq!(payload["table_name"], "Mesa de push0");
        assert_eq!(payload["title"], "Sua vez em Mesa de push0");
        assert_eq!(payload["body"], "Rodada 1: é hora de jogar uma carta.");
        assert_eq!(
            payload["url"],
            format!("{}/tables/{}", app.public_url, table.id)
        );
        let mut fields: Vec<&str> = payload
            .as_object()
            .unwrap()
            .keys()
            .map(String::as_str)
            .collect();
        fields.sort();
        assert_eq!(
            fields,
            ["body", "kind", "table", "table_name", "tag", "title", "url"],
            "nothing but these: never a card"
        );
    }

    // 410: the subscription is dropped.
    assert!(devices(&table.players[2]).await.is_empty());
    assert!(devices(&table.players[1]).await[0]["last_sent_at"].is_string());

    // Never twice.
    assert_eq!(app.send_push().await, 0);
    assert_eq!(service.received().len(), 3);

    // A removed device hears nothing more; the others go on, in English for seat 0's reader.
    let laptop_id = devices(&table.players[1]).await[1]["id"].as_i64().unwrap();
    let path = format!("/api/v1/me/push-subscriptions/{laptop_id}");
    let (status, _) = table.players[0].call(Method::DELETE, &path, None).await;
    assert_eq!(status, 404, "not seat 0's device");
    let (status, _) = table.players[1].call(Method::DELETE, &path, None).await;
    assert_eq!(status, 204);
    let (status, _) = table.players[1].call(Method::DELETE, &path, None).await;
    assert_eq!(status, 404);
    let storyteller = Device::new(format!("{}/push/storyteller", service.origin));
    subscribe(&table.players[0], &storyteller).await;
    while table.view(0).await.round == 1 {
        assert!(table.one_move("a lighthouse").await);
    }
    assert!(app.send_push().await >= 2);
    assert!(service.to("/push/laptop").len() == 1, "removed");
    let kinds: Vec<Value> = service
        .to("/push/storyteller")
        .iter()
        .map(|p| storyteller.decrypt(&p.body))
        .collect();
    let revealed = kinds
        .iter()
        .find(|p| p["kind"] == "round_revealed")
        .expect("the reveal is pushed");
    assert_eq!(revealed["title"], "Round 1 revealed at push0's table");
    assert!(kinds.iter().all(|p| p["title"].as_str().is_some()));
}

#[tokio::test]
async fn a_push_the_service_cannot_take_now_is_tried_again_later() {
    let service = PushService::start();
    let clock = Arc::new(ManualClock::new(Utc::now()));
    let app = TestApp::builder()
        .clock(clock.clone())
        .config(|c| c.outbound_allow_loopback = true)
        .spawn()
        .await;
    let body = json!({"ruleset": "classic", "first_storyteller": "host"});
    let table = app.start_table("later", 3, body).await;
    let phone = Device::new(format!("{}/push/phone", service.origin));
    subscribe(&table.players[1], &phone).await;
    let (status, _) = table.play_clue(0, "a lighthouse").await;
    assert_eq!(status, 200);

    service.status.store(503, Ordering::SeqCst);
    assert_eq!(app.send_push().await, 0);
    assert_eq!(service.received().len(), 1);
    // Not again at once, nor before the wait is over.
    assert_eq!(app.send_push().await, 0);
    clock.advance(Duration::seconds(20));
    assert_eq!(app.send_push().await, 0);
    assert_eq!(service.received().len(), 1);

    service.status.store(201, Ordering::SeqCst);
    clock.advance(Duration::seconds(15));
    assert_eq!(app.send_push().await, 1);
    assert_eq!(service.received().len(), 2);
    let payload = phone.decrypt(&service.received()[1].body);
    assert_eq!(payload["kind"], "your_move");
    clock.advance(Duration::hours(2));
    assert_eq!(app.send_push().await, 0, "never twice");
    assert_eq!(service.received().len(), 2);
}

#[tokio::test]
async fn only_push_services_on_the_internet_are_taken_unless_loopback_is_allowed() {
    let app = TestApp::spawn().await;
    let player = app.api_user("nopush").await;
    let device = Device::new("http://127.0.0.1:9/push/1".to_string());
    let res = player
        .request(Method::POST, "/api/v1/me/push-subscriptions")
        .json(&device.subscription())
        .send()
        .await
        .unwrap();
    let detail = problem(res, 422).await;
    assert!(detail.contains("push service"), "{detail}");
    for endpoint in [
        "https://10.0.0.1/push",
        "https://169.254.169.254/latest",
        "https://localhost/push",
        "http://push.example.org/push",
    ] {
        let device = Device::new(endpoint.to_string());
        let (status, _) = player
            .post("/api/v1/me/push-subscriptions", device.subscription())
            .await;
        assert_eq!(status, 422, "{endpoint}");
    }
    let mut bad_keys = Device::new("https://push.example.org/x".into()).subscription();
    bad_keys["keys"]["p256dh"] = json!("AAAA");
    let (status, _) = player.post("/api/v1/me/push-subscriptions", bad_keys).await;
    assert_eq!(status, 422);
    assert!(devices(&player).await.is_empty());

    // An https push service: taken, and shown in the settings, where a plain form removes it.
    let device = Device::new("https://push.example.org/wpush/abc".into());
    let mut body = device.subscription();
    body["device"] = json!("Ana's phone");
    let (status, added) = player.post("/api/v1/me/push-subscriptions", body).await;
    assert_eq!(status, 201, "{added}");
    assert_eq!(added["device"], "Ana's phone");
    let person = app.signed_in("nopush").await;
    let html = person.page("/settings/notifications").await;
    assert!(html.contains("Notifications on this device"), "{html}");
    assert!(html.contains("needs JavaScript"));
    assert!(
        html.contains("Ana&#x27;s phone") || html.contains("Ana&#39;s phone"),
        "{html}"
    );
    let action = format!("/settings/push/{}/remove", added["id"]);
    assert!(html.contains(&format!("action=\"{action}\"")), "{html}");
    assert!(inputs(&html, "csrf_token").len() > 1);
    let res = person.form("/settings/notifications", &action, &[]).await;
    assert_eq!(res.status(), 303);
    let html = person
        .page("/settings/notifications?done=push_removed")
        .await;
    assert!(html.contains("it gets no more notifications"), "{html}");
    assert!(html.contains("No device has notifications on."));
    assert!(devices(&player).await.is_empty());

    // The service worker: from the root, always fresh, with nothing cached.
    let sw = app.get("/sw.js").await;
    assert_eq!(sw.status(), 200);
    assert_eq!(sw.headers()["cache-control"], "no-cache");
    assert!(sw.headers()["content-type"]
        .to_str()
        .unwrap()
        .starts_with("text/javascript"));
    let script = sw.text().await.unwrap();
    assert!(script.contains("showNotification") && script.contains("notificationclick"));
    assert!(!script.contains("\"fetch\""), "it answers no request");
}

#[tokio::test]
async fn two_server_processes_never_push_the_same_notice_twice() {
    let service = PushService::start();
    let app = push_app().await;
    let other = TestApp::builder()
        .config(|c| c.outbound_allow_loopback = true)
        .sharing(&app)
        .spawn()
        .await;
    // One data directory, one key: either process signs what the browsers subscribed to.
    let key = |res: reqwest::Response| async { res.json::<Value>().await.unwrap() };
    assert_eq!(
        key(app.get("/api/v1/push/key").await).await,
        key(other.get("/api/v1/push/key").await).await
    );
    let body = json!({"ruleset": "classic", "first_storyteller": "host"});
    let table = app.start_table("twin", 3, body).await;
    let mut devices = Vec::new();
    for seat in 1..3 {
        for n in 0..2 {
            let device = Device::new(format!("{}/push/{seat}-{n}", service.origin));
            subscribe(&table.players[seat], &device).await;
            devices.push(device);
        }
    }
    let (status, _) = table.play_clue(0, "twins").await;
    assert_eq!(status, 200);
    let (a, b) = tokio::join!(app.send_push(), other.send_push());
    assert_eq!(a + b, 4, "two devices each for seats 1 and 2");
    let (a, b) = tokio::join!(app.send_push(), other.send_push());
    assert_eq!(a + b, 0);
    let received = service.received();
    assert_eq!(received.len(), 4, "{received:?}");
    for device in &devices {
        let path = device.endpoint.trim_start_matches(&service.origin);
        let pushes = service.to(path);
        assert_eq!(pushes.len(), 1, "{path}");
        assert_eq!(device.decrypt(&pushes[0].body)["kind"], "your_move");
    }
    other.stop().await;
}
