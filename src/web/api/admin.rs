//! `/api/v1/admin/…`: what the server's admins do through the API, each route behind
//! `AdminUser` (401 for nobody, 403 for anyone else). For now: the invite codes.

use actix_web::{web, HttpResponse};
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::moderation::role;
use crate::state::AppState;
use crate::store::admins::Invite;
use crate::web::auth::AdminUser;
use crate::web::error::AppError;

#[derive(Serialize, ToSchema)]
pub struct InviteBody {
    code: String,
    created_at: DateTime<Utc>,
    /// How many registrations it allows; null: any number.
    max_uses: Option<i32>,
    /// How many registrations used it.
    uses: i32,
    /// Null: it never expires.
    expires_at: Option<DateTime<Utc>>,
}

impl From<Invite> for InviteBody {
    fn from(i: Invite) -> InviteBody {
        InviteBody {
            code: i.code,
            created_at: i.created_at,
            max_uses: i.max_uses,
            uses: i.uses,
            expires_at: i.expires_at,
        }
    }
}

#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct NewInviteBody {
    /// How many registrations it allows (1 to 10000); absent or null: any number.
    #[schema(minimum = 1, maximum = 10000)]
    #[serde(default)]
    max_uses: Option<i32>,
    /// When it stops working (in the future); absent or null: never.
    #[serde(default)]
    expires_at: Option<DateTime<Utc>>,
}

/// The invite codes, newest first.
#[utoipa::path(get, operation_id = "listInvites", path = "/api/v1/admin/invites", tag = "admin",
    responses(
        (status = 200, description = "The invite codes", body = Vec<InviteBody>),
        (status = 403, description = "Not an admin", body = crate::web::api::responses::ProblemSchema, content_type = "application/problem+json"),
    ))]
pub async fn invites(
    state: web::Data<AppState>,
    _admin: AdminUser,
) -> Result<HttpResponse, AppError> {
    let invites = role::invites(&state).await?;
    let body: Vec<InviteBody> = invites.into_iter().map(Into::into).collect();
    Ok(HttpResponse::Ok().json(body))
}

/// Make an invite code, for registering while registration is invite-only.
#[utoipa::path(post, operation_id = "createInvite", path = "/api/v1/admin/invites", tag = "admin",
    request_body = NewInviteBody,
    responses(
        (status = 201, description = "The new invite code", body = InviteBody),
        (status = 403, description = "Not an admin", body = crate::web::api::responses::ProblemSchema, content_type = "application/problem+json"),
        (status = 422, description = "`max_uses` out of 1 to 10000, or `expires_at` not in the future", body = crate::web::api::responses::ProblemSchema, content_type = "application/problem+json"),
    ))]
pub async fn create_invite(
    state: web::Data<AppState>,
    AdminUser(account): AdminUser,
    body: crate::web::api::Body<NewInviteBody>,
) -> Result<HttpResponse, AppError> {
    let body = body.into_inner();
    if body.max_uses.is_some_and(|n| !(1..=10_000).contains(&n)) {
        return Err(AppError::unprocessable(
            "max_uses must be from 1 to 10000 (or null: any number).",
        ));
    }
    if body.expires_at.is_some_and(|t| t <= state.clock.now()) {
        return Err(AppError::unprocessable(
            "expires_at must be in the future (or null: never).",
        ));
    }
    let invite = role::create_invite(&state, account.id, body.max_uses, body.expires_at).await?;
    Ok(HttpResponse::Created().json(InviteBody::from(invite)))
}

/// Delete an invite code; it no longer lets anyone register.
#[utoipa::path(delete, operation_id = "deleteInvite", path = "/api/v1/admin/invites/{code}", tag = "admin",
    params(("code" = String, Path, description = "The invite code")),
    responses(
        (status = 204, description = "Deleted"),
        (status = 403, description = "Not an admin", body = crate::web::api::responses::ProblemSchema, content_type = "application/problem+json"),
        (status = 404, description = "There is no such invite code", body = crate::web::api::responses::ProblemSchema, content_type = "application/problem+json"),
    ))]
pub async fn delete_invite(
    state: web::Data<AppState>,
    AdminUser(account): AdminUser,
    code: web::Path<String>,
) -> Result<HttpResponse, AppError> {
    if role::delete_invite(&state, account.id, code.into_inner()).await? {
        Ok(HttpResponse::NoContent().finish())
    } else {
        Err(AppError::not_found())
    }
}
