//! Rulesets other than the Star Wars: Unlimited engine. Each submodule owns
//! one game's board, scenario sections, engine and rules digest.

pub mod swm;
