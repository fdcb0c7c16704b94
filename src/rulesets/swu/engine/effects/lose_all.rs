//! Force Lightning's two effects: "It loses all abilities for this phase"
//! (8.14.2; what losing them does is engine/lost_abilities.rs) and "pay any
//! number of resources and deal 2 damage to the chosen unit for each
//! resource paid this way".

use super::super::decide::Ask;
use super::super::procedure::Ctx;
use super::super::readings::CREDIT_PAYS_ONE_OF_ANY_NUMBER;
use super::super::{kinds, Engine, EngineResult, LastingKind, StepText};
use super::{By, Hit};
use crate::rulesets::swu::cards::{LoseAllAbilities, PayAnyNumberDealDamage};

impl Engine<'_> {
    /// The lasting effect on each unit the target reaches (7.7.3a).
    pub(super) fn lose_all_abilities(
        &mut self,
        e: &LoseAllAbilities,
        ctx: &Ctx,
        by: By,
    ) -> EngineResult<()> {
        for id in self.units_hit(e.target, ctx, by)? {
            let name = self.hit_name(Hit::Unit(id));
            self.add_lasting(
                by.source,
                by.you,
                id,
                LastingKind::LosesAllAbilities,
                e.duration,
            )?;
            self.note(
                format!("While it lasts, {name} has no abilities, printed or given to it by other cards, and gains none; its power, HP and modifiers stay (8.14.2)."),
                &["8.14.2", "8.15.1"],
            )?;
        }
        Ok(())
    }

    /// The player chooses how many resources to pay, from 0 to all they
    /// can pay now (ready resources, and Credit tokens, each paying 1:
    /// 3.7.13); then one instance of damage, `damage` for each one paid.
    pub(super) fn pay_any_number_deal_damage(
        &mut self,
        e: &PayAnyNumberDealDamage,
        ctx: &Ctx,
        by: By,
    ) -> EngineResult<()> {
        let most = self.spendable(by.you);
        let name = self.state.name(by.you);
        let prompt = format!(
            "{}: how many resources does {name} pay? Any number from 0 to {most}; {} damage for each (1.7.2)",
            by.source, e.damage
        );
        let options: Vec<String> = (0..=most).map(|n| n.to_string()).collect();
        let Some(chosen) = self.decide(by.you, prompt, options, Ask::One, &["1.7.2"])? else {
            return Ok(());
        };
        let paid: u32 = chosen.first().and_then(|n| n.parse().ok()).unwrap_or(0);
        if paid == 0 {
            return self.note(
                format!(
                    "{name} pays no resources, so {} deals no damage.",
                    by.source
                ),
                &["1.7.2"],
            );
        }
        let credited = self.credits_toward(by.you, paid, by.source, true)?;
        let from_resources = paid - credited;
        let r = &mut self.state.player_mut(by.you).resources;
        r.ready -= from_resources;
        r.exhausted += from_resources;
        let how = if credited > 0 {
            format!("exhausting {from_resources} ready resources; {credited} of it paid by Credit tokens (the engine's reading of open question 39)")
        } else {
            format!("exhausting {from_resources} ready resources")
        };
        let mut step = StepText::new(
            crate::text!("{} pays {} for {}, {}.", &name, &paid, by.source, &how),
            &["1.7.2", "3.7.13"],
        )
        .player(by.you)
        .source(by.source);
        if credited > 0 {
            step = step.reading(CREDIT_PAYS_ONE_OF_ANY_NUMBER);
        }
        self.record(kinds::NOTE, step)?;
        let total = e.damage * paid as i32;
        self.deal_damage_to(e.target, total, ctx, by)
    }
}
