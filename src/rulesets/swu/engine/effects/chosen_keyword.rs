//! Admiral Yularen: "When Played: Choose Grit, Restore 1, Sentinel, or
//! Shielded. While this unit is in play, each friendly Vehicle unit gains
//! the chosen Keyword." The player resolving the ability chooses one of
//! the printed keywords (8.4.1: one that matches what the ability names; a
//! choice point listing them all); the effect then lasts on this unit until
//! it leaves play (`LastingKind::GrantsKeyword`, `Duration::WhileInPlay`),
//! each friendly unit that passes the filter having the keyword (7.5.3;
//! engine/granted_keywords.rs). With this unit gone from play before the
//! ability resolves, nothing lasts.
//!
//! Whether units that enter play later gain it is open question 36: CR
//! v7.0 7.7.3d limits a lasting effect to the cards in play as it is
//! created unless it says otherwise, while the card names no such limit
//! and one of its options (Shielded) does something only for a unit that
//! enters play afterwards. The engine reaches every friendly unit that
//! passes while the effect lasts, and marks the step that creates it.

use super::super::decide::Ask;
use super::super::kinds;
use super::super::readings::GRANT_REACHES_LATER_UNITS;
use super::super::{Engine, EngineResult, LastingKind, StepText};
use super::By;
use crate::rulesets::swu::cards::chosen_keyword::KeywordOption;
use crate::rulesets::swu::cards::{Duration, UnitFilter};

/// "Restore 1", "Sentinel": a keyword option as the card prints it.
fn option_words(o: &KeywordOption) -> String {
    if o.amount > 0 {
        format!("{:?} {}", o.keyword, o.amount)
    } else {
        format!("{:?}", o.keyword)
    }
}

impl Engine<'_> {
    pub(super) fn choose_keyword_while_in_play(
        &mut self,
        options: &[KeywordOption],
        filter: &UnitFilter,
        by: By,
    ) -> EngineResult<()> {
        let Some(this) = by.this.filter(|id| self.state.unit(*id).is_some()) else {
            return self.note(
                format!(
                    "{} is no longer in play: no keyword is chosen and nothing lasts.",
                    by.source
                ),
                &["7.7.3a"],
            );
        };
        let words: Vec<String> = options.iter().map(option_words).collect();
        let prompt = format!(
            "{}: which keyword does {} choose?",
            by.source,
            self.state.name(by.you)
        );
        let Some(c) = self.decide(by.you, prompt, words.clone(), Ask::One, &["8.4.1"])? else {
            return Ok(());
        };
        let Some(chosen) = words.iter().position(|w| *w == c[0]).map(|i| options[i]) else {
            return Ok(());
        };
        let label = self.unique_label(format!("{}/lasting", crate::scenario_slug(by.source)));
        self.state
            .lasting
            .push(crate::rulesets::swu::engine::LastingEffect {
                label,
                source: by.source.to_string(),
                controller: by.you,
                target: this,
                effect: LastingKind::GrantsKeyword {
                    keyword: chosen.keyword,
                    amount: chosen.amount,
                    filter: filter.clone(),
                },
                duration: Duration::WhileInPlay,
            });
        self.record(
            kinds::NOTE,
            StepText::new(
                format!(
                    "{source}: {who} chooses {kw}. While {source} is in play, the friendly units it names have {kw}, units that enter play later too (the engine's reading of open question 36; 7.7.3d would limit a lasting effect to the units in play as it is created).",
                    source = by.source,
                    who = self.state.name(by.you),
                    kw = c[0],
                ),
                &["7.5.3", "7.7.3a", "7.7.3d"],
            )
            .reading(GRANT_REACHES_LATER_UNITS),
        )
    }
}
