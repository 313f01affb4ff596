//! Pictures over HTTP for both front ends: reading an upload without holding more than one file
//! at a time, and serving the pictures at `/cards/{id}`. What may go into a deck, and who may
//! change it, is the deck service's (`crate::decks`).

use std::collections::HashMap;
use std::sync::LazyLock;

use actix_multipart::{Field, Multipart, MultipartError};
use actix_web::dev::Payload;
use actix_web::http::header::{self, HeaderValue};
use actix_web::http::StatusCode;
use actix_web::web::Bytes;
use actix_web::{web, FromRequest, HttpRequest, HttpResponse};
use futures_util::StreamExt;
use serde::Deserialize;

use crate::decks;
use crate::decks::images::{Picture, Refusal, MAX_FILE_BYTES};
use crate::i18n::{Lang, Sentence};
use crate::ids::{AccountId, DeckId};
use crate::state::AppState;
use crate::web::assets::{self, matches_etag};
use crate::web::auth::{MaybeUser, TypedSession, CSRF_FIELD};
use crate::web::error::AppError;

/// Most bytes one upload request may carry: 25 files of the largest size. More pictures go in
/// several uploads.
pub const MAX_UPLOAD_BYTES: u64 = 256 * 1024 * 1024;

/// How long browsers keep a picture. An uploaded card's bytes never change (its id names
/// them), but a moderator may remove it: browsers keep it ten minutes, then ask again with
/// the ETag (a 304 while it stands). A built-in card's picture changes when the deck is
/// regenerated and a new version deployed, so at `/cards/{id}` (the API's address) browsers
/// keep it a week and then ask again with the ETag; the pages show it at its immutable
/// static address instead (`picture_src`).
const UPLOADED_CACHE: &str = "max-age=600";
const BUILTIN_CACHE: &str = "public, max-age=604800";

/// Adds the pictures of a multipart upload to a deck, all or none, and returns the new card
/// ids. Every file part (a part with a file name) is a picture. With `session`, the upload
/// comes from the HTML form, whose `csrf_token` field must come before the files.
///
/// The body is read one part at a time: a file is kept only up to 10 MB, checked and
/// re-encoded before the next one is read, and the request stops at `MAX_UPLOAD_BYTES`. When
/// a file is refused, the rest of the body is read and thrown away, so that the client, still
/// sending, receives the answer rather than a closed connection.
pub async fn upload(
    state: &AppState,
    req: &HttpRequest,
    account_id: AccountId,
    deck_id: DeckId,
    mut form: Multipart,
    session: Option<&TypedSession>,
) -> Result<Vec<i64>, AppError> {
    let announced = req
        .headers()
        .get(header::CONTENT_LENGTH)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.parse::<u64>().ok());
    if announced.is_some_and(|length| length > MAX_UPLOAD_BYTES) {
        return Err(upload_too_large());
    }
    let mut body = Body {
        form: &mut form,
        read: 0,
        done: false,
    };
    let result = read_upload(state, &mut body, account_id, deck_id, session).await;
    if result.is_err() {
        body.drain().await;
    }
    Ok(decks::add_pictures(state, account_id, deck_id, result?).await?)
}

/// A multipart body and how many bytes of it have been read.
struct Body<'a> {
    form: &'a mut Multipart,
    read: u64,
    /// The body has ended or failed: asking it for more would panic.
    done: bool,
}

impl Body<'_> {
    async fn next_part(&mut self) -> Result<Option<Field>, AppError> {
        if self.done {
            return Ok(None);
        }
        match self.form.next().await {
            Some(Ok(field)) => Ok(Some(field)),
            None => {
                self.done = true;
                Ok(None)
            }
            Some(Err(err)) => {
                self.done = true;
                Err(unreadable(err))
            }
        }
    }

    /// The next piece of a part; refuses the whole request past `MAX_UPLOAD_BYTES`.
    async fn next_chunk(&mut self, field: &mut Field) -> Result<Option<Bytes>, AppError> {
        match field.next().await {
            None => Ok(None),
            Some(Ok(chunk)) => {
                self.read += chunk.len() as u64;
                if self.read > MAX_UPLOAD_BYTES {
                    self.done = true;
                    return Err(upload_too_large());
                }
                Ok(Some(chunk))
            }
            Some(Err(err)) => {
                self.done = true;
                Err(unreadable(err))
            }
        }
    }

    /// A part's bytes, or `None` when it has more than `limit`. The part is read to its end
    /// either way (what is past the limit is counted, not kept), so that the request limit
    /// holds for every byte.
    async fn read_part(
        &mut self,
        field: &mut Field,
        limit: usize,
    ) -> Result<Option<Vec<u8>>, AppError> {
        let mut bytes = Some(Vec::new());
        while let Some(chunk) = self.next_chunk(field).await? {
            if bytes
                .as_ref()
                .is_some_and(|b| b.len() + chunk.len() > limit)
            {
                bytes = None;
            }
            if let Some(bytes) = &mut bytes {
                bytes.extend_from_slice(&chunk);
            }
        }
        Ok(bytes)
    }

    /// Reads what is left of the body and throws it away, up to the request limit.
    async fn drain(&mut self) {
        loop {
            let Ok(Some(mut field)) = self.next_part().await else {
                return;
            };
            loop {
                match self.next_chunk(&mut field).await {
                    Ok(Some(_)) => {}
                    Ok(None) => break,
                    Err(_) => return,
                }
            }
        }
    }
}

async fn read_upload(
    state: &AppState,
    body: &mut Body<'_>,
    account_id: AccountId,
    deck_id: DeckId,
    session: Option<&TypedSession>,
) -> Result<Vec<(String, Picture)>, AppError> {
    decks::owned(state, deck_id, account_id).await?;
    let room = decks::room(state, account_id, deck_id).await?;
    let mut csrf_checked = session.is_none();
    let mut pictures: Vec<(String, Picture)> = Vec::new();
    let mut parts = 0usize;
    while let Some(mut field) = body.next_part().await? {
        parts += 1;
        let file_name = field
            .content_disposition()
            .and_then(|cd| cd.get_filename())
            .map(decks::file_label);
        let Some(file_name) = file_name else {
            // A plain field: only the form's CSRF token means anything.
            let value = body.read_part(&mut field, 1024).await?;
            if let Some(session) = session {
                if field.name() == Some(CSRF_FIELD) {
                    let value = value.and_then(|v| String::from_utf8(v).ok());
                    session.check_csrf(value.as_deref())?;
                    csrf_checked = true;
                }
            }
            continue;
        };
        if let (Some(session), false) = (session, csrf_checked) {
            // A file before the form's token: refused, once the file is read past.
            body.read_part(&mut field, 0).await?;
            session.check_csrf(None)?;
        }
        let unnamed = file_name.is_empty();
        let label = if unnamed {
            format!("#{parts}")
        } else {
            file_name
        };
        let Some(bytes) = body.read_part(&mut field, MAX_FILE_BYTES).await? else {
            return Err(decks::refusal(&label, Refusal::TooManyBytes).into());
        };
        if bytes.is_empty() && unnamed {
            // The file input of a form sent with no file chosen.
            continue;
        }
        decks::accept(&mut pictures, room, label, bytes).await?;
    }
    if !csrf_checked {
        if let Some(session) = session {
            session.check_csrf(None)?;
        }
    }
    Ok(pictures)
}

/// A refusal of the upload itself, before any picture is looked at.
fn refused(status: StatusCode, key: &'static str) -> AppError {
    AppError::said(status, Sentence::new(key))
}

fn upload_too_large() -> AppError {
    refused(StatusCode::PAYLOAD_TOO_LARGE, "deck_err_upload_too_large")
}

fn unreadable(err: MultipartError) -> AppError {
    match err {
        MultipartError::ContentTypeMissing
        | MultipartError::ContentTypeParse
        | MultipartError::ContentTypeIncompatible => {
            refused(StatusCode::UNSUPPORTED_MEDIA_TYPE, "deck_err_not_multipart")
        }
        _ => refused(StatusCode::BAD_REQUEST, "deck_err_unreadable"),
    }
}

/// What `deck.json` says of a built-in card: the first edition has titles, the second a
/// neutral description of what is drawn (no title, which would steer the reading).
#[derive(Deserialize)]
struct DeckEntry {
    file: String,
    title: Option<String>,
    description: Option<String>,
}

/// The words that go with a built-in picture: its message in `locales/*/cards.ftl`
/// (`card-deck3-001`), which `deck.json` gives in English.
pub struct BuiltinText {
    /// The id of its words.
    pub key: String,
    /// Whether its words are a title (the first edition's cards), shown as a caption too.
    pub titled: bool,
}

impl BuiltinText {
    /// Its text alternative, in `lang`.
    pub fn alt(&self, lang: Lang) -> String {
        lang.t(&self.key).to_string()
    }

    /// Its caption in `lang`, for the first edition's cards.
    pub fn title(&self, lang: Lang) -> Option<String> {
        self.titled.then(|| self.alt(lang))
    }
}

/// What `deck.json` says of each built-in deck's cards, by folder.
fn deck_entries(folder: &str) -> Vec<DeckEntry> {
    assets::get(&format!("{folder}/deck.json"))
        .and_then(|asset| serde_json::from_slice(&asset.bytes).ok())
        .unwrap_or_else(|| {
            tracing::warn!(
                folder,
                "the built-in deck's deck.json is missing or not valid"
            );
            Vec::new()
        })
}

const BUILTIN_FOLDERS: [&str; 3] = ["deck", "deck2", "deck3"];

/// The words of every built-in card, by its path under `static/` (`deck3/001.svg`).
static TEXTS: LazyLock<HashMap<String, BuiltinText>> = LazyLock::new(|| {
    let mut texts = HashMap::new();
    for folder in BUILTIN_FOLDERS {
        for entry in deck_entries(folder) {
            if entry.description.is_none() && entry.title.is_none() {
                continue;
            }
            let key = crate::i18n::card_key(folder, &entry.file);
            let titled = entry.title.is_some();
            texts.insert(
                format!("{folder}/{}", entry.file),
                BuiltinText { key, titled },
            );
        }
    }
    texts
});

/// The words that go with a built-in card's picture.
pub fn builtin_text(file: &str) -> Option<&'static BuiltinText> {
    TEXTS.get(file)
}

/// A card's text alternative, when it has one: its owner's description (in whatever language
/// they wrote it), or a built-in card's words in `lang`.
pub fn alt_text(
    lang: Lang,
    builtin_file: Option<&str>,
    description: Option<&str>,
) -> Option<String> {
    description
        .map(str::to_string)
        .or_else(|| builtin_file.and_then(builtin_text).map(|t| t.alt(lang)))
}

/// The address pages give a card's picture. A built-in card's address names its content
/// (`/cards/7?v={version}`, the version of its file as for the static files), so browsers keep
/// it for a year and fetch the new one as soon as a new deck is deployed; any other card is
/// `/cards/{id}`, the address the API gives for every card.
pub fn picture_src(card_id: i64, builtin_file: Option<&str>) -> String {
    match builtin_file.and_then(assets::get) {
        Some(asset) => format!("/cards/{card_id}?v={}", asset.version),
        None => format!("/cards/{card_id}"),
    }
}

/// `GET /cards/{id}`: a card's picture. Built-in cards are their SVG files; uploaded cards their
/// stored JPEG. Long-cached, with an ETag; `If-None-Match` → 304. A built-in card asked for with
/// its file's version (`?v=`, `picture_src`) is kept a year, as immutable. A private deck's
/// pictures are for its owner and the players of tables that use it.
pub async fn picture(
    state: web::Data<AppState>,
    req: HttpRequest,
    card_id: web::Path<i64>,
) -> Result<HttpResponse, actix_web::Error> {
    let card_id = card_id.into_inner();
    // A built-in card's file never changes under a running server: it is known after the
    // first look.
    if let Some(file) = state.builtin_cards.file(card_id) {
        return Ok(builtin_picture(&req, &file)?);
    }
    let meta = decks::card_meta(&state, card_id)
        .await
        .map_err(AppError::from)?
        .ok_or_else(AppError::not_found)?;
    if let (Some(file), true) = (&meta.builtin_file, meta.deck.builtin()) {
        state.builtin_cards.remember(card_id, file);
        return Ok(builtin_picture(&req, file)?);
    }
    let private = !meta.deck.public && !meta.deck.builtin();
    if private {
        let MaybeUser(user) = MaybeUser::from_request(&req, &mut Payload::None).await?;
        if !decks::may_see_card(&state, &meta, card_id, user.map(|u| u.id))
            .await
            .map_err(AppError::from)?
        {
            // As if there were no such card: an outsider learns nothing of a private deck.
            return Err(AppError::not_found().into());
        }
    }
    if meta.hidden {
        return Ok(removed_picture(&req));
    }
    let cache = if private {
        format!("private, {UPLOADED_CACHE}")
    } else {
        format!("public, {UPLOADED_CACHE}")
    };
    let etag = format!("\"{}\"", hex::encode(&meta.sha256));
    if matches_etag(&req, &etag) {
        return Ok(not_modified(etag, cache));
    }
    let bytes = decks::card_image(&state, card_id)
        .await
        .map_err(AppError::from)?
        .map(Bytes::from)
        .ok_or_else(AppError::not_found)?;
    Ok(picture_answer(&meta.content_type, etag, cache, bytes))
}

/// A card's picture as a `data:` URI, to embed in a file read offline (the storybook); `None`
/// when there is no such card or `viewer` may not see it (as `GET /cards/{id}` would answer).
pub async fn embedded(
    state: &AppState,
    card_id: i64,
    viewer: AccountId,
    lang: Lang,
) -> Result<Option<String>, AppError> {
    let Some(meta) = decks::card_meta(state, card_id).await? else {
        return Ok(None);
    };
    if let (Some(file), true) = (&meta.builtin_file, meta.deck.builtin()) {
        return Ok(assets::get(file).map(|asset| data_uri(asset.content_type, &asset.bytes)));
    }
    if !decks::may_see_card(state, &meta, card_id, Some(viewer)).await? {
        return Ok(None);
    }
    if meta.hidden {
        let svg = removed_svg(lang);
        return Ok(Some(data_uri("image/svg+xml", svg.as_bytes())));
    }
    let bytes = decks::card_image(state, card_id).await?;
    Ok(bytes.map(|bytes| data_uri(&meta.content_type, &bytes)))
}

fn data_uri(content_type: &str, bytes: &[u8]) -> String {
    use base64::Engine;
    let mime = content_type.split(';').next().unwrap_or_default().trim();
    format!(
        "data:{mime};base64,{}",
        base64::engine::general_purpose::STANDARD.encode(bytes)
    )
}

/// What stands in for a picture a moderator removed: a blank card saying so, in the reader's
/// language. Browsers ask again each time, so that it is gone as soon as it is shown again.
fn removed_picture(req: &HttpRequest) -> HttpResponse {
    let svg = removed_svg(crate::web::lang::lang_of(req));
    let mut res = HttpResponse::Ok();
    res.content_type("image/svg+xml")
        .insert_header((header::CACHE_CONTROL, "no-cache"))
        .insert_header((header::VARY, "Accept-Language, Cookie"));
    locked_down(res).body(svg)
}

fn removed_svg(lang: Lang) -> String {
    let words = lang
        .t("mod_removed")
        .replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;");
    format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"400\" height=\"600\" viewBox=\"0 0 400 600\">\
         <rect width=\"400\" height=\"600\" rx=\"24\" fill=\"#e8e4dc\"/>\
         <text x=\"200\" y=\"300\" text-anchor=\"middle\" font-family=\"sans-serif\" \
         font-size=\"22\" fill=\"#4a4440\">{words}</text></svg>"
    )
}

/// A built-in card's picture: its SVG file, from memory.
fn builtin_picture(req: &HttpRequest, file: &str) -> Result<HttpResponse, AppError> {
    let Some(found) = assets::get(file) else {
        tracing::warn!(file, "a built-in card's file is missing from static/deck");
        return Err(AppError::not_found());
    };
    let versioned = web::Query::<Version>::from_query(req.query_string())
        .is_ok_and(|q| q.v.as_deref() == Some(found.version.as_str()));
    let cache = if versioned {
        assets::VERSIONED_CACHE
    } else {
        BUILTIN_CACHE
    };
    if matches_etag(req, &found.etag) {
        return Ok(not_modified(found.etag.clone(), cache.to_string()));
    }
    Ok(locked_down(found.answer(req, cache)).body(found.body(req)))
}

/// The version a page names a built-in card's picture by (`picture_src`).
#[derive(Deserialize)]
struct Version {
    v: Option<String>,
}

fn not_modified(etag: String, cache: String) -> HttpResponse {
    HttpResponse::NotModified()
        .insert_header((header::ETAG, etag))
        .insert_header((header::CACHE_CONTROL, cache))
        .finish()
}

fn picture_answer(content_type: &str, etag: String, cache: String, bytes: Bytes) -> HttpResponse {
    let mut res = HttpResponse::Ok();
    res.content_type(content_type)
        .insert_header((header::ETAG, etag))
        .insert_header((header::CACHE_CONTROL, cache));
    locked_down(res).body(bytes)
}

/// A picture's answer, also when opened on its own: an SVG then runs in a locked-down
/// document, with no scripts and nothing fetched.
fn locked_down(mut res: actix_web::HttpResponseBuilder) -> actix_web::HttpResponseBuilder {
    res.insert_header((header::X_CONTENT_TYPE_OPTIONS, "nosniff"))
        .insert_header((
            header::CONTENT_SECURITY_POLICY,
            HeaderValue::from_static("default-src 'none'; style-src 'unsafe-inline'"),
        ));
    res
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `deck.json`, the generator's output, and `locales/en/cards.ftl` say the same of every
    /// built-in card.
    #[test]
    fn the_english_card_texts_are_the_decks_own() {
        let mut checked = 0;
        for folder in BUILTIN_FOLDERS {
            for entry in deck_entries(folder) {
                let Some(words) = entry.description.or(entry.title) else {
                    continue;
                };
                let key = crate::i18n::card_key(folder, &entry.file);
                assert_eq!(Lang::En.t(&key), words, "{key}");
                checked += 1;
            }
        }
        assert!(checked > 250, "{checked} cards");
        let first = builtin_text("deck/001.svg").expect("the first edition's first card");
        assert_eq!(
            first.title(Lang::En).as_deref(),
            Some(first.alt(Lang::En).as_str())
        );
    }

    #[test]
    fn every_refusal_has_its_sentence() {
        for r in [
            Refusal::Empty,
            Refusal::TooManyBytes,
            Refusal::NotAPicture,
            Refusal::Damaged,
            Refusal::TooManyPixels {
                width: 8000,
                height: 6000,
            },
            Refusal::TooBigToDecode,
        ] {
            let err: AppError = decks::refusal("moon.png", r).into();
            assert!(err.status.is_client_error());
            assert!(err.detail.contains("moon.png"), "{}", err.detail);
            assert!(!err.detail.contains('{'), "{}", err.detail);
        }
    }
}
