//! Register, sign in and out through the HTML forms, as a browser does: cookies and the CSRF
//! token of each form.

use crate::helpers::view::Me;
use crate::helpers::{location, problem, TestApp};

const PASSWORD: &str = "correct horse";

#[tokio::test]
async fn register_sign_in_me_sign_out_through_forms() {
    let app = TestApp::spawn().await;
    let leo = app
        .visitor()
        .register("leo", Some("Leo from the table"))
        .await;

    // Signed in right after registering.
    let home = leo.page("/").await;
    assert!(home.contains("Leo from the table"), "{home}");
    let (status, _) = leo.get("/api/v1/me").await;
    assert_eq!(status, 200);

    // Sign out, then /me refuses.
    let res = leo.post(&home, "/sign-out", &[]).await;
    assert_eq!(res.status(), 303);
    let res = leo.client.get(leo.url("/api/v1/me")).send().await.unwrap();
    problem(res, 401).await;

    // Sign in again, and land where we were going.
    let fields = [
        ("username", "LEO"),
        ("password", PASSWORD),
        ("next", "/api/v1/me"),
    ];
    let res = leo
        .form("/sign-in?next=/api/v1/me", "/sign-in", &fields)
        .await;
    assert_eq!(res.status(), 303);
    assert_eq!(location(&res), "/api/v1/me");
    let me: Me = leo.api("/api/v1/me").await;
    assert_eq!(me.username, "leo");
}

#[tokio::test]
async fn the_session_cookie_is_http_only_and_lax() {
    let app = TestApp::spawn().await;
    let res = app.get("/register").await;
    let cookie = res
        .headers()
        .get_all("set-cookie")
        .iter()
        .map(|v| v.to_str().unwrap().to_string())
        .find(|c| c.starts_with("fabula_session="))
        .expect("a session cookie");
    assert!(cookie.contains("HttpOnly"), "{cookie}");
    assert!(cookie.contains("SameSite=Lax"), "{cookie}");
    assert!(!cookie.contains("Secure"), "plain http in tests: {cookie}");
}

#[tokio::test]
async fn forms_without_the_right_csrf_token_are_refused() {
    let app = TestApp::spawn().await;
    let tomas = app.visitor();
    // No token at all.
    let res = tomas
        .client
        .post(tomas.url("/register"))
        .form(&[("username", "tomas"), ("password", PASSWORD)])
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 403);
    assert!(res
        .text()
        .await
        .unwrap()
        .contains("did not come from this site"));

    // A cross-site post: the attacker's page has a token of its own session, not ours.
    let foreign = app.visitor().page("/register").await;
    let _ = tomas.csrf("/register").await;
    let fields = [("username", "tomas"), ("password", PASSWORD)];
    let res = tomas.post(&foreign, "/register", &fields).await;
    assert_eq!(res.status(), 403);

    // Nothing was written: the name is still free.
    app.api_user("tomas").await;

    // A signed-in session calling the API must send the CSRF header for anything but reads.
    let matilde = tomas.register("matilde", Some("Leo from the table")).await;
    let res = matilde
        .client
        .delete(matilde.url("/api/v1/tokens/1"))
        .send()
        .await
        .unwrap();
    problem(res, 403).await;
}

#[tokio::test]
async fn form_mistakes_are_shown_on_the_form() {
    let app = TestApp::spawn().await;
    app.visitor()
        .register("nicolas", Some("Leo from the table"))
        .await;

    let other = app.visitor();
    let form = other.page("/register").await;
    let fields = [("username", "Nicolas"), ("password", PASSWORD)];
    let res = other.post(&form, "/register", &fields).await;
    assert_eq!(res.status(), 409);
    let page = res.text().await.unwrap();
    assert!(page.contains("That username is taken"), "{page}");
    assert!(page.contains("value=\"Nicolas\""), "keeps what was typed");

    let fields = [("username", "x"), ("password", PASSWORD)];
    let res = other.post(&form, "/register", &fields).await;
    assert_eq!(res.status(), 422);

    let fields = [("username", "nicolas"), ("password", "wrong password")];
    let res = other.form("/sign-in", "/sign-in", &fields).await;
    assert_eq!(res.status(), 401);
    assert!(res
        .text()
        .await
        .unwrap()
        .contains("Wrong username or password."));
}

#[tokio::test]
async fn pages_speak_the_readers_language() {
    let app = TestApp::spawn().await;
    // The app's own client keeps the cookie of the language switch.
    let app = &app;
    let sign_in_asking_for = |languages: &'static str| async move {
        let res = app
            .client
            .get(app.url("/sign-in"))
            .header("accept-language", languages)
            .send()
            .await
            .unwrap();
        res.text().await.unwrap()
    };
    let page = sign_in_asking_for("es-ES,es;q=0.9,en;q=0.5").await;
    assert!(page.contains("Contraseña"), "{page}");

    // The footer's switch is remembered.
    let res = app.get("/lang/pt?next=/sign-in").await;
    assert_eq!(res.status(), 303);
    assert_eq!(location(&res), "/sign-in");
    let page = sign_in_asking_for("es").await;
    assert!(page.contains("Senha"), "{page}");

    // Never a redirect to another site.
    let res = app.get("/lang/es?next=//evil.example").await;
    assert_eq!(location(&res), "/");
}

#[tokio::test]
async fn unknown_pages_are_a_friendly_page() {
    let app = TestApp::spawn().await;
    let res = app.get("/no/such/page").await;
    assert_eq!(res.status(), 404);
    assert!(res.headers()["content-type"]
        .to_str()
        .unwrap()
        .starts_with("text/html"));
    assert!(res.text().await.unwrap().contains("Back to the home page"));
}

#[tokio::test]
async fn a_restart_keeps_accounts_and_sessions() {
    let first = TestApp::spawn().await;
    let julian = first
        .visitor()
        .register("julian", Some("Leo from the table"))
        .await;
    first.stop().await;

    // A new app on the same data directory (same session key) and database.
    let second = TestApp::builder().sharing(&first).spawn().await;
    let me = julian
        .client
        .get(second.url("/api/v1/me"))
        .send()
        .await
        .unwrap();
    assert_eq!(me.status(), 200, "still signed in after the restart");

    let fields = [("username", "julian"), ("password", PASSWORD)];
    let res = second.visitor().form("/sign-in", "/sign-in", &fields).await;
    assert_eq!(res.status(), 303);
}
