//! Words of the decks: the gallery, uploads.

use super::Entry;

pub static ENTRIES: &[Entry] = &[];
