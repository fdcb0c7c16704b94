//! Damage one ability deals to several units at once (1.9.8): "Deal 2
//! damage to a friendly ground unit and 2 damage to an enemy ground unit".
//! Every target is chosen first, in the order written (7.1.5); then all
//! of the damage is dealt with nothing checked between, so a unit the
//! first damage defeats is still there as the rest is dealt, and any
//! abilities the damage triggers wait until it all is (1.9.8). Where the
//! units are both players' (Death Trooper's friendly and enemy unit), this
//! is also 7.1.4's rule that an ability affecting both players resolves for
//! both at once when it can. The state is checked after the whole effect,
//! like after any other.

use super::super::procedure::Ctx;
use super::super::{Engine, EngineResult, ErrorKind};
use super::{By, Hit};
use crate::rulesets::swu::cards::{Effect, Target, UnitFilter};

impl Engine<'_> {
    pub(super) fn damage_at_once(
        &mut self,
        effects: &[Effect],
        ctx: &Ctx,
        by: By,
    ) -> EngineResult<()> {
        let mut dealt: Vec<(Hit, i32)> = Vec::new();
        for effect in effects {
            let (hits, amount) = match effect {
                // "another enemy unit": other than the unit chosen before
                // it in this sentence (8.18.2), passed as the one to be
                // other than.
                Effect::DealDamage {
                    amount,
                    target: target @ Target::ChosenAnotherEnemyUnit,
                } => {
                    let before = dealt.iter().rev().find_map(|(h, _)| match h {
                        Hit::Unit(id) => Some(*id),
                        Hit::Base(_) => None,
                    });
                    (
                        self.targets_filtered(*target, ctx, by.you, before, by.source, None)?,
                        self.amount(amount, ctx, by.you, by.this),
                    )
                }
                Effect::DealDamage { amount, target } => (
                    self.hits(*target, ctx, by)?,
                    self.amount(amount, ctx, by.you, by.this),
                ),
                Effect::Choose {
                    target,
                    filter,
                    then,
                } => match then.as_slice() {
                    [Effect::DealDamage {
                        amount,
                        target: Target::It,
                    }] => (
                        self.targets_filtered(
                            *target,
                            ctx,
                            by.you,
                            by.this,
                            by.source,
                            Some(filter),
                        )?,
                        self.amount(amount, ctx, by.you, by.this),
                    ),
                    _ => return Err(not_damage(self, effect, by)),
                },
                _ => return Err(not_damage(self, effect, by)),
            };
            dealt.extend(hits.into_iter().map(|h| (h, amount)));
        }
        for (hit, amount) in dealt {
            self.deal_damage_cited(hit, amount, by.source, by.you, &["1.9.8"])?;
        }
        Ok(())
    }
}

impl Engine<'_> {
    /// "Deal N damage divided as you choose among enemy units" (8.4.5):
    /// the controller places the damage one point at a time, each a choice
    /// among every eligible unit (a unit may take more than its remaining
    /// HP, and every point must be placed); then each unit's share is dealt,
    /// all at once, nothing checked between (1.9.8).
    pub(super) fn divide_damage(
        &mut self,
        amount: u32,
        target: Target,
        filter: &UnitFilter,
        ctx: &Ctx,
        by: By,
    ) -> EngineResult<()> {
        let eligible =
            self.targets_filtered(target, ctx, by.you, by.this, by.source, Some(filter))?;
        if eligible.is_empty() {
            return self.note(
                format!(
                    "{}: there is no unit to divide the damage among, so none is dealt.",
                    by.source
                ),
                &["8.4.5"],
            );
        }
        self.place_divided(eligible, amount, by.source, by)
    }

    /// Every point of `amount`, placed one at a time by the ability's
    /// controller on one of `eligible`, then each unit's share dealt by
    /// `dealer` (the ability's card, or the unit that deals it), all at
    /// once (8.4.5, 1.9.8).
    pub(super) fn place_divided(
        &mut self,
        eligible: Vec<Hit>,
        amount: u32,
        dealer: &str,
        by: By,
    ) -> EngineResult<()> {
        let options: Vec<String> = eligible.iter().map(|h| self.hit_name(*h)).collect();
        let mut shares = vec![0i32; eligible.len()];
        for point in 1..=amount {
            let prompt = format!(
                "{}: which unit does {} put damage {point} of {amount} on?",
                by.source,
                self.state.name(by.you)
            );
            let Some(k) = self.decide_index(by.you, prompt, options.clone(), &["8.4.5"])? else {
                return Ok(());
            };
            shares[k] += 1;
        }
        for (hit, n) in eligible.into_iter().zip(shares) {
            if n > 0 {
                self.deal_damage_cited(hit, n, dealer, by.you, &["8.4.5", "1.9.8"])?;
            }
        }
        Ok(())
    }
}

/// Only damage is dealt "at once"; anything else there is an error in the
/// card's data, never a guess.
fn not_damage(e: &Engine, effect: &Effect, by: By) -> super::super::EngineError {
    e.error(
        ErrorKind::Unsupported,
        format!(
            "{}: only damage is dealt at once, not {effect:?}",
            by.source
        ),
    )
}
