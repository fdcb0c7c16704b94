//! "Search the top N cards of your deck for a REBEL card, reveal it, and
//! draw it" (8.26): a search whose find goes to the hand.

use super::events::GameEvent;
use super::modified_play::NOTHING_FOUND;
use super::{Engine, EngineResult, HiddenCard, PlayerId};
use crate::rulesets::swu::cards::{CardFilter, CardPool, CardType};

impl Engine<'_> {
    /// The player looks at the top `search` cards, picks one that
    /// qualifies or none, reveals it and draws it; the rest go to the
    /// bottom of the deck.
    pub(super) fn search_draw(
        &mut self,
        you: PlayerId,
        source: &str,
        search: u32,
        card_type: Option<CardType>,
        filter: &CardFilter,
    ) -> EngineResult<()> {
        let pool = self.pool;
        let qualifies = |id: &str| card_qualifies(pool, id, card_type, filter);
        let searched = (search as usize).min(self.state.player(you).deck.len());
        let name = self.state.name(you);
        // Searching an empty deck does nothing (8.6.2).
        let rules: &[&'static str] = if searched == 0 {
            &["8.26.1", "8.6.2"]
        } else {
            &["8.26.1"]
        };
        self.note(
            format!(
                "{source}: {name} searches the top {} of their deck.",
                super::count_of(searched as u32, "card", "cards")
            ),
            rules,
        )?;
        // Only a card the scenario names can be found; an unknown card
        // qualifies for nothing.
        let candidates = qualifying(self.state.player(you).deck.iter().take(searched), qualifies);
        let mut found = None;
        if !candidates.is_empty() {
            let mut options = self.candidate_options(&candidates);
            // The deck is hidden, so the player may always resolve it as
            // though nothing qualified (8.26.1; 1.17.4's Mon Mothma example).
            options.push(NOTHING_FOUND.to_string());
            let prompt = format!("{source}: which card does {name} find?");
            let Some(k) =
                self.decide_index(you, prompt, options, &["8.26.1", "8.26.4", "1.17.4"])?
            else {
                return Ok(());
            };
            found = candidates.get(k).cloned();
        }
        let Some((at, card)) = found else {
            self.note(
                format!("{source}: {name} finds nothing, so nothing is drawn."),
                &["8.26.1", "8.26.5"],
            )?;
            return self.search_rest_to_bottom(
                you,
                crate::rulesets::swu::cards::Zone::Deck,
                searched,
                &[],
            );
        };
        self.state.player_mut(you).deck.remove(at);
        self.search_rest_to_bottom(
            you,
            crate::rulesets::swu::cards::Zone::Deck,
            searched,
            &[at],
        )?;
        self.ability_puts_in_hand(
            you,
            card,
            source,
            |c| format!("reveals {c} and draws it."),
            &["8.26.1", "7.1.5"],
        )?;
        let in_action_phase = self.state.phase == super::Phase::Action;
        self.emit(GameEvent::Drew {
            player: you,
            in_action_phase,
        })?;
        self.state_check()
    }
}

/// The cards among `cards` that qualify, with their places. Only a card
/// the scenario names can qualify; an unknown card qualifies for nothing.
/// How a search and a modified play read a hidden zone (the hand, the
/// deck's top cards).
pub(super) fn qualifying<'c>(
    cards: impl IntoIterator<Item = &'c HiddenCard>,
    qualifies: impl Fn(&str) -> bool,
) -> Vec<(usize, String)> {
    cards
        .into_iter()
        .enumerate()
        .filter_map(|(i, c)| {
            c.id()
                .filter(|id| qualifies(id))
                .map(|id| (i, id.to_string()))
        })
        .collect()
}

impl Engine<'_> {
    /// The options naming `candidates` (place, card): each card's name,
    /// with its place among them ("Wampa (2)") when another candidate is
    /// the same card, so that the two options differ.
    pub(super) fn candidate_options(&self, candidates: &[(usize, String)]) -> Vec<String> {
        candidates
            .iter()
            .enumerate()
            .map(|(k, (_, id))| {
                let card = self.card_name(id);
                let twins = candidates.iter().filter(|(_, x)| x == id).count();
                if twins > 1 {
                    format!("{card} ({})", k + 1)
                } else {
                    card
                }
            })
            .collect()
    }
}

/// Whether the card `id` is of the type and passes the filter an ability
/// names (`CardFilter::admits`).
pub(super) fn card_qualifies(
    pool: &CardPool,
    id: &str,
    card_type: Option<CardType>,
    filter: &CardFilter,
) -> bool {
    pool.get(id).is_some_and(|c| filter.admits(c, card_type))
}
