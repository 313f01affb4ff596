//! `/api/v1/accounts`, `/api/v1/tokens`, `/api/v1/me`, `/api/v1/me/away`.

use actix_web::{web, HttpRequest, HttpResponse};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::accounts::{self, Registration};
use crate::ids::{AccountId, TableId};
use crate::state::AppState;
use crate::store::accounts as store;
use crate::store::away::REMINDER_SETTINGS;
use crate::text::{self, Field};
use crate::view;
use crate::web::auth::CurrentUser;
use crate::web::client;
use crate::web::error::AppError;
use crate::web::shared::export_answer;

#[derive(Deserialize, ToSchema)]
pub struct NewAccountBody {
    #[schema(pattern = "^[A-Za-z0-9_-]{3,32}$")]
    username: String,
    #[schema(min_length = 8, max_length = 256)]
    password: String,
    /// At most 50 characters once trimmed; the username when left out or empty.
    #[schema(max_length = 50)]
    display_name: Option<String>,
    /// An invite code an admin made: needed when the server's registration is invite-only.
    invite: Option<String>,
}

#[derive(Serialize, ToSchema)]
pub struct AccountBody {
    #[schema(value_type = i64)]
    id: AccountId,
    username: String,
    display_name: String,
}

/// Create an account.
///
/// Username: 3–32 letters, digits, `_` or `-`, unique without regard to case. Password: 8–256
/// characters.
#[utoipa::path(post, operation_id = "createAccount", path = "/api/v1/accounts", tag = "accounts", security(()),
    request_body = NewAccountBody,
    responses(
        (status = 201, description = "The new account", body = AccountBody),
        (status = 400, description = "The body cannot be read as an account", body = crate::web::api::responses::ProblemSchema, content_type = "application/problem+json"),
        (status = 409, description = "The username is taken", body = crate::web::api::responses::ProblemSchema, content_type = "application/problem+json"),
        (status = 422, description = "A field of the wrong shape, a refused character, or a display name that looks like another's", body = crate::web::api::responses::ProblemSchema, content_type = "application/problem+json"),
        (status = 429, description = "Too many new accounts from this address or from everyone this minute, or too many wrong invite codes; see Retry-After", body = crate::web::api::responses::ProblemSchema, content_type = "application/problem+json"),
        (status = 503, description = "Too many passwords being checked at once; see Retry-After", body = crate::web::api::responses::ProblemSchema, content_type = "application/problem+json"),
    ))]
pub async fn create(
    req: HttpRequest,
    state: web::Data<AppState>,
    body: crate::web::api::Body<NewAccountBody>,
) -> Result<HttpResponse, AppError> {
    let body = body.into_inner();
    let account = crate::moderation::role::register(
        &state,
        Registration {
            username: body.username,
            password: body.password,
            display_name: body.display_name,
            lang: crate::web::lang::accepted_lang(&req),
        },
        body.invite,
        client::sender(&req, &state.config),
    )
    .await?;
    Ok(HttpResponse::Created().json(AccountBody {
        id: account.id,
        username: account.username,
        display_name: account.display_name,
    }))
}

#[derive(Deserialize, ToSchema)]
pub struct NewTokenBody {
    username: String,
    password: String,
    /// At most 100 characters; `"API token"` when left out or empty.
    #[schema(max_length = 100)]
    name: Option<String>,
    /// The `device` of an earlier answer (or several, `~`-separated): a client that signed
    /// in before is served in a lane of its own that floods cannot fill.
    #[schema(max_length = 2000)]
    device: Option<String>,
}

#[derive(Serialize, ToSchema)]
pub struct TokenBody {
    token: String,
    id: i64,
    name: String,
    /// A device proof: keep it and send it as `device` with the next token request.
    device: String,
}

/// Create an API token.
///
/// The token is shown only in this answer and stored hashed; send it as
/// `Authorization: Bearer <token>`.
#[utoipa::path(post, operation_id = "createToken", path = "/api/v1/tokens", tag = "accounts", security(()),
    request_body = NewTokenBody,
    responses(
        (status = 201, description = "The new token; its secret is shown only this once", body = TokenBody),
        (status = 401, description = "Wrong username or password", body = crate::web::api::responses::ProblemSchema, content_type = "application/problem+json"),
        (status = 422, description = "A token name of the wrong shape, or the account has as many API tokens as it may (`FABULA_QUOTA_TOKENS`)", body = crate::web::api::responses::ProblemSchema, content_type = "application/problem+json"),
        (status = 429, description = "Too many failed sign-ins for this account or address; see Retry-After", body = crate::web::api::responses::ProblemSchema, content_type = "application/problem+json"),
        (status = 503, description = "Too many passwords being checked at once; see Retry-After", body = crate::web::api::responses::ProblemSchema, content_type = "application/problem+json"),
    ))]
pub async fn create_token(
    req: HttpRequest,
    state: web::Data<AppState>,
    body: crate::web::api::Body<NewTokenBody>,
) -> Result<HttpResponse, AppError> {
    let body = body.into_inner();
    let name = text::clean(body.name.as_deref().unwrap_or_default(), Field::TokenName)
        .map_err(|s| AppError::said(actix_web::http::StatusCode::UNPROCESSABLE_ENTITY, s))?;
    let name = if name.is_empty() {
        "API token".to_string()
    } else {
        name
    };
    if name.chars().count() > 100 {
        return Err(AppError::unprocessable(
            "A token name has at most 100 characters.",
        ));
    }
    let client = accounts::Client {
        sender: client::sender(&req, &state.config),
        proofs: body.device.filter(|d| d.len() <= 2000),
    };
    let signed_in = accounts::authenticate(&state, body.username, body.password, client).await?;
    let (token, row) = accounts::create_token(&state, signed_in.account.id, name).await?;
    Ok(HttpResponse::Created().json(TokenBody {
        token,
        id: row.id,
        name: row.name,
        device: signed_in.device,
    }))
}

/// Revoke an API token; it stops working at once.
#[utoipa::path(delete, operation_id = "deleteToken", path = "/api/v1/tokens/{id}", tag = "accounts",
    params(("id" = i64, Path, description = "The token's id")),
    responses(
        (status = 204, description = "Revoked"),
        (status = 403, description = "Another account's token", body = crate::web::api::responses::ProblemSchema, content_type = "application/problem+json"),
        (status = 404, description = "No such token of yours", body = crate::web::api::responses::ProblemSchema, content_type = "application/problem+json"),
    ))]
pub async fn delete_token(
    state: web::Data<AppState>,
    CurrentUser(account): CurrentUser,
    id: web::Path<i64>,
) -> Result<HttpResponse, AppError> {
    match accounts::revoke_token(&state, account.id, id.into_inner()).await? {
        None => return Err(AppError::not_found()),
        Some(false) => {
            return Err(AppError::forbidden(
                "This token belongs to another account.",
            ))
        }
        Some(true) => {}
    }
    Ok(HttpResponse::NoContent().finish())
}

#[derive(Serialize, ToSchema)]
pub struct MeBody {
    #[schema(value_type = i64)]
    id: AccountId,
    username: String,
    display_name: String,
    /// The IANA name of the zone the site writes your times in; null until chosen (UTC).
    time_zone: Option<String>,
    /// When a reminder comes before a move's deadline: `auto` (12 hours before at tables
    /// whose time limit is 24 hours or more), `none`, `1h`, `12h` or `both`.
    #[schema(value_type = ReminderSetting)]
    reminders: String,
    /// Away until then: the clock acts for you at once (null: not away).
    away_until: Option<chrono::DateTime<chrono::Utc>>,
    tables: Vec<MyTable>,
}

/// When a reminder comes before a move's deadline.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "lowercase")]
#[allow(dead_code)]
pub enum ReminderSetting {
    Auto,
    None,
    #[serde(rename = "1h")]
    OneHour,
    #[serde(rename = "12h")]
    TwelveHours,
    Both,
}

#[derive(Serialize, ToSchema)]
pub struct MyTable {
    #[schema(value_type = i64)]
    id: TableId,
    status: String,
    your_move: bool,
    deadline: Option<chrono::DateTime<chrono::Utc>>,
    /// Messages of others in the table's chat since you last read it (on its page, or with
    /// `GET /api/v1/tables/{id}/chat`): not those of people you blocked, nor removed ones.
    unread_chat: i64,
}

/// Who I am, and my tables: those waiting for my move first.
#[utoipa::path(get, operation_id = "getMe", path = "/api/v1/me", tag = "accounts",
    responses(
        (status = 200, description = "My account and my tables", body = MeBody),
        (status = 401, description = "No valid token (or session): sign in first", body = crate::web::api::responses::ProblemSchema, content_type = "application/problem+json"),
    ))]
pub async fn me(
    state: web::Data<AppState>,
    CurrentUser(account): CurrentUser,
) -> Result<HttpResponse, AppError> {
    Ok(HttpResponse::Ok().json(me_body(&state, account).await?))
}

#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct MeChange {
    /// The name other players see: at most 50 characters once trimmed, the username when
    /// empty; refused when it is, or looks like, another account's.
    #[schema(max_length = 50)]
    display_name: Option<String>,
    /// The zone the site writes your times in: an IANA name such as `Europe/Lisbon` (else 422).
    #[schema(max_length = 64)]
    time_zone: Option<String>,
    /// When a reminder comes before a move's deadline (else 422).
    #[schema(value_type = Option<ReminderSetting>)]
    reminders: Option<String>,
}

/// Change my account: the fields given, and only those.
#[utoipa::path(patch, operation_id = "updateMe", path = "/api/v1/me", tag = "accounts",
    request_body = MeChange,
    responses(
        (status = 200, description = "The account as it now is", body = MeBody),
        (status = 409, description = "The display name is, or looks like, another account's", body = crate::web::api::responses::ProblemSchema, content_type = "application/problem+json"),
        (status = 422, description = "A display name of the wrong shape, a time zone that is not one, or an unknown reminder setting", body = crate::web::api::responses::ProblemSchema, content_type = "application/problem+json"),
    ))]
pub async fn change_me(
    state: web::Data<AppState>,
    CurrentUser(mut account): CurrentUser,
    body: crate::web::api::Body<MeChange>,
) -> Result<HttpResponse, AppError> {
    let change = body.into_inner();
    if let Some(setting) = &change.reminders {
        if !REMINDER_SETTINGS.contains(&setting.as_str()) {
            return Err(AppError::translated(
                actix_web::http::StatusCode::UNPROCESSABLE_ENTITY,
                "err_reminders",
            ));
        }
    }
    if let Some(zone) = change.time_zone {
        // Checked first: a refused zone leaves the name as it was too.
        account = accounts::set_time_zone(&state, &account, &zone, false).await?;
    }
    if let Some(name) = change.display_name {
        account = accounts::rename(&state, &account, &name).await?;
    }
    // Saved last: a refused field leaves it as it was too.
    if let Some(setting) = change.reminders {
        accounts::set_reminders(&state, account.id, setting).await?;
    }
    Ok(HttpResponse::Ok().json(me_body(&state, account).await?))
}

async fn me_body(state: &AppState, account: store::Account) -> Result<MeBody, AppError> {
    let tables = view::lists::tables_of(state, account.id).await?;
    let presence = accounts::presence(state, account.id).await?;
    Ok(MeBody {
        id: account.id,
        username: account.username,
        display_name: account.display_name,
        time_zone: account.time_zone,
        reminders: presence.reminders,
        away_until: presence.away_until,
        tables: tables
            .into_iter()
            .map(|t| MyTable {
                id: t.id,
                status: t.status.to_string(),
                your_move: t.your_move,
                deadline: t.deadline.filter(|_| t.your_move),
                unread_chat: t.unread_chat,
            })
            .collect(),
    })
}

#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct AwayBody {
    /// Away until then (RFC 3339): in the future, and at most 14 days from now (else 422).
    until: chrono::DateTime<chrono::Utc>,
}

/// I'm away until `until`: my tables stop waiting for me. The clock acts for me at once, as for
/// a resigned player, but I keep my seat and score; a new `until` replaces the old one.
#[utoipa::path(put, operation_id = "setAway", path = "/api/v1/me/away", tag = "accounts",
    request_body = AwayBody,
    responses(
        (status = 200, description = "The account as it now is", body = MeBody),
        (status = 422, description = "A time that has passed, or more than 14 days away", body = crate::web::api::responses::ProblemSchema, content_type = "application/problem+json"),
    ))]
pub async fn set_away(
    state: web::Data<AppState>,
    CurrentUser(account): CurrentUser,
    body: crate::web::api::Body<AwayBody>,
) -> Result<HttpResponse, AppError> {
    crate::play::set_away(&state, account.id, Some(body.into_inner().until)).await?;
    Ok(HttpResponse::Ok().json(me_body(&state, account).await?))
}

/// I'm back: away no more (also when I was not away).
#[utoipa::path(delete, operation_id = "endAway", path = "/api/v1/me/away", tag = "accounts",
    responses(
        (status = 200, description = "The account as it now is", body = MeBody),
    ))]
pub async fn end_away(
    state: web::Data<AppState>,
    CurrentUser(account): CurrentUser,
) -> Result<HttpResponse, AppError> {
    crate::play::set_away(&state, account.id, None).await?;
    Ok(HttpResponse::Ok().json(me_body(&state, account).await?))
}

#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct DeleteMeBody {
    /// The account's password, to confirm.
    password: String,
}

/// Delete my account, for good. Finished games keep their rounds, with me as a former player;
/// at running tables I resign; every session and API token (this one too), push subscription,
/// webhook and my mail address go at once; my decks go unless a table uses them.
#[utoipa::path(delete, operation_id = "deleteMe", path = "/api/v1/me", tag = "accounts",
    request_body = DeleteMeBody,
    responses(
        (status = 204, description = "The account is deleted"),
        (status = 403, description = "Wrong password", body = crate::web::api::responses::ProblemSchema, content_type = "application/problem+json"),
        (status = 503, description = "Too many passwords being checked at once; see Retry-After", body = crate::web::api::responses::ProblemSchema, content_type = "application/problem+json"),
    ))]
pub async fn delete_me(
    state: web::Data<AppState>,
    CurrentUser(account): CurrentUser,
    body: crate::web::api::Body<DeleteMeBody>,
) -> Result<HttpResponse, AppError> {
    crate::privacy::deletion::delete_account(&state, &account, body.into_inner().password).await?;
    Ok(HttpResponse::NoContent().finish())
}

/// Everything Fabula holds about me, as a zip: `account.json` (the account, its settings and
/// where it is signed in), `tables.json` (each table I sat at, with my seat, my moves and my
/// hand; never another player's hidden cards), `messages.json` (what I wrote in the chats) and
/// `decks/<id>/deck.json` with my pictures beside it.
#[utoipa::path(get, operation_id = "exportMe", path = "/api/v1/me/export", tag = "accounts",
    responses(
        (status = 200, description = "The zip", content_type = "application/zip", body = Vec<u8>),
        (status = 401, description = "No valid token (or session): sign in first", body = crate::web::api::responses::ProblemSchema, content_type = "application/problem+json"),
    ))]
pub async fn export_me(
    state: web::Data<AppState>,
    CurrentUser(account): CurrentUser,
) -> Result<HttpResponse, AppError> {
    let zip = crate::privacy::export::export(&state, account.id).await?;
    Ok(export_answer(zip))
}
