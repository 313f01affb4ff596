//! `/api/v1/me/webhooks`: the addresses of your programs that are told of your notices.

use actix_web::{web, HttpResponse};
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::notify::webhooks::{self, Webhook};
use crate::state::AppState;
use crate::web::auth::CurrentUser;
use crate::web::error::AppError;

#[derive(Serialize, ToSchema)]
pub struct WebhookBody {
    id: i64,
    url: String,
    created_at: DateTime<Utc>,
    /// False once it failed too often; `POST …/enable` enables it again.
    enabled: bool,
    /// Failed attempts in a row (0 after any success).
    failures: i32,
    disabled_at: Option<DateTime<Utc>>,
    /// Why the last attempt failed: `http_<status>`, `timeout`, `unreachable`,
    /// `refused_address` or `unknown_host`; null after a success.
    last_error: Option<String>,
}

impl From<Webhook> for WebhookBody {
    fn from(w: Webhook) -> WebhookBody {
        WebhookBody {
            id: w.id,
            url: w.url,
            created_at: w.created_at,
            enabled: w.disabled_at.is_none(),
            failures: w.failures,
            disabled_at: w.disabled_at,
            last_error: w.last_error,
        }
    }
}

#[derive(Serialize, ToSchema)]
pub struct NewWebhookAnswer {
    #[serde(flatten)]
    webhook: WebhookBody,
    /// The key of the events' signatures, shown only in this answer.
    secret: String,
}

#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct NewWebhookBody {
    /// An http or https address that leads to a public network, without a user name or
    /// password.
    #[schema(max_length = 500)]
    url: String,
}

/// My webhooks, oldest first.
#[utoipa::path(get, operation_id = "listWebhooks", path = "/api/v1/me/webhooks", tag = "webhooks",
    responses(
        (status = 200, description = "The webhooks", body = Vec<WebhookBody>),
    ))]
pub async fn list(
    state: web::Data<AppState>,
    CurrentUser(account): CurrentUser,
) -> Result<HttpResponse, AppError> {
    let hooks = webhooks::list(&state, account.id).await?;
    let body: Vec<WebhookBody> = hooks.into_iter().map(Into::into).collect();
    Ok(HttpResponse::Ok().json(body))
}

/// Add a webhook.
///
/// Each notice of the account (`your_move`, `round_revealed`, `game_ended`, and any kind
/// added later) is POSTed to it as a JSON event signed with `secret`, which only this answer
/// shows. At most 5 per account; only addresses on public networks.
///
/// An event's body is `{"id","event","table_id","version","created_at"}` (never a card), with
/// the headers `Fabula-Delivery` (the `id`: skip one you have seen), `Fabula-Event` and
/// `Fabula-Signature: t=<unix seconds>,v1=<hex>`, where `v1` is the HMAC-SHA256, keyed with
/// the secret's UTF-8 bytes, of `<t>.<body>` (the body exactly as received). Compare it in
/// constant time and refuse a `t` more than a few minutes from your clock. Answer 2xx within 10
/// seconds; anything else is tried again later, waiting longer each time, and 10 failures in a
/// row disable the webhook.
#[utoipa::path(post, operation_id = "createWebhook", path = "/api/v1/me/webhooks", tag = "webhooks",
    request_body = NewWebhookBody,
    responses(
        (status = 201, description = "The new webhook, with its secret shown only this once", body = NewWebhookAnswer),
        (status = 422, description = "Not an http(s) address, one with a user name or password, a host that cannot be found, or one that leads to a loopback, private or link-local network; or the account has as many webhooks as it may (`FABULA_QUOTA_WEBHOOKS`)", body = crate::web::api::responses::ProblemSchema, content_type = "application/problem+json"),
    ))]
pub async fn create(
    state: web::Data<AppState>,
    CurrentUser(account): CurrentUser,
    body: crate::web::api::Body<NewWebhookBody>,
) -> Result<HttpResponse, AppError> {
    let made = webhooks::register(&state, account.id, &body.into_inner().url).await?;
    Ok(HttpResponse::Created().json(NewWebhookAnswer {
        webhook: made.webhook.into(),
        secret: made.secret,
    }))
}

/// Remove a webhook; nothing more is sent to it.
#[utoipa::path(delete, operation_id = "deleteWebhook", path = "/api/v1/me/webhooks/{id}", tag = "webhooks",
    params(("id" = i64, Path, description = "The webhook's id")),
    responses(
        (status = 204, description = "Removed"),
        (status = 404, description = "You have no webhook of this id", body = crate::web::api::responses::ProblemSchema, content_type = "application/problem+json"),
    ))]
pub async fn delete(
    state: web::Data<AppState>,
    CurrentUser(account): CurrentUser,
    id: web::Path<i64>,
) -> Result<HttpResponse, AppError> {
    webhooks::remove(&state, account.id, id.into_inner()).await?;
    Ok(HttpResponse::NoContent().finish())
}

/// Enable a webhook again.
///
/// Its failures count from 0 again, and the events that waited for it are sent at once.
#[utoipa::path(post, operation_id = "enableWebhook", path = "/api/v1/me/webhooks/{id}/enable", tag = "webhooks",
    params(("id" = i64, Path, description = "The webhook's id")),
    responses(
        (status = 200, description = "The webhook as it now is", body = WebhookBody),
        (status = 404, description = "You have no webhook of this id", body = crate::web::api::responses::ProblemSchema, content_type = "application/problem+json"),
    ))]
pub async fn enable(
    state: web::Data<AppState>,
    CurrentUser(account): CurrentUser,
    id: web::Path<i64>,
) -> Result<HttpResponse, AppError> {
    let webhook = webhooks::enable(&state, account.id, id.into_inner()).await?;
    Ok(HttpResponse::Ok().json(WebhookBody::from(webhook)))
}
