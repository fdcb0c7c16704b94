//! "Use this ability only once each round." after an ability's sentences
//! (8.32.3), reader and writer side by side:
//!
//! ```text
//! body += sentence (" " sentence)* " Use this ability only once each round."
//! ```
//!
//! Read into one `once_each_round` effect holding the sentences before it
//! and their "you may": the engine remembers, on the unit, that the ability
//! was used this round once the player chose to resolve the text after
//! "you may" (or, with no "you may", once it resolved), and after that
//! the ability does nothing until the next round (8.32.3).

use super::super::ability::{Ability, Effect};
use super::read::Cursor;
use super::write::write_ability;

/// The sentence, with the space before it.
pub(super) const ONCE: &str = " Use this ability only once each round.";

/// Whether the body ends here with the sentence.
pub(super) fn ends(c: &mut Cursor) -> bool {
    c.attempt(|c| (c.eat(ONCE) && c.done()).then_some(()))
        .is_some()
}

/// The body's effects as one `once_each_round`.
pub(super) fn wrap(may: bool, then: Vec<Effect>) -> (bool, Vec<Effect>) {
    (false, vec![Effect::OnceEachRound { may, then }])
}

/// The writer's side: the whole ability, or `None` when it is not one
/// `once_each_round` with the ability's own "may" unset.
pub(super) fn write(a: &Ability) -> Option<String> {
    let [Effect::OnceEachRound { may, then }] = a.effects.as_slice() else {
        return None;
    };
    if a.may || then.is_empty() {
        return None;
    }
    // A second "once each round" inside would be written twice.
    if then
        .iter()
        .any(|e| matches!(e, Effect::OnceEachRound { .. }))
    {
        return None;
    }
    let inner = Ability {
        may: *may,
        effects: then.clone(),
        ..a.clone()
    };
    Some(format!("{}{ONCE}", write_ability(&inner)?))
}
