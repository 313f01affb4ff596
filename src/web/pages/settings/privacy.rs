//! `/settings/privacy`: the data Fabula holds about the account, to download (`/settings/export`),
//! what its pictures take, the players it blocks (a page of their own, `pages::safety`), and
//! deleting the account.

use actix_web::http::StatusCode;
use actix_web::{web, HttpResponse};
use askama::Template;
use serde::Deserialize;

use crate::accounts::AccountError;
use crate::ids::AccountId;
use crate::state::AppState;
use crate::web::auth::{CsrfForm, CurrentUser, TypedSession};
use crate::web::error::AppError;
use crate::web::pages::settings::{html, Nav, Section};
use crate::web::pages::{see_other, PageCtx};
use crate::web::shared::export_answer;

#[derive(Template)]
#[template(path = "settings_privacy.html")]
struct PrivacyPage {
    page: PageCtx,
    nav: Nav,
    done: Option<&'static str>,
    error: Option<String>,
    /// "Your pictures take 12.5 MB of 200 MB."
    pictures_usage: String,
}

/// `GET /settings/privacy`
pub async fn show(
    state: web::Data<AppState>,
    CurrentUser(user): CurrentUser,
    page: PageCtx,
) -> Result<HttpResponse, AppError> {
    render(&state, user.id, page, None).await
}

async fn render(
    state: &AppState,
    account_id: AccountId,
    page: PageCtx,
    error: Option<AppError>,
) -> Result<HttpResponse, AppError> {
    let pictures_usage = match crate::quotas::picture_usage(state, account_id).await? {
        (used, Some(max)) => page.lang.fill(
            "settings_pictures_usage",
            &[
                ("used", &crate::quotas::megabytes(used)),
                ("max", &crate::quotas::megabytes(max)),
            ],
        ),
        (used, None) => page.lang.fill(
            "settings_pictures_usage_lifted",
            &[("used", &crate::quotas::megabytes(used))],
        ),
    };
    let status = error.as_ref().map_or(StatusCode::OK, |e| e.status);
    html(
        status,
        PrivacyPage {
            nav: Nav::at(Section::Privacy),
            done: None,
            error: error.map(|e| e.message(page.lang)),
            pictures_usage,
            page,
        },
    )
}

/// `GET /settings/export`: the zip of everything Fabula holds about the account.
pub async fn export(
    state: web::Data<AppState>,
    CurrentUser(user): CurrentUser,
) -> Result<HttpResponse, AppError> {
    let zip = crate::privacy::export::export(&state, user.id).await?;
    Ok(export_answer(zip))
}

#[derive(Deserialize)]
pub struct DeleteAccountForm {
    password: String,
}

/// `POST /settings/delete-account`: deletes the account after its password (see `farewell`),
/// and signs out.
pub async fn delete_account(
    state: web::Data<AppState>,
    session: TypedSession,
    CurrentUser(user): CurrentUser,
    page: PageCtx,
    CsrfForm(form): CsrfForm<DeleteAccountForm>,
) -> Result<HttpResponse, AppError> {
    match crate::privacy::deletion::delete_account(&state, &user, form.password).await {
        Ok(()) => {
            session.sign_out(&state).await?;
            Ok(see_other("/"))
        }
        Err(err @ AccountError::WrongPassword) => {
            render(&state, user.id, page, Some(err.into())).await
        }
        Err(err) => Err(err.into()),
    }
}
