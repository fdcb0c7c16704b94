//! "You may <this>. If you do, ...": whether <this> was resolved in full
//! (8.9.1), for the effects beyond paying, using the Force and
//! discarding (`flow::resolved_in_full`): giving a Shield token to a
//! chosen unit (in full when there was a unit to give it to), exhausting
//! a chosen unit (in full only when it was ready: an exhausted unit may be
//! chosen but is not exhausted by it, 1.5.4e), defeating a chosen unit (in
//! full when it left play). Revealing from the hand
//! (in full only when a card was revealed, 8.9.1's ISB Agent example) is
//! `engine::reveal_from_hand`.

use super::super::procedure::Ctx;
use super::super::readings::TOKEN_RETURNED_TO_HAND;
use super::super::{kinds, Engine, EngineResult, ErrorKind, StepText};
use super::By;
pub(super) use crate::rulesets::swu::cards::if_you_do::tells;
use crate::rulesets::swu::cards::{CardType, Effect, Target};

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
            // Defeated in full when a unit was chosen and left play by it
            // (Emperor Palpatine's "You may defeat another friendly unit.
            // If you do, ...").
            Effect::Defeat { target } => {
                let hits = self.units_hit(*target, ctx, by)?;
                let mut in_full = !hits.is_empty();
                for id in hits {
                    let mut on_it = ctx.clone();
                    on_it.it = Some(id);
                    self.defeat_targets(Target::It, &on_it, by)?;
                    in_full &= self.state.unit(id).is_none();
                }
                Ok(in_full)
            }
            // A chosen unit returned to its owner's hand: in full when one
            // was chosen and left play by it.
            Effect::Choose {
                target,
                filter,
                then,
            } => {
                let hits =
                    self.targets_filtered(*target, ctx, by.you, by.this, by.source, Some(filter))?;
                let mut in_full = !hits.is_empty();
                for hit in hits {
                    let super::Hit::Unit(id) = hit else {
                        in_full = false;
                        continue;
                    };
                    // Open question 24: a token unit goes to no hand;
                    // it is set aside and still counts as having left play
                    // (3.7.3). The engine takes that as returned in full,
                    // as it counts a defeat (the unit left play by it),
                    // and marks the step: under the other reading nothing
                    // more resolves.
                    let token = self
                        .state
                        .unit(id)
                        .is_some_and(|u| self.is_type(&u.card, CardType::Token));
                    if token {
                        let text = format!(
                            "{}: the token unit chosen goes to no hand; it is set aside and still counts as having left play, taken here as returned in full (open question 24).",
                            by.source
                        );
                        self.record(
                            kinds::NOTE,
                            StepText::new(text, &["3.7.3", "8.32.2"])
                                .player(by.you)
                                .source(by.source)
                                .reading(TOKEN_RETURNED_TO_HAND),
                        )?;
                    }
                    let mut on_it = ctx.clone();
                    on_it.it = Some(id);
                    self.resolve_effects(then, &mut on_it, by.you, by.source, by.this)?;
                    in_full &= self.state.unit(id).is_none();
                }
                Ok(in_full)
            }
            // "Discard your hand" is resolved in full even from an empty
            // hand (1.14.6).
            Effect::DiscardHand => {
                self.discard_hand(by)?;
                Ok(true)
            }
            other => Err(self.error(
                ErrorKind::Unsupported,
                format!("{}: \"in full\" is not told for {other:?}", by.source),
            )),
        }
    }
}
