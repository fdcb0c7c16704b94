//! The immediate state checks of 1.16.5, in their priority order.

use crate::rulesets::swu::cards::Arena;
use crate::rulesets::swu::engine::kinds;
use crate::rulesets::swu::engine::{Engine, EngineResult, InstanceId, Outcome, PlayerId, StepText};

impl Engine<'_> {
    /// Immediate state checks (1.16.5), in their priority order, repeated
    /// until nothing changes: (a) a base at 0 HP loses the game; (b) unique
    /// copies are defeated down to one; (c) upgrades no longer attached are
    /// defeated; (d) captured cards whose guard left play return to their
    /// owner, exhausted; (e) units at 0 HP are defeated.
    pub(in crate::rulesets::swu::engine) fn state_check(&mut self) -> EngineResult<()> {
        // A card defeated this phase that has left the discard pile since
        // is no longer one there (`engine::defeated_this_phase`).
        self.forget_defeated_gone();
        // So is a card a lasting effect let its owner play from there
        // (`engine::free_from_discard`).
        self.forget_free_from_discard_gone();
        loop {
            if self.game_over() || self.check_bases()? {
                return Ok(());
            }
            if self.check_unique()?
                || self.check_detached()?
                || self.check_released()?
                || self.return_stolen_resources()?
                || self.check_zero_hp()?
            {
                continue;
            }
            return Ok(());
        }
    }

    /// 1.16.5a: a base at 0 remaining HP is defeated and its player loses.
    /// Returns whether the game ended.
    fn check_bases(&mut self) -> EngineResult<bool> {
        let at_zero: Vec<PlayerId> = PlayerId::BOTH
            .into_iter()
            .filter(|p| self.state.player(*p).base.remaining() <= 0)
            .collect();
        match at_zero.as_slice() {
            [] => Ok(false),
            [loser] => {
                let text = format!(
                    "{}'s base has no HP left: the game ends at once and {} wins. Nothing still waiting resolves.",
                    self.state.name(*loser),
                    self.state.name(loser.other())
                );
                self.end_game(
                    Outcome::Won {
                        winner: loser.other(),
                    },
                    StepText::new(text, &["1.16.5a", "5.6.1", "5.6.2"]).player(*loser),
                )?;
                Ok(true)
            }
            _ => {
                self.end_game(
                    Outcome::Draw,
                    StepText::new(
                        "Both bases reach 0 HP at the same time: the game is a draw.",
                        &["1.16.5a", "5.6.3"],
                    ),
                )?;
                Ok(true)
            }
        }
    }

    /// 1.16.5c: an upgrade no longer attached to a unit is defeated.
    pub(in crate::rulesets::swu::engine) fn check_detached(&mut self) -> EngineResult<bool> {
        if self.detached.is_empty() {
            return Ok(false);
        }
        for up in std::mem::take(&mut self.detached) {
            let text = format!(
                "{} is no longer attached to a unit and is defeated (1.16.5c).",
                self.card_name(&up.card)
            );
            self.defeat_upgrade(&up, text, &["1.16.5c", "8.12.1"])?;
        }
        Ok(true)
    }

    /// 1.16.5d: a captured card whose guard left play returns to its
    /// owner, in play and exhausted, as a new copy (8.7).
    pub(in crate::rulesets::swu::engine) fn check_released(&mut self) -> EngineResult<bool> {
        if self.released.is_empty() {
            return Ok(false);
        }
        for c in std::mem::take(&mut self.released) {
            let Some(def) = self.pool.get(&c.card) else {
                continue;
            };
            let arena = def.arena.unwrap_or(Arena::Ground);
            // Exhausted, unless its own text says it enters play ready.
            let ready = self.enters_ready_itself(c.owner, &c.card)?;
            self.state
                .enter_unit(&c.card, c.label.clone(), c.owner, arena, !ready);
            self.record(
                kinds::MOVE,
                StepText::new(
                    crate::text!("{} guard has left play: it is rescued and returns to {} in play, {} (1.16.5d).", crate::rulesets::swu::engine::possessive(&self.card_name(&c.card)), self.state.name(c.owner), if ready { "ready" } else { "exhausted" }),
                    &["1.16.5d", "8.33.4", "8.7.3"],
                )
                .player(c.owner),
            )?;
        }
        Ok(true)
    }

    /// 1.16.5e: units at 0 remaining HP are defeated, all at once.
    pub(in crate::rulesets::swu::engine) fn check_zero_hp(&mut self) -> EngineResult<bool> {
        let fingerprint = self.hp_fingerprint();
        if self.zero_hp_checked == Some(fingerprint) {
            return Ok(false);
        }
        let dead: Vec<InstanceId> = self
            .state
            .units
            .iter()
            .filter(|u| self.unit_hp(u) - u.damage <= 0)
            .map(|u| u.instance)
            .collect();
        if dead.is_empty() {
            self.zero_hp_checked = Some(fingerprint);
            return Ok(false);
        }
        self.defeat_together(&dead, "1.16.5e: it has no HP left", &["1.16.5e", "1.5.5c"])?;
        Ok(true)
    }
}
