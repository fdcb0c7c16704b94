//! "Smuggle [C=7 Vigilance Villainy, deal 4 damage to a friendly unit]"
//! (First Light): Smuggle whose cost Y has a part besides resources, paid
//! with them (7.5.14a: Y is paid as any cost is; 1.8.8: a non-resource
//! part is paid in full too). Reader and writer side by side.
//!
//! ```text
//! smuggle-dealing := "Smuggle [C=" N (" " ASPECT)+ ", deal " N " damage to a friendly unit]"
//! ```

use super::read::Cursor;
use super::Line;

const DEAL: &str = ", deal ";
const TO_A_FRIENDLY_UNIT: &str = " damage to a friendly unit]";

/// The whole line.
pub(super) fn line(c: &mut Cursor) -> Option<Line> {
    let (cost, aspects) = super::read::smuggle_cost(c)?;
    c.eat(DEAL).then_some(())?;
    let damage = c.number()?;
    c.eat(TO_A_FRIENDLY_UNIT).then_some(())?;
    (!aspects.is_empty() && damage > 0).then_some(Line::SmuggleDealing {
        cost,
        aspects,
        damage,
    })
}

/// The writer's side.
pub(super) fn write(line: &Line) -> Option<String> {
    match line {
        Line::SmuggleDealing {
            cost,
            aspects,
            damage,
        } if !aspects.is_empty() && *damage > 0 => Some(format!(
            "Smuggle [C={cost} {}{DEAL}{damage}{TO_A_FRIENDLY_UNIT}",
            aspects.join(" ")
        )),
        _ => None,
    }
}
