//! The enums the database stores as `TEXT` (each column has a `CHECK` listing its values):
//! mapped to SQL here, so that rows hold a `Ruleset` or a `Phase`, never a string. A value the
//! database should never hold fails to load instead of turning into some default.
//!
//! The rules engine's own enums (`Ruleset`, `Phase`, `Marker`, `FirstStoryteller`) know nothing
//! of diesel; their SQL mapping lives here, spelled by their `as_str`, which is also their
//! JSON spelling.

use std::fmt;
use std::io::Write;

use diesel::deserialize::{self, FromSql};
use diesel::pg::{Pg, PgValue};
use diesel::serialize::{self, IsNull, Output, ToSql};
use diesel::sql_types::Text;
use serde::Serialize;

use crate::game::{FirstStoryteller, Marker, Phase, Ruleset};

/// Maps an enum with an `as_str` to a `TEXT` column: `FromSql`/`ToSql` for PostgreSQL, and
/// (through a proxy struct, diesel's way of deriving for a type defined elsewhere) the
/// `AsExpression`/`FromSqlRow` that let it stand in queries and rows. Every variant must be
/// listed: it is how a stored text finds its variant back.
macro_rules! text_enum {
    ($ty:ident, $proxy:ident: $($variant:ident),+ $(,)?) => {
        #[derive(diesel::AsExpression, diesel::FromSqlRow)]
        #[diesel(foreign_derive, sql_type = Text)]
        #[allow(dead_code)]
        struct $proxy($ty);

        impl $ty {
            /// Every value, in declaration order.
            pub const VALUES: &'static [$ty] = &[$($ty::$variant),+];
        }

        impl ToSql<Text, Pg> for $ty {
            fn to_sql<'b>(&'b self, out: &mut Output<'b, '_, Pg>) -> serialize::Result {
                out.write_all(self.as_str().as_bytes())?;
                Ok(IsNull::No)
            }
        }

        impl FromSql<Text, Pg> for $ty {
            fn from_sql(value: PgValue<'_>) -> deserialize::Result<Self> {
                let text = <String as FromSql<Text, Pg>>::from_sql(value)?;
                <$ty>::VALUES
                    .iter()
                    .find(|v| v.as_str() == text)
                    .copied()
                    .ok_or_else(|| format!("{:?} is no {}", text, stringify!($ty)).into())
            }
        }
    };
}

/// Where a table is in its life: taking players, being played, or over.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum TableStatus {
    Open,
    Playing,
    Finished,
}

impl TableStatus {
    /// The status's name, as in the JSON view and the database.
    pub fn as_str(self) -> &'static str {
        match self {
            TableStatus::Open => "open",
            TableStatus::Playing => "playing",
            TableStatus::Finished => "finished",
        }
    }
}

impl fmt::Display for TableStatus {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// Where one card of a started table is (`table_cards.place`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum CardPlace {
    Draw,
    Discard,
    Hand,
    /// On the table this round: read from the round's submissions.
    Play,
}

impl CardPlace {
    pub fn as_str(self) -> &'static str {
        match self {
            CardPlace::Draw => "draw",
            CardPlace::Discard => "discard",
            CardPlace::Hand => "hand",
            CardPlace::Play => "play",
        }
    }
}

/// What a row of `attempts` counts for the rate limits.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AttemptKind {
    SignInFailed,
    Registered,
    /// Someone asked for a password reset mail (whether or not an account matched).
    ResetAsked,
    /// Someone sent a new password with a reset link that is unknown, used or expired.
    ResetFailed,
    /// Someone gave a code (a table's invite, an offered seat's, a registration invite) that
    /// matched nothing.
    CodeFailed,
}

impl AttemptKind {
    pub fn as_str(self) -> &'static str {
        match self {
            AttemptKind::SignInFailed => "sign_in_failed",
            AttemptKind::Registered => "registered",
            AttemptKind::ResetAsked => "reset_asked",
            AttemptKind::ResetFailed => "reset_failed",
            AttemptKind::CodeFailed => "code_failed",
        }
    }
}

text_enum!(TableStatus, TableStatusSql: Open, Playing, Finished);
text_enum!(CardPlace, CardPlaceSql: Draw, Discard, Hand, Play);
text_enum!(AttemptKind, AttemptKindSql: SignInFailed, Registered, ResetAsked, ResetFailed, CodeFailed);
text_enum!(Ruleset, RulesetSql: Classic, Edition2021, Odyssey, Party, Teams);
text_enum!(Phase, PhaseSql: Clue, Submit, Vote, Finished);
text_enum!(Marker, MarkerSql: First, Second, Red);
text_enum!(FirstStoryteller, FirstStorytellerSql: FirstClue, Host, Random);

#[cfg(test)]
mod tests {
    use super::*;

    /// The database and the JSON API spell every value alike: what the API sent before these
    /// were enums is what it sends now.
    #[test]
    fn the_stored_text_is_the_json_text() {
        fn check<T: Serialize>(values: &[T], as_str: fn(&T) -> &'static str) {
            for value in values {
                let json = serde_json::to_value(value).unwrap();
                assert_eq!(json, as_str(value));
            }
        }
        check(TableStatus::VALUES, |v| v.as_str());
        check(Ruleset::VALUES, |v| v.as_str());
        check(Phase::VALUES, |v| v.as_str());
        check(Marker::VALUES, |v| v.as_str());
        check(FirstStoryteller::VALUES, |v| v.as_str());
    }
}
