//! `fabula deck import DIR --name NAME --owner USERNAME [--public]`: a folder of pictures made
//! into a deck, each file checked and re-encoded exactly as an upload's (`decks::accept`), and
//! the deck made with all its cards in one transaction (`decks::import`), or not at all.

use std::fs;
use std::path::{Path, PathBuf};

use crate::config::Config;
use crate::decks;
use crate::decks::images::{Refusal, MAX_FILE_BYTES};
use crate::store::accounts;

use super::{Database, Outcome};

#[derive(Debug, clap::Args)]
pub struct ImportArgs {
    /// The folder of pictures (PNG, JPEG, WebP or GIF; up to 10 MB each, at most 300): every
    /// file in it, in the order of their names. Subfolders and names that start with a dot
    /// are left out.
    pub dir: PathBuf,

    /// The deck's name (1 to 60 characters).
    #[arg(long)]
    pub name: String,

    /// The username of the account that owns the deck, which must exist: its owner may
    /// rename it, add or remove cards, describe them or delete it, as with a deck they made.
    #[arg(long)]
    pub owner: String,

    /// Anyone may play with the deck. Without it, only its owner (and the tables they host).
    #[arg(long)]
    pub public: bool,
}

/// `fabula deck import`
pub async fn import(config: &Config, args: &ImportArgs) -> Outcome {
    let files = pictures_in(&args.dir)?;
    let database = Database::open(config)?;
    let result = import_into(config, &database, args, files).await;
    database.close();
    result
}

async fn import_into(
    config: &Config,
    database: &Database,
    args: &ImportArgs,
    files: Vec<PathBuf>,
) -> Outcome {
    let state = database.services(config)?;
    let username = args.owner.clone();
    let owner = crate::db::query(&state.pool, move |conn| {
        accounts::by_username(conn, &username)
    })
    .await?
    .ok_or_else(|| {
        format!(
            "there is no account named “{}”: the deck's owner must be an account that exists \
             (sign up first)",
            args.owner
        )
    })?;
    let mut pictures = Vec::new();
    for path in &files {
        let label = decks::file_label(&path.file_name().unwrap_or_default().to_string_lossy());
        let size = fs::metadata(path)
            .map_err(|e| format!("cannot read {}: {e}", path.display()))?
            .len();
        if size > MAX_FILE_BYTES as u64 {
            return Err(decks::refusal(&label, Refusal::TooManyBytes).into());
        }
        let bytes = fs::read(path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
        decks::accept(
            &mut pictures,
            decks::Room::empty(&state.config),
            label,
            bytes,
        )
        .await?;
    }
    let (deck, cards) = decks::import(&state, owner.id, &args.name, args.public, pictures).await?;
    println!(
        "Deck {} “{}” made for {}: {} cards, {}.",
        deck.id,
        deck.name,
        owner.username,
        cards.len(),
        if deck.public { "public" } else { "private" }
    );
    Ok(())
}

/// The files of the folder, in the order of their names.
fn pictures_in(dir: &Path) -> Result<Vec<PathBuf>, String> {
    let entries = fs::read_dir(dir).map_err(|e| format!("cannot read {}: {e}", dir.display()))?;
    let mut files: Vec<PathBuf> = entries
        .flatten()
        .filter(|entry| !entry.file_name().to_string_lossy().starts_with('.'))
        .map(|entry| entry.path())
        .filter(|path| path.is_file())
        .collect();
    files.sort();
    if files.is_empty() {
        return Err(format!("{} holds no pictures.", dir.display()));
    }
    Ok(files)
}
