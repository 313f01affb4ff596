//! `/api/v1/tables/{id}`: around the table. Its chat, "play again", and the host's extra time.

use actix_web::{web, HttpResponse};
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::i18n::Lang;
use crate::ids::{AccountId, TableId};
use crate::play::{self, Move};
use crate::state::AppState;
use crate::store::messages::Message;
use crate::store::tables::Table;
use crate::web::api::tables::view_response;
use crate::web::auth::CurrentUser;
use crate::web::error::AppError;

/// A message of a table's chat.
#[derive(Debug, Serialize, ToSchema)]
pub struct ChatMessage {
    pub id: i64,
    /// The writer's seat at the table; null for a spectator.
    pub seat: Option<usize>,
    /// A deleted account keeps `former.<id>`.
    pub username: String,
    /// "a former player" for a deleted account.
    pub display_name: String,
    /// The writer deleted their account.
    pub former: bool,
    /// As written (trimmed), 1–500 characters: plain text, to be escaped wherever it is shown.
    /// Empty when a moderator removed the message.
    pub body: String,
    pub created_at: DateTime<Utc>,
    /// A moderator removed the message: show it as "removed by a moderator".
    pub removed: bool,
}

impl ChatMessage {
    pub fn new(table: &Table, message: Message) -> ChatMessage {
        ChatMessage {
            id: message.id,
            seat: table.seat_of(message.account_id),
            username: message.username,
            display_name: Lang::En.player_name(&message.display_name, message.former),
            former: message.former,
            body: message.body,
            created_at: message.created_at,
            removed: message.hidden,
        }
    }
}

/// The table's chat, oldest first, for someone who may see the table; reading it marks it
/// read for them.
pub async fn chat_of(
    state: &AppState,
    table_id: TableId,
    account_id: AccountId,
) -> Result<(std::sync::Arc<Table>, Vec<ChatMessage>), AppError> {
    let seen = play::see(state, table_id, account_id).await?;
    let table = play::load_visible(state, seen).await?;
    let list = play::read_chat(state, seen).await?.messages();
    let list = list
        .into_iter()
        .map(|m| ChatMessage::new(&table, m))
        .collect();
    Ok((table, list))
}

/// The table's chat, oldest first.
///
/// Players and, at a public table, anyone signed in may read it, as they may see the table.
/// Every message moves the table's version on, so a poller of the table learns of it. Reading
/// it marks it read: `unread_chat` of the table in `GET /api/v1/me` goes back to 0.
#[utoipa::path(get, operation_id = "listChat", path = "/api/v1/tables/{id}/chat", tag = "chat", params(("id" = i64, Path, description = "The table's id")),
    responses(
        (status = 200, description = "The messages", body = Vec<ChatMessage>),
        (status = 404, description = "No such table, or not yours to see", body = crate::web::api::responses::ProblemSchema, content_type = "application/problem+json"),
    ))]
pub async fn chat(
    state: web::Data<AppState>,
    CurrentUser(account): CurrentUser,
    id: web::Path<TableId>,
) -> Result<HttpResponse, AppError> {
    let (_, list) = chat_of(&state, *id, account.id).await?;
    Ok(HttpResponse::Ok()
        .insert_header((actix_web::http::header::CACHE_CONTROL, "private, no-cache"))
        .json(list))
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ChatBody {
    /// 1–500 characters once trimmed.
    #[schema(min_length = 1, max_length = 500)]
    body: String,
}

/// Say something at the table.
///
/// Players and, at a public table, spectators signed in may write. At most 5 messages per 30
/// seconds per person and table; more get 429 with `Retry-After`. Answers 201 with the whole
/// chat, oldest first.
#[utoipa::path(post, operation_id = "say", path = "/api/v1/tables/{id}/chat", tag = "chat", params(("id" = i64, Path, description = "The table's id")),
    request_body = ChatBody,
    responses(
        (status = 201, description = "The chat with the new message at its end", body = Vec<ChatMessage>),
        (status = 404, description = "No such table, or not yours to see", body = crate::web::api::responses::ProblemSchema, content_type = "application/problem+json"),
        (status = 422, description = "Empty, or longer than 500 characters", body = crate::web::api::responses::ProblemSchema, content_type = "application/problem+json"),
        (status = 429, description = "Too many messages: wait `Retry-After` seconds", body = crate::web::api::responses::ProblemSchema, content_type = "application/problem+json",
            headers(("Retry-After" = u64, description = "Seconds to wait"))),
    ))]
pub async fn say(
    state: web::Data<AppState>,
    CurrentUser(account): CurrentUser,
    id: web::Path<TableId>,
    body: crate::web::api::Body<ChatBody>,
) -> Result<HttpResponse, AppError> {
    let id = id.into_inner();
    let seen = play::see(&state, id, account.id).await?;
    play::say(&state, seen, &body.body).await?;
    let (_, list) = chat_of(&state, id, account.id).await?;
    Ok(HttpResponse::Created().json(list))
}

/// Play again: a new table with the same players in the same seats, ruleset, options, decks,
/// time limit and visibility.
///
/// Only a player of the finished table may ask. The new table is open, everyone already
/// seated, and whoever asked first is its host and starts it. It is made once: every later
/// (or simultaneous) request gets the same table. The old table's view names it in `rematch`.
#[utoipa::path(post, operation_id = "rematch", path = "/api/v1/tables/{id}/rematch", tag = "tables", params(("id" = i64, Path, description = "The finished table's id")),
    responses(
        (status = 200, description = "The new table's view", body = crate::view::TableView),
        (status = 403, description = "Not a player of this table", body = crate::web::api::responses::ProblemSchema, content_type = "application/problem+json"),
        (status = 404, description = "No such table, or not yours to see", body = crate::web::api::responses::ProblemSchema, content_type = "application/problem+json"),
        (status = 409, description = "The game is not over yet", body = crate::web::api::responses::ProblemSchema, content_type = "application/problem+json"),
        (status = 422, description = "You host as many open tables as one account may (`FABULA_QUOTA_OPEN_TABLES`)", body = crate::web::api::responses::ProblemSchema, content_type = "application/problem+json"),
        (status = 429, description = "As many tables created within an hour as one account may (`FABULA_QUOTA_TABLES_PER_HOUR`); see Retry-After", body = crate::web::api::responses::ProblemSchema, content_type = "application/problem+json"),
    ))]
pub async fn rematch(
    state: web::Data<AppState>,
    CurrentUser(account): CurrentUser,
    id: web::Path<TableId>,
) -> Result<HttpResponse, AppError> {
    let seen = play::see(&state, *id, account.id).await?;
    let table = play::rematch(&state, seen).await?;
    Ok(view_response(HttpResponse::Ok(), &table, account.id))
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ExtendBody {
    /// 1–168.
    #[schema(minimum = 1, maximum = 168)]
    hours: i32,
}

/// The host gives more time: the deadline of the move now awaited moves on by `hours`.
///
/// The deadline is the table's: it applies to every player awaited in the current step. The
/// history records it.
#[utoipa::path(post, operation_id = "extendDeadline", path = "/api/v1/tables/{id}/extend", tag = "moves", params(("id" = i64, Path, description = "The table's id")),
    request_body = ExtendBody,
    responses(
        (status = 200, description = "The caller's new view, with the new `deadline`", body = crate::view::TableView),
        (status = 403, description = "Not the host", body = crate::web::api::responses::ProblemSchema, content_type = "application/problem+json"),
        (status = 404, description = "No such table", body = crate::web::api::responses::ProblemSchema, content_type = "application/problem+json"),
        (status = 409, description = "No deadline is running (no time limit, or the game is not being played)", body = crate::web::api::responses::ProblemSchema, content_type = "application/problem+json"),
        (status = 422, description = "Hours outside 1–168", body = crate::web::api::responses::ProblemSchema, content_type = "application/problem+json"),
    ))]
pub async fn extend(
    state: web::Data<AppState>,
    CurrentUser(account): CurrentUser,
    id: web::Path<TableId>,
    body: crate::web::api::Body<ExtendBody>,
) -> Result<HttpResponse, AppError> {
    crate::web::api::tables::act(&state, *id, account.id, Move::Extend { hours: body.hours }).await
}
