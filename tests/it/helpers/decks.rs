//! Decks through the API, and pictures to upload to them.

use std::io::Cursor;

use image::{DynamicImage, ImageFormat, RgbImage};
use reqwest::header::CONTENT_TYPE;
use reqwest::{Method, RequestBuilder, Response};
use serde_json::{json, Value};

use super::api::ApiClient;

/// A picture of `width`×`height` whose colours depend on `seed`, so that different seeds give
/// different pictures.
pub fn picture(width: u32, height: u32, seed: u32) -> DynamicImage {
    DynamicImage::ImageRgb8(RgbImage::from_fn(width, height, |x, y| {
        image::Rgb([
            (seed % 256) as u8,
            (seed / 256 % 256) as u8,
            ((x * 40 + y * 25) % 256) as u8,
        ])
    }))
}

pub fn encode(image: &DynamicImage, format: ImageFormat) -> Vec<u8> {
    let mut out = Cursor::new(Vec::new());
    image.write_to(&mut out, format).expect("encode");
    out.into_inner()
}

/// A small PNG, different for every seed.
pub fn png(seed: u32) -> Vec<u8> {
    encode(&picture(8, 12, seed), ImageFormat::Png)
}

/// `count` small PNGs named `{prefix}{i}.png`, seeds from `first_seed` on.
pub fn pngs(prefix: &str, count: u32, first_seed: u32) -> Vec<(String, Vec<u8>)> {
    (0..count)
        .map(|i| (format!("{prefix}{i}.png"), png(first_seed + i)))
        .collect()
}

/// Named files as `upload` takes them.
pub fn as_files(files: &[(String, Vec<u8>)]) -> Vec<(&str, &[u8])> {
    files
        .iter()
        .map(|(n, b)| (n.as_str(), b.as_slice()))
        .collect()
}

/// One part of a multipart body: field name, file name (for files), bytes.
pub type Part<'a> = (&'a str, Option<&'a str>, &'a [u8]);

/// A multipart/form-data request body and its content type.
pub fn multipart(request: RequestBuilder, parts: &[Part]) -> RequestBuilder {
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

impl ApiClient {
    /// Makes a deck, which must be accepted; its id.
    pub async fn new_deck(&self, name: &str, public: bool) -> i64 {
        let (status, body) = self
            .post("/api/v1/decks", json!({"name": name, "public": public}))
            .await;
        assert_eq!(status, 201);
        assert_eq!(body["name"], name);
        assert_eq!(body["card_count"], 0);
        assert_eq!(body["mine"], true);
        body["id"].as_i64().unwrap()
    }

    /// Uploads pictures to a deck: the answer as it came.
    pub async fn upload(&self, deck: i64, files: &[(&str, &[u8])]) -> Response {
        let parts: Vec<Part> = files
            .iter()
            .map(|(name, bytes)| ("files", Some(*name), *bytes))
            .collect();
        let request = self.request(Method::POST, &format!("/api/v1/decks/{deck}/cards"));
        multipart(request, &parts).send().await.unwrap()
    }

    /// Uploads pictures that must be accepted, and returns the new cards' ids.
    pub async fn upload_ok(&self, deck: i64, files: &[(&str, &[u8])]) -> Vec<i64> {
        let res = self.upload(deck, files).await;
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

    /// `GET /api/v1/decks/{deck}`, which must answer 200.
    pub async fn deck(&self, deck: i64) -> Value {
        self.read(&format!("/api/v1/decks/{deck}")).await
    }

    pub async fn card_count(&self, deck: i64) -> i64 {
        self.deck(deck).await["card_count"].as_i64().unwrap()
    }

    /// `GET /api/v1/decks` as this account sees it, and the ids in it.
    pub async fn decks(&self) -> (Value, Vec<i64>) {
        let list: Value = self
            .send(Method::GET, "/api/v1/decks")
            .await
            .json()
            .await
            .unwrap();
        let ids = list
            .as_array()
            .unwrap()
            .iter()
            .map(|d| d["id"].as_i64().unwrap())
            .collect();
        (list, ids)
    }
}
