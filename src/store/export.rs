//! Everything Fabula holds about one account, read for its export, each part as JSON that
//! PostgreSQL builds. Only what is the account's own: its seats, moves, messages and decks,
//! never another player's hidden cards.

use diesel::prelude::*;
use diesel::sql_types::{BigInt, Bytea, Nullable, Text};

use crate::ids::AccountId;

#[derive(QueryableByName)]
struct Json {
    #[diesel(sql_type = Nullable<Text>)]
    json: Option<String>,
}

/// The account and its settings: mail, language, time zone, reminders, and where it is
/// signed in (sessions, API tokens, push devices, webhooks; never their secrets).
const ACCOUNT: &str = "SELECT jsonb_build_object(
    'id', a.id, 'username', a.username, 'display_name', a.display_name,
    'created_at', a.created_at, 'last_sign_in_at', a.last_sign_in_at,
    'email', a.email, 'email_confirmed', a.email_confirmed, 'mail_mode', a.mail_mode,
    'lang', a.lang, 'time_zone', a.time_zone, 'reminders', a.reminders,
    'away_until', a.away_until,
    'sessions', (SELECT coalesce(jsonb_agg(jsonb_build_object('user_agent', s.user_agent,
        'created_at', s.created_at, 'last_seen_at', s.last_seen_at) ORDER BY s.id), '[]')
        FROM sessions s WHERE s.account_id = a.id),
    'api_tokens', (SELECT coalesce(jsonb_agg(jsonb_build_object('name', t.name,
        'created_at', t.created_at, 'last_used_at', t.last_used_at) ORDER BY t.id), '[]')
        FROM api_tokens t WHERE t.account_id = a.id),
    'push_devices', (SELECT coalesce(jsonb_agg(jsonb_build_object('device', p.device,
        'created_at', p.created_at) ORDER BY p.id), '[]')
        FROM push_subscriptions p WHERE p.account_id = a.id),
    'webhooks', (SELECT coalesce(jsonb_agg(jsonb_build_object('url', w.url,
        'created_at', w.created_at) ORDER BY w.id), '[]')
        FROM webhooks w WHERE w.account_id = a.id)
)::text AS json FROM accounts a WHERE a.id = $1";

/// Each table the account sits at: the table, its own seat, the rounds scored (clues are
/// public once revealed; a storyteller's note only when it was theirs), its own cards played
/// and votes, and the cards in its hand now.
const TABLES: &str = "SELECT coalesce(jsonb_agg(jsonb_build_object(
    'id', t.id, 'name', t.name, 'ruleset', t.ruleset, 'status', t.status,
    'created_at', t.created_at, 'started_at', t.started_at, 'finished_at', t.finished_at,
    'host', t.host_id = $1,
    'seat', jsonb_build_object('seat', s.seat, 'score', s.score, 'team', s.team,
        'resigned', s.resigned, 'joined_at', s.joined_at),
    'rounds', (SELECT coalesce(jsonb_agg(jsonb_build_object('round', r.round,
        'storyteller', r.storyteller = s.seat, 'clue', r.clue,
        'note', CASE WHEN r.storyteller = s.seat THEN r.note END,
        'scored_at', r.scored_at,
        'points', (SELECT p.points FROM round_points p
            WHERE p.table_id = r.table_id AND p.round = r.round AND p.seat = s.seat),
        'cards_played', (SELECT coalesce(jsonb_agg(jsonb_build_object('card', b.card_id,
            'position', b.position) ORDER BY b.ord), '[]') FROM submissions b
            WHERE b.table_id = r.table_id AND b.round = r.round AND b.seat = s.seat),
        'votes', (SELECT coalesce(jsonb_agg(jsonb_build_object('marker', v.marker,
            'position', v.position) ORDER BY v.ord), '[]') FROM votes v
            WHERE v.table_id = r.table_id AND v.round = r.round AND v.voter = s.seat)
        ) ORDER BY r.round), '[]') FROM rounds r WHERE r.table_id = t.id),
    'hand', (SELECT coalesce(jsonb_agg(c.card_id ORDER BY c.ord), '[]') FROM table_cards c
        WHERE c.table_id = t.id AND c.seat = s.seat AND c.place = 'hand')
) ORDER BY t.id), '[]')::text AS json
FROM seats s JOIN tables t ON t.id = s.table_id WHERE s.account_id = $1";

/// The chat messages the account wrote.
const MESSAGES: &str = "SELECT coalesce(jsonb_agg(jsonb_build_object('table', m.table_id,
    'body', m.body, 'created_at', m.created_at) ORDER BY m.id), '[]')::text AS json
FROM table_messages m WHERE m.account_id = $1";

/// The account's decks, each with its cards (without the pictures).
const DECKS: &str = "SELECT coalesce(jsonb_agg(jsonb_build_object('id', d.id, 'name', d.name,
    'public', d.public, 'created_at', d.created_at,
    'cards', (SELECT coalesce(jsonb_agg(jsonb_build_object('id', c.id,
        'description', c.description, 'content_type', c.content_type, 'width', c.width,
        'height', c.height, 'created_at', c.created_at) ORDER BY c.id), '[]')
        FROM cards c WHERE c.deck_id = d.id)
) ORDER BY d.id), '[]')::text AS json FROM decks d WHERE d.owner_id = $1";

/// What the export holds, each part as JSON text.
pub struct Export {
    pub account: String,
    pub tables: String,
    pub messages: String,
    pub decks: String,
    pub pictures: Vec<Picture>,
}

/// One uploaded picture of one of the account's decks.
#[derive(QueryableByName)]
pub struct Picture {
    #[diesel(sql_type = BigInt)]
    pub deck_id: i64,
    #[diesel(sql_type = BigInt)]
    pub card_id: i64,
    #[diesel(sql_type = Text)]
    pub content_type: String,
    #[diesel(sql_type = Bytea)]
    pub image: Vec<u8>,
}

fn json(conn: &mut PgConnection, sql: &str, account_id: AccountId) -> QueryResult<String> {
    let row: Json = diesel::sql_query(sql)
        .bind::<BigInt, _>(account_id.0)
        .get_result(conn)?;
    Ok(row.json.unwrap_or_else(|| "null".to_string()))
}

/// Reads everything of the account, in one transaction so that the parts agree.
pub fn export(conn: &mut PgConnection, account_id: AccountId) -> QueryResult<Export> {
    conn.transaction(|conn| {
        Ok(Export {
            account: json(conn, ACCOUNT, account_id)?,
            tables: json(conn, TABLES, account_id)?,
            messages: json(conn, MESSAGES, account_id)?,
            decks: json(conn, DECKS, account_id)?,
            pictures: diesel::sql_query(
                "SELECT c.deck_id, c.id AS card_id, c.content_type, c.image FROM cards c
                 JOIN decks d ON d.id = c.deck_id
                 WHERE d.owner_id = $1 AND c.image IS NOT NULL ORDER BY c.id",
            )
            .bind::<BigInt, _>(account_id.0)
            .load(conn)?,
        })
    })
}
