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

use super::{Engine, EngineError, EngineResult, ErrorKind, PlayerId, StepText};
use crate::rulesets::swu::engine::kinds;
use crate::timing::OrderNode;

impl Engine<'_> {
    /// "smuggle CARD" for each known resource with Smuggle.
    pub(super) fn smuggle_options(&self, p: PlayerId) -> Vec<String> {
        self.state
            .player(p)
            .resources
            .known
            .iter()
            .filter(|c| self.pool.get(c).is_some_and(|d| d.smuggle.is_some()))
            .filter(|c| self.named_play_restriction(p, c).is_none())
            .map(|c| format!("smuggle {c}"))
            .collect()
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
        let Some(cost) = def.smuggle else {
            return Err(illegal(self, format!("{} has no Smuggle", def.name)));
        };
        // Smuggle's cost Y is paid like any cost, its aspect penalty
        // included; the icons are the ones printed in its brackets (7.5.14a).
        let full = self.play_cost(p, cost, &def.smuggle_aspects, 0);
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
        // Exploit applies to any play (7.5.16c).
        let Some(less) = self.exploit(p, card)? else {
            return Ok(None);
        };
        let less = less + self.own_cost_less(p, card)?;
        let mut paid = self.play_cost(p, cost, &def.smuggle_aspects, less);
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
        if own_icons.total() != cost {
            step = step.reading(super::readings::SMUGGLE_BRACKET_ICONS);
        }
        self.record(kinds::MOVE, step)?;
        self.pay_additional(p, card, &paid)?;
        self.note_penalty(p, card, &paid)?;
        self.resolve_play(p, card, &def, " using Smuggle", index)
    }
}
