//! `/api/v1/tables`: create, list, join, leave, start, look, and the moves of the game.

use std::time::Duration;

use actix_web::dev::Payload;
use actix_web::http::header;
use actix_web::{web, FromRequest, HttpRequest, HttpResponse};
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::game::{Action, CardId, RoundResult};
use crate::i18n::Lang;
use crate::ids::{AccountId, TableId};
use crate::play::{self, Move, TableChoices};
use crate::state::AppState;
use crate::store::tables::{Table, TableSummary};
use crate::view::{table_view, TableView};
use crate::web::api::responses::MoveAnswers;
use crate::web::auth::{self, CurrentUser};
use crate::web::client;
use crate::web::error::AppError;

/// Longest `?wait=` in seconds.
pub const MAX_WAIT: u64 = 60;

/// Create a table.
///
/// The creator sits in seat 0 and is the host. `code` in the view is the invite code;
/// `deck` names one deck or several to merge (default: the built-in deck's newest edition);
/// `move_time_limit_hours` defaults to 48 (0: no limit).
#[utoipa::path(post, operation_id = "createTable", path = "/api/v1/tables", tag = "tables", request_body = TableChoices,
    responses(
        (status = 201, description = "The new table's view", body = TableView),
        (status = 400, description = "Malformed", body = crate::web::api::responses::ProblemSchema, content_type = "application/problem+json"),
        (status = 422, description = "Options against the ruleset, or a deck that is not yours; or you host as many open tables as one account may (`FABULA_QUOTA_OPEN_TABLES`)", body = crate::web::api::responses::ProblemSchema, content_type = "application/problem+json"),
        (status = 429, description = "As many tables created within an hour as one account may (`FABULA_QUOTA_TABLES_PER_HOUR`); see Retry-After", body = crate::web::api::responses::ProblemSchema, content_type = "application/problem+json"),
    ))]
pub async fn create(
    state: web::Data<AppState>,
    CurrentUser(account): CurrentUser,
    body: crate::web::api::Body<TableChoices>,
) -> Result<HttpResponse, AppError> {
    let new = body.into_inner().check()?;
    let table = play::create_table(&state, account.id, new).await?;
    Ok(view_response(HttpResponse::Created(), &table, account.id))
}

#[derive(Debug, Deserialize)]
pub struct ListQuery {
    status: Option<String>,
}

/// The statuses `GET /api/v1/tables` lists: only `open`. Only the document uses it.
#[derive(ToSchema)]
#[schema(rename_all = "lowercase")]
#[allow(dead_code)]
pub enum ListedStatus {
    Open,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct TableLine {
    #[schema(value_type = i64)]
    id: TableId,
    /// The table's name; null when the host gave none.
    name: Option<String>,
    ruleset: String,
    status: String,
    host: String,
    players: usize,
    max_players: usize,
    public: bool,
}

impl From<TableSummary> for TableLine {
    fn from(t: TableSummary) -> TableLine {
        TableLine {
            id: t.id,
            name: t.name,
            ruleset: t.ruleset.to_string(),
            status: t.status.to_string(),
            host: Lang::En.player_name(&t.host, t.host_former),
            players: t.players,
            max_players: *t.ruleset.players().end(),
            public: t.public,
        }
    }
}

/// The public tables that still take players.
#[utoipa::path(get, operation_id = "listTables", path = "/api/v1/tables", tag = "tables",
    params(("status" = Option<ListedStatus>, Query, description = "Only `open` is listed")),
    responses((status = 200, description = "The tables", body = Vec<TableLine>)))]
pub async fn list(
    state: web::Data<AppState>,
    _signed_in: CurrentUser,
    query: web::Query<ListQuery>,
) -> Result<HttpResponse, AppError> {
    if query.status.as_deref().is_some_and(|s| s != "open") {
        return Err(AppError::bad_request(
            "Only open tables are listed: use ?status=open.",
        ));
    }
    let tables = crate::view::lists::lobby(&state).await?;
    let lines: Vec<TableLine> = tables.into_iter().map(TableLine::from).collect();
    Ok(HttpResponse::Ok().json(lines))
}

#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct JoinBody {
    code: Option<String>,
}

/// Take a seat at an open table (the invite code is needed unless the table is public).
#[utoipa::path(post, operation_id = "joinTable", path = "/api/v1/tables/{id}/join", tag = "tables", params(("id" = i64, Path, description = "The table's id")),
    request_body(content = Option<JoinBody>),
    responses(
        (status = 200, description = "The caller's new view", body = TableView),
        (status = 403, description = "Someone the host or a player blocked", body = crate::web::api::responses::ProblemSchema, content_type = "application/problem+json"),
        (status = 404, description = "No such table, or a wrong code", body = crate::web::api::responses::ProblemSchema, content_type = "application/problem+json"),
        (status = 429, description = "Too many wrong codes from this address lately; see Retry-After", body = crate::web::api::responses::ProblemSchema, content_type = "application/problem+json"),
        (status = 409, description = "Started or full", body = crate::web::api::responses::ProblemSchema, content_type = "application/problem+json"),
    ))]
pub async fn join(
    req: HttpRequest,
    state: web::Data<AppState>,
    CurrentUser(account): CurrentUser,
    id: web::Path<TableId>,
    body: web::Bytes,
) -> Result<HttpResponse, AppError> {
    let body: JoinBody = optional_json(&body)?;
    let code = body.code.map(|c| c.trim().to_ascii_lowercase());
    let key = code.as_deref().map(|c| client::key(&req, &state.config, c));
    play::access(&state, *id, Some(account.id), key)
        .await?
        .join()?;
    let table = play::act(&state, *id, account.id, Move::Join { code }).await?;
    Ok(view_response(HttpResponse::Ok(), &table, account.id))
}

/// Leave an open table (the host cannot).
#[utoipa::path(post, operation_id = "leaveTable", path = "/api/v1/tables/{id}/leave", tag = "tables", params(("id" = i64, Path, description = "The table's id")),
    responses(
        MoveAnswers,
    ))]
pub async fn leave(
    state: web::Data<AppState>,
    CurrentUser(account): CurrentUser,
    id: web::Path<TableId>,
) -> Result<HttpResponse, AppError> {
    act(&state, *id, account.id, Move::Leave).await
}

/// Start the game (the host, once the seat count fits the ruleset and the deck is large enough).
#[utoipa::path(post, operation_id = "startGame", path = "/api/v1/tables/{id}/start", tag = "tables", params(("id" = i64, Path, description = "The table's id")),
    responses(
        MoveAnswers,
    ))]
pub async fn start(
    state: web::Data<AppState>,
    CurrentUser(account): CurrentUser,
    id: web::Path<TableId>,
) -> Result<HttpResponse, AppError> {
    act(&state, *id, account.id, Move::Start).await
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct TeamsBody {
    /// Pairs of seats, e.g. `[[0, 3], [1, 2]]`: every seated player in exactly one pair; with
    /// an odd number of players one may be left out, to wait for the next to join.
    #[schema(value_type = Vec<Vec<u32>>)]
    pairs: Vec<Vec<usize>>,
}

/// Pair the players of an open Teams table (the host, before the start).
///
/// By default the first two to sit down are partners, then the next two, and so on; a player
/// who leaves takes nobody else's partner away (their partner waits for the next to join). At
/// the start the seats are ordered so that partners sit opposite: each pair plays together.
#[utoipa::path(post, operation_id = "pairTeams", path = "/api/v1/tables/{id}/teams", tag = "tables", params(("id" = i64, Path, description = "The table's id")),
    request_body = TeamsBody,
    responses(
        (status = 200, description = "The caller's new view, with every seat's `team`", body = TableView),
        (status = 403, description = "Not the host", body = crate::web::api::responses::ProblemSchema, content_type = "application/problem+json"),
        (status = 404, description = "No such table", body = crate::web::api::responses::ProblemSchema, content_type = "application/problem+json"),
        (status = 409, description = "Not a Teams table, or started", body = crate::web::api::responses::ProblemSchema, content_type = "application/problem+json"),
        (status = 422, description = "A pairing that does not put every player in exactly one pair of two", body = crate::web::api::responses::ProblemSchema, content_type = "application/problem+json"),
    ))]
pub async fn teams(
    state: web::Data<AppState>,
    CurrentUser(account): CurrentUser,
    id: web::Path<TableId>,
    body: crate::web::api::Body<TeamsBody>,
) -> Result<HttpResponse, AppError> {
    let pairs = body.into_inner().pairs;
    act(&state, *id, account.id, Move::Pair { pairs }).await
}

/// Resign from a started game: from then on the clock acts for you at once.
#[utoipa::path(post, operation_id = "resign", path = "/api/v1/tables/{id}/resign", tag = "moves", params(("id" = i64, Path, description = "The table's id")),
    responses(
        MoveAnswers,
    ))]
pub async fn resign(
    state: web::Data<AppState>,
    CurrentUser(account): CurrentUser,
    id: web::Path<TableId>,
) -> Result<HttpResponse, AppError> {
    act(&state, *id, account.id, Move::Game(Action::Resign)).await
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ClueBody {
    /// 1–200 characters once trimmed (line breaks become spaces).
    #[schema(min_length = 1, max_length = 200)]
    clue: String,
    card: Option<i64>,
    /// The storyteller's private note on the clue ("what I meant"): at most 300 characters
    /// once trimmed, shown to nobody until the round is scored, then in its reveal.
    #[schema(max_length = 300)]
    note: Option<String>,
}

/// Give the clue: 1–200 characters, and the card of your hand it is about (no card in party).
///
/// In round 1 with `first_storyteller: first_clue`, any seated player may send it; the first
/// accepted becomes the storyteller, later ones get 409.
#[utoipa::path(post, operation_id = "giveClue", path = "/api/v1/tables/{id}/clue", tag = "moves", params(("id" = i64, Path, description = "The table's id")),
    request_body = ClueBody,
    responses(
        MoveAnswers,
    ))]
pub async fn clue(
    state: web::Data<AppState>,
    CurrentUser(account): CurrentUser,
    id: web::Path<TableId>,
    body: crate::web::api::Body<ClueBody>,
) -> Result<HttpResponse, AppError> {
    let body = body.into_inner();
    let action = Action::Clue {
        note: body.note,
        clue: body.clue,
        card: body.card.map(CardId),
    };
    act(&state, *id, account.id, Move::Game(action)).await
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct SubmitBody {
    cards: Vec<i64>,
}

/// Play card(s) of your hand: 1 (2 with three players; in teams one per team).
#[utoipa::path(post, operation_id = "playCards", path = "/api/v1/tables/{id}/submit", tag = "moves", params(("id" = i64, Path, description = "The table's id")),
    request_body = SubmitBody,
    responses(
        MoveAnswers,
    ))]
pub async fn submit(
    state: web::Data<AppState>,
    CurrentUser(account): CurrentUser,
    id: web::Path<TableId>,
    body: crate::web::api::Body<SubmitBody>,
) -> Result<HttpResponse, AppError> {
    let cards = body.into_inner().cards.into_iter().map(CardId).collect();
    act(
        &state,
        *id,
        account.id,
        Move::Game(Action::Submit { cards }),
    )
    .await
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct VoteBody {
    positions: Vec<usize>,
    red: Option<usize>,
}

/// Vote for board positions (1-based): a second position only in Odyssey with 7–12 players;
/// `red` only from the party storyteller.
#[utoipa::path(post, operation_id = "vote", path = "/api/v1/tables/{id}/vote", tag = "moves", params(("id" = i64, Path, description = "The table's id")),
    request_body = VoteBody,
    responses(
        MoveAnswers,
    ))]
pub async fn vote(
    state: web::Data<AppState>,
    CurrentUser(account): CurrentUser,
    id: web::Path<TableId>,
    body: crate::web::api::Body<VoteBody>,
) -> Result<HttpResponse, AppError> {
    let VoteBody { positions, red } = body.into_inner();
    act(
        &state,
        *id,
        account.id,
        Move::Game(Action::Vote { positions, red }),
    )
    .await
}

/// A move of a player or the host, after the gate: whoever may not see the table gets the
/// 404 of no table before any rule is checked. Answers with the mover's new view.
pub(crate) async fn act(
    state: &AppState,
    table_id: TableId,
    account_id: AccountId,
    mv: Move,
) -> Result<HttpResponse, AppError> {
    play::see(state, table_id, account_id).await?;
    let table = play::act(state, table_id, account_id, mv).await?;
    Ok(view_response(HttpResponse::Ok(), &table, account_id))
}

#[derive(Debug, Deserialize)]
pub struct ShowQuery {
    wait: Option<i64>,
}

/// The caller's view of a table, with `ETag: "v{version}"`.
///
/// `If-None-Match` with the current version answers 304 to whoever may see the table (from the
/// in-process version map and the credentials known good, without touching the database). `?wait=N`
/// (N ≤ 60 seconds) holds the answer until the version moves.
#[utoipa::path(get, operation_id = "getTable", path = "/api/v1/tables/{id}", tag = "tables",
    params(
        ("id" = i64, Path, description = "The table's id"),
        ("wait" = Option<i64>, Query, minimum = 0, description = "Seconds to wait for a change (larger values count as 60)"),
        ("If-None-Match" = Option<String>, Header, description = "The ETag of the view you hold"),
    ),
    responses(
        (status = 200, description = "The caller's view", body = TableView,
            headers(("ETag" = String, description = "\"v{version}\""))),
        (status = 304, description = "Unchanged"),
        (status = 404, description = "No such table, or not yours to see", body = crate::web::api::responses::ProblemSchema, content_type = "application/problem+json"),
    ))]
pub async fn show(
    req: HttpRequest,
    state: web::Data<AppState>,
    id: web::Path<TableId>,
    query: web::Query<ShowQuery>,
) -> Result<HttpResponse, actix_web::Error> {
    let id = id.into_inner();
    let wait = match query.wait {
        Some(secs) if secs < 0 => {
            return Err(AppError::bad_request("wait is a number of seconds, 0 or more.").into())
        }
        secs => Duration::from_secs((secs.unwrap_or(0) as u64).min(MAX_WAIT)),
    };
    let known = known_version(&req);
    // From memory alone: the version held is current, and the asker (a credential the
    // database vouched for, not ended since) may see the table at that version.
    let may_view_now = |known| {
        auth::known_account(&req)
            .is_some_and(|asker| state.watch.may_view(id, known, asker) == Some(true))
    };
    if let Some(known) = known.filter(|&k| state.watch.version(id) == Some(k) && may_view_now(k)) {
        if wait.is_zero() || !state.watch.wait_past(id, known, wait).await {
            return Ok(from_memory(&state, not_modified(known)));
        }
    }
    // Only the asker's id is kept through the wait below, not their whole account.
    let account_id = CurrentUser::from_request(&req, &mut Payload::None)
        .await?
        .0
        .id;
    let (seen, mut found) = play::see_reading(&state, id, account_id)
        .await
        .map_err(AppError::from)?;
    let deadline = tokio::time::Instant::now() + wait;
    loop {
        let table = match std::mem::replace(&mut found, play::Found::Nothing) {
            play::Found::Fresh(table) => table,
            play::Found::Held(held) => play::load_visible_held(&state, seen, Some(held))
                .await
                .map_err(AppError::from)?,
            play::Found::Nothing => play::load_visible(&state, seen)
                .await
                .map_err(AppError::from)?,
        };
        let version = table.row.version;
        if known != Some(version) {
            let view = view_response(HttpResponse::Ok(), &table, account_id);
            return Ok(from_memory(&state, view));
        }
        // Unchanged: wait for the next version until the deadline. A wake-up without a new
        // version (the map forgot the table, say) reads the table again and waits on.
        let left = deadline.saturating_duration_since(tokio::time::Instant::now());
        if left.is_zero() || !state.watch.wait_past(id, version, left).await {
            return Ok(from_memory(&state, not_modified(version)));
        }
        // Woken: the asker's session or token may have ended while they waited (signed out,
        // revoked), as the wait answered from memory above also finds out.
        CurrentUser::from_request(&req, &mut Payload::None).await?;
    }
}

/// An answer from what the process holds: marked possibly behind while it does not follow the
/// database's notifications.
fn from_memory(state: &AppState, mut res: HttpResponse) -> HttpResponse {
    if state.watch.possibly_behind() {
        crate::web::shared::mark_possibly_behind(&mut res);
    }
    res
}

/// Every scored round of the table, oldest first, fully revealed.
#[utoipa::path(get, operation_id = "listRounds", path = "/api/v1/tables/{id}/rounds", tag = "tables", params(("id" = i64, Path, description = "The table's id")),
    responses(
        (status = 200, description = "The rounds", body = Vec<crate::view::schema::RoundSchema>),
        (status = 404, description = "No such table, or not yours to see", body = crate::web::api::responses::ProblemSchema, content_type = "application/problem+json"),
    ))]
pub async fn rounds(
    state: web::Data<AppState>,
    CurrentUser(account): CurrentUser,
    id: web::Path<TableId>,
) -> Result<HttpResponse, AppError> {
    let id = id.into_inner();
    let seen = play::see(&state, id, account.id).await?;
    let list: Vec<RoundResult> = play::history::rounds(&state, seen).await?;
    Ok(HttpResponse::Ok().json(list))
}

/// The view as JSON, with the version as its ETag.
pub fn view_response(
    mut builder: actix_web::HttpResponseBuilder,
    table: &Table,
    account_id: AccountId,
) -> HttpResponse {
    let view: TableView = table_view(table, Some(account_id), Lang::En);
    builder
        .insert_header((header::ETAG, etag(view.version)))
        .insert_header((header::CACHE_CONTROL, "private, no-cache"))
        .json(view)
}

pub fn etag(version: i64) -> String {
    format!("\"v{version}\"")
}

fn not_modified(version: i64) -> HttpResponse {
    HttpResponse::NotModified()
        .insert_header((header::ETAG, etag(version)))
        .insert_header((header::CACHE_CONTROL, "private, no-cache"))
        .finish()
}

/// The version named by `If-None-Match` (`"v12"`, also weak or in a list).
fn known_version(req: &HttpRequest) -> Option<i64> {
    let value = req.headers().get(header::IF_NONE_MATCH)?.to_str().ok()?;
    value.split(',').find_map(|tag| {
        tag.trim()
            .trim_start_matches("W/")
            .trim_matches('"')
            .strip_prefix('v')?
            .parse()
            .ok()
    })
}

/// A body that may be empty or `null` (then the defaults), else JSON.
fn optional_json<T: DeserializeOwned + Default>(body: &[u8]) -> Result<T, AppError> {
    let text = body.trim_ascii();
    if text.is_empty() || text == b"null" {
        return Ok(T::default());
    }
    serde_json::from_slice(body)
        .map_err(|e| AppError::bad_request(format!("The JSON body is not valid: {e}.")))
}
