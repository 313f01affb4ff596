//! Every setting of the server: its command-line flag, its environment variable, its default.
//! README.md has the same table; `fabula --help` prints it.

use std::net::SocketAddr;
use std::path::PathBuf;

use clap::Parser;
use secrecy::{ExposeSecret, SecretString};

/// Fabula: play the storytelling card game over days, in the browser and through a JSON API.
///
/// The session key and the SMTP address (which may carry a password) are secrets: `Debug`
/// shows them redacted, so the config can be logged.
#[derive(Debug, Clone, Parser)]
#[command(name = "fabula", version, about)]
pub struct Config {
    /// Address and port the web server listens on.
    #[arg(long, env = "FABULA_BIND", default_value = "127.0.0.1:8080")]
    pub bind: SocketAddr,

    /// PostgreSQL server to use. Without it, Fabula starts a private PostgreSQL of its own
    /// inside the data directory.
    #[arg(long, env = "DATABASE_URL", hide_env_values = true)]
    pub database_url: Option<String>,

    /// Directory for the private PostgreSQL (`pg/`) and the generated session key.
    #[arg(long, env = "FABULA_DATA_DIR", default_value = "./data")]
    pub data_dir: PathBuf,

    /// Directory holding the PostgreSQL server programs (initdb, pg_ctl, postgres). Default:
    /// `pg_config --bindir`, then PATH, then /usr/lib/postgresql/*/bin.
    #[arg(long, env = "PG_BIN")]
    pub pg_bin: Option<PathBuf>,

    /// Secret that signs and encrypts the session cookies (at least 32 characters). Default: a
    /// random key generated once and kept in `<data dir>/secret_key`.
    #[arg(long, env = "FABULA_SECRET_KEY", hide_env_values = true)]
    pub secret_key: Option<SecretString>,

    /// The address people use to reach the site, for links in mail and feeds. An https address
    /// marks the session cookie `Secure`.
    #[arg(
        long,
        env = "FABULA_PUBLIC_URL",
        default_value = "http://127.0.0.1:8080"
    )]
    pub public_url: String,

    /// Most database connections the server holds open.
    #[arg(long, env = "FABULA_DB_POOL_SIZE", default_value_t = 10)]
    pub db_pool_size: u32,

    /// Seconds to wait for a free database connection before answering 503.
    #[arg(long, env = "FABULA_DB_TIMEOUT", default_value_t = 5)]
    pub db_timeout_secs: u64,

    /// HTTP worker threads (0: one per core).
    #[arg(long, env = "FABULA_WORKERS", default_value_t = 0)]
    pub workers: usize,

    /// Seconds between two looks for tables whose move deadline has passed (0: never; the
    /// clock then acts only when a test or another process sweeps).
    #[arg(long, env = "FABULA_SWEEP_SECS", default_value_t = 30)]
    pub sweep_secs: u64,

    /// SMTP server for mail, as `smtp://host:port` (plain), `smtp://host:587?tls=required`
    /// (STARTTLS) or `smtps://user:password@host` (TLS). Unset: no mail is sent.
    #[arg(long, env = "FABULA_SMTP_URL", hide_env_values = true)]
    pub smtp_url: Option<SecretString>,

    /// The sender of Fabula's mail.
    #[arg(
        long,
        env = "FABULA_MAIL_FROM",
        default_value = "Fabula <fabula@localhost>"
    )]
    pub mail_from: String,

    /// Seconds between two looks for mail to send (0: never; mail then goes out only when a
    /// test or another process sends it).
    #[arg(long, env = "FABULA_MAIL_SECS", default_value_t = 5)]
    pub mail_secs: u64,

    /// What to log, as a tracing filter (e.g. `info`, `fabula=debug`).
    #[arg(long, env = "RUST_LOG", default_value = "info")]
    pub log: String,
}

impl Config {
    /// True when the public address is https, so cookies must be marked `Secure`.
    pub fn secure_cookies(&self) -> bool {
        self.public_url.starts_with("https://")
    }

    /// The SMTP address, when one is set and not blank.
    pub fn smtp_url(&self) -> Option<&str> {
        self.smtp_url
            .as_ref()
            .map(|url| url.expose_secret().trim())
            .filter(|url| !url.is_empty())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn debug_does_not_show_the_secrets() {
        let config = Config::try_parse_from([
            "fabula",
            "--secret-key=a-session-key-of-more-than-32-characters",
            "--smtp-url=smtps://fabula:hunter2@mail.example.org",
        ])
        .unwrap();
        let shown = format!("{config:?}");
        assert!(!shown.contains("a-session-key"), "{shown}");
        assert!(!shown.contains("hunter2"), "{shown}");
        assert!(!shown.contains("mail.example.org"), "{shown}");
        assert_eq!(
            config.smtp_url(),
            Some("smtps://fabula:hunter2@mail.example.org")
        );
    }
}
