//! The storybook: a finished table's whole story in one HTML file to keep, in the reader's
//! language. Every picture is embedded and every style inline, so that it reads offline and
//! prints; it holds no script at all.

use std::collections::HashMap;

use actix_web::http::header::{self, ContentDisposition, DispositionParam, DispositionType};
use actix_web::http::StatusCode;
use actix_web::{web, HttpResponse};
use askama::Template;

use crate::i18n::Sentence;
use crate::ids::TableId;
use crate::play;
use crate::state::AppState;
use crate::store::tables::TableStatus;
use crate::view::table_view;
use crate::web::cards;
use crate::web::error::AppError;
use crate::web::pages::history::reveals;
use crate::web::pages::table_model::{ruleset_name, table_name, Reveal};
use crate::web::pages::table_page::card_texts;
use crate::web::pages::{account_id, PageCtx};

#[derive(Template)]
#[template(path = "storybook.html")]
struct Storybook {
    page: PageCtx,
    title: String,
    ruleset_name: &'static str,
    finished: Option<String>,
    scores: Vec<FinalScore>,
    rounds: Vec<Reveal>,
    /// Each card's picture as a `data:` URI, by card id; a card missing here is one the
    /// reader may not see.
    pictures: HashMap<i64, String>,
}

/// A seat's final score.
struct FinalScore {
    name: String,
    score: u32,
    winner: bool,
}

impl Storybook {
    fn picture(&self, card_id: &i64) -> Option<&str> {
        self.pictures.get(card_id).map(String::as_str)
    }
}

/// `GET /tables/{id}/storybook`: the file, as a download. For those who may see the table
/// (404 otherwise, as everywhere a table is hidden), once it is finished (409 before).
pub async fn download(
    state: web::Data<AppState>,
    page: PageCtx,
    id: web::Path<TableId>,
) -> Result<HttpResponse, AppError> {
    let account = account_id(&page)?;
    let id = id.into_inner();
    let seen = play::see(&state, id, account).await?;
    let table = play::load_visible(&state, seen).await?;
    if table.row.status != TableStatus::Finished {
        return Err(AppError::said(
            StatusCode::CONFLICT,
            Sentence::new("storybook_not_finished"),
        ));
    }
    let results = play::history::rounds(&state, seen).await?;
    let view = table_view(&table, Some(account), page.lang);
    let lang = page.lang;
    let rounds = reveals(lang, &view, &results);
    let ids: Vec<i64> = rounds.iter().flat_map(Reveal::card_ids).collect();
    let texts = card_texts(&state, page.lang, ids.clone()).await?;
    let mut pictures = HashMap::new();
    for card_id in ids {
        if let Some(uri) = cards::embedded(&state, card_id, account, lang).await? {
            pictures.insert(card_id, uri);
        }
    }
    let winners = view.winners.clone().unwrap_or_default();
    let mut scores: Vec<FinalScore> = view
        .seats
        .iter()
        .map(|s| FinalScore {
            name: s.display_name.clone(),
            score: s.score,
            winner: winners.contains(&s.seat),
        })
        .collect();
    scores.sort_by_key(|s| std::cmp::Reverse(s.score));
    let host = view
        .seats
        .get(view.host)
        .map(|s| s.display_name.as_str())
        .unwrap_or_default();
    let book = Storybook {
        title: table_name(lang, view.name.as_deref(), host),
        ruleset_name: ruleset_name(lang, view.ruleset),
        finished: table
            .row
            .finished_at
            .map(|at| lang.fill("storybook_finished", &[("date", &page.when(&at))])),
        scores,
        rounds: rounds
            .into_iter()
            .map(|r| r.describe(lang, &texts))
            .collect(),
        pictures,
        page,
    };
    let body = book.render().map_err(AppError::internal)?;
    Ok(HttpResponse::Ok()
        .content_type("text/html; charset=utf-8")
        .insert_header(ContentDisposition {
            disposition: DispositionType::Attachment,
            parameters: vec![DispositionParam::Filename(format!(
                "fabula-table-{id}.html"
            ))],
        })
        .insert_header((header::CACHE_CONTROL, "private, no-store"))
        .body(body))
}
