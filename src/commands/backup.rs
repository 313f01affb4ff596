//! `fabula backup FILE` and `fabula restore FILE`: the whole database in pg_dump's custom
//! format, with the PostgreSQL client programs beside the server programs Fabula finds
//! (`PG_BIN`, `pg_config --bindir`, PATH, /usr/lib/postgresql/*/bin), else those on PATH.
//!
//! A restore never overwrites anything: it goes into an empty data directory (a new private
//! PostgreSQL) or, with DATABASE_URL, into a database without tables, and refuses otherwise.

use std::fs;
use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::Command;

use diesel::prelude::*;
use diesel::sql_types::BigInt;

use crate::config::Config;
use crate::db::embedded::{client_program, find_server_programs, Cluster, DATABASE};

use super::{Database, Outcome};

/// The first bytes of a file in pg_dump's custom format.
const ARCHIVE_MAGIC: &[u8] = b"PGDMP";

/// `fabula backup FILE`
pub fn backup(config: &Config, file: &Path) -> Outcome {
    // Written beside FILE and renamed once complete: a failed backup leaves no FILE behind,
    // and an earlier FILE stays whole until the new one is.
    let mut partial = file.as_os_str().to_owned();
    partial.push(".partial");
    let partial = PathBuf::from(partial);
    let database = Database::open(config)?;
    let result = run(connect(
        Command::new(program(config, "pg_dump"))
            .arg("--format=custom")
            .arg("--file")
            .arg(&partial),
        &database.url,
    ));
    database.close();
    if let Err(e) = result {
        let _ = fs::remove_file(&partial);
        return Err(e);
    }
    fs::rename(&partial, file).map_err(|e| format!("cannot write {}: {e}", file.display()))?;
    let bytes = fs::metadata(file).map(|m| m.len()).unwrap_or(0);
    println!("Backup written to {} ({bytes} bytes).", file.display());
    Ok(())
}

/// `fabula restore FILE`
pub fn restore(config: &Config, file: &Path) -> Outcome {
    check_archive(file)?;
    match &config.database_url {
        Some(url) => restore_into_url(config, url, file),
        None => restore_into_data_dir(config, file),
    }
}

fn restore_into_url(config: &Config, url: &str, file: &Path) -> Outcome {
    let mut conn = PgConnection::establish(url)
        .map_err(|e| format!("cannot reach the database: {}", super::one_line(&e)))?;
    let tables = table_count(&mut conn)?;
    drop(conn);
    if tables > 0 {
        return Err(format!(
            "refusing to restore: the database of DATABASE_URL already has {tables} tables, and a \
             restore never overwrites anything. Restore into an empty database: create one \
             (e.g. `createdb fabula_restored`) and point DATABASE_URL at it."
        )
        .into());
    }
    pg_restore(config, url, file)?;
    println!(
        "Restored {} into the database of DATABASE_URL.",
        file.display()
    );
    Ok(())
}

fn restore_into_data_dir(config: &Config, file: &Path) -> Outcome {
    let pgdata = config.data_dir.join("pg");
    let holds_files = fs::read_dir(&pgdata).is_ok_and(|mut entries| entries.next().is_some());
    if holds_files {
        return Err(format!(
            "refusing to restore: {} already holds a PostgreSQL cluster, and a restore never \
             overwrites anything. Restore into an empty data directory: stop Fabula and move {} \
             away, or set FABULA_DATA_DIR (--data-dir) to a new directory.",
            config.data_dir.display(),
            pgdata.display()
        )
        .into());
    }
    let cluster = Cluster::new(&config.data_dir, config.pg_bin.as_deref())?;
    let url = cluster.start(DATABASE)?;
    let result = pg_restore(config, &url, file);
    if let Err(e) = cluster.stop() {
        eprintln!("fabula: could not stop the private PostgreSQL: {e}");
    }
    if let Err(e) = result {
        // The cluster was made for this restore: take it away, so that a second try finds the
        // data directory empty again.
        let _ = fs::remove_dir_all(&pgdata);
        return Err(e);
    }
    println!(
        "Restored {} into {}; `fabula` now serves it.",
        file.display(),
        pgdata.display()
    );
    Ok(())
}

/// Refuses early a file that is not a backup, before anything is made.
fn check_archive(file: &Path) -> Outcome {
    let mut head = Vec::new();
    fs::File::open(file)
        .and_then(|f| f.take(ARCHIVE_MAGIC.len() as u64).read_to_end(&mut head))
        .map_err(|e| format!("cannot read {}: {e}", file.display()))?;
    if head != ARCHIVE_MAGIC {
        return Err(format!(
            "{} is not a backup made by `fabula backup` (pg_dump's custom format).",
            file.display()
        )
        .into());
    }
    Ok(())
}

/// Tables in the database outside PostgreSQL's own schemas.
fn table_count(conn: &mut PgConnection) -> QueryResult<i64> {
    #[derive(QueryableByName)]
    struct Count {
        #[diesel(sql_type = BigInt)]
        tables: i64,
    }
    let count: Count = diesel::sql_query(
        "SELECT count(*) AS tables FROM pg_tables \
         WHERE schemaname NOT IN ('pg_catalog', 'information_schema')",
    )
    .get_result(conn)?;
    Ok(count.tables)
}

/// Restores in one transaction: all of the backup or nothing.
fn pg_restore(config: &Config, url: &str, file: &Path) -> Outcome {
    run(connect(
        Command::new(program(config, "pg_restore"))
            .arg("--single-transaction")
            .arg("--no-owner"),
        url,
    )
    .arg(file))
}

/// Points a client program at the database of `url`. A password in the URL goes through the
/// environment (`PGPASSWORD`), never the command line, which every user of the machine may
/// read in the list of processes.
fn connect<'a>(command: &'a mut Command, url: &str) -> &'a mut Command {
    let (url, password) = without_password(url);
    if let Some(password) = password {
        command.env("PGPASSWORD", password);
    }
    command.arg("--dbname").arg(url)
}

/// The URL without its password, and the password (decoded).
fn without_password(url: &str) -> (String, Option<String>) {
    let Ok(mut parsed) = url::Url::parse(url) else {
        return (url.to_string(), None);
    };
    let Some(password) = parsed.password().map(|p| {
        percent_encoding::percent_decode_str(p)
            .decode_utf8_lossy()
            .into_owned()
    }) else {
        return (url.to_string(), None);
    };
    if parsed.set_password(None).is_err() {
        return (url.to_string(), None);
    }
    (parsed.to_string(), Some(password))
}

fn program(config: &Config, name: &str) -> PathBuf {
    client_program(
        find_server_programs(config.pg_bin.as_deref()).as_deref(),
        name,
    )
}

/// Runs a client program; its own words when it fails.
fn run(command: &mut Command) -> Outcome {
    let name = command.get_program().to_string_lossy().into_owned();
    let out = command
        .output()
        .map_err(|e| format!("cannot run {name}: {e}"))?;
    if out.status.success() {
        return Ok(());
    }
    Err(format!(
        "{name} failed: {}",
        String::from_utf8_lossy(&out.stderr).trim()
    )
    .into())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_password_leaves_the_url_for_the_environment() {
        assert_eq!(
            without_password(
                "postgres://fabula:s%40cret:x@db.example.org:5432/fabula?sslmode=require"
            ),
            (
                "postgres://fabula@db.example.org:5432/fabula?sslmode=require".to_string(),
                Some("s@cret:x".to_string())
            )
        );
        let private = "postgresql:///fabula?host=/srv/fabula/run&user=postgres";
        assert_eq!(without_password(private), (private.to_string(), None));
    }
}
