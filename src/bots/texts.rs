//! Where a card's words come from: the one function [`card_texts`]. A built-in card's are
//! those its `deck.json` ships (a description and three clues from the second edition on; a
//! title in the first); an uploaded card's, its owner's description, whose language is not
//! known, so that it is read in each language the bots know. The locales' translations of the
//! built-in cards' words and clues join here, each under its language: a clue is compared with
//! every language a card has and keeps the best-matching one, and a bot tells in its table's
//! language.

use std::collections::HashMap;
use std::sync::LazyLock;

use serde::Deserialize;

use super::words::{CardText, CardTexts};
use crate::i18n::Lang;

/// One entry of a built-in deck's `deck.json`.
#[derive(Deserialize)]
struct Entry {
    file: String,
    title: Option<String>,
    description: Option<String>,
    #[serde(default)]
    clues: Vec<String>,
}

/// The built-in decks' `deck.json`, by folder.
const BUILTIN: &[(&str, &str)] = &[
    ("deck", include_str!("../../static/deck/deck.json")),
    ("deck2", include_str!("../../static/deck2/deck.json")),
    ("deck3", include_str!("../../static/deck3/deck.json")),
];

/// The English words of every built-in card, by its path under `static/` (`deck3/001.svg`).
static ENGLISH: LazyLock<HashMap<String, CardText>> = LazyLock::new(|| {
    let mut texts = HashMap::new();
    for (folder, json) in BUILTIN {
        let entries: Vec<Entry> = serde_json::from_str(json).unwrap_or_else(|e| {
            tracing::warn!(folder, error = %e, "a built-in deck.json is not valid");
            Vec::new()
        });
        for entry in entries {
            let Some(description) = entry.description.or(entry.title) else {
                continue;
            };
            let text = CardText {
                description,
                clues: entry.clues,
            };
            texts.insert(format!("{folder}/{}", entry.file), text);
        }
    }
    texts
});

/// A card's words in every language they exist in: a built-in card's (`builtin_file`,
/// `deck2/001.svg`) in English, as its deck ships them with its clues, and described, with
/// its clues, in every other locale; an uploaded card's description, read in every language;
/// none for an uploaded card without a description.
pub fn card_texts(builtin_file: Option<&str>, description: Option<&str>) -> CardTexts {
    if let Some(description) = description.filter(|d| !d.trim().is_empty()) {
        let text = CardText {
            description: description.to_string(),
            clues: Vec::new(),
        };
        return Lang::ALL.iter().map(|&lang| (lang, text.clone())).collect();
    }
    let Some((file, english)) = builtin_file.and_then(|f| ENGLISH.get(f).map(|t| (f, t))) else {
        return Vec::new();
    };
    // The other locales' words are the cards' alt text (`card-deck3-001` in
    // `locales/<locale>/cards.ftl`) and their clues (`clue-deck3-001-1` in `clues.ftl`).
    let (folder, name) = file.split_once('/').unwrap_or(("", file));
    let key = crate::i18n::card_key(folder, name);
    let clue_keys: Vec<String> = (1..=english.clues.len())
        .map(|n| crate::i18n::clue_key(folder, name, n))
        .filter(|key| crate::i18n::has(key))
        .collect();
    let mut texts = vec![(Lang::En, english.clone())];
    if crate::i18n::has(&key) {
        for lang in Lang::ALL.into_iter().filter(|l| *l != Lang::En) {
            texts.push((
                lang,
                CardText {
                    description: lang.t(&key).to_string(),
                    clues: clue_keys.iter().map(|k| lang.t(k).to_string()).collect(),
                },
            ));
        }
    }
    texts
}

/// The words of every card of a built-in deck's folder (`deck3`), in order: what the
/// measure plays with, without a database.
pub fn builtin_deck(folder: &str) -> Vec<CardTexts> {
    let mut files: Vec<&String> = ENGLISH
        .keys()
        .filter(|file| file.split('/').next() == Some(folder))
        .collect();
    files.sort();
    files
        .into_iter()
        .map(|file| card_texts(Some(file), None))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn built_in_cards_carry_a_description_and_three_clues() {
        for folder in ["deck2", "deck3"] {
            let deck = builtin_deck(folder);
            assert!(deck.len() >= 100, "{folder}: {} cards", deck.len());
            for texts in deck {
                let (lang, text) = &texts[0];
                assert_eq!(*lang, Lang::En);
                assert!(!text.description.is_empty());
                assert_eq!(text.clues.len(), 3, "{folder}: {}", text.description);
            }
        }
        // The first edition has titles only.
        assert!(!builtin_deck("deck")[0][0].1.description.is_empty());
    }

    /// Every locale has each built-in card's words and its three clues, its own (not the
    /// English ones under another name).
    #[test]
    fn built_in_cards_tell_their_clues_in_every_language() {
        for folder in ["deck2", "deck3"] {
            let deck = builtin_deck(folder);
            for lang in Lang::ALL.into_iter().filter(|l| *l != Lang::En) {
                let mut own = 0;
                for texts in &deck {
                    let english = &texts[0].1;
                    let (_, theirs) = texts.iter().find(|(l, _)| *l == lang).expect("described");
                    assert_eq!(
                        theirs.clues.len(),
                        3,
                        "{}: {}",
                        lang.code(),
                        theirs.description
                    );
                    assert!(theirs.clues.iter().all(|c| !c.trim().is_empty()));
                    own += usize::from(theirs.clues != english.clues);
                }
                assert!(
                    own * 10 >= deck.len() * 9,
                    "{folder}, {}: only {own} of {} cards have clues of their own",
                    lang.code(),
                    deck.len()
                );
            }
        }
    }

    #[test]
    fn an_owner_description_is_read_in_every_language_and_no_words_are_none() {
        let texts = card_texts(None, Some("Un gato en la luna"));
        assert_eq!(texts.len(), Lang::ALL.len());
        assert!(card_texts(None, None).is_empty());
        assert!(card_texts(None, Some("  ")).is_empty());
        // The owner's words win over the built-in ones.
        assert_eq!(
            card_texts(Some("deck2/001.svg"), Some("mine"))[0]
                .1
                .description,
            "mine"
        );
    }
}
