//! `/api/v1/push/key` and `/api/v1/me/push-subscriptions`: push notifications to the browsers
//! in which a player turned them on.

use actix_web::http::{header, StatusCode};
use actix_web::{web, HttpRequest, HttpResponse};
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::notify::push::{self, PushError, SubscriptionInput};
use crate::state::AppState;
use crate::store::push::Subscription;
use crate::web::auth::CurrentUser;
use crate::web::error::AppError;

impl From<PushError> for AppError {
    fn from(err: PushError) -> AppError {
        match err {
            PushError::Invalid(s) => AppError::said(StatusCode::UNPROCESSABLE_ENTITY, s),
            PushError::NotFound => AppError::not_found(),
            PushError::Db(e) => e.into(),
        }
    }
}

#[derive(Serialize, ToSchema)]
pub struct PushKeyBody {
    /// The server's P-256 public key (the uncompressed point, base64url): the
    /// `applicationServerKey` a browser subscribes with.
    public_key: String,
}

/// The key browsers subscribe with.
///
/// Pass it as `applicationServerKey` to `PushManager.subscribe`; pushes from this server are
/// signed with its private half (VAPID).
#[utoipa::path(get, operation_id = "getPushKey", path = "/api/v1/push/key", tag = "push", security(()),
    responses((status = 200, description = "The key", body = PushKeyBody)))]
pub async fn key(state: web::Data<AppState>) -> HttpResponse {
    HttpResponse::Ok().json(PushKeyBody {
        public_key: state.vapid.public_key().to_string(),
    })
}

#[derive(Deserialize, ToSchema)]
pub struct PushKeys {
    /// The browser's P-256 public key, base64url (65 bytes).
    p256dh: String,
    /// The browser's auth secret, base64url (16 bytes).
    auth: String,
}

/// A browser's `PushSubscription` as its `toJSON()` gives it (other fields are ignored), with
/// an optional name for the device.
#[derive(Deserialize, ToSchema)]
pub struct NewPushSubscription {
    /// The push service's https address for this browser.
    #[schema(max_length = 2000)]
    endpoint: String,
    keys: PushKeys,
    /// At most 100 characters; named from the `User-Agent` ("Firefox · Android") when left
    /// out.
    #[schema(max_length = 100)]
    device: Option<String>,
}

#[derive(Serialize, ToSchema)]
pub struct PushSubscriptionBody {
    id: i64,
    /// What the device is called ("Firefox · Android").
    device: String,
    endpoint: String,
    created_at: DateTime<Utc>,
    /// When a push last went to it.
    last_sent_at: Option<DateTime<Utc>>,
}

impl From<Subscription> for PushSubscriptionBody {
    fn from(s: Subscription) -> PushSubscriptionBody {
        PushSubscriptionBody {
            id: s.id,
            device: s.device,
            endpoint: s.endpoint,
            created_at: s.created_at,
            last_sent_at: s.last_sent_at,
        }
    }
}

/// Your devices with push notifications on.
#[utoipa::path(get, operation_id = "listPushSubscriptions", path = "/api/v1/me/push-subscriptions", tag = "push",
    responses((status = 200, description = "The subscriptions", body = [PushSubscriptionBody])))]
pub async fn list(
    state: web::Data<AppState>,
    CurrentUser(user): CurrentUser,
) -> Result<HttpResponse, AppError> {
    let devices: Vec<PushSubscriptionBody> = push::devices(&state, user.id)
        .await?
        .into_iter()
        .map(Into::into)
        .collect();
    Ok(HttpResponse::Ok().json(devices))
}

/// Turn push notifications on for a browser.
///
/// The browser's subscription (from `PushManager.subscribe` with the key of
/// `GET /api/v1/push/key`). The same endpoint again updates its keys; an endpoint belongs to
/// the last account that subscribed with it. Pushes go to an https push service only. The
/// device then hears of the notices the account hears of: a table awaits your move, a round
/// was revealed, a game ended.
#[utoipa::path(post, operation_id = "addPushSubscription", path = "/api/v1/me/push-subscriptions", tag = "push",
    request_body = NewPushSubscription,
    responses(
        (status = 201, description = "The new subscription", body = PushSubscriptionBody),
        (status = 422, description = "Not an endpoint this server pushes to, keys of the wrong shape, or too many devices", body = crate::web::api::responses::ProblemSchema, content_type = "application/problem+json"),
    ))]
pub async fn add(
    req: HttpRequest,
    state: web::Data<AppState>,
    CurrentUser(user): CurrentUser,
    body: crate::web::api::Body<NewPushSubscription>,
) -> Result<HttpResponse, AppError> {
    let body = body.into_inner();
    let user_agent = req
        .headers()
        .get(header::USER_AGENT)
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default();
    let input = SubscriptionInput {
        endpoint: body.endpoint,
        p256dh: body.keys.p256dh,
        auth: body.keys.auth,
        device: body.device,
    };
    let named = crate::web::shared::device(user_agent);
    let subscription = push::subscribe(&state, user.id, input, named).await?;
    Ok(HttpResponse::Created().json(PushSubscriptionBody::from(subscription)))
}

/// Turn push notifications off for a device; it gets no more.
#[utoipa::path(delete, operation_id = "removePushSubscription", path = "/api/v1/me/push-subscriptions/{id}", tag = "push",
    params(("id" = i64, Path, description = "The subscription's id")),
    responses(
        (status = 204, description = "Removed"),
        (status = 404, description = "None of your devices", body = crate::web::api::responses::ProblemSchema, content_type = "application/problem+json"),
    ))]
pub async fn remove(
    state: web::Data<AppState>,
    CurrentUser(user): CurrentUser,
    id: web::Path<i64>,
) -> Result<HttpResponse, AppError> {
    push::remove(&state, user.id, id.into_inner()).await?;
    Ok(HttpResponse::NoContent().finish())
}
