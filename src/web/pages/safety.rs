//! `/settings/blocks`: the people one blocked, each with "Unblock", and a form to block someone
//! by username; `/settings/blocks/confirm`: the question a table's chat asks before blocking,
//! whose answer goes back to that chat; `/report`: a small form to report a chat message (shown
//! on it), a public deck, one of its pictures or a table's name, with a reason, which goes back
//! to the table of a message or a name.

use actix_web::http::StatusCode;
use actix_web::{web, HttpResponse};
use askama::Template;
use serde::Deserialize;

use crate::ids::{AccountId, TableId};
use crate::privacy::blocks::{self, SafetyError, REASON_MAX};
use crate::state::AppState;
use crate::store::blocks::Blocked;
use crate::web::auth::{CsrfForm, CurrentUser, TypedSession};
use crate::web::error::AppError;
use crate::web::pages::settings::{html, Nav, Section};
use crate::web::pages::table_page::{back_with, Done};
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
    /// Sent from a table's chat (the confirmation): the table to go back to…
    #[serde(default)]
    table: Option<String>,
    /// …and its page there: the table (empty), `chat` or `history`.
    #[serde(default)]
    from: String,
}

/// Where a "Block" of a table's chat goes back to: the table page's chat, the chat's own page
/// or the table's history; `None` for no table (or not a table's number).
fn back_to(table: Option<&str>, from: &str) -> Option<(TableId, String)> {
    let table: TableId = table?.trim().parse().ok()?;
    let place = match from {
        "chat" => format!("/tables/{table}/chat"),
        "history" => format!("/tables/{table}/history"),
        _ => format!("/tables/{table}#chat"),
    };
    Some((table, place))
}

/// `POST /settings/blocks`: blocks the player of this username, then back to the table's chat
/// it was asked from (which says so once), or to this page; a refusal shows this page again
/// with the name and why.
pub async fn block(
    state: web::Data<AppState>,
    CurrentUser(user): CurrentUser,
    page: PageCtx,
    session: TypedSession,
    CsrfForm(form): CsrfForm<BlockForm>,
) -> Result<HttpResponse, AppError> {
    match blocks::block(&state, user.id, &form.username).await {
        Ok(()) => match back_to(form.table.as_deref(), &form.from) {
            // The history page says nothing once: its chat shows the line in place.
            Some((_, place)) if form.from == "history" => Ok(see_other(&place)),
            Some((table, place)) => back_with(&session, table, Done::Blocked, &place),
            None => Ok(see_other("/settings/blocks?done=blocked")),
        },
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

#[derive(Template)]
#[template(path = "block_confirm.html")]
struct BlockConfirmPage {
    page: PageCtx,
    username: String,
    name: String,
    table: Option<TableId>,
    from: String,
    /// Where "Cancel" leads: back where the link was.
    back: String,
}

#[derive(Deserialize)]
pub struct ConfirmQuery {
    #[serde(default)]
    username: String,
    table: Option<String>,
    #[serde(default)]
    from: String,
}

/// `GET /settings/blocks/confirm?username=…&table=…&from=…`: "Block Ana?", asked before
/// blocking from a table's chat, with what blocking does; both answers go back where the link
/// was.
pub async fn confirm(
    state: web::Data<AppState>,
    CurrentUser(_): CurrentUser,
    page: PageCtx,
    query: web::Query<ConfirmQuery>,
) -> Result<HttpResponse, AppError> {
    let query = query.into_inner();
    let Some((username, display_name)) = blocks::person(&state, query.username).await? else {
        return Err(SafetyError::NotFound(crate::i18n::Sentence::new("block_err_unknown")).into());
    };
    let back = back_to(query.table.as_deref(), &query.from);
    let from = match query.from.as_str() {
        "chat" | "history" => query.from.clone(),
        _ => String::new(),
    };
    html(
        StatusCode::OK,
        BlockConfirmPage {
            page,
            username,
            name: display_name,
            table: back.as_ref().map(|b| b.0),
            from,
            back: back.map_or_else(|| "/settings/blocks".to_string(), |b| b.1),
        },
    )
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
    /// A chat message reported: who wrote it, when, and its words (none once removed).
    message: Option<ShownMessage>,
    /// The table the reported message or name is at: where the form goes back to.
    table: Option<TableId>,
}

/// A reported chat message as the report form shows it.
pub struct ShownMessage {
    name: String,
    at: chrono::DateTime<chrono::Utc>,
    body: String,
    removed: bool,
}

#[derive(Deserialize)]
pub struct ReportQuery {
    kind: String,
    target: i64,
}

/// The form for reporting the thing of `kind` numbered `target`, as `reporter` sees it: a
/// message with its words and table, a table's name with its table.
async fn report_page(
    state: &AppState,
    reporter: AccountId,
    page: PageCtx,
    kind: &str,
    target: i64,
) -> Result<ReportPage, AppError> {
    let (table, message) = match kind {
        "message" => match blocks::reported_message(state, reporter, target).await? {
            Some((table, m)) => (
                Some(table),
                Some(ShownMessage {
                    name: page.lang.player_name(&m.display_name, m.former),
                    at: m.created_at,
                    body: m.body,
                    removed: m.hidden,
                }),
            ),
            None => (None, None),
        },
        "table_name" => (Some(TableId(target)), None),
        _ => (None, None),
    };
    let mut shown = report_form(page, kind, target)?;
    shown.table = table;
    shown.message = message;
    Ok(shown)
}

/// The form for reporting the thing of `kind` numbered `target`.
fn report_form(page: PageCtx, kind: &str, target: i64) -> Result<ReportPage, AppError> {
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
        message: None,
        table: None,
    })
}

/// `GET /report?kind=…&target=…`
pub async fn form(
    state: web::Data<AppState>,
    CurrentUser(user): CurrentUser,
    page: PageCtx,
    query: web::Query<ReportQuery>,
) -> Result<HttpResponse, AppError> {
    let shown = report_page(&state, user.id, page, &query.kind, query.target).await?;
    html(StatusCode::OK, shown)
}

#[derive(Deserialize)]
pub struct ReportForm {
    kind: String,
    target: i64,
    #[serde(default)]
    reason: String,
}

/// `POST /report`: keeps the report, then back to the table of a message or a table's name
/// (which thanks once), or a thank-you here; a refusal shows the form again with why.
pub async fn report(
    state: web::Data<AppState>,
    CurrentUser(user): CurrentUser,
    page: PageCtx,
    session: TypedSession,
    CsrfForm(form): CsrfForm<ReportForm>,
) -> Result<HttpResponse, AppError> {
    let mut shown = report_page(&state, user.id, page, &form.kind, form.target).await?;
    match blocks::report(&state, user.id, &form.kind, form.target, &form.reason).await {
        Ok(made) => {
            if let Some(table) = shown.table {
                let done = match made.already {
                    true => Done::ReportedAlready,
                    false => Done::Reported,
                };
                let place = match form.kind.as_str() {
                    "message" => format!("/tables/{table}#chat"),
                    _ => format!("/tables/{table}"),
                };
                return back_with(&session, table, done, &place);
            }
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
