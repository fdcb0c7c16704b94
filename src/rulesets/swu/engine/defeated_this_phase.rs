//! Which cards in a discard pile "were defeated this phase" (Unnatural
//! Life, The Emperor's Legion). A unit defeated goes to its owner's discard
//! pile (`zones::record_defeat`), which notes its card id in
//! `PlayerState::defeated_this_phase`; the phase's end forgets them all.
//!
//! The pile holds card ids, and copies of one card are alike: of the
//! copies of a card in the pile, the last ones put there stand for those
//! defeated this phase (a card defeated earlier, or discarded another way,
//! went there before or is told apart by the count). A card that leaves
//! the pile takes its note with it when it was one of those
//! ([`Engine::take_from_discard`]); any other way out of the pile is caught
//! by the state check, which keeps no more notes of a card than copies of
//! it in the pile ([`Engine::forget_defeated_gone`]).

use super::{Engine, EngineResult, PlayerId};

impl Engine<'_> {
    /// The places in `p`'s discard pile of the cards defeated this phase.
    pub(super) fn defeated_in_discard(&self, p: PlayerId) -> Vec<usize> {
        let player = self.state.player(p);
        let mut places = Vec::new();
        let mut noted: Vec<(&String, usize)> = Vec::new();
        for id in player.defeated_this_phase.iter() {
            match noted.iter_mut().find(|(c, _)| *c == id) {
                Some((_, n)) => *n += 1,
                None => noted.push((id, 1)),
            }
        }
        for (id, n) in noted {
            let copies: Vec<usize> = player
                .discard
                .iter()
                .enumerate()
                .filter(|(_, c)| *c == id)
                .map(|(i, _)| i)
                .collect();
            places.extend(copies.iter().rev().take(n));
        }
        places.sort_unstable();
        places
    }

    /// Take the card at `at` out of `p`'s discard pile, with its note of
    /// being defeated this phase if it was one of those.
    pub(super) fn take_from_discard(&mut self, p: PlayerId, at: usize) -> Option<String> {
        let was_defeated = self.defeated_in_discard(p).contains(&at);
        let player = self.state.player_mut(p);
        if at >= player.discard.len() {
            return None;
        }
        let card = player.discard.remove(at);
        if was_defeated {
            if let Some(k) = player.defeated_this_phase.iter().position(|c| *c == card) {
                player.defeated_this_phase.remove(k);
            }
        }
        Some(card)
    }

    /// Keep no more notes of a card than copies of it in the pile: a card
    /// defeated this phase that left the pile some other way is no longer
    /// one there, and a copy put in the pile later some other way was not
    /// defeated on its way there.
    pub(super) fn forget_defeated_gone(&mut self) {
        for p in PlayerId::BOTH {
            let player = self.state.player(p);
            if player.defeated_this_phase.is_empty() {
                continue;
            }
            let mut kept: Vec<String> = Vec::new();
            for id in player.defeated_this_phase.iter() {
                let copies = player.discard.iter().filter(|c| *c == id).count();
                if kept.iter().filter(|c| *c == id).count() < copies {
                    kept.push(id.clone());
                }
            }
            if kept.len() != player.defeated_this_phase.len() {
                self.state.player_mut(p).defeated_this_phase = kept;
            }
        }
    }
}

impl Engine<'_> {
    /// "Return each unit in your discard pile that was defeated this phase
    /// to your hand": the pile names them (8.24.1 lets an ability return a
    /// card from a zone it names), and "each" leaves no choice; they go
    /// together, the pile's order kept.
    pub(super) fn return_each_defeated_this_phase(
        &mut self,
        you: PlayerId,
        source: &str,
    ) -> EngineResult<()> {
        let places = self.defeated_in_discard(you);
        if places.is_empty() {
            let name = self.state.name(you);
            return self.note(
                format!(
                    "{source}: no unit in {name}'s discard pile was defeated this phase, so nothing is returned."
                ),
                &["7.1.5"],
            );
        }
        let mut cards = Vec::new();
        for at in places.into_iter().rev() {
            cards.extend(self.take_from_discard(you, at));
        }
        for card in cards.into_iter().rev() {
            self.ability_puts_in_hand(
                you,
                card,
                source,
                |c| {
                    format!(
                        "returns {c}, defeated this phase, from their discard pile to their hand."
                    )
                },
                &["7.1.5", "8.24.1"],
            )?;
        }
        Ok(())
    }
}

impl Engine<'_> {
    /// Whether `event` is the defeat of a unique unit ("When another
    /// unique unit is defeated"): a leader unit is unique, a token is not,
    /// as their cards say.
    pub(super) fn defeated_unique(&self, event: &super::events::GameEvent) -> bool {
        match event {
            super::events::GameEvent::Defeated { unit, .. } => {
                self.pool.get(&unit.card).is_some_and(|c| c.unique)
            }
            _ => false,
        }
    }

    /// "If you attacked with a Mandalorian unit this phase": kept as each
    /// attack is declared, for the attacking unit's controller.
    pub(super) fn note_attacked_with(&mut self, event: &super::events::GameEvent) {
        if let super::events::GameEvent::AttackDeclared { attacker, defender } = event {
            if let Some(u) = self.state.unit(*attacker) {
                let (p, card) = (u.controller, u.card.clone());
                self.state
                    .player_mut(p)
                    .attacked_with_this_phase
                    .push((*attacker, card));
                // No defending unit: it attacks a base, the opponent's
                // (6.3.1a; two players).
                if defender.is_none() {
                    self.state
                        .player_mut(p.other())
                        .attacked_base_this_phase
                        .push(*attacker);
                }
            }
        }
    }
}
