//! Fabula: the storytelling card game, played over days in the browser and through a JSON API.

pub mod accounts;
pub mod clock;
pub mod config;
pub mod credentials;
pub mod db;
pub mod decks;
pub mod game;
pub mod i18n;
pub mod ids;
pub mod images;
#[cfg(test)]
mod layers;
pub mod mail;
pub mod play;
pub mod push;
pub mod state;
pub mod store;
pub mod sweeper;
pub mod text;
pub mod view;
pub mod watch;
pub mod web;

use std::fs;
use std::io::Write;
use std::net::TcpListener;
use std::os::unix::fs::OpenOptionsExt;
use std::sync::Arc;
use std::time::{Duration, Instant};

use actix_session::config::{CookieContentSecurity, PersistentSession};
use actix_session::storage::CookieSessionStore;
use actix_session::SessionMiddleware;
use actix_web::body::MessageBody;
use actix_web::cookie::{Key, SameSite};
use actix_web::dev::{Server, ServiceRequest, ServiceResponse};
use actix_web::middleware::{from_fn, Next};
use actix_web::{web as aweb, App, HttpServer};
use secrecy::ExposeSecret;

use crate::config::Config;
use crate::db::embedded::Cluster;
use crate::db::DbPool;
use crate::state::AppState;

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
        let pool = db::build_pool(
            database_url,
            config.db_pool_size,
            Duration::from_secs(config.db_timeout_secs),
        )?;
        let mut conn = pool.get().map_err(db::DbError::from)?;
        db::run_migrations(&mut conn)?;
        accounts::fill_name_keys(&mut conn).map_err(db::DbError::from)?;
        drop(conn);
        mail::check_config(&config).map_err(StartError::Config)?;
        let key = session_key(&config)?;
        let vapid = Arc::new(push::Vapid::load(&config).map_err(StartError::Config)?);
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
        watch.listen(database_url.to_string());
        let passwords = accounts::PasswordGate::new(config.hash_concurrency, config.hash_queue);
        let tables = Arc::new(play::TableCache::new(config.table_cache));
        let state = aweb::Data::new(AppState {
            tables,
            builtin_cards: Default::default(),
            vapid,
            pool: pool.clone(),
            config: Arc::new(config),
            watch,
            clock,
            passwords,
        });
        let app_state = state.clone();
        let in_flight = aweb::Data::new(web::limits::InFlight::new());
        let mut server = HttpServer::new(move || {
            let sessions = SessionMiddleware::builder(CookieSessionStore::default(), key.clone())
                .cookie_name("fabula_session".into())
                .cookie_http_only(true)
                .cookie_secure(secure)
                .cookie_same_site(SameSite::Lax)
                .cookie_content_security(CookieContentSecurity::Private)
                .session_lifecycle(
                    PersistentSession::default()
                        .session_ttl(actix_web::cookie::time::Duration::days(90)),
                )
                .build();
            App::new()
                .app_data(state.clone())
                .app_data(in_flight.clone())
                .app_data(web::api::json_config())
                .app_data(web::api::path_config())
                .app_data(web::api::query_config())
                .configure(web::routes::configure)
                .default_service(aweb::to(web::routes::not_found))
                .wrap(from_fn(web::limits::limit_clients))
                .wrap(from_fn(web::error::render_errors))
                .wrap(web::security::headers(secure))
                .wrap(sessions)
                // Pages, JSON and text files travel compressed to clients that take it
                // (pictures other than SVG are compressed already and left alone).
                .wrap(actix_web::middleware::Compress::default())
                .wrap(from_fn(log_request))
        })
        .listen(listener)
        .map_err(|source| StartError::Bind {
            addr: format!("port {port}"),
            source,
        })?
        .shutdown_timeout(10)
        // Database work runs on each worker's blocking threads; more of them than connections
        // in the pool would only wait for one, each holding a stack and its own memory.
        .worker_max_blocking_threads(pool_size.max(2) as usize);
        if workers > 0 {
            server = server.workers(workers);
        }
        Ok(Application {
            port,
            server: server.run(),
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

    /// What the handlers share; tests use it to sweep deadlines by hand.
    pub fn state(&self) -> aweb::Data<AppState> {
        self.state.clone()
    }

    /// Serves until the server is stopped (Ctrl-C, SIGTERM, or a handle), with the sweeper
    /// that lets the clock act on overdue tables and the mailer that sends due mail.
    pub async fn run_until_stopped(self) -> std::io::Result<()> {
        let sweeper = tokio::spawn(sweeper::run(self.state.clone().into_inner()));
        let mailer = tokio::spawn(mail::run(self.state.clone().into_inner()));
        let pusher = tokio::spawn(push::run(self.state.clone().into_inner()));
        let result = self.server.await;
        sweeper.abort();
        mailer.abort();
        pusher.abort();
        result
    }
}

/// The key that signs and encrypts session cookies: from FABULA_SECRET_KEY, else generated
/// once and kept in the data directory (mode 0600), so a restart signs nobody out.
fn session_key(config: &Config) -> Result<Key, StartError> {
    if let Some(secret) = &config.secret_key {
        let secret = secret.expose_secret();
        if secret.len() < 32 {
            return Err(StartError::Config(
                "FABULA_SECRET_KEY must have at least 32 characters.".into(),
            ));
        }
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

/// One log line per request: method, path, status, time. Never the query string, headers or
/// body, which may hold passwords, tokens or feed secrets.
async fn log_request(
    req: ServiceRequest,
    next: Next<impl MessageBody>,
) -> Result<ServiceResponse<impl MessageBody>, actix_web::Error> {
    let started = Instant::now();
    let method = req.method().clone();
    let path = redact(req.path());
    let res = next.call(req).await?;
    tracing::info!(
        %method,
        path,
        status = res.status().as_u16(),
        ms = started.elapsed().as_millis() as u64,
        "request"
    );
    Ok(res)
}

/// Paths that carry a secret (private feeds, unsubscribe links) are logged without it.
fn redact(path: &str) -> String {
    for prefix in ["/feeds/", "/unsubscribe/", "/confirm/"] {
        if path.starts_with(prefix) {
            return format!("{prefix}…");
        }
    }
    path.to_string()
}

/// Runs the server until Ctrl-C or SIGTERM: with the private PostgreSQL when no DATABASE_URL
/// is given, stopped cleanly afterwards.
pub async fn run(config: Config) -> Result<(), Box<dyn std::error::Error>> {
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
            app.run_until_stopped().await.map_err(Into::into)
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
