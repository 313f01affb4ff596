//! The stylesheet, the scripts and the built-in deck, built into the binary: a release binary
//! copied anywhere serves them without any folder beside it, and from memory.

use std::collections::HashMap;
use std::sync::LazyLock;

use actix_web::http::header;
use actix_web::web::Bytes;
use actix_web::{web, HttpRequest, HttpResponse, HttpResponseBuilder};
use include_dir::{include_dir, Dir};
use sha2::{Digest, Sha256};

use crate::web::error::AppError;

static FILES: Dir<'static> = include_dir!("$CARGO_MANIFEST_DIR/static");

/// A static file with what is sent with it.
pub struct Asset {
    pub bytes: Bytes,
    /// The same bytes gzipped, for a text file that shrinks by it.
    pub gzip: Option<Bytes>,
    pub etag: String,
    /// Names this content in its address (`/static/{version}/style.css`): 16 hex digits of
    /// its SHA-256.
    pub version: String,
    pub content_type: &'static str,
}

impl Asset {
    fn new(path: &str, bytes: &'static [u8]) -> Asset {
        let digest = hex::encode(&Sha256::digest(bytes)[..16]);
        let content_type = content_type(path);
        Asset {
            bytes: Bytes::from_static(bytes),
            gzip: compressible(content_type).then(|| gzip(bytes)).flatten(),
            etag: format!("\"{digest}\""),
            version: digest[..16].to_string(),
            content_type,
        }
    }

    /// A 200 answer with this file, gzipped when the client takes gzip; `cache` is its
    /// Cache-Control.
    pub fn answer(&self, req: &HttpRequest, cache: &str) -> HttpResponseBuilder {
        let mut res = HttpResponse::Ok();
        res.content_type(self.content_type)
            .insert_header((header::ETAG, self.etag.clone()))
            .insert_header((header::CACHE_CONTROL, cache.to_string()));
        if self.gzip.is_some() {
            res.insert_header((header::VARY, "Accept-Encoding"));
        }
        if self.gzip.is_some() && takes_gzip(req) {
            res.insert_header((header::CONTENT_ENCODING, "gzip"));
        }
        res
    }

    /// The bytes that go with `answer`.
    pub fn body(&self, req: &HttpRequest) -> Bytes {
        match self.gzip.as_ref().filter(|_| takes_gzip(req)) {
            Some(gzip) => gzip.clone(),
            None => self.bytes.clone(),
        }
    }
}

/// Text, which compresses; pictures other than SVG are compressed already.
fn compressible(content_type: &str) -> bool {
    content_type.starts_with("text/")
        || content_type.starts_with("image/svg")
        || content_type.starts_with("application/json")
        || content_type.starts_with("application/manifest+json")
}

/// `bytes` gzipped at the best level, when that saves at least a tenth.
fn gzip(bytes: &[u8]) -> Option<Bytes> {
    use std::io::Write;
    let mut encoder = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::best());
    encoder.write_all(bytes).ok()?;
    let packed = encoder.finish().ok()?;
    (packed.len() < bytes.len() - bytes.len() / 10).then(|| Bytes::from(packed))
}

/// Whether the request's `Accept-Encoding` takes gzip (and does not refuse it with `q=0`).
fn takes_gzip(req: &HttpRequest) -> bool {
    req.headers()
        .get_all(header::ACCEPT_ENCODING)
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(','))
        .any(|part| {
            let mut pieces = part.split(';').map(str::trim);
            let name = pieces.next().unwrap_or_default();
            let refused = pieces.any(|p| {
                p.strip_prefix("q=")
                    .and_then(|q| q.parse::<f32>().ok())
                    .is_some_and(|q| q <= 0.0)
            });
            (name.eq_ignore_ascii_case("gzip") || name == "*") && !refused
        })
}

/// Every file under `static/`, by its path there (`style.css`, `deck/001.svg`).
static ASSETS: LazyLock<HashMap<String, Asset>> = LazyLock::new(|| {
    let mut assets = HashMap::new();
    let mut folders = vec![&FILES];
    while let Some(folder) = folders.pop() {
        folders.extend(folder.dirs());
        for file in folder.files() {
            let path = file.path().to_string_lossy().replace('\\', "/");
            let asset = Asset::new(&path, file.contents());
            assets.insert(path, asset);
        }
    }
    assets
});

/// The file at `path` under `static/`, if there is one.
pub fn get(path: &str) -> Option<&'static Asset> {
    ASSETS.get(path)
}

/// The address pages use for a file under `static/`: with its content's version in it, so
/// that browsers keep it for a year and fetch the new one as soon as it changes.
pub fn url(path: &str) -> String {
    match get(path) {
        Some(asset) => format!("/static/{}/{path}", asset.version),
        None => format!("/static/{path}"),
    }
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
        "webmanifest" => "application/manifest+json",
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

/// Kept for a year and never asked again: the address names the content.
pub const VERSIONED_CACHE: &str = "public, max-age=31536000, immutable";
/// An address without a version (or with an old one): browsers check again after an hour, and
/// the ETag makes that check cheap.
const PLAIN_CACHE: &str = "public, max-age=3600";

/// `GET /static/{path}`: a file from memory, with its ETag; `If-None-Match` → 304. At
/// `/static/{version}/{path}` (what `url` makes) it is kept for a year; a version that is not
/// the file's (a page from before a new release) still gets the file, but for an hour only.
pub async fn serve(req: HttpRequest, path: web::Path<String>) -> Result<HttpResponse, AppError> {
    let (asset, cache) = match path.split_once('/') {
        Some((version, rest)) if is_version(version) => {
            let asset = get(rest).ok_or_else(AppError::not_found)?;
            let cache = if asset.version == version {
                VERSIONED_CACHE
            } else {
                PLAIN_CACHE
            };
            (asset, cache)
        }
        _ => (get(&path).ok_or_else(AppError::not_found)?, PLAIN_CACHE),
    };
    if matches_etag(&req, &asset.etag) {
        return Ok(HttpResponse::NotModified()
            .insert_header((header::ETAG, asset.etag.clone()))
            .insert_header((header::CACHE_CONTROL, cache))
            .finish());
    }
    Ok(asset.answer(&req, cache).body(asset.body(&req)))
}

/// `GET /favicon.ico`, where browsers look for the site's icon whatever a page says.
pub async fn favicon(req: HttpRequest) -> Result<HttpResponse, AppError> {
    serve(req, web::Path::from("favicon.ico".to_string())).await
}

/// 16 lowercase hex digits, as `Asset::version`.
fn is_version(segment: &str) -> bool {
    segment.len() == 16
        && segment
            .bytes()
            .all(|b| matches!(b, b'0'..=b'9' | b'a'..=b'f'))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn versioned_addresses_name_the_content() {
        let css = url("style.css");
        let version = css.split('/').nth(2).unwrap();
        assert!(is_version(version), "{css}");
        assert_eq!(css, format!("/static/{version}/style.css"));
        assert_eq!(url("no-such-file.css"), "/static/no-such-file.css");
        assert!(!is_version("0123456789ABCDEF"));
        assert!(!is_version("deck"));
    }

    #[test]
    fn text_is_kept_gzipped_and_pictures_are_not() {
        let css = get("style.css").unwrap();
        let gzip = css.gzip.as_ref().expect("the stylesheet is gzipped");
        assert!(gzip.len() < css.bytes.len() / 2);
        let mut unpacked = Vec::new();
        use std::io::Read;
        flate2::read::GzDecoder::new(&gzip[..])
            .read_to_end(&mut unpacked)
            .unwrap();
        assert_eq!(unpacked, css.bytes);
        assert!(get("deck/001.svg").unwrap().gzip.is_some());
        assert!(get("icon-192.png").unwrap().gzip.is_none());
    }

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
