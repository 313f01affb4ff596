//! Every word a person reads comes from the Project Fluent files under `locales/`, one folder
//! per locale (`locales/en/tables.ftl`, `locales/fr/tables.ftl`…), embedded in the binary and
//! read once at start. Which locale a reader gets is the web layer's business (`web::lang`):
//! their choice, else their browser's `Accept-Language`, else English. docs/TRANSLATING.md says
//! how to add a locale.

pub mod chat_marks;
#[cfg(test)]
mod following;
mod refusals;
pub mod time;

use std::collections::HashMap;
use std::sync::LazyLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use include_dir::{include_dir, Dir};
use unic_langid::LanguageIdentifier;

pub use refusals::{rule_sentence, setup_sentence};

/// The locales, in the order of the footer's switch: the BCP 47 code (the folder under
/// `locales/`) and the language's own name. A new locale is one more line here.
pub const LOCALES: &[(&str, &str)] = &[
    ("en", "English"),
    ("es", "Español"),
    ("pt-BR", "Português (Brasil)"),
    ("pt-PT", "Português (Portugal)"),
    ("fr", "Français"),
    ("de", "Deutsch"),
    ("it", "Italiano"),
];

/// The Fluent files, one folder per locale.
static LOCALE_FILES: Dir<'static> = include_dir!("$CARGO_MANIFEST_DIR/locales");

/// A locale of [`LOCALES`], by its place there.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Lang(u8);

/// The locales by name, for the code that needs one in particular (English for the API's
/// machine-readable words, a locale in the tests).
#[allow(non_upper_case_globals)]
impl Lang {
    pub const En: Lang = Lang(0);
    pub const Es: Lang = Lang(1);
    pub const PtBr: Lang = Lang(2);
    pub const PtPt: Lang = Lang(3);
    pub const Fr: Lang = Lang(4);
    pub const De: Lang = Lang(5);
    pub const It: Lang = Lang(6);
}

impl Lang {
    /// Every locale, in the order of [`LOCALES`].
    pub const ALL: [Lang; LOCALES.len()] = {
        let mut all = [Lang(0); LOCALES.len()];
        let mut i = 0;
        while i < all.len() {
            all[i] = Lang(i as u8);
            i += 1;
        }
        all
    };

    /// The BCP 47 code (`pt-BR`), as the `lang` attribute, the cookie and accounts keep it.
    pub fn code(self) -> &'static str {
        LOCALES[self.0 as usize].0
    }

    /// The language's own name, for the switch in the footer.
    pub fn name(self) -> &'static str {
        LOCALES[self.0 as usize].1
    }

    /// The locale a code names, tolerant of case and `_`; a bare or unknown region reads as
    /// the first locale of that language (`pt` and `pt-AO` as `pt-BR`, `de-AT` as `de`), as
    /// accounts that chose "Português" before there were two keep `pt`.
    pub fn from_code(code: &str) -> Option<Lang> {
        let code = code.trim().replace('_', "-");
        if let Some(exact) = Lang::ALL
            .into_iter()
            .find(|l| l.code().eq_ignore_ascii_case(&code))
        {
            return Some(exact);
        }
        let wanted: LanguageIdentifier = code.parse().ok()?;
        Lang::negotiate(&[wanted])
    }

    /// Picks the best of our locales from an `Accept-Language` header: its tags by falling
    /// quality, each matched by Fluent's negotiation (exact, then the language without its
    /// region: `fr-CA` reads as `fr`, `pt` as `pt-BR`, `pt-PT` as itself).
    pub fn from_accept_language(header: &str) -> Option<Lang> {
        let mut tags: Vec<(f32, usize, LanguageIdentifier)> = Vec::new();
        for (at, part) in header.split(',').enumerate().take(32) {
            let mut pieces = part.split(';');
            let Some(tag) = pieces.next().map(str::trim) else {
                continue;
            };
            let Ok(langid) = tag.parse::<LanguageIdentifier>() else {
                continue;
            };
            let q = pieces
                .find_map(|p| p.trim().strip_prefix("q="))
                .and_then(|q| q.trim().parse::<f32>().ok())
                .unwrap_or(1.0);
            if q > 0.0 && !langid.language.is_empty() {
                tags.push((q, at, langid));
            }
        }
        tags.sort_by(|a, b| b.0.total_cmp(&a.0).then(a.1.cmp(&b.1)));
        let requested: Vec<LanguageIdentifier> = tags.into_iter().map(|(_, _, l)| l).collect();
        Lang::negotiate(&requested)
    }

    fn negotiate(requested: &[LanguageIdentifier]) -> Option<Lang> {
        let available = &*LANGIDS;
        let found = fluent_langneg::negotiate_languages(
            requested,
            available,
            None,
            fluent_langneg::NegotiationStrategy::Lookup,
        );
        let first = found.first()?;
        available
            .iter()
            .position(|l| l == *first)
            .map(|i| Lang(i as u8))
    }

    /// The text of message `key` (one without variables) in this locale. A message missing
    /// from the locale shows as `⟦key⟧`, a mark the tests look for in every page they read, so
    /// that a missing message fails them wherever it is rendered.
    pub fn t(&self, key: &str) -> &'static str {
        CATALOGUE.plain[self.0 as usize]
            .get(key)
            .copied()
            .unwrap_or_else(|| {
                tracing::warn!(key, locale = self.code(), "missing translation");
                missing_mark(key)
            })
    }

    /// "1 card", "12 cards".
    pub fn card_count(self, count: i64) -> String {
        self.fill("deck_cards", &[("count", &count.to_string())])
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

    /// The text of message `key` with its variables given. A value written as a whole number
    /// goes to Fluent as a number, so that the plural rules of the locale choose the words
    /// (`{ $count -> [one] … *[other] … }`).
    pub fn fill(self, key: &str, args: &[(&str, &str)]) -> String {
        let bundle = &CATALOGUE.bundles[self.0 as usize];
        let Some(pattern) = bundle.get_message(key).and_then(|m| m.value()) else {
            return self.t(key).to_string();
        };
        let mut fluent_args = FluentArgs::with_capacity(args.len());
        for (name, value) in args {
            fluent_args.set(*name, fluent_value(value));
        }
        let mut errors = Vec::new();
        let text = bundle.format_pattern(pattern, Some(&fluent_args), &mut errors);
        if !errors.is_empty() {
            tracing::warn!(
                key,
                locale = self.code(),
                ?errors,
                "translation with errors"
            );
        }
        text.into_owned()
    }
}

/// A value for Fluent: a number when it is written as one (no sign, no leading zero, small
/// enough to stay exact), else the text as it is.
fn fluent_value(value: &str) -> FluentValue<'static> {
    let plain = !value.is_empty()
        && value.len() <= 15
        && value.bytes().all(|b| b.is_ascii_digit())
        && (value == "0" || !value.starts_with('0'));
    match value.parse::<i64>() {
        Ok(number) if plain => FluentValue::from(number),
        _ => FluentValue::from(value.to_string()),
    }
}

/// A sentence of the catalogue with the values of its variables: how the services say why
/// they refused something, so that each reader gets it in their own language.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Sentence {
    pub key: &'static str,
    pub args: Vec<(&'static str, String)>,
    /// The sentence in English, for logs and for the API when it knows no better.
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

/// What a page shows in place of a message the locale lacks: `⟦key⟧`. Keys come from the
/// code, so there are few of them; each mark is made once.
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

/// How the mark of a missing message begins (`⟦`).
pub const MISSING_MARK: &str = "\u{27e6}";

static LANGIDS: LazyLock<Vec<LanguageIdentifier>> = LazyLock::new(|| {
    LOCALES
        .iter()
        .map(|(code, _)| code.parse().expect("a BCP 47 code in LOCALES"))
        .collect()
});

/// The messages of every locale: a Fluent bundle each, and the messages without variables
/// written out once, so that `t` hands them out as they are.
///
/// A file whose every message is text alone (the cards' words and clues, a thousand messages a
/// locale, which the deck generator writes) is written out once and kept only so: its text
/// and syntax tree, kept in a bundle as well, would double what the catalogue holds.
struct Catalogue {
    bundles: Vec<FluentBundle<FluentResource>>,
    plain: Vec<HashMap<String, &'static str>>,
}

static CATALOGUE: LazyLock<Catalogue> = LazyLock::new(|| {
    let mut bundles = Vec::new();
    let mut plain = Vec::new();
    for (code, langid) in LOCALES.iter().map(|l| l.0).zip(LANGIDS.iter()) {
        let new_bundle = || {
            let mut bundle = FluentBundle::new_concurrent(vec![langid.clone()]);
            bundle.set_use_isolating(false);
            bundle
        };
        let mut bundle = new_bundle();
        let mut words = HashMap::new();
        for (name, source) in locale_files(code) {
            let resource = match FluentResource::try_new(source.to_string()) {
                Ok(resource) => resource,
                Err((resource, errors)) => {
                    tracing::error!(code, name, ?errors, "a translation file with errors");
                    resource
                }
            };
            if text_only(&resource) {
                // Written out through a bundle of its own, which then goes.
                let mut own = new_bundle();
                let ids = message_names(&resource);
                if let Err(errors) = own.add_resource(resource) {
                    tracing::error!(code, name, ?errors, "a translation file repeats a message");
                }
                for id in ids {
                    if let Some(text) = written_out(&own, &id) {
                        words.insert(id, text);
                    }
                }
                continue;
            }
            if let Err(errors) = bundle.add_resource(resource) {
                tracing::error!(code, name, ?errors, "a translation file repeats a message");
            }
        }
        for id in message_ids(code) {
            if words.contains_key(&id) {
                continue;
            }
            if let Some(text) = written_out(&bundle, &id) {
                words.insert(id, text);
            }
        }
        bundles.push(bundle);
        plain.push(words);
    }
    Catalogue { bundles, plain }
});

/// Message `id` of `bundle` written out without variables, once for the process's life.
fn written_out(bundle: &FluentBundle<FluentResource>, id: &str) -> Option<&'static str> {
    let pattern = bundle.get_message(id).and_then(|m| m.value())?;
    let mut errors = Vec::new();
    let text = bundle.format_pattern(pattern, None, &mut errors);
    Some(Box::leak(text.into_owned().into_boxed_str()))
}

/// The ids of a resource's messages.
fn message_names(resource: &FluentResource) -> Vec<String> {
    resource
        .entries()
        .filter_map(|entry| match entry {
            fluent_syntax::ast::Entry::Message(m) => Some(m.id.name.to_string()),
            _ => None,
        })
        .collect()
}

/// Whether every entry of a resource is a message of text alone: no variable, no selector, no
/// reference to another message or a term, no attribute (braces at most around a literal
/// string, as the deck generator escapes them).
fn text_only(resource: &FluentResource) -> bool {
    use fluent_syntax::ast::{Entry, Expression, InlineExpression, PatternElement};
    resource.entries().all(|entry| match entry {
        Entry::Message(m) => {
            m.attributes.is_empty()
                && m.value.as_ref().is_some_and(|pattern| {
                    pattern.elements.iter().all(|element| match element {
                        PatternElement::TextElement { .. } => true,
                        PatternElement::Placeable { expression } => matches!(
                            expression,
                            Expression::Inline(
                                InlineExpression::StringLiteral { .. }
                                    | InlineExpression::NumberLiteral { .. }
                            )
                        ),
                    })
                })
        }
        Entry::Comment(_) | Entry::GroupComment(_) | Entry::ResourceComment(_) => true,
        _ => false,
    })
}

/// The Fluent files of a locale, by name, as (name, text).
pub fn locale_files(code: &str) -> Vec<(&'static str, &'static str)> {
    let Some(dir) = LOCALE_FILES.get_dir(code) else {
        return Vec::new();
    };
    let mut files: Vec<(&'static str, &'static str)> = dir
        .files()
        .filter(|f| f.path().extension().is_some_and(|e| e == "ftl"))
        .filter_map(|f| {
            let name = f.path().file_name()?.to_str()?;
            Some((name, f.contents_utf8()?))
        })
        .collect();
    files.sort();
    files
}

/// The ids of the messages of a locale's files.
fn message_ids(code: &str) -> Vec<String> {
    locale_files(code)
        .into_iter()
        .flat_map(|(_, source)| {
            let resource = match FluentResource::try_new(source.to_string()) {
                Ok(resource) | Err((resource, _)) => resource,
            };
            message_names(&resource)
        })
        .collect()
}

/// The id of the words of the built-in card `file` of `folder` (`card-deck3-001`, in
/// `locales/<locale>/cards.ftl`).
pub fn card_key(folder: &str, file: &str) -> String {
    let number = file.split('.').next().unwrap_or(file);
    format!("card-{folder}-{number}")
}

/// The message of a built-in card's `n`th clue (from 1), as `deckgen texts` names it in
/// `locales/<locale>/clues.ftl`: `clue-deck3-007-2`.
pub fn clue_key(folder: &str, file: &str, n: usize) -> String {
    let number = file.split('.').next().unwrap_or(file);
    format!("clue-{folder}-{number}-{n}")
}

/// Whether English has a message `key` (for keys made from data, such as a notice's kind,
/// that may have none).
pub fn has(key: &str) -> bool {
    let en = Lang::En.0 as usize;
    CATALOGUE.plain[en].contains_key(key) || CATALOGUE.bundles[en].has_message(key)
}

#[cfg(test)]
mod tests {
    use super::*;
    use fluent_syntax::ast;
    use std::collections::{BTreeMap, BTreeSet};

    #[test]
    fn accept_language_honours_quality_and_regions() {
        let pick = Lang::from_accept_language;
        assert_eq!(pick("fr-FR, pt-BR;q=0.9, es;q=0.8"), Some(Lang::Fr));
        assert_eq!(pick("es;q=0.5, en;q=0.7"), Some(Lang::En));
        assert_eq!(pick("zh, ja"), None);
        assert_eq!(pick(""), None);
        assert_eq!(pick("es-AR"), Some(Lang::Es));
        assert_eq!(pick("pt"), Some(Lang::PtBr));
        assert_eq!(pick("pt-BR"), Some(Lang::PtBr));
        assert_eq!(pick("pt-PT, pt;q=0.8"), Some(Lang::PtPt));
        assert_eq!(pick("pt-pt"), Some(Lang::PtPt));
        assert_eq!(pick("de-AT"), Some(Lang::De));
        assert_eq!(pick("de-CH;q=0.9, en;q=0.8"), Some(Lang::De));
        assert_eq!(pick("fr-CA"), Some(Lang::Fr));
        assert_eq!(pick("it-CH"), Some(Lang::It));
        assert_eq!(pick("nl, it;q=0.3"), Some(Lang::It));
        assert_eq!(pick("*"), None);
    }

    #[test]
    fn codes_are_bcp47_and_the_old_portuguese_reads_as_brazilian() {
        for lang in Lang::ALL {
            assert_eq!(Lang::from_code(lang.code()), Some(lang));
        }
        assert_eq!(Lang::from_code("pt"), Some(Lang::PtBr));
        assert_eq!(Lang::from_code("pt_PT"), Some(Lang::PtPt));
        assert_eq!(Lang::from_code("PT-br"), Some(Lang::PtBr));
        assert_eq!(Lang::from_code("de-AT"), Some(Lang::De));
        assert_eq!(Lang::from_code("xx"), None);
        assert_eq!(Lang::from_code(""), None);
        assert_eq!(Lang::Fr.code(), "fr");
        assert_eq!(Lang::PtPt.name(), "Português (Portugal)");
    }

    #[test]
    fn plurals_follow_each_locales_rules() {
        assert_eq!(Lang::En.card_count(1), "1 card");
        assert_eq!(Lang::En.card_count(0), "0 cards");
        assert_eq!(Lang::En.card_count(84), "84 cards");
        assert_eq!(Lang::Es.card_count(1), "1 carta");
        // French counts 0 as one; German does not.
        assert_eq!(Lang::Fr.card_count(0), "0 carte");
        assert_eq!(Lang::Fr.card_count(2), "2 cartes");
        assert_eq!(Lang::De.card_count(0), "0 Karten");
        assert_eq!(
            Lang::It.fill("storybook_points", &[("points", "1")]),
            "1 punto"
        );
        // No Unicode isolation marks around the values, and numbers as they are written.
        assert_eq!(
            Lang::En.fill("players_range", &[("min", "3"), ("max", "12")]),
            "3–12 players"
        );
        assert_eq!(fluent_value("0042"), FluentValue::from("0042"));
        assert_eq!(fluent_value("2026"), FluentValue::from(2026));
    }

    #[test]
    fn a_missing_message_shows_its_mark() {
        assert_eq!(
            Lang::Fr.t("no_such_message"),
            "\u{27e6}no_such_message\u{27e7}"
        );
        assert!(Lang::De
            .fill("no_such_message", &[("count", "2")])
            .starts_with(MISSING_MARK));
        assert!(has("deck_cards") && !has("no_such_message"));
    }

    /// The messages where a locale chooses among the variables the code gives, rather than
    /// using English's: the clock, in 24 hours (`hh`, `mm`) or in 12 (`h12`, `mm`, `ampm`).
    const MAY_CHOOSE_VARIABLES: &[(&str, &[&str])] =
        &[("time_clock", &["h12", "hh", "mm", "ampm"])];

    /// Every variable a pattern names.
    fn variables(pattern: &ast::Pattern<&str>, into: &mut BTreeSet<String>) {
        for element in &pattern.elements {
            if let ast::PatternElement::Placeable { expression } = element {
                expression_variables(expression, into);
            }
        }
    }

    fn expression_variables(expression: &ast::Expression<&str>, into: &mut BTreeSet<String>) {
        match expression {
            ast::Expression::Inline(inline) => inline_variables(inline, into),
            ast::Expression::Select { selector, variants } => {
                inline_variables(selector, into);
                for variant in variants {
                    variables(&variant.value, into);
                }
            }
        }
    }

    fn inline_variables(inline: &ast::InlineExpression<&str>, into: &mut BTreeSet<String>) {
        match inline {
            ast::InlineExpression::VariableReference { id } => {
                into.insert(id.name.to_string());
            }
            ast::InlineExpression::FunctionReference { arguments, .. } => {
                for argument in &arguments.positional {
                    inline_variables(argument, into);
                }
                for argument in &arguments.named {
                    inline_variables(&argument.value, into);
                }
            }
            ast::InlineExpression::Placeable { expression } => {
                expression_variables(expression, into)
            }
            _ => {}
        }
    }

    /// A locale's messages with their variables; the files' syntax errors go to `problems`.
    fn messages(code: &str, problems: &mut Vec<String>) -> BTreeMap<String, BTreeSet<String>> {
        let mut found = BTreeMap::new();
        for (name, source) in locale_files(code) {
            let resource = match FluentResource::try_new(source.to_string()) {
                Ok(resource) => resource,
                Err((resource, errors)) => {
                    for error in errors {
                        let line = source[..error.pos.start.min(source.len())].lines().count();
                        problems.push(format!("{code}/{name}:{line}: {:?}", error.kind));
                    }
                    resource
                }
            };
            for entry in resource.entries() {
                match entry {
                    ast::Entry::Message(message) => {
                        let mut names = BTreeSet::new();
                        match &message.value {
                            Some(pattern) => variables(pattern, &mut names),
                            None => problems
                                .push(format!("{code}/{name}: {} has no value", message.id.name)),
                        }
                        let id = message.id.name.to_string();
                        if found.insert(id.clone(), names).is_some() {
                            problems.push(format!("{code}/{name}: {id} appears twice"));
                        }
                    }
                    ast::Entry::Junk { content } => {
                        problems.push(format!("{code}/{name}: junk {content:?}"))
                    }
                    _ => {}
                }
            }
        }
        found
    }

    /// Every locale has every message of English, with the same variables, in files that
    /// parse; what is missing is listed, locale by locale, for the translators.
    #[test]
    fn every_locale_has_every_message_with_the_same_variables() {
        let mut problems = Vec::new();
        let english = messages("en", &mut problems);
        assert!(english.len() > 900, "{} messages in English", english.len());
        for (code, _) in &LOCALES[1..] {
            let theirs = messages(code, &mut problems);
            let missing: Vec<&String> = english
                .keys()
                .filter(|k| !theirs.contains_key(*k))
                .collect();
            if !missing.is_empty() {
                problems.push(format!(
                    "{code} lacks {} messages: {missing:?}",
                    missing.len()
                ));
            }
            for (id, names) in &theirs {
                let Some(wanted) = english.get(id) else {
                    problems.push(format!("{code} has {id}, which English has not"));
                    continue;
                };
                let fits = match MAY_CHOOSE_VARIABLES.iter().find(|(m, _)| m == id) {
                    Some((_, given)) => {
                        !names.is_empty() && names.iter().all(|n| given.contains(&n.as_str()))
                    }
                    None => names == wanted,
                };
                if !fits {
                    problems.push(format!("{code}: {id} has {names:?}, English {wanted:?}"));
                }
            }
        }
        assert!(problems.is_empty(), "\n{}", problems.join("\n"));
    }

    /// Every message of every locale formats without an error (a reference to a message or
    /// a term that does not exist, a selector without its default) when given its variables.
    #[test]
    fn every_message_formats_cleanly() {
        let mut problems = Vec::new();
        let english = messages("en", &mut problems);
        for lang in Lang::ALL {
            let bundle = &CATALOGUE.bundles[lang.0 as usize];
            for (id, names) in &english {
                let Some(pattern) = bundle.get_message(id).and_then(|m| m.value()) else {
                    continue;
                };
                let chosen = MAY_CHOOSE_VARIABLES.iter().find(|(m, _)| m == id);
                let names: Vec<&str> = match chosen {
                    Some((_, given)) => given.to_vec(),
                    None => names.iter().map(String::as_str).collect(),
                };
                for value in ["1", "2", "text"] {
                    let mut args = FluentArgs::new();
                    for name in &names {
                        args.set(*name, fluent_value(value));
                    }
                    let mut errors = Vec::new();
                    let text = bundle.format_pattern(pattern, Some(&args), &mut errors);
                    if !errors.is_empty() || text.trim().is_empty() {
                        problems.push(format!("{}: {id}: {errors:?} {text:?}", lang.code()));
                    }
                }
            }
        }
        assert!(problems.is_empty(), "\n{}", problems.join("\n"));
    }

    /// Every folder under `locales/` is a registered locale, and the reverse.
    #[test]
    fn every_locale_folder_is_registered() {
        let folders: BTreeSet<&str> = LOCALE_FILES
            .dirs()
            .filter_map(|d| d.path().to_str())
            .collect();
        let registered: BTreeSet<&str> = LOCALES.iter().map(|l| l.0).collect();
        assert_eq!(folders, registered);
    }

    /// Every `t("…")` in the templates names a message of every locale.
    #[test]
    fn templates_use_only_known_keys() {
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/templates");
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            let text = std::fs::read_to_string(&path).unwrap();
            for piece in text.split("t(\"").skip(1) {
                let key = piece.split('"').next().unwrap();
                assert!(has(key), "{} uses unknown key {key}", path.display());
            }
        }
    }
}
