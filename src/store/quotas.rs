//! What the quotas count: how much one account has made, and whether an admin lifted its
//! quotas. `quotas` (the service) decides; these only read, and lock the account's row so that
//! two requests of one account are counted one after the other.

use chrono::{DateTime, Utc};
use diesel::dsl::sql;
use diesel::prelude::*;
use diesel::sql_types::{BigInt, Timestamptz};

use crate::db::schema::{accounts, api_tokens, cards, creations, decks, reports, tables, webhooks};
use crate::ids::AccountId;
use crate::store::enums::TableStatus;

/// Locks the account's row until the transaction ends (another quota check of the same
/// account waits for it) and says whether an admin lifted its quotas; `None`: no such account.
pub fn lock(conn: &mut PgConnection, account_id: AccountId) -> QueryResult<Option<bool>> {
    accounts::table
        .find(account_id)
        .select(accounts::quotas_lifted)
        .for_no_key_update()
        .first(conn)
        .optional()
}

/// Whether an admin lifted the account's quotas.
pub fn lifted(conn: &mut PgConnection, account_id: AccountId) -> QueryResult<bool> {
    Ok(accounts::table
        .find(account_id)
        .select(accounts::quotas_lifted)
        .first(conn)
        .optional()?
        .unwrap_or(false))
}

/// Lifts the account's quotas, or makes them apply again; false when that was so already.
pub fn set_lifted(
    conn: &mut PgConnection,
    account_id: AccountId,
    lifted: bool,
) -> QueryResult<bool> {
    let changed = diesel::update(
        accounts::table
            .find(account_id)
            .filter(accounts::quotas_lifted.ne(lifted)),
    )
    .set(accounts::quotas_lifted.eq(lifted))
    .execute(conn)?;
    Ok(changed > 0)
}

/// The usernames of the accounts whose quotas are lifted, in alphabetical order.
pub fn lifted_accounts(conn: &mut PgConnection) -> QueryResult<Vec<String>> {
    accounts::table
        .filter(accounts::quotas_lifted)
        .filter(accounts::deleted_at.is_null())
        .select(accounts::username)
        .order(accounts::username)
        .load(conn)
}

/// The database's time an hour ago: tables and decks are stamped with the database's time.
fn an_hour_ago() -> diesel::expression::SqlLiteral<Timestamptz> {
    sql::<Timestamptz>("now() - interval '1 hour'")
}

/// The open tables (still waiting for players) the account hosts.
pub fn open_tables(conn: &mut PgConnection, account_id: AccountId) -> QueryResult<i64> {
    tables::table
        .filter(tables::host_id.eq(account_id))
        .filter(tables::status.eq(TableStatus::Open))
        .count()
        .get_result(conn)
}

/// The decks the account has.
pub fn decks(conn: &mut PgConnection, account_id: AccountId) -> QueryResult<i64> {
    decks::table
        .filter(decks::owner_id.eq(account_id))
        .count()
        .get_result(conn)
}

/// How many things of `kind` (`table`, `deck`) the account created within the last hour,
/// deleted ones included; its older records are forgotten first.
pub fn created_within_an_hour(
    conn: &mut PgConnection,
    account_id: AccountId,
    kind: &str,
) -> QueryResult<i64> {
    diesel::delete(
        creations::table
            .filter(creations::account_id.eq(account_id))
            .filter(creations::created_at.le(an_hour_ago())),
    )
    .execute(conn)?;
    creations::table
        .filter(creations::account_id.eq(account_id))
        .filter(creations::kind.eq(kind))
        .count()
        .get_result(conn)
}

/// Records that the account created a thing of `kind` now.
pub fn record_creation(
    conn: &mut PgConnection,
    account_id: AccountId,
    kind: &str,
) -> QueryResult<()> {
    diesel::insert_into(creations::table)
        .values((
            creations::account_id.eq(account_id),
            creations::kind.eq(kind),
        ))
        .execute(conn)?;
    Ok(())
}

/// The bytes of the pictures stored in the account's decks.
pub fn picture_bytes(conn: &mut PgConnection, account_id: AccountId) -> QueryResult<i64> {
    cards::table
        .inner_join(decks::table)
        .filter(decks::owner_id.eq(account_id))
        .select(sql::<BigInt>(
            "coalesce(sum(octet_length(cards.image)), 0)::bigint",
        ))
        .get_result(conn)
}

/// The API tokens the account has.
pub fn tokens(conn: &mut PgConnection, account_id: AccountId) -> QueryResult<i64> {
    api_tokens::table
        .filter(api_tokens::account_id.eq(account_id))
        .count()
        .get_result(conn)
}

/// The webhooks the account has.
pub fn webhooks(conn: &mut PgConnection, account_id: AccountId) -> QueryResult<i64> {
    webhooks::table
        .filter(webhooks::account_id.eq(account_id))
        .count()
        .get_result(conn)
}

/// The reports the account made since `since`.
pub fn reports_since(
    conn: &mut PgConnection,
    account_id: AccountId,
    since: DateTime<Utc>,
) -> QueryResult<i64> {
    reports::table
        .filter(reports::reporter_id.eq(account_id))
        .filter(reports::created_at.gt(since))
        .count()
        .get_result(conn)
}
