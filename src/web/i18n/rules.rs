//! The rules page of each ruleset.

use super::Entry;

pub static ENTRIES: &[Entry] = &[];
