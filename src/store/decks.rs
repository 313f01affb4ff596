//! Decks and their cards: the built-in deck and the decks people upload.

use diesel::prelude::*;

use crate::db::schema::{cards, decks};
use crate::game::CardId;

/// The built-in deck (cards 1 to 111, pictures under `static/deck`).
pub const BUILTIN_DECK: i64 = 1;

/// The decks among `deck_ids` that `account_id` may play with (the built-in deck, their own,
/// or a public one), in the order asked.
pub fn playable(
    conn: &mut PgConnection,
    account_id: i64,
    deck_ids: &[i64],
) -> QueryResult<Vec<i64>> {
    let found: Vec<i64> = decks::table
        .filter(decks::id.eq_any(deck_ids))
        .filter(
            decks::public
                .eq(true)
                .or(decks::owner_id.eq(account_id))
                .or(decks::owner_id.is_null()),
        )
        .select(decks::id)
        .load(conn)?;
    Ok(deck_ids
        .iter()
        .copied()
        .filter(|id| found.contains(id))
        .collect())
}

/// Every card of the given decks (merged), in id order.
pub fn card_ids(conn: &mut PgConnection, deck_ids: &[i64]) -> QueryResult<Vec<CardId>> {
    let ids: Vec<i64> = cards::table
        .filter(cards::deck_id.eq_any(deck_ids))
        .select(cards::id)
        .order(cards::id)
        .load(conn)?;
    Ok(ids.into_iter().map(CardId).collect())
}
