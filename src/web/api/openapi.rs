//! The contract of API.md as an OpenAPI 3 document, `GET /api/v1/openapi.json`, built from
//! the handlers' own annotations; and a page for people that reads it, `/api`.

use actix_web::{HttpResponse, Responder};
use askama::Template;
use askama_web::WebTemplate;
use serde::Serialize;
use utoipa::openapi::security::{HttpAuthScheme, HttpBuilder, SecurityScheme};
use utoipa::{IntoResponses, Modify, OpenApi, ToSchema};

use crate::view::schema::{
    BoardCardSchema, CardSchema, FirstStorytellerSchema, RevealedCardSchema, RoundSchema,
    SeatPointsSchema,
};
use crate::web::api::{accounts, around, decks, tables};
use crate::web::pages::PageCtx;

/// RFC 9457 problem details: every error of the API.
#[derive(ToSchema)]
#[schema(as = Problem)]
#[allow(dead_code)]
pub struct ProblemSchema {
    #[schema(rename = "type")]
    kind: String,
    title: String,
    status: u16,
    /// What went wrong, as a sentence a player understands.
    detail: String,
}

/// What a move answers: the caller's new view, or why it was refused. Only the document uses
/// it; no value of it is ever made.
#[derive(IntoResponses)]
#[allow(dead_code, clippy::large_enum_variant)]
pub enum MoveAnswers {
    #[response(status = 200, description = "The caller's new view")]
    View(crate::view::TableView),
    #[response(
        status = 403,
        description = "Not a player of this table",
        content_type = "application/problem+json"
    )]
    NotSeated(ProblemSchema),
    #[response(
        status = 404,
        description = "No such table",
        content_type = "application/problem+json"
    )]
    NoTable(ProblemSchema),
    #[response(
        status = 409,
        description = "Not possible now: not your turn, wrong phase, already done, someone was faster",
        content_type = "application/problem+json"
    )]
    NotNow(ProblemSchema),
    #[response(
        status = 422,
        description = "Against the rules",
        content_type = "application/problem+json"
    )]
    AgainstRules(ProblemSchema),
}

struct Security;

impl Modify for Security {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        let components = openapi.components.get_or_insert_with(Default::default);
        components.add_security_scheme(
            "token",
            SecurityScheme::Http(
                HttpBuilder::new()
                    .scheme(HttpAuthScheme::Bearer)
                    .description(Some(
                        "A token from POST /api/v1/tokens, as `Authorization: Bearer <token>`.",
                    ))
                    .build(),
            ),
        );
    }
}

#[derive(OpenApi)]
#[openapi(
    info(
        title = "Fabula API",
        version = "1",
        description = "Play the storytelling card game over days: accounts, tables, moves and \
            history. Errors are application/problem+json. Names are stable within v1."
    ),
    paths(
        accounts::create,
        accounts::create_token,
        accounts::delete_token,
        accounts::me,
        tables::create,
        tables::list,
        tables::show,
        tables::join,
        tables::leave,
        tables::start,
        tables::resign,
        tables::clue,
        tables::submit,
        tables::vote,
        tables::rounds,
        around::chat,
        around::say,
        around::rematch,
        around::extend,
        decks::create,
        decks::list,
        decks::show,
        decks::delete,
        decks::upload,
        decks::delete_card,
        openapi_json,
    ),
    components(schemas(
        CardSchema,
        BoardCardSchema,
        RevealedCardSchema,
        SeatPointsSchema,
        RoundSchema,
        FirstStorytellerSchema,
        ProblemSchema,
    )),
    modifiers(&Security),
    security(("token" = [])),
    tags(
        (name = "accounts", description = "Accounts and API tokens"),
        (name = "tables", description = "Tables: create, join, start, look, history"),
        (name = "moves", description = "The moves of the game; each answers the caller's new view"),
        (name = "chat", description = "What players and spectators say at a table"),
        (name = "decks", description = "Decks of pictures: the built-in deck and your own uploads"),
    )
)]
pub struct ApiDoc;

/// The document, built once.
pub fn document() -> &'static utoipa::openapi::OpenApi {
    static DOC: std::sync::OnceLock<utoipa::openapi::OpenApi> = std::sync::OnceLock::new();
    DOC.get_or_init(ApiDoc::openapi)
}

/// `GET /api/v1/openapi.json`: this API as OpenAPI 3.
#[utoipa::path(
    get,
    path = "/api/v1/openapi.json",
    tag = "accounts",
    security(()),
    responses((status = 200, description = "The OpenAPI document", content_type = "application/json"))
)]
pub async fn openapi_json() -> HttpResponse {
    HttpResponse::Ok().json(document())
}

/// One route for the docs page.
#[derive(Serialize)]
pub struct RouteDoc {
    pub method: String,
    pub path: String,
    pub summary: String,
    pub description: String,
}

#[derive(Template, WebTemplate)]
#[template(path = "api_docs.html")]
struct DocsPage {
    page: PageCtx,
    routes: Vec<RouteDoc>,
}

/// `GET /api`: the API for people who write programs, read from the same document.
pub async fn docs_page(page: PageCtx) -> impl Responder {
    let mut routes = Vec::new();
    for (path, item) in document().paths.paths.iter() {
        let operations = [
            ("GET", &item.get),
            ("POST", &item.post),
            ("PUT", &item.put),
            ("PATCH", &item.patch),
            ("DELETE", &item.delete),
        ];
        for (method, op) in operations {
            if let Some(op) = op {
                routes.push(RouteDoc {
                    method: method.to_string(),
                    path: path.clone(),
                    summary: op.summary.clone().unwrap_or_default(),
                    description: op.description.clone().unwrap_or_default(),
                });
            }
        }
    }
    DocsPage { page, routes }
}
