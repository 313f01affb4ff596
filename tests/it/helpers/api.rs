//! The JSON API as a client sees it: `ApiClient` is one account's token, `Table` a started
//! table with one client per seat, and their methods are the API's routes.

use reqwest::{Method, RequestBuilder, Response, StatusCode};
use serde::de::DeserializeOwned;
use serde_json::{json, Value};

use super::app::TestApp;
use super::view::{Me, Move, Round, Seat, Status, TableView};

/// The password of every account the tests make.
pub const PASSWORD: &str = "correct horse";

/// One account's API token, against one server.
#[derive(Clone)]
pub struct ApiClient {
    address: String,
    http: reqwest::Client,
    pub token: String,
}

impl TestApp {
    /// Registers through the API and returns a client with a token for the account.
    pub async fn api_user(&self, username: &str) -> ApiClient {
        let account = json!({"username": username, "password": PASSWORD});
        let res = self.post_json("/api/v1/accounts", &account).await;
        assert_eq!(res.status(), 201, "register {username}");
        self.api_client_of(username).await
    }

    /// A client with a new token for an account that exists (its password is `PASSWORD`).
    pub async fn api_client_of(&self, username: &str) -> ApiClient {
        let account = json!({"username": username, "password": PASSWORD});
        let res = self.post_json("/api/v1/tokens", &account).await;
        assert_eq!(res.status(), 201, "token for {username}");
        let body: Value = res.json().await.expect("json");
        ApiClient {
            address: self.address.clone(),
            http: super::app::client().build().expect("client builds"),
            token: body["token"].as_str().expect("token").to_string(),
        }
    }

    /// `players` new accounts named `{prefix}0`, `{prefix}1`, …: the first creates a table
    /// with `options`, the others join with its code, and the host starts it.
    pub async fn start_table(&self, prefix: &str, players: usize, options: Value) -> Table {
        let host = self.api_user(&format!("{prefix}0")).await;
        self.start_table_hosted_by(host, prefix, players, options)
            .await
    }

    /// The same, with an existing account as the host.
    pub async fn start_table_hosted_by(
        &self,
        host: ApiClient,
        prefix: &str,
        players: usize,
        options: Value,
    ) -> Table {
        let mut others = Vec::new();
        for i in 1..players {
            others.push(self.api_user(&format!("{prefix}{i}")).await);
        }
        let table = host.create_table(options).await;
        for player in &others {
            player.join(&table).await;
        }
        let view = host.start(table.id).await;
        assert_eq!(view.status, Status::Playing);
        // In seat order: a Teams table seats partners opposite at the start.
        let mut joined = vec![(host.me().await.username, host)];
        for (i, player) in others.into_iter().enumerate() {
            joined.push((format!("{prefix}{}", i + 1), player));
        }
        let seated = view
            .seats
            .iter()
            .map(|s| {
                let at = joined.iter().position(|(name, _)| *name == s.username);
                joined
                    .remove(at.expect("every seat is one of the players"))
                    .1
            })
            .collect();
        Table {
            id: table.id,
            players: seated,
        }
    }
}

impl ApiClient {
    /// The same account against another server process (on the same database).
    pub fn on(&self, app: &TestApp) -> ApiClient {
        self.at(&app.address)
    }

    /// The same token against the server at `address` (`http://127.0.0.1:port`).
    pub fn at(&self, address: &str) -> ApiClient {
        ApiClient {
            address: address.to_string(),
            ..self.clone()
        }
    }

    pub fn url(&self, path: &str) -> String {
        format!("{}{path}", self.address)
    }

    /// A request with this account's token, to send as it is or with more headers.
    pub fn request(&self, method: Method, path: &str) -> RequestBuilder {
        self.http
            .request(method, self.url(path))
            .bearer_auth(&self.token)
    }

    /// `method path` with the token; the answer as it came.
    pub async fn send(&self, method: Method, path: &str) -> Response {
        self.request(method, path)
            .send()
            .await
            .expect("request sent")
    }

    /// `method path` with an optional JSON body; the status and the body as JSON (Null when
    /// empty, a string when not JSON).
    pub async fn call(
        &self,
        method: Method,
        path: &str,
        body: Option<Value>,
    ) -> (StatusCode, Value) {
        let mut req = self.request(method, path);
        if let Some(body) = body {
            req = req.json(&body);
        }
        let res = req.send().await.expect("request sent");
        let status = res.status();
        let text = res.text().await.expect("body");
        let value = if text.is_empty() {
            Value::Null
        } else {
            serde_json::from_str(&text).unwrap_or(Value::String(text))
        };
        (status, value)
    }

    pub async fn get(&self, path: &str) -> (StatusCode, Value) {
        self.call(Method::GET, path, None).await
    }

    pub async fn post(&self, path: &str, body: Value) -> (StatusCode, Value) {
        self.call(Method::POST, path, Some(body)).await
    }

    /// Waits for the table of `view` to move past `view`'s version, at most `seconds`
    /// (`?wait=`): whether it did.
    pub async fn moved_within(&self, view: &TableView, seconds: u64) -> bool {
        let path = format!("/api/v1/tables/{}?wait={seconds}", view.id);
        let res = self
            .request(Method::GET, &path)
            .header("If-None-Match", format!("\"v{}\"", view.version))
            .send()
            .await
            .expect("request sent");
        res.status() == StatusCode::OK
    }

    /// GET that must answer 200, read as `T`.
    pub async fn read<T: DeserializeOwned>(&self, path: &str) -> T {
        self.try_read(path)
            .await
            .unwrap_or_else(|(status, body)| panic!("GET {path}: {status} {body}"))
    }

    /// GET read as `T` when it answers 200; otherwise the status and body it answered.
    pub async fn try_read<T: DeserializeOwned>(
        &self,
        path: &str,
    ) -> Result<T, (StatusCode, Value)> {
        let (status, body) = self.get(path).await;
        if status != 200 {
            return Err((status, body));
        }
        Ok(serde_json::from_value(body).unwrap_or_else(|e| panic!("GET {path}: {e}")))
    }

    /// Deletes this account (`DELETE /api/v1/me` with the right password).
    pub async fn delete_account(&self) {
        let body = json!({"password": PASSWORD});
        let (status, answer) = self.call(Method::DELETE, "/api/v1/me", Some(body)).await;
        assert_eq!(status, StatusCode::NO_CONTENT, "{answer}");
    }

    pub async fn me(&self) -> Me {
        self.read("/api/v1/me").await
    }

    /// The table as this account sees it.
    pub async fn table(&self, id: i64) -> TableView {
        self.read(&format!("/api/v1/tables/{id}")).await
    }

    /// Creates a table; it must be accepted.
    pub async fn create_table(&self, options: Value) -> TableView {
        let (status, view) = self.post("/api/v1/tables", options).await;
        assert_eq!(status, 201, "create: {view}");
        serde_json::from_value(view).expect("a table view")
    }

    /// Joins with the table's invite code; it must be accepted.
    pub async fn join(&self, table: &TableView) -> TableView {
        let path = format!("/api/v1/tables/{}/join", table.id);
        let (status, view) = self.post(&path, json!({ "code": table.code })).await;
        assert_eq!(status, 200, "join: {view}");
        serde_json::from_value(view).expect("a table view")
    }

    /// `POST /api/v1/tables/{id}/start` without a body, as is.
    pub async fn try_start(&self, id: i64) -> (StatusCode, Value) {
        let path = format!("/api/v1/tables/{id}/start");
        self.call(Method::POST, &path, None).await
    }

    /// Starts the table; it must be accepted.
    pub async fn start(&self, id: i64) -> TableView {
        let (status, view) = self.try_start(id).await;
        assert_eq!(status, 200, "start: {view}");
        serde_json::from_value(view).expect("a table view")
    }
}

/// A started table and one client per seat, in seat order.
pub struct Table {
    pub id: i64,
    pub players: Vec<ApiClient>,
}

impl Table {
    /// The same table and players against another server process.
    pub fn on(&self, app: &TestApp) -> Table {
        self.at(&app.address)
    }

    /// The same table and players against the server at `address`.
    pub fn at(&self, address: &str) -> Table {
        Table {
            id: self.id,
            players: self.players.iter().map(|p| p.at(address)).collect(),
        }
    }

    /// `/api/v1/tables/{id}` and, unless empty, `/{what}`.
    pub fn path(&self, what: &str) -> String {
        match what {
            "" => format!("/api/v1/tables/{}", self.id),
            _ => format!("/api/v1/tables/{}/{what}", self.id),
        }
    }

    /// The table as `seat` sees it.
    pub async fn view(&self, seat: Seat) -> TableView {
        self.players[seat].table(self.id).await
    }

    /// Every seat's view, in seat order.
    pub async fn views(&self) -> Vec<TableView> {
        let mut views = Vec::new();
        for seat in 0..self.players.len() {
            views.push(self.view(seat).await);
        }
        views
    }

    /// Every scored round so far, as `seat` reads them.
    pub async fn rounds(&self, seat: Seat) -> Vec<Round> {
        self.players[seat].read(&self.path("rounds")).await
    }

    /// `seat` posts `body` to the table's `what` (a move, chat, extend, …): the answer as is.
    pub async fn post(&self, seat: Seat, what: &str, body: Value) -> (StatusCode, Value) {
        self.players[seat].post(&self.path(what), body).await
    }

    /// The same for a move that must be accepted: the new view.
    pub async fn play(&self, seat: Seat, what: &str, body: Value) -> TableView {
        let (status, answer) = self.post(seat, what, body).await;
        assert_eq!(status, 200, "{what} by seat {seat}: {answer}");
        serde_json::from_value(answer).expect("a table view")
    }

    /// `seat` tells `clue` about the first card of their hand.
    pub async fn play_clue(&self, seat: Seat, clue: &str) -> (StatusCode, Value) {
        let hand = self.view(seat).await.hand();
        self.post(seat, "clue", json!({"clue": clue, "card": hand[0]}))
            .await
    }

    /// `seat` plays the first `count` cards of their hand.
    pub async fn submit_first(&self, seat: Seat, count: usize) -> (StatusCode, Value) {
        let hand = self.view(seat).await.hand();
        self.post(seat, "submit", json!({"cards": &hand[..count]}))
            .await
    }

    /// `seat` votes for the first card on the board that is not theirs.
    pub async fn vote_for_another(&self, seat: Seat) -> (StatusCode, Value) {
        let position = self.view(seat).await.position_of_another();
        self.post(seat, "vote", json!({"positions": [position]}))
            .await
    }

    /// Every card id in the players' hands.
    pub async fn hand_cards(&self) -> Vec<i64> {
        let mut cards = Vec::new();
        for view in self.views().await {
            cards.extend(view.hand());
        }
        assert!(!cards.is_empty());
        cards
    }

    /// The seats awaited now, each with the step (round, phase, storyteller) they wait in.
    pub async fn awaited_now(&self) -> Vec<(Seat, String)> {
        let mut now = Vec::new();
        for (seat, view) in self.views().await.into_iter().enumerate() {
            if view.awaited_move().is_some() {
                let step = format!("{}-{:?}-{:?}", view.round, view.phase, view.storyteller);
                now.push((seat, step));
            }
        }
        now
    }

    /// The moves awaited from each of `seats` (a clue, the first card of the hand, a vote for
    /// another's card), each of which must be taken; whether anyone moved.
    pub async fn moves_of(&self, seats: std::ops::Range<Seat>) -> bool {
        let mut moved = false;
        for seat in seats {
            let view = self.view(seat).await;
            let hand = view.hand();
            let (status, answer) = match view.awaited_move() {
                Some(Move::Clue) => {
                    let body = json!({"clue": "still here", "card": hand[0]});
                    self.post(seat, "clue", body).await
                }
                Some(Move::Submit) => self.post(seat, "submit", json!({"cards": [hand[0]]})).await,
                Some(_) => self.vote_for_another(seat).await,
                None => continue,
            };
            assert_eq!(status, 200, "{answer}");
            moved = true;
        }
        moved
    }

    /// One move by the first seat that may make one (`clue` as the clue; the first cards of
    /// the hand; a vote for the first card not their own). False once the game is over.
    pub async fn one_move(&self, clue: &str) -> bool {
        self.one_move_acknowledged(clue).await.is_some()
    }

    /// The same, giving the version the move's answer names; `None` once the game is over.
    pub async fn one_move_acknowledged(&self, clue: &str) -> Option<i64> {
        let (seat, what, body) = self.next_move(clue).await?;
        Some(self.play(seat, what.name(), body).await.version)
    }

    /// The move `one_move` makes next: the seat, the move and its body; `None` once the game
    /// is over.
    pub async fn next_move(&self, clue: &str) -> Option<(Seat, Move, Value)> {
        self.try_next_move(clue)
            .await
            .unwrap_or_else(|(status, body)| panic!("a view: {status} {body}"))
    }

    /// The same, or the status and body of a view that could not be read.
    pub async fn try_next_move(
        &self,
        clue: &str,
    ) -> Result<Option<(Seat, Move, Value)>, (StatusCode, Value)> {
        let players = self.players.len();
        for seat in 0..players {
            let view: TableView = self.players[seat].try_read(&self.path("")).await?;
            if view.status == Status::Finished {
                return Ok(None);
            }
            let Some(what) = view.awaited_move() else {
                continue;
            };
            let hand = view.hand();
            let body = match what {
                // A party's storyteller tells a clue without a card.
                Move::Clue => match hand.first() {
                    Some(card) => json!({"clue": clue, "card": card}),
                    None => json!({ "clue": clue }),
                },
                Move::Submit => {
                    let count = if players == 3 && view.storyteller != Some(seat) {
                        2
                    } else {
                        1
                    };
                    json!({"cards": &hand[..count]})
                }
                // The first card the board does not mark as the voter's (their own; in teams
                // their partner's too); a party's storyteller also places the red token.
                _ => view.vote_for_first_open(seat),
            };
            return Ok(Some((seat, what, body)));
        }
        panic!("nobody may move");
    }
}
