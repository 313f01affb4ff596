//! Register, sign in, sign out.

use actix_web::http::StatusCode;
use actix_web::{web, HttpResponse};
use askama::Template;
use serde::Deserialize;

use crate::state::AppState;
use crate::web::auth::{self, CsrfForm, Registration, TypedSession};
use crate::web::error::AppError;
use crate::web::pages::{html, safe_next, see_other, NextQuery, PageCtx};

#[derive(Template)]
#[template(path = "register.html")]
struct RegisterPage {
    page: PageCtx,
    username: String,
    display_name: String,
    next: String,
    error: Option<&'static str>,
}

#[derive(Template)]
#[template(path = "sign_in.html")]
struct SignInPage {
    page: PageCtx,
    username: String,
    next: String,
    error: Option<&'static str>,
}

/// A refused form: shown again with the reason, in the reader's language.
fn form_error(err: &AppError) -> Result<&'static str, AppError> {
    match err.key {
        Some(key) if err.status.is_client_error() => Ok(key),
        _ => Err(err.clone()),
    }
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
    match auth::register(&state, registration).await {
        Ok(account) => {
            session.sign_in(account.id)?;
            Ok(see_other(&safe_next(form.next.as_deref())))
        }
        Err(err) => html(
            err.status,
            RegisterPage {
                page,
                username: form.username,
                display_name: form.display_name,
                next: safe_next(form.next.as_deref()),
                error: Some(form_error(&err)?),
            },
        ),
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
    state: web::Data<AppState>,
    session: TypedSession,
    page: PageCtx,
    CsrfForm(form): CsrfForm<SignInForm>,
) -> Result<HttpResponse, AppError> {
    let next = safe_next(form.next.as_deref());
    match auth::authenticate(&state, form.username.trim().to_string(), form.password).await {
        Ok(account) => {
            session.sign_in(account.id)?;
            Ok(see_other(&next))
        }
        Err(err) => html(
            err.status,
            SignInPage {
                page,
                username: form.username,
                next,
                error: Some(form_error(&err)?),
            },
        ),
    }
}

#[derive(Deserialize)]
pub struct SignOutForm {}

/// `POST /sign-out`
pub async fn sign_out(session: TypedSession, CsrfForm(_): CsrfForm<SignOutForm>) -> HttpResponse {
    session.sign_out();
    see_other("/")
}
