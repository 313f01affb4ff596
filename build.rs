//! The migrations are embedded in the binary (`db::MIGRATIONS`): a new or changed one must
//! rebuild it, although no Rust file changed.
fn main() {
    println!("cargo:rerun-if-changed=migrations");
}
