//! Register, sign in, sign out.

use actix_web::http::StatusCode;
use actix_web::{web, HttpRequest, HttpResponse};
use askama::Template;
use serde::Deserialize;

use crate::accounts::{self, Registration};
use crate::state::AppState;
use crate::web::auth::{CsrfForm, TypedSession};
use crate::web::client;
use crate::web::error::AppError;
use crate::web::pages::{html, safe_next, see_other, NextQuery, PageCtx};

#[derive(Template)]
#[template(path = "register.html")]
struct RegisterPage {
    page: PageCtx,
    username: String,
    display_name: String,
    next: String,
    error: Option<String>,
}

#[derive(Template)]
#[template(path = "sign_in.html")]
struct SignInPage {
    page: PageCtx,
    username: String,
    next: String,
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
    };
    let address = client::address(&req, &state.config);
    match accounts::register(&state, registration, address).await {
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
                },
            )
        }
    }
}

/// `GET /sign-in`
pub async fn sign_in_form(
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
    let address = client::address(&req, &state.config);
    match accounts::authenticate(&state, username, form.password, address).await {
        Ok(signed_in) => {
            session.sign_in(&state, &req, signed_in.account.id).await?;
            if signed_in.failed_since > 0 {
                session.note_failed_sign_ins(signed_in.failed_since)?;
            }
            Ok(see_other(&next))
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
                },
            )
        }
    }
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
