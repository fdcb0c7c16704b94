//! Whom an effect of this round's shapes reaches among the players: who is
//! dealt indirect damage (8.35.1) and whose Credit token may be defeated
//! (3.7.13). Kept apart from `ability` (its 700-line budget); re-exported
//! there.

use serde::{Deserialize, Serialize};

/// Whose token an effect may pick.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Whose {
    /// Either player's.
    #[default]
    Any,
    Friendly,
    Enemy,
}

/// Who is dealt indirect damage (8.35.1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum IndirectTo {
    /// "a player": the ability's controller chooses one, themselves
    /// included.
    ChosenPlayer,
    /// "the defending player": the player whose unit or base the current
    /// attack is against.
    DefendingPlayer,
    /// "each opponent".
    EachOpponent,
}
