//! The contract of API.md as an OpenAPI 3 document, `GET /api/v1/openapi.json`, built from
//! the handlers' own annotations; and a page for people that reads it, `/api`.

pub use super::responses::{MoveAnswers, ProblemSchema};
use actix_web::{HttpResponse, Responder};
use askama::Template;
use askama_web::WebTemplate;
use utoipa::openapi::security::{HttpAuthScheme, HttpBuilder, SecurityScheme};
use utoipa::{Modify, OpenApi};

use crate::view::schema::{
    BoardCardSchema, CardSchema, FirstStorytellerSchema, PointsPartSchema, PointsReason,
    RevealedCardSchema, RoundSchema, RulesOptionsSchema, SeatPointsSchema,
};
use crate::web::api::{
    accounts, admin, around, bots, decks, moderation, push, safety, substitutes, tables, webhooks,
};
use crate::web::markdown;
use crate::web::pages::PageCtx;

/// What the text fields take (src/text.rs), as patterns of the document: no control
/// characters, none that reorder text; display names also no invisible ones; chat and clues
/// may break lines. The `_TEXT` ones also need something besides spaces.
pub const LINE: &str = "^[^\\u0000-\\u001f\\u007f-\\u009f\\u202a-\\u202e\\u2066-\\u2069]*$";
pub const LINE_TEXT: &str = "^[^\\u0000-\\u001f\\u007f-\\u009f\\u202a-\\u202e\\u2066-\\u2069]*[^\\s\\u0000-\\u001f\\u007f-\\u009f\\u202a-\\u202e\\u2066-\\u2069][^\\u0000-\\u001f\\u007f-\\u009f\\u202a-\\u202e\\u2066-\\u2069]*$";
pub const NAME: &str = "^[^\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u202a-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb]*$";
pub const LINES_TEXT: &str = "^[^\\u0000-\\u0009\\u000b\\u000c\\u000e-\\u001f\\u007f-\\u009f\\u202a-\\u202e\\u2066-\\u2069]*[^\\s\\u0000-\\u001f\\u007f-\\u009f\\u202a-\\u202e\\u2066-\\u2069][^\\u0000-\\u0009\\u000b\\u000c\\u000e-\\u001f\\u007f-\\u009f\\u202a-\\u202e\\u2066-\\u2069]*$";

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

/// What a field of a body takes beyond its type, where the derive cannot say it.
enum Rule {
    /// The text fields' patterns (one place for each).
    Pattern(&'static str),
    /// A board position: 1 to 100 (a position the board does not have is against the rules).
    Position,
}

/// The rules of the body fields, set on their properties in one place.
struct FieldRules;

impl Modify for FieldRules {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        use utoipa::openapi::schema::{ArrayItems, Schema};
        use utoipa::openapi::RefOr;
        let rules = [
            ("NewAccountBody", "display_name", Rule::Pattern(NAME)),
            ("MeChange", "display_name", Rule::Pattern(NAME)),
            ("NewTokenBody", "name", Rule::Pattern(LINE)),
            ("NewDeckBody", "name", Rule::Pattern(LINE_TEXT)),
            ("ChatBody", "body", Rule::Pattern(LINES_TEXT)),
            ("ClueBody", "clue", Rule::Pattern(LINES_TEXT)),
            ("NewPushSubscription", "device", Rule::Pattern(LINE)),
            ("VoteBody", "positions", Rule::Position),
            ("VoteBody", "red", Rule::Position),
            ("ReasonBody", "reason", Rule::Pattern(LINES_TEXT)),
            ("SuspendBody", "reason", Rule::Pattern(LINES_TEXT)),
            ("QuotasBody", "reason", Rule::Pattern(LINES_TEXT)),
        ];
        let Some(components) = openapi.components.as_mut() else {
            return;
        };
        for (schema, property, rule) in rules {
            let Some(RefOr::T(Schema::Object(object))) = components.schemas.get_mut(schema) else {
                continue;
            };
            let field = match object.properties.get_mut(property) {
                Some(RefOr::T(Schema::Array(array))) => match &mut array.items {
                    ArrayItems::RefOrSchema(items) => match items.as_mut() {
                        RefOr::T(Schema::Object(item)) => item,
                        _ => continue,
                    },
                    _ => continue,
                },
                Some(RefOr::T(Schema::Object(field))) => field,
                _ => continue,
            };
            match rule {
                Rule::Pattern(pattern) => field.pattern = Some(pattern.to_string()),
                Rule::Position => {
                    field.minimum = Some(utoipa::Number::UInt(1));
                    field.maximum = Some(utoipa::Number::UInt(100));
                }
            }
        }
    }
}

/// Bodies whose Rust type refuses every field it does not know but reads some of them through a
/// flattened part (a new table's body reads the options so): the derive describes them as an
/// `allOf`, which cannot say that nothing else is taken. Each becomes one object with the
/// properties of all its parts and `additionalProperties: false`, as the server reads it.
struct ClosedBodies;

impl Modify for ClosedBodies {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        use utoipa::openapi::schema::{AdditionalProperties, Object, Schema};
        use utoipa::openapi::RefOr;
        let Some(components) = openapi.components.as_mut() else {
            return;
        };
        for name in ["NewTableBody"] {
            let Some(RefOr::T(Schema::AllOf(all_of))) = components.schemas.get(name) else {
                continue;
            };
            let mut closed = Object::new();
            closed.description = all_of.description.clone();
            for part in &all_of.items {
                let part = match part {
                    RefOr::Ref(reference) => reference
                        .ref_location
                        .rsplit('/')
                        .next()
                        .and_then(|target| components.schemas.get(target)),
                    inline => Some(inline),
                };
                if let Some(RefOr::T(Schema::Object(object))) = part {
                    closed.properties.extend(object.properties.clone());
                    closed.required.extend(object.required.iter().cloned());
                }
            }
            closed.schema_type =
                utoipa::openapi::schema::SchemaType::new(utoipa::openapi::schema::Type::Object);
            closed.additional_properties = Some(Box::new(AdditionalProperties::FreeForm(false)));
            components
                .schemas
                .insert(name.to_string(), RefOr::T(Schema::Object(closed)));
        }
    }
}

/// What OpenAPI 3.1 says its own way, where the derive still writes 3.0's: a file is a string
/// whose `contentMediaType` names its type (the upload's parts; the export's zip, not an array of
/// integers); an operation that needs no token overrides the document's `security` with an
/// empty list, which client generators read as "no token" (the anonymous requirement `{}` alone
/// is read as needing one).
struct ThreeOne;

impl Modify for ThreeOne {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        use utoipa::openapi::schema::{ArrayItems, Object, Schema, SchemaType, Type};
        use utoipa::openapi::RefOr;
        let file = |media_type: &str| {
            let mut file = Object::with_type(SchemaType::new(Type::String));
            file.content_media_type = media_type.to_string();
            RefOr::T(Schema::Object(file))
        };
        if let Some(components) = openapi.components.as_mut() {
            if let Some(RefOr::T(Schema::Object(upload))) = components.schemas.get_mut("DeckUpload")
            {
                if let Some(RefOr::T(Schema::Array(files))) = upload.properties.get_mut("files") {
                    files.items =
                        ArrayItems::RefOrSchema(Box::new(file("application/octet-stream")));
                }
            }
        }
        for op in operations_mut(openapi) {
            if anonymous_only(op) {
                op.security = Some(Vec::new());
            }
            for answer in op.responses.responses.values_mut() {
                let RefOr::T(answer) = answer else { continue };
                for (media_type, content) in answer.content.iter_mut() {
                    let RefOr::T(content) = content else { continue };
                    if !media_type.starts_with("application/json")
                        && !media_type.ends_with("+json")
                        && !media_type.starts_with("text/")
                    {
                        content.schema = Some(file(media_type));
                    }
                }
            }
        }
    }
}

/// Every operation of the document, to change.
fn operations_mut(
    openapi: &mut utoipa::openapi::OpenApi,
) -> impl Iterator<Item = &mut utoipa::openapi::path::Operation> {
    openapi.paths.paths.values_mut().flat_map(|item| {
        [
            &mut item.get,
            &mut item.put,
            &mut item.post,
            &mut item.patch,
            &mut item.delete,
        ]
        .into_iter()
        .flatten()
    })
}

/// Whether the operation takes no token: its requirement is only the anonymous one, `{}` (as
/// `security(())` writes it), or none at all (`[]`).
fn anonymous_only(op: &utoipa::openapi::path::Operation) -> bool {
    serde_json::to_value(&op.security)
        .is_ok_and(|v| v == serde_json::json!([{}]) || v == serde_json::json!([]))
}

/// The answers any operation may give besides its own, added to each one it fits: a request
/// that cannot be read, a missing or revoked token, a body too slow, too large or of another
/// type, too many requests from one address at once, and the server unable to serve now.
struct CommonAnswers;

impl Modify for CommonAnswers {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        for op in operations_mut(openapi) {
            // `security(())`: the operation needs no token.
            let open = anonymous_only(op);
            let body = op.request_body.is_some();
            let mut answers = vec![(
                "400",
                "The request cannot be read: a parameter or the body is malformed",
            )];
            if !open {
                answers.push(("401", "No valid token (or session): sign in first"));
            }
            if body {
                answers.extend([
                    (
                        "408",
                        "The body did not arrive in time; the connection is closed",
                    ),
                    ("413", "The body is too large"),
                    ("415", "The body is not of the type this operation reads"),
                    ("422", "A value breaks the rules"),
                ]);
            }
            answers.extend([
                ("429", "Too many requests from this address at once, or too many attempts"),
                ("503", "The server cannot serve now (its database is away, or password checks are busy); try again"),
            ]);
            for (status, description) in answers {
                op.responses
                    .responses
                    .entry(status.to_string())
                    .or_insert_with(|| problem_answer(description).into());
            }
        }
    }
}

fn problem_answer(description: &str) -> utoipa::openapi::Response {
    utoipa::openapi::ResponseBuilder::new()
        .description(description)
        .content(
            "application/problem+json",
            utoipa::openapi::Content::new(Some(utoipa::openapi::Ref::from_schema_name("Problem"))),
        )
        .build()
}

/// The methods the API takes at `path` (`/api/v1/tables/12`), when the path is one of its own.
pub fn methods_at(path: &str) -> Option<Vec<&'static str>> {
    let asked: Vec<&str> = path.trim_end_matches('/').split('/').collect();
    document().paths.paths.iter().find_map(|(template, item)| {
        let pattern: Vec<&str> = template.split('/').collect();
        let fits = pattern.len() == asked.len()
            && pattern
                .iter()
                .zip(&asked)
                .all(|(p, a)| p == a || (p.starts_with('{') && !a.is_empty()));
        if !fits {
            return None;
        }
        let mut methods = Vec::new();
        for (name, op) in [
            ("GET", &item.get),
            ("POST", &item.post),
            ("PUT", &item.put),
            ("PATCH", &item.patch),
            ("DELETE", &item.delete),
        ] {
            if op.is_some() {
                methods.push(name);
            }
        }
        Some(methods)
    })
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
        accounts::change_me,
        accounts::delete_me,
        accounts::export_me,
        accounts::set_away,
        accounts::end_away,
        tables::create,
        tables::list,
        tables::show,
        tables::join,
        tables::leave,
        tables::teams,
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
        substitutes::offer,
        substitutes::take,
        substitutes::substitutions,
        substitutes::watch,
        bots::add,
        bots::remove,
        bots::take,
        bots::pace,
        decks::create,
        decks::list,
        decks::show,
        decks::delete,
        decks::upload,
        decks::delete_card,
        admin::invites,
        admin::create_invite,
        admin::delete_invite,
        moderation::reports,
        moderation::close,
        moderation::hide_message,
        moderation::restore_message,
        moderation::hide_card,
        moderation::restore_card,
        moderation::remove_table_name,
        moderation::make_private,
        moderation::suspensions,
        moderation::suspend,
        moderation::lift,
        moderation::quotas_lifted,
        moderation::set_quotas,
        moderation::actions,
        webhooks::list,
        webhooks::create,
        webhooks::delete,
        webhooks::enable,
        push::key,
        push::list,
        push::add,
        push::remove,
        safety::list,
        safety::create,
        safety::delete,
        safety::report,
        openapi_json,
    ),
    components(schemas(
        CardSchema,
        BoardCardSchema,
        RevealedCardSchema,
        SeatPointsSchema,
        PointsPartSchema,
        PointsReason,
        RoundSchema,
        FirstStorytellerSchema,
        RulesOptionsSchema,
        ProblemSchema,
        tables::ListedStatus,
    )),
    modifiers(&Security, &CommonAnswers, &FieldRules, &ClosedBodies, &ThreeOne),
    security(("token" = [])),
    tags(
        (name = "accounts", description = "Accounts and API tokens"),
        (name = "tables", description = "Tables: create, join, start, look, history"),
        (name = "moves", description = "The moves of the game; each answers the caller's new view"),
        (name = "chat", description = "What players and spectators say at a table"),
        (name = "decks", description = "Decks of pictures: the built-in deck and your own uploads"),
        (name = "webhooks", description = "Your programs, told of your notices by signed POSTs"),
        (name = "push", description = "Push notifications to the browsers you turned them on in"),
        (name = "safety", description = "Blocking players and reporting what should not be there"),
        (name = "admin", description = "What the server's admins do; 403 for anyone else"),
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
    get, operation_id = "getOpenApiDocument",
    path = "/api/v1/openapi.json",
    tag = "accounts",
    security(()),
    responses((status = 200, description = "The OpenAPI document", content_type = "application/json"))
)]
pub async fn openapi_json() -> HttpResponse {
    HttpResponse::Ok().json(document())
}

/// One route for the docs page. The document's summaries and descriptions are Markdown (the
/// handlers' doc comments); here they are HTML, safe to put in the page as it is.
pub struct RouteDoc {
    pub method: String,
    pub path: String,
    pub summary_html: String,
    pub description_html: String,
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
                    summary_html: markdown::to_inline_html(op.summary.as_deref().unwrap_or("")),
                    description_html: markdown::to_html(op.description.as_deref().unwrap_or("")),
                });
            }
        }
    }
    DocsPage { page, routes }
}
