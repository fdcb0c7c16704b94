//! A unit whose own text says it enters play ready ("This unit enters
//! play ready.", SOR 193 Millennium Falcon; "If you control a non-unique
//! unit, this unit enters play ready."): a non-leader unit enters play
//! exhausted by default (1.5.4b), and a rescued one is returned
//! exhausted (8.33.3, 1.16.5d), but the card's text wins over the rules
//! (1.3.1). Its condition is checked as it enters, `p` (who will control
//! it) being "you", with the conditions a card's own cost uses
//! (`own_cost::own_cost_condition`).

use super::super::{kinds, Engine, EngineResult, PlayerId, StepText};
use crate::rulesets::swu::cards::text::{write::write_line, Line};

impl Engine<'_> {
    /// Does `card` enter play ready for `p` by its own text? Said in the
    /// trace when it does.
    pub(in crate::rulesets::swu::engine) fn enters_ready_itself(
        &mut self,
        p: PlayerId,
        card: &str,
    ) -> EngineResult<bool> {
        let pool = self.pool;
        let Some(def) = pool.get(card) else {
            return Ok(false);
        };
        let Some(k) = def.own_costs.iter().find(|k| {
            k.enters_ready
                && k.condition
                    .as_ref()
                    .is_none_or(|c| self.own_cost_condition(p, c))
        }) else {
            return Ok(false);
        };
        let line = write_line(&Line::OwnCost {
            cost: k.clone(),
            event: false,
        })
        .unwrap_or_else(|| "its own text".to_string());
        self.record(
            kinds::NOTE,
            StepText::new(
                crate::text!("{}'s \"{}\": it enters play ready, not exhausted as units do by default (the card's text wins over the rules).", &def.name, &line),
                &["1.5.4b", "1.3.1"],
            )
            .player(p),
        )?;
        Ok(true)
    }
}
