//! Indirect damage (8.35): "Deal 3 indirect damage to a player". The
//! player dealt it, not the ability's controller, divides it among their
//! own units and base as they choose (8.35.1), one point at a time, each
//! point a decision of theirs listing every unit that can still take one
//! (no more than its remaining HP, 8.35.3) and their base. Then it is all
//! dealt at once (8.35.5), unpreventable: a Shield token neither stops it
//! nor is defeated by it (8.35.2, 8.35.2a). It is still dealt by the
//! ability's controller (8.35.4): the step names them.

use super::super::decide::Ask;
use super::super::{kinds, Engine, EngineResult, ErrorKind, PlayerId, StepText};
use super::{By, Hit};
use crate::rulesets::swu::cards::{IndirectTo, PlayerSel};

impl Engine<'_> {
    pub(super) fn indirect_damage(
        &mut self,
        amount: u32,
        to: IndirectTo,
        by: By,
    ) -> EngineResult<()> {
        let players = match to {
            // "To deal X indirect damage, choose a player" (8.35.1).
            IndirectTo::ChosenPlayer => self.players(PlayerSel::ChosenPlayer, by.you, by.source)?,
            IndirectTo::EachOpponent => vec![by.you.other()],
            IndirectTo::DefendingPlayer => vec![self.defending_player(by)?],
        };
        for p in players {
            let assigned = self.assign_indirect(p, amount, by)?;
            self.deal_indirect(&assigned, by)?;
        }
        Ok(())
    }

    /// The player whose unit or base the current attack is against.
    fn defending_player(&self, by: By) -> EngineResult<PlayerId> {
        let Some(attack) = self.attacks.last() else {
            return Err(self.error(
                ErrorKind::Unsupported,
                format!(
                    "{}: deals indirect damage to the defending player, but no attack is under way",
                    by.source
                ),
            ));
        };
        Ok(match attack.defender {
            Hit::Base(p) => p,
            // A defending unit that has left play since: its controller is
            // still the attacker's opponent.
            Hit::Unit(id) => self.state.unit(id).map_or_else(
                || {
                    self.state
                        .unit(attack.attacker)
                        .map_or(by.you.other(), |a| a.controller.other())
                },
                |u| u.controller,
            ),
        })
    }

    /// `p` divides `amount` points among their units and base, point by
    /// point: the hits with how many points each.
    fn assign_indirect(
        &mut self,
        p: PlayerId,
        amount: u32,
        by: By,
    ) -> EngineResult<Vec<(Hit, i32)>> {
        let name = self.state.name(p);
        let mut assigned: Vec<(Hit, i32)> = Vec::new();
        let already = |assigned: &[(Hit, i32)], h: Hit| {
            assigned
                .iter()
                .find(|(x, _)| *x == h)
                .map_or(0, |(_, n)| *n)
        };
        for point in 1..=amount {
            let mut candidates: Vec<Hit> = self
                .state
                .units
                .iter()
                .filter(|u| u.controller == p)
                .filter(|u| {
                    self.unit_hp(u) - u.damage - already(&assigned, Hit::Unit(u.instance)) > 0
                })
                .map(|u| Hit::Unit(u.instance))
                .collect();
            candidates.push(Hit::Base(p));
            let options: Vec<String> = candidates.iter().map(|h| self.hit_name(*h)).collect();
            let prompt = format!(
                "{}: {name} assigns point {point} of {amount} of indirect damage: to which of their units or their base?",
                by.source
            );
            let Some(chosen) =
                self.decide(p, prompt, options.clone(), Ask::One, &["8.35.1", "8.35.3"])?
            else {
                return Ok(assigned);
            };
            let i = options.iter().position(|o| *o == chosen[0]).unwrap_or(0);
            let hit = candidates[i];
            match assigned.iter_mut().find(|(x, _)| *x == hit) {
                Some((_, n)) => *n += 1,
                None => assigned.push((hit, 1)),
            }
        }
        Ok(assigned)
    }

    /// Deal the assigned damage, all at once and unpreventable.
    fn deal_indirect(&mut self, assigned: &[(Hit, i32)], by: By) -> EngineResult<()> {
        for &(hit, n) in assigned {
            let name = self.hit_name(hit);
            let shielded = match hit {
                Hit::Unit(id) => match self.state.unit_mut(id) {
                    Some(u) => {
                        u.damage += n;
                        u.shields > 0
                    }
                    None => continue,
                },
                Hit::Base(p) => {
                    self.state.player_mut(p).base.damage += n;
                    false
                }
            };
            let (text, rules): (String, &[&'static str]) = if shielded {
                (
                    format!(
                        "{} deals {n} indirect damage to {name}; it is unpreventable, so the Shield token on it neither prevents it nor is defeated.",
                        by.source
                    ),
                    &["8.35.2", "8.35.2a", "8.35.4", "8.35.5"],
                )
            } else {
                (
                    format!("{} deals {n} indirect damage to {name}.", by.source),
                    &["8.35.2", "8.35.4", "8.35.5"],
                )
            };
            self.record(
                kinds::DAMAGE,
                StepText::new(text, rules).player(by.you).source(by.source),
            )?;
        }
        Ok(())
    }
}
