//! HAProxy in front of the server under test, on `deploy/haproxy.cfg.in` itself, which speaks
//! HTTP/2 in clear text to the server (`proto h2`): each client keeps its own connection to
//! HAProxy, and their requests reach the server as streams over a few connections.

use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use crate::http::Conn;
use crate::server::{free_address, status_kb};

pub struct Proxy {
    child: Child,
    pub addr: SocketAddr,
}

/// The balancer's configuration as deployed.
const TEMPLATE: &str = include_str!("../../../deploy/haproxy.cfg.in");

/// Where HAProxy is: on the `PATH`, or where Debian puts it.
fn program() -> Option<PathBuf> {
    let on_path = std::env::var_os("PATH").and_then(|paths| {
        std::env::split_paths(&paths)
            .map(|dir| dir.join("haproxy"))
            .find(|p| p.is_file())
    });
    on_path.or_else(|| {
        let debian = PathBuf::from("/usr/sbin/haproxy");
        debian.is_file().then_some(debian)
    })
}

impl Proxy {
    /// Starts HAProxy in front of `server`, its configuration in `dir`, and waits until it
    /// accepts connections.
    pub async fn start(server: SocketAddr, dir: &Path) -> Result<Proxy, String> {
        let program = program().ok_or("HAProxy is not installed (Debian: apt install haproxy)")?;
        let addr = free_address()?;
        let stats = free_address()?;
        // deploy/haproxy.cfg.in itself, its names filled in as deploy/local-cluster does.
        let config = TEMPLATE
            .replace("@LB_ADDRESS@", &addr.to_string())
            .replace("@LB_STATS_ADDRESS@", &stats.to_string())
            .replace("@LB_CHECK_INTER@", "1s")
            .replace("@LB_SERVERS@", &format!("    server fabula1 {server}"));
        if config.contains("@LB_") {
            return Err("deploy/haproxy.cfg.in names something the benchmark does not fill".into());
        }
        let path = dir.join("bench-haproxy.cfg");
        std::fs::write(&path, config).map_err(|e| format!("{}: {e}", path.display()))?;
        let child = Command::new(&program)
            .arg("-db")
            .arg("-f")
            .arg(&path)
            .stdout(Stdio::null())
            .stderr(Stdio::inherit())
            .spawn()
            .map_err(|e| format!("cannot start {}: {e}", program.display()))?;
        let mut proxy = Proxy { child, addr };
        let started = Instant::now();
        loop {
            if let Ok(Some(status)) = proxy.child.try_wait() {
                return Err(format!("HAProxy stopped at once: {status}"));
            }
            if Conn::open(addr).await.is_ok() {
                return Ok(proxy);
            }
            if started.elapsed() > Duration::from_secs(10) {
                return Err("HAProxy did not accept connections within 10 s".into());
            }
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }

    /// Resident memory now, in MB.
    pub fn rss_mb(&self) -> f64 {
        status_kb(self.child.id(), "VmRSS:") as f64 / 1024.0
    }
}

impl Drop for Proxy {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
