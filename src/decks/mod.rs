//! Decks of pictures for both front ends (the pages and the API call the same functions): who
//! may see or change a deck, and what goes into one.

pub mod images;

use diesel::Connection;
use tokio::sync::Semaphore;

use crate::db::{self, DbError};
use crate::i18n::Sentence;
use crate::ids::{AccountId, DeckId};
use crate::quotas::{self, Limits, Quota, QuotaError, Reached};
pub use crate::state::card_files::BuiltinCards;
use crate::state::AppState;
use crate::store::decks::{
    self as store, Added, CardInfo, CardMeta, Deck, DeckSummary, Deleted, NewCard,
};
use crate::text::{self, Field};
use images::{Picture, Refusal};

/// Pictures decoded at the same time, server-wide: one per core. Decoding a 40-megapixel
/// picture holds up to `images::MAX_ALLOC` for a moment; a few at once keep the server's
/// memory within bounds.
static DECODING: std::sync::LazyLock<Semaphore> = std::sync::LazyLock::new(|| {
    Semaphore::new(std::thread::available_parallelism().map_or(1, |n| n.get()))
});

/// Why a deck, or a picture for it, was refused. Nothing was written.
#[derive(Debug, thiserror::Error)]
pub enum DeckError {
    /// No such deck or card, or not one this account may know of.
    #[error("There is nothing at this address.")]
    NotFound,
    /// A private deck, and nobody is signed in (perhaps its owner, signed out).
    #[error("Please sign in first.")]
    SignInFirst,
    /// Someone else's deck, or the built-in one.
    #[error("{0}")]
    Forbidden(Sentence),
    /// Not possible now: in use by a table, full, a picture already in it.
    #[error("{0}")]
    Conflict(Sentence),
    /// A name or a file against the rules.
    #[error("{0}")]
    Invalid(Sentence),
    /// A file or an upload over its size limit.
    #[error("{0}")]
    TooLarge(Sentence),
    /// A quota of the account reached (`quotas`).
    #[error(transparent)]
    Quota(Reached),
    #[error(transparent)]
    Db(#[from] DbError),
}

impl From<QuotaError> for DeckError {
    fn from(err: QuotaError) -> DeckError {
        match err {
            QuotaError::Reached(reached) => DeckError::Quota(reached),
            QuotaError::Db(e) => e.into(),
        }
    }
}

impl From<diesel::result::Error> for DeckError {
    fn from(err: diesel::result::Error) -> DeckError {
        DeckError::Db(err.into())
    }
}

impl DeckError {
    fn forbidden(key: &'static str) -> DeckError {
        DeckError::Forbidden(Sentence::new(key))
    }
}

/// The kinds of refusal of a file.
enum Kind {
    Invalid,
    TooLarge,
}

impl Kind {
    fn error(self, sentence: Sentence) -> DeckError {
        match self {
            Kind::Invalid => DeckError::Invalid(sentence),
            Kind::TooLarge => DeckError::TooLarge(sentence),
        }
    }
}

/// A deck that `viewer` may look at. Someone else's private deck is answered as if there
/// were none (404), so that outsiders learn nothing of it; when nobody is signed in, a deck
/// that is not public, or not there, asks to sign in first (it may be the reader's own).
pub async fn visible(
    state: &AppState,
    deck_id: DeckId,
    viewer: Option<AccountId>,
) -> Result<DeckSummary, DeckError> {
    let summary = db::query(&state.pool, move |conn| store::summary(conn, deck_id)).await?;
    match (summary, viewer) {
        (Some(summary), _) if summary.deck.visible_to(viewer) => Ok(summary),
        // Perhaps the owner, signed out.
        (_, None) => Err(DeckError::SignInFirst),
        (_, Some(_)) => Err(DeckError::NotFound),
    }
}

/// A deck that `account_id` may change: 404 when there is none or it is someone else's
/// private deck, 403 for the built-in deck and for someone else's public deck.
pub async fn owned(
    state: &AppState,
    deck_id: DeckId,
    account_id: AccountId,
) -> Result<Deck, DeckError> {
    let deck = db::query(&state.pool, move |conn| store::by_id(conn, deck_id))
        .await?
        .ok_or(DeckError::NotFound)?;
    if !deck.visible_to(Some(account_id)) {
        return Err(DeckError::NotFound);
    }
    check_owner(&deck, account_id)?;
    Ok(deck)
}

pub fn check_owner(deck: &Deck, account_id: AccountId) -> Result<(), DeckError> {
    match deck.owner_id {
        None => Err(DeckError::forbidden("deck_err_builtin")),
        Some(owner) if owner != account_id => Err(DeckError::forbidden("deck_err_not_yours")),
        Some(_) => Ok(()),
    }
}

/// Creates a deck: its name is 1 to 60 characters of clean text (`text::clean`), within the
/// account's quotas of decks.
pub async fn create(
    state: &AppState,
    account_id: AccountId,
    name: &str,
    public: bool,
) -> Result<Deck, DeckError> {
    let name = deck_name(name)?;
    let limits = Limits::of(&state.config);
    let now = state.clock.now();
    db::run(&state.pool, move |conn| {
        conn.transaction(|conn| {
            quotas::check(conn, &limits, account_id, Quota::Deck, now)?;
            Ok(store::create(conn, account_id, &name, public)?)
        })
    })
    .await
}

/// A deck's name: 1 to 60 characters of clean text (`text::clean`).
fn deck_name(name: &str) -> Result<String, DeckError> {
    let name = text::clean(name, Field::DeckName).map_err(DeckError::Invalid)?;
    if !(1..=60).contains(&name.chars().count()) {
        return Err(DeckError::Invalid(Sentence::new("deck_err_name")));
    }
    Ok(name)
}

/// Makes a deck of checked pictures in one go (`fabula deck import`): the deck with all its
/// cards, or nothing at all. Returns the deck and its new card ids.
pub async fn import(
    state: &AppState,
    owner: AccountId,
    name: &str,
    public: bool,
    pictures: Vec<(String, Picture)>,
) -> Result<(Deck, Vec<i64>), DeckError> {
    let name = deck_name(name)?;
    let max = state.config.quota_deck_pictures;
    db::run(&state.pool, move |conn| {
        conn.transaction(|conn| {
            let deck = store::create(conn, owner, &name, public)?;
            let ids = add_in(conn, deck.id, &pictures, max)?;
            Ok((deck, ids))
        })
    })
    .await
}

/// Deletes a deck and its cards; 409 when a table uses it.
pub async fn delete_deck(
    state: &AppState,
    account_id: AccountId,
    deck_id: DeckId,
) -> Result<(), DeckError> {
    owned(state, deck_id, account_id).await?;
    let deleted = db::query(&state.pool, move |conn| store::delete_deck(conn, deck_id)).await?;
    deletion(deleted, "deck_err_in_use")
}

/// Takes one card out of a deck; 409 when a table uses the deck.
pub async fn delete_card(
    state: &AppState,
    account_id: AccountId,
    deck_id: DeckId,
    card_id: i64,
) -> Result<(), DeckError> {
    owned(state, deck_id, account_id).await?;
    let deleted = db::query(&state.pool, move |conn| {
        store::delete_card(conn, deck_id, card_id)
    })
    .await?;
    deletion(deleted, "deck_err_card_in_use")
}

/// The longest description of a card, in characters.
pub const DESCRIPTION_MAX: usize = 300;

/// The owner describes a card of their deck (what the picture shows, for those who cannot
/// see it); an empty description removes it.
pub async fn describe_card(
    state: &AppState,
    account_id: AccountId,
    deck_id: DeckId,
    card_id: i64,
    description: &str,
) -> Result<(), DeckError> {
    owned(state, deck_id, account_id).await?;
    let description =
        text::clean(description, Field::CardDescription).map_err(DeckError::Invalid)?;
    if description.chars().count() > DESCRIPTION_MAX {
        return Err(DeckError::Invalid(Sentence::new("deck_err_description")));
    }
    let found = db::query(&state.pool, move |conn| {
        let description = (!description.is_empty()).then_some(description.as_str());
        store::describe_card(conn, deck_id, card_id, description)
    })
    .await?;
    if found {
        Ok(())
    } else {
        Err(DeckError::NotFound)
    }
}

fn deletion(deleted: Deleted, in_use: &'static str) -> Result<(), DeckError> {
    match deleted {
        Deleted::Done => Ok(()),
        Deleted::InUse => Err(DeckError::Conflict(Sentence::new(in_use))),
        Deleted::NotFound => Err(DeckError::NotFound),
    }
}

/// The built-in deck new tables play with and `/cards` shows (built-in decks change only with
/// the migrations, so it is read once). The one way to find it: new tables, the create form
/// and the gallery all ask here.
pub async fn default_builtin(state: &AppState) -> Result<DeckId, DbError> {
    static DEFAULT: std::sync::OnceLock<DeckId> = std::sync::OnceLock::new();
    if let Some(id) = DEFAULT.get() {
        return Ok(*id);
    }
    let id = db::query(&state.pool, store::default_builtin).await?;
    Ok(*DEFAULT.get_or_init(|| id))
}

/// The decks `viewer` may play with (the built-in decks, their own, the public decks of
/// others), as the list of decks and the create form show them.
pub async fn usable(
    state: &AppState,
    viewer: Option<AccountId>,
) -> Result<Vec<DeckSummary>, DbError> {
    db::query(&state.pool, move |conn| store::usable(conn, viewer)).await
}

/// The cards of a deck, in the order they were added. Whoever asks has been let see the deck
/// (`visible`).
pub async fn cards_of(state: &AppState, deck_id: DeckId) -> Result<Vec<CardInfo>, DbError> {
    db::query(&state.pool, move |conn| store::cards_of(conn, deck_id)).await
}

/// What serving a card's picture needs, except the picture.
pub async fn card_meta(state: &AppState, card_id: i64) -> Result<Option<CardMeta>, DbError> {
    db::query(&state.pool, move |conn| store::card_meta(conn, card_id)).await
}

/// The stored bytes of an uploaded card's picture.
pub async fn card_image(state: &AppState, card_id: i64) -> Result<Option<Vec<u8>>, DbError> {
    db::query(&state.pool, move |conn| store::card_image(conn, card_id)).await
}

/// Whether `viewer` may see the picture of card `card_id` (described by `meta`): anyone a
/// built-in or public deck's; a private deck's, its owner and the players of tables that use
/// it.
pub async fn may_see_card(
    state: &AppState,
    meta: &CardMeta,
    card_id: i64,
    viewer: Option<AccountId>,
) -> Result<bool, DbError> {
    if meta.deck.public || meta.deck.builtin() || meta.deck.owner_id == viewer {
        return Ok(true);
    }
    let deck_id = meta.deck.id;
    db::query(&state.pool, move |conn| {
        store::shown_at_a_table_to(conn, deck_id, card_id, viewer)
    })
    .await
}

/// How many cards a deck has, how many it may hold, and how many bytes of pictures its owner
/// may still store: an upload that cannot fit is refused before its pictures are decoded.
#[derive(Debug, Clone, Copy)]
pub struct Room {
    pub count: i64,
    pub max: i64,
    pub bytes_left: i64,
    /// The quota of stored bytes, for the refusal's sentence.
    pub bytes_max: i64,
}

impl Room {
    /// A new deck's, as the settings bound it, for the operator's import (`fabula deck
    /// import`), whose pictures the operator chose: no quota of stored bytes.
    pub fn empty(config: &crate::config::Config) -> Room {
        Room {
            count: 0,
            max: config.quota_deck_pictures,
            bytes_left: i64::MAX,
            bytes_max: i64::MAX,
        }
    }

    /// Refuses `adding` more bytes of pictures when they do not fit, with the sentence of
    /// the quota (`quotas::Quota::PictureBytes`).
    fn check_bytes(&self, adding: i64) -> Result<(), DeckError> {
        if adding <= self.bytes_left {
            return Ok(());
        }
        Err(DeckError::Quota(quotas::picture_bytes_reached(
            self.bytes_max.saturating_sub(self.bytes_left),
            self.bytes_max,
            adding,
        )))
    }
}

/// How many cards a deck of `account_id` has now, and how many it may hold (the quota of
/// pictures per deck, unless the account's quotas are lifted).
pub async fn room(
    state: &AppState,
    account_id: AccountId,
    deck_id: DeckId,
) -> Result<Room, DeckError> {
    let limits = Limits::of(&state.config);
    Ok(db::query(&state.pool, move |conn| {
        let count = store::card_count(conn, deck_id)?;
        let room = match quotas::picture_bytes_left(conn, &limits, account_id)? {
            Some(bytes_left) => Room {
                count,
                max: limits.deck_pictures,
                bytes_left,
                bytes_max: limits.picture_bytes,
            },
            // The account's quotas are lifted.
            None => Room {
                count,
                max: i64::MAX,
                bytes_left: i64::MAX,
                bytes_max: i64::MAX,
            },
        };
        Ok(room)
    })
    .await?)
}

/// Whether `pictures` more fit into a deck with `room`.
pub fn check_room(room: Room, pictures: usize) -> Result<(), DeckError> {
    if room.count.saturating_add(pictures as i64) >= room.max {
        return Err(deck_full(room.count, room.max));
    }
    Ok(())
}

/// Adds checked pictures (each with the name it is known by in messages) to a deck of
/// `account_id`, all or none, within the account's quotas (bytes stored, pictures per deck),
/// and returns the new card ids.
pub async fn add_pictures(
    state: &AppState,
    account_id: AccountId,
    deck_id: DeckId,
    pictures: Vec<(String, Picture)>,
) -> Result<Vec<i64>, DeckError> {
    let limits = Limits::of(&state.config);
    let now = state.clock.now();
    let bytes: i64 = pictures.iter().map(|(_, p)| p.bytes.len() as i64).sum();
    db::run(&state.pool, move |conn| {
        conn.transaction(|conn| {
            let passed = quotas::check(conn, &limits, account_id, Quota::PictureBytes(bytes), now)?;
            add_in(conn, deck_id, &pictures, passed.deck_pictures(&limits))
        })
    })
    .await
}

/// Adds checked pictures to a deck in the caller's connection, all or none, the deck holding
/// at most `max`.
fn add_in(
    conn: &mut diesel::PgConnection,
    deck_id: DeckId,
    pictures: &[(String, Picture)],
    max: i64,
) -> Result<Vec<i64>, DeckError> {
    if pictures.is_empty() {
        return Err(DeckError::Invalid(Sentence::new("deck_err_no_files")));
    }
    let new: Vec<NewCard> = pictures
        .iter()
        .map(|(_, picture)| NewCard {
            image: &picture.bytes,
            content_type: images::CONTENT_TYPE,
            sha256: &picture.sha256,
            width: picture.width as i32,
            height: picture.height as i32,
        })
        .collect();
    match store::add_cards(conn, deck_id, &new, max)? {
        Added::Cards(ids) => Ok(ids),
        Added::Full { count } => Err(deck_full(count, max)),
        Added::Duplicate(index) => Err(duplicate(&pictures[index].0)),
    }
}

/// Checks one more file of an upload or an import, named `label` in messages: room for it in
/// a deck with `room`, a picture the rules accept (decoded and re-encoded), and not the
/// same picture as one taken already. Then takes it.
pub async fn accept(
    pictures: &mut Vec<(String, Picture)>,
    room: Room,
    label: String,
    bytes: Vec<u8>,
) -> Result<(), DeckError> {
    check_room(room, pictures.len())?;
    let taken: i64 = pictures.iter().map(|(_, p)| p.bytes.len() as i64).sum();
    // A full account's upload is refused before anything is decoded: stored pictures are
    // re-encoded, at most a few times smaller than what came, so this one needs room too.
    if room.bytes_left <= taken {
        room.check_bytes(taken.saturating_add(bytes.len() as i64))?;
    }
    let picture = decode(bytes).await.map_err(|r| refusal(&label, r))?;
    room.check_bytes(taken.saturating_add(picture.bytes.len() as i64))?;
    if pictures.iter().any(|(_, p)| p.sha256 == picture.sha256) {
        return Err(duplicate(&label));
    }
    pictures.push((label, picture));
    Ok(())
}

/// Decodes and re-encodes one file on the blocking pool, a few at a time server-wide. A
/// decoder that panics on a malformed file has met a damaged file.
pub async fn decode(bytes: Vec<u8>) -> Result<Picture, Refusal> {
    // The semaphore is never closed.
    let _permit = DECODING.acquire().await.map_err(|_| Refusal::Damaged)?;
    tokio::task::spawn_blocking(move || {
        let prepared = images::prepare(&bytes);
        drop(bytes);
        // The decoded pixels were freed; hand the memory back to the system at once rather
        // than keep it in the allocator's arenas, so a flood of large pictures leaves no
        // lasting mark on the server's memory.
        crate::metrics::give_back_memory();
        prepared
    })
    .await
    .unwrap_or_else(|err| {
        tracing::warn!(%err, "decoding an uploaded picture failed");
        Err(Refusal::Damaged)
    })
}

pub fn refusal(file: &str, refusal: Refusal) -> DeckError {
    let mut args = vec![("file", file.to_string())];
    let (status, key) = match refusal {
        Refusal::Empty => (Kind::Invalid, "deck_err_empty_file"),
        Refusal::TooManyBytes => (Kind::TooLarge, "deck_err_file_too_large"),
        Refusal::NotAPicture => (Kind::Invalid, "deck_err_not_picture"),
        Refusal::Damaged => (Kind::Invalid, "deck_err_damaged"),
        Refusal::TooManyPixels { width, height } => {
            args.push(("width", width.to_string()));
            args.push(("height", height.to_string()));
            (Kind::Invalid, "deck_err_too_many_pixels")
        }
        Refusal::TooBigToDecode => (Kind::Invalid, "deck_err_too_big_to_decode"),
    };
    status.error(Sentence::with(key, args))
}

pub fn deck_full(count: i64, max: i64) -> DeckError {
    DeckError::Conflict(Sentence::with(
        "deck_err_full",
        vec![
            ("count", count.to_string()),
            ("room", max.saturating_sub(count).max(0).to_string()),
            ("max", max.to_string()),
        ],
    ))
}

pub fn duplicate(file: &str) -> DeckError {
    DeckError::Conflict(Sentence::with(
        "deck_err_duplicate",
        vec![("file", file.to_string())],
    ))
}

/// How a file is named in messages: its name without any folder, at most 80 characters.
pub fn file_label(name: &str) -> String {
    let base = name.rsplit(['/', '\\']).next().unwrap_or(name).trim();
    let mut label: String = base.chars().filter(|c| !c.is_control()).take(80).collect();
    if base.chars().count() > 80 {
        label.push('…');
    }
    label
}

/// The texts that describe the given cards, for their alt text: a built-in card's file, an
/// uploaded card's description.
pub async fn card_texts(
    state: &AppState,
    ids: Vec<i64>,
) -> Result<Vec<crate::store::decks::CardText>, DbError> {
    db::query(&state.pool, move |conn| store::card_texts(conn, &ids)).await
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn file_labels_drop_folders_and_stay_short() {
        assert_eq!(file_label("C:\\Users\\me\\moon.png"), "moon.png");
        assert_eq!(file_label("photos/sea.jpg"), "sea.jpg");
        assert_eq!(file_label(&"a".repeat(100)).chars().count(), 81);
    }
}
