//! Whether every translation still follows its English. Each locale but English records, in
//! `locales/<code>/translated-from.txt`, a fingerprint of the English each of its messages was
//! translated from. When an English message changes (a card redrawn and described anew, a
//! sentence made clearer), its fingerprint no longer matches in any locale, and the test below
//! lists the message in each of them until a translator has followed it and recorded so:
//!
//! ```text
//! cargo test --lib translations_follow_their_english
//! FABULA_TRANSLATED=fr cargo test --lib translations_follow_their_english   # after translating
//! ```
//!
//! `FABULA_TRANSLATED` takes locale codes separated by commas (or `all`) and records the
//! English of today for every message the locale has. docs/TRANSLATING.md tells the
//! translator's side.

use std::collections::BTreeMap;
use std::path::PathBuf;

use fluent_bundle::FluentResource;
use fluent_syntax::ast::{Entry, Message, Resource};
use fluent_syntax::serializer;

use super::{locale_files, LOCALES};

/// The record's file in a locale's folder.
const RECORD: &str = "translated-from.txt";

/// What the record says first.
const RECORD_HEAD: &str = "\
# The English each message of this locale was translated from: its id and a fingerprint of
# the English message (docs/TRANSLATING.md, \"Finding what is untranslated\"). Written by
# `FABULA_TRANSLATED=<locale> cargo test --lib translations_follow_their_english`.
";

fn record_path(code: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("locales")
        .join(code)
        .join(RECORD)
}

/// FNV-1a, 64 bits: stable across builds and versions, which `std`'s hasher is not promised
/// to be. A fingerprint only has to change when the text does.
fn fingerprint(text: &str) -> String {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for byte in text.bytes() {
        hash ^= u64::from(byte);
        hash = hash.wrapping_mul(0x0100_0000_01b3);
    }
    format!("{hash:016x}")
}

/// The fingerprint of a message: of the message as Fluent writes it (value and attributes,
/// whatever the file's spacing), without its comment, since a note to translators is not what
/// they translate.
fn message_print(message: &Message<&str>) -> String {
    let mut message = message.clone();
    message.comment = None;
    fingerprint(&serializer::serialize(&Resource {
        body: vec![Entry::Message(message)],
    }))
}

/// Each message of a locale, with its fingerprint.
fn fingerprints(code: &str) -> BTreeMap<String, String> {
    let mut found = BTreeMap::new();
    for (_, source) in locale_files(code) {
        let resource = match FluentResource::try_new(source.to_string()) {
            Ok(resource) | Err((resource, _)) => resource,
        };
        for entry in resource.entries() {
            if let Entry::Message(message) = entry {
                found.insert(message.id.name.to_string(), message_print(message));
            }
        }
    }
    found
}

/// A locale's record: message id to the fingerprint of the English it was translated from.
fn read_record(code: &str) -> BTreeMap<String, String> {
    let text = std::fs::read_to_string(record_path(code)).unwrap_or_default();
    text.lines()
        .filter(|line| !line.starts_with('#'))
        .filter_map(|line| line.split_once(' '))
        .map(|(id, print)| (id.to_string(), print.trim().to_string()))
        .collect()
}

/// Records today's English for every message locale `code` has.
fn write_record(code: &str, english: &BTreeMap<String, String>) {
    let theirs = fingerprints(code);
    let mut text = String::from(RECORD_HEAD);
    for (id, print) in english {
        if theirs.contains_key(id) {
            text.push_str(&format!("{id} {print}\n"));
        }
    }
    std::fs::write(record_path(code), text).expect("the locale's record is writable");
}

/// The locales `FABULA_TRANSLATED` names, to record as following today's English.
fn to_record() -> Vec<&'static str> {
    let asked = std::env::var("FABULA_TRANSLATED").unwrap_or_default();
    LOCALES[1..]
        .iter()
        .map(|(code, _)| *code)
        .filter(|code| {
            asked
                .split(',')
                .any(|a| a.trim() == "all" || a.trim() == *code)
        })
        .collect()
}

/// The messages of `code` whose English changed since they were translated (or that were
/// never recorded), given English's fingerprints and the locale's record. A message the
/// locale lacks is not listed: `every_locale_has_every_message_with_the_same_variables` does.
fn behind(
    english: &BTreeMap<String, String>,
    theirs: &BTreeMap<String, String>,
    record: &BTreeMap<String, String>,
) -> Vec<String> {
    english
        .iter()
        .filter(|(id, print)| theirs.contains_key(*id) && record.get(*id) != Some(print))
        .map(|(id, _)| id.clone())
        .collect()
}

/// Every translated message was translated from the English English has today.
#[test]
fn translations_follow_their_english() {
    let english = fingerprints("en");
    for code in to_record() {
        write_record(code, &english);
    }
    let mut problems = Vec::new();
    for (code, _) in &LOCALES[1..] {
        let stale = behind(&english, &fingerprints(code), &read_record(code));
        if !stale.is_empty() {
            let shown = &stale[..stale.len().min(40)];
            let more = match stale.len() - shown.len() {
                0 => String::new(),
                n => format!(" and {n} more"),
            };
            problems.push(format!(
                "{code}: the English of {} {} changed since translated: {shown:?}{more}\n\
                 (translate them again, then record it: \
                 FABULA_TRANSLATED={code} cargo test --lib translations_follow_their_english)",
                stale.len(),
                if stale.len() == 1 {
                    "message"
                } else {
                    "messages"
                }
            ));
        }
    }
    assert!(problems.is_empty(), "\n{}", problems.join("\n"));
}

/// A change of an English message's words or attributes shows it as behind; its comment or
/// the file's spacing does not.
#[test]
fn a_changed_english_message_is_behind_and_its_comment_is_not() {
    let prints = |source: &str| {
        let resource = FluentResource::try_new(source.to_string()).unwrap();
        let Some(Entry::Message(message)) = resource.entries().next() else {
            panic!("a message");
        };
        message_print(message)
    };
    let before = prints("# For the lobby.\ngreet = Hello { $name }\n    .title = Hi\n");
    assert_eq!(before, prints("greet =   Hello { $name }\n  .title = Hi\n"));
    assert_ne!(
        before,
        prints("greet = Hello there { $name }\n    .title = Hi\n")
    );
    assert_ne!(
        before,
        prints("greet = Hello { $name }\n    .title = Hey\n")
    );

    let english = BTreeMap::from([
        ("greet".to_string(), before.clone()),
        ("bye".to_string(), prints("bye = Bye\n")),
        ("new".to_string(), prints("new = New\n")),
    ]);
    let theirs = BTreeMap::from([
        ("greet".to_string(), String::new()),
        ("bye".to_string(), String::new()),
    ]);
    let record = BTreeMap::from([
        ("greet".to_string(), prints("greet = Hello\n")),
        ("bye".to_string(), prints("bye = Bye\n")),
    ]);
    // "greet" changed; "bye" did not; "new" the locale lacks, which another test tells.
    assert_eq!(
        behind(&english, &theirs, &record),
        vec!["greet".to_string()]
    );
}
