//! The host's forms for house bots on the table page: seat one, remove one, let one play a
//! resigned player's seat, or set their pace. Each is a move through `play::act`, back to the table page.

use actix_web::HttpResponse;
use serde::Deserialize;

use crate::game::Seat;
use crate::i18n::Sentence;
use crate::play::{Access, BotPace, Move, PlayError};
use crate::web::auth::CsrfForm;
use crate::web::error::AppError;
use crate::web::pages::table_page::{act, act_at, At, Draft};

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
    /// `quick` or `human`; read after the gate, so that whoever may not see the table learns
    /// nothing from a form without it.
    pace: Option<String>,
}

/// `POST /tables/{id}/bots/pace`: the house bots of the table play at once or at a human pace.
pub async fn pace(at: At, CsrfForm(form): CsrfForm<PaceForm>) -> Result<HttpResponse, AppError> {
    let pace = match form.pace.as_deref() {
        Some("quick") => Some(BotPace::Quick),
        Some("human") => Some(BotPace::Human),
        _ => None,
    };
    let allowed = move |access: &Access| {
        access.play()?;
        match pace {
            Some(_) => Ok(()),
            None => Err(PlayError::Invalid(Sentence::new("bots_err_pace"))),
        }
    };
    let mv = Move::BotPace {
        pace: pace.unwrap_or(BotPace::Quick),
    };
    act_at(at, None, allowed, mv, Draft::default()).await
}
