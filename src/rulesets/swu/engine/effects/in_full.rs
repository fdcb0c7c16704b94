//! "You may <this>. If you do, ...": whether <this> was resolved in full
//! (8.9.1), for the effects beyond paying, using the Force and
//! discarding (`flow::resolved_in_full`): giving a Shield token to a
//! chosen unit (in full when there was a unit to give it to), exhausting
//! a chosen unit (in full only when it was ready: an exhausted unit may be
//! chosen but is not exhausted by it, 1.5.4e), and revealing a card of a
//! type from the hand (in full only when there was one, 8.9.1's ISB Agent
//! example).

use super::super::procedure::Ctx;
use super::super::{Engine, EngineResult, ErrorKind, StepText};
use super::By;
pub(super) use crate::rulesets::swu::cards::if_you_do::tells;
use crate::rulesets::swu::cards::{CardType, Effect, Target};
use crate::rulesets::swu::engine::decide::Ask;
use crate::rulesets::swu::engine::kinds;

impl Engine<'_> {
    /// Resolve `e` (one of `cards::if_you_do::tells`) and say whether it was resolved in
    /// full.
    pub(super) fn chosen_in_full(&mut self, e: &Effect, ctx: &Ctx, by: By) -> EngineResult<bool> {
        match e {
            Effect::GiveShield { target } | Effect::Exhaust { target } => {
                let hits = self.units_hit(*target, ctx, by)?;
                let mut in_full = !hits.is_empty();
                for id in hits {
                    let mut on_it = ctx.clone();
                    on_it.it = Some(id);
                    if matches!(e, Effect::GiveShield { .. }) {
                        self.give_shield(Target::It, &on_it, by)?;
                    } else {
                        in_full &= self.state.unit(id).is_some_and(|u| !u.exhausted);
                        self.set_exhausted(Target::It, true, &on_it, by)?;
                    }
                }
                Ok(in_full)
            }
            Effect::RevealFromHand { card_type } => self.reveal_from_hand(*card_type, by),
            other => Err(self.error(
                ErrorKind::Unsupported,
                format!("{}: \"in full\" is not told for {other:?}", by.source),
            )),
        }
    }

    /// Reveal a card of `card_type` from the hand: the player chooses one
    /// (8.25.2); it stays in the hand (8.25.3). `false` when the hand has
    /// none. A hand the scenario leaves unknown cannot say: an error.
    pub(super) fn reveal_from_hand(&mut self, card_type: CardType, by: By) -> EngineResult<bool> {
        let hand = self.state.player(by.you).hand.clone();
        let mut options: Vec<String> = hand
            .iter()
            .filter_map(|c| c.id())
            .filter(|id| self.is_type(id, card_type))
            .map(str::to_string)
            .collect();
        options.dedup();
        let kind = format!("{card_type:?}").to_lowercase();
        if options.is_empty() {
            if hand.iter().any(|c| c.id().is_none()) {
                return Err(self.error(
                    ErrorKind::Unsupported,
                    format!(
                        "{}: reveals a {kind} from {}'s hand, but the scenario does not say what the hand holds: list it",
                        by.source,
                        self.state.name(by.you)
                    ),
                ));
            }
            self.note(
                format!(
                    "{} has no {kind} in hand to reveal for {}.",
                    self.state.name(by.you),
                    by.source
                ),
                &["8.25.2", "8.9.1"],
            )?;
            return Ok(false);
        }
        let prompt = format!(
            "{}: which {kind} does {} reveal?",
            by.source,
            self.state.name(by.you)
        );
        let Some(chosen) = self.decide(by.you, prompt, options, Ask::One, &["8.25.2"])? else {
            return Ok(false);
        };
        let name = self.card_name(&chosen[0]);
        self.record(
            kinds::NOTE,
            StepText::new(
                format!(
                    "{} reveals {name} from their hand; it stays there.",
                    self.state.name(by.you)
                ),
                &["8.25.1", "8.25.3"],
            )
            .source(by.source),
        )?;
        Ok(true)
    }
}
