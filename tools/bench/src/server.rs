//! The server under test: the release binary beside this one, started as its own process on
//! the benchmark's database, and its memory as the kernel counts it.

use std::net::{SocketAddr, TcpListener};
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use crate::http::{request, Conn};

pub struct Server {
    child: Child,
    pub addr: SocketAddr,
    /// From the start of the process until it first answered: `/readyz` 200 when it was
    /// started with `ready`, else `/healthz` 200.
    pub answered_in: Duration,
}

/// How the server under test is started.
pub struct Start<'a> {
    pub database_url: &'a str,
    pub data_dir: &'a Path,
    pub workers: usize,
    pub db_pool: u32,
    /// Seconds between the sweeper's looks (0: none; the live tables' timers act anyway).
    pub sweep_secs: u64,
    /// Wait for `/readyz` (ready for a load balancer's traffic), not only `/healthz`.
    pub ready: bool,
}

/// An address on loopback with a port nobody listens on, for a program this one starts.
pub fn free_address() -> Result<SocketAddr, String> {
    let port = TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map_err(|e| format!("no free port: {e}"))?
        .port();
    Ok(([127, 0, 0, 1], port).into())
}

/// The token of the server's `/metrics`, for the counters the benchmark prints.
const METRICS_TOKEN: &str = "bench-metrics-token";

impl Server {
    /// Starts `binary` on `database_url` with the rate limits out of the way, so that what is
    /// measured is the work itself, and waits until it answers `/healthz` (or `/readyz`).
    pub async fn start(binary: &Path, start: Start<'_>) -> Result<Server, String> {
        let Start {
            database_url,
            data_dir,
            workers,
            db_pool,
            sweep_secs,
            ready,
        } = start;
        let addr = free_address()?;
        let lots = "1000000000";
        let mut command = Command::new(binary);
        command
            .env("DATABASE_URL", database_url)
            .env("FABULA_BIND", addr.to_string())
            .env("FABULA_DATA_DIR", data_dir)
            .env("FABULA_PUBLIC_URL", format!("http://{addr}"))
            .env("RUST_LOG", "warn")
            .env("FABULA_SWEEP_SECS", sweep_secs.to_string())
            .env("FABULA_MAIL_SECS", "0")
            // No load balancer to wait for: SIGTERM stops it at once.
            .env("FABULA_DRAIN_SECS", "0")
            .env("FABULA_SIGN_IN_LIMIT", lots)
            .env("FABULA_SIGN_IN_ADDRESS_LIMIT", lots)
            .env("FABULA_REGISTER_LIMIT", lots)
            .env("FABULA_REQUESTS_PER_ADDRESS", lots)
            // The benchmark's few accounts make many tables and tokens: no quotas.
            .env("FABULA_QUOTA_OPEN_TABLES", lots)
            .env("FABULA_QUOTA_TABLES_PER_HOUR", lots)
            .env("FABULA_QUOTA_TOKENS", lots)
            .env("FABULA_LOBBY_TABLES_PER_HOST", lots)
            .env("FABULA_DB_POOL_SIZE", db_pool.to_string())
            // The benchmark reads the server's own counters (`/metrics`) to say where time goes.
            .env("FABULA_METRICS_TOKEN", METRICS_TOKEN)
            .stdout(Stdio::null())
            .stderr(Stdio::inherit());
        if workers > 0 {
            command.env("FABULA_WORKERS", workers.to_string());
        }
        let started = Instant::now();
        let child = command
            .spawn()
            .map_err(|e| format!("cannot start {}: {e}", binary.display()))?;
        let mut server = Server {
            child,
            addr,
            answered_in: Duration::ZERO,
        };
        let path = if ready { "/readyz" } else { "/healthz" };
        loop {
            if let Ok(Some(status)) = server.child.try_wait() {
                return Err(format!("the server stopped at once: {status}"));
            }
            if let Ok(mut conn) = Conn::open(addr).await {
                let asked = request("GET", path, &[], None);
                if matches!(conn.send(&asked).await, Ok(a) if a.status == 200) {
                    server.answered_in = started.elapsed();
                    return Ok(server);
                }
            }
            if started.elapsed() > Duration::from_secs(60) {
                server.stop();
                return Err(format!("the server did not answer {path} within 60 s"));
            }
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }

    /// The steps the server wrote and the batches (statements, each one commit) that wrote
    /// them so far (`fabula_step_writes_total`); zeros when `/metrics` does not answer.
    pub async fn step_writes(&self) -> (f64, f64) {
        let asked = request(
            "GET",
            "/metrics",
            &[("Authorization", &format!("Bearer {METRICS_TOKEN}"))],
            None,
        );
        let Ok(mut conn) = Conn::open(self.addr).await else {
            return (0.0, 0.0);
        };
        let Ok(answer) = conn.send(&asked).await else {
            return (0.0, 0.0);
        };
        let text = String::from_utf8_lossy(&answer.body);
        let counted = |what: &str| {
            let line = format!("fabula_step_writes_total{{counted=\"{what}\"}} ");
            text.lines()
                .find_map(|l| l.strip_prefix(line.as_str()))
                .and_then(|v| v.trim().parse::<f64>().ok())
                .unwrap_or(0.0)
        };
        (counted("steps"), counted("batches"))
    }

    pub fn pid(&self) -> u32 {
        self.child.id()
    }

    /// Resident memory now, in MB.
    pub fn rss_mb(&self) -> f64 {
        status_kb(self.pid(), "VmRSS:") as f64 / 1024.0
    }

    /// Asks the server to stop (SIGTERM) and waits for it.
    pub fn stop(&mut self) {
        let pid = nix::unistd::Pid::from_raw(self.child.id() as i32);
        let _ = nix::sys::signal::kill(pid, nix::sys::signal::Signal::SIGTERM);
        let started = Instant::now();
        while started.elapsed() < Duration::from_secs(15) {
            if let Ok(Some(_)) = self.child.try_wait() {
                return;
            }
            std::thread::sleep(Duration::from_millis(50));
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        if let Ok(None) = self.child.try_wait() {
            self.stop();
        }
    }
}

pub fn status_kb(pid: u32, field: &str) -> u64 {
    std::fs::read_to_string(format!("/proc/{pid}/status"))
        .ok()
        .and_then(|status| {
            status.lines().find_map(|line| {
                line.strip_prefix(field)
                    .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
            })
        })
        .unwrap_or(0)
}

/// Samples a process's resident memory every 10 ms until told to stop; gives the peak (MB).
pub struct RssWatch {
    stop: std::sync::Arc<std::sync::atomic::AtomicBool>,
    thread: std::thread::JoinHandle<f64>,
}

impl RssWatch {
    pub fn start(pid: u32) -> RssWatch {
        let stop = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
        let flag = stop.clone();
        let thread = std::thread::spawn(move || {
            let mut peak = 0u64;
            while !flag.load(std::sync::atomic::Ordering::Relaxed) {
                peak = peak.max(status_kb(pid, "VmRSS:"));
                std::thread::sleep(Duration::from_millis(10));
            }
            peak as f64 / 1024.0
        });
        RssWatch { stop, thread }
    }

    pub fn peak_mb(self) -> f64 {
        self.stop.store(true, std::sync::atomic::Ordering::Relaxed);
        self.thread.join().unwrap_or(0.0)
    }
}

/// CPU time used so far (user and system, seconds) by the server, by every PostgreSQL process
/// of the machine, and by this program, and the machine's busy and idle time: two snapshots
/// give what one figure cost in CPU, a steadier measure than its rate on a shared machine.
#[derive(Clone, Copy, Default)]
pub struct CpuTimes {
    pub server: f64,
    pub postgres: f64,
    pub this: f64,
    /// The programs this one ran and waited for (pgbench).
    pub helpers: f64,
    pub busy: f64,
    pub idle: f64,
}

impl CpuTimes {
    pub fn now(server: u32) -> CpuTimes {
        // Every PostgreSQL process's own time, and what its postmaster holds of the processes
        // that ended (a backend whose client left, a worker done): without it, a backend that
        // ends between two snapshots would take its time away from the second.
        let mut processes = Vec::new();
        if let Ok(dir) = std::fs::read_dir("/proc") {
            for entry in dir.flatten() {
                let name = entry.file_name();
                let Some(pid) = name.to_str().and_then(|n| n.parse::<u32>().ok()) else {
                    continue;
                };
                if std::fs::read_to_string(format!("/proc/{pid}/comm"))
                    .is_ok_and(|comm| comm.trim() == "postgres")
                {
                    if let Some(stat) = ProcessStat::read(pid) {
                        processes.push((pid, stat));
                    }
                }
            }
        }
        let postgres = processes
            .iter()
            .map(|(_, stat)| {
                let postmaster = !processes.iter().any(|(pid, _)| *pid == stat.parent);
                stat.own + if postmaster { stat.ended_children } else { 0.0 }
            })
            .sum();
        let (busy, idle) = machine_cpu();
        let this = ProcessStat::read(std::process::id());
        CpuTimes {
            server: ProcessStat::read(server).map_or(0.0, |s| s.own),
            postgres,
            this: this.as_ref().map_or(0.0, |s| s.own),
            helpers: this.as_ref().map_or(0.0, |s| s.ended_children),
            busy,
            idle,
        }
    }

    /// The two spans of time together.
    pub fn plus(&self, other: &CpuTimes) -> CpuTimes {
        CpuTimes {
            server: self.server + other.server,
            postgres: self.postgres + other.postgres,
            this: self.this + other.this,
            helpers: self.helpers + other.helpers,
            busy: self.busy + other.busy,
            idle: self.idle + other.idle,
        }
    }

    /// What happened between `self` and `later`.
    pub fn until(&self, later: &CpuTimes) -> CpuTimes {
        CpuTimes {
            server: later.server - self.server,
            postgres: later.postgres - self.postgres,
            this: later.this - self.this,
            helpers: later.helpers - self.helpers,
            busy: later.busy - self.busy,
            idle: later.idle - self.idle,
        }
    }
}

/// The clock ticks of the kernel: 100 a second on Linux wherever it runs.
const TICKS: f64 = 100.0;

/// What `/proc/<pid>/stat` tells of a process's CPU time, in seconds.
struct ProcessStat {
    parent: u32,
    /// Its own time (user and system).
    own: f64,
    /// The time of its children that ended and that it waited for.
    ended_children: f64,
}

impl ProcessStat {
    fn read(pid: u32) -> Option<ProcessStat> {
        let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
        // The fields after the command's name, which is in parentheses and may hold spaces:
        // the parent is the 2nd of them; utime, stime, cutime and cstime the 12th to 15th.
        let (_, rest) = stat.rsplit_once(')')?;
        let fields: Vec<&str> = rest.split_whitespace().collect();
        let number = |i: usize| {
            fields
                .get(i)
                .and_then(|v| v.parse::<f64>().ok())
                .unwrap_or(0.0)
        };
        Some(ProcessStat {
            parent: number(1) as u32,
            own: (number(11) + number(12)) / TICKS,
            ended_children: (number(13) + number(14)) / TICKS,
        })
    }
}

fn machine_cpu() -> (f64, f64) {
    let stat = std::fs::read_to_string("/proc/stat").unwrap_or_default();
    let Some(line) = stat.lines().find(|l| l.starts_with("cpu ")) else {
        return (0.0, 0.0);
    };
    let v: Vec<f64> = line
        .split_whitespace()
        .skip(1)
        .filter_map(|x| x.parse().ok())
        .collect();
    let at = |i: usize| v.get(i).copied().unwrap_or(0.0);
    // user nice system idle iowait irq softirq steal
    let idle = at(3) + at(4);
    let busy = at(0) + at(1) + at(2) + at(5) + at(6) + at(7);
    (busy / TICKS, idle / TICKS)
}
