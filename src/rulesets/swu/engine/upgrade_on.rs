//! An upgrade whose cost depends on the unit it is played on (SHD 126 The
//! Darksaber: "While playing this upgrade on a Mandalorian unit, ignore
//! its aspect penalty."; TWI 236 Grievous's Wheel Bike: "While playing
//! this upgrade on General Grievous, it costs 2 less to play."). The cost is determined (6.2.3) and paid (6.2.4)
//! before the upgrade is attached to a unit (6.2.5b), and the CR names no
//! moment at which that unit is chosen: open question 30. The engine
//! follows its reading A: the player commits to the unit as the play is
//! declared (6.2.1), so the cost is known from it, and the upgrade then
//! attaches to that unit (`upgrades::play_upgrade`). Each unit offered
//! says what the upgrade would cost on it. A step whose penalty was
//! ignored, or whose cost was decreased, because of the unit chosen is
//! marked (open = 30): under reading B it would have been paid there.
//!
//! Only such an upgrade is asked early; any other upgrade's unit is chosen
//! as it is put into play (6.2.5b), as before.

use super::decide::Ask;
use super::procedure::Ctx;
use super::readings::UPGRADE_UNIT_CHOSEN_AT_DECLARATION;
use super::{kinds, Engine, EngineResult, InstanceId, PlayerId, StepText};
use crate::rulesets::swu::cards::own_cost::OwnCost;
use crate::rulesets::swu::cards::text::{write::write_line, Line};
use crate::rulesets::swu::cards::CardType;

impl Engine<'_> {
    /// The unit `p` plays the upgrade `card` on, when its cost depends on
    /// it: chosen now, as the play is declared (reading A of open question
    /// 30), once per play. `None` for any other card, or when the game
    /// ended at the choice.
    pub(super) fn upgrade_unit_for_cost(
        &mut self,
        p: PlayerId,
        card: &str,
    ) -> EngineResult<Option<InstanceId>> {
        if let Some(u) = self.upgrade_on {
            return Ok(Some(u));
        }
        let pool = self.pool;
        let Some(def) = pool.get(card) else {
            return Ok(None);
        };
        let depends = def
            .own_costs
            .iter()
            .any(|k| k.on.is_some() || k.on_named.is_some());
        if def.card_type != CardType::Upgrade || !depends {
            return Ok(None);
        }
        let attach = def.attach.clone();
        let named: Vec<(String, String)> = self
            .state
            .units
            .iter()
            .filter(|u| self.eligible_for(u, attach.as_ref(), p))
            .map(|u| {
                let (cost, why) = self.upgrade_cost_on(p, card, u.instance);
                let name = format!(
                    "{}: {} costs {cost} there{why}",
                    self.unit_name(u),
                    def.name
                );
                (u.label.clone(), name)
            })
            .collect();
        // No unit to attach to: `play_upgrade` says it cannot be played.
        if named.is_empty() {
            return Ok(None);
        }
        let prompt = format!(
            "{}: which unit does {} play it on? Its cost may depend on the unit, so the engine asks as the play is declared (the CR does not say when; open question 30).",
            def.name,
            self.state.name(p)
        );
        let Some(c) = self.decide_named(p, prompt, named, Ask::One, &["6.2.1", "6.2.3"])? else {
            return Ok(None);
        };
        let unit = self
            .state
            .units
            .iter()
            .find(|u| u.label == c[0])
            .map(|u| u.instance);
        self.upgrade_on = unit;
        Ok(unit)
    }

    /// What `card` costs `p` played on `unit`, before Exploit and any
    /// waiting "next card" effect: its printed cost, the aspect penalty
    /// its own line may ignore there, the modifiers of cards in play; and
    /// why in words (" (its aspect penalty ignored)").
    fn upgrade_cost_on(&self, p: PlayerId, card: &str, unit: InstanceId) -> (u32, String) {
        let Some(def) = self.pool.get(card) else {
            return (0, String::new());
        };
        let mut cost = self.play_cost(p, def.cost.unwrap_or(0), &def.aspects, 0);
        let penalty = cost.penalty();
        let ignored = penalty > 0 && def.own_costs.iter().any(|k| self.ignores_on(p, k, unit));
        if ignored {
            cost.ignored.append(&mut cost.unprovided);
        }
        self.apply_play_costs_quietly(p, card, &mut cost);
        let less: u32 = def
            .own_costs
            .iter()
            .filter(|k| self.named_on(k, unit))
            .map(|k| k.less)
            .sum();
        cost.less += less;
        let why = match (penalty, ignored) {
            (0, _) => String::new(),
            (_, true) => " (its aspect penalty ignored)".to_string(),
            (n, false) => format!(" (with {n} aspect penalty)"),
        };
        let why = match less {
            0 => why,
            n => format!("{why} ({n} less on it)"),
        };
        (cost.total(), why)
    }

    /// Is `unit` the one this "while playing this upgrade on NAME" line
    /// names (a card's name, 8.23.2)?
    fn named_on(&self, k: &OwnCost, unit: InstanceId) -> bool {
        let Some(name) = &k.on_named else {
            return false;
        };
        self.state
            .unit(unit)
            .and_then(|u| self.pool.get(&u.card))
            .is_some_and(|c| c.name == *name)
    }

    /// The card's own "While playing this upgrade on General Grievous, it
    /// costs 2 less to play.": what it takes off when the unit chosen for
    /// it has that name (8.15.5a, 8.15.5b), applied after any increase by
    /// the cost's total (6.2.3a). The step is marked with open question 30.
    pub(super) fn upgrade_on_less(&mut self, p: PlayerId, card: &str) -> EngineResult<u32> {
        let pool = self.pool;
        let Some(def) = pool.get(card) else {
            return Ok(0);
        };
        if !def.own_costs.iter().any(|k| k.on_named.is_some()) {
            return Ok(0);
        }
        let Some(unit) = self.upgrade_unit_for_cost(p, card)? else {
            return Ok(0);
        };
        let mut total = 0;
        let applying: Vec<&OwnCost> = def
            .own_costs
            .iter()
            .filter(|k| self.named_on(k, unit))
            .collect();
        for k in applying {
            total += k.less;
            let line = write_line(&Line::OwnCost {
                cost: k.clone(),
                event: false,
            })
            .unwrap_or_else(|| "its own cost modifier".to_string());
            let text = format!(
                "{}'s \"{line}\": {} plays it on {}, chosen as the play was declared, so it costs {} less. The CR does not say when the unit is chosen: had it been chosen only as the upgrade is put into play, the decrease could not have depended on it (open question 30).",
                def.name,
                self.state.name(p),
                k.on_named.as_deref().unwrap_or_default(),
                k.less
            );
            self.record(
                kinds::NOTE,
                StepText::new(text, &["8.15.5a", "8.15.5b", "6.2.1"])
                    .player(p)
                    .reading(UPGRADE_UNIT_CHOSEN_AT_DECLARATION),
            )?;
        }
        Ok(total)
    }

    /// Does this "while playing this upgrade on ..." line ignore the whole
    /// penalty when played on `unit`?
    fn ignores_on(&self, p: PlayerId, k: &OwnCost, unit: InstanceId) -> bool {
        let (Some(filter), true) = (&k.on, k.ignore_whole_penalty) else {
            return false;
        };
        self.state
            .unit(unit)
            .is_some_and(|u| self.passes_by(u, filter, &Ctx::default(), p))
    }

    /// The card's own "While playing this upgrade on a Mandalorian unit,
    /// ignore its aspect penalty.": no icon's penalty is added when the
    /// unit chosen for it passes (8.10.2, 8.15.5b). The step is marked
    /// with open question 30.
    pub(super) fn apply_upgrade_on_ignores(
        &mut self,
        p: PlayerId,
        card: &str,
        cost: &mut super::cost::PlayCost,
    ) -> EngineResult<()> {
        let pool = self.pool;
        let Some(def) = pool.get(card) else {
            return Ok(());
        };
        if cost.unprovided.is_empty() {
            return Ok(());
        }
        let Some(unit) = self.upgrade_unit_for_cost(p, card)? else {
            return Ok(());
        };
        let Some(k) = def.own_costs.iter().find(|k| self.ignores_on(p, k, unit)) else {
            return Ok(());
        };
        let icons = cost.unprovided.join(" and ");
        cost.ignored.append(&mut cost.unprovided);
        let line = write_line(&Line::OwnCost {
            cost: k.clone(),
            event: false,
        })
        .unwrap_or_else(|| "its own cost modifier".to_string());
        let on = self
            .state
            .unit(unit)
            .map(|u| self.unit_name(u))
            .unwrap_or_default();
        let text = format!(
            "{}'s \"{line}\": {} plays it on {on}, chosen as the play was declared, so no penalty is added for its {icons} icon (which it keeps); {} pays {} in all. The CR does not say when the unit is chosen: had it been chosen only as the upgrade is put into play, the penalty would have been paid (open question 30).",
            def.name,
            self.state.name(p),
            self.state.name(p),
            cost.total()
        );
        self.record(
            kinds::NOTE,
            StepText::new(text, &["8.10.2", "8.15.5b", "6.2.1"])
                .player(p)
                .reading(UPGRADE_UNIT_CHOSEN_AT_DECLARATION),
        )
    }
}
