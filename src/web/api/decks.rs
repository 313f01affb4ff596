//! `/api/v1/decks`: make decks, upload pictures (multipart), list, delete.
//!
//! ```text
//! deck = {"id","name","public","builtin","owner": username|null,"mine","card_count"}
//! card = {"id","image"}   // image: URL of the picture
//! ```

use actix_multipart::Multipart;
use actix_web::{web, HttpRequest, HttpResponse};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::decks::{self, DeckError};
use crate::ids::{AccountId, DeckId};
use crate::state::AppState;
use crate::store::decks::DeckSummary;
use crate::web::auth::{CurrentUser, MaybeUser};
use crate::web::cards;
use crate::web::error::AppError;

/// A deck: the built-in one, or one a player made.
#[derive(Serialize, ToSchema)]
#[schema(as = Deck)]
pub struct DeckBody {
    #[schema(value_type = i64)]
    id: DeckId,
    name: String,
    public: bool,
    /// A deck that comes with Fabula (an edition of the built-in deck); it has no owner.
    builtin: bool,
    /// The owner's username; null for the built-in deck.
    owner: Option<String>,
    /// Whether the caller owns it (and may add and delete its cards).
    mine: bool,
    card_count: i64,
}

impl DeckBody {
    fn new(summary: DeckSummary, viewer: Option<AccountId>) -> DeckBody {
        DeckBody {
            id: summary.deck.id,
            mine: viewer.is_some() && summary.deck.owner_id == viewer,
            builtin: summary.deck.builtin(),
            public: summary.deck.public,
            name: summary.deck.name,
            owner: summary.owner,
            card_count: summary.card_count,
        }
    }
}

#[derive(Serialize, ToSchema)]
#[schema(as = DeckCard)]
pub struct CardBody {
    id: i64,
    /// URL of the picture: `/cards/{id}`.
    image: String,
}

impl CardBody {
    fn new(id: i64) -> CardBody {
        CardBody {
            id,
            image: format!("/cards/{id}"),
        }
    }
}

/// A deck with its cards, in the order they were added.
#[derive(Serialize, ToSchema)]
#[schema(as = DeckWithCards)]
pub struct DeckWithCards {
    #[serde(flatten)]
    deck: DeckBody,
    cards: Vec<CardBody>,
}

/// The cards an upload added, in the order sent.
#[derive(Serialize, ToSchema)]
#[schema(as = AddedCards)]
pub struct CardsBody {
    cards: Vec<CardBody>,
}

#[derive(Deserialize, ToSchema)]
pub struct NewDeckBody {
    /// 1 to 60 characters.
    #[schema(min_length = 1, max_length = 60)]
    name: String,
    /// Whether other players may play with it and see its pictures; default false.
    #[serde(default)]
    public: bool,
}

/// The pictures of an upload: one file part each (any field name; `files` in the HTML form).
#[derive(ToSchema)]
#[schema(as = DeckUpload)]
#[allow(dead_code)]
pub struct UploadSchema {
    /// PNG, JPEG, WebP or GIF (recognised from the bytes), at most 10 MB and 40 megapixels
    /// each; at most 256 MB in one request; at most 300 cards in a deck.
    #[schema(value_type = Vec<String>, format = Binary, min_items = 1)]
    files: Vec<Vec<u8>>,
}

#[utoipa::path(post, operation_id = "createDeck", path = "/api/v1/decks", tag = "decks", request_body = NewDeckBody,
    responses(
        (status = 201, description = "The new deck", body = DeckBody),
        (status = 401, description = "No valid token (or session): sign in first", body = crate::web::api::responses::ProblemSchema, content_type = "application/problem+json"),
        (status = 422, description = "A name of the wrong length; or as many decks as one account may have (`FABULA_QUOTA_DECKS`)", body = crate::web::api::responses::ProblemSchema, content_type = "application/problem+json"),
        (status = 429, description = "As many decks created within an hour as one account may (`FABULA_QUOTA_DECKS_PER_HOUR`); see Retry-After", body = crate::web::api::responses::ProblemSchema, content_type = "application/problem+json"),
    ))]
/// `POST /api/v1/decks` `{"name","public"?}` → 201 deck (private unless `public`).
pub async fn create(
    state: web::Data<AppState>,
    CurrentUser(account): CurrentUser,
    body: crate::web::api::Body<NewDeckBody>,
) -> Result<HttpResponse, AppError> {
    let deck = decks::create(&state, account.id, &body.name, body.public).await?;
    Ok(HttpResponse::Created().json(DeckBody::new(
        DeckSummary {
            deck,
            owner: Some(account.username),
            card_count: 0,
            cover: None,
        },
        Some(account.id),
    )))
}

#[utoipa::path(get, operation_id = "listDecks", path = "/api/v1/decks", tag = "decks", security((), ("token" = [])),
    responses((status = 200, description = "The decks", body = Vec<DeckBody>)))]
/// `GET /api/v1/decks` → `[deck]`: the decks the caller may play with: the built-in deck,
/// their own, and the public decks of others.
pub async fn list(
    state: web::Data<AppState>,
    MaybeUser(account): MaybeUser,
) -> Result<HttpResponse, AppError> {
    let viewer = account.map(|a| a.id);
    let summaries = decks::usable(&state, viewer).await?;
    let body: Vec<DeckBody> = summaries
        .into_iter()
        .map(|s| DeckBody::new(s, viewer))
        .collect();
    Ok(HttpResponse::Ok().json(body))
}

#[utoipa::path(get, operation_id = "getDeck", path = "/api/v1/decks/{id}", tag = "decks", security((), ("token" = [])),
    params(("id" = i64, Path, description = "The deck's id")),
    responses(
        (status = 200, description = "The deck with its cards", body = DeckWithCards),
        (status = 404, description = "No such deck, or someone else's private deck", body = crate::web::api::responses::ProblemSchema, content_type = "application/problem+json"),
    ))]
/// `GET /api/v1/decks/{id}` → deck with `"cards": [card]`, in the order they were added.
pub async fn show(
    state: web::Data<AppState>,
    MaybeUser(account): MaybeUser,
    deck_id: web::Path<DeckId>,
) -> Result<HttpResponse, AppError> {
    let deck_id = deck_id.into_inner();
    let viewer = account.map(|a| a.id);
    // A program signs in with its token; "sign in first" would only tell that the deck exists.
    let summary = decks::visible(&state, deck_id, viewer)
        .await
        .map_err(|e| match e {
            DeckError::SignInFirst => DeckError::NotFound,
            e => e,
        })?;
    let cards = decks::cards_of(&state, deck_id).await?;
    Ok(HttpResponse::Ok().json(DeckWithCards {
        deck: DeckBody::new(summary, viewer),
        cards: cards.into_iter().map(|c| CardBody::new(c.id)).collect(),
    }))
}

#[utoipa::path(delete, operation_id = "deleteDeck", path = "/api/v1/decks/{id}", tag = "decks",
    params(("id" = i64, Path, description = "The deck's id")),
    responses(
        (status = 204, description = "Deleted with its cards"),
        (status = 403, description = "The built-in deck, or someone else's public deck (another's private deck is 404)", body = crate::web::api::responses::ProblemSchema, content_type = "application/problem+json"),
        (status = 404, description = "No such deck of yours", body = crate::web::api::responses::ProblemSchema, content_type = "application/problem+json"),
        (status = 409, description = "The deck is in use by a table", body = crate::web::api::responses::ProblemSchema, content_type = "application/problem+json"),
    ))]
/// `DELETE /api/v1/decks/{id}` → 204; 409 when a table uses the deck.
pub async fn delete(
    state: web::Data<AppState>,
    CurrentUser(account): CurrentUser,
    deck_id: web::Path<DeckId>,
) -> Result<HttpResponse, AppError> {
    decks::delete_deck(&state, account.id, deck_id.into_inner()).await?;
    Ok(HttpResponse::NoContent().finish())
}

#[utoipa::path(post, operation_id = "uploadCards", path = "/api/v1/decks/{id}/cards", tag = "decks",
    params(("id" = i64, Path, description = "The deck's id")),
    request_body(content = UploadSchema, content_type = "multipart/form-data"),
    responses(
        (status = 201, description = "The new cards, in the order sent", body = CardsBody),
        (status = 400, description = "A body that is not complete multipart", body = crate::web::api::responses::ProblemSchema, content_type = "application/problem+json"),
        (status = 403, description = "The built-in deck, or someone else's public deck (another's private deck is 404)", body = crate::web::api::responses::ProblemSchema, content_type = "application/problem+json"),
        (status = 404, description = "No such deck, or not yours to see", body = crate::web::api::responses::ProblemSchema, content_type = "application/problem+json"),
        (status = 409, description = "The deck would pass its most pictures (`FABULA_QUOTA_DECK_PICTURES`, 300), or a picture is already in it", body = crate::web::api::responses::ProblemSchema, content_type = "application/problem+json"),
        (status = 413, description = "A file over 10 MB, or a request over 256 MB", body = crate::web::api::responses::ProblemSchema, content_type = "application/problem+json"),
        (status = 415, description = "Not multipart/form-data", body = crate::web::api::responses::ProblemSchema, content_type = "application/problem+json"),
        (status = 422, description = "No file; a file that is empty, not a PNG, JPEG, WebP or GIF, damaged, or over 40 megapixels; or pictures that would take the account's stored pictures beyond its quota (`FABULA_QUOTA_PICTURE_MB`)", body = crate::web::api::responses::ProblemSchema, content_type = "application/problem+json"),
    ))]
/// `POST /api/v1/decks/{id}/cards` (multipart/form-data; every part with a file name is a
/// picture) → 201 `{"cards": [card]}`, the new cards in the order sent. All or none.
pub async fn upload(
    state: web::Data<AppState>,
    CurrentUser(account): CurrentUser,
    req: HttpRequest,
    deck_id: web::Path<DeckId>,
    form: Multipart,
) -> Result<HttpResponse, AppError> {
    let ids = cards::upload(&state, &req, account.id, deck_id.into_inner(), form, None).await?;
    Ok(HttpResponse::Created().json(CardsBody {
        cards: ids.into_iter().map(CardBody::new).collect(),
    }))
}

#[utoipa::path(delete, operation_id = "deleteCard", path = "/api/v1/decks/{id}/cards/{card_id}", tag = "decks",
    params(
        ("id" = i64, Path, description = "The deck's id"),
        ("card_id" = i64, Path, description = "The card's id"),
    ),
    responses(
        (status = 204, description = "The card is out of the deck"),
        (status = 403, description = "The built-in deck, or someone else's public deck (another's private deck is 404)", body = crate::web::api::responses::ProblemSchema, content_type = "application/problem+json"),
        (status = 404, description = "No such deck, or no such card in it", body = crate::web::api::responses::ProblemSchema, content_type = "application/problem+json"),
        (status = 409, description = "The deck is in use by a table", body = crate::web::api::responses::ProblemSchema, content_type = "application/problem+json"),
    ))]
/// `DELETE /api/v1/decks/{id}/cards/{card_id}` → 204; 409 when a table uses the deck.
pub async fn delete_card(
    state: web::Data<AppState>,
    CurrentUser(account): CurrentUser,
    path: web::Path<(DeckId, i64)>,
) -> Result<HttpResponse, AppError> {
    let (deck_id, card_id) = path.into_inner();
    decks::delete_card(&state, account.id, deck_id, card_id).await?;
    Ok(HttpResponse::NoContent().finish())
}
