//! Mail against a real SMTP server on loopback (Python's aiosmtpd): the confirmation of an
//! address before anything else, one mail per player and move, the daily digest, the
//! unsubscribe link without a session, and two server processes that never send twice.

use std::collections::{HashMap, HashSet};
use std::io::{BufRead, BufReader, Write};
use std::path::PathBuf;
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::Arc;

use chrono::{Duration, Utc};
use fabula::clock::ManualClock;
use reqwest::Client;
use serde::Deserialize;
use serde_json::{json, Value};

use crate::helpers::{browser, spawn_app, spawn_app_on_with, spawn_app_with, AppOptions, TestApp};
use crate::play_api::Table;

/// Where the app's links point: the default `FABULA_PUBLIC_URL`.
pub const PUBLIC_URL: &str = "http://127.0.0.1:8080";

/// An SMTP server that keeps what it receives: each mail parsed by Python's `email` package
/// into one JSON line.
const SINK: &str = r#"
import asyncio, email, email.policy, json, os, sys, threading
from aiosmtpd.smtp import SMTP

out = sys.argv[1]

class Keep:
    async def handle_DATA(self, server, session, envelope):
        msg = email.message_from_bytes(envelope.content, policy=email.policy.default)
        body = msg.get_body(preferencelist=("plain",))
        record = {
            "mail_from": envelope.mail_from,
            "to": envelope.rcpt_tos,
            "subject": str(msg["subject"] or ""),
            "headers": {k.lower(): str(v) for k, v in msg.items()},
            "text": body.get_content() if body is not None else "",
        }
        with open(out, "a", encoding="utf-8") as f:
            f.write(json.dumps(record) + "\n")
        return "250 OK"

def end_with_the_test():
    sys.stdin.read()
    os._exit(0)

async def main():
    loop = asyncio.get_running_loop()
    server = await loop.create_server(
        lambda: SMTP(Keep(), hostname="localhost"), "127.0.0.1", 0)
    print(server.sockets[0].getsockname()[1], flush=True)
    await asyncio.Event().wait()

threading.Thread(target=end_with_the_test, daemon=True).start()
asyncio.run(main())
"#;

#[derive(Debug, Clone, Deserialize)]
pub struct Mail {
    pub to: Vec<String>,
    pub subject: String,
    pub headers: HashMap<String, String>,
    pub text: String,
}

/// The SMTP server of one test; stopped when dropped.
pub struct SmtpSink {
    child: Child,
    /// Python ends itself when this closes, should the test process die first.
    _stdin: ChildStdin,
    dir: PathBuf,
    pub url: String,
}

impl SmtpSink {
    pub fn start() -> SmtpSink {
        let python_ready = Command::new("python3")
            .args(["-c", "import aiosmtpd"])
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .status()
            .is_ok_and(|s| s.success());
        assert!(
            python_ready,
            "The mail tests need Python 3 with aiosmtpd as a local SMTP server: \
             run `pip install aiosmtpd` (.ci/run installs it)."
        );
        let dir = std::env::temp_dir().join(format!(
            "fabula-smtp-{}-{:016x}",
            std::process::id(),
            rand::random::<u64>()
        ));
        std::fs::create_dir_all(&dir).expect("a folder for the mail");
        let script = dir.join("sink.py");
        std::fs::write(&script, SINK).expect("write the SMTP server script");
        let mut child = Command::new("python3")
            .arg(&script)
            .arg(dir.join("mail.jsonl"))
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("start python3");
        let stdin = child.stdin.take().expect("stdin");
        let mut line = String::new();
        BufReader::new(child.stdout.take().expect("stdout"))
            .read_line(&mut line)
            .expect("the SMTP server says its port");
        let port: u16 = line
            .trim()
            .parse()
            .unwrap_or_else(|_| panic!("the SMTP server did not start: {line:?}"));
        SmtpSink {
            child,
            _stdin: stdin,
            dir,
            url: format!("smtp://127.0.0.1:{port}"),
        }
    }

    /// Every mail received so far, oldest first.
    pub fn mails(&self) -> Vec<Mail> {
        std::fs::read_to_string(self.dir.join("mail.jsonl"))
            .unwrap_or_default()
            .lines()
            .map(|line| serde_json::from_str(line).expect("a mail as JSON"))
            .collect()
    }

    /// The mails to one address.
    pub fn to(&self, address: &str) -> Vec<Mail> {
        self.mails()
            .into_iter()
            .filter(|m| m.to.iter().any(|t| t == address))
            .collect()
    }
}

impl Drop for SmtpSink {
    fn drop(&mut self) {
        let _ = self._stdin.flush();
        let _ = self.child.kill();
        let _ = self.child.wait();
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

pub async fn mail_app(sink: &SmtpSink, clock: Option<Arc<ManualClock>>) -> TestApp {
    let mut options = AppOptions {
        smtp_url: Some(sink.url.clone()),
        ..AppOptions::default()
    };
    if let Some(clock) = clock {
        options.clock = clock;
    }
    spawn_app_with(options).await
}

pub async fn send(app: &TestApp) -> usize {
    fabula::mail::send_pending(&app.state)
        .await
        .expect("send pending mail")
}

/// A browser signed in as an account that `Table::start` made.
pub async fn sign_in(app: &TestApp, username: &str) -> Client {
    let client = browser();
    let csrf = app.csrf(&client, "/sign-in").await;
    let res = client
        .post(app.url("/sign-in"))
        .form(&[
            ("csrf_token", csrf.as_str()),
            ("username", username),
            ("password", "correct horse"),
        ])
        .send()
        .await
        .expect("sign in");
    assert_eq!(res.status(), 303, "signed in as {username}");
    client
}

/// A page as `client` sees it.
pub async fn page_text(app: &TestApp, client: &Client, path: &str) -> String {
    let res = client.get(app.url(path)).send().await.expect("page");
    res.text().await.expect("text")
}

/// Posts the mail settings form; the answer's status.
async fn save_mail(app: &TestApp, client: &Client, email: &str, mode: &str) -> reqwest::Response {
    let csrf = app.csrf(client, "/settings").await;
    client
        .post(app.url("/settings/mail"))
        .form(&[
            ("csrf_token", csrf.as_str()),
            ("email", email),
            ("mail_mode", mode),
        ])
        .send()
        .await
        .expect("save settings")
}

/// The path of the first link in `text` that starts with the public address and `prefix`.
pub fn link(text: &str, prefix: &str) -> String {
    let start = format!("{PUBLIC_URL}{prefix}");
    let at = text
        .find(&start)
        .unwrap_or_else(|| panic!("no {start} link in {text}"));
    text[at + PUBLIC_URL.len()..]
        .split(|c: char| c.is_whitespace() || matches!(c, '>' | '<' | '"'))
        .next()
        .unwrap()
        .to_string()
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
) -> (Client, String) {
    let email = format!("{username}@example.org");
    let client = sign_in(app, username).await;
    assert_eq!(save_mail(app, &client, &email, mode).await.status(), 303);
    send(app).await;
    let confirmation = sink.to(&email).pop().expect("a confirmation mail");
    assert_eq!(confirmation.subject, "Confirm your address for Fabula");
    let done = press_the_button(app, &link(&confirmation.text, "/confirm/")).await;
    assert!(done.contains("is confirmed"), "{done}");
    (client, email)
}

/// The move the view allows its viewer now, if any.
fn awaited_move(view: &Value) -> Option<&'static str> {
    let allowed = view["you"]["allowed"].as_array()?;
    ["clue", "submit", "vote"]
        .into_iter()
        .find(|m| allowed.iter().any(|a| a == m))
}

fn ids(list: &Value, field: Option<&str>) -> Vec<i64> {
    list.as_array()
        .map(|a| {
            a.iter()
                .map(|c| match field {
                    Some(f) => c[f].as_i64().unwrap(),
                    None => c.as_i64().unwrap(),
                })
                .collect()
        })
        .unwrap_or_default()
}

/// The steps each seat is awaited in now, as "seat: round-phase-storyteller".
pub async fn awaited_now(app: &TestApp, table: &Table) -> Vec<(usize, String)> {
    let mut now = Vec::new();
    for seat in 0..table.tokens.len() {
        let view = table.view(app, seat).await;
        if awaited_move(&view).is_some() {
            now.push((
                seat,
                format!(
                    "{}-{}-{}",
                    view["round"], view["phase"], view["storyteller"]
                ),
            ));
        }
    }
    now
}

/// One move by the first seat that may make one (`clue` as the clue). False once the game
/// is over.
pub async fn one_move(app: &TestApp, table: &Table, clue: &str) -> bool {
    let players = table.tokens.len();
    for seat in 0..players {
        let view = table.view(app, seat).await;
        if view["status"] == "finished" {
            return false;
        }
        let body = match awaited_move(&view) {
            None => continue,
            Some("clue") => {
                json!({"clue": clue, "card": ids(&view["you"]["hand"], Some("id"))[0]})
            }
            Some("submit") => {
                let count = if players == 3 && view["storyteller"] != json!(seat) {
                    2
                } else {
                    1
                };
                json!({"cards": &ids(&view["you"]["hand"], Some("id"))[..count]})
            }
            Some(_) => {
                let own = ids(&view["you"]["submitted"], None);
                let position = view["board"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .find(|b| !own.contains(&b["card"]["id"].as_i64().unwrap()))
                    .expect("a card to vote for")["position"]
                    .clone();
                json!({"positions": [position]})
            }
        };
        let what = awaited_move(&view).unwrap();
        let (status, answer) = table.post(app, seat, what, body).await;
        assert_eq!(status, 200, "{what} by seat {seat}: {answer}");
        return true;
    }
    panic!("nobody may move");
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
    let app = mail_app(&sink, None).await;
    let body = json!({"ruleset": "classic", "first_storyteller": "host"});
    let table = Table::start(&app, "post", 3, body).await;
    let subject = format!("Your move at table {}", table.id);

    // Three addresses; the table already awaits seat 0, yet only confirmations go out.
    let mut clients = Vec::new();
    for seat in 0..3 {
        let client = sign_in(&app, &format!("post{seat}")).await;
        let res = save_mail(&app, &client, &format!("post{seat}@example.org"), "move").await;
        assert_eq!(res.status(), 303);
        clients.push(client);
    }
    assert_eq!(send(&app).await, 3);
    let mails = sink.mails();
    assert_eq!(mails.len(), 3, "{mails:?}");
    for (seat, mail) in mails.iter().enumerate() {
        assert_eq!(mail.to, [format!("post{seat}@example.org")]);
        assert_eq!(mail.subject, "Confirm your address for Fabula");
        assert!(mail.text.contains(&format!("{PUBLIC_URL}/confirm/")));
        assert!(!mail.headers.contains_key("list-unsubscribe"));
    }
    assert_eq!(send(&app).await, 0, "a confirmation goes out once");
    let settings = page_text(&app, &clients[0], "/settings").await;
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
    let settings = page_text(&app, &clients[0], "/settings").await;
    assert!(settings.contains("post0@example.org is confirmed"));

    // Two rounds, sending after every move: one mail per player and step they are awaited in.
    let mut expected: HashSet<(usize, String)> = HashSet::new();
    send(&app).await;
    expected.extend(awaited_now(&app, &table).await);
    while table.view(&app, 0).await["round"] != 3 {
        assert!(one_move(&app, &table, "a lighthouse").await);
        send(&app).await;
        expected.extend(awaited_now(&app, &table).await);
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
    assert_eq!(send(&app).await, 0, "nothing is sent twice");

    // What a mail says: the table, how to get there, how to stop.
    let mail = sink
        .to("post0@example.org")
        .into_iter()
        .rfind(|m| m.subject == subject)
        .unwrap();
    assert!(mail.text.starts_with("Hello post0,"), "{}", mail.text);
    assert!(
        mail.text
            .contains(&format!("{PUBLIC_URL}/tables/{}", table.id)),
        "{}",
        mail.text
    );
    let unsubscribe = link(&mail.text, "/unsubscribe/");
    assert_eq!(
        mail.headers["list-unsubscribe"],
        format!("<{PUBLIC_URL}{unsubscribe}>")
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
    let app = mail_app(&sink, None).await;
    let body = json!({"ruleset": "classic", "first_storyteller": "host"});
    let table = Table::start(&app, "stop", 3, body).await;
    let (client, email) = subscribe(&app, &sink, "stop0", "move").await;
    assert_eq!(send(&app).await, 1, "seat 0 tells the first clue");
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
    let settings = page_text(&app, &client, "/settings").await;
    assert!(settings.contains("value=\"off\" checked"), "{settings}");

    // A whole round later, still nothing; the notices stay for the feed.
    let before = sink.to(&email).len();
    while table.view(&app, 0).await["round"] != 3 {
        one_move(&app, &table, "quiet").await;
        send(&app).await;
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
    let app = mail_app(&sink, Some(clock.clone())).await;
    let body = json!({"ruleset": "classic", "first_storyteller": "host"});
    let table = Table::start(&app, "day", 3, body).await;
    let (_, email) = subscribe(&app, &sink, "day0", "daily").await;
    let digest = "Fabula: a table waits for you";

    assert_eq!(send(&app).await, 1, "seat 0 is awaited: the day's digest");
    let mail = sink.to(&email).pop().unwrap();
    assert_eq!(mail.subject, digest);
    assert!(mail.text.contains("These tables wait for your move:"));
    assert!(mail
        .text
        .contains(&format!("{PUBLIC_URL}/tables/{}", table.id)));
    assert!(mail.headers.contains_key("list-unsubscribe"));
    assert_eq!(send(&app).await, 0);

    // Seat 0 tells; a day later nothing waits for them, so nothing is sent.
    one_move(&app, &table, "dawn").await;
    clock.advance(Duration::hours(25));
    assert_eq!(send(&app).await, 0);

    // Round 2 awaits seat 0 again: one digest, and none more until a day has passed.
    while awaited_now(&app, &table).await.iter().all(|(s, _)| *s != 0) {
        one_move(&app, &table, "dawn").await;
    }
    assert_eq!(send(&app).await, 1);
    assert_eq!(send(&app).await, 0);
    clock.advance(Duration::hours(23));
    assert_eq!(send(&app).await, 0, "not yet a day");
    clock.advance(Duration::hours(2));
    assert_eq!(send(&app).await, 1, "a day later, still awaited");
    let mails = sink.to(&email);
    assert_eq!(mails.len(), 4, "confirmation and three digests");
    assert!(mails[1..].iter().all(|m| m.subject == digest));
}

#[tokio::test]
async fn two_processes_send_each_mail_once() {
    let sink = SmtpSink::start();
    let app = mail_app(&sink, None).await;
    let other = spawn_app_on_with(
        app.db_url.clone(),
        app.db_name.clone(),
        app.data_dir.clone(),
        None,
        AppOptions {
            smtp_url: Some(sink.url.clone()),
            ..AppOptions::default()
        },
    )
    .await;
    let body = json!({"ruleset": "classic", "first_storyteller": "host"});
    let table = Table::start(&app, "twice", 3, body).await;
    let mut clients = Vec::new();
    for seat in 0..3 {
        let client = sign_in(&app, &format!("twice{seat}")).await;
        let res = save_mail(&app, &client, &format!("twice{seat}@example.org"), "move").await;
        assert_eq!(res.status(), 303);
        clients.push(client);
    }
    let (a, b) = tokio::join!(send(&app), send(&other));
    assert_eq!(a + b, 3, "three confirmations between them");
    for mail in sink.mails() {
        press_the_button(&app, &link(&mail.text, "/confirm/")).await;
    }
    // Seat 0 tells: seats 1 and 2 are awaited.
    let (a, b) = tokio::join!(send(&app), send(&other));
    assert_eq!(a + b, 1, "seat 0 was awaited");
    one_move(&app, &table, "twins").await;
    let (a, b) = tokio::join!(send(&app), send(&other));
    assert_eq!(a + b, 2, "seats 1 and 2 are awaited");
    assert_eq!(sink.mails().len(), 6);
    other.stop().await;
}

#[tokio::test]
async fn the_settings_page_refuses_what_is_not_right() {
    let app = spawn_app().await;
    app.api_user("set0").await;

    // Signed out: to the sign-in page and back.
    let res = browser().get(app.url("/settings")).send().await.unwrap();
    assert_eq!(res.status(), 303);
    assert_eq!(res.headers()["location"], "/sign-in?next=/settings");

    let client = sign_in(&app, "set0").await;
    let page = client.get(app.url("/settings")).send().await.unwrap();
    assert_eq!(page.status(), 200);
    let html = page.text().await.unwrap();
    assert!(html.contains("This server sends no mail at the moment"));
    assert!(html.contains("href=\"/settings\""), "the header links here");
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
        let res = save_mail(&app, &client, email, mode).await;
        assert_eq!(res.status(), 422, "{email:?} {mode:?}");
        let html = res.text().await.unwrap();
        assert!(html.contains(error), "{html}");
    }
    let long = format!("{}@example.org", "a".repeat(5000));
    assert_eq!(save_mail(&app, &client, &long, "move").await.status(), 422);

    // Forms need this session's CSRF token.
    for path in [
        "/settings/mail",
        "/settings/feed",
        "/settings/confirm-again",
    ] {
        let res = client
            .post(app.url(path))
            .form(&[("email", "ana@example.org"), ("mail_mode", "off")])
            .send()
            .await
            .unwrap();
        assert_eq!(res.status(), 403, "{path}");
    }

    // A good address is kept, with the language of the page (for mail and the feed);
    // without an SMTP server nothing is sent.
    client.get(app.url("/lang/es")).send().await.unwrap();
    let res = save_mail(&app, &client, " ana@example.org ", "daily").await;
    assert_eq!(res.status(), 303);
    assert_eq!(res.headers()["location"], "/settings?done=saved");
    let html = page_text(&app, &client, "/settings?done=saved").await;
    assert!(html.contains("Tus ajustes se han guardado."), "{html}");
    assert!(html.contains("value=\"ana@example.org\""));
    assert!(html.contains("value=\"daily\" checked"));
    assert!(html.contains("todavía no está confirmada"));
    assert_eq!(send(&app).await, 0);

    // The feed speaks that language too.
    let csrf = app.csrf(&client, "/settings").await;
    let res = client
        .post(app.url("/settings/feed"))
        .form(&[("csrf_token", csrf.as_str())])
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 303);
    let feed = link(&page_text(&app, &client, "/settings").await, "/feeds/");
    let atom = page_text(&app, &browser(), &feed).await;
    assert!(atom.contains("xml:lang=\"es\""), "{atom}");
    assert!(
        atom.contains("<title>Fabula: las mesas de set0</title>"),
        "{atom}"
    );
}
