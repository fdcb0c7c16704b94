//! "Reveal an event from your hand": the player shows one qualifying card
//! of their hand to both players (8.25.1), choosing which (8.25.2); it
//! stays in their hand (8.25.3). Whether a card was revealed is what a
//! following "If you do" asks (ISB Agent).

use super::decide::Ask;
use super::search_draw::card_qualifies;
use super::{kinds, Engine, EngineResult, ErrorKind, PlayerId, StepText};
use crate::rulesets::swu::cards::{CardFilter, CardType};

impl Engine<'_> {
    /// `true` when a card was revealed. The player chooses among the
    /// qualifying cards (8.25.2; copies of a card are one choice). With no
    /// known card that qualifies and some unknown card in the hand, the run
    /// stops with an error asking the scenario to list the hand, rather
    /// than deciding for the player that nothing is revealed.
    pub(super) fn reveal_from_hand(
        &mut self,
        you: PlayerId,
        source: &str,
        card_type: Option<CardType>,
        filter: &CardFilter,
    ) -> EngineResult<bool> {
        let pool = self.pool;
        let name = self.state.name(you);
        let mut names: Vec<String> = Vec::new();
        for c in self.state.player(you).hand.iter() {
            if let Some(id) = c.id() {
                let n = self.card_name(id);
                if card_qualifies(pool, id, card_type, filter) && !names.contains(&n) {
                    names.push(n);
                }
            }
        }
        let hand = &self.state.player(you).hand;
        if names.is_empty() && hand.iter().any(|c| c.id().is_none()) {
            // An unknown card might qualify: whether anything is revealed
            // is the player's to say, and the scenario has not said it.
            return Err(self.error(
                ErrorKind::Unsupported,
                format!(
                    "{source}: reveals a card from {name}'s hand, but the scenario does not say what the hand holds: list it"
                ),
            ));
        }
        if names.is_empty() {
            self.note(
                format!("{source}: no card in {name}'s hand qualifies, so nothing is revealed."),
                &["8.25.2"],
            )?;
            return Ok(false);
        }
        let prompt = format!("{source}: which card does {name} reveal from their hand?");
        let Some(choice) = self.decide(you, prompt, names.clone(), Ask::One, &["8.25.2"])? else {
            return Ok(false);
        };
        let Some(card_name) = choice.first() else {
            return Ok(false);
        };
        self.record(
            kinds::NOTE,
            StepText::new(
                crate::text!(
                    "{} reveals {} from their hand; it stays there.",
                    &name,
                    &card_name
                ),
                &["8.25.1", "8.25.3"],
            )
            .player(you)
            .source(source),
        )?;
        Ok(true)
    }
}
