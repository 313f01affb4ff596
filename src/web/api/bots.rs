//! `/api/v1/tables/{id}/bots`: the host seats house bots at an open table and removes them,
//! puts one in a resigned player's seat (`…/seats/{seat}/bot`), and sets their pace
//! (`…/bot_pace`).

use actix_web::{web, HttpResponse};
use serde::Deserialize;
use utoipa::ToSchema;

use crate::game::Seat;
use crate::ids::TableId;
use crate::play::{BotPace, Move};
use crate::state::AppState;
use crate::web::api::tables::act;
use crate::web::auth::CurrentUser;
use crate::web::error::AppError;

/// Seat a house bot at an open table (the host).
///
/// The bot takes the next seat, with a name that says it is a bot, counts as a player for the
/// rules and plays by itself through the same moves as everyone, from its own seat's view.
/// Up to the ruleset's most players.
#[utoipa::path(post, operation_id = "addBot", path = "/api/v1/tables/{id}/bots", tag = "tables",
    params(("id" = i64, Path, description = "The table's id")),
    responses(
        (status = 200, description = "The host's new view, with the bot's seat", body = crate::view::TableView),
        (status = 403, description = "Not the host", body = crate::web::api::responses::ProblemSchema, content_type = "application/problem+json"),
        (status = 404, description = "No such table", body = crate::web::api::responses::ProblemSchema, content_type = "application/problem+json"),
        (status = 409, description = "The table has started, or is full", body = crate::web::api::responses::ProblemSchema, content_type = "application/problem+json"),
    ))]
pub async fn add(
    state: web::Data<AppState>,
    CurrentUser(account): CurrentUser,
    id: web::Path<TableId>,
) -> Result<HttpResponse, AppError> {
    act(&state, *id, account.id, Move::AddBot).await
}

/// Remove the house bot in a seat of an open table (the host); the seats after it move up.
#[utoipa::path(delete, operation_id = "removeBot", path = "/api/v1/tables/{id}/bots/{seat}", tag = "tables",
    params(("id" = i64, Path, description = "The table's id"),
           ("seat" = u32, Path, description = "The bot's seat")),
    responses(
        (status = 200, description = "The host's new view", body = crate::view::TableView),
        (status = 403, description = "Not the host", body = crate::web::api::responses::ProblemSchema, content_type = "application/problem+json"),
        (status = 404, description = "No such table", body = crate::web::api::responses::ProblemSchema, content_type = "application/problem+json"),
        (status = 409, description = "The table has started, or no bot sits in that seat", body = crate::web::api::responses::ProblemSchema, content_type = "application/problem+json"),
    ))]
pub async fn remove(
    state: web::Data<AppState>,
    CurrentUser(account): CurrentUser,
    path: web::Path<(TableId, u32)>,
) -> Result<HttpResponse, AppError> {
    let (id, seat) = path.into_inner();
    let mv = Move::RemoveBot { seat: seat as Seat };
    act(&state, id, account.id, mv).await
}

/// Put a house bot in the seat of a player who resigned (the host, while the game is played).
///
/// The bot plays on with the seat's score and hand, as a substitute would; the table's
/// substitutions record it.
#[utoipa::path(post, operation_id = "botTakesSeat", path = "/api/v1/tables/{id}/seats/{seat}/bot", tag = "tables",
    params(("id" = i64, Path, description = "The table's id"),
           ("seat" = u32, Path, description = "The resigned player's seat")),
    responses(
        (status = 200, description = "The host's new view", body = crate::view::TableView),
        (status = 403, description = "Not the host", body = crate::web::api::responses::ProblemSchema, content_type = "application/problem+json"),
        (status = 404, description = "No such table", body = crate::web::api::responses::ProblemSchema, content_type = "application/problem+json"),
        (status = 409, description = "The seat's player has not resigned, or the game is not being played", body = crate::web::api::responses::ProblemSchema, content_type = "application/problem+json"),
        (status = 422, description = "No such seat", body = crate::web::api::responses::ProblemSchema, content_type = "application/problem+json"),
    ))]
pub async fn take(
    state: web::Data<AppState>,
    CurrentUser(account): CurrentUser,
    path: web::Path<(TableId, u32)>,
) -> Result<HttpResponse, AppError> {
    let (id, seat) = path.into_inner();
    let mv = Move::BotTakes { seat: seat as Seat };
    act(&state, id, account.id, mv).await
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct BotPaceBody {
    pace: BotPace,
}

/// Set how soon the table's house bots move (the host, until the game ends).
///
/// `quick`: a few seconds after their move is awaited; `human`: a random while longer, up to
/// ten times as long, as people take. The view's `bot_pace` says it.
#[utoipa::path(put, operation_id = "setBotPace", path = "/api/v1/tables/{id}/bot_pace", tag = "tables",
    params(("id" = i64, Path, description = "The table's id")),
    request_body = BotPaceBody,
    responses(
        (status = 200, description = "The host's new view, with its `bot_pace`", body = crate::view::TableView),
        (status = 403, description = "Not the host", body = crate::web::api::responses::ProblemSchema, content_type = "application/problem+json"),
        (status = 404, description = "No such table", body = crate::web::api::responses::ProblemSchema, content_type = "application/problem+json"),
        (status = 409, description = "The game is over", body = crate::web::api::responses::ProblemSchema, content_type = "application/problem+json"),
        (status = 400, description = "A pace other than `quick` or `human`, or another field", body = crate::web::api::responses::ProblemSchema, content_type = "application/problem+json"),
    ))]
pub async fn pace(
    state: web::Data<AppState>,
    CurrentUser(account): CurrentUser,
    id: web::Path<TableId>,
    body: crate::web::api::Body<BotPaceBody>,
) -> Result<HttpResponse, AppError> {
    act(&state, *id, account.id, Move::BotPace { pace: body.pace }).await
}
