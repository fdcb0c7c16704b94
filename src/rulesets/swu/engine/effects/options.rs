//! "Choose one:" / "Choose two, in any order:": the ability's controller
//! picks different options, one at a time, and each picked option resolves
//! before the next is picked (8.4.4); they resolve in the order picked
//! (7.1.5: the player may resolve chosen options in any order).
//!
//! **Open question 23** (docs/rulings-questions.md): may a player pick an
//! option that cannot resolve while another could? 8.4.4 asks only for a
//! different option each time; 1.3.2 (do as much as you can) could be read
//! as ruling such an option out. The engine offers every option not picked
//! yet, and marks the step after an option that changed nothing in the
//! game: under the other reading that pick was legal only if no option
//! could have resolved. An option that is a payment which paid nothing
//! ("Either pay 1 or return this unit ...", Millennium Falcon) is marked
//! with open question 31 instead.

use super::super::procedure::Ctx;
use super::super::readings::{CHOOSE_AN_OPTION_THAT_DOES_NOTHING, EITHER_PAY_OR_WITH_NOTHING};
use super::super::{kinds, Engine, EngineResult, StepText};
use super::By;
use crate::rulesets::swu::cards::text::write::write_ability;
use crate::rulesets::swu::cards::trigger::Trigger;
use crate::rulesets::swu::cards::{Ability, Effect};
use crate::timing::OrderNode;

impl Engine<'_> {
    pub(super) fn choose_options(
        &mut self,
        count: u32,
        options: &[Vec<Effect>],
        ctx: &mut Ctx,
        by: By,
    ) -> EngineResult<Vec<OrderNode>> {
        let you = self.state.name(by.you);
        let mut left: Vec<usize> = (0..options.len()).collect();
        let mut out = Vec::new();
        for n in 1..=count {
            if left.is_empty() {
                break;
            }
            let names: Vec<String> = left
                .iter()
                .map(|i| option_words(*i, &options[*i]))
                .collect();
            let which = if count > 1 {
                format!(" ({n} of {count})")
            } else {
                String::new()
            };
            let prompt = format!("{}: which option does {you} choose{which}?", by.source);
            let Some(k) = self.decide_index(by.you, prompt, names.clone(), &["8.4.4"])? else {
                return Ok(out);
            };
            let picked = left.remove(k);
            // Compared after the option, to tell a trainee when the pick is
            // the one the open question is about.
            let before = self.state.clone();
            let mut part = ctx.clone();
            out.extend(self.resolve_effects(
                &options[picked],
                &mut part,
                by.you,
                by.source,
                by.this,
            )?);
            ctx.remember_from(&part);
            // An unchanged state is a game still going on: the decision
            // above is asked only while it does (5.6.2), so this file need
            // not ask whether the game is over.
            if self.state == before {
                // A payment that paid nothing ("Either pay 1 or ...") is
                // open question 31's; any other option, 23's.
                let payment = matches!(options[picked].as_slice(), [Effect::Pay { .. }]);
                let (open, reading) = if payment {
                    ("whether a payment that cannot be made may be chosen in an \"either ... or\" is open", EITHER_PAY_OR_WITH_NOTHING)
                } else {
                    (
                        "whether one that cannot resolve may be chosen while another could is open",
                        CHOOSE_AN_OPTION_THAT_DOES_NOTHING,
                    )
                };
                self.record(
                    kinds::NOTE,
                    StepText::new(
                        crate::text!("{}'s option \"{}\" of {} changed nothing. Any option not chosen yet may be chosen (8.4.4); {} (1.3.2: do as much as you can).", &you, &names[k], by.source, &open),
                        &["8.4.4", "1.3.2"],
                    )
                    .player(by.you)
                    .source(by.source)
                    .reading(reading),
                )?;
            }
        }
        Ok(out)
    }
}

/// An option as its card prints it (the writer's words), or its place.
fn option_words(index: usize, effects: &[Effect]) -> String {
    // "pay 1" is written only beside what it goes with ("Either pay 1 or
    // ..."), so alone it is said here.
    if let [Effect::Pay { amount }] = effects {
        return format!("Pay {amount}.");
    }
    let a = Ability {
        id: None,
        when: vec![Trigger::Event],
        may: false,
        granted: false,
        cost: 0,
        exhaust: false,
        defeat_friendly: false,
        return_this: None,
        played: None,
        coordinate: false,
        effects: effects.to_vec(),
    };
    write_ability(&a).unwrap_or_else(|| format!("option {}", index + 1))
}
