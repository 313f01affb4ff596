//! The table pages: the table itself, its invite link, and a plain form for every move.
//!
//! Every move goes through `play::act`, like the JSON API's. A move that worked redirects (303)
//! back to the table page; a refused one shows the table page again with the reason, in the
//! reader's language, and the refusal's own status (409, 422, …).

use actix_web::http::StatusCode;
use actix_web::{web, HttpRequest, HttpResponse};
use askama::Template;
use chrono::Utc;
use serde::Deserialize;

use crate::game::{Action, CardId};
use crate::play::{self, Move};
use crate::store::tables::{self as store, Table};
use crate::web::api::tables::{create_table, load_visible, DeckChoice, NewTableBody};
use crate::web::auth::CsrfForm;
use crate::web::error::AppError;
use crate::web::pages::around::{chat_lines, ChatLine};
use crate::web::pages::home::{self, CreateDraft};
use crate::web::pages::table_model::TableModel;
use crate::web::pages::{see_other, PageCtx};
use crate::web::view::table_view;
use crate::web::AppState;

#[derive(Template)]
#[template(path = "table.html")]
struct TablePage {
    page: PageCtx,
    t: TableModel,
    error: Option<String>,
    invite_url: String,
    draft: Draft,
    chat: Vec<ChatLine>,
}

impl TablePage {
    fn picked(&self, id: &i64) -> bool {
        self.draft.cards.contains(id)
    }
}

#[derive(Template)]
#[template(path = "table_invite.html")]
struct InvitePage {
    page: PageCtx,
    t: TableModel,
    host: String,
    error: Option<String>,
}

/// What a refused form had in it, to show it again as it was.
#[derive(Default)]
pub struct Draft {
    clue: String,
    cards: Vec<i64>,
    /// The chat box.
    pub chat: String,
}

impl Draft {
    /// A chat message that was refused, to show in the box again.
    pub fn chat(text: String) -> Draft {
        Draft {
            chat: text,
            ..Draft::default()
        }
    }
}

/// The signed-in account, or 401 (which sends a person to the sign-in page and back).
pub fn account_id(page: &PageCtx) -> Result<i64, AppError> {
    page.user
        .as_ref()
        .map(|u| u.id)
        .ok_or_else(AppError::unauthorized)
}

/// Renders a page with a status.
pub fn html(status: StatusCode, page: impl Template) -> Result<HttpResponse, AppError> {
    let body = page.render().map_err(AppError::internal)?;
    Ok(HttpResponse::build(status)
        .content_type("text/html; charset=utf-8")
        .insert_header((actix_web::http::header::CACHE_CONTROL, "private, no-cache"))
        .body(body))
}

/// The address of a table's invite link, as the reader reached this site.
fn invite_url(req: &HttpRequest, code: &str) -> String {
    let info = req.connection_info();
    format!("{}://{}/t/{code}", info.scheme(), info.host())
}

async fn render_table(
    req: &HttpRequest,
    state: &AppState,
    page: PageCtx,
    table: &Table,
    account_id: i64,
    refusal: Option<&AppError>,
    draft: Draft,
) -> Result<HttpResponse, AppError> {
    let view = table_view(table, Some(account_id));
    let now = state.clock.now();
    let t = TableModel::new(page.lang, &view, now);
    let status = refusal.map_or(StatusCode::OK, |e| e.status);
    let chat = chat_lines(state, table, account_id).await?;
    let mut res = html(
        status,
        TablePage {
            error: refusal.map(|e| e.message(page.lang)),
            invite_url: invite_url(req, &t.code),
            page,
            t,
            draft,
            chat,
        },
    )?;
    if let Some(secs) = refusal.and_then(|e| e.retry_after) {
        if let Ok(value) = actix_web::http::header::HeaderValue::from_str(&secs.to_string()) {
            res.headers_mut()
                .insert(actix_web::http::header::RETRY_AFTER, value);
        }
    }
    Ok(res)
}

/// The table page again with the reason a form was refused, when the person may see the
/// table; else the refusal as it is.
pub async fn show_refusal(
    req: &HttpRequest,
    state: &AppState,
    page: PageCtx,
    table_id: i64,
    account: i64,
    err: AppError,
    draft: Draft,
) -> Result<HttpResponse, AppError> {
    match load_visible(state, table_id, account).await {
        Ok(table) => render_table(req, state, page, &table, account, Some(&err), draft).await,
        Err(_) => Err(err),
    }
}

/// `GET /tables/{id}`: the table as this person may see it.
pub async fn show(
    req: HttpRequest,
    state: web::Data<AppState>,
    page: PageCtx,
    id: web::Path<i64>,
) -> Result<HttpResponse, AppError> {
    let account = account_id(&page)?;
    let table = load_visible(&state, *id, account).await?;
    render_table(&req, &state, page, &table, account, None, Draft::default()).await
}

/// Whether a refusal is shown on the table page (rather than as an error page): a move the
/// rules or the moment do not allow, on a table the person may see.
pub fn shown_on_table(err: &AppError) -> bool {
    matches!(
        err.status,
        StatusCode::FORBIDDEN | StatusCode::CONFLICT | StatusCode::UNPROCESSABLE_ENTITY
    )
}

/// What every move's handler needs besides its form: the request, the app, the page's
/// context and the table's id.
pub type At = (HttpRequest, web::Data<AppState>, PageCtx, web::Path<i64>);

/// Makes a move; back to the table page, with the reason when it was refused.
pub async fn act(at: At, mv: Move, draft: Draft) -> Result<HttpResponse, AppError> {
    let (req, state, page, id) = at;
    let table_id = id.into_inner();
    let account = account_id(&page)?;
    match play::act(&state, table_id, account, mv).await {
        Ok(_) => Ok(see_other(&format!("/tables/{table_id}"))),
        Err(err) if shown_on_table(&err) => {
            show_refusal(&req, &state, page, table_id, account, err, draft).await
        }
        Err(err) => Err(err),
    }
}

/// A form with nothing but its CSRF token.
#[derive(Deserialize)]
pub struct EmptyForm {}

/// `POST /tables/{id}/start` (the host).
pub async fn start(at: At, _: CsrfForm<EmptyForm>) -> Result<HttpResponse, AppError> {
    act(at, Move::Start, Draft::default()).await
}

/// `POST /tables/{id}/leave`: before the start; back home afterwards.
pub async fn leave(at: At, _: CsrfForm<EmptyForm>) -> Result<HttpResponse, AppError> {
    let res = act(at, Move::Leave, Draft::default()).await?;
    if res.status() == StatusCode::SEE_OTHER {
        return Ok(see_other("/"));
    }
    Ok(res)
}

/// `POST /tables/{id}/resign` (the form says what it means first).
pub async fn resign(at: At, _: CsrfForm<EmptyForm>) -> Result<HttpResponse, AppError> {
    act(at, Move::Game(Action::Resign), Draft::default()).await
}

/// A card id from a form; anything else becomes a card nobody holds, which the rules refuse
/// with a sentence.
fn card_of(value: &str) -> i64 {
    value.trim().parse().unwrap_or(0)
}

/// A board position from a form; anything else becomes position 0, which the rules refuse.
fn position_of(value: &str) -> usize {
    value.trim().parse().unwrap_or(0)
}

#[derive(Deserialize)]
pub struct ClueForm {
    #[serde(default)]
    clue: String,
    card: Option<String>,
}

/// `POST /tables/{id}/clue`: `clue`, and `card` (not in party).
pub async fn clue(at: At, CsrfForm(form): CsrfForm<ClueForm>) -> Result<HttpResponse, AppError> {
    let card = form
        .card
        .as_deref()
        .filter(|c| !c.trim().is_empty())
        .map(card_of);
    let draft = Draft {
        clue: form.clue.clone(),
        cards: card.into_iter().collect(),
        chat: String::new(),
    };
    let action = Action::Clue {
        clue: form.clue,
        card: card.map(CardId),
    };
    act(at, Move::Game(action), draft).await
}

#[derive(Deserialize)]
pub struct SubmitForm {
    #[serde(default)]
    card: Vec<String>,
}

/// `POST /tables/{id}/submit`: one `card` (two with three players).
pub async fn submit(
    at: At,
    CsrfForm(form): CsrfForm<SubmitForm>,
) -> Result<HttpResponse, AppError> {
    let cards: Vec<i64> = form.card.iter().map(|c| card_of(c)).collect();
    let draft = Draft {
        clue: String::new(),
        cards: cards.clone(),
        chat: String::new(),
    };
    let action = Action::Submit {
        cards: cards.into_iter().map(CardId).collect(),
    };
    act(at, Move::Game(action), draft).await
}

#[derive(Deserialize)]
pub struct VoteForm {
    #[serde(default)]
    position: Vec<String>,
    second: Option<String>,
    red: Option<String>,
}

/// `POST /tables/{id}/vote`: `position`, an optional `second` position where the ruleset
/// allows it, and `red` from the party storyteller.
pub async fn vote(at: At, CsrfForm(form): CsrfForm<VoteForm>) -> Result<HttpResponse, AppError> {
    let given = |v: &Option<String>| {
        v.as_deref()
            .filter(|v| !v.trim().is_empty())
            .map(position_of)
    };
    let mut positions: Vec<usize> = form.position.iter().map(|p| position_of(p)).collect();
    positions.extend(given(&form.second));
    let action = Action::Vote {
        positions,
        red: given(&form.red),
    };
    act(at, Move::Game(action), Draft::default()).await
}

#[derive(Deserialize)]
pub struct JoinForm {
    code: Option<String>,
}

/// `POST /tables/{id}/join`: a seat at a public table (from the lobby or the table page).
pub async fn join(at: At, CsrfForm(form): CsrfForm<JoinForm>) -> Result<HttpResponse, AppError> {
    let code = form.code.map(|c| normalise_code(&c));
    act(at, Move::Join { code }, Draft::default()).await
}

/// An invite code as people type or paste it: the whole link, spaces, capitals.
fn normalise_code(input: &str) -> String {
    let input = input.trim().trim_end_matches('/');
    let code = input.rsplit('/').next().unwrap_or(input);
    code.trim().to_ascii_lowercase()
}

async fn table_by_code(state: &AppState, code: String) -> Result<Option<Table>, AppError> {
    if code.is_empty() || code.len() > 32 {
        return Ok(None);
    }
    crate::db::run(&state.pool, move |conn| {
        let Some(id) = store::id_by_code(conn, &code)? else {
            return Ok(None);
        };
        Ok(store::load(conn, id, false)?)
    })
    .await
}

fn render_invite(
    page: PageCtx,
    table: &Table,
    refusal: Option<&AppError>,
) -> Result<HttpResponse, AppError> {
    // Seen from outside: no seat, so nothing of any hand.
    let view = table_view(table, None);
    let t = TableModel::new(page.lang, &view, Utc::now());
    let host = crate::web::pages::table_model::seat_name(&view.seats, view.host);
    html(
        refusal.map_or(StatusCode::OK, |e| e.status),
        InvitePage {
            error: refusal.map(|e| e.message(page.lang)),
            page,
            t,
            host,
        },
    )
}

/// `GET /t/{code}`: the invite link. Shows the table and a button to join it; its players
/// go straight to the table.
pub async fn invite(
    state: web::Data<AppState>,
    page: PageCtx,
    code: web::Path<String>,
) -> Result<HttpResponse, AppError> {
    let table = table_by_code(&state, normalise_code(&code))
        .await?
        .ok_or_else(AppError::not_found)?;
    if let Some(user) = &page.user {
        if table.seat_of(user.id).is_some() {
            return Ok(see_other(&format!("/tables/{}", table.row.id)));
        }
    }
    render_invite(page, &table, None)
}

/// Takes a seat with the table's code; the invite page again with the reason when refused.
async fn join_with_code(
    state: &AppState,
    page: PageCtx,
    table: Table,
) -> Result<HttpResponse, AppError> {
    let account = account_id(&page)?;
    let id = table.row.id;
    let code = Some(table.row.code.clone());
    match play::act(state, id, account, Move::Join { code }).await {
        Ok(_) => Ok(see_other(&format!("/tables/{id}"))),
        Err(err) if shown_on_table(&err) => render_invite(page, &table, Some(&err)),
        Err(err) => Err(err),
    }
}

/// `POST /t/{code}`: join through the invite link.
pub async fn invite_join(
    state: web::Data<AppState>,
    page: PageCtx,
    code: web::Path<String>,
    CsrfForm(_): CsrfForm<EmptyForm>,
) -> Result<HttpResponse, AppError> {
    let table = table_by_code(&state, normalise_code(&code))
        .await?
        .ok_or_else(AppError::not_found)?;
    join_with_code(&state, page, table).await
}

#[derive(Deserialize)]
pub struct CodeForm {
    #[serde(default)]
    code: String,
}

/// `POST /join`: the home page's "join with a code" form.
pub async fn join_by_code(
    state: web::Data<AppState>,
    page: PageCtx,
    CsrfForm(form): CsrfForm<CodeForm>,
) -> Result<HttpResponse, AppError> {
    account_id(&page)?;
    match table_by_code(&state, normalise_code(&form.code)).await? {
        Some(table) => join_with_code(&state, page, table).await,
        None => {
            let err = AppError::translated(StatusCode::NOT_FOUND, "join_unknown_code");
            home::render(&state, page, Some(&err), CreateDraft::default(), form.code).await
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
            deck: self
                .deck
                .iter()
                .filter_map(|d| d.trim().parse().ok())
                .collect(),
        }
    }

    /// The same choices as the API's body. Options the chosen ruleset does not use are left
    /// out, so that a field the form shows for another ruleset never gets in the way.
    fn body(&self) -> NewTableBody {
        let number = |s: &str| s.trim().parse::<u32>().unwrap_or(0);
        let by_score = matches!(self.ruleset.as_str(), "2021" | "odyssey");
        let by_turns = matches!(self.ruleset.as_str(), "party" | "teams");
        let first_storyteller = match self.first_storyteller.as_str() {
            "host" => Some(crate::game::FirstStoryteller::Host),
            "random" => Some(crate::game::FirstStoryteller::Random),
            _ => Some(crate::game::FirstStoryteller::FirstClue),
        };
        let hours = self.move_time_limit_hours.trim();
        let decks: Vec<i64> = self
            .deck
            .iter()
            .map(|d| d.trim().parse().unwrap_or(0))
            .collect();
        NewTableBody {
            ruleset: self.ruleset.trim().to_string(),
            target_score: by_score.then(|| number(&self.target_score)),
            rounds_per_player: by_turns.then(|| number(&self.rounds_per_player)),
            move_time_limit_hours: match hours {
                "" | "none" => Some(0),
                h => Some(h.parse().unwrap_or(-1)),
            },
            first_storyteller,
            one_finder_bonus: (!by_turns).then_some(self.one_finder_bonus.is_some()),
            deck: (!decks.is_empty()).then_some(DeckChoice::Several(decks)),
            public: Some(self.public.is_some()),
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
    let created = match form.body().into_new_table() {
        Ok(new) => create_table(&state, account, new).await,
        Err(err) => Err(err),
    };
    match created {
        Ok(table) => {
            state.watch.publish(table.row.id, table.row.version);
            Ok(see_other(&format!("/tables/{}", table.row.id)))
        }
        Err(err) if err.status.is_client_error() => {
            home::render(&state, page, Some(&err), form.draft(), String::new()).await
        }
        Err(err) => Err(err),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_are_read_from_links_and_typing() {
        assert_eq!(normalise_code(" AbC234xy "), "abc234xy");
        assert_eq!(
            normalise_code("https://fabula.example/t/abc234xy/"),
            "abc234xy"
        );
        assert_eq!(normalise_code(""), "");
    }

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
        };
        let body = form.body();
        assert_eq!(body.target_score, None);
        assert_eq!(body.rounds_per_player, None);
        assert_eq!(body.one_finder_bonus, Some(true));
        assert_eq!(body.move_time_limit_hours, Some(48));
        assert!(body.into_new_table().is_ok());
    }
}
