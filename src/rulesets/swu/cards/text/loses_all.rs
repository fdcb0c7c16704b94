//! "Choose a unit. It loses all abilities for this phase. Then, if you
//! control a FORCE unit, pay any number of resources and deal 2 damage to
//! the chosen unit for each resource paid this way." (Force Lightning, SOR
//! 138): an event's whole line. Reader and writer side by side.
//!
//! ```text
//! loses-all := "Choose " unit ". It loses all abilities for this " ("phase" | "attack") "."
//!              [" Then, " ["if " condition ", "] "pay any number of resources and deal " N
//!               " damage to the chosen unit for each resource paid this way."]
//! ```
//!
//! Read as one `choose` of the unit (its "it"), the lasting effect on it
//! (8.14.2), then, under the condition if there is one, the payment the
//! player chooses (0 or more) and its damage (engine/effects/lose_all.rs).

use super::super::ability::{Ability, Effect, Target};
use super::super::trigger::Trigger;
use super::clause::{condition, for_this, target};
use super::conditions::condition_phrase;
use super::read::{ability, Cursor};
use super::write::unit_phrase;
use crate::rulesets::swu::cards::{Duration, LoseAllAbilities, PayAnyNumberDealDamage};

const LOSES: &str = ". It loses all abilities";
const THEN: &str = " Then, ";
const PAY: &str = "pay any number of resources and deal ";
const FOR_EACH: &str = " damage to the chosen unit for each resource paid this way.";

/// The whole line of an event.
pub(super) fn line(c: &mut Cursor) -> Option<Ability> {
    c.eat("Choose ").then_some(())?;
    let (t, filter) = target(c)?;
    matches!(
        t,
        Target::ChosenUnit | Target::ChosenFriendlyUnit | Target::ChosenEnemyUnit
    )
    .then_some(())?;
    c.eat(LOSES).then_some(())?;
    let duration = for_this(c)?;
    c.eat(".").then_some(())?;
    let mut then = vec![Effect::LoseAllAbilities(LoseAllAbilities {
        target: Target::It,
        duration,
    })];
    if c.eat(THEN) {
        let condition = c.attempt(|c| {
            c.eat("if ").then_some(())?;
            let k = condition(c)?;
            c.eat(", ").then_some(k)
        });
        c.eat(PAY).then_some(())?;
        let damage = c.number()? as i32;
        c.eat(FOR_EACH).then_some(())?;
        let pay = Effect::PayAnyNumberDealDamage(PayAnyNumberDealDamage {
            damage,
            target: Target::It,
        });
        then.push(match condition {
            Some(condition) => Effect::If {
                condition,
                then: vec![pay],
            },
            None => pay,
        });
    }
    Some(ability(
        vec![Trigger::Event],
        false,
        vec![Effect::Choose {
            target: t,
            filter,
            then,
        }],
    ))
}

/// The writer's side of [`line`]: `None` for any other ability.
pub(super) fn write(a: &Ability) -> Option<String> {
    (a.when == [Trigger::Event] && !a.may).then_some(())?;
    let [Effect::Choose {
        target,
        filter,
        then,
    }] = a.effects.as_slice()
    else {
        return None;
    };
    let (lose, rest) = then.split_first()?;
    let Effect::LoseAllAbilities(LoseAllAbilities {
        target: Target::It,
        duration,
    }) = lose
    else {
        return None;
    };
    let for_this = match duration {
        Duration::ThisPhase => "phase",
        Duration::ThisAttack => "attack",
        Duration::ThisRound | Duration::WhileInPlay => return None,
    };
    let mut out = format!(
        "Choose {}{LOSES} for this {for_this}.",
        unit_phrase(*target, filter)?
    );
    let pay_words = |e: &Effect| match e {
        Effect::PayAnyNumberDealDamage(PayAnyNumberDealDamage {
            damage,
            target: Target::It,
        }) if *damage > 0 => Some(format!("{PAY}{damage}{FOR_EACH}")),
        _ => None,
    };
    match rest {
        [] => {}
        [Effect::If { condition, then }] => {
            let [pay] = then.as_slice() else {
                return None;
            };
            out.push_str(&format!(
                "{THEN}if {}, {}",
                condition_phrase(condition)?,
                pay_words(pay)?
            ));
        }
        [pay] => out.push_str(&format!("{THEN}{}", pay_words(pay)?)),
        _ => return None,
    }
    Some(out)
}
