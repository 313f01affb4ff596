//! "Forgot your password?" against a real SMTP server on loopback (Python's aiosmtpd): a link
//! to the confirmed address that works once and for an hour, ends every session, and a page
//! that says the same whether or not an account or address exists.

use std::sync::Arc;

use chrono::{Duration, Utc};
use fabula::clock::ManualClock;

use crate::helpers::mail::{link, Mail, SmtpSink};
use crate::helpers::{browser, problem, Person, TestApp, PASSWORD};
use crate::mail::subscribe;

const SUBJECT: &str = "Choose a new password for Fabula";

/// The reset mails to `address`, once there are `count` of them (they go out right after the
/// answer, not with the queue of due mail).
async fn reset_mails(sink: &SmtpSink, address: &str, count: usize) -> Vec<Mail> {
    for _ in 0..200 {
        let mails: Vec<Mail> = sink
            .to(address)
            .into_iter()
            .filter(|m| m.subject == SUBJECT)
            .collect();
        if mails.len() >= count {
            return mails;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    panic!(
        "no reset mail number {count} to {address}: {:?}",
        sink.mails()
    );
}

/// Asks for a reset mail for `who`: the answer's status and the page's main part.
async fn ask(visitor: &Person, who: &str) -> (u16, String) {
    let res = visitor
        .form("/forgot-password", "/forgot-password", &[("who", who)])
        .await;
    let status = res.status().as_u16();
    let html = res.text().await.unwrap();
    let main = html
        .split("<main")
        .nth(1)
        .and_then(|m| m.split("</main>").next())
        .unwrap_or_default()
        .to_string();
    (status, main)
}

/// Signs in through the form: the status of the answer.
async fn sign_in(app: &TestApp, username: &str, password: &str) -> u16 {
    let fields = [("username", username), ("password", password)];
    let res = app.visitor().form("/sign-in", "/sign-in", &fields).await;
    res.status().as_u16()
}

#[tokio::test]
async fn a_reset_link_by_mail_works_once_for_an_hour_and_ends_every_session() {
    let sink = SmtpSink::start();
    let clock = Arc::new(ManualClock::new(Utc::now()));
    let app = TestApp::builder()
        .clock(clock.clone())
        .smtp(&sink.url)
        .config(|c| c.sign_in_limit = 5)
        .spawn()
        .await;
    app.person("rosa").await;
    let (rosa, email) = subscribe(&app, &sink, "rosa", "off").await;
    app.person("ivo").await;
    let elsewhere = app.signed_in("rosa").await;

    // The sign-in page leads there.
    let visitor = app.visitor();
    let sign_in_page = visitor.page("/sign-in").await;
    assert!(sign_in_page.contains("href=\"/forgot-password\""));

    // The same answer for an account with a confirmed address (by name or by address), an
    // account without one, and names and addresses nobody has.
    let (status, known) = ask(&visitor, "ROSA").await;
    assert_eq!(status, 200);
    assert!(
        known.contains("If an account with that name or address"),
        "{known}"
    );
    for who in ["ivo", "nobody", "nobody@example.org"] {
        assert_eq!(ask(&visitor, who).await, (200, known.clone()), "{who}");
    }
    let mail = reset_mails(&sink, &email, 1).await.remove(0);
    assert!(mail.text.starts_with("Hello Rosa,"), "{}", mail.text);
    assert!(mail.text.contains("account rosa"), "{}", mail.text);
    let path = link(&mail.text, "/reset/");
    assert_eq!(
        sink.mails().iter().filter(|m| m.subject == SUBJECT).count(),
        1,
        "no mail for the others"
    );

    // Opening the link uses nothing up; a short password is refused and the link still works.
    let stranger = app.visitor();
    let res = stranger
        .client
        .get(stranger.url(&path))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 200);
    assert_eq!(res.headers()["referrer-policy"], "no-referrer");
    let form = res.text().await.unwrap();
    assert!(form.contains("For the account rosa."), "{form}");
    let res = stranger.post(&form, &path, &[("password", "short")]).await;
    assert_eq!(res.status(), 422);
    let res = stranger
        .post(&form, &path, &[("password", "a brand new secret")])
        .await;
    assert_eq!(res.status(), 200);
    let done = res.text().await.unwrap();
    assert!(done.contains("Your password is changed"), "{done}");

    // Every session ended; the new password works, the old one does not.
    for person in [&rosa, &elsewhere] {
        let res = person
            .client
            .get(person.url("/api/v1/me"))
            .send()
            .await
            .unwrap();
        problem(res, 401).await;
    }
    assert_eq!(sign_in(&app, "rosa", PASSWORD).await, 401);
    assert_eq!(sign_in(&app, "rosa", "a brand new secret").await, 303);

    // The link works once.
    let res = stranger
        .post(&form, &path, &[("password", "yet another secret")])
        .await;
    assert_eq!(res.status(), 404);
    assert!(res.text().await.unwrap().contains("does not work"));
    let res = browser().get(app.url(&path)).send().await.unwrap();
    assert_eq!(res.status(), 404);
    assert_eq!(sign_in(&app, "rosa", "yet another secret").await, 401);

    // A new link, an hour and a minute later, no longer works.
    assert_eq!(ask(&visitor, "rosa@example.org").await.0, 200);
    let mail = reset_mails(&sink, &email, 2).await.pop().unwrap();
    let late = link(&mail.text, "/reset/");
    assert_ne!(late, path);
    clock.advance(Duration::minutes(61));
    let page = visitor.client.get(visitor.url(&late)).send().await.unwrap();
    assert_eq!(page.status(), 404);
    let csrf_page = visitor.page("/forgot-password").await;
    let res = visitor
        .post(&csrf_page, &late, &[("password", "too late a secret")])
        .await;
    assert_eq!(res.status(), 404);
    assert_eq!(sign_in(&app, "rosa", "too late a secret").await, 401);

    // Asks from one address are limited (5 within 15 minutes here), whatever they name.
    for _ in 0..5 {
        assert_eq!(ask(&visitor, "nobody").await.0, 200);
    }
    let (status, main) = ask(&visitor, "rosa").await;
    assert_eq!(status, 429, "{main}");
    assert!(main.contains("Too many tries"), "{main}");
}

#[tokio::test]
async fn without_mail_there_is_no_forgotten_password_page() {
    let app = TestApp::spawn().await;
    let visitor = app.visitor();
    let sign_in_page = visitor.page("/sign-in").await;
    assert!(!sign_in_page.contains("/forgot-password"));
    assert_eq!(visitor.get("/forgot-password").await.0, 404);
}
