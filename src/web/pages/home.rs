//! The home page: a welcome for visitors; for players, their tables (those waiting for their
//! move first), a form to create a table, one to join with a code, and the lobby of public
//! tables that still take players.

use actix_web::http::StatusCode;
use actix_web::{web, HttpRequest, HttpResponse};
use askama::Template;
use chrono::{DateTime, Utc};

use serde::Deserialize;

use crate::game::{FirstStoryteller, Options, Phase, Ruleset};
use crate::i18n::chat_marks::unread_words;
use crate::i18n::Lang;
use crate::ids::{DeckId, TableId};
use crate::play::{self, DeckChoice, TableChoices, LIVE_TIME_LIMITS, TIME_LIMITS};
use crate::state::AppState;
use crate::store::tables::{TableStatus, TableSummary};
use crate::view;
use crate::web::auth::CsrfForm;
use crate::web::error::AppError;
use crate::web::pages::table_model::{ruleset_name, table_name, Deadline};

use crate::web::pages::{account_id, html, see_other, tables, PageCtx};

#[derive(Template)]
#[template(path = "home.html")]
pub struct HomePage {
    page: PageCtx,
    mine: Vec<TableLine>,
    lobby: Vec<TableLine>,
    error: Option<String>,
    form: CreateDraft,
    join_code: String,
    rulesets: Vec<RulesetChoice>,
    time_limits: Vec<(String, String)>,
    decks: Vec<(DeckId, String)>,
}

impl HomePage {
    fn deck_chosen(&self, id: &DeckId) -> bool {
        self.form.deck.contains(id)
    }
}

/// What the create-table form holds: its defaults, or what was sent when it is shown again.
pub struct CreateDraft {
    pub ruleset: String,
    pub target_score: String,
    pub rounds_per_player: String,
    pub one_finder_bonus: bool,
    pub first_storyteller: String,
    pub move_time_limit_hours: String,
    pub public: bool,
    pub name: String,
    pub deck: Vec<DeckId>,
}

impl Default for CreateDraft {
    fn default() -> Self {
        CreateDraft {
            ruleset: "classic".into(),
            target_score: "30".into(),
            rounds_per_player: "1".into(),
            one_finder_bonus: false,
            first_storyteller: "first_clue".into(),
            move_time_limit_hours: "48".into(),
            public: false,
            name: String::new(),
            // The default built-in deck, filled in with the list of decks.
            deck: Vec::new(),
        }
    }
}

pub struct RulesetChoice {
    pub id: &'static str,
    pub name: &'static str,
    pub players: String,
}

/// Whether an open table has the players it needs to start (Teams: an even number).
fn startable(t: &TableSummary) -> bool {
    t.players >= *t.ruleset.players().start()
        && (t.ruleset != Ruleset::Teams || t.players.is_multiple_of(2))
}

/// A table in a list: the player's own, or the lobby's.
pub struct TableLine {
    pub id: TableId,
    /// The table's name, or "<host>'s table".
    pub name: String,
    pub ruleset: &'static str,
    pub host: String,
    pub players: usize,
    pub max_players: usize,
    pub public: bool,
    /// What the table waits for, for this player.
    pub state: String,
    pub your_move: bool,
    pub finished: bool,
    /// Before the start: the line says how many seats are taken.
    pub open: bool,
    pub deadline: Option<Deadline>,
    /// Lobby: the player already sits there.
    pub seated: bool,
    /// "2 new messages in the chat", when messages came since the player last read it.
    pub unread: Option<String>,
}

impl TableLine {
    fn new(lang: Lang, t: &TableSummary, seated: bool, now: DateTime<Utc>) -> TableLine {
        let key = match (t.status, t.your_move, t.phase) {
            // Enough seats taken to start: the host may start it (a rematch is often there
            // at once).
            (TableStatus::Open, _, _) if startable(t) => "line_ready",
            (TableStatus::Open, _, _) => "line_open",
            (TableStatus::Finished, _, _) => "line_finished",
            (_, true, Some(Phase::Clue)) => "line_your_clue",
            (_, true, Some(Phase::Submit)) => "line_your_card",
            (_, true, Some(Phase::Vote)) => "line_your_vote",
            _ => "line_waiting_others",
        };
        let host = lang.player_name(&t.host, t.host_former);
        TableLine {
            id: t.id,
            name: table_name(lang, t.name.as_deref(), &host),
            ruleset: ruleset_name(lang, t.ruleset),
            host,
            players: t.players,
            max_players: *t.ruleset.players().end(),
            public: t.public,
            state: lang.t(key).to_string(),
            your_move: t.your_move,
            finished: t.status == TableStatus::Finished,
            open: t.status == TableStatus::Open,
            deadline: t
                .deadline
                .filter(|_| t.status != TableStatus::Finished)
                .map(|d| Deadline::new(lang, d, now)),
            seated,
            unread: (t.unread_chat > 0).then(|| unread_words(lang, t.unread_chat as usize)),
        }
    }
}

/// `GET /`
pub async fn show(state: web::Data<AppState>, page: PageCtx) -> Result<HttpResponse, AppError> {
    render(&state, page, None, CreateDraft::default(), String::new()).await
}

/// The home page, possibly with a refused form shown again (and the refusal's status).
pub async fn render(
    state: &AppState,
    page: PageCtx,
    refusal: Option<&AppError>,
    form: CreateDraft,
    join_code: String,
) -> Result<HttpResponse, AppError> {
    let lang = page.lang;
    let (mine, lobby, usable) = match &page.user {
        Some(user) => {
            let id = user.id;
            (
                view::lists::tables_of(state, id).await?,
                view::lists::lobby(state).await?,
                crate::decks::usable(state, Some(id)).await?,
            )
        }
        None => (Vec::new(), Vec::new(), Vec::new()),
    };
    // Every deck this player may play with, to merge as they like; the default is checked.
    let default_deck = Some(crate::decks::default_builtin(state).await?);
    let mut form = form;
    if form.deck.is_empty() {
        form.deck.extend(default_deck);
    }
    let decks = usable
        .iter()
        .map(|d| {
            let name = if Some(d.deck.id) == default_deck {
                lang.t("deck_builtin_name").to_string()
            } else {
                d.deck.name.clone()
            };
            let owner = match (&d.owner, page.user.as_ref()) {
                (Some(owner), Some(me)) if *owner != me.username => format!(" · {owner}"),
                _ => String::new(),
            };
            let cards = lang.card_count(d.card_count);
            (d.deck.id, format!("{name}{owner} ({cards})"))
        })
        .collect();
    let mine_ids: Vec<TableId> = mine.iter().map(|t| t.id).collect();
    let rulesets = Ruleset::ALL
        .into_iter()
        .map(|r| RulesetChoice {
            id: r.as_str(),
            name: ruleset_name(lang, r),
            players: players_of(lang, r),
        })
        .collect();
    let time_limits = std::iter::once(("none".to_string(), lang.t("limit_none").to_string()))
        .chain(
            TIME_LIMITS
                .iter()
                .map(|&h| (h.to_string(), hours_name(lang, h))),
        )
        .chain(LIVE_TIME_LIMITS.iter().map(|&m| {
            let minutes = m.to_string();
            let label = lang.fill("live_choice", &[("minutes", &minutes)]);
            (format!("live{m}"), label)
        }))
        .collect();
    html(
        refusal.map_or(StatusCode::OK, |e| e.status),
        HomePage {
            mine: mine
                .iter()
                .map(|t| TableLine::new(lang, t, true, page.now))
                .collect(),
            lobby: lobby
                .iter()
                .map(|t| TableLine::new(lang, t, mine_ids.contains(&t.id), page.now))
                .collect(),
            error: refusal.map(|e| e.message(lang)),
            form,
            join_code,
            rulesets,
            time_limits,
            decks,
            page,
        },
    )
}

/// "3–6 players", "6, 8, 10 or 12 players".
fn players_of(lang: Lang, ruleset: Ruleset) -> String {
    if ruleset == Ruleset::Teams {
        return lang.t("players_teams").to_string();
    }
    lang.fill(
        "players_range",
        &[
            ("min", &ruleset.players().start().to_string()),
            ("max", &ruleset.players().end().to_string()),
        ],
    )
}

/// A move time limit: "1 hour", "48 hours", "7 days".
fn hours_name(lang: Lang, hours: i32) -> String {
    match hours {
        1 => lang.t("limit_one_hour").to_string(),
        h if h % 24 == 0 && h > 72 => lang.fill("limit_days", &[("count", &(h / 24).to_string())]),
        h => lang.fill("limit_hours", &[("count", &h.to_string())]),
    }
}

#[derive(Deserialize)]
pub struct CodeForm {
    #[serde(default)]
    code: String,
}

/// `POST /join`: the home page's "join with a code" form.
pub async fn join_by_code(
    req: HttpRequest,
    state: web::Data<AppState>,
    page: PageCtx,
    CsrfForm(form): CsrfForm<CodeForm>,
) -> Result<HttpResponse, AppError> {
    account_id(&page)?;
    match tables::table_by_code(&state, &req, tables::normalise_code(&form.code)).await? {
        Some(table) => tables::join_with_code(&state, &req, page, table).await,
        None => {
            let err = AppError::translated(StatusCode::NOT_FOUND, "join_unknown_code");
            render(&state, page, Some(&err), CreateDraft::default(), form.code).await
        }
    }
}

/// The create-table form, as posted: every field a string, so that a wrong value gets a
/// sentence rather than a bare error.
#[derive(Deserialize)]
pub struct CreateForm {
    #[serde(default)]
    ruleset: String,
    #[serde(default)]
    target_score: String,
    #[serde(default)]
    rounds_per_player: String,
    one_finder_bonus: Option<String>,
    #[serde(default)]
    first_storyteller: String,
    #[serde(default)]
    move_time_limit_hours: String,
    public: Option<String>,
    #[serde(default)]
    deck: Vec<String>,
    #[serde(default)]
    name: String,
}

impl CreateForm {
    fn draft(&self) -> CreateDraft {
        CreateDraft {
            ruleset: self.ruleset.clone(),
            target_score: self.target_score.clone(),
            rounds_per_player: self.rounds_per_player.clone(),
            one_finder_bonus: self.one_finder_bonus.is_some(),
            first_storyteller: self.first_storyteller.clone(),
            move_time_limit_hours: self.move_time_limit_hours.clone(),
            public: self.public.is_some(),
            name: self.name.clone(),
            deck: self
                .deck
                .iter()
                .filter_map(|d| d.trim().parse().ok())
                .collect(),
        }
    }

    /// The same choices as the API's body. Options the chosen ruleset does not use keep their
    /// defaults, so that a field the form shows for another ruleset never gets in the way.
    fn choices(&self) -> TableChoices {
        let number = |s: &str| s.trim().parse::<u32>().unwrap_or(0);
        let by_score = matches!(self.ruleset.as_str(), "2021" | "odyssey");
        let by_turns = matches!(self.ruleset.as_str(), "party" | "teams");
        let mut options = Options::default();
        if by_score {
            options.target_score = number(&self.target_score);
        }
        if by_turns {
            options.rounds_per_player = number(&self.rounds_per_player);
        } else {
            options.one_finder_bonus = self.one_finder_bonus.is_some();
        }
        options.first_storyteller = match self.first_storyteller.as_str() {
            "host" => FirstStoryteller::Host,
            "random" => FirstStoryteller::Random,
            _ => FirstStoryteller::FirstClue,
        };
        let hours = self.move_time_limit_hours.trim();
        let decks: Vec<DeckId> = self
            .deck
            .iter()
            .map(|d| d.trim().parse().unwrap_or(DeckId(0)))
            .collect();
        TableChoices {
            ruleset: self.ruleset.trim().to_string(),
            options,
            move_time_limit_hours: match hours {
                "" | "none" => Some(0),
                h if h.starts_with("live") => Some(0),
                h => Some(h.parse().unwrap_or(-1)),
            },
            // "live1": a live table, 1 minute a move.
            move_time_limit_minutes: hours.strip_prefix("live").map(|m| m.parse().unwrap_or(-1)),
            deck: (!decks.is_empty()).then_some(DeckChoice::Several(decks)),
            public: Some(self.public.is_some()),
            name: Some(self.name.clone()),
            // Set on the table page, beside the bots.
            bot_pace: None,
        }
    }
}

/// `POST /tables`: the home page's create-table form; the host lands on the new table.
pub async fn create(
    state: web::Data<AppState>,
    page: PageCtx,
    CsrfForm(form): CsrfForm<CreateForm>,
) -> Result<HttpResponse, AppError> {
    let account = account_id(&page)?;
    let created = match form.choices().check() {
        Ok(new) => play::create_table(&state, account, new).await,
        Err(err) => Err(err),
    };
    match created.map_err(AppError::from) {
        Ok(table) => Ok(see_other(&format!("/tables/{}", table.row.id))),
        Err(err) if err.status.is_client_error() => {
            render(&state, page, Some(&err), form.draft(), String::new()).await
        }
        Err(err) => Err(err),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unused_options_stay_out_of_the_body() {
        let form = CreateForm {
            ruleset: "classic".into(),
            target_score: "55".into(),
            rounds_per_player: "3".into(),
            one_finder_bonus: Some("on".into()),
            first_storyteller: "host".into(),
            move_time_limit_hours: "48".into(),
            public: None,
            deck: vec!["1".into()],
            name: String::new(),
        };
        let body = form.choices();
        let defaults = Options::default();
        assert_eq!(body.options.target_score, defaults.target_score);
        assert_eq!(body.options.rounds_per_player, defaults.rounds_per_player);
        assert!(body.options.one_finder_bonus);
        assert_eq!(body.move_time_limit_hours, Some(48));
        assert!(body.check().is_ok());
    }
}
