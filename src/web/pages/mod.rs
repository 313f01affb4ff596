//! HTML pages for people: askama templates over one base layout, plain forms.

pub mod accounts;
pub mod around;
pub mod decks;
pub mod history;
pub mod home;
pub mod rules;
pub mod settings;
pub mod table_model;
pub mod table_page;
pub mod tables;

use std::future::Future;
use std::pin::Pin;

use actix_web::cookie::{Cookie, SameSite};
use actix_web::dev::Payload;
use actix_web::http::header;
use actix_web::http::StatusCode;
use actix_web::{web, FromRequest, HttpRequest, HttpResponse};
use askama::Template;
use serde::Deserialize;

use crate::i18n::Lang;
use crate::ids::AccountId;
use crate::store::accounts::Account;
use crate::web::auth::{MaybeUser, TypedSession};
use crate::web::error::AppError;
use crate::web::lang::{lang_of, LANG_COOKIE};

/// What the base layout needs on every page: the reader's language, who is signed in, the
/// CSRF token for forms, and the current path (for the language switch).
pub struct PageCtx {
    pub lang: Lang,
    pub user: Option<Account>,
    pub csrf: String,
    pub path: String,
}

impl PageCtx {
    /// For pages shown without a session (error pages).
    pub fn bare(lang: Lang) -> PageCtx {
        PageCtx {
            lang,
            user: None,
            csrf: String::new(),
            path: "/".into(),
        }
    }

    pub fn t(&self, key: &str) -> &'static str {
        self.lang.t(key)
    }

    pub fn languages(&self) -> [Lang; 3] {
        Lang::ALL
    }
}

impl FromRequest for PageCtx {
    type Error = actix_web::Error;
    type Future = Pin<Box<dyn Future<Output = Result<PageCtx, actix_web::Error>>>>;

    fn from_request(req: &HttpRequest, _: &mut Payload) -> Self::Future {
        let req = req.clone();
        Box::pin(async move {
            let MaybeUser(user) = MaybeUser::from_request(&req, &mut Payload::None).await?;
            let session = TypedSession::from_request(&req, &mut Payload::None).await?;
            Ok(PageCtx {
                lang: lang_of(&req),
                user,
                csrf: session.csrf_token(),
                path: req
                    .uri()
                    .path_and_query()
                    .map(|pq| pq.as_str().to_string())
                    .unwrap_or_else(|| "/".into()),
            })
        })
    }
}

/// Only local paths may be a place to go back to, never another site.
pub fn safe_next(next: Option<&str>) -> String {
    match next {
        Some(next) if next.starts_with('/') && !next.starts_with("//") && !next.contains('\\') => {
            next.to_string()
        }
        _ => "/".to_string(),
    }
}

/// The signed-in account, or 401 (which sends a person to the sign-in page and back).
pub fn account_id(page: &PageCtx) -> Result<AccountId, AppError> {
    page.user
        .as_ref()
        .map(|u| u.id)
        .ok_or_else(AppError::unauthorized)
}

/// Renders a page with a status.
pub fn html(status: StatusCode, page: impl Template) -> Result<HttpResponse, AppError> {
    let body = page.render().map_err(AppError::internal)?;
    Ok(HttpResponse::build(status)
        .content_type("text/html; charset=utf-8")
        .insert_header((header::CACHE_CONTROL, "private, no-cache"))
        .body(body))
}

pub fn see_other(location: &str) -> HttpResponse {
    HttpResponse::SeeOther()
        .insert_header((header::LOCATION, location.to_string()))
        .finish()
}

#[derive(Deserialize)]
pub struct NextQuery {
    pub next: Option<String>,
}

/// `GET /lang/{code}`: the footer's language switch; remembered in a cookie for a year.
pub async fn choose_language(
    code: web::Path<String>,
    query: web::Query<NextQuery>,
) -> HttpResponse {
    let next = safe_next(query.next.as_deref());
    let mut res = see_other(&next);
    if let Some(lang) = Lang::from_code(&code) {
        let cookie = Cookie::build(LANG_COOKIE, lang.code())
            .path("/")
            .same_site(SameSite::Lax)
            .max_age(actix_web::cookie::time::Duration::days(365))
            .finish();
        let _ = res.add_cookie(&cookie);
    }
    res
}
