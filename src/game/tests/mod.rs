//! Tests of the rules: the rulebooks' worked examples, hand-computed cases, and properties
//! of random games.

mod hand_computed;
mod helpers;
mod props;
mod takeover;
mod worked_examples;
