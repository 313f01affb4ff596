//! The ids of the rows that cross modules: tables, accounts and decks. Each is its own type,
//! so that a function that takes a table's id cannot be handed an account's by mistake.
//!
//! In JSON, in URL paths and in forms each is a plain integer (serde `transparent`), so the
//! API reads and writes the same numbers as ever; in SQL each is a `BIGINT` column. The
//! OpenAPI document describes them as plain integers (`#[schema(value_type = i64)]` where a
//! field holds one). The rules engine knows none of them: its only id is `game::CardId`.

use std::fmt;
use std::num::ParseIntError;
use std::str::FromStr;

use diesel::deserialize::{self, FromSql};
use diesel::pg::{Pg, PgValue};
use diesel::serialize::{self, Output, ToSql};
use diesel::sql_types::BigInt;
use serde::{Deserialize, Serialize};

/// An id type: a plain `i64` that only its own kind of id can stand for.
macro_rules! id_type {
    ($(#[$doc:meta])* $name:ident) => {
        $(#[$doc])*
        #[derive(
            Clone,
            Copy,
            Debug,
            PartialEq,
            Eq,
            PartialOrd,
            Ord,
            Hash,
            Serialize,
            Deserialize,
            diesel::AsExpression,
            diesel::FromSqlRow,
        )]
        #[diesel(sql_type = BigInt)]
        #[serde(transparent)]
        pub struct $name(pub i64);

        /// The number, as URLs and messages show it.
        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                self.0.fmt(f)
            }
        }

        impl FromStr for $name {
            type Err = ParseIntError;

            fn from_str(s: &str) -> Result<Self, ParseIntError> {
                s.parse().map($name)
            }
        }

        impl ToSql<BigInt, Pg> for $name {
            fn to_sql<'b>(&'b self, out: &mut Output<'b, '_, Pg>) -> serialize::Result {
                <i64 as ToSql<BigInt, Pg>>::to_sql(&self.0, out)
            }
        }

        impl FromSql<BigInt, Pg> for $name {
            fn from_sql(value: PgValue<'_>) -> deserialize::Result<Self> {
                <i64 as FromSql<BigInt, Pg>>::from_sql(value).map($name)
            }
        }
    };
}

id_type!(
    /// A table's id (`tables.id`, and every `table_id`, `rematch_id`).
    TableId
);

id_type!(
    /// An account's id (`accounts.id`, and every `account_id`, `host_id`, `owner_id`).
    AccountId
);

id_type!(
    /// A deck's id (`decks.id`, and every `deck_id`).
    DeckId
);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_are_plain_numbers_in_json_paths_and_text() {
        assert_eq!(serde_json::to_string(&TableId(42)).expect("json"), "42");
        assert_eq!(
            serde_json::from_str::<Vec<DeckId>>("[1,2]").expect("json"),
            vec![DeckId(1), DeckId(2)]
        );
        assert_eq!(AccountId(7).to_string(), "7");
        assert_eq!("12".parse::<TableId>(), Ok(TableId(12)));
        assert!("x".parse::<TableId>().is_err());
    }
}
