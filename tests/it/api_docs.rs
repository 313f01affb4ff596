//! The OpenAPI document covers every route of API.md, people can read it at /api, and
//! docs/API.md names every route of the document (and no route the server does not have).

use std::collections::BTreeSet;

use serde_json::Value;

use crate::helpers::TestApp;

/// Every route of API.md, as (method, path).
const CONTRACT: &[(&str, &str)] = &[
    ("post", "/api/v1/accounts"),
    ("post", "/api/v1/tokens"),
    ("delete", "/api/v1/tokens/{id}"),
    ("get", "/api/v1/me"),
    ("patch", "/api/v1/me"),
    ("put", "/api/v1/me/away"),
    ("delete", "/api/v1/me/away"),
    ("post", "/api/v1/tables"),
    ("get", "/api/v1/tables"),
    ("post", "/api/v1/tables/{id}/join"),
    ("post", "/api/v1/tables/{id}/leave"),
    ("post", "/api/v1/tables/{id}/teams"),
    ("post", "/api/v1/tables/{id}/start"),
    ("post", "/api/v1/tables/{id}/resign"),
    ("get", "/api/v1/tables/{id}"),
    ("post", "/api/v1/tables/{id}/clue"),
    ("post", "/api/v1/tables/{id}/submit"),
    ("post", "/api/v1/tables/{id}/vote"),
    ("get", "/api/v1/tables/{id}/rounds"),
    ("get", "/api/v1/openapi.json"),
    // The decks of the cards issue.
    ("post", "/api/v1/decks"),
    ("get", "/api/v1/decks"),
    ("get", "/api/v1/decks/{id}"),
    ("delete", "/api/v1/decks/{id}"),
    ("post", "/api/v1/decks/{id}/cards"),
    ("delete", "/api/v1/decks/{id}/cards/{card_id}"),
    // Push notifications.
    ("get", "/api/v1/push/key"),
    ("get", "/api/v1/me/push-subscriptions"),
    ("post", "/api/v1/me/push-subscriptions"),
    ("delete", "/api/v1/me/push-subscriptions/{id}"),
    // Blocking and reporting.
    ("get", "/api/v1/me/blocks"),
    ("post", "/api/v1/me/blocks"),
    ("delete", "/api/v1/me/blocks/{username}"),
    ("post", "/api/v1/reports"),
    // What admins do.
    ("get", "/api/v1/admin/invites"),
    ("post", "/api/v1/admin/invites"),
    ("delete", "/api/v1/admin/invites/{code}"),
];

#[tokio::test]
async fn the_openapi_document_covers_every_route_of_the_contract() {
    let app = TestApp::spawn().await;
    let res = app.get("/api/v1/openapi.json").await;
    assert_eq!(res.status(), 200);
    let doc: Value = res.json().await.unwrap();
    assert!(doc["openapi"].as_str().unwrap().starts_with("3."));
    for (method, path) in CONTRACT {
        let op = &doc["paths"][path][method];
        assert!(op.is_object(), "{method} {path} is in the document");
        assert!(op["responses"].is_object(), "{method} {path} has responses");
    }
    // The view's names are API.md's.
    let view = &doc["components"]["schemas"]["TableView"]["properties"];
    for field in [
        "id",
        "code",
        "ruleset",
        "options",
        "status",
        "version",
        "round",
        "phase",
        "storyteller",
        "clue",
        "deadline",
        "host",
        "seats",
        "you",
        "board",
        "last_round",
        "winners",
    ] {
        assert!(view[field].is_object(), "TableView.{field}");
    }
    let card = &doc["components"]["schemas"]["Card"]["properties"];
    assert!(card["id"].is_object() && card["image"].is_object());
    assert!(doc["components"]["securitySchemes"]["token"].is_object());

    // The site's footer leads there.
    let home = app.get("/").await;
    assert!(home.text().await.unwrap().contains("href=\"/api\""));
    let page = app.get("/api").await;
    assert_eq!(page.status(), 200);
    let html = page.text().await.unwrap();
    assert!(html.contains("/api/v1/openapi.json"));
    assert!(html.contains("/api/v1/tables/{id}/vote"));
    // The routes' summaries and descriptions are Markdown, shown rendered: code where the
    // source has backticks, and no backtick left.
    let routes = &html[html.find("class=\"api-routes\"").expect("the routes")..];
    let routes = &routes[..routes.find("</dl>").expect("the end of the routes")];
    let described: String = routes
        .split("<dd>")
        .skip(1)
        .map(|dd| dd.split("</dd>").next().unwrap())
        .collect();
    let in_code = described.matches("<code>").count();
    assert!(in_code > 10, "code in the descriptions: {in_code}");
    assert!(!routes.contains('`'), "a backtick left: {routes}");
    assert!(routes.contains("<code>Authorization: Bearer &lt;token&gt;</code>"));
}

/// The methods a route of docs/API.md may have.
const METHODS: [&str; 5] = ["GET", "POST", "PUT", "PATCH", "DELETE"];

/// Every route docs/API.md names, as `METHOD /api/v1/…` written between backticks (a query
/// string after the path is left out).
fn routes_in_api_md(text: &str) -> BTreeSet<String> {
    let mut routes = BTreeSet::new();
    for method in METHODS {
        let opening = format!("`{method} /api/v1");
        for (at, _) in text.match_indices(&opening) {
            let rest = &text[at + 1..];
            let route = rest.split('`').next().unwrap_or_default();
            let route = route.split('?').next().unwrap_or_default().trim_end();
            routes.insert(route.to_string());
        }
    }
    routes
}

#[tokio::test]
async fn docs_api_md_names_every_route_of_the_openapi_document() {
    let app = TestApp::spawn().await;
    let res = app.get("/api/v1/openapi.json").await;
    let doc: Value = res.json().await.unwrap();
    let mut served = BTreeSet::new();
    for (path, item) in doc["paths"].as_object().expect("paths") {
        for method in METHODS {
            if item[method.to_ascii_lowercase()].is_object() {
                served.insert(format!("{method} {path}"));
            }
        }
    }
    assert!(served.len() >= 26, "the document lists the API: {served:?}");

    let file = concat!(env!("CARGO_MANIFEST_DIR"), "/docs/API.md");
    let text = std::fs::read_to_string(file).expect("docs/API.md");
    let written = routes_in_api_md(&text);
    let missing: Vec<_> = served.difference(&written).collect();
    assert!(
        missing.is_empty(),
        "docs/API.md must describe these routes, each written as `METHOD /api/v1/…`: {missing:?}"
    );
    let unknown: Vec<_> = written.difference(&served).collect();
    assert!(
        unknown.is_empty(),
        "docs/API.md names routes the server does not have: {unknown:?}"
    );
}

/// What an outside checker (schemathesis, `.ci/schemathesis`) found, kept: every operation
/// declares the answers any request may get, a wrong method on a known address is 405, a
/// sign-in with a name the database cannot hold is 401, and a whole number may be written `3.0`.
#[tokio::test]
async fn the_document_and_the_server_agree_on_what_any_request_may_get() {
    let app = TestApp::spawn().await;
    let doc: Value = app
        .get("/api/v1/openapi.json")
        .await
        .json()
        .await
        .expect("json");
    let clue = &doc["paths"]["/api/v1/tables/{id}/clue"]["post"]["responses"];
    for status in [
        "400", "401", "403", "404", "408", "409", "413", "415", "422", "429", "503",
    ] {
        assert!(clue.get(status).is_some(), "the clue declares {status}");
    }
    let accounts = &doc["paths"]["/api/v1/accounts"]["post"]["responses"];
    assert!(accounts.get("401").is_none(), "signing up needs no token");
    let schemas = &doc["components"]["schemas"];
    assert!(schemas["ClueBody"]["properties"]["clue"]["pattern"].is_string());
    assert_eq!(
        schemas["NewAccountBody"]["properties"]["username"]["pattern"],
        "^[A-Za-z0-9_-]{3,32}$"
    );

    // 405, with the methods the address takes.
    let res = app
        .client
        .put(format!("{}/api/v1/me", app.address))
        .send()
        .await
        .expect("sent");
    assert_eq!(res.status(), 405);
    assert_eq!(res.headers()["allow"], "GET, PATCH, DELETE");
    crate::helpers::problem(res, 405).await;
    let res = app
        .client
        .put(format!("{}/api/v1/tables/12/vote", app.address))
        .send()
        .await
        .expect("sent");
    assert_eq!(res.status(), 405);
    assert_eq!(res.headers()["allow"], "POST");
    assert_eq!(app.get("/api/v1/nothing-here").await.status(), 404);
    // Under a table's address too, for programs and for people.
    let res = app.get("/api/v1/tables/12/nothing-here").await;
    crate::helpers::problem(res, 404).await;
    assert_eq!(app.get("/tables/12/nothing-here").await.status(), 404);

    // A NUL in the username of a sign-in is a wrong username, not a fault.
    let body = serde_json::json!({"username": "ro\u{0}sa", "password": "whatever-it-is"});
    crate::helpers::problem(app.post_json("/api/v1/tokens", &body).await, 401).await;

    // `?wait=` below zero is malformed; a whole number written 2.0 is the number 2.
    let body = serde_json::json!({"ruleset": "2021", "first_storyteller": "host"});
    let table = app.start_table("whole", 3, body).await;
    let (status, _) = table.players[0]
        .get(&format!("{}?wait=-1", table.path("")))
        .await;
    assert_eq!(status, 400);
    let hand = table.view(0).await.hand();
    let card = hand[0] as f64;
    let (status, answer) = table
        .post(
            0,
            "clue",
            serde_json::json!({"clue": "round", "card": card}),
        )
        .await;
    assert_eq!(status, 200, "{answer}");

    // A body is an object: an array is not read as one, field by field.
    let me = &table.players[1];
    let (status, answer) = me
        .call(
            reqwest::Method::PATCH,
            "/api/v1/me",
            Some(serde_json::json!([null, null])),
        )
        .await;
    assert_eq!(status, 400, "{answer}");
    let (status, _) = me
        .post("/api/v1/tables", serde_json::json!(["classic"]))
        .await;
    assert_eq!(status, 400);
}

/// Each body's schema is its own: two bodies of one name would share one schema in the
/// document, and one of them would be described wrongly.
#[tokio::test]
async fn a_report_made_and_a_report_for_moderators_have_schemas_of_their_own() {
    let app = TestApp::spawn().await;
    let doc: Value = app
        .get("/api/v1/openapi.json")
        .await
        .json()
        .await
        .expect("json");
    let schema_of = |reference: &Value| {
        let name = reference
            .as_str()
            .and_then(|r| r.strip_prefix("#/components/schemas/"))
            .expect("a schema's reference")
            .to_string();
        doc["components"]["schemas"][name.as_str()]["properties"].clone()
    };
    let made = &doc["paths"]["/api/v1/reports"]["post"]["responses"]["201"]["content"]
        ["application/json"]["schema"]["$ref"];
    let listed = &doc["paths"]["/api/v1/admin/reports"]["get"]["responses"]["200"]["content"]
        ["application/json"]["schema"]["items"]["$ref"];
    let made = schema_of(made);
    let listed = schema_of(listed);
    assert!(made.get("reason").is_some(), "{made}");
    assert!(
        made.get("about").is_none(),
        "a reporter sees no context: {made}"
    );
    assert!(listed.get("about").is_some(), "{listed}");
    assert!(listed.get("reporter").is_some(), "{listed}");
}

/// What OpenAPI 3.1 and client generators need of the document (`.ci/client-game` also checks it
/// with openapi-spec-validator and generates a client from it): every answer described, one
/// readable operationId per operation, files as strings of a media type, and the operations
/// that take no token saying so in a way generators read.
#[tokio::test]
async fn the_document_is_openapi_3_1_that_client_generators_take() {
    let app = TestApp::spawn().await;
    let doc: Value = app.get("/api/v1/openapi.json").await.json().await.unwrap();
    assert_eq!(doc["openapi"], "3.1.0");
    let mut ids = BTreeSet::new();
    for (path, item) in doc["paths"].as_object().unwrap() {
        for (method, op) in item.as_object().unwrap() {
            let id = op["operationId"].as_str().expect("an operationId");
            assert!(ids.insert(id.to_string()), "{id} repeats ({method} {path})");
            assert!(
                id.chars().next().unwrap().is_ascii_lowercase()
                    && id.chars().all(|c| c.is_ascii_alphanumeric()),
                "{id} is camelCase"
            );
            for (status, answer) in op["responses"].as_object().unwrap() {
                assert!(
                    answer["description"]
                        .as_str()
                        .is_some_and(|d| !d.is_empty()),
                    "{method} {path} {status} has a description"
                );
            }
        }
    }
    assert!(ids.contains("createTable") && ids.contains("listDecks"));
    let zip = &doc["paths"]["/api/v1/me/export"]["get"]["responses"]["200"]["content"]
        ["application/zip"]["schema"];
    assert_eq!(zip["type"], "string");
    assert_eq!(zip["contentMediaType"], "application/zip");
    let file = &doc["components"]["schemas"]["DeckUpload"]["properties"]["files"]["items"];
    assert_eq!(file["type"], "string");
    assert_eq!(file["contentMediaType"], "application/octet-stream");
    assert!(file.get("format").is_none(), "no 3.0 format: binary");
    for (method, path) in [("post", "/api/v1/accounts"), ("get", "/api/v1/push/key")] {
        assert_eq!(
            doc["paths"][path][method]["security"],
            serde_json::json!([]),
            "{method} {path} needs no token"
        );
    }
    // Optional: with a token the caller's own decks are listed too.
    assert_eq!(
        doc["paths"]["/api/v1/decks"]["get"]["security"],
        serde_json::json!([{}, {"token": []}])
    );
    // The others take the document's token.
    assert!(doc["paths"]["/api/v1/tables"]["post"]
        .get("security")
        .is_none());
    assert_eq!(doc["security"], serde_json::json!([{"token": []}]));
}
