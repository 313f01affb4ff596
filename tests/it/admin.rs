//! The admin area: only admins reach it (a sign-in redirect or 401 for nobody, 403 for the
//! others), and what they do is logged.

use diesel::{Connection, PgConnection, RunQueryDsl};
use fabula::config::Registration;
use reqwest::Method;
use serde_json::{json, Value};

use crate::commands::{fabula, run};
use crate::helpers::{has_form, location, problem, Person, TestApp, PASSWORD};

#[tokio::test]
async fn only_admins_reach_the_admin_page() {
    let app = TestApp::spawn().await;
    let ana = app.person("ana").await;
    let bruno = app.person("bruno").await;
    let admin = |args: &[&str]| {
        let (code, _, err) = run(fabula()
            .arg("admin")
            .args(args)
            .env("DATABASE_URL", &app.db_url));
        assert_eq!(code, 0, "{err}");
    };

    let res = app.get("/admin").await;
    assert_eq!(res.status(), 303, "nobody signed in");
    assert_eq!(res.headers()["location"], "/sign-in?next=/admin");
    let (status, html) = ana.get("/admin").await;
    assert_eq!(status, 403, "not an admin yet: {html}");
    assert!(
        html.contains("Only the admins of this server may see this."),
        "{html}"
    );

    admin(&["grant", "ana"]);
    let html = ana.page("/admin").await;
    assert!(html.contains("<h1>Moderation</h1>"), "{html}");
    assert!(
        html.contains("<strong>Ana</strong> <small>ana</small>"),
        "{html}"
    );
    assert!(!html.contains("Bruno"), "{html}");
    assert!(html.contains("There are no invite codes."), "{html}");
    let (status, _) = bruno.get("/admin").await;
    assert_eq!(status, 403, "another account is still no admin");

    admin(&["revoke", "ana"]);
    let (status, _) = ana.get("/admin").await;
    assert_eq!(status, 403, "revoked at once");
}

/// Every admin route of the API, with a body it would take.
const ADMIN_API: &[(Method, &str)] = &[
    (Method::GET, "/api/v1/admin/invites"),
    (Method::POST, "/api/v1/admin/invites"),
    (Method::DELETE, "/api/v1/admin/invites/nosuchcode"),
    (Method::GET, "/api/v1/admin/reports"),
    (Method::POST, "/api/v1/admin/reports/1/close"),
    (Method::POST, "/api/v1/admin/messages/1/hide"),
    (Method::POST, "/api/v1/admin/messages/1/restore"),
    (Method::POST, "/api/v1/admin/cards/1/hide"),
    (Method::POST, "/api/v1/admin/cards/1/restore"),
    (Method::POST, "/api/v1/admin/tables/1/remove-name"),
    (Method::POST, "/api/v1/admin/decks/1/make-private"),
    (Method::GET, "/api/v1/admin/suspensions"),
    (Method::PUT, "/api/v1/admin/suspensions/nobody"),
    (Method::POST, "/api/v1/admin/suspensions/nobody/lift"),
    (Method::GET, "/api/v1/admin/actions"),
];

#[tokio::test]
async fn only_admins_reach_the_admin_api_and_their_invites_are_logged() {
    let app = TestApp::spawn().await;
    let ana = app.api_user("ana").await;
    let bruno = app.api_user("bruno").await;
    for (method, path) in ADMIN_API {
        let res = app
            .client
            .request(method.clone(), app.url(path))
            .json(&json!({}))
            .send()
            .await
            .expect("sent");
        assert_eq!(res.status(), 401, "{method} {path} without a token");
        assert_eq!(res.headers()["content-type"], "application/problem+json");
        let res = bruno
            .request(method.clone(), path)
            .json(&json!({}))
            .send()
            .await
            .expect("sent");
        assert_eq!(res.status(), 403, "{method} {path} as no admin");
        assert_eq!(res.headers()["content-type"], "application/problem+json");
    }
    let (code, _, err) = run(fabula()
        .args(["admin", "grant", "ana"])
        .env("DATABASE_URL", &app.db_url));
    assert_eq!(code, 0, "{err}");

    let (status, invite) = ana
        .post("/api/v1/admin/invites", json!({"max_uses": 3}))
        .await;
    assert_eq!(status, 201, "{invite}");
    let code = invite["code"].as_str().expect("a code").to_string();
    assert_eq!(code.len(), 10, "{invite}");
    assert_eq!(invite["max_uses"], 3);
    assert_eq!(invite["uses"], 0);
    assert!(invite["expires_at"].is_null(), "{invite}");
    let (status, problem) = ana
        .post("/api/v1/admin/invites", json!({"max_uses": 0}))
        .await;
    assert_eq!(status, 422, "{problem}");
    let (status, problem) = ana
        .post(
            "/api/v1/admin/invites",
            json!({"expires_at": "2000-01-01T00:00:00Z"}),
        )
        .await;
    assert_eq!(status, 422, "{problem}");
    let (status, list) = ana.get("/api/v1/admin/invites").await;
    assert_eq!(status, 200);
    assert_eq!(list.as_array().map(Vec::len), Some(1), "{list}");
    assert_eq!(list[0]["code"], code.as_str());
    let (status, _) = bruno.get("/api/v1/admin/invites").await;
    assert_eq!(status, 403, "still no admin");
    let page = app.signed_in("ana").await.page("/admin").await;
    assert!(
        page.contains(&format!(
            "<code>{code}</code> <small>used 0 of 3 times</small>"
        )),
        "{page}"
    );

    let res = ana
        .send(Method::DELETE, &format!("/api/v1/admin/invites/{code}"))
        .await;
    assert_eq!(res.status(), 204);
    let res = ana
        .send(Method::DELETE, &format!("/api/v1/admin/invites/{code}"))
        .await;
    assert_eq!(res.status(), 404, "deleted already");
    assert_eq!(
        app.count(&format!(
            "SELECT count(*) AS n FROM admin_actions a JOIN accounts ON accounts.id = a.admin_id \
             WHERE username = 'ana' AND details LIKE '%{code}%' \
             AND action IN ('invite_created', 'invite_deleted')"
        )),
        2,
        "both logged, with who"
    );
}

/// The app with `FABULA_REGISTRATION` set to `mode`.
async fn app_where_registration_is(mode: Registration) -> TestApp {
    TestApp::builder()
        .config(move |c| c.registration = mode)
        .spawn()
        .await
}

fn account(username: &str, invite: Option<&str>) -> Value {
    json!({"username": username, "password": PASSWORD, "invite": invite})
}

#[tokio::test]
async fn open_registration_asks_for_no_invite_code() {
    let app = app_where_registration_is(Registration::Open).await;
    let form = app.visitor().page("/register").await;
    assert!(!form.contains("name=\"invite\""), "{form}");
    app.person("ana").await;
    let res = app
        .post_json("/api/v1/accounts", &account("bruno", None))
        .await;
    assert_eq!(res.status(), 201);
}

#[tokio::test]
async fn closed_registration_makes_no_accounts() {
    let app = app_where_registration_is(Registration::Closed).await;
    let visitor = app.visitor();
    let page = visitor.page("/register").await;
    assert!(
        page.contains("Registration is closed on this server: no new accounts can be made."),
        "{page}"
    );
    assert!(!page.contains("action=\"/register\""), "no form: {page}");
    let sign_in = visitor.page("/sign-in").await;
    let fields = [("username", "ana"), ("password", PASSWORD)];
    let res = visitor.post(&sign_in, "/register", &fields).await;
    assert_eq!(res.status(), 403, "the form sent anyway");
    assert!(res.text().await.unwrap().contains("Registration is closed"));
    let res = app
        .post_json("/api/v1/accounts", &account("ana", None))
        .await;
    let detail = problem(res, 403).await;
    assert!(detail.contains("Registration is closed"), "{detail}");
    assert_eq!(
        app.count("SELECT count(*) AS n FROM accounts WHERE NOT bot"),
        0
    );
}

#[tokio::test]
async fn invite_only_registration_takes_a_code_with_uses_left() {
    let app = app_where_registration_is(Registration::Invite).await;
    let code = "ab23cd45ef";
    let mut conn = PgConnection::establish(&app.db_url).expect("the database");
    diesel::sql_query(format!(
        "INSERT INTO invites (code, created_at, max_uses) VALUES ('{code}', now(), 2)"
    ))
    .execute(&mut conn)
    .expect("an invite");

    // Pages: the form asks for the code; a wrong one is refused, a right one lets in.
    let visitor = app.visitor();
    let form = visitor.page("/register").await;
    assert!(form.contains("name=\"invite\""), "{form}");
    let res = visitor
        .post(
            &form,
            "/register",
            &[
                ("username", "ana"),
                ("password", PASSWORD),
                ("invite", "nope"),
            ],
        )
        .await;
    assert_eq!(res.status(), 403);
    let html = res.text().await.unwrap();
    assert!(
        html.contains("This invite code is unknown, used up or expired."),
        "{html}"
    );
    assert!(
        html.contains("value=\"nope\""),
        "the form keeps what was typed: {html}"
    );
    let res = visitor
        .post(
            &form,
            "/register",
            &[
                ("username", "ana"),
                ("password", PASSWORD),
                ("invite", code),
            ],
        )
        .await;
    assert_eq!(res.status(), 303, "registered with the code");

    // The API: no code, a wrong one, a taken username (the use is given back), the last use.
    let res = app
        .post_json("/api/v1/accounts", &account("bruno", None))
        .await;
    let detail = problem(res, 403).await;
    assert!(detail.contains("needs an invite code"), "{detail}");
    let res = app
        .post_json("/api/v1/accounts", &account("bruno", Some("nope")))
        .await;
    assert_eq!(res.status(), 403);
    let res = app
        .post_json("/api/v1/accounts", &account("ana", Some(code)))
        .await;
    assert_eq!(res.status(), 409, "ana is taken");
    let res = app
        .post_json("/api/v1/accounts", &account("bruno", Some(code)))
        .await;
    assert_eq!(res.status(), 201, "the second use");
    let res = app
        .post_json("/api/v1/accounts", &account("carla", Some(code)))
        .await;
    assert_eq!(res.status(), 403, "used up");
    assert_eq!(
        app.count("SELECT count(*) AS n FROM accounts WHERE NOT bot"),
        2
    );
    assert_eq!(app.count("SELECT uses::bigint AS n FROM invites"), 2);
}

/// Makes `username` an admin from the command line.
fn grant(app: &TestApp, username: &str) {
    let (code, _, err) = run(fabula()
        .args(["admin", "grant", username])
        .env("DATABASE_URL", &app.db_url));
    assert_eq!(code, 0, "{err}");
}

/// The invite codes the admin page lists, newest first.
fn listed_codes(html: &str) -> Vec<String> {
    html.split("<li><code>")
        .skip(1)
        .map(|rest| rest.split("</code>").next().unwrap_or_default().to_string())
        .collect()
}

#[tokio::test]
async fn the_admin_page_makes_and_deletes_invite_codes_only_for_admins() {
    let app = TestApp::spawn().await;
    let ana = app.person("ana").await;
    let bruno = app.person("bruno").await;
    grant(&app, "ana");
    // Ana reads dates in São Paulo's time (UTC−3, no summer time).
    diesel::sql_query("UPDATE accounts SET time_zone = 'America/Sao_Paulo' WHERE username = 'ana'")
        .execute(&mut app.db())
        .expect("a time zone");

    // Nobody signed in is sent to sign in; another account is refused, even with its own
    // CSRF token; a form without a token is refused before anything else.
    let visitor = app.visitor();
    let without_token = |person: &Person, action: &str| {
        let request = person.client.post(person.url(action));
        request.form(&[("max_uses", "3")]).send()
    };
    for action in ["/admin/invites", "/admin/invites/abc/delete"] {
        let res = without_token(&visitor, action).await.unwrap();
        assert_eq!(res.status(), 303, "{action}");
        assert_eq!(location(&res), format!("/sign-in?next={action}"));
        let res = bruno
            .form("/settings/profile", action, &[("max_uses", "3")])
            .await;
        assert_eq!(res.status(), 403, "{action}: not an admin");
        let res = without_token(&ana, action).await.unwrap();
        assert_eq!(res.status(), 403, "{action}: no CSRF token");
    }
    assert_eq!(app.count("SELECT count(*) AS n FROM invites"), 0);

    // A code for three registrations, until 2 January 2099 in Ana's zone; a code without limits.
    let page = ana.page("/admin").await;
    assert!(has_form(&page, "/admin/invites"), "{page}");
    assert!(
        page.contains("name=\"expires\" type=\"date\" min=\""),
        "{page}"
    );
    let fields = [("max_uses", " 3 "), ("expires", "2099-01-02")];
    let res = ana.post(&page, "/admin/invites", &fields).await;
    assert_eq!(res.status(), 303);
    assert_eq!(location(&res), "/admin#invites-title");
    assert_eq!(
        app.count(
            "SELECT count(*) AS n FROM invites WHERE max_uses = 3 \
             AND expires_at = '2099-01-02T03:00:00Z'"
        ),
        1
    );
    let res = ana
        .post(
            &page,
            "/admin/invites",
            &[("max_uses", ""), ("expires", "")],
        )
        .await;
    assert_eq!(res.status(), 303);
    let page = ana.page("/admin").await;
    let codes = listed_codes(&page);
    assert_eq!(codes.len(), 2, "{page}");
    assert!(page.contains(&format!(
        "<li><code>{}</code> <small>used 0 of 3 times · until",
        codes[1]
    )));
    assert!(page.contains(&format!(
        "<li><code>{}</code> <small>used 0 times</small>",
        codes[0]
    )));

    // What will not do is refused with a page that says why, and nothing is made.
    for (fields, words) in [
        ([("max_uses", "0"), ("expires", "")], "from 1 to 10000"),
        ([("max_uses", "10001"), ("expires", "")], "from 1 to 10000"),
        ([("max_uses", "2.5"), ("expires", "")], "from 1 to 10000"),
        ([("max_uses", "many"), ("expires", "")], "from 1 to 10000"),
        (
            [("max_uses", ""), ("expires", "2000-01-01")],
            "a date after today",
        ),
        (
            [("max_uses", ""), ("expires", "01/02/2099")],
            "a date after today",
        ),
        (
            [("max_uses", ""), ("expires", "2099-02-30")],
            "a date after today",
        ),
    ] {
        let res = ana.post(&page, "/admin/invites", &fields).await;
        assert_eq!(res.status(), 422, "{fields:?}");
        let html = res.text().await.unwrap();
        assert!(html.contains(words), "{fields:?}: {html}");
        assert!(html.contains("No code was made."), "{html}");
    }
    let res = ana
        .post(
            &page,
            "/admin/invites",
            &[("max_uses", "x".repeat(5000).as_str())],
        )
        .await;
    assert_eq!(res.status(), 422, "a long number");
    assert_eq!(app.count("SELECT count(*) AS n FROM invites"), 2);
    let res = ana.client.get(ana.url("/lang/es")).send().await.unwrap();
    assert_eq!(res.status(), 303);
    let res = ana
        .post(&page, "/admin/invites", &[("max_uses", "0")])
        .await;
    assert_eq!(res.status(), 422);
    let html = res.text().await.unwrap();
    assert!(html.contains("No se creó ningún código."), "{html}");

    // Deleting: the code goes from the list and lets no one in; again, it is not there.
    let page = ana.page("/admin").await;
    assert!(page.contains("Crear un código de invitación"), "{page}");
    let action = format!("/admin/invites/{}/delete", codes[0]);
    assert!(has_form(&page, &action), "{page}");
    let res = ana.post(&page, &action, &[]).await;
    assert_eq!(res.status(), 303);
    assert_eq!(location(&res), "/admin#invites-title");
    let page = ana.page("/admin").await;
    assert_eq!(listed_codes(&page), [codes[1].clone()]);
    let res = ana.post(&page, &action, &[]).await;
    assert_eq!(res.status(), 404);
    let html = res.text().await.unwrap();
    assert!(
        html.contains("No existe ese código de invitación"),
        "{html}"
    );
    assert_eq!(
        app.count(
            "SELECT count(*) AS n FROM admin_actions a JOIN accounts ON accounts.id = a.admin_id \
             WHERE username = 'ana' AND action IN ('invite_created', 'invite_deleted')"
        ),
        3,
        "two made, one deleted, each logged with who"
    );
}
