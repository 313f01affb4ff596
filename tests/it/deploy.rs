//! The files that deploy Fabula (`deploy/`, docs/DEPLOY.md): what can be checked on a machine
//! without a container engine. HAProxy reads the compose layout's configuration, systemd reads
//! the units, and the compose file runs the programs the multi-process test runs, wired the
//! way docs/DEPLOY.md says.

use std::path::{Path, PathBuf};
use std::process::Command;

fn repo(path: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join(path)
}

fn read(path: &str) -> String {
    std::fs::read_to_string(repo(path)).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// Runs a checking program; a missing program fails the test and says what to install.
fn check_with(program: &str, package: &str, args: &[&std::ffi::OsStr]) -> String {
    let out = Command::new(program)
        .args(args)
        .output()
        .unwrap_or_else(|e| panic!("{program} is needed (apt-get install {package}): {e}"));
    let said = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(out.status.success(), "{program} refused it:\n{said}");
    said
}

#[test]
fn haproxy_accepts_the_compose_layouts_configuration() {
    let cfg = repo("deploy/compose/haproxy.cfg");
    let said = check_with(
        "haproxy",
        "haproxy",
        &["-c".as_ref(), "-f".as_ref(), cfg.as_os_str()],
    );
    assert!(said.contains("Configuration file is valid"), "{said}");
    let text = read("deploy/compose/haproxy.cfg");
    // The balancer drains a stopping process through /readyz.
    assert!(text.contains("option httpchk GET /readyz"), "{text}");
    // A long poll waits up to 60 s: the server timeout must be longer.
    let server_timeout = text
        .lines()
        .find_map(|l| l.trim().strip_prefix("timeout server "))
        .expect("a server timeout");
    let secs: u64 = server_timeout.trim_end_matches('s').parse().unwrap();
    assert!(secs > 60, "timeout server {server_timeout}");
}

#[test]
fn systemd_accepts_the_units() {
    // `verify` checks that ExecStart names a program that exists: the one this build made.
    let dir = std::env::temp_dir().join(format!("fabula-units-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let mut units = Vec::new();
    for unit in [
        "fabula.service",
        "fabula-backup.service",
        "fabula-backup.timer",
    ] {
        let text = read(&format!("deploy/{unit}"))
            .replace("/usr/local/bin/fabula", env!("CARGO_BIN_EXE_fabula"));
        std::fs::write(dir.join(unit), text).unwrap();
        units.push(dir.join(unit).into_os_string());
    }
    let mut args: Vec<&std::ffi::OsStr> = vec!["verify".as_ref()];
    args.extend(units.iter().map(|u| u.as_os_str()));
    let said = check_with("systemd-analyze", "systemd", &args);
    assert!(!said.contains("Unknown key"), "{said}");
    let _ = std::fs::remove_dir_all(&dir);

    let service = read("deploy/fabula.service");
    for hardening in [
        "NoNewPrivileges=yes",
        "ProtectSystem=strict",
        "DynamicUser=yes",
        "CapabilityBoundingSet=\n",
    ] {
        assert!(
            service.contains(hardening),
            "fabula.service lacks {hardening}"
        );
    }
}

#[test]
fn the_compose_file_wires_pgbouncer_haproxy_and_two_servers() {
    let mut compose: serde_yaml_ng::Value =
        serde_yaml_ng::from_str(&read("deploy/compose.yaml")).expect("deploy/compose.yaml is YAML");
    // The two servers share one block (`<<: *fabula`), as docker compose reads it.
    compose.apply_merge().expect("the merge keys resolve");
    let services = compose["services"].as_mapping().expect("services");
    let names: Vec<&str> = services.keys().filter_map(|k| k.as_str()).collect();
    for needed in [
        "postgres",
        "pgbouncer",
        "migrate",
        "fabula1",
        "fabula2",
        "haproxy",
    ] {
        assert!(names.contains(&needed), "no service {needed} in {names:?}");
    }
    assert_eq!(compose["services"]["migrate"]["command"][0], "migrate");

    let haproxy = read("deploy/compose/haproxy.cfg");
    for server in ["fabula1", "fabula2"] {
        let env = &compose["services"][server]["environment"];
        let db = env["DATABASE_URL"].as_str().expect("DATABASE_URL");
        let listen = env["FABULA_LISTEN_DATABASE_URL"]
            .as_str()
            .expect("FABULA_LISTEN_DATABASE_URL");
        assert!(
            db.contains("@pgbouncer:6432/"),
            "{server} queries through PgBouncer: {db}"
        );
        assert!(
            listen.contains("@postgres:5432/"),
            "{server} listens on PostgreSQL: {listen}"
        );
        assert!(
            env["FABULA_SECRET_KEY"].as_str().is_some(),
            "{server} shares the session key"
        );
        assert!(
            haproxy.contains(&format!("server {server} {server}:8080")),
            "HAProxy sends to {server}"
        );
        assert_eq!(
            compose["services"][server]["build"]["dockerfile"],
            "deploy/Dockerfile"
        );
    }

    // Every file the compose layout mounts or builds from is in the repository.
    let pgbouncer_ini = read("deploy/compose/pgbouncer.ini");
    assert!(pgbouncer_ini.contains("pool_mode = transaction"));
    for file in [
        "deploy/compose/pgbouncer.Dockerfile",
        "deploy/compose/pgbouncer-start",
        "deploy/compose/env.example",
        "deploy/Dockerfile",
    ] {
        assert!(repo(file).is_file(), "{file} is missing");
    }
}

#[test]
fn the_image_runs_as_a_user_of_its_own_and_checks_its_health() {
    let dockerfile = read("deploy/Dockerfile");
    let stages = dockerfile
        .lines()
        .filter(|l| l.starts_with("FROM "))
        .count();
    assert_eq!(stages, 2, "a build stage and a run stage");
    let run_stage = dockerfile.rsplit("\nFROM ").next().unwrap();
    assert!(run_stage.contains("\nUSER fabula"), "runs as non-root");
    assert!(run_stage.contains("HEALTHCHECK") && run_stage.contains("/healthz"));
    assert!(run_stage.contains("libpq5"));
    // Every file the build copies exists.
    for line in dockerfile.lines().filter(|l| l.starts_with("COPY ")) {
        if line.contains("--from=") || line.starts_with("COPY . ") {
            continue;
        }
        let parts: Vec<&str> = line.split_whitespace().collect();
        for source in &parts[1..parts.len() - 1] {
            assert!(
                repo(source).exists(),
                "{source}, copied by deploy/Dockerfile"
            );
        }
    }
    let ignore = read(".dockerignore");
    assert!(
        ignore.lines().any(|l| l == "target"),
        "the build context leaves target/ out"
    );
}
