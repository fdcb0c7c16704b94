//! What the SWU board shows of a unit, worked out in plain Rust (tested
//! natively): the name (the scenario's own cards included, from the
//! scenario's pool), current power and HP from the engine's own formula
//! ([`stats`]),
//! and the state words. The leptos component (`board_ui`) only renders it.

use super::cards::CardPool;
use super::engine::{Engine, GameState, HiddenCard, StopPoint, Unit};

/// One unit as the board draws it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnitChip {
    /// The element id (`unit-3`), unique on the board.
    pub id: String,
    pub name: String,
    /// " · 4/7 · 2 damage · exhausted ..."
    pub detail: String,
    /// The printed text, shown on hover and focus.
    pub text: String,
    pub exhausted: bool,
    pub power: i32,
    pub hp: i32,
}

/// The chip for a unit, read against `pool`: the scenario's own pool, so a
/// card the scenario defines shows its name and stats.
pub fn unit_chip(state: &GameState, pool: &CardPool, u: &Unit) -> UnitChip {
    let card = pool.get(&u.card);
    let mut name = card
        .map(|c| c.full_name())
        .unwrap_or_else(|| u.card.clone());
    // Two units with one name: show the ref the trace names them by.
    let printed = |id: &str| pool.get(id).map(|c| c.name.clone());
    if state
        .units
        .iter()
        .any(|x| x.label != u.label && printed(&x.card) == printed(&u.card))
    {
        name = format!("{name} ({})", u.label);
    }
    let text = card.map(|c| c.text.clone()).unwrap_or_default();
    let (power, hp) = stats(pool, state, u);
    let mut detail = format!(" · {power}/{hp}");
    if u.damage > 0 {
        detail.push_str(&format!(" · {} damage", u.damage));
    }
    if u.exhausted {
        detail.push_str(" · exhausted");
    }
    if u.shields > 0 {
        detail.push_str(&format!(" · {} Shield", u.shields));
    }
    if u.experience > 0 {
        detail.push_str(&format!(" · {} Experience", u.experience));
    }
    for g in &u.upgrades {
        detail.push_str(&format!(
            " · {}",
            pool.get(&g.card)
                .map(|c| c.name.clone())
                .unwrap_or_else(|| g.card.clone())
        ));
    }
    if u.owner != u.controller {
        detail.push_str(&format!(" · owned by {}", state.name(u.owner)));
    }
    UnitChip {
        id: format!("unit-{}", u.instance.0),
        name,
        detail,
        text,
        exhausted: u.exhausted,
        power,
        hp,
    }
}

/// Current (power, HP) of a unit on this board, by the engine's own
/// formula (`Engine::unit_power`, `Engine::unit_hp`: upgrades, Experience,
/// lasting effects, constant abilities, Grit; Raid only while attacking,
/// and a board between steps has no attack under way).
pub fn stats(pool: &CardPool, state: &GameState, u: &Unit) -> (i32, i32) {
    let engine = Engine::new(pool, state.clone(), Vec::new(), StopPoint::GameEnd);
    (engine.unit_power(u), engine.unit_hp(u))
}

/// The names of the known cards among `cards`.
pub fn known_names<'a>(
    pool: &CardPool,
    cards: impl Iterator<Item = &'a HiddenCard>,
) -> Vec<String> {
    cards
        .filter_map(HiddenCard::id)
        .map(|id| {
            pool.get(id)
                .map(|c| c.name.clone())
                .unwrap_or_else(|| id.into())
        })
        .collect()
}
