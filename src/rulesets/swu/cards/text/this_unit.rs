//! A unit's unconditional constant ability about itself (7.3.1), reader
//! and writer side by side:
//!
//! ```text
//! this-unit := "This unit can't attack."   (8.3.2: it is never an attacker)
//!            | "This unit gets " MOD " for each resource you control."
//! ```
//!
//! A "can't" overrides the rule that a ready unit may attack (8.3.2), and
//! wins over any "can" or "may" that would let it attack (8.3.3), so the
//! engine honours it where it lists what a unit may attack
//! (`engine::attack::attack_targets`): a unit that can't attack has nothing
//! to attack, in an action or in an ability's attack.
//!
//! "For each resource you control" counts the resources of the unit's
//! controller, ready or exhausted, each time a stat is looked at
//! (`engine::stats`), so the change follows the count (7.3.1).

use super::super::ability::{Cant, Constant, ConstantScope, Pronoun, UnitFilter};
use super::super::constant::Per;
use super::clause::modifier;
use super::read::Cursor;

const CANT_ATTACK: &str = "This unit can't attack.";
const GETS: &str = "This unit gets ";
const PER_RESOURCE: &str = " for each resource you control.";

fn plain() -> Constant {
    Constant {
        to: ConstantScope::ThisUnit,
        filter: UnitFilter::default(),
        power: 0,
        hp: 0,
        keywords: Vec::new(),
        abilities: Vec::new(),
        amount: 0,
        cant: Vec::new(),
        while_: None,
        pronoun: Pronoun::It,
        per: None,
    }
}

pub(super) fn this_unit(c: &mut Cursor) -> Option<Constant> {
    if c.eat(CANT_ATTACK) {
        return Some(Constant {
            cant: vec![Cant::Attack],
            ..plain()
        });
    }
    c.eat(GETS).then_some(())?;
    let (power, hp) = modifier(c)?;
    c.eat(PER_RESOURCE).then_some(())?;
    Some(Constant {
        power,
        hp,
        per: Some(Per::ResourceYouControl),
        ..plain()
    })
}

/// The writer's side: from the vocabulary alone.
pub(super) fn write(k: &Constant) -> Option<String> {
    let only = Constant {
        power: 0,
        hp: 0,
        cant: Vec::new(),
        per: None,
        ..k.clone()
    };
    (only == plain()).then_some(())?;
    match (k.cant.as_slice(), k.per) {
        ([Cant::Attack], None) if (k.power, k.hp) == (0, 0) => Some(CANT_ATTACK.to_string()),
        ([], Some(Per::ResourceYouControl)) if (k.power, k.hp) != (0, 0) => Some(format!(
            "{GETS}{}{PER_RESOURCE}",
            super::write::modifier(k.power, k.hp)
        )),
        _ => None,
    }
}
