//! Wrong codes, counted per client address like failed sign-ins, so that codes cannot be
//! guessed by trying many: on a connection the caller holds, since the code is checked in the
//! same read.

use super::*;

/// The refusal (what to say, seconds to wait) once `address` gave too many wrong codes.
pub fn refusal(
    conn: &mut diesel::PgConnection,
    config: &Config,
    address: &str,
    now: DateTime<Utc>,
) -> diesel::QueryResult<Option<(Sentence, u64)>> {
    let limit = Limit::wrong_code(config);
    let recent = attempts::from_address(conn, AttemptKind::CodeFailed, address, limit.since(now))?;
    Ok(limit.refusal(recent, now))
}

/// Counts a wrong code against `address`.
pub fn record(
    conn: &mut diesel::PgConnection,
    address: &str,
    now: DateTime<Utc>,
) -> diesel::QueryResult<()> {
    attempts::record(conn, AttemptKind::CodeFailed, None, address, now)
}
