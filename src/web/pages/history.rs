//! A table's history: every scored round in full (a round is revealed once scored), and the
//! table's event log told in sentences. Events never name a card before its reveal, so the
//! whole log may be shown to everyone who may see the table.

use std::collections::HashMap;

use actix_web::http::StatusCode;
use actix_web::{web, HttpResponse};
use askama::Template;

use crate::game::{ChosenBy, EndReason, Event, RoundResult, Seat};
use crate::i18n::Lang;
use crate::ids::TableId;
use crate::play::{self, TableEvent};
use crate::state::AppState;
use crate::store::tables::LoggedEvent;
use crate::view::{table_view, SeatView, TableView};
use crate::web::error::AppError;
use crate::web::pages::table_model::{name_list, ruleset_name, seat_name, Reveal};
use crate::web::pages::table_page::{card_texts, chat_back, chat_lines, ChatLine};
use crate::web::pages::{account_id, html, PageCtx};

#[derive(Template)]
#[template(path = "table_history.html")]
struct HistoryPage {
    page: PageCtx,
    id: TableId,
    ruleset: &'static str,
    ruleset_name: &'static str,
    /// The game is over: its storybook may be downloaded.
    finished: bool,
    rounds: Vec<Reveal>,
    /// The log, in parts: before the game, then each round, each opened by its first line.
    log: Vec<LogPart>,
    chat: Vec<ChatLine>,
}

impl HistoryPage {
    /// Where the chat's "Block" link comes back to: this page.
    fn chat_back(&self) -> String {
        chat_back(self.id, "history")
    }
}

/// A part of the log: the line that opens it (a table, a game, a round) and what followed.
pub struct LogPart {
    pub head: EventLine,
    pub lines: Vec<EventLine>,
    /// Shown unfolded: the last part with lines, where the game is (or ended).
    pub open: bool,
}

/// The log's lines in parts, a new part at each line that opens something; a line before
/// any such opens a part of its own.
fn log_parts(lines: impl IntoIterator<Item = EventLine>) -> Vec<LogPart> {
    let mut parts: Vec<LogPart> = Vec::new();
    for line in lines {
        match parts.last_mut() {
            Some(part) if !line.major => part.lines.push(line),
            _ => parts.push(LogPart {
                head: line,
                lines: Vec::new(),
                open: false,
            }),
        }
    }
    if let Some(last) = parts.iter_mut().rev().find(|p| !p.lines.is_empty()) {
        last.open = true;
    }
    parts
}

pub struct EventLine {
    pub at: chrono::DateTime<chrono::Utc>,
    pub text: String,
    /// Events that open a round stand out in the list.
    pub major: bool,
}

/// `GET /tables/{id}/history`
pub async fn show(
    state: web::Data<AppState>,
    page: PageCtx,
    id: web::Path<TableId>,
) -> Result<HttpResponse, AppError> {
    let account = account_id(&page)?;
    let id = id.into_inner();
    let seen = play::see(&state, id, account).await?;
    let table = play::load_visible(&state, seen).await?;
    let (rounds, events) = play::history::rounds_and_events(&state, seen).await?;
    let chat = chat_lines(&state, &table, seen, page.lang).await?.lines;
    let view = table_view(&table, Some(account), page.lang);
    let lang = page.lang;
    let rounds = reveals(lang, &view, &rounds);
    let texts = card_texts(
        &state,
        page.lang,
        rounds.iter().flat_map(Reveal::card_ids).collect(),
    )
    .await?;
    html(
        StatusCode::OK,
        HistoryPage {
            id,
            ruleset: view.ruleset.as_str(),
            ruleset_name: ruleset_name(lang, view.ruleset),
            finished: view.status == crate::store::tables::TableStatus::Finished,
            rounds: rounds
                .into_iter()
                .map(|r| r.describe(lang, &texts))
                .collect(),
            log: log_parts(events.iter().map(|e| event_line(lang, &view.seats, e))),
            chat,
            page,
        },
    )
}

/// The scored rounds as `view`'s reader sees their reveals, each points line with its seat's
/// score after that round.
pub(crate) fn reveals(lang: Lang, view: &TableView, rounds: &[RoundResult]) -> Vec<Reveal> {
    let you = view.you.as_ref().map(|y| y.seat);
    with_running_totals(
        rounds
            .iter()
            .map(|r| (r, Reveal::new(lang, &view.seats, r, you))),
    )
}

/// The reveals of the scored rounds, in order, each points line with its seat's score after
/// that round: the sum of its points so far (in Teams both partners carry the team's points,
/// so both carry its score).
fn with_running_totals<'a>(rounds: impl Iterator<Item = (&'a RoundResult, Reveal)>) -> Vec<Reveal> {
    let mut totals: HashMap<Seat, u32> = HashMap::new();
    rounds
        .map(|(result, mut reveal)| {
            for (line, points) in reveal.points.iter_mut().zip(&result.points) {
                let total = totals.entry(points.seat).or_default();
                *total += points.points;
                line.total = Some(*total);
            }
            reveal
        })
        .collect()
}

fn event_line(lang: Lang, seats: &[SeatView], event: &LoggedEvent) -> EventLine {
    let (text, major) = sentence(lang, seats, event);
    EventLine {
        at: event.at,
        text,
        major,
    }
}

/// A logged event as the history reads it: one of the table's own, or one of the game's.
enum Logged {
    Table(TableEvent),
    Game(Event),
    /// A kind this version does not know (written by a newer one).
    Other,
}

impl Logged {
    fn read(event: &LoggedEvent) -> Logged {
        if let Ok(table_event) = serde_json::from_value(event.data.clone()) {
            return Logged::Table(table_event);
        }
        match serde_json::from_value(event.data.clone()) {
            Ok(game_event) => Logged::Game(game_event),
            Err(_) => Logged::Other,
        }
    }
}

/// One event in words, and whether it opens something (a table, a game, a round).
fn sentence(lang: Lang, seats: &[SeatView], event: &LoggedEvent) -> (String, bool) {
    let actor = event
        .seat
        .map(|s| seat_name(seats, s.max(0) as usize))
        .unwrap_or_default();
    match Logged::read(event) {
        Logged::Table(table_event) => table_sentence(lang, seats, actor, table_event),
        Logged::Game(game_event) => game_sentence(lang, seats, game_event),
        Logged::Other => (lang.fill("ev_other", &[("kind", &event.kind)]), false),
    }
}

fn table_sentence(
    lang: Lang,
    seats: &[SeatView],
    actor: String,
    event: TableEvent,
) -> (String, bool) {
    let one = |key: &str, who: &str| lang.fill(key, &[("name", who)]);
    // Joined and left carry the player's name as it was then: seats move up when someone
    // leaves before the start.
    let then = |name: String, seat: usize, former: bool| {
        if former {
            lang.t("former_player").to_string()
        } else if name.is_empty() {
            seat_name(seats, seat)
        } else {
            name
        }
    };
    match event {
        TableEvent::Created => (one("ev_created", &actor), true),
        TableEvent::Joined { seat, name, former } => {
            (one("ev_joined", &then(name, seat, former)), false)
        }
        TableEvent::Left { seat, name, former } => {
            (one("ev_left", &then(name, seat, former)), false)
        }
        TableEvent::Extended { hours, .. } => (
            lang.fill(
                "ev_extended",
                &[("name", &actor), ("hours", &hours.to_string())],
            ),
            false,
        ),
        TableEvent::Rematch { .. } => (one("ev_rematch", &actor), true),
        TableEvent::TookOver {
            previous,
            name,
            from_round,
            previous_former,
            former,
            ..
        } => {
            let previous = lang.player_name(&previous, previous_former);
            let name = lang.player_name(&name, former);
            let args = [
                ("previous", previous.as_str()),
                ("name", name.as_str()),
                ("round", &from_round.to_string()),
                ("last", &from_round.saturating_sub(1).to_string()),
            ];
            let key = match from_round {
                0 | 1 => "ev_took_over_first",
                _ => "ev_took_over",
            };
            (lang.fill(key, &args), false)
        }
    }
}

fn game_sentence(lang: Lang, seats: &[SeatView], event: Event) -> (String, bool) {
    let name = |seat: usize| seat_name(seats, seat);
    let one = |key: &str, seat: usize| lang.fill(key, &[("name", &name(seat))]);
    let count = |key: &str, n: usize| lang.fill(key, &[("count", &n.to_string())]);
    match event {
        Event::GameStarted {
            ruleset,
            players,
            hand_size,
        } => (
            lang.fill(
                "ev_game_started",
                &[
                    ("ruleset", ruleset_name(lang, ruleset)),
                    ("players", &players.to_string()),
                    ("hand", &hand_size.to_string()),
                ],
            ),
            true,
        ),
        Event::RoundStarted {
            round,
            storyteller: Some(seat),
        } => (
            lang.fill(
                "ev_round_started",
                &[("round", &round.to_string()), ("name", &name(seat))],
            ),
            true,
        ),
        Event::RoundStarted {
            round,
            storyteller: None,
        } => (
            lang.fill("ev_round_started_race", &[("round", &round.to_string())]),
            true,
        ),
        Event::StorytellerChosen { seat, how } => {
            let key = match how {
                ChosenBy::FirstClue => "ev_chosen_first_clue",
                ChosenBy::Host => "ev_chosen_host",
                ChosenBy::Random => "ev_chosen_random",
                ChosenBy::Clock => "ev_chosen_clock",
            };
            (one(key, seat), false)
        }
        Event::ClueGiven { seat, clue } => (
            lang.fill("ev_clue", &[("name", &name(seat)), ("clue", &clue)]),
            false,
        ),
        Event::CardsSubmitted { seat, count } => {
            (played(lang, "ev_played", seat, count, seats), false)
        }
        Event::CardsPlayedByClock { seat, count } => (
            played(lang, "ev_played_by_clock", seat, count, seats),
            false,
        ),
        Event::BoardLaidOut { size } => (count("ev_board", size), false),
        Event::Voted { seat } => (one("ev_voted", seat), false),
        Event::Abstained { seat } => (one("ev_abstained", seat), false),
        Event::RoundScored { result } => (scored(lang, seats, &result), false),
        Event::StorytellerSkipped {
            seat,
            by_clock,
            resigned,
        } => {
            let key = if resigned {
                "ev_skipped_resigned"
            } else if by_clock {
                "ev_skipped_clock"
            } else {
                "ev_skipped"
            };
            (one(key, seat), false)
        }
        Event::Resigned { seat } => (one("ev_resigned", seat), false),
        Event::ActedForAway { seat } => (one("ev_acted_for_away", seat), false),
        Event::DeckReshuffled { cards } => (count("ev_reshuffled", cards), false),
        Event::HandsPassedLeft => (lang.t("ev_hands_passed").to_string(), false),
        Event::GameEnded { winners, reason } => (ended(lang, seats, &winners, reason), true),
    }
}

/// "The draw pile is empty: Ana wins."
fn ended(lang: Lang, seats: &[SeatView], winners: &[usize], reason: EndReason) -> String {
    let reason = lang.t(match reason {
        EndReason::DrawPileEmpty => "end_draw_pile",
        EndReason::TargetScore => "end_target_score",
        EndReason::EveryoneTold => "end_everyone_told",
        EndReason::TooFewPlayers => "end_too_few",
    });
    let names: Vec<String> = winners.iter().map(|&s| seat_name(seats, s)).collect();
    lang.fill(
        "ev_game_ended",
        &[("reason", reason), ("names", &name_list(lang, &names))],
    )
}

/// "Ana played a card." / "Ana played 2 cards."
fn played(lang: Lang, key: &str, seat: usize, count: usize, seats: &[SeatView]) -> String {
    lang.fill(
        key,
        &[
            ("name", &seat_name(seats, seat)),
            ("count", &count.to_string()),
        ],
    )
}

/// "Round 3 is scored: Ana +3, Leo +1, Rui +0."
fn scored(lang: Lang, seats: &[SeatView], result: &RoundResult) -> String {
    let points: Vec<String> = result
        .points
        .iter()
        .map(|p| format!("{} +{}", seat_name(seats, p.seat), p.points))
        .collect();
    lang.fill(
        "ev_scored",
        &[
            ("round", &result.round.to_string()),
            ("points", &points.join(", ")),
        ],
    )
}
