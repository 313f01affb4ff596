//! PostgreSQL's own benchmark on the same cluster: the anchors of the view (`-S`, read only)
//! and of a move (TPC-B, a small read-write transaction).

use std::process::Command;

use fabula::db::embedded::{self, Cluster};

pub struct Figures {
    pub clients: usize,
    pub select_only: f64,
    pub tpc_b: f64,
}

/// Initialises pgbench's tables (scale = clients), runs `-S` and TPC-B for `seconds` each,
/// drops the tables again.
pub fn run(
    cluster: Option<&Cluster>,
    url: &str,
    tiny: bool,
    seconds: f64,
) -> Result<Figures, String> {
    let clients = if tiny { 2 } else { 16 };
    let scale = if tiny { 1 } else { clients };
    let secs = (seconds.round() as u64).max(1) * 2;
    let target = match cluster {
        Some(cluster) => cluster.start("pgbench").map_err(|e| e.to_string())?,
        None => url.to_string(),
    };
    let bin = embedded::find_server_programs(None)
        .map(|dir| dir.join("pgbench"))
        .unwrap_or_else(|| "pgbench".into());
    let pgbench = |args: &[String]| -> Result<String, String> {
        let mut command = match cluster {
            Some(cluster) => cluster.client("pgbench"),
            None => Command::new(&bin),
        };
        let out = command
            .args(args)
            .arg(&target)
            .output()
            .map_err(|e| format!("pgbench: {e}"))?;
        if !out.status.success() {
            return Err(format!(
                "pgbench {args:?}: {}",
                String::from_utf8_lossy(&out.stderr)
            ));
        }
        Ok(String::from_utf8_lossy(&out.stdout).into_owned())
    };
    let s = |v: &str| v.to_string();
    pgbench(&[s("-i"), s("-q"), s("-s"), scale.to_string()])?;
    let run = |select_only: bool| -> Result<f64, String> {
        let mut args = vec![
            s("-n"),
            s("-c"),
            clients.to_string(),
            s("-j"),
            s("2"),
            s("-T"),
            secs.to_string(),
        ];
        if select_only {
            args.push(s("-S"));
        }
        let out = pgbench(&args)?;
        out.lines()
            .find_map(|l| l.strip_prefix("tps = "))
            .and_then(|l| l.split_whitespace().next())
            .and_then(|v| v.parse().ok())
            .ok_or_else(|| format!("no tps in pgbench's output: {out}"))
    };
    let select_only = run(true)?;
    let tpc_b = run(false)?;
    pgbench(&[s("-i"), s("-I"), s("d")])?;
    Ok(Figures {
        clients,
        select_only,
        tpc_b,
    })
}
