/// mimalloc rather than the system's allocator: after a burst of password hashes (19 MiB
/// each) it gives the memory back to the system instead of keeping it in per-thread arenas.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() {
    fabula::startup::keep_memory_in_small_pages();
    let cli = fabula::commands::Cli::parse();
    // The tasks of the main thread (the clock, the house bots, the live tables' timers, the
    // notifications) run their database work on this runtime's blocking threads. Tokio's
    // default lets 512 of them start when many tables move at once, each keeping its stack
    // and its allocator's memory: more of them than database connections would only wait.
    let blocking = (cli.config.db_pool_size as usize).max(2) * 2;
    let system = actix_web::rt::System::with_tokio_rt(move || {
        tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .max_blocking_threads(blocking)
            .build()
            .expect("a tokio runtime for the main thread")
    });
    let code = system.block_on(async move {
        fabula::logging::init(&cli.config);
        fabula::commands::run(cli).await
    });
    std::process::exit(code);
}
