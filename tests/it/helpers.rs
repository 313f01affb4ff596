//! `spawn_app()`: the real application on port 0, against a database cloned from a migrated
//! template (`CREATE DATABASE … TEMPLATE`), so tests run in parallel and never see each other.
//! The server is the private cluster of `fabula::db::embedded` (one per test run) unless
//! DATABASE_URL names another.

use std::path::PathBuf;
use std::sync::{Arc, OnceLock};

use clap::Parser;
use diesel::connection::SimpleConnection;
use diesel::{Connection, PgConnection};
use fabula::clock::{Clock, SystemClock};
use fabula::config::Config;
use fabula::db::embedded::Cluster;
use fabula::Application;
use rand::RngExt;
use reqwest::redirect::Policy;
use reqwest::Response;
use serde_json::{json, Value};

const TEMPLATE: &str = "fabula_test_template";

struct TestServer {
    /// URL of a maintenance database, for CREATE/DROP DATABASE.
    admin_url: String,
    /// Builds the URL of a database on this server.
    url_prefix: String,
    url_suffix: String,
    template: String,
    cluster: Option<(Cluster, PathBuf)>,
}

static SERVER: OnceLock<TestServer> = OnceLock::new();

extern "C" fn stop_test_cluster() {
    if let Some(TestServer {
        cluster: Some((cluster, dir)),
        ..
    }) = SERVER.get()
    {
        let _ = cluster.stop();
        let _ = std::fs::remove_dir_all(dir);
    }
}

fn server() -> &'static TestServer {
    SERVER.get_or_init(|| {
        let server = match std::env::var("DATABASE_URL") {
            Ok(url) => external_server(&url),
            Err(_) => private_cluster(),
        };
        // The template: migrated once, then copied for every test.
        let mut admin = PgConnection::establish(&server.admin_url).expect("connect to admin db");
        for sql in [
            format!("DROP DATABASE IF EXISTS {} WITH (FORCE)", server.template),
            format!("CREATE DATABASE {}", server.template),
        ] {
            admin
                .batch_execute(&sql)
                .expect("create the template database");
        }
        let mut conn = PgConnection::establish(&server.url(&server.template))
            .expect("connect to the template");
        fabula::db::run_migrations(&mut conn).expect("migrate the template");
        server
    })
}

fn private_cluster() -> TestServer {
    let dir = std::env::temp_dir().join(format!("fabula-test-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let cluster = Cluster::new(&dir, None).expect("PostgreSQL server programs");
    let admin_url = cluster.start("postgres").expect("start the test cluster");
    // SAFETY: registering a plain extern "C" function with no arguments.
    #[allow(
        unsafe_code,
        reason = "the standard library has no exit hook, and the cluster must stop when the tests end"
    )]
    unsafe {
        libc::atexit(stop_test_cluster)
    };
    let full = cluster.url("DBNAME");
    let (prefix, suffix) = full.split_once("DBNAME").expect("url has the name");
    TestServer {
        admin_url,
        url_prefix: prefix.to_string(),
        url_suffix: suffix.to_string(),
        template: TEMPLATE.to_string(),
        cluster: Some((cluster, dir)),
    }
}

fn external_server(url: &str) -> TestServer {
    // postgres://user:pw@host:port/dbname?params → swap the database name.
    let (base, query) = match url.split_once('?') {
        Some((b, q)) => (b, format!("?{q}")),
        None => (url, String::new()),
    };
    let slash = base.rfind('/').expect("DATABASE_URL has a database name");
    let prefix = format!("{}/", &base[..slash]);
    TestServer {
        admin_url: url.to_string(),
        url_prefix: prefix,
        url_suffix: query,
        template: format!("{TEMPLATE}_{}", std::process::id()),
        cluster: None,
    }
}

impl TestServer {
    fn url(&self, db: &str) -> String {
        format!("{}{db}{}", self.url_prefix, self.url_suffix)
    }
}

pub struct TestApp {
    pub address: String,
    pub db_name: String,
    pub db_url: String,
    pub data_dir: PathBuf,
    /// Whether dropping this app drops its database (false for a second app on the same one).
    pub owns_db: bool,
    /// A client that keeps cookies, like a browser, and does not follow redirects.
    pub client: reqwest::Client,
    handle: actix_web::dev::ServerHandle,
    /// What the app's handlers share (to sweep overdue tables by hand).
    pub state: actix_web::web::Data<fabula::web::AppState>,
}

/// A config for tests: port 0, a small pool, one worker, the given data directory.
pub fn test_config(data_dir: &std::path::Path, secret: Option<&str>) -> Config {
    let mut args = vec![
        "fabula".to_string(),
        "--bind=127.0.0.1:0".into(),
        "--db-pool-size=4".into(),
        "--workers=1".into(),
        // The clock acts only when a test sweeps.
        "--sweep-secs=0".into(),
        format!("--data-dir={}", data_dir.display()),
    ];
    if let Some(secret) = secret {
        args.push(format!("--secret-key={secret}"));
    }
    Config::try_parse_from(args).expect("test config parses")
}

/// The real app on a fresh database, with its own data directory.
pub async fn spawn_app() -> TestApp {
    spawn_app_with_clock(Arc::new(SystemClock)).await
}

/// The same, with a clock the test moves by hand.
pub async fn spawn_app_with_clock(clock: Arc<dyn Clock>) -> TestApp {
    spawn_app_with(AppOptions {
        clock,
        ..AppOptions::default()
    })
    .await
}

/// What a test may choose about the app it starts; the default is `spawn_app()`'s.
pub struct AppOptions {
    pub clock: Arc<dyn Clock>,
    /// The SMTP server for mail (`FABULA_SMTP_URL`). The mailer task stays off in tests: mail
    /// goes out when the test calls `fabula::mail::send_pending`.
    pub smtp_url: Option<String>,
}

impl Default for AppOptions {
    fn default() -> AppOptions {
        AppOptions {
            clock: Arc::new(SystemClock),
            smtp_url: None,
        }
    }
}

/// The real app on a fresh database, as `options` say.
pub async fn spawn_app_with(options: AppOptions) -> TestApp {
    let server = server();
    let db_name = format!("fabula_test_{:016x}", rand::rng().random::<u64>());
    let mut admin = PgConnection::establish(&server.admin_url).expect("connect to admin db");
    admin
        .batch_execute(&format!(
            "CREATE DATABASE {db_name} TEMPLATE {}",
            server.template
        ))
        .expect("clone the template");
    let data_dir = std::env::temp_dir().join(&db_name);
    let mut app = spawn_app_on_with(server.url(&db_name), db_name, data_dir, None, options).await;
    app.owns_db = true;
    app
}

/// The real app on an existing database and data directory (to restart an app).
pub async fn spawn_app_on(
    db_url: String,
    db_name: String,
    data_dir: PathBuf,
    secret: Option<&str>,
) -> TestApp {
    spawn_app_on_with(db_url, db_name, data_dir, secret, AppOptions::default()).await
}

pub async fn spawn_app_on_with_clock(
    db_url: String,
    db_name: String,
    data_dir: PathBuf,
    secret: Option<&str>,
    clock: Arc<dyn Clock>,
) -> TestApp {
    let options = AppOptions {
        clock,
        ..AppOptions::default()
    };
    spawn_app_on_with(db_url, db_name, data_dir, secret, options).await
}

pub async fn spawn_app_on_with(
    db_url: String,
    db_name: String,
    data_dir: PathBuf,
    secret: Option<&str>,
    options: AppOptions,
) -> TestApp {
    let mut config = test_config(&data_dir, secret);
    config.smtp_url = options.smtp_url.map(Into::into);
    config.mail_secs = 0;
    let app =
        Application::build_with_clock(config, &db_url, options.clock).expect("the app builds");
    let state = app.state();
    let address = format!("http://127.0.0.1:{}", app.port());
    let handle = app.handle();
    tokio::spawn(app.run_until_stopped());
    TestApp {
        address,
        db_name,
        db_url,
        data_dir,
        owns_db: false,
        client: browser(),
        handle,
        state,
    }
}

/// A fresh "browser": its own cookie jar, no redirects followed.
pub fn browser() -> reqwest::Client {
    reqwest::Client::builder()
        .cookie_store(true)
        .redirect(Policy::none())
        .build()
        .expect("client builds")
}

impl TestApp {
    pub fn url(&self, path: &str) -> String {
        format!("{}{path}", self.address)
    }

    /// Stops the server, keeping its database (to start another app on it).
    pub async fn stop(&self) {
        self.handle.stop(true).await;
    }

    pub async fn post_json(&self, path: &str, body: &Value) -> Response {
        self.client
            .post(self.url(path))
            .json(body)
            .send()
            .await
            .expect("request sent")
    }

    /// Registers through the API and returns a token for the account.
    pub async fn api_user(&self, username: &str) -> String {
        let res = self
            .post_json(
                "/api/v1/accounts",
                &json!({"username": username, "password": "correct horse"}),
            )
            .await;
        assert_eq!(res.status(), 201, "register {username}");
        let res = self
            .post_json(
                "/api/v1/tokens",
                &json!({"username": username, "password": "correct horse"}),
            )
            .await;
        assert_eq!(res.status(), 201, "token for {username}");
        let body: Value = res.json().await.expect("json");
        body["token"].as_str().expect("token").to_string()
    }

    /// GETs a page with `client` and returns its CSRF token.
    pub async fn csrf(&self, client: &reqwest::Client, path: &str) -> String {
        let html = client
            .get(self.url(path))
            .send()
            .await
            .expect("page")
            .text()
            .await
            .expect("text");
        csrf_of(&html)
    }
}

/// The CSRF token in a page's forms.
pub fn csrf_of(html: &str) -> String {
    let marker = "name=\"csrf_token\" value=\"";
    let start = html.find(marker).expect("page has a CSRF token") + marker.len();
    html[start..]
        .split('"')
        .next()
        .expect("token ends")
        .to_string()
}

impl Drop for TestApp {
    fn drop(&mut self) {
        if !self.owns_db {
            return;
        }
        let _ = std::fs::remove_dir_all(&self.data_dir);
        let server = server();
        if let Ok(mut admin) = PgConnection::establish(&server.admin_url) {
            let _ = admin.batch_execute(&format!(
                "DROP DATABASE IF EXISTS {} WITH (FORCE)",
                self.db_name
            ));
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
