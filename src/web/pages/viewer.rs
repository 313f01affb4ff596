//! The full-screen card viewer: every list of cards (a hand, the board, a reveal, the history,
//! a deck's gallery) has one view per card, shown when the address names it (`#see-board-3`,
//! CSS `:target`), so it works without JavaScript; `site.js` adds arrow keys, Escape and
//! swiping. From a hand or the board the card can be chosen there too.

use crate::i18n::Lang;

/// The anchor of the `index`-th card (from 1) of a list: the tiles' links and the views
/// agree on it.
pub fn anchor(list: &str, index: usize) -> String {
    format!("see-{list}-{index}")
}

/// How a card is chosen from its view: a submit button of the move's form (`form` is the
/// form's id) named `name`. `play` makes the move with this card alone (it is all the move
/// needs); `pick` shows the form again with the card chosen. With JavaScript, a `pick`
/// button ticks `input` (an id) instead, and closes the view.
pub struct Choose {
    pub form: String,
    pub name: &'static str,
    pub value: String,
    pub label: &'static str,
    /// The id of the form's input for this card, when choosing does not make the move.
    pub input: Option<String>,
}

/// One card's view.
pub struct Zoom {
    pub anchor: String,
    pub prev: Option<String>,
    pub next: Option<String>,
    /// Where closing the view goes: the list of cards.
    pub back: String,
    pub image: String,
    pub alt: String,
    /// "2 / 6".
    pub count: String,
    pub choose: Option<Choose>,
}

/// A card of a list, as its view needs it.
pub struct Shown {
    pub image: String,
    pub alt: String,
    pub choose: Option<Choose>,
}

/// The views of a list of cards, in order; `list` names the list in the anchors and `back`
/// is the id of the element that holds the list.
pub fn zooms(list: &str, back: &str, cards: Vec<Shown>) -> Vec<Zoom> {
    let total = cards.len();
    cards
        .into_iter()
        .enumerate()
        .map(|(i, card)| {
            let index = i + 1;
            Zoom {
                anchor: anchor(list, index),
                prev: (index > 1).then(|| anchor(list, index - 1)),
                next: (index < total).then(|| anchor(list, index + 1)),
                back: back.to_string(),
                image: card.image,
                alt: card.alt,
                count: format!("{index} / {total}"),
                choose: card.choose,
            }
        })
        .collect()
}

/// The label of the little button on a tile that opens its view.
pub fn open_label(lang: Lang, index: usize) -> String {
    lang.fill("viewer_open", &[("number", &index.to_string())])
}

#[cfg(test)]
mod tests {
    use super::*;

    fn shown(n: usize) -> Vec<Shown> {
        (0..n)
            .map(|i| Shown {
                image: format!("/cards/{i}"),
                alt: format!("Card {i}"),
                choose: None,
            })
            .collect()
    }

    #[test]
    fn views_link_to_their_neighbours_and_back_to_the_list() {
        let z = zooms("hand", "hand-list", shown(3));
        assert_eq!(z.len(), 3);
        assert_eq!(z[0].anchor, "see-hand-1");
        assert_eq!(z[0].prev, None);
        assert_eq!(z[0].next.as_deref(), Some("see-hand-2"));
        assert_eq!(z[1].prev.as_deref(), Some("see-hand-1"));
        assert_eq!(z[2].next, None);
        assert_eq!(z[2].count, "3 / 3");
        assert!(z.iter().all(|v| v.back == "hand-list"));
        assert_eq!(anchor("hand", 2), z[1].anchor);
    }

    #[test]
    fn one_card_has_no_neighbours() {
        let z = zooms("board", "board-list", shown(1));
        assert_eq!((z[0].prev.as_ref(), z[0].next.as_ref()), (None, None));
        assert!(zooms("board", "board-list", Vec::new()).is_empty());
    }
}
