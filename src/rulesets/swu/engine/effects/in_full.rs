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
use super::super::{Engine, EngineResult, ErrorKind};
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
                    // Open question 24: a token set aside instead of
                    // returned; no reading is taken.
                    if self
                        .state
                        .unit(id)
                        .is_some_and(|u| self.is_type(&u.card, CardType::Token))
                    {
                        return Err(self.error(
                            ErrorKind::Unsupported,
                            format!("{}: whether a token unit returned to hand (set aside instead, 3.7.3) counts as returned for \"If you do\" is an open question (rulings question 24)", by.source),
                        ));
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
