//! "Heal up to 8 total damage from any number of units and/or bases. Deal
//! that much damage to this unit." (Redemption): the player chooses how
//! much to heal, 0 to 8 (8.30.1), and from which damaged units and bases,
//! a point at a time; the heal is applied at once, and "that much" is the
//! damage it removed (1.9.3: only counters removed count as healed).

use super::super::decide::Ask;
use super::super::procedure::Ctx;
use super::super::{Engine, EngineResult};
use super::{By, Hit};
use crate::rulesets::swu::cards::Effect;
use crate::timing::OrderNode;

/// The option that ends the heal before its total ("up to", 8.30.1).
const NO_MORE: &str = "heal no more";

impl Engine<'_> {
    pub(super) fn heal_divided(
        &mut self,
        amount: u32,
        then: &[Effect],
        ctx: &Ctx,
        by: By,
    ) -> EngineResult<Vec<OrderNode>> {
        // Every unit and both bases, with the damage on each: a point can
        // be placed only where damage is left to remove (1.9.3).
        let mut left: Vec<(Hit, i32)> = self
            .state
            .units
            .iter()
            .map(|u| (Hit::Unit(u.instance), u.damage))
            .collect();
        for p in [by.you, by.you.other()] {
            // A lasting "Bases can't be healed" leaves a base out (8.3.2).
            if !self.bases_unhealable() {
                left.push((Hit::Base(p), self.state.player(p).base.damage));
            }
        }
        let mut shares = vec![0i32; left.len()];
        for point in 1..=amount {
            let open: Vec<usize> = (0..left.len()).filter(|&i| left[i].1 > shares[i]).collect();
            if open.is_empty() {
                break;
            }
            let mut options: Vec<String> = open.iter().map(|&i| self.hit_name(left[i].0)).collect();
            options.push(NO_MORE.to_string());
            let prompt = format!(
                "{}: which unit or base does {} heal damage {point} of up to {amount} from?",
                by.source,
                self.state.name(by.you)
            );
            let Some(chosen) =
                self.decide(by.you, prompt, options.clone(), Ask::One, &["8.30.1"])?
            else {
                return Ok(Vec::new());
            };
            match options.iter().position(|o| *o == chosen[0]) {
                Some(k) if k < open.len() => shares[open[k]] += 1,
                _ => break,
            }
        }
        let mut healed = 0;
        for ((hit, _), n) in left.into_iter().zip(shares) {
            if n == 0 {
                continue;
            }
            let before = self.damage_on(hit);
            let mut on_it = ctx.clone();
            let target = match hit {
                Hit::Unit(id) => {
                    on_it.it = Some(id);
                    crate::rulesets::swu::cards::Target::It
                }
                Hit::Base(p) => {
                    on_it.it = None;
                    on_it.it_base = Some(p);
                    crate::rulesets::swu::cards::Target::It
                }
            };
            self.heal(target, n, &on_it, by)?;
            healed += before - self.damage_on(hit);
        }
        let mut inner = ctx.clone();
        inner.healed = Some(healed);
        self.resolve_effects(then, &mut inner, by.you, by.source, by.this)
    }

    /// The damage on a unit or base now; 0 for a unit gone from play.
    fn damage_on(&self, hit: Hit) -> i32 {
        match hit {
            Hit::Unit(id) => self.state.unit(id).map_or(0, |u| u.damage),
            Hit::Base(p) => self.state.player(p).base.damage,
        }
    }
}
