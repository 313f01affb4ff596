//! The two pages that mailed links open without signing in: `/confirm/{secret}` and
//! `/unsubscribe/{secret}`, each a button that POSTs to the same address; the secret in the
//! address authorises that POST, as no session may be there.

use actix_web::http::StatusCode;
use actix_web::{web, HttpResponse};
use askama::Template;

use crate::notify::mail::looks_like_secret;
use crate::notify::notices;
use crate::state::AppState;
use crate::store::notices::MAIL_OFF;
use crate::web::error::AppError;
use crate::web::pages::settings::html;
use crate::web::pages::PageCtx;

/// The page a mailed link opens: a sentence and, until it is done, one button.
#[derive(Template)]
#[template(path = "settings_link.html")]
struct LinkPage {
    page: PageCtx,
    title: &'static str,
    text: String,
    /// The button's label and where it posts.
    button: Option<(&'static str, String)>,
}

fn unknown_link() -> AppError {
    AppError::translated(StatusCode::NOT_FOUND, "mail_link_unknown")
}

/// The secret of a mailed link; refused before any query when it cannot be one.
fn link_secret(secret: web::Path<String>) -> Result<String, AppError> {
    let secret = secret.into_inner();
    if looks_like_secret(&secret) {
        Ok(secret)
    } else {
        Err(unknown_link())
    }
}

/// A mailed link's page: the sentence `key` about `email`, and maybe a button.
fn link_page(
    page: PageCtx,
    title: &'static str,
    key: &str,
    email: &str,
    button: Option<(&'static str, String)>,
) -> Result<HttpResponse, AppError> {
    let text = page.fill(key, "email", email);
    html(
        StatusCode::OK,
        LinkPage {
            page,
            title,
            text,
            button,
        },
    )
}

/// `GET /confirm/{secret}`: asks to confirm (a GET changes nothing, so that programs that
/// open links in mail to check them do not confirm for the reader).
pub async fn confirm_form(
    state: web::Data<AppState>,
    secret: web::Path<String>,
    page: PageCtx,
) -> Result<HttpResponse, AppError> {
    let secret = link_secret(secret)?;
    let email = notices::to_confirm(&state, secret.clone())
        .await?
        .ok_or_else(unknown_link)?;
    let button = ("confirm_submit", format!("/confirm/{secret}"));
    link_page(page, "confirm_title", "confirm_text", &email, Some(button))
}

/// `POST /confirm/{secret}`
pub async fn confirm(
    state: web::Data<AppState>,
    secret: web::Path<String>,
    page: PageCtx,
) -> Result<HttpResponse, AppError> {
    let secret = link_secret(secret)?;
    let email = notices::confirm(&state, secret)
        .await?
        .ok_or_else(unknown_link)?;
    link_page(page, "confirm_title", "confirm_done", &email, None)
}

/// `GET /unsubscribe/{secret}`: asks to stop all mail.
pub async fn unsubscribe_form(
    state: web::Data<AppState>,
    secret: web::Path<String>,
    page: PageCtx,
) -> Result<HttpResponse, AppError> {
    let secret = link_secret(secret)?;
    let (email, mode) = notices::to_unsubscribe(&state, secret.clone())
        .await?
        .ok_or_else(unknown_link)?;
    let email = email.unwrap_or_default();
    if mode == MAIL_OFF {
        return link_page(page, "unsubscribe_title", "unsubscribe_done", &email, None);
    }
    let button = ("unsubscribe_submit", format!("/unsubscribe/{secret}"));
    link_page(
        page,
        "unsubscribe_title",
        "unsubscribe_text",
        &email,
        Some(button),
    )
}

/// `POST /unsubscribe/{secret}`: turns all mail off. Also what mail programs send for a
/// one-click unsubscribe (RFC 8058), whatever the body.
pub async fn unsubscribe(
    state: web::Data<AppState>,
    secret: web::Path<String>,
    page: PageCtx,
) -> Result<HttpResponse, AppError> {
    let secret = link_secret(secret)?;
    let (email, _) = notices::unsubscribe(&state, secret)
        .await?
        .ok_or_else(unknown_link)?;
    let email = email.unwrap_or_default();
    link_page(page, "unsubscribe_title", "unsubscribe_done", &email, None)
}
