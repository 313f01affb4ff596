//! The stylesheet, the scripts and the built-in deck, built into the binary: a release binary
//! copied anywhere serves them without any folder beside it, and from memory.

use std::collections::HashMap;
use std::sync::LazyLock;

use actix_web::http::header;
use actix_web::web::Bytes;
use actix_web::{web, HttpRequest, HttpResponse};
use include_dir::{include_dir, Dir};
use sha2::{Digest, Sha256};

use crate::web::error::AppError;

static FILES: Dir<'static> = include_dir!("$CARGO_MANIFEST_DIR/static");

/// A static file with what is sent with it.
pub struct Asset {
    pub bytes: Bytes,
    pub etag: String,
    pub content_type: &'static str,
}

/// Every file under `static/`, by its path there (`style.css`, `deck/001.svg`).
static ASSETS: LazyLock<HashMap<String, Asset>> = LazyLock::new(|| {
    let mut assets = HashMap::new();
    let mut folders = vec![&FILES];
    while let Some(folder) = folders.pop() {
        folders.extend(folder.dirs());
        for file in folder.files() {
            let path = file.path().to_string_lossy().replace('\\', "/");
            let bytes = file.contents();
            let etag = format!("\"{}\"", hex::encode(&Sha256::digest(bytes)[..16]));
            let asset = Asset {
                bytes: Bytes::from_static(bytes),
                etag,
                content_type: content_type(&path),
            };
            assets.insert(path, asset);
        }
    }
    assets
});

/// The file at `path` under `static/`, if there is one.
pub fn get(path: &str) -> Option<&'static Asset> {
    ASSETS.get(path)
}

/// The files of one folder under `static/` (e.g. `deck`), by file name.
pub fn folder(name: &str) -> impl Iterator<Item = (&'static str, &'static Asset)> {
    let prefix = format!("{name}/");
    ASSETS.iter().filter_map(move |(path, asset)| {
        let file = path.strip_prefix(&prefix)?;
        (!file.contains('/')).then_some((file, asset))
    })
}

fn content_type(path: &str) -> &'static str {
    match path.rsplit('.').next().unwrap_or_default() {
        "css" => "text/css; charset=utf-8",
        "js" => "text/javascript; charset=utf-8",
        "svg" => "image/svg+xml",
        "json" => "application/json",
        "md" => "text/markdown; charset=utf-8",
        "png" => "image/png",
        "webp" => "image/webp",
        "ico" => "image/x-icon",
        _ => "application/octet-stream",
    }
}

/// Whether `If-None-Match` names this ETag (weak or strong), or is `*`.
pub fn matches_etag(req: &HttpRequest, etag: &str) -> bool {
    req.headers()
        .get_all(header::IF_NONE_MATCH)
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(','))
        .map(|tag| tag.trim())
        .any(|tag| tag == "*" || tag.strip_prefix("W/").unwrap_or(tag) == etag)
}

/// `GET /static/{path}`: a file from memory, with its ETag; `If-None-Match` → 304.
pub async fn serve(req: HttpRequest, path: web::Path<String>) -> Result<HttpResponse, AppError> {
    let asset = get(&path).ok_or_else(AppError::not_found)?;
    // Browsers check again after an hour; the ETag makes that check cheap.
    let cache = (header::CACHE_CONTROL, "public, max-age=3600");
    if matches_etag(&req, &asset.etag) {
        return Ok(HttpResponse::NotModified()
            .insert_header((header::ETAG, asset.etag.clone()))
            .insert_header(cache)
            .finish());
    }
    Ok(HttpResponse::Ok()
        .content_type(asset.content_type)
        .insert_header((header::ETAG, asset.etag.clone()))
        .insert_header(cache)
        .body(asset.bytes.clone()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_files_are_in_the_binary() {
        assert!(get("style.css").is_some());
        assert!(get("poll.js").is_some());
        assert_eq!(
            folder("deck").filter(|(f, _)| f.ends_with(".svg")).count(),
            111
        );
        assert_eq!(
            get("deck/001.svg").map(|a| a.content_type),
            Some("image/svg+xml")
        );
    }
}
