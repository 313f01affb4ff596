//! The home page.

use askama::Template;
use askama_web::WebTemplate;

use crate::web::pages::PageCtx;

#[derive(Template, WebTemplate)]
#[template(path = "home.html")]
pub struct HomePage {
    page: PageCtx,
}

/// `GET /`
pub async fn show(page: PageCtx) -> HomePage {
    HomePage { page }
}
