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

use crate::rulesets::swu::cards::{CardDef, CardPool, CardType};

/// The scenario text and what could not be carried over.
#[derive(Debug, Clone, PartialEq)]
pub struct Import {
    /// A complete scenario file.
    pub toml: String,
    /// Cards the pool lacks, in the order met.
    pub unknown: Vec<Unknown>,
    /// Anything else worth knowing (a card of the wrong kind for its zone,
    /// an assumed base HP), one sentence each.
    pub notes: Vec<String>,
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

/// The HP given to a base the pool does not know (most bases have 30; some 25
/// or 28): the import says so in a note.
pub const DEFAULT_BASE_HP: i64 = 30;

/// Matches Karabast names to pool ids.
struct Index<'a> {
    pool: &'a CardPool,
    /// "name#subtitle" (alphanumerics only) → id.
    full: BTreeMap<String, &'a str>,
    /// "name" (alphanumerics only) → ids.
    by_name: BTreeMap<String, Vec<&'a str>>,
}

/// Letters and digits only, lowercased: "TIE/LN Fighter" and
/// "tieln-fighter" both become "tielnfighter".
fn squash(s: &str) -> String {
    s.chars()
        .filter(|c| c.is_alphanumeric())
        .flat_map(char::to_lowercase)
        .collect()
}

impl<'a> Index<'a> {
    fn new(pool: &'a CardPool) -> Self {
        let mut full = BTreeMap::new();
        let mut by_name: BTreeMap<String, Vec<&str>> = BTreeMap::new();
        for c in pool.iter() {
            let name = squash(&c.name);
            if let Some(sub) = &c.subtitle {
                full.insert(format!("{name}#{}", squash(sub)), c.id.as_str());
            }
            by_name.entry(name).or_default().push(c.id.as_str());
        }
        Index {
            pool,
            full,
            by_name,
        }
    }

    fn find(&self, internal: &str) -> Option<&'a CardDef> {
        let internal = internal.trim();
        if let Some(c) = self.pool.get(internal) {
            return Some(c);
        }
        let (name, sub) = match internal.split_once('#') {
            Some((n, s)) => (squash(n), Some(squash(s))),
            None => (squash(internal), None),
        };
        let id = match sub {
            Some(s) => self.full.get(&format!("{name}#{s}")).copied().or_else(|| {
                // A card the pool knows without a subtitle.
                self.by_name
                    .get(&name)
                    .filter(|ids| ids.len() == 1)
                    .map(|ids| ids[0])
                    .filter(|id| self.pool.get(id).is_some_and(|c| c.subtitle.is_none()))
            }),
            None => self
                .by_name
                .get(&name)
                .filter(|ids| ids.len() == 1)
                .map(|ids| ids[0]),
        }?;
        self.pool.get(id)
    }
}

/// A TOML string literal (escapes quotes, backslashes and control characters).
fn q(s: &str) -> String {
    toml::Value::String(s.to_string()).to_string()
}

fn list(items: &[String]) -> String {
    let quoted: Vec<String> = items.iter().map(|s| q(s)).collect();
    format!("[{}]", quoted.join(", "))
}

/// "chopper-base" → "Chopper Base".
fn title_case(slug: &str) -> String {
    slug.split(['-', '#', '_', ' '])
        .filter(|w| !w.is_empty())
        .map(|w| {
            let mut cs = w.chars();
            match cs.next() {
                Some(f) => f.to_uppercase().chain(cs).collect::<String>(),
                None => String::new(),
            }
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// A card entry: `"name"` or `{ "card": "name", ... }`.
fn card_name(v: &Value) -> Option<&str> {
    match v {
        Value::String(s) => Some(s),
        Value::Object(o) => o.get("card").and_then(Value::as_str),
        _ => None,
    }
}

fn field_u64(v: &Value, key: &str) -> u64 {
    v.get(key).and_then(Value::as_u64).unwrap_or(0)
}

fn field_bool(v: &Value, key: &str) -> bool {
    v.get(key).and_then(Value::as_bool).unwrap_or(false)
}

fn array<'v>(player: &'v Value, key: &str) -> &'v [Value] {
    player
        .get(key)
        .and_then(Value::as_array)
        .map(Vec::as_slice)
        .unwrap_or(&[])
}

struct Importer<'a> {
    index: Index<'a>,
    unknown: Vec<Unknown>,
    notes: Vec<String>,
    /// Unit refs used so far (two copies need their own refs).
    refs: BTreeMap<String, usize>,
}

impl Importer<'_> {
    fn unknown(&mut self, name: &str, player: &str, zone: &str) {
        self.unknown.push(Unknown {
            name: name.to_string(),
            player: player.to_string(),
            zone: zone.to_string(),
        });
    }

    /// The pool id of a card, or `None` (and it is listed as unknown).
    fn card(&mut self, name: &str, player: &str, zone: &str) -> Option<&CardDef> {
        let found = self.index.find(name);
        if found.is_none() {
            self.unknown(name, player, zone);
        }
        found
    }

    /// Known ids of a zone's cards; unknown ones are listed.
    fn ids(&mut self, entries: &[Value], player: &str, zone: &str) -> Vec<String> {
        let mut out = Vec::new();
        for e in entries {
            match card_name(e) {
                Some(n) => {
                    if let Some(c) = self.card(n, player, zone) {
                        out.push(c.id.clone());
                    }
                }
                None => self.notes.push(format!(
                    "{player} {zone}: an entry that is not a card was skipped: {e}"
                )),
            }
        }
        out
    }

    fn player(&mut self, out: &mut String, json: &Value, key: &str, who: &str) {
        let p = json.get(key).unwrap_or(&Value::Null);
        let _ = writeln!(out, "[players.{who}]");
        let _ = writeln!(out, "# {key} in the Karabast state");

        // Base: a name, or { card, damage }.
        let base = p.get("base").unwrap_or(&Value::Null);
        let base_name = card_name(base).unwrap_or("");
        let damage = field_u64(base, "damage") as i64;
        let (name, hp) = match self
            .index
            .find(base_name)
            .filter(|c| c.card_type == CardType::Base)
        {
            Some(c) => (
                c.full_name(),
                c.hp.map(i64::from).unwrap_or(DEFAULT_BASE_HP),
            ),
            None => {
                let shown = if base_name.is_empty() {
                    "Base".to_string()
                } else {
                    title_case(base_name)
                };
                self.notes.push(format!(
                    "{key}'s base \u{201c}{shown}\u{201d} is not in the card pool: its HP is assumed to be {DEFAULT_BASE_HP}; check it."
                ));
                (shown, DEFAULT_BASE_HP)
            }
        };
        // Damage must stay below HP for a game still going.
        let damage = damage.min(hp - 1).max(0);
        let _ = writeln!(
            out,
            "base = {{ name = {}, hp = {hp}, damage = {damage} }}",
            q(&name)
        );

        // Leader: a name, or { card, deployed, exhausted }.
        if let Some(l) = p.get("leader").filter(|l| !l.is_null()) {
            if let Some(n) = card_name(l) {
                let deployed = field_bool(l, "deployed");
                let exhausted = field_bool(l, "exhausted");
                match self
                    .card(n, key, "leader")
                    .map(|c| (c.id.clone(), c.card_type))
                {
                    Some((id, CardType::Leader)) => {
                        let mut extra = String::new();
                        if deployed {
                            extra.push_str(", deployed = true");
                        }
                        if exhausted {
                            extra.push_str(", exhausted = true");
                        }
                        let _ = writeln!(out, "leader = {{ card = {}{extra} }}", q(&id));
                    }
                    Some((id, _)) => self.notes.push(format!(
                        "{key}'s leader {n} is {id} in the pool, which is not a leader: left out."
                    )),
                    None => {}
                }
            }
        }

        // Resources: a number, or a list of cards (each maybe exhausted).
        let (ready, exhausted) = match p.get("resources") {
            Some(Value::Number(n)) => (n.as_u64().unwrap_or(0), 0),
            Some(Value::Array(rs)) => {
                let ex = rs.iter().filter(|r| field_bool(r, "exhausted")).count() as u64;
                (rs.len() as u64 - ex, ex)
            }
            _ => (0, 0),
        };
        let _ = writeln!(
            out,
            "resources = {{ ready = {ready}, exhausted = {exhausted} }}"
        );

        // Hand: known cards by id; the others still count as cards in hand.
        let hand_entries = array(p, "hand");
        let hand = self.ids(hand_entries, key, "hand");
        if !hand.is_empty() {
            let _ = writeln!(out, "hand = {}", list(&hand));
        }
        let hidden = hand_entries.len() - hand.len();
        if hidden > 0 {
            let _ = writeln!(
                out,
                "hand_unknown = {hidden}                  # cards in hand the pool lacks (listed above)"
            );
        }

        // Deck: top first. Known cards on top are kept in order up to the
        // first card the pool lacks; the size counts every card.
        let deck = array(p, "deck");
        let mut top = Vec::new();
        let mut known_run = true;
        for e in deck {
            let Some(n) = card_name(e) else { continue };
            match self.card(n, key, "deck") {
                Some(c) if known_run => top.push(c.id.clone()),
                Some(_) => {}
                None => known_run = false,
            }
        }
        if !top.is_empty() {
            let _ = writeln!(out, "deck_top = {}", list(&top));
        }
        let _ = writeln!(out, "deck_size = {}", deck.len());

        let discard = self.ids(array(p, "discard"), key, "discard");
        if !discard.is_empty() {
            let _ = writeln!(out, "discard = {}", list(&discard));
        }

        // Units, ground then space.
        let mut units = Vec::new();
        for zone in ["groundArena", "spaceArena"] {
            for e in array(p, zone) {
                if let Some(u) = self.unit(e, key, zone) {
                    units.push(u);
                }
            }
        }
        if !units.is_empty() {
            let _ = writeln!(out, "units = [");
            for u in units {
                let _ = writeln!(out, "  {u},");
            }
            let _ = writeln!(out, "]");
        }
        out.push('\n');
    }

    /// One unit as an inline table, or `None` if the pool lacks it.
    fn unit(&mut self, e: &Value, player: &str, zone: &str) -> Option<String> {
        let n = card_name(e)?;
        let (id, kind, hp) = {
            let c = self.card(n, player, zone)?;
            (c.id.clone(), c.card_type, c.hp.unwrap_or(1))
        };
        if !matches!(kind, CardType::Unit | CardType::Token) {
            self.notes.push(format!(
                "{player} {zone}: {n} is not a unit in the card pool: left out."
            ));
            return None;
        }
        let copy = self.refs.entry(id.clone()).or_insert(0);
        *copy += 1;
        let mut fields = vec![format!("card = {}", q(&id))];
        if *copy > 1 {
            fields.push(format!("ref = {}", q(&format!("{id}-{copy}"))));
        }
        let mut shields = field_u64(e, "shields");
        let mut experience = field_u64(e, "experience");
        let mut upgrades = Vec::new();
        for up in e
            .get("upgrades")
            .and_then(Value::as_array)
            .into_iter()
            .flatten()
        {
            let Some(un) = card_name(up) else { continue };
            match squash(un).as_str() {
                "shield" => shields += 1,
                "experience" => experience += 1,
                _ => {
                    if let Some(c) = self.card(un, player, "upgrades") {
                        upgrades.push(c.id.clone());
                    }
                }
            }
        }
        let max_damage = i64::from(hp) + experience as i64 - 1;
        let damage = (field_u64(e, "damage") as i64).min(max_damage.max(0));
        if damage > 0 {
            fields.push(format!("damage = {damage}"));
        }
        if field_bool(e, "exhausted") {
            fields.push("exhausted = true".to_string());
        }
        if shields > 0 {
            fields.push(format!("shields = {shields}"));
        }
        if experience > 0 {
            fields.push(format!("experience = {experience}"));
        }
        if !upgrades.is_empty() {
            fields.push(format!("upgrades = {}", list(&upgrades)));
        }
        if let Some(owner) = e.get("owner").and_then(Value::as_str) {
            let other = if player == "player1" {
                "player2"
            } else {
                "player1"
            };
            if owner == other {
                fields.push(format!(
                    "owner = {}",
                    q(if other == "player1" { "alex" } else { "nico" })
                ));
            }
        }
        Some(format!("{{ {} }}", fields.join(", ")))
    }
}

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
        refs: BTreeMap::new(),
    };
    let phase_in = v.get("phase").and_then(Value::as_str).unwrap_or("action");
    let (phase, step) = match phase_in {
        "action" => ("action", "turns"),
        "regroup" => ("regroup", "start"),
        other => {
            im.notes.push(format!(
                "phase \u{201c}{other}\u{201d} is not one a scenario starts in: the action phase is used."
            ));
            ("action", "turns")
        }
    };
    let initiative = if field_bool(&v["player2"], "hasInitiative")
        && !field_bool(&v["player1"], "hasInitiative")
    {
        "nico"
    } else {
        "alex"
    };

    let mut board = String::new();
    im.player(&mut board, &v, "player1", "alex");
    im.player(&mut board, &v, "player2", "nico");

    let mut out = String::new();
    out.push_str("# Imported from a Karabast game state: player1 is Alex, player2 is Nico.\n");
    if !im.unknown.is_empty() {
        out.push_str("# Cards the card pool lacks, not on this board:\n");
        for u in &im.unknown {
            let _ = writeln!(out, "#   {}", u.to_string().replace('\n', " "));
        }
    }
    for n in &im.notes {
        let _ = writeln!(out, "# Note: {}", n.replace('\n', " "));
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
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::scenario;

    const SAMPLE: &str = include_str!("../../../tests/fixtures/karabast/regroup-bug-report.json");

    fn pool() -> CardPool {
        CardPool::bundled().unwrap()
    }

    #[test]
    fn internal_names_match_pool_cards_by_name_and_subtitle() {
        let pool = pool();
        let ix = Index::new(&pool);
        let id = |n: &str| ix.find(n).map(|c| c.id.clone());
        assert_eq!(
            id("darth-vader#commanding-the-first-legion").as_deref(),
            Some("darth-vader")
        );
        assert_eq!(
            id("doctor-aphra#rapacious-archaeologist").as_deref(),
            Some("doctor-aphra")
        );
        assert_eq!(
            id("qui-gon-jinns-aethersprite#guided-by-the-force").as_deref(),
            Some("qui-gon-jinn-s-aethersprite")
        );
        assert_eq!(
            id("elite-p38-starfighter").as_deref(),
            Some("elite-p-38-starfighter")
        );
        assert_eq!(
            id("bounty-hunters-quarry").as_deref(),
            Some("bounty-hunter-s-quarry")
        );
        assert_eq!(id("sneak-attack").as_deref(), Some("sneak-attack"));
        // Name alone, when only one card has it.
        assert_eq!(id("inferno-four").as_deref(), Some("inferno-four"));
        // A wrong subtitle is a different card.
        assert_eq!(id("darth-vader#dark-lord-of-the-sith"), None);
        assert_eq!(id("wampa"), None);
    }

    #[test]
    fn a_bug_report_state_becomes_a_valid_scenario() {
        let pool = pool();
        let im = import(SAMPLE, &pool).unwrap();
        let text = &im.toml;
        // It loads and runs as it stands.
        let s = scenario::load("imported.toml", text, &pool).unwrap_or_else(|d| {
            panic!(
                "{}\n{}",
                d.iter()
                    .map(|d| d.to_string())
                    .collect::<Vec<_>>()
                    .join("\n"),
                text
            )
        });
        s.setup.swu().unwrap().run().unwrap();

        // Every card the pool lacks is listed, with where it was.
        let unknown: Vec<String> = im.unknown.iter().map(|u| u.to_string()).collect();
        assert_eq!(
            unknown,
            [
                "wing-leader (player1 hand)",
                "atst (player1 deck)",
                "takedown (player1 discard)",
                "wampa (player1 groundArena)",
                "tieln-fighter (player1 spaceArena)",
            ]
        );
        for u in &im.unknown {
            assert!(
                text.contains(&format!("#   {u}")),
                "{u} is named in the file"
            );
        }
        // Damage, exhaustion, tokens and upgrades carry over.
        assert!(
            text.contains(r#"{ card = "darth-vader", damage = 2 }"#),
            "{text}"
        );
        assert!(text.contains(r#"{ card = "vanguard-infantry", exhausted = true, shields = 1, experience = 1, upgrades = ["jetpack"] }"#), "{text}");
        assert!(
            text.contains(r#"{ card = "inferno-four", exhausted = true }"#),
            "{text}"
        );
        assert!(
            text.contains(r#"{ card = "qui-gon-jinn-s-aethersprite", damage = 3 }"#),
            "{text}"
        );
        // Two copies get their own refs.
        assert!(
            text.contains(r#"{ card = "vanguard-infantry", ref = "vanguard-infantry-2" }"#),
            "{text}"
        );
        assert!(
            text.contains(r#"{ card = "vanguard-infantry", ref = "vanguard-infantry-3" }"#),
            "{text}"
        );
        // Leader, hand, deck, resources, base, initiative.
        assert!(
            text.contains(r#"leader = { card = "grand-admiral-thrawn", exhausted = true }"#),
            "{text}"
        );
        assert!(
            text.contains(r#"leader = { card = "doctor-aphra" }"#),
            "{text}"
        );
        assert!(
            text.contains(r#"hand = ["sneak-attack", "hello-there"]"#),
            "{text}"
        );
        assert!(text.contains("hand_unknown = 1 "), "{text}");
        assert!(text.contains(r#"deck_top = ["hello-there"]"#), "{text}");
        assert!(text.contains("deck_size = 4"), "{text}");
        assert!(text.contains(r#"discard = ["vanquish"]"#), "{text}");
        assert!(
            text.contains("resources = { ready = 6, exhausted = 0 }"),
            "{text}"
        );
        assert!(
            text.contains("resources = { ready = 1, exhausted = 2 }"),
            "{text}"
        );
        assert!(
            text.contains(r#"base = { name = "Chopper Base", hp = 30, damage = 5 }"#),
            "{text}"
        );
        assert!(
            text.contains(r#"base = { name = "Tarkintown", hp = 30, damage = 0 }"#),
            "{text}"
        );
        assert!(text.contains(r#"initiative = "alex""#), "{text}");
        assert!(im
            .notes
            .iter()
            .any(|n| n.contains("Chopper Base") && n.contains("30")));

        // The board the engine sees.
        let count = |p: usize| {
            s.setup
                .swu()
                .unwrap()
                .board
                .units
                .iter()
                .filter(|u| u.controller.index() == p)
                .count()
        };
        assert_eq!(count(0), 3);
        assert_eq!(count(1), 5);
        assert_eq!(s.setup.swu().unwrap().board.players[0].hand.len(), 3);
    }

    #[test]
    fn player2_with_the_initiative_acts_first() {
        let json = r#"{"phase":"action","player1":{"hasInitiative":false,"leader":"doctor-aphra#rapacious-archaeologist"},"player2":{"hasInitiative":true,"groundArena":["general-krell#heartless-tactician"]}}"#;
        let im = import(json, &pool()).unwrap();
        assert!(im.toml.contains(r#"initiative = "nico""#));
        assert!(im
            .toml
            .contains("[[script]]\nplayer = \"nico\"\naction = \"pass\""));
        scenario::load("x.toml", &im.toml, &pool())
            .unwrap()
            .setup
            .swu()
            .unwrap()
            .run()
            .unwrap();
    }

    #[test]
    fn hostile_names_stay_inside_toml_strings_and_comments() {
        let json = r#"{"player1":{"base":{"card":"evil\"\n[state]\nx = 1 <script>","damage":99},"hand":["a\nb = 1"]},"player2":{"base":"ok"}}"#;
        let im = import(json, &pool()).unwrap();
        // The file still parses as TOML with only the expected keys.
        let v: toml::Value = toml::from_str(&im.toml).unwrap();
        assert!(v.get("x").is_none());
        assert_eq!(im.unknown[0].name, "a\nb = 1");
        // Base damage stays below HP.
        assert!(im.toml.contains("damage = 29"), "{}", im.toml);
        scenario::load("x.toml", &im.toml, &pool()).unwrap();
    }

    #[test]
    fn not_a_state_is_a_clear_error() {
        let pool = pool();
        assert!(import("", &pool).unwrap_err().starts_with("not JSON"));
        assert!(import("[1]", &pool).unwrap_err().contains("player1"));
        assert!(import(r#"{"player1":{}}"#, &pool)
            .unwrap_err()
            .contains("player2"));
    }
}
