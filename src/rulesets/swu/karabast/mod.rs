//! Import a game state in the JSON that Karabast players paste into bug
//! reports (the shape of Karabast's test setup):
//!
//! ```json
//! { "phase": "action",
//!   "player1": { "hand": ["sneak-attack"], "groundArena": [{"card": "wampa", "damage": 2}],
//!                "spaceArena": [...], "discard": [...], "resources": 6,
//!                "base": {"card": "chopper-base", "damage": 5}, "leader": "doctor-aphra#rapacious-archaeologist",
//!                "deck": [...], "hasInitiative": true },
//!   "player2": { ... } }
//! ```
//!
//! Cards are Karabast internal names, `name#subtitle` slugs such as
//! `darth-vader#commanding-the-first-legion`. They are matched to the card
//! pool by name and subtitle; a card the pool lacks is listed in
//! [`Import::unknown`] and in a comment of the scenario, never dropped
//! silently. The result is the text of a new scenario whose board is that
//! state: player 1 is Alex, player 2 is Nico. Its script has both players
//! pass, so it runs as it stands; the author then writes the real script and
//! the questions.

use std::collections::BTreeMap;
use std::fmt::Write;

use serde_json::Value;

use crate::rulesets::swu::cards::CardPool;

mod index;
mod player;
#[cfg(test)]
mod tests;

use index::Index;
pub use index::{pool_base, PoolBase};
use player::{field_bool, Importer};

/// The scenario text and what could not be carried over.
#[derive(Debug, Clone, PartialEq)]
pub struct Import {
    /// A complete scenario file.
    pub toml: String,
    /// Cards the pool lacks, in the order met.
    pub unknown: Vec<Unknown>,
    /// Anything else worth knowing (a card of the wrong kind for its zone,
    /// an entry that is not a card), one sentence each.
    pub notes: Vec<String>,
    /// What was imported: one sentence per player (base with its HP,
    /// leader, resources, cards in each zone, units).
    pub summary: Vec<String>,
    /// What the import assumed where the state did not say (who is who, a
    /// base the pool lacks and its HP, the phase, the initiative, the
    /// placeholder script), one sentence each.
    pub assumed: Vec<String>,
    /// How many card entries of the state are not on the board as the
    /// cards they are: the unknown ones, those of the wrong kind for their
    /// zone, entries that are not cards, the upgrades of a unit left out,
    /// and deck cards kept only in the deck's size.
    pub unplaced: usize,
}

/// A card the pool lacks.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Unknown {
    /// As written in the JSON.
    pub name: String,
    /// "player1" or "player2".
    pub player: String,
    /// The JSON key it was in: "hand", "groundArena", ...
    pub zone: String,
}

impl std::fmt::Display for Unknown {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} ({} {})", self.name, self.player, self.zone)
    }
}

/// The HP given to a base the pool does not know (most bases have 30; some
/// 20 to 35): the import lists it among what it assumed.
pub const DEFAULT_BASE_HP: i64 = 30;

/// Convert a Karabast game state into a new scenario.
pub fn import(json: &str, pool: &CardPool) -> Result<Import, String> {
    let v: Value = serde_json::from_str(json).map_err(|e| {
        format!(
            "not JSON: {e} (paste the game state exactly as Karabast gives it, starting with {{)"
        )
    })?;
    if !v.is_object() {
        return Err("the game state must be a JSON object with player1 and player2".to_string());
    }
    if v.get("player1").is_none_or(|p| !p.is_object())
        || v.get("player2").is_none_or(|p| !p.is_object())
    {
        return Err("the game state needs both \"player1\" and \"player2\" objects".to_string());
    }
    let mut im = Importer {
        index: Index::new(pool),
        unknown: Vec::new(),
        notes: Vec::new(),
        summary: Vec::new(),
        assumed: vec!["Player 1 is Alex and player 2 is Nico.".to_string()],
        refs: BTreeMap::new(),
        unplaced: 0,
    };
    let phase_in = v.get("phase").and_then(Value::as_str).unwrap_or("action");
    let (phase, step) = match phase_in {
        "action" => ("action", "turns"),
        "regroup" => ("regroup", "start"),
        other => {
            im.assumed.push(format!(
                "The phase \u{201c}{other}\u{201d} is not one a scenario starts in: the action phase is used."
            ));
            ("action", "turns")
        }
    };
    let (p1, p2) = (
        field_bool(&v["player1"], "hasInitiative"),
        field_bool(&v["player2"], "hasInitiative"),
    );
    let initiative = if p2 && !p1 { "nico" } else { "alex" };
    if p1 == p2 {
        im.assumed.push(format!(
            "The state gives the initiative to {} player: Alex (player 1) has it.",
            if p1 { "both players" } else { "neither" }
        ));
    }
    if v.get("phase").is_none() {
        im.assumed
            .push("The state names no phase: the action phase is used.".to_string());
    }
    let round = match v.get("round") {
        None | Some(Value::Null) => {
            im.assumed
                .push("Round 1 assumed: the state gives no round.".to_string());
            1
        }
        Some(r) => match r.as_u64().filter(|r| (1..=99).contains(r)) {
            Some(r) => r,
            None => {
                im.assumed.push(format!(
                    "Round 1 assumed: the state's round {r} is not a round number (1 or more)."
                ));
                1
            }
        },
    };

    let mut board = String::new();
    im.player(&mut board, &v, "player1", "alex");
    im.player(&mut board, &v, "player2", "nico");
    im.summary.push(match im.unplaced {
        0 => "Every card of the state is on the board.".to_string(),
        n => format!("{n} card(s) of the state could not be placed on the board (listed below)."),
    });
    im.assumed.push(if phase == "action" {
        "The script has both players pass, so the file runs as it stands: write the actions and decisions the scenario is about.".to_string()
    } else {
        "The run stops before the draw step: write the actions and decisions the scenario is about.".to_string()
    });

    let mut out = String::new();
    out.push_str("# Imported from a Karabast game state: player1 is Alex, player2 is Nico.\n");
    if im.unplaced > 0 {
        let _ = writeln!(
            out,
            "# {} card(s) of the state could not be placed on this board.",
            im.unplaced
        );
    }
    if !im.unknown.is_empty() {
        out.push_str("# Cards the card pool lacks, not on this board:\n");
        for u in &im.unknown {
            let _ = writeln!(out, "#   {}", u.to_string().replace('\n', " "));
        }
    }
    for n in &im.notes {
        let _ = writeln!(out, "# Note: {}", n.replace('\n', " "));
    }
    for a in &im.assumed {
        let _ = writeln!(out, "# Assumed: {}", a.replace('\n', " "));
    }
    out.push_str(
        r#"id = "imported-state"
title = "Imported game state"
summary = "A board imported from Karabast: describe what happens."
difficulty = 2
tags = ["imported"]
rules = ["7.6.9"]                  # the rule numbers it teaches
tests = "For instructors: what this scenario tests, and the usual mistake."
rules_edition = "CR v7.0"
author = "Your name"
situation = "Describe the situation the trainee sees."

"#,
    );
    out.push_str(&board);
    let _ = write!(
        out,
        r#"[state]
round = {round}
phase = "{phase}"
step = "{step}"
initiative = "{initiative}"
"#
    );
    // Both pass: the action phase ends and the run stops before the draw.
    // Replace with the actions and decisions the scenario is about.
    if phase == "action" {
        let other = if initiative == "alex" { "nico" } else { "alex" };
        let _ = write!(
            out,
            r#"
[run]
stop_before = "draw"

# Replace with the actions and decisions of the scenario.
[[script]]
player = "{initiative}"
action = "pass"

[[script]]
player = "{other}"
action = "pass"
"#
        );
    } else {
        out.push_str("\n[run]\nstop_before = \"draw\"\n");
    }
    Ok(Import {
        toml: out,
        unknown: im.unknown,
        notes: im.notes,
        summary: im.summary,
        assumed: im.assumed,
        unplaced: im.unplaced,
    })
}
