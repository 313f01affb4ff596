//! The PostgreSQL server of the test run and its template: every test gets a database cloned
//! from a migrated template (`CREATE DATABASE … TEMPLATE`), so tests run in parallel and never
//! see each other. The server is the private cluster of `fabula::db::embedded` (one per test
//! run) unless DATABASE_URL names another.

use std::path::PathBuf;
use std::sync::OnceLock;

use diesel::connection::SimpleConnection;
use diesel::{Connection, PgConnection};
use fabula::db::embedded::Cluster;
use rand::RngExt;

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

/// A fresh database cloned from the template: its name and URL.
pub fn create_database() -> (String, String) {
    new_database(Some(&server().template))
}

/// A fresh database without any table, never migrated: its name and URL.
pub fn create_empty_database() -> (String, String) {
    new_database(None)
}

fn new_database(template: Option<&str>) -> (String, String) {
    let server = server();
    let name = format!("fabula_test_{:016x}", rand::rng().random::<u64>());
    let mut admin = PgConnection::establish(&server.admin_url).expect("connect to admin db");
    let template = template.map_or(String::new(), |t| format!(" TEMPLATE {t}"));
    admin
        .batch_execute(&format!("CREATE DATABASE {name}{template}"))
        .expect("create a database");
    let url = server.url(&name);
    (name, url)
}

/// Drops a database that `create_database` made.
pub fn drop_database(name: &str) {
    let server = server();
    if let Ok(mut admin) = PgConnection::establish(&server.admin_url) {
        let _ = admin.batch_execute(&format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)"));
    }
}

/// A PostgreSQL cluster of a test's own, which it may stop and start (through `Deref`, as a
/// [`Cluster`]). When the guard goes, the cluster stops and its folder is removed, however the
/// test ends: a server using the cluster must be gone before then (declared after the guard, or
/// dropped first).
pub struct OwnCluster {
    /// The test's folder: the cluster lives in `pg` inside it, and the test may keep other
    /// files there, removed with it.
    pub dir: PathBuf,
    /// The URL of its database.
    pub url: String,
    cluster: Cluster,
}

impl std::ops::Deref for OwnCluster {
    type Target = Cluster;

    fn deref(&self) -> &Cluster {
        &self.cluster
    }
}

impl Drop for OwnCluster {
    fn drop(&mut self) {
        let _ = self.cluster.stop();
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

/// A PostgreSQL cluster of the test's own, started, in a folder named after `name`.
pub fn own_cluster(name: &str) -> OwnCluster {
    let dir = std::env::temp_dir().join(format!("fabula-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let cluster = Cluster::new(&dir.join("pg"), None).expect("PostgreSQL server programs");
    // Made before it starts, so that it is stopped and removed even if starting fails midway.
    let mut own = OwnCluster {
        dir,
        url: String::new(),
        cluster,
    };
    own.url = own
        .cluster
        .start("fabula")
        .expect("a cluster of the test's own");
    own
}
