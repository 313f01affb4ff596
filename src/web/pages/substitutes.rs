//! The pages of substitutes: the host offers a resigned player's seat from the table page and
//! gets a link to send; the link's page invites whoever opens it to take the seat. The page
//! shows the table as anyone outside it sees it: never a card. And the button of a started
//! table's invite page that lets whoever holds its code watch it.

use actix_web::http::StatusCode;
use actix_web::{web, HttpRequest, HttpResponse};
use askama::Template;

use crate::game::Seat;
use crate::ids::TableId;
use crate::play::{self, Move};
use crate::state::AppState;
use crate::store::tables::{Table, TableStatus};
use crate::view::table_view;
use crate::web::api::substitutes::take_link;
use crate::web::auth::CsrfForm;
use crate::web::client;
use crate::web::error::AppError;
use crate::web::pages::table_model::{seat_name, TableModel};
use crate::web::pages::table_page::EmptyForm;
use crate::web::pages::tables::{normalise_code, table_by_code};
use crate::web::pages::{account_id, html, private_page, see_other, PageCtx};

impl TableModel {
    /// The seats the host may offer to someone else (resigned, the game going on), with
    /// their player's name; empty for anyone but the host.
    pub fn seats_to_offer(&self) -> Vec<(usize, &str)> {
        let host_looks = self.seats.iter().any(|s| s.you && s.host);
        if !host_looks || self.status != TableStatus::Playing {
            return Vec::new();
        }
        self.seats
            .iter()
            .enumerate()
            .filter(|(_, s)| s.resigned)
            .map(|(seat, s)| (seat, s.name.as_str()))
            .collect()
    }
}

/// The link the host sends, shown once.
#[derive(Template)]
#[template(path = "table_offer.html")]
struct OfferPage {
    page: PageCtx,
    id: TableId,
    table: String,
    name: String,
    link: String,
}

/// The invitation to take a seat.
#[derive(Template)]
#[template(path = "table_take.html")]
struct TakePage {
    page: PageCtx,
    table: String,
    /// "{host} invites you to play on in {name}'s seat…"
    text: String,
    /// Where the button posts (the link itself).
    action: String,
    error: Option<String>,
}

/// `POST /tables/{id}/seats/{seat}/offer`: the host offers the seat; a page with its link.
pub async fn offer(
    state: web::Data<AppState>,
    page: PageCtx,
    path: web::Path<(TableId, u32)>,
    CsrfForm(_): CsrfForm<EmptyForm>,
) -> Result<HttpResponse, AppError> {
    let account = account_id(&page)?;
    let (id, seat) = path.into_inner();
    let seat = seat as Seat;
    play::see(&state, id, account).await?;
    let (table, code) = play::offer_seat(&state, id, account, seat).await?;
    let view = table_view(&table, Some(account), page.lang);
    let model = TableModel::new(page.lang, &view, page.now);
    let link = take_link(state.config.base_url(), id, seat, &code);
    // The link is a key to the seat: the page is never stored.
    Ok(private_page(html(
        StatusCode::OK,
        OfferPage {
            id,
            table: model.name,
            name: seat_name(&view.seats, seat),
            link,
            page,
        },
    )?))
}

fn render_take(
    page: PageCtx,
    table: &Table,
    seat: Seat,
    code: &str,
    refusal: Option<&AppError>,
) -> Result<HttpResponse, AppError> {
    // Seen from outside: no seat, so nothing of any hand.
    let view = table_view(table, None, page.lang);
    let model = TableModel::new(page.lang, &view, page.now);
    let score = view.seats.get(seat).map_or(0, |s| s.score);
    let text = page.lang.fill(
        "subs_take_text",
        &[
            ("host", &seat_name(&view.seats, view.host)),
            ("name", &seat_name(&view.seats, seat)),
            ("score", &score.to_string()),
            ("round", &view.round.to_string()),
        ],
    );
    let status = refusal.map_or(StatusCode::OK, |e| e.status);
    Ok(private_page(html(
        status,
        TakePage {
            error: refusal.map(|e| e.message(page.lang)),
            table: model.name,
            text,
            action: format!("/tables/{}/take/{seat}/{code}", table.row.id),
            page,
        },
    )?))
}

/// `GET /tables/{id}/take/{seat}/{code}`: the invitation, with a button to take the seat.
pub async fn invitation(
    req: HttpRequest,
    state: web::Data<AppState>,
    page: PageCtx,
    path: web::Path<(TableId, u32, String)>,
) -> Result<HttpResponse, AppError> {
    let (id, seat, code) = path.into_inner();
    let seat = seat as Seat;
    let caller = page.user.as_ref().map(|u| u.id);
    let key = || client::key(&req, &state.config, &code);
    play::access(&state, id, caller, Some(key()))
        .await?
        .invitation(seat)?;
    let table = play::offered(&state, id, seat, key()).await?;
    if let Some(user) = &page.user {
        if table.seat_of(user.id).is_some() {
            return Ok(see_other(&format!("/tables/{id}")));
        }
    }
    render_take(page, &table, seat, &code, None)
}

/// `POST /tables/{id}/take/{seat}/{code}`: takes the seat and goes to the table; the
/// invitation again with the reason when refused.
pub async fn take(
    req: HttpRequest,
    state: web::Data<AppState>,
    page: PageCtx,
    path: web::Path<(TableId, u32, String)>,
    CsrfForm(_): CsrfForm<EmptyForm>,
) -> Result<HttpResponse, AppError> {
    let account = account_id(&page)?;
    let (id, seat, code) = path.into_inner();
    let seat = seat as Seat;
    let mv = Move::Take {
        seat,
        code: code.clone(),
    };
    let key = || client::key(&req, &state.config, &code);
    let gate = play::access(&state, id, Some(account), Some(key())).await?;
    let taken = match gate.take() {
        Ok(()) => play::act(&state, id, account, mv).await.map(drop),
        Err(err) => Err(err),
    };
    let refusal = match taken {
        Ok(()) => return Ok(see_other(&format!("/tables/{id}"))),
        Err(err) => AppError::from(err),
    };
    match play::offered(&state, id, seat, key()).await {
        Ok(table) => render_take(page, &table, seat, &code, Some(&refusal)),
        Err(_) => Err(refusal),
    }
}

/// `POST /t/{code}/watch`: watch a started table with its invite code, then go to it.
pub async fn watch(
    req: HttpRequest,
    state: web::Data<AppState>,
    page: PageCtx,
    code: web::Path<String>,
    CsrfForm(_): CsrfForm<EmptyForm>,
) -> Result<HttpResponse, AppError> {
    let account = account_id(&page)?;
    let code = normalise_code(&code);
    let table = table_by_code(&state, &req, code.clone())
        .await?
        .ok_or_else(AppError::not_found)?;
    let id = table.row.id;
    let key = client::key(&req, &state.config, &code);
    play::access(&state, id, Some(account), Some(key))
        .await?
        .watch()?;
    play::act(&state, id, account, Move::Watch { code }).await?;
    Ok(see_other(&format!("/tables/{id}")))
}
