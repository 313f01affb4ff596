//! The `fabula` program's subcommands: `serve` (the default), and the ones that operate the
//! data: `migrate`, `check`, `backup`, `restore`, `deck import`, `admin grant|revoke|list`, `bots measure`. Each is a front end like the
//! web layer: it reads its arguments and calls the services, and prints what it did.
//!
//! Every setting of `config::Config` may be given before or after the subcommand (or as its
//! environment variable). A new group of subcommands (e.g. `admin …`) is one more variant of
//! [`Command`] holding its own `#[derive(Subcommand)]` enum, as `Deck` does, and a module here.

#![allow(
    clippy::print_stdout,
    reason = "a command-line front end: it prints what it did"
)]

mod admin;
mod backup;
mod bots;
mod check;
mod deck;

use std::error::Error;
use std::ffi::OsString;
use std::sync::Arc;
use std::time::Duration;

use clap::{CommandFactory, FromArgMatches, Parser, Subcommand};
use diesel::{Connection, PgConnection};

use crate::config::Config;
use crate::db::embedded::{Cluster, EmbeddedError, DATABASE};
use crate::state::AppState;

/// What a subcommand ends with: done, or why not (printed as one line).
type Outcome = Result<(), Box<dyn Error>>;

/// Fabula: play the storytelling card game over days, in the browser and through a JSON API.
/// Without a subcommand it runs the server, as `fabula serve` does.
#[derive(Debug, Parser)]
#[command(name = "fabula", version, long_about = None)]
pub struct Cli {
    #[command(flatten)]
    pub config: Config,

    #[command(subcommand)]
    pub command: Option<Command>,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// Run the web server (what `fabula` without a subcommand does).
    Serve,
    /// Apply the database migrations this version has and the database lacks, then exit (the
    /// server also applies them when it starts).
    Migrate,
    /// Check the settings, that the database answers, and that its migrations are current.
    /// Exits with 0 when all is well; otherwise prints one line per problem and exits with 1.
    Check,
    /// Write the whole database to FILE, in pg_dump's custom format: the private PostgreSQL in
    /// the data directory (started for the backup when it is not running), or DATABASE_URL's.
    Backup {
        /// The backup file to write (replaced if it exists, only once the backup is complete).
        file: std::path::PathBuf,
    },
    /// Restore a backup made by `fabula backup` into an empty data directory (a new private
    /// PostgreSQL), or with DATABASE_URL into an empty database. Refuses anything else.
    Restore {
        /// The backup file to read.
        file: std::path::PathBuf,
    },
    /// Decks of pictures.
    #[command(subcommand)]
    Deck(DeckCommand),
    /// Who may moderate this server: admins see the reports and act on them. Given and taken
    /// only here, never through the web.
    #[command(subcommand)]
    Admin(AdminCommand),
    /// House bots.
    #[command(subcommand)]
    Bots(BotsCommand),
}

#[derive(Debug, Subcommand)]
pub enum BotsCommand {
    /// Play many seeded games of bots alone, in memory, and print how often a bot voter finds
    /// the storyteller's card against chance (goal: twice chance) and how often a bot
    /// storyteller's round scores (goal: half the rounds), per ruleset. Exits with 1 when a
    /// goal is not met.
    Measure(bots::MeasureArgs),
}

#[derive(Debug, Subcommand)]
pub enum DeckCommand {
    /// Make a deck of every picture in a folder, checked and re-encoded as an upload's are;
    /// when one file is refused, nothing is made.
    Import(deck::ImportArgs),
}

#[derive(Debug, Subcommand)]
pub enum AdminCommand {
    /// Make the account named NAME an admin.
    Grant(admin::NameArgs),
    /// Make the account named NAME an admin no longer.
    Revoke(admin::NameArgs),
    /// List the admins: one line each, username and display name.
    List,
}

impl Cli {
    /// Reads the command line; exits with clap's message when it is wrong, or after `--help`.
    pub fn parse() -> Cli {
        Cli::try_parse_from(std::env::args_os()).unwrap_or_else(|e| e.exit())
    }

    /// The same from given arguments. The settings are global: they may come before or after
    /// the subcommand.
    pub fn try_parse_from<I, T>(args: I) -> Result<Cli, clap::Error>
    where
        I: IntoIterator<Item = T>,
        T: Into<OsString> + Clone,
    {
        let command = <Cli as CommandFactory>::command().mut_args(|arg| {
            arg.global(true)
                .help_heading("Settings (before or after the subcommand)")
        });
        let matches = command.try_get_matches_from(args)?;
        <Cli as FromArgMatches>::from_arg_matches(&matches)
    }
}

/// Runs the command line's subcommand (the server when there is none) and returns the
/// process's exit code.
pub async fn run(cli: Cli) -> i32 {
    let config = cli.config;
    let outcome = match cli.command.unwrap_or(Command::Serve) {
        Command::Serve => crate::startup::run(config).await,
        Command::Migrate => migrate(&config),
        Command::Check => return check::run(&config),
        Command::Backup { file } => backup::backup(&config, &file),
        Command::Restore { file } => backup::restore(&config, &file),
        Command::Deck(DeckCommand::Import(args)) => deck::import(&config, &args).await,
        Command::Admin(AdminCommand::Grant(args)) => admin::set(&config, &args, true),
        Command::Admin(AdminCommand::Revoke(args)) => admin::set(&config, &args, false),
        Command::Admin(AdminCommand::List) => admin::list(&config),
        Command::Bots(BotsCommand::Measure(args)) => bots::measure(&args),
    };
    match outcome {
        Ok(()) => 0,
        Err(e) => {
            eprintln!("fabula: {e}");
            1
        }
    }
}

/// The database a command works on: DATABASE_URL's, or the private cluster's in the data
/// directory. A private cluster that was not running is started for the command and stopped
/// by [`Database::close`]; one that was running (a server uses it) is left running.
struct Database {
    url: String,
    started: Option<Cluster>,
}

impl Database {
    fn open(config: &Config) -> Result<Database, EmbeddedError> {
        if let Some(url) = &config.database_url {
            return Ok(Database {
                url: url.clone(),
                started: None,
            });
        }
        let cluster = Cluster::new(&config.data_dir, config.pg_bin.as_deref())?;
        let running = cluster.is_running();
        let url = cluster.start(DATABASE)?;
        Ok(Database {
            url,
            started: (!running).then_some(cluster),
        })
    }

    fn connect(&self) -> Result<PgConnection, diesel::ConnectionError> {
        PgConnection::establish(&self.url)
    }

    /// The services' shared state on this database, for the commands that call them.
    fn services(&self, config: &Config) -> Result<AppState, crate::db::DbError> {
        let pool =
            crate::db::build_pool(&self.url, 2, Duration::from_secs(config.db_timeout_secs))?;
        Ok(AppState {
            versions: crate::state::Versions::new(pool.clone()),
            table_reads: crate::state::TableReads::new(pool.clone()),
            steps: crate::state::Steps::new(pool.clone()),
            pool,
            config: Arc::new(config.clone()),
            watch: crate::watch::Watch::new(),
            clock: Arc::new(crate::clock::SystemClock),
            passwords: crate::accounts::PasswordGate::new(1, 1, 1),
            tables: Arc::new(crate::play::TableCache::new(0)),
            builtin_cards: Default::default(),
            // The commands make no device proofs either.
            proof_key: crate::secrets::new_secret(crate::secrets::Shape::Key).into_bytes(),
            // The commands send no pushes: a key of their own, never written anywhere.
            vapid: Arc::new(crate::notify::push::generate_keys()),
        })
    }

    fn close(self) {
        if let Some(cluster) = self.started {
            if let Err(e) = cluster.stop() {
                eprintln!("fabula: could not stop the private PostgreSQL: {e}");
            }
        }
    }
}

/// An error's message on one line (libpq's span several).
fn one_line(error: &dyn std::fmt::Display) -> String {
    error
        .to_string()
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

/// `fabula migrate`: applies the pending migrations, says which.
fn migrate(config: &Config) -> Outcome {
    let database = Database::open(config)?;
    let result = (|| -> Outcome {
        let mut conn = database.connect()?;
        let pending = crate::db::migration_state(&mut conn)?.pending;
        crate::db::run_migrations(&mut conn)?;
        crate::accounts::fill_name_keys(&mut conn)?;
        if pending.is_empty() {
            println!("The database's migrations are current; nothing to apply.");
        } else {
            for name in &pending {
                println!("applied {name}");
            }
            println!("{} migrations applied.", pending.len());
        }
        Ok(())
    })();
    database.close();
    result
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn settings_come_before_or_after_the_subcommand() {
        let cli = Cli::try_parse_from(["fabula", "backup", "b.dump", "--data-dir=/srv/f"])
            .expect("settings after the subcommand");
        assert_eq!(cli.config.data_dir, std::path::Path::new("/srv/f"));
        assert!(matches!(cli.command, Some(Command::Backup { .. })));
        let cli = Cli::try_parse_from(["fabula", "--data-dir=/srv/g", "check"])
            .expect("settings before the subcommand");
        assert_eq!(cli.config.data_dir, std::path::Path::new("/srv/g"));
        let cli = Cli::try_parse_from(["fabula", "--bind=127.0.0.1:9000"]).expect("no subcommand");
        assert!(cli.command.is_none());
        assert_eq!(cli.config.bind.port(), 9000);
        assert!(Cli::try_parse_from(["fabula", "deck", "import", "pics"]).is_err());
    }
}
