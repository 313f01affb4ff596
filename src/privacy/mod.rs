//! What a player decides about their own presence: whom they keep away (blocks, and the
//! reports they make for the moderators), their data to take away, and leaving for good.

pub mod blocks;
pub mod deletion;
pub mod export;
