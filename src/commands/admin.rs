//! `fabula admin grant NAME`, `fabula admin revoke NAME`, `fabula admin list`: who may moderate
//! the server. The admin role is given and taken only here, by whoever runs the server, never
//! through the web.

use diesel::PgConnection;

use crate::config::Config;
use crate::store::{accounts, admins};

use super::{Database, Outcome};

#[derive(Debug, clap::Args)]
pub struct NameArgs {
    /// The account's username (in any letter case).
    pub name: String,
}

/// `fabula admin grant NAME` (`admin` true) or `fabula admin revoke NAME` (false).
pub fn set(config: &Config, args: &NameArgs, admin: bool) -> Outcome {
    on_database(config, |conn| {
        let account = accounts::by_username(conn, &args.name)?.ok_or_else(|| {
            format!(
                "there is no account named “{}” (`fabula admin list` shows the admins)",
                args.name
            )
        })?;
        let changed = admins::set_admin(conn, account.id, admin)?;
        let name = &account.username;
        println!(
            "{}",
            match (admin, changed) {
                (true, true) => format!("{name} is now an admin."),
                (true, false) => format!("{name} was already an admin; nothing changed."),
                (false, true) => format!("{name} is no longer an admin."),
                (false, false) => format!("{name} was not an admin; nothing changed."),
            }
        );
        Ok(())
    })
}

/// `fabula admin list`
pub fn list(config: &Config) -> Outcome {
    on_database(config, |conn| {
        let admins = admins::admins(conn)?;
        if admins.is_empty() {
            println!("There are no admins (`fabula admin grant NAME` makes one).");
        }
        for (username, display_name) in admins {
            println!("{username}\t{display_name}");
        }
        Ok(())
    })
}

/// Runs `work` on a connection to the command's database, closing the database after.
fn on_database(config: &Config, work: impl FnOnce(&mut PgConnection) -> Outcome) -> Outcome {
    let database = Database::open(config)?;
    let result = database
        .connect()
        .map_err(Into::into)
        .and_then(|mut conn| work(&mut conn));
    database.close();
    result
}
