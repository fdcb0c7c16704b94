//! "Reveal 3 enemy resources. Defeat each resource with the Smuggle
//! keyword revealed this way. For each resource defeated this way, its
//! controller puts the top card of their deck into play as a resource."
//! (SHD 114 Scanning Officer): three sentences, one effect. Reader and
//! writer side by side:
//!
//! ```text
//! reveal-enemy-resources := "Reveal " N " enemy resources. " DEFEAT_SMUGGLE " " REPLACE
//! ```
//!
//! Who picks the resources revealed is open question 25; the engine marks
//! the step (engine/reveal_enemy_resources.rs).

use super::super::ability::Effect;
use super::read::Cursor;

const REVEAL: &str = "Reveal ";
const ENEMY_RESOURCES: &str = " enemy resources. ";
const DEFEAT_SMUGGLE: &str = "Defeat each resource with the Smuggle keyword revealed this way. ";
const REPLACE: &str = "For each resource defeated this way, its controller puts the top card of their deck into play as a resource";

pub(super) fn sentences(c: &mut Cursor) -> Option<Effect> {
    c.eat(REVEAL).then_some(())?;
    let count = c.number()?;
    (count > 1).then_some(())?;
    c.eat(ENEMY_RESOURCES).then_some(())?;
    c.eat(DEFEAT_SMUGGLE).then_some(())?;
    c.eat(REPLACE).then_some(())?;
    c.eat(".").then_some(())?;
    Some(Effect::RevealEnemyResourcesDefeatSmuggle { count })
}

/// The writer's side, without the last full stop; `None` for any other
/// effect.
pub(super) fn write(e: &Effect, capital: bool) -> Option<String> {
    let Effect::RevealEnemyResourcesDefeatSmuggle { count } = e else {
        return None;
    };
    (capital && *count > 1).then_some(())?;
    Some(format!(
        "{REVEAL}{count}{ENEMY_RESOURCES}{DEFEAT_SMUGGLE}{REPLACE}"
    ))
}
