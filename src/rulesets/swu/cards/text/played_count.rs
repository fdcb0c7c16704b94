//! What you played this phase, counted, and a draw then a discard at
//! random. Reader and writer side by side:
//!
//! ```text
//! for-each-played := "For each other card you played this phase, " clause
//!                    (Vanguard Ace; the clause: an Experience token to a unit)
//! draw-random     := "each opponent draws a card then discards a random card from their hand"
//!                    (Lothal Insurgent)
//! ```
//!
//! "other": the card whose ability this is is not counted, when it was
//! one of the cards played (a unit's When Played). The count is taken as
//! the effect resolves, and every token is given at once (8.34.1). A
//! random card is picked by chance, which a scenario fixes (8.22.1).

use super::super::ability::{Effect, PlayerSel, Target};
use super::clause::one_clause;
use super::read::Cursor;
use super::write::{clause_on, verb};

const FOR_EACH: &str = "for each other card you played this phase, ";
const DRAWS_THEN_RANDOM: &str =
    "each opponent draws a card then discards a random card from their hand";

/// The clause counted: an Experience token to a unit, the one form the
/// engine gives for each card.
fn is_counted(e: &Effect) -> bool {
    matches!(
        e,
        Effect::GiveExperience {
            target: Target::This,
            count: 1,
        }
    )
}

pub(super) fn for_each_played(c: &mut Cursor, capital: bool) -> Option<Effect> {
    c.eat_verb(FOR_EACH, capital).then_some(())?;
    let e = one_clause(c, false)?;
    is_counted(&e).then_some(())?;
    Some(Effect::ForEachOtherCardPlayedThisPhase { then: vec![e] })
}

pub(super) fn draws_then_random(c: &mut Cursor, capital: bool) -> Option<Effect> {
    c.eat_verb(DRAWS_THEN_RANDOM, capital)
        .then_some(Effect::DrawThenDiscardAtRandom {
            who: PlayerSel::Opponent,
        })
}

/// The writer's side; `None` for any other effect.
pub(super) fn write(e: &Effect, capital: bool) -> Option<String> {
    match e {
        Effect::ForEachOtherCardPlayedThisPhase { then } => {
            let [one] = then.as_slice() else {
                return None;
            };
            is_counted(one).then_some(())?;
            Some(verb(
                capital,
                &format!("{FOR_EACH}{}", clause_on(one, false, "", false)?),
            ))
        }
        Effect::DrawThenDiscardAtRandom {
            who: PlayerSel::Opponent,
        } => Some(verb(capital, DRAWS_THEN_RANDOM)),
        _ => None,
    }
}
