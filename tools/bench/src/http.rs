//! A small HTTP/1.1 load generator: keep-alive connections, each sending its next request as
//! soon as the answer to the last one is in (a closed loop, like wrk), timing every answer.

use std::net::SocketAddr;
use std::time::{Duration, Instant};

use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

/// One answer, as far as the benchmark needs it.
pub struct Answer {
    pub status: u16,
    pub etag: Option<String>,
    pub body: Vec<u8>,
}

/// A keep-alive connection to the server.
pub struct Conn {
    addr: SocketAddr,
    stream: TcpStream,
    buf: Vec<u8>,
}

impl Conn {
    /// A connection from the local address `from` (a loopback address of its own, so that the
    /// server sees many clients).
    pub async fn open_from(addr: SocketAddr, from: std::net::Ipv4Addr) -> std::io::Result<Conn> {
        let socket = tokio::net::TcpSocket::new_v4()?;
        socket.bind((from, 0).into())?;
        let stream = socket.connect(addr).await?;
        stream.set_nodelay(true)?;
        Ok(Conn {
            addr,
            stream,
            buf: Vec::with_capacity(1024),
        })
    }

    pub async fn open(addr: SocketAddr) -> std::io::Result<Conn> {
        let stream = TcpStream::connect(addr).await?;
        stream.set_nodelay(true)?;
        Ok(Conn {
            addr,
            stream,
            buf: Vec::with_capacity(16 * 1024),
        })
    }

    /// Sends one request (its bytes, as made by [`request`]) and reads the whole answer. A
    /// connection the server closed is opened again once.
    pub async fn send(&mut self, request: &[u8]) -> std::io::Result<Answer> {
        match self.exchange(request).await {
            Ok(answer) => Ok(answer),
            Err(_) => {
                *self = Conn::open(self.addr).await?;
                self.exchange(request).await
            }
        }
    }

    async fn exchange(&mut self, request: &[u8]) -> std::io::Result<Answer> {
        self.stream.write_all(request).await?;
        self.buf.clear();
        loop {
            let mut headers = [httparse::EMPTY_HEADER; 32];
            let mut response = httparse::Response::new(&mut headers);
            match response.parse(&self.buf) {
                Ok(httparse::Status::Complete(head_len)) => {
                    let status = response.code.unwrap_or(0);
                    let mut length = None;
                    let mut chunked = false;
                    let mut etag = None;
                    let mut close = false;
                    for h in response.headers.iter() {
                        if h.name.eq_ignore_ascii_case("content-length") {
                            length = std::str::from_utf8(h.value)
                                .ok()
                                .and_then(|v| v.trim().parse::<usize>().ok());
                        } else if h.name.eq_ignore_ascii_case("transfer-encoding") {
                            chunked = h.value.eq_ignore_ascii_case(b"chunked");
                        } else if h.name.eq_ignore_ascii_case("etag") {
                            etag = Some(String::from_utf8_lossy(h.value).into_owned());
                        } else if h.name.eq_ignore_ascii_case("connection") {
                            close = h.value.eq_ignore_ascii_case(b"close");
                        }
                    }
                    let body = if status == 304 || status == 204 {
                        Vec::new()
                    } else if chunked {
                        self.read_chunked(head_len).await?
                    } else {
                        let length = length.unwrap_or(0);
                        while self.buf.len() < head_len + length {
                            self.fill().await?;
                        }
                        self.buf[head_len..head_len + length].to_vec()
                    };
                    if close {
                        *self = Conn::open(self.addr).await?;
                    }
                    return Ok(Answer { status, etag, body });
                }
                Ok(httparse::Status::Partial) => self.fill().await?,
                Err(e) => return Err(std::io::Error::other(e.to_string())),
            }
        }
    }

    async fn read_chunked(&mut self, mut at: usize) -> std::io::Result<Vec<u8>> {
        let mut body = Vec::new();
        loop {
            let line_end = loop {
                if let Some(i) = find(&self.buf[at..], b"\r\n") {
                    break at + i;
                }
                self.fill().await?;
            };
            let size_text = String::from_utf8_lossy(&self.buf[at..line_end]).into_owned();
            let size = usize::from_str_radix(size_text.split(';').next().unwrap_or("").trim(), 16)
                .map_err(|e| std::io::Error::other(e.to_string()))?;
            at = line_end + 2;
            while self.buf.len() < at + size + 2 {
                self.fill().await?;
            }
            body.extend_from_slice(&self.buf[at..at + size]);
            at += size + 2;
            if size == 0 {
                return Ok(body);
            }
        }
    }

    async fn fill(&mut self) -> std::io::Result<()> {
        let mut chunk = [0u8; 16 * 1024];
        let n = self.stream.read(&mut chunk).await?;
        if n == 0 {
            return Err(std::io::ErrorKind::UnexpectedEof.into());
        }
        self.buf.extend_from_slice(&chunk[..n]);
        Ok(())
    }
}

fn find(haystack: &[u8], needle: &[u8]) -> Option<usize> {
    haystack.windows(needle.len()).position(|w| w == needle)
}

/// The bytes of a request: `method path`, the headers given, and a JSON body when there is one.
pub fn request(method: &str, path: &str, headers: &[(&str, &str)], body: Option<&str>) -> Vec<u8> {
    let mut text = format!("{method} {path} HTTP/1.1\r\nHost: bench\r\n");
    for (name, value) in headers {
        text.push_str(&format!("{name}: {value}\r\n"));
    }
    if let Some(body) = body {
        text.push_str(&format!(
            "Content-Type: application/json\r\nContent-Length: {}\r\n\r\n{body}",
            body.len()
        ));
    } else {
        text.push_str("\r\n");
    }
    text.into_bytes()
}

/// Latencies and outcomes of one measurement.
#[derive(Default)]
pub struct Sample {
    /// Microseconds per answer.
    pub latencies: Vec<u32>,
    /// Answers with another status than expected.
    pub unexpected: u64,
    /// The first unexpected status seen, to say what went wrong.
    pub first_unexpected: Option<u16>,
    pub elapsed: Duration,
}

impl Sample {
    pub fn record(&mut self, started: Instant, status: u16, expected: u16) {
        self.latencies
            .push(started.elapsed().as_micros().min(u128::from(u32::MAX)) as u32);
        if status != expected {
            self.unexpected += 1;
            self.first_unexpected.get_or_insert(status);
        }
    }

    pub fn merge(&mut self, other: Sample) {
        self.latencies.extend(other.latencies);
        self.unexpected += other.unexpected;
        if self.first_unexpected.is_none() {
            self.first_unexpected = other.first_unexpected;
        }
        self.elapsed = self.elapsed.max(other.elapsed);
    }

    /// Adds a measurement made after this one (not beside it): its time adds up.
    pub fn then(&mut self, other: Sample) {
        let elapsed = self.elapsed + other.elapsed;
        self.merge(other);
        self.elapsed = elapsed;
    }

    pub fn count(&self) -> usize {
        self.latencies.len()
    }

    pub fn per_second(&self) -> f64 {
        self.count() as f64 / self.elapsed.as_secs_f64().max(1e-9)
    }

    /// The latency (ms) below which `q` of the answers came.
    pub fn quantile_ms(&mut self, q: f64) -> f64 {
        if self.latencies.is_empty() {
            return 0.0;
        }
        self.latencies.sort_unstable();
        let i = ((self.latencies.len() as f64 - 1.0) * q).round() as usize;
        f64::from(self.latencies[i]) / 1000.0
    }
}

/// `conns` connections, each sending `make(conn, n)` for its n-th request for `duration`, and
/// expecting `expected` as the status.
pub async fn closed_loop<F>(
    addr: SocketAddr,
    conns: usize,
    duration: Duration,
    expected: u16,
    make: F,
) -> Sample
where
    F: Fn(usize, u64) -> Vec<u8> + Send + Sync + 'static,
{
    let make = std::sync::Arc::new(make);
    let started = Instant::now();
    let deadline = started + duration;
    let mut tasks = Vec::new();
    for c in 0..conns {
        let make = make.clone();
        tasks.push(tokio::spawn(async move {
            let mut sample = Sample::default();
            let Ok(mut conn) = Conn::open(addr).await else {
                sample.unexpected += 1;
                return sample;
            };
            let mut n = 0u64;
            while Instant::now() < deadline {
                let req = make(c, n);
                n += 1;
                let t = Instant::now();
                match conn.send(&req).await {
                    Ok(answer) => sample.record(t, answer.status, expected),
                    Err(_) => {
                        sample.unexpected += 1;
                        sample.first_unexpected.get_or_insert(0);
                        tokio::time::sleep(Duration::from_millis(10)).await;
                    }
                }
            }
            sample
        }));
    }
    let mut total = Sample::default();
    for task in tasks {
        if let Ok(sample) = task.await {
            total.merge(sample);
        }
    }
    total.elapsed = started.elapsed();
    total
}
