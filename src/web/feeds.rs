//! `/feeds/{secret}.atom`: a player's private Atom 1.0 feed, newest first: a table awaits
//! their move, a round was revealed, a game ended. Built only from the player's notices and
//! what the table shows that player (its public state and scored rounds), so it holds no card.
//! The secret is the only key; the settings page makes a new one, and the old address then
//! answers 404.

use actix_web::http::header;
use actix_web::{web, HttpRequest, HttpResponse};
use askama::Template;
use chrono::{DateTime, SecondsFormat, Utc};
use sha2::{Digest, Sha256};

use crate::i18n::{time, Lang};
use crate::notify::mail::{awaited_for, host_of, looks_like_secret};
use crate::notify::notices::FeedReads;
use crate::state::AppState;
use crate::store::notices::{self, Notice, CHAT, GAME_ENDED, REMINDER, ROUND_REVEALED, YOUR_MOVE};
use crate::store::tables::Table;
use crate::view;
use crate::web::error::AppError;

/// How many notices the feed shows.
const ENTRIES: i64 = 50;

struct Entry {
    id: String,
    title: String,
    link: String,
    updated: String,
    content: String,
}

#[derive(Template)]
#[template(path = "feed.xml")]
struct Feed {
    lang: Lang,
    id: String,
    title: String,
    updated: String,
    home: String,
    this: String,
    entries: Vec<Entry>,
}

/// `GET /feeds/{secret}.atom`
pub async fn atom(
    state: web::Data<AppState>,
    secret: web::Path<String>,
    req: HttpRequest,
) -> Result<HttpResponse, AppError> {
    let secret = secret.into_inner();
    let hash = secret_key(&secret)?;
    let reads = crate::notify::notices::feed(&state, hash, ENTRIES)
        .await?
        .ok_or_else(AppError::not_found)?;
    let owner = &reads.owner;
    let list = &reads.notices;
    let base = state.config.base_url();
    let lang = Lang::from_code(&owner.lang).unwrap_or(Lang::En);
    let host = host_of(base);
    let entries: Vec<Entry> = list
        .iter()
        .filter_map(|notice| {
            let table = reads.tables.get(&notice.table_id)?.as_ref()?;
            entry(lang, base, &host, &reads, notice, table)
        })
        .collect();
    let updated = list
        .first()
        .map_or(owner.created_at, |n| n.created_at)
        .to_rfc3339_opts(SecondsFormat::Secs, true);
    let feed = Feed {
        lang,
        id: format!(
            "tag:{host},{}:feed/{}",
            owner.created_at.format("%Y-%m-%d"),
            owner.id
        ),
        title: clean(&lang.fill("feed_title", &[("name", &owner.display_name)])),
        updated,
        home: format!("{base}/"),
        this: format!("{base}/feeds/{secret}.atom"),
        entries,
    };
    let body = feed.render().map_err(AppError::internal)?;
    Ok(private_answer(
        &req,
        body,
        "application/atom+xml; charset=utf-8",
    ))
}

/// What the feed's secret is looked up by (its hex SHA-256); 404 before any query when the
/// text cannot be a secret.
pub(super) fn secret_key(secret: &str) -> Result<String, AppError> {
    if !looks_like_secret(secret) {
        return Err(AppError::not_found());
    }
    Ok(hex::encode(crate::secrets::hash(secret)))
}

/// A private feed's answer (the Atom feed, the calendar): `body` with an ETag of its own, or
/// 304 to a reader that has it; never stored on the way, never indexed, never referred.
pub(super) fn private_answer(req: &HttpRequest, body: String, content_type: &str) -> HttpResponse {
    let etag = format!(
        "\"f{}\"",
        &hex::encode(Sha256::digest(body.as_bytes()))[..20]
    );
    let matches = req
        .headers()
        .get(header::IF_NONE_MATCH)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.split(',').any(|t| t.trim() == etag));
    let mut res = if matches {
        HttpResponse::NotModified()
    } else {
        HttpResponse::Ok()
    };
    res.insert_header((header::ETAG, etag))
        // Private to its reader, and checked again each time: a revoked address stops at once.
        .insert_header((header::CACHE_CONTROL, "private, no-cache"))
        .insert_header(("X-Robots-Tag", "noindex"))
        .insert_header((header::REFERRER_POLICY, "no-referrer"));
    if matches {
        return res.finish();
    }
    res.content_type(content_type).body(body)
}

/// Text as XML 1.0 allows it: without the control characters it has no place for.
fn clean(text: &str) -> String {
    text.chars()
        .filter(|&c| !c.is_control() || matches!(c, '\t' | '\n' | '\r'))
        .collect()
}

/// "Ana 3, Bo 0": seats by name with a number each.
fn by_name(lang: Lang, table: &Table, numbers: impl Iterator<Item = (usize, u32)>) -> String {
    numbers
        .map(|(seat, n)| {
            let name = table
                .seats
                .iter()
                .find(|s| s.seat as usize == seat)
                .map_or_else(|| "?".to_string(), |s| view::player_name(lang, s));
            format!("{name} {n}")
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// One notice as a feed entry; `None` when the notice cannot be told (an unknown kind).
fn entry(
    lang: Lang,
    base: &str,
    host: &str,
    reads: &FeedReads,
    notice: &Notice,
    table: &Table,
) -> Option<Entry> {
    let owner = &reads.owner;
    let rounds = reads.rounds.get(&notice.table_id).map(Vec::as_slice);
    let link = format!("{base}/tables/{}", table.row.id);
    // The table as its players call it, not its number.
    let table_name = view::table_title(lang, table);
    let cards = table.row.ruleset.cards_per_submission(table.seats.len());
    let (title, content) = match notice.kind.as_str() {
        YOUR_MOVE => {
            let (round, phase) = notices::parse_step(&notice.step)?;
            let what = awaited_for(lang, phase, cards);
            let args = [
                ("table", table_name.as_str()),
                ("what", what),
                ("round", &round.to_string()),
            ];
            let mut content = lang.fill("feed_your_move_text", &args);
            // The clue, while it is still this round's.
            let view = view::table_view(table, Some(owner.id), lang);
            if let Some(clue) = view.clue.as_ref().filter(|_| view.round == round) {
                content = format!("{content} {}", lang.fill("mail_clue", &[("clue", clue)]));
            }
            (lang.fill("feed_your_move", &args), content)
        }
        ROUND_REVEALED => {
            let number: u32 = notice.step.strip_prefix('r')?.parse().ok()?;
            let round = rounds?.iter().find(|r| r.round == number)?;
            let seat = table.seat_of(owner.id);
            let mine = round.points.iter().find(|p| Some(p.seat) == seat);
            let number = number.to_string();
            let title = match mine {
                Some(p) => lang.fill(
                    "feed_round_revealed",
                    &[
                        ("round", &number),
                        ("table", &table_name),
                        ("points", &p.points.to_string()),
                    ],
                ),
                None => lang.fill(
                    "feed_round_revealed_plain",
                    &[("round", &number), ("table", &table_name)],
                ),
            };
            let points = by_name(lang, table, round.points.iter().map(|p| (p.seat, p.points)));
            let mut content = lang.fill("feed_clue_was", &[("clue", &round.clue)]);
            if let Some(note) = &round.note {
                content = format!(
                    "{content} {}",
                    lang.fill("feed_note_was", &[("note", note)])
                );
            }
            let content = format!(
                "{content} {}",
                lang.fill("feed_points", &[("points", &points)])
            );
            (title, content)
        }
        REMINDER => {
            let (round, phase) = notices::parse_step(&notice.step)?;
            let title = lang.fill(
                notices::reminder_key(&notice.step)?,
                &[("table", &table_name)],
            );
            let args = [
                ("table", table_name.as_str()),
                ("what", awaited_for(lang, phase, cards)),
                ("round", &round.to_string()),
            ];
            (title, lang.fill("feed_your_move_text", &args))
        }
        GAME_ENDED => {
            let view = view::table_view(table, Some(owner.id), lang);
            let winners: Vec<&str> = view
                .winners
                .iter()
                .flatten()
                .filter_map(|&w| view.seats.iter().find(|s| s.seat == w))
                .map(|s| s.display_name.as_str())
                .collect();
            let title = if winners.is_empty() {
                lang.fill("feed_game_over_plain", &[("table", &table_name)])
            } else {
                lang.fill(
                    "feed_game_over",
                    &[("table", &table_name), ("winners", &winners.join(", "))],
                )
            };
            let scores = by_name(lang, table, view.seats.iter().map(|s| (s.seat, s.score)));
            let mut content = lang.fill("feed_final_scores", &[("scores", &scores)]);
            if let Some(finished) = table.row.finished_at {
                let zone = owner.time_zone.as_deref().and_then(time::zone);
                content = format!("{content} ({})", time::show_time(finished, lang, zone));
            }
            (title, content)
        }
        CHAT => {
            let title = lang.fill("feed_chat", &[("table", &table_name)]);
            let said =
                notices::chat_message_id(&notice.step).and_then(|id| reads.messages.get(&id));
            let content = match said.filter(|m| !m.hidden) {
                Some(m) => lang.fill(
                    "feed_chat_text",
                    &[
                        ("name", &lang.player_name(&m.display_name, m.former)),
                        ("body", &m.body),
                    ],
                ),
                None => lang.fill("feed_chat_plain", &[("table", &table_name)]),
            };
            (title, content)
        }
        _ => return None,
    };
    Some(Entry {
        id: format!(
            "tag:{host},{}:notice/{}",
            notice.created_at.format("%Y-%m-%d"),
            notice.id
        ),
        title: clean(&title),
        content: clean(&format!("{content}\n{link}")),
        link,
        updated: rfc3339(notice.created_at),
    })
}

fn rfc3339(at: DateTime<Utc>) -> String {
    at.to_rfc3339_opts(SecondsFormat::Secs, true)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn control_characters_leave() {
        assert_eq!(clean("a\u{1}b\nc\u{7f}"), "ab\nc");
    }
}
