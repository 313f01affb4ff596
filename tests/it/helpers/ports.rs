//! Free TCP ports for the servers a test starts, which bind them a moment later. They come
//! from below the range the kernel picks from itself (for a bind to port 0 and for outgoing
//! connections), so nothing takes one between the test choosing it and its server binding it;
//! a counter keeps the tests of this program apart, and its process id the test programs that
//! run at the same time.

use std::net::TcpListener;
use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::OnceLock;

/// Ports nothing listens on, held (bound) until this is dropped, so that no two coincide.
#[derive(Default)]
pub struct FreePorts(Vec<TcpListener>);

impl FreePorts {
    /// A free port.
    pub fn one(&mut self) -> u16 {
        self.run(1)
    }

    /// The first of `len` consecutive free ports.
    pub fn run(&mut self, len: u16) -> u16 {
        let (low, high) = *range();
        let span = u32::from(high - low);
        for _ in 0..span {
            let first = low + (NEXT.fetch_add(u32::from(len), Ordering::Relaxed) % span) as u16;
            let Some(last) = first
                .checked_add(len)
                .filter(|&last| last <= high && !(first..last).any(refused_by_browsers))
            else {
                continue;
            };
            let held: Option<Vec<_>> = (first..last)
                .map(|port| TcpListener::bind(("127.0.0.1", port)).ok())
                .collect();
            if let Some(held) = held {
                self.0.extend(held);
                return first;
            }
        }
        panic!("no {len} free consecutive ports between {low} and {high}");
    }
}

/// Whether browsers refuse to open pages on `port`: Chromium and Firefox keep a list of ports
/// of other protocols they will not connect to ("ERR_UNSAFE_PORT"), and of those only 10080
/// falls in the range the ports come from. A browser test whose server got it could not load
/// a page.
fn refused_by_browsers(port: u16) -> bool {
    port == 10080
}

/// A free port, let go for the test's server to take.
pub fn free_port() -> u16 {
    FreePorts::default().one()
}

/// Where this program's ports start, after those of the last few test programs.
static NEXT: AtomicU32 = AtomicU32::new(0);

/// The ports to choose from: from 10000 to the first the kernel picks itself.
fn range() -> &'static (u16, u16) {
    static RANGE: OnceLock<(u16, u16)> = OnceLock::new();
    RANGE.get_or_init(|| {
        let kernel_low = std::fs::read_to_string("/proc/sys/net/ipv4/ip_local_port_range")
            .ok()
            .and_then(|range| range.split_whitespace().next()?.parse::<u16>().ok())
            .unwrap_or(32768);
        let low = 10000.min(kernel_low / 2);
        NEXT.store(std::process::id() % 64 * 256, Ordering::Relaxed);
        (low, kernel_low)
    })
}
