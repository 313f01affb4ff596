//! More cards of the third edition.

use super::Card;

pub fn cards() -> Vec<Card> {
    vec![]
}
