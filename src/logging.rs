//! The log: what `RUST_LOG` lets through, written as text for people or, with
//! `FABULA_LOG_FORMAT=json`, as one JSON object a line for a log collector. A request's lines
//! carry its request id (the span the web layer opens around each request), in the text as
//! `request{request_id=…}` and in JSON as `"span":{"request_id":…}`.

use tracing_subscriber::EnvFilter;

use crate::config::{Config, LogFormat};

/// Sets the process's log up once, at start; a second call changes nothing.
pub fn init(config: &Config) {
    let filter = EnvFilter::try_new(&config.log).unwrap_or_else(|_| EnvFilter::new("info"));
    let builder = tracing_subscriber::fmt().with_env_filter(filter);
    let installed = match config.log_format {
        LogFormat::Text => builder.try_init(),
        LogFormat::Json => builder
            .json()
            .flatten_event(true)
            .with_current_span(true)
            .with_span_list(false)
            .try_init(),
    };
    if let Err(e) = installed {
        tracing::warn!(error = %e, "the log was set up already");
    }
}
