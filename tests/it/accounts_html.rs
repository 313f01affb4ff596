//! Register, sign in and out through the HTML forms, as a browser does: cookies and the CSRF
//! token of each form.

use crate::helpers::{browser, csrf_of, problem, spawn_app, spawn_app_on};

async fn register(app: &crate::helpers::TestApp, client: &reqwest::Client, username: &str) {
    let csrf = app.csrf(client, "/register").await;
    let res = client
        .post(app.url("/register"))
        .form(&[
            ("csrf_token", csrf.as_str()),
            ("username", username),
            ("display_name", "Leo from the table"),
            ("password", "correct horse"),
        ])
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 303);
    assert_eq!(res.headers()["location"], "/");
}

#[tokio::test]
async fn register_sign_in_me_sign_out_through_forms() {
    let app = spawn_app().await;
    let client = browser();
    register(&app, &client, "leo").await;

    // Signed in right after registering.
    let home = client
        .get(app.url("/"))
        .send()
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert!(home.contains("Leo from the table"), "{home}");
    let me = client.get(app.url("/api/v1/me")).send().await.unwrap();
    assert_eq!(me.status(), 200);

    // Sign out, then /me refuses.
    let csrf = csrf_of(&home);
    let res = client
        .post(app.url("/sign-out"))
        .form(&[("csrf_token", csrf.as_str())])
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 303);
    problem(client.get(app.url("/api/v1/me")).send().await.unwrap(), 401).await;

    // Sign in again, and land where we were going.
    let csrf = app.csrf(&client, "/sign-in?next=/api/v1/me").await;
    let res = client
        .post(app.url("/sign-in"))
        .form(&[
            ("csrf_token", csrf.as_str()),
            ("username", "LEO"),
            ("password", "correct horse"),
            ("next", "/api/v1/me"),
        ])
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 303);
    assert_eq!(res.headers()["location"], "/api/v1/me");
    let me: serde_json::Value = client
        .get(app.url("/api/v1/me"))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(me["username"], "leo");
}

#[tokio::test]
async fn the_session_cookie_is_http_only_and_lax() {
    let app = spawn_app().await;
    let res = app.client.get(app.url("/register")).send().await.unwrap();
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
    let app = spawn_app().await;
    let client = browser();
    // No token at all.
    let res = client
        .post(app.url("/register"))
        .form(&[("username", "tomas"), ("password", "correct horse")])
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
    let attacker = browser();
    let foreign = app.csrf(&attacker, "/register").await;
    let _ = app.csrf(&client, "/register").await;
    let res = client
        .post(app.url("/register"))
        .form(&[
            ("csrf_token", foreign.as_str()),
            ("username", "tomas"),
            ("password", "correct horse"),
        ])
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 403);

    // Nothing was written: the name is still free.
    app.api_user("tomas").await;

    // A signed-in session calling the API must send the CSRF header for anything but reads.
    register(&app, &client, "matilde").await;
    let res = client
        .delete(app.url("/api/v1/tokens/1"))
        .send()
        .await
        .unwrap();
    problem(res, 403).await;
}

#[tokio::test]
async fn form_mistakes_are_shown_on_the_form() {
    let app = spawn_app().await;
    let client = browser();
    register(&app, &client, "nicolas").await;

    let other = browser();
    let csrf = app.csrf(&other, "/register").await;
    let res = other
        .post(app.url("/register"))
        .form(&[
            ("csrf_token", csrf.as_str()),
            ("username", "Nicolas"),
            ("password", "correct horse"),
        ])
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 409);
    let page = res.text().await.unwrap();
    assert!(page.contains("That username is taken"), "{page}");
    assert!(page.contains("value=\"Nicolas\""), "keeps what was typed");

    let res = other
        .post(app.url("/register"))
        .form(&[
            ("csrf_token", csrf.as_str()),
            ("username", "x"),
            ("password", "correct horse"),
        ])
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 422);

    let csrf = app.csrf(&other, "/sign-in").await;
    let res = other
        .post(app.url("/sign-in"))
        .form(&[
            ("csrf_token", csrf.as_str()),
            ("username", "nicolas"),
            ("password", "wrong password"),
        ])
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 401);
    assert!(res
        .text()
        .await
        .unwrap()
        .contains("Wrong username or password."));
}

#[tokio::test]
async fn pages_speak_the_readers_language() {
    let app = spawn_app().await;
    let page = app
        .client
        .get(app.url("/sign-in"))
        .header("accept-language", "es-ES,es;q=0.9,en;q=0.5")
        .send()
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert!(page.contains("Contraseña"), "{page}");

    // The footer's switch is remembered.
    let res = app
        .client
        .get(app.url("/lang/pt?next=/sign-in"))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 303);
    assert_eq!(res.headers()["location"], "/sign-in");
    let page = app
        .client
        .get(app.url("/sign-in"))
        .header("accept-language", "es")
        .send()
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert!(page.contains("Senha"), "{page}");

    // Never a redirect to another site.
    let res = app
        .client
        .get(app.url("/lang/es?next=//evil.example"))
        .send()
        .await
        .unwrap();
    assert_eq!(res.headers()["location"], "/");
}

#[tokio::test]
async fn unknown_pages_are_a_friendly_page() {
    let app = spawn_app().await;
    let res = app
        .client
        .get(app.url("/no/such/page"))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 404);
    assert!(res.headers()["content-type"]
        .to_str()
        .unwrap()
        .starts_with("text/html"));
    assert!(res.text().await.unwrap().contains("Back to the home page"));
}

#[tokio::test]
async fn a_restart_keeps_accounts_and_sessions() {
    let first = spawn_app().await;
    let client = browser();
    register(&first, &client, "julian").await;
    first.stop().await;

    // A new app on the same data directory (same session key) and database.
    let second = spawn_app_on(
        first.db_url.clone(),
        first.db_name.clone(),
        first.data_dir.clone(),
        None,
    )
    .await;
    let me = client.get(second.url("/api/v1/me")).send().await.unwrap();
    assert_eq!(me.status(), 200, "still signed in after the restart");

    let fresh = browser();
    let csrf = second.csrf(&fresh, "/sign-in").await;
    let res = fresh
        .post(second.url("/sign-in"))
        .form(&[
            ("csrf_token", csrf.as_str()),
            ("username", "julian"),
            ("password", "correct horse"),
        ])
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 303);
}
