//! Around the table, in forms: the chat, "play again", and the host's extra time. Each goes
//! through `play` like every move, and comes back to the table page (with the reason when
//! refused).

use actix_web::http::StatusCode;
use actix_web::{web, HttpResponse};
use serde::Deserialize;

use crate::ids::TableId;
use crate::play::{self, Move};
use crate::state::AppState;
use crate::web::auth::{CsrfForm, TypedSession};
use crate::web::error::AppError;
use crate::web::pages::table_page::{
    act, refused, show_page, shown_on_table, At, Back, Draft, EmptyForm,
};
use crate::web::pages::{account_id, see_other, PageCtx};

#[derive(Deserialize)]
pub struct ChatForm {
    #[serde(default)]
    body: String,
    /// `chat` when sent from the chat's own page: a refusal goes back there.
    #[serde(default)]
    from: String,
}

/// `POST /tables/{id}/chat`: `body`, back to the chat at the bottom of the table page. A
/// message refused goes back to the form it came from, with the reason and the text.
pub async fn say(at: At, CsrfForm(form): CsrfForm<ChatForm>) -> Result<HttpResponse, AppError> {
    let table_id = *at.2;
    let account = account_id(&at.1)?;
    let seen = play::see(&at.0, table_id, account).await?;
    match play::say(&at.0, seen, &form.body)
        .await
        .map_err(AppError::from)
    {
        Ok(()) => Ok(see_other(&format!("/tables/{table_id}#chat"))),
        Err(err)
            if matches!(
                err.status,
                StatusCode::UNPROCESSABLE_ENTITY | StatusCode::TOO_MANY_REQUESTS
            ) =>
        {
            let back = if form.from == "chat" {
                Back::ChatPage
            } else {
                Back::TableChat
            };
            refused(at, err, Draft::chat(form.body), back).await
        }
        Err(err) => Err(err),
    }
}

/// `GET /tables/{id}/chat`: the chat on a page of its own, which never reloads itself. Without
/// JavaScript a waiting table page refreshes every 30 seconds, which would throw away a
/// message being typed there; that page links here instead of showing its chat form.
pub async fn chat_page(
    state: web::Data<AppState>,
    page: PageCtx,
    id: web::Path<TableId>,
    session: TypedSession,
) -> Result<HttpResponse, AppError> {
    show_page(&state, page, *id, &session, true).await
}

/// `POST /tables/{id}/rematch`: "play again"; on to the new table.
pub async fn rematch(at: At, _: CsrfForm<EmptyForm>) -> Result<HttpResponse, AppError> {
    let account = account_id(&at.1)?;
    let seen = play::access(&at.0, *at.2, Some(account), None)
        .await?
        .play()?;
    match play::rematch(&at.0, seen).await.map_err(AppError::from) {
        Ok(next) => Ok(see_other(&format!("/tables/{}", next.row.id))),
        Err(err) if shown_on_table(&err) => refused(at, err, Draft::default(), Back::Table).await,
        Err(err) => Err(err),
    }
}

#[derive(Deserialize)]
pub struct ExtendForm {
    #[serde(default)]
    hours: String,
}

/// `POST /tables/{id}/extend`: the host gives `hours` more.
pub async fn extend(
    at: At,
    CsrfForm(form): CsrfForm<ExtendForm>,
) -> Result<HttpResponse, AppError> {
    // Anything but a number becomes 0 hours, which is refused with a sentence.
    let hours = form.hours.trim().parse().unwrap_or(0);
    act(at, Move::Extend { hours }, Draft::default()).await
}
