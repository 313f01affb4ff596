//! Decks and their cards: the built-in deck and the decks people upload.

use diesel::prelude::*;
use diesel::result::{DatabaseErrorKind, Error};

use crate::db::schema::{
    accounts, cards, decks, seats, submissions, table_cards, table_decks, tables,
};
use crate::game::CardId;
use crate::ids::{AccountId, DeckId};

/// The built-in deck (cards 1 to 111, pictures under `static/deck`).
/// The first edition of the built-in deck, for the tables that play with it.
pub const FIRST_EDITION: DeckId = DeckId(1);

/// The built-in deck new tables play with when the host names none: the newest built-in deck
/// (a new edition comes with a migration).
pub fn default_builtin(conn: &mut PgConnection) -> QueryResult<DeckId> {
    decks::table
        .filter(decks::owner_id.is_null())
        .select(diesel::dsl::max(decks::id))
        .first::<Option<DeckId>>(conn)
        .map(|id| id.unwrap_or(FIRST_EDITION))
}

/// The decks among `deck_ids` that `account_id` may play with (the built-in deck, their own,
/// or a public one), in the order asked.
pub fn playable(
    conn: &mut PgConnection,
    account_id: AccountId,
    deck_ids: &[DeckId],
) -> QueryResult<Vec<DeckId>> {
    let found: Vec<DeckId> = decks::table
        .filter(decks::id.eq_any(deck_ids))
        .filter(
            decks::public
                .eq(true)
                .or(decks::owner_id.eq(account_id))
                .or(decks::owner_id.is_null()),
        )
        .select(decks::id)
        .load(conn)?;
    Ok(deck_ids
        .iter()
        .copied()
        .filter(|id| found.contains(id))
        .collect())
}

/// Every card of the given decks (merged), in id order.
pub fn card_ids(conn: &mut PgConnection, deck_ids: &[DeckId]) -> QueryResult<Vec<CardId>> {
    let ids: Vec<i64> = cards::table
        .filter(cards::deck_id.eq_any(deck_ids))
        .select(cards::id)
        .order(cards::id)
        .load(conn)?;
    Ok(ids.into_iter().map(CardId).collect())
}

/// A card's id, its built-in file (`deck2/001.svg`) and its owner's description.
pub type CardWords = (CardId, Option<String>, Option<String>);

/// Whether some card of these decks has no words: an uploaded card without a description (a
/// built-in card's words come with its deck).
pub fn any_without_words(conn: &mut PgConnection, deck_ids: &[DeckId]) -> QueryResult<bool> {
    let blank = cards::description
        .is_null()
        .or(diesel::dsl::sql::<diesel::sql_types::Bool>(
            "trim(description) = ''",
        ));
    diesel::select(diesel::dsl::exists(
        cards::table
            .filter(cards::deck_id.eq_any(deck_ids))
            .filter(cards::builtin_file.is_null())
            .filter(blank),
    ))
    .get_result(conn)
}

/// The words of every card of these decks, for the house bots.
pub fn words_of(conn: &mut PgConnection, deck_ids: &[DeckId]) -> QueryResult<Vec<CardWords>> {
    let rows: Vec<(i64, Option<String>, Option<String>)> = cards::table
        .filter(cards::deck_id.eq_any(deck_ids))
        .select((cards::id, cards::builtin_file, cards::description))
        .order(cards::id)
        .load(conn)?;
    Ok(rows
        .into_iter()
        .map(|(id, file, description)| (CardId(id), file, description))
        .collect())
}

#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = decks)]
pub struct Deck {
    pub id: DeckId,
    pub owner_id: Option<AccountId>,
    pub name: String,
    pub public: bool,
}

impl Deck {
    pub fn builtin(&self) -> bool {
        self.owner_id.is_none()
    }

    /// Whether `account_id` may look at the deck's page and cards: the built-in deck and public
    /// decks are for everyone, a private deck for its owner.
    pub fn visible_to(&self, account_id: Option<AccountId>) -> bool {
        self.public || self.owner_id.is_none() || self.owner_id == account_id
    }
}

/// A deck and its owner's username (none for the built-in deck).
#[derive(Queryable, Selectable)]
#[diesel(table_name = decks, check_for_backend(diesel::pg::Pg))]
struct OwnedDeck {
    #[diesel(embed)]
    deck: Deck,
    #[diesel(select_expression = accounts::username.nullable())]
    #[diesel(select_expression_type = diesel::dsl::Nullable<accounts::username>)]
    owner: Option<String>,
}

/// A deck with its owner's name and how many cards it has.
#[derive(Debug, Clone)]
pub struct DeckSummary {
    pub deck: Deck,
    pub owner: Option<String>,
    pub card_count: i64,
    /// The deck's first card, to show on its cover.
    pub cover: Option<i64>,
}

/// One card of a deck, as a page or the API lists it.
#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = cards)]
pub struct CardInfo {
    pub id: i64,
    pub builtin_file: Option<String>,
    pub width: i32,
    pub height: i32,
    /// None too when a moderator removed the picture.
    #[diesel(select_expression = shown_description())]
    #[diesel(select_expression_type = ShownDescription)]
    pub description: Option<String>,
}

/// A card's description, unless a moderator removed the picture: then nothing of it is shown.
type ShownDescription =
    diesel::expression::SqlLiteral<diesel::sql_types::Nullable<diesel::sql_types::Text>>;

fn shown_description() -> ShownDescription {
    diesel::dsl::sql("CASE WHEN cards.hidden_at IS NULL THEN cards.description END")
}

/// What serving a card's picture needs, without the picture itself.
#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = cards, check_for_backend(diesel::pg::Pg))]
pub struct CardMeta {
    #[diesel(embed)]
    pub deck: Deck,
    pub builtin_file: Option<String>,
    pub content_type: String,
    pub sha256: Vec<u8>,
    /// A moderator removed the picture: it is served as "removed by a moderator" instead.
    #[diesel(select_expression = cards::hidden_at.is_not_null())]
    #[diesel(select_expression_type = diesel::dsl::IsNotNull<cards::hidden_at>)]
    pub hidden: bool,
}

/// A re-encoded picture to add to a deck.
pub struct NewCard<'a> {
    pub image: &'a [u8],
    pub content_type: &'a str,
    pub sha256: &'a [u8],
    pub width: i32,
    pub height: i32,
}

/// What adding cards to a deck came to. Nothing is added unless every card fits.
#[derive(Debug)]
pub enum Added {
    Cards(Vec<i64>),
    /// The deck would hold more than it may; it holds `count` now.
    Full {
        count: i64,
    },
    /// The card at this index of the batch is already in the deck.
    Duplicate(usize),
}

pub fn create(
    conn: &mut PgConnection,
    owner_id: AccountId,
    name: &str,
    public: bool,
) -> QueryResult<Deck> {
    diesel::insert_into(decks::table)
        .values((
            decks::owner_id.eq(owner_id),
            decks::name.eq(name),
            decks::public.eq(public),
        ))
        .returning(Deck::as_returning())
        .get_result(conn)
}

pub fn by_id(conn: &mut PgConnection, id: DeckId) -> QueryResult<Option<Deck>> {
    decks::table
        .find(id)
        .select(Deck::as_select())
        .first(conn)
        .optional()
}

/// The decks `account_id` may play with: the built-in deck, their own, then the public decks
/// of others (with `account_id` `None`: the built-in and public decks), each group oldest
/// first.
pub fn usable(
    conn: &mut PgConnection,
    account_id: Option<AccountId>,
) -> QueryResult<Vec<DeckSummary>> {
    let viewer = account_id.unwrap_or(AccountId(0));
    let rows: Vec<OwnedDeck> = decks::table
        .left_join(accounts::table)
        .filter(
            decks::public
                .eq(true)
                .or(decks::owner_id.is_null())
                .or(decks::owner_id.eq(viewer)),
        )
        .select(OwnedDeck::as_select())
        .load(conn)?;
    let ids: Vec<DeckId> = rows.iter().map(|row| row.deck.id).collect();
    let counts: Vec<(DeckId, i64, Option<i64>)> = cards::table
        .filter(cards::deck_id.eq_any(&ids))
        .group_by(cards::deck_id)
        .select((
            cards::deck_id,
            diesel::dsl::count_star(),
            diesel::dsl::min(cards::id),
        ))
        .load(conn)?;
    let mut summaries: Vec<DeckSummary> = rows
        .into_iter()
        .map(|OwnedDeck { deck, owner }| {
            let (card_count, cover) = counts
                .iter()
                .find(|(id, _, _)| *id == deck.id)
                .map_or((0, None), |(_, n, cover)| (*n, *cover));
            DeckSummary {
                deck,
                owner,
                card_count,
                cover,
            }
        })
        .collect();
    summaries.sort_by_key(|s| {
        // The built-in decks newest first, then each group oldest first.
        match s.deck.owner_id {
            None => (0, -s.deck.id.0),
            Some(owner) if owner == viewer => (1, s.deck.id.0),
            Some(_) => (2, s.deck.id.0),
        }
    });
    Ok(summaries)
}

/// A deck with its owner's name and card count.
pub fn summary(conn: &mut PgConnection, id: DeckId) -> QueryResult<Option<DeckSummary>> {
    let Some(OwnedDeck { deck, owner }) = decks::table
        .find(id)
        .left_join(accounts::table)
        .select(OwnedDeck::as_select())
        .first(conn)
        .optional()?
    else {
        return Ok(None);
    };
    let (card_count, cover) = cards::table
        .filter(cards::deck_id.eq(id))
        .select((diesel::dsl::count_star(), diesel::dsl::min(cards::id)))
        .first::<(i64, Option<i64>)>(conn)?;
    Ok(Some(DeckSummary {
        deck,
        owner,
        card_count,
        cover,
    }))
}

pub fn card_count(conn: &mut PgConnection, deck_id: DeckId) -> QueryResult<i64> {
    cards::table
        .filter(cards::deck_id.eq(deck_id))
        .count()
        .get_result(conn)
}

/// The cards of one deck, in the order they were added.
pub fn cards_of(conn: &mut PgConnection, deck_id: DeckId) -> QueryResult<Vec<CardInfo>> {
    cards::table
        .filter(cards::deck_id.eq(deck_id))
        .order(cards::id)
        .select(CardInfo::as_select())
        .load(conn)
}

/// Adds pictures to a deck, all or none. The deck row stays locked while its cards are
/// counted and compared, so two uploads at once cannot pass the limit together.
pub fn add_cards(
    conn: &mut PgConnection,
    deck_id: DeckId,
    new: &[NewCard<'_>],
    max: i64,
) -> QueryResult<Added> {
    conn.transaction(|conn| {
        decks::table
            .find(deck_id)
            .select(decks::id)
            .for_update()
            .first::<DeckId>(conn)?;
        let count = card_count(conn, deck_id)?;
        if count.saturating_add(new.len() as i64) > max {
            return Ok(Added::Full { count });
        }
        let hashes: Vec<&[u8]> = new.iter().map(|card| card.sha256).collect();
        let present: Vec<Vec<u8>> = cards::table
            .filter(cards::deck_id.eq(deck_id))
            .filter(cards::sha256.eq_any(&hashes))
            .select(cards::sha256)
            .load(conn)?;
        for (index, hash) in hashes.iter().enumerate() {
            let twice_in_batch = hashes[..index].contains(hash);
            if twice_in_batch || present.iter().any(|p| p == hash) {
                return Ok(Added::Duplicate(index));
            }
        }
        let rows: Vec<_> = new
            .iter()
            .map(|card| {
                (
                    cards::deck_id.eq(deck_id),
                    cards::image.eq(Some(card.image)),
                    cards::content_type.eq(card.content_type),
                    cards::sha256.eq(card.sha256),
                    cards::width.eq(card.width),
                    cards::height.eq(card.height),
                )
            })
            .collect();
        let ids = diesel::insert_into(cards::table)
            .values(rows)
            .returning(cards::id)
            .get_results(conn)?;
        Ok(Added::Cards(ids))
    })
}

/// Whether a table plays, or has played, with this deck or holds one of its cards.
fn deck_in_use(conn: &mut PgConnection, deck_id: DeckId) -> QueryResult<bool> {
    let listed = diesel::select(diesel::dsl::exists(
        table_decks::table.filter(table_decks::deck_id.eq(deck_id)),
    ))
    .get_result::<bool>(conn)?;
    let deck_cards = cards::table
        .filter(cards::deck_id.eq(deck_id))
        .select(cards::id);
    let placed = diesel::select(diesel::dsl::exists(
        table_cards::table.filter(table_cards::card_id.eq_any(deck_cards)),
    ))
    .get_result::<bool>(conn)?;
    Ok(listed || placed)
}

/// What deleting a deck or a card came to.
#[derive(Debug, PartialEq, Eq)]
pub enum Deleted {
    Done,
    /// A table uses it: deleting would take pictures out of a game or its history.
    InUse,
    NotFound,
}

/// Locks a deck's row until the transaction ends; false when there is no such deck.
pub fn lock_deck(conn: &mut PgConnection, deck_id: DeckId) -> QueryResult<bool> {
    let locked = decks::table
        .find(deck_id)
        .select(decks::id)
        .for_update()
        .first::<DeckId>(conn)
        .optional()?;
    Ok(locked.is_some())
}

/// Deletes a deck with its cards, unless a table uses it.
pub fn delete_deck(conn: &mut PgConnection, deck_id: DeckId) -> QueryResult<Deleted> {
    let result = conn.transaction(|conn| {
        if !lock_deck(conn, deck_id)? {
            return Ok(Deleted::NotFound);
        }
        if deck_in_use(conn, deck_id)? {
            return Ok(Deleted::InUse);
        }
        diesel::delete(cards::table.filter(cards::deck_id.eq(deck_id))).execute(conn)?;
        diesel::delete(decks::table.find(deck_id)).execute(conn)?;
        Ok(Deleted::Done)
    });
    in_use_on_foreign_key(result)
}

/// Deletes one card of a deck, unless a table uses the deck.
pub fn delete_card(conn: &mut PgConnection, deck_id: DeckId, card_id: i64) -> QueryResult<Deleted> {
    let result = conn.transaction(|conn| {
        decks::table
            .find(deck_id)
            .select(decks::id)
            .for_update()
            .first::<DeckId>(conn)?;
        let exists = diesel::select(diesel::dsl::exists(
            cards::table
                .find(card_id)
                .filter(cards::deck_id.eq(deck_id)),
        ))
        .get_result::<bool>(conn)?;
        if !exists {
            return Ok(Deleted::NotFound);
        }
        if deck_in_use(conn, deck_id)? {
            return Ok(Deleted::InUse);
        }
        diesel::delete(cards::table.find(card_id)).execute(conn)?;
        Ok(Deleted::Done)
    });
    in_use_on_foreign_key(result)
}

/// A table that started using the deck between the check and the delete: still "in use".
fn in_use_on_foreign_key(result: QueryResult<Deleted>) -> QueryResult<Deleted> {
    match result {
        Err(Error::DatabaseError(DatabaseErrorKind::ForeignKeyViolation, _)) => Ok(Deleted::InUse),
        other => other,
    }
}

/// What serving a card's picture needs, except the picture.
pub fn card_meta(conn: &mut PgConnection, card_id: i64) -> QueryResult<Option<CardMeta>> {
    cards::table
        .find(card_id)
        .inner_join(decks::table)
        .select(CardMeta::as_select())
        .first(conn)
        .optional()
}

/// What describes a card: its built-in file and its owner's description.
#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = cards)]
pub struct CardText {
    pub id: i64,
    pub builtin_file: Option<String>,
    #[diesel(select_expression = shown_description())]
    #[diesel(select_expression_type = ShownDescription)]
    pub description: Option<String>,
}

/// What describes each of `ids`.
pub fn card_texts(conn: &mut PgConnection, ids: &[i64]) -> QueryResult<Vec<CardText>> {
    cards::table
        .filter(cards::id.eq_any(ids))
        .select(CardText::as_select())
        .load(conn)
}

/// Sets (or with `None` clears) the description of a card of a deck; false when the deck
/// has no such card.
pub fn describe_card(
    conn: &mut PgConnection,
    deck_id: DeckId,
    card_id: i64,
    description: Option<&str>,
) -> QueryResult<bool> {
    let changed = diesel::update(
        cards::table
            .filter(cards::id.eq(card_id))
            .filter(cards::deck_id.eq(deck_id)),
    )
    .set(cards::description.eq(description))
    .execute(conn)?;
    Ok(changed == 1)
}

/// The stored bytes of an uploaded card's picture.
pub fn card_image(conn: &mut PgConnection, card_id: i64) -> QueryResult<Option<Vec<u8>>> {
    Ok(cards::table
        .find(card_id)
        .select(cards::image)
        .first::<Option<Vec<u8>>>(conn)
        .optional()?
        .flatten())
}

/// Whether someone other than its owner may see a picture of a private deck: they sit at a
/// table that plays with the deck (any of its cards may come to their hand), or the card
/// has lain face up on the board of a public table (anyone could watch it there). A card
/// of the deck that was never on such a board stays unseen.
pub fn shown_at_a_table_to(
    conn: &mut PgConnection,
    deck_id: DeckId,
    card_id: i64,
    account_id: Option<AccountId>,
) -> QueryResult<bool> {
    let viewer = account_id.unwrap_or(AccountId(0));
    let seated = seats::table
        .filter(seats::account_id.eq(viewer))
        .select(seats::table_id);
    let playing = diesel::select(diesel::dsl::exists(
        table_decks::table
            .filter(table_decks::deck_id.eq(deck_id))
            .filter(table_decks::table_id.eq_any(seated)),
    ))
    .get_result(conn)?;
    if playing {
        return Ok(true);
    }
    let public = tables::table
        .filter(tables::public.eq(true))
        .select(tables::id);
    diesel::select(diesel::dsl::exists(
        submissions::table
            .filter(submissions::card_id.eq(card_id))
            .filter(submissions::position.is_not_null())
            .filter(submissions::table_id.eq_any(public)),
    ))
    .get_result(conn)
}
