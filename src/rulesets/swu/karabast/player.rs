//! One player's side of a Karabast state, written as a scenario's
//! `[players.X]` table: base, leader, resources, hand, deck, discard and
//! units, with every card the pool lacks listed and every assumption said.

use std::collections::BTreeMap;
use std::fmt::Write;

use serde_json::Value;

use super::index::{pool_base, squash, Index};
use super::{Unknown, DEFAULT_BASE_HP};
use crate::rulesets::swu::cards::{CardDef, CardType};

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

pub(super) fn field_bool(v: &Value, key: &str) -> bool {
    v.get(key).and_then(Value::as_bool).unwrap_or(false)
}

fn array<'v>(player: &'v Value, key: &str) -> &'v [Value] {
    player
        .get(key)
        .and_then(Value::as_array)
        .map(Vec::as_slice)
        .unwrap_or(&[])
}

pub(super) struct Importer<'a> {
    pub(super) index: Index<'a>,
    pub(super) unknown: Vec<Unknown>,
    pub(super) notes: Vec<String>,
    /// What was imported, one sentence per player.
    pub(super) summary: Vec<String>,
    /// What the import assumed because the state did not say.
    pub(super) assumed: Vec<String>,
    /// Unit refs used so far (two copies need their own refs).
    pub(super) refs: BTreeMap<String, usize>,
    /// Card entries of the state that are not on the scenario's board as
    /// the cards they are (unknown, of the wrong kind for their zone, not a
    /// card, or kept only as a count), so the report can say how many.
    pub(super) unplaced: usize,
}

impl Importer<'_> {
    fn unknown(&mut self, name: &str, player: &str, zone: &str) {
        self.unplaced += 1;
        self.unknown.push(Unknown {
            name: name.to_string(),
            player: player.to_string(),
            zone: zone.to_string(),
        });
    }

    /// The pool id of a card, or `None` (and it is listed as unknown).
    fn card(&mut self, name: &str, player: &str, zone: &str) -> Option<&CardDef> {
        let found = self.index.find(name);
        match found {
            None => self.unknown(name, player, zone),
            // A printed card the reader does not read whole is imported,
            // and the parts the engine will not simulate are said, once.
            Some(c) if self.index.pool.is_printed_only(&c.id) && !c.unread.is_empty() => {
                let note = format!(
                    "{} ({}) is not all simulated: {}",
                    c.full_name(),
                    c.id,
                    c.unread.join(" / ")
                );
                if !self.notes.contains(&note) {
                    self.notes.push(note);
                }
            }
            Some(_) => {}
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
                None => {
                    self.unplaced += 1;
                    self.notes.push(format!(
                        "{player} {zone}: an entry that is not a card was skipped: {e}"
                    ))
                }
            }
        }
        out
    }

    pub(super) fn player(&mut self, out: &mut String, json: &Value, key: &str, who: &str) {
        let who_name = if who == "alex" { "Alex" } else { "Nico" };
        let p = json.get(key).unwrap_or(&Value::Null);
        let _ = writeln!(out, "[players.{who}]");
        let _ = writeln!(out, "# {key} in the Karabast state");

        // Base: a name, or { card, damage }. The pool's base, by its
        // printed name and HP; otherwise a name made from the slug and an
        // assumed HP, said in the summary.
        let base = p.get("base").unwrap_or(&Value::Null);
        let base_name = card_name(base).unwrap_or("");
        let damage_in = field_u64(base, "damage") as i64;
        let (name, hp) = match pool_base(self.index.pool, base_name) {
            Some(b) => (b.name, b.hp),
            None => {
                let shown = if base_name.trim().is_empty() {
                    "Base".to_string()
                } else {
                    title_case(base_name)
                };
                self.assumed.push(if base_name.trim().is_empty() {
                    format!("{who_name} ({key}) has no base in the state: a base called \u{201c}Base\u{201d} with {DEFAULT_BASE_HP} HP is assumed.")
                } else {
                    format!("{who_name}'s base \u{201c}{base_name}\u{201d} ({key}) is not in the card pool: it is called \u{201c}{shown}\u{201d} and its HP is assumed to be {DEFAULT_BASE_HP}; check both.")
                });
                (shown, DEFAULT_BASE_HP)
            }
        };
        // Damage must stay below HP for a game still going.
        let damage = damage_in.min(hp - 1).max(0);
        if damage != damage_in {
            self.assumed.push(format!(
                "{who_name}'s base had {damage_in} damage, which would have defeated it: {damage} is used, so the game is still going."
            ));
        }
        let _ = writeln!(
            out,
            "base = {{ name = {}, hp = {hp}, damage = {damage} }}",
            q(&name)
        );
        let mut said = vec![format!("base {name} ({hp} HP, {damage} damage)")];

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
                        let name = self
                            .index
                            .pool
                            .get(&id)
                            .map_or(id.clone(), |c| c.name.clone());
                        let state = match (deployed, exhausted) {
                            (true, true) => " (deployed, exhausted)",
                            (true, false) => " (deployed)",
                            (false, true) => " (exhausted)",
                            (false, false) => "",
                        };
                        said.push(format!("leader {name}{state}"));
                    }
                    Some((id, _)) => {
                        self.unplaced += 1;
                        self.notes.push(format!(
                            "{key}'s leader {n} is {id} in the pool, which is not a leader: left out."
                        ))
                    }
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
        let mut counted_only = 0;
        for e in deck {
            let Some(n) = card_name(e) else {
                self.unplaced += 1;
                continue;
            };
            match self.card(n, key, "deck") {
                Some(c) if known_run => top.push(c.id.clone()),
                Some(_) => counted_only += 1,
                None => known_run = false,
            }
        }
        if counted_only > 0 {
            // A deck is written top first: below a card the pool lacks,
            // the known cards cannot keep their places, only their count.
            self.unplaced += counted_only;
            self.notes.push(format!(
                "{key} deck: {counted_only} known card(s) below a card the pool lacks are kept only in the deck's size."
            ));
        }
        if !top.is_empty() {
            let _ = writeln!(out, "deck_top = {}", list(&top));
        }
        let _ = writeln!(out, "deck_size = {}", deck.len());
        said.push(format!("{ready} ready and {exhausted} exhausted resources"));
        said.push(format!("{} card(s) in hand", hand_entries.len()));
        said.push(format!("{} card(s) in the deck", deck.len()));

        let discard = self.ids(array(p, "discard"), key, "discard");
        said.push(format!("{} card(s) in the discard pile", discard.len()));
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
        said.push(format!("{} unit(s) in play", units.len()));
        self.summary
            .push(format!("{who_name} ({key}): {}.", said.join("; ")));
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
        let Some(n) = card_name(e) else {
            self.unplaced += 1;
            self.notes.push(format!(
                "{player} {zone}: an entry that is not a card was skipped: {e}"
            ));
            return None;
        };
        let upgrades_in = e
            .get("upgrades")
            .and_then(Value::as_array)
            .map_or(0, Vec::len);
        let Some(c) = self.card(n, player, zone) else {
            // Its upgrades and tokens go with it.
            self.unplaced += upgrades_in;
            return None;
        };
        let (id, kind, hp) = (c.id.clone(), c.card_type, c.hp.unwrap_or(1));
        if !matches!(kind, CardType::Unit | CardType::Token) {
            self.unplaced += 1 + upgrades_in;
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
            let Some(un) = card_name(up) else {
                self.unplaced += 1;
                continue;
            };
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
