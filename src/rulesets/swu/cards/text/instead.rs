//! A replacement effect on a chosen unit (7.7.5): "Give an enemy unit
//! -3/-3 for this phase. If a friendly unit was defeated this phase, give
//! that enemy unit -6/-6 for this phase instead." (Luke Skywalker, Jedi
//! Knight, 7.7.5b's example). Reader and writer side by side:
//!
//! ```text
//! instead := "Give " unit " " MOD " for this phase. If " condition ", give that "
//!            UNIT-WORDS " " MOD " for this phase instead."
//! ```
//!
//! Read as a `choose` of the unit whose one effect is `instead`: the unit
//! is chosen once, and as the ability resolves the condition says which
//! of the two modifiers it gets (the second replaces the first, 7.7.5a);
//! "that enemy unit" is the unit chosen, so its words must be the first
//! sentence's without the article.

use super::super::ability::{Duration, Effect, Target, UnitFilter};
use super::choose::choose_parts;
use super::clause::{condition, modifier, target};
use super::read::Cursor;
use super::words::modifier as modifier_words;
use super::write::{condition_phrase, unit_phrase};

const FOR_PHASE: &str = " for this phase";

/// A modifier for this phase on "it".
fn on_it(power: i32, hp: i32) -> Effect {
    Effect::Modify {
        target: Target::It,
        power,
        hp,
        duration: Duration::ThisPhase,
    }
}

/// The unit's words after "that": its phrase without the article.
fn that_words(t: Target, filter: &UnitFilter) -> Option<String> {
    let phrase = unit_phrase(t, filter)?;
    let (det, words) = phrase.split_once(' ')?;
    matches!(det, "a" | "an").then(|| words.to_string())
}

pub(super) fn sentences(c: &mut Cursor) -> Option<Effect> {
    c.eat("Give ").then_some(())?;
    let (t, filter) = target(c)?;
    let words = that_words(t, &filter)?;
    c.eat(" ").then_some(())?;
    let (p1, h1) = modifier(c)?;
    c.eat(FOR_PHASE).then_some(())?;
    c.eat(". If ").then_some(())?;
    let condition = condition(c)?;
    c.eat(", give that ").then_some(())?;
    c.eat(&words).then_some(())?;
    c.eat(" ").then_some(())?;
    let (p2, h2) = modifier(c)?;
    c.eat(FOR_PHASE).then_some(())?;
    c.eat(" instead.").then_some(())?;
    Some(Effect::Choose {
        target: t,
        filter,
        then: vec![Effect::Instead {
            condition,
            standard: vec![on_it(p1, h1)],
            instead: vec![on_it(p2, h2)],
        }],
    })
}

/// The writer's side: the sentences without the last full stop; `None`
/// for any other effect.
pub(super) fn write(e: &Effect, capital: bool) -> Option<String> {
    // Sentences of their own: never after "You may ".
    capital.then_some(())?;
    let (target, filter, then) = choose_parts(e)?;
    let [Effect::Instead {
        condition,
        standard,
        instead,
    }] = then.as_slice()
    else {
        return None;
    };
    let modifier_of = |effects: &[Effect]| match effects {
        [Effect::Modify {
            target: Target::It,
            power,
            hp,
            duration: Duration::ThisPhase,
        }] => Some(modifier_words(*power, *hp)),
        _ => None,
    };
    Some(format!(
        "Give {} {}{FOR_PHASE}. If {}, give that {} {}{FOR_PHASE} instead",
        unit_phrase(*target, filter)?,
        modifier_of(standard)?,
        condition_phrase(condition)?,
        that_words(*target, filter)?,
        modifier_of(instead)?,
    ))
}
