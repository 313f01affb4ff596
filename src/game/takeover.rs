//! A resigned seat taken over: "the host may offer a resigned player's seat to someone else,
//! who plays on with the seat's score and hand" (RULES.md, Online adaptations). Who sits in
//! the seat is the server's business; for the rules the seat simply stops being resigned,
//! and the clock no longer acts for it.

use super::{Game, Phase, Seat};

/// Why a seat cannot be taken over.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum TakeOverError {
    #[error("The game is over.")]
    GameOver,
    #[error("There is no seat {0} at this table.")]
    NoSuchSeat(Seat),
    #[error("Seat {0} has not resigned: its player still plays.")]
    NotResigned(Seat),
}

/// The resigned `seat` plays on: with its score, turns and hand as they are, awaited from now
/// on like any active seat (a card the clock already played for it this round stays played).
/// Nothing changes when it is refused.
pub fn take_over(game: &mut Game, seat: Seat) -> Result<(), TakeOverError> {
    if game.phase == Phase::Finished {
        return Err(TakeOverError::GameOver);
    }
    let state = game
        .seats
        .get_mut(seat)
        .ok_or(TakeOverError::NoSuchSeat(seat))?;
    if !state.resigned {
        return Err(TakeOverError::NotResigned(seat));
    }
    state.resigned = false;
    Ok(())
}
