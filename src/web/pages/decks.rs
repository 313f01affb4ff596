//! The decks for people: the gallery of the built-in deck, the list of decks, making a deck,
//! uploading pictures with a plain multipart form, taking them out, deleting a deck.

use std::collections::HashMap;

use actix_multipart::Multipart;
use actix_web::http::StatusCode;
use actix_web::{web, HttpRequest, HttpResponse};
use askama::Template;
use serde::Deserialize;

use crate::decks;
use crate::ids::DeckId;
use crate::state::AppState;
use crate::store::decks::DeckSummary;
use crate::web::auth::{CsrfForm, TypedSession};
use crate::web::cards;
use crate::web::error::AppError;
use crate::web::pages::viewer::{self, Shown, Zoom};
use crate::web::pages::{html, see_other, PageCtx};

/// A deck as the list shows it.
struct DeckItem {
    href: String,
    name: String,
    line: String,
    /// Where its first picture is (`cards::picture_src`).
    cover: Option<String>,
}

#[derive(Template)]
#[template(path = "decks.html")]
struct DecksPage {
    page: PageCtx,
    builtin: Vec<DeckItem>,
    mine: Vec<DeckItem>,
    others: Vec<DeckItem>,
    name: String,
    public: bool,
    notice: Option<&'static str>,
    error: Option<String>,
}

/// A card as the gallery shows it.
struct CardItem {
    id: i64,
    /// Where its picture is (`cards::picture_src`).
    image: String,
    alt: String,
    /// The owner's description, for its form.
    description: String,
    title: Option<String>,
    width: i32,
    height: i32,
}

#[derive(Template)]
#[template(path = "gallery.html")]
struct GalleryPage {
    page: PageCtx,
    deck_id: DeckId,
    name: String,
    line: String,
    /// A built-in deck's licence and attribution, beside its pictures under `static/`.
    licence: Option<String>,
    mine: bool,
    cards: Vec<CardItem>,
    confirm_line: String,
    notice: Option<String>,
    error: Option<String>,
    /// The most pictures a deck holds (`FABULA_QUOTA_DECK_PICTURES`).
    max_pictures: i64,
}

impl GalleryPage {
    /// The pictures' full-screen views.
    fn zooms(&self) -> Vec<Zoom> {
        let shown = self
            .cards
            .iter()
            .map(|c| Shown {
                image: c.image.clone(),
                alt: c.alt.clone(),
                choose: None,
            })
            .collect();
        viewer::zooms("gallery", "gallery", shown)
    }
}

/// A refusal the person can act on is shown on the page they came from; anything else
/// (sign in first, not yours, nothing there) is the error page.
fn shown_on_page(err: &AppError) -> bool {
    err.key.is_some()
        && matches!(
            err.status,
            StatusCode::BAD_REQUEST
                | StatusCode::CONFLICT
                | StatusCode::PAYLOAD_TOO_LARGE
                | StatusCode::UNSUPPORTED_MEDIA_TYPE
                | StatusCode::UNPROCESSABLE_ENTITY
                | StatusCode::TOO_MANY_REQUESTS
        )
}

/// "12 cards · public · by leo" (not "by" for the reader's own), in the reader's language.
fn deck_line(page: &PageCtx, summary: &DeckSummary) -> String {
    let mut parts = vec![page.lang.card_count(summary.card_count)];
    if !summary.deck.builtin() {
        parts.push(
            page.t(if summary.deck.public {
                "deck_public"
            } else {
                "deck_private"
            })
            .to_string(),
        );
    }
    let mine = page.user.as_ref().map(|u| u.id) == summary.deck.owner_id;
    if let (Some(owner), false) = (&summary.owner, mine) {
        parts.push(page.fill("deck_by", "owner", owner));
    }
    parts.join(" · ")
}

fn deck_href(id: DeckId, default_deck: DeckId) -> String {
    if id == default_deck {
        "/cards".to_string()
    } else {
        format!("/decks/{id}")
    }
}

#[derive(Deserialize)]
pub struct ListQuery {
    deleted: Option<u8>,
}

/// `GET /decks`: the built-in deck, the reader's decks with the form to make one, and the
/// decks others share.
pub async fn list(
    state: web::Data<AppState>,
    page: PageCtx,
    query: web::Query<ListQuery>,
) -> Result<HttpResponse, AppError> {
    let notice = query.deleted.map(|_| "deck_deleted");
    list_page(
        &state,
        page,
        String::new(),
        false,
        notice,
        None,
        StatusCode::OK,
    )
    .await
}

async fn list_page(
    state: &AppState,
    page: PageCtx,
    name: String,
    public: bool,
    notice: Option<&'static str>,
    error: Option<String>,
    status: StatusCode,
) -> Result<HttpResponse, AppError> {
    let viewer = page.user.as_ref().map(|u| u.id);
    let summaries = decks::usable(state, viewer).await?;
    let default_deck = decks::default_builtin(state).await?;
    let covers: HashMap<i64, Option<String>> =
        decks::card_texts(state, summaries.iter().filter_map(|s| s.cover).collect())
            .await?
            .into_iter()
            .map(|c| (c.id, c.builtin_file))
            .collect();
    let (mut builtin, mut mine, mut others) = (Vec::new(), Vec::new(), Vec::new());
    for summary in &summaries {
        let item = DeckItem {
            href: deck_href(summary.deck.id, default_deck),
            name: summary.deck.name.clone(),
            line: deck_line(&page, summary),
            cover: summary.cover.map(|id| {
                let file = covers.get(&id).and_then(Option::as_deref);
                cards::picture_src(id, file)
            }),
        };
        match summary.deck.owner_id {
            None => builtin.push(item),
            Some(owner) if Some(owner) == viewer => mine.push(item),
            Some(_) => others.push(item),
        }
    }
    html(
        status,
        DecksPage {
            page,
            builtin,
            mine,
            others,
            name,
            public,
            notice,
            error,
        },
    )
}

#[derive(Deserialize)]
pub struct NewDeckForm {
    name: String,
    public: Option<String>,
}

/// `POST /decks`: makes a deck and opens it, ready for pictures.
pub async fn create(
    state: web::Data<AppState>,
    page: PageCtx,
    CsrfForm(form): CsrfForm<NewDeckForm>,
) -> Result<HttpResponse, AppError> {
    let account_id = page.user.as_ref().ok_or_else(AppError::unauthorized)?.id;
    let public = form.public.is_some();
    match decks::create(&state, account_id, &form.name, public)
        .await
        .map_err(AppError::from)
    {
        Ok(deck) => Ok(see_other(&format!("/decks/{}", deck.id))),
        Err(err) if shown_on_page(&err) => {
            let message = err.message(page.lang);
            list_page(
                &state,
                page,
                form.name,
                public,
                None,
                Some(message),
                err.status,
            )
            .await
        }
        Err(err) => Err(err),
    }
}

/// `GET /cards`: the gallery of the built-in deck.
pub async fn builtin_gallery(
    state: web::Data<AppState>,
    page: PageCtx,
) -> Result<HttpResponse, AppError> {
    let deck = decks::default_builtin(&state).await?;
    gallery(&state, page, deck, None, None, StatusCode::OK).await
}

#[derive(Deserialize)]
pub struct ShowQuery {
    added: Option<u32>,
    removed: Option<u8>,
    described: Option<u8>,
}

/// `GET /decks/{id}`: a deck's pictures; its owner also adds and removes them here.
pub async fn show(
    state: web::Data<AppState>,
    page: PageCtx,
    deck_id: web::Path<DeckId>,
    query: web::Query<ShowQuery>,
) -> Result<HttpResponse, AppError> {
    let deck_id = deck_id.into_inner();
    if deck_id == decks::default_builtin(&state).await? {
        return Ok(see_other("/cards"));
    }
    let notice = match (query.added, query.removed.or(query.described)) {
        (Some(n), _) => Some(page.fill("gallery_added", "count", n)),
        (None, Some(_)) if query.described.is_some() => {
            Some(page.t("gallery_described").to_string())
        }
        (None, Some(_)) => Some(page.t("gallery_removed").to_string()),
        (None, None) => None,
    };
    gallery(&state, page, deck_id, notice, None, StatusCode::OK).await
}

async fn gallery(
    state: &AppState,
    page: PageCtx,
    deck_id: DeckId,
    notice: Option<String>,
    error: Option<String>,
    status: StatusCode,
) -> Result<HttpResponse, AppError> {
    let viewer = page.user.as_ref().map(|u| u.id);
    let summary = decks::visible(state, deck_id, viewer).await?;
    let cards = decks::cards_of(state, deck_id).await?;
    let licence = cards
        .first()
        .and_then(|card| card.builtin_file.as_deref())
        .and_then(|file| file.split_once('/'))
        .map(|(folder, _)| format!("/static/{folder}/LICENSE.md"));
    let cards = cards
        .into_iter()
        .enumerate()
        .map(|(index, card)| {
            let told = card.builtin_file.as_deref().and_then(cards::builtin_text);
            let title = told.and_then(|t| t.title(page.lang));
            let alt = cards::alt_text(
                page.lang,
                card.builtin_file.as_deref(),
                card.description.as_deref(),
            )
            .unwrap_or_else(|| page.fill("gallery_picture_alt", "n", index + 1));
            CardItem {
                id: card.id,
                image: cards::picture_src(card.id, card.builtin_file.as_deref()),
                alt,
                description: card.description.unwrap_or_default(),
                title,
                width: card.width,
                height: card.height,
            }
        })
        .collect();
    let mine = viewer.is_some() && summary.deck.owner_id == viewer;
    let line = if mine {
        format!(
            "{} · {}",
            page.lang.fill(
                "deck_room",
                &[
                    ("count", &summary.card_count.to_string()),
                    ("max", &state.config.quota_deck_pictures.to_string()),
                ]
            ),
            page.t(if summary.deck.public {
                "deck_public"
            } else {
                "deck_private"
            })
        )
    } else {
        deck_line(&page, &summary)
    };
    let confirm_line = page.fill("deck_delete_confirm", "count", summary.card_count);
    html(
        status,
        GalleryPage {
            deck_id,
            name: summary.deck.name.clone(),
            line,
            licence,
            mine,
            cards,
            confirm_line,
            notice,
            error,
            max_pictures: state.config.quota_deck_pictures,
            page,
        },
    )
}

/// `POST /decks/{id}/cards`: the upload form (multipart, its CSRF token first). All the chosen
/// pictures are added, or none and the page says why.
pub async fn upload(
    state: web::Data<AppState>,
    page: PageCtx,
    session: TypedSession,
    req: HttpRequest,
    deck_id: web::Path<DeckId>,
    form: Multipart,
) -> Result<HttpResponse, AppError> {
    let deck_id = deck_id.into_inner();
    let account_id = page.user.as_ref().ok_or_else(AppError::unauthorized)?.id;
    match cards::upload(&state, &req, account_id, deck_id, form, Some(&session)).await {
        Ok(ids) => Ok(see_other(&format!("/decks/{deck_id}?added={}", ids.len()))),
        Err(err) => refused_on_gallery(&state, page, deck_id, err).await,
    }
}

async fn refused_on_gallery(
    state: &AppState,
    page: PageCtx,
    deck_id: DeckId,
    err: AppError,
) -> Result<HttpResponse, AppError> {
    if !shown_on_page(&err) {
        return Err(err);
    }
    let message = err.message(page.lang);
    gallery(state, page, deck_id, None, Some(message), err.status).await
}

#[derive(Deserialize)]
pub struct DeleteDeckForm {
    confirm: Option<String>,
}

/// `POST /decks/{id}/delete`: deletes the deck and its pictures, unless a table uses it.
pub async fn delete(
    state: web::Data<AppState>,
    page: PageCtx,
    deck_id: web::Path<DeckId>,
    CsrfForm(form): CsrfForm<DeleteDeckForm>,
) -> Result<HttpResponse, AppError> {
    let deck_id = deck_id.into_inner();
    let account_id = page.user.as_ref().ok_or_else(AppError::unauthorized)?.id;
    let result: Result<(), AppError> = match form.confirm {
        Some(_) => decks::delete_deck(&state, account_id, deck_id)
            .await
            .map_err(Into::into),
        None => match decks::owned(&state, deck_id, account_id).await {
            Ok(_) => Err(AppError::translated(
                StatusCode::UNPROCESSABLE_ENTITY,
                "deck_err_confirm",
            )),
            Err(err) => Err(err.into()),
        },
    };
    match result {
        Ok(()) => Ok(see_other("/decks?deleted=1")),
        Err(err) => refused_on_gallery(&state, page, deck_id, err).await,
    }
}

#[derive(Deserialize)]
pub struct DeleteCardForm {}

/// `POST /decks/{id}/cards/{card_id}/delete`: takes one picture out of the deck.
pub async fn delete_card(
    state: web::Data<AppState>,
    page: PageCtx,
    path: web::Path<(DeckId, i64)>,
    CsrfForm(_): CsrfForm<DeleteCardForm>,
) -> Result<HttpResponse, AppError> {
    let (deck_id, card_id) = path.into_inner();
    let account_id = page.user.as_ref().ok_or_else(AppError::unauthorized)?.id;
    match decks::delete_card(&state, account_id, deck_id, card_id)
        .await
        .map_err(AppError::from)
    {
        Ok(()) => Ok(see_other(&format!("/decks/{deck_id}?removed=1"))),
        Err(err) => refused_on_gallery(&state, page, deck_id, err).await,
    }
}

#[derive(Deserialize)]
pub struct DescribeForm {
    #[serde(default)]
    description: String,
}

/// `POST /decks/{id}/cards/{card_id}/describe`: the owner says what a picture shows, for
/// those who cannot see it (its text alternative everywhere); empty removes it.
pub async fn describe_card(
    state: web::Data<AppState>,
    page: PageCtx,
    path: web::Path<(DeckId, i64)>,
    CsrfForm(form): CsrfForm<DescribeForm>,
) -> Result<HttpResponse, AppError> {
    let (deck_id, card_id) = path.into_inner();
    let account_id = page.user.as_ref().ok_or_else(AppError::unauthorized)?.id;
    match decks::describe_card(&state, account_id, deck_id, card_id, &form.description)
        .await
        .map_err(AppError::from)
    {
        Ok(()) => Ok(see_other(&format!(
            "/decks/{deck_id}?described=1#card-{card_id}"
        ))),
        Err(err) => refused_on_gallery(&state, page, deck_id, err).await,
    }
}
