//! "The next unit you play this phase costs 1 less." (Honor-Bound
//! Partisan, GNK Power Droid): the CR's own example of a delayed effect
//! (7.7.4a). It waits, on the game (`GameState::game_lasting`), for its
//! condition, its controller's next play of such a card; it lasts even
//! after its card left play (7.7.4c) and is gone with the phase
//! (`procedure::moment`). When that card's cost is determined, the
//! decrease applies with the other modifiers, after any increase
//! (1.8.3), and the effect is used up. A play "for free" bypasses every
//! modifier (1.8.5), the decrease too; whether it still uses the effect up
//! the CR does not say (open question 42): the engine reads the free card
//! as the next card played, the effect's condition (7.7.4b), so it is used
//! up, and marks the step.

use super::super::cost::PlayCost;
use super::super::readings::NEXT_COSTS_LESS_MET_FOR_FREE;
use super::super::{kinds, Engine, EngineResult, GameLasting, GameLastingKind, PlayerId, StepText};
use super::By;
use crate::rulesets::swu::cards::{CardType, Duration};

impl Engine<'_> {
    pub(super) fn next_costs_less(
        &mut self,
        card_type: Option<CardType>,
        less: u32,
        not_aspects: &[String],
        by: By,
    ) -> EngineResult<()> {
        let label = self.unique_label(format!("{}/next-play", crate::scenario_slug(by.source)));
        self.state.game_lasting.push(GameLasting {
            label,
            source: by.source.to_string(),
            controller: by.you,
            effect: GameLastingKind::NextCostsLess {
                card_type,
                less,
                not_aspects: not_aspects.to_vec(),
            },
            duration: Duration::ThisPhase,
        });
        self.note(
            format!(
                "The next {}{} {} plays this phase costs {less} less ({}): a delayed effect, waiting for that play.",
                not_aspects
                    .iter()
                    .map(|a| format!("non-{a} "))
                    .collect::<String>(),
                kind_word(card_type),
                self.state.name(by.you),
                by.source
            ),
            &["7.7.4a"],
        )
    }

    /// `p` plays `card`: each of `p`'s delayed "the next ... costs N
    /// less" effects that the card matches lowers its cost and is used up
    /// (7.7.4a, 7.7.4b).
    pub(in super::super) fn use_next_costs_less(
        &mut self,
        p: PlayerId,
        card: &str,
        cost: &mut PlayCost,
    ) -> EngineResult<()> {
        for l in self.take_next_costs_less(p, card) {
            let GameLastingKind::NextCostsLess { less, .. } = l.effect else {
                continue;
            };
            cost.less += less;
            let name = self.card_name(card);
            self.note(
                format!(
                    "{}'s delayed effect: {name} is the next such card {} plays this phase, so it costs {less} less, after any increase; the effect is used up.",
                    l.source,
                    self.state.name(p),
                ),
                &["7.7.4a", "7.7.4b", "1.8.3"],
            )?;
        }
        Ok(())
    }

    /// `p` plays `card` for free: the decrease of each waiting "the next
    /// ... costs N less" effect it matches is bypassed with every other
    /// modifier (1.8.5), and the effect is used up all the same, the free
    /// card being the next such card played (7.7.4b). Open question 42:
    /// the other reading leaves the effect waiting for a card that is paid
    /// for.
    pub(in super::super) fn next_costs_less_met_for_free(
        &mut self,
        p: PlayerId,
        card: &str,
    ) -> EngineResult<()> {
        for l in self.take_next_costs_less(p, card) {
            let name = self.card_name(card);
            self.record(
                kinds::NOTE,
                StepText::new(
                    crate::text!("{}'s delayed effect: {} is the next such card {} plays this phase, played for free, so the decrease is bypassed with every other cost modifier and the effect is used up (the CR does not say whether a free play uses it up; open question 42).", l.source, &name, self.state.name(p)),
                    &["7.7.4b", "1.8.5"],
                )
                .player(p)
                .reading(NEXT_COSTS_LESS_MET_FOR_FREE),
            )?;
        }
        Ok(())
    }

    /// Remove and return `p`'s waiting "the next ... costs N less" effects
    /// that `card` matches.
    fn take_next_costs_less(&mut self, p: PlayerId, card: &str) -> Vec<GameLasting> {
        let Some(def) = self.pool.get(card) else {
            return Vec::new();
        };
        let played = def.card_type;
        // "non-Heroism": the card has no such aspect icon (compared
        // without case, as `CardFilter::admits` does).
        let lacks = |not: &[String]| {
            not.iter()
                .all(|a| !def.aspects.iter().any(|x| x.eq_ignore_ascii_case(a)))
        };
        let (used, staying): (Vec<_>, Vec<_>) = std::mem::take(&mut self.state.game_lasting)
            .into_iter()
            .partition(|l| {
                l.controller == p
                    && matches!(&l.effect, GameLastingKind::NextCostsLess { card_type, not_aspects, .. }
                        if card_type.is_none_or(|t| t == played) && lacks(not_aspects))
            });
        self.state.game_lasting = staying;
        used
    }
}

fn kind_word(t: Option<CardType>) -> &'static str {
    match t {
        None => "card",
        Some(CardType::Unit) => "unit",
        Some(CardType::Event) => "event",
        Some(CardType::Upgrade) => "upgrade",
        Some(_) => "card",
    }
}
