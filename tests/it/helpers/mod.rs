//! The test harness, read like the API: `TestApp::spawn()` (or `TestApp::builder()` with a
//! clock, an SMTP server or another app's database) starts the real application on a free port;
//! `app.api_user(..)` and `app.start_table(..)` give JSON API clients whose methods are the
//! routes; `app.person(..)` gives someone at a browser who reads pages and sends forms. Table
//! views are read into the typed structs of `view`.

mod api;
mod app;
mod database;
mod decks;
mod game;
pub mod mail;
mod person;
mod ports;
pub mod view;

pub use api::{ApiClient, Table, PASSWORD};
pub use app::{browser, count_in, problem, TestApp};
pub use database::{
    create_database, create_empty_database, drop_database, own_cluster, OwnCluster,
};
pub use decks::{as_files, encode, multipart, picture, png, pngs, Part};
pub use person::{csrf_of, has_form, inputs, location, Person};
pub use ports::{free_port, FreePorts};
pub use view::{Move, Phase, Status, TableView};

/// Whether a page or a JSON answer shows card `card`'s picture: at `/cards/{id}` (the API's
/// address, and an uploaded card's) or at `/cards/{id}?v=…` (a built-in card on the pages).
pub fn shows_card(text: &str, card: impl std::fmt::Display) -> bool {
    text.contains(&format!("/cards/{card}\"")) || text.contains(&format!("/cards/{card}?v="))
}

/// Waits, however slow the machine, until `ready` holds (a minute at most).
pub async fn until(what: &str, mut ready: impl FnMut() -> bool) {
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(60);
    while !ready() {
        assert!(
            std::time::Instant::now() < deadline,
            "still waiting for {what}"
        );
        tokio::time::sleep(std::time::Duration::from_millis(10)).await;
    }
}
