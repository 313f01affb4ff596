//! Decks for both front ends (the pages and the API call the same functions): who may see or
//! change a deck, reading an upload without holding more than one file at a time, and serving
//! the pictures at `/cards/{id}`.

use std::collections::HashMap;
use std::sync::OnceLock;

use actix_multipart::{Field, Multipart, MultipartError};
use actix_web::dev::Payload;
use actix_web::http::header::{self, HeaderValue};
use actix_web::http::StatusCode;
use actix_web::web::Bytes;
use actix_web::{web, FromRequest, HttpRequest, HttpResponse};
use futures_util::StreamExt;
use serde::Deserialize;
use sha2::{Digest, Sha256};
use tokio::sync::Semaphore;

use crate::db;
use crate::store::decks::{self as store, Added, Deck, DeckSummary, Deleted, NewCard, MAX_CARDS};
use crate::web::auth::{MaybeUser, TypedSession, CSRF_FIELD};
use crate::web::error::AppError;
use crate::web::i18n::Lang;
use crate::web::images::{self, Refusal, MAX_FILE_BYTES};
use crate::web::AppState;

/// Most bytes one upload request may carry: 25 files of the largest size. More pictures go in
/// several uploads.
pub const MAX_UPLOAD_BYTES: u64 = 256 * 1024 * 1024;

/// Pictures decoded at the same time, server-wide. Decoding a 40-megapixel picture holds a few
/// hundred megabytes for a moment; two at once keeps the server's memory within bounds.
static DECODING: Semaphore = Semaphore::const_new(2);

/// How long browsers keep a picture. An uploaded card's bytes never change (its id names
/// them), so a year and `immutable`. The built-in cards change when the deck is regenerated
/// and a new version deployed, so browsers keep them a week and then ask again with the ETag.
const UPLOADED_CACHE: &str = "max-age=31536000, immutable";
const BUILTIN_CACHE: &str = "public, max-age=604800";

/// A refusal whose sentence comes from the translation catalogue, with values for its
/// `{name}` places; `detail` (what the API says) is the English sentence.
pub fn refused(
    status: StatusCode,
    key: &'static str,
    args: Vec<(&'static str, String)>,
) -> AppError {
    let err = AppError::new(status, "").with_key(key, args);
    AppError {
        detail: err.message(Lang::En).into(),
        ..err
    }
}

/// A deck that `viewer` may look at: 404 when there is none, 403 when it is someone else's
/// private deck, 401 when it is private and nobody is signed in.
pub async fn visible(
    state: &AppState,
    deck_id: i64,
    viewer: Option<i64>,
) -> Result<DeckSummary, AppError> {
    let summary = db::run(&state.pool, move |conn| Ok(store::summary(conn, deck_id)?))
        .await?
        .ok_or_else(AppError::not_found)?;
    match (summary.deck.visible_to(viewer), viewer) {
        (true, _) => Ok(summary),
        // Perhaps the owner, signed out.
        (false, None) => Err(AppError::unauthorized()),
        (false, Some(_)) => Err(refused(StatusCode::FORBIDDEN, "deck_err_private", vec![])),
    }
}

/// A deck that `account_id` may change: 404 when there is none, 403 for the built-in deck and
/// for someone else's.
pub async fn owned(state: &AppState, deck_id: i64, account_id: i64) -> Result<Deck, AppError> {
    let deck = db::run(&state.pool, move |conn| Ok(store::by_id(conn, deck_id)?))
        .await?
        .ok_or_else(AppError::not_found)?;
    check_owner(&deck, account_id)?;
    Ok(deck)
}

fn check_owner(deck: &Deck, account_id: i64) -> Result<(), AppError> {
    match deck.owner_id {
        None => Err(refused(StatusCode::FORBIDDEN, "deck_err_builtin", vec![])),
        Some(owner) if owner != account_id => {
            Err(refused(StatusCode::FORBIDDEN, "deck_err_not_yours", vec![]))
        }
        Some(_) => Ok(()),
    }
}

/// Creates a deck: its name is 1 to 60 characters once trimmed.
pub async fn create(
    state: &AppState,
    account_id: i64,
    name: &str,
    public: bool,
) -> Result<Deck, AppError> {
    let name = name.trim().to_string();
    if !(1..=60).contains(&name.chars().count()) {
        return Err(refused(
            StatusCode::UNPROCESSABLE_ENTITY,
            "deck_err_name",
            vec![],
        ));
    }
    db::run(&state.pool, move |conn| {
        Ok(store::create(conn, account_id, &name, public)?)
    })
    .await
}

/// Deletes a deck and its cards; 409 when a table uses it.
pub async fn delete_deck(state: &AppState, account_id: i64, deck_id: i64) -> Result<(), AppError> {
    owned(state, deck_id, account_id).await?;
    let deleted = db::run(&state.pool, move |conn| {
        Ok(store::delete_deck(conn, deck_id)?)
    })
    .await?;
    deletion(deleted, "deck_err_in_use")
}

/// Takes one card out of a deck; 409 when a table uses the deck.
pub async fn delete_card(
    state: &AppState,
    account_id: i64,
    deck_id: i64,
    card_id: i64,
) -> Result<(), AppError> {
    owned(state, deck_id, account_id).await?;
    let deleted = db::run(&state.pool, move |conn| {
        Ok(store::delete_card(conn, deck_id, card_id)?)
    })
    .await?;
    deletion(deleted, "deck_err_card_in_use")
}

fn deletion(deleted: Deleted, in_use: &'static str) -> Result<(), AppError> {
    match deleted {
        Deleted::Done => Ok(()),
        Deleted::InUse => Err(refused(StatusCode::CONFLICT, in_use, vec![])),
        Deleted::NotFound => Err(AppError::not_found()),
    }
}

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
    account_id: i64,
    deck_id: i64,
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
    let pictures = result?;
    let added = db::run(&state.pool, move |conn| {
        let new: Vec<NewCard> = pictures
            .iter()
            .map(|(_, picture)| NewCard {
                image: &picture.bytes,
                content_type: images::CONTENT_TYPE,
                sha256: &picture.sha256,
                width: picture.width as i32,
                height: picture.height as i32,
            })
            .collect();
        Ok(match store::add_cards(conn, deck_id, &new)? {
            Added::Cards(ids) => Ok(ids),
            Added::Full { count } => Err(deck_full(count)),
            Added::Duplicate(index) => Err(duplicate(&pictures[index].0)),
        })
    })
    .await?;
    added
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
    account_id: i64,
    deck_id: i64,
    session: Option<&TypedSession>,
) -> Result<Vec<(String, images::Picture)>, AppError> {
    owned(state, deck_id, account_id).await?;
    let count = db::run(&state.pool, move |conn| {
        Ok(store::card_count(conn, deck_id)?)
    })
    .await?;
    let mut csrf_checked = session.is_none();
    let mut pictures: Vec<(String, images::Picture)> = Vec::new();
    let mut parts = 0usize;
    while let Some(mut field) = body.next_part().await? {
        parts += 1;
        let file_name = field
            .content_disposition()
            .and_then(|cd| cd.get_filename())
            .map(file_label);
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
            return Err(refusal(&label, Refusal::TooManyBytes));
        };
        if bytes.is_empty() && unnamed {
            // The file input of a form sent with no file chosen.
            continue;
        }
        if count + pictures.len() as i64 >= MAX_CARDS {
            return Err(deck_full(count));
        }
        let picture = decode(bytes).await?.map_err(|r| refusal(&label, r))?;
        if pictures.iter().any(|(_, p)| p.sha256 == picture.sha256) {
            return Err(duplicate(&label));
        }
        pictures.push((label, picture));
    }
    if !csrf_checked {
        if let Some(session) = session {
            session.check_csrf(None)?;
        }
    }
    if pictures.is_empty() {
        return Err(refused(
            StatusCode::UNPROCESSABLE_ENTITY,
            "deck_err_no_files",
            vec![],
        ));
    }
    Ok(pictures)
}

/// Decodes and re-encodes one file on the blocking pool, a few at a time server-wide. A
/// decoder that panics on a malformed file has met a damaged file.
async fn decode(bytes: Vec<u8>) -> Result<Result<images::Picture, Refusal>, AppError> {
    let _permit = DECODING.acquire().await.map_err(AppError::internal)?;
    Ok(web::block(move || images::prepare(&bytes))
        .await
        .unwrap_or_else(|err| {
            tracing::warn!(%err, "decoding an uploaded picture failed");
            Err(Refusal::Damaged)
        }))
}

/// How a file is named in messages: its name without any folder, at most 80 characters.
fn file_label(name: &str) -> String {
    let base = name.rsplit(['/', '\\']).next().unwrap_or(name).trim();
    let mut label: String = base.chars().filter(|c| !c.is_control()).take(80).collect();
    if base.chars().count() > 80 {
        label.push('…');
    }
    label
}

fn refusal(file: &str, refusal: Refusal) -> AppError {
    let mut args = vec![("file", file.to_string())];
    let (status, key) = match refusal {
        Refusal::Empty => (StatusCode::UNPROCESSABLE_ENTITY, "deck_err_empty_file"),
        Refusal::TooManyBytes => (StatusCode::PAYLOAD_TOO_LARGE, "deck_err_file_too_large"),
        Refusal::NotAPicture => (StatusCode::UNPROCESSABLE_ENTITY, "deck_err_not_picture"),
        Refusal::Damaged => (StatusCode::UNPROCESSABLE_ENTITY, "deck_err_damaged"),
        Refusal::TooManyPixels { width, height } => {
            args.push(("width", width.to_string()));
            args.push(("height", height.to_string()));
            (StatusCode::UNPROCESSABLE_ENTITY, "deck_err_too_many_pixels")
        }
        Refusal::TooBigToDecode => (
            StatusCode::UNPROCESSABLE_ENTITY,
            "deck_err_too_big_to_decode",
        ),
    };
    refused(status, key, args)
}

fn deck_full(count: i64) -> AppError {
    refused(
        StatusCode::CONFLICT,
        "deck_err_full",
        vec![
            ("count", count.to_string()),
            ("room", (MAX_CARDS - count).max(0).to_string()),
        ],
    )
}

fn duplicate(file: &str) -> AppError {
    refused(
        StatusCode::CONFLICT,
        "deck_err_duplicate",
        vec![("file", file.to_string())],
    )
}

fn upload_too_large() -> AppError {
    refused(
        StatusCode::PAYLOAD_TOO_LARGE,
        "deck_err_upload_too_large",
        vec![],
    )
}

fn unreadable(err: MultipartError) -> AppError {
    match err {
        MultipartError::ContentTypeMissing
        | MultipartError::ContentTypeParse
        | MultipartError::ContentTypeIncompatible => refused(
            StatusCode::UNSUPPORTED_MEDIA_TYPE,
            "deck_err_not_multipart",
            vec![],
        ),
        _ => refused(StatusCode::BAD_REQUEST, "deck_err_unreadable", vec![]),
    }
}

/// The built-in deck's files, read once: pictures with their ETags, and titles.
pub struct BuiltinDeck {
    files: HashMap<String, BuiltinFile>,
    titles: HashMap<String, String>,
}

struct BuiltinFile {
    bytes: Bytes,
    etag: String,
}

#[derive(Deserialize)]
struct DeckEntry {
    file: String,
    title: String,
}

impl BuiltinDeck {
    /// A card's title from `static/deck/deck.json`.
    pub fn title(&self, file: &str) -> Option<&str> {
        self.titles.get(file).map(String::as_str)
    }

    fn load() -> BuiltinDeck {
        let dir = crate::static_dir().join("deck");
        let titles: Vec<DeckEntry> = std::fs::read(dir.join("deck.json"))
            .ok()
            .and_then(|bytes| serde_json::from_slice(&bytes).ok())
            .unwrap_or_else(|| {
                tracing::warn!("static/deck/deck.json is missing or not valid");
                Vec::new()
            });
        let mut files = HashMap::new();
        if let Ok(entries) = std::fs::read_dir(&dir) {
            for entry in entries.flatten() {
                let name = entry.file_name().to_string_lossy().into_owned();
                if !name.ends_with(".svg") {
                    continue;
                }
                if let Ok(bytes) = std::fs::read(entry.path()) {
                    let etag = format!("\"{}\"", hex::encode(&Sha256::digest(&bytes)[..16]));
                    files.insert(
                        name,
                        BuiltinFile {
                            bytes: Bytes::from(bytes),
                            etag,
                        },
                    );
                }
            }
        }
        BuiltinDeck {
            files,
            titles: titles.into_iter().map(|e| (e.file, e.title)).collect(),
        }
    }
}

static BUILTIN: OnceLock<BuiltinDeck> = OnceLock::new();

/// The built-in deck's files, read from disk (on the blocking pool) the first time.
pub async fn builtin() -> Result<&'static BuiltinDeck, AppError> {
    if let Some(deck) = BUILTIN.get() {
        return Ok(deck);
    }
    web::block(|| BUILTIN.get_or_init(BuiltinDeck::load))
        .await
        .map_err(AppError::internal)
}

/// `GET /cards/{id}`: a card's picture. Built-in cards are their SVG files; uploaded cards
/// their stored JPEG. Long-cached, with an ETag; `If-None-Match` → 304. A private deck's
/// pictures are for its owner and the players of tables that use it.
pub async fn picture(
    state: web::Data<AppState>,
    req: HttpRequest,
    card_id: web::Path<i64>,
) -> Result<HttpResponse, actix_web::Error> {
    let card_id = card_id.into_inner();
    let meta = db::run(&state.pool, move |conn| {
        Ok(store::card_meta(conn, card_id)?)
    })
    .await?
    .ok_or_else(AppError::not_found)?;
    let private = !meta.deck.public && !meta.deck.builtin();
    if private {
        let MaybeUser(user) = MaybeUser::from_request(&req, &mut Payload::None).await?;
        let viewer = user.map(|u| u.id);
        let deck_id = meta.deck.id;
        let allowed = meta.deck.owner_id == viewer
            || db::run(&state.pool, move |conn| {
                Ok(store::shown_at_a_table_to(conn, deck_id, viewer)?)
            })
            .await?;
        if !allowed {
            return Err(refused(StatusCode::FORBIDDEN, "deck_err_private", vec![]).into());
        }
    }
    let cache = match (&meta.builtin_file, private) {
        (Some(_), _) => BUILTIN_CACHE.to_string(),
        (None, true) => format!("private, {UPLOADED_CACHE}"),
        (None, false) => format!("public, {UPLOADED_CACHE}"),
    };
    let (etag, bytes) = match &meta.builtin_file {
        Some(file) => {
            let deck = builtin().await?;
            let Some(found) = deck.files.get(file) else {
                tracing::warn!(file, "a built-in card's file is missing from static/deck");
                return Err(AppError::not_found().into());
            };
            (found.etag.clone(), Some(found.bytes.clone()))
        }
        None => (format!("\"{}\"", hex::encode(&meta.sha256)), None),
    };
    if matches_etag(&req, &etag) {
        return Ok(HttpResponse::NotModified()
            .insert_header((header::ETAG, etag))
            .insert_header((header::CACHE_CONTROL, cache))
            .finish());
    }
    let bytes = match bytes {
        Some(bytes) => bytes,
        None => db::run(&state.pool, move |conn| {
            Ok(store::card_image(conn, card_id)?)
        })
        .await?
        .map(Bytes::from)
        .ok_or_else(AppError::not_found)?,
    };
    Ok(HttpResponse::Ok()
        .content_type(meta.content_type)
        .insert_header((header::ETAG, etag))
        .insert_header((header::CACHE_CONTROL, cache))
        .insert_header((header::X_CONTENT_TYPE_OPTIONS, "nosniff"))
        // An SVG opened on its own runs in a locked-down document: no scripts, nothing fetched.
        .insert_header((
            header::CONTENT_SECURITY_POLICY,
            HeaderValue::from_static("default-src 'none'; style-src 'unsafe-inline'"),
        ))
        .body(bytes))
}

/// Whether `If-None-Match` names this ETag (weak or strong), or is `*`.
fn matches_etag(req: &HttpRequest, etag: &str) -> bool {
    req.headers()
        .get_all(header::IF_NONE_MATCH)
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(','))
        .map(|tag| tag.trim())
        .any(|tag| tag == "*" || tag.strip_prefix("W/").unwrap_or(tag) == etag)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn file_labels_drop_folders_and_stay_short() {
        assert_eq!(file_label("C:\\Users\\me\\moon.png"), "moon.png");
        assert_eq!(file_label("photos/sea.jpg"), "sea.jpg");
        assert_eq!(file_label(&"a".repeat(100)).chars().count(), 81);
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
            let err = refusal("moon.png", r);
            assert!(err.status.is_client_error());
            assert!(err.detail.contains("moon.png"), "{}", err.detail);
            assert!(!err.detail.contains('{'), "{}", err.detail);
        }
    }
}
