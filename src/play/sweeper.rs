//! The clock of every table: a task that, every `FABULA_SWEEP_SECS`, lets the clock act on
//! the tables whose move deadline has passed (`play::sweep`), and forgets the sign-in
//! attempts no rate limit counts any more and the sessions idle too long, and archives the
//! tables finished long ago (`archive`).

use std::time::Duration;

use std::sync::Arc;

use crate::state::AppState;

pub async fn run(state: Arc<AppState>) {
    let every = state.config.sweep_secs;
    if every == 0 {
        return;
    }
    let mut ticks = tokio::time::interval(Duration::from_secs(every));
    ticks.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        ticks.tick().await;
        match crate::play::sweep(&state).await {
            Ok(0) => {}
            Ok(acts) => tracing::info!(acts, "the clock acted on overdue tables"),
            Err(e) => tracing::warn!(error = %e, "the sweep of overdue tables failed"),
        }
        if let Err(e) = crate::accounts::forget_old(&state).await {
            tracing::warn!(error = %e, "forgetting old sign-in attempts and idle sessions failed");
        }
        match crate::play::archive::sweep(&state).await {
            Ok(0) => {}
            Ok(tables) => tracing::info!(tables, "finished tables archived"),
            Err(e) => tracing::warn!(error = %e, "archiving finished tables failed"),
        }
    }
}
