//! A unit's current power and HP, for the engine and for anyone drawing the
//! board: printed values, plus Experience tokens, plus lasting effects.

use super::{GameState, LastingKind, Unit};
use crate::cards::CardPool;

/// (power, HP) of a unit as the game sees it now.
pub fn unit_stats(pool: &CardPool, state: &GameState, u: &Unit) -> (i32, i32) {
    let card = pool.get(&u.card);
    let (mut power, mut hp) = (
        card.and_then(|c| c.power).unwrap_or(0),
        card.and_then(|c| c.hp).unwrap_or(0),
    );
    power += u.experience as i32;
    hp += u.experience as i32;
    for l in state.lasting.iter().filter(|l| l.target == u.instance) {
        if let LastingKind::Modify { power: p, hp: h } = l.effect {
            power += p;
            hp += h;
        }
    }
    (power, hp)
}
