//! New tables: from the choices of the create form or the API, and "play again".

use std::sync::Arc;

use diesel::prelude::*;
use serde::Deserialize;
use utoipa::ToSchema;

use super::access::{viewers, with_key, Key, Seen};
use super::{BotPace, PlayError, TableEvent};
use crate::game::{Options, Ruleset, SetupError};
use crate::i18n::setup_sentence;
use crate::ids::{AccountId, DeckId};
use crate::quotas::{self, Limits, Quota};
use crate::state::AppState;
use crate::store::decks;
use crate::store::tables::{self as store, NewTable, Table, TableStatus};
use crate::store::whole_table;
use crate::text::{self, Field};

/// The move time limits a host may choose, in hours (RULES.md: none, or 1 hour to 7 days).
pub const TIME_LIMITS: [i32; 6] = [1, 12, 24, 48, 72, 168];

/// The time limit per move when the host names none: "default 48 h". `0` asks for none.
pub const DEFAULT_TIME_LIMIT: i32 = 48;

/// The time limits per move of a live table, in minutes.
pub const LIVE_TIME_LIMITS: [i32; 4] = [1, 2, 3, 5];
/// The longest table name, in characters.
pub const NAME_MAX: usize = 60;

/// `deck` may name one deck or several to merge.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(untagged)]
pub enum DeckChoice {
    #[schema(value_type = i64)]
    One(DeckId),
    #[schema(value_type = Vec<i64>)]
    Several(Vec<DeckId>),
}

/// What the host chose for a new table, as the create form and the API's body say it; checked
/// by [`TableChoices::check`] before anything is stored.
///
/// A field it does not know is refused: every field besides the table's own settings goes to
/// the options, which refuse a name `game::Options` does not have (serde's
/// `deny_unknown_fields` does not work beside a flattened field).
#[derive(Debug, Deserialize, ToSchema)]
#[schema(as = NewTableBody)]
pub struct TableChoices {
    #[schema(pattern = "^(classic|2021|odyssey|party|teams)$")]
    pub ruleset: String,
    /// The options the rules read, each under its name in `game::Options`; one left out (or
    /// null) keeps its default.
    #[serde(flatten, deserialize_with = "options_or_defaults")]
    #[schema(value_type = crate::view::schema::RulesOptionsSchema)]
    pub options: Options,
    /// Hours per move: 1, 12, 24, 48, 72 or 168; 0 for no limit; 48 when left out.
    #[schema(minimum = 0, maximum = 168)]
    pub move_time_limit_hours: Option<i32>,
    /// A live table: minutes per move, 1, 2, 3 or 5 (then no hours, or 0). A live table sends
    /// no mail.
    #[schema(minimum = 1, maximum = 5)]
    pub move_time_limit_minutes: Option<i32>,
    pub deck: Option<DeckChoice>,
    pub public: Option<bool>,
    /// The table's name, 1–60 characters; left out or empty: "<host>'s table".
    #[schema(max_length = 60)]
    pub name: Option<String>,
    /// The house bots' pace, `quick` when left out; the host may change it later.
    pub bot_pace: Option<BotPace>,
}

/// The options of a create body: every field the body has besides the table's own settings,
/// each one a field of `game::Options` (a name it does not have is refused, as any unknown
/// field is); one left out, or null, keeps its default.
fn options_or_defaults<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Options, D::Error> {
    use serde::de::Error;
    let mut given = serde_json::Map::<String, serde_json::Value>::deserialize(d)?;
    let known = serde_json::to_value(Options::default()).map_err(D::Error::custom)?;
    if let Some(unknown) = given.keys().find(|name| known.get(name.as_str()).is_none()) {
        return Err(D::Error::custom(format_args!("unknown field `{unknown}`")));
    }
    given.retain(|_, value| !value.is_null());
    serde_json::from_value(serde_json::Value::Object(given)).map_err(D::Error::custom)
}

impl TableChoices {
    /// Checks the choices against the ruleset, before anything is stored.
    pub fn check(self) -> Result<NewTable, PlayError> {
        let setup = |e: SetupError| PlayError::Invalid(setup_sentence(&e));
        let ruleset: Ruleset = self.ruleset.parse().map_err(setup)?;
        let options = self.options;
        options.validate(ruleset).map_err(setup)?;
        let move_time_limit_minutes = match self.move_time_limit_minutes {
            None => None,
            Some(minutes) if LIVE_TIME_LIMITS.contains(&minutes) => Some(minutes),
            Some(_) => return Err(PlayError::invalid("live_err_minutes")),
        };
        let move_time_limit_hours = match (self.move_time_limit_hours, move_time_limit_minutes) {
            // A live table's limit is in minutes.
            (None | Some(0), Some(_)) => None,
            (Some(_), Some(_)) => return Err(PlayError::invalid("live_err_both")),
            (None, None) => Some(DEFAULT_TIME_LIMIT),
            (Some(0), None) => None,
            (Some(hours), None) if TIME_LIMITS.contains(&hours) => Some(hours),
            (Some(_), None) => return Err(PlayError::invalid("table_err_time_limit")),
        };
        // None: the default built-in deck, named when the table is stored.
        let mut decks = match self.deck {
            None => Vec::new(),
            Some(DeckChoice::One(id)) => vec![id],
            // 1 to 20 ids, as written: counted before repeats are merged.
            Some(DeckChoice::Several(ids)) if ids.is_empty() || ids.len() > 20 => {
                return Err(PlayError::invalid("table_err_deck_count"))
            }
            Some(DeckChoice::Several(ids)) => ids,
        };
        decks.sort_unstable();
        decks.dedup();
        let name = match self.name.as_deref() {
            None => None,
            Some(raw) => {
                let name = text::clean(raw, Field::TableName).map_err(PlayError::Invalid)?;
                if name.chars().count() > NAME_MAX {
                    return Err(PlayError::invalid("table_err_name"));
                }
                (!name.is_empty()).then_some(name)
            }
        };
        Ok(NewTable {
            ruleset,
            options,
            move_time_limit_hours,
            move_time_limit_minutes,
            public: self.public.unwrap_or(false),
            decks,
            name,
            bot_human_pace: self.bot_pace == Some(BotPace::Human),
        })
    }
}

/// Creates a table for `host_id` once its decks are known to be theirs to use.
pub async fn create_table(
    state: &AppState,
    host_id: AccountId,
    mut new: NewTable,
) -> Result<Table, PlayError> {
    if new.decks.is_empty() {
        new.decks = vec![crate::decks::default_builtin(state).await?];
    }
    let limits = Limits::of(&state.config);
    let now = state.clock.now();
    let table = crate::db::run(&state.pool, move |conn| {
        conn.transaction(|conn| {
            let usable = decks::playable(conn, host_id, &new.decks)?;
            if usable.len() != new.decks.len() {
                return Err(PlayError::invalid("table_err_deck_unknown"));
            }
            quotas::check(conn, &limits, host_id, Quota::Table, now)?;
            let row = store::create(conn, host_id, &new)?;
            store::log_events(conn, row.id, Some(0), &[TableEvent::Created])?;
            whole_table::load(conn, row.id, false)?.ok_or(PlayError::NotFound)
        })
    })
    .await?;
    state.watch.publish(table.row.id, table.row.version);
    Ok(table)
}

/// The table the gate let a caller see (`Access::see`).
///
/// From memory when this process holds the table at the version the watch knows as current
/// (its own changes, and others' through their notifications); else from the database.
pub async fn load_visible(state: &AppState, seen: Seen) -> Result<Arc<Table>, PlayError> {
    load_visible_held(state, seen, None).await
}

/// [`load_visible`], given the table `held` in memory when the request came (by
/// [`see_reading`](super::see_reading)): when the database's version is still its own, it is
/// the table shown, with no second look in the cache.
pub async fn load_visible_held(
    state: &AppState,
    seen: Seen,
    held: Option<Arc<Table>>,
) -> Result<Arc<Table>, PlayError> {
    let table_id = seen.table_id;
    // The current version comes from the database, not from the watch: a change another
    // process made a moment ago may not have reached this one yet, and whoever made it may be
    // the one asking. The rest comes from the cache when it holds that version.
    let version = state
        .versions
        .current(table_id)
        .await?
        .ok_or(PlayError::NotFound)?;
    let kept = match held.filter(|table| table.row.version == version) {
        Some(table) => Some(table),
        None => state.tables.get(table_id, version),
    };
    let (table, kept) = match kept {
        Some(kept) => (kept, true),
        None => {
            let table = state
                .table_reads
                .read(table_id)
                .await?
                .ok_or(PlayError::NotFound)?;
            (table, false)
        }
    };
    if kept {
        // Who may see it goes with the version: the watch may have forgotten both (an idle
        // table, a lost listening connection), and the next 304 needs them.
        state
            .watch
            .publish_viewers(table_id, table.row.version, || viewers(&table));
    } else {
        super::remember(state, &table);
    }
    Ok(table)
}

/// The table as this process holds it, at the version it last heard of, for a reader `seen`
/// let in: what a page shows while the database cannot answer, marked as possibly behind.
/// `None` when the process holds no such table.
pub fn held(state: &AppState, seen: Seen) -> Option<Arc<Table>> {
    let table_id = seen.table_id;
    let version = state.watch.version(table_id)?;
    state.tables.get(table_id, version)
}

/// "Play again": the table that follows a finished one, with the same players in the same seats and
/// the same ruleset, options, decks, time limit, bots' pace and visibility, open, with whoever
/// asked as its host. Made once: the old table's row lock makes every later (or simultaneous)
/// request find the same new table.
pub async fn rematch(state: &AppState, seen: Seen) -> Result<Table, PlayError> {
    let Seen {
        table_id,
        account_id,
    } = seen;
    let limits = Limits::of(&state.config);
    let now = state.clock.now();
    let (new_table, old_version) = crate::db::run(&state.pool, move |conn| {
        conn.transaction(|conn| {
            let table = whole_table::load(conn, table_id, true)?.ok_or(PlayError::NotFound)?;
            // The gate let the caller see the table; only a player may play again.
            let seat = table
                .seat_of(account_id)
                .ok_or_else(PlayError::not_seated)?;
            if let Some(id) = table.row.rematch_id {
                let next = whole_table::load(conn, id, false)?.ok_or(PlayError::NotFound)?;
                return Ok((next, None));
            }
            if table.row.status != TableStatus::Finished {
                return Err(PlayError::conflict("rematch_err_not_finished"));
            }
            quotas::check(conn, &limits, account_id, Quota::Table, now)?;
            let new = NewTable {
                ruleset: table.row.ruleset,
                options: table.row.options,
                move_time_limit_hours: table.row.move_time_limit_hours,
                move_time_limit_minutes: table.row.move_time_limit_minutes,
                public: table.row.public,
                decks: table.decks.clone(),
                name: table.row.name.clone(),
                bot_human_pace: table.row.bot_human_pace,
            };
            // The same partners, in `teams`: their seats' teams are the game's.
            let players: Vec<(AccountId, Option<i32>)> =
                table.seats.iter().map(|s| (s.account_id, s.team)).collect();
            let row = store::create_seated(conn, account_id, &new, &players)?;
            store::log_events(conn, row.id, Some(seat), &[TableEvent::Created])?;
            store::set_rematch(conn, table_id, row.id)?;
            store::log_events(
                conn,
                table_id,
                Some(seat),
                &[TableEvent::Rematch { table: row.id }],
            )?;
            let version = store::update_table(conn, table_id)?.version;
            let next = whole_table::load(conn, row.id, false)?.ok_or(PlayError::NotFound)?;
            Ok((next, Some(version)))
        })
    })
    .await?;
    if let Some(version) = old_version {
        state.watch.publish(table_id, version);
    }
    state.watch.publish(new_table.row.id, new_table.row.version);
    Ok(new_table)
}

/// The table an invite code opens, if any: the invitation page shows it to whoever holds the
/// code.
pub async fn by_invite_code(state: &AppState, key: Key) -> Result<Option<Table>, PlayError> {
    let (now, config) = (state.clock.now(), state.config.clone());
    crate::db::run(&state.pool, move |conn| {
        with_key(conn, &config, &key.address, now, |conn| {
            let table = match store::id_by_code(conn, &key.code)? {
                Some(id) => whole_table::load(conn, id, false)?,
                None => None,
            };
            let opened = table.is_some();
            Ok((table, opened))
        })
    })
    .await
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::FirstStoryteller;

    fn parse(body: serde_json::Value) -> Result<TableChoices, serde_json::Error> {
        serde_json::from_value(body)
    }

    #[test]
    fn a_body_names_the_options_of_the_engine_each_by_its_field() {
        let choices = parse(serde_json::json!({
            "ruleset": "2021", "target_score": 55, "first_storyteller": "random",
            "rounds_per_player": null, "public": true,
        }))
        .expect("a body");
        assert_eq!(
            choices.options,
            Options {
                target_score: 55,
                first_storyteller: FirstStoryteller::Random,
                ..Options::default()
            }
        );
        assert_eq!(choices.public, Some(true));
        let new = choices.check().expect("options that fit 2021");
        assert_eq!(new.options.target_score, 55);
    }

    #[test]
    fn a_body_with_a_field_nobody_knows_is_refused() {
        let refused = parse(serde_json::json!({"ruleset": "2021", "target_scor": 55}));
        let message = refused.expect_err("an unknown field").to_string();
        assert!(message.contains("unknown field `target_scor`"), "{message}");
        assert!(parse(serde_json::json!({"ruleset": "2021", "target_score": "55"})).is_err());
    }
}
