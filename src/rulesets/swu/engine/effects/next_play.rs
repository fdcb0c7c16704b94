//! "The next unit you play this phase costs 1 less." (Honor-Bound
//! Partisan, GNK Power Droid): the CR's own example of a delayed effect
//! (7.7.4a). It waits, on the game (`GameState::game_lasting`), for its
//! condition, its controller's next play of such a card; it lasts even
//! after its card left play (7.7.4c) and is gone with the phase
//! (`procedure::moment`). When that card's cost is determined, the
//! decrease applies with the other modifiers, after any increase
//! (1.8.3), and the effect is used up. A play "for free" bypasses every
//! modifier (1.8.5) and never gets here, so it leaves the effect waiting.

use super::super::cost::PlayCost;
use super::super::{Engine, EngineResult, GameLasting, GameLastingKind, PlayerId};
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
        let Some(def) = self.pool.get(card) else {
            return Ok(());
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
        for l in used {
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
