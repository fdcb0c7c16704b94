//! Which of a player's resources an effect reaches, as the card prints it:
//! "a friendly resource" and "a resource you control" mean the same cards
//! (1.5.3a: what a player controls is friendly to them) but are printed
//! differently, and the writer must give back the printed words. Kept
//! apart from `ability` (its 700-line budget); re-exported there.

use serde::{Deserialize, Serialize};

/// The words naming the ability controller's own resources.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ResourcesOf {
    /// "a friendly resource", "friendly resources".
    #[default]
    Friendly,
    /// "a resource you control", "resources you control".
    YouControl,
}
