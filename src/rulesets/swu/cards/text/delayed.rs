//! "At the start of the regroup phase, discard a card from your hand.": a
//! delayed effect (7.7.4), a sentence of its own; reader and writer side by
//! side.
//!
//! ```text
//! delayed := ("At the start of the regroup phase, " | "At the start of the next action phase, ") clause "."
//! ```
//!
//! Only a clause that names what it changes afresh is read ("discard a
//! card from your hand"); one that points back at an earlier choice
//! ("defeat it", "its owner takes control of it") needs the delayed
//! effect to remember that choice, and the writer has no words for "it"
//! outside a choice, so such a line stays unread.

use super::super::ability::{Effect, TimingPoint};
use super::clause::clause;
use super::read::Cursor;
use super::write::plain_clause;

const AT: &str = "At the start of the regroup phase, ";
/// "the next action phase": the next round's (5.3.1), never the one under
/// way, so such an effect always waits (`create_delayed`).
const AT_NEXT_ACTION: &str = "At the start of the next action phase, ";

/// The points as printed.
const POINTS: &[(&str, TimingPoint)] = &[
    (AT, TimingPoint::StartOfRegroupPhase),
    (AT_NEXT_ACTION, TimingPoint::StartOfActionPhase),
];

/// The sentence, with its full stop.
pub(super) fn sentence(c: &mut Cursor) -> Option<Effect> {
    let (_, at) = POINTS.iter().find(|(words, _)| c.eat(words))?;
    let e = clause(c, false)?;
    c.eat(".").then_some(())?;
    Some(Effect::Delayed {
        at: *at,
        effects: vec![e],
    })
}

/// The writer's side: the sentence without its full stop.
pub(super) fn write(e: &Effect) -> Option<String> {
    match e {
        Effect::Delayed { at, effects } => match effects.as_slice() {
            [one] => {
                let (words, _) = POINTS.iter().find(|(_, p)| p == at)?;
                Some(format!("{words}{}", plain_clause(one)?))
            }
            _ => None,
        },
        _ => None,
    }
}
