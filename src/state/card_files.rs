//! The files of the built-in cards, remembered as they are read (`decks` fills and reads it).

/// The files of the built-in cards seen so far, by card id: a built-in card never changes, so
/// its picture needs the database only the first time.
#[derive(Default)]
pub struct BuiltinCards(std::sync::Mutex<std::collections::HashMap<i64, String>>);

impl BuiltinCards {
    pub fn file(&self, card_id: i64) -> Option<String> {
        self.lock().get(&card_id).cloned()
    }

    pub fn remember(&self, card_id: i64, file: &str) {
        self.lock().insert(card_id, file.to_string());
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, std::collections::HashMap<i64, String>> {
        self.0.lock().unwrap_or_else(|e| e.into_inner())
    }
}
