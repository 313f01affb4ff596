//! What pages weigh on the wire: compressed text, pictures as they are, static files under
//! addresses that name their content (kept a year), the icon and the web app manifest.

use std::io::Read;

use reqwest::header::{ACCEPT_ENCODING, CACHE_CONTROL, CONTENT_ENCODING, CONTENT_TYPE, VARY};
use reqwest::Method;
use serde_json::Value;

use crate::helpers::{encode, picture, TestApp};

fn gunzip(bytes: &[u8]) -> Vec<u8> {
    let mut out = Vec::new();
    flate2::read::GzDecoder::new(bytes)
        .read_to_end(&mut out)
        .expect("a gzip body");
    out
}

/// The address of a file in the `<link>`/`<script>` of a page: `/static/{version}/{file}`.
fn versioned(html: &str, file: &str) -> String {
    let end = html
        .find(&format!("/{file}\""))
        .unwrap_or_else(|| panic!("the page links {file}"));
    let start = html[..end].rfind("\"/static/").expect("a static address") + 1;
    html[start..end + file.len() + 1].to_string()
}

#[tokio::test]
async fn pages_json_and_text_files_travel_gzipped_and_pictures_do_not() {
    let app = TestApp::spawn().await;
    let http = reqwest::Client::new();
    let get = |path: &str, encoding: &'static str| {
        http.get(format!("{}{path}", app.address))
            .header(ACCEPT_ENCODING, encoding)
            .send()
    };

    // A page: gzipped when asked, plain when not.
    let res = get("/rules", "gzip").await.unwrap();
    assert_eq!(res.status(), 200);
    assert_eq!(res.headers()[CONTENT_ENCODING], "gzip");
    let html = String::from_utf8(gunzip(&res.bytes().await.unwrap())).unwrap();
    assert!(html.contains("<html"), "{html}");
    let res = get("/rules", "identity").await.unwrap();
    assert!(res.headers().get(CONTENT_ENCODING).is_none());

    // JSON of the API.
    let res = get("/api/v1/openapi.json", "gzip").await.unwrap();
    assert_eq!(res.headers()[CONTENT_ENCODING], "gzip");
    let doc: Value = serde_json::from_slice(&gunzip(&res.bytes().await.unwrap())).unwrap();
    assert!(doc["paths"].is_object());

    // The stylesheet and the script, at the addresses the pages use: a year, immutable,
    // gzipped from memory; the same file at its plain address for an hour.
    let home = app.visitor().page("/").await;
    for file in ["style.css", "manifest.webmanifest", "icon.svg"] {
        let path = versioned(&home, file);
        let res = get(&path, "gzip, deflate, br").await.unwrap();
        assert_eq!(res.status(), 200, "{path}");
        let cache = res.headers()[CACHE_CONTROL].to_str().unwrap().to_string();
        assert!(
            cache.contains("max-age=31536000") && cache.contains("immutable"),
            "{cache}"
        );
        assert_eq!(res.headers()[CONTENT_ENCODING], "gzip", "{path}");
        assert_eq!(res.headers()[VARY], "Accept-Encoding");
        let plain = gunzip(&res.bytes().await.unwrap());
        let res = get(&format!("/static/{file}"), "identity").await.unwrap();
        assert_eq!(res.headers()[CACHE_CONTROL], "public, max-age=3600");
        assert_eq!(res.bytes().await.unwrap().to_vec(), plain, "{file}");
    }
    // A page from before a new release names an old version: it still gets the file, but
    // not for a year.
    let res = get("/static/0123456789abcdef/style.css", "gzip")
        .await
        .unwrap();
    assert_eq!(res.status(), 200);
    assert_eq!(res.headers()[CACHE_CONTROL], "public, max-age=3600");

    // A built-in card (SVG) is text, and gzipped.
    let res = get("/cards/1", "gzip").await.unwrap();
    assert_eq!(res.status(), 200);
    assert_eq!(res.headers()[CONTENT_TYPE], "image/svg+xml");
    assert_eq!(res.headers()[CONTENT_ENCODING], "gzip");
    assert!(String::from_utf8(gunzip(&res.bytes().await.unwrap()))
        .unwrap()
        .contains("<svg"));

    // An uploaded picture is JPEG, compressed already: sent as it is.
    let leo = app.api_user("leo").await;
    let deck = leo.new_deck("Photos", true).await;
    let jpeg = encode(&picture(300, 450, 5), image::ImageFormat::Jpeg);
    let ids = leo.upload_ok(deck, &[("a.jpg", &jpeg)]).await;
    let res = leo
        .request(Method::GET, &format!("/cards/{}", ids[0]))
        .header(ACCEPT_ENCODING, "gzip, br")
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 200);
    assert_eq!(res.headers()[CONTENT_TYPE], "image/jpeg");
    assert!(res.headers().get(CONTENT_ENCODING).is_none());
}

#[tokio::test]
async fn the_site_has_an_icon_and_a_web_app_manifest() {
    let app = TestApp::spawn().await;
    let visitor = app.visitor();
    let home = visitor.page("/").await;
    assert!(home.contains("rel=\"icon\""), "{home}");
    assert!(home.contains("rel=\"apple-touch-icon\""));

    let res = visitor
        .client
        .get(visitor.url("/favicon.ico"))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 200);
    assert_eq!(res.headers()[CONTENT_TYPE], "image/x-icon");
    let ico = res.bytes().await.unwrap();
    assert_eq!(&ico[..4], &[0, 0, 1, 0], "an ICO file");

    let path = versioned(&home, "manifest.webmanifest");
    let res = visitor.client.get(visitor.url(&path)).send().await.unwrap();
    assert_eq!(res.headers()[CONTENT_TYPE], "application/manifest+json");
    let manifest: Value = res.json().await.unwrap();
    assert_eq!(manifest["name"], "Fabula");
    assert_eq!(manifest["start_url"], "/");
    assert_eq!(manifest["display"], "standalone");
    let icons = manifest["icons"].as_array().unwrap();
    let sizes: Vec<&str> = icons.iter().map(|i| i["sizes"].as_str().unwrap()).collect();
    assert!(
        sizes.contains(&"192x192") && sizes.contains(&"512x512"),
        "{sizes:?}"
    );
    for icon in icons {
        let src = icon["src"].as_str().unwrap();
        let res = visitor.client.get(visitor.url(src)).send().await.unwrap();
        assert_eq!(res.status(), 200, "{src}");
        assert_eq!(res.headers()[CONTENT_TYPE], icon["type"].as_str().unwrap());
        if let Some((w, h)) = icon["sizes"].as_str().unwrap().split_once('x') {
            let png = image::load_from_memory(&res.bytes().await.unwrap()).unwrap();
            assert_eq!(png.width().to_string(), w, "{src}");
            assert_eq!(png.height().to_string(), h, "{src}");
        }
    }
}
