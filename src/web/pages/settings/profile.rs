//! `/settings/profile`: the name other players see and the time zone.

use actix_web::http::StatusCode;
use actix_web::{web, HttpResponse};
use askama::Template;
use serde::Deserialize;

use crate::accounts::{self, AccountError};
use crate::state::AppState;
use crate::store::accounts::Account;
use crate::web::auth::{CsrfForm, CurrentUser};
use crate::web::error::AppError;
use crate::web::pages::settings::{html, DoneQuery, Nav, Section};
use crate::web::pages::{see_other, PageCtx};

#[derive(Template)]
#[template(path = "settings_profile.html")]
struct ProfilePage {
    page: PageCtx,
    nav: Nav,
    done: Option<&'static str>,
    error: Option<String>,
    /// What the name field shows.
    display_name: String,
    /// What the time zone field shows; empty while the account has none (times in UTC).
    time_zone: String,
}

impl ProfilePage {
    fn zone_names(&self) -> impl Iterator<Item = &'static str> {
        crate::i18n::time::zone_names()
    }
}

/// `GET /settings/profile`
pub async fn show(
    CurrentUser(user): CurrentUser,
    page: PageCtx,
    query: web::Query<DoneQuery>,
) -> Result<HttpResponse, AppError> {
    let done = query.said(&[
        ("name", "settings_name_saved"),
        ("zone", "settings_zone_saved"),
    ]);
    html(
        StatusCode::OK,
        ProfilePage {
            page,
            nav: Nav::at(Section::Profile),
            done,
            error: None,
            display_name: user.display_name,
            time_zone: user.time_zone.unwrap_or_default(),
        },
    )
}

#[derive(Deserialize)]
pub struct NameForm {
    #[serde(default)]
    display_name: String,
}

/// `POST /settings/name`: the name other players see (the username when left empty), under
/// the rules of a new account's.
pub async fn save_name(
    state: web::Data<AppState>,
    CurrentUser(user): CurrentUser,
    page: PageCtx,
    CsrfForm(form): CsrfForm<NameForm>,
) -> Result<HttpResponse, AppError> {
    let result = accounts::rename(&state, &user, &form.display_name).await;
    let typed = ProfilePage {
        display_name: form.display_name.chars().take(200).collect(),
        time_zone: user.time_zone.clone().unwrap_or_default(),
        ..refused(page)
    };
    after(result, "name", typed)
}

/// The page of a refused form, before its fields are filled in.
fn refused(page: PageCtx) -> ProfilePage {
    ProfilePage {
        page,
        nav: Nav::at(Section::Profile),
        done: None,
        error: None,
        display_name: String::new(),
        time_zone: String::new(),
    }
}

/// After a form of the name or the time zone: back to the page saying it is `done`, or the
/// page again with what was typed and why it was refused.
fn after(
    result: Result<Account, AccountError>,
    done: &str,
    typed: ProfilePage,
) -> Result<HttpResponse, AppError> {
    match result {
        Ok(_) => Ok(see_other(&format!("/settings/profile?done={done}"))),
        Err(err @ (AccountError::Invalid(_) | AccountError::LookAlike)) => {
            let err = AppError::from(err);
            let status = err.status;
            let page = ProfilePage {
                error: Some(err.message(typed.page.lang)),
                ..typed
            };
            html(status, page)
        }
        Err(err) => Err(err.into()),
    }
}

#[derive(Deserialize)]
pub struct ZoneForm {
    #[serde(default)]
    time_zone: String,
}

/// `POST /settings/time-zone`: the zone every page, mail and the feed write times in.
pub async fn save_time_zone(
    state: web::Data<AppState>,
    CurrentUser(user): CurrentUser,
    page: PageCtx,
    CsrfForm(form): CsrfForm<ZoneForm>,
) -> Result<HttpResponse, AppError> {
    let result = accounts::set_time_zone(&state, &user, &form.time_zone, false).await;
    let typed = ProfilePage {
        display_name: user.display_name.clone(),
        time_zone: form.time_zone.chars().take(64).collect(),
        ..refused(page)
    };
    after(result, "zone", typed)
}

/// `POST /settings/time-zone/guess`: the browser's own zone, sent once by the page's script
/// while the account has none; it never overrides a zone the account has. 204.
pub async fn guess_time_zone(
    state: web::Data<AppState>,
    CurrentUser(user): CurrentUser,
    CsrfForm(form): CsrfForm<ZoneForm>,
) -> Result<HttpResponse, AppError> {
    accounts::set_time_zone(&state, &user, &form.time_zone, true).await?;
    Ok(HttpResponse::NoContent().finish())
}
