//! Mail, when `FABULA_SMTP_URL` is set: the confirmation of an address, a mail when a table
//! starts awaiting a player (at most one per table and move), or one digest a day instead,
//! and the reminders a player asked for before a move's deadline.
//!
//! The moves only record notices (`store::notices::due`, written by `store::step`); this
//! channel (`Mailer`, driven by `notify::worker` every `FABULA_MAIL_SECS`) turns them into
//! mail. Each mail is claimed with `FOR UPDATE SKIP LOCKED` and its account leased, committed,
//! sent with no transaction open, and marked sent in a second transaction, so several server
//! processes never send the same mail; one the SMTP server could not take now is tried again
//! later, waiting longer each time. Nothing but the confirmation goes to an address before it
//! is confirmed, and every other mail carries an unsubscribe link that works without signing
//! in.

use std::time::Duration;

use askama::Template;
use chrono::{DateTime, Utc};
use diesel::prelude::*;
use lettre::message::header::{ContentType, HeaderName, HeaderValue};
use lettre::message::Mailbox;
use lettre::{Message, SmtpTransport, Transport};

use super::worker::{self, pass_now, Claim, Failure, NotifyError};
use crate::config::Config;
use crate::game::Phase;
use crate::i18n::chat_marks::unread_words;
use crate::i18n::{time, Lang};
use crate::ids::AccountId;
use crate::secrets::{new_secret, Shape};
use crate::state::AppState;
use crate::store::notices::{self, Recipient};
use crate::store::resets::ResetTarget;
use crate::store::tables::{self, TableStatus};

/// At most one confirmation mail per account in this time, however often it is asked for.
const CONFIRMATION_EVERY: chrono::Duration = chrono::Duration::minutes(5);

/// How long to wait for the SMTP server before giving up until the next round.
const SMTP_TIMEOUT: Duration = Duration::from_secs(20);

/// Whether a path segment can be one of our secrets (checked before any query).
pub fn looks_like_secret(secret: &str) -> bool {
    (20..=100).contains(&secret.len())
        && secret
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
}

/// The host of the public address, for message ids and the feed's `tag:` ids (RFC 4151).
pub fn host_of(base: &str) -> String {
    let host = url::Url::parse(base)
        .ok()
        .and_then(|url| match url.host()? {
            url::Host::Domain(name) => Some(name.to_ascii_lowercase()),
            url::Host::Ipv4(ip) => Some(ip.to_string()),
            url::Host::Ipv6(ip) => Some(ip.to_string()),
        });
    host.unwrap_or_else(|| "fabula.invalid".to_string())
}

/// Checks an address someone types into the settings: one that mail can be sent to.
pub fn valid_address(email: &str) -> bool {
    let Some((local, domain)) = email.rsplit_once('@') else {
        return false;
    };
    (3..=254).contains(&email.len())
        && (1..=64).contains(&local.len())
        && domain.contains('.')
        && !domain.starts_with('.')
        && !domain.ends_with('.')
        && !email
            .chars()
            .any(|c| c.is_whitespace() || c.is_control() || "<>()[],;:\\\"".contains(c))
        && email.parse::<lettre::Address>().is_ok()
}

/// What sends the mail: the SMTP server and the sender.
#[derive(Clone)]
pub struct Mailer {
    transport: SmtpTransport,
    from: Mailbox,
    base_url: String,
}

impl Mailer {
    /// The mailer the settings describe; `None` when no SMTP server is set.
    pub fn from_config(config: &Config) -> Result<Option<Mailer>, String> {
        let Some(url) = config.smtp_url() else {
            return Ok(None);
        };
        let transport = SmtpTransport::from_url(url)
            .map_err(|e| format!("FABULA_SMTP_URL is not an SMTP address Fabula can use: {e}"))?
            .timeout(Some(SMTP_TIMEOUT))
            .build();
        let from = config.mail_from.parse::<Mailbox>().map_err(|e| {
            format!(
                "FABULA_MAIL_FROM must be an address such as `Fabula <fabula@example.org>`: {e}"
            )
        })?;
        Ok(Some(Mailer {
            transport,
            from,
            base_url: config.base_url().to_string(),
        }))
    }
}

/// Refuses to start with mail settings that cannot work, rather than failing at the first mail.
pub fn check_config(config: &Config) -> Result<(), String> {
    Mailer::from_config(config).map(|_| ())
}

#[derive(Debug, thiserror::Error)]
pub enum MailError {
    #[error("{0}")]
    Config(String),
    #[error("the SMTP server did not take the mail: {0}")]
    Smtp(#[from] lettre::transport::smtp::Error),
}

/// Sends every mail that is due now; returns how many went out. Without an SMTP server it
/// sends nothing. The server's loop does this every `FABULA_MAIL_SECS`; tests call it by hand.
pub async fn send_pending(state: &AppState) -> Result<usize, NotifyError> {
    match Mailer::from_config(&state.config).map_err(NotifyError::Config)? {
        Some(mailer) => pass_now(state, mailer).await,
        None => Ok(0),
    }
}

/// The kinds of mail, in the order a pass claims them.
#[derive(Clone, Copy)]
enum Job {
    Confirmation,
    Move,
    /// A reminder that a move's deadline is near.
    Reminder,
    Digest,
}

/// What a mail, once sent (or given up), marks done.
enum Covers {
    /// The confirmation of this secret.
    Confirmation(String),
    /// A notice: a move's, or a reminder's.
    Notice(i64),
    /// The day's digest, and every `your_move` notice of the account so far.
    Digest,
}

/// A mail claimed, written and ready to go.
pub struct Mail {
    account_id: AccountId,
    covers: Covers,
    message: Message,
    failures: i32,
}

impl worker::Channel for Mailer {
    type Job = Mail;
    const NAME: &'static str = "mail";

    fn prepare(&self, conn: &mut PgConnection, now: DateTime<Utc>) -> QueryResult<()> {
        notices::settle_unmailable(conn, now).map(|_| ())
    }

    fn claim(
        &self,
        conn: &mut PgConnection,
        now: DateTime<Utc>,
        lease_until: DateTime<Utc>,
    ) -> QueryResult<Claim<Mail>> {
        for job in [Job::Confirmation, Job::Move, Job::Reminder, Job::Digest] {
            match claim_one(conn, self, job, now, lease_until)? {
                Claim::Nothing => {}
                found => return Ok(found),
            }
        }
        Ok(Claim::Nothing)
    }

    fn failures(&self, mail: &Mail) -> i32 {
        mail.failures
    }

    async fn send(&self, mail: &Mail, _now: DateTime<Utc>) -> Result<(), Failure> {
        let transport = self.transport.clone();
        let message = mail.message.clone();
        let sent = tokio::task::spawn_blocking(move || transport.send(&message))
            .await
            .map_err(|_| Failure::Retry("the sending task stopped".into()))?;
        match sent {
            Ok(_) => Ok(()),
            Err(e) if e.is_permanent() => {
                tracing::warn!(account = %mail.account_id, error = %e, "the SMTP server refused a mail");
                Err(Failure::GiveUp(e.to_string()))
            }
            Err(e) => Err(Failure::Retry(e.to_string())),
        }
    }

    fn record(
        &self,
        conn: &mut PgConnection,
        mail: &Mail,
        outcome: &worker::Outcome,
        now: DateTime<Utc>,
    ) -> QueryResult<()> {
        if let worker::Outcome::Failed {
            give_up: false,
            failures,
            retry_at,
            ..
        } = outcome
        {
            return notices::mail_tried(conn, mail.account_id, *failures, Some(*retry_at));
        }
        mark_done(conn, mail.account_id, &mail.covers, now)?;
        notices::mail_tried(conn, mail.account_id, 0, None)
    }
}

/// Marks done what a mail covers: sent, or never to be sent.
fn mark_done(
    conn: &mut PgConnection,
    account_id: AccountId,
    covers: &Covers,
    now: DateTime<Utc>,
) -> QueryResult<()> {
    match covers {
        Covers::Confirmation(secret) => notices::confirmation_sent(conn, account_id, secret, now),
        Covers::Notice(id) => notices::notice_mailed(conn, *id, now),
        Covers::Digest => notices::digest_sent(conn, account_id, now),
    }
}

/// Claims one mail of the kind and writes it, inside the loop's transaction: the account is
/// leased until `lease_until`. A notice whose mail cannot be written is marked done at once.
fn claim_one(
    conn: &mut PgConnection,
    mailer: &Mailer,
    job: Job,
    now: DateTime<Utc>,
    lease_until: DateTime<Utc>,
) -> QueryResult<Claim<Mail>> {
    let (to, covers, message) = match job {
        Job::Confirmation => {
            let Some((to, secret)) = notices::claim_confirmation(conn, now, CONFIRMATION_EVERY)?
            else {
                return Ok(Claim::Nothing);
            };
            let message = confirmation(mailer, &to, &secret);
            (to, Covers::Confirmation(secret), message)
        }
        Job::Move => {
            let Some(claim) = notices::claim_move_notice(conn, now)? else {
                return Ok(Claim::Nothing);
            };
            let covers = Covers::Notice(claim.notice_id);
            // A live table sends no mail: its players are at the table.
            let table = crate::store::whole_table::load(conn, claim.table_id, false)?;
            let Some(table) = table.filter(|t| !t.row.live()) else {
                mark_done(conn, claim.to.account_id, &covers, now)?;
                return Ok(Claim::Settled);
            };
            let unsubscribe =
                notices::unsubscribe_secret(conn, claim.to.account_id, &new_secret(Shape::Key))?;
            let message = your_move(mailer, &claim.to, &table, &unsubscribe, None);
            (claim.to, covers, message)
        }
        Job::Reminder => {
            let Some(claim) = crate::store::away::claim_reminder(conn, now)? else {
                return Ok(Claim::Nothing);
            };
            let covers = Covers::Notice(claim.notice_id);
            let (Some(table), Some(key)) = (
                crate::store::whole_table::load(conn, claim.table_id, false)?,
                notices::reminder_key(&claim.step),
            ) else {
                mark_done(conn, claim.to.account_id, &covers, now)?;
                return Ok(Claim::Settled);
            };
            let unsubscribe =
                notices::unsubscribe_secret(conn, claim.to.account_id, &new_secret(Shape::Key))?;
            let message = your_move(mailer, &claim.to, &table, &unsubscribe, Some(key));
            (claim.to, covers, message)
        }
        Job::Digest => {
            let Some(to) = notices::claim_digest(conn, now)? else {
                return Ok(Claim::Nothing);
            };
            let unsubscribe =
                notices::unsubscribe_secret(conn, to.account_id, &new_secret(Shape::Key))?;
            let (awaiting, chatting): (Vec<_>, Vec<_>) = tables::tables_of(conn, to.account_id)?
                .into_iter()
                .filter(|t| t.unread_chat > 0 || t.your_move)
                .partition(|t| t.your_move && t.status == TableStatus::Playing);
            let chatting: Vec<_> = chatting.into_iter().filter(|t| t.unread_chat > 0).collect();
            let message = digest(mailer, &to, (&awaiting, &chatting), &unsubscribe);
            (to, Covers::Digest, message)
        }
    };
    let message = match message {
        Ok(message) => message,
        Err(e) => {
            tracing::warn!(account = %to.account_id, error = %e, "a mail could not be written");
            mark_done(conn, to.account_id, &covers, now)?;
            return Ok(Claim::Settled);
        }
    };
    let failures = notices::lease_mail(conn, to.account_id, lease_until)?;
    Ok(Claim::Send(Mail {
        account_id: to.account_id,
        covers,
        message,
        failures,
    }))
}

fn lang_of(to: &Recipient) -> Lang {
    Lang::from_code(&to.lang).unwrap_or(Lang::En)
}

/// What the table waits for, in words: "tell a clue", "play a card", "vote".
pub fn awaited_words(lang: Lang, phase: &str) -> &'static str {
    awaited_for(lang, phase, 1)
}

/// The same, where `cards` are played at a time: "play two cards" at three players.
pub fn awaited_for(lang: Lang, phase: &str, cards: usize) -> &'static str {
    match phase {
        "clue" => lang.t("feed_what_clue"),
        "submit" if cards > 1 => lang.t("feed_what_submit_two"),
        "submit" => lang.t("feed_what_submit"),
        _ => lang.t("feed_what_vote"),
    }
}

/// A time as the mail's reader reads it: in their zone and language.
fn show_time(to: &Recipient, at: DateTime<Utc>) -> String {
    let zone = to.time_zone.as_deref().and_then(time::zone);
    time::show_time(at, lang_of(to), zone)
}

#[derive(Template)]
#[template(path = "mail_confirm.txt")]
struct ConfirmMail<'a> {
    lang: Lang,
    hello: String,
    link: &'a str,
}

#[derive(Template)]
#[template(path = "mail_reset.txt")]
struct ResetMail<'a> {
    lang: Lang,
    hello: String,
    intro: String,
    link: &'a str,
}

#[derive(Template)]
#[template(path = "mail_your_move.txt")]
struct YourMoveMail<'a> {
    lang: Lang,
    hello: String,
    /// A reminder: "Table 7: your move is due in about 12 hours."
    reminder: Option<String>,
    waits: String,
    clue: Option<String>,
    deadline: Option<String>,
    link: String,
    footer: Footer<'a>,
}

struct DigestLine {
    title: String,
    link: String,
}

#[derive(Template)]
#[template(path = "mail_digest.txt")]
struct DigestMail<'a> {
    lang: Lang,
    hello: String,
    lines: Vec<DigestLine>,
    /// The reader's tables with chat messages they have not read (and not awaiting them).
    chat_lines: Vec<DigestLine>,
    footer: Footer<'a>,
}

/// The end of every mail but the confirmation: why it came, and how to stop it.
struct Footer<'a> {
    settings: String,
    unsubscribe: &'a str,
}

impl ConfirmMail<'_> {
    fn t(&self, key: &str) -> &'static str {
        self.lang.t(key)
    }
}

impl ResetMail<'_> {
    fn t(&self, key: &str) -> &'static str {
        self.lang.t(key)
    }
}

impl YourMoveMail<'_> {
    fn t(&self, key: &str) -> &'static str {
        self.lang.t(key)
    }
}

impl DigestMail<'_> {
    fn t(&self, key: &str) -> &'static str {
        self.lang.t(key)
    }
}

#[derive(Debug, thiserror::Error)]
enum WriteError {
    #[error("bad address: {0}")]
    Address(#[from] lettre::address::AddressError),
    #[error(transparent)]
    Template(#[from] askama::Error),
    #[error(transparent)]
    Message(#[from] lettre::error::Error),
}

fn envelope(
    mailer: &Mailer,
    to: &Recipient,
    subject: &str,
) -> Result<lettre::message::MessageBuilder, WriteError> {
    let to = Mailbox::new(Some(to.display_name.clone()), to.email.parse()?);
    let id = &new_secret(Shape::Key)[..24];
    Ok(Message::builder()
        .message_id(Some(format!("<{id}@{}>", host_of(&mailer.base_url))))
        .from(mailer.from.clone())
        .to(to)
        .subject(subject)
        .raw_header(HeaderValue::new(
            HeaderName::new_from_ascii_str("Auto-Submitted"),
            "auto-generated".into(),
        )))
}

/// RFC 2369 and RFC 8058: mail programs offer the link as a button, and may use it with one
/// POST, which `/unsubscribe/{secret}` accepts without a session.
fn with_unsubscribe(
    builder: lettre::message::MessageBuilder,
    url: &str,
) -> lettre::message::MessageBuilder {
    builder
        .raw_header(HeaderValue::new(
            HeaderName::new_from_ascii_str("List-Unsubscribe"),
            format!("<{url}>"),
        ))
        .raw_header(HeaderValue::new(
            HeaderName::new_from_ascii_str("List-Unsubscribe-Post"),
            "List-Unsubscribe=One-Click".into(),
        ))
}

fn confirmation(mailer: &Mailer, to: &Recipient, secret: &str) -> Result<Message, WriteError> {
    let lang = lang_of(to);
    let link = format!("{}/confirm/{secret}", mailer.base_url);
    let body = ConfirmMail {
        lang,
        hello: lang.fill("mail_hello", &[("name", &to.display_name)]),
        link: &link,
    }
    .render()?;
    Ok(envelope(mailer, to, lang.t("mail_confirm_subject"))?
        .header(ContentType::TEXT_PLAIN)
        .body(body)?)
}

/// Sends a password reset link now (not through the queue of due mail: only the link's hash
/// is kept, so it cannot wait for a later round); the link works for `lasts`.
pub async fn send_reset(
    config: &Config,
    target: ResetTarget,
    secret: String,
    lasts: chrono::Duration,
) -> Result<(), MailError> {
    let Some(mailer) = Mailer::from_config(config).map_err(MailError::Config)? else {
        return Ok(());
    };
    let message = reset(&mailer, &target, &secret, lasts)
        .map_err(|e| MailError::Config(format!("the reset mail could not be written: {e}")))?;
    tokio::task::spawn_blocking(move || mailer.transport.send(&message))
        .await
        .map_err(|_| MailError::Config("the sending task stopped".into()))??;
    Ok(())
}

fn reset(
    mailer: &Mailer,
    target: &ResetTarget,
    secret: &str,
    lasts: chrono::Duration,
) -> Result<Message, WriteError> {
    let to = &target.to;
    let lang = lang_of(to);
    let link = format!("{}/reset/{secret}", mailer.base_url);
    let minutes = lasts.num_minutes().to_string();
    let body = ResetMail {
        lang,
        hello: lang.fill("mail_hello", &[("name", &to.display_name)]),
        intro: lang.fill(
            "mail_reset_intro",
            &[("username", &target.username), ("minutes", &minutes)],
        ),
        link: &link,
    }
    .render()?;
    Ok(envelope(mailer, to, lang.t("mail_reset_subject"))?
        .header(ContentType::TEXT_PLAIN)
        .body(body)?)
}

/// The mail of a move awaited: when the table started awaiting it, or (`reminder`, the
/// sentence's key) when its deadline is near.
fn your_move(
    mailer: &Mailer,
    to: &Recipient,
    table: &tables::Table,
    unsubscribe_secret: &str,
    reminder: Option<&str>,
) -> Result<Message, WriteError> {
    let lang = lang_of(to);
    // Only what this player may see of the table: its public state and their own view.
    let view = crate::view::table_view(table, Some(to.account_id), lang);
    let id = view.id.to_string();
    let name = crate::view::table_title(lang, table);
    let cards = table.row.ruleset.cards_per_submission(table.seats.len());
    let what = awaited_for(lang, view.phase.map_or("vote", Phase::as_str), cards);
    let unsubscribe = format!("{}/unsubscribe/{unsubscribe_secret}", mailer.base_url);
    let body = YourMoveMail {
        lang,
        hello: lang.fill("mail_hello", &[("name", &to.display_name)]),
        reminder: reminder.map(|key| format!("{}.", lang.fill(key, &[("table", &name)]))),
        waits: lang.fill(
            "feed_your_move_text",
            &[
                ("table", &name),
                ("what", what),
                ("round", &view.round.to_string()),
            ],
        ),
        clue: view
            .clue
            .as_ref()
            .map(|c| lang.fill("mail_clue", &[("clue", c)])),
        deadline: view
            .deadline
            .map(|d| lang.fill("mail_deadline", &[("deadline", &show_time(to, d))])),
        link: format!("{}/tables/{id}", mailer.base_url),
        footer: Footer {
            settings: format!("{}/settings/notifications", mailer.base_url),
            unsubscribe: &unsubscribe,
        },
    }
    .render()?;
    let subject = lang.fill(reminder.unwrap_or("mail_move_subject"), &[("table", &name)]);
    Ok(
        with_unsubscribe(envelope(mailer, to, &subject)?, &unsubscribe)
            .header(ContentType::TEXT_PLAIN)
            .body(body)?,
    )
}

/// A table of a list as a mail names it: its name, or "<host>'s table".
fn summary_name(lang: Lang, t: &tables::TableSummary) -> String {
    let host = lang.player_name(&t.host, t.host_former);
    match &t.name {
        Some(name) => name.clone(),
        None => lang.fill("table_default_name", &[("host", &host)]),
    }
}

/// The daily digest: the tables that await the reader's move (`awaiting`), and those of the
/// reader's tables with chat messages they have not read (`chatting`, the tables awaiting
/// them left out: their lines say it).
fn digest(
    mailer: &Mailer,
    to: &Recipient,
    (awaiting, chatting): (&[tables::TableSummary], &[tables::TableSummary]),
    unsubscribe_secret: &str,
) -> Result<Message, WriteError> {
    let lang = lang_of(to);
    let unsubscribe = format!("{}/unsubscribe/{unsubscribe_secret}", mailer.base_url);
    let link = |t: &tables::TableSummary| format!("{}/tables/{}", mailer.base_url, t.id);
    let lines = awaiting
        .iter()
        .map(|t| {
            let cards = t.ruleset.cards_per_submission(t.players);
            let what = awaited_for(lang, t.phase.map_or("vote", Phase::as_str), cards);
            let mut title = lang.fill(
                "mail_digest_line",
                &[
                    ("table", &summary_name(lang, t)),
                    ("ruleset", t.ruleset.as_str()),
                    ("round", &t.round.to_string()),
                    ("what", what),
                ],
            );
            if let Some(deadline) = t.deadline {
                title.push_str(&lang.fill(
                    "mail_digest_before",
                    &[("deadline", &show_time(to, deadline))],
                ));
            }
            if t.unread_chat > 0 {
                title = format!("{title} · {}", unread_words(lang, t.unread_chat as usize));
            }
            DigestLine {
                title,
                link: link(t),
            }
        })
        .collect();
    let chat_lines = chatting
        .iter()
        .map(|t| DigestLine {
            title: format!(
                "{}: {}",
                summary_name(lang, t),
                unread_words(lang, t.unread_chat as usize)
            ),
            link: link(t),
        })
        .collect();
    let body = DigestMail {
        lang,
        hello: lang.fill("mail_hello", &[("name", &to.display_name)]),
        lines,
        chat_lines,
        footer: Footer {
            settings: format!("{}/settings/notifications", mailer.base_url),
            unsubscribe: &unsubscribe,
        },
    }
    .render()?;
    let subject = lang.fill(
        "mail_digest_subject",
        &[("count", &awaiting.len().to_string())],
    );
    Ok(
        with_unsubscribe(envelope(mailer, to, &subject)?, &unsubscribe)
            .header(ContentType::TEXT_PLAIN)
            .body(body)?,
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn addresses_that_can_be_written_to() {
        for good in [
            "ana@example.org",
            "a.b+fabula@mail.example.co",
            "x_y@sub.domain.pt",
        ] {
            assert!(valid_address(good), "{good}");
        }
        for bad in [
            "",
            "ana",
            "ana@",
            "@example.org",
            "ana@localhost",
            "ana@example.org.",
            "ana smith@example.org",
            "Ana <ana@example.org>",
            "ana@exa mple.org",
            "ana@example.org\r\nBcc: eve@example.org",
            "a,b@example.org",
        ] {
            assert!(!valid_address(bad), "{bad:?}");
        }
        assert!(!valid_address(&format!("{}@example.org", "a".repeat(65))));
        assert!(!valid_address(&format!("a@{}.org", "b".repeat(250))));
    }

    #[test]
    fn tag_ids_use_the_bare_host() {
        assert_eq!(host_of("https://fabula.example.org"), "fabula.example.org");
        assert_eq!(host_of("http://127.0.0.1:8080"), "127.0.0.1");
        assert_eq!(
            host_of("https://u:p@Play.Example.org:443/x"),
            "play.example.org"
        );
        assert_eq!(host_of("http://[::1]:8080"), "::1");
        assert_eq!(host_of(""), "fabula.invalid");
    }

    #[test]
    fn secrets_are_long_and_url_safe() {
        let a = new_secret(Shape::Key);
        assert_eq!(a.len(), 43);
        assert!(looks_like_secret(&a));
        assert_ne!(a, new_secret(Shape::Key));
        assert!(!looks_like_secret("short"));
        assert!(!looks_like_secret(&format!("{a}/..")));
        assert!(!looks_like_secret(&"a".repeat(101)));
    }
}
