//! The admin area: only admins reach it (a sign-in redirect for nobody, 403 for the others).

use crate::commands::{fabula, run};
use crate::helpers::TestApp;

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
    let (status, _) = bruno.get("/admin").await;
    assert_eq!(status, 403, "another account is still no admin");

    admin(&["revoke", "ana"]);
    let (status, _) = ana.get("/admin").await;
    assert_eq!(status, 403, "revoked at once");
}
