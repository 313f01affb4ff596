//! A private PostgreSQL cluster, so that `cargo run` needs no set-up: `initdb` on first run,
//! `pg_ctl start` with a Unix socket inside the data directory and no TCP port, `pg_ctl stop`
//! on shutdown. The test suite uses the same code for its throwaway cluster.

use std::ffi::OsStr;
use std::fs;
use std::os::unix::fs::PermissionsExt;
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use nix::unistd::{Gid, Uid, User};

/// The database the server uses inside its private cluster.
pub const DATABASE: &str = "fabula";
const SUPERUSER: &str = "postgres";

#[derive(Debug, thiserror::Error)]
pub enum EmbeddedError {
    #[error(
        "Fabula needs the PostgreSQL server programs (initdb, pg_ctl, postgres) to run its own \
         private database, and found none: not in PG_BIN, not from `pg_config --bindir`, not on \
         PATH, not in /usr/lib/postgresql/*/bin. Install PostgreSQL 13 or newer (on Debian or \
         Ubuntu: `apt-get install postgresql`), or point PG_BIN at the folder holding initdb, or \
         set DATABASE_URL to use a PostgreSQL server you already run."
    )]
    NoServerPrograms,
    #[error(
        "Fabula runs as root, so its private PostgreSQL must run as the `postgres` user, and \
         there is no such user. Create it (`useradd --system postgres`) or set DATABASE_URL."
    )]
    NoPostgresUser,
    #[error("cannot prepare {path}: {source}")]
    Io {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error("{program} failed: {detail}")]
    Command { program: String, detail: String },
}

/// PostgreSQL's own cache of table and index pages for the private cluster: a quarter of the
/// machine's memory, as PostgreSQL's documentation advises for a server of its own, between
/// its default of 128 MB and 8 GB. The memory is only taken as pages are read into it, so a
/// small database takes little of it. `None` (PostgreSQL's default) when the machine's memory
/// cannot be read.
fn shared_buffers_mb() -> Option<u64> {
    let meminfo = fs::read_to_string("/proc/meminfo").ok()?;
    let kilobytes: u64 = meminfo
        .lines()
        .find_map(|line| line.strip_prefix("MemTotal:"))?
        .trim()
        .trim_end_matches("kB")
        .trim()
        .parse()
        .ok()?;
    Some((kilobytes / 1024 / 4).clamp(128, 8 * 1024))
}

/// A private cluster: where it lives and how to run its programs.
#[derive(Debug, Clone)]
pub struct Cluster {
    bin: PathBuf,
    /// The cluster's files (`<data dir>/pg`).
    pgdata: PathBuf,
    /// Where the Unix socket lives (`<data dir>/run`).
    socket_dir: PathBuf,
    /// The unprivileged account to run the server programs as, when we are root.
    run_as: Option<(Uid, Gid)>,
}

impl Cluster {
    /// Describes the cluster in `data_dir`; nothing is started yet.
    pub fn new(data_dir: &Path, pg_bin: Option<&Path>) -> Result<Cluster, EmbeddedError> {
        let bin = find_server_programs(pg_bin).ok_or(EmbeddedError::NoServerPrograms)?;
        let data_dir = absolute(data_dir)?;
        let run_as = if Uid::effective().is_root() {
            let user = User::from_name(SUPERUSER)
                .ok()
                .flatten()
                .ok_or(EmbeddedError::NoPostgresUser)?;
            Some((user.uid, user.gid))
        } else {
            None
        };
        Ok(Cluster {
            bin,
            pgdata: data_dir.join("pg"),
            socket_dir: data_dir.join("run"),
            run_as,
        })
    }

    /// Creates the cluster when it does not exist, starts it unless it already runs, and makes
    /// sure `database` exists. Returns a connection URL for that database.
    pub fn start(&self, database: &str) -> Result<String, EmbeddedError> {
        self.prepare_dirs()?;
        if !self.pgdata.join("PG_VERSION").exists() {
            self.initdb()?;
        }
        // A server that looks alive may be one dying after a `kill -9`: when it does not
        // answer, wait a moment and start a fresh one.
        let mut last_error = None;
        for _ in 0..20 {
            if !self.is_running() {
                self.clear_stale_lock_files();
                if let Err(e) = self.start_server() {
                    // The old server's processes may still be leaving; try again shortly.
                    last_error = Some(e);
                    std::thread::sleep(std::time::Duration::from_millis(500));
                    continue;
                }
            }
            match self.create_database(database) {
                Ok(()) => return Ok(self.url(database)),
                Err(e) => last_error = Some(e),
            }
            std::thread::sleep(std::time::Duration::from_millis(500));
        }
        Err(last_error.unwrap_or(EmbeddedError::NoServerPrograms))
    }

    fn start_server(&self) -> Result<(), EmbeddedError> {
        let mut options = format!(
            "-c listen_addresses='' -c unix_socket_directories='{}' -c max_connections=300",
            self.socket_dir.display()
        );
        if let Some(megabytes) = shared_buffers_mb() {
            options.push_str(&format!(" -c shared_buffers={megabytes}MB"));
        }
        let log = self.pgdata.join("server.log");
        self.run(
            "pg_ctl",
            [
                OsStr::new("start"),
                OsStr::new("--wait"),
                OsStr::new("--timeout=60"),
                OsStr::new("--silent"),
                OsStr::new("-D"),
                self.pgdata.as_os_str(),
                OsStr::new("-l"),
                log.as_os_str(),
                OsStr::new("-o"),
                OsStr::new(&options),
            ],
        )
        .map(|_| ())
    }

    /// Stops the cluster (fast shutdown: sessions are ended, nothing acknowledged is lost).
    pub fn stop(&self) -> Result<(), EmbeddedError> {
        if !self.is_running() {
            return Ok(());
        }
        self.run(
            "pg_ctl",
            [
                OsStr::new("stop"),
                OsStr::new("--wait"),
                OsStr::new("--silent"),
                OsStr::new("-m"),
                OsStr::new("fast"),
                OsStr::new("-D"),
                self.pgdata.as_os_str(),
            ],
        )
        .map(|_| ())
    }

    /// The folder of the cluster's Unix socket (a libpq `host`).
    pub fn socket_dir(&self) -> &Path {
        &self.socket_dir
    }

    /// A libpq URL that reaches `database` through the cluster's Unix socket.
    pub fn url(&self, database: &str) -> String {
        format!(
            "postgresql:///{database}?host={}&user={SUPERUSER}",
            self.socket_dir.display()
        )
    }

    /// Whether the cluster's server runs: its pid file names a live PostgreSQL process. After
    /// a `kill -9` the pid file stays behind, and its pid may since belong to another program.
    pub fn is_running(&self) -> bool {
        let Ok(pid_file) = fs::read_to_string(self.pgdata.join("postmaster.pid")) else {
            return false;
        };
        let Some(pid) = pid_file.lines().next().map(str::trim) else {
            return false;
        };
        match fs::read_to_string(format!("/proc/{pid}/comm")) {
            Ok(name) => name.trim_start().starts_with("postgres") || name.starts_with("postmaster"),
            // Without /proc, ask pg_ctl (which only checks that the pid is alive).
            Err(_) => self
                .command("pg_ctl")
                .arg("status")
                .arg("-D")
                .arg(&self.pgdata)
                .output()
                .map(|out| out.status.success())
                .unwrap_or(false),
        }
    }

    /// After a `kill -9` the server's pid file and socket lock stay behind; PostgreSQL would
    /// refuse to start if their pid now belongs to another process.
    fn clear_stale_lock_files(&self) {
        let _ = fs::remove_file(self.pgdata.join("postmaster.pid"));
        if let Ok(entries) = fs::read_dir(&self.socket_dir) {
            for entry in entries.flatten() {
                if entry.file_name().to_string_lossy().starts_with(".s.PGSQL.") {
                    let _ = fs::remove_file(entry.path());
                }
            }
        }
    }

    fn prepare_dirs(&self) -> Result<(), EmbeddedError> {
        for dir in [&self.pgdata, &self.socket_dir] {
            let fresh = !dir.exists();
            fs::create_dir_all(dir).map_err(|source| EmbeddedError::Io {
                path: dir.clone(),
                source,
            })?;
            if fresh {
                // PostgreSQL insists that only its owner may read the cluster's files.
                fs::set_permissions(dir, fs::Permissions::from_mode(0o700)).map_err(|source| {
                    EmbeddedError::Io {
                        path: dir.clone(),
                        source,
                    }
                })?;
            }
            if let Some((uid, gid)) = self.run_as {
                nix::unistd::chown(dir.as_path(), Some(uid), Some(gid)).map_err(|errno| {
                    EmbeddedError::Io {
                        path: dir.clone(),
                        source: errno.into(),
                    }
                })?;
            }
        }
        Ok(())
    }

    fn initdb(&self) -> Result<(), EmbeddedError> {
        // Some systems lack the C.UTF-8 locale; the plain C locale always exists.
        let mut result = Ok(());
        for locale in ["--locale=C.UTF-8", "--locale=C"] {
            result = self
                .run(
                    "initdb",
                    [
                        OsStr::new("-D"),
                        self.pgdata.as_os_str(),
                        OsStr::new("-U"),
                        OsStr::new(SUPERUSER),
                        OsStr::new("--auth=trust"),
                        OsStr::new("--encoding=UTF8"),
                        OsStr::new(locale),
                    ],
                )
                .map(|_| ());
            if result.is_ok() {
                break;
            }
            let _ = fs::remove_dir_all(&self.pgdata);
            self.prepare_dirs()?;
        }
        result
    }

    fn create_database(&self, database: &str) -> Result<(), EmbeddedError> {
        let exists = self.psql(
            "postgres",
            &format!("SELECT 1 FROM pg_database WHERE datname = '{database}'"),
        )?;
        if exists.trim() != "1" {
            self.psql("postgres", &format!("CREATE DATABASE \"{database}\""))?;
        }
        Ok(())
    }

    /// Runs one SQL statement through `psql` and returns its unaligned output.
    pub fn psql(&self, database: &str, sql: &str) -> Result<String, EmbeddedError> {
        let out = self
            .client("psql")
            .args(["-X", "-q", "-A", "-t", "-v", "ON_ERROR_STOP=1"])
            .args(["-d", database, "-c", sql])
            .output()
            .map_err(|e| EmbeddedError::Command {
                program: "psql".into(),
                detail: e.to_string(),
            })?;
        check("psql", out)
    }

    /// A client program of PostgreSQL's (`psql`, `pgbench`), run as the current user and set to
    /// reach the cluster through its socket as the superuser.
    pub fn client(&self, program: &str) -> Command {
        let mut cmd = Command::new(client_program(Some(&self.bin), program));
        cmd.env("PGHOST", &self.socket_dir).env("PGUSER", SUPERUSER);
        cmd
    }

    fn command(&self, program: &str) -> Command {
        let mut cmd = Command::new(self.bin.join(program));
        if let Some((uid, gid)) = self.run_as {
            cmd.uid(uid.as_raw()).gid(gid.as_raw());
            cmd.env("HOME", &self.pgdata);
        }
        // A group of its own: Ctrl-C in the terminal reaches Fabula, which then stops the
        // cluster in order, rather than reaching PostgreSQL directly.
        cmd.process_group(0);
        // The server programs must not inherit a working directory they cannot read.
        if let Some(parent) = self.pgdata.parent() {
            cmd.current_dir(parent);
        }
        cmd
    }

    fn run<I, S>(&self, program: &str, args: I) -> Result<String, EmbeddedError>
    where
        I: IntoIterator<Item = S>,
        S: AsRef<OsStr>,
    {
        let out =
            self.command(program)
                .args(args)
                .output()
                .map_err(|e| EmbeddedError::Command {
                    program: program.into(),
                    detail: e.to_string(),
                })?;
        check(program, out).map_err(|err| match err {
            EmbeddedError::Command { program, detail } if program == "pg_ctl" => {
                let log = fs::read_to_string(self.pgdata.join("server.log")).unwrap_or_default();
                let tail: Vec<&str> = log.lines().rev().take(5).collect();
                EmbeddedError::Command {
                    program,
                    detail: format!(
                        "{detail}\nlast lines of {}:\n{}",
                        self.pgdata.join("server.log").display(),
                        tail.into_iter().rev().collect::<Vec<_>>().join("\n")
                    ),
                }
            }
            other => other,
        })
    }
}

fn check(program: &str, out: Output) -> Result<String, EmbeddedError> {
    if out.status.success() {
        Ok(String::from_utf8_lossy(&out.stdout).into_owned())
    } else {
        Err(EmbeddedError::Command {
            program: program.into(),
            detail: format!(
                "{}{}",
                String::from_utf8_lossy(&out.stderr).trim(),
                String::from_utf8_lossy(&out.stdout).trim()
            ),
        })
    }
}

fn absolute(path: &Path) -> Result<PathBuf, EmbeddedError> {
    fs::create_dir_all(path).map_err(|source| EmbeddedError::Io {
        path: path.into(),
        source,
    })?;
    path.canonicalize().map_err(|source| EmbeddedError::Io {
        path: path.into(),
        source,
    })
}

/// A client program of PostgreSQL's (`psql`, `pg_dump`, `pg_restore`): the one beside the
/// server programs in `bin` when there is one there, else the one on PATH.
pub fn client_program(bin: Option<&Path>, program: &str) -> PathBuf {
    bin.map(|bin| bin.join(program))
        .filter(|path| path.exists())
        .unwrap_or_else(|| PathBuf::from(program))
}

/// Finds the folder of `initdb`/`pg_ctl`: PG_BIN, then `pg_config --bindir`, then PATH, then
/// the newest /usr/lib/postgresql/*/bin.
pub fn find_server_programs(pg_bin: Option<&Path>) -> Option<PathBuf> {
    let has_programs = |dir: &Path| dir.join("initdb").is_file() && dir.join("pg_ctl").is_file();
    if let Some(dir) = pg_bin {
        return has_programs(dir).then(|| dir.to_path_buf());
    }
    let from_pg_config = Command::new("pg_config")
        .arg("--bindir")
        .output()
        .ok()
        .filter(|out| out.status.success())
        .map(|out| PathBuf::from(String::from_utf8_lossy(&out.stdout).trim()));
    let from_path = std::env::var_os("PATH")
        .map(|paths| std::env::split_paths(&paths).collect::<Vec<_>>())
        .unwrap_or_default();
    let mut installed: Vec<PathBuf> = fs::read_dir("/usr/lib/postgresql")
        .map(|entries| entries.flatten().map(|e| e.path().join("bin")).collect())
        .unwrap_or_default();
    // Newest version first: "15" sorts after "9.6" only when compared as numbers.
    installed.sort_by_key(|p| {
        p.parent()
            .and_then(|v| v.file_name())
            .and_then(|v| v.to_str())
            .and_then(|v| v.split('.').next())
            .and_then(|v| v.parse::<u32>().ok())
            .unwrap_or(0)
    });
    installed.reverse();
    from_pg_config
        .into_iter()
        .chain(from_path)
        .chain(installed)
        .find(|dir| has_programs(dir))
}
