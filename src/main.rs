use clap::Parser;

/// mimalloc rather than the system's allocator: after a burst of password hashes (19 MiB
/// each) it gives the memory back to the system instead of keeping it in per-thread arenas.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

#[actix_web::main]
async fn main() {
    let config = fabula::config::Config::parse();
    tracing_subscriber::fmt()
        .with_env_filter(
            tracing_subscriber::EnvFilter::try_new(&config.log)
                .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("info")),
        )
        .init();
    if let Err(e) = fabula::run(config).await {
        eprintln!("fabula: {e}");
        std::process::exit(1);
    }
}
