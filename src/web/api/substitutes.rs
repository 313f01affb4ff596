//! `/api/v1/tables/{id}/seats/{seat}/…`: substitutes. The host offers a resigned player's seat
//! (a link with a code of its own), someone not seated takes it with the code, and the table's
//! substitutions say who played which rounds. Spectators watch a started table with its
//! invite code.

use actix_web::{web, HttpRequest, HttpResponse};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::game::Seat;
use crate::ids::TableId;
use crate::play::{self, Move, Substitution};
use crate::state::AppState;
use crate::web::api::tables::view_response;
use crate::web::auth::CurrentUser;
use crate::web::client;
use crate::web::error::AppError;

/// An offered seat: the code that takes it, and the page that does so for people.
#[derive(Debug, Serialize, ToSchema)]
pub struct SeatOffer {
    pub seat: Seat,
    /// The seat's invite code, for `POST /api/v1/tables/{id}/seats/{seat}/take`.
    pub code: String,
    /// The invitation page for people: `{base}/tables/{id}/take/{seat}/{code}`.
    pub link: String,
}

/// The invitation page's address for people.
pub fn take_link(base: &str, table_id: TableId, seat: Seat, code: &str) -> String {
    format!("{base}/tables/{table_id}/take/{seat}/{code}")
}

/// The host offers the seat of a player who resigned to someone else.
///
/// Answers 201 with the seat's new invite code and link; any earlier code of that seat stops
/// working. The table's `version` moves on.
#[utoipa::path(post, operation_id = "offerSeat", path = "/api/v1/tables/{id}/seats/{seat}/offer", tag = "tables",
    params(("id" = i64, Path, description = "The table's id"),
           ("seat" = u32, Path, description = "The resigned player's seat")),
    responses(
        (status = 201, description = "The seat's invite code and link", body = SeatOffer),
        (status = 403, description = "Not the host", body = crate::web::api::responses::ProblemSchema, content_type = "application/problem+json"),
        (status = 404, description = "No such table", body = crate::web::api::responses::ProblemSchema, content_type = "application/problem+json"),
        (status = 409, description = "The seat's player has not resigned, or the game is not being played", body = crate::web::api::responses::ProblemSchema, content_type = "application/problem+json"),
        (status = 422, description = "No such seat", body = crate::web::api::responses::ProblemSchema, content_type = "application/problem+json"),
    ))]
pub async fn offer(
    state: web::Data<AppState>,
    CurrentUser(account): CurrentUser,
    path: web::Path<(TableId, u32)>,
) -> Result<HttpResponse, AppError> {
    let (id, seat) = path.into_inner();
    let seat = seat as Seat;
    play::see(&state, id, account.id).await?;
    let (_, code) = play::offer_seat(&state, id, account.id, seat).await?;
    let link = take_link(state.config.base_url(), id, seat, &code);
    Ok(HttpResponse::Created()
        .insert_header((actix_web::http::header::CACHE_CONTROL, "no-store"))
        .json(SeatOffer { seat, code, link }))
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct TakeBody {
    /// The seat's invite code, as the offer gave it.
    #[schema(min_length = 1, max_length = 100)]
    code: String,
}

/// Take an offered seat: play on with its score and hand.
///
/// For someone who does not sit at the table, with the code the host's offer gave. The seat
/// becomes the caller's (the code is used up), stops being resigned, and is awaited like any
/// other from now on. Answers the caller's new view, their hand in it.
#[utoipa::path(post, operation_id = "takeSeat", path = "/api/v1/tables/{id}/seats/{seat}/take", tag = "tables",
    params(("id" = i64, Path, description = "The table's id"),
           ("seat" = u32, Path, description = "The offered seat")),
    request_body = TakeBody,
    responses(
        (status = 200, description = "The caller's view, from the seat taken", body = crate::view::TableView),
        (status = 403, description = "A wrong code, or one no longer valid, for someone who may see the table; someone the host or a player blocked", body = crate::web::api::responses::ProblemSchema, content_type = "application/problem+json"),
        (status = 404, description = "No such table, or not yours to see and no code it offers a seat with", body = crate::web::api::responses::ProblemSchema, content_type = "application/problem+json"),
        (status = 429, description = "Too many wrong codes from this address lately; see Retry-After", body = crate::web::api::responses::ProblemSchema, content_type = "application/problem+json"),
        (status = 409, description = "The caller already plays at the table, the seat's player has not resigned, or the game is not being played", body = crate::web::api::responses::ProblemSchema, content_type = "application/problem+json"),
        (status = 422, description = "No such seat", body = crate::web::api::responses::ProblemSchema, content_type = "application/problem+json"),
    ))]
pub async fn take(
    req: HttpRequest,
    state: web::Data<AppState>,
    CurrentUser(account): CurrentUser,
    path: web::Path<(TableId, u32)>,
    body: crate::web::api::Body<TakeBody>,
) -> Result<HttpResponse, AppError> {
    let (id, seat) = path.into_inner();
    let code = body.code.trim().to_string();
    let key = client::key(&req, &state.config, &code);
    play::access(&state, id, Some(account.id), Some(key))
        .await?
        .take()?;
    let mv = Move::Take {
        seat: seat as Seat,
        code,
    };
    let table = play::act(&state, id, account.id, mv).await?;
    Ok(view_response(HttpResponse::Ok(), &table, account.id))
}

/// Who played which rounds: every seat taken over, in order.
///
/// Each entry says that `previous` played the seat's rounds before `from_round` and `name`
/// plays it from `from_round` on. Empty when no seat was taken over.
#[utoipa::path(get, operation_id = "listSubstitutions", path = "/api/v1/tables/{id}/substitutions", tag = "tables",
    params(("id" = i64, Path, description = "The table's id")),
    responses(
        (status = 200, description = "The substitutions", body = Vec<Substitution>),
        (status = 404, description = "No such table, or not yours to see", body = crate::web::api::responses::ProblemSchema, content_type = "application/problem+json"),
    ))]
pub async fn substitutions(
    state: web::Data<AppState>,
    CurrentUser(account): CurrentUser,
    id: web::Path<TableId>,
) -> Result<HttpResponse, AppError> {
    let id = id.into_inner();
    let seen = play::see(&state, id, account.id).await?;
    let events = play::history::events(&state, seen).await?;
    Ok(HttpResponse::Ok()
        .insert_header((actix_web::http::header::CACHE_CONTROL, "private, no-cache"))
        .json(play::substitutions(&events)))
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct WatchBody {
    /// The table's invite code (`code` in the view its players get).
    #[schema(min_length = 1, max_length = 100, pattern = "\\S")]
    code: String,
}

/// Watch a started table with its invite code.
///
/// For a table that is not public, whoever holds its invite code may watch it once it has
/// started: from then on they see it as any spectator does (`you` is null; no hand). Players,
/// and anyone already watching, get their view as it is.
#[utoipa::path(post, operation_id = "watchTable", path = "/api/v1/tables/{id}/watch", tag = "tables",
    params(("id" = i64, Path, description = "The table's id")),
    request_body = WatchBody,
    responses(
        (status = 200, description = "The caller's view (a spectator's)", body = crate::view::TableView),
        (status = 403, description = "Someone the host or a player blocked", body = crate::web::api::responses::ProblemSchema, content_type = "application/problem+json"),
        (status = 404, description = "No such table, or a wrong code", body = crate::web::api::responses::ProblemSchema, content_type = "application/problem+json"),
        (status = 429, description = "Too many wrong codes from this address lately; see Retry-After", body = crate::web::api::responses::ProblemSchema, content_type = "application/problem+json"),
        (status = 409, description = "The table has not started (join it instead)", body = crate::web::api::responses::ProblemSchema, content_type = "application/problem+json"),
        (status = 422, description = "No code, or one longer than 100 characters", body = crate::web::api::responses::ProblemSchema, content_type = "application/problem+json"),
    ))]
pub async fn watch(
    req: HttpRequest,
    state: web::Data<AppState>,
    CurrentUser(account): CurrentUser,
    id: web::Path<TableId>,
    body: crate::web::api::Body<WatchBody>,
) -> Result<HttpResponse, AppError> {
    let code = body.code.trim();
    if code.is_empty() || body.code.chars().count() > 100 {
        return Err(AppError::unprocessable(
            "The invite code is missing or too long: send the table's code.",
        ));
    }
    let code = code.to_ascii_lowercase();
    let key = client::key(&req, &state.config, &code);
    play::access(&state, *id, Some(account.id), Some(key))
        .await?
        .watch()?;
    let table = play::act(&state, *id, account.id, Move::Watch { code }).await?;
    Ok(view_response(HttpResponse::Ok(), &table, account.id))
}
