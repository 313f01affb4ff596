//! Which sessions and API tokens are still good, known in memory so that the one request that
//! must cost nothing, a poll of an unchanged table, can tell who asks without the database.
//!
//! A credential is remembered (by its SHA-256) once the database has vouched for it, and
//! forgotten the moment it ends: whatever ends sessions or tokens sends
//! `NOTIFY fabula_credentials, '<hex of the hash>'` in its transaction, and every server
//! process, listening (see `watch`), forgets it.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use diesel::prelude::*;
use diesel::sql_types::Text;

use crate::ids::AccountId;
use crate::store::accounts::Account;

/// The PostgreSQL channel of ended credentials.
pub const CHANNEL: &str = "fabula_credentials";

/// Most credentials remembered; past it the memory starts again empty (they are found again
/// in the database on their next use).
const MOST: usize = 200_000;

/// How long a request may be answered from memory alone after the database last vouched for
/// its credential; after that the credential is looked up again (which also notes when it was
/// last used, for the settings page).
pub const FRESH: Duration = Duration::from_secs(60);

#[derive(Default)]
pub struct Credentials {
    known: Mutex<HashMap<Vec<u8>, Known>>,
    /// Set while the process cannot hear ended credentials (its listening connection went
    /// quiet): nothing is answered from memory, nothing is remembered.
    deaf: std::sync::atomic::AtomicBool,
}

struct Known {
    account: Arc<Account>,
    vouched: Instant,
}

impl Credentials {
    /// The account of a credential the database vouched for and that has not ended since.
    pub fn account(&self, hash: &[u8]) -> Option<AccountId> {
        if self.is_deaf() {
            return None;
        }
        self.lock().get(hash).map(|k| k.account.id)
    }

    /// The same account in full, when the database vouched for it within [`FRESH`].
    pub fn fresh_account(&self, hash: &[u8]) -> Option<Arc<Account>> {
        if self.is_deaf() {
            return None;
        }
        self.lock()
            .get(hash)
            .filter(|k| k.vouched.elapsed() < FRESH)
            .map(|k| k.account.clone())
    }

    /// The same account, however long ago the database vouched for it: for a page read while
    /// the database cannot answer (nothing can end a credential then but what this process
    /// would hear of).
    pub fn remembered(&self, hash: &[u8]) -> Option<Arc<Account>> {
        if self.is_deaf() {
            return None;
        }
        self.lock().get(hash).map(|k| k.account.clone())
    }

    pub fn remember(&self, hash: Vec<u8>, account: &Account) {
        if self.is_deaf() {
            return;
        }
        let mut known = self.lock();
        if known.len() >= MOST {
            known.clear();
        }
        let account = Arc::new(account.clone());
        let vouched = Instant::now();
        known.insert(hash, Known { account, vouched });
    }

    /// Puts the account as it now is (a new name) wherever it is remembered.
    pub fn refresh(&self, account: &Account) {
        let fresh = Arc::new(account.clone());
        for known in self.lock().values_mut() {
            if known.account.id == account.id {
                known.account = fresh.clone();
            }
        }
    }

    pub fn forget(&self, hash: &[u8]) {
        self.lock().remove(hash);
    }

    /// What a notification on `CHANNEL` says: the hex of an ended credential's hash.
    pub fn forget_hex(&self, payload: &str) {
        if let Ok(hash) = hex::decode(payload) {
            self.forget(&hash);
        }
    }

    /// Forgets everything: after the notifications were not followed for a while.
    pub fn clear(&self) {
        self.lock().clear();
    }

    /// Forgets everything and answers nothing from memory until [`Credentials::hear_again`]:
    /// an ended credential could not be heard of meanwhile.
    pub fn go_deaf(&self) {
        self.deaf.store(true, std::sync::atomic::Ordering::SeqCst);
        self.clear();
    }

    /// Ended credentials are heard of again.
    pub fn hear_again(&self) {
        self.deaf.store(false, std::sync::atomic::Ordering::SeqCst);
    }

    fn is_deaf(&self) -> bool {
        self.deaf.load(std::sync::atomic::Ordering::SeqCst)
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, HashMap<Vec<u8>, Known>> {
        self.known.lock().unwrap_or_else(|e| e.into_inner())
    }
}

/// Tells every server process, when the transaction commits, that these credentials ended.
pub fn announce_ended(conn: &mut PgConnection, hashes: &[Vec<u8>]) -> QueryResult<()> {
    for hash in hashes {
        diesel::sql_query("SELECT pg_notify($1, $2)")
            .bind::<Text, _>(CHANNEL)
            .bind::<Text, _>(hex::encode(hash))
            .execute(conn)?;
    }
    Ok(())
}
