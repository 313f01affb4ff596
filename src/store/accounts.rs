//! Accounts and API tokens.

use chrono::{DateTime, Utc};
use diesel::prelude::*;
use diesel::result::{DatabaseErrorKind, Error};
use serde::Serialize;

use crate::db::schema::{accounts, api_tokens};
use crate::ids::AccountId;

#[derive(Debug, Clone, Queryable, Selectable, Serialize)]
#[diesel(table_name = accounts)]
pub struct Account {
    pub id: AccountId,
    pub username: String,
    pub display_name: String,
    #[serde(skip)]
    pub password_hash: String,
    #[serde(skip)]
    pub created_at: DateTime<Utc>,
    /// The IANA name of the zone the account reads times in; UTC when none.
    #[serde(skip)]
    pub time_zone: Option<String>,
    /// Set while a moderator has suspended the account (see [`Account::suspension`]).
    #[serde(skip)]
    pub suspended_at: Option<DateTime<Utc>>,
    #[serde(skip)]
    pub suspended_until: Option<DateTime<Utc>>,
    #[serde(skip)]
    pub suspension_reason: Option<String>,
    /// The locale the account reads the site, its mail and its feed in.
    #[serde(skip)]
    pub lang: String,
}

/// Why and until when a moderator suspended an account.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Suspension {
    /// `None`: for good.
    pub until: Option<DateTime<Utc>>,
    pub reason: String,
}

impl Account {
    /// The account's suspension in force at `now`, if any: one that has run out is none.
    pub fn suspension(&self, now: DateTime<Utc>) -> Option<Suspension> {
        self.suspended_at?;
        if self.suspended_until.is_some_and(|until| until <= now) {
            return None;
        }
        Some(Suspension {
            until: self.suspended_until,
            reason: self.suspension_reason.clone().unwrap_or_default(),
        })
    }
}

#[derive(Insertable)]
#[diesel(table_name = accounts)]
pub struct NewAccount<'a> {
    pub username: &'a str,
    pub display_name: &'a str,
    pub password_hash: &'a str,
    pub lang: &'a str,
    /// `text::look_alike_key` of the display name.
    pub name_key: &'a str,
}

#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = api_tokens)]
pub struct ApiToken {
    pub id: i64,
    pub account_id: AccountId,
    pub name: String,
}

/// Creates an account; `None` when the username is taken (in any letter case).
pub fn create(conn: &mut PgConnection, new: &NewAccount) -> QueryResult<Option<Account>> {
    match diesel::insert_into(accounts::table)
        .values(new)
        .returning(Account::as_returning())
        .get_result(conn)
    {
        Ok(account) => Ok(Some(account)),
        Err(Error::DatabaseError(DatabaseErrorKind::UniqueViolation, _)) => Ok(None),
        Err(e) => Err(e),
    }
}

/// Whether an account (other than `except`) has a display name that looks like one with this
/// key.
pub fn name_key_taken(
    conn: &mut PgConnection,
    key: &str,
    except: Option<AccountId>,
) -> QueryResult<bool> {
    diesel::select(diesel::dsl::exists(
        accounts::table
            .filter(accounts::name_key.eq(key))
            .filter(accounts::id.ne(except.unwrap_or(AccountId(0)))),
    ))
    .get_result(conn)
}

/// A new display name, with its look-alike key; the account as it now is.
pub fn set_display_name(
    conn: &mut PgConnection,
    account_id: AccountId,
    name: &str,
    key: &str,
) -> QueryResult<Account> {
    diesel::update(accounts::table.find(account_id))
        .set((accounts::display_name.eq(name), accounts::name_key.eq(key)))
        .returning(Account::as_returning())
        .get_result(conn)
}

/// Accounts made before display names had a look-alike key.
pub fn without_name_key(conn: &mut PgConnection) -> QueryResult<Vec<(AccountId, String)>> {
    accounts::table
        .filter(accounts::name_key.is_null())
        .select((accounts::id, accounts::display_name))
        .load(conn)
}

pub fn set_name_key(conn: &mut PgConnection, account_id: AccountId, key: &str) -> QueryResult<()> {
    diesel::update(accounts::table.find(account_id))
        .set(accounts::name_key.eq(key))
        .execute(conn)
        .map(|_| ())
}

pub fn by_id(conn: &mut PgConnection, id: AccountId) -> QueryResult<Option<Account>> {
    accounts::table
        .find(id)
        .select(Account::as_select())
        .first(conn)
        .optional()
}

/// Finds an account by username, without regard to case.
pub fn by_username(conn: &mut PgConnection, username: &str) -> QueryResult<Option<Account>> {
    diesel::define_sql_function!(fn lower(x: diesel::sql_types::Text) -> diesel::sql_types::Text);
    accounts::table
        .filter(lower(accounts::username).eq(username.to_lowercase()))
        .select(Account::as_select())
        .first(conn)
        .optional()
}

/// The account a token belongs to, noting when the token was last used.
pub fn by_token_hash(conn: &mut PgConnection, hash: &[u8]) -> QueryResult<Option<Account>> {
    let account_id: Option<AccountId> = diesel::update(api_tokens::table)
        .filter(api_tokens::token_hash.eq(hash))
        .set(api_tokens::last_used_at.eq(diesel::dsl::now))
        .returning(api_tokens::account_id)
        .get_result(conn)
        .optional()?;
    match account_id {
        Some(id) => by_id(conn, id),
        None => Ok(None),
    }
}

pub fn create_token(
    conn: &mut PgConnection,
    account_id: AccountId,
    name: &str,
    hash: &[u8],
) -> QueryResult<ApiToken> {
    diesel::insert_into(api_tokens::table)
        .values((
            api_tokens::account_id.eq(account_id),
            api_tokens::name.eq(name),
            api_tokens::token_hash.eq(hash),
        ))
        .returning(ApiToken::as_returning())
        .get_result(conn)
}

pub fn token(conn: &mut PgConnection, id: i64) -> QueryResult<Option<ApiToken>> {
    api_tokens::table
        .find(id)
        .select(ApiToken::as_select())
        .first(conn)
        .optional()
}

/// Deletes a token; the hash it had.
pub fn delete_token(conn: &mut PgConnection, id: i64) -> QueryResult<Vec<u8>> {
    diesel::delete(api_tokens::table.find(id))
        .returning(api_tokens::token_hash)
        .get_result(conn)
}

/// Deletes every token of the account; the hashes they had.
pub fn delete_tokens(conn: &mut PgConnection, account_id: AccountId) -> QueryResult<Vec<Vec<u8>>> {
    diesel::delete(api_tokens::table.filter(api_tokens::account_id.eq(account_id)))
        .returning(api_tokens::token_hash)
        .get_results(conn)
}

/// A token as its owner's list shows it.
#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = api_tokens)]
pub struct TokenLine {
    pub id: i64,
    pub name: String,
    pub created_at: DateTime<Utc>,
    pub last_used_at: Option<DateTime<Utc>>,
}

/// An account's tokens, the newest first.
pub fn tokens_of(conn: &mut PgConnection, account_id: AccountId) -> QueryResult<Vec<TokenLine>> {
    api_tokens::table
        .filter(api_tokens::account_id.eq(account_id))
        .order(api_tokens::id.desc())
        .select(TokenLine::as_select())
        .load(conn)
}

pub fn set_password_hash(
    conn: &mut PgConnection,
    account_id: AccountId,
    hash: &str,
) -> QueryResult<()> {
    diesel::update(accounts::table.find(account_id))
        .set(accounts::password_hash.eq(hash))
        .execute(conn)
        .map(|_| ())
}

/// Sets the account's time zone; with `only_if_unset`, only when it has none yet (the
/// browser's guess never overrides a choice). The account as it now is, when it changed.
pub fn set_time_zone(
    conn: &mut PgConnection,
    account_id: AccountId,
    zone: &str,
    only_if_unset: bool,
) -> QueryResult<Option<Account>> {
    use diesel::sql_types::Bool;
    let unset_or_any = accounts::time_zone
        .is_null()
        .or((!only_if_unset).into_sql::<Bool>());
    diesel::update(accounts::table.find(account_id).filter(unset_or_any))
        .set(accounts::time_zone.eq(zone))
        .returning(Account::as_returning())
        .get_result(conn)
        .optional()
}
