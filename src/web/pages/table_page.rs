//! The table page and what every form about a table shares: the page itself with the reason a
//! form was refused, the form's draft, the chat, and making a move through `play::act`.

use actix_web::http::StatusCode;
use actix_web::{web, HttpResponse};
use askama::Template;
use serde::Deserialize;

use crate::config::Config;
use crate::ids::{AccountId, TableId};
use crate::play::{self, Move};
use crate::state::AppState;
use crate::store::messages;
use crate::store::tables::Table;
use crate::view::table_view;
use crate::web::error::AppError;
use crate::web::pages::table_model::TableModel;
use crate::web::pages::{account_id, html, see_other, PageCtx};

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

/// What a refused form had in it, to show it again as it was.
#[derive(Default)]
pub struct Draft {
    pub clue: String,
    pub cards: Vec<i64>,
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

/// The address of a table's invite link, on the site's public address.
fn invite_url(config: &Config, code: &str) -> String {
    format!("{}/t/{code}", config.base_url())
}

pub async fn render_table(
    state: &AppState,
    page: PageCtx,
    table: &Table,
    account_id: AccountId,
    refusal: Option<&AppError>,
    draft: Draft,
) -> Result<HttpResponse, AppError> {
    let view = table_view(table, Some(account_id));
    let now = state.clock.now();
    let mut t = TableModel::new(page.lang, &view, now);
    t.settle_reveal(page.lang, page.seen_round(table.row.id.0));
    let status = refusal.map_or(StatusCode::OK, |e| e.status);
    let chat = chat_lines(state, table, account_id).await?;
    let mut res = html(
        status,
        TablePage {
            error: refusal.map(|e| e.message(page.lang)),
            invite_url: invite_url(&state.config, &t.code),
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
    state: &AppState,
    page: PageCtx,
    table_id: TableId,
    account: AccountId,
    err: AppError,
    draft: Draft,
) -> Result<HttpResponse, AppError> {
    match play::load_visible(state, table_id, account).await {
        Ok(table) => render_table(state, page, &table, account, Some(&err), draft).await,
        Err(_) => Err(err),
    }
}

/// Whether a refusal is shown on the table page (rather than as an error page): a move the
/// rules or the moment do not allow, on a table the person may see.
pub fn shown_on_table(err: &AppError) -> bool {
    matches!(
        err.status,
        StatusCode::FORBIDDEN | StatusCode::CONFLICT | StatusCode::UNPROCESSABLE_ENTITY
    )
}

/// What every move's handler needs besides its form: the app, the page's
/// context and the table's id.
pub type At = (web::Data<AppState>, PageCtx, web::Path<TableId>);

/// Makes a move; back to the table page, with the reason when it was refused.
pub async fn act(at: At, mv: Move, draft: Draft) -> Result<HttpResponse, AppError> {
    let (state, page, id) = at;
    let table_id = id.into_inner();
    let account = account_id(&page)?;
    match play::act(&state, table_id, account, mv)
        .await
        .map_err(AppError::from)
    {
        Ok(_) => Ok(see_other(&format!("/tables/{table_id}"))),
        Err(err) if shown_on_table(&err) => {
            show_refusal(&state, page, table_id, account, err, draft).await
        }
        Err(err) => Err(err),
    }
}

/// A form with nothing but its CSRF token.
#[derive(Deserialize)]
pub struct EmptyForm {}

/// A chat message as the page shows it. Plain text: the templates escape it.
pub struct ChatLine {
    pub name: String,
    pub you: bool,
    /// Written by someone who does not play at the table.
    pub spectator: bool,
    pub body: String,
    pub iso: String,
    pub utc: String,
}

/// The table's chat for its page and its history, oldest first.
pub async fn chat_lines(
    state: &AppState,
    table: &Table,
    account: AccountId,
) -> Result<Vec<ChatLine>, AppError> {
    let table_id = table.row.id;
    let list =
        crate::db::query(&state.pool, move |conn| messages::of_table(conn, table_id)).await?;
    Ok(list
        .into_iter()
        .map(|m| ChatLine {
            you: m.account_id == account,
            spectator: table.seat_of(m.account_id).is_none(),
            name: m.display_name,
            body: m.body,
            iso: m
                .created_at
                .to_rfc3339_opts(chrono::SecondsFormat::Secs, true),
            utc: m.created_at.format("%Y-%m-%d %H:%M UTC").to_string(),
        })
        .collect())
}
