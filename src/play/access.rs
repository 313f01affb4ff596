//! The one gate to a table: what a caller may do there, decided from one read
//! (`store::access::read`). Every route under `/tables/{id}` and `/api/v1/tables/{id}` asks
//! it first.
//!
//! Whoever may not see a table gets [`PlayError::NotFound`], the answer for a table that does
//! not exist, before any rule or seat is looked at: an outsider learns nothing of a table
//! that is not public, not even that it is there. Only those who may know of it (they see it,
//! or hold one of its keys: the invite code, an offered seat's code) hear why a move is
//! refused. Blocking holds everywhere: someone the host or a seated player blocked does not
//! see the table unless they sit at it, and may not join it, take a seat offered there, or
//! watch it, in words that name nobody.

use std::sync::Arc;

use chrono::{DateTime, Utc};
use diesel::PgConnection;

use super::PlayError;
use crate::accounts::wrong_codes;
use crate::config::Config;
use crate::game::Seat;
use crate::i18n::Sentence;
use crate::ids::{AccountId, TableId};
use crate::state::AppState;
use crate::store::access::{self as store, AccessRow};
use crate::store::tables::{Table, TableStatus};
use crate::watch::Viewers;

/// What one caller may do at one table, as read at one moment.
#[derive(Debug, Clone)]
pub struct Access {
    pub table_id: TableId,
    /// `None`: nobody signed in.
    pub caller: Option<AccountId>,
    pub status: TableStatus,
    /// The caller's seat, if they play at the table.
    pub seat: Option<Seat>,
    row: AccessRow,
}

/// Proof that the gate let an account see a table: what reads of a table take. Only the gate
/// makes one.
#[derive(Debug, Clone, Copy)]
pub struct Seen {
    pub(super) table_id: TableId,
    pub(super) account_id: AccountId,
}

impl Seen {
    pub fn table_id(&self) -> TableId {
        self.table_id
    }

    pub fn account_id(&self) -> AccountId {
        self.account_id
    }
}

/// A key given to the gate (the table's invite code or an offered seat's code), and the
/// client address it came from: a key that opens nothing is counted against the address, and
/// after too many the address is refused for a while (`SlowDown`), so codes cannot be guessed.
pub struct Key {
    pub code: String,
    pub address: String,
}

/// Asks the gate how `caller` (`None`: nobody signed in) stands to the table, with the key
/// they gave, if any. `NotFound` when there is no such table.
pub async fn access(
    state: &AppState,
    table_id: TableId,
    caller: Option<AccountId>,
    key: Option<Key>,
) -> Result<Access, PlayError> {
    let now = state.clock.now();
    let config = state.config.clone();
    crate::db::run(&state.pool, move |conn| {
        let Some(key) = key else {
            return read(conn, table_id, caller, None)?.ok_or(PlayError::NotFound);
        };
        let access = with_key(conn, &config, &key.address, now, |conn| {
            let access = read(conn, table_id, caller, Some(&key.code))?;
            // A key that opened nothing, to a caller who could not see the table without it.
            let opened = access.as_ref().is_some_and(|a| {
                a.row.invite_key || !a.row.offered_with_key.is_empty() || a.may_see()
            });
            Ok((access, opened))
        })?;
        access.ok_or(PlayError::NotFound)
    })
    .await
}

/// Runs `look`, a lookup by a key that came from `address`, unless the address gave too many
/// wrong keys lately (`SlowDown`); counts the key against the address when `look` says it
/// opened nothing.
pub(super) fn with_key<T>(
    conn: &mut PgConnection,
    config: &Config,
    address: &str,
    now: DateTime<Utc>,
    look: impl FnOnce(&mut PgConnection) -> Result<(T, bool), PlayError>,
) -> Result<T, PlayError> {
    if let Some((sentence, retry_after)) = wrong_codes::refusal(conn, config, address, now)? {
        return Err(PlayError::SlowDown {
            sentence,
            retry_after,
        });
    }
    let (found, opened) = look(conn)?;
    if !opened {
        wrong_codes::record(conn, address, now)?;
    }
    Ok(found)
}

/// The gate's answer to "may this account see the table, or move there?" when it gives no
/// key: [`Access::see`], taken from memory when memory can tell. A player of a table that the
/// cache holds at the version the watch knows to be current sees it, as [`Access::may_see`]
/// says, with no query: the unchanged-table poll answers from the same knowledge. Anyone else,
/// or a table memory does not hold at its current version, goes through [`access`].
///
/// A table memory does not hold at all (its first read since the process started, or since
/// the cache let it go) is read whole first, as the read that follows would read it, and kept:
/// its players are let in from it with no query of the gate's, and that read then finds it
/// kept. Anyone else still goes through [`access`].
pub async fn see(
    state: &AppState,
    table_id: TableId,
    account_id: AccountId,
) -> Result<Seen, PlayError> {
    Ok(see_reading(state, table_id, account_id).await?.0)
}

/// What [`see_reading`] found of the table in memory on its way.
pub enum Found {
    /// Read whole to tell, after the request arrived: current for that request, which need
    /// not ask the database for its version once more before showing it.
    Fresh(Arc<Table>),
    /// Held at the version the watch knew: current unless the database says otherwise
    /// ([`super::load_visible_held`]).
    Held(Arc<Table>),
    /// Nothing the request can use.
    Nothing,
}

/// [`see`], with the table it found in memory or read whole on its way ([`Found`]).
pub async fn see_reading(
    state: &AppState,
    table_id: TableId,
    account_id: AccountId,
) -> Result<(Seen, Found), PlayError> {
    let held = state
        .watch
        .version(table_id)
        .and_then(|version| state.tables.get(table_id, version));
    let seen = Seen {
        table_id,
        account_id,
    };
    match held {
        Some(table) if table.seat_of(account_id).is_some() => {
            return Ok((seen, Found::Held(table)))
        }
        Some(_) => {}
        None if !state.tables.holds(table_id) => {
            if let Some(table) = first_read(state, table_id).await? {
                if table.seat_of(account_id).is_some() {
                    return Ok((seen, Found::Fresh(table)));
                }
            }
        }
        None => {}
    }
    let seen = access(state, table_id, Some(account_id), None)
        .await?
        .see()?;
    Ok((seen, Found::Nothing))
}

/// A table read whole and kept (`None`: there is no such table).
async fn first_read(state: &AppState, table_id: TableId) -> Result<Option<Arc<Table>>, PlayError> {
    let table = state.table_reads.read(table_id).await?;
    if let Some(table) = &table {
        super::remember(state, table);
    }
    Ok(table)
}

/// [`access`] on a connection already held (inside a transaction).
pub fn read(
    conn: &mut PgConnection,
    table_id: TableId,
    caller: Option<AccountId>,
    key: Option<&str>,
) -> diesel::QueryResult<Option<Access>> {
    Ok(store::read(conn, table_id, caller, key)?.map(|row| Access {
        table_id,
        caller,
        status: row.status,
        seat: row.seat.map(|s| s as Seat),
        row,
    }))
}

impl Access {
    /// Whether the caller may see the table: its players always; anyone else signed in whom
    /// nobody there blocked, when the table is public or they were let in to watch it.
    pub fn may_see(&self) -> bool {
        self.caller.is_some()
            && (self.seat.is_some()
                || (!self.row.blocked && (self.row.public || self.row.watching)))
    }

    /// The table may be seen: the proof reads take; else the 404 of no table.
    pub fn see(&self) -> Result<Seen, PlayError> {
        match self.caller {
            Some(account_id) if self.may_see() => Ok(Seen {
                table_id: self.table_id,
                account_id,
            }),
            _ => Err(PlayError::NotFound),
        }
    }

    /// Whether the caller may know the table is there, and so hear why a move is refused:
    /// they see it, or hold one of its keys.
    pub fn may_know(&self) -> bool {
        self.may_see() || self.row.invite_key || !self.row.offered_with_key.is_empty()
    }

    /// A move of a player or the host (leave, teams, start, the game's moves, more time,
    /// offering a seat, the chat, play again): first the table must be seen; the move itself
    /// then says whether it is this caller's to make.
    pub fn play(&self) -> Result<Seen, PlayError> {
        self.see()
    }

    /// Joining: at a public table, or with its invite code (404 for anyone else, as for no
    /// table); never for someone the host or a seated player blocked. Joining twice is
    /// harmless, so a player passes.
    pub fn join(&self) -> Result<(), PlayError> {
        if self.seat.is_some() {
            return Ok(());
        }
        if self.caller.is_none() || !(self.row.public || self.row.invite_key) {
            return Err(PlayError::NotFound);
        }
        self.not_blocked("table_err_blocked")
    }

    /// Watching with the invite code: only with the code (404 otherwise); never for someone
    /// blocked there. Players and those watching already pass.
    pub fn watch(&self) -> Result<(), PlayError> {
        if self.seat.is_some() || (self.row.watching && !self.row.blocked) {
            return Ok(());
        }
        if self.caller.is_none() || !self.row.invite_key {
            return Err(PlayError::NotFound);
        }
        self.not_blocked("table_err_blocked_watch")
    }

    /// Taking an offered seat: for whoever sees the table or holds an offered seat's code
    /// (404 for anyone else); never for someone blocked there. Whether this seat may be taken
    /// with this code is the move's to say.
    pub fn take(&self) -> Result<(), PlayError> {
        if !self.may_know() {
            return Err(PlayError::NotFound);
        }
        if self.seat.is_some() {
            // A player learns they play there already (409) from the move.
            return Ok(());
        }
        self.not_blocked("table_err_blocked_take")
    }

    /// The invitation to take `seat`: shown to whoever holds its code, signed in or not
    /// (404 for anyone else).
    pub fn invitation(&self, seat: Seat) -> Result<(), PlayError> {
        let offered = self.row.offered_with_key.iter().any(|&s| s as Seat == seat);
        if offered {
            Ok(())
        } else {
            Err(PlayError::NotFound)
        }
    }

    /// A moderator's act on the table (its name): admins only.
    pub fn moderate(&self) -> Result<(), PlayError> {
        if self.row.moderator {
            Ok(())
        } else {
            Err(PlayError::Forbidden(Sentence::new("err_admins_only")))
        }
    }

    fn not_blocked(&self, key: &'static str) -> Result<(), PlayError> {
        if self.row.blocked {
            // In words that name nobody.
            return Err(PlayError::Forbidden(Sentence::new(key)));
        }
        Ok(())
    }
}

/// Who may see the table as it is, kept in memory beside its version for the poll that
/// answers without the database: the gate's rule as far as the table alone tells it (its
/// players, its watchers, anyone when public). Blocks are not in it: such a poll says only
/// that nothing changed.
pub fn viewers(table: &Table) -> Viewers {
    Viewers {
        public: table.row.public,
        players: table
            .seats
            .iter()
            .map(|s| s.account_id)
            .chain(table.watchers.iter().copied())
            .collect(),
    }
}
