//! PostgreSQL's own benchmark on the same cluster: the anchors of the view (`-S`, read only)
//! and of a move (TPC-B, a small read-write transaction).

use std::process::Command;
use std::time::Duration;

use fabula::db::embedded::{self, Cluster};

/// pgbench's tables, made ready on the cluster; dropped again by [`Pgbench::finish`].
pub struct Pgbench<'a> {
    cluster: Option<&'a Cluster>,
    target: String,
    bin: std::path::PathBuf,
    pub clients: usize,
}

impl<'a> Pgbench<'a> {
    /// Initialises pgbench's tables (scale = clients: 16, or 2 when `tiny`).
    pub fn prepare(cluster: Option<&'a Cluster>, url: &str, tiny: bool) -> Result<Self, String> {
        let clients = if tiny { 2 } else { 16 };
        let target = match cluster {
            Some(cluster) => cluster.start("pgbench").map_err(|e| e.to_string())?,
            None => url.to_string(),
        };
        let bin = embedded::find_server_programs(None)
            .map(|dir| dir.join("pgbench"))
            .unwrap_or_else(|| "pgbench".into());
        let pgbench = Pgbench {
            cluster,
            target,
            bin,
            clients,
        };
        let scale = if tiny { 1 } else { clients };
        pgbench.run(&["-i", "-q", "-s", &scale.to_string()])?;
        Ok(pgbench)
    }

    /// The transactions a second of `-S` (`select_only`) or of TPC-B, run for `time` (whole
    /// seconds, at least one).
    pub fn tps(&self, select_only: bool, time: Duration) -> Result<f64, String> {
        let clients = self.clients.to_string();
        let secs = (time.as_secs_f64().round() as u64).max(1).to_string();
        let mut args = vec!["-n", "-c", &clients, "-j", "2", "-T", &secs];
        if select_only {
            args.push("-S");
        }
        let out = self.run(&args)?;
        out.lines()
            .find_map(|l| l.strip_prefix("tps = "))
            .and_then(|l| l.split_whitespace().next())
            .and_then(|v| v.parse().ok())
            .ok_or_else(|| format!("no tps in pgbench's output: {out}"))
    }

    /// Drops pgbench's tables.
    pub fn finish(self) -> Result<(), String> {
        self.run(&["-i", "-I", "d"]).map(|_| ())
    }

    fn run(&self, args: &[&str]) -> Result<String, String> {
        let mut command = match self.cluster {
            Some(cluster) => cluster.client("pgbench"),
            None => Command::new(&self.bin),
        };
        let out = command
            .args(args)
            .arg(&self.target)
            .output()
            .map_err(|e| format!("pgbench: {e}"))?;
        if !out.status.success() {
            return Err(format!(
                "pgbench {args:?}: {}",
                String::from_utf8_lossy(&out.stderr)
            ));
        }
        Ok(String::from_utf8_lossy(&out.stdout).into_owned())
    }
}
