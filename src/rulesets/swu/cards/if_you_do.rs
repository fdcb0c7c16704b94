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
        // owner's hand" (Xanadu Blood): in full when the chosen unit left
        // play by it. Only a unit named by a trait: whether a token unit
        // returned (set aside instead, 3.7.3) was returned "in full" is
        // open (docs/rulings-questions.md, entry 24), so a line that may
        // choose any token (Bright Hope's "a friendly non-leader ground
        // unit") is not read, and the engine refuses a token chosen here.
        Effect::Choose {
            target,
            filter,
            then,
        } => {
            one_chosen(target)
                && filter.trait_.is_some()
                && then.as_slice() == [Effect::ReturnToHand { target: Target::It }]
        }
        _ => false,
    }
}
