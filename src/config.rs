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

    /// PostgreSQL server for the one connection that follows other processes' changes
    /// (`LISTEN`), which needs a session of its own: behind PgBouncer in transaction pooling
    /// mode, PostgreSQL itself. Default: `DATABASE_URL`.
    #[arg(long, env = "FABULA_LISTEN_DATABASE_URL", hide_env_values = true)]
    pub listen_database_url: Option<String>,

    /// Whether connections keep their statements prepared (faster). Turn it off (`false`)
    /// behind PgBouncer in transaction pooling mode unless it is 1.21 or newer with
    /// `max_prepared_statements` set: statements then travel in one message each.
    #[arg(
        long,
        env = "FABULA_DB_PREPARED_STATEMENTS",
        default_value_t = true,
        action = clap::ArgAction::Set
    )]
    pub db_prepared_statements: bool,

    /// HTTP worker threads (0: one per core).
    #[arg(long, env = "FABULA_WORKERS", default_value_t = 0)]
    pub workers: usize,

    /// Seconds between SIGTERM and closing the listener: meanwhile `/readyz` answers 503, so
    /// that a load balancer stops sending requests here, while requests are still served and
    /// long polls answer at once. Then the requests in progress finish, and the process ends.
    #[arg(long, env = "FABULA_DRAIN_SECS", default_value_t = 5)]
    pub drain_secs: u64,

    /// Seconds between two looks for tables whose move deadline has passed (0: never; the
    /// clock then acts only when a test or another process sweeps).
    #[arg(long, env = "FABULA_SWEEP_SECS", default_value_t = 30)]
    pub sweep_secs: u64,

    /// Milliseconds a house bot waits before it makes its move (0: at once). At a table whose
    /// host chose a human pace, each move waits a random while, from this delay to ten times
    /// as long.
    #[arg(long, env = "FABULA_BOT_DELAY_MS", default_value_t = 3000)]
    pub bot_delay_ms: u64,

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

    /// Seconds between two looks for push notifications to send (0: never; pushes then go out
    /// only when a test or another process sends them).
    #[arg(long, env = "FABULA_PUSH_SECS", default_value_t = 5)]
    pub push_secs: u64,

    /// The private key (P-256, base64url of its 32 bytes) that signs push notifications
    /// (VAPID). Default: a key generated once and kept in `<data dir>/vapid_private_key`.
    /// Browsers subscribed with one key get nothing signed with another.
    #[arg(long, env = "FABULA_VAPID_PRIVATE_KEY", hide_env_values = true)]
    pub vapid_private_key: Option<SecretString>,

    /// Whom push services may contact about this server's pushes (VAPID `sub`), as
    /// `mailto:admin@example.org` or an https address. Default: the public address.
    #[arg(long, env = "FABULA_VAPID_SUBJECT")]
    pub vapid_subject: Option<String>,

    /// Lets the server call addresses on this machine (127.0.0.0/8, ::1): push services and
    /// webhooks there, for tests and programs on the server's own machine. Private, link-local
    /// and other special networks are refused whatever this says.
    #[arg(long, env = "FABULA_OUTBOUND_ALLOW_LOOPBACK", default_value_t = false, action = clap::ArgAction::Set)]
    pub outbound_allow_loopback: bool,

    /// The former name of `--outbound-allow-loopback`, still read.
    #[arg(long, env = "FABULA_PUSH_ALLOW_LOOPBACK", default_value_t = false, action = clap::ArgAction::Set, hide = true)]
    pub push_allow_loopback: bool,

    /// Password hashes (19 MiB each) that may run at once (0: one per core).
    #[arg(long, env = "FABULA_HASH_CONCURRENCY", default_value_t = 0)]
    pub hash_concurrency: usize,

    /// Sign-ins and sign-ups that may wait for a password hash; more are refused at once with
    /// 503 and `Retry-After`.
    #[arg(long, env = "FABULA_HASH_QUEUE", default_value_t = 32)]
    pub hash_queue: usize,

    /// Sign-ins from known devices (a device proof of the account they name) and password
    /// checks of people signed in that may wait for a hash, in a lane of their own.
    #[arg(long, env = "FABULA_HASH_KNOWN_QUEUE", default_value_t = 32)]
    pub hash_known_queue: usize,

    /// Failed sign-ins that may name one account within the window before it is refused (429).
    #[arg(long, env = "FABULA_SIGN_IN_LIMIT", default_value_t = 10)]
    pub sign_in_limit: u32,

    /// Failed sign-ins that may come from one client address within the window.
    #[arg(long, env = "FABULA_SIGN_IN_ADDRESS_LIMIT", default_value_t = 50)]
    pub sign_in_address_limit: u32,

    /// Wrong codes (table invites, offered seats, registration invites) that may come from one
    /// client address within the sign-in window before it is refused (429).
    #[arg(long, env = "FABULA_CODE_ADDRESS_LIMIT", default_value_t = 30)]
    pub code_address_limit: u32,

    /// The window of the sign-in limits, in seconds.
    #[arg(long, env = "FABULA_SIGN_IN_WINDOW_SECS", default_value_t = 900)]
    pub sign_in_window_secs: u64,

    /// New accounts that may come from one client address within the registration window.
    #[arg(long, env = "FABULA_REGISTER_LIMIT", default_value_t = 5)]
    pub register_limit: u32,

    /// New accounts that may be made in any one minute, from all addresses together (0: no
    /// such cap).
    #[arg(long, env = "FABULA_REGISTER_PER_MINUTE", default_value_t = 30)]
    pub register_per_minute: u32,

    /// The window of the registration limit, in seconds.
    #[arg(long, env = "FABULA_REGISTER_WINDOW_SECS", default_value_t = 3600)]
    pub register_window_secs: u64,

    /// Proxies (addresses or networks, comma-separated, e.g. `127.0.0.1,10.0.0.0/8`) whose
    /// `X-Forwarded-For` names the client. From anyone else the header is ignored and the
    /// client is the socket's peer. By default a proxy on this machine is trusted (nobody else
    /// can connect from loopback); behind a proxy elsewhere, name it, or every client looks
    /// like one address to the rate limits.
    #[arg(
        long,
        env = "FABULA_TRUSTED_PROXIES",
        value_delimiter = ',',
        default_value = "127.0.0.1,::1"
    )]
    pub trusted_proxies: Vec<Network>,

    /// Seconds a request body may take to arrive (a slower one is refused with 408).
    #[arg(long, env = "FABULA_BODY_TIMEOUT_SECS", default_value_t = 10)]
    pub body_timeout_secs: u64,

    /// Seconds a picture upload (a multipart body) may take to arrive.
    #[arg(long, env = "FABULA_UPLOAD_TIMEOUT_SECS", default_value_t = 300)]
    pub upload_timeout_secs: u64,

    /// Requests one client address may have in progress at once (long polls included); more
    /// are refused with 429.
    #[arg(long, env = "FABULA_REQUESTS_PER_ADDRESS", default_value_t = 64)]
    pub requests_per_address: usize,

    /// Tables whose last read state is kept in memory, so that a view or a move of a table that
    /// has not changed since needs no database read.
    #[arg(long, env = "FABULA_TABLE_CACHE", default_value_t = 20_000)]
    pub table_cache: usize,

    /// Seconds between two looks for webhook events to send (0: never; events then go out
    /// only when a test or another process sends them).
    #[arg(long, env = "FABULA_WEBHOOK_SECS", default_value_t = 5)]
    pub webhook_secs: u64,

    /// The former name of `--outbound-allow-loopback`, still read.
    #[arg(long, env = "FABULA_WEBHOOK_ALLOW_LOOPBACK", action = clap::ArgAction::Set, default_value_t = false, hide = true)]
    pub webhook_allow_loopback: bool,

    /// Open tables (still waiting for players) one account may host at once; one more is
    /// refused (422). Each quota below is lifted for an account an admin lifts them for.
    #[arg(long, env = "FABULA_QUOTA_OPEN_TABLES", default_value_t = 20)]
    pub quota_open_tables: i64,

    /// Tables one account may create within an hour; one more is refused (429).
    #[arg(long, env = "FABULA_QUOTA_TABLES_PER_HOUR", default_value_t = 30)]
    pub quota_tables_per_hour: i64,

    /// Decks one account may have; one more is refused (422).
    #[arg(long, env = "FABULA_QUOTA_DECKS", default_value_t = 20)]
    pub quota_decks: i64,

    /// Decks one account may create within an hour; one more is refused (429).
    #[arg(long, env = "FABULA_QUOTA_DECKS_PER_HOUR", default_value_t = 20)]
    pub quota_decks_per_hour: i64,

    /// Megabytes (1,000,000 bytes) of stored pictures one account may have in all its decks;
    /// an upload beyond it is refused (422).
    #[arg(long, env = "FABULA_QUOTA_PICTURE_MB", default_value_t = 200)]
    pub quota_picture_mb: i64,

    /// Pictures one deck may hold; more are refused (409).
    #[arg(long, env = "FABULA_QUOTA_DECK_PICTURES", default_value_t = 300)]
    pub quota_deck_pictures: i64,

    /// API tokens one account may have; one more is refused (422).
    #[arg(long, env = "FABULA_QUOTA_TOKENS", default_value_t = 20)]
    pub quota_tokens: i64,

    /// Webhooks one account may have; one more is refused (422).
    #[arg(long, env = "FABULA_QUOTA_WEBHOOKS", default_value_t = 5)]
    pub quota_webhooks: i64,

    /// Reports one account may make within a day; one more is refused (429).
    #[arg(long, env = "FABULA_QUOTA_REPORTS_PER_DAY", default_value_t = 20)]
    pub quota_reports_per_day: i64,

    /// Open tables of one host the lobby shows at most (the newest), so that one account
    /// cannot push everyone else's tables out of it.
    #[arg(long, env = "FABULA_LOBBY_TABLES_PER_HOST", default_value_t = 3)]
    pub lobby_tables_per_host: i64,

    /// What to log, as a tracing filter (e.g. `info`, `fabula=debug`).
    #[arg(long, env = "RUST_LOG", default_value = "info")]
    pub log: String,

    /// How log lines are written: `text` for people, `json` (one object a line, with the
    /// request id of each request's lines) for a log collector.
    #[arg(long, env = "FABULA_LOG_FORMAT", value_enum, default_value_t = LogFormat::Text)]
    pub log_format: LogFormat,

    /// A bearer token (at least 16 characters) that opens `/metrics` on the public port.
    /// Without it `/metrics` is not served there (404).
    #[arg(long, env = "FABULA_METRICS_TOKEN", hide_env_values = true)]
    pub metrics_token: Option<SecretString>,

    /// A separate listener (e.g. `127.0.0.1:9090`) that serves `/metrics` alone, without a
    /// token: keep it on an address only the monitoring reaches. Unset: none.
    #[arg(long, env = "FABULA_METRICS_BIND")]
    pub metrics_bind: Option<SocketAddr>,

    /// Days a finished table keeps all its rows; after that the sweeper keeps only what its
    /// history needs (rounds, boards, votes, points, events, chat) and deletes the rest (where
    /// every card lay, the table's notices). 0: never.
    #[arg(long, env = "FABULA_ARCHIVE_AFTER_DAYS", default_value_t = 30)]
    pub archive_after_days: u32,

    /// Who may make an account: `open` (anyone), `invite` (only with an invite code an admin
    /// made) or `closed` (nobody; existing accounts still sign in).
    #[arg(long, env = "FABULA_REGISTRATION", value_enum, default_value_t = Registration::Open)]
    pub registration: Registration,
}

/// The key pair that signs push notifications (VAPID), as plain data: the start-up loads or
/// makes it (`notify::push` knows the curve), `notify::push` signs with it, and the pages hand
/// its public half to browsers.
#[derive(Clone)]
pub struct VapidKeys {
    private: [u8; 32],
    public: String,
}

impl VapidKeys {
    /// A private key's 32 bytes and its public point (uncompressed, base64url).
    pub fn new(private: [u8; 32], public: String) -> VapidKeys {
        VapidKeys { private, public }
    }

    pub fn private(&self) -> &[u8; 32] {
        &self.private
    }

    /// The public key as browsers take it (`applicationServerKey`).
    pub fn public_key(&self) -> &str {
        &self.public
    }
}

impl std::fmt::Debug for VapidKeys {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("VapidKeys")
            .field("public", &self.public)
            .finish_non_exhaustive()
    }
}

/// Who may make an account (`FABULA_REGISTRATION`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum Registration {
    Open,
    Invite,
    Closed,
}

/// How log lines are written.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum LogFormat {
    Text,
    Json,
}

/// An address (`10.0.0.1`) or a network (`10.0.0.0/8`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Network(pub ipnet::IpNet);

impl std::str::FromStr for Network {
    type Err = String;

    fn from_str(s: &str) -> Result<Network, String> {
        let s = s.trim();
        s.parse::<ipnet::IpNet>()
            .or_else(|_| s.parse::<std::net::IpAddr>().map(ipnet::IpNet::from))
            .map(Network)
            .map_err(|_| format!("{s:?} is neither an IP address nor a network"))
    }
}

impl Config {
    /// True when `peer` is one of the trusted proxies.
    pub fn trusts(&self, peer: std::net::IpAddr) -> bool {
        self.trusted_proxies.iter().any(|net| net.0.contains(&peer))
    }

    /// The public address of the site without a trailing slash, for every link that leaves
    /// the page it is on: invites, mail, feeds. Never the request's `Host` or
    /// `X-Forwarded-Host`, which whoever sends the request chooses.
    pub fn base_url(&self) -> &str {
        self.public_url.trim_end_matches('/')
    }

    /// True when the public address is https, so cookies must be marked `Secure`.
    pub fn secure_cookies(&self) -> bool {
        self.public_url.starts_with("https://")
    }

    /// What is wrong with FABULA_SECRET_KEY, when it is set and too short.
    pub fn secret_key_problem(&self) -> Option<&'static str> {
        self.secret_key
            .as_ref()
            .filter(|secret| secret.expose_secret().len() < 32)
            .map(|_| "FABULA_SECRET_KEY must have at least 32 characters.")
    }

    /// The token that opens `/metrics` on the public port, when one is set and not blank.
    pub fn metrics_token(&self) -> Option<&str> {
        self.metrics_token
            .as_ref()
            .map(|token| token.expose_secret().trim())
            .filter(|token| !token.is_empty())
    }

    /// Whether the server may call addresses on this machine (`FABULA_OUTBOUND_ALLOW_LOOPBACK`,
    /// or either of its former names).
    pub fn outbound_allows_loopback(&self) -> bool {
        self.outbound_allow_loopback || self.push_allow_loopback || self.webhook_allow_loopback
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

    #[test]
    fn behind_pgbouncer_statements_are_not_kept_prepared_and_listen_goes_elsewhere() {
        let config = Config::try_parse_from(["fabula"]).unwrap();
        assert!(config.db_prepared_statements);
        assert_eq!(config.listen_database_url, None);
        assert_eq!(config.drain_secs, 5);
        let config = Config::try_parse_from([
            "fabula",
            "--db-prepared-statements=false",
            "--listen-database-url=postgresql:///fabula?host=/run/postgresql",
        ])
        .unwrap();
        assert!(!config.db_prepared_statements);
        assert_eq!(
            config.listen_database_url.as_deref(),
            Some("postgresql:///fabula?host=/run/postgresql")
        );
        assert!(Config::try_parse_from(["fabula", "--db-prepared-statements=maybe"]).is_err());
    }

    #[test]
    fn loopback_calls_have_one_setting_and_its_former_names_still_work() {
        let config = Config::try_parse_from(["fabula"]).unwrap();
        assert!(!config.outbound_allows_loopback());
        for flag in [
            "--outbound-allow-loopback=true",
            "--push-allow-loopback=true",
            "--webhook-allow-loopback=true",
        ] {
            let config = Config::try_parse_from(["fabula", flag]).unwrap();
            assert!(config.outbound_allows_loopback(), "{flag}");
        }
    }

    #[test]
    fn trusted_proxies_are_addresses_or_networks() {
        let config =
            Config::try_parse_from(["fabula", "--trusted-proxies=127.0.0.1, 10.0.0.0/8,::1"])
                .unwrap();
        assert!(config.trusts("127.0.0.1".parse().unwrap()));
        assert!(config.trusts("10.2.3.4".parse().unwrap()));
        assert!(config.trusts("::1".parse().unwrap()));
        assert!(!config.trusts("127.0.0.2".parse().unwrap()));
        assert!(!config.trusts("192.168.1.1".parse().unwrap()));
        assert!(Config::try_parse_from(["fabula", "--trusted-proxies=example.org"]).is_err());
    }
}
