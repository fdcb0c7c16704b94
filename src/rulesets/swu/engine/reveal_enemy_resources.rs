//! "Reveal 3 enemy resources. Defeat each resource with the Smuggle
//! keyword revealed this way. For each resource defeated this way, its
//! controller puts the top card of their deck into play as a resource."
//! (Scanning Officer). Resources are facedown, seen only by their
//! controller (1.7.3); the CR does not say who picks the ones revealed
//! (open question 25). The engine lets the ability's controller pick
//! them, one at a time among those not revealed yet (1.7.4 speaks of
//! another player choosing specific resources), and marks the step.
//! The revealed cards are shown to both players (8.25.1); each with
//! Smuggle, printed or gained from a friendly unit's constant ability,
//! is defeated, faceup to its owner's discard pile (1.5.5f); the others
//! stay resources as they were. Then the resources' controller puts the
//! top card of their deck into play as a resource, exhausted (1.7.7), once
//! for each one defeated.
//!
//! Which resource has Smuggle can be told only of a named one: resources
//! are counts with the cards a scenario names (`resource_cards.rs`), so a
//! run whose enemy resources are not all named stops with an error asking
//! for them, never a guess.

use super::effects::By;
use super::readings::ENEMY_RESOURCES_REVEALED_BY_ITS_CONTROLLER;
use super::resource_cards::Pick;
use super::{kinds, Engine, EngineResult, ErrorKind, StepText};
use crate::rulesets::swu::cards::Keyword;

impl Engine<'_> {
    pub(super) fn reveal_enemy_resources(&mut self, count: u32, by: By) -> EngineResult<()> {
        let them = by.you.other();
        let (you, owner) = (self.state.name(by.you), self.state.name(them));
        let r = &self.state.player(them).resources;
        let total = r.ready + r.exhausted;
        if total as usize > r.known.len() {
            return Err(self.error(
                ErrorKind::Unsupported,
                format!(
                    "{}: {owner} controls {total} resources but the scenario names {} of them; name every one (which has Smuggle decides what the ability does)",
                    by.source,
                    r.known.len()
                ),
            ));
        }
        if total == 0 {
            return self.note(
                format!("{}: {owner} controls no resource to reveal.", by.source),
                &["1.7.1"],
            );
        }
        // Picked one at a time and set apart, so the next pick is among
        // those not revealed yet.
        let mut revealed: Vec<Pick> = Vec::new();
        for n in 1..=count.min(total) {
            let picks = self.resource_picks(them);
            let options: Vec<String> = picks.iter().map(|k| self.pick_label(k)).collect();
            let prompt = format!(
                "{}: which of {owner}'s resources does {you} reveal? ({n} of {count})",
                by.source
            );
            let Some(i) = self.decide_index(by.you, prompt, options, &["1.7.4"])? else {
                return Ok(());
            };
            let Some(pick) = picks.get(i).cloned() else {
                break;
            };
            self.remove_resource(them, &pick);
            revealed.push(pick);
        }
        let names: Vec<String> = revealed.iter().map(|k| self.pick_label(k)).collect();
        self.record(
            kinds::NOTE,
            StepText::new(
                crate::text!("{} picks which of {}'s facedown resources {} reveals, and they are shown to both players: {} (who picks them is open question 25).", &you, &owner, by.source, names.join(", ")),
                &["8.25.1", "1.7.3"],
            )
            .player(by.you)
            .source(by.source)
            .reading(ENEMY_RESOURCES_REVEALED_BY_ITS_CONTROLLER),
        )?;
        let granted = !self.smuggle_granters(them).is_empty();
        let mut defeated = 0;
        for pick in revealed {
            let card = pick.card.clone().unwrap_or_default();
            let printed = self
                .pool
                .get(&card)
                .is_some_and(|d| d.keywords.contains(&Keyword::Smuggle) || d.smuggle.is_some());
            if !(printed || granted) {
                self.add_resource(them, pick.card, pick.ready);
                continue;
            }
            let label = self.pick_label(&pick);
            self.state.player_mut(them).discard.push(card);
            self.record(
                kinds::MOVE,
                StepText::new(
                    crate::text!("{} defeats {}'s revealed resource {}, which has Smuggle: it goes faceup to its owner's discard pile.", by.source, &owner, &label),
                    &["1.5.5f"],
                )
                .player(by.you)
                .source(by.source),
            )?;
            defeated += 1;
        }
        let theirs = By {
            you: them,
            source: by.source,
            this: by.this,
        };
        for _ in 0..defeated {
            self.resource_top_of_deck(theirs, false)?;
        }
        Ok(())
    }
}
