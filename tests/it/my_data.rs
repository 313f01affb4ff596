//! A player deletes their account: by the API and by the security settings, after their
//! password. Nothing of the account remains but the anonymous row its seats and messages
//! refer to.

use diesel::RunQueryDsl;
use reqwest::{Method, StatusCode};
use serde_json::json;

use crate::helpers::{location, ApiClient, TestApp, PASSWORD};

/// How many rows of `table` name the account in `column`.
fn rows_of(app: &TestApp, table: &str, column: &str, id: i64) -> i64 {
    app.count(&format!(
        "SELECT count(*) AS n FROM {table} WHERE {column} = {id}"
    ))
}

fn execute(app: &TestApp, sql: &str) {
    diesel::sql_query(sql)
        .execute(&mut app.db())
        .expect("SQL runs");
}

#[tokio::test]
async fn deleting_an_account_leaves_only_anonymous_seats() {
    let app = TestApp::spawn().await;
    // A table of four being played, where `bye1` sits; one round scored.
    let options = json!({"ruleset": "2021", "first_storyteller": "host"});
    let table = app.start_table("bye", 4, options.clone()).await;
    while table.rounds(0).await.is_empty() {
        assert!(table.one_move("a first story").await);
    }
    let rounds = app.count(&format!(
        "SELECT count(*) AS n FROM rounds WHERE table_id = {}",
        table.id
    ));
    let leaver = table.players[1].clone();
    let me = leaver.me().await;
    let id = me.id;
    let (status, body) = leaver
        .post(
            &format!("/api/v1/tables/{}/chat", table.id),
            json!({"body": "good luck all"}),
        )
        .await;
    assert!(status.is_success(), "{body}");
    // An open table bye1 joined, one they host, a deck of theirs, a second token.
    let other = app.api_user("opener").await;
    let open = other.create_table(options.clone()).await;
    leaver.join(&open).await;
    let hosted = leaver.create_table(options).await;
    let deck = leaver.new_deck("Mine", true).await;
    leaver
        .upload_ok(
            deck,
            &crate::helpers::as_files(&crate::helpers::pngs("p", 1, 7)),
        )
        .await;
    let second: ApiClient = app.api_client_of(&me.username).await;
    // A webhook, a push subscription, a mail address, a reset link, by SQL.
    execute(
        &app,
        &format!("INSERT INTO webhooks (account_id, url, secret) VALUES ({id}, 'https://example.org/hook', 's')"),
    );
    execute(
        &app,
        &format!("INSERT INTO push_subscriptions (account_id, endpoint, p256dh, auth, device) VALUES ({id}, 'https://push.example.org/1', repeat('k', 87), repeat('a', 22), 'd')"),
    );
    execute(
        &app,
        &format!("UPDATE accounts SET email = 'bye1@example.org', time_zone = 'Europe/Lisbon', feed_secret = 'f' WHERE id = {id}"),
    );

    // A wrong password changes nothing.
    let (status, body) = leaver
        .call(
            Method::DELETE,
            "/api/v1/me",
            Some(json!({"password": "not the password"})),
        )
        .await;
    assert_eq!(status, StatusCode::FORBIDDEN, "{body}");
    assert!(
        body["detail"].as_str().unwrap().contains("password"),
        "{body}"
    );
    assert_eq!(second.me().await.username, "bye1");

    leaver.delete_account().await;

    // Every token stops working at once.
    for client in [&leaver, &second] {
        let res = client.send(Method::GET, "/api/v1/me").await;
        assert_eq!(res.status(), 401);
    }
    // The game goes on without them: resigned, shown as a former player.
    let view = table.view(0).await;
    assert_eq!(view.status, crate::helpers::Status::Playing);
    let seat = &view.seats[1];
    assert!(seat.resigned);
    assert_eq!(seat.username, format!("former.{id}"));
    assert_eq!(seat.display_name, "a former player");
    assert!(seat.former);
    let moved = table.moves_of(0..1).await | table.moves_of(2..4).await;
    assert!(moved, "the others play on");

    // In SQL: the row keeps nothing personal; only the seats and messages refer to it.
    assert_eq!(
        app.count(&format!(
            "SELECT count(*) AS n FROM accounts WHERE id = {id}
               AND username = 'former.{id}' AND display_name = 'former.{id}'
               AND password_hash = '' AND email IS NULL AND feed_secret IS NULL
               AND time_zone IS NULL AND confirm_secret IS NULL AND unsubscribe_secret IS NULL
               AND last_sign_in_at IS NULL AND deleted_at IS NOT NULL"
        )),
        1
    );
    for (rows, column) in [
        ("sessions", "account_id"),
        ("api_tokens", "account_id"),
        ("webhooks", "account_id"),
        ("push_subscriptions", "account_id"),
        ("notices", "account_id"),
        ("password_resets", "account_id"),
        ("attempts", "account_id"),
        ("table_watchers", "account_id"),
        ("decks", "owner_id"),
        ("tables", "host_id"),
    ] {
        let left = rows_of(&app, rows, column, id);
        if rows == "tables" {
            // The table being played keeps its host; the open one they hosted is gone.
            assert_eq!(left, 0, "they host no table");
            assert_eq!(rows_of(&app, "tables", "id", hosted.id), 0);
        } else {
            assert_eq!(left, 0, "nothing of theirs in {rows}");
        }
    }
    assert_eq!(
        rows_of(&app, "cards", "deck_id", deck),
        0,
        "the pictures went"
    );
    assert_eq!(
        app.count(&format!(
            "SELECT count(*) AS n FROM seats WHERE account_id = {id} AND resigned AND table_id = {}",
            table.id
        )),
        1
    );
    assert_eq!(
        rows_of(&app, "seats", "account_id", id),
        1,
        "left the open table"
    );
    assert_eq!(rows_of(&app, "table_messages", "account_id", id), 1);
    assert!(
        app.count(&format!(
            "SELECT count(*) AS n FROM rounds WHERE table_id = {}",
            table.id
        )) >= rounds,
        "the rounds stay"
    );

    // The name is free again, and the old password opens nothing.
    let res = app
        .post_json(
            "/api/v1/tokens",
            &json!({"username": "bye1", "password": PASSWORD}),
        )
        .await;
    assert_eq!(res.status(), 401);
    app.api_user("bye1").await;
}

#[tokio::test]
async fn the_privacy_settings_delete_the_account_after_its_password() {
    let app = TestApp::spawn().await;
    let ana = app.person("ana").await;
    let html = ana.page("/settings/privacy").await;
    assert!(html.contains("Delete my account"));

    let res = ana
        .post(
            &html,
            "/settings/delete-account",
            &[("password", "not the password")],
        )
        .await;
    assert_eq!(res.status(), 403);
    let page = res.text().await.unwrap();
    assert!(page.contains("class=\"error\""), "{page}");
    assert!(page.contains("Delete my account"));

    let res = ana
        .post(&html, "/settings/delete-account", &[("password", PASSWORD)])
        .await;
    assert_eq!(res.status(), 303);
    assert_eq!(location(&res), "/");
    let (status, _) = ana.get("/settings/security").await;
    assert_ne!(status, 200, "signed out");
    assert_eq!(
        app.count(
            "SELECT count(*) AS n FROM accounts WHERE (username = 'ana' OR deleted_at IS NULL) AND NOT bot"
        ),
        0
    );
}

/// The files of a zip, by name.
fn unzip(bytes: Vec<u8>) -> std::collections::BTreeMap<String, Vec<u8>> {
    use std::io::Read;
    let mut archive = zip::ZipArchive::new(std::io::Cursor::new(bytes)).expect("a zip");
    let mut files = std::collections::BTreeMap::new();
    for i in 0..archive.len() {
        let mut file = archive.by_index(i).expect("a file");
        let name = file.name().expect("a file name").to_string();
        let mut content = Vec::new();
        file.read_to_end(&mut content).expect("read");
        files.insert(name, content);
    }
    files
}

fn json_of(files: &std::collections::BTreeMap<String, Vec<u8>>, name: &str) -> serde_json::Value {
    serde_json::from_slice(&files[name]).expect("JSON")
}

#[tokio::test]
async fn the_export_holds_the_players_own_data_and_no_one_elses_hand() {
    let app = TestApp::spawn().await;
    let options = json!({"ruleset": "2021", "first_storyteller": "host"});
    let table = app.start_table("exp", 3, options).await;
    while table.rounds(0).await.is_empty() {
        assert!(table.one_move("an exported story").await);
    }
    let player = &table.players[1];
    let (status, body) = player
        .post(
            &format!("/api/v1/tables/{}/chat", table.id),
            json!({"body": "see you in the zip"}),
        )
        .await;
    assert!(status.is_success(), "{body}");
    let deck = player.new_deck("Holiday", false).await;
    let cards = player
        .upload_ok(
            deck,
            &crate::helpers::as_files(&crate::helpers::pngs("h", 2, 3)),
        )
        .await;

    let res = player.send(Method::GET, "/api/v1/me/export").await;
    assert_eq!(res.status(), 200);
    assert_eq!(res.headers()["content-type"], "application/zip");
    let files = unzip(res.bytes().await.unwrap().to_vec());

    let account = json_of(&files, "account.json");
    assert_eq!(account["username"], "exp1");
    assert_eq!(account["api_tokens"].as_array().unwrap().len(), 1);
    let tables = json_of(&files, "tables.json");
    let tables = tables.as_array().unwrap();
    assert_eq!(tables.len(), 1);
    assert_eq!(tables[0]["id"], table.id);
    assert_eq!(tables[0]["seat"]["seat"], 1);
    assert!(!tables[0]["rounds"].as_array().unwrap().is_empty());
    let view = table.view(1).await;
    assert_eq!(tables[0]["hand"], json!(view.hand()), "their own hand");
    // Every card the file names: the hand, and the cards played in each round.
    let mut named: Vec<i64> = view.hand();
    for round in tables[0]["rounds"].as_array().unwrap() {
        for played in round["cards_played"].as_array().unwrap() {
            named.push(played["card"].as_i64().unwrap());
        }
    }
    for other in [0, 2] {
        for card in table.view(other).await.hand() {
            assert!(!named.contains(&card), "no card of another's hand: {card}");
        }
    }
    let messages = json_of(&files, "messages.json");
    assert_eq!(messages[0]["body"], "see you in the zip");
    let deck_json = json_of(&files, &format!("decks/{deck}/deck.json"));
    assert_eq!(deck_json["name"], "Holiday");
    assert_eq!(deck_json["cards"].as_array().unwrap().len(), 2);
    for card in cards {
        let picture = &files[&format!("decks/{deck}/{card}.jpg")];
        assert_eq!(&picture[..2], &[0xFF, 0xD8], "a JPEG");
    }

    // The privacy settings offer the same zip to the signed-in player.
    let person = app.signed_in("exp1").await;
    let html = person.page("/settings/privacy").await;
    assert!(html.contains("href=\"/settings/export\""));
    let res = person
        .client
        .get(person.url("/settings/export"))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 200);
    assert_eq!(res.headers()["content-type"], "application/zip");
    let files = unzip(res.bytes().await.unwrap().to_vec());
    assert_eq!(json_of(&files, "account.json")["username"], "exp1");
}
