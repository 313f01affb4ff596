//! The admins' moderation pages, each behind `AdminUser`: `/admin/reports` (the open reports,
//! each with what it is about and one form to act on it), `/admin/accounts` (the suspended
//! accounts, lifting a suspension, suspending someone by name) and `/admin/log` (what admins
//! did, who, when and why).

use actix_web::http::StatusCode;
use actix_web::{web, HttpResponse};
use askama::Template;
use chrono::{DateTime, Duration, Utc};
use serde::Deserialize;

use crate::ids::{DeckId, TableId};
use crate::moderation::{self, About, Because, Hideable, ReportItem};
use crate::privacy::blocks::REASON_MAX;
use crate::state::AppState;
use crate::store::moderation::{ActionRow, MessageRow, SuspendedRow};
use crate::web::auth::{AdminUser, CsrfForm};
use crate::web::error::AppError;
use crate::web::pages::settings::html;
use crate::web::pages::{see_other, PageCtx};

/// How many lines of the admins' log its page shows.
const LOG_LINES: i64 = 200;

/// One line of a reported message's context.
struct ContextLine {
    who: String,
    at: DateTime<Utc>,
    body: String,
    /// The reported message itself.
    reported: bool,
    removed: bool,
}

/// A report as its card on the page shows it.
struct ReportCard {
    id: i64,
    /// What is reported ("A chat message"), as a catalogue key.
    what: &'static str,
    reporter: Option<String>,
    at: DateTime<Utc>,
    reason: String,
    closed_at: Option<DateTime<Utc>>,
    /// Where the reported thing is, and its name.
    link: Option<(String, String)>,
    /// A reported message with the messages around it.
    context: Vec<ContextLine>,
    /// A reported picture.
    picture: Option<i64>,
    /// What else there is to know, one sentence each (owner, public or private, removed).
    facts: Vec<String>,
    /// What "hide" does here, as a catalogue key; none when nothing can be hidden.
    hide: Option<&'static str>,
    /// The deck that can be made private.
    private: bool,
    /// Whom a moderator may suspend for it.
    author: Option<String>,
    /// Said of this report's form: why it was refused.
    error: Option<String>,
}

impl ReportCard {
    fn new(page: &PageCtx, item: ReportItem) -> ReportCard {
        let report = item.report;
        let mut card = ReportCard {
            id: report.id,
            what: match report.kind.as_str() {
                "message" => "mod_kind_message",
                "deck" => "mod_kind_deck",
                "card" => "mod_kind_card",
                _ => "mod_kind_table_name",
            },
            reporter: report.reporter,
            at: report.created_at,
            reason: report.reason,
            closed_at: report.closed_at,
            link: None,
            context: Vec::new(),
            picture: None,
            facts: Vec::new(),
            hide: None,
            private: false,
            author: item.about.author().map(str::to_string),
            error: None,
        };
        let owner = |owner: &Option<String>| {
            page.fill("mod_fact_owner", "name", owner.as_deref().unwrap_or("—"))
        };
        match item.about {
            About::Message {
                message,
                context,
                table,
            } => {
                card.link = Some((
                    format!("/tables/{}", table.id),
                    table_label(page, table.name.as_deref(), &table.host),
                ));
                card.context = context
                    .into_iter()
                    .map(|m| context_line(&message, m))
                    .collect();
                if message.hidden_at.is_none() {
                    card.hide = Some("mod_do_hide_message");
                } else {
                    card.facts.push(page.t("mod_fact_removed").to_string());
                }
            }
            About::Deck(deck) => {
                card.link = Some((format!("/decks/{}", deck.id), deck.name.clone()));
                card.facts.push(owner(&deck.owner));
                card.facts
                    .push(page.fill("mod_fact_pictures", "count", deck.cards));
                card.facts.push(
                    page.t(if deck.public {
                        "mod_fact_public"
                    } else {
                        "mod_fact_private"
                    })
                    .to_string(),
                );
                card.private = deck.public;
            }
            About::Card {
                card: picture,
                deck,
            } => {
                card.link = Some((format!("/decks/{}", deck.id), deck.name.clone()));
                card.picture = Some(picture.id);
                card.facts.push(owner(&deck.owner));
                card.facts.push(
                    page.t(if deck.public {
                        "mod_fact_public"
                    } else {
                        "mod_fact_private"
                    })
                    .to_string(),
                );
                if let Some(description) = picture.description {
                    card.facts
                        .push(page.fill("mod_fact_description", "text", description));
                }
                if picture.hidden_at.is_none() {
                    card.hide = Some("mod_do_hide_picture");
                } else {
                    card.facts.push(page.t("mod_fact_removed").to_string());
                }
                card.private = deck.public;
            }
            About::TableName(table) => {
                card.link = Some((
                    format!("/tables/{}", table.id),
                    table_label(page, table.name.as_deref(), &table.host),
                ));
                card.facts
                    .push(page.fill("mod_fact_host", "name", &table.host));
                if table.name.is_some() {
                    card.hide = Some("mod_do_remove_name");
                } else {
                    card.facts.push(page.t("mod_fact_name_removed").to_string());
                }
            }
            About::Gone => card.facts.push(page.t("mod_fact_gone").to_string()),
        }
        card
    }
}

fn table_label(page: &PageCtx, name: Option<&str>, host: &str) -> String {
    crate::web::pages::table_model::table_name(page.lang, name, host)
}

fn context_line(reported: &MessageRow, m: MessageRow) -> ContextLine {
    ContextLine {
        reported: m.id == reported.id,
        removed: m.hidden_at.is_some(),
        who: m.username,
        at: m.created_at,
        body: m.body,
    }
}

#[derive(Template)]
#[template(path = "admin_reports.html")]
struct ReportsPage {
    page: PageCtx,
    reports: Vec<ReportCard>,
    closed: bool,
    done: Option<&'static str>,
    max: usize,
}

#[derive(Deserialize)]
pub struct ReportsQuery {
    #[serde(default)]
    closed: Option<String>,
    #[serde(default)]
    done: Option<String>,
}

/// `GET /admin/reports` (`?closed=1`: the last hundred closed ones)
pub async fn reports(
    state: web::Data<AppState>,
    _admin: AdminUser,
    page: PageCtx,
    query: web::Query<ReportsQuery>,
) -> Result<HttpResponse, AppError> {
    let closed = query.closed.is_some();
    let done = match query.done.as_deref() {
        Some("acted") => Some("mod_done_acted"),
        Some("closed") => Some("mod_done_closed"),
        _ => None,
    };
    reports_page(&state, page, closed, done, None, StatusCode::OK).await
}

async fn reports_page(
    state: &AppState,
    page: PageCtx,
    closed: bool,
    done: Option<&'static str>,
    error: Option<(i64, String)>,
    status: StatusCode,
) -> Result<HttpResponse, AppError> {
    let reports = moderation::reports(state, closed)
        .await?
        .into_iter()
        .map(|item| {
            let mut card = ReportCard::new(&page, item);
            if let Some((id, message)) = &error {
                if *id == card.id {
                    card.error = Some(message.clone());
                }
            }
            card
        })
        .collect();
    html(
        status,
        ReportsPage {
            page,
            reports,
            closed,
            done,
            max: REASON_MAX,
        },
    )
}

/// How long a suspension lasts, as the forms offer it.
fn until_of(now: DateTime<Utc>, days: &str) -> Result<Option<DateTime<Utc>>, AppError> {
    match days {
        "forever" => Ok(None),
        "1" | "7" | "30" | "365" => {
            let days: i64 = days.parse().unwrap_or(1);
            Ok(Some(now + Duration::days(days)))
        }
        _ => Err(AppError::translated(
            StatusCode::UNPROCESSABLE_ENTITY,
            "mod_err_duration",
        )),
    }
}

#[derive(Deserialize)]
pub struct ActForm {
    #[serde(default)]
    action: String,
    #[serde(default)]
    days: String,
    #[serde(default)]
    reason: String,
    /// Close the report too ("on" when ticked).
    #[serde(default)]
    close: Option<String>,
}

/// `POST /admin/reports/{id}`: does what the report's form chose (hide what it is about, make
/// its deck private, suspend its author, or nothing), and closes it when asked. A refusal
/// shows the reports again, with why beside this one.
pub async fn act(
    state: web::Data<AppState>,
    AdminUser(admin): AdminUser,
    page: PageCtx,
    id: web::Path<i64>,
    CsrfForm(form): CsrfForm<ActForm>,
) -> Result<HttpResponse, AppError> {
    let id = id.into_inner();
    match act_on(&state, admin.id, id, &form).await {
        Ok(closed) => Ok(see_other(if closed {
            "/admin/reports?done=closed"
        } else {
            "/admin/reports?done=acted"
        })),
        Err(err) if shown_here(&err) => {
            let message = err.message(page.lang);
            reports_page(&state, page, false, None, Some((id, message)), err.status).await
        }
        Err(err) => Err(err),
    }
}

/// Whether the report ended closed.
async fn act_on(
    state: &AppState,
    admin_id: crate::ids::AccountId,
    id: i64,
    form: &ActForm,
) -> Result<bool, AppError> {
    let item = moderation::open_report(state, id)
        .await?
        .ok_or_else(|| AppError::translated(StatusCode::NOT_FOUND, "mod_err_no_report"))?;
    let because = || Because {
        reason: form.reason.clone(),
        report_id: Some(id),
    };
    let target = item.report.target_id;
    match (form.action.as_str(), &item.about) {
        ("hide", About::Message { .. }) => {
            moderation::hide(state, admin_id, Hideable::Message(target), true, because()).await?
        }
        ("hide", About::Card { .. }) => {
            moderation::hide(state, admin_id, Hideable::Card(target), true, because()).await?
        }
        ("hide", About::TableName(_)) => {
            let what = Hideable::TableName(TableId(target));
            moderation::hide(state, admin_id, what, true, because()).await?
        }
        ("private", About::Deck(deck) | About::Card { deck, .. }) => {
            moderation::make_private(state, admin_id, DeckId(deck.id.0), because()).await?
        }
        ("suspend", about) => {
            let author = about.author().ok_or_else(|| {
                AppError::translated(StatusCode::UNPROCESSABLE_ENTITY, "mod_err_no_author")
            })?;
            let until = until_of(state.clock.now(), &form.days)?;
            moderation::suspend(state, admin_id, author, until, because()).await?
        }
        ("close", _) => {}
        _ => {
            return Err(AppError::translated(
                StatusCode::UNPROCESSABLE_ENTITY,
                "mod_err_action",
            ))
        }
    }
    let close = form.action == "close" || form.close.is_some();
    if close {
        moderation::close(state, admin_id, id, form.reason.clone()).await?;
    }
    Ok(close)
}

#[derive(Template)]
#[template(path = "admin_accounts.html")]
struct AccountsPage {
    page: PageCtx,
    suspended: Vec<SuspendedRow>,
    /// The usernames of the accounts whose quotas are lifted.
    lifted: Vec<String>,
    done: Option<&'static str>,
    error: Option<String>,
    /// What the suspend form held when it was refused.
    username: String,
    reason: String,
    max: usize,
}

#[derive(Deserialize)]
pub struct DoneQuery {
    #[serde(default)]
    done: Option<String>,
}

/// `GET /admin/accounts`
pub async fn accounts(
    state: web::Data<AppState>,
    _admin: AdminUser,
    page: PageCtx,
    query: web::Query<DoneQuery>,
) -> Result<HttpResponse, AppError> {
    let done = match query.done.as_deref() {
        Some("suspended") => Some("mod_done_suspended"),
        Some("lifted") => Some("mod_done_lifted"),
        Some("quotas_lifted") => Some("mod_done_quotas_lifted"),
        Some("quotas_applied") => Some("mod_done_quotas_applied"),
        _ => None,
    };
    accounts_page(&state, page, done, None, StatusCode::OK).await
}

async fn accounts_page(
    state: &AppState,
    page: PageCtx,
    done: Option<&'static str>,
    refused: Option<(String, &SuspendForm)>,
    status: StatusCode,
) -> Result<HttpResponse, AppError> {
    let suspended = moderation::suspended(state).await?;
    let lifted = moderation::quotas_lifted(state).await?;
    let (error, username, reason) = match refused {
        Some((error, form)) => (
            Some(error),
            form.username.chars().take(100).collect(),
            form.reason.chars().take(REASON_MAX).collect(),
        ),
        None => (None, String::new(), String::new()),
    };
    html(
        status,
        AccountsPage {
            page,
            suspended,
            lifted,
            done,
            error,
            username,
            reason,
            max: REASON_MAX,
        },
    )
}

#[derive(Deserialize, Default)]
pub struct SuspendForm {
    #[serde(default)]
    username: String,
    #[serde(default)]
    days: String,
    #[serde(default)]
    reason: String,
}

/// `POST /admin/accounts/suspend`: suspends an account by its username.
pub async fn suspend(
    state: web::Data<AppState>,
    AdminUser(admin): AdminUser,
    page: PageCtx,
    CsrfForm(form): CsrfForm<SuspendForm>,
) -> Result<HttpResponse, AppError> {
    let done = async {
        let until = until_of(state.clock.now(), &form.days)?;
        let because = Because {
            reason: form.reason.clone(),
            report_id: None,
        };
        moderation::suspend(&state, admin.id, &form.username, until, because).await?;
        Ok::<_, AppError>(())
    }
    .await;
    match done {
        Ok(()) => Ok(see_other("/admin/accounts?done=suspended")),
        Err(err) if shown_here(&err) => {
            let message = err.message(page.lang);
            accounts_page(&state, page, None, Some((message, &form)), err.status).await
        }
        Err(err) => Err(err),
    }
}

#[derive(Deserialize)]
pub struct LiftForm {
    #[serde(default)]
    reason: String,
}

/// `POST /admin/accounts/{username}/lift`: lifts a suspension.
pub async fn lift(
    state: web::Data<AppState>,
    AdminUser(admin): AdminUser,
    page: PageCtx,
    username: web::Path<String>,
    CsrfForm(form): CsrfForm<LiftForm>,
) -> Result<HttpResponse, AppError> {
    let because = Because {
        reason: form.reason,
        report_id: None,
    };
    match moderation::lift(&state, admin.id, &username, because).await {
        Ok(()) => Ok(see_other("/admin/accounts?done=lifted")),
        Err(err) => {
            let err = AppError::from(err);
            if !shown_here(&err) {
                return Err(err);
            }
            let message = err.message(page.lang);
            let form = SuspendForm::default();
            accounts_page(&state, page, None, Some((message, &form)), err.status).await
        }
    }
}

#[derive(Deserialize)]
pub struct QuotasForm {
    #[serde(default)]
    username: String,
    #[serde(default)]
    reason: String,
    /// `lift` or `apply`: the button pressed.
    #[serde(default)]
    quotas: String,
}

/// `POST /admin/accounts/quotas`: lifts an account's quotas, or makes them apply again.
pub async fn quotas(
    state: web::Data<AppState>,
    AdminUser(admin): AdminUser,
    page: PageCtx,
    CsrfForm(form): CsrfForm<QuotasForm>,
) -> Result<HttpResponse, AppError> {
    let lifted = match form.quotas.as_str() {
        "lift" => true,
        "apply" => false,
        _ => {
            return Err(AppError::bad_request(
                "Choose whether to lift the quotas or to apply them again.",
            ))
        }
    };
    let because = Because {
        reason: form.reason.clone(),
        report_id: None,
    };
    match moderation::set_quotas_lifted(&state, admin.id, &form.username, lifted, because).await {
        Ok(()) if lifted => Ok(see_other("/admin/accounts?done=quotas_lifted")),
        Ok(()) => Ok(see_other("/admin/accounts?done=quotas_applied")),
        Err(err) => {
            let err = AppError::from(err);
            if !shown_here(&err) {
                return Err(err);
            }
            let message = err.message(page.lang);
            let form = SuspendForm::default();
            accounts_page(&state, page, None, Some((message, &form)), err.status).await
        }
    }
}

/// A refusal the admin can act on, shown on the page the form is on; anything else is the
/// error page.
fn shown_here(err: &AppError) -> bool {
    err.key.is_some() && err.status.is_client_error()
}

#[derive(Template)]
#[template(path = "admin_log.html")]
struct LogPage {
    page: PageCtx,
    actions: Vec<ActionRow>,
}

/// `GET /admin/log`
pub async fn log(
    state: web::Data<AppState>,
    _admin: AdminUser,
    page: PageCtx,
) -> Result<HttpResponse, AppError> {
    let actions = moderation::actions(&state, LOG_LINES).await?;
    html(StatusCode::OK, LogPage { page, actions })
}
