//! Decks and pictures: uploads through the API and the HTML form, every kind of bad file, the
//! limits, someone else's deck, deleting, serving pictures with ETags, the built-in gallery.

use std::io::Cursor;

use diesel::connection::SimpleConnection;
use diesel::{Connection, PgConnection};
use image::{DynamicImage, ImageFormat, RgbImage};
use rand::Rng;
use reqwest::header::{CONTENT_TYPE, IF_NONE_MATCH};
use reqwest::{Client, Method, RequestBuilder, Response};
use serde_json::{json, Value};

use crate::helpers::{browser, problem, spawn_app, TestApp};

/// A picture of `width`×`height` whose colours depend on `seed`, so that different seeds give
/// different pictures.
fn picture(width: u32, height: u32, seed: u32) -> DynamicImage {
    DynamicImage::ImageRgb8(RgbImage::from_fn(width, height, |x, y| {
        image::Rgb([
            (seed % 256) as u8,
            (seed / 256 % 256) as u8,
            ((x * 40 + y * 25) % 256) as u8,
        ])
    }))
}

fn encode(image: &DynamicImage, format: ImageFormat) -> Vec<u8> {
    let mut out = Cursor::new(Vec::new());
    image.write_to(&mut out, format).expect("encode");
    out.into_inner()
}

pub fn png(seed: u32) -> Vec<u8> {
    encode(&picture(8, 12, seed), ImageFormat::Png)
}

/// A JPEG whose header says 8000×6000 (48 megapixels) over the pixels of a small picture.
fn jpeg_claiming_8000_by_6000() -> Vec<u8> {
    let mut jpeg = encode(&picture(16, 16, 9), ImageFormat::Jpeg);
    let sof = jpeg
        .windows(2)
        .position(|w| w == [0xFF, 0xC0])
        .expect("a baseline JPEG has a SOF0 marker");
    // FF C0, length (2), precision (1), height (2), width (2).
    jpeg[sof + 5..sof + 7].copy_from_slice(&6000u16.to_be_bytes());
    jpeg[sof + 7..sof + 9].copy_from_slice(&8000u16.to_be_bytes());
    jpeg
}

/// A PNG of noise a little over 10 MB.
fn png_over_ten_megabytes() -> Vec<u8> {
    let mut pixels = vec![0u8; 1900 * 1900 * 3];
    rand::rng().fill_bytes(&mut pixels);
    let image = DynamicImage::ImageRgb8(RgbImage::from_raw(1900, 1900, pixels).unwrap());
    let mut out = Vec::new();
    image
        .write_with_encoder(image::codecs::png::PngEncoder::new_with_quality(
            &mut out,
            image::codecs::png::CompressionType::Fast,
            image::codecs::png::FilterType::NoFilter,
        ))
        .unwrap();
    assert!(out.len() > 10 * 1024 * 1024, "{}", out.len());
    out
}

/// One part of a multipart body: field name, file name (for files), bytes.
type Part<'a> = (&'a str, Option<&'a str>, &'a [u8]);

/// A multipart/form-data request body and its content type.
fn multipart(request: RequestBuilder, parts: &[Part]) -> RequestBuilder {
    let boundary = "fabula-test-boundary-7d3f";
    let mut body = Vec::new();
    for (name, file, bytes) in parts {
        let disposition = match file {
            Some(file) => format!(
                "Content-Disposition: form-data; name=\"{name}\"; filename=\"{file}\"\r\n\
                 Content-Type: application/octet-stream"
            ),
            None => format!("Content-Disposition: form-data; name=\"{name}\""),
        };
        body.extend(format!("--{boundary}\r\n{disposition}\r\n\r\n").as_bytes());
        body.extend(*bytes);
        body.extend(b"\r\n");
    }
    body.extend(format!("--{boundary}--\r\n").as_bytes());
    request
        .header(
            CONTENT_TYPE,
            format!("multipart/form-data; boundary={boundary}"),
        )
        .body(body)
}

/// `method path`, with `token` as the bearer when there is one.
async fn call(app: &TestApp, method: Method, path: &str, token: Option<&str>) -> Response {
    let mut request = app.client.request(method, app.url(path));
    if let Some(token) = token {
        request = request.bearer_auth(token);
    }
    request.send().await.expect("request sent")
}

/// A page as `client` sees it.
async fn page(app: &TestApp, client: &Client, path: &str) -> String {
    let res = client.get(app.url(path)).send().await.expect("page");
    res.text().await.expect("text")
}

pub async fn new_deck(app: &TestApp, token: &str, name: &str, public: bool) -> i64 {
    let res = app
        .client
        .post(app.url("/api/v1/decks"))
        .bearer_auth(token)
        .json(&json!({"name": name, "public": public}))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 201);
    let body: Value = res.json().await.unwrap();
    assert_eq!(body["name"], name);
    assert_eq!(body["card_count"], 0);
    assert_eq!(body["mine"], true);
    body["id"].as_i64().unwrap()
}

async fn upload(app: &TestApp, token: &str, deck: i64, files: &[(&str, &[u8])]) -> Response {
    let parts: Vec<Part> = files
        .iter()
        .map(|(name, bytes)| ("files", Some(*name), *bytes))
        .collect();
    let request = app
        .client
        .post(app.url(&format!("/api/v1/decks/{deck}/cards")))
        .bearer_auth(token);
    multipart(request, &parts).send().await.unwrap()
}

/// Uploads pictures that must be accepted, and returns the new cards' ids.
pub async fn upload_ok(app: &TestApp, token: &str, deck: i64, files: &[(&str, &[u8])]) -> Vec<i64> {
    let res = upload(app, token, deck, files).await;
    assert_eq!(res.status(), 201);
    let added: Value = res.json().await.unwrap();
    added["cards"]
        .as_array()
        .unwrap()
        .iter()
        .map(|card| {
            assert_eq!(card["image"], format!("/cards/{}", card["id"]));
            card["id"].as_i64().unwrap()
        })
        .collect()
}

async fn deck_json(app: &TestApp, token: &str, deck: i64) -> Value {
    let res = call(
        app,
        Method::GET,
        &format!("/api/v1/decks/{deck}"),
        Some(token),
    )
    .await;
    assert_eq!(res.status(), 200);
    res.json().await.unwrap()
}

async fn card_count(app: &TestApp, token: &str, deck: i64) -> i64 {
    deck_json(app, token, deck).await["card_count"]
        .as_i64()
        .unwrap()
}

/// `GET /api/v1/decks` as `token` sees it, and the ids in it.
async fn listed(app: &TestApp, token: &str) -> (Value, Vec<i64>) {
    let res = call(app, Method::GET, "/api/v1/decks", Some(token)).await;
    let list: Value = res.json().await.unwrap();
    let ids = list
        .as_array()
        .unwrap()
        .iter()
        .map(|d| d["id"].as_i64().unwrap())
        .collect();
    (list, ids)
}

#[tokio::test]
async fn pictures_of_every_format_upload_through_the_api_and_are_served_with_etags() {
    let app = spawn_app().await;
    let token = app.api_user("ana").await;
    let deck = new_deck(&app, &token, "Holiday", false).await;
    let png = encode(&picture(30, 45, 1), ImageFormat::Png);
    let jpeg = encode(&picture(30, 45, 2), ImageFormat::Jpeg);
    let gif = encode(&picture(30, 45, 3), ImageFormat::Gif);
    let webp = encode(&picture(30, 45, 4), ImageFormat::WebP);
    // The name says nothing: a PNG called .jpg is a PNG.
    let files: [(&str, &[u8]); 4] = [
        ("beach.jpg", &png),
        ("cliff.jpeg", &jpeg),
        ("dune.gif", &gif),
        ("sea.webp", &webp),
    ];
    let ids = upload_ok(&app, &token, deck, &files).await;
    assert_eq!(ids.len(), 4);

    let shown = deck_json(&app, &token, deck).await;
    assert_eq!(shown["card_count"], 4);
    let shown_ids: Vec<i64> = shown["cards"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["id"].as_i64().unwrap())
        .collect();
    assert_eq!(shown_ids, ids);
    let (list, deck_ids) = listed(&app, &token).await;
    assert_eq!(deck_ids, vec![1, deck], "the built-in deck, then mine");
    assert_eq!(list[0]["builtin"], true);
    assert_eq!(list[0]["card_count"], 111);

    // The picture: a JPEG of the same size, cached for long, with an ETag that gives 304.
    let path = format!("/cards/{}", ids[0]);
    let res = call(&app, Method::GET, &path, Some(&token)).await;
    assert_eq!(res.status(), 200);
    assert_eq!(res.headers()[CONTENT_TYPE], "image/jpeg");
    let cache = res.headers()["cache-control"].to_str().unwrap().to_string();
    assert!(
        cache.contains("immutable") && cache.contains("max-age=31536000"),
        "{cache}"
    );
    assert!(cache.starts_with("private"), "a private deck: {cache}");
    let etag = res.headers()["etag"].to_str().unwrap().to_string();
    let served = image::load_from_memory(&res.bytes().await.unwrap()).unwrap();
    assert_eq!((served.width(), served.height()), (30, 45));
    for (if_none_match, status) in [(etag.as_str(), 304), ("\"something else\"", 200)] {
        let res = app
            .client
            .get(app.url(&path))
            .bearer_auth(&token)
            .header(IF_NONE_MATCH, if_none_match)
            .send()
            .await
            .unwrap();
        assert_eq!(res.status(), status);
        assert_eq!(res.headers()["etag"].to_str().unwrap(), etag);
        assert_eq!(res.bytes().await.unwrap().is_empty(), status == 304);
    }
}

#[tokio::test]
async fn every_bad_file_is_refused_with_a_clear_sentence_and_nothing_is_stored() {
    let app = spawn_app().await;
    let token = app.api_user("ana").await;
    let deck = new_deck(&app, &token, "Mixed bag", true).await;
    let good = png(1);
    let full = encode(&picture(64, 96, 2), ImageFormat::Png);
    let cases: Vec<(&str, Vec<u8>, u16, &str)> = vec![
        (
            "notes.png",
            b"Shopping: eggs, milk, a moon.".to_vec(),
            422,
            "is not a PNG, JPEG, WebP or GIF picture",
        ),
        ("empty.png", Vec::new(), 422, "is empty"),
        (
            "torn.png",
            full[..full.len() / 2].to_vec(),
            422,
            "is damaged or cut short",
        ),
        (
            "huge.jpg",
            jpeg_claiming_8000_by_6000(),
            422,
            "has 8000 × 6000 pixels; a picture may have at most 40 megapixels",
        ),
        (
            "heavy.png",
            png_over_ten_megabytes(),
            413,
            "is larger than 10 MB",
        ),
    ];
    for (name, bytes, status, sentence) in &cases {
        // A good picture first: it must not be kept either.
        let res = upload(&app, &token, deck, &[("good.png", &good), (name, bytes)]).await;
        let detail = problem(res, *status).await;
        assert!(detail.contains(&format!("“{name}”")), "{name}: {detail}");
        assert!(detail.contains(sentence), "{name}: {detail}");
        assert!(detail.contains("Nothing was added."), "{name}: {detail}");
        assert_eq!(card_count(&app, &token, deck).await, 0, "{name}");
    }

    // No file at all; a body that is not multipart; a multipart body cut short.
    let path = format!("/api/v1/decks/{deck}/cards");
    let request = app.client.post(app.url(&path)).bearer_auth(&token);
    let res = multipart(request, &[("note", None, b"hello")])
        .send()
        .await
        .unwrap();
    assert!(problem(res, 422).await.contains("at least one picture"));
    let res = app
        .client
        .post(app.url(&path))
        .bearer_auth(&token)
        .json(&json!({"files": []}))
        .send()
        .await
        .unwrap();
    assert!(problem(res, 415).await.contains("multipart/form-data"));
    let res = app
        .client
        .post(app.url(&path))
        .bearer_auth(&token)
        .header(CONTENT_TYPE, "multipart/form-data; boundary=xyz")
        .body("--xyz\r\nContent-Disposition: form-data; name=\"files\"; filename=\"a.png\"\r\n\r\nabc")
        .send()
        .await
        .unwrap();
    problem(res, 400).await;

    // And after all that, a good upload still works.
    upload_ok(&app, &token, deck, &[("good.png", &good)]).await;
    assert_eq!(card_count(&app, &token, deck).await, 1);
}

#[tokio::test]
async fn a_deck_holds_300_cards_and_refuses_the_301st() {
    let app = spawn_app().await;
    let token = app.api_user("ana").await;
    let deck = new_deck(&app, &token, "Many", false).await;
    let files: Vec<(String, Vec<u8>)> = (0..301).map(|i| (format!("{i}.png"), png(i))).collect();
    let refs: Vec<(&str, &[u8])> = files
        .iter()
        .map(|(n, b)| (n.as_str(), b.as_slice()))
        .collect();

    upload_ok(&app, &token, deck, &refs[..299]).await;
    // Two more do not fit: neither is added.
    let detail = problem(upload(&app, &token, deck, &refs[299..301]).await, 409).await;
    assert!(
        detail.contains("at most 300 pictures; this one has 299, so 1 more fit"),
        "{detail}"
    );
    assert_eq!(card_count(&app, &token, deck).await, 299);
    upload_ok(&app, &token, deck, &refs[299..300]).await;
    let detail = problem(upload(&app, &token, deck, &refs[300..301]).await, 409).await;
    assert!(
        detail.contains("this one has 300, so 0 more fit"),
        "{detail}"
    );
    assert_eq!(card_count(&app, &token, deck).await, 300);
}

#[tokio::test]
async fn the_same_picture_twice_in_a_deck_is_refused() {
    let app = spawn_app().await;
    let token = app.api_user("ana").await;
    let deck = new_deck(&app, &token, "Twice", false).await;
    let image = picture(20, 30, 5);
    let moon = encode(&image, ImageFormat::Png);
    upload_ok(&app, &token, deck, &[("moon.png", &moon)]).await;
    // The same bytes under another name, and the same pixels in another format.
    let webp = encode(&image, ImageFormat::WebP);
    for (name, bytes) in [("moon-copy.png", &moon), ("moon.webp", &webp)] {
        let detail = problem(upload(&app, &token, deck, &[(name, bytes)]).await, 409).await;
        assert!(
            detail.contains(&format!("“{name}” is already in this deck")),
            "{detail}"
        );
    }
    // Twice in one upload.
    let other = png(6);
    let res = upload(&app, &token, deck, &[("a.png", &other), ("b.png", &other)]).await;
    assert!(problem(res, 409)
        .await
        .contains("“b.png” is already in this deck"));
    assert_eq!(card_count(&app, &token, deck).await, 1);
    // Another deck may hold the same picture.
    let second = new_deck(&app, &token, "Again", false).await;
    upload_ok(&app, &token, second, &[("moon.png", &moon)]).await;
}

#[tokio::test]
async fn another_players_deck_is_theirs_alone() {
    let app = spawn_app().await;
    let ana = app.api_user("ana").await;
    let bob = app.api_user("bob").await;
    let private = new_deck(&app, &ana, "Family", false).await;
    let public = new_deck(&app, &ana, "Shared", true).await;
    let card = upload_ok(&app, &ana, private, &[("a.png", &png(1))]).await[0];
    let public_card = upload_ok(&app, &ana, public, &[("b.png", &png(2))]).await[0];

    for deck in [private, public] {
        let res = upload(&app, &bob, deck, &[("mine.png", &png(3))]).await;
        assert!(problem(res, 403).await.contains("belongs to someone else"));
        let path = format!("/api/v1/decks/{deck}");
        problem(call(&app, Method::DELETE, &path, Some(&bob)).await, 403).await;
    }
    let path = format!("/api/v1/decks/{private}/cards/{card}");
    problem(call(&app, Method::DELETE, &path, Some(&bob)).await, 403).await;
    assert_eq!(card_count(&app, &ana, private).await, 1);

    // Bob sees the public deck, not the private one nor its pictures.
    let path = format!("/api/v1/decks/{private}");
    let res = call(&app, Method::GET, &path, Some(&bob)).await;
    assert!(problem(res, 403).await.contains("private"));
    assert_eq!(card_count(&app, &bob, public).await, 1);
    let (list, ids) = listed(&app, &bob).await;
    assert_eq!(ids, vec![1, public]);
    assert_eq!(list[1]["owner"], "ana");
    assert_eq!(list[1]["mine"], false);
    let picture = format!("/cards/{card}");
    let res = call(&app, Method::GET, &picture, Some(&bob)).await;
    assert_eq!(res.status(), 403);
    let res = browser().get(app.url(&picture)).send().await.unwrap();
    assert_eq!(res.status(), 403);
    let res = browser()
        .get(app.url(&format!("/decks/{private}")))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 303, "signed out: perhaps the owner");
    let location = res.headers()["location"].to_str().unwrap();
    assert!(location.starts_with("/sign-in"), "{location}");
    let res = browser()
        .get(app.url(&format!("/cards/{public_card}")))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 200);
    let cache = res.headers()["cache-control"].to_str().unwrap();
    assert!(cache.starts_with("public"), "{cache}");

    // Once a public table plays with the private deck, its players may see the pictures.
    add_table(&app, "ana", private, true);
    let res = call(&app, Method::GET, &picture, Some(&bob)).await;
    assert_eq!(res.status(), 200);

    // Nobody changes the built-in deck; unknown decks are not there.
    let res = upload(&app, &ana, 1, &[("extra.png", &png(4))]).await;
    assert!(problem(res, 403).await.contains("built-in deck"));
    let res = upload(&app, &ana, 999_999, &[("extra.png", &png(4))]).await;
    problem(res, 404).await;
    let path = "/api/v1/decks/999999";
    problem(call(&app, Method::DELETE, path, Some(&ana)).await, 404).await;
    problem(call(&app, Method::GET, path, None).await, 404).await;
    let res = browser()
        .get(app.url("/cards/999999"))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 404);
}

/// A table of `host` that plays with `deck`, as the table code would write it.
fn add_table(app: &TestApp, host: &str, deck: i64, public: bool) {
    let mut conn = PgConnection::establish(&app.db_url).expect("connect");
    conn.batch_execute(&format!(
        "INSERT INTO tables (code, host_id, ruleset, target_score, rounds_per_player,
                             one_finder_bonus, first_storyteller, public)
         SELECT 'code{deck}', id, 'classic', 30, 1, false, 'first_clue', {public}
         FROM accounts WHERE username = '{host}';
         INSERT INTO table_decks (table_id, deck_id)
         SELECT id, {deck} FROM tables WHERE code = 'code{deck}';"
    ))
    .expect("insert a table");
}

#[tokio::test]
async fn deleting_cards_and_decks_unless_a_table_uses_them() {
    let app = spawn_app().await;
    let token = app.api_user("ana").await;
    let (app, token) = (&app, token.as_str());
    let delete = |path: String| async move { call(app, Method::DELETE, &path, Some(token)).await };
    let deck = new_deck(app, token, "Short lived", false).await;
    let ids = upload_ok(app, token, deck, &[("a.png", &png(1)), ("b.png", &png(2))]).await;

    let card = format!("/api/v1/decks/{deck}/cards/{}", ids[0]);
    assert_eq!(delete(card.clone()).await.status(), 204);
    problem(delete(card).await, 404).await;
    // A card of another deck is not in this one.
    problem(delete(format!("/api/v1/decks/{deck}/cards/5")).await, 404).await;
    assert_eq!(card_count(app, token, deck).await, 1);

    assert_eq!(delete(format!("/api/v1/decks/{deck}")).await.status(), 204);
    let res = browser()
        .get(app.url(&format!("/cards/{}", ids[1])))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 404, "the deck's cards went with it");

    // A deck a table plays with stays, with all its cards.
    let used = new_deck(app, token, "In play", false).await;
    let card = upload_ok(app, token, used, &[("a.png", &png(1))]).await[0];
    add_table(app, "ana", used, false);
    let detail = problem(delete(format!("/api/v1/decks/{used}")).await, 409).await;
    assert!(
        detail.contains("This deck is in use by a table"),
        "{detail}"
    );
    let path = format!("/api/v1/decks/{used}/cards/{card}");
    problem(delete(path).await, 409).await;
    assert_eq!(card_count(app, token, used).await, 1);
}

#[tokio::test]
async fn the_gallery_shows_all_111_built_in_cards_with_their_titles() {
    let app = spawn_app().await;
    let html = page(&app, &browser(), "/cards").await;
    for id in 1..=111 {
        assert!(
            html.contains(&format!("<img src=\"/cards/{id}\"")),
            "card {id} is missing"
        );
    }
    assert_eq!(html.matches("<figure>").count(), 111);
    let deck: Value = serde_json::from_str(include_str!("../../static/deck/deck.json")).unwrap();
    let first = deck[0]["title"].as_str().unwrap();
    assert!(html.contains(&format!("alt=\"{first}\"")), "{first}");
    assert!(html.contains(&format!("<figcaption>{first}</figcaption>")));

    // The built-in pictures are the SVG files, with an ETag.
    let res = browser().get(app.url("/cards/1")).send().await.unwrap();
    assert_eq!(res.status(), 200);
    assert_eq!(res.headers()[CONTENT_TYPE], "image/svg+xml");
    let etag = res.headers()["etag"].to_str().unwrap().to_string();
    let svg = res.bytes().await.unwrap();
    let file = std::fs::read(concat!(env!("CARGO_MANIFEST_DIR"), "/static/deck/001.svg"));
    assert_eq!(svg.as_ref(), file.unwrap());
    let res = browser()
        .get(app.url("/cards/1"))
        .header(IF_NONE_MATCH, format!("W/{etag}"))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 304);
    let res = browser().head(app.url("/cards/1")).send().await.unwrap();
    assert_eq!(res.status(), 200);
    assert_eq!(res.headers()["etag"].to_str().unwrap(), etag);

    // /decks/1 is the same gallery; the list of decks starts with it; other languages too.
    let res = browser().get(app.url("/decks/1")).send().await.unwrap();
    assert_eq!(res.status(), 303);
    assert_eq!(res.headers()["location"], "/cards");
    let list = page(&app, &browser(), "/decks").await;
    assert!(
        list.contains("href=\"/cards\"") && list.contains("111 cards"),
        "{list}"
    );
    let res = browser()
        .get(app.url("/cards"))
        .header("Accept-Language", "es")
        .send()
        .await
        .unwrap();
    let spanish = res.text().await.unwrap();
    assert!(spanish.contains("111 cartas"), "{spanish}");
}

/// Registers through the form; the client is then signed in.
async fn register(app: &TestApp, client: &Client, username: &str) {
    let csrf = app.csrf(client, "/register").await;
    let res = client
        .post(app.url("/register"))
        .form(&[
            ("csrf_token", csrf.as_str()),
            ("username", username),
            ("password", "correct horse"),
        ])
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 303);
}

/// Sends the upload form of a deck page.
async fn upload_form(app: &TestApp, client: &Client, page: &str, parts: &[Part<'_>]) -> Response {
    let request = client
        .post(app.url(&format!("{page}/cards")))
        .header("Accept-Language", "pt-BR");
    multipart(request, parts).send().await.unwrap()
}

#[tokio::test]
async fn a_person_makes_a_deck_uploads_and_deletes_through_the_forms() {
    let app = spawn_app().await;
    let client = browser();
    register(&app, &client, "leo").await;
    let form = |path: &str, fields: &[(&str, &str)]| {
        let request = client.post(app.url(path)).form(fields);
        async move { request.send().await.unwrap() }
    };

    let csrf = app.csrf(&client, "/decks").await;
    let res = form("/decks", &[("csrf_token", &csrf), ("name", "   ")]).await;
    assert_eq!(res.status(), 422);
    let html = res.text().await.unwrap();
    assert!(
        html.contains("A deck name has 1 to 60 characters."),
        "{html}"
    );
    let fields = [
        ("csrf_token", csrf.as_str()),
        ("name", "Our summer"),
        ("public", "yes"),
    ];
    let res = form("/decks", &fields).await;
    assert_eq!(res.status(), 303);
    let deck_page = res.headers()["location"].to_str().unwrap().to_string();
    assert!(deck_page.starts_with("/decks/"), "{deck_page}");

    // Two pictures at once, the CSRF token first as the form sends it.
    let csrf = app.csrf(&client, &deck_page).await;
    let (a, b) = (png(1), encode(&picture(40, 60, 2), ImageFormat::Jpeg));
    let token: Part = ("csrf_token", None, csrf.as_bytes());
    let parts = [
        token,
        ("files", Some("a.png"), &a),
        ("files", Some("b.jpg"), &b),
    ];
    let res = upload_form(&app, &client, &deck_page, &parts).await;
    assert_eq!(res.status(), 303);
    let back = res.headers()["location"].to_str().unwrap().to_string();
    assert_eq!(back, format!("{deck_page}?added=2"));
    let html = page(&app, &client, &back).await;
    assert!(html.contains("2 pictures added."), "{html}");
    assert!(html.contains("2 of 300 pictures"), "{html}");
    assert_eq!(html.matches("<figure>").count(), 2);

    // A bad file: the page says why, in the reader's language, and keeps nothing.
    let c = png(3);
    let parts = [
        token,
        ("files", Some("c.png"), &c),
        ("files", Some("letter.png"), b"Dear Leo"),
    ];
    let res = upload_form(&app, &client, &deck_page, &parts).await;
    assert_eq!(res.status(), 422);
    let html = res.text().await.unwrap();
    let sentence = "“letter.png” não é uma imagem PNG, JPEG, WebP ou GIF.";
    assert!(html.contains(sentence), "{html}");
    assert_eq!(html.matches("<figure>").count(), 2);

    // Without the form's token, or with the files before it: refused.
    let file: Part = ("files", Some("c.png"), &c);
    for parts in [vec![file], vec![file, token]] {
        let res = upload_form(&app, &client, &deck_page, &parts).await;
        assert_eq!(res.status(), 403);
    }

    // Someone else cannot upload to it through the form either.
    let other = browser();
    register(&app, &other, "mia").await;
    let other_csrf = app.csrf(&other, "/decks").await;
    let parts = [("csrf_token", None, other_csrf.as_bytes()), file];
    let res = upload_form(&app, &other, &deck_page, &parts).await;
    assert_eq!(res.status(), 403);

    // Deleting asks for the box to be ticked.
    let delete = format!("{deck_page}/delete");
    let res = form(&delete, &[("csrf_token", &csrf)]).await;
    assert_eq!(res.status(), 422);
    let res = form(&delete, &[("csrf_token", &csrf), ("confirm", "yes")]).await;
    assert_eq!(res.status(), 303);
    assert_eq!(res.headers()["location"], "/decks?deleted=1");
    let res = client.get(app.url(&deck_page)).send().await.unwrap();
    assert_eq!(res.status(), 404);
}
