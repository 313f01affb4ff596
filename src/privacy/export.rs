//! A player's data, all of it, to take away: a zip of JSON files and the pictures of their
//! decks (see `store::export` for what each file holds).

use std::io::{Cursor, Write};

use crate::db::DbError;
use crate::ids::AccountId;
use crate::state::AppState;
use crate::store::export::{self as store, Export};

/// Why the export could not be made.
#[derive(Debug, thiserror::Error)]
pub enum ExportError {
    #[error("writing the zip failed: {0}")]
    Zip(String),
    #[error(transparent)]
    Db(#[from] DbError),
}

/// The zip of everything Fabula holds about the account.
pub async fn export(state: &AppState, account_id: AccountId) -> Result<Vec<u8>, ExportError> {
    let export = crate::db::query(&state.pool, move |conn| store::export(conn, account_id)).await?;
    tokio::task::spawn_blocking(move || zip(&export))
        .await
        .map_err(|e| ExportError::Zip(e.to_string()))?
        .map_err(|e| ExportError::Zip(e.to_string()))
}

/// The file name of a picture, by its type.
fn extension(content_type: &str) -> &'static str {
    match content_type {
        "image/png" => "png",
        "image/jpeg" => "jpg",
        "image/webp" => "webp",
        "image/gif" => "gif",
        _ => "bin",
    }
}

/// JSON as PostgreSQL wrote it, laid out for people to read.
fn pretty(json: &str) -> Vec<u8> {
    serde_json::from_str::<serde_json::Value>(json)
        .and_then(|value| serde_json::to_vec_pretty(&value))
        .unwrap_or_else(|_| json.as_bytes().to_vec())
}

fn zip(export: &Export) -> zip::result::ZipResult<Vec<u8>> {
    let options = zip::write::SimpleFileOptions::default()
        .compression_method(zip::CompressionMethod::Deflated);
    let mut zip = zip::ZipWriter::new(Cursor::new(Vec::new()));
    for (name, json) in [
        ("account.json", &export.account),
        ("tables.json", &export.tables),
        ("messages.json", &export.messages),
    ] {
        zip.start_file(name, options)?;
        zip.write_all(&pretty(json))?;
    }
    let decks: Vec<serde_json::Value> = serde_json::from_str(&export.decks).unwrap_or_default();
    for deck in &decks {
        zip.start_file(format!("decks/{}/deck.json", deck["id"]), options)?;
        zip.write_all(&serde_json::to_vec_pretty(deck).unwrap_or_default())?;
    }
    for picture in &export.pictures {
        let name = format!(
            "decks/{}/{}.{}",
            picture.deck_id,
            picture.card_id,
            extension(&picture.content_type)
        );
        // Pictures are compressed already.
        let stored = options.compression_method(zip::CompressionMethod::Stored);
        zip.start_file(name, stored)?;
        zip.write_all(&picture.image)?;
    }
    Ok(zip.finish()?.into_inner())
}
