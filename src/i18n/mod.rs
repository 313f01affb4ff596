//! Every word a person reads, in English, Spanish and Portuguese (the languages of the
//! rulebooks). Which language a reader gets is the web layer's business (`web::lang`).

mod admin;
mod around;
mod away;
mod bots;
mod calendar;
mod common;
mod decks;
mod docs;
mod farewell;
mod moderation;
mod moves;
mod push;
mod quotas;
mod refusals;
mod rules;
mod safety;
mod settings;
mod story;
mod substitutes;
mod tables;
pub mod time;
mod webhooks;

use std::collections::HashMap;
use std::sync::LazyLock;

pub use refusals::{rule_sentence, setup_sentence};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Lang {
    En,
    Es,
    Pt,
}

impl Lang {
    pub const ALL: [Lang; 3] = [Lang::En, Lang::Es, Lang::Pt];

    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Es => "es",
            Lang::Pt => "pt",
        }
    }

    /// The language's own name, for the switch in the footer.
    pub fn name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Es => "Español",
            Lang::Pt => "Português",
        }
    }

    pub fn from_code(code: &str) -> Option<Lang> {
        let primary = code.split(['-', '_']).next()?.trim().to_ascii_lowercase();
        Lang::ALL.into_iter().find(|l| l.code() == primary)
    }

    /// Picks the best of our languages from an `Accept-Language` header, honouring `q`.
    pub fn from_accept_language(header: &str) -> Option<Lang> {
        let mut best: Option<(f32, Lang)> = None;
        for part in header.split(',') {
            let mut pieces = part.split(';');
            let Some(lang) = pieces.next().and_then(Lang::from_code) else {
                continue;
            };
            let q = pieces
                .find_map(|p| p.trim().strip_prefix("q="))
                .and_then(|q| q.parse::<f32>().ok())
                .unwrap_or(1.0);
            if q > 0.0 && best.is_none_or(|(best_q, _)| q > best_q) {
                best = Some((q, lang));
            }
        }
        best.map(|(_, lang)| lang)
    }

    /// The text for `key` in this language. A key missing from the catalogue shows as
    /// `⟦key⟧`, a mark the tests look for in every page they read, so that a missing key fails
    /// them wherever it is rendered.
    pub fn t(&self, key: &str) -> &'static str {
        CATALOGUE_INDEX
            .get(key)
            .map(|entry| match self {
                Lang::En => entry.1,
                Lang::Es => entry.2,
                Lang::Pt => entry.3,
            })
            .unwrap_or_else(|| {
                tracing::warn!(key, "missing translation");
                missing_mark(key)
            })
    }

    /// "1 card", "12 cards".
    pub fn card_count(self, count: i64) -> String {
        if count == 1 {
            self.t("deck_cards_one").to_string()
        } else {
            self.fill("deck_cards_many", &[("count", &count.to_string())])
        }
    }

    /// A player's name as a person reads it: their display name, or "a former player" once
    /// their account is deleted (its row keeps `former.<id>`, which names no one). Every name
    /// of another person that a page, a mail, a feed or a view shows comes through here, with
    /// `former` read from `accounts.deleted_at` beside the name.
    pub fn player_name(self, display_name: &str, former: bool) -> String {
        if former {
            self.t("former_player").to_string()
        } else {
            display_name.to_string()
        }
    }

    /// The text for `key` with its `{name}` places filled in.
    pub fn fill(self, key: &str, args: &[(&str, &str)]) -> String {
        let mut text = self.t(key).to_string();
        for (name, value) in args {
            text = text.replace(&format!("{{{name}}}"), value);
        }
        text
    }
}

/// A sentence of the catalogue with the values of its `{name}` places: how the services say
/// why they refused something, so that each reader gets it in their own language.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Sentence {
    pub key: &'static str,
    pub args: Vec<(&'static str, String)>,
    /// The sentence in English, as the API gives it.
    pub detail: String,
}

impl Sentence {
    pub fn new(key: &'static str) -> Sentence {
        Sentence::with(key, Vec::new())
    }

    pub fn with(key: &'static str, args: Vec<(&'static str, String)>) -> Sentence {
        let mut sentence = Sentence {
            key,
            args,
            detail: String::new(),
        };
        sentence.detail = sentence.read(Lang::En);
        sentence
    }

    /// The sentence in `lang`.
    pub fn read(&self, lang: Lang) -> String {
        let args: Vec<(&str, &str)> = self.args.iter().map(|(n, v)| (*n, v.as_str())).collect();
        lang.fill(self.key, &args)
    }
}

impl std::fmt::Display for Sentence {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.detail)
    }
}

/// What a page shows in place of a key the catalogue lacks: `⟦key⟧`. Keys come from the code,
/// so there are few of them; each mark is made once.
fn missing_mark(key: &str) -> &'static str {
    static MARKS: LazyLock<std::sync::Mutex<HashMap<String, &'static str>>> =
        LazyLock::new(Default::default);
    let mut marks = MARKS.lock().unwrap_or_else(|e| e.into_inner());
    if let Some(mark) = marks.get(key) {
        return mark;
    }
    let mark: &'static str = Box::leak(format!("{MISSING_MARK}{key}\u{27e7}").into_boxed_str());
    marks.insert(key.to_string(), mark);
    mark
}

/// How the mark of a missing key begins (`⟦`).
pub const MISSING_MARK: &str = "\u{27e6}";

static CATALOGUE_INDEX: LazyLock<HashMap<&'static str, &'static Entry>> =
    LazyLock::new(|| entries().map(|e| (e.0, e)).collect());

/// key, English, Spanish, Portuguese.
pub type Entry = (&'static str, &'static str, &'static str, &'static str);

/// The catalogue, one part per area of the site.
pub static CATALOGUE: &[&[Entry]] = &[
    common::ENTRIES,
    time::ENTRIES,
    tables::ENTRIES,
    decks::ENTRIES,
    moves::ENTRIES,
    docs::ENTRIES,
    rules::ENTRIES,
    around::ENTRIES,
    away::ENTRIES,
    settings::ENTRIES,
    story::ENTRIES,
    safety::ENTRIES,
    webhooks::ENTRIES,
    farewell::ENTRIES,
    calendar::ENTRIES,
    substitutes::ENTRIES,
    push::ENTRIES,
    admin::ENTRIES,
    moderation::ENTRIES,
    quotas::ENTRIES,
    bots::ENTRIES,
];

/// Whether the catalogue has words for `key` (for keys made from data, such as a notice's
/// kind, that may have none).
pub fn has(key: &str) -> bool {
    CATALOGUE_INDEX.contains_key(key)
}

fn entries() -> impl Iterator<Item = &'static Entry> {
    CATALOGUE.iter().flat_map(|part| part.iter())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn accept_language_honours_quality() {
        assert_eq!(
            Lang::from_accept_language("fr-FR, pt-BR;q=0.9, es;q=0.8"),
            Some(Lang::Pt)
        );
        assert_eq!(
            Lang::from_accept_language("es;q=0.5, en;q=0.7"),
            Some(Lang::En)
        );
        assert_eq!(Lang::from_accept_language("de, fr"), None);
        assert_eq!(Lang::from_accept_language("es-AR"), Some(Lang::Es));
    }

    #[test]
    fn catalogue_keys_are_unique_and_complete() {
        let mut seen = std::collections::HashSet::new();
        for (key, en, es, pt) in entries() {
            assert!(seen.insert(key), "{key} appears twice");
            assert!(!en.is_empty() && !es.is_empty() && !pt.is_empty(), "{key}");
        }
    }

    /// Every `t("…")` in the templates names a key of the catalogue.
    #[test]
    fn templates_use_only_known_keys() {
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/templates");
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            let text = std::fs::read_to_string(&path).unwrap();
            for piece in text.split("t(\"").skip(1) {
                let key = piece.split('"').next().unwrap();
                assert!(
                    CATALOGUE_INDEX.contains_key(key),
                    "{} uses unknown key {key}",
                    path.display()
                );
            }
        }
    }
}
