//! `/settings/security`: the password, and where the account is signed in: each browser
//! session (device, last seen) and each API token, each one revocable, and "sign out
//! everywhere".

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
use crate::web::pages::settings::html;
use crate::web::pages::{private_page, see_other, PageCtx};
use crate::web::shared::{device, export_answer};

/// One signed-in browser, as the list shows it.
struct SessionLine {
    id: i64,
    device: String,
    last_seen: DateTime<Utc>,
    since: DateTime<Utc>,
    this: bool,
}

struct TokenLine {
    id: i64,
    name: String,
    since: DateTime<Utc>,
    last_used: Option<DateTime<Utc>>,
}

#[derive(Template)]
#[template(path = "security.html")]
struct SecurityPage {
    page: PageCtx,
    sessions: Vec<SessionLine>,
    tokens: Vec<TokenLine>,
    done: Option<&'static str>,
    error: Option<String>,
    /// A token just made, shown this once.
    new_token: Option<String>,
}

#[derive(Deserialize)]
pub struct DoneQuery {
    done: Option<String>,
}

/// `GET /settings/security`
pub async fn show(
    state: web::Data<AppState>,
    session: TypedSession,
    CurrentUser(user): CurrentUser,
    page: PageCtx,
    query: web::Query<DoneQuery>,
) -> Result<HttpResponse, AppError> {
    let done = match query.done.as_deref() {
        Some("ended") => Some("security_session_ended"),
        Some("revoked") => Some("security_token_revoked"),
        Some("password") => Some("security_password_changed"),
        _ => None,
    };
    render(&state, &session, &user, page, done, None, None).await
}

async fn render(
    state: &AppState,
    session: &TypedSession,
    user: &Account,
    page: PageCtx,
    done: Option<&'static str>,
    error: Option<&AppError>,
    new_token: Option<String>,
) -> Result<HttpResponse, AppError> {
    let (rows, tokens) = accounts::sessions_and_tokens(state, user.id).await?;
    let this = session.session_id();
    let lang = page.lang;
    html(
        error.map_or(StatusCode::OK, |e| e.status),
        SecurityPage {
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
            tokens: tokens
                .into_iter()
                .map(|token| TokenLine {
                    id: token.id,
                    name: token.name,
                    since: token.created_at,
                    last_used: token.last_used_at,
                })
                .collect(),
            done,
            error: error.map(|e| e.message(lang)),
            new_token,
            page,
        },
    )
}

#[derive(Deserialize)]
pub struct EmptyForm {}

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

/// `POST /settings/tokens/{id}/revoke`
pub async fn revoke_token(
    state: web::Data<AppState>,
    CurrentUser(user): CurrentUser,
    id: web::Path<i64>,
    CsrfForm(_): CsrfForm<EmptyForm>,
) -> Result<HttpResponse, AppError> {
    match accounts::revoke_token(&state, user.id, id.into_inner()).await? {
        Some(true) => Ok(see_other("/settings/security?done=revoked")),
        _ => Err(AppError::not_found()),
    }
}

/// `POST /settings/tokens`: a new API token, in one click (a new password or "sign out
/// everywhere" ends the old ones). The page shows it this once and is never stored.
pub async fn new_token(
    state: web::Data<AppState>,
    session: TypedSession,
    CurrentUser(user): CurrentUser,
    page: PageCtx,
    CsrfForm(_): CsrfForm<EmptyForm>,
) -> Result<HttpResponse, AppError> {
    let res = match accounts::create_token(&state, user.id, "API token".to_string()).await {
        Ok((token, _)) => render(&state, &session, &user, page, None, None, Some(token)).await?,
        // As many tokens as the account may have: said on the page, above its list of them.
        Err(err @ AccountError::Quota(_)) => {
            let err = AppError::from(err);
            render(&state, &session, &user, page, None, Some(&err), None).await?
        }
        Err(err) => return Err(err.into()),
    };
    Ok(private_page(res))
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
            render(&state, &session, &user, page, None, Some(&err), None).await
        }
        Err(err) => Err(err.into()),
    }
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
            let err = AppError::from(err);
            render(&state, &session, &user, page, None, Some(&err), None).await
        }
        Err(err) => Err(err.into()),
    }
}

/// `GET /settings/export`: the zip of everything Fabula holds about the account.
pub async fn export(
    state: web::Data<AppState>,
    CurrentUser(user): CurrentUser,
) -> Result<HttpResponse, AppError> {
    let zip = crate::privacy::export::export(&state, user.id).await?;
    Ok(export_answer(zip))
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
