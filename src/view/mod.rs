//! The table as one viewer may see it: API.md's table view. The JSON API serialises it as it
//! is and the table page renders it, so both show exactly the same things. The game part comes
//! from `game::view`, the only way game state leaves the server.

pub mod lists;
pub mod schema;

use chrono::{DateTime, Utc};
use serde::Serialize;
use utoipa::ToSchema;

use crate::game::{self, BoardCard, CardId, CardView, Phase, RoundResult, Ruleset, Seat};
use crate::i18n::Lang;
use crate::ids::{AccountId, DeckId, TableId};
use crate::store::tables::{BotPace, SeatInfo, Table, TableStatus};

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct TableView {
    #[schema(value_type = i64)]
    pub id: TableId,
    pub code: String,
    /// The name the host gave the table; null when none was given (pages then say
    /// "<host>'s table").
    pub name: Option<String>,
    #[schema(value_type = String)]
    pub ruleset: Ruleset,
    pub options: OptionsView,
    #[schema(value_type = String)]
    pub status: TableStatus,
    pub version: i64,
    pub round: u32,
    #[schema(value_type = Option<String>)]
    pub phase: Option<Phase>,
    pub storyteller: Option<Seat>,
    pub clue: Option<String>,
    pub deadline: Option<DateTime<Utc>>,
    pub host: Seat,
    pub seats: Vec<SeatView>,
    /// Null for a spectator.
    pub you: Option<YouView>,
    /// Only in the vote phase, in board order.
    #[schema(value_type = Option<Vec<schema::BoardCardSchema>>)]
    pub board: Option<Vec<BoardCard>>,
    /// The last scored round, fully revealed.
    #[schema(value_type = Option<schema::RoundSchema>)]
    pub last_round: Option<RoundResult>,
    pub winners: Option<Vec<Seat>>,
    /// Once a finished table is played again ("play again"): the new table's id.
    #[schema(value_type = Option<i64>)]
    pub rematch: Option<TableId>,
}

/// API.md's `options`: the options the rules read, each under its own name (the fields of
/// `game::Options`, as the engine names them), then the table's own settings.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct OptionsView {
    #[serde(flatten)]
    #[schema(value_type = schema::RulesOptionsSchema)]
    pub rules: game::Options,
    pub move_time_limit_hours: Option<i32>,
    /// A live table's time limit per move, in minutes (then no hours); it sends no mail.
    pub move_time_limit_minutes: Option<i32>,
    /// How soon the house bots move: `quick` or at a `human` pace.
    pub bot_pace: BotPace,
    pub public: bool,
    #[schema(value_type = Vec<i64>)]
    pub deck: Vec<DeckId>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct SeatView {
    pub seat: Seat,
    /// A deleted account's seat keeps `former.<id>`: each seat stays told apart.
    pub username: String,
    /// "a former player" for a deleted account.
    pub display_name: String,
    /// The player deleted their account.
    pub former: bool,
    pub score: u32,
    /// `teams` only: the seat's team; partners share it. Before the start, the team the
    /// player joined or the host paired them in; from the start, 0 to players/2 − 1.
    pub team: Option<usize>,
    pub resigned: bool,
    pub waiting_for: bool,
    /// The player is away until then: the clock acts for them at once (null: not away).
    pub away_until: Option<DateTime<Utc>>,
    /// A house bot plays this seat (the host seated it): it plays by itself.
    pub bot: bool,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct YouView {
    pub seat: Seat,
    #[schema(value_type = Vec<schema::CardSchema>)]
    pub hand: Vec<CardView>,
    /// Card ids the caller put on the board this round.
    #[schema(value_type = Vec<i64>)]
    pub submitted: Vec<CardId>,
    pub votes: Vec<usize>,
    /// Party storyteller: where the red marker went.
    pub red: Option<usize>,
    /// Teams: the partner has played the team's card this round.
    pub partner_played: bool,
    pub allowed: Vec<&'static str>,
}

/// A seated player's name in `lang`: "a former player" once they deleted their account.
pub fn player_name(lang: Lang, seat: &SeatInfo) -> String {
    lang.player_name(&seat.display_name, seat.former)
}

/// A table's name as its players know it, in mail, feeds and notifications: the host's name for
/// it, or "<host>'s table".
pub fn table_title(lang: Lang, table: &Table) -> String {
    match &table.row.name {
        Some(name) => name.clone(),
        None => {
            let host = table
                .seats
                .iter()
                .find(|s| s.account_id == table.row.host_id)
                .map(|s| player_name(lang, s))
                .unwrap_or_default();
            lang.fill("table_default_name", &[("host", &host)])
        }
    }
}

/// What `account_id` (`None`: nobody signed in, or not seated) may see of `table`, its names
/// in `lang` (the API's are English).
pub fn table_view(table: &Table, account_id: Option<AccountId>, lang: Lang) -> TableView {
    let row = &table.row;
    let seat = account_id.and_then(|id| table.seat_of(id));
    let player = table.game.as_ref().map(|g| game::view(g, seat));
    let options = OptionsView {
        rules: row.options,
        move_time_limit_hours: row.move_time_limit_hours,
        move_time_limit_minutes: row.move_time_limit_minutes,
        bot_pace: row.bot_pace(),
        public: row.public,
        deck: table.decks.clone(),
    };
    let seats = table
        .seats
        .iter()
        .map(|s| {
            let in_game = player.as_ref().and_then(|p| p.seats.get(s.seat as usize));
            SeatView {
                seat: s.seat as Seat,
                username: s.username.clone(),
                display_name: player_name(lang, s),
                former: s.former,
                score: in_game.map_or(0, |g| g.score),
                team: match in_game {
                    Some(g) => g.team,
                    // Before the start: the team the seat joined, or the host paired it in.
                    None => s
                        .team
                        .filter(|_| row.ruleset == Ruleset::Teams)
                        .map(|t| t as usize),
                },
                resigned: in_game.is_some_and(|g| g.resigned),
                waiting_for: in_game.is_some_and(|g| g.waiting_for),
                away_until: s.away_until,
                bot: s.bot,
            }
        })
        .collect();
    let you = seat.map(|seat| match player.as_ref().and_then(|p| p.you.as_ref()) {
        Some(you) => YouView {
            seat,
            hand: you.hand.clone(),
            submitted: you.submitted.clone(),
            votes: you.votes.clone(),
            red: you.red,
            partner_played: you.partner_played,
            allowed: you.allowed.clone(),
        },
        None => YouView {
            seat,
            hand: Vec::new(),
            submitted: Vec::new(),
            votes: Vec::new(),
            red: None,
            partner_played: false,
            allowed: open_moves(table, seat),
        },
    });
    TableView {
        id: row.id,
        code: row.code.clone(),
        name: row.name.clone(),
        ruleset: row.ruleset,
        options,
        status: row.status,
        version: row.version,
        round: player.as_ref().map_or(0, |p| p.round),
        phase: player.as_ref().and_then(|p| p.phase),
        storyteller: player.as_ref().and_then(|p| p.storyteller),
        clue: player.as_ref().and_then(|p| p.clue.clone()),
        deadline: row.deadline,
        host: table.host_seat(),
        seats,
        you,
        board: player.as_ref().and_then(|p| p.board.clone()),
        last_round: player.as_ref().and_then(|p| p.last_round.clone()),
        winners: player.and_then(|p| p.winners),
        rematch: row.rematch_id,
    }
}

/// Before the start: the host may pair the players of a Teams table, and start once the seat
/// count fits the ruleset; the others may leave.
fn open_moves(table: &Table, seat: Seat) -> Vec<&'static str> {
    if table.row.status != TableStatus::Open {
        return Vec::new();
    }
    if seat != table.host_seat() {
        return vec!["leave"];
    }
    let mut moves = Vec::new();
    if table.row.ruleset == Ruleset::Teams {
        moves.push("teams");
    }
    if table.row.ruleset.allows_players(table.seats.len()) {
        moves.push("start");
    }
    moves
}
