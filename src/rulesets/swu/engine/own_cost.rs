//! A card's own cost modifier ("This unit costs 1 less to play for each
//! friendly damaged unit", "If you control a Trooper unit, this unit costs
//! 1 less to play"): applied while the card is being played, when its cost
//! is paid (8.15.5a, 8.15.5b), with the units counted and the condition
//! checked then; the engine's decrease, applied after the aspect penalty
//! and never below 0 (`cost::PlayCost::total`: 8.15.2, 8.15.4). A play
//! "for free" never asks (8.15.5d).

// "This unit enters play ready.": read with a card's own cost lines, and
// checked with the same conditions.
#[path = "enters_ready.rs"]
mod enters_ready;

use super::stats::filter_on_card_holds;
use super::{kinds, Engine, EngineResult, PlayerId, StepText};
use crate::rulesets::swu::cards::own_cost::{Counted, OwnCost};
use crate::rulesets::swu::cards::text::{write::write_line, Line};
use crate::rulesets::swu::cards::{Condition, Target};

impl Engine<'_> {
    /// How much less `p` pays to play `card` by the card's own modifiers,
    /// each one that applies said in the trace.
    pub(super) fn own_cost_less(&mut self, p: PlayerId, card: &str) -> EngineResult<u32> {
        let Some(def) = self.pool.get(card) else {
            return Ok(0);
        };
        let event = def.card_type == crate::rulesets::swu::cards::CardType::Event;
        let mut total = 0;
        let mut said = Vec::new();
        // "While playing this upgrade on General Grievous, ...": by the
        // unit it is played on (engine/upgrade_on.rs).
        let on_unit = self.upgrade_on_less(p, card)?;
        for k in def.own_costs.iter().filter(|k| k.on_named.is_none()) {
            let (less, why) = self.own_cost_applies(p, k);
            if less > 0 {
                total += less;
                // The text as the card prints it, from the vocabulary.
                let line = write_line(&Line::OwnCost {
                    cost: k.clone(),
                    event,
                })
                .unwrap_or_else(|| "its own cost modifier".to_string());
                said.push(format!("\"{line}\"{why}"));
            }
        }
        if total > 0 {
            let name = self.card_name(card);
            self.record(
                kinds::NOTE,
                StepText::new(
                    crate::text!("{} costs {} less to play: {} (a modifier of its own cost, applied as it is played).", &name, &total, said.join("; ")),
                    &["8.15.5a", "8.15.5b"],
                )
                .player(p),
            )?;
        }
        Ok(total + on_unit)
    }

    /// What one modifier takes off now, and why in words.
    fn own_cost_applies(&self, p: PlayerId, k: &OwnCost) -> (u32, String) {
        if let Some(c) = &k.condition {
            let holds = self.own_cost_condition(p, c);
            return if holds {
                (k.less, String::new())
            } else {
                (0, String::new())
            };
        }
        match &k.for_each {
            Some(counted) => {
                let n = self.counted_units(p, counted);
                (
                    k.less * n,
                    format!(": {n} such unit{}", if n == 1 { "" } else { "s" }),
                )
            }
            None => (k.less, String::new()),
        }
    }

    /// The units in play a "for each" counts, `p` being "you".
    fn counted_units(&self, p: PlayerId, c: &Counted) -> u32 {
        self.state
            .units
            .iter()
            .filter(|u| match c.target {
                Target::EachFriendlyUnit => u.controller == p,
                Target::EachEnemyUnit => u.controller != p,
                Target::EachUnit => true,
                // The reader writes no other; counting nothing is the
                // safe reading of a hand-written one.
                _ => false,
            })
            .filter(|u| filter_on_card_holds(self.pool, &c.filter, u))
            .count() as u32
    }

    /// The conditions the reader reads before a card's own cost: a unit
    /// `p` controls (or a card by name), or an enemy unit with a keyword
    /// (its own or given).
    pub(super) fn own_cost_condition(&self, p: PlayerId, c: &Condition) -> bool {
        match c {
            Condition::YouControl {
                other: false,
                filter,
            } => self
                .state
                .units
                .iter()
                .any(|u| u.controller == p && filter_on_card_holds(self.pool, filter, u)),
            Condition::AnEnemyUnitHas { keyword } => self
                .state
                .units
                .iter()
                .any(|u| u.controller != p && self.unit_has(u, *keyword)),
            // A name counts on a leader or a unit (8.23.2); a player's
            // leader is theirs, deployed or not.
            Condition::YouControlNamed { names } => {
                let named =
                    |card: &str| self.pool.get(card).is_some_and(|c| names.contains(&c.name));
                self.state
                    .player(p)
                    .leader
                    .as_ref()
                    .is_some_and(|l| named(&l.card))
                    || self
                        .state
                        .units
                        .iter()
                        .any(|u| u.controller == p && named(&u.card))
            }
            _ => false,
        }
    }
}
