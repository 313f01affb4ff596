//! The private PostgreSQL: created on first start, reused, and started again after a crash.

use fabula::db::embedded::Cluster;

#[test]
fn a_private_cluster_survives_restarts_and_stale_pid_files() {
    let dir = std::env::temp_dir().join(format!("fabula-cluster-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let cluster = Cluster::new(&dir, None).expect("PostgreSQL server programs");

    cluster.start("fabula").expect("first start runs initdb");
    cluster
        .psql(
            "fabula",
            "CREATE TABLE kept (x int); INSERT INTO kept VALUES (42)",
        )
        .unwrap();
    // Starting while it runs reuses the running server.
    cluster.start("fabula").expect("second start");
    cluster.stop().expect("clean stop");
    assert!(!dir.join("pg/postmaster.pid").exists());

    // As after `kill -9`: a pid file naming a process that is not PostgreSQL.
    std::fs::write(
        dir.join("pg/postmaster.pid"),
        format!("{}\n{}\n", std::process::id(), dir.join("pg").display()),
    )
    .unwrap();
    cluster
        .start("fabula")
        .expect("start over a stale pid file");
    let kept = cluster.psql("fabula", "SELECT x FROM kept").unwrap();
    assert_eq!(kept.trim(), "42");
    cluster.stop().unwrap();
    let _ = std::fs::remove_dir_all(&dir);
}
