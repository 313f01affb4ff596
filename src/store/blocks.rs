//! Who blocked whom, and what people reported for the moderators.

use chrono::{DateTime, Utc};
use diesel::prelude::*;

use crate::db::schema::{accounts, blocks, reports};
use crate::ids::AccountId;

/// Someone an account blocked, as their list of blocked people shows them.
#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = blocks, check_for_backend(diesel::pg::Pg))]
pub struct Blocked {
    #[diesel(select_expression = blocks::blocked_id)]
    pub account_id: AccountId,
    #[diesel(select_expression = accounts::username)]
    pub username: String,
    #[diesel(select_expression = accounts::display_name)]
    pub display_name: String,
    /// The blocked player deleted their account (`Lang::player_name`).
    #[diesel(select_expression = accounts::deleted_at.is_not_null())]
    #[diesel(select_expression_type = diesel::dsl::IsNotNull<accounts::deleted_at>)]
    pub former: bool,
    pub created_at: DateTime<Utc>,
}

/// The people `blocker` blocked, newest first.
pub fn list(conn: &mut PgConnection, blocker: AccountId) -> QueryResult<Vec<Blocked>> {
    blocks::table
        .inner_join(accounts::table.on(accounts::id.eq(blocks::blocked_id)))
        .filter(blocks::blocker_id.eq(blocker))
        .select(Blocked::as_select())
        .order((blocks::created_at.desc(), blocks::blocked_id))
        .load(conn)
}

/// Blocks `blocked` for `blocker`; blocking twice changes nothing.
pub fn add(
    conn: &mut PgConnection,
    blocker: AccountId,
    blocked: AccountId,
    now: DateTime<Utc>,
) -> QueryResult<()> {
    diesel::insert_into(blocks::table)
        .values((
            blocks::blocker_id.eq(blocker),
            blocks::blocked_id.eq(blocked),
            blocks::created_at.eq(now),
        ))
        .on_conflict_do_nothing()
        .execute(conn)
        .map(drop)
}

/// Ends a block; false when there was none.
pub fn remove(
    conn: &mut PgConnection,
    blocker: AccountId,
    blocked: AccountId,
) -> QueryResult<bool> {
    diesel::delete(
        blocks::table
            .filter(blocks::blocker_id.eq(blocker))
            .filter(blocks::blocked_id.eq(blocked)),
    )
    .execute(conn)
    .map(|n| n > 0)
}

/// Whether any of `blockers` blocked `blocked`.
pub fn any_blocked(
    conn: &mut PgConnection,
    blockers: &[AccountId],
    blocked: AccountId,
) -> QueryResult<bool> {
    diesel::select(diesel::dsl::exists(
        blocks::table
            .filter(blocks::blocker_id.eq_any(blockers))
            .filter(blocks::blocked_id.eq(blocked)),
    ))
    .get_result(conn)
}

/// The ids of the people `blocker` blocked.
pub fn blocked_ids(conn: &mut PgConnection, blocker: AccountId) -> QueryResult<Vec<AccountId>> {
    blocks::table
        .filter(blocks::blocker_id.eq(blocker))
        .select(blocks::blocked_id)
        .load(conn)
}

/// A report, as it is stored for the moderators.
#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = reports, check_for_backend(diesel::pg::Pg))]
pub struct Report {
    pub id: i64,
    pub reporter_id: Option<AccountId>,
    pub kind: String,
    pub target_id: i64,
    pub reason: String,
    pub created_at: DateTime<Utc>,
    pub closed_at: Option<DateTime<Utc>>,
}

pub fn add_report(
    conn: &mut PgConnection,
    reporter: AccountId,
    kind: &str,
    target_id: i64,
    reason: &str,
    now: DateTime<Utc>,
) -> QueryResult<Report> {
    diesel::insert_into(reports::table)
        .values((
            reports::reporter_id.eq(reporter),
            reports::kind.eq(kind),
            reports::target_id.eq(target_id),
            reports::reason.eq(reason),
            reports::created_at.eq(now),
        ))
        .returning(Report::as_returning())
        .get_result(conn)
}

/// The open report `reporter` made of the thing of `kind` numbered `target_id`, if any: there
/// is at most one (`reports_one_open_idx`).
pub fn open_report_of(
    conn: &mut PgConnection,
    reporter: AccountId,
    kind: &str,
    target_id: i64,
) -> QueryResult<Option<Report>> {
    reports::table
        .filter(reports::reporter_id.eq(reporter))
        .filter(reports::kind.eq(kind))
        .filter(reports::target_id.eq(target_id))
        .filter(reports::closed_at.is_null())
        .select(Report::as_select())
        .first(conn)
        .optional()
}

/// The table a chat message was written at.
pub fn message_table(
    conn: &mut PgConnection,
    message_id: i64,
) -> QueryResult<Option<crate::ids::TableId>> {
    crate::db::schema::table_messages::table
        .find(message_id)
        .select(crate::db::schema::table_messages::table_id)
        .first(conn)
        .optional()
}
