//! Notifications: a move records notices (who hears what, decided once, in the move's own
//! transaction: `store::notices::due`); the feeds and the calendar read them as they are, and
//! each channel that delivers them elsewhere (mail, push, webhooks) implements one small trait,
//! `worker::Channel`, driven by one loop (`worker::pass`) with one retry policy. Whatever the
//! server calls over HTTP goes through one client with one address policy (`outbound`).
//!
//! `Workers::start` starts every channel's loop, and `Workers::stop` stops them: a new channel
//! is one more line there.

pub mod mail;
pub mod notices;
pub mod outbound;
pub mod push;
pub mod webhooks;
pub mod worker;

use std::sync::Arc;

use tokio::task::JoinHandle;

use crate::state::AppState;
use outbound::Outbound;
use worker::Channel;

pub use worker::{pass_now, NotifyError};

/// The loops of every channel, while the server runs.
#[derive(Default)]
pub struct Workers {
    tasks: Vec<JoinHandle<()>>,
}

impl Workers {
    /// Starts the loop of each channel that is on: every `FABULA_MAIL_SECS` (when SMTP is set),
    /// `FABULA_PUSH_SECS` and `FABULA_WEBHOOK_SECS` (0 keeps a channel's loop off).
    pub fn start(state: &Arc<AppState>) -> Workers {
        let config = &state.config;
        let mut workers = Workers::default();
        workers.add(state, config.mail_secs, mail::Mailer::from_config(config));
        // One client, one address policy, for every channel that calls out.
        let client = match Outbound::of(config) {
            Ok(client) => client,
            Err(e) => {
                tracing::error!(error = %e, "push notifications and webhooks are off");
                return workers;
            }
        };
        let pusher = push::Pusher::new(state, client.clone()).map(Some);
        workers.add(state, config.push_secs, pusher);
        workers.add(
            state,
            config.webhook_secs,
            Ok(Some(webhooks::Sender::new(client))),
        );
        workers
    }

    fn add<C: Channel>(
        &mut self,
        state: &Arc<AppState>,
        secs: u64,
        channel: Result<Option<C>, String>,
    ) {
        if secs == 0 {
            return;
        }
        match channel {
            Ok(Some(channel)) => self.tasks.push(tokio::spawn(worker::run(
                state.pool.clone(),
                state.clock.clone(),
                Arc::new(channel),
                secs,
            ))),
            Ok(None) => {}
            Err(e) => tracing::error!(channel = C::NAME, error = %e, "this channel is off"),
        }
    }

    /// Stops every loop. Work claimed and not recorded is claimed again after its lease.
    pub fn stop(self) {
        for task in self.tasks {
            task.abort();
        }
    }
}
