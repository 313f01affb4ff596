//! Built into the binary and so rebuilding it when they change, although no Rust file did: the
//! migrations (`db::MIGRATIONS`) and the translations (`locales/`, read by `i18n`).
fn main() {
    println!("cargo:rerun-if-changed=migrations");
    println!("cargo:rerun-if-changed=locales");
}
