//! A card's own alternative cost ("You may discard a Cunning card from
//! your hand instead of paying this event's cost.", Bamboozle;
//! `cards::alternative_cost`): as the card is played from the hand and its
//! cost is to be paid, its player chooses to pay the cost or, when they
//! have a card of that aspect in their hand, to discard one instead. A
//! replacement with "you may" is the player's choice (7.7.5c); done, it
//! replaces the whole cost, aspect penalty included (1.8.2), which counts
//! as paid (1.8.10); additional costs are still paid (1.8.8). A play using
//! Smuggle never gets here: Smuggle replaced the normal cost already
//! (7.7.5e); nor does a play "for free", which pays no resources (1.8.5).

use super::cost::PlayCost;
use super::decide::Ask;
use super::{kinds, Engine, EngineResult, PlayerId, StepText};
use crate::rulesets::swu::cards::CardDef;

impl Engine<'_> {
    /// `Some(true)` when `p` paid `def`'s cost the alternative way,
    /// `Some(false)` when the normal cost is to be paid, `None` when the
    /// game ended at the choice.
    pub(super) fn pay_alternative(
        &mut self,
        p: PlayerId,
        def: &CardDef,
        cost: &PlayCost,
    ) -> EngineResult<Option<bool>> {
        let Some(k) = def.alternative_costs.first() else {
            return Ok(Some(false));
        };
        let aspect = k.discard_aspect.as_str();
        // Known cards only: the hand's unknown cards cannot be named.
        let mut cards: Vec<String> = Vec::new();
        for c in &self.state.player(p).hand {
            let Some(id) = c.id() else { continue };
            let of_aspect = self
                .pool
                .get(id)
                .is_some_and(|d| d.aspects.iter().any(|a| a.eq_ignore_ascii_case(aspect)));
            if of_aspect && !cards.iter().any(|x| x == id) {
                cards.push(id.to_string());
            }
        }
        if cards.is_empty() {
            return Ok(Some(false));
        }
        let discard = format!("discard a {aspect} card");
        let mut ways = vec![discard.clone()];
        // Paying is a way only when the resources are there (1.8.2).
        if self.spendable(p) >= cost.total() {
            ways.insert(0, format!("pay {}", cost.total()));
        }
        let prompt = format!(
            "{}: does {} pay its cost or discard a {aspect} card from hand instead?",
            def.name,
            self.state.name(p)
        );
        let Some(way) = self.decide(p, prompt, ways, Ask::One, &["7.7.5c", "1.8.10"])? else {
            return Ok(None);
        };
        if way[0] != discard {
            return Ok(Some(false));
        }
        let prompt = format!(
            "{}: which {aspect} card does {} discard?",
            def.name,
            self.state.name(p)
        );
        let Some(which) = self.decide(p, prompt, cards, Ask::One, &["1.14.1"])? else {
            return Ok(None);
        };
        let hand = &mut self.state.player_mut(p).hand;
        if let Some(i) = hand.iter().position(|c| c.id() == Some(which[0].as_str())) {
            hand.remove(i);
            self.state.player_mut(p).discard.push(which[0].clone());
        }
        self.record(
            kinds::MOVE,
            StepText::new(
                crate::text!("{} discards {} from hand instead of paying {}'s cost; the cost counts as paid.", self.state.name(p), self.card_name(&which[0]), &def.name),
                &["7.7.5a", "1.8.10"],
            )
            .player(p)
            .source(def.name.clone()),
        )?;
        self.pay_additional(p, &def.id, cost)?;
        Ok(Some(true))
    }
}
