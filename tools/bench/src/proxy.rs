//! HAProxy in front of the server under test, as `deploy/` runs it, speaking HTTP/2 in clear
//! text to the server (`proto h2`): each client keeps its own connection to HAProxy, and their
//! requests reach the server as streams over a few connections.

use std::net::{SocketAddr, TcpListener};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use crate::http::Conn;
use crate::server::status_kb;

pub struct Proxy {
    child: Child,
    pub addr: SocketAddr,
}

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

/// The hard limit on open files of this process, which HAProxy inherits.
fn open_files_limit() -> u64 {
    std::fs::read_to_string("/proc/self/limits")
        .ok()
        .and_then(|limits| {
            let line = limits.lines().find(|l| l.starts_with("Max open files"))?;
            line.split_whitespace().nth(4)?.parse().ok()
        })
        .unwrap_or(4096)
}

impl Proxy {
    /// Starts HAProxy for `clients` connections in front of `server`, its configuration in
    /// `dir`, and waits until it accepts connections.
    pub async fn start(server: SocketAddr, dir: &Path, clients: usize) -> Result<Proxy, String> {
        let program = program().ok_or("HAProxy is not installed (Debian: apt install haproxy)")?;
        let port = TcpListener::bind("127.0.0.1:0")
            .and_then(|l| l.local_addr())
            .map_err(|e| format!("no free port: {e}"))?
            .port();
        let addr: SocketAddr = ([127, 0, 0, 1], port).into();
        // The timeouts are those of deploy/haproxy.cfg.in. HAProxy counts two descriptors a
        // connection, one to the client and one to the server, and will not start when the
        // system allows fewer (`strict-limits`); over HTTP/2 the clients share a few
        // connections to the server, so the system's limit is enough: it is given to HAProxy
        // as it is, and the check is left to a warning. The server's connections are shared
        // (`http-reuse always`), and HAProxy sends what it has at once (`http-no-delay`):
        // otherwise it holds back the window updates of a shared HTTP/2 connection, and once
        // its first 64 KB are used every answer waits some 200 ms for one.
        let config = format!(
            "global\n    maxconn {maxconn}\n    ulimit-n {files}\n    no strict-limits\n\n\
             defaults\n    mode http\n    maxconn {maxconn}\n    option forwardfor\n    timeout connect 2s\n    \
             timeout client 75s\n    timeout server 75s\n    timeout http-keep-alive 10s\n\n\
             frontend tabs\n    bind {addr}\n    default_backend fabula\n\n\
             backend fabula\n    http-reuse always\n    option http-no-delay\n    server fabula {server} proto h2\n",
            maxconn = clients + 100,
            files = open_files_limit(),
        );
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
