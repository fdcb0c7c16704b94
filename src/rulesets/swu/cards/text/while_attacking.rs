//! A unit's constant ability about itself while it attacks or defends,
//! reader and writer side by side (the rest of a "While ..." line is
//! text/conditional.rs):
//!
//! ```text
//! in-attack := "this unit is " ("attacking" | "defending")   (after "While ")
//! after     := "This unit " change " while " ("attacking" | "defending") "."
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
