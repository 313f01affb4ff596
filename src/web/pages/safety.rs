//! `/settings/blocks`: the people one blocked, each with "Unblock", and a form to block someone
//! by username; `/report`: a small form to report a chat message, a public deck, one of its
//! pictures or a table's name, with a reason.

use actix_web::http::StatusCode;
use actix_web::{web, HttpResponse};
use askama::Template;
use serde::Deserialize;

use crate::privacy::blocks::{self, SafetyError, REASON_MAX};
use crate::state::AppState;
use crate::store::blocks::Blocked;
use crate::web::auth::{CsrfForm, CurrentUser};
use crate::web::error::AppError;
use crate::web::pages::settings::{html, Nav, Section};
use crate::web::pages::{see_other, PageCtx};

#[derive(Template)]
#[template(path = "blocks.html")]
struct BlocksPage {
    page: PageCtx,
    nav: Nav,
    blocked: Vec<Blocked>,
    done: Option<&'static str>,
    /// Nothing: a refused name is said beside its field (`block_error`).
    error: Option<String>,
    block_error: Option<String>,
    /// What the username field shows: what a refused form held.
    username: String,
}

#[derive(Deserialize)]
pub struct DoneQuery {
    done: Option<String>,
}

/// `GET /settings/blocks`
pub async fn show(
    state: web::Data<AppState>,
    CurrentUser(user): CurrentUser,
    page: PageCtx,
    query: web::Query<DoneQuery>,
) -> Result<HttpResponse, AppError> {
    let done = match query.done.as_deref() {
        Some("blocked") => Some("blocks_done_blocked"),
        Some("unblocked") => Some("blocks_done_unblocked"),
        _ => None,
    };
    let blocked = blocks::blocked(&state, user.id).await?;
    html(
        StatusCode::OK,
        BlocksPage {
            page,
            nav: Nav::at(Section::Blocks),
            blocked,
            done,
            error: None,
            block_error: None,
            username: String::new(),
        },
    )
}

#[derive(Deserialize)]
pub struct BlockForm {
    #[serde(default)]
    username: String,
}

/// `POST /settings/blocks`: blocks the player of this username; a refusal shows the page again
/// with the name and why.
pub async fn block(
    state: web::Data<AppState>,
    CurrentUser(user): CurrentUser,
    page: PageCtx,
    CsrfForm(form): CsrfForm<BlockForm>,
) -> Result<HttpResponse, AppError> {
    match blocks::block(&state, user.id, &form.username).await {
        Ok(()) => Ok(see_other("/settings/blocks?done=blocked")),
        Err(err @ (SafetyError::Invalid(_) | SafetyError::NotFound(_))) => {
            let err = AppError::from(err);
            let blocked = blocks::blocked(&state, user.id).await?;
            html(
                err.status,
                BlocksPage {
                    block_error: Some(err.message(page.lang)),
                    error: None,
                    nav: Nav::at(Section::Blocks),
                    page,
                    blocked,
                    done: None,
                    username: form.username.chars().take(100).collect(),
                },
            )
        }
        Err(err) => Err(err.into()),
    }
}

/// `POST /settings/blocks/{username}/remove`
pub async fn unblock(
    state: web::Data<AppState>,
    CurrentUser(user): CurrentUser,
    username: web::Path<String>,
    CsrfForm(_): CsrfForm<crate::web::pages::settings::EmptyForm>,
) -> Result<HttpResponse, AppError> {
    blocks::unblock(&state, user.id, &username).await?;
    Ok(see_other("/settings/blocks?done=unblocked"))
}

#[derive(Template)]
#[template(path = "report.html")]
struct ReportPage {
    page: PageCtx,
    kind: String,
    target: i64,
    /// What is reported ("A chat message"), as a catalogue key.
    what: &'static str,
    reason: String,
    max: usize,
    error: Option<String>,
    /// The report is kept (or was already): a thank-you instead of the form, as a key.
    done: Option<&'static str>,
}

#[derive(Deserialize)]
pub struct ReportQuery {
    kind: String,
    target: i64,
}

/// The form for reporting the thing of `kind` numbered `target`.
fn report_page(page: PageCtx, kind: &str, target: i64) -> Result<ReportPage, AppError> {
    let what = match kind {
        "message" => "report_what_message",
        "deck" => "report_what_deck",
        "card" => "report_what_card",
        "table_name" => "report_what_table_name",
        _ => {
            return Err(SafetyError::Invalid(crate::i18n::Sentence::new("report_err_kind")).into())
        }
    };
    Ok(ReportPage {
        page,
        kind: kind.to_string(),
        target,
        what,
        reason: String::new(),
        max: REASON_MAX,
        error: None,
        done: None,
    })
}

/// `GET /report?kind=…&target=…`
pub async fn form(
    CurrentUser(_): CurrentUser,
    page: PageCtx,
    query: web::Query<ReportQuery>,
) -> Result<HttpResponse, AppError> {
    html(
        StatusCode::OK,
        report_page(page, &query.kind, query.target)?,
    )
}

#[derive(Deserialize)]
pub struct ReportForm {
    kind: String,
    target: i64,
    #[serde(default)]
    reason: String,
}

/// `POST /report`: keeps the report and thanks; a refusal shows the form again with why.
pub async fn report(
    state: web::Data<AppState>,
    CurrentUser(user): CurrentUser,
    page: PageCtx,
    CsrfForm(form): CsrfForm<ReportForm>,
) -> Result<HttpResponse, AppError> {
    let mut shown = report_page(page, &form.kind, form.target)?;
    match blocks::report(&state, user.id, &form.kind, form.target, &form.reason).await {
        Ok(made) => {
            shown.done = Some(if made.already {
                "report_already"
            } else {
                "report_done"
            });
            html(StatusCode::OK, shown)
        }
        Err(err @ (SafetyError::Invalid(_) | SafetyError::Quota(_))) => {
            let err = AppError::from(err);
            shown.error = Some(err.message(shown.page.lang));
            shown.reason = form.reason.chars().take(REASON_MAX + 100).collect();
            html(err.status, shown)
        }
        Err(err) => Err(err.into()),
    }
}
