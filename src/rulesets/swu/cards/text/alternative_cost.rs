//! "You may discard a Cunning card from your hand instead of paying this
//! event's cost." (Bamboozle): the card's own alternative cost
//! (`cards::alternative_cost`). Reader and writer side by side.
//!
//! ```text
//! alternative-cost := "You may discard a " ASPECT " card from your hand instead of paying this event's cost."
//! ```

use super::super::alternative_cost::AlternativeCost;
use super::clause::ASPECTS;
use super::read::Cursor;

const BEFORE: &str = "You may discard a ";
const AFTER: &str = " card from your hand instead of paying this event's cost.";

pub(super) fn read(c: &mut Cursor) -> Option<AlternativeCost> {
    c.eat(BEFORE).then_some(())?;
    let aspect = ASPECTS.iter().find(|a| c.eat(a))?;
    c.eat(AFTER).then_some(())?;
    Some(AlternativeCost {
        discard_aspect: aspect.to_string(),
    })
}

pub(super) fn write(k: &AlternativeCost) -> Option<String> {
    ASPECTS.contains(&k.discard_aspect.as_str()).then_some(())?;
    Some(format!("{BEFORE}{}{AFTER}", k.discard_aspect))
}
