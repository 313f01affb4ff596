//! `/settings/security`: the password, and where the account is signed in: each browser
//! session (device, last seen), each one to end, and "sign out everywhere" (which ends the API
//! tokens too; they are listed with the webhooks, `developers`).

use actix_web::http::StatusCode;
use actix_web::{web, HttpResponse};
use askama::Template;
use chrono::{DateTime, Utc};
use serde::Deserialize;

use crate::accounts::{self, AccountError, Ending};
use crate::state::AppState;
use crate::store::accounts::Account;
use crate::web::auth::{CsrfForm, CurrentUser, TypedSession};
use crate::web::error::AppError;
use crate::web::pages::settings::{html, DoneQuery, EmptyForm, Nav, Section};
use crate::web::pages::{see_other, PageCtx};
use crate::web::shared::device;

/// One signed-in browser, as the list shows it.
struct SessionLine {
    id: i64,
    device: String,
    last_seen: DateTime<Utc>,
    since: DateTime<Utc>,
    this: bool,
}

#[derive(Template)]
#[template(path = "security.html")]
struct SecurityPage {
    page: PageCtx,
    nav: Nav,
    sessions: Vec<SessionLine>,
    done: Option<&'static str>,
    error: Option<String>,
}

/// `GET /settings/security`
pub async fn show(
    state: web::Data<AppState>,
    session: TypedSession,
    CurrentUser(user): CurrentUser,
    page: PageCtx,
    query: web::Query<DoneQuery>,
) -> Result<HttpResponse, AppError> {
    // A token revoked from this page of old is said where the tokens are now.
    if query.done.as_deref() == Some("revoked") {
        return Ok(see_other("/settings/developers?done=revoked"));
    }
    let done = query.said(&[
        ("ended", "security_session_ended"),
        ("password", "security_password_changed"),
    ]);
    render(&state, &session, &user, page, done, None).await
}

async fn render(
    state: &AppState,
    session: &TypedSession,
    user: &Account,
    page: PageCtx,
    done: Option<&'static str>,
    error: Option<&AppError>,
) -> Result<HttpResponse, AppError> {
    let (rows, _) = accounts::sessions_and_tokens(state, user.id).await?;
    let this = session.session_id();
    let lang = page.lang;
    html(
        error.map_or(StatusCode::OK, |e| e.status),
        SecurityPage {
            nav: Nav::at(Section::Security),
            sessions: rows
                .into_iter()
                .map(|row| SessionLine {
                    id: row.id,
                    device: device(&row.user_agent),
                    last_seen: row.last_seen_at,
                    since: row.created_at,
                    this: Some(row.id) == this,
                })
                .collect(),
            done,
            error: error.map(|e| e.message(lang)),
            page,
        },
    )
}

/// `POST /settings/sessions/{id}/end`: ends one session; ending this one signs out.
pub async fn end_session(
    state: web::Data<AppState>,
    session: TypedSession,
    CurrentUser(user): CurrentUser,
    id: web::Path<i64>,
    CsrfForm(_): CsrfForm<EmptyForm>,
) -> Result<HttpResponse, AppError> {
    let id = id.into_inner();
    if session.session_id() == Some(id) {
        session.sign_out(&state).await?;
        return Ok(see_other("/sign-in"));
    }
    accounts::end_sessions(&state, Ending::One(user.id, id)).await?;
    Ok(see_other("/settings/security?done=ended"))
}

/// `POST /settings/sessions/end-all`: signs out every browser, this one too, and ends every
/// API token of the account.
pub async fn end_all(
    state: web::Data<AppState>,
    session: TypedSession,
    CurrentUser(user): CurrentUser,
    CsrfForm(_): CsrfForm<EmptyForm>,
) -> Result<HttpResponse, AppError> {
    accounts::end_sessions(&state, Ending::Everything(user.id, None)).await?;
    session.sign_out(&state).await?;
    Ok(see_other("/sign-in"))
}

#[derive(Deserialize)]
pub struct PasswordForm {
    current: String,
    new: String,
}

/// `POST /settings/password`: a new password, after the current one; every other session
/// ends.
pub async fn change_password(
    state: web::Data<AppState>,
    session: TypedSession,
    CurrentUser(user): CurrentUser,
    page: PageCtx,
    CsrfForm(form): CsrfForm<PasswordForm>,
) -> Result<HttpResponse, AppError> {
    let this = session.session_id();
    match accounts::change_password(&state, &user, form.current, form.new, this).await {
        Ok(()) => Ok(see_other("/settings/security?done=password")),
        Err(err @ (AccountError::WrongPassword | AccountError::Invalid(_))) => {
            let err = AppError::from(err);
            render(&state, &session, &user, page, None, Some(&err)).await
        }
        Err(err) => Err(err.into()),
    }
}

#[cfg(test)]
mod tests {
    use crate::web::shared::device;

    #[test]
    fn devices_are_named_by_browser_and_system() {
        let android = "Mozilla/5.0 (Android 14; Mobile; rv:132.0) Gecko/132.0 Firefox/132.0";
        assert_eq!(device(android), "Firefox · Android");
        let mac = "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15";
        assert_eq!(device(mac), "Safari · macOS");
        let edge = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0";
        assert_eq!(device(edge), "Edge · Windows");
        assert_eq!(device(""), "?");
        assert_eq!(device("curl/8.5.0"), "curl/8.5.0");
    }
}
