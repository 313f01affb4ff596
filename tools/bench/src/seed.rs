//! The tables the benchmark plays on, made through the same services the server's handlers
//! call (register, create, join, start), from this process, against the server's database.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::Duration;

use clap::Parser;
use fabula::accounts::{self, PasswordGate, Registration};
use fabula::clock::SystemClock;
use fabula::config::Config;
use fabula::game::{FirstStoryteller, Options};
use fabula::ids::{AccountId, TableId};
use fabula::play::{self, Move, TableCache, TableChoices};
use fabula::state::AppState;
use fabula::watch::Watch;

use crate::http::{request, Conn};

/// Players sit in groups of six; a group's players sit at every table of the group.
pub const SEATS: usize = 6;
pub const PASSWORD: &str = "bench-password";

pub struct Player {
    pub username: String,
    pub id: AccountId,
    /// `Bearer fab_…`, for the Authorization header.
    pub bearer: String,
    /// The device proof the token's answer gave: a sign-in with it is a known device's.
    pub device: String,
}

pub struct Seeder {
    state: Arc<AppState>,
    prefix: String,
    pub players: Vec<Player>,
    /// Every table made so far, in order; table `i` belongs to group `i % groups`.
    pub tables: Vec<TableId>,
}

impl Seeder {
    pub fn new(database_url: &str) -> Result<Seeder, String> {
        let pool = fabula::db::build_pool(database_url, 16, Duration::from_secs(30))
            .map_err(|e| e.to_string())?;
        let mut config = Config::parse_from(["fabula"]);
        config.register_limit = u32::MAX;
        config.register_per_minute = 0;
        // Each group's host makes many tables at once: no quotas.
        config.quota_open_tables = i64::MAX;
        config.quota_tables_per_hour = i64::MAX;
        config.quota_tokens = i64::MAX;
        let state = AppState {
            versions: fabula::state::Versions::new(pool.clone()),
            table_reads: fabula::state::TableReads::new(pool.clone()),
            steps: fabula::state::Steps::new(pool.clone()),
            pool,
            config: Arc::new(config),
            watch: Watch::new(),
            clock: Arc::new(SystemClock),
            passwords: PasswordGate::new(0, 100_000, 0),
            tables: Arc::new(TableCache::new(1_000)),
            builtin_cards: Default::default(),
            proof_key: Vec::new(),
            vapid: Arc::new(fabula::notify::push::generate_keys()),
        };
        // Names of this run's own, so a database used before is no obstacle.
        let prefix = format!("b{}", std::process::id() % 100_000);
        Ok(Seeder {
            state: Arc::new(state),
            prefix,
            players: Vec::new(),
            tables: Vec::new(),
        })
    }

    /// The seeded tables of `range`, each to be played by its players' tokens.
    pub fn driven(&self, range: std::ops::Range<usize>) -> Vec<crate::drive::Driven> {
        range
            .map(|i| {
                let bearers = (0..SEATS)
                    .map(|s| self.player(i, s).bearer.clone())
                    .collect();
                crate::drive::Driven::new(self.tables[i].0, bearers)
            })
            .collect()
    }

    pub fn groups(&self) -> usize {
        self.players.len() / SEATS
    }

    /// Registers `groups × 6` accounts, and signs each in through the server for a token.
    pub async fn players(
        &mut self,
        groups: usize,
        server: std::net::SocketAddr,
    ) -> Result<(), String> {
        let mut conn = Conn::open(server).await.map_err(|e| e.to_string())?;
        for n in 0..groups * SEATS {
            let username = format!("{}_{}_{}", self.prefix, n / SEATS, n % SEATS);
            let account = accounts::register(
                &self.state,
                Registration {
                    username: username.clone(),
                    password: PASSWORD.into(),
                    display_name: None,
                    lang: fabula::i18n::Lang::En,
                },
                fabula::state::password_gate::Sender::at("127.0.0.1"),
            )
            .await
            .map_err(|e| format!("register {username}: {e}"))?;
            let body =
                serde_json::json!({"username": username, "password": PASSWORD, "name": "bench"});
            let answer = conn
                .send(&request(
                    "POST",
                    "/api/v1/tokens",
                    &[],
                    Some(&body.to_string()),
                ))
                .await
                .map_err(|e| e.to_string())?;
            if answer.status != 201 {
                return Err(format!("token for {username}: {}", answer.status));
            }
            let token: serde_json::Value =
                serde_json::from_slice(&answer.body).map_err(|e| e.to_string())?;
            let device = token["device"].as_str().unwrap_or_default().to_string();
            let token = token["token"].as_str().unwrap_or_default();
            self.players.push(Player {
                username,
                id: account.id,
                bearer: format!("Bearer {token}"),
                device,
            });
        }
        Ok(())
    }

    /// The player in `seat` at table number `index`.
    pub fn player(&self, index: usize, seat: usize) -> &Player {
        let group = index % self.groups();
        &self.players[group * SEATS + seat]
    }

    /// Makes tables until there are `total`, each a six-player 2021 game started and waiting
    /// for its first clue, with `parallel` made at once.
    pub async fn tables_up_to(&mut self, total: usize, parallel: usize) -> Result<(), String> {
        let first = self.tables.len();
        if total <= first {
            return Ok(());
        }
        let next = Arc::new(AtomicUsize::new(first));
        let seats: Arc<Vec<Vec<AccountId>>> = Arc::new(
            (0..self.groups())
                .map(|g| (0..SEATS).map(|s| self.players[g * SEATS + s].id).collect())
                .collect(),
        );
        let mut tasks = Vec::new();
        for _ in 0..parallel {
            let (state, next, seats) = (self.state.clone(), next.clone(), seats.clone());
            tasks.push(tokio::spawn(async move {
                let mut made = Vec::new();
                loop {
                    let index = next.fetch_add(1, Ordering::Relaxed);
                    if index >= total {
                        return Ok::<_, String>(made);
                    }
                    let group = &seats[index % seats.len()];
                    made.push((index, one_table(&state, group, UNENDING).await?));
                }
            }));
        }
        let mut made = Vec::new();
        for task in tasks {
            made.extend(task.await.map_err(|e| e.to_string())??);
        }
        made.sort_unstable_by_key(|(index, _)| *index);
        self.tables.extend(made.into_iter().map(|(_, id)| id));
        Ok(())
    }
}

/// The target score of the seeded tables: more points than the measurements let a game make.
const UNENDING: u32 = 100;

async fn one_table(
    state: &AppState,
    seats: &[AccountId],
    target_score: u32,
) -> Result<TableId, String> {
    let choices = TableChoices {
        ruleset: "2021".into(),
        options: Options {
            target_score,
            first_storyteller: FirstStoryteller::Host,
            ..Options::default()
        },
        move_time_limit_hours: Some(0),
        move_time_limit_minutes: None,
        deck: None,
        public: None,
        name: None,
        bot_pace: None,
    };
    let new = choices.check().map_err(|e| e.to_string())?;
    let table = play::create_table(state, seats[0], new)
        .await
        .map_err(|e| e.to_string())?;
    let (id, code) = (table.row.id, table.row.code.clone());
    for &player in &seats[1..] {
        play::act(
            state,
            id,
            player,
            Move::Join {
                code: Some(code.clone()),
            },
        )
        .await
        .map_err(|e| e.to_string())?;
    }
    play::act(state, id, seats[0], Move::Start)
        .await
        .map_err(|e| e.to_string())?;
    Ok(id)
}

impl Seeder {
    /// Every table's version now, as its ETag says it.
    pub async fn versions(&self) -> Result<std::collections::HashMap<TableId, i64>, String> {
        use diesel::prelude::*;
        use fabula::db::schema::tables::dsl::{id, tables, version};
        let rows: Vec<(TableId, i64)> = fabula::db::query(&self.state.pool, |conn| {
            tables.select((id, version)).load(conn)
        })
        .await
        .map_err(|e| e.to_string())?;
        Ok(rows.into_iter().collect())
    }
}

impl Seeder {
    /// The database pool this program seeds with.
    pub fn pool(&self) -> &fabula::db::DbPool {
        &self.state.pool
    }

    /// A six-player 2021 game of group 0 to 30 points, played to its end through the server
    /// at `server` as the benchmark's bots play (not kept in `tables`).
    pub async fn finished_table(&self, server: std::net::SocketAddr) -> Result<TableId, String> {
        let seats: Vec<AccountId> = (0..SEATS).map(|s| self.player(0, s).id).collect();
        let id = one_table(&self.state, &seats, 30).await?;
        let bearers = (0..SEATS)
            .map(|s| self.player(0, s).bearer.clone())
            .collect();
        let mut table = crate::drive::Driven::new(id.0, bearers);
        let mut conn = Conn::open(server).await.map_err(|e| e.to_string())?;
        let mut moves = crate::drive::Moves::default();
        // A bound: a game to 30 points takes a few hundred moves.
        for _ in 0..10_000 {
            if table.finished {
                return Ok(id);
            }
            crate::drive::step(&mut conn, &mut table, &mut moves).await;
        }
        Err(format!("the game at table {} did not end", id.0))
    }
}
