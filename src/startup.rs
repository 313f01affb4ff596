//! The composition root: builds the state from the settings, starts the background workers,
//! mounts the web layer, and serves until a signal stops it in order. Tests build the very
//! same `Application` on port 0.

use std::fs;
use std::io::Write;
use std::net::TcpListener;
use std::os::unix::fs::OpenOptionsExt;
use std::sync::Arc;
use std::time::Duration;

use actix_web::cookie::Key;
use actix_web::dev::Server;
use actix_web::middleware::from_fn;
use actix_web::{web as aweb, App, HttpServer};
use secrecy::ExposeSecret;

use crate::config::Config;
use crate::db::embedded::Cluster;
use crate::db::DbPool;
use crate::state::AppState;
use crate::{accounts, clock, config, db, metrics, notify, play, watch, web};

#[derive(Debug, thiserror::Error)]
pub enum StartError {
    #[error(transparent)]
    Embedded(#[from] db::embedded::EmbeddedError),
    #[error(transparent)]
    Db(#[from] db::DbError),
    #[error("{0}")]
    Config(String),
    #[error("cannot listen on {addr}: {source}")]
    Bind {
        addr: String,
        source: std::io::Error,
    },
}

/// A server bound to its port and ready to run; tests build the very same thing on port 0.
pub struct Application {
    port: u16,
    server: Server,
    /// The listener of `/metrics` alone (`FABULA_METRICS_BIND`), when there is one.
    metrics_server: Option<Server>,
    pool: DbPool,
    state: aweb::Data<AppState>,
}

impl Application {
    /// Connects to `database_url`, runs the migrations and binds the listener.
    pub fn build(config: Config, database_url: &str) -> Result<Application, StartError> {
        Application::build_with_clock(config, database_url, Arc::new(clock::SystemClock))
    }

    /// The same, with the given clock (tests move time by hand).
    pub fn build_with_clock(
        config: Config,
        database_url: &str,
        clock: Arc<dyn clock::Clock>,
    ) -> Result<Application, StartError> {
        let pool = db::build_pool_with(
            database_url,
            config.db_pool_size,
            Duration::from_secs(config.db_timeout_secs),
            config.db_prepared_statements,
        )?;
        let mut conn = pool.get().map_err(db::DbError::from)?;
        db::run_migrations(&mut conn)?;
        accounts::fill_name_keys(&mut conn).map_err(db::DbError::from)?;
        drop(conn);
        notify::mail::check_config(&config).map_err(StartError::Config)?;
        if config.metrics_token().is_some_and(|token| token.len() < 16) {
            return Err(StartError::Config(
                "FABULA_METRICS_TOKEN must have at least 16 characters.".into(),
            ));
        }
        let key = session_key(&config)?;
        let vapid = Arc::new(vapid_keys(&config)?);
        accounts::warm_up();

        let listener = TcpListener::bind(config.bind).map_err(|source| StartError::Bind {
            addr: config.bind.to_string(),
            source,
        })?;
        let port = listener
            .local_addr()
            .map_err(|source| StartError::Bind {
                addr: config.bind.to_string(),
                source,
            })?
            .port();

        let secure = config.secure_cookies();
        let pool_size = config.db_pool_size;
        let workers = config.workers;
        let watch = watch::Watch::new();
        // LISTEN needs a session of its own: PostgreSQL itself, even when the pool goes
        // through PgBouncer.
        watch.listen(
            config
                .listen_database_url
                .clone()
                .unwrap_or_else(|| database_url.to_string()),
        );
        let passwords = accounts::PasswordGate::new(
            config.hash_concurrency,
            config.hash_queue,
            config.hash_known_queue,
        );
        let tables =
            Arc::new(play::TableCache::new(config.table_cache).following(watch.connections()));
        let state = aweb::Data::new(AppState {
            tables,
            versions: crate::state::Versions::new(pool.clone()),
            table_reads: crate::state::TableReads::new(pool.clone()),
            steps: crate::state::Steps::new(pool.clone()),
            builtin_cards: Default::default(),
            proof_key: crate::secrets::hmac(key.master(), "fabula device proofs"),
            vapid,
            pool: pool.clone(),
            config: Arc::new(config),
            watch,
            clock,
            passwords,
        });
        let app_state = state.clone();
        let in_flight = aweb::Data::new(web::limits::InFlight::new());
        let scrapes = aweb::Data::new(metrics::Scrapes::new());
        let metrics_server = match app_state.config.metrics_bind {
            Some(addr) => {
                let bind = |source| StartError::Bind {
                    addr: addr.to_string(),
                    source,
                };
                let listener = TcpListener::bind(addr).map_err(bind)?;
                Some(web::metrics::server(listener, state.clone(), scrapes.clone()).map_err(bind)?)
            }
            None => None,
        };
        let mut server = HttpServer::new(move || {
            let sessions = web::sessions::layer(key.clone(), secure);
            App::new()
                .app_data(state.clone())
                .app_data(in_flight.clone())
                .app_data(scrapes.clone())
                .app_data(web::api::json_config())
                .app_data(web::api::path_config())
                .app_data(web::api::query_config())
                .configure(web::routes::configure)
                .default_service(aweb::to(web::routes::not_found))
                .wrap(from_fn(web::limits::limit_clients))
                .wrap(from_fn(web::error_pages::render_errors))
                .wrap(web::security::headers(secure))
                .wrap(sessions)
                // Pages, JSON and text files travel compressed to clients that take it
                // (pictures other than SVG are compressed already and left alone).
                .wrap(actix_web::middleware::Compress::default())
                .wrap(from_fn(web::observe::observe))
                .wrap(from_fn(web::limits::box_answers))
        })
        // HTTP/1.1, and HTTP/2 in clear text for a balancer in front that speaks it (`proto
        // h2` in HAProxy): the open tabs' long polls then share a few connections to this
        // process, each a stream, instead of holding one each (docs/DEPLOY.md).
        .listen_auto_h2c(listener)
        .map_err(|source| StartError::Bind {
            addr: format!("port {port}"),
            source,
        })?
        // An HTTP/2 answer is written as frames, its head then its body: without this, the
        // body waits for the balancer's delayed acknowledgement of the head (200 ms).
        .tcp_nodelay(true)
        .shutdown_timeout(10)
        // Signals stop the server through `Stopper`, which drains first (`run`).
        .disable_signals()
        // Database work runs on each worker's blocking threads; more of them in all than
        // connections in the pool would only wait for one, each holding a stack and its own
        // memory: the pool's size shared between the workers.
        .worker_max_blocking_threads((pool_size as usize).div_ceil(worker_count(workers)).max(2));
        if workers > 0 {
            server = server.workers(workers);
        }
        Ok(Application {
            port,
            server: server.run(),
            metrics_server,
            pool,
            state: app_state,
        })
    }

    pub fn port(&self) -> u16 {
        self.port
    }

    pub fn pool(&self) -> &DbPool {
        &self.pool
    }

    /// A handle that stops the server gracefully.
    pub fn handle(&self) -> actix_web::dev::ServerHandle {
        self.server.handle()
    }

    /// What stops this server in order: drain, then finish the requests in progress.
    pub fn stopper(&self) -> Stopper {
        Stopper {
            state: self.state.clone(),
            server: self.server.handle(),
        }
    }

    /// What the handlers share; tests use it to sweep deadlines by hand.
    pub fn state(&self) -> aweb::Data<AppState> {
        self.state.clone()
    }

    /// Serves until the server is stopped (by a `Stopper` or a handle), with the sweeper
    /// that lets the clock act on overdue tables, the live tables' timers, the house bots
    /// (`bots::run`) and the loops that send notifications.
    pub async fn run_until_stopped(self) -> std::io::Result<()> {
        let sweeper = tokio::spawn(play::sweeper::run(self.state.clone().into_inner()));
        let bots = tokio::spawn(crate::bots::run(self.state.clone().into_inner()));
        let timers = tokio::spawn(play::timers::run(self.state.clone().into_inner()));
        let give_back = tokio::spawn(metrics::give_back_memory_every(GIVE_BACK_EVERY));
        let notifications = notify::Workers::start(&self.state.clone().into_inner());
        let metrics = self.metrics_server.map(|server| {
            let handle = server.handle();
            (tokio::spawn(server), handle)
        });
        let result = self.server.await;
        if let Some((task, handle)) = metrics {
            handle.stop(true).await;
            // Its own result matters no more once the main server has stopped.
            let _ = task.await;
        }
        sweeper.abort();
        bots.abort();
        timers.abort();
        give_back.abort();
        notifications.stop();
        // The other processes hear of the last moves made here before it ends.
        if !self.state.watch.settle(Duration::from_secs(2)).await {
            tracing::warn!("some table changes could not be announced to the other processes; they see them within {} s", watch::RESYNC.as_secs());
        }
        result
    }
}

/// Stops a server in order, so that a load balancer in front loses no request: first
/// `/readyz` turns 503 and every long poll answers at once (unchanged), while requests are
/// still served for the drain period, long enough for the balancer's health check to notice;
/// then the listener closes, and the requests in progress finish (up to 10 seconds).
#[derive(Clone)]
pub struct Stopper {
    state: aweb::Data<AppState>,
    server: actix_web::dev::ServerHandle,
}

impl Stopper {
    pub async fn drain_and_stop(&self, drain: Duration) {
        self.state.watch.close();
        tokio::time::sleep(drain).await;
        self.server.stop(true).await;
    }
}

/// Waits for SIGTERM (a service manager or an orchestrator stopping the process: drain for
/// `drain`) or SIGINT (Ctrl-C in a terminal: no drain), then stops the server in order.
async fn stop_on_signal(stopper: Stopper, drain: Duration) {
    use tokio::signal::unix::{signal, SignalKind};
    let (mut term, mut int) = match (
        signal(SignalKind::terminate()),
        signal(SignalKind::interrupt()),
    ) {
        (Ok(term), Ok(int)) => (term, int),
        (Err(e), _) | (_, Err(e)) => {
            tracing::error!(error = %e, "cannot follow SIGTERM and SIGINT");
            return;
        }
    };
    let drain = tokio::select! {
        _ = term.recv() => drain,
        _ = int.recv() => Duration::ZERO,
    };
    tracing::info!(
        drain_secs = drain.as_secs(),
        "stopping: /readyz answers 503 and long polls answer now; the listener closes after the drain"
    );
    stopper.drain_and_stop(drain).await;
}

/// The key that signs and encrypts session cookies: from FABULA_SECRET_KEY, else generated
/// once and kept in the data directory (mode 0600), so a restart signs nobody out.
fn session_key(config: &Config) -> Result<Key, StartError> {
    if let Some(problem) = config.secret_key_problem() {
        return Err(StartError::Config(problem.into()));
    }
    if let Some(secret) = &config.secret_key {
        let secret = secret.expose_secret();
        return Ok(Key::derive_from(secret.as_bytes()));
    }
    let path = config.data_dir.join("secret_key");
    let io = |source| {
        StartError::Embedded(db::embedded::EmbeddedError::Io {
            path: path.clone(),
            source,
        })
    };
    if let Ok(hex_key) = fs::read_to_string(&path) {
        if let Ok(bytes) = hex::decode(hex_key.trim()) {
            if bytes.len() >= 64 {
                return Ok(Key::from(&bytes));
            }
        }
    }
    let key = Key::generate();
    keep_secret(config, &path, &hex::encode(key.master())).map_err(io)?;
    Ok(key)
}

/// The key pair that signs push notifications: from FABULA_VAPID_PRIVATE_KEY, else generated
/// once and kept in the data directory (mode 0600), like the session key: browsers subscribed
/// with one key get nothing signed with another.
fn vapid_keys(config: &Config) -> Result<config::VapidKeys, StartError> {
    let path = config.data_dir.join("vapid_private_key");
    let kept = fs::read_to_string(&path).ok();
    if let Some(keys) =
        notify::push::keys_from(config, kept.as_deref()).map_err(StartError::Config)?
    {
        return Ok(keys);
    }
    let keys = notify::push::generate_keys();
    keep_secret(config, &path, &notify::push::kept_text(&keys))
        .map_err(|e| StartError::Config(format!("cannot write {}: {e}", path.display())))?;
    Ok(keys)
}

/// Keeps a secret the server generated (a key) at `path` in the data directory, readable by
/// this user only (mode 0600).
pub fn keep_secret(config: &Config, path: &std::path::Path, text: &str) -> std::io::Result<()> {
    fs::create_dir_all(&config.data_dir)?;
    let mut file = fs::OpenOptions::new()
        .write(true)
        .create(true)
        .truncate(true)
        .mode(0o600)
        .open(path)?;
    file.write_all(text.as_bytes())
}

/// The process's memory in ordinary 4 KB pages, never in transparent huge pages of 2 MB. The
/// allocator asks the system for huge pages where it may (`madvise`): every 2 MB region it has
/// touched then stays resident whole, however little of it is in use, and memory freed inside
/// one cannot go back. With 10,000 long polls waiting that was 40 MB of the server's 187 MB.
/// Called first thing in `main`, before the runtime allocates.
pub fn keep_memory_in_small_pages() {
    #[cfg(target_os = "linux")]
    if let Err(e) = nix::sys::prctl::set_thp_disable(true) {
        // Before logging starts: said on stderr, and the server runs on as before.
        eprintln!("fabula: could not turn transparent huge pages off: {e}");
    }
}

/// Every open browser tab holds a long poll, and each is a connection, a file descriptor: the
/// soft limit on open files (often 1,024) is raised to the hard limit the system allows, and
/// said in the log. docs/DEPLOY.md says how to raise the hard limit itself.
pub fn raise_open_files_limit() {
    use nix::sys::resource::{getrlimit, setrlimit, Resource};
    match getrlimit(Resource::RLIMIT_NOFILE) {
        Ok((soft, hard)) if soft < hard => match setrlimit(Resource::RLIMIT_NOFILE, hard, hard) {
            Ok(()) => tracing::info!(from = soft, to = hard, "raised the limit on open files"),
            Err(e) => {
                tracing::warn!(error = %e, soft, hard, "could not raise the limit on open files")
            }
        },
        Ok((soft, _)) => tracing::info!(limit = soft, "the limit on open files"),
        Err(e) => tracing::warn!(error = %e, "could not read the limit on open files"),
    }
}

/// Runs the server until Ctrl-C or SIGTERM: with the private PostgreSQL when no DATABASE_URL
/// is given, stopped cleanly afterwards.
pub async fn run(config: Config) -> Result<(), Box<dyn std::error::Error>> {
    raise_open_files_limit();
    let cluster = match &config.database_url {
        Some(_) => None,
        None => Some(Cluster::new(&config.data_dir, config.pg_bin.as_deref())?),
    };
    let database_url = match (&config.database_url, &cluster) {
        (Some(url), _) => url.clone(),
        (None, Some(cluster)) => {
            tracing::info!(data_dir = %config.data_dir.display(), "starting the private PostgreSQL");
            let cluster = cluster.clone();
            tokio::task::spawn_blocking(move || cluster.start(db::embedded::DATABASE)).await??
        }
        (None, None) => unreachable!("a cluster exists whenever no URL was given"),
    };
    let result = match Application::build(config.clone(), &database_url) {
        Ok(app) => {
            tracing::info!(
                "Fabula is listening on http://{}:{}",
                config.bind.ip(),
                app.port()
            );
            let signals = tokio::spawn(stop_on_signal(
                app.stopper(),
                Duration::from_secs(config.drain_secs),
            ));
            let served = app.run_until_stopped().await;
            signals.abort();
            served.map_err(Into::into)
        }
        Err(e) => Err(e.into()),
    };
    if let Some(cluster) = cluster {
        tracing::info!("stopping the private PostgreSQL");
        if let Err(e) = tokio::task::spawn_blocking(move || cluster.stop()).await? {
            tracing::error!(error = %e, "could not stop the private PostgreSQL");
        }
    }
    result
}

/// How often the process hands the memory it freed back to the system: after a burst (a
/// flood of sign-ins, thousands of connections closed) the allocator would otherwise keep it
/// until it next allocates a great deal.
const GIVE_BACK_EVERY: Duration = Duration::from_secs(2);

/// The HTTP workers the server runs: `workers`, or one per core when 0 (as actix-web counts
/// them).
fn worker_count(workers: usize) -> usize {
    if workers > 0 {
        workers
    } else {
        std::thread::available_parallelism().map_or(2, |n| n.get())
    }
}
