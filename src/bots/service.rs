//! The task that plays for the house bots, in every server process. It wakes when a table
//! moves on (the watch: this process's moves and, through `LISTEN/NOTIFY`, every other's), and
//! once in a while looks for every table that awaits a bot, as a safety net. For a table that
//! awaits a bot it waits the bots' delay (`FABULA_BOT_DELAY_MS`; at a table whose host chose a
//! human pace, a random while longer), then makes each awaited bot's move through [`play::act`] as a player's own,
//! from that bot's seat's view. Several processes may try the same move: the table's lock
//! lets one through, and the others' are refused, which changes nothing.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use rand::{Rng, RngExt};

use super::mind;
use super::texts::card_texts;
use super::words::Deck;
use crate::game::{self, Action, PlayerView, Ruleset, Seat};
use crate::i18n::Lang;
use crate::ids::{AccountId, DeckId, TableId};
use crate::play::{self, Move, PlayError};
use crate::state::AppState;
use crate::store::tables::Table;
use crate::watch::{self, Moved};

/// How often the task looks for every table that awaits a bot, whatever it heard.
const LOOK_EVERY: Duration = Duration::from_secs(30);

/// What the task shares between the tables it plays at.
#[derive(Default)]
struct Shared {
    /// The words of each set of decks, read once.
    decks: Mutex<HashMap<Vec<DeckId>, Arc<Deck>>>,
    /// Tables being played for now, and whether they moved on meanwhile (look again).
    busy: Mutex<HashMap<TableId, bool>>,
}

fn lock<T>(mutex: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    mutex.lock().unwrap_or_else(|e| e.into_inner())
}

/// Plays for the house bots until the process stops.
pub async fn run(state: Arc<AppState>) {
    let shared = Arc::new(Shared::default());
    let mut follower = state.watch.follow();
    let mut tables = awaiting(&state).await;
    let mut look = tokio::time::interval(LOOK_EVERY);
    look.tick().await;
    loop {
        for table_id in tables.drain(..) {
            let mut busy = lock(&shared.busy);
            if let Some(again) = busy.get_mut(&table_id) {
                *again = true;
                continue;
            }
            busy.insert(table_id, false);
            drop(busy);
            tokio::spawn(play_at(state.clone(), shared.clone(), table_id));
        }
        tables = tokio::select! {
            moved = watch::next_move(&mut follower) => match moved {
                Some(Moved::Table(table_id)) => vec![table_id],
                Some(Moved::Any) => awaiting(&state).await,
                None => return,
            },
            _ = look.tick() => awaiting(&state).await,
        };
    }
}

/// The tables that await a bot now (none when the database does not answer: the next look).
async fn awaiting(state: &AppState) -> Vec<TableId> {
    crate::db::query(&state.pool, crate::store::tables::awaiting_bots)
        .await
        .unwrap_or_else(|e| {
            tracing::warn!(error = %e, "the house bots could not look for their tables");
            Vec::new()
        })
}

/// Plays at a table for as long as it awaits a bot, then lets it go.
async fn play_at(state: Arc<AppState>, shared: Arc<Shared>, table_id: TableId) {
    loop {
        if let Err(e) = play_round(&state, &shared, table_id).await {
            tracing::warn!(error = %e, table = %table_id, "a house bot could not play");
        }
        let mut busy = lock(&shared.busy);
        match busy.get_mut(&table_id) {
            Some(again) if *again => *again = false,
            _ => {
                busy.remove(&table_id);
                return;
            }
        }
    }
}

/// The table as it now is: as this process keeps it when current, else read.
async fn current(state: &AppState, table_id: TableId) -> Result<Option<Arc<Table>>, PlayError> {
    let kept = state
        .watch
        .version(table_id)
        .and_then(|version| state.tables.get(table_id, version));
    if let Some(kept) = kept {
        return Ok(Some(kept));
    }
    let table = crate::db::query(&state.pool, move |conn| {
        crate::store::whole_table::load(conn, table_id, false)
    })
    .await?;
    Ok(table.map(Arc::new))
}

/// The words of the table's decks, read once for each set of decks.
async fn deck_of(state: &AppState, shared: &Shared, table: &Table) -> Result<Arc<Deck>, PlayError> {
    if let Some(deck) = lock(&shared.decks).get(&table.decks) {
        return Ok(deck.clone());
    }
    let ids = table.decks.clone();
    let rows = crate::db::query(&state.pool, move |conn| {
        crate::store::decks::words_of(conn, &ids)
    })
    .await?;
    let deck = Arc::new(Deck::new(rows.into_iter().map(
        |(id, file, description)| (id, card_texts(file.as_deref(), description.as_deref())),
    )));
    lock(&shared.decks).insert(table.decks.clone(), deck.clone());
    Ok(deck)
}

/// Whether some bot of the table has a move to make now.
fn awaits_bot(table: &Table) -> bool {
    let Some(game) = &table.game else {
        return false;
    };
    let awaited = game.awaited();
    table
        .seats
        .iter()
        .any(|s| s.bot && awaited.contains(&(s.seat as Seat)))
}

/// Waits the bots' delay, then makes every move the table's bots have to make now.
async fn play_round(state: &AppState, shared: &Shared, table_id: TableId) -> Result<(), PlayError> {
    // Most tables that move have no bot: the table as this process keeps it says so, or else
    // one look at its seats, before reading it whole.
    let kept = state
        .watch
        .version(table_id)
        .and_then(|version| state.tables.get(table_id, version));
    if kept.is_none() {
        let awaits = crate::db::query(&state.pool, move |conn| {
            crate::store::tables::awaits_bot(conn, table_id)
        })
        .await?;
        if !awaits {
            return Ok(());
        }
    }
    let Some(table) = (match kept {
        Some(kept) => Some(kept),
        None => current(state, table_id).await?,
    }) else {
        return Ok(());
    };
    if !awaits_bot(&table) {
        return Ok(());
    }
    let deck = deck_of(state, shared, &table).await?;
    let lang = telling_lang(state, &table).await?;
    tokio::time::sleep(delay(state, &table)).await;
    let mut table = match current(state, table_id).await? {
        Some(table) => table,
        None => return Ok(()),
    };
    // Each bot's move, from the table as the previous one left it; a bound, whatever the state.
    for _ in 0..table.seats.len() {
        let found = {
            let mut rng = rand::rng();
            next_move(&table, &deck, lang, &mut rng, |game, seat| {
                game::view(game, Some(seat))
            })
        };
        let Some((account, action)) = found else {
            break;
        };
        match play::act(state, table_id, account, Move::Game(action)).await {
            Ok(after) => table = after,
            // Someone was faster (another process's bot, the clock): look again.
            Err(PlayError::Conflict(_) | PlayError::Invalid(_) | PlayError::Forbidden(_)) => {
                match current(state, table_id).await? {
                    Some(now) if now.row.version != table.row.version => table = now,
                    _ => break,
                }
            }
            Err(e) => return Err(e),
        }
    }
    Ok(())
}

/// The language the table's bots tell in: the host's, as their account keeps it.
async fn telling_lang(state: &AppState, table: &Table) -> Result<Lang, PlayError> {
    let host = table.row.host_id;
    let account = crate::db::query(&state.pool, move |conn| {
        crate::store::accounts::by_id(conn, host)
    })
    .await?;
    Ok(account
        .and_then(|a| Lang::from_code(&a.lang))
        .unwrap_or(Lang::En))
}

/// How long a bot of the table waits before its move.
fn delay(state: &AppState, table: &Table) -> Duration {
    let base = state.config.bot_delay_ms;
    let ms = if table.row.bot_human_pace {
        rand::rng().random_range(base..=base.saturating_mul(10).max(base))
    } else {
        base
    };
    Duration::from_millis(ms)
}

/// The next move of a bot of the table, and the bot's account: the first bot, in seat order,
/// that has a move to make, decided from that bot's seat's view alone (`look`, which gives a
/// seat's view of the game: `game::view`). In `teams`, a bot leaves its team's card to a
/// partner who is a person, and of two bot partners the first plays.
pub fn next_move(
    table: &Table,
    deck: &Deck,
    lang: Lang,
    rng: &mut impl Rng,
    mut look: impl FnMut(&game::Game, Seat) -> PlayerView,
) -> Option<(AccountId, Action)> {
    let game = table.game.as_ref()?;
    let awaited = game.awaited();
    for info in table.seats.iter().filter(|s| s.bot) {
        let seat = info.seat as Seat;
        if !awaited.contains(&seat) {
            continue;
        }
        if game.ruleset == Ruleset::Teams && game.phase == game::Phase::Submit {
            let partner = game.partner(seat).and_then(|p| table.seats.get(p));
            let partner_plays = partner.is_some_and(|p| {
                awaited.contains(&(p.seat as Seat)) && (!p.bot || (p.seat as Seat) < seat)
            });
            if partner_plays {
                continue;
            }
        }
        let view = look(game, seat);
        if let Some(action) = mind::decide(&view, deck, lang, rng) {
            return Some((info.account_id, action));
        }
    }
    None
}
