//! The loop every channel runs (`notify::worker`): nothing is sent while a pool connection is
//! held, and work whose outcome was never recorded (the process died after sending) goes out
//! once more when its lease is over, and never again after that.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use chrono::Utc;
use diesel::Connection;
use fabula::clock::{Clock, ManualClock};
use fabula::notify::outbound::Outbound;
use fabula::notify::worker::{Channel, Claim, LEASE};
use fabula::notify::{mail, push, webhooks};
use serde_json::json;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpListener;

use crate::helpers::mail::SmtpSink;
use crate::helpers::TestApp;
use crate::mail::subscribe;

/// A receiver on loopback (a webhook's program, or a push service) that answers 200 after
/// `delay`, keeping the path and `Fabula-Delivery` of each request.
struct SlowReceiver {
    url: String,
    deliveries: Arc<Mutex<Vec<String>>>,
}

impl SlowReceiver {
    async fn start(delay: Duration) -> SlowReceiver {
        let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
        let url = format!("http://{}/hook", listener.local_addr().unwrap());
        let deliveries = Arc::new(Mutex::new(Vec::new()));
        let kept = deliveries.clone();
        tokio::spawn(async move {
            while let Ok((mut socket, _)) = listener.accept().await {
                let kept = kept.clone();
                tokio::spawn(async move {
                    let mut data = Vec::new();
                    let mut chunk = [0u8; 4096];
                    let head_end = loop {
                        match socket.read(&mut chunk).await {
                            Ok(0) | Err(_) => return,
                            Ok(n) => data.extend_from_slice(&chunk[..n]),
                        }
                        if let Some(at) = data.windows(4).position(|w| w == b"\r\n\r\n") {
                            break at + 4;
                        }
                    };
                    let head = String::from_utf8_lossy(&data[..head_end]).to_ascii_lowercase();
                    let header = |name: &str| {
                        head.lines()
                            .find_map(|l| l.strip_prefix(name).map(|v| v.trim().to_string()))
                            .unwrap_or_default()
                    };
                    let length: usize = header("content-length:").parse().unwrap_or(0);
                    while data.len() < head_end + length {
                        match socket.read(&mut chunk).await {
                            Ok(0) | Err(_) => break,
                            Ok(n) => data.extend_from_slice(&chunk[..n]),
                        }
                    }
                    let path = head.split(' ').nth(1).unwrap_or_default().to_string();
                    kept.lock()
                        .unwrap()
                        .push(format!("{path} {}", header("fabula-delivery:")));
                    tokio::time::sleep(delay).await;
                    let answer =
                        "HTTP/1.1 200 OK\r\nContent-Length: 0\r\nConnection: close\r\n\r\n";
                    let _ = socket.write_all(answer.as_bytes()).await;
                    let _ = socket.shutdown().await;
                });
            }
        });
        SlowReceiver { url, deliveries }
    }

    fn deliveries(&self) -> Vec<String> {
        self.deliveries.lock().unwrap().clone()
    }
}

/// An app that may call loopback, on a clock the test moves, whose host has a webhook to
/// `receiver` and an event due for it (the table awaits the host's first clue).
async fn app_with_an_event_due(receiver: &SlowReceiver, clock: Arc<ManualClock>) -> TestApp {
    let app = TestApp::builder()
        .clock(clock)
        .config(|c| c.outbound_allow_loopback = true)
        .spawn()
        .await;
    let host = app.api_user("lease0").await;
    let (status, body) = host
        .post("/api/v1/me/webhooks", json!({ "url": receiver.url }))
        .await;
    assert_eq!(status, 201, "{body}");
    let game = json!({"ruleset": "2021", "first_storyteller": "host"});
    app.start_table_hosted_by(host, "lease", 3, game).await;
    app
}

/// A webhook receiver that takes 2 s to answer: the pool's connections are all idle meanwhile.
/// (When the request was sent inside the claim's transaction, one was held for the whole 2 s.)
#[tokio::test]
async fn no_pool_connection_is_held_while_a_receiver_answers() {
    let receiver = SlowReceiver::start(Duration::from_secs(2)).await;
    let clock = Arc::new(ManualClock::new(Utc::now()));
    let app = app_with_an_event_due(&receiver, clock).await;
    let state = app.state();

    // Samples the pool every 5 ms while the event is sent: the longest stretch during which
    // some connection was in use.
    let pool = state.pool.clone();
    let sending = Arc::new(AtomicUsize::new(1));
    let watching = sending.clone();
    let sampler = tokio::task::spawn_blocking(move || {
        let mut longest = Duration::ZERO;
        let mut since: Option<Instant> = None;
        while watching.load(Ordering::SeqCst) == 1 {
            let pool_state = pool.state();
            if pool_state.connections > pool_state.idle_connections {
                let start = *since.get_or_insert_with(Instant::now);
                longest = longest.max(start.elapsed());
            } else {
                since = None;
            }
            std::thread::sleep(Duration::from_millis(5));
        }
        longest
    });
    let started = Instant::now();
    let sent = webhooks::send_pending(&state).await.unwrap();
    let took = started.elapsed();
    sending.store(0, Ordering::SeqCst);
    let held = sampler.await.unwrap();
    assert_eq!(sent, 1);
    assert_eq!(receiver.deliveries().len(), 1);
    assert!(
        took >= Duration::from_secs(2),
        "the receiver took 2 s: {took:?}"
    );
    eprintln!("a send of {took:?} held a pool connection for at most {held:?} in a row");
    assert!(
        held < Duration::from_millis(500),
        "a connection was held {held:?} of the {took:?} the send took"
    );
}

/// A process claims an event and sends it, then dies before recording what came of it: the
/// event goes out once more when the lease is over, not before, and never again after that.
#[tokio::test]
async fn an_event_whose_outcome_was_not_recorded_goes_out_again_after_its_lease() {
    let receiver = SlowReceiver::start(Duration::ZERO).await;
    let clock = Arc::new(ManualClock::new(Utc::now()));
    let app = app_with_an_event_due(&receiver, clock.clone()).await;
    let state = app.state();

    let sender = webhooks::Sender::new(Outbound::of(&state.config).unwrap());
    let now = clock.now();
    let mut conn = state.pool.get().unwrap();
    let claimed = conn
        .transaction(|conn| sender.claim(conn, now, now + LEASE))
        .unwrap();
    drop(conn);
    let Claim::Send(event) = claimed else {
        panic!("an event is due");
    };
    assert!(sender.send(&event, now).await.is_ok());
    drop(event);
    assert_eq!(receiver.deliveries().len(), 1);

    // Within the lease, no other pass sends it.
    clock.advance(LEASE - chrono::Duration::seconds(1));
    assert_eq!(webhooks::send_pending(&state).await.unwrap(), 0);
    assert_eq!(receiver.deliveries().len(), 1);

    // After it, once more, the same event; then never again.
    clock.advance(chrono::Duration::seconds(2));
    assert_eq!(webhooks::send_pending(&state).await.unwrap(), 1);
    let got = receiver.deliveries();
    assert_eq!(got.len(), 2);
    assert_eq!(got[0], got[1], "the same delivery");
    assert!(got[0].starts_with("/hook ") && got[0].len() > "/hook ".len());
    clock.advance(chrono::Duration::hours(2));
    assert_eq!(webhooks::send_pending(&state).await.unwrap(), 0);
    assert_eq!(receiver.deliveries().len(), 2);
}

/// The same for a mail: claimed and sent by a process that died before recording it, it is
/// sent once more after the lease, and the account's other mail waits for it meanwhile.
#[tokio::test]
async fn a_mail_whose_outcome_was_not_recorded_goes_out_again_after_its_lease() {
    let sink = SmtpSink::start();
    let clock = Arc::new(ManualClock::new(Utc::now()));
    let app = TestApp::builder()
        .smtp(&sink.url)
        .clock(clock.clone())
        .spawn()
        .await;
    let game = json!({"ruleset": "classic", "first_storyteller": "host"});
    app.start_table("kept", 3, game).await;
    let (_, email) = subscribe(&app, &sink, "kept0", "move").await;
    let subject = "Your move at kept0's table".to_string();
    let state = app.state();

    let mailer = mail::Mailer::from_config(&state.config).unwrap().unwrap();
    let now = clock.now();
    let mut conn = state.pool.get().unwrap();
    let claimed = conn
        .transaction(|conn| mailer.claim(conn, now, now + LEASE))
        .unwrap();
    drop(conn);
    let Claim::Send(mail) = claimed else {
        panic!("seat 0's move is due");
    };
    assert!(mailer.send(&mail, now).await.is_ok());
    drop(mail);
    let moves = || {
        sink.to(&email)
            .iter()
            .filter(|m| m.subject == subject)
            .count()
    };
    assert_eq!(moves(), 1);

    clock.advance(LEASE - chrono::Duration::seconds(1));
    assert_eq!(app.send_mail().await, 0, "in flight");
    clock.advance(chrono::Duration::seconds(2));
    assert_eq!(app.send_mail().await, 1, "once more");
    assert_eq!(moves(), 2);
    clock.advance(chrono::Duration::hours(2));
    assert_eq!(app.send_mail().await, 0, "never again");
    assert_eq!(moves(), 2);
}

/// The same for a push: pushed by a process that died before recording it, it is pushed once
/// more after the lease, then never again.
#[tokio::test]
async fn a_push_whose_outcome_was_not_recorded_goes_out_again_after_its_lease() {
    let service = SlowReceiver::start(Duration::ZERO).await;
    let clock = Arc::new(ManualClock::new(Utc::now()));
    let app = TestApp::builder()
        .clock(clock.clone())
        .config(|c| c.outbound_allow_loopback = true)
        .spawn()
        .await;
    let game = json!({"ruleset": "classic", "first_storyteller": "host"});
    let table = app.start_table("kept", 3, game).await;
    let endpoint = service.url.replace("/hook", "/push/phone");
    let (status, body) = table.players[1]
        .post(
            "/api/v1/me/push-subscriptions",
            crate::outbound::subscription(&endpoint),
        )
        .await;
    assert_eq!(status, 201, "{body}");
    let (status, _) = table.play_clue(0, "a lighthouse").await;
    assert_eq!(status, 200);
    let state = app.state();

    let pusher = push::Pusher::new(&state, Outbound::of(&state.config).unwrap()).unwrap();
    let now = clock.now();
    let mut conn = state.pool.get().unwrap();
    pusher.prepare(&mut conn, now).unwrap();
    let claimed = conn
        .transaction(|conn| pusher.claim(conn, now, now + LEASE))
        .unwrap();
    drop(conn);
    let Claim::Send(pushed) = claimed else {
        panic!("seat 1's move is due");
    };
    assert!(pusher.send(&pushed, now).await.is_ok());
    drop(pushed);
    assert_eq!(service.deliveries(), ["/push/phone "]);

    clock.advance(LEASE - chrono::Duration::seconds(1));
    assert_eq!(app.send_push().await, 0, "in flight");
    clock.advance(chrono::Duration::seconds(2));
    assert_eq!(app.send_push().await, 1, "once more");
    clock.advance(chrono::Duration::hours(2));
    assert_eq!(app.send_push().await, 0, "never again");
    assert_eq!(service.deliveries().len(), 2);
}
