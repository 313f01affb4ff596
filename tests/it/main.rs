//! The integration tests: one binary, each test with the real app on a random port and a
//! PostgreSQL database of its own.

// A test that cannot go on fails with the panic's message; the helpers unwrap like the tests.
#![allow(clippy::unwrap_used)]

mod access;
mod account_settings;
mod accounts_api;
mod accounts_html;
mod admin;
mod api_docs;
mod archive;
mod around;
mod away;
mod balanced;
mod blocks;
mod bot;

mod bounds;
mod browser;
mod calendar;
mod chat_marks;
mod clock;
mod cluster;
mod commands;
mod credentials;
mod decks;
mod decks_play;
mod deploy;
mod error_pages;
mod failover;
mod farewell;
mod faults;
mod feeds;
mod hardening;
mod helpers;
mod house_bots;
mod live;
mod locales;
mod mail;
mod metrics;
mod migrations;
mod moderation;
mod my_data;
mod notify;
mod outbound;
mod password_reset;
mod play_api;
mod play_html;
mod play_rules;
mod push;
mod quotas;
mod schema;
mod sessions;
mod settings_pages;
mod step_batches;
mod story;
mod substitutes;
mod table_reads;
mod table_words;
mod teams;
mod time_zones;
mod validators;
mod webhooks;
mod weight;
