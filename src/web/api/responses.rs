//! Shapes of the API's answers that only the OpenAPI document uses: every error
//! (`web::error::Problem` is what is sent), and what a move answers.

use utoipa::{IntoResponses, ToSchema};

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
    /// The request's id, as in its `X-Request-Id` header and the server's log: quote it when
    /// reporting a problem.
    request_id: String,
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
        description = "Not a player of this table (one you may see)",
        content_type = "application/problem+json"
    )]
    NotSeated(ProblemSchema),
    #[response(
        status = 404,
        description = "No such table, or not yours to see",
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
