//! Decks and pictures: uploads through the API and the HTML form, every kind of bad file, the
//! limits, someone else's deck, deleting, serving pictures with ETags, the built-in gallery.

use diesel::connection::SimpleConnection;
use image::{DynamicImage, ImageFormat, RgbImage};
use rand::Rng;
use reqwest::header::{CACHE_CONTROL, CONTENT_TYPE, IF_NONE_MATCH};
use reqwest::{Method, Response};
use serde_json::{json, Value};

use crate::helpers::{
    as_files, browser, encode, location, multipart, picture, png, pngs, problem, Part, Person,
    TestApp,
};

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

#[tokio::test]
async fn pictures_of_every_format_upload_through_the_api_and_are_served_with_etags() {
    let app = TestApp::spawn().await;
    let token = app.api_user("ana").await;
    let deck = token.new_deck("Holiday", false).await;
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
    let ids = token.upload_ok(deck, &files).await;
    assert_eq!(ids.len(), 4);

    let shown = token.deck(deck).await;
    assert_eq!(shown["card_count"], 4);
    let shown_ids: Vec<i64> = shown["cards"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["id"].as_i64().unwrap())
        .collect();
    assert_eq!(shown_ids, ids);
    let (list, deck_ids) = token.decks().await;
    // The second and third editions of the built-in deck are decks 2 and 3: the migrations
    // made them before any player's deck.
    assert_eq!(
        deck_ids,
        vec![3, 2, 1, deck],
        "the built-in deck's editions, newest first, then mine"
    );
    assert_eq!(list[0]["builtin"], true);
    assert_eq!(list[0]["card_count"], 200);
    assert_eq!(list[1]["builtin"], true);
    assert_eq!(list[1]["card_count"], 200);
    assert_eq!(list[2]["builtin"], true);
    assert_eq!(list[2]["card_count"], 111);

    // The picture: a JPEG of the same size, cached for ten minutes (a moderator may remove it),
    // with an ETag that gives 304.
    let path = format!("/cards/{}", ids[0]);
    let res = token.send(Method::GET, &path).await;
    assert_eq!(res.status(), 200);
    assert_eq!(res.headers()[CONTENT_TYPE], "image/jpeg");
    let cache = res.headers()["cache-control"].to_str().unwrap().to_string();
    assert!(
        cache.contains("max-age=600") && !cache.contains("immutable"),
        "{cache}"
    );
    assert!(cache.starts_with("private"), "a private deck: {cache}");
    let etag = res.headers()["etag"].to_str().unwrap().to_string();
    let served = image::load_from_memory(&res.bytes().await.unwrap()).unwrap();
    assert_eq!((served.width(), served.height()), (30, 45));
    for (if_none_match, status) in [(etag.as_str(), 304), ("\"something else\"", 200)] {
        let res = token
            .request(Method::GET, &path)
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
    let app = TestApp::spawn().await;
    let token = app.api_user("ana").await;
    let deck = token.new_deck("Mixed bag", true).await;
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
        let res = token
            .upload(deck, &[("good.png", &good), (name, bytes)])
            .await;
        let detail = problem(res, *status).await;
        assert!(detail.contains(&format!("“{name}”")), "{name}: {detail}");
        assert!(detail.contains(sentence), "{name}: {detail}");
        assert!(detail.contains("Nothing was added."), "{name}: {detail}");
        assert_eq!(token.card_count(deck).await, 0, "{name}");
    }

    // No file at all; a body that is not multipart; a multipart body cut short.
    let path = format!("/api/v1/decks/{deck}/cards");
    let request = token.request(Method::POST, &path);
    let res = multipart(request, &[("note", None, b"hello")])
        .send()
        .await
        .unwrap();
    assert!(problem(res, 422).await.contains("at least one picture"));
    let res = token
        .request(Method::POST, &path)
        .json(&json!({"files": []}))
        .send()
        .await
        .unwrap();
    assert!(problem(res, 415).await.contains("multipart/form-data"));
    let res = token
        .request(Method::POST, &path)
        .header(CONTENT_TYPE, "multipart/form-data; boundary=xyz")
        .body("--xyz\r\nContent-Disposition: form-data; name=\"files\"; filename=\"a.png\"\r\n\r\nabc")
        .send()
        .await
        .unwrap();
    problem(res, 400).await;

    // And after all that, a good upload still works.
    token.upload_ok(deck, &[("good.png", &good)]).await;
    assert_eq!(token.card_count(deck).await, 1);
}

#[tokio::test]
async fn a_deck_holds_300_cards_and_refuses_the_301st() {
    let app = TestApp::spawn().await;
    let token = app.api_user("ana").await;
    let deck = token.new_deck("Many", false).await;
    let files = pngs("", 301, 0);
    let refs = as_files(&files);

    token.upload_ok(deck, &refs[..299]).await;
    // Two more do not fit: neither is added.
    let detail = problem(token.upload(deck, &refs[299..301]).await, 409).await;
    assert!(
        detail.contains("at most 300 pictures; this one has 299, so 1 more fit"),
        "{detail}"
    );
    assert_eq!(token.card_count(deck).await, 299);
    token.upload_ok(deck, &refs[299..300]).await;
    let detail = problem(token.upload(deck, &refs[300..301]).await, 409).await;
    assert!(
        detail.contains("this one has 300, so 0 more fit"),
        "{detail}"
    );
    assert_eq!(token.card_count(deck).await, 300);
}

#[tokio::test]
async fn the_same_picture_twice_in_a_deck_is_refused() {
    let app = TestApp::spawn().await;
    let token = app.api_user("ana").await;
    let deck = token.new_deck("Twice", false).await;
    let image = picture(20, 30, 5);
    let moon = encode(&image, ImageFormat::Png);
    token.upload_ok(deck, &[("moon.png", &moon)]).await;
    // The same bytes under another name, and the same pixels in another format.
    let webp = encode(&image, ImageFormat::WebP);
    for (name, bytes) in [("moon-copy.png", &moon), ("moon.webp", &webp)] {
        let detail = problem(token.upload(deck, &[(name, bytes)]).await, 409).await;
        assert!(
            detail.contains(&format!("“{name}” is already in this deck")),
            "{detail}"
        );
    }
    // Twice in one upload.
    let other = png(6);
    let res = token
        .upload(deck, &[("a.png", &other), ("b.png", &other)])
        .await;
    assert!(problem(res, 409)
        .await
        .contains("“b.png” is already in this deck"));
    assert_eq!(token.card_count(deck).await, 1);
    // Another deck may hold the same picture.
    let second = token.new_deck("Again", false).await;
    token.upload_ok(second, &[("moon.png", &moon)]).await;
}

#[tokio::test]
async fn another_players_deck_is_theirs_alone() {
    let app = TestApp::spawn().await;
    let ana = app.api_user("ana").await;
    let bob = app.api_user("bob").await;
    let private = ana.new_deck("Family", false).await;
    let public = ana.new_deck("Shared", true).await;
    let card = ana.upload_ok(private, &[("a.png", &png(1))]).await[0];
    let public_card = ana.upload_ok(public, &[("b.png", &png(2))]).await[0];

    // Someone else's public deck is refused; a private one is not there for others, so that
    // they learn nothing of it (the same answer as a deck that does not exist).
    let res = bob.upload(public, &[("mine.png", &png(3))]).await;
    assert!(problem(res, 403).await.contains("belongs to someone else"));
    let path = format!("/api/v1/decks/{public}");
    problem(bob.send(Method::DELETE, &path).await, 403).await;
    let res = bob.upload(private, &[("mine.png", &png(3))]).await;
    problem(res, 404).await;
    let path = format!("/api/v1/decks/{private}");
    problem(bob.send(Method::DELETE, &path).await, 404).await;
    let path = format!("/api/v1/decks/{private}/cards/{card}");
    problem(bob.send(Method::DELETE, &path).await, 404).await;
    assert_eq!(ana.card_count(private).await, 1);

    // Bob sees the public deck, not the private one nor its pictures.
    let path = format!("/api/v1/decks/{private}");
    let res = bob.send(Method::GET, &path).await;
    problem(res, 404).await;
    assert_eq!(bob.card_count(public).await, 1);
    let (list, ids) = bob.decks().await;
    // The three editions of the built-in deck, newest first, then the public deck.
    assert_eq!(ids, vec![3, 2, 1, public]);
    assert_eq!(list[3]["owner"], "ana");
    assert_eq!(list[3]["mine"], false);
    let picture = format!("/cards/{card}");
    let res = bob.send(Method::GET, &picture).await;
    assert_eq!(res.status(), 404);
    let res = browser().get(app.url(&picture)).send().await.unwrap();
    assert_eq!(res.status(), 404);
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

    // A public table that plays with the private deck shows outsiders a picture only once it
    // has lain face up on the board; its players may see every picture of the deck.
    add_table(&app, "ana", private, true);
    let board = |position: &str| {
        format!(
            "UPDATE submissions SET position = {position} WHERE card_id = {card};
             INSERT INTO submissions (table_id, round, seat, card_id, ord, position)
             SELECT table_id, 1, 0, {card}, 0, {position} FROM table_decks
             WHERE deck_id = {private} ON CONFLICT DO NOTHING;"
        )
    };
    app.db()
        .batch_execute(&format!(
            "INSERT INTO seats (table_id, seat, account_id)
             SELECT table_id, 0, a.id FROM table_decks, accounts a
             WHERE deck_id = {private} AND a.username = 'ana';
             {}",
            board("NULL")
        ))
        .expect("a card played, not yet on the board");
    let res = bob.send(Method::GET, &picture).await;
    assert_eq!(res.status(), 404, "played face down: still unseen");
    app.db()
        .batch_execute(&board("1"))
        .expect("the card on the board");
    let res = bob.send(Method::GET, &picture).await;
    assert_eq!(res.status(), 200, "on the board of a public table");
    let other = ana.upload_ok(private, &[("c.png", &png(5))]).await[0];
    let res = bob.send(Method::GET, &format!("/cards/{other}")).await;
    assert_eq!(res.status(), 404, "never shown");
    let res = ana.send(Method::GET, &format!("/cards/{other}")).await;
    assert_eq!(res.status(), 200, "the owner's own");

    // Nobody changes the built-in deck; unknown decks are not there.
    let res = ana.upload(1, &[("extra.png", &png(4))]).await;
    assert!(problem(res, 403).await.contains("built-in deck"));
    let res = ana.upload(999_999, &[("extra.png", &png(4))]).await;
    problem(res, 404).await;
    let path = "/api/v1/decks/999999";
    problem(ana.send(Method::DELETE, path).await, 404).await;
    problem(app.get(path).await, 404).await;
    let res = browser()
        .get(app.url("/cards/999999"))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 404);
}

/// A table of `host` that plays with `deck`, as the table code would write it.
fn add_table(app: &TestApp, host: &str, deck: i64, public: bool) {
    let options = serde_json::to_string(&fabula::game::Options::default()).unwrap();
    app.db()
        .batch_execute(&format!(
            "INSERT INTO tables (code, host_id, ruleset, options, public)
         SELECT 'code{deck}', id, 'classic', '{options}', {public}
         FROM accounts WHERE username = '{host}';
         INSERT INTO table_decks (table_id, deck_id)
         SELECT id, {deck} FROM tables WHERE code = 'code{deck}';"
        ))
        .expect("insert a table");
}

#[tokio::test]
async fn deleting_cards_and_decks_unless_a_table_uses_them() {
    let app = TestApp::spawn().await;
    let token = app.api_user("ana").await;
    let delete = |path: String| {
        let token = &token;
        async move { token.send(Method::DELETE, &path).await }
    };
    let deck = token.new_deck("Short lived", false).await;
    let ids = token
        .upload_ok(deck, &[("a.png", &png(1)), ("b.png", &png(2))])
        .await;

    let card = format!("/api/v1/decks/{deck}/cards/{}", ids[0]);
    assert_eq!(delete(card.clone()).await.status(), 204);
    problem(delete(card).await, 404).await;
    // A card of another deck is not in this one.
    problem(delete(format!("/api/v1/decks/{deck}/cards/5")).await, 404).await;
    assert_eq!(token.card_count(deck).await, 1);

    assert_eq!(delete(format!("/api/v1/decks/{deck}")).await.status(), 204);
    let res = browser()
        .get(app.url(&format!("/cards/{}", ids[1])))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 404, "the deck's cards went with it");

    // A deck a table plays with stays, with all its cards.
    let used = token.new_deck("In play", false).await;
    let card = token.upload_ok(used, &[("a.png", &png(1))]).await[0];
    add_table(&app, "ana", used, false);
    let detail = problem(delete(format!("/api/v1/decks/{used}")).await, 409).await;
    assert!(
        detail.contains("This deck is in use by a table"),
        "{detail}"
    );
    let path = format!("/api/v1/decks/{used}/cards/{card}");
    problem(delete(path).await, 409).await;
    assert_eq!(token.card_count(used).await, 1);
}

#[tokio::test]
async fn the_first_edition_shows_all_its_111_cards_with_their_titles() {
    let app = TestApp::spawn().await;
    let html = app.visitor().page("/decks/1").await;
    assert!(
        html.contains("href=\"/static/deck/LICENSE.md\""),
        "its own licence"
    );
    for id in 1..=111 {
        assert!(
            html.contains(&format!("<img src=\"/cards/{id}?v=")),
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

    // At the API's address a built-in picture is kept a week; the pages name it with its
    // file's version, kept a year as immutable. A wrong version is the plain answer.
    assert_eq!(res.headers()[CACHE_CONTROL], "public, max-age=604800");
    let versioned = html
        .split("<img src=\"")
        .nth(1)
        .and_then(|rest| rest.split('"').next())
        .unwrap();
    let (path, version) = versioned.split_once("?v=").unwrap();
    assert_eq!(path, "/cards/1");
    assert_eq!(version.len(), 16);
    assert!(etag.contains(version), "{etag} names {version}");
    for (address, cache) in [
        (versioned.to_string(), "public, max-age=31536000, immutable"),
        (
            "/cards/1?v=0123456789abcdef".to_string(),
            "public, max-age=604800",
        ),
        ("/cards/1?v=".to_string(), "public, max-age=604800"),
    ] {
        let res = browser().get(app.url(&address)).send().await.unwrap();
        assert_eq!(res.status(), 200, "{address}");
        assert_eq!(res.headers()[CACHE_CONTROL], cache, "{address}");
        assert_eq!(res.bytes().await.unwrap().as_ref(), svg.as_ref());
    }
    let res = browser()
        .get(app.url(versioned))
        .header(IF_NONE_MATCH, etag.clone())
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 304);
    assert_eq!(
        res.headers()[CACHE_CONTROL],
        "public, max-age=31536000, immutable"
    );

    // The list of decks starts with the built-in decks, the third edition at /cards first;
    // other languages too.
    let list = app.visitor().page("/decks").await;
    assert!(
        list.contains("href=\"/cards\"") && list.contains("111 cards"),
        "{list}"
    );
    assert!(
        list.find("200 cards") < list.find("111 cards"),
        "the newest edition comes first: {list}"
    );
    let res = browser()
        .get(app.url("/decks/1"))
        .header("Accept-Language", "es")
        .send()
        .await
        .unwrap();
    let spanish = res.text().await.unwrap();
    assert!(spanish.contains("111 cartas"), "{spanish}");
}

#[tokio::test]
async fn the_gallery_and_new_tables_use_the_third_edition_described_not_titled() {
    let app = TestApp::spawn().await;
    let html = app.visitor().page("/cards").await;
    assert_eq!(html.matches("<figure>").count(), 200);
    assert!(
        !html.contains("<figcaption>"),
        "no title steers the reading"
    );
    assert!(
        html.contains("href=\"/static/deck3/LICENSE.md\""),
        "its own licence"
    );
    let res = browser()
        .get(app.url("/static/deck3/LICENSE.md"))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 200);
    let deck: Value = serde_json::from_str(include_str!("../../static/deck3/deck.json")).unwrap();
    let cards = deck.as_array().unwrap();
    assert_eq!(cards.len(), 200);
    for card in cards {
        let description = card["description"].as_str().unwrap();
        assert!(!description.is_empty());
        let escaped = description
            .replace('&', "&amp;")
            .replace('<', "&lt;")
            .replace('>', "&gt;")
            .replace('"', "&#34;")
            .replace('\'', "&#39;");
        assert!(
            html.contains(&format!("alt=\"{escaped}\"")),
            "{description}"
        );
    }
    // Its pictures are the third edition's files.
    let first = html.split("<img src=\"/cards/").nth(1).unwrap();
    let id: i64 = first.split(['"', '?']).next().unwrap().parse().unwrap();
    let res = browser()
        .get(app.url(&format!("/cards/{id}")))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 200);
    let svg = res.bytes().await.unwrap();
    let file = std::fs::read(concat!(env!("CARGO_MANIFEST_DIR"), "/static/deck3/001.svg"));
    assert_eq!(svg.as_ref(), file.unwrap());
    // The default deck of a new table is the third edition (it was the second before the
    // third came); the first and second editions stay playable by their ids.
    let api = app.api_user("rosa").await;
    let view = api.create_table(json!({"ruleset": "classic"})).await;
    assert_eq!(view.options.deck.len(), 1);
    let (status, deck) = api
        .get(&format!("/api/v1/decks/{}", view.options.deck[0]))
        .await;
    assert_eq!(status, 200);
    assert_eq!(deck["cards"].as_array().map(Vec::len), Some(200), "{deck}");
    assert_eq!(deck["cards"][0]["id"], id, "{deck}");
    assert_eq!(view.options.deck, vec![3], "{deck}");
    for edition in [1, 2] {
        let old = api
            .create_table(json!({"ruleset": "classic", "deck": edition}))
            .await;
        assert_eq!(old.options.deck, vec![edition]);
    }
    // The second edition keeps its own gallery, its pictures and their descriptions.
    let second = app.visitor().page("/decks/2").await;
    assert_eq!(second.matches("<figure>").count(), 200);
    assert!(
        second.contains("href=\"/static/deck2/LICENSE.md\""),
        "its own licence"
    );
    let deck2: Value = serde_json::from_str(include_str!("../../static/deck2/deck.json")).unwrap();
    let first2 = deck2[0]["description"].as_str().unwrap();
    let escaped2 = first2
        .replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&#34;")
        .replace('\'', "&#39;");
    assert!(second.contains(&format!("alt=\"{escaped2}\"")), "{first2}");
}

/// Sends the upload form of a deck page.
async fn upload_form(person: &Person, page: &str, parts: &[Part<'_>]) -> Response {
    let request = person
        .client
        .post(person.url(&format!("{page}/cards")))
        .header("Accept-Language", "pt-BR");
    multipart(request, parts).send().await.unwrap()
}

#[tokio::test]
async fn a_person_makes_a_deck_uploads_and_deletes_through_the_forms() {
    let app = TestApp::spawn().await;
    let leo = app.visitor().register("leo", None).await;
    let form = |path: &str, fields: &[(&str, &str)]| {
        let request = leo.client.post(leo.url(path)).form(fields);
        async move { request.send().await.unwrap() }
    };

    let csrf = leo.csrf("/decks").await;
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
    let deck_page = location(&res);
    assert!(deck_page.starts_with("/decks/"), "{deck_page}");

    // Two pictures at once, the CSRF token first as the form sends it.
    let csrf = leo.csrf(&deck_page).await;
    let (a, b) = (png(1), encode(&picture(40, 60, 2), ImageFormat::Jpeg));
    let token: Part = ("csrf_token", None, csrf.as_bytes());
    let parts = [
        token,
        ("files", Some("a.png"), &a),
        ("files", Some("b.jpg"), &b),
    ];
    let res = upload_form(&leo, &deck_page, &parts).await;
    assert_eq!(res.status(), 303);
    let back = location(&res);
    assert_eq!(back, format!("{deck_page}?added=2"));
    let html = leo.page(&back).await;
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
    let res = upload_form(&leo, &deck_page, &parts).await;
    assert_eq!(res.status(), 422);
    let html = res.text().await.unwrap();
    let sentence = "“letter.png” não é uma imagem PNG, JPEG, WebP ou GIF.";
    assert!(html.contains(sentence), "{html}");
    assert_eq!(html.matches("<figure>").count(), 2);

    // Without the form's token, or with the files before it: refused.
    let file: Part = ("files", Some("c.png"), &c);
    for parts in [vec![file], vec![file, token]] {
        let res = upload_form(&leo, &deck_page, &parts).await;
        assert_eq!(res.status(), 403);
    }

    // Someone else cannot upload to it through the form either.
    let other = app.visitor().register("mia", None).await;
    let other_csrf = other.csrf("/decks").await;
    let parts = [("csrf_token", None, other_csrf.as_bytes()), file];
    let res = upload_form(&other, &deck_page, &parts).await;
    assert_eq!(res.status(), 403);

    // The owner says what a picture shows: its text alternative from then on.
    let html = leo.page(&deck_page).await;
    let describe = html
        .split("action=\"")
        .skip(1)
        .filter_map(|rest| rest.split('"').next())
        .find(|action| action.ends_with("/describe"))
        .expect("a description form per picture")
        .to_string();
    let words = "A red kite over a grey beach";
    let fields = [("csrf_token", csrf.as_str()), ("description", words)];
    let res = form(&describe, &fields).await;
    assert_eq!(res.status(), 303);
    let html = leo.page(&location(&res)).await;
    assert!(html.contains(&format!("alt=\"{words}\"")), "{html}");
    assert!(html.contains(&format!(">{words}</textarea>")));
    let long = "x".repeat(301);
    let fields = [
        ("csrf_token", csrf.as_str()),
        ("description", long.as_str()),
    ];
    let res = form(&describe, &fields).await;
    assert_eq!(res.status(), 422);
    assert!(res.text().await.unwrap().contains("at most 300 characters"));
    let res = other
        .client
        .post(other.url(&describe))
        .form(&[("csrf_token", other_csrf.as_str()), ("description", "mine")])
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 403, "only the owner describes");

    // Deleting asks for the box to be ticked.
    let delete = format!("{deck_page}/delete");
    let res = form(&delete, &[("csrf_token", &csrf)]).await;
    assert_eq!(res.status(), 422);
    let res = form(&delete, &[("csrf_token", &csrf), ("confirm", "yes")]).await;
    assert_eq!(res.status(), 303);
    assert_eq!(res.headers()["location"], "/decks?deleted=1");
    let (status, _) = leo.get(&deck_page).await;
    assert_eq!(status, 404);
}
