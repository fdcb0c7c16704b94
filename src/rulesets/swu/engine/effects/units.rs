//! The effects that act on units and bases: damage, healing, defeat,
//! exhausting and readying, lasting effects (7.7.3), tokens on units,
//! control, returning to hand and capture (8.33).

use super::super::procedure::Ctx;
use super::super::{Engine, EngineResult, InstanceId, LastingKind};
use super::{By, Hit};
use crate::rulesets::swu::cards::{Duration, Target, UnitFilter};

impl Engine<'_> {
    pub(super) fn deal_damage_to(
        &mut self,
        target: Target,
        n: i32,
        ctx: &Ctx,
        by: By,
    ) -> EngineResult<()> {
        for hit in self.hits(target, ctx, by)? {
            self.deal_damage(hit, n, by.source, by.you)?;
        }
        Ok(())
    }

    pub(super) fn heal(&mut self, target: Target, n: i32, ctx: &Ctx, by: By) -> EngineResult<()> {
        for hit in self.hits(target, ctx, by)? {
            let name = self.hit_name(hit);
            let healed = match hit {
                Hit::Unit(id) => self.state.unit_mut(id).map(|u| {
                    let h = u.damage.min(n);
                    u.damage -= h;
                    h
                }),
                // A lasting "Bases can't be healed" wins (8.3.2).
                Hit::Base(_) if self.bases_unhealable() => {
                    self.note(
                        format!("{name} can't be healed: a lasting effect stops it."),
                        &["8.3.2", "7.7.3a"],
                    )?;
                    continue;
                }
                Hit::Base(p) => {
                    let b = &mut self.state.player_mut(p).base;
                    let h = b.damage.min(n);
                    b.damage -= h;
                    Some(h)
                }
            };
            self.note(
                format!(
                    "{} heals {} damage from {name}.",
                    by.source,
                    healed.unwrap_or(0)
                ),
                &["7.1.5"],
            )?;
        }
        Ok(())
    }

    pub(super) fn defeat_targets(&mut self, target: Target, ctx: &Ctx, by: By) -> EngineResult<()> {
        let ids = self.units_hit(target, ctx, by)?;
        self.defeat_at_once(ids, by)
    }

    /// Every unit one effect defeats is defeated at the same time, "each"
    /// or "all" alike (`for_each`): each sees the others' defeat (7.6.4) and
    /// what constant abilities gave each is fixed before any leaves (8.11.1).
    pub(super) fn defeat_at_once(&mut self, mut ids: Vec<InstanceId>, by: By) -> EngineResult<()> {
        let mut seen = Vec::new();
        ids.retain(|id| {
            let first = !seen.contains(id);
            seen.push(*id);
            first
        });
        self.defeat_together(&ids, &format!("{} defeats it", by.source), &["1.5.5c"])
    }

    /// Exhaust (`exhaust`) or ready the units hit.
    pub(super) fn set_exhausted(
        &mut self,
        target: Target,
        exhaust: bool,
        ctx: &Ctx,
        by: By,
    ) -> EngineResult<()> {
        for id in self.units_hit(target, ctx, by)? {
            let blocked = !exhaust && self.cant_ready(id);
            let name = self.hit_name(Hit::Unit(id));
            if blocked {
                self.note(
                    format!("{name} can't ready: a lasting effect stops it."),
                    // "Can't" overrides the ability's ready (8.3.2)
                    // while the lasting effect lasts (7.7.3b).
                    &["8.3.2", "7.7.3b"],
                )?;
            } else if let Some(u) = self.state.unit_mut(id) {
                u.exhausted = exhaust;
                let verb = if exhaust { "exhausts" } else { "readies" };
                self.note(format!("{} {verb} {name}.", by.source), &["7.1.5"])?;
            }
        }
        Ok(())
    }

    /// A lasting effect on each unit hit, for `duration` (7.7.3).
    pub(super) fn lasting_on(
        &mut self,
        target: Target,
        kind: LastingKind,
        duration: Duration,
        ctx: &Ctx,
        by: By,
    ) -> EngineResult<()> {
        for id in self.units_hit(target, ctx, by)? {
            self.add_lasting(by.source, by.you, id, kind.clone(), duration)?;
        }
        Ok(())
    }

    pub(super) fn give_shield(&mut self, target: Target, ctx: &Ctx, by: By) -> EngineResult<()> {
        for id in self.units_hit(target, ctx, by)? {
            let name = self.hit_name(Hit::Unit(id));
            if let Some(u) = self.state.unit_mut(id) {
                u.shields += 1;
                self.note(
                    format!("{} gives a Shield token to {name}.", by.source),
                    &["7.1.5"],
                )?;
            }
        }
        Ok(())
    }

    pub(super) fn give_experience(
        &mut self,
        target: Target,
        count: u32,
        ctx: &Ctx,
        by: By,
    ) -> EngineResult<()> {
        self.give_tokens(target, count, TokenUpgrade::Experience, ctx, by)
    }

    /// "Give 2 Shield tokens to it" (The Mandalorian): `count` to each unit
    /// the target reaches, chosen once.
    pub(super) fn give_shields(
        &mut self,
        target: Target,
        count: u32,
        ctx: &Ctx,
        by: By,
    ) -> EngineResult<()> {
        self.give_tokens(target, count, TokenUpgrade::Shield, ctx, by)
    }

    /// `count` token upgrades of one kind to each unit `target` reaches.
    fn give_tokens(
        &mut self,
        target: Target,
        count: u32,
        token: TokenUpgrade,
        ctx: &Ctx,
        by: By,
    ) -> EngineResult<()> {
        for id in self.units_hit(target, ctx, by)? {
            let name = self.hit_name(Hit::Unit(id));
            if let Some(u) = self.state.unit_mut(id) {
                let (on_it, one, many) = match token {
                    TokenUpgrade::Experience => {
                        (&mut u.experience, "Experience token", "Experience tokens")
                    }
                    TokenUpgrade::Shield => (&mut u.shields, "Shield token", "Shield tokens"),
                };
                *on_it += count;
                let what = super::super::count_of(count, one, many);
                self.note(format!("{} gives {what} to {name}.", by.source), &["7.1.5"])?;
            }
        }
        Ok(())
    }

    /// Defeat a Shield token on each unit hit, or (`all`) every one
    /// (Saboteur's, 7.5.10a, or any ability's that says so).
    pub(super) fn defeat_shield(
        &mut self,
        target: Target,
        all: bool,
        ctx: &Ctx,
        by: By,
    ) -> EngineResult<()> {
        let source = by.source;
        for id in self.units_hit(target, ctx, by)? {
            let name = self.hit_name(Hit::Unit(id));
            let had = self.state.unit(id).map(|u| u.shields).unwrap_or(0);
            if all {
                if let Some(u) = self.state.unit_mut(id) {
                    u.shields = 0;
                    u.marked_shields.clear();
                }
            } else if had > 0 {
                // Which token, when they differ, is the ability's
                // controller's (`engine::that_shield`).
                let Some(mark) = self.which_shield(id, by.you)? else {
                    return Ok(());
                };
                self.remove_shield(id, mark);
            }
            if had > 0 && all {
                // 7.5.10a is Saboteur's own text: cited only for Saboteur.
                // Any other ability's defeat of Shield tokens is its
                // effect, as the one-token case below.
                let rules: &[&'static str] = if ctx.keyword == Some("Saboteur") {
                    &["7.5.10a"]
                } else {
                    &["7.1.5"]
                };
                self.note(
                    format!("{source} defeats every Shield token on {name} ({had})."),
                    rules,
                )?;
            } else if had > 0 {
                self.note(
                    format!("{source} defeats a Shield token on {name}."),
                    &["7.1.5"],
                )?;
            } else {
                self.note(
                    format!("{name} has no Shield token left to defeat."),
                    &["7.1.5"],
                )?;
            }
        }
        Ok(())
    }

    pub(super) fn return_to_hand(&mut self, target: Target, ctx: &Ctx, by: By) -> EngineResult<()> {
        for id in self.units_hit(target, ctx, by)? {
            // Returned from play (8.24.1), it leaves play (8.12.1) and is
            // not defeated (8.24.2).
            self.return_to_owners_hand(id, "", &["8.24.1", "8.12.1", "8.24.2"], by.source)?;
        }
        Ok(())
    }

    pub(super) fn take_control(&mut self, target: Target, ctx: &Ctx, by: By) -> EngineResult<()> {
        for id in self.units_hit(target, ctx, by)? {
            if let Some(u) = self.state.unit_mut(id) {
                u.controller = by.you;
                self.control_changes += 1;
            }
            let name = self.hit_name(Hit::Unit(id));
            self.note(
                format!("{} takes control of {name}.", self.state.name(by.you)),
                // What taking control means (8.27.1), as for the owner's
                // taking it back below.
                &["8.27.1"],
            )?;
        }
        Ok(())
    }

    pub(super) fn owner_takes_control(
        &mut self,
        target: Target,
        ctx: &Ctx,
        by: By,
    ) -> EngineResult<()> {
        for id in self.units_hit(target, ctx, by)? {
            let owner = self.state.unit_mut(id).map(|u| {
                u.controller = u.owner;
                u.owner
            });
            self.control_changes += 1;
            if let Some(owner) = owner {
                let name = self.hit_name(Hit::Unit(id));
                self.note(
                    format!("{} takes control of {name}.", self.state.name(owner)),
                    // Taking control (8.27.1); when it happens is the
                    // delayed effect's (7.7.4b, cited on its resolution).
                    &["8.27.1"],
                )?;
            }
        }
        Ok(())
    }

    /// "This unit captures ...": the chosen unit goes under this unit, its
    /// guard (8.33.1).
    pub(super) fn capture_by_this(
        &mut self,
        target: Target,
        filter: &UnitFilter,
        ctx: &Ctx,
        by: By,
    ) -> EngineResult<()> {
        let Some(guard) = by.this.filter(|g| self.state.unit(*g).is_some()) else {
            return self.note(
                format!(
                    "{} is no longer in play, so it captures nothing.",
                    by.source
                ),
                &["8.33.1a"],
            );
        };
        let hits = self.targets_filtered(target, ctx, by.you, by.this, by.source, Some(filter))?;
        for hit in hits {
            if let Hit::Unit(id) = hit {
                self.capture(id, guard)?;
            }
        }
        Ok(())
    }
}

/// The token upgrades an effect gives by the count (3.6.12).
#[derive(Clone, Copy)]
enum TokenUpgrade {
    Experience,
    Shield,
}
