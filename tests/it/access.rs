//! The tables' gate: a private table looks like no table to whoever may not see it, on every
//! route of a table, pages and API alike, and blocking holds for watching, taking an offered
//! seat and the chat. The routes walked come from the OpenAPI document and from
//! `src/web/routes.rs`, so that a route added later is walked too.

use reqwest::{Method, StatusCode};
use serde_json::{json, Map, Value};

use crate::helpers::{csrf_of, ApiClient, Person, TestApp};

/// A table id no table has.
const MISSING: i64 = 987_654_321;

/// An answer as the walk compares it: the status, where a redirect leads and the body, with
/// every number and request id made the same (a table's id is in some of them).
#[derive(Debug, PartialEq, Eq)]
struct Answer {
    status: u16,
    location: String,
    body: String,
}

fn normalised(text: &str) -> String {
    // A request id is 16 hex digits; then every run of digits reads as one mark.
    let mut out = String::new();
    let chars: Vec<char> = text.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        let hex = chars[i..]
            .iter()
            .take_while(|c| c.is_ascii_hexdigit())
            .count();
        if hex == 16 {
            out.push('R');
            i += hex;
        } else if chars[i].is_ascii_digit() {
            out.push('N');
            while i < chars.len() && chars[i].is_ascii_digit() {
                i += 1;
            }
        } else {
            out.push(chars[i]);
            i += 1;
        }
    }
    out
}

async fn answer_of(res: reqwest::Response) -> Answer {
    let status = res.status().as_u16();
    let location = res
        .headers()
        .get("location")
        .map(|l| normalised(l.to_str().unwrap()))
        .unwrap_or_default();
    let body = normalised(&res.text().await.unwrap());
    Answer {
        status,
        location,
        body,
    }
}

/// Every `(method, path)` of the OpenAPI document under a table, with an example body built
/// from the document's schema of the request, if it takes one.
async fn api_routes(app: &TestApp) -> Vec<(Method, String, Option<Value>)> {
    let doc: Value = app.get("/api/v1/openapi.json").await.json().await.unwrap();
    let mut routes = Vec::new();
    for (path, item) in doc["paths"].as_object().unwrap() {
        if !path.contains("/tables/{id}") {
            continue;
        }
        for (method, op) in item.as_object().unwrap() {
            let Ok(method) = method.to_uppercase().parse::<Method>() else {
                continue;
            };
            let schema = &op["requestBody"]["content"]["application/json"]["schema"];
            let body = (!schema.is_null()).then(|| example(&doc, schema));
            routes.push((method, path.clone(), body));
        }
    }
    assert!(
        routes.len() >= 15,
        "the document names the table's routes: {routes:?}"
    );
    routes
}

/// A value of the shape `schema` asks for: required fields only, the smallest values allowed.
fn example(doc: &Value, schema: &Value) -> Value {
    if let Some(reference) = schema["$ref"].as_str() {
        let name = reference.trim_start_matches("#/components/schemas/");
        return example(doc, &doc["components"]["schemas"][name]);
    }
    for key in ["oneOf", "anyOf", "allOf"] {
        if let Some(options) = schema[key].as_array() {
            let chosen = options
                .iter()
                .find(|o| o["type"] != "null")
                .unwrap_or(&Value::Null);
            return example(doc, chosen);
        }
    }
    let kind = match &schema["type"] {
        Value::Array(kinds) => kinds
            .iter()
            .find(|k| *k != "null")
            .cloned()
            .unwrap_or(Value::Null),
        kind => kind.clone(),
    };
    match kind.as_str() {
        Some("object") => {
            let mut object = Map::new();
            for name in schema["required"].as_array().into_iter().flatten() {
                let name = name.as_str().unwrap();
                object.insert(name.to_string(), example(doc, &schema["properties"][name]));
            }
            Value::Object(object)
        }
        Some("array") => json!([example(doc, &schema["items"])]),
        Some("integer") | Some("number") => schema["minimum"].as_i64().unwrap_or(1).into(),
        Some("boolean") => false.into(),
        Some("string") => match schema["enum"].as_array() {
            Some(values) => values[0].clone(),
            None => "x"
                .repeat(schema["minLength"].as_u64().unwrap_or(1) as usize)
                .into(),
        },
        _ => json!({}),
    }
}

/// Every `(method, path)` of a table's pages, read from `src/web/routes.rs`: each `.route`
/// under the scopes that enclose it.
fn page_routes() -> Vec<(Method, String)> {
    let file = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src/web/routes.rs");
    let text = std::fs::read_to_string(file).unwrap();
    // How many parentheses are open before each byte, strings left out.
    let mut depth = vec![0usize; text.len() + 1];
    let mut open = 0usize;
    let mut in_string = false;
    for (i, b) in text.bytes().enumerate() {
        depth[i] = open;
        match b {
            b'"' => in_string = !in_string,
            b'(' if !in_string => open += 1,
            b')' if !in_string => open = open.saturating_sub(1),
            _ => {}
        }
    }
    // Each scope, from where it starts to where the parentheses around it close.
    let mut scopes: Vec<(usize, usize, String)> = Vec::new();
    for (start, _) in text.match_indices("web::scope(\"") {
        let prefix_at = start + "web::scope(\"".len();
        let prefix = text[prefix_at..].split('"').next().unwrap().to_string();
        let level = depth[start];
        let end = (start..text.len())
            .find(|&i| depth[i] < level)
            .unwrap_or(text.len());
        scopes.push((start, end, prefix));
    }
    let mut routes = Vec::new();
    for (at, _) in text.match_indices(".route(") {
        let rest = &text[at + ".route(".len()..];
        let path = rest.split('"').nth(1).unwrap();
        let method = rest
            .split("web::")
            .nth(1)
            .unwrap()
            .split('(')
            .next()
            .unwrap();
        let prefix: String = scopes
            .iter()
            .filter(|(start, end, _)| *start < at && at < *end)
            .map(|(_, _, prefix)| prefix.as_str())
            .collect();
        let full = format!("{prefix}{path}");
        if full.starts_with("/tables/{id}") {
            routes.push((method.to_uppercase().parse().unwrap(), full));
        }
    }
    assert!(
        routes.len() >= 15,
        "routes.rs names the table's pages: {routes:?}"
    );
    routes
}

/// `path` with its placeholders filled for table `id`.
fn filled(path: &str, id: i64) -> String {
    path.replace("{id}", &id.to_string())
        .replace("{seat}", "1")
        .replace("{code}", "abcdefgh")
}

async fn api_answer(
    token: Option<&str>,
    base: &str,
    method: &Method,
    path: &str,
    body: &Option<Value>,
) -> Answer {
    let client = reqwest::Client::new();
    let mut req = client.request(method.clone(), format!("{base}{path}"));
    if let Some(token) = token {
        req = req.bearer_auth(token);
    }
    if let Some(body) = body {
        req = req.json(body);
    }
    answer_of(req.send().await.unwrap()).await
}

async fn page_answer(person: &Person, csrf: &str, method: &Method, path: &str) -> Answer {
    let req = if *method == Method::POST {
        person
            .client
            .post(person.url(path))
            .form(&[("csrf_token", csrf)])
    } else {
        person.client.request(method.clone(), person.url(path))
    };
    answer_of(req.send().await.unwrap()).await
}

/// A private table of three: open, running, or finished (one resigned, too few played on).
/// The host's client, the table's id and its invite code.
async fn private_table(app: &TestApp, prefix: &str, status: &str) -> (ApiClient, i64, String) {
    let body = json!({"ruleset": "classic", "first_storyteller": "host"});
    if status == "open" {
        let host = app.api_user(&format!("{prefix}0")).await;
        let view = host.create_table(body).await;
        return (host, view.id, view.code);
    }
    let table = app.start_table(prefix, 3, body).await;
    let code = table.view(0).await.code;
    (table.players[0].clone(), table.id, code)
}

#[tokio::test]
async fn every_route_of_a_private_table_answers_outsiders_as_for_no_table() {
    let app = TestApp::spawn().await;
    let blocked = app.api_user("mallory").await;
    let outsider = app.api_user("outsider").await;

    let mut tables = Vec::new();
    for (prefix, status) in [("open", "open"), ("run", "playing"), ("fin", "finished")] {
        let (host, id, code) = private_table(&app, prefix, status).await;
        if status != "open" {
            // Mallory watched it with its code before the host blocked her.
            let (got, view) = blocked
                .post(
                    &format!("/api/v1/tables/{id}/watch"),
                    json!({ "code": code }),
                )
                .await;
            assert_eq!(got, 200, "{view}");
        }
        if status == "finished" {
            let players = app.api_client_of(&format!("{prefix}1")).await;
            let (got, view) = players
                .post(&format!("/api/v1/tables/{id}/resign"), json!({}))
                .await;
            assert_eq!(got, 200, "{view}");
            assert_eq!(
                host.table(id).await.status,
                crate::helpers::Status::Finished
            );
        }
        let (got, _) = host
            .post("/api/v1/me/blocks", json!({"username": "mallory"}))
            .await;
        assert_eq!(got, 204);
        // The host still sees it, of course.
        assert_eq!(host.get(&format!("/api/v1/tables/{id}")).await.0, 200);
        tables.push(id);
    }
    tables.push(MISSING);

    // The JSON API, from the document.
    let callers = [
        ("an outsider", Some(outsider.token.as_str())),
        ("a blocked player", Some(blocked.token.as_str())),
        ("an anonymous caller", None),
    ];
    for (method, path, body) in api_routes(&app).await {
        for (who, token) in &callers {
            let mut answers = Vec::new();
            for &id in &tables {
                let path = filled(&path, id);
                answers.push(api_answer(*token, &app.address, &method, &path, &body).await);
            }
            for (answer, id) in answers.iter().zip(&tables) {
                assert_eq!(
                    answer, &answers[3],
                    "{who}: {method} {path} at table {id} answers otherwise than for no table"
                );
            }
            let expected = match token {
                None => StatusCode::UNAUTHORIZED,
                Some(_) if path.starts_with("/api/v1/admin/") => StatusCode::FORBIDDEN,
                Some(_) => StatusCode::NOT_FOUND,
            };
            assert_eq!(
                answers[3].status,
                expected.as_u16(),
                "{who}: {method} {path}"
            );
        }
    }

    // The pages, from routes.rs.
    let people = [
        app.signed_in("outsider").await,
        app.signed_in("mallory").await,
        app.visitor(),
    ];
    for (method, path) in page_routes() {
        for person in &people {
            let csrf = csrf_of(&person.page("/sign-in").await);
            let mut answers = Vec::new();
            for &id in &tables {
                let path = filled(&path, id);
                answers.push(page_answer(person, &csrf, &method, &path).await);
            }
            for (answer, id) in answers.iter().zip(&tables) {
                assert_eq!(
                    answer, &answers[3],
                    "{}: {method} {path} at table {id} answers otherwise than for no table",
                    person.name
                );
            }
            // Someone signed in finds nothing there; someone signed out is asked to sign in
            // first (the same for any table), but for an invitation, which is for anyone.
            let signed_in = person.name != "a visitor";
            let expected = if signed_in || (path.contains("/take/") && method == Method::GET) {
                404
            } else {
                303
            };
            assert_eq!(
                answers[3].status, expected,
                "{}: {method} {path}",
                person.name
            );
        }
    }
}

#[tokio::test]
async fn a_blocked_player_may_not_watch_take_a_seat_or_chat_in_words_that_name_nobody() {
    let app = TestApp::spawn().await;
    let body = json!({"ruleset": "classic", "first_storyteller": "host", "public": true});
    let table = app.start_table("blk", 4, body).await;
    let host = &table.players[0];
    let code = table.view(0).await.code;
    let mallory = app.api_user("mallory").await;
    let outsider = app.api_user("onlooker").await;

    // At a public table anyone signed in looks on and chats, and hears why a move is not
    // theirs: they may see the table.
    let (status, _) = outsider.get(&table.path("")).await;
    assert_eq!(status, 200);
    let (status, answer) = outsider.post(&table.path("resign"), json!({})).await;
    assert_eq!(status, 403, "{answer}");
    assert_eq!(answer["detail"], "You do not play at this table.");
    let (status, answer) = outsider
        .post(&table.path("chat"), json!({"body": "hello"}))
        .await;
    assert_eq!(status, 201, "{answer}");

    // A player resigns and the host offers the seat; then the host blocks Mallory.
    let (status, _) = table.post(3, "resign", json!({})).await;
    assert_eq!(status, 200);
    let (status, offer) = host.post(&table.path("seats/3/offer"), json!({})).await;
    assert_eq!(status, 201, "{offer}");
    let seat_code = offer["code"].as_str().unwrap().to_string();
    let (status, _) = mallory.get(&table.path("")).await;
    assert_eq!(status, 200, "public, before the block");
    let (status, _) = host
        .post("/api/v1/me/blocks", json!({"username": "mallory"}))
        .await;
    assert_eq!(status, 204);

    // She does not see the table any more, not even a public one, nor its chat.
    for path in ["", "chat", "rounds", "substitutions"] {
        let (status, _) = mallory.get(&table.path(path)).await;
        assert_eq!(status, 404, "{path}");
    }
    let (status, _) = mallory
        .post(&table.path("chat"), json!({"body": "let me in"}))
        .await;
    assert_eq!(status, 404);
    // Watching with the invite code, taking the offered seat with its code: refused, in words
    // that name nobody.
    let (status, answer) = mallory
        .post(&table.path("watch"), json!({ "code": code }))
        .await;
    assert_eq!(status, 403, "{answer}");
    assert_eq!(answer["detail"], "You cannot watch this table.");
    let (status, answer) = mallory
        .post(&table.path("seats/3/take"), json!({ "code": seat_code }))
        .await;
    assert_eq!(status, 403, "{answer}");
    assert_eq!(answer["detail"], "You cannot take this seat.");
    let (status, answer) = mallory
        .post(&table.path("join"), json!({ "code": code }))
        .await;
    assert_eq!(status, 403, "{answer}");
    assert_eq!(answer["detail"], "You cannot join this table.");
    // The same on the pages: the invitation shows, the seat is not hers.
    let person = app.signed_in("mallory").await;
    let take = format!("/tables/{}/take/3/{seat_code}", table.id);
    let html = person.page(&take).await;
    let res = person.post(&html, &take, &[]).await;
    assert_eq!(res.status(), 403);
    let html = res.text().await.unwrap();
    assert!(html.contains("You cannot take this seat."), "{html}");
    assert_eq!(table.view(0).await.seats[3].username, "blk3");

    // Someone nobody blocked takes it.
    let (status, view) = outsider
        .post(&table.path("seats/3/take"), json!({ "code": seat_code }))
        .await;
    assert_eq!(status, 200, "{view}");
    assert_eq!(view["you"]["seat"], 3);
}
