//! Accounts in a real browser: the forms as Chromium fills and submits them, with the CSRF
//! token each form carries and the session cookie the browser keeps.

use super::{skipped, Browser};
use crate::helpers::TestApp;

const REGISTER: &str = "form[action='/register']";
const SIGN_IN: &str = "form[action='/sign-in']";
const SIGN_OUT: &str = "form[action='/sign-out']";
const WHO: &str = "header .who strong";

/// Signs up through the register form, with the password every test uses.
pub(super) async fn register(browser: &Browser, username: &str, display_name: &str) {
    browser.goto("/register").await;
    browser
        .fill(&format!("{REGISTER} [name=username]"), username)
        .await;
    browser
        .fill(&format!("{REGISTER} [name=display_name]"), display_name)
        .await;
    browser
        .fill(&format!("{REGISTER} [name=password]"), "correct horse")
        .await;
    browser.submit(REGISTER).await;
}

#[tokio::test]
async fn browser_registers_signs_out_and_signs_in() {
    if skipped("browser_registers_signs_out_and_signs_in") {
        return;
    }
    let app = TestApp::spawn().await;
    let leo = Browser::open(&app.address).await;

    // From the home page to the register form, by its link.
    leo.goto("/").await;
    leo.click("main a[href='/register']").await;
    leo.wait_for(REGISTER).await;
    assert_eq!(leo.path().await, "/register");
    leo.fill(&format!("{REGISTER} [name=username]"), "leo")
        .await;
    leo.fill(
        &format!("{REGISTER} [name=display_name]"),
        "Leo from the table",
    )
    .await;
    leo.fill(&format!("{REGISTER} [name=password]"), "correct horse")
        .await;
    leo.submit(REGISTER).await;

    // Signed in, back home.
    assert_eq!(leo.path().await, "/");
    assert_eq!(leo.text_of(WHO).await, "Leo from the table");
    assert!(leo.text().await.contains("Welcome, Leo from the table."));

    // Signing out leaves the links to sign in and register.
    leo.submit(SIGN_OUT).await;
    leo.wait_for_text("Sign in").await;
    assert_eq!(leo.path().await, "/");
    assert!(!leo.text().await.contains("Leo from the table"));

    // Signing in again through the form, with the username in other capitals.
    leo.click("header a[href='/sign-in']").await;
    leo.wait_for(SIGN_IN).await;
    leo.fill(&format!("{SIGN_IN} [name=username]"), "LEO").await;
    leo.fill(&format!("{SIGN_IN} [name=password]"), "correct horse")
        .await;
    leo.submit(SIGN_IN).await;
    assert_eq!(leo.path().await, "/");
    assert_eq!(leo.text_of(WHO).await, "Leo from the table");
    let page = leo.text().await;
    assert!(page.contains("Signed in as"), "{page}");
    assert!(page.contains("Welcome, Leo from the table."), "{page}");

    let png = leo.screenshot("browser/account.png").await;
    assert!(std::fs::metadata(&png).expect("the screenshot").len() > 1000);
    leo.close().await;
}

#[tokio::test]
async fn browser_sessions_do_not_share_cookies() {
    if skipped("browser_sessions_do_not_share_cookies") {
        return;
    }
    let app = TestApp::spawn().await;
    let [ana, bea]: [Browser; 2] = Browser::open_many(&app.address, 2)
        .await
        .try_into()
        .unwrap_or_else(|_| unreachable!("two browsers"));

    register(&ana, "ana", "Ana").await;
    assert_eq!(ana.text_of(WHO).await, "Ana");

    // The other browser, on the same app, is nobody.
    bea.goto("/").await;
    bea.wait_for("header a[href='/sign-in']").await;
    assert!(!bea.text().await.contains("Ana"));
    let ana_cookie = ana.cookie("fabula_session").await.expect("ana's session");
    assert_ne!(bea.cookie("fabula_session").await, Some(ana_cookie));

    // And when it signs up as someone else, the first one stays who it was.
    register(&bea, "bea", "Bea").await;
    assert_eq!(bea.text_of(WHO).await, "Bea");
    ana.goto("/").await;
    assert_eq!(ana.text_of(WHO).await, "Ana");
}

/// A friend opens an invite link with no account: "Create an account" is the page's first
/// button, the header's link keeps the invite too, and after signing up they are back at the
/// invite, one tap from their seat.
#[tokio::test]
async fn an_invitee_signs_up_from_the_header_and_lands_at_the_table() {
    if skipped("an_invitee_signs_up_from_the_header_and_lands_at_the_table") {
        return;
    }
    let app = TestApp::spawn().await;
    let host = app.api_user("host").await;
    let table = host
        .create_table(serde_json::json!({"ruleset": "2021"}))
        .await;
    let invite = format!("/t/{}", table.code);
    let nia = Browser::open(&app.address).await;
    nia.goto(&invite).await;
    let first = nia.text_of("main .actions a.button").await;
    assert_eq!(first, "Create an account", "the invite's first button");
    let register_link = format!("header a[href='/register?next={invite}']");
    nia.wait_for(&register_link).await;
    assert!(
        nia.has(&format!("header a[href='/sign-in?next={invite}']"))
            .await
    );
    nia.click(&register_link).await;
    nia.wait_for(REGISTER).await;
    nia.fill(&format!("{REGISTER} [name=username]"), "nia")
        .await;
    nia.fill(&format!("{REGISTER} [name=password]"), "correct horse")
        .await;
    nia.submit(REGISTER).await;
    assert_eq!(nia.path().await, invite, "back at the invite");
    nia.submit(&format!("form[action='{invite}']")).await;
    assert_eq!(nia.path().await, format!("/tables/{}", table.id));
    assert!(nia.text().await.contains("nia"), "seated");
    // Signing in from a page keeps that page too.
    nia.submit(SIGN_OUT).await;
    nia.goto(&format!("/rules/{}", "2021")).await;
    nia.wait_for("header a[href='/sign-in?next=/rules/2021']")
        .await;
    nia.close().await;
}

#[tokio::test]
async fn the_browser_gives_its_time_zone_once() {
    if skipped("the_browser_gives_its_time_zone_once") {
        return;
    }
    let app = TestApp::spawn().await;
    let zoe = Browser::open(&app.address).await;
    register(&zoe, "zoe", "Zoe").await;
    assert_eq!(zoe.path().await, "/");
    let zone = zoe
        .execute("return Intl.DateTimeFormat().resolvedOptions().timeZone;")
        .await;
    let zone = zone.as_str().expect("the browser's zone").to_string();
    // The first page sends it, without waiting for anything.
    zoe.wait_until(
        "the zone is sent",
        "return performance.getEntriesByType('resource')\
           .some(function (e) { return e.name.endsWith('/settings/time-zone/guess'); });",
    )
    .await;
    zoe.goto("/settings/profile").await;
    let saved = zoe
        .execute("return document.querySelector('[name=time_zone]').value;")
        .await;
    assert_eq!(saved, zone.as_str());
    assert!(!zoe.text().await.contains("Times are shown in UTC."));
    assert!(!zoe.has("#zone-guess").await, "sent once");
}
