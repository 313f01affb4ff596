//! Words of the tables: home, lobby, the table page, history.

use super::Entry;

pub static ENTRIES: &[Entry] = &[];
