/// mimalloc rather than the system's allocator: after a burst of password hashes (19 MiB
/// each) it gives the memory back to the system instead of keeping it in per-thread arenas.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

#[actix_web::main]
async fn main() {
    let cli = fabula::commands::Cli::parse();
    fabula::logging::init(&cli.config);
    std::process::exit(fabula::commands::run(cli).await);
}
