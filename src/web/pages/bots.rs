//! The host's forms for house bots on the table page: seat one, remove one, let one play a
//! resigned player's seat, or set their pace. Each is a move through `play::act`, back to the table page.

use actix_web::HttpResponse;
use serde::Deserialize;

use crate::game::Seat;
use crate::play::{BotPace, Move};
use crate::web::auth::CsrfForm;
use crate::web::error::AppError;
use crate::web::pages::table_page::{act, At, Draft};

#[derive(Deserialize)]
pub struct BotForm {
    /// The bot's seat (to remove it), or the resigned seat a bot is to play.
    seat: Option<Seat>,
}

/// `POST /tables/{id}/bots`: seat a house bot, or with `seat`, remove the bot there.
pub async fn seat(at: At, CsrfForm(form): CsrfForm<BotForm>) -> Result<HttpResponse, AppError> {
    let mv = match form.seat {
        Some(seat) => Move::RemoveBot { seat },
        None => Move::AddBot,
    };
    act(at, mv, Draft::default()).await
}

/// `POST /tables/{id}/bots/take`: a house bot plays the resigned `seat` from now on.
pub async fn take(at: At, CsrfForm(form): CsrfForm<BotForm>) -> Result<HttpResponse, AppError> {
    // Without a seat, a seat no table has: the gate answers first, then the rules say why.
    let seat = form.seat.unwrap_or(Seat::MAX);
    act(at, Move::BotTakes { seat }, Draft::default()).await
}

#[derive(Deserialize)]
pub struct PaceForm {
    pace: BotPace,
}

/// `POST /tables/{id}/bots/pace`: the house bots of the table play at once or at a human pace.
pub async fn pace(at: At, CsrfForm(form): CsrfForm<PaceForm>) -> Result<HttpResponse, AppError> {
    act(at, Move::BotPace { pace: form.pace }, Draft::default()).await
}
