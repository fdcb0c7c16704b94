//! Which cards in a discard pile "were defeated this phase" (Unnatural
//! Life, The Emperor's Legion), and how what is said of one card in a
//! pile stays with it. A pile holds card ids, but two copies of one card
//! are two cards (8.5.1): one may have been defeated this phase and the
//! other not, or be the one a lasting effect lets its owner play from
//! there (`engine::free_from_discard`). So what is said of a card is kept
//! by its place in the pile (`PlayerState::defeated_this_phase`,
//! `GameLastingKind::PlayFromDiscardFree`). Cards are only ever put on top
//! of a pile, so a place changes only when a card under it leaves, and
//! every card leaves a pile through [`Engine::take_from_discard`], which
//! moves the places above it down and forgets what was said of the card
//! that left: wherever it goes it is a new card (8.5.4). The phase's end
//! forgets the defeats (`structure`).

use super::{Engine, EngineResult, GameLastingKind, PlayerId};

impl Engine<'_> {
    /// The places in `p`'s discard pile of the cards defeated this phase,
    /// lowest first.
    pub(super) fn defeated_in_discard(&self, p: PlayerId) -> Vec<usize> {
        let player = self.state.player(p);
        let mut places: Vec<usize> = player
            .defeated_this_phase
            .iter()
            .copied()
            .filter(|&at| at < player.discard.len())
            .collect();
        places.sort_unstable();
        places
    }

    /// The places of the copies of `card` that units' defeats put in
    /// `p`'s pile this phase, the latest first: "this unit" of a When
    /// Defeated is one of them, never another copy of the card there
    /// (8.5.1), and none when it has left the pile.
    pub(super) fn defeated_copies(&self, p: PlayerId, card: &str) -> Vec<usize> {
        let pile = &self.state.player(p).discard;
        self.defeated_in_discard(p)
            .into_iter()
            .rev()
            .filter(|&at| pile.get(at).is_some_and(|c| c == card))
            .collect()
    }

    /// The place of the copy of `card` a unit's defeat put in `p`'s pile
    /// this phase ("it" of its When Defeated): the latest such copy no
    /// lasting effect names yet, since copies defeated together are alike
    /// in every other way. `None` when no such copy is there any more.
    pub(super) fn defeated_copy_in_discard(&self, p: PlayerId, card: &str) -> Option<usize> {
        let named = |at: usize| {
            self.state.game_lasting.iter().any(|l| {
                l.controller == p
                    && matches!(&l.effect, GameLastingKind::PlayFromDiscardFree { at: a, .. } if *a == at)
            })
        };
        self.defeated_copies(p, card)
            .into_iter()
            .find(|&at| !named(at))
    }

    /// What is said of the card at `at` in `p`'s discard pile and not of
    /// every card: "defeated this phase", "playable for free this phase",
    /// or nothing (""). Two copies with the same words are alike.
    pub(super) fn said_of_copy(&self, p: PlayerId, at: usize) -> String {
        let defeated = self.state.player(p).defeated_this_phase.contains(&at);
        let free = self.state.game_lasting.iter().any(|l| {
            l.controller == p
                && matches!(&l.effect, GameLastingKind::PlayFromDiscardFree { at: a, .. } if *a == at)
        });
        match (defeated, free) {
            (true, true) => "defeated this phase, playable for free this phase",
            (true, false) => "defeated this phase",
            (false, true) => "playable for free this phase",
            (false, false) => "",
        }
        .to_string()
    }

    /// Take the card at `at` out of `p`'s discard pile: what was said of it
    /// there goes (it was defeated this phase, a lasting effect lets its
    /// owner play it), and the places above it move down one.
    pub(super) fn take_from_discard(&mut self, p: PlayerId, at: usize) -> Option<String> {
        if at >= self.state.player(p).discard.len() {
            return None;
        }
        let player = self.state.player_mut(p);
        let card = player.discard.remove(at);
        let moved = |place: usize| match place {
            x if x == at => None,
            x if x > at => Some(x - 1),
            x => Some(x),
        };
        if !player.defeated_this_phase.is_empty() {
            player.defeated_this_phase = player
                .defeated_this_phase
                .iter()
                .filter_map(|&x| moved(x))
                .collect();
        }
        let names_a_place = |l: &super::GameLasting| {
            l.controller == p && matches!(l.effect, GameLastingKind::PlayFromDiscardFree { .. })
        };
        if self.state.game_lasting.iter().any(names_a_place) {
            let mut kept = Vec::new();
            for mut l in self.state.game_lasting.iter().cloned() {
                if names_a_place(&l) {
                    if let GameLastingKind::PlayFromDiscardFree { at: place, .. } = &mut l.effect {
                        match moved(*place) {
                            Some(x) => *place = x,
                            None => continue,
                        }
                    }
                }
                kept.push(l);
            }
            self.state.game_lasting = kept;
        }
        Some(card)
    }

    /// Forget the defeats noted at places the pile no longer has: every
    /// card leaves through `take_from_discard`, so this only guards a
    /// board that was given so.
    pub(super) fn forget_defeated_gone(&mut self) {
        for p in PlayerId::BOTH {
            let player = self.state.player(p);
            let len = player.discard.len();
            if player.defeated_this_phase.iter().any(|&at| at >= len) {
                self.state
                    .player_mut(p)
                    .defeated_this_phase
                    .retain(|&at| at < len);
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
