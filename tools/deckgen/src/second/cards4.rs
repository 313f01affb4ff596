//! Cards of the second edition, continued.

use super::Card;

pub fn cards() -> Vec<Card> {
    vec![]
}
