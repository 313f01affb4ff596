//! Fabula: the storytelling card game, played over days in the browser and through a JSON API.
//! This file holds the module tree; `startup` wires it together (docs/ARCHITECTURE.md).

pub mod accounts;
pub mod bots;
pub mod clock;
pub mod commands;
pub mod config;
pub mod credentials;
pub mod db;
pub mod decks;
pub mod game;
pub mod i18n;
pub mod ids;
#[cfg(test)]
mod layers;
pub mod logging;
pub mod metrics;
pub mod moderation;
pub mod notify;
pub mod play;
pub mod privacy;
pub mod quotas;
pub mod secrets;
pub mod startup;
pub mod state;
pub mod store;
pub mod text;
pub mod view;
pub mod watch;
pub mod web;
