//! Quotas: how much one account may make (tables, decks, pictures, API tokens, webhooks,
//! reports), each refused with a sentence that says which, through the API and the pages
//! alike; one open report per reporter and thing; the lobby's few tables per host; and an
//! admin who lifts an account's quotas.

use diesel::RunQueryDsl;
use image::{DynamicImage, ImageFormat, RgbImage};
use reqwest::{Method, Response};
use serde_json::{json, Value};

use crate::helpers::{encode, png, problem, ApiClient, TestApp};
use crate::moderation::grant;

/// A refusal of the API: its status, its `Retry-After` (if any) and its sentence.
async fn refused(res: Response, status: u16) -> (Option<String>, String) {
    let retry_after = res
        .headers()
        .get("retry-after")
        .map(|v| v.to_str().unwrap().to_string());
    (retry_after, problem(res, status).await)
}

async fn post(client: &ApiClient, path: &str, body: Value) -> Response {
    client
        .request(Method::POST, path)
        .json(&body)
        .send()
        .await
        .unwrap()
}

/// A page's answer to a form: its status and text.
async fn answer(res: Response) -> (u16, String) {
    let status = res.status().as_u16();
    (status, res.text().await.unwrap())
}

fn classic() -> Value {
    json!({"ruleset": "classic", "public": true})
}

/// Marks every table of the account as played to its end, as if their games had finished.
fn finish_tables_of(app: &TestApp, username: &str) {
    diesel::sql_query(format!(
        "UPDATE tables SET status = 'finished', phase = 'finished', finished_at = now() \
         WHERE host_id = (SELECT id FROM accounts WHERE username = '{username}')"
    ))
    .execute(&mut app.db())
    .unwrap();
}

#[tokio::test]
async fn open_tables_and_tables_an_hour_are_refused_through_the_api_and_the_pages() {
    let app = TestApp::builder()
        .config(|c| {
            c.quota_open_tables = 2;
            c.quota_tables_per_hour = 3;
        })
        .spawn()
        .await;
    let host = app.api_user("hostess").await;
    host.create_table(classic()).await;
    host.create_table(classic()).await;
    let (wait, detail) = refused(post(&host, "/api/v1/tables", classic()).await, 422).await;
    assert_eq!(wait, None);
    assert!(
        detail.contains("You host 2 tables that are still waiting for players"),
        "{detail}"
    );
    let person = app.signed_in("hostess").await;
    let home = person.page("/").await;
    let (status, html) = answer(
        person
            .post(&home, "/tables", &[("ruleset", "classic")])
            .await,
    )
    .await;
    assert_eq!(status, 422);
    assert!(
        html.contains("You host 2 tables that are still waiting"),
        "{html}"
    );
    assert_eq!(app.count("SELECT count(*) AS n FROM tables"), 2);

    // Once they are played, one more fits into the hour, and then no more for an hour.
    finish_tables_of(&app, "hostess");
    host.create_table(classic()).await;
    finish_tables_of(&app, "hostess");
    let (wait, detail) = refused(post(&host, "/api/v1/tables", classic()).await, 429).await;
    assert_eq!(wait.as_deref(), Some("3600"));
    assert!(
        detail.contains("You created 3 tables within the last hour"),
        "{detail}"
    );
    let home = person.page("/").await;
    let (status, html) = answer(
        person
            .post(&home, "/tables", &[("ruleset", "classic")])
            .await,
    )
    .await;
    assert_eq!(status, 429);
    assert!(
        html.contains("You created 3 tables within the last hour"),
        "{html}"
    );
    // For someone else nothing changes.
    app.api_user("other").await.create_table(classic()).await;
    assert_eq!(app.count("SELECT count(*) AS n FROM tables"), 4);
}

#[tokio::test]
async fn decks_and_decks_an_hour_are_refused_through_the_api_and_the_pages() {
    let app = TestApp::builder()
        .config(|c| {
            c.quota_decks = 2;
            c.quota_decks_per_hour = 3;
        })
        .spawn()
        .await;
    let owner = app.api_user("painter").await;
    let first = owner.new_deck("One", true).await;
    owner.new_deck("Two", true).await;
    let new = json!({"name": "Three", "public": true});
    let (wait, detail) = refused(post(&owner, "/api/v1/decks", new.clone()).await, 422).await;
    assert_eq!(wait, None);
    assert!(detail.contains("You have 2 decks"), "{detail}");
    let person = app.signed_in("painter").await;
    let list = person.page("/decks").await;
    let (status, html) = answer(person.post(&list, "/decks", &[("name", "Three")]).await).await;
    assert_eq!(status, 422);
    assert!(html.contains("You have 2 decks"), "{html}");

    // A deck deleted makes room, but not for more than three decks made an hour, the deleted
    // ones counted.
    let res = owner
        .send(Method::DELETE, &format!("/api/v1/decks/{first}"))
        .await;
    assert_eq!(res.status(), 204);
    let third = owner.new_deck("Three", true).await;
    let res = owner
        .send(Method::DELETE, &format!("/api/v1/decks/{third}"))
        .await;
    assert_eq!(res.status(), 204);
    let (wait, detail) = refused(post(&owner, "/api/v1/decks", new).await, 429).await;
    assert_eq!(wait.as_deref(), Some("3600"));
    assert!(
        detail.contains("You created 3 decks within the last hour"),
        "{detail}"
    );
    let list = person.page("/decks").await;
    let (status, html) = answer(person.post(&list, "/decks", &[("name", "Four")]).await).await;
    assert_eq!(status, 429);
    assert!(
        html.contains("You created 3 decks within the last hour"),
        "{html}"
    );
}

/// A picture of noise, which JPEG cannot make small: several hundred kilobytes stored.
fn noise(seed: u32) -> Vec<u8> {
    let mut state = seed.wrapping_mul(2_654_435_761).wrapping_add(1);
    let image = RgbImage::from_fn(1200, 1200, |_, _| {
        state ^= state << 13;
        state ^= state >> 17;
        state ^= state << 5;
        let [r, g, b, _] = state.to_le_bytes();
        image::Rgb([r, g, b])
    });
    encode(&DynamicImage::ImageRgb8(image), ImageFormat::Png)
}

#[tokio::test]
async fn stored_picture_bytes_and_pictures_per_deck_are_bounded_and_the_settings_show_the_use() {
    let app = TestApp::builder()
        .config(|c| {
            c.quota_picture_mb = 1;
            c.quota_deck_pictures = 2;
        })
        .spawn()
        .await;
    let owner = app.api_user("collector").await;
    let small = owner.new_deck("Small", false).await;
    owner
        .upload_ok(small, &[("a.png", &png(1)), ("b.png", &png(2))])
        .await;
    let detail = problem(owner.upload(small, &[("c.png", &png(3))]).await, 409).await;
    assert!(
        detail.contains("A deck holds at most 2 pictures"),
        "{detail}"
    );

    // Pictures of noise until the megabyte is full: the last one is refused, nothing beyond.
    let mut refusal = None;
    for seed in 0..12 {
        let deck = owner.new_deck(&format!("Noise {seed}"), false).await;
        let res = owner.upload(deck, &[("noise.png", &noise(seed))]).await;
        if res.status() != 201 {
            refusal = Some(problem(res, 422).await);
            break;
        }
    }
    let detail = refusal.expect("the megabyte fills up");
    assert!(
        detail.contains("of the 1 MB one account may store"),
        "{detail}"
    );
    let stored = app.count(
        "SELECT coalesce(sum(octet_length(image)), 0)::bigint AS n FROM cards \
         JOIN decks ON decks.id = cards.deck_id \
         WHERE decks.owner_id = (SELECT id FROM accounts WHERE username = 'collector')",
    );
    assert!(stored > 0 && stored <= 1_000_000, "{stored}");

    let person = app.signed_in("collector").await;
    let settings = person.page("/settings/privacy").await;
    let usage = fabula::quotas::megabytes(stored);
    assert!(
        settings.contains(&format!("Your pictures take {usage} MB of 1 MB.")),
        "{settings}"
    );
}

#[tokio::test]
async fn an_account_with_no_room_left_is_refused_before_its_pictures_are_decoded() {
    let app = TestApp::builder().config(|c| c.quota_picture_mb = 0);
    let app = app.spawn().await;
    let owner = app.api_user("hoarder").await;
    let deck = owner.new_deck("Full", false).await;
    // Junk first: the decoder would call it no picture, but the quota answers before it.
    for file in [b"not a picture".to_vec(), png(1)] {
        let res = owner.upload(deck, &[("file.png", &file)]).await;
        let detail = problem(res, 422).await;
        assert!(
            detail.contains("of the 0 MB one account may store"),
            "{detail}"
        );
    }
    let stored = app.count("SELECT count(*) AS n FROM cards WHERE image IS NOT NULL");
    assert_eq!(stored, 0);
}

#[tokio::test]
async fn api_tokens_and_webhooks_are_bounded() {
    let app = TestApp::builder()
        .config(|c| {
            c.quota_tokens = 2;
            c.quota_webhooks = 1;
        })
        .spawn()
        .await;
    let user = app.api_user("robot").await;
    app.api_client_of("robot").await;
    let body = json!({"username": "robot", "password": crate::helpers::PASSWORD});
    let (_, detail) = refused(app.post_json("/api/v1/tokens", &body).await, 422).await;
    assert!(detail.contains("This account has 2 API tokens"), "{detail}");
    let person = app.signed_in("robot").await;
    let page = person.page("/settings/developers").await;
    let (status, html) = answer(person.post(&page, "/settings/tokens", &[]).await).await;
    assert_eq!(status, 422);
    assert!(html.contains("This account has 2 API tokens"), "{html}");
    assert_eq!(app.count("SELECT count(*) AS n FROM api_tokens"), 2);

    let hook = |path: &str| json!({"url": format!("https://93.184.216.34/{path}")});
    let res = post(&user, "/api/v1/me/webhooks", hook("one")).await;
    assert_eq!(res.status(), 201);
    let (_, detail) = refused(post(&user, "/api/v1/me/webhooks", hook("two")).await, 422).await;
    assert!(detail.contains("You have 1 webhooks already"), "{detail}");
}

#[tokio::test]
async fn reports_are_one_per_thing_and_a_few_a_day() {
    let app = TestApp::builder()
        .config(|c| c.quota_reports_per_day = 2)
        .spawn()
        .await;
    let owner = app.api_user("maker").await;
    let decks = [
        owner.new_deck("First", true).await,
        owner.new_deck("Second", true).await,
        owner.new_deck("Third", true).await,
    ];
    let reporter = app.api_user("watcher").await;
    let report = |deck: i64| json!({"kind": "deck", "target_id": deck, "reason": "Stolen"});
    let (status, first) = reporter.post("/api/v1/reports", report(decks[0])).await;
    assert_eq!(status, 201, "{first}");
    // The same thing again: the first report, kindly, and no second one.
    let (status, again) = reporter.post("/api/v1/reports", report(decks[0])).await;
    assert_eq!(status, 200, "{again}");
    assert_eq!(again["id"], first["id"]);
    assert_eq!(app.count("SELECT count(*) AS n FROM reports"), 1);
    let person = app.signed_in("watcher").await;
    let form = format!("/report?kind=deck&target={}", decks[0]);
    let page = person.page(&form).await;
    let target = decks[0].to_string();
    let fields = [
        ("kind", "deck"),
        ("target", target.as_str()),
        ("reason", "Again"),
    ];
    let (status, html) = answer(person.post(&page, "/report", &fields).await).await;
    assert_eq!(status, 200);
    assert!(html.contains("You reported this already"), "{html}");
    assert_eq!(app.count("SELECT count(*) AS n FROM reports"), 1);

    let (status, _) = reporter.post("/api/v1/reports", report(decks[1])).await;
    assert_eq!(status, 201);
    let (wait, detail) = refused(
        post(&reporter, "/api/v1/reports", report(decks[2])).await,
        429,
    )
    .await;
    assert_eq!(wait.as_deref(), Some("86400"));
    assert!(
        detail.contains("You sent 2 reports within the last day"),
        "{detail}"
    );
    let form = format!("/report?kind=deck&target={}", decks[2]);
    let page = person.page(&form).await;
    let target = decks[2].to_string();
    let fields = [
        ("kind", "deck"),
        ("target", target.as_str()),
        ("reason", "Stolen"),
    ];
    let (status, html) = answer(person.post(&page, "/report", &fields).await).await;
    assert_eq!(status, 429);
    assert!(
        html.contains("You sent 2 reports within the last day"),
        "{html}"
    );
    assert_eq!(app.count("SELECT count(*) AS n FROM reports"), 2);
}

/// The ids of the tables the lobby lists, newest first.
async fn lobby(client: &ApiClient) -> Vec<i64> {
    let (status, list) = client.get("/api/v1/tables?status=open").await;
    assert_eq!(status, 200, "{list}");
    list.as_array()
        .unwrap()
        .iter()
        .map(|t| t["id"].as_i64().unwrap())
        .collect()
}

#[tokio::test]
async fn the_lobby_shows_a_few_tables_per_host_and_an_admin_lifts_quotas() {
    let app = TestApp::builder()
        .config(|c| {
            c.lobby_tables_per_host = 2;
            c.quota_decks = 1;
        })
        .spawn()
        .await;
    let busy = app.api_user("busy").await;
    let mut busy_tables = Vec::new();
    for _ in 0..4 {
        busy_tables.push(busy.create_table(classic()).await.id);
    }
    let quiet = app.api_user("quiet").await;
    let quiet_table = quiet.create_table(classic()).await.id;
    let listed = lobby(&quiet).await;
    assert_eq!(listed, vec![quiet_table, busy_tables[3], busy_tables[2]]);
    // The home page's lobby is the same list: busy's two newest tables may be joined there.
    let home = app.signed_in("quiet").await.page("/").await;
    let joinable = |id: i64| home.contains(&format!("action=\"/tables/{id}/join\""));
    let shown: Vec<bool> = busy_tables.iter().map(|id| joinable(*id)).collect();
    assert_eq!(shown, [false, false, true, true], "{home}");

    // The admin lifts busy's quotas: all its tables are listed, and it makes decks beyond one.
    busy.new_deck("First", false).await;
    let second = json!({"name": "Second", "public": false});
    refused(post(&busy, "/api/v1/decks", second.clone()).await, 422).await;
    let moda = app.api_user("moda").await;
    grant(&app, "moda");
    let lift = json!({"lifted": true, "reason": "Runs the club's tournament"});
    let res = moda
        .request(Method::PUT, "/api/v1/admin/quotas/BUSY")
        .json(&lift)
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 204);
    let res = moda
        .request(Method::PUT, "/api/v1/admin/quotas/busy")
        .json(&lift)
        .send()
        .await
        .unwrap();
    problem(res, 422).await;
    let (status, lifted) = moda.get("/api/v1/admin/quotas").await;
    assert_eq!(status, 200);
    assert_eq!(lifted, json!(["busy"]));
    assert_eq!(lobby(&quiet).await.len(), 5);
    let res = post(&busy, "/api/v1/decks", second).await;
    assert_eq!(res.status(), 201);
    let (status, _) = busy.get("/api/v1/admin/quotas").await;
    assert_eq!(status, 403);

    // On the admin page: the account is named, and its quotas apply again.
    let admin = app.signed_in("moda").await;
    let page = admin.page("/admin/accounts").await;
    assert!(page.contains("@busy"), "{page}");
    let fields = [
        ("username", "busy"),
        ("reason", "The tournament is over"),
        ("quotas", "apply"),
    ];
    let res = admin.post(&page, "/admin/accounts/quotas", &fields).await;
    assert_eq!(res.status(), 303);
    let page = admin.page("/admin/accounts?done=quotas_applied").await;
    assert!(page.contains("quotas apply again"), "{page}");
    assert!(page.contains("No account has its quotas lifted."), "{page}");
    assert_eq!(lobby(&quiet).await.len(), 3);
    let third = json!({"name": "Third", "public": false});
    refused(post(&busy, "/api/v1/decks", third).await, 422).await;
    assert_eq!(
        app.count(
            "SELECT count(*) AS n FROM admin_actions WHERE action IN ('quotas_lifted', 'quotas_applied')"
        ),
        2
    );
}
