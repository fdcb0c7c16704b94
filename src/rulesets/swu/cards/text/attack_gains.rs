//! An attack that gives its attacker an ability for the attack, and a
//! clause before it in the same sentence, reader and writer side by side:
//! "Draw a card, then attack with a unit. For this attack, it gets +2/+0
//! and gains: "When this unit deals combat damage: Defeat it."" (Heroic
//! Sacrifice).
//!
//! ```text
//! then-attack := clause ", then " attack                  (two effects, in order: 7.1.5)
//! after       := attack ". After completing this attack, " ["you may "] clause "."
//!                 (two effects, the second once the attack is over)
//! gains       := ". For this attack, it gets +" N "/+0 and gains: \"" held "\""
//!                 (after "attack with a unit"; held: a triggered ability of one
//!                 effect on "it", the attacker: written `this` in the vocabulary)
//! ```
//!
//! No card prints "Attack with a unit." as a sentence after another one:
//! an attack after a clause is printed "..., then attack with ...", so the
//! writer writes any clause followed by an attack that way.

use super::super::ability::{Ability, Effect, Target};
use super::compound::{aim_of, set_aim};
use super::read::Cursor;
use super::write::clause_on;
use crate::rulesets::swu::cards::AttackEffect;

/// ". For this attack, it gets +2/+0 and gains: "<ability>"": the power
/// bonus and the gained ability.
pub(super) fn for_this_attack(c: &mut Cursor) -> Option<(i32, Ability)> {
    c.eat(". For this attack, it gets +").then_some(())?;
    let n = c.number()?;
    c.eat("/+0 and gains: \"").then_some(())?;
    let mut a = super::upgrade::held(c)?;
    c.eat("\"").then_some(())?;
    // Inside the quotes "it" is the unit that has the ability: the
    // attacker, `this` to the ability it gains.
    let [e] = a.effects.as_mut_slice() else {
        return None;
    };
    (aim_of(e) == Some(Target::It)).then_some(())?;
    set_aim(e, Target::This);
    Some((n as i32, a))
}

/// The writer's side of [`for_this_attack`].
pub(super) fn write_for_this_attack(power_bonus: i32, gains: &[Ability]) -> Option<String> {
    let [a] = gains else {
        return None;
    };
    let [e] = a.effects.as_slice() else {
        return None;
    };
    (power_bonus > 0 && !a.may && !a.granted && a.id.is_none() && a.cost == 0 && !a.exhaust)
        .then_some(())?;
    (aim_of(e) == Some(Target::This)).then_some(())?;
    let mut on_it = e.clone();
    set_aim(&mut on_it, Target::It);
    let when: Vec<&str> = a.when.iter().map(|t| t.printed()).collect();
    (when.len() == 1 && a.when.iter().all(super::upgrade::held_trigger)).then_some(())?;
    Some(format!(
        ". For this attack, it gets +{power_bonus}/+0 and gains: \"{}: {}.\"",
        when[0],
        clause_on(&on_it, true, "it", false)?
    ))
}

/// ", then attack with ...": the attack after the sentence's first clause.
pub(super) fn then_attack(c: &mut Cursor) -> Option<Effect> {
    c.eat(", then ").then_some(())?;
    let e = super::clause::one_clause(c, false)?;
    matches!(e, Effect::Attack(AttackEffect { .. })).then_some(e)
}

const AFTER: &str = ". After completing this attack, ";

/// "Attack with a space unit. After completing this attack, you may
/// exhaust a space unit.": the attack, then what resolves once it is over
/// (the engine resolves an ability's next effect after its attack).
pub(super) fn attack_and_after(c: &mut Cursor) -> Option<Vec<Effect>> {
    let attack = super::clause::one_clause(c, true)?;
    matches!(attack, Effect::Attack(AttackEffect { .. })).then_some(())?;
    c.eat(AFTER).then_some(())?;
    let may = c.eat("you may ");
    let e = super::clause::clause(c, false)?;
    (!matches!(
        e,
        Effect::Attack(AttackEffect { .. }) | Effect::Pay { .. } | Effect::UseTheForce
    ))
    .then_some(())?;
    c.eat(".").then_some(())?;
    Some(vec![attack, super::read::may_or_must(may, e)])
}

/// The writer's side: the two sentences without the last full stop.
pub(super) fn write_attack_and_after(attack: &Effect, after: &Effect) -> Option<String> {
    matches!(attack, Effect::Attack(AttackEffect { .. })).then_some(())?;
    let after = match after {
        Effect::May { then } => match then.as_slice() {
            [one] => format!("you may {}", super::write::plain_clause(one)?),
            _ => return None,
        },
        Effect::Attack(AttackEffect { .. }) => return None,
        e => super::write::plain_clause(e)?,
    };
    Some(format!(
        "{}{AFTER}{after}",
        super::write::clause(attack, true)?
    ))
}
