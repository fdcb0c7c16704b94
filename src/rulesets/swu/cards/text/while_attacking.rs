//! A unit's constant ability about itself while it attacks or defends,
//! reader and writer side by side (the rest of a "While ..." line is
//! text/conditional.rs):
//!
//! ```text
//! in-attack := "this unit is " ("attacking" | "defending")   (after "While ")
//!            | "this unit is attacking " unit     ("a ground unit": the defender passes
//!                                                  the filter, 6.3.3a)
//! after     := "This unit " change " while " ("attacking" | "defending") "."
//! other     := "While this unit is defending, the attacker gets " MOD "."
//!            | "While this unit is attacking, the defender gets " MOD "."
//!              (the other unit of the attack under way, 6.3.1b)
//! first     := "While attacking, this unit deals combat damage before the defender."
//!              (it deals its combat damage first; the defending unit deals its own
//!               only if it survived, 6.3.5c)
//! ```
//!
//! Such an ability is active from the attack's beginning until the attack
//! ends, before its When Attack Ends abilities resolve (6.3.3, 6.3.5d,
//! 7.6.16d); the engine reads the attack under way from the game state
//! (`GameState::attack`, checked by `engine::stats::while_holds`).

use super::super::ability::{Constant, ConstantScope, UnitFilter, While};
use super::read::Cursor;

/// The role's word: "attacking" or "defending".
fn role(defending: bool) -> &'static str {
    if defending {
        "defending"
    } else {
        "attacking"
    }
}

/// "this unit is attacking" / "this unit is defending", after "While ".
pub(super) fn in_attack(c: &mut Cursor) -> Option<While> {
    c.eat("this unit is ").then_some(())?;
    let defending = [false, true].into_iter().find(|d| c.eat(role(*d)))?;
    if !defending {
        if let Some(filter) = c.attempt(attacking_a) {
            return Some(While::ThisUnitAttackingA { filter });
        }
    }
    Some(While::ThisUnitInAttack {
        defending,
        after: false,
    })
}

/// The writer's side of [`in_attack`].
pub(super) fn write_in_attack(defending: bool) -> String {
    format!("this unit is {}", role(defending))
}

/// " a ground unit" after "this unit is attacking": a unit of either side
/// (the defender is an enemy unit anyway, 6.3.1), by a filter a unit's
/// card and state decide.
fn attacking_a(c: &mut Cursor) -> Option<UnitFilter> {
    (c.eat(" a ") || c.eat(" an ")).then_some(())?;
    let (side, filter) = super::clause::unit_words(c)?;
    (side.is_none() && filter != UnitFilter::default()).then_some(())?;
    super::conditional::decided_by_card(&filter).then_some(filter)
}

/// The writer's side of [`attacking_a`], after "While ".
pub(super) fn write_attacking_a(filter: &UnitFilter) -> Option<String> {
    super::conditional::decided_by_card(filter).then_some(())?;
    let unit = super::write::unit_phrase(super::super::ability::Target::ChosenUnit, filter)?;
    Some(format!("this unit is attacking {unit}"))
}

/// "This unit gets +2/+0 while defending.": the condition after the
/// change it makes.
pub(super) fn after(c: &mut Cursor) -> Option<Constant> {
    c.eat("This unit ").then_some(())?;
    let ch = super::conditional::change(c)?;
    c.eat(" while ").then_some(())?;
    let defending = [false, true].into_iter().find(|d| c.eat(role(*d)))?;
    c.eat(".").then_some(())?;
    let w = While::ThisUnitInAttack {
        defending,
        after: true,
    };
    Some(super::conditional::this_unit(w, ch))
}

/// The writer's side of [`after`]: the change, written by the conditional
/// module's writer.
pub(super) fn write_after(defending: bool, change: &str) -> String {
    format!("This unit {change} while {}.", role(defending))
}

/// The line of a unit that deals its combat damage first while attacking.
const FIRST: &str = "While attacking, this unit deals combat damage before the defender.";

/// The constant [`FIRST`] reads into.
fn first_constant() -> Constant {
    Constant {
        combat_damage_first: true,
        ..super::conditional::this_unit(
            While::ThisUnitInAttack {
                defending: false,
                after: false,
            },
            (0, 0, Vec::new(), 0),
        )
    }
}

/// "While attacking, this unit deals combat damage before the defender."
pub(super) fn first(c: &mut Cursor) -> Option<Constant> {
    c.eat(FIRST).then(first_constant)
}

/// The writer's side of [`first`]: only that constant, nothing more.
pub(super) fn write_first(k: &Constant) -> Option<String> {
    (*k == first_constant()).then(|| FIRST.to_string())
}

/// The other unit of the attack, as the text names it, for the role of
/// the ability's own unit: "the attacker" of a unit defending, "the
/// defender" of a unit attacking.
fn other_of(defending: bool) -> (ConstantScope, &'static str) {
    if defending {
        (ConstantScope::TheAttacker, "the attacker")
    } else {
        (ConstantScope::TheDefender, "the defender")
    }
}

/// "the attacker gets -1/-0." after "While this unit is defending, ".
pub(super) fn other_unit(c: &mut Cursor, w: &While) -> Option<Constant> {
    let defending = match w {
        While::ThisUnitInAttack {
            defending,
            after: false,
        } => *defending,
        // "While this unit is attacking a ground unit, the defender gets
        // -2/-0." (Strafing Gunship).
        While::ThisUnitAttackingA { .. } => false,
        _ => return None,
    };
    let (to, words) = other_of(defending);
    c.eat(words).then_some(())?;
    c.eat(" gets ").then_some(())?;
    let (power, hp) = super::clause::modifier(c)?;
    c.eat(".").then_some(())?;
    Some(Constant {
        to,
        ..super::conditional::this_unit(w.clone(), (power, hp, Vec::new(), 0))
    })
}

/// The writer's side of [`other_unit`]: only what it reads.
pub(super) fn write_other_unit(k: &Constant) -> Option<String> {
    let (defending, condition) = match k.while_.as_ref()? {
        While::ThisUnitInAttack {
            defending,
            after: false,
        } => (*defending, write_in_attack(*defending)),
        While::ThisUnitAttackingA { filter } => (false, write_attacking_a(filter)?),
        _ => return None,
    };
    let (to, words) = other_of(defending);
    let same = Constant {
        to,
        ..super::conditional::this_unit(k.while_.clone()?, (k.power, k.hp, Vec::new(), 0))
    };
    (*k == same && (k.power, k.hp) != (0, 0)).then(|| {
        format!(
            "While {condition}, {words} gets {}.",
            super::write::modifier(k.power, k.hp)
        )
    })
}
