//! `fabula check`: is this installation ready to serve? The settings, the database, its
//! migrations; one line for each thing that is fine, one for each problem.

use crate::config::Config;

use super::Database;

/// Prints what it checked and returns the exit code: 0 when all is well, 1 otherwise.
pub fn run(config: &Config) -> i32 {
    let problems = problems(config);
    if problems.is_empty() {
        println!("ok: Fabula is ready to serve.");
        return 0;
    }
    for problem in &problems {
        eprintln!("problem: {problem}");
    }
    1
}

fn problems(config: &Config) -> Vec<String> {
    let mut problems = Vec::new();
    if let Some(problem) = config.secret_key_problem() {
        problems.push(problem.to_string());
    }
    if let Err(problem) = crate::notify::mail::check_config(config) {
        problems.push(problem);
    }
    if !(config.public_url.starts_with("http://") || config.public_url.starts_with("https://")) {
        problems.push("FABULA_PUBLIC_URL must start with http:// or https://.".into());
    }
    if problems.is_empty() {
        println!("ok: the settings");
    }
    let database = match Database::open(config) {
        Ok(database) => database,
        Err(e) => {
            problems.push(format!("the private PostgreSQL cannot start: {e}"));
            return problems;
        }
    };
    match database.connect() {
        Err(e) => problems.push(format!(
            "cannot reach the database: {}",
            super::one_line(&e)
        )),
        Ok(mut conn) => {
            println!("ok: the database answers");
            match crate::db::migration_state(&mut conn) {
                Err(e) => problems.push(format!("cannot read the database's migrations: {e}")),
                Ok(state) if !state.unknown.is_empty() => problems.push(format!(
                    "the database has migrations this version of Fabula does not know ({}): a \
                     newer version migrated it",
                    state.unknown.join(", ")
                )),
                Ok(state) if !state.pending.is_empty() => problems.push(format!(
                    "{} migrations are not applied yet (from {}): run `fabula migrate`",
                    state.pending.len(),
                    state.pending[0]
                )),
                Ok(state) => println!("ok: the migrations are current ({})", state.applied),
            }
        }
    }
    database.close();
    problems
}
