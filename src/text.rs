//! Text people type: every field is cleaned the same way before anything stores it.
//!
//! Text is normalised to NFC (so "é" typed two ways is one name) and trimmed. Control
//! characters are refused (PostgreSQL refuses NUL, and the others have no place on a page),
//! except line breaks in the fields that take several lines. Characters that change the
//! direction of the text around them (bidi embeddings, overrides and isolates) are refused
//! everywhere; in display names, which stand for a person, every invisible formatting
//! character is refused too (zero-width spaces, joiners, direction marks).

use unicode_normalization::UnicodeNormalization;

use crate::i18n::Sentence;

/// What a text is for: it decides which characters are allowed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Field {
    DisplayName,
    DeckName,
    TokenName,
    /// A chat message: several lines.
    Chat,
    /// A clue: one line; line breaks typed into its box become spaces.
    Clue,
    /// What a card's picture shows, in its owner's words: one line.
    CardDescription,
    /// A table's name: one line.
    TableName,
}

impl Field {
    fn multiline(self) -> bool {
        self == Field::Chat
    }
}

/// Bidi embeddings, overrides and isolates: they reorder the text that follows them.
fn is_bidi_control(c: char) -> bool {
    matches!(c, '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}')
}

/// Unicode's "format" characters (general category Cf) that are invisible: zero-width
/// space, joiners, direction marks, word joiner, invisible operators, the byte order mark,
/// soft hyphen, and the tag characters.
fn is_invisible_format(c: char) -> bool {
    matches!(c,
        '\u{00AD}' | '\u{061C}' | '\u{180E}' | '\u{200B}'..='\u{200F}' | '\u{2060}'..='\u{2064}'
        | '\u{206A}'..='\u{206F}' | '\u{FEFF}' | '\u{FFF9}'..='\u{FFFB}' | '\u{E0001}'
        | '\u{E0020}'..='\u{E007F}')
        || is_bidi_control(c)
}

/// The text to store, or why it cannot be: the sentence says which characters are refused.
/// Lengths are the callers' to check, on the cleaned text.
pub fn clean(raw: &str, field: Field) -> Result<String, Sentence> {
    let unified = raw.replace("\r\n", "\n").replace('\r', "\n");
    let unified = if matches!(
        field,
        Field::Clue | Field::CardDescription | Field::TableName
    ) {
        unified.replace('\n', " ")
    } else {
        unified
    };
    let text: String = unified.trim().nfc().collect();
    for c in text.chars() {
        let refused = (c.is_control() && !(c == '\n' && field.multiline()))
            || is_bidi_control(c)
            || (field == Field::DisplayName && is_invisible_format(c));
        if refused {
            return Err(Sentence::with(
                "err_text_characters",
                vec![("code", format!("U+{:04X}", u32::from(c)))],
            ));
        }
    }
    Ok(text)
}

/// What a display name looks like, whatever characters spell it: the Unicode skeleton (UTS
/// #39) of its lower case, so "Rosa", "ROSA" and "Rоsa" with a Cyrillic "о" have one key.
pub fn look_alike_key(name: &str) -> String {
    unicode_security::skeleton(&name.to_lowercase()).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_is_normalised_and_trimmed() {
        // "é" as e + combining acute becomes the one character.
        assert_eq!(clean("  Jose\u{301} ", Field::DisplayName).unwrap(), "José");
        assert_eq!(clean("a\r\nb", Field::Chat).unwrap(), "a\nb");
        assert_eq!(clean("a\r\nb", Field::Clue).unwrap(), "a b");
    }

    #[test]
    fn control_characters_are_refused_everywhere() {
        for field in [
            Field::DisplayName,
            Field::DeckName,
            Field::TokenName,
            Field::Chat,
            Field::Clue,
        ] {
            for bad in ["a\0b", "a\u{7}b", "a\u{1b}[31mb", "a\u{85}b", "a\tb"] {
                let err = clean(bad, field).unwrap_err();
                assert_eq!(err.key, "err_text_characters", "{field:?} {bad:?}");
            }
            assert!(clean("a\u{202E}b", field).is_err(), "{field:?}");
            assert!(clean("a\u{2067}b", field).is_err(), "{field:?}");
        }
        assert!(clean("a\nb", Field::DeckName).is_err());
        assert!(clean("a\nb", Field::TokenName).is_err());
        assert!(clean("a\nb", Field::DisplayName).is_err());
    }

    #[test]
    fn look_alikes_share_a_key() {
        let rosa = look_alike_key("Rosa");
        assert_eq!(look_alike_key("ROSA"), rosa);
        assert_eq!(look_alike_key("R\u{43E}sa"), rosa, "a Cyrillic o");
        assert_eq!(look_alike_key("R\u{3BF}sa"), rosa, "a Greek omicron");
        assert_ne!(look_alike_key("Rosalind"), rosa);
        assert_eq!(look_alike_key("rn"), look_alike_key("m"));
    }

    #[test]
    fn display_names_refuse_invisible_characters() {
        for bad in [
            "An\u{200B}a",
            "An\u{200D}a",
            "\u{200F}Ana",
            "An\u{FEFF}a",
            "An\u{AD}a",
        ] {
            assert!(clean(bad, Field::DisplayName).is_err(), "{bad:?}");
        }
        // A joiner is part of some emoji; a chat message may have one.
        assert!(clean("👩\u{200D}👩\u{200D}👧", Field::Chat).is_ok());
        // Scripts written right to left are welcome.
        assert_eq!(clean("مريم", Field::DisplayName).unwrap(), "مريم");
        assert_eq!(clean("שרה", Field::DisplayName).unwrap(), "שרה");
    }
}
