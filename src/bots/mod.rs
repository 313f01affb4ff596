//! House bots: players of the house that the host seats at a table (`play`'s bot moves). They
//! play with sense, from the cards' words ([`words`], [`texts`]): what a bot plays is decided
//! from its own seat's view alone ([`mind`]), and played through `play::act`, the one path of
//! every move, by a task that runs in every server process ([`run`]). [`measure`] plays many
//! games of bots alone, in memory, and says how well they play.

pub mod measure;
pub mod mind;
mod service;
pub mod texts;
pub mod words;

pub use service::{next_move, run};

use crate::db::DbError;
use crate::ids::DeckId;
use crate::state::AppState;

/// Whether house bots would play some cards of these decks at random: cards without words
/// (the table page says so).
pub async fn plays_at_random(state: &AppState, decks: &[DeckId]) -> Result<bool, DbError> {
    let decks = decks.to_vec();
    crate::db::query(&state.pool, move |conn| {
        crate::store::decks::any_without_words(conn, &decks)
    })
    .await
}
