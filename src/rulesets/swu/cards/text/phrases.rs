//! The phrase for a unit a clause aims at, with its determiner: "a
//! friendly non-leader unit", "another unit", "each other ground unit",
//! "each unit you control". The writer's side of `clause::unit` and
//! `clause::each`; the words after the determiner are `write::unit_words`.

use super::super::ability::{Target, UnitFilter};
use super::write::{article, unit_words};

/// "a friendly non-leader ground unit with 3 or less remaining HP".
pub(super) fn unit_phrase(t: Target, f: &UnitFilter) -> Option<String> {
    let (another, side) = match t {
        Target::ChosenUnit => (false, None),
        Target::ChosenFriendlyUnit => (false, Some(true)),
        Target::ChosenEnemyUnit => (false, Some(false)),
        Target::ChosenOtherUnit => (true, None),
        Target::ChosenOtherFriendlyUnit => (true, Some(true)),
        _ => return None,
    };
    let words = unit_words(side, f)?;
    let det = if another {
        "another"
    } else if words.starts_with("unit") {
        "a"
    } else {
        article(&words)
    };
    Some(format!("{det} {words}"))
}

/// The words after "each ... unit" naming the defending player's units.
pub(super) const DEFENDING_PLAYER_CONTROLS: &str = "the defending player controls";

/// "each other friendly ground unit".
pub(super) fn each_phrase(t: Target, f: &UnitFilter) -> Option<String> {
    let (other, side) = match t {
        Target::EachUnit => ("", None),
        Target::EachFriendlyUnit => ("", Some(true)),
        Target::EachEnemyUnit => ("", Some(false)),
        Target::EachOtherUnit => ("other ", None),
        Target::EachOtherFriendlyUnit => ("other ", Some(true)),
        Target::EachUnitYouControl => {
            return Some(format!("each {} you control", unit_words(None, f)?))
        }
        Target::EachUnitTheDefendingPlayerControls => {
            return Some(format!(
                "each {} {DEFENDING_PLAYER_CONTROLS}",
                unit_words(None, f)?
            ))
        }
        _ => return None,
    };
    Some(format!("each {other}{}", unit_words(side, f)?))
}
