//! A unit's constant ability about itself while it attacks or defends,
//! reader and writer side by side (the rest of a "While ..." line is
//! text/conditional.rs):
//!
//! ```text
//! in-attack := "this unit is " ("attacking" | "defending")   (after "While ")
//! after     := "This unit " change " while " ("attacking" | "defending") "."
//! first     := "While attacking, this unit deals combat damage before the defender."
//!              (it deals its combat damage first; the defending unit deals its own
//!               only if it survived, 6.3.5c)
//! ```
//!
//! Such an ability is active from the attack's beginning until the attack
//! ends, before its When Attack Ends abilities resolve (6.3.3, 6.3.5d,
//! 7.6.16d); the engine reads the attack under way from the game state
//! (`GameState::attack`, checked by `engine::stats::while_holds`).

use super::super::ability::{Constant, While};
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
    Some(While::ThisUnitInAttack {
        defending,
        after: false,
    })
}

/// The writer's side of [`in_attack`].
pub(super) fn write_in_attack(defending: bool) -> String {
    format!("this unit is {}", role(defending))
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
