//! An event's line that gives +N/+N to a friendly unit other than those
//! its earlier lines gave it to: "Give another friendly unit +2/+2 for
//! this phase." and "Give a third friendly unit +1/+1 for this phase."
//! (Attack Pattern Delta). On an event, "another" has no unit of its own
//! to be other than; it separates the unit the first line affected from
//! the next (8.18.2), and "a third" is other than both. Read only as a
//! whole line of an event, so the units it is other than are the ones the
//! event's earlier Give lines chose (an event's lines are one ability;
//! engine/effects/chosen_before.rs keeps them as it resolves).

use super::super::ability::{Ability, Effect, Target};
use super::super::trigger::Trigger;
use super::clause::{for_this, modifier};
use super::read::{ability, Cursor};

/// The target words, as cards print them.
pub(super) const WORDS: &[(&str, Target)] = &[
    (
        "another friendly unit",
        Target::ChosenAnotherFriendlyUnitThanBefore,
    ),
    ("a third friendly unit", Target::ChosenThirdFriendlyUnit),
];

/// The words of one of these targets (the writer's side).
pub(super) fn phrase(t: Target) -> Option<&'static str> {
    WORDS.iter().find(|(_, w)| *w == t).map(|(s, _)| *s)
}

/// The whole line: "Give <words> +P/+H for this phase."
pub(super) fn line(c: &mut Cursor) -> Option<Ability> {
    c.eat("Give ").then_some(())?;
    let target = WORDS.iter().find(|(s, _)| c.eat(s)).map(|(_, t)| *t)?;
    c.eat(" ").then_some(())?;
    let (power, hp) = modifier(c)?;
    let duration = for_this(c)?;
    c.eat(".").then_some(())?;
    Some(ability(
        vec![Trigger::Event],
        false,
        vec![Effect::Modify {
            target,
            power,
            hp,
            duration,
        }],
    ))
}
