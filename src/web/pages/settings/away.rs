//! `/settings/away`: "I'm away until [date]" and "I'm back".

use actix_web::http::StatusCode;
use actix_web::{web, HttpResponse};
use askama::Template;
use chrono::{DateTime, NaiveDate, Utc};
use serde::Deserialize;

use crate::accounts;
use crate::play;
use crate::state::AppState;
use crate::web::auth::{CsrfForm, CurrentUser};
use crate::web::error::AppError;
use crate::web::pages::settings::{
    html, local_today, start_of_day, DoneQuery, EmptyForm, Nav, Section,
};
use crate::web::pages::{see_other, PageCtx};

#[derive(Template)]
#[template(path = "settings_away.html")]
struct AwayPage {
    page: PageCtx,
    nav: Nav,
    done: Option<&'static str>,
    error: Option<String>,
    /// Until when the player is away (none: not away).
    away_until: Option<DateTime<Utc>>,
}

impl AwayPage {
    /// The first day the away form takes (tomorrow), in the reader's zone (YYYY-MM-DD).
    fn away_first_day(&self) -> String {
        (local_today(&self.page, self.page.now) + chrono::Days::new(1)).to_string()
    }

    /// The last day the away form takes, [`play::MAX_AWAY_DAYS`] days from today.
    fn away_last_day(&self) -> String {
        let days = play::MAX_AWAY_DAYS as u64;
        (local_today(&self.page, self.page.now) + chrono::Days::new(days)).to_string()
    }
}

/// `GET /settings/away`
pub async fn show(
    state: web::Data<AppState>,
    CurrentUser(user): CurrentUser,
    page: PageCtx,
    query: web::Query<DoneQuery>,
) -> Result<HttpResponse, AppError> {
    let done = query.said(&[
        ("away", "settings_away_saved"),
        ("back", "settings_back_saved"),
    ]);
    render(&state, user.id, page, done, None).await
}

async fn render(
    state: &AppState,
    account_id: crate::ids::AccountId,
    page: PageCtx,
    done: Option<&'static str>,
    error: Option<AppError>,
) -> Result<HttpResponse, AppError> {
    let presence = accounts::presence(state, account_id).await?;
    let status = error.as_ref().map_or(StatusCode::OK, |e| e.status);
    html(
        status,
        AwayPage {
            nav: Nav::at(Section::Away),
            done,
            error: error.map(|e| e.message(page.lang)),
            away_until: presence.away_until,
            page,
        },
    )
}

#[derive(Deserialize)]
pub struct AwayForm {
    /// The day the player is back (YYYY-MM-DD), in their zone: away until its start.
    #[serde(default)]
    until: String,
}

/// `POST /settings/away`: "I'm away until [date]": away until the start of that day in the
/// reader's zone, at most 14 days from now.
pub async fn save_away(
    state: web::Data<AppState>,
    CurrentUser(user): CurrentUser,
    page: PageCtx,
    CsrfForm(form): CsrfForm<AwayForm>,
) -> Result<HttpResponse, AppError> {
    let until = NaiveDate::parse_from_str(form.until.trim(), "%Y-%m-%d")
        .ok()
        .and_then(|day| start_of_day(&page, day));
    let result = match until {
        Some(until) => play::set_away(&state, user.id, Some(until))
            .await
            .map_err(AppError::from),
        None => Err(AppError::translated(
            StatusCode::UNPROCESSABLE_ENTITY,
            "away_err_date",
        )),
    };
    match result {
        Ok(()) => Ok(see_other("/settings/away?done=away")),
        Err(error) => render(&state, user.id, page, None, Some(error)).await,
    }
}

/// `POST /settings/back`: "I'm back": away no more.
pub async fn end_away(
    state: web::Data<AppState>,
    CurrentUser(user): CurrentUser,
    CsrfForm(_): CsrfForm<EmptyForm>,
) -> Result<HttpResponse, AppError> {
    play::set_away(&state, user.id, None).await?;
    Ok(see_other("/settings/away?done=back"))
}
