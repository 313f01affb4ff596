//! Every error response shaped for its reader: `application/problem+json` under `/api/`, a
//! small page in the reader's language for people, and for people who must sign in, a redirect
//! to the sign-in page that brings them back. The errors themselves are `web::error`'s.

use actix_web::body::{BoxBody, MessageBody};
use actix_web::dev::Payload;
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::header::{self, HeaderValue};
use actix_web::http::StatusCode;
use actix_web::middleware::Next;
use actix_web::{FromRequest, HttpResponse, ResponseError};
use askama::Template;
use percent_encoding::utf8_percent_encode;

use crate::i18n::Lang;
use crate::web::error::{count_refusal, is_api, AppError, Problem, QUERY_VALUE};
use crate::web::lang::{accepted_lang, lang_of};
use crate::web::observe::request_id_of;
use crate::web::pages::PageCtx;

#[derive(Template)]
#[template(path = "error.html")]
struct ErrorPage {
    /// The reader as the other pages see them (signed in or not, in their language); when the
    /// server is busy or failing, what the cookies say: their language, and whether they are
    /// signed in, without their name.
    page: PageCtx,
    status: u16,
    detail: String,
    /// A table's address found nothing: it may be private, which the page must not confirm.
    table_hint: bool,
}

/// Shapes every error response for its reader: problem+json for `/api/`, a page for people,
/// and for people who must sign in, a redirect to the sign-in page that brings them back.
pub async fn render_errors(
    req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<impl MessageBody>, actix_web::Error> {
    let res = next.call(req).await?.map_into_boxed_body();
    let status = res.status();
    if !status.is_client_error() && !status.is_server_error() {
        return Ok(res);
    }
    let app_error = match res.response().error() {
        Some(err) => match err.as_error::<AppError>() {
            Some(app_error) => app_error.clone(),
            None => AppError::new(status, err.to_string()),
        },
        // An error response without an error value was built on purpose (a form shown again
        // with its message): leave it as it is.
        None => return Ok(res),
    };
    count_refusal(&app_error);
    let (req, res) = res.into_parts();
    if is_api(&req) {
        let res = if res.headers().get(header::CONTENT_TYPE)
            == Some(&HeaderValue::from_static("application/problem+json"))
        {
            res
        } else {
            app_error.error_response()
        };
        // The same problem, with the request's id (the headers, such as `Retry-After`, stay).
        let problem = Problem::from(&app_error)
            .for_request(request_id_of(&req).map(|id| id.as_str().to_string()))
            .read_in(&app_error, accepted_lang(&req));
        let body = serde_json::to_vec(&problem).unwrap_or_default();
        return Ok(ServiceResponse::new(req, res.set_body(BoxBody::new(body))));
    }
    if status == StatusCode::UNAUTHORIZED {
        let next = req
            .uri()
            .path_and_query()
            .map(|pq| pq.as_str())
            .unwrap_or("/");
        let location = format!("/sign-in?next={}", utf8_percent_encode(next, QUERY_VALUE));
        let res = HttpResponse::SeeOther()
            .insert_header((header::LOCATION, location))
            .finish();
        return Ok(ServiceResponse::new(req, res));
    }
    let lang = lang_of(&req);
    // Reading the session's account asks the database: not when it is what fails, nor for a
    // client sending too much.
    let page = if status.is_server_error() || status == StatusCode::TOO_MANY_REQUESTS {
        PageCtx::from_cookies(&req)
    } else {
        match PageCtx::from_request(&req, &mut Payload::None).await {
            Ok(page) => page,
            Err(_) => PageCtx::from_cookies(&req),
        }
    };
    let path = req.path();
    let page = ErrorPage {
        page,
        status: status.as_u16(),
        detail: page_detail(&app_error, lang),
        table_hint: status == StatusCode::NOT_FOUND && path.starts_with("/tables/"),
    };
    let body = page
        .render()
        .unwrap_or_else(|_| app_error.detail.to_string());
    let mut out = HttpResponse::build(status);
    if let Some(secs) = app_error.retry_after {
        out.insert_header((header::RETRY_AFTER, secs.to_string()));
    }
    let res = out.content_type("text/html; charset=utf-8").body(body);
    Ok(ServiceResponse::new(req, res))
}

/// An error's sentence for a person: its own, in their language; for an error that has only
/// an English sentence (a form the server could not read, a fault on our side), that sentence
/// to an English reader and a plain one for its kind to the others.
fn page_detail(err: &AppError, lang: Lang) -> String {
    if err.key.is_some() || lang == Lang::En {
        return err.message(lang);
    }
    let key = match err.status {
        status if status.is_server_error() => "error_internal",
        StatusCode::NOT_FOUND => "error_not_found",
        StatusCode::METHOD_NOT_ALLOWED => "error_method",
        StatusCode::PAYLOAD_TOO_LARGE => "error_too_large",
        _ => "error_bad_request",
    };
    lang.t(key).to_string()
}
