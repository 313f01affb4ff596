//! Around the table, in forms: the chat, "play again", and the host's extra time. Each goes
//! through `play` like every move, and comes back to the table page (with the reason when
//! refused).

use actix_web::http::StatusCode;
use actix_web::HttpResponse;
use serde::Deserialize;

use crate::play::{self, Move};
use crate::web::auth::CsrfForm;
use crate::web::error::AppError;
use crate::web::pages::table_page::{act, refused, shown_on_table, At, Draft, EmptyForm};
use crate::web::pages::{account_id, see_other};

#[derive(Deserialize)]
pub struct ChatForm {
    #[serde(default)]
    body: String,
}

/// `POST /tables/{id}/chat`: `body`, back to the chat at the bottom of the table page.
pub async fn say(at: At, CsrfForm(form): CsrfForm<ChatForm>) -> Result<HttpResponse, AppError> {
    let table_id = *at.2;
    let account = account_id(&at.1)?;
    match play::say(&at.0, table_id, account, &form.body)
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
            refused(at, err, Draft::chat(form.body), true).await
        }
        Err(err) => Err(err),
    }
}

/// `POST /tables/{id}/rematch`: "play again"; on to the new table.
pub async fn rematch(at: At, _: CsrfForm<EmptyForm>) -> Result<HttpResponse, AppError> {
    let account = account_id(&at.1)?;
    match play::rematch(&at.0, *at.2, account)
        .await
        .map_err(AppError::from)
    {
        Ok(next) => Ok(see_other(&format!("/tables/{}", next.row.id))),
        Err(err) if shown_on_table(&err) => refused(at, err, Draft::default(), false).await,
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
