//! Clauses whose subject comes before the verb, as cards print them when
//! the unit itself is changed: "This unit gains Sentinel for this phase",
//! "This unit gets +2/+0 for this attack", "A unit loses Sentinel for this
//! phase", "This unit captures an enemy non-leader ground unit". Reader
//! and writer side by side, so the two forms cannot drift apart.
//!
//! ```text
//! gains    := ("This unit" | "It" | "The defender") " gains " KEYWORD for-this
//!           | ("A" | "An" | "Another") " " unit " gains " KEYWORD for-this
//!             (a unit chosen as it resolves: `subject_first`, words only)
//!           | "Each " ["other "] [side " "] "unit gains " KEYWORD for-this
//!           | "All units gain " KEYWORD for-this
//! gets     := ("This unit" | "It" | "The defender") " gets " MOD for-this
//! loses    := target " loses " KEYWORD for-this
//! captures := "This unit captures " unit            (a chosen unit, captured: 8.33.1)
//! ```
//!
//! Cards write a change to the ability's own unit this way ("Give this
//! unit ..." is printed on no card), so the writer writes a `gain_keyword`
//! or `modify` of `this` in this form and every other target with "Give".

use super::super::ability::{Duration, Effect, Target, UnitFilter};
use super::super::Arena;
use super::choose::is_one_unit;
use super::clause::{aimed, for_this, modifier, target, Aim};
use super::read::{keyword, Cursor};
use super::words::{for_words, keyword_for};
use super::write::{unit_phrase, verb};
use super::Line;

/// The subject of a sentence in its case: the target rules read lower
/// case, so a capitalised subject is read from a copy with its first
/// letter lowered (the same length, so the cursor moves by as much).
fn subject(c: &mut Cursor, capital: bool) -> Option<Aim> {
    let rest = c.rest();
    let first = rest.chars().next()?;
    if !first.is_ascii_alphabetic() || first.is_ascii_uppercase() != capital {
        return None;
    }
    let lowered = format!("{}{}", first.to_ascii_lowercase(), &rest[1..]);
    let mut sub = c.over(&lowered);
    let aim = target(&mut sub)?;
    c.at += sub.at;
    Some(aim)
}

/// "this unit" only: the one subject cards print "gains" and "gets" after
/// (and "captures").
fn this_unit(c: &mut Cursor, capital: bool) -> Option<()> {
    c.eat_verb("this unit", capital).then_some(())
}

/// "this unit", "it" (the unit a "Choose ..." sentence chose,
/// text/choose.rs) or "the defender" (read only in an On Attack ability,
/// `defender_only_on_attack`).
fn this_or_it(c: &mut Cursor, capital: bool) -> Option<Target> {
    if this_unit(c, capital).is_some() {
        Some(Target::This)
    } else if c.eat_verb("the defender", capital) {
        Some(Target::Defender)
    } else if c.eat_verb("it", capital) {
        Some(Target::It)
    } else {
        None
    }
}

fn keyword_word(c: &mut Cursor) -> Option<(crate::rulesets::swu::cards::Keyword, u32)> {
    match keyword(c)? {
        Line::Keyword { keyword, amount } => Some((keyword, amount)),
        _ => None,
    }
}

/// "Each friendly unit", "All units": every unit of a side, no other
/// filter, and the verb's ending that goes with it. A keyword given to
/// every unit of a side is printed this way, never "Give each friendly
/// unit Raid 2 ..." (a filtered "each" is written with "Give").
fn every_unit(c: &mut Cursor, capital: bool) -> Option<(Target, &'static str)> {
    if c.eat_verb("all units", capital) {
        return Some((Target::EachUnit, " gain "));
    }
    c.rest()
        .starts_with(if capital { "Each " } else { "each " })
        .then_some(())?;
    let (target, filter) = subject(c, capital)?;
    (super::clause::is_each(target)
        && target != Target::EachUnit
        && filter == UnitFilter::default())
    .then_some((target, " gains "))
}

/// The subject [`every_unit`] reads, for the writer.
fn every_unit_words(target: Target) -> Option<(String, &'static str)> {
    match target {
        Target::EachUnit => Some(("all units".to_string(), " gain ")),
        t if super::clause::is_each(t) => Some((super::write::target_phrase(t)?, " gains ")),
        _ => None,
    }
}

pub(super) fn gains(c: &mut Cursor, capital: bool) -> Option<Effect> {
    // Every unit of a kind, or this unit or "it": the same keyword words
    // after the subject's verb.
    let target = if let Some((target, verb)) = c.attempt(|c| every_unit(c, capital)) {
        c.eat(verb).then_some(target)?
    } else if let Some(target) = c.attempt(|c| this_or_it(c, capital)) {
        c.eat(" gains ").then_some(target)?
    } else {
        return a_unit_gains(c, capital);
    };
    let (keyword, amount) = keyword_word(c)?;
    Some(Effect::GainKeyword {
        target,
        keyword,
        amount,
        duration: for_this(c)?,
    })
}

/// "Another friendly Aggression unit gains Raid 2 for this phase.": a
/// unit chosen as it resolves, as "Give another friendly Aggression unit
/// Raid 2 for this phase." would choose it; the subject-first words kept
/// by `Effect::SubjectFirst`.
fn a_unit_gains(c: &mut Cursor, capital: bool) -> Option<Effect> {
    let aim = subject(c, capital)?;
    is_one_unit(aim.0).then_some(())?;
    c.eat(" gains ").then_some(())?;
    let (keyword, amount) = keyword_word(c)?;
    let duration = for_this(c)?;
    Some(Effect::SubjectFirst {
        then: vec![aimed(aim, |target| Effect::GainKeyword {
            target,
            keyword,
            amount,
            duration,
        })],
    })
}

/// The writer's side of [`a_unit_gains`].
fn write_a_unit_gains(then: &[Effect], capital: bool) -> Option<String> {
    let (target, filter, inner) = match then {
        [Effect::Choose {
            target,
            filter,
            then,
        }] => (*target, filter.clone(), then.as_slice()),
        [e] => (Target::It, UnitFilter::default(), std::slice::from_ref(e)),
        _ => return None,
    };
    let [Effect::GainKeyword {
        target: gains_to,
        keyword,
        amount,
        duration,
    }] = inner
    else {
        return None;
    };
    let target = if target == Target::It {
        *gains_to
    } else {
        (*gains_to == Target::It).then_some(target)?
    };
    is_one_unit(target).then_some(())?;
    let kw = super::write::write_line(&Line::Keyword {
        keyword: *keyword,
        amount: *amount,
    })?;
    Some(verb(
        capital,
        &format!(
            "{} gains {kw}{}",
            unit_phrase(target, &filter)?,
            for_words(*duration)?
        ),
    ))
}

pub(super) fn gets(c: &mut Cursor, capital: bool) -> Option<Effect> {
    let target = this_or_it(c, capital)?;
    c.eat(" gets ").then_some(())?;
    let (power, hp) = modifier(c)?;
    Some(Effect::Modify {
        target,
        power,
        hp,
        duration: for_this(c)?,
    })
}

pub(super) fn loses(c: &mut Cursor, capital: bool) -> Option<Effect> {
    let aim = subject(c, capital)?;
    c.eat(" loses ").then_some(())?;
    let (keyword, amount) = keyword_word(c)?;
    // "loses Raid 2" is printed on no card: a keyword lost has no number.
    (amount == 0).then_some(())?;
    let duration = for_this(c)?;
    Some(aimed(aim, |target| Effect::LoseKeyword {
        target,
        keyword,
        duration,
    }))
}

/// "This unit captures an enemy non-leader ground unit": the unit is
/// chosen as the capture resolves, so the target and its filter stay on
/// the capture (the engine's `capture` chooses), in the vocabulary's own
/// word for an enemy ground unit as the hand-written cards say it.
pub(super) fn captures(c: &mut Cursor, capital: bool) -> Option<Effect> {
    this_unit(c, capital)?;
    c.eat(" captures ").then_some(())?;
    let (target, mut filter) = target(c)?;
    let target = match (target, filter.arena) {
        (Target::ChosenEnemyUnit, Some(Arena::Ground)) => {
            filter.arena = None;
            Target::ChosenEnemyGroundUnit
        }
        (
            Target::ChosenUnit
            | Target::ChosenEnemyUnit
            | Target::ChosenFriendlyUnit
            | Target::ChosenOtherUnit
            | Target::ChosenOtherFriendlyUnit,
            _,
        ) => target,
        _ => return None,
    };
    Some(Effect::Capture { target, filter })
}

/// Cards print a change to the defender for this attack subject first ("The
/// defender gets -2/-0 for this attack", Jyn Erso, Catch Unawares) and one
/// for this phase with "give" ("Give the defender -2/-2 for this phase",
/// Jedi Lightsaber's granted On Attack): the duration decides the form.
fn defender_for_the_phase(target: &Target, duration: Duration) -> bool {
    *target == Target::Defender && duration == Duration::ThisPhase
}

/// The writer's side: the clause of `e` in subject-first form, `None` for
/// an effect these forms do not write. `aim` is the phrase standing for a
/// target of "it" (a `choose` around the effect), `None` when there is no
/// such choice.
pub(super) fn write(e: &Effect, capital: bool, aim: Option<&str>) -> Option<String> {
    // The subject: this unit, or "it" where the aim is the bare "it" of
    // a "Choose ..." sentence (a filtered unit's change is written "Give
    // a friendly unit ...", not here).
    let subject = |target: &Target| match (aim, target) {
        (None, Target::This) => Some("this unit"),
        (None, Target::Defender) => Some("the defender"),
        (Some("it"), Target::It) => Some("it"),
        _ => None,
    };
    match e {
        Effect::SubjectFirst { then } if aim.is_none() => write_a_unit_gains(then, capital),
        Effect::GainKeyword {
            target,
            keyword,
            amount,
            duration,
        } if aim.is_none() && every_unit_words(*target).is_some() => {
            let (who, ending) = every_unit_words(*target)?;
            Some(verb(
                capital,
                &format!(
                    "{who}{ending}{}",
                    keyword_for(*keyword, *amount, *duration)?
                ),
            ))
        }
        Effect::GainKeyword {
            target,
            keyword,
            amount,
            duration,
        } if subject(target).is_some() => Some(verb(
            capital,
            &format!(
                "{} gains {}",
                subject(target)?,
                keyword_for(*keyword, *amount, *duration)?
            ),
        )),
        Effect::Modify {
            target,
            power,
            hp,
            duration,
        } if subject(target).is_some() && !defender_for_the_phase(target, *duration) => Some(verb(
            capital,
            &format!(
                "{} gets {}{}",
                subject(target)?,
                super::write::modifier(*power, *hp),
                for_words(*duration)?
            ),
        )),
        Effect::LoseKeyword {
            target,
            keyword,
            duration,
        } => {
            let subject = match (aim, target) {
                (Some(aim), Target::It) => aim.to_string(),
                (None, t) => super::write::target_phrase(*t)?,
                _ => return None,
            };
            Some(verb(
                capital,
                &format!("{subject} loses {}", keyword_for(*keyword, 0, *duration)?),
            ))
        }
        Effect::Capture { target, filter } if aim.is_none() => {
            let phrase = match target {
                Target::ChosenEnemyGroundUnit if filter.arena.is_none() => unit_phrase(
                    Target::ChosenEnemyUnit,
                    &UnitFilter {
                        arena: Some(Arena::Ground),
                        ..filter.clone()
                    },
                )?,
                t => unit_phrase(*t, filter)?,
            };
            Some(verb(capital, &format!("this unit captures {phrase}")))
        }
        _ => None,
    }
}

/// A change to "the defender" means the defender of the attack under way:
/// read only in an On Attack ability, which resolves during its attack.
/// After an "Attack with a unit." the engine resolves the next sentence
/// once the attack is over, when there is no defender to change.
pub(super) fn defender_only_on_attack(a: &super::super::ability::Ability) -> bool {
    use super::super::trigger::Trigger;
    fn changes_defender(e: &Effect) -> bool {
        match e {
            Effect::Modify { target, .. }
            | Effect::GainKeyword { target, .. }
            | Effect::LoseKeyword { target, .. } => *target == Target::Defender,
            Effect::May { then } => then.iter().any(changes_defender),
            _ => false,
        }
    }
    a.when == [Trigger::OnAttack] || !a.effects.iter().any(changes_defender)
}
