//! HTML pages for people: askama templates over one base layout, plain forms.

pub mod accounts;
pub mod admin;
pub mod around;
pub mod bots;
pub mod decks;
pub mod history;
pub mod home;
pub mod moderation;
pub mod push;
pub mod rules;
pub mod safety;
pub mod settings;
pub mod storybook;
pub mod substitutes;
pub mod table_model;
pub mod table_page;
pub mod tables;
pub mod viewer;
pub mod webhooks;

use std::future::Future;
use std::pin::Pin;

use actix_web::dev::Payload;
use actix_web::http::header;
use actix_web::http::StatusCode;
use actix_web::{web, FromRequest, HttpRequest, HttpResponse};
use askama::Template;
use chrono::{DateTime, Utc};
use chrono_tz::Tz;
use serde::Deserialize;

use crate::i18n::{time, Lang};
use crate::ids::AccountId;
use crate::state::AppState;
use crate::store::accounts::Account;
use crate::web::auth::{MaybeUser, TypedSession};
use crate::web::error::AppError;
use crate::web::lang::{lang_cookie, lang_of};

/// What the base layout needs on every page: the reader's language, who is signed in, the
/// CSRF token for forms, and the current path (for the language switch).
pub struct PageCtx {
    pub lang: Lang,
    pub user: Option<Account>,
    pub csrf: String,
    pub path: String,
    /// Said once, on the first page after signing in: how many failed sign-ins named the
    /// account since its previous visit.
    pub failed_sign_ins: Option<i64>,
    /// The last round whose reveal this browser has moved on from, by table.
    pub seen_rounds: Vec<(i64, u32)>,
    /// The reader's time zone; times are written in UTC, and say so, without one.
    pub zone: Option<Tz>,
    /// The time of the request, from the server's clock (which tests move by hand).
    pub now: DateTime<Utc>,
    /// The session cookie says someone is signed in, on a page drawn without reading their
    /// account (`from_cookies`): it offers the settings and signing out, not signing in.
    pub session_held: bool,
}

impl PageCtx {
    /// For pages shown without a session (error pages).
    pub fn bare(lang: Lang) -> PageCtx {
        PageCtx {
            lang,
            user: None,
            csrf: String::new(),
            path: "/".into(),
            failed_sign_ins: None,
            seen_rounds: Vec::new(),
            zone: None,
            // Error pages are drawn where the server's clock is out of reach; they show no
            // time that a test would move.
            now: Utc::now(),
            session_held: false,
        }
    }

    /// For pages drawn without asking the database (the server busy or failing, a client
    /// asking too often): the reader's language, and from the session cookie alone whether
    /// someone is signed in.
    pub fn from_cookies(req: &HttpRequest) -> PageCtx {
        let mut page = PageCtx::bare(lang_of(req));
        if let Ok(session) = TypedSession::from_request(req, &mut Payload::None).into_inner() {
            if session.secret().is_some() {
                page.session_held = true;
                page.csrf = session.csrf_token();
            }
        }
        page
    }

    /// Whether the reader is signed in, named or not.
    pub fn signed_in(&self) -> bool {
        self.user.is_some() || self.session_held
    }

    pub fn t(&self, key: &str) -> &'static str {
        self.lang.t(key)
    }

    /// A time as this reader reads it: their zone and language (`time::show_time`).
    pub fn when(&self, at: &DateTime<Utc>) -> String {
        time::show_time(*at, self.lang, self.zone)
    }

    /// A time for `<time datetime>`: ISO 8601, in UTC.
    pub fn iso(&self, at: &DateTime<Utc>) -> String {
        time::iso_time(*at)
    }

    /// Signed in without a time zone: times are in UTC, and the page says so (and its script
    /// sends the browser's zone).
    pub fn zone_unset(&self) -> bool {
        self.user.as_ref().is_some_and(|u| u.time_zone.is_none())
    }

    /// The text for `key` with its one `{name}` place filled with `value`.
    pub fn fill(&self, key: &str, name: &str, value: impl std::fmt::Display) -> String {
        self.lang.fill(key, &[(name, &value.to_string())])
    }

    /// Where the header's "Sign in" and "Create an account" lead back to: this page (an
    /// invite link, a table, a deck), or on those two pages the place they lead back to
    /// already; nothing from the home page.
    pub fn return_to(&self) -> Option<String> {
        let (path, query) = self.path.split_once('?').unwrap_or((&self.path, ""));
        let next = if matches!(path, "/sign-in" | "/register") {
            let wanted = url::form_urlencoded::parse(query.as_bytes())
                .find(|(name, _)| name == "next")
                .map(|(_, value)| value.into_owned());
            safe_next(wanted.as_deref())
        } else {
            safe_next(Some(&self.path))
        };
        (next != "/").then_some(next)
    }

    /// The last round of `table` whose reveal this reader has moved on from (0: none).
    pub fn seen_round(&self, table: i64) -> u32 {
        self.seen_rounds
            .iter()
            .find(|&&(t, _)| t == table)
            .map_or(0, |&(_, round)| round)
    }

    /// The address of a file under `static/`, with its version (`assets::url`).
    pub fn static_url(&self, path: &str) -> String {
        crate::web::assets::url(path)
    }

    pub fn languages(&self) -> [Lang; Lang::ALL.len()] {
        Lang::ALL
    }

    /// The notice of failed sign-ins, in the reader's language.
    pub fn failed_sign_ins_notice(&self) -> Option<String> {
        self.failed_sign_ins.map(|count| {
            self.lang
                .fill("notice_failed_sign_ins", &[("count", &count.to_string())])
        })
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
            let zone = user
                .as_ref()
                .and_then(|u| u.time_zone.as_deref())
                .and_then(time::zone);
            let now = match req.app_data::<web::Data<AppState>>() {
                Some(state) => state.clock.now(),
                None => Utc::now(),
            };
            Ok(PageCtx {
                zone,
                now,
                lang: lang_of(&req),
                user,
                csrf: session.csrf_token(),
                failed_sign_ins: session.take_failed_sign_ins(),
                seen_rounds: session.seen_rounds(),
                path: req
                    .uri()
                    .path_and_query()
                    .map(|pq| pq.as_str().to_string())
                    .unwrap_or_else(|| "/".into()),
                session_held: false,
            })
        })
    }
}

/// Only a path of this site may be a place to go back to, never another site: it starts with
/// one `/`, and holds nothing but the printable ASCII a URL's path and query are made of, so
/// no tab, line break, backslash or look-alike slash can turn it into `//elsewhere` on the
/// browser's side. Its percent-decoded form is held to the same start, so `/%2f%2fevil` is
/// refused too. Anything else goes home.
pub fn safe_next(next: Option<&str>) -> String {
    fn local(path: &str) -> bool {
        let allowed = |c: char| c.is_ascii_graphic() && !matches!(c, '\\' | '"' | '<' | '>' | '`');
        path.starts_with('/') && !path.starts_with("//") && path.chars().all(allowed)
    }
    // Decoded, it may hold spaces (a query's `%20`), but must still not lead elsewhere.
    fn still_local(decoded: &str) -> bool {
        !decoded.starts_with("//")
            && !decoded.contains('\\')
            && !decoded.chars().any(char::is_control)
    }
    match next {
        Some(next)
            if local(next)
                && still_local(&percent_encoding::percent_decode_str(next).decode_utf8_lossy()) =>
        {
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

/// A page that shows a secret, or has one in its address (the feed's, a mailed link's): never
/// stored, and its address never sent elsewhere.
pub fn private_page(mut res: HttpResponse) -> HttpResponse {
    let headers = res.headers_mut();
    headers.insert(
        header::REFERRER_POLICY,
        header::HeaderValue::from_static("no-referrer"),
    );
    headers.insert(
        header::CACHE_CONTROL,
        header::HeaderValue::from_static("no-store"),
    );
    res
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

/// `GET /lang/{code}`: the footer's language switch; remembered in a cookie for a year, and
/// for someone signed in as their account's language (their mail, feed and notifications).
pub async fn choose_language(
    state: web::Data<AppState>,
    MaybeUser(user): MaybeUser,
    code: web::Path<String>,
    query: web::Query<NextQuery>,
) -> HttpResponse {
    let next = safe_next(query.next.as_deref());
    let mut res = see_other(&next);
    if let Some(lang) = Lang::from_code(&code) {
        if let Some(user) = user {
            if let Err(err) = crate::notify::notices::save_lang(&state, user.id, lang.code()).await
            {
                tracing::warn!(%err, "the account's language was not saved");
            }
        }
        let _ = res.add_cookie(&lang_cookie(lang));
    }
    res
}

#[cfg(test)]
mod tests {
    use super::{safe_next, PageCtx};
    use crate::i18n::Lang;

    #[test]
    fn the_headers_sign_in_leads_back_to_the_page() {
        let at = |path: &str| PageCtx {
            path: path.to_string(),
            ..PageCtx::bare(Lang::En)
        };
        assert_eq!(
            at("/t/abc234xy").return_to().as_deref(),
            Some("/t/abc234xy")
        );
        assert_eq!(at("/").return_to(), None);
        assert_eq!(
            at("/register?next=%2Ft%2Fabc234xy").return_to().as_deref(),
            Some("/t/abc234xy")
        );
        assert_eq!(
            at("/sign-in?next=/decks/3").return_to().as_deref(),
            Some("/decks/3")
        );
        assert_eq!(at("/sign-in").return_to(), None);
        assert_eq!(at("/sign-in?next=//evil.example").return_to(), None);
    }

    #[test]
    fn next_is_a_local_path_or_home() {
        for good in ["/", "/tables/7", "/t/abc?x=1&y=%20z", "/settings#mail"] {
            assert_eq!(safe_next(Some(good)), good);
        }
        let known_bypasses = [
            "//evil.example/",
            "/\\evil.example/",
            "\\\\evil.example/",
            "/\t/evil.example/",
            "/%09/evil.example/",
            "/\r\nSet-Cookie: a=b",
            "/\n/evil.example",
            "/%2f%2fevil.example",
            "/%2F/evil.example",
            "/%5cevil.example",
            "https://evil.example/",
            "http:evil.example",
            "javascript:alert(1)",
            "evil.example",
            "/\u{FF0F}evil.example",
            "/\u{2215}evil.example",
            "\u{FF0F}\u{FF0F}evil.example",
            " /evil",
            "/ /evil",
            "",
        ];
        for bad in known_bypasses {
            assert_eq!(safe_next(Some(bad)), "/", "{bad:?}");
        }
        assert_eq!(safe_next(None), "/");
    }
}
