//! Register, sign in, sign out; and "forgot your password?" when the server sends mail.

use actix_web::http::StatusCode;
use actix_web::{web, HttpRequest, HttpResponse};
use askama::Template;
use serde::Deserialize;

use crate::accounts::{self, AccountError, Registration};
use crate::state::AppState;
use crate::web::auth::{CsrfForm, TypedSession};
use crate::web::client;
use crate::web::error::AppError;
use crate::web::lang::lang_cookie;
use crate::web::pages::{html, private_page, safe_next, see_other, NextQuery, PageCtx};

#[derive(Template)]
#[template(path = "register.html")]
struct RegisterPage {
    page: PageCtx,
    username: String,
    display_name: String,
    next: String,
    error: Option<String>,
    /// The server's registration setting: who may make an account.
    registration: crate::config::Registration,
    invite: String,
}

#[derive(Template)]
#[template(path = "sign_in.html")]
struct SignInPage {
    page: PageCtx,
    username: String,
    next: String,
    error: Option<String>,
    /// The server sends mail: a forgotten password can be reset.
    mail_enabled: bool,
}

#[derive(Template)]
#[template(path = "forgot.html")]
struct ForgotPage {
    page: PageCtx,
    who: String,
    sent: bool,
    error: Option<String>,
}

#[derive(Template)]
#[template(path = "reset.html")]
struct ResetPage {
    page: PageCtx,
    /// Where the form posts: the link's own address.
    action: String,
    /// The account the link is for, while it works.
    username: Option<String>,
    done: bool,
    error: Option<String>,
}

/// Why a form was refused, in the reader's language; anything but a refusal of the form
/// (a server that is busy, or broken) is an error page instead.
fn form_message(err: &AppError, page: &PageCtx) -> Result<String, AppError> {
    match err.key {
        Some(_) if err.status.is_client_error() => Ok(err.message(page.lang)),
        _ => Err(err.clone()),
    }
}

/// The form again, with the refusal's status (and `Retry-After` when it says when to try
/// again).
fn refused(err: &AppError, form: impl Template) -> Result<HttpResponse, AppError> {
    let mut res = html(err.status, form)?;
    if let Some(secs) = err.retry_after {
        res.headers_mut().insert(
            actix_web::http::header::RETRY_AFTER,
            actix_web::http::header::HeaderValue::from(secs),
        );
    }
    Ok(res)
}

/// `GET /register`; `?next=` is where to go once the account exists (an invite link).
pub async fn register_form(
    state: web::Data<AppState>,
    page: PageCtx,
    query: web::Query<NextQuery>,
) -> Result<HttpResponse, AppError> {
    html(
        StatusCode::OK,
        RegisterPage {
            page,
            username: String::new(),
            display_name: String::new(),
            next: safe_next(query.next.as_deref()),
            error: None,
            registration: state.config.registration,
            invite: String::new(),
        },
    )
}

#[derive(Deserialize)]
pub struct RegisterForm {
    username: String,
    password: String,
    #[serde(default)]
    display_name: String,
    next: Option<String>,
    #[serde(default)]
    invite: String,
}

/// `POST /register`: creates the account, signs the person in, and goes where they were
/// going.
pub async fn register(
    req: HttpRequest,
    state: web::Data<AppState>,
    session: TypedSession,
    page: PageCtx,
    CsrfForm(form): CsrfForm<RegisterForm>,
) -> Result<HttpResponse, AppError> {
    let registration = Registration {
        username: form.username.trim().to_string(),
        password: form.password,
        display_name: Some(form.display_name.clone()),
        lang: page.lang,
    };
    let sender = client::sender(&req, &state.config);
    let invite = Some(form.invite.clone());
    match crate::moderation::role::register(&state, registration, invite, sender).await {
        Ok(account) => {
            session.sign_in(&state, &req, account.id).await?;
            Ok(see_other(&safe_next(form.next.as_deref())))
        }
        Err(err) => {
            let err = AppError::from(err);
            let error = Some(form_message(&err, &page)?);
            refused(
                &err,
                RegisterPage {
                    page,
                    username: form.username,
                    display_name: form.display_name,
                    next: safe_next(form.next.as_deref()),
                    error,
                    registration: state.config.registration,
                    invite: form.invite,
                },
            )
        }
    }
}

/// `GET /sign-in`
pub async fn sign_in_form(
    state: web::Data<AppState>,
    page: PageCtx,
    query: web::Query<NextQuery>,
) -> Result<HttpResponse, AppError> {
    html(
        StatusCode::OK,
        SignInPage {
            page,
            username: String::new(),
            next: safe_next(query.next.as_deref()),
            error: None,
            mail_enabled: state.config.smtp_url().is_some(),
        },
    )
}

#[derive(Deserialize)]
pub struct SignInForm {
    username: String,
    password: String,
    next: Option<String>,
}

/// `POST /sign-in`: a fresh session, then back to where the person was going.
pub async fn sign_in(
    req: HttpRequest,
    state: web::Data<AppState>,
    session: TypedSession,
    page: PageCtx,
    CsrfForm(form): CsrfForm<SignInForm>,
) -> Result<HttpResponse, AppError> {
    let next = safe_next(form.next.as_deref());
    let username = form.username.trim().to_string();
    let proofs = client::device_proofs(&req);
    let client = accounts::Client {
        sender: client::sender(&req, &state.config),
        proofs: proofs.clone(),
    };
    match accounts::authenticate(&state, username, form.password, client).await {
        Ok(signed_in) => {
            session.sign_in(&state, &req, signed_in.account.id).await?;
            if signed_in.failed_since > 0 {
                session.note_failed_sign_ins(signed_in.failed_since)?;
            }
            let mut answer = see_other(&next);
            let kept = accounts::devices::kept(proofs.as_deref(), &signed_in.device);
            answer
                .add_cookie(&device_cookie(&state, kept))
                .map_err(AppError::internal)?;
            // The account's language follows the person to a browser that did not know it.
            if let Some(lang) = crate::i18n::Lang::from_code(&signed_in.account.lang) {
                answer
                    .add_cookie(&lang_cookie(lang))
                    .map_err(AppError::internal)?;
            }
            Ok(answer)
        }
        Err(err) => {
            let err = AppError::from(err);
            let error = Some(form_message(&err, &page)?);
            refused(
                &err,
                SignInPage {
                    page,
                    username: form.username,
                    next,
                    error,
                    mail_enabled: state.config.smtp_url().is_some(),
                },
            )
        }
    }
}

/// The cookie that keeps a browser's device proofs: a year, sent back only to this site, never
/// to scripts.
fn device_cookie(state: &AppState, value: String) -> actix_web::cookie::Cookie<'static> {
    actix_web::cookie::Cookie::build(accounts::devices::COOKIE, value)
        .path("/")
        .http_only(true)
        .secure(state.config.secure_cookies())
        .same_site(actix_web::cookie::SameSite::Lax)
        .max_age(actix_web::cookie::time::Duration::days(
            accounts::devices::KEEP_DAYS,
        ))
        .finish()
}

#[derive(Deserialize)]
pub struct SignOutForm {}

/// `POST /sign-out`
pub async fn sign_out(
    state: web::Data<AppState>,
    session: TypedSession,
    CsrfForm(_): CsrfForm<SignOutForm>,
) -> Result<HttpResponse, AppError> {
    session.sign_out(&state).await?;
    Ok(see_other("/"))
}

/// Resetting a password needs mail: without it, its pages are not there.
fn mail_needed(state: &AppState) -> Result<(), AppError> {
    match state.config.smtp_url() {
        Some(_) => Ok(()),
        None => Err(AppError::not_found()),
    }
}

/// `GET /forgot-password`
pub async fn forgot_form(
    state: web::Data<AppState>,
    page: PageCtx,
) -> Result<HttpResponse, AppError> {
    mail_needed(&state)?;
    let form = ForgotPage {
        page,
        who: String::new(),
        sent: false,
        error: None,
    };
    html(StatusCode::OK, form)
}

#[derive(Deserialize)]
pub struct ForgotForm {
    #[serde(default)]
    who: String,
}

/// `POST /forgot-password`: a reset link to the confirmed address of the account named by
/// username or address. The page says the same whether or not there is one.
pub async fn forgot(
    req: HttpRequest,
    state: web::Data<AppState>,
    page: PageCtx,
    CsrfForm(form): CsrfForm<ForgotForm>,
) -> Result<HttpResponse, AppError> {
    mail_needed(&state)?;
    let address = client::address(&req, &state.config);
    match accounts::ask_reset(&state, form.who.clone(), address).await {
        Ok(()) => {
            let sent = ForgotPage {
                page,
                who: String::new(),
                sent: true,
                error: None,
            };
            html(StatusCode::OK, sent)
        }
        Err(err) => {
            let err = AppError::from(err);
            let error = Some(form_message(&err, &page)?);
            let form = ForgotPage {
                page,
                who: form.who.chars().take(254).collect(),
                sent: false,
                error,
            };
            refused(&err, form)
        }
    }
}

/// The secret of a reset link; refused before any query when it cannot be one.
fn reset_secret(secret: web::Path<String>) -> Result<String, AccountError> {
    let secret = secret.into_inner();
    if crate::notify::mail::looks_like_secret(&secret) {
        Ok(secret)
    } else {
        Err(AccountError::ResetLink)
    }
}

/// The reset page: its form while the link works, else why not (with the refusal's status).
fn reset_page(
    page: PageCtx,
    secret: &str,
    username: Option<String>,
    err: Option<AppError>,
) -> Result<HttpResponse, AppError> {
    let error = err.as_ref().map(|e| form_message(e, &page)).transpose()?;
    let form = ResetPage {
        page,
        action: format!("/reset/{secret}"),
        username,
        done: false,
        error,
    };
    let res = match &err {
        Some(err) => refused(err, form)?,
        None => html(StatusCode::OK, form)?,
    };
    Ok(private_page(res))
}

/// `GET /reset/{secret}`: the form for a new password (opening the link uses nothing up).
pub async fn reset_form(
    state: web::Data<AppState>,
    page: PageCtx,
    secret: web::Path<String>,
) -> Result<HttpResponse, AppError> {
    mail_needed(&state)?;
    let found = match reset_secret(secret) {
        Ok(secret) => accounts::reset_link(&state, &secret)
            .await
            .map(|username| (secret, username)),
        Err(e) => Err(e),
    };
    match found {
        Ok((secret, username)) => reset_page(page, &secret, Some(username), None),
        Err(err) => reset_page(page, "", None, Some(err.into())),
    }
}

#[derive(Deserialize)]
pub struct ResetForm {
    #[serde(default)]
    password: String,
}

/// `POST /reset/{secret}`: the new password; the link stops working and every session of the
/// account ends.
pub async fn reset(
    req: HttpRequest,
    state: web::Data<AppState>,
    page: PageCtx,
    secret: web::Path<String>,
    CsrfForm(form): CsrfForm<ResetForm>,
) -> Result<HttpResponse, AppError> {
    mail_needed(&state)?;
    let address = client::address(&req, &state.config);
    let secret = match reset_secret(secret) {
        Ok(secret) => secret,
        Err(err) => return reset_page(page, "", None, Some(err.into())),
    };
    match accounts::reset_password(&state, &secret, form.password, address).await {
        Ok(()) => {
            let done = ResetPage {
                page,
                action: String::new(),
                username: None,
                done: true,
                error: None,
            };
            Ok(private_page(html(StatusCode::OK, done)?))
        }
        Err(err @ AccountError::Invalid(_)) => {
            let username = accounts::reset_link(&state, &secret).await.ok();
            reset_page(page, &secret, username, Some(err.into()))
        }
        Err(err) => reset_page(page, "", None, Some(err.into())),
    }
}
