//! What the access gate (`play::access`) reads of a table for one caller, in one query.

use diesel::prelude::*;
use diesel::sql_types::{Array, BigInt, Bool, Integer, Nullable, Text};

use crate::ids::{AccountId, TableId};
use crate::store::enums::TableStatus;

/// A table as one caller stands to it.
#[derive(Debug, Clone, QueryableByName)]
pub struct AccessRow {
    #[diesel(sql_type = Bool)]
    pub public: bool,
    #[diesel(sql_type = Text)]
    pub status: TableStatus,
    #[diesel(sql_type = BigInt)]
    pub host_id: AccountId,
    /// The caller's seat, if they sit at the table.
    #[diesel(sql_type = Nullable<Integer>)]
    pub seat: Option<i32>,
    /// The caller was let in to watch (`table_watchers`).
    #[diesel(sql_type = Bool)]
    pub watching: bool,
    /// The host or someone seated at the table blocked the caller.
    #[diesel(sql_type = Bool)]
    pub blocked: bool,
    /// The caller is an admin of the server.
    #[diesel(sql_type = Bool)]
    pub moderator: bool,
    /// The key the caller gave is the table's invite code.
    #[diesel(sql_type = Bool)]
    pub invite_key: bool,
    /// The seats offered to a substitute with the key the caller gave.
    #[diesel(sql_type = Array<Integer>)]
    pub offered_with_key: Vec<i32>,
}

/// The table `table_id` as `caller` (`None`: nobody signed in) stands to it, with `key` (an
/// invite code or a seat's offer code, if the caller gave one) compared with the table's
/// codes; `None` when there is no such table.
pub fn read(
    conn: &mut PgConnection,
    table_id: TableId,
    caller: Option<AccountId>,
    key: Option<&str>,
) -> QueryResult<Option<AccessRow>> {
    diesel::sql_query(
        "SELECT t.public, t.status, t.host_id, s.seat,
                EXISTS (SELECT 1 FROM table_watchers w
                         WHERE w.table_id = t.id AND w.account_id = $2) AS watching,
                EXISTS (SELECT 1 FROM blocks b
                         WHERE b.blocked_id = $2
                           AND (b.blocker_id = t.host_id
                                OR b.blocker_id IN (SELECT p.account_id FROM seats p
                                                     WHERE p.table_id = t.id))) AS blocked,
                COALESCE((SELECT a.is_admin FROM accounts a WHERE a.id = $2), false)
                    AS moderator,
                COALESCE(t.code = $3, false) AS invite_key,
                ARRAY(SELECT o.seat FROM seat_offers o
                       WHERE o.table_id = t.id AND o.code = $3 ORDER BY o.seat)
                    AS offered_with_key
           FROM tables t
           LEFT JOIN seats s ON s.table_id = t.id AND s.account_id = $2
          WHERE t.id = $1",
    )
    .bind::<BigInt, _>(table_id)
    .bind::<Nullable<BigInt>, _>(caller)
    .bind::<Nullable<Text>, _>(key)
    .get_result(conn)
    .optional()
}
