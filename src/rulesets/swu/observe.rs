//! SWU's reader for unit claims (`scenario::observe`): what a unit is on
//! the board after a step, by its label, with the engine's own power and
//! HP formula (`view::stats`).

use super::cards::{Arena, CardPool};
use super::engine::{GameState, PlayerId};
use crate::timing::Trace;

/// What the unit labelled `unit` is once step `at` is done (`None`: on the
/// board the run starts from, `start`): its zone, and
/// while it is in play its damage, power, HP, controller and whether it is
/// exhausted. Empty when no unit of the run ever had the label.
pub fn read(
    pool: &CardPool,
    start: &GameState,
    trace: &Trace<GameState>,
    at: Option<usize>,
    unit: &str,
) -> Vec<(String, String)> {
    let state = at.map_or(start, |i| &trace.steps[i].board);
    let fact = |name: &str, value: String| (name.to_string(), value);
    let name = |card: &str| {
        fact(
            "name",
            pool.get(card)
                .map(|c| c.name.clone())
                .unwrap_or_else(|| card.to_string()),
        )
    };
    if let Some(p) = unit.strip_prefix("base:").and_then(PlayerId::from_slug) {
        let base = &state.player(p).base;
        return vec![
            fact("name", base.name.clone()),
            fact("damage", base.damage.to_string()),
            fact("hp", base.hp.to_string()),
        ];
    }
    if let Some(u) = state.units.iter().find(|u| u.label == unit) {
        let (power, hp) = super::view::stats(pool, state, u);
        let zone = match u.arena {
            Arena::Ground => "ground arena",
            Arena::Space => "space arena",
        };
        return vec![
            name(&u.card),
            fact("zone", zone.into()),
            fact("damage", u.damage.to_string()),
            fact("power", power.to_string()),
            fact("hp", hp.to_string()),
            fact("controller", u.controller.slug().into()),
            fact("exhausted", u.exhausted.to_string()),
        ];
    }
    let captured = state
        .units
        .iter()
        .any(|g| g.captured.iter().any(|c| c.label == unit));
    // Out of play: where its card is now. Which card and whose is read
    // from the last board that had the unit in play (or under a guard).
    let Some((card, owner)) = at.and_then(|i| last_known(trace, i, unit)) else {
        return Vec::new();
    };
    if captured {
        return vec![name(&card), fact("zone", "captured".into())];
    }
    let p = state.player(owner);
    let zone = if p.discard.contains(&card) {
        "discard pile"
    } else if p.hand.iter().any(|c| c.id() == Some(card.as_str())) {
        "hand"
    } else if p.deck.iter().any(|c| c.id() == Some(card.as_str())) {
        "deck"
    } else if p.resources.known.contains(&card) {
        "resources"
    } else {
        "out of play"
    };
    vec![name(&card), fact("zone", zone.into())]
}

/// The card and owner of the unit labelled `unit` on the last board before
/// step `at` that had it in play or captured.
fn last_known(trace: &Trace<GameState>, at: usize, unit: &str) -> Option<(String, PlayerId)> {
    trace.steps[..=at].iter().rev().find_map(|s| {
        let b = &s.board;
        b.units
            .iter()
            .find(|u| u.label == unit)
            .map(|u| (u.card.clone(), u.owner))
            .or_else(|| {
                b.units
                    .iter()
                    .flat_map(|g| &g.captured)
                    .find(|c| c.label == unit)
                    .map(|c| (c.card.clone(), c.owner))
            })
    })
}
