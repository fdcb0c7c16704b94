//! What the SWU board shows, worked out in plain Rust (tested natively):
//! the status line, each side's base, leader, resources, units and cards,
//! and the lasting and delayed effects, all as words and numbers in a
//! [`BoardModel`]. A unit's name comes from the scenario's pool (its own
//! cards included), its power and HP from the engine's own formula
//! ([`stats`]). The leptos component (`board_ui`) only renders the model,
//! so a page can draw a board read from JSON without the engine or the
//! card pool.

use serde::{Deserialize, Serialize};

use super::cards::{Arena, CardPool, Duration};
use super::engine::{
    Engine, GameState, HiddenCard, InstanceId, LastingKind, PhaseStep, PlayerId, PlayerState,
    StopPoint, Unit,
};

/// The whole SWU board as the page draws it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct BoardModel {
    pub round: u32,
    /// The step in words: "action phase, player turns".
    pub step: String,
    /// "Alex has the initiative (taken this phase)".
    pub initiative: String,
    /// Both sides in display order: the other player across the table
    /// first, the nearest last.
    pub sides: Vec<SideModel>,
    /// "Source: Unit +2/+0 for this phase", one per lasting effect.
    pub lasting: Vec<String>,
    /// "Source: at the start of the regroup phase, controlled by Alex".
    pub delayed: Vec<String>,
}

/// One player's side of the board.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SideModel {
    pub name: String,
    /// "active player" or "other player".
    pub role: String,
    pub base_name: String,
    pub base_remaining: i32,
    pub base_hp: i32,
    pub leader: Option<LeaderChip>,
    /// The aspect icons the player's base and leader provide, which decide
    /// aspect penalties (8.1.1): "Cunning (base); Vigilance, Heroism
    /// (leader)", or "none".
    #[serde(default)]
    pub aspects: String,
    pub resources_ready: u32,
    pub resources_exhausted: u32,
    pub ground: Vec<UnitChip>,
    pub space: Vec<UnitChip>,
    /// "3 card(s), including Sneak Attack", or "empty".
    pub hand: String,
    /// "20 card(s); on top: Doctor Aphra".
    pub deck: String,
    /// "2 card(s)".
    pub discard: String,
    /// The tokens that are neither units nor upgrades: "Force token; 2
    /// Credit tokens", or empty when there are none.
    #[serde(default)]
    pub tokens: String,
}

/// A leader as the board draws it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct LeaderChip {
    /// The element id (`leader-0`), unique on the board.
    pub id: String,
    pub name: String,
    /// " · deployed", " · exhausted" or empty.
    pub detail: String,
    /// The printed text, shown on hover and focus.
    pub text: String,
    pub exhausted: bool,
}

/// One unit as the board draws it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
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

/// The board `state` as the page draws it, read against `pool`: the
/// scenario's own pool, so a card the scenario defines shows its name and
/// stats.
pub fn board_model(state: &GameState, pool: &CardPool) -> BoardModel {
    let step = match state.step {
        PhaseStep::Turns => "action phase, player turns".to_string(),
        s => s.describe().to_string(),
    };
    let initiative = format!(
        "{} has the initiative{}",
        state.name(state.initiative),
        if state.initiative_taken {
            " (taken this phase)"
        } else {
            ""
        }
    );
    let (lasting, delayed) = effect_lines(state, pool);
    BoardModel {
        round: state.round,
        step,
        initiative,
        // Nico (the other player) across the table, Alex nearest.
        sides: [PlayerId(1), PlayerId(0)]
            .into_iter()
            .map(|p| side_model(state, pool, p))
            .collect(),
        lasting,
        delayed,
    }
}

fn side_model(state: &GameState, pool: &CardPool, p: PlayerId) -> SideModel {
    let pl = state.player(p);
    let role = if p == state.active_player() {
        "active player"
    } else {
        "other player"
    };
    let leader = pl.leader.as_ref().map(|l| {
        let card = pool.get(&l.card);
        let detail = match (l.deployed, l.exhausted) {
            (true, _) => " · deployed",
            (false, true) => " · exhausted",
            (false, false) => "",
        };
        LeaderChip {
            id: format!("leader-{}", p.0),
            name: card
                .map(|c| c.full_name())
                .unwrap_or_else(|| l.card.clone()),
            detail: detail.to_string(),
            text: card.map(|c| c.text.clone()).unwrap_or_default(),
            exhausted: l.exhausted,
        }
    });
    let arena = |a: Arena| -> Vec<UnitChip> {
        state
            .units
            .iter()
            .filter(|u| u.controller == p && u.arena == a)
            .map(|u| unit_chip(state, pool, u))
            .collect()
    };
    let known_hand = known_names(pool, pl.hand.iter());
    let hand = match (pl.hand.len(), known_hand.is_empty()) {
        (0, _) => "empty".to_string(),
        (n, true) => format!("{n} card(s)"),
        (n, false) => format!("{n} card(s), including {}", known_hand.join(", ")),
    };
    // Only the unbroken run of known cards on top is "on top".
    let known_top = known_names(pool, pl.deck.iter().take_while(|c| c.id().is_some()));
    let deck = if known_top.is_empty() {
        format!("{} card(s)", pl.deck.len())
    } else {
        format!(
            "{} card(s); on top: {}",
            pl.deck.len(),
            known_top.join(", ")
        )
    };
    let leader_icons = match &pl.leader {
        Some(l) => pool
            .get(&l.card)
            .map(|c| c.aspects.clone())
            .unwrap_or_default(),
        None => pl.leader_aspects.clone(),
    };
    let aspects = [(&pl.base.aspects, "base"), (&leader_icons, "leader")]
        .iter()
        .filter(|(icons, _)| !icons.is_empty())
        .map(|(icons, from)| format!("{} ({from})", icons.join(", ")))
        .collect::<Vec<_>>()
        .join("; ");
    SideModel {
        name: pl.name.clone(),
        role: role.to_string(),
        aspects: if aspects.is_empty() {
            "none".to_string()
        } else {
            aspects
        },
        base_name: pl.base.name.clone(),
        base_remaining: pl.base.remaining(),
        base_hp: pl.base.hp,
        leader,
        resources_ready: pl.resources.ready,
        resources_exhausted: pl.resources.exhausted,
        ground: arena(Arena::Ground),
        space: arena(Arena::Space),
        hand,
        deck,
        discard: format!("{} card(s)", pl.discard.len()),
        tokens: tokens(pl),
    }
}

/// A player's Force token (in their base zone, 8.37.1) and Credit tokens
/// (in their resource zone but not resources, 4.5.4), as the board writes
/// them.
fn tokens(pl: &PlayerState) -> String {
    let mut parts = Vec::new();
    if pl.force_token {
        parts.push("Force token (base zone)".to_string());
    }
    match pl.credit_tokens {
        0 => {}
        1 => parts.push("1 Credit token (resource zone, not a resource)".to_string()),
        n => parts.push(format!("{n} Credit tokens (resource zone, not resources)")),
    }
    parts.join("; ")
}

/// The lasting effects and the delayed effects waiting, one line each.
fn effect_lines(state: &GameState, pool: &CardPool) -> (Vec<String>, Vec<String>) {
    let unit_name = |id: InstanceId| {
        state
            .unit(id)
            .map(|u| {
                pool.get(&u.card)
                    .map(|c| c.name.clone())
                    .unwrap_or_else(|| u.label.clone())
            })
            .unwrap_or_else(|| "a unit no longer in play".into())
    };
    let lasting = state
        .lasting
        .iter()
        .map(|l| {
            let what = match l.effect {
                LastingKind::Modify { power, hp } => format!("{power:+}/{hp:+}"),
                LastingKind::CantReady => "can't ready".into(),
                LastingKind::GainKeyword { keyword, amount } if amount > 0 => {
                    format!("gains {keyword:?} {amount}")
                }
                LastingKind::GainKeyword { keyword, .. } => format!("gains {keyword:?}"),
                LastingKind::LoseKeyword { keyword } => format!("loses {keyword:?}"),
                LastingKind::LosesAllAbilities => "loses all abilities".into(),
                LastingKind::GrantsKeyword { keyword, .. } => {
                    format!("gives friendly units {keyword:?}")
                }
            };
            let until = match l.duration {
                Duration::ThisAttack => "this attack",
                Duration::ThisPhase => "this phase",
                Duration::ThisRound => "this round",
                Duration::WhileInPlay => "as long as it is in play",
            };
            format!("{}: {} {what} for {until}", l.source, unit_name(l.target))
        })
        .collect();
    let delayed = state
        .delayed
        .iter()
        .map(|d| {
            let aim = d
                .target
                .map(|t| format!(" (aimed at {})", unit_name(t)))
                .unwrap_or_default();
            format!(
                "{}: at {}{aim}, controlled by {}",
                d.source,
                d.at.describe(),
                state.name(d.controller)
            )
        })
        .collect();
    (lasting, delayed)
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
