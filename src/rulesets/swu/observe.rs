//! SWU's reader for unit claims (`scenario::observe`): what a unit is on
//! the board after a step, by its label, with the engine's own power and
//! HP formula (`view::stats`), keywords (`Engine::unit_has`) and attack
//! targets (`Engine::attack_target_labels`); a leader on its leader side;
//! a player's resources and whether they have passed.

use super::cards::{Arena, CardPool, Keyword};
use super::engine::{Engine, GameState, PlayerId, StopPoint, Unit};
use crate::timing::Trace;

/// Every keyword, in the words a claim's `has` and `lacks` use.
const KEYWORDS: &[(Keyword, &str)] = &[
    (Keyword::Ambush, "ambush"),
    (Keyword::Shielded, "shielded"),
    (Keyword::Overwhelm, "overwhelm"),
    (Keyword::Sentinel, "sentinel"),
    (Keyword::Saboteur, "saboteur"),
    (Keyword::Bounty, "bounty"),
    (Keyword::Restore, "restore"),
    (Keyword::Raid, "raid"),
    (Keyword::Grit, "grit"),
    (Keyword::Smuggle, "smuggle"),
    (Keyword::Hidden, "hidden"),
    (Keyword::Exploit, "exploit"),
    (Keyword::Coordinate, "coordinate"),
];

/// What the rules make of a unit on this board beyond its numbers: its
/// keywords, printed or gained and not lost (7.7.3c), and what it may
/// attack (7.5.11), both by the engine's own rules.
fn keywords_and_targets(pool: &CardPool, state: &GameState, u: &Unit) -> [(String, String); 2] {
    let engine = Engine::new(pool, state.clone(), Vec::new(), StopPoint::GameEnd);
    let keywords: Vec<&str> = KEYWORDS
        .iter()
        .filter(|(k, _)| engine.unit_has(u, *k))
        .map(|(_, name)| *name)
        .collect();
    [
        ("keywords".into(), keywords.join(", ")),
        ("targets".into(), engine.attack_target_labels(u).join(", ")),
    ]
}

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
    if let Some(p) = unit.strip_prefix("player:").and_then(PlayerId::from_slug) {
        let player = state.player(p);
        let r = &player.resources;
        return vec![
            fact("name", player.name.clone()),
            fact("resources", (r.ready + r.exhausted).to_string()),
            fact("ready resources", r.ready.to_string()),
            // Passed: their last action was a pass and no one has acted
            // since, or they took the initiative, which makes them pass
            // for the rest of the phase (1.15.5b).
            fact(
                "passed",
                (player.passed || (state.initiative_taken && state.initiative == p)).to_string(),
            ),
        ];
    }
    // A leader on its leader side: not deployed, or defeated and flipped
    // back (its unit side, deployed, is a unit like any other).
    if let Some(l) = PlayerId::BOTH
        .iter()
        .filter_map(|p| state.player(*p).leader.as_ref())
        .find(|l| l.label == unit && !l.deployed)
    {
        return vec![
            name(&l.card),
            fact("zone", "leader side".into()),
            fact("exhausted", l.exhausted.to_string()),
        ];
    }
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
        let mut values = vec![
            name(&u.card),
            fact("zone", zone.into()),
            fact("damage", u.damage.to_string()),
            fact("power", power.to_string()),
            fact("hp", hp.to_string()),
            fact("controller", u.controller.slug().into()),
            fact("exhausted", u.exhausted.to_string()),
        ];
        values.extend(keywords_and_targets(pool, state, u));
        return values;
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
