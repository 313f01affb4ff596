//! How close a clue is to a card, from the card's words: plain and explainable. Words are
//! normalised (lower case, letters and digits), reduced to their Snowball stems in the
//! language of the text, and weighted by their rarity in the deck (idf over the deck's
//! texts), so that "sea" on one card counts for more than "a" on all of them. A card's words
//! are its description and its clues; a card may have them in several languages, and a clue
//! is compared with each and keeps the best-matching one.

use std::collections::HashMap;
use std::sync::LazyLock;

use rust_stemmers::{Algorithm, Stemmer};

use crate::game::CardId;
use crate::i18n::Lang;

/// A card's words in one language.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct CardText {
    /// What the card shows (or, for the first edition, its title).
    pub description: String,
    /// Clues a player might give for it.
    pub clues: Vec<String>,
}

/// A card's words in every language they exist in (none: a card without words).
pub type CardTexts = Vec<(Lang, CardText)>;

fn stemmer(lang: Lang) -> &'static Stemmer {
    static EN: LazyLock<Stemmer> = LazyLock::new(|| Stemmer::create(Algorithm::English));
    static ES: LazyLock<Stemmer> = LazyLock::new(|| Stemmer::create(Algorithm::Spanish));
    static PT: LazyLock<Stemmer> = LazyLock::new(|| Stemmer::create(Algorithm::Portuguese));
    static FR: LazyLock<Stemmer> = LazyLock::new(|| Stemmer::create(Algorithm::French));
    static DE: LazyLock<Stemmer> = LazyLock::new(|| Stemmer::create(Algorithm::German));
    static IT: LazyLock<Stemmer> = LazyLock::new(|| Stemmer::create(Algorithm::Italian));
    match lang {
        Lang::Es => &ES,
        Lang::PtBr | Lang::PtPt => &PT,
        Lang::Fr => &FR,
        Lang::De => &DE,
        Lang::It => &IT,
        _ => &EN,
    }
}

/// The stems of a text's words in `lang`: lower case, split at anything but a letter or a
/// digit (so "sea's" is "sea" and "s"), words of one letter left out.
pub fn stems(lang: Lang, text: &str) -> Vec<String> {
    let stemmer = stemmer(lang);
    text.to_lowercase()
        .split(|c: char| !c.is_alphanumeric())
        .filter(|word| word.chars().count() > 1)
        .map(|word| stemmer.stem(word).into_owned())
        .collect()
}

/// Weighted stems, of unit length: a text as the closeness compares it.
#[derive(Clone, Debug, Default)]
struct Weights(HashMap<String, f32>);

impl Weights {
    fn of(stems: &[String], idf: &HashMap<String, f32>) -> Weights {
        let mut weights: HashMap<String, f32> = HashMap::new();
        for stem in stems {
            let rarity = idf.get(stem).copied().unwrap_or(0.0);
            if rarity > 0.0 {
                *weights.entry(stem.clone()).or_default() += rarity;
            }
        }
        let length = weights.values().map(|w| w * w).sum::<f32>().sqrt();
        if length > 0.0 {
            weights.values_mut().for_each(|w| *w /= length);
        }
        Weights(weights)
    }

    /// The cosine of the two texts: 0 (no rare word in common) to 1 (the same words).
    fn cosine(&self, other: &Weights) -> f32 {
        let (small, large) = if self.0.len() <= other.0.len() {
            (self, other)
        } else {
            (other, self)
        };
        small
            .0
            .iter()
            .map(|(stem, w)| w * large.0.get(stem).copied().unwrap_or(0.0))
            .sum()
    }
}

/// A card's stems in each of its languages.
type Stemmed = Vec<(Lang, Vec<String>)>;

/// A clue, ready to be compared with the cards of a deck: its weighted stems in each language
/// the deck has words in.
#[derive(Clone, Debug)]
pub struct Clue {
    pub text: String,
    weights: Vec<(Lang, Weights)>,
}

/// The words of a deck's cards, each card's weighted in each of its languages, with the
/// rarity of each stem over the deck's texts in that language.
#[derive(Clone, Debug, Default)]
pub struct Deck {
    cards: HashMap<CardId, Vec<(Lang, Weights)>>,
    texts: HashMap<CardId, CardTexts>,
    idf: HashMap<Lang, HashMap<String, f32>>,
    /// The cards in their order, those without words included.
    order: Vec<CardId>,
}

impl Deck {
    pub fn new(cards: impl IntoIterator<Item = (CardId, CardTexts)>) -> Deck {
        let cards: Vec<(CardId, CardTexts)> = cards.into_iter().collect();
        // Each text's stems, once.
        let stemmed: Vec<(CardId, Stemmed)> = cards
            .iter()
            .map(|(id, texts)| {
                let langs = texts
                    .iter()
                    .map(|(lang, text)| {
                        let mut all = stems(*lang, &text.description);
                        for clue in &text.clues {
                            all.extend(stems(*lang, clue));
                        }
                        (*lang, all)
                    })
                    .collect();
                (*id, langs)
            })
            .collect();
        // Rarity: ln((n + 1) / (df + 1)), n the cards with words in the language.
        let mut counts: HashMap<Lang, (usize, HashMap<String, usize>)> = HashMap::new();
        for (_, langs) in &stemmed {
            for (lang, all) in langs {
                let (n, df) = counts.entry(*lang).or_default();
                *n += 1;
                let mut seen: Vec<&String> = all.iter().collect();
                seen.sort_unstable();
                seen.dedup();
                for stem in seen {
                    *df.entry(stem.clone()).or_default() += 1;
                }
            }
        }
        let idf: HashMap<Lang, HashMap<String, f32>> = counts
            .into_iter()
            .map(|(lang, (n, df))| {
                let rarity = df
                    .into_iter()
                    .map(|(stem, d)| (stem, ((n as f32 + 1.0) / (d as f32 + 1.0)).ln()))
                    .collect();
                (lang, rarity)
            })
            .collect();
        let weighted = stemmed
            .into_iter()
            .map(|(id, langs)| {
                let langs = langs
                    .into_iter()
                    .filter_map(|(lang, all)| Some((lang, Weights::of(&all, idf.get(&lang)?))))
                    .filter(|(_, w)| !w.0.is_empty())
                    .collect();
                (id, langs)
            })
            .collect();
        Deck {
            cards: weighted,
            order: cards.iter().map(|(id, _)| *id).collect(),
            texts: cards.into_iter().collect(),
            idf,
        }
    }

    /// Whether the card has words to compare a clue with.
    pub fn knows(&self, card: CardId) -> bool {
        self.cards.get(&card).is_some_and(|langs| !langs.is_empty())
    }

    /// Whether every card of the deck has words (else the bots play some at random).
    pub fn knows_all(&self) -> bool {
        self.order.iter().all(|&card| self.knows(card))
    }

    /// The deck's cards, in order.
    pub fn cards(&self) -> &[CardId] {
        &self.order
    }

    /// The clues a card carries in `lang`, or when it has none in that language, in its first
    /// language.
    pub fn clues_of(&self, card: CardId, lang: Lang) -> Vec<String> {
        let Some(langs) = self.texts.get(&card) else {
            return Vec::new();
        };
        langs
            .iter()
            .find(|(l, text)| *l == lang && !text.clues.is_empty())
            .or(langs.first())
            .map(|(_, text)| text.clues.clone())
            .unwrap_or_default()
    }

    /// A clue, weighed in every language of the deck.
    pub fn clue(&self, text: &str) -> Clue {
        let mut langs: Vec<Lang> = self.idf.keys().copied().collect();
        langs.sort_by_key(|lang| lang.code());
        let weights = langs
            .into_iter()
            .map(|lang| {
                let idf = &self.idf[&lang];
                (lang, Weights::of(&stems(lang, text), idf))
            })
            .collect();
        Clue {
            text: text.to_string(),
            weights,
        }
    }

    /// How close a clue is to a card, from 0 to 1: the best of the card's languages. 0 for a
    /// card without words.
    pub fn closeness(&self, clue: &Clue, card: CardId) -> f32 {
        let Some(langs) = self.cards.get(&card) else {
            return 0.0;
        };
        langs
            .iter()
            .filter_map(|(lang, card_weights)| {
                let (_, clue_weights) = clue.weights.iter().find(|(l, _)| l == lang)?;
                Some(clue_weights.cosine(card_weights))
            })
            .fold(0.0, f32::max)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn text(description: &str, clues: &[&str]) -> CardText {
        CardText {
            description: description.to_string(),
            clues: clues.iter().map(|c| c.to_string()).collect(),
        }
    }

    fn deck() -> Deck {
        Deck::new([
            (
                CardId(1),
                vec![(
                    Lang::En,
                    text("A door standing in the sea at dusk.", &["Left ajar"]),
                )],
            ),
            (
                CardId(2),
                vec![(
                    Lang::En,
                    text("A whale floating over the sleeping city.", &["Dreams"]),
                )],
            ),
            (
                CardId(3),
                vec![(Lang::En, text("A child dreaming of the sea.", &["Waves"]))],
            ),
            (CardId(4), vec![]),
        ])
    }

    #[test]
    fn words_are_normalised_and_stemmed() {
        assert_eq!(
            stems(Lang::En, "Dreaming, DREAMS; a dream!"),
            ["dream", "dream", "dream"]
        );
        assert_eq!(
            stems(Lang::Es, "Las olas del mar"),
            ["las", "olas", "del", "mar"]
        );
        assert_eq!(
            stems(Lang::PtBr, "sonhando"),
            [stemmer(Lang::PtBr).stem("sonhando")]
        );
    }

    #[test]
    fn a_clue_is_closest_to_the_card_that_shares_its_rare_words() {
        let deck = deck();
        let clue = deck.clue("The whale's dreams");
        let close: Vec<f32> = [1, 2, 3, 4]
            .map(|c| deck.closeness(&clue, CardId(c)))
            .to_vec();
        assert!(close[1] > close[2] && close[2] > close[0], "{close:?}");
        assert_eq!(close[3], 0.0, "a card without words");
        assert!(close.iter().all(|c| (0.0..=1.0001).contains(c)));
    }

    #[test]
    fn a_word_on_every_card_weighs_nothing() {
        let deck = deck();
        // "a" is on every card: no closeness from it.
        let clue = deck.clue("a the");
        assert!([1, 2, 3]
            .iter()
            .all(|&c| deck.closeness(&clue, CardId(c)) == 0.0));
    }

    #[test]
    fn a_clue_takes_the_best_matching_language() {
        let deck = Deck::new([
            (
                CardId(1),
                vec![
                    (Lang::En, text("A whale in the sky.", &[])),
                    (Lang::Es, text("Una ballena en el cielo.", &[])),
                ],
            ),
            (
                CardId(2),
                vec![
                    (Lang::En, text("A door in the sea.", &[])),
                    (Lang::Es, text("Una puerta en el mar.", &[])),
                ],
            ),
        ]);
        let clue = deck.clue("ballenas");
        assert!(deck.closeness(&clue, CardId(1)) > 0.5);
        assert_eq!(deck.closeness(&clue, CardId(2)), 0.0);
        assert!(deck.knows_all());
        assert!(!self::deck().knows_all());
    }
}
