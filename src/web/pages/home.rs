//! The home page: a welcome for visitors; for players, their tables (those waiting for their
//! move first), a form to create a table, one to join with a code, and the lobby of public
//! tables that still take players.

use actix_web::http::StatusCode;
use actix_web::{web, HttpResponse};
use askama::Template;
use chrono::Utc;

use crate::game::Ruleset;
use crate::store::decks::BUILTIN_DECK;
use crate::store::tables::{self as store, TableSummary, FINISHED, OPEN};
use crate::web::api::tables::TIME_LIMITS;
use crate::web::error::AppError;
use crate::web::i18n::Lang;
use crate::web::pages::table_model::{fill, ruleset_name, Deadline};
use crate::web::pages::tables::html;
use crate::web::pages::PageCtx;
use crate::web::AppState;

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
    decks: Vec<(i64, String)>,
}

impl HomePage {
    fn deck_chosen(&self, id: &i64) -> bool {
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
    pub deck: Vec<i64>,
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
            deck: vec![BUILTIN_DECK],
        }
    }
}

pub struct RulesetChoice {
    pub id: &'static str,
    pub name: &'static str,
    pub players: String,
}

/// A table in a list: the player's own, or the lobby's.
pub struct TableLine {
    pub id: i64,
    pub ruleset: &'static str,
    pub host: String,
    pub players: usize,
    pub max_players: usize,
    pub public: bool,
    /// What the table waits for, for this player.
    pub state: String,
    pub your_move: bool,
    pub finished: bool,
    pub deadline: Option<Deadline>,
    /// Lobby: the player already sits there.
    pub seated: bool,
}

impl TableLine {
    fn new(lang: Lang, t: &TableSummary, seated: bool) -> TableLine {
        let ruleset = t.ruleset.parse::<Ruleset>().ok();
        let key = match (t.status.as_str(), t.your_move, t.phase.as_deref()) {
            (OPEN, _, _) => "line_open",
            (FINISHED, _, _) => "line_finished",
            (_, true, Some("clue")) => "line_your_clue",
            (_, true, Some("submit")) => "line_your_card",
            (_, true, Some("vote")) => "line_your_vote",
            _ => "line_waiting_others",
        };
        TableLine {
            id: t.id,
            ruleset: ruleset_name(lang, &t.ruleset),
            host: t.host.clone(),
            players: t.players,
            max_players: ruleset.map_or(0, |r| *r.players().end()),
            public: t.public,
            state: lang.t(key).to_string(),
            your_move: t.your_move,
            finished: t.status == FINISHED,
            deadline: t
                .deadline
                .filter(|_| t.status != FINISHED)
                .map(|d| Deadline::new(lang, d, Utc::now())),
            seated,
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
            crate::db::run(&state.pool, move |conn| {
                Ok((
                    store::tables_of(conn, id)?,
                    store::open_tables(conn)?,
                    crate::store::decks::usable(conn, Some(id))?,
                ))
            })
            .await?
        }
        None => (Vec::new(), Vec::new(), Vec::new()),
    };
    // Every deck this player may play with, to merge as they like.
    let decks = usable
        .iter()
        .map(|d| {
            let name = if d.deck.owner_id.is_none() {
                lang.t("deck_builtin_name").to_string()
            } else {
                d.deck.name.clone()
            };
            let owner = match (&d.owner, page.user.as_ref()) {
                (Some(owner), Some(me)) if *owner != me.username => format!(" · {owner}"),
                _ => String::new(),
            };
            let cards = fill(
                lang,
                "deck_card_count",
                &[("count", &d.card_count.to_string())],
            );
            (d.deck.id, format!("{name}{owner} ({cards})"))
        })
        .collect();
    let mine_ids: Vec<i64> = mine.iter().map(|t| t.id).collect();
    let rulesets = Ruleset::ALL
        .into_iter()
        .map(|r| RulesetChoice {
            id: r.as_str(),
            name: ruleset_name(lang, r.as_str()),
            players: players_of(lang, r),
        })
        .collect();
    let time_limits = std::iter::once(("none".to_string(), lang.t("limit_none").to_string()))
        .chain(
            TIME_LIMITS
                .iter()
                .map(|&h| (h.to_string(), hours_name(lang, h))),
        )
        .collect();
    html(
        refusal.map_or(StatusCode::OK, |e| e.status),
        HomePage {
            mine: mine.iter().map(|t| TableLine::new(lang, t, true)).collect(),
            lobby: lobby
                .iter()
                .map(|t| TableLine::new(lang, t, mine_ids.contains(&t.id)))
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
    fill(
        lang,
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
        h if h % 24 == 0 && h > 72 => fill(lang, "limit_days", &[("count", &(h / 24).to_string())]),
        h => fill(lang, "limit_hours", &[("count", &h.to_string())]),
    }
}
