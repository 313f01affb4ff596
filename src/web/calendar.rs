//! `/feeds/{secret}.ics`: a player's private iCalendar feed (RFC 5545), with the same secret
//! as the Atom feed beside it (`feeds.rs`): one event at the deadline of every move a table
//! awaits from the player, for the tables that have a time limit per move. Built from the
//! player's `your_move` notices and the tables' deadlines, so it holds no card; each event's
//! UID is the table and the move, so a calendar that reads the feed again moves the event
//! when the host gives more time and drops it once the move is made.

use actix_web::{web, HttpRequest, HttpResponse};
use chrono::{DateTime, Utc};

use crate::i18n::Lang;
use crate::notify::mail::{awaited_words, host_of};
use crate::state::AppState;
use crate::store::notices::{self, AwaitedMove};
use crate::web::error::AppError;
use crate::web::feeds::{private_answer, secret_key};
use crate::web::pages::table_model::table_name;

/// `GET /feeds/{secret}.ics`
pub async fn ics(
    state: web::Data<AppState>,
    secret: web::Path<String>,
    req: HttpRequest,
) -> Result<HttpResponse, AppError> {
    let hash = secret_key(&secret)?;
    let (owner, moves) = crate::notify::notices::calendar(&state, hash)
        .await?
        .ok_or_else(AppError::not_found)?;
    let lang = Lang::from_code(&owner.lang).unwrap_or(Lang::En);
    let title = lang.fill("calendar_title", &[("name", &owner.display_name)]);
    let body = calendar(lang, state.config.base_url(), &title, &moves);
    Ok(private_answer(&req, body, "text/calendar; charset=utf-8"))
}

/// The whole calendar: its lines folded and ended with CRLF.
fn calendar(lang: Lang, base: &str, title: &str, moves: &[AwaitedMove]) -> String {
    let host = host_of(base);
    let mut lines = vec![
        "BEGIN:VCALENDAR".to_string(),
        "VERSION:2.0".to_string(),
        "PRODID:-//Fabula//Deadlines//EN".to_string(),
        "CALSCALE:GREGORIAN".to_string(),
        format!("X-WR-CALNAME:{}", escape(title)),
        // How often a calendar should read the feed again (a hint most apps follow).
        "REFRESH-INTERVAL;VALUE=DURATION:PT15M".to_string(),
        "X-PUBLISHED-TTL:PT15M".to_string(),
    ];
    for awaited in moves {
        let Some((round, phase)) = notices::parse_step(&awaited.step) else {
            continue;
        };
        let host_name = lang.player_name(&awaited.host, awaited.host_former);
        let table = table_name(lang, awaited.name.as_deref(), &host_name);
        let link = format!("{base}/tables/{}", awaited.table_id);
        let args = [
            ("table", table.as_str()),
            ("what", awaited_words(lang, phase)),
            ("round", &round.to_string()),
        ];
        let deadline = stamp(awaited.deadline);
        lines.extend([
            "BEGIN:VEVENT".to_string(),
            format!(
                "UID:table-{}-{}@{}",
                awaited.table_id,
                awaited.step,
                escape(&host)
            ),
            format!("DTSTAMP:{}", stamp(awaited.noticed_at)),
            format!("DTSTART:{deadline}"),
            format!("DTEND:{deadline}"),
            format!("SUMMARY:{}", escape(&lang.fill("calendar_event", &args))),
            format!(
                "DESCRIPTION:{}",
                escape(&format!(
                    "{}\n{link}",
                    lang.fill("calendar_event_text", &args)
                ))
            ),
            format!("URL:{link}"),
            "TRANSP:TRANSPARENT".to_string(),
            "END:VEVENT".to_string(),
        ]);
    }
    lines.push("END:VCALENDAR".to_string());
    lines.iter().map(|line| fold(line)).collect()
}

/// A time in UTC as iCalendar writes it: `20261125T150000Z`.
fn stamp(at: DateTime<Utc>) -> String {
    at.format("%Y%m%dT%H%M%SZ").to_string()
}

/// Text as a TEXT value (RFC 5545, 3.3.11): backslash, semicolon, comma and line breaks
/// escaped, other control characters left out.
fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '\\' => out.push_str("\\\\"),
            ';' => out.push_str("\\;"),
            ',' => out.push_str("\\,"),
            '\n' => out.push_str("\\n"),
            c if c.is_control() => {}
            c => out.push(c),
        }
    }
    out
}

/// One content line folded at 75 octets (RFC 5545, 3.1): each further part starts with a
/// space, a character is never split, and every line ends with CRLF.
fn fold(line: &str) -> String {
    let mut out = String::with_capacity(line.len() + 8);
    let mut width = 0;
    for c in line.chars() {
        if width + c.len_utf8() > 75 {
            out.push_str("\r\n ");
            // The space counts towards the next line's 75.
            width = 1;
        }
        out.push(c);
        width += c.len_utf8();
    }
    out.push_str("\r\n");
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_values_are_escaped() {
        assert_eq!(
            escape("a,b;c\\d\ne\u{7}f"),
            "a\\,b\\;c\\\\d\\ne".to_string() + "f"
        );
    }

    #[test]
    fn long_lines_fold_at_75_octets_without_splitting_a_character() {
        let line = format!("SUMMARY:{}", "é".repeat(100));
        let folded = fold(&line);
        assert!(folded.ends_with("\r\n"));
        let parts: Vec<&str> = folded.trim_end_matches("\r\n").split("\r\n").collect();
        assert!(parts.len() > 2);
        for (i, part) in parts.iter().enumerate() {
            assert!(part.len() <= 75, "{} octets: {part}", part.len());
            assert_eq!(i > 0, part.starts_with(' '), "{part}");
        }
        let unfolded: String = parts
            .iter()
            .enumerate()
            .map(|(i, p)| if i == 0 { *p } else { &p[1..] })
            .collect();
        assert_eq!(unfolded, line);
        assert_eq!(fold("short"), "short\r\n");
    }

    #[test]
    fn an_event_per_awaited_move_at_its_deadline() {
        let at = |s: &str| s.parse::<DateTime<Utc>>().unwrap();
        let moves = [AwaitedMove {
            table_id: crate::ids::TableId(7),
            name: Some("Tom, Jerry; and \\ co".to_string()),
            host: "Ana".to_string(),
            host_former: false,
            deadline: at("2026-11-26T15:00:00Z"),
            step: "r2-vote-s1".to_string(),
            noticed_at: at("2026-11-25T15:00:00Z"),
        }];
        let text = calendar(Lang::En, "https://fabula.example", "Deadlines", &moves);
        assert!(text.starts_with("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n"));
        assert!(text.contains("\r\nUID:table-7-r2-vote-s1@fabula.example\r\n"));
        assert!(text.contains("\r\nDTSTART:20261126T150000Z\r\nDTEND:20261126T150000Z\r\n"));
        assert!(text.contains("\r\nDTSTAMP:20261125T150000Z\r\n"));
        assert!(text.contains("Tom\\, Jerry\\; and \\\\ co"));
        assert!(text.contains("\r\nURL:https://fabula.example/tables/7\r\n"));
        assert!(text.ends_with("END:VEVENT\r\nEND:VCALENDAR\r\n"));
        assert!(!text.replace("\r\n", "").contains('\n'), "only CRLF");
    }
}
