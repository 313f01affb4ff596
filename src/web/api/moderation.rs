//! `/api/v1/admin/…`: what moderators do through the API, each route behind `AdminUser` (401
//! for nobody, 403 for anyone else): the reports with what they are about, hiding a message, a
//! picture or a table's name, making a deck private, suspending accounts, closing reports,
//! and the admins' log.

use actix_web::{web, HttpResponse};
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use utoipa::{IntoResponses, ToSchema};

use crate::web::api::responses::ProblemSchema;

use crate::ids::{DeckId, TableId};
use crate::moderation::{self, About, Because, Hideable, ReportItem};
use crate::state::AppState;
use crate::store::moderation::{ActionRow, MessageRow, SuspendedRow};
use crate::web::api::Body;
use crate::web::auth::AdminUser;
use crate::web::error::AppError;

/// A chat message as a moderator reads it: its words even when removed.
#[derive(Serialize, ToSchema)]
pub struct ModeratedMessage {
    id: i64,
    username: String,
    body: String,
    created_at: DateTime<Utc>,
    /// A moderator removed it: nobody else reads its words.
    removed: bool,
}

impl From<MessageRow> for ModeratedMessage {
    fn from(m: MessageRow) -> ModeratedMessage {
        ModeratedMessage {
            id: m.id,
            username: m.username,
            body: m.body,
            created_at: m.created_at,
            removed: m.hidden_at.is_some(),
        }
    }
}

/// What a report is about, as it is now. `kind` says which fields are set (the others are
/// null): `message` (`table_id`, `table_name`, `message`, `removed` and `context`, the
/// messages just before and after it, itself among them), `deck` (`deck_id`, `deck_name`,
/// `owner`, `public`, `pictures`), `card` (`card_id`, `image`, `removed`, and the deck's
/// fields), `table_name` (`table_id`, `table_name`, `host`), or `gone` (deleted since).
#[derive(Serialize, ToSchema, Default)]
pub struct ReportAbout {
    kind: &'static str,
    /// Who wrote or owns it, whom a moderator may suspend for it.
    author: Option<String>,
    table_id: Option<i64>,
    /// The table's name; null also when it has none (or it was taken away).
    table_name: Option<String>,
    host: Option<String>,
    message: Option<ModeratedMessage>,
    context: Option<Vec<ModeratedMessage>>,
    deck_id: Option<i64>,
    deck_name: Option<String>,
    owner: Option<String>,
    public: Option<bool>,
    /// How many pictures the deck has.
    pictures: Option<i64>,
    card_id: Option<i64>,
    /// URL of the picture: `/cards/{id}`.
    image: Option<String>,
    /// The message or picture was removed by a moderator.
    removed: Option<bool>,
}

impl From<About> for ReportAbout {
    fn from(about: About) -> ReportAbout {
        let author = about.author().map(str::to_string);
        match about {
            About::Message {
                message,
                context,
                table,
            } => ReportAbout {
                kind: "message",
                author,
                table_id: Some(table.id.0),
                table_name: table.name,
                removed: Some(message.hidden_at.is_some()),
                message: Some(message.into()),
                context: Some(context.into_iter().map(Into::into).collect()),
                ..ReportAbout::default()
            },
            About::Deck(deck) => ReportAbout {
                kind: "deck",
                author,
                deck_id: Some(deck.id.0),
                deck_name: Some(deck.name),
                owner: deck.owner,
                public: Some(deck.public),
                pictures: Some(deck.cards),
                ..ReportAbout::default()
            },
            About::Card { card, deck } => ReportAbout {
                kind: "card",
                author,
                card_id: Some(card.id),
                image: Some(format!("/cards/{}", card.id)),
                removed: Some(card.hidden_at.is_some()),
                deck_id: Some(deck.id.0),
                deck_name: Some(deck.name),
                owner: deck.owner,
                public: Some(deck.public),
                pictures: Some(deck.cards),
                ..ReportAbout::default()
            },
            About::TableName(table) => ReportAbout {
                kind: "table_name",
                author,
                table_id: Some(table.id.0),
                table_name: table.name,
                host: Some(table.host),
                ..ReportAbout::default()
            },
            About::Gone => ReportAbout {
                kind: "gone",
                ..ReportAbout::default()
            },
        }
    }
}

/// A report, with what it is about (named apart from the reporter's own `ReportBody`).
#[derive(Serialize, ToSchema)]
#[schema(as = ModerationReport)]
pub struct ReportBody {
    id: i64,
    /// `message`, `deck`, `card` or `table_name`.
    kind: String,
    target_id: i64,
    reason: String,
    /// Who reported it; null when that account was deleted.
    reporter: Option<String>,
    created_at: DateTime<Utc>,
    /// Null while it is open.
    closed_at: Option<DateTime<Utc>>,
    about: ReportAbout,
}

impl From<ReportItem> for ReportBody {
    fn from(item: ReportItem) -> ReportBody {
        let r = item.report;
        ReportBody {
            id: r.id,
            kind: r.kind,
            target_id: r.target_id,
            reason: r.reason,
            reporter: r.reporter,
            created_at: r.created_at,
            closed_at: r.closed_at,
            about: item.about.into(),
        }
    }
}

#[derive(Deserialize)]
pub struct ReportsQuery {
    #[serde(default)]
    closed: Option<bool>,
}

/// The open reports, oldest first, each with what it is about as it is now.
#[utoipa::path(get, operation_id = "listReports", path = "/api/v1/admin/reports", tag = "admin",
    params(("closed" = Option<bool>, Query, description = "`true`: the last hundred closed reports, newest first, instead of the open ones")),
    responses(
        (status = 200, description = "The open reports", body = Vec<ReportBody>),
        (status = 403, description = "Not an admin", body = ProblemSchema, content_type = "application/problem+json"),
    ))]
pub async fn reports(
    state: web::Data<AppState>,
    _admin: AdminUser,
    query: web::Query<ReportsQuery>,
) -> Result<HttpResponse, AppError> {
    let list = moderation::reports(&state, query.closed.unwrap_or(false)).await?;
    let body: Vec<ReportBody> = list.into_iter().map(Into::into).collect();
    Ok(HttpResponse::Ok().json(body))
}

/// What a moderator's action answers (docs/API.md says which refusal fits which route). Only
/// the document uses it; no value of it is ever made.
#[derive(IntoResponses)]
#[allow(dead_code)]
pub enum ActionAnswers {
    #[response(status = 204, description = "Done, or nothing to change")]
    Done,
    #[response(
        status = 403,
        description = "Not an admin",
        content_type = "application/problem+json"
    )]
    NotAdmin(ProblemSchema),
    #[response(
        status = 404,
        description = "No such report, message, picture, table, deck or account",
        content_type = "application/problem+json"
    )]
    NotFound(ProblemSchema),
    #[response(
        status = 422,
        description = "A reason blank or over 500 characters, or an action that does not fit: the built-in deck, an admin's account or your own, a suspension ending in the past, lifting one there is not",
        content_type = "application/problem+json"
    )]
    Refused(ProblemSchema),
}

/// Why a moderator acts, for the admins' log.
#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ReasonBody {
    /// Why, 1 to 500 characters once trimmed; kept in the admins' log.
    #[schema(max_length = 500, required = true)]
    #[serde(default)]
    reason: String,
    /// The report this answers, if any (it stays open: close it with its own call).
    #[serde(default)]
    report_id: Option<i64>,
}

impl ReasonBody {
    fn because(self) -> Because {
        Because {
            reason: self.reason,
            report_id: self.report_id,
        }
    }
}

/// Close a report: dealt with, or nothing to do.
#[utoipa::path(post, operation_id = "closeReport", path = "/api/v1/admin/reports/{id}/close", tag = "admin",
    params(("id" = i64, Path, description = "The report's id")),
    request_body = ReasonBody,
    responses(ActionAnswers))]
pub async fn close(
    state: web::Data<AppState>,
    AdminUser(admin): AdminUser,
    id: web::Path<i64>,
    body: Body<ReasonBody>,
) -> Result<HttpResponse, AppError> {
    let body = body.into_inner();
    moderation::close(&state, admin.id, id.into_inner(), body.reason).await?;
    Ok(HttpResponse::NoContent().finish())
}

async fn hide(
    state: &AppState,
    admin: &AdminUser,
    what: Hideable,
    hidden: bool,
    body: Body<ReasonBody>,
) -> Result<HttpResponse, AppError> {
    let because = body.into_inner().because();
    moderation::hide(state, admin.0.id, what, hidden, because).await?;
    Ok(HttpResponse::NoContent().finish())
}

/// Remove a chat message: everyone else then reads "removed by a moderator" in its place.
#[utoipa::path(post, operation_id = "hideMessage", path = "/api/v1/admin/messages/{id}/hide", tag = "admin",
    params(("id" = i64, Path, description = "The message's id")),
    request_body = ReasonBody,
    responses(ActionAnswers))]
pub async fn hide_message(
    state: web::Data<AppState>,
    admin: AdminUser,
    id: web::Path<i64>,
    body: Body<ReasonBody>,
) -> Result<HttpResponse, AppError> {
    hide(
        &state,
        &admin,
        Hideable::Message(id.into_inner()),
        true,
        body,
    )
    .await
}

/// Show a removed chat message again.
#[utoipa::path(post, operation_id = "restoreMessage", path = "/api/v1/admin/messages/{id}/restore", tag = "admin",
    params(("id" = i64, Path, description = "The message's id")),
    request_body = ReasonBody,
    responses(ActionAnswers))]
pub async fn restore_message(
    state: web::Data<AppState>,
    admin: AdminUser,
    id: web::Path<i64>,
    body: Body<ReasonBody>,
) -> Result<HttpResponse, AppError> {
    hide(
        &state,
        &admin,
        Hideable::Message(id.into_inner()),
        false,
        body,
    )
    .await
}

/// Remove an uploaded picture: `/cards/{id}` then serves "removed by a moderator" instead,
/// wherever the picture is shown (a game, a deck, a storybook).
#[utoipa::path(post, operation_id = "hideCard", path = "/api/v1/admin/cards/{id}/hide", tag = "admin",
    params(("id" = i64, Path, description = "The picture's (card's) id")),
    request_body = ReasonBody,
    responses(ActionAnswers))]
pub async fn hide_card(
    state: web::Data<AppState>,
    admin: AdminUser,
    id: web::Path<i64>,
    body: Body<ReasonBody>,
) -> Result<HttpResponse, AppError> {
    hide(&state, &admin, Hideable::Card(id.into_inner()), true, body).await
}

/// Show a removed picture again.
#[utoipa::path(post, operation_id = "restoreCard", path = "/api/v1/admin/cards/{id}/restore", tag = "admin",
    params(("id" = i64, Path, description = "The picture's (card's) id")),
    request_body = ReasonBody,
    responses(ActionAnswers))]
pub async fn restore_card(
    state: web::Data<AppState>,
    admin: AdminUser,
    id: web::Path<i64>,
    body: Body<ReasonBody>,
) -> Result<HttpResponse, AppError> {
    hide(&state, &admin, Hideable::Card(id.into_inner()), false, body).await
}

/// Take a table's name away: the table is called after its host again. Its host may name it
/// again.
#[utoipa::path(post, operation_id = "removeTableName", path = "/api/v1/admin/tables/{id}/remove-name", tag = "admin",
    params(("id" = i64, Path, description = "The table's id")),
    request_body = ReasonBody,
    responses(ActionAnswers))]
pub async fn remove_table_name(
    state: web::Data<AppState>,
    admin: AdminUser,
    id: web::Path<i64>,
    body: Body<ReasonBody>,
) -> Result<HttpResponse, AppError> {
    let table_id = TableId(id.into_inner());
    // The tables' gate, as on every route of a table: 404 for no table, and only a moderator
    // may act on one.
    crate::play::access(&state, table_id, Some(admin.0.id), None)
        .await?
        .moderate()?;
    hide(&state, &admin, Hideable::TableName(table_id), true, body).await
}

/// Make a public uploaded deck private: only its owner, and the players of tables that play
/// with it, see it from then on.
#[utoipa::path(post, operation_id = "makeDeckPrivate", path = "/api/v1/admin/decks/{id}/make-private", tag = "admin",
    params(("id" = i64, Path, description = "The deck's id")),
    request_body = ReasonBody,
    responses(ActionAnswers))]
pub async fn make_private(
    state: web::Data<AppState>,
    AdminUser(admin): AdminUser,
    id: web::Path<i64>,
    body: Body<ReasonBody>,
) -> Result<HttpResponse, AppError> {
    let because = body.into_inner().because();
    moderation::make_private(&state, admin.id, DeckId(id.into_inner()), because).await?;
    Ok(HttpResponse::NoContent().finish())
}

/// A suspended account.
#[derive(Serialize, ToSchema)]
pub struct SuspensionBody {
    username: String,
    display_name: String,
    suspended_at: DateTime<Utc>,
    /// Null: for good.
    until: Option<DateTime<Utc>>,
    reason: String,
}

impl From<SuspendedRow> for SuspensionBody {
    fn from(s: SuspendedRow) -> SuspensionBody {
        SuspensionBody {
            username: s.username,
            display_name: s.display_name,
            suspended_at: s.suspended_at,
            until: s.suspended_until,
            reason: s.reason,
        }
    }
}

/// The accounts suspended now, the most recent first.
#[utoipa::path(get, operation_id = "listSuspensions", path = "/api/v1/admin/suspensions", tag = "admin",
    responses(
        (status = 200, description = "The suspensions", body = Vec<SuspensionBody>),
        (status = 403, description = "Not an admin", body = ProblemSchema, content_type = "application/problem+json"),
    ))]
pub async fn suspensions(
    state: web::Data<AppState>,
    _admin: AdminUser,
) -> Result<HttpResponse, AppError> {
    let list = moderation::suspended(&state).await?;
    let body: Vec<SuspensionBody> = list.into_iter().map(Into::into).collect();
    Ok(HttpResponse::Ok().json(body))
}

#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct SuspendBody {
    /// When the suspension ends (in the future); absent or null: for good.
    #[serde(default)]
    until: Option<DateTime<Utc>>,
    /// Why, 1 to 500 characters once trimmed: the account's owner is told it.
    #[schema(max_length = 500, required = true)]
    #[serde(default)]
    reason: String,
    /// The report this answers, if any.
    #[serde(default)]
    report_id: Option<i64>,
}

/// Suspend an account, for a time or for good (a new suspension replaces the one it has). At
/// once its sessions end and its API tokens answer 403 with the reason; it resigns at its
/// running tables and cannot sign in until `until`.
#[utoipa::path(put, operation_id = "suspendAccount", path = "/api/v1/admin/suspensions/{username}", tag = "admin",
    params(("username" = String, Path, description = "The account's username (any case)")),
    request_body = SuspendBody,
    responses(ActionAnswers))]
pub async fn suspend(
    state: web::Data<AppState>,
    AdminUser(admin): AdminUser,
    username: web::Path<String>,
    body: Body<SuspendBody>,
) -> Result<HttpResponse, AppError> {
    let body = body.into_inner();
    let because = Because {
        reason: body.reason,
        report_id: body.report_id,
    };
    moderation::suspend(&state, admin.id, &username, body.until, because).await?;
    Ok(HttpResponse::NoContent().finish())
}

/// Lift an account's suspension.
#[utoipa::path(post, operation_id = "liftSuspension", path = "/api/v1/admin/suspensions/{username}/lift", tag = "admin",
    params(("username" = String, Path, description = "The account's username (any case)")),
    request_body = ReasonBody,
    responses(ActionAnswers))]
pub async fn lift(
    state: web::Data<AppState>,
    AdminUser(admin): AdminUser,
    username: web::Path<String>,
    body: Body<ReasonBody>,
) -> Result<HttpResponse, AppError> {
    let because = body.into_inner().because();
    moderation::lift(&state, admin.id, &username, because).await?;
    Ok(HttpResponse::NoContent().finish())
}

#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct QuotasBody {
    /// `true`: the account's quotas no longer apply to it; `false`: they apply again.
    lifted: bool,
    /// Why, 1 to 500 characters once trimmed; kept in the admins' log.
    #[schema(max_length = 500, required = true)]
    #[serde(default)]
    reason: String,
}

/// The accounts whose quotas are lifted: their usernames, in alphabetical order.
#[utoipa::path(get, operation_id = "listLiftedQuotas", path = "/api/v1/admin/quotas", tag = "admin",
    responses(
        (status = 200, description = "The usernames of the accounts whose quotas are lifted", body = Vec<String>),
        (status = 403, description = "Not an admin", body = ProblemSchema, content_type = "application/problem+json"),
    ))]
pub async fn quotas_lifted(
    state: web::Data<AppState>,
    _admin: AdminUser,
) -> Result<HttpResponse, AppError> {
    Ok(HttpResponse::Ok().json(moderation::quotas_lifted(&state).await?))
}

/// Lift an account's quotas (`lifted: true`), or make them apply again (`false`). An account
/// whose quotas are lifted may make as many tables, decks, pictures, API tokens, webhooks and
/// reports as it likes, and the lobby shows all of its open tables. 422 when its quotas are
/// that way already.
#[utoipa::path(put, operation_id = "setQuotas", path = "/api/v1/admin/quotas/{username}", tag = "admin",
    params(("username" = String, Path, description = "The account's username (any case)")),
    request_body = QuotasBody,
    responses(ActionAnswers))]
pub async fn set_quotas(
    state: web::Data<AppState>,
    AdminUser(admin): AdminUser,
    username: web::Path<String>,
    body: Body<QuotasBody>,
) -> Result<HttpResponse, AppError> {
    let body = body.into_inner();
    let because = Because {
        reason: body.reason,
        report_id: None,
    };
    moderation::set_quotas_lifted(&state, admin.id, &username, body.lifted, because).await?;
    Ok(HttpResponse::NoContent().finish())
}

/// One thing an admin did.
#[derive(Serialize, ToSchema)]
pub struct ActionBody {
    id: i64,
    /// The admin's username; null once that account was deleted.
    admin: Option<String>,
    created_at: DateTime<Utc>,
    /// `message_hidden`, `message_shown`, `picture_hidden`, `picture_shown`,
    /// `table_name_removed`, `deck_made_private`, `account_suspended`, `suspension_lifted`,
    /// `quotas_lifted`, `quotas_applied`, `report_closed`, `invite_created`, `invite_deleted`.
    action: String,
    /// What it concerned.
    details: String,
    /// Why (empty for invite codes).
    reason: String,
    /// The report it answered.
    report_id: Option<i64>,
}

impl From<ActionRow> for ActionBody {
    fn from(a: ActionRow) -> ActionBody {
        ActionBody {
            id: a.id,
            admin: a.admin,
            created_at: a.created_at,
            action: a.action,
            details: a.details,
            reason: a.reason,
            report_id: a.report_id,
        }
    }
}

/// What admins did, the newest first (the last 200).
#[utoipa::path(get, operation_id = "listAdminActions", path = "/api/v1/admin/actions", tag = "admin",
    responses(
        (status = 200, description = "The actions", body = Vec<ActionBody>),
        (status = 403, description = "Not an admin", body = ProblemSchema, content_type = "application/problem+json"),
    ))]
pub async fn actions(
    state: web::Data<AppState>,
    _admin: AdminUser,
) -> Result<HttpResponse, AppError> {
    let list = moderation::actions(&state, 200).await?;
    let body: Vec<ActionBody> = list.into_iter().map(Into::into).collect();
    Ok(HttpResponse::Ok().json(body))
}
