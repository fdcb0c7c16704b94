//! Smuggle lines: the plain "Smuggle [C=3 Aggression Heroism]", and
//! "Smuggle [C=7 Vigilance Villainy, deal 4 damage to a friendly unit]"
//! (First Light): Smuggle whose cost Y has a part besides resources, paid
//! with them (7.5.14a: Y is paid as any cost is; 1.8.8: a non-resource
//! part is paid in full too). Reader and writer side by side.
//!
//! ```text
//! smuggle-dealing := "Smuggle [C=" N (" " ASPECT)+ ", deal " N " damage to a friendly unit]"
//! ```

use super::clause::ASPECTS;
use super::read::Cursor;
use super::Line;

const DEAL: &str = ", deal ";
const TO_A_FRIENDLY_UNIT: &str = " damage to a friendly unit]";

/// "Smuggle [C=3 Aggression Heroism]": the cost, then one or more aspect
/// icons written as their words.
pub(super) fn smuggle(c: &mut Cursor) -> Option<Line> {
    let (cost, aspects) = smuggle_cost(c)?;
    c.eat("]").then_some(())?;
    (!aspects.is_empty()).then_some(Line::Smuggle { cost, aspects })
}

/// "Smuggle [C=3 Aggression Heroism": the resource cost and its aspect
/// icons, the start of every Smuggle line (`line` reads a cost with more
/// after it).
pub(super) fn smuggle_cost(c: &mut Cursor) -> Option<(u32, Vec<String>)> {
    c.eat("Smuggle [C=").then_some(())?;
    let cost = c.number()?;
    let mut aspects = Vec::new();
    while c.eat(" ") {
        let a = ASPECTS.iter().find(|a| c.eat(a))?;
        aspects.push(a.to_string());
    }
    Some((cost, aspects))
}

/// The whole line.
pub(super) fn line(c: &mut Cursor) -> Option<Line> {
    let (cost, aspects) = smuggle_cost(c)?;
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
