//! What a player changes of their own account: the name other players see (on the settings
//! page and through `PATCH /api/v1/me`), under the rules of a new account's.

use reqwest::Method;
use serde_json::json;

use crate::helpers::{location, problem, TestApp};

/// A started table of three, `{prefix}0` to `{prefix}2`, each named as their username.
async fn table_of_three(app: &TestApp, prefix: &str) -> crate::helpers::Table {
    let body = json!({"ruleset": "classic", "first_storyteller": "host"});
    app.start_table(prefix, 3, body).await
}

#[tokio::test]
async fn a_new_display_name_from_the_settings_page_shows_at_every_seat() {
    let app = TestApp::spawn().await;
    let table = table_of_three(&app, "nm").await;
    let before = table.view(1).await;
    assert_eq!(before.seats[0].display_name, "nm0");

    let ana = app.signed_in("nm0").await;
    let settings = ana.page("/settings/profile").await;
    assert!(
        settings.contains("name=\"display_name\" value=\"nm0\""),
        "{settings}"
    );
    let res = ana
        .post(
            &settings,
            "/settings/name",
            &[("display_name", "  Ana Lua ")],
        )
        .await;
    assert_eq!(res.status(), 303);
    assert_eq!(location(&res), "/settings/profile?done=name");
    let settings = ana.page("/settings/profile?done=name").await;
    assert!(settings.contains("Your name is changed"), "{settings}");
    assert!(settings.contains("value=\"Ana Lua\""), "{settings}");

    // Everyone sees it at once: the table moved on to a new version.
    let after = table.view(1).await;
    assert!(after.version > before.version, "the version moves on");
    assert_eq!(after.seats[0].display_name, "Ana Lua");
    assert_eq!(after.seats[0].username, "nm0");
    let page = ana.page(&format!("/tables/{}", table.id)).await;
    assert!(page.contains("Ana Lua"), "{page}");

    // Another player may not take a name that looks like it: another letter case, or a
    // Cyrillic А in place of the Latin A.
    let bea = app.signed_in("nm1").await;
    for look_alike in ["ana lua", "\u{0410}na Lua"] {
        let res = bea
            .form(
                "/settings/profile",
                "/settings/name",
                &[("display_name", look_alike)],
            )
            .await;
        assert_eq!(res.status(), 409, "{look_alike}");
        let html = res.text().await.unwrap();
        assert!(html.contains("looks like, another player"), "{html}");
        assert!(html.contains(&format!("value=\"{look_alike}\"")), "{html}");
    }
    assert_eq!(table.view(0).await.seats[1].display_name, "nm1");

    // Nor one that is too long, or holds invisible characters.
    for bad in ["x".repeat(51), "Be\u{200B}a".to_string()] {
        let res = bea
            .form(
                "/settings/profile",
                "/settings/name",
                &[("display_name", &bad)],
            )
            .await;
        assert_eq!(res.status(), 422, "{bad:?}");
    }

    // Its owner may write their own name in another case; empty means the username.
    let res = ana
        .form(
            "/settings/profile",
            "/settings/name",
            &[("display_name", "ANA LUA")],
        )
        .await;
    assert_eq!(res.status(), 303);
    let res = bea
        .form(
            "/settings/profile",
            "/settings/name",
            &[("display_name", "")],
        )
        .await;
    assert_eq!(res.status(), 303);
    let seats = table.view(2).await.seats;
    assert_eq!(seats[0].display_name, "ANA LUA");
    assert_eq!(seats[1].display_name, "nm1");
}

#[tokio::test]
async fn patch_me_changes_the_display_name_under_the_same_rules() {
    let app = TestApp::spawn().await;
    let table = table_of_three(&app, "pm").await;
    let (ana, bea) = (&table.players[0], &table.players[1]);
    // The token is known in memory after this: the answer after the change must not be stale.
    assert_eq!(ana.me().await.display_name, "pm0");

    let (status, me) = ana
        .call(
            Method::PATCH,
            "/api/v1/me",
            Some(json!({"display_name": "Ana"})),
        )
        .await;
    assert_eq!(status, 200, "{me}");
    assert_eq!(me["display_name"], "Ana");
    assert_eq!(me["username"], "pm0");
    assert_eq!(me["tables"][0]["id"], table.id);
    assert_eq!(ana.me().await.display_name, "Ana");
    assert_eq!(bea.table(table.id).await.seats[0].display_name, "Ana");

    // Nothing given, nothing changed.
    let (status, me) = ana.call(Method::PATCH, "/api/v1/me", Some(json!({}))).await;
    assert_eq!(
        (status.as_u16(), me["display_name"].as_str()),
        (200, Some("Ana"))
    );

    let patch = |body| bea.request(Method::PATCH, "/api/v1/me").json(&body).send();
    let detail = problem(patch(json!({"display_name": "ANA"})).await.unwrap(), 409).await;
    assert!(detail.contains("looks like"), "{detail}");
    problem(
        patch(json!({"display_name": "b".repeat(51)}))
            .await
            .unwrap(),
        422,
    )
    .await;
    problem(
        patch(json!({"display_name": "B\u{202E}a"})).await.unwrap(),
        422,
    )
    .await;
    problem(patch(json!({"nickname": "Bea"})).await.unwrap(), 400).await;
    assert_eq!(bea.me().await.display_name, "pm1");

    // Without a token (or a session), nothing changes.
    let res = app
        .client
        .patch(app.url("/api/v1/me"))
        .json(&json!({"display_name": "Eve"}))
        .send()
        .await
        .unwrap();
    problem(res, 401).await;
}
