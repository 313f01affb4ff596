use clap::Parser;

/// mimalloc rather than the system's allocator: after a burst of password hashes (19 MiB
/// each) it gives the memory back to the system instead of keeping it in per-thread arenas.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

#[actix_web::main]
async fn main() {
    let config = fabula::config::Config::parse();
    fabula::logging::init(&config);
    if let Err(e) = fabula::run(config).await {
        eprintln!("fabula: {e}");
        std::process::exit(1);
    }
}
