//! The table pages: the table itself, its invite link, and a plain form for every move.
//!
//! Every move goes through `play::act`, like the JSON API's. A move that worked redirects (303)
//! back to the table page; so does a refused one, and the table page then says why, once, in
//! the reader's language, with the form as it was (`table_page::refused`). A card chosen in
//! the card viewer comes in as `play` (the move with that card alone) or `pick` (back to the
//! form with the card chosen).

use std::collections::BTreeMap;

use actix_web::http::StatusCode;
use actix_web::{web, HttpRequest, HttpResponse};
use askama::Template;
use serde::Deserialize;

use crate::game::{Action, CardId, Seat};
use crate::ids::TableId;
use crate::play::{self, Access, Move};
use crate::state::AppState;
use crate::store::tables::Table;
use crate::view::table_view;
use crate::web::auth::{CsrfForm, TypedSession};
use crate::web::client;
use crate::web::error::AppError;
use crate::web::pages::table_model::{seat_name, TableModel};
use crate::web::pages::table_page::{
    act, act_at, chosen, refused, show_page, shown_on_table, At, Back, Draft, EmptyForm,
};
use crate::web::pages::{account_id, html, see_other, PageCtx};

#[derive(Template)]
#[template(path = "table_invite.html")]
struct InvitePage {
    page: PageCtx,
    t: TableModel,
    host: String,
    error: Option<String>,
}

/// `GET /tables/{id}`: the table as this person may see it.
pub async fn show(
    state: web::Data<AppState>,
    page: PageCtx,
    id: web::Path<TableId>,
    session: TypedSession,
) -> Result<HttpResponse, AppError> {
    show_page(&state, page, *id, &session, false).await
}

/// `POST /tables/{id}/start` (the host).
pub async fn start(at: At, _: CsrfForm<EmptyForm>) -> Result<HttpResponse, AppError> {
    act(at, Move::Start, Draft::default()).await
}

#[derive(Deserialize)]
pub struct TeamsForm {
    /// Each player's username, in the order of `team`.
    #[serde(default)]
    player: Vec<String>,
    /// The team number chosen for each player.
    #[serde(default)]
    team: Vec<String>,
}

/// `POST /tables/{id}/teams` (the host of an open Teams table): a team number for each
/// `player`. The players who share a number are partners. The form names players, not seats,
/// so that someone joining or leaving meanwhile cannot pair the wrong people.
pub async fn teams(at: At, CsrfForm(form): CsrfForm<TeamsForm>) -> Result<HttpResponse, AppError> {
    let account = account_id(&at.1)?;
    let seen = play::access(&at.0, *at.2, Some(account), None)
        .await?
        .play()?;
    let table = play::load_visible(&at.0, seen).await?;
    let mut chosen: Vec<(String, Option<Seat>)> = Vec::new();
    for (username, team) in form.player.iter().zip(&form.team) {
        let seat = table.seats.iter().find(|s| &s.username == username);
        chosen.push((team.trim().to_string(), seat.map(|s| s.seat as Seat)));
    }
    let seated: Vec<Seat> = chosen.iter().filter_map(|(_, seat)| *seat).collect();
    let mut all: Vec<Seat> = seated.clone();
    all.sort_unstable();
    all.dedup();
    if seated.len() != chosen.len() || all.len() != table.seats.len() {
        let err = AppError::translated(StatusCode::CONFLICT, "teams_err_seats_changed");
        return refused(at, err, Draft::default(), Back::Table).await;
    }
    let mut by_team: BTreeMap<String, Vec<Seat>> = BTreeMap::new();
    for (team, seat) in chosen {
        by_team.entry(team).or_default().extend(seat);
    }
    // A player alone in a team is left out of the pairs: the one who may wait for the next
    // to join, or a player the rules then name as without a partner.
    let pairs = by_team.into_values().filter(|m| m.len() != 1).collect();
    act(at, Move::Pair { pairs }, Draft::default()).await
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

#[derive(Deserialize)]
pub struct SeenForm {
    round: Option<String>,
}

/// `POST /tables/{id}/seen`: the reader has looked at a round's reveal and moves on to the
/// next round. Remembered by this browser's session; nothing changes at the table.
pub async fn seen(
    state: web::Data<AppState>,
    page: PageCtx,
    id: web::Path<TableId>,
    session: TypedSession,
    CsrfForm(form): CsrfForm<SeenForm>,
) -> Result<HttpResponse, AppError> {
    let account = account_id(&page)?;
    play::see(&state, *id, account).await?;
    let round = form
        .round
        .as_deref()
        .and_then(|r| r.trim().parse::<u32>().ok())
        .ok_or_else(|| AppError::bad_request("The round is not a number."))?;
    session.see_round(id.0, round)?;
    Ok(see_other(&format!("/tables/{}", id.0)))
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

/// A field that may be left out or empty.
fn given(value: &Option<String>) -> Option<&str> {
    value.as_deref().filter(|v| !v.trim().is_empty())
}

#[derive(Deserialize)]
pub struct ClueForm {
    #[serde(default)]
    clue: String,
    card: Option<String>,
    /// A card chosen in the card viewer: back to the form with it.
    pick: Option<String>,
    /// The storyteller's private note, shown after the reveal.
    #[serde(default)]
    note: String,
}

/// `POST /tables/{id}/clue`: `clue`, and `card` (not in party).
pub async fn clue(at: At, CsrfForm(form): CsrfForm<ClueForm>) -> Result<HttpResponse, AppError> {
    let picked = given(&form.pick).map(card_of);
    let card = picked.or_else(|| given(&form.card).map(card_of));
    let draft = Draft {
        clue: form.clue.clone(),
        cards: card.into_iter().collect(),
        note: form.note.clone(),
        ..Draft::default()
    };
    if picked.is_some() {
        return chosen(at, draft);
    }
    let action = Action::Clue {
        note: Some(form.note).filter(|note| !note.trim().is_empty()),
        clue: form.clue,
        card: card.map(CardId),
    };
    act(at, Move::Game(action), draft).await
}

#[derive(Deserialize)]
pub struct SubmitForm {
    #[serde(default)]
    card: Vec<String>,
    /// From the card viewer: play this card alone (`play`), or choose it too (`pick`).
    play: Option<String>,
    pick: Option<String>,
    /// Enter pressed on a card (`forms::no_enter`): the form again, no move.
    enter: Option<String>,
}

/// `POST /tables/{id}/submit`: one `card` (two with three players).
pub async fn submit(
    at: At,
    CsrfForm(form): CsrfForm<SubmitForm>,
) -> Result<HttpResponse, AppError> {
    let mut cards: Vec<i64> = form.card.iter().map(|c| card_of(c)).collect();
    if let Some(card) = given(&form.play).map(card_of) {
        cards = vec![card];
    }
    let picked = given(&form.pick).map(card_of);
    if picked.is_some() || form.enter.is_some() {
        if let Some(card) = picked.filter(|c| !cards.contains(c)) {
            cards.push(card);
        }
        return chosen(
            at,
            Draft {
                cards,
                ..Draft::default()
            },
        );
    }
    let draft = Draft {
        cards: cards.clone(),
        ..Draft::default()
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
    /// From the card viewer: vote for this position alone (`play`), or choose it as the
    /// vote and go back to the form for the rest (`pick`).
    play: Option<String>,
    pick: Option<String>,
    /// Enter pressed on a card (`forms::no_enter`): the form again, no vote.
    enter: Option<String>,
}

/// `POST /tables/{id}/vote`: `position`, an optional `second` position where the ruleset
/// allows it, and `red` from the party storyteller.
pub async fn vote(at: At, CsrfForm(form): CsrfForm<VoteForm>) -> Result<HttpResponse, AppError> {
    let position = |v: &Option<String>| given(v).map(position_of);
    let mut positions: Vec<usize> = form.position.iter().map(|p| position_of(p)).collect();
    if let Some(p) = position(&form.play) {
        positions = vec![p];
    }
    let draft = Draft {
        position: position(&form.pick).or(positions.first().copied()),
        second: position(&form.second),
        red: position(&form.red),
        ..Draft::default()
    };
    if form.pick.is_some() || form.enter.is_some() {
        return chosen(at, draft);
    }
    positions.extend(position(&form.second));
    let action = Action::Vote {
        positions,
        red: position(&form.red),
    };
    act(at, Move::Game(action), draft).await
}

#[derive(Deserialize)]
pub struct JoinForm {
    code: Option<String>,
}

/// `POST /tables/{id}/join`: a seat at a public table (from the lobby or the table page).
pub async fn join(
    req: HttpRequest,
    at: At,
    CsrfForm(form): CsrfForm<JoinForm>,
) -> Result<HttpResponse, AppError> {
    let code = form.code.map(|c| normalise_code(&c));
    let key = code.as_deref().map(|c| client::key(&req, &at.0.config, c));
    let mv = Move::Join { code };
    act_at(at, key, Access::join, mv, Draft::default()).await
}

/// An invite code as people type or paste it: the whole link, spaces, capitals.
pub fn normalise_code(input: &str) -> String {
    let input = input.trim().trim_end_matches('/');
    let code = input.rsplit('/').next().unwrap_or(input);
    code.trim().to_ascii_lowercase()
}

/// The table of an invite code from this client (a wrong one is counted against its address).
pub async fn table_by_code(
    state: &AppState,
    req: &HttpRequest,
    code: String,
) -> Result<Option<Table>, AppError> {
    if code.is_empty() || code.len() > 32 {
        return Ok(None);
    }
    let key = client::key(req, &state.config, &code);
    Ok(play::by_invite_code(state, key).await?)
}

fn render_invite(
    page: PageCtx,
    table: &Table,
    refusal: Option<&AppError>,
) -> Result<HttpResponse, AppError> {
    // Seen from outside: no seat, so nothing of any hand.
    let view = table_view(table, None, page.lang);
    let t = TableModel::new(page.lang, &view, page.now);
    let host = seat_name(&view.seats, view.host);
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
    req: HttpRequest,
    state: web::Data<AppState>,
    page: PageCtx,
    code: web::Path<String>,
) -> Result<HttpResponse, AppError> {
    let table = table_by_code(&state, &req, normalise_code(&code))
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
pub async fn join_with_code(
    state: &AppState,
    req: &HttpRequest,
    page: PageCtx,
    table: Table,
) -> Result<HttpResponse, AppError> {
    let account = account_id(&page)?;
    let id = table.row.id;
    let code = Some(table.row.code.clone());
    let key = client::key(req, &state.config, &table.row.code);
    let joined = match play::access(state, id, Some(account), Some(key)).await {
        Ok(gate) => match gate.join() {
            Ok(()) => play::act(state, id, account, Move::Join { code }).await,
            Err(err) => Err(err),
        },
        Err(err) => Err(err),
    };
    match joined.map_err(AppError::from) {
        Ok(_) => Ok(see_other(&format!("/tables/{id}"))),
        Err(err) if shown_on_table(&err) => render_invite(page, &table, Some(&err)),
        Err(err) => Err(err),
    }
}

/// `POST /t/{code}`: join through the invite link.
pub async fn invite_join(
    req: HttpRequest,
    state: web::Data<AppState>,
    page: PageCtx,
    code: web::Path<String>,
    CsrfForm(_): CsrfForm<EmptyForm>,
) -> Result<HttpResponse, AppError> {
    let table = table_by_code(&state, &req, normalise_code(&code))
        .await?
        .ok_or_else(AppError::not_found)?;
    join_with_code(&state, &req, page, table).await
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
}
