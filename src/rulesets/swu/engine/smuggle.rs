//! Smuggle [Y] (7.5.14): a card in its owner's resource zone may be played
//! for Y instead of its printed cost, as a modified "Play a Card" action
//! (7.5.14c). The card can help pay its own cost (7.5.14e); as it enters
//! play, the top card of the deck replaces it as a resource, exhausted
//! (7.5.14g); with an empty deck nothing replaces it, and that is not a draw
//! from an empty deck: no damage (7.5.14h). A unit played this way enters
//! play exhausted and its When Played abilities trigger (7.5.14f).
//!
//! Resources are counts; a scenario names the facedown cards it needs in
//! `resources.known`, counted among the ready ones.
//!
//! A resource may also gain Smuggle from a friendly unit's constant
//! ability (Tech: "Each friendly resource gains Smuggle", its cost the
//! card's own cost plus N, its icons the card's): each Smuggle is an
//! ability of its own (7.5.14b), so with two the player picks which.

use super::{Engine, EngineError, EngineResult, ErrorKind, PlayerId, StepText};
use crate::rulesets::swu::cards::{ConstantScope, Keyword};
use crate::rulesets::swu::engine::kinds;
use crate::timing::OrderNode;

/// One Smuggle a resource has: its cost, the aspect icons its penalty
/// counts against, and the unit that gives it (`None`: printed on the
/// card).
struct SmuggleWay {
    cost: u32,
    icons: Vec<String>,
    from: Option<String>,
    /// The damage to a friendly unit the cost also deals (printed in the
    /// brackets, `engine::smuggle_cost`).
    damage: Option<u32>,
}

impl Engine<'_> {
    /// "smuggle CARD" for each known resource with Smuggle, printed or
    /// gained.
    pub(super) fn smuggle_options(&self, p: PlayerId) -> Vec<String> {
        self.state
            .player(p)
            .resources
            .known
            .iter()
            .filter(|c| !self.smuggle_ways(p, c).is_empty())
            .filter(|c| self.named_play_restriction(p, c).is_none())
            .map(|c| format!("smuggle {c}"))
            .collect()
    }

    /// The units of `p`'s in play whose constant ability gives each
    /// friendly resource Smuggle, with what that Smuggle adds to the
    /// card's cost.
    pub(super) fn smuggle_granters(&self, p: PlayerId) -> Vec<(String, u32)> {
        let mut out = Vec::new();
        // Not from a unit that has lost all abilities (8.14.2).
        for u in self
            .state
            .units
            .iter()
            .filter(|u| u.controller == p && !self.lost_all(u.instance))
        {
            let Some(def) = self.pool.get(&u.card) else {
                continue;
            };
            for k in &def.constants {
                if k.to == ConstantScope::FriendlyResources
                    && k.keywords.contains(&Keyword::Smuggle)
                {
                    out.push((self.unit_name(u), k.amount));
                }
            }
        }
        out
    }

    /// Each Smuggle `card` has as `p`'s resource.
    fn smuggle_ways(&self, p: PlayerId, card: &str) -> Vec<SmuggleWay> {
        let Some(def) = self.pool.get(card) else {
            return Vec::new();
        };
        let mut ways = Vec::new();
        if let Some(cost) = def.smuggle {
            ways.push(SmuggleWay {
                cost,
                icons: def.smuggle_aspects.clone(),
                from: None,
                damage: def.smuggle_damage,
            });
        }
        if let Some(cost) = def.cost {
            for (from, plus) in self.smuggle_granters(p) {
                ways.push(SmuggleWay {
                    cost: cost + plus,
                    icons: def.aspects.clone(),
                    from: Some(from),
                    damage: None,
                });
            }
        }
        ways
    }

    pub(super) fn smuggle_action(
        &mut self,
        p: PlayerId,
        card: &str,
        index: usize,
    ) -> EngineResult<Option<OrderNode>> {
        let name = self.state.name(p);
        let illegal = |engine: &Engine, message: String| {
            EngineError::at_action(engine, p, ErrorKind::IllegalAction, message, index)
        };
        let Some(pos) = self
            .state
            .player(p)
            .resources
            .known
            .iter()
            .position(|c| c == card)
        else {
            return Err(illegal(
                self,
                format!("{name} has no known resource '{card}' to smuggle"),
            ));
        };
        let Some(def) = self.pool.get(card).cloned() else {
            return Err(illegal(self, format!("no card '{card}' in the pool")));
        };
        if let Some(by) = self.named_play_restriction(p, card) {
            return Err(illegal(
                self,
                format!("{name} can't play {}: {by} names it while in play (a play restriction, 8.19.3)", def.name),
            ));
        }
        let ways = self.smuggle_ways(p, card);
        if ways.is_empty() {
            return Err(illegal(self, format!("{} has no Smuggle", def.name)));
        }
        let Some(SmuggleWay {
            cost,
            icons,
            from: gained,
            damage,
        }) = self.which_smuggle(p, &def.name, ways)?
        else {
            return Ok(None);
        };
        let smuggle_cost = cost;
        // Smuggle's cost Y is paid like any cost, its aspect penalty
        // included; the icons are the ones printed in its brackets (7.5.14a),
        // or for a gained Smuggle the card's own.
        let full = self.play_cost(p, cost, &icons, 0);
        let ready = self.state.player(p).resources.ready;
        if self.spendable(p) < full.total().max(1) {
            return Err(illegal(
                self,
                format!(
                    "{name} cannot pay {} to smuggle {}: it costs {}{}, and only {ready} resources are ready",
                    full.total(),
                    def.name,
                    full.describe(),
                    self.penalty_reason(p, &full)
                ),
            ));
        }
        // The whole of Y must be payable (1.8.8): its damage needs a
        // friendly unit.
        if let Some(n) = damage.filter(|_| self.units_of(p).is_empty()) {
            return Err(illegal(
                self,
                format!(
                    "{name} cannot smuggle {}: its Smuggle cost also deals {n} damage to a friendly unit, and {name} controls none",
                    def.name
                ),
            ));
        }
        // Exploit applies to any play (7.5.16c).
        let Some(less) = self.exploit(p, card)? else {
            return Ok(None);
        };
        let less = less + self.own_cost_less(p, card)?;
        let mut paid = self.play_cost(p, cost, &icons, less);
        self.apply_play_costs(p, card, &mut paid)?;
        let cost = paid.total();
        // Pay, the card itself helping (7.5.14e): it is one of the ready
        // resources exhausted, then it leaves the resource zone.
        let r = &mut self.state.player_mut(p).resources;
        r.known.remove(pos);
        r.ready = r.ready.saturating_sub(cost.max(1));
        r.exhausted = r.exhausted.saturating_add(cost.max(1) - 1);
        let replaced = !self.state.player(p).deck.is_empty();
        let text = if replaced {
            self.state.player_mut(p).deck.remove(0);
            let r = &mut self.state.player_mut(p).resources;
            r.exhausted = r.exhausted.saturating_add(1);
            format!(
                "{name} pays {cost} to smuggle {} from the resources; the top card of the deck replaces it as a resource, exhausted.",
                def.name
            )
        } else {
            format!(
                "{name} pays {cost} to smuggle {} from the resources; the deck is empty, so nothing replaces it, and that is not a draw: no damage.",
                def.name
            )
        };
        // Open question 22: counting the card's own icons instead would
        // change what is paid.
        let mut own_icons = self.play_cost(p, def.smuggle.unwrap_or(0), &def.aspects, less);
        self.apply_play_costs_quietly(p, card, &mut own_icons);
        // The top card replaces a smuggled card (7.5.14g); with an empty
        // deck nothing does, and that is no draw (7.5.14h): each rule is
        // cited only in its own case.
        let rules: &[&'static str] = if replaced {
            &["7.5.14", "7.5.14g"]
        } else {
            &["7.5.14", "7.5.14h"]
        };
        let mut step = StepText::new(text, rules).player(p);
        if let Some(from) = &gained {
            let why = format!(
                " It uses the Smuggle {from} gives it (the card's cost plus {}, with its own aspect icons), an ability of its own.",
                smuggle_cost.saturating_sub(def.cost.unwrap_or(0))
            );
            // A gained Smuggle is one more of the card's (7.5.14b).
            let rules: &[&'static str] = if replaced {
                &["7.5.14", "7.5.14b", "7.5.14g"]
            } else {
                &["7.5.14", "7.5.14b", "7.5.14h"]
            };
            step = StepText::new(crate::text!("{}{}", step.text, &why), rules).player(p);
        } else if own_icons.total() != cost {
            step = step.reading(super::readings::SMUGGLE_BRACKET_ICONS);
        }
        self.record(kinds::MOVE, step)?;
        if let Some(n) = damage {
            if self.pay_smuggle_damage(p, &def.name, n)?.is_none() {
                return Ok(None);
            }
        }
        self.pay_additional(p, card, &paid)?;
        self.note_penalty(p, card, &paid)?;
        let how = (
            " using Smuggle",
            crate::rulesets::swu::cards::HowPlayed::UsingSmuggle,
        );
        self.resolve_play(p, card, &def, how, index)
    }
}

impl Engine<'_> {
    /// The Smuggle `p` uses when the card has more than one (7.5.14b):
    /// theirs to pick; `None` when the game ended at the choice.
    fn which_smuggle(
        &mut self,
        p: PlayerId,
        name: &str,
        mut ways: Vec<SmuggleWay>,
    ) -> EngineResult<Option<SmuggleWay>> {
        if ways.len() == 1 {
            return Ok(ways.pop());
        }
        let options: Vec<String> = ways
            .iter()
            .map(|w| {
                let dealing = w
                    .damage
                    .map(|n| format!(", deal {n} damage to a friendly unit"))
                    .unwrap_or_default();
                let bracket = format!("Smuggle [C={} {}{dealing}]", w.cost, w.icons.join(" "));
                match &w.from {
                    Some(from) => format!("{bracket} from {from}"),
                    None => format!("{bracket} printed"),
                }
            })
            .collect();
        let prompt = format!(
            "{name} has more than one Smuggle: which does {} use?",
            self.state.name(p)
        );
        let Some(i) = self.decide_index(p, prompt, options, &["7.5.14b"])? else {
            return Ok(None);
        };
        Ok(Some(ways.swap_remove(i)))
    }
}
