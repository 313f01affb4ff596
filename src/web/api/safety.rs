//! `/api/v1/me/blocks` and `/api/v1/reports`: keeping someone away, and telling the moderators.

use actix_web::{web, HttpResponse};
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::i18n::Lang;
use crate::privacy::blocks;
use crate::state::AppState;
use crate::store::blocks::{Blocked, Report};
use crate::web::auth::CurrentUser;
use crate::web::error::AppError;

#[derive(Serialize, ToSchema)]
pub struct BlockBody {
    username: String,
    display_name: String,
    created_at: DateTime<Utc>,
}

impl From<Blocked> for BlockBody {
    fn from(b: Blocked) -> BlockBody {
        BlockBody {
            username: b.username,
            display_name: Lang::En.player_name(&b.display_name, b.former),
            created_at: b.created_at,
        }
    }
}

#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct NewBlockBody {
    /// The username of the player to block (any case).
    username: String,
}

/// The people I blocked, newest first.
#[utoipa::path(get, operation_id = "listBlocks", path = "/api/v1/me/blocks", tag = "safety",
    responses(
        (status = 200, description = "The blocked players", body = Vec<BlockBody>),
    ))]
pub async fn list(
    state: web::Data<AppState>,
    CurrentUser(account): CurrentUser,
) -> Result<HttpResponse, AppError> {
    let list = blocks::blocked(&state, account.id).await?;
    let body: Vec<BlockBody> = list.into_iter().map(Into::into).collect();
    Ok(HttpResponse::Ok().json(body))
}

/// Block a player.
///
/// Their chat messages are hidden from you (others still see them), and they cannot join a
/// table you host or sit at; the refusal they get names nobody. Blocking twice changes nothing.
#[utoipa::path(post, operation_id = "blockPlayer", path = "/api/v1/me/blocks", tag = "safety",
    request_body = NewBlockBody,
    responses(
        (status = 204, description = "Blocked"),
        (status = 404, description = "No player of this username", body = crate::web::api::responses::ProblemSchema, content_type = "application/problem+json"),
        (status = 422, description = "Your own username", body = crate::web::api::responses::ProblemSchema, content_type = "application/problem+json"),
    ))]
pub async fn create(
    state: web::Data<AppState>,
    CurrentUser(account): CurrentUser,
    body: crate::web::api::Body<NewBlockBody>,
) -> Result<HttpResponse, AppError> {
    blocks::block(&state, account.id, &body.into_inner().username).await?;
    Ok(HttpResponse::NoContent().finish())
}

/// Unblock a player.
#[utoipa::path(delete, operation_id = "unblockPlayer", path = "/api/v1/me/blocks/{username}", tag = "safety",
    params(("username" = String, Path, description = "The blocked player's username")),
    responses(
        (status = 204, description = "Unblocked"),
        (status = 404, description = "You did not block a player of this username", body = crate::web::api::responses::ProblemSchema, content_type = "application/problem+json"),
    ))]
pub async fn delete(
    state: web::Data<AppState>,
    CurrentUser(account): CurrentUser,
    username: web::Path<String>,
) -> Result<HttpResponse, AppError> {
    blocks::unblock(&state, account.id, &username).await?;
    Ok(HttpResponse::NoContent().finish())
}

#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct NewReportBody {
    /// `message`, `deck`, `card` or `table_name`.
    kind: String,
    /// The id of the chat message, the public deck, the card of a public deck, or the table.
    target_id: i64,
    /// Why: 1 to 500 characters once trimmed.
    #[schema(max_length = 500)]
    reason: String,
}

#[derive(Serialize, ToSchema)]
pub struct ReportBody {
    id: i64,
    kind: String,
    target_id: i64,
    reason: String,
    created_at: DateTime<Utc>,
}

impl From<Report> for ReportBody {
    fn from(r: Report) -> ReportBody {
        ReportBody {
            id: r.id,
            kind: r.kind,
            target_id: r.target_id,
            reason: r.reason,
            created_at: r.created_at,
        }
    }
}

/// Report a chat message, a public deck, one of its pictures, or a table's name.
///
/// The report is kept, with its reason and reporter, for the moderators. You may report only
/// what you can see: a message or name of a table you may look at, a public deck or its cards.
/// One open report per thing: reporting again what you reported already (and is not dealt
/// with yet) answers 200 with that report, and stores nothing.
#[utoipa::path(post, operation_id = "createReport", path = "/api/v1/reports", tag = "safety",
    request_body = NewReportBody,
    responses(
        (status = 201, description = "The report, received", body = ReportBody),
        (status = 200, description = "You reported this already and it is still open: that report", body = ReportBody),
        (status = 404, description = "Nothing of this kind and id that you can see", body = crate::web::api::responses::ProblemSchema, content_type = "application/problem+json"),
        (status = 422, description = "An unknown kind, or an empty or too long reason", body = crate::web::api::responses::ProblemSchema, content_type = "application/problem+json"),
        (status = 429, description = "As many reports within a day as one account may make (`FABULA_QUOTA_REPORTS_PER_DAY`); see Retry-After", body = crate::web::api::responses::ProblemSchema, content_type = "application/problem+json"),
    ))]
pub async fn report(
    state: web::Data<AppState>,
    CurrentUser(account): CurrentUser,
    body: crate::web::api::Body<NewReportBody>,
) -> Result<HttpResponse, AppError> {
    let body = body.into_inner();
    let made = blocks::report(&state, account.id, &body.kind, body.target_id, &body.reason).await?;
    let mut answer = if made.already {
        HttpResponse::Ok()
    } else {
        HttpResponse::Created()
    };
    Ok(answer.json(ReportBody::from(made.report)))
}
