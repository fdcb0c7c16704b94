//! "Search the top 10 cards of your deck for a unit that costs 2 or less
//! and discard it. For this phase, you may play that card from your
//! discard pile for free." (Cobb Vanth): a search (8.26) whose find, one
//! unit of at most that printed cost or none (8.26.1), is discarded; the
//! other searched cards go to the bottom of the deck (8.26.2). The card
//! found then may be played from the discard pile for free this phase by
//! the ability's controller: the same lasting effect as Second Chance's
//! (`effects::free_from_discard`, 7.7.3, 1.8.5). Nothing found: nothing
//! lasts.

use super::super::modified_play::NOTHING_FOUND;
use super::super::search_draw::{card_qualifies, qualifying};
use super::super::{Engine, EngineResult, GameLasting, GameLastingKind};
use super::By;
use crate::rulesets::swu::cards::{CardFilter, CardType, Duration, Zone};

impl Engine<'_> {
    pub(super) fn search_discard_play_free(
        &mut self,
        search: u32,
        max_cost: u32,
        by: By,
    ) -> EngineResult<()> {
        let you = by.you;
        let source = by.source;
        let pool = self.pool;
        let filter = CardFilter {
            max_cost: Some(max_cost),
            ..CardFilter::default()
        };
        let qualifies = |id: &str| card_qualifies(pool, id, Some(CardType::Unit), &filter);
        let searched = (search as usize).min(self.state.player(you).deck.len());
        let name = self.state.name(you);
        self.note_search_top(source, you, searched)?;
        let candidates = qualifying(self.state.player(you).deck.iter().take(searched), qualifies);
        let found = if candidates.is_empty() {
            None
        } else {
            // The deck is hidden: finding nothing is always legal (8.26.1).
            let mut options = self.candidate_options(&candidates);
            options.push(NOTHING_FOUND.to_string());
            let prompt = format!("{source}: which unit does {name} find and discard?");
            let Some(k) = self.decide_index(you, prompt, options, &["8.26.1", "1.17.4"])? else {
                return Ok(());
            };
            candidates.get(k).cloned()
        };
        let Some((at, card)) = found else {
            self.note(
                format!("{source}: {name} finds nothing, so nothing is discarded."),
                &["8.26.1", "8.26.5"],
            )?;
            return self.search_rest_to_bottom(you, Zone::Deck, searched, &[]);
        };
        self.state.player_mut(you).deck.remove(at);
        self.search_rest_to_bottom(you, Zone::Deck, searched, &[at])?;
        self.state.player_mut(you).discard.push(card.clone());
        // "that card": the copy just discarded, on top of the pile.
        let at = self.state.player(you).discard.len() - 1;
        let card_name = self.card_name(&card);
        self.note(
            format!("{source}: {name} discards {card_name}, found in the search."),
            &["8.26.1"],
        )?;
        let label = self.unique_label(format!(
            "{}/free-from-discard",
            crate::scenario_slug(source)
        ));
        self.state.game_lasting.push(GameLasting {
            label,
            source: source.to_string(),
            controller: you,
            effect: GameLastingKind::PlayFromDiscardFree { card, at },
            duration: Duration::ThisPhase,
        });
        self.note(
            format!(
                "{source}: for this phase, {name} may play {card_name} from their discard pile for free."
            ),
            &["7.7.3", "1.8.5"],
        )
    }
}
