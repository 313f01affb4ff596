//! `/settings/developers`: what programs use: the account's API tokens (each revocable, a new
//! one in one click) and its webhooks.

use actix_web::http::StatusCode;
use actix_web::{web, HttpResponse};
use askama::Template;
use chrono::{DateTime, Utc};
use serde::Deserialize;

use crate::accounts::{self, AccountError};
use crate::ids::AccountId;
use crate::notify::webhooks::WebhookError;
use crate::state::AppState;
use crate::web::auth::{CsrfForm, CurrentUser};
use crate::web::error::AppError;
use crate::web::pages::settings::{html, Answer, DoneQuery, EmptyForm, Nav, Section, ShownPage};
use crate::web::pages::webhooks;
use crate::web::pages::{see_other, PageCtx};

struct TokenLine {
    id: i64,
    name: String,
    since: DateTime<Utc>,
    last_used: Option<DateTime<Utc>>,
}

#[derive(Template)]
#[template(path = "settings_developers.html")]
struct DevelopersPage {
    page: PageCtx,
    nav: Nav,
    done: Option<&'static str>,
    error: Option<String>,
    tokens: Vec<TokenLine>,
    /// A token just made, shown this once.
    new_token: Option<String>,
    /// The "Webhooks" section.
    webhooks: webhooks::Section,
}

/// What the page shows after one of its forms.
#[derive(Default)]
pub struct Shown {
    done: Option<&'static str>,
    /// Why the token form was refused (said at the top of the page).
    error: Option<AppError>,
    new_token: Option<String>,
    /// The webhook form as it was sent (refused).
    webhook_url: Option<String>,
    /// The secret of the webhook just made.
    webhook_secret: Option<String>,
    /// Why the webhook form was refused (said beside the form).
    webhook_error: Option<AppError>,
}

/// What this page says after its forms: their `done`, and the sentence.
const DONE: [(&str, &str); 3] = [
    ("revoked", "security_token_revoked"),
    ("webhook_deleted", "settings_webhook_deleted"),
    ("webhook_enabled", "settings_webhook_enabled"),
];

impl ShownPage for Shown {
    fn said(&mut self, query: &DoneQuery) {
        self.done = query.said(&DONE);
    }

    async fn render(self, state: &AppState, account_id: AccountId, page: PageCtx) -> Answer {
        let (_, tokens) = accounts::sessions_and_tokens(state, account_id).await?;
        let shown = self;
        let status = (shown.error.as_ref())
            .or(shown.webhook_error.as_ref())
            .map_or(StatusCode::OK, |e| e.status);
        let form = webhooks::Form {
            url: shown.webhook_url.unwrap_or_default(),
            secret: shown.webhook_secret,
            error: shown.webhook_error.map(|e| e.message(page.lang)),
        };
        let webhooks = webhooks::section(state, account_id, page.lang, form).await?;
        html(
            status,
            DevelopersPage {
                nav: Nav::at(Section::Developers),
                done: shown.done,
                error: shown.error.map(|e| e.message(page.lang)),
                tokens: tokens
                    .into_iter()
                    .map(|token| TokenLine {
                        id: token.id,
                        name: token.name,
                        since: token.created_at,
                        last_used: token.last_used_at,
                    })
                    .collect(),
                new_token: shown.new_token,
                webhooks,
                page,
            },
        )
    }
}

/// `POST /settings/tokens`: a new API token, in one click (a new password or "sign out
/// everywhere" ends the old ones). The page shows it this once and is never stored.
pub async fn new_token(
    state: web::Data<AppState>,
    CurrentUser(user): CurrentUser,
    page: PageCtx,
    CsrfForm(_): CsrfForm<EmptyForm>,
) -> Result<HttpResponse, AppError> {
    let shown = match accounts::create_token(&state, user.id, "API token".to_string()).await {
        Ok((token, _)) => Shown {
            new_token: Some(token),
            ..Shown::default()
        },
        // As many tokens as the account may have: said on the page, above its list of them.
        Err(err @ AccountError::Quota(_)) => Shown {
            error: Some(err.into()),
            ..Shown::default()
        },
        Err(err) => return Err(err.into()),
    };
    shown.render(&state, user.id, page).await
}

/// `POST /settings/tokens/{id}/revoke`
pub async fn revoke_token(
    state: web::Data<AppState>,
    CurrentUser(user): CurrentUser,
    id: web::Path<i64>,
    CsrfForm(_): CsrfForm<EmptyForm>,
) -> Result<HttpResponse, AppError> {
    match accounts::revoke_token(&state, user.id, id.into_inner()).await? {
        Some(true) => Ok(see_other("/settings/developers?done=revoked")),
        _ => Err(AppError::not_found()),
    }
}

#[derive(Deserialize)]
pub struct WebhookForm {
    #[serde(default)]
    url: String,
}

/// `POST /settings/webhooks`: a new webhook, its secret shown on the page this answers (and
/// never again); a refused address shows the form again with it and why.
pub async fn add_webhook(
    state: web::Data<AppState>,
    CurrentUser(user): CurrentUser,
    page: PageCtx,
    CsrfForm(form): CsrfForm<WebhookForm>,
) -> Result<HttpResponse, AppError> {
    let shown = match crate::notify::webhooks::register(&state, user.id, &form.url).await {
        Ok(made) => Shown {
            webhook_secret: Some(made.secret),
            ..Shown::default()
        },
        Err(err @ (WebhookError::Invalid(_) | WebhookError::Quota(_))) => Shown {
            webhook_url: Some(form.url.chars().take(600).collect()),
            webhook_error: Some(err.into()),
            ..Shown::default()
        },
        Err(err) => return Err(err.into()),
    };
    shown.render(&state, user.id, page).await
}

/// `POST /settings/webhooks/{id}/delete`
pub async fn delete_webhook(
    state: web::Data<AppState>,
    CurrentUser(user): CurrentUser,
    id: web::Path<i64>,
    CsrfForm(_): CsrfForm<EmptyForm>,
) -> Result<HttpResponse, AppError> {
    crate::notify::webhooks::remove(&state, user.id, id.into_inner()).await?;
    Ok(see_other(
        "/settings/developers?done=webhook_deleted#webhooks",
    ))
}

/// `POST /settings/webhooks/{id}/enable`: a disabled webhook is sent to again.
pub async fn enable_webhook(
    state: web::Data<AppState>,
    CurrentUser(user): CurrentUser,
    id: web::Path<i64>,
    CsrfForm(_): CsrfForm<EmptyForm>,
) -> Result<HttpResponse, AppError> {
    crate::notify::webhooks::enable(&state, user.id, id.into_inner()).await?;
    Ok(see_other(
        "/settings/developers?done=webhook_enabled#webhooks",
    ))
}
