//! `TestApp`: the real application on a free port, on a database of its own, started by
//! `TestApp::spawn()` or, with options, `TestApp::builder().clock(..).smtp(..).spawn()`.

use std::path::PathBuf;
use std::sync::Arc;

use clap::Parser;
use diesel::sql_types::BigInt;
use diesel::{Connection, PgConnection, QueryableByName, RunQueryDsl};
use fabula::clock::{Clock, SystemClock};
use fabula::config::Config;
use fabula::startup::Application;
use reqwest::redirect::Policy;
use reqwest::Response;
use serde_json::Value;

use super::database::{create_database, drop_database};

pub struct TestApp {
    pub address: String,
    /// Where the site's links point (`FABULA_PUBLIC_URL`): this process's address, or the
    /// first process's when it shares another's database.
    pub public_url: String,
    pub db_url: String,
    db_name: String,
    data_dir: PathBuf,
    /// Whether dropping this app drops its database (false for a second app on the same one).
    owns_db: bool,
    /// A client that keeps cookies, like a browser, and does not follow redirects.
    pub client: reqwest::Client,
    handle: actix_web::dev::ServerHandle,
    /// Stops the server as SIGTERM does: drain, then finish.
    stopper: fabula::startup::Stopper,
    /// What the app's handlers share: tests sweep and send mail with it by hand.
    state: actix_web::web::Data<fabula::state::AppState>,
}

/// A change a test makes to the test config.
type Setting = Box<dyn FnOnce(&mut Config)>;

/// What a test may choose about the app it starts; `TestApp::spawn()` takes the defaults.
pub struct TestAppBuilder {
    clock: Arc<dyn Clock>,
    smtp_url: Option<String>,
    /// Another app's database URL, name and data directory, to start a second server process
    /// on them or to restart one.
    shared: Option<(String, String, PathBuf, Option<String>)>,
    /// Settings the test changes from the test defaults.
    settings: Vec<Setting>,
}

impl TestApp {
    /// The real app on a fresh database, with its own data directory.
    pub async fn spawn() -> TestApp {
        TestApp::builder().spawn().await
    }

    pub fn builder() -> TestAppBuilder {
        TestAppBuilder {
            clock: Arc::new(SystemClock),
            smtp_url: None,
            shared: None,
            settings: Vec::new(),
        }
    }
}

impl TestAppBuilder {
    /// A clock the test moves by hand (the sweeper only runs when the test calls `sweep`).
    pub fn clock(mut self, clock: Arc<dyn Clock>) -> Self {
        self.clock = clock;
        self
    }

    /// The SMTP server for mail (`FABULA_SMTP_URL`). The mailer task stays off in tests: mail
    /// goes out when the test calls `send_mail`.
    pub fn smtp(mut self, url: &str) -> Self {
        self.smtp_url = Some(url.to_string());
        self
    }

    /// On a database of the test's own (a cluster it stops and starts), which it keeps.
    pub fn database(mut self, url: &str, data_dir: PathBuf) -> Self {
        self.shared = Some((url.to_string(), String::new(), data_dir, None));
        self
    }

    /// Changes a setting from the test defaults (e.g. a rate limit).
    pub fn config(mut self, change: impl FnOnce(&mut Config) + 'static) -> Self {
        self.settings.push(Box::new(change));
        self
    }

    /// On the database and data directory (so the session key) of `app`: a second server
    /// process, or the same server restarted after `app.stop()`.
    pub fn sharing(mut self, app: &TestApp) -> Self {
        self.shared = Some((
            app.db_url.clone(),
            app.db_name.clone(),
            app.data_dir.clone(),
            Some(app.public_url.clone()),
        ));
        self
    }

    pub async fn spawn(self) -> TestApp {
        let owns_db = self.shared.is_none();
        let (db_url, db_name, data_dir, public_url) = match self.shared {
            Some((url, name, dir, public_url)) => (url, name, dir, public_url),
            None => {
                let (name, url) = create_database();
                let data_dir = std::env::temp_dir().join(&name);
                (url, name, data_dir, None)
            }
        };
        let mut config = test_config(&data_dir);
        // The site's public address (of its invite links, mail and feeds) is where the test
        // reaches it: a free port, chosen now; a second process serves the same site.
        let port = super::free_port();
        config.bind = ([127, 0, 0, 1], port).into();
        let address = format!("http://127.0.0.1:{port}");
        config.public_url = public_url.unwrap_or_else(|| address.clone());
        config.smtp_url = self.smtp_url.map(Into::into);
        for change in self.settings {
            change(&mut config);
        }
        let public_url = config.public_url.clone();
        let app =
            Application::build_with_clock(config, &db_url, self.clock).expect("the app builds");
        let state = app.state();
        let handle = app.handle();
        let stopper = app.stopper();
        tokio::spawn(app.run_until_stopped());
        TestApp {
            address,
            public_url,
            db_url,
            db_name,
            data_dir,
            owns_db,
            client: browser(),
            handle,
            stopper,
            state,
        }
    }
}

/// A config for tests: port 0, a small pool, one worker, the given data directory, no limit
/// on new accounts, and no background tasks (the clock and the mailer act only when a test
/// calls them).
fn test_config(data_dir: &std::path::Path) -> Config {
    let mut config = Config::try_parse_from([
        "fabula".to_string(),
        "--bind=127.0.0.1:0".into(),
        "--db-pool-size=4".into(),
        "--workers=1".into(),
        "--sweep-secs=0".into(),
        format!("--data-dir={}", data_dir.display()),
    ])
    .expect("test config parses");
    config.mail_secs = 0;
    config.webhook_secs = 0;
    config.push_secs = 0;
    // Every test registers its accounts from the same address, many in a few seconds, and
    // may have many requests in progress at once.
    config.register_limit = 10_000;
    config.register_per_minute = 0;
    // Tests try many codes from the same address on purpose.
    config.code_address_limit = 1_000_000;
    config.requests_per_address = 10_000;
    // Tests make many tables, decks, tokens and reports with one account in a few seconds,
    // and look for their tables in the lobby; tests/it/quotas.rs sets small quotas itself.
    config.quota_open_tables = 10_000;
    config.quota_tables_per_hour = 10_000;
    config.quota_decks = 10_000;
    config.quota_decks_per_hour = 10_000;
    config.quota_tokens = 10_000;
    config.quota_reports_per_day = 10_000;
    config.lobby_tables_per_host = 10_000;
    config
}

/// The tests' HTTP clients: an idle connection is dropped after 2 s, before the server's
/// keep-alive (5 s) closes it, so that no request goes out on a connection the server is
/// closing at that very moment (which reads as an incomplete answer on a busy machine).
pub fn client() -> reqwest::ClientBuilder {
    reqwest::Client::builder().pool_idle_timeout(std::time::Duration::from_secs(2))
}

/// A fresh "browser": its own cookie jar, no redirects followed.
pub fn browser() -> reqwest::Client {
    client()
        .cookie_store(true)
        .redirect(Policy::none())
        .build()
        .expect("client builds")
}

#[derive(QueryableByName)]
struct Count {
    #[diesel(sql_type = BigInt)]
    n: i64,
}

impl TestApp {
    pub fn url(&self, path: &str) -> String {
        format!("{}{path}", self.address)
    }

    /// Stops the server, keeping its database (to start another app on it).
    pub async fn stop(&self) {
        self.handle.stop(true).await;
    }

    /// What stops the server in order, as SIGTERM does (`fabula::startup::Stopper`).
    pub fn stopper(&self) -> fabula::startup::Stopper {
        self.stopper.clone()
    }

    /// GET with the app's own client.
    pub async fn get(&self, path: &str) -> Response {
        self.client
            .get(self.url(path))
            .send()
            .await
            .expect("request sent")
    }

    pub async fn post_json(&self, path: &str, body: &Value) -> Response {
        self.client
            .post(self.url(path))
            .json(body)
            .send()
            .await
            .expect("request sent")
    }

    /// Lets the clock act on every overdue table now; how many it acted on.
    /// What the app's handlers share (its pool, clock, password gate).
    pub fn state(&self) -> actix_web::web::Data<fabula::state::AppState> {
        self.state.clone()
    }

    pub async fn sweep(&self) -> usize {
        fabula::play::sweep(&self.state).await.expect("sweep")
    }

    /// Sends the mail that is due now; how many went out.
    pub async fn send_mail(&self) -> usize {
        fabula::notify::mail::send_pending(&self.state)
            .await
            .expect("send pending mail")
    }

    /// Pushes the notifications that are due now; how many the push services took.
    pub async fn send_push(&self) -> usize {
        fabula::notify::push::send_pending(&self.state)
            .await
            .expect("send pending pushes")
    }

    /// A connection to the app's database, to look behind the API.
    pub fn db(&self) -> PgConnection {
        PgConnection::establish(&self.db_url).expect("connect to the test database")
    }

    /// The `n` of a `SELECT count(*) AS n …`.
    pub fn count(&self, sql: &str) -> i64 {
        count_in(&self.db_url, sql)
    }

    /// The connections to the app's database that wait for a lock now.
    pub fn waiting_for_a_lock(&self) -> i64 {
        self.count(
            "SELECT count(*) AS n FROM pg_stat_activity
             WHERE datname = current_database() AND wait_event_type = 'Lock'",
        )
    }
}

/// The `n` of a `SELECT count(*) AS n …` in the database at `url`.
pub fn count_in(url: &str, sql: &str) -> i64 {
    let mut conn = PgConnection::establish(url).expect("connect to the database");
    diesel::sql_query(sql)
        .get_result::<Count>(&mut conn)
        .expect("count")
        .n
}

impl Drop for TestApp {
    fn drop(&mut self) {
        if self.owns_db {
            let _ = std::fs::remove_dir_all(&self.data_dir);
            drop_database(&self.db_name);
        }
    }
}

/// Asserts a problem+json answer with this status, and returns its detail.
pub async fn problem(res: Response, status: u16) -> String {
    assert_eq!(res.status(), status, "status");
    assert_eq!(
        res.headers()["content-type"],
        "application/problem+json",
        "problem content type"
    );
    let body: Value = res.json().await.expect("problem json");
    assert_eq!(body["status"], status);
    assert!(body["title"].is_string() && body["type"].is_string());
    body["detail"].as_str().expect("detail").to_string()
}
