//! What every service reaches: the database pool, the settings, the clock and the map of table
//! versions. The web layer holds one `AppState` and hands it to the services; the sweeper and
//! the mailer hold it too.

use std::sync::Arc;

use crate::clock::Clock;
use crate::config::Config;
use crate::db::DbPool;
use crate::watch::Watch;

pub struct AppState {
    pub pool: DbPool,
    pub config: Arc<Config>,
    pub watch: Arc<Watch>,
    pub clock: Arc<dyn Clock>,
}
