//! What the table page shows, computed from the table view (API.md's view, `view::TableView`) and
//! nothing else: so a page can never show more than the JSON API does to the same person.

use chrono::{DateTime, Utc};

use crate::game::{CardId, CardView, Part, Phase, RoundResult, Ruleset, Seat, SeatPoints};
use crate::i18n::Lang;
use crate::ids::TableId;
use crate::store::tables::{BotPace, TableStatus};
use crate::view::{SeatView, TableView};
use crate::web::pages::viewer::{self, Shown, Zoom};

/// The translated name of a ruleset ("classic" → "Classic", "Clásico", …).
pub fn ruleset_name(lang: Lang, ruleset: Ruleset) -> &'static str {
    match ruleset {
        Ruleset::Classic => lang.t("ruleset_classic"),
        Ruleset::Edition2021 => lang.t("ruleset_2021"),
        Ruleset::Odyssey => lang.t("ruleset_odyssey"),
        Ruleset::Party => lang.t("ruleset_party"),
        Ruleset::Teams => lang.t("ruleset_teams"),
    }
}

/// A table's name as pages show it: the host's name for it, or "<host>'s table".
pub fn table_name(lang: Lang, name: Option<&str>, host: &str) -> String {
    match name {
        Some(name) => name.to_string(),
        None => lang.fill("table_default_name", &[("host", host)]),
    }
}

/// A seat's name as the page shows it.
pub fn seat_name(seats: &[SeatView], seat: Seat) -> String {
    seats
        .iter()
        .find(|s| s.seat == seat)
        .map(|s| s.display_name.clone())
        .unwrap_or_else(|| format!("#{}", seat + 1))
}

/// Names joined for a sentence: "Ana, Leo and Rui".
pub fn name_list(lang: Lang, names: &[String]) -> String {
    match names {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} {} {last}", rest.join(", "), lang.t("word_and")),
    }
}

/// A moment to come, as the page shows it: how long until then, and when exactly (which the
/// page writes in the reader's time zone).
pub struct Deadline {
    pub at: DateTime<Utc>,
    pub left: String,
    pub soon: bool,
}

impl Deadline {
    pub fn new(lang: Lang, at: DateTime<Utc>, now: DateTime<Utc>) -> Deadline {
        let minutes = (at - now).num_minutes();
        let left = if minutes <= 0 {
            lang.t("time_any_moment").to_string()
        } else {
            let (d, h, m) = (minutes / 1440, minutes % 1440 / 60, minutes % 60);
            let span = if d > 0 {
                format!("{d} d {h} h")
            } else if h > 0 {
                format!("{h} h {m} min")
            } else {
                format!("{m} min")
            };
            lang.fill("time_left", &[("time", &span)])
        };
        Deadline {
            at,
            left,
            soon: minutes < 60,
        }
    }
}

/// A finished live game in a few lines: how long it took and how many rounds, and who told
/// best (the storyteller who scored on most of their clues, first in seat order on a tie;
/// none when no storyteller scored).
pub fn live_summary(
    lang: Lang,
    seats: &[SeatView],
    rounds: &[RoundResult],
    minutes: i64,
) -> Vec<String> {
    let mut lines = vec![lang.fill(
        "live_summary_played",
        &[
            ("rounds", &rounds.len().to_string()),
            ("minutes", &minutes.max(1).to_string()),
        ],
    )];
    // (clues told, clues that scored) for each seat.
    let mut told = vec![(0usize, 0usize); seats.len()];
    for r in rounds {
        let scored = r
            .points
            .iter()
            .any(|p| p.seat == r.storyteller && p.points > 0);
        if let Some(t) = told.get_mut(r.storyteller) {
            t.0 += 1;
            t.1 += usize::from(scored);
        }
    }
    let best = told
        .iter()
        .enumerate()
        .filter(|(_, (_, scored))| *scored > 0)
        .max_by_key(|(seat, (n, scored))| {
            (*scored, std::cmp::Reverse(*n), std::cmp::Reverse(*seat))
        });
    if let Some((seat, (n, scored))) = best {
        let name = seats
            .get(seat)
            .map(|s| s.display_name.as_str())
            .unwrap_or_default();
        lines.push(lang.fill(
            "live_summary_teller",
            &[
                ("name", name),
                ("scored", &scored.to_string()),
                ("told", &n.to_string()),
            ],
        ));
    }
    lines
}

/// A card picture with its id (the value of the form inputs) and, once `describe`d, what it
/// shows in words.
#[derive(Clone)]
pub struct Pic {
    pub id: i64,
    pub image: String,
    pub description: Option<String>,
}

impl Pic {
    /// The picture's text alternative: "Card 3: a calm sea at dusk…", or "Card 3".
    pub fn alt(&self, lang: &Lang, number: &usize) -> String {
        match &self.description {
            Some(words) => format!("{} {number}: {words}", lang.t("card_alt")),
            None => format!("{} {number}", lang.t("card_alt")),
        }
    }
}

/// What the pages know of a card beyond its id: what it shows in words
/// (`web::cards::alt_text`) and where its picture is (`web::cards::picture_src`).
#[derive(Clone, Default)]
pub struct CardLook {
    pub alt: Option<String>,
    pub image: Option<String>,
}

/// Each card's look, by card id.
pub type CardTexts = std::collections::HashMap<i64, CardLook>;

impl Pic {
    /// Puts the card's look into its picture: its words, and a built-in card's own address.
    fn look(&mut self, texts: &CardTexts) {
        let look = texts.get(&self.id).cloned().unwrap_or_default();
        self.description = look.alt;
        if let Some(image) = look.image {
            self.image = image;
        }
    }
}

impl From<CardView> for Pic {
    fn from(card: CardView) -> Pic {
        Pic {
            id: card.id.0,
            image: card.image(),
            description: None,
        }
    }
}

impl From<CardId> for Pic {
    fn from(id: CardId) -> Pic {
        CardView::from(id).into()
    }
}

/// One line of the score track.
pub struct SeatLine {
    pub name: String,
    pub score: u32,
    /// Width of the bar on the track, in percent, rounded to a multiple of 5: the page names
    /// it by a class (`w35`), since the Content-Security-Policy allows no inline style.
    pub bar: u32,
    /// Points of the last scored round, once there is one.
    pub gained: Option<u32>,
    pub team: Option<usize>,
    pub you: bool,
    pub host: bool,
    pub storyteller: bool,
    pub waiting: bool,
    pub resigned: bool,
    pub winner: bool,
    /// A house bot plays this seat.
    pub bot: bool,
    /// The player is away until then (the page writes it in the reader's zone).
    pub away_until: Option<DateTime<Utc>>,
}

/// A team of a Teams table: who plays with whom.
pub struct PairLine {
    /// "Team 1".
    pub label: String,
    /// Its members, in seat order; one while the other waits for a partner.
    pub names: Vec<String>,
    /// The viewer plays in it.
    pub you: bool,
}

/// A player in the host's form that pairs the teams before the start.
pub struct TeamChoice {
    pub username: String,
    pub name: String,
    /// The team numbers to choose from, the player's own selected.
    pub options: Vec<TeamOption>,
}

/// A team number of the host's form: "Team 2".
pub struct TeamOption {
    pub number: usize,
    pub label: String,
    pub selected: bool,
}

/// An amount of extra time the host may give: `hours`, said as "+12 h" or "+3 days".
pub struct ExtendChoice {
    pub hours: i32,
    pub label: String,
}

/// The extra time offered for a table's time limit (`play::extend_offers`), in words.
fn extend_choices(lang: Lang, limit_hours: Option<i32>) -> Vec<ExtendChoice> {
    crate::play::extend_offers(limit_hours)
        .iter()
        .map(|&hours| {
            let days = (hours / 24).to_string();
            let label = match hours {
                24 => lang.t("extend_one_day").to_string(),
                h if h % 24 == 0 => lang.fill("extend_days", &[("count", &days)]),
                h => lang.fill("extend_hours", &[("count", &h.to_string())]),
            };
            ExtendChoice { hours, label }
        })
        .collect()
}

/// A card of the board in the vote phase.
pub struct BoardSpot {
    pub position: usize,
    pub pic: Pic,
    /// The viewer's own card.
    pub mine: bool,
    /// The viewer may not vote for it: their own card or, in Teams, their partner's.
    pub barred: bool,
    pub voted: bool,
    pub red: bool,
}

/// A card of a scored round, with everything the reveal shows.
pub struct RevealCard {
    pub position: usize,
    pub pic: Pic,
    pub owner: String,
    pub voters: Vec<String>,
    pub storyteller: bool,
    pub red: bool,
    pub yours: bool,
}

/// A scored round, revealed: on the table page (the last one) and in the history (each one).
pub struct Reveal {
    pub round: u32,
    pub clue: String,
    /// The storyteller's note on the clue, revealed with the round.
    pub note: Option<String>,
    pub storyteller: String,
    pub cards: Vec<RevealCard>,
    /// Every seat's points, explained.
    pub points: Vec<PointsLine>,
    /// One sentence saying how the round went ("Some found it" / "Nobody found it" / …).
    pub summary: String,
    /// The cards' full-screen views.
    pub zooms: Vec<Zoom>,
}

impl Reveal {
    pub fn new(
        lang: Lang,
        seats: &[SeatView],
        result: &RoundResult,
        viewer: Option<Seat>,
    ) -> Reveal {
        let name = |seat: Seat| seat_name(seats, seat);
        let cards = result
            .board
            .iter()
            .map(|card| RevealCard {
                position: card.position,
                pic: card.card.into(),
                owner: name(card.owner),
                voters: card.voters.iter().map(|&s| name(s)).collect(),
                storyteller: result.storyteller_position == Some(card.position),
                red: card.red,
                yours: viewer == Some(card.owner),
            })
            .collect::<Vec<_>>();
        let summary = match result.storyteller_position {
            // Party: no card is the storyteller's.
            None => lang.t("reveal_party").to_string(),
            Some(position) => {
                let finders = cards
                    .iter()
                    .find(|c| c.position == position)
                    .map_or(0, |c| c.voters.len());
                let yours = viewer == Some(result.storyteller);
                let key = match (finders, yours) {
                    (0, false) => "reveal_nobody_found",
                    (0, true) => "reveal_nobody_found_you",
                    (n, false) if n == voters_of(result) => "reveal_everyone_found",
                    (n, true) if n == voters_of(result) => "reveal_everyone_found_you",
                    (1, false) => "reveal_one_found",
                    (1, true) => "reveal_one_found_you",
                    (_, false) => "reveal_some_found",
                    (_, true) => "reveal_some_found_you",
                };
                lang.fill(
                    key,
                    &[
                        ("name", &name(result.storyteller)),
                        ("count", &finders.to_string()),
                    ],
                )
            }
        };
        Reveal {
            zooms: Vec::new(),
            round: result.round,
            clue: result.clue.clone(),
            note: result.note.clone(),
            storyteller: name(result.storyteller),
            cards,
            points: result
                .points
                .iter()
                .map(|p| PointsLine {
                    name: name(p.seat),
                    points: p.points,
                    why: why(lang, result, p),
                    total: None,
                })
                .collect(),
            summary,
        }
        .describe(lang, &CardTexts::new())
    }

    /// Puts the cards' descriptions into their pictures and full-screen views.
    pub fn describe(mut self, lang: Lang, texts: &CardTexts) -> Reveal {
        for c in &mut self.cards {
            c.pic.look(texts);
        }
        let list = format!("round-{}", self.round);
        let shown = self
            .cards
            .iter()
            .map(|c| Shown {
                image: c.pic.image.clone(),
                alt: c.pic.alt(&lang, &c.position),
                choose: None,
            })
            .collect();
        self.zooms = viewer::zooms(&list, &list, shown);
        self
    }

    /// The ids of the cards it shows.
    pub fn card_ids(&self) -> impl Iterator<Item = i64> + '_ {
        self.cards.iter().map(|c| c.pic.id)
    }
}

/// A seat's points in a round's reveal, with where they come from.
pub struct PointsLine {
    pub name: String,
    pub points: u32,
    /// "found the card +3, one vote on their card +1".
    pub why: String,
    /// The seat's score after this round, where the page tells it (the history).
    pub total: Option<u32>,
}

/// Where a seat's points of a round come from, in a few words per rule.
fn why(lang: Lang, result: &RoundResult, line: &SeatPoints) -> String {
    let teller = line.seat == result.storyteller;
    let voted = result.board.iter().any(|c| c.voters.contains(&line.seat));
    if line.parts.is_empty() {
        let key = if teller {
            "why_nothing"
        } else if voted {
            "why_missed"
        } else {
            "why_no_vote"
        };
        return lang.t(key).to_string();
    }
    line.parts
        .iter()
        .map(|part| {
            let points = part.points().to_string();
            let fill = |key: &str, extra: &[(&str, &str)]| {
                let mut args = vec![("points", points.as_str())];
                args.extend_from_slice(extra);
                lang.fill(key, &args)
            };
            match *part {
                Part::Found { .. } => fill("why_found", &[]),
                Part::Told { .. } => fill("why_told", &[]),
                Part::AllFound { .. } if teller => fill("why_all_found_teller", &[]),
                Part::AllFound { .. } => fill("why_all_found", &[]),
                Part::NoneFound { .. } if teller => fill("why_none_found_teller", &[]),
                Part::NoneFound { .. } => fill("why_none_found", &[]),
                Part::Votes { votes, points } => {
                    let key = if points < votes {
                        "why_votes_capped"
                    } else {
                        "why_votes"
                    };
                    fill(key, &[("votes", &votes.to_string())])
                }
                Part::OneMarker { .. } => fill("why_one_marker", &[]),
                Part::Together { players, points } => {
                    let key = if points < players {
                        "why_together_capped"
                    } else {
                        "why_together"
                    };
                    fill(key, &[("players", &players.to_string())])
                }
                Part::Alone { .. } => fill("why_alone", &[]),
                Part::OnRed { .. } => fill("why_on_red", &[]),
            }
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// How many players voted in a round (a voter with two votes counts once).
fn voters_of(result: &RoundResult) -> usize {
    let mut voters: Vec<Seat> = result
        .board
        .iter()
        .flat_map(|c| c.voters.iter().copied())
        .collect();
    voters.sort_unstable();
    voters.dedup();
    voters.len()
}

/// Everything the table page shows, for one viewer.
pub struct TableModel {
    pub id: TableId,
    pub code: String,
    pub version: i64,
    pub ruleset: &'static str,
    pub ruleset_name: &'static str,
    /// The table's name, or "<host>'s table".
    pub name: String,
    pub status: TableStatus,
    pub round: u32,
    pub clue: Option<String>,
    pub storyteller: Option<String>,
    /// What is happening, in one sentence for this viewer.
    pub headline: String,
    /// Who the table waits for.
    pub awaited: Vec<String>,
    pub deadline: Option<Deadline>,
    pub seats: Vec<SeatLine>,
    /// "3–6 players" and what the seats need before the start.
    pub seat_rule: String,
    /// Teams: who plays with whom, by team number.
    pub pairs: Vec<PairLine>,
    /// The host's form to pair the players before the start: one line per player, in seat
    /// order (empty for anyone else, and once started).
    pub team_choices: Vec<TeamChoice>,
    /// `None` for a spectator.
    pub you: Option<Seat>,
    pub you_resigned: bool,
    pub hand: Vec<Pic>,
    /// The cards the viewer put in play this round.
    pub played: Vec<Pic>,
    pub board: Vec<BoardSpot>,
    pub reveal: Option<Reveal>,
    /// The last round was scored and this player has not moved since: its reveal may come
    /// first (`reveal_first`), until they move on.
    pub reveal_pending: bool,
    /// The page shows the last round's reveal first, and the next round behind a button.
    pub reveal_first: bool,
    pub can_clue: bool,
    pub can_submit: bool,
    pub can_vote: bool,
    pub can_start: bool,
    /// The host of an open table with a free seat may seat a house bot.
    pub can_add_bot: bool,
    /// House bots sit here and some cards have no words: they play those at random.
    pub bots_random: bool,
    /// The host of a table with house bots, until the game ends, may set their pace: whether
    /// they now play at a human pace.
    pub bot_pace: Option<bool>,
    /// A live table (minutes a move): its time left stays in sight.
    pub live: bool,
    /// A finished live table's short summary, a line each (`live_summary`).
    pub summary: Vec<String>,
    pub can_leave: bool,
    pub can_resign: bool,
    /// A signed-in person who does not sit here may take a seat.
    pub can_join: bool,
    /// Clue form: the storyteller picks a card (not in party).
    pub clue_with_card: bool,
    /// Clue form: round 1, the first clue wins.
    pub clue_race: bool,
    /// Submit form: how many cards to play.
    pub cards_to_play: usize,
    /// Vote form: the optional second vote (Odyssey, 7–12 players).
    pub second_vote: bool,
    /// Vote form: the party storyteller's red marker.
    pub red_marker: bool,
    /// Reload without JavaScript: only while this viewer has nothing to fill in.
    pub auto_refresh: bool,
    /// The extra time the host may give the awaited players now (a deadline is running), as
    /// the page offers it for the table's time limit; empty for anyone else.
    pub extend: Vec<ExtendChoice>,
    /// A player of a finished table may ask to play again.
    pub can_rematch: bool,
    /// The table this one is played again at.
    pub rematch: Option<TableId>,
}

impl TableModel {
    /// Whether the reader hosts this table (nobody reports their own table's name).
    pub fn you_host(&self) -> bool {
        self.seats.iter().any(|s| s.you && s.host)
    }

    pub fn new(lang: Lang, view: &TableView, now: DateTime<Utc>) -> TableModel {
        let ruleset = view.ruleset;
        let players = view.seats.len();
        let you = view.you.as_ref();
        let allowed = |m: &str| you.is_some_and(|y| y.allowed.contains(&m));
        let finished = view.status == TableStatus::Finished;
        let open = view.status == TableStatus::Open;
        let name = |seat: Seat| seat_name(&view.seats, seat);
        let mut seats = seat_lines(view, finished || open);
        if finished {
            // The final standings: best first (a stable sort keeps seat order among ties).
            seats.sort_by_key(|line| std::cmp::Reverse(line.score));
        }
        let you_seat = you.map(|y| y.seat);
        let awaited: Vec<String> = view
            .seats
            .iter()
            .filter(|s| waited_for(view, s))
            .map(|s| {
                if Some(s.seat) == you_seat {
                    lang.t("awaited_you").to_string()
                } else {
                    s.display_name.clone()
                }
            })
            .collect();
        let storyteller = view.storyteller.map(name);
        let you_tell = you_seat.is_some() && view.storyteller == you_seat;
        let can_clue = allowed("clue");
        let can_submit = allowed("submit");
        let can_vote = allowed("vote");
        let submitted: Vec<CardId> = you.map(|y| y.submitted.clone()).unwrap_or_default();
        let board = board_spots(view, &submitted);
        let cards_to_play = ruleset.cards_per_submission(players);
        let headline = Headline {
            lang,
            view,
            ruleset,
            storyteller: storyteller.clone().unwrap_or_default(),
            cards_to_play,
            submitted: submitted.len(),
        }
        .say(finished, open);
        let max = *ruleset.players().end();
        let seat_rule = seat_rule(lang, ruleset, players);
        let team_choices = if allowed("teams") {
            team_choices(lang, view)
        } else {
            Vec::new()
        };
        TableModel {
            id: view.id,
            code: view.code.clone(),
            version: view.version,
            ruleset: view.ruleset.as_str(),
            ruleset_name: ruleset_name(lang, view.ruleset),
            name: table_name(
                lang,
                view.name.as_deref(),
                &seat_name(&view.seats, view.host),
            ),
            status: view.status,
            round: view.round,
            clue: view.clue.clone(),
            storyteller,
            headline,
            awaited,
            deadline: view
                .deadline
                .filter(|_| !finished)
                .map(|at| Deadline::new(lang, at, now)),
            seats,
            seat_rule,
            pairs: pair_lines(lang, view),
            team_choices,
            you: you_seat,
            you_resigned: you_seat
                .and_then(|s| view.seats.iter().find(|v| v.seat == s))
                .is_some_and(|s| s.resigned),
            hand: you
                .map(|y| y.hand.iter().map(|&c| c.into()).collect())
                .unwrap_or_default(),
            played: submitted.iter().map(|&c| c.into()).collect(),
            board,
            reveal: view
                .last_round
                .as_ref()
                .map(|r| Reveal::new(lang, &view.seats, r, you_seat)),
            reveal_pending: reveal_pending(view),
            reveal_first: false,
            can_clue,
            can_submit,
            can_vote,
            can_start: allowed("start"),
            bots_random: false,
            bot_pace: (you.is_some_and(|y| y.seat == view.host)
                && view.status != TableStatus::Finished
                && view.seats.iter().any(|s| s.bot))
            .then_some(view.options.bot_pace == BotPace::Human),
            live: view.options.move_time_limit_minutes.is_some(),
            summary: Vec::new(),
            can_add_bot: open
                && you.is_some_and(|y| y.seat == view.host)
                && players < *ruleset.players().end(),
            can_leave: allowed("leave"),
            can_resign: allowed("resign"),
            can_join: you.is_none() && open && players < max,
            clue_with_card: ruleset != Ruleset::Party,
            clue_race: view.storyteller.is_none(),
            cards_to_play,
            second_vote: ruleset.second_vote_allowed(players),
            red_marker: ruleset == Ruleset::Party && you_tell,
            auto_refresh: !(finished || can_clue || can_submit || can_vote),
            extend: if you_seat.is_some_and(|s| s == view.host)
                && view.status == TableStatus::Playing
                && view.deadline.is_some()
            {
                extend_choices(lang, view.options.move_time_limit_hours)
            } else {
                Vec::new()
            },
            can_rematch: you_seat.is_some() && finished,
            rematch: view.rematch,
        }
    }

    /// Whether the page shows the table's own part of the game (seats and play).
    pub fn started(&self) -> bool {
        self.status != TableStatus::Open
    }

    pub fn finished(&self) -> bool {
        self.status == TableStatus::Finished
    }

    /// Shows the last round's reveal first when this reader has not moved on from it yet
    /// (`seen`: the last round whose reveal they moved on from).
    pub fn settle_reveal(&mut self, lang: Lang, seen: u32) {
        self.reveal_first =
            self.reveal_pending && self.reveal.as_ref().is_some_and(|r| r.round > seen);
        if let Some(r) = self.reveal.as_ref().filter(|_| self.reveal_first) {
            self.headline = lang.fill("head_round_scored", &[("round", &r.round.to_string())]);
        }
    }

    /// The ids of every card the page shows.
    pub fn card_ids(&self) -> Vec<i64> {
        let mut ids: Vec<i64> = self
            .hand
            .iter()
            .chain(&self.played)
            .map(|p| p.id)
            .chain(self.board.iter().map(|b| b.pic.id))
            .collect();
        ids.extend(self.reveal.iter().flat_map(Reveal::card_ids));
        ids
    }

    /// Puts what each card shows in words, and where its picture is, into its picture.
    pub fn describe(&mut self, lang: Lang, texts: &CardTexts) {
        let described = |p: &mut Pic| p.look(texts);
        self.hand.iter_mut().for_each(described);
        self.played.iter_mut().for_each(described);
        self.board
            .iter_mut()
            .map(|b| &mut b.pic)
            .for_each(described);
        self.reveal = self.reveal.take().map(|r| r.describe(lang, texts));
    }

    /// The clue of the round being played, unless the page shows the last round's reveal
    /// first.
    pub fn banner_clue(&self) -> Option<&str> {
        self.clue.as_deref().filter(|_| !self.reveal_first)
    }

    /// The round after the revealed one.
    pub fn next_round(&self) -> u32 {
        self.reveal.as_ref().map_or(self.round, |r| r.round + 1)
    }
}

/// Whether a seated player's table has just scored a round they have not moved since: the
/// next round is the one being played, and they have not told, played or voted in it.
fn reveal_pending(view: &TableView) -> bool {
    let (Some(you), Some(last)) = (view.you.as_ref(), view.last_round.as_ref()) else {
        return false;
    };
    let moved = !you.submitted.is_empty()
        || !you.votes.is_empty()
        || you.red.is_some()
        || (view.storyteller == Some(you.seat) && view.clue.is_some());
    view.status == TableStatus::Playing && view.round == last.round + 1 && !moved
}

/// Whether the page says the table waits for `seat`. An away player is named only when nobody
/// else is awaited: the clock acts for them once the others have moved.
fn waited_for(view: &TableView, seat: &SeatView) -> bool {
    let someone_here = view
        .seats
        .iter()
        .any(|s| s.waiting_for && s.away_until.is_none());
    seat.waiting_for && !(someone_here && seat.away_until.is_some())
}

/// Each seat's line on the score track. `quiet`: no storyteller is marked (before the start
/// and after the end).
fn seat_lines(view: &TableView, quiet: bool) -> Vec<SeatLine> {
    let you = view.you.as_ref();
    let winners: Vec<Seat> = view.winners.clone().unwrap_or_default();
    let gained = |seat: Seat| {
        view.last_round
            .as_ref()
            .and_then(|r| r.points.iter().find(|p| p.seat == seat))
            .map(|p| p.points)
    };
    let scale = view
        .seats
        .iter()
        .map(|s| s.score)
        .max()
        .unwrap_or(0)
        .max(view.options.rules.target_score)
        .max(1);
    view.seats
        .iter()
        .map(|s| SeatLine {
            name: s.display_name.clone(),
            score: s.score,
            bar: ((s.score * 100 / scale).min(100) + 2) / 5 * 5,
            gained: gained(s.seat),
            team: s.team.map(|t| t + 1),
            you: you.is_some_and(|y| y.seat == s.seat),
            host: s.seat == view.host,
            storyteller: view.storyteller == Some(s.seat) && !quiet,
            waiting: waited_for(view, s),
            resigned: s.resigned,
            winner: winners.contains(&s.seat),
            bot: s.bot,
            away_until: s.away_until,
        })
        .collect()
}

/// Who plays with whom in Teams, team by team.
fn pair_lines(lang: Lang, view: &TableView) -> Vec<PairLine> {
    let mut teams: std::collections::BTreeMap<usize, Vec<&SeatView>> = Default::default();
    for seat in &view.seats {
        if let Some(team) = seat.team {
            teams.entry(team).or_default().push(seat);
        }
    }
    let you = view.you.as_ref().map(|y| y.seat);
    teams
        .into_iter()
        .map(|(team, members)| PairLine {
            label: lang.fill("team_number", &[("number", &(team + 1).to_string())]),
            names: members.iter().map(|s| s.display_name.clone()).collect(),
            you: members.iter().any(|s| Some(s.seat) == you),
        })
        .collect()
}

/// The host's form to pair the players: each one with their team now selected, among enough
/// numbers for everyone in pairs and for every team there is now.
fn team_choices(lang: Lang, view: &TableView) -> Vec<TeamChoice> {
    let numbers = view
        .seats
        .iter()
        .filter_map(|s| s.team.map(|t| t + 1))
        .max()
        .unwrap_or(0)
        .max(view.seats.len().div_ceil(2));
    view.seats
        .iter()
        .map(|s| TeamChoice {
            username: s.username.clone(),
            name: s.display_name.clone(),
            options: (1..=numbers)
                .map(|number| TeamOption {
                    number,
                    label: lang.fill("team_number", &[("number", &number.to_string())]),
                    selected: s.team.map(|t| t + 1) == Some(number),
                })
                .collect(),
        })
        .collect()
}

/// The board of the vote phase as this viewer sees it.
fn board_spots(view: &TableView, submitted: &[CardId]) -> Vec<BoardSpot> {
    let you = view.you.as_ref();
    view.board
        .iter()
        .flatten()
        .map(|spot| BoardSpot {
            position: spot.position,
            pic: spot.card.into(),
            mine: submitted.contains(&spot.card.id),
            barred: spot.mine,
            voted: you.is_some_and(|y| y.votes.contains(&spot.position)),
            red: you.is_some_and(|y| y.red == Some(spot.position)),
        })
        .collect()
}

/// "3 to 6 players (4 now)", or the Teams rule.
fn seat_rule(lang: Lang, ruleset: Ruleset, players: usize) -> String {
    let (min, max) = (*ruleset.players().start(), *ruleset.players().end());
    if ruleset == Ruleset::Teams {
        lang.fill("seat_rule_teams", &[("count", &players.to_string())])
    } else {
        lang.fill(
            "seat_rule",
            &[
                ("min", &min.to_string()),
                ("max", &max.to_string()),
                ("count", &players.to_string()),
            ],
        )
    }
}

/// What the headline of the table page says to this viewer: what is awaited, and from whom;
/// to "you" where it is about the viewer, with as many cards and votes as they play.
struct Headline<'a> {
    lang: Lang,
    view: &'a TableView,
    ruleset: Ruleset,
    storyteller: String,
    cards_to_play: usize,
    /// How many of the viewer's cards are on the board.
    submitted: usize,
}

impl Headline<'_> {
    fn say(&self, finished: bool, open: bool) -> String {
        if finished {
            self.finished()
        } else if open {
            self.open()
        } else {
            self.playing()
        }
    }

    fn allowed(&self, m: &str) -> bool {
        self.view
            .you
            .as_ref()
            .is_some_and(|y| y.allowed.contains(&m))
    }

    fn finished(&self) -> String {
        let lang = self.lang;
        let mut winners = self.view.winners.clone().unwrap_or_default();
        let you = self.view.you.as_ref().map(|y| y.seat);
        let you_won = you.is_some_and(|seat| winners.contains(&seat));
        winners.retain(|&s| Some(s) != you);
        let names: Vec<String> = winners
            .iter()
            .map(|&s| seat_name(&self.view.seats, s))
            .collect();
        let names_said = name_list(lang, &names);
        match (you_won, names.len()) {
            (true, 0) => lang.t("head_you_win").to_string(),
            (true, _) => lang.fill("head_you_share", &[("names", &names_said)]),
            (false, 0) => lang.t("head_finished").to_string(),
            (false, 1) => lang.fill("head_winner", &[("names", &names_said)]),
            (false, _) => lang.fill("head_winners", &[("names", &names_said)]),
        }
    }

    fn open(&self) -> String {
        let (lang, view) = (self.lang, self.view);
        let players = view.seats.len();
        let full = players >= *self.ruleset.players().end();
        let startable = self.ruleset.allows_players(players);
        let host = seat_name(&view.seats, view.host);
        let you_host = view.you.as_ref().is_some_and(|y| y.seat == view.host);
        let key = match (view.you.is_some(), you_host, startable, full) {
            (_, true, true, true) => "head_ready_to_start",
            (_, true, true, false) => "head_waiting_you_start",
            (_, true, false, _) => "head_waiting_players_host",
            (true, false, true, true) => "head_waiting_host_full",
            (true, false, true, false) => "head_waiting_start",
            (true, false, false, _) => "head_waiting_players",
            (false, _, _, true) => "head_open_full",
            (false, _, _, false) => "head_open",
        };
        lang.fill(key, &[("name", &host)])
    }

    fn playing(&self) -> String {
        let (lang, view, ruleset) = (self.lang, self.view, self.ruleset);
        let you = view.you.as_ref();
        let story = &self.storyteller;
        let (can_clue, can_submit, can_vote) = (
            self.allowed("clue"),
            self.allowed("submit"),
            self.allowed("vote"),
        );
        let you_tell = you.is_some_and(|y| view.storyteller == Some(y.seat));
        let partner_played = you.is_some_and(|y| y.partner_played);
        let votes = you.map_or(0, |y| y.votes.len() + usize::from(y.red.is_some()));
        let key = match view.phase {
            Some(Phase::Clue) if view.storyteller.is_none() && can_clue => "head_clue_race",
            Some(Phase::Clue) if view.storyteller.is_none() => "head_clue_race_wait",
            Some(Phase::Clue) if can_clue && ruleset == Ruleset::Party => "head_your_clue_party",
            Some(Phase::Clue) if can_clue => "head_your_clue",
            Some(Phase::Clue) => return lang.fill("head_wait_clue", &[("name", story)]),
            Some(Phase::Submit) if can_submit && self.for_a_team() && self.cards_to_play < 2 => {
                "head_submit_team"
            }
            Some(Phase::Submit) if can_submit => {
                let count = self.cards_to_play.max(1).to_string();
                return lang.fill("head_submit", &[("count", &count)]);
            }
            Some(Phase::Submit) if partner_played => "head_partner_played",
            Some(Phase::Submit) if you_tell => "head_others_submit",
            Some(Phase::Submit) if self.submitted > 0 => {
                let count = self.submitted.to_string();
                return lang.fill("head_submitted", &[("count", &count)]);
            }
            Some(Phase::Submit) if you.is_none() => "head_players_submit",
            Some(Phase::Submit) => "head_others_submit",
            Some(Phase::Vote) if can_vote && ruleset == Ruleset::Party => "head_vote_party",
            Some(Phase::Vote) if can_vote => {
                let key = if ruleset == Ruleset::Teams {
                    "head_vote_team"
                } else {
                    "head_vote"
                };
                return lang.fill(key, &[("name", story)]);
            }
            Some(Phase::Vote) if votes > 0 => {
                return lang.fill("head_voted", &[("count", &votes.to_string())]);
            }
            Some(Phase::Vote) if you.is_none() => "head_players_vote",
            Some(Phase::Vote) => "head_others_vote",
            _ => return String::new(),
        };
        lang.t(key).to_string()
    }

    /// Teams: the viewer plays for their team, not as the storyteller's partner.
    fn for_a_team(&self) -> bool {
        let view = self.view;
        let team_of = |seat: Option<Seat>| {
            view.seats
                .iter()
                .find(|s| Some(s.seat) == seat)
                .and_then(|s| s.team)
        };
        let yours = team_of(view.you.as_ref().map(|y| y.seat));
        self.ruleset == Ruleset::Teams && yours.is_some() && yours != team_of(view.storyteller)
    }
}
