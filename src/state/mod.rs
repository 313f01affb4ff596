//! What every service reaches: the database pool, the settings, the clock, the map of table
//! versions, the batches of steps and the gate of password hashing. The web layer holds one `AppState` and hands it to the services; the sweeper and
//! the mailer hold it too.

pub mod batched;
pub mod card_files;
pub mod password_gate;
pub mod steps;
pub mod table_cache;
pub mod table_reads;
pub mod versions;

use std::sync::Arc;

use crate::clock::Clock;
use crate::config::Config;
use crate::db::DbPool;
use crate::watch::Watch;

pub use card_files::BuiltinCards;
pub use password_gate::PasswordGate;
pub use steps::Steps;
pub use table_cache::TableCache;
pub use table_reads::TableReads;
pub use versions::Versions;

pub struct AppState {
    pub pool: DbPool,
    pub config: Arc<Config>,
    pub watch: Arc<Watch>,
    pub clock: Arc<dyn Clock>,
    /// The few password hashes that may run at once.
    pub passwords: PasswordGate,
    /// Tables as last read or written, by version.
    pub tables: Arc<TableCache>,
    /// Tables' current versions, read from the database many at a time.
    pub versions: Arc<Versions>,
    /// Tables read whole from the database, many at a time.
    pub table_reads: Arc<TableReads>,
    /// Moves decided on kept tables, written to the database many at a time.
    pub steps: Arc<Steps>,
    /// The files of the built-in cards seen so far.
    pub builtin_cards: BuiltinCards,
    /// The key that signs device proofs (derived from the session key).
    pub proof_key: Vec<u8>,
    /// The key pair that signs push notifications.
    pub vapid: Arc<crate::config::VapidKeys>,
}
