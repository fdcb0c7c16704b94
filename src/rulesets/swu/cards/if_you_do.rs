//! Which effects may stand before "If you do" beyond paying, using the
//! Force and discarding from the hand: those whose "in full" (8.9.1) the
//! engine tells (`engine::effects::in_full`), so the reader reads only
//! these there and the engine resolves every one it reads.

use super::ability::{Effect, Target};

/// A Shield token given to, an exhausting or a defeat of, one unit the
/// player chooses without a filter, a reveal from the hand, discarding the
/// hand, a disclosure (`engine::disclose`), and a Credit token defeated
/// (`engine::credits`).
pub fn tells(e: &Effect) -> bool {
    let one_chosen = |t: &Target| {
        matches!(
            t,
            Target::ChosenUnit
                | Target::ChosenEnemyUnit
                | Target::ChosenFriendlyUnit
                | Target::ChosenOtherUnit
                | Target::ChosenOtherFriendlyUnit
                | Target::ChosenEnemyGroundUnit
        )
    };
    match e {
        Effect::GiveShield { target } | Effect::Exhaust { target } | Effect::Defeat { target } => {
            one_chosen(target)
        }
        Effect::RevealFromHand { .. }
        | Effect::DefeatCreditToken { .. }
        | Effect::Disclose { .. }
        | Effect::DefeatResource { .. }
        | Effect::ReturnResources { .. } => true,
        // Always in full: an empty hand counts as discarded (1.14.6).
        Effect::DiscardHand => true,
        // "return another friendly non-leader Underworld unit to its
        // owner's hand" (Xanadu Blood), "a friendly non-leader ground unit"
        // (Bright Hope): in full when the chosen unit left play by it. A
        // token unit goes to no hand but is set aside, still having left
        // play (3.7.3); the engine counts that in full and marks the step
        // with open question 24 (docs/rulings-questions.md).
        Effect::Choose {
            target,
            filter,
            then,
        } => {
            one_chosen(target)
                && filter.non_leader
                && then.as_slice() == [Effect::ReturnToHand { target: Target::It }]
        }
        _ => false,
    }
}
