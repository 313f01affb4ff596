//! Every SQL query of Fabula, as diesel functions beside the row types they read and write.

pub mod access;
pub mod accounts;
pub mod admins;
pub mod archive;
pub mod attempts;
pub mod away;
pub mod blocks;
pub mod decks;
pub mod deletion;
pub mod enums;
pub mod export;
pub mod game_rows;
pub mod messages;
pub mod moderation;
pub mod notices;
pub mod offers;
pub mod push;
pub mod queues;
pub mod quotas;
pub mod resets;
pub mod sessions;
pub mod step;
pub mod tables;
pub mod webhooks;
pub mod whole_table;
