//! The constants of cards in play that change what the cards their
//! controller plays cost ("Each TRICK event you play costs 1 less",
//! "Ignore the aspect penalty on SPECTRE cards you play"): in effect while
//! the card with the ability is in play (7.3.1), a leader's by the side it
//! is on; applied only while a card is being played, as its cost is
//! determined (8.15.5a, 8.15.5b). An ignored aspect penalty is not added,
//! the card keeping its icons (8.10.2); a decrease comes after every
//! increase and never takes the cost below 0 (1.8.3, 1.8.4, through
//! `cost::PlayCost::total`). A play "for free" never gets here (1.8.5),
//! but its additional costs are paid (6.2.3d, `cost::pay_additional_for_free`).

use super::cost::PlayCost;
use super::{Engine, EngineResult, PlayerId};
use crate::rulesets::swu::cards::play_costs::PlayCostMod;
use crate::rulesets::swu::cards::text::{write::write_line, Line};
use crate::rulesets::swu::cards::CardType;

impl Engine<'_> {
    /// The modifiers in effect for `p` playing `card`, each with the name
    /// of the card that has it: `p`'s leader on its leader side, and each
    /// unit `p` controls (a leader unit by its unit side).
    fn play_cost_mods(&self, p: PlayerId, card: &str) -> Vec<(String, PlayCostMod)> {
        let pool = self.pool;
        let Some(played) = pool.get(card) else {
            return Vec::new();
        };
        // Each source with whether `p` controls it: a modifier "for each
        // opponent" applies to the plays of the other player.
        let mut sources: Vec<(String, bool, &[PlayCostMod])> = Vec::new();
        for who in PlayerId::BOTH {
            if let Some(l) = self
                .state
                .player(who)
                .leader
                .as_ref()
                .filter(|l| !l.deployed)
            {
                if let Some(def) = pool.get(&l.card) {
                    sources.push((def.name.clone(), who == p, &def.play_costs));
                }
            }
        }
        // A unit that has lost all abilities changes no cost (8.14.2).
        for u in self
            .state
            .units
            .iter()
            .filter(|u| !self.lost_all(u.instance))
        {
            if let Some(def) = pool.get(&u.card) {
                let mods = if def.card_type == CardType::Leader {
                    &def.unit_play_costs
                } else {
                    &def.play_costs
                };
                sources.push((self.unit_name(u), u.controller == p, mods));
            }
        }
        // "The first ... each round": the very first such card this round,
        // whether or not the ability was active then (8.8.1); the card
        // being played is not yet among those played.
        let before = &self.state.player(p).played_this_round;
        let first = |k: &PlayCostMod| {
            !k.first_each_round
                || !before
                    .iter()
                    .any(|c| pool.get(c).is_some_and(|d| k.applies_to(d)))
        };
        sources
            .into_iter()
            .flat_map(|(name, yours, mods)| {
                // "While you control 2 or more units": the units of the
                // modifier's controller, as the card is played (7.3.3).
                let controller = if yours { p } else { p.other() };
                let units = self
                    .state
                    .units
                    .iter()
                    .filter(|u| u.controller == controller)
                    .count() as u32;
                mods.iter()
                    .filter(move |k| k.opponents != yours)
                    .filter(move |k| k.while_units.is_none_or(|n| units >= n))
                    .filter(|k| k.applies_to(played) && first(k))
                    .map(move |k| (name.clone(), k.clone()))
            })
            .collect()
    }

    /// Apply the modifiers in effect for `p` playing `card` to its `cost`,
    /// each one that changes something said in the trace.
    pub(super) fn apply_play_costs(
        &mut self,
        p: PlayerId,
        card: &str,
        cost: &mut PlayCost,
    ) -> EngineResult<()> {
        self.apply_own_ignores(p, card, cost)?;
        self.apply_upgrade_on_ignores(p, card, cost)?;
        self.use_next_costs_less(p, card, cost)?;
        self.named_costs_more_on(p, card, cost)?;
        for (source, k) in self.play_cost_mods(p, card) {
            if k.base_damage > 0 {
                // Paid with the resources (`cost::pay_additional`).
                cost.base_damage.push((source, k.base_damage));
                continue;
            }
            let ignores = k.ignore_penalty && !cost.unprovided.is_empty();
            if !ignores && k.less == 0 {
                continue;
            }
            apply(&k, cost);
            let line = write_line(&Line::PlayCost(k.clone()))
                .unwrap_or_else(|| "a modifier of the cost of cards played".to_string());
            let name = self.card_name(card);
            let (what, rules): (String, &[&'static str]) = match (ignores, k.first_each_round) {
                (true, false) => (
                    format!("no aspect penalty is added; {name} keeps its aspect icons"),
                    &["8.10.2", "8.15.5a"],
                ),
                (true, true) => (
                    format!("it is the first such card played this round, so no aspect penalty is added; {name} keeps its aspect icons"),
                    &["8.10.2", "8.8.1"],
                ),
                (false, false) => (
                    format!("{name} costs {} less, after any increase", k.less),
                    &["8.15.5a", "1.8.3"],
                ),
                (false, true) => (
                    format!("it is the first such card played this round, so {name} costs {} less, after any increase", k.less),
                    &["8.8.1", "8.15.5a", "1.8.3"],
                ),
            };
            let text = format!(
                "{source}'s \"{line}\": {what}; {} pays {} in all.",
                self.state.name(p),
                cost.total()
            );
            self.note(text, rules)?;
        }
        Ok(())
    }

    /// The card's own "While playing this unit, ignore his Villainy aspect
    /// penalty if you control Rey.": one such icon beyond those provided
    /// adds nothing when the condition holds as it is played (8.10.2,
    /// 8.15.5b).
    pub(super) fn apply_own_ignores(
        &mut self,
        p: PlayerId,
        card: &str,
        cost: &mut PlayCost,
    ) -> EngineResult<()> {
        let pool = self.pool;
        let Some(def) = pool.get(card) else {
            return Ok(());
        };
        for k in &def.own_costs {
            let Some(aspect) = &k.ignore_penalty_of else {
                continue;
            };
            let Some(i) = cost
                .unprovided
                .iter()
                .position(|a| a.eq_ignore_ascii_case(aspect))
            else {
                continue;
            };
            if !k
                .condition
                .as_ref()
                .is_none_or(|c| self.own_cost_condition(p, c))
            {
                continue;
            }
            cost.ignored.push(cost.unprovided.remove(i));
            let event = def.card_type == CardType::Event;
            let line = write_line(&Line::OwnCost {
                cost: k.clone(),
                event,
            })
            .unwrap_or_else(|| "its own cost modifier".to_string());
            let text = format!(
                "{}'s \"{line}\": no penalty is added for its {aspect} icon, which it keeps; {} pays {} in all.",
                def.name,
                self.state.name(p),
                cost.total()
            );
            self.note(text, &["8.10.2", "8.15.5b"])?;
        }
        Ok(())
    }

    /// The additional costs in effect for `p` playing `card` (1.8.8): each
    /// source's damage to the player's own base.
    pub(super) fn additional_costs(&self, p: PlayerId, card: &str) -> Vec<(String, u32)> {
        self.play_cost_mods(p, card)
            .into_iter()
            .filter(|(_, k)| k.base_damage > 0)
            .map(|(source, k)| (source, k.base_damage))
            .collect()
    }

    /// The same modifiers applied without a word: for a comparison of
    /// costs that is not itself a payment.
    pub(super) fn apply_play_costs_quietly(&self, p: PlayerId, card: &str, cost: &mut PlayCost) {
        for (_, k) in self.play_cost_mods(p, card) {
            apply(&k, cost);
        }
    }
}

fn apply(k: &PlayCostMod, cost: &mut PlayCost) {
    if k.base_damage > 0 {
        cost.base_damage.push((String::new(), k.base_damage));
    }
    if k.ignore_penalty {
        cost.ignored.append(&mut cost.unprovided);
    }
    cost.less += k.less;
}
