//! A real SMTP server on loopback for the mail tests (Python's aiosmtpd) that keeps every mail
//! it receives, and the links that mail and pages carry.

use std::collections::HashMap;
use std::io::{BufRead, BufReader, Write};
use std::path::PathBuf;
use std::process::{Child, ChildStdin, Command, Stdio};

use serde::Deserialize;

/// An SMTP server that keeps what it receives: each mail parsed by Python's `email` package
/// into one JSON line.
const SINK: &str = r#"
import asyncio, email, email.policy, json, os, sys, threading
from aiosmtpd.smtp import SMTP

out = sys.argv[1]

class Keep:
    async def handle_DATA(self, server, session, envelope):
        msg = email.message_from_bytes(envelope.content, policy=email.policy.default)
        body = msg.get_body(preferencelist=("plain",))
        record = {
            "mail_from": envelope.mail_from,
            "to": envelope.rcpt_tos,
            "subject": str(msg["subject"] or ""),
            "headers": {k.lower(): str(v) for k, v in msg.items()},
            "text": body.get_content() if body is not None else "",
        }
        with open(out, "a", encoding="utf-8") as f:
            f.write(json.dumps(record) + "\n")
        return "250 OK"

def end_with_the_test():
    sys.stdin.read()
    os._exit(0)

async def main():
    loop = asyncio.get_running_loop()
    server = await loop.create_server(
        lambda: SMTP(Keep(), hostname="localhost"), "127.0.0.1", 0)
    print(server.sockets[0].getsockname()[1], flush=True)
    await asyncio.Event().wait()

threading.Thread(target=end_with_the_test, daemon=True).start()
asyncio.run(main())
"#;

#[derive(Debug, Clone, Deserialize)]
pub struct Mail {
    pub to: Vec<String>,
    pub subject: String,
    pub headers: HashMap<String, String>,
    pub text: String,
}

/// The SMTP server of one test; stopped when dropped.
pub struct SmtpSink {
    child: Child,
    /// Python ends itself when this closes, should the test process die first.
    _stdin: ChildStdin,
    dir: PathBuf,
    pub url: String,
}

impl SmtpSink {
    pub fn start() -> SmtpSink {
        let python_ready = Command::new("python3")
            .args(["-c", "import aiosmtpd"])
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .status()
            .is_ok_and(|s| s.success());
        assert!(
            python_ready,
            "The mail tests need Python 3 with aiosmtpd as a local SMTP server: \
             run `pip install aiosmtpd` (.ci/run installs it)."
        );
        let dir = std::env::temp_dir().join(format!(
            "fabula-smtp-{}-{:016x}",
            std::process::id(),
            rand::random::<u64>()
        ));
        std::fs::create_dir_all(&dir).expect("a folder for the mail");
        let script = dir.join("sink.py");
        std::fs::write(&script, SINK).expect("write the SMTP server script");
        let mut child = Command::new("python3")
            .arg(&script)
            .arg(dir.join("mail.jsonl"))
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("start python3");
        let stdin = child.stdin.take().expect("stdin");
        let mut line = String::new();
        BufReader::new(child.stdout.take().expect("stdout"))
            .read_line(&mut line)
            .expect("the SMTP server says its port");
        let port: u16 = line
            .trim()
            .parse()
            .unwrap_or_else(|_| panic!("the SMTP server did not start: {line:?}"));
        SmtpSink {
            child,
            _stdin: stdin,
            dir,
            url: format!("smtp://127.0.0.1:{port}"),
        }
    }

    /// Every mail received so far, oldest first.
    pub fn mails(&self) -> Vec<Mail> {
        std::fs::read_to_string(self.dir.join("mail.jsonl"))
            .unwrap_or_default()
            .lines()
            .map(|line| serde_json::from_str(line).expect("a mail as JSON"))
            .collect()
    }

    /// The mails to one address.
    pub fn to(&self, address: &str) -> Vec<Mail> {
        self.mails()
            .into_iter()
            .filter(|m| m.to.iter().any(|t| t == address))
            .collect()
    }
}

impl Drop for SmtpSink {
    fn drop(&mut self) {
        let _ = self._stdin.flush();
        let _ = self.child.kill();
        let _ = self.child.wait();
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

/// The path of the first link in `text` to `prefix` on a test app's address
/// (`http://127.0.0.1:<port>`).
pub fn link(text: &str, prefix: &str) -> String {
    const ORIGIN: &str = "http://127.0.0.1:";
    let at = text
        .match_indices(ORIGIN)
        .map(|(at, _)| at + ORIGIN.len())
        .map(|at| at + text[at..].chars().take_while(char::is_ascii_digit).count())
        .find(|&path| text[path..].starts_with(prefix))
        .unwrap_or_else(|| panic!("no {ORIGIN}…{prefix} link in {text}"));
    text[at..]
        .split(|c: char| c.is_whitespace() || matches!(c, '>' | '<' | '"'))
        .next()
        .unwrap()
        .to_string()
}
