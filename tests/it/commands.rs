//! The `fabula` program's subcommands, run as the real binary: `--help` of each, `migrate` and
//! `check`, `backup` and `restore` (a restored backup serves the same games), `deck import`,
//! `admin grant|revoke|list`.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

use fabula::db::embedded::Cluster;
use reqwest::Method;
use serde_json::{json, Value};

use crate::faults::wait_healthy;
use crate::helpers::{count_in, create_empty_database, drop_database, pngs, Table, TestApp};

/// The program with none of the test run's own database settings: each test says which
/// database it means.
pub fn fabula() -> Command {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_fabula"));
    cmd.env_remove("DATABASE_URL")
        .env_remove("FABULA_DATA_DIR")
        .env("RUST_LOG", "warn");
    cmd
}

/// Runs it: exit code, stdout, stderr.
pub fn run(cmd: &mut Command) -> (i32, String, String) {
    let out = cmd.output().expect("the fabula binary runs");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// A directory of the test's own, empty.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("fabula-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a scratch directory");
    dir
}

#[test]
fn every_subcommand_explains_itself() {
    for (args, words) in [
        (&[][..], "Without a subcommand it runs the server"),
        (&["serve"][..], "Run the web server"),
        (&["migrate"][..], "Apply the database migrations"),
        (&["check"][..], "Exits with 0 when all is well"),
        (&["backup"][..], "pg_dump's custom format"),
        (&["restore"][..], "Refuses anything else"),
        (&["deck"][..], "import"),
        (&["deck", "import"][..], "--owner <OWNER>"),
        (&["admin"][..], "never through the web"),
        (
            &["admin", "grant"][..],
            "Make the account named NAME an admin",
        ),
        (&["admin", "revoke"][..], "an admin no longer"),
        (&["admin", "list"][..], "username and display name"),
    ] {
        let (code, out, err) = run(fabula().args(args).arg("--help"));
        assert_eq!(code, 0, "{args:?}: {err}");
        assert!(out.contains("Usage: fabula"), "{args:?}: {out}");
        assert!(out.contains(words), "{args:?} --help says {words:?}: {out}");
    }
    let (code, _, err) = run(fabula().args(["deck", "import", "pictures"]));
    assert_eq!(code, 2, "the deck's name and owner are required");
    assert!(err.contains("--name"), "{err}");
    let (code, _, err) = run(fabula().args(["admin", "grant"]));
    assert_eq!(code, 2, "grant needs a name");
    assert!(err.contains("<NAME>"), "{err}");
}

#[test]
fn migrate_brings_an_empty_database_up_to_date_and_check_says_so() {
    let (name, url) = create_empty_database();
    let (code, _, err) = run(fabula().arg("check").env("DATABASE_URL", &url));
    assert_eq!(code, 1, "an empty database is not ready: {err}");
    assert!(
        err.contains("migrations are not applied yet") && err.contains("run `fabula migrate`"),
        "{err}"
    );

    let (code, out, err) = run(fabula().arg("migrate").env("DATABASE_URL", &url));
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("applied 2026-11-23-000001_accounts"), "{out}");
    assert!(out.contains("migrations applied."), "{out}");

    let (code, out, err) = run(fabula().arg("check").env("DATABASE_URL", &url));
    assert_eq!(code, 0, "{out}{err}");
    assert!(out.contains("ok: the database answers"), "{out}");
    assert!(out.contains("ok: the migrations are current"), "{out}");
    assert!(err.is_empty(), "{err}");

    let (code, out, _) = run(fabula().arg("migrate").env("DATABASE_URL", &url));
    assert_eq!(code, 0);
    assert!(out.contains("nothing to apply"), "{out}");
    drop_database(&name);
}

#[test]
fn check_names_each_problem_on_a_line_of_its_own() {
    let (code, out, err) = run(fabula()
        .arg("check")
        .env("DATABASE_URL", "postgresql://fabula@127.0.0.1:1/nowhere")
        .env("FABULA_SECRET_KEY", "too short"));
    assert_eq!(code, 1, "{out}{err}");
    let problems: Vec<&str> = err.lines().filter(|l| l.starts_with("problem: ")).collect();
    assert_eq!(problems.len(), 2, "{err}");
    assert!(problems[0].contains("FABULA_SECRET_KEY must have at least 32 characters"));
    assert!(problems[1].contains("cannot reach the database"), "{err}");
    assert!(!out.contains("ok: Fabula is ready"), "{out}");
}

/// What the players of `table` read of it through the API: each one's view and its rounds.
async fn read_back(table: &Table, address: &str) -> Vec<Value> {
    let mut seen = Vec::new();
    for player in &table.players {
        let player = player.at(address);
        for path in ["", "/rounds"] {
            let res = player
                .send(Method::GET, &format!("/api/v1/tables/{}{path}", table.id))
                .await;
            assert_eq!(res.status(), 200, "{path}");
            seen.push(res.json().await.expect("json"));
        }
    }
    seen
}

/// The server binary on the private PostgreSQL of `data_dir`, listening on a free port.
fn serve(data_dir: &Path) -> (std::process::Child, String) {
    let port = crate::helpers::free_port();
    let child = fabula()
        .env("FABULA_DATA_DIR", data_dir)
        .env("FABULA_BIND", format!("127.0.0.1:{port}"))
        .env("FABULA_SWEEP_SECS", "0")
        .stdout(std::process::Stdio::null())
        .spawn()
        .expect("the server starts");
    (child, format!("http://127.0.0.1:{port}"))
}

/// Stops the server as Ctrl-C would, so that it stops its PostgreSQL too.
fn stop(mut server: std::process::Child) {
    let pid = nix::unistd::Pid::from_raw(server.id() as i32);
    nix::sys::signal::kill(pid, nix::sys::signal::Signal::SIGTERM).expect("SIGTERM");
    let started = Instant::now();
    while server.try_wait().expect("wait").is_none() {
        if started.elapsed() > Duration::from_secs(30) {
            let _ = server.kill();
            panic!("the server did not stop on SIGTERM");
        }
        std::thread::sleep(Duration::from_millis(100));
    }
}

#[tokio::test]
async fn a_backup_restored_into_a_fresh_data_dir_serves_the_same_games() {
    let app = TestApp::spawn().await;
    let body = json!({"ruleset": "2021", "first_storyteller": "host", "target_score": 10});
    let finished = app.start_table("bk", 3, body.clone()).await;
    while finished.one_move("over").await {}
    let playing = app.start_table("bp", 4, body).await;
    for _ in 0..7 {
        assert!(playing.one_move("midway").await);
    }
    let before = [
        read_back(&finished, &app.address).await,
        read_back(&playing, &app.address).await,
    ];

    let dir = scratch("backup");
    let file = dir.join("fabula.dump");
    let (code, out, err) = run(fabula()
        .args(["backup".as_ref(), file.as_os_str()])
        .env("DATABASE_URL", &app.db_url));
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("Backup written to"), "{out}");
    assert!(!dir.join("fabula.dump.partial").exists());

    // A database with tables is never restored into.
    let (code, _, err) = run(fabula()
        .args(["restore".as_ref(), file.as_os_str()])
        .env("DATABASE_URL", &app.db_url));
    assert_eq!(code, 1);
    assert!(
        err.contains("refusing to restore") && err.contains("tables"),
        "{err}"
    );
    // Nor is a file that is not a backup.
    let notes = dir.join("notes.txt");
    std::fs::write(&notes, "not a backup").unwrap();
    let (code, _, err) = run(fabula()
        .arg("restore")
        .arg(&notes)
        .arg("--data-dir")
        .arg(dir.join("never")));
    assert_eq!(code, 1);
    assert!(
        err.contains("is not a backup made by `fabula backup`"),
        "{err}"
    );
    assert!(
        !dir.join("never/pg").exists(),
        "nothing made for a file that is no backup"
    );

    // Into an empty database of DATABASE_URL: the same rows.
    let (empty, empty_url) = create_empty_database();
    let (code, out, err) = run(fabula()
        .args(["restore".as_ref(), file.as_os_str()])
        .env("DATABASE_URL", &empty_url));
    assert_eq!(code, 0, "{out}{err}");
    let (code, out, err) = run(fabula().arg("check").env("DATABASE_URL", &empty_url));
    assert_eq!(code, 0, "the restored database is current: {out}{err}");
    let events = "SELECT count(*) AS n FROM table_events";
    assert_eq!(count_in(&empty_url, events), app.count(events));
    drop_database(&empty);

    let data_dir = dir.join("restored");
    let (code, out, err) = run(fabula()
        .args(["restore".as_ref(), file.as_os_str()])
        .env("FABULA_DATA_DIR", &data_dir));
    assert_eq!(code, 0, "{out}{err}");
    let (server, address) = serve(&data_dir);
    wait_healthy(&address).await;
    let after = [
        read_back(&finished, &address).await,
        read_back(&playing, &address).await,
    ];
    assert_eq!(before, after, "the restored database serves the same games");
    // The game goes on from where it was.
    assert!(playing.at(&address).one_move("restored").await);
    stop(server);

    // The data dir holds a cluster now: another restore is refused, and its backup (the
    // private PostgreSQL, started for it and stopped again) works.
    let (code, _, err) = run(fabula()
        .args(["restore".as_ref(), file.as_os_str()])
        .env("FABULA_DATA_DIR", &data_dir));
    assert_eq!(code, 1);
    assert!(err.contains("already holds a PostgreSQL cluster"), "{err}");
    let second = dir.join("second.dump");
    let (code, _, err) = run(fabula()
        .args(["backup".as_ref(), second.as_os_str()])
        .env("FABULA_DATA_DIR", &data_dir));
    assert_eq!(code, 0, "{err}");
    let bytes = std::fs::read(&second).expect("the second backup");
    assert!(bytes.starts_with(b"PGDMP"));
    let cluster = Cluster::new(&data_dir, None).expect("the cluster");
    assert!(
        !cluster.is_running(),
        "the backup stopped the cluster it started"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[tokio::test]
async fn deck_import_makes_a_deck_of_a_folder_or_nothing() {
    let app = TestApp::spawn().await;
    let painter = app.api_user("painter").await;
    let dir = scratch("import");
    let good = dir.join("good");
    std::fs::create_dir_all(&good).unwrap();
    for (name, bytes) in pngs("card", 3, 40) {
        std::fs::write(good.join(name), bytes).unwrap();
    }
    std::fs::write(good.join(".DS_Store"), b"not a picture, left out").unwrap();
    let import = |dir: &Path, name: &str, owner: &str| {
        let mut cmd = fabula();
        cmd.args(["deck", "import"])
            .arg(dir)
            .args(["--name", name, "--owner", owner])
            .env("DATABASE_URL", &app.db_url);
        cmd
    };

    let (code, out, err) = run(import(&good, "Summer", "Painter").arg("--public"));
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("3 cards, public"), "{out}");
    let (decks, _) = painter.decks().await;
    let deck = decks
        .as_array()
        .unwrap()
        .iter()
        .find(|d| d["name"] == "Summer")
        .expect("the deck is the painter's");
    assert_eq!(deck["card_count"], 3, "{deck}");
    assert_eq!(deck["public"], true, "{deck}");
    let deck = painter.deck(deck["id"].as_i64().unwrap()).await;
    assert_eq!(deck["cards"].as_array().unwrap().len(), 3, "{deck}");

    // One file that is no picture: refused by name, and no deck at all.
    let bad = dir.join("bad");
    std::fs::create_dir_all(&bad).unwrap();
    for (name, bytes) in pngs("card", 2, 50) {
        std::fs::write(bad.join(name), bytes).unwrap();
    }
    std::fs::write(bad.join("notes.txt"), b"the cards of our summer").unwrap();
    let (code, _, err) = run(&mut import(&bad, "Broken", "painter"));
    assert_eq!(code, 1);
    assert!(
        err.contains("“notes.txt” is not a PNG, JPEG, WebP or GIF picture. Nothing was added."),
        "{err}"
    );
    assert_eq!(
        app.count("SELECT count(*) AS n FROM decks WHERE name = 'Broken'"),
        0
    );
    // The same picture twice: refused too.
    std::fs::remove_file(bad.join("notes.txt")).unwrap();
    std::fs::copy(bad.join("card0.png"), bad.join("card9.png")).unwrap();
    let (code, _, err) = run(&mut import(&bad, "Broken", "painter"));
    assert_eq!(code, 1);
    assert!(err.contains("“card9.png” is already in this deck"), "{err}");
    assert_eq!(
        app.count("SELECT count(*) AS n FROM decks WHERE name = 'Broken'"),
        0
    );

    let (code, _, err) = run(&mut import(&good, "Summer", "nobody"));
    assert_eq!(code, 1);
    assert!(err.contains("there is no account named “nobody”"), "{err}");
    let (code, _, err) = run(&mut import(&dir.join("missing"), "Summer", "painter"));
    assert_eq!(code, 1);
    assert!(err.contains("cannot read"), "{err}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[tokio::test]
async fn admin_grant_and_revoke_change_who_is_an_admin() {
    let app = TestApp::spawn().await;
    app.api_user("ana").await;
    app.api_user("bruno").await;
    let admin = |args: &[&str]| {
        let mut cmd = fabula();
        cmd.arg("admin").args(args).env("DATABASE_URL", &app.db_url);
        run(&mut cmd)
    };
    let admins = || app.count("SELECT count(*) AS n FROM accounts WHERE is_admin");

    let (code, out, err) = admin(&["list"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("There are no admins"), "{out}");

    let (code, out, err) = admin(&["grant", "ANA"]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(out.trim(), "ana is now an admin.");
    assert_eq!(admins(), 1);
    let (code, out, _) = admin(&["grant", "ana"]);
    assert_eq!(code, 0);
    assert_eq!(out.trim(), "ana was already an admin; nothing changed.");
    assert_eq!(admins(), 1);

    let (code, out, err) = admin(&["list"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.starts_with("ana\t"), "{out}");
    assert!(!out.contains("bruno"), "{out}");

    let (code, _, err) = admin(&["grant", "nobody"]);
    assert_eq!(code, 1);
    assert!(err.contains("there is no account named “nobody”"), "{err}");
    assert_eq!(admins(), 1);

    let (code, out, _) = admin(&["revoke", "bruno"]);
    assert_eq!(code, 0);
    assert_eq!(out.trim(), "bruno was not an admin; nothing changed.");
    let (code, out, err) = admin(&["revoke", "ana"]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(out.trim(), "ana is no longer an admin.");
    assert_eq!(admins(), 0);
    let (code, _, err) = admin(&["revoke", "nobody"]);
    assert_eq!(code, 1);
    assert!(err.contains("there is no account named “nobody”"), "{err}");
}
