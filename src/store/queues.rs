//! The work that waits for a background task, as operators watch it: how much is due now and
//! how long the oldest of it has waited. One entry of [`queues`] per queue; a new queue (a new
//! kind of message to send) is one more entry.

use chrono::{DateTime, Utc};
use diesel::prelude::*;
use diesel::sql_types::{BigInt, Double, Nullable, Timestamptz};

use crate::store::notices::move_mail_due;

/// A queue: its name (the `queue` label of the metrics) and the query that measures it. The
/// query takes the current time as `$1` and returns one row: `length`, the items due now, and
/// `lag`, the seconds the oldest of them has been due (NULL when none is, or when the queue
/// does not know since when).
pub struct Queue {
    pub name: &'static str,
    pub sql: &'static str,
}

/// Every queue, in the order the metrics list them.
pub fn queues() -> &'static [Queue] {
    &[
        // The sweeper's: tables whose move deadline has passed (`play::sweep`).
        Queue {
            name: "overdue_tables",
            sql: "SELECT count(*) AS length,
                         EXTRACT(EPOCH FROM ($1 - min(deadline)))::float8 AS lag
                    FROM tables WHERE status = 'playing' AND deadline <= $1",
        },
        // The mailer's: a mail per move, as `notices::claim_move_notice` claims them.
        Queue {
            name: "move_mail",
            sql: concat!(
                "SELECT count(*) AS length,
                        EXTRACT(EPOCH FROM ($1 - min(n.created_at)))::float8 AS lag",
                move_mail_due!()
            ),
        },
        // The daily digests due, as `notices::claim_digest` claims them.
        Queue {
            name: "digest_mail",
            sql: "SELECT count(*) AS length,
                         EXTRACT(EPOCH FROM ($1 - min(a.digest_sent_at + interval '1 day')))::float8
                           AS lag
                    FROM accounts a
                   WHERE a.mail_mode = 'daily' AND a.email_confirmed AND a.email IS NOT NULL
                     AND (a.digest_sent_at IS NULL OR a.digest_sent_at <= $1 - interval '1 day')
                     AND EXISTS (SELECT 1 FROM seats s JOIN tables t ON t.id = s.table_id
                                  WHERE s.account_id = a.id AND s.awaited
                                    AND t.status = 'playing')",
        },
        // Pushes: each due delivery to a device (`push::send_pending`).
        Queue {
            name: "push",
            sql: "SELECT count(*) AS length,
                         EXTRACT(EPOCH FROM ($1 - min(due_at)))::float8 AS lag
                    FROM push_deliveries WHERE done_at IS NULL AND due_at <= $1",
        },
        // Webhook events due to an enabled webhook (`webhooks::send_pending`); the lag counts
        // from the notice.
        Queue {
            name: "webhooks",
            sql: "SELECT count(*) AS length,
                         EXTRACT(EPOCH FROM ($1 - min(n.created_at)))::float8 AS lag
                    FROM webhook_deliveries d
                    JOIN webhooks w ON w.id = d.webhook_id
                    JOIN notices n ON n.id = d.notice_id
                   WHERE d.delivered_at IS NULL
                     AND (d.next_attempt_at IS NULL OR d.next_attempt_at <= $1)
                     AND w.disabled_at IS NULL",
        },
        // Confirmations of an address not yet sent (`notices::claim_confirmation`).
        Queue {
            name: "confirmation_mail",
            sql: "SELECT count(*) AS length, NULL::float8 AS lag
                    FROM accounts
                   WHERE confirm_due AND email IS NOT NULL AND confirm_secret IS NOT NULL
                     AND (confirm_sent_at IS NULL OR confirm_sent_at <= $1 - interval '5 minutes')",
        },
    ]
}

/// What one queue measured.
#[derive(Debug, Clone, PartialEq, QueryableByName)]
pub struct Measure {
    #[diesel(sql_type = BigInt)]
    pub length: i64,
    #[diesel(sql_type = Nullable<Double>)]
    pub lag: Option<f64>,
}

/// Measures every queue at `now`, in the order of [`queues`].
pub fn measure(
    conn: &mut PgConnection,
    now: DateTime<Utc>,
) -> QueryResult<Vec<(&'static str, Measure)>> {
    queues()
        .iter()
        .map(|queue| {
            diesel::sql_query(queue.sql)
                .bind::<Timestamptz, _>(now)
                .get_result::<Measure>(conn)
                .map(|measure| (queue.name, measure))
        })
        .collect()
}
