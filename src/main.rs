/// mimalloc rather than the system's allocator: after a burst of password hashes (19 MiB
/// each) it gives the memory back to the system instead of keeping it in per-thread arenas.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

#[actix_web::main]
async fn main() {
    let cli = fabula::commands::Cli::parse();
    let config = &cli.config;
    tracing_subscriber::fmt()
        .with_env_filter(
            tracing_subscriber::EnvFilter::try_new(&config.log)
                .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("info")),
        )
        .init();
    std::process::exit(fabula::commands::run(cli).await);
}
