//! The OpenAPI document covers every route of API.md, and people can read it at /api.

use serde_json::Value;

use crate::helpers::TestApp;

/// Every route of API.md, as (method, path).
const CONTRACT: &[(&str, &str)] = &[
    ("post", "/api/v1/accounts"),
    ("post", "/api/v1/tokens"),
    ("delete", "/api/v1/tokens/{id}"),
    ("get", "/api/v1/me"),
    ("post", "/api/v1/tables"),
    ("get", "/api/v1/tables"),
    ("post", "/api/v1/tables/{id}/join"),
    ("post", "/api/v1/tables/{id}/leave"),
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
}
