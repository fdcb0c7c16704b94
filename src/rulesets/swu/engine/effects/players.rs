//! The effects that act on players: their decks (discarding, looking,
//! revealing), their hands, their resources, and losing the game.

use super::super::procedure::Ctx;
use super::super::{Engine, EngineResult, ErrorKind, HiddenCard, Outcome, StepText};
use super::By;
use crate::rulesets::swu::cards::PlayerSel;
use crate::rulesets::swu::engine::kinds;

impl Engine<'_> {
    /// Discard the top `count` cards of each chosen player's deck; the last
    /// one discarded is remembered for a later "if it's not a unit"
    /// (Greedo).
    pub(super) fn discard_from_decks(
        &mut self,
        who: PlayerSel,
        count: u32,
        ctx: &mut Ctx,
        by: By,
    ) -> EngineResult<()> {
        ctx.discarded = None;
        // Both players' cards go at once (7.1.4): nothing is checked or
        // triggered between them.
        let players = self.players(who, by.you, by.source)?;
        let rules: &[&'static str] = if players.len() > 1 {
            &["7.1.5", "7.1.4"]
        } else {
            &["7.1.5"]
        };
        for p in players {
            for _ in 0..count {
                let name = self.state.name(p);
                let Some(card) = self.state.player_mut(p).deck.first().cloned() else {
                    self.note(
                        format!("{name}'s deck is empty: there is nothing to discard."),
                        &["8.6.2"],
                    )?;
                    continue;
                };
                self.state.player_mut(p).deck.remove(0);
                let id = card.id().unwrap_or("unknown").to_string();
                self.state.player_mut(p).discard.push(id.clone());
                ctx.discarded_all.push(id.clone());
                ctx.discarded = Some(id);
                let text = match card.id() {
                    Some(id) => format!(
                        "{name} discards {} from the top of their deck.",
                        self.card_name(id)
                    ),
                    None => format!("{name} discards the top card of their deck."),
                };
                self.record(
                    kinds::MOVE,
                    StepText::new(text, rules).player(p).source(by.source),
                )?;
            }
        }
        Ok(())
    }

    /// Look at each chosen player's hand (information only).
    pub(super) fn look_at_hands(&mut self, who: PlayerSel, by: By) -> EngineResult<()> {
        for p in self.players(who, by.you, by.source)? {
            let hand = self.hand_options(p).join(", ");
            self.note(
                format!(
                    "{} looks at {}'s hand: {}.",
                    self.state.name(by.you),
                    self.state.name(p),
                    if hand.is_empty() {
                        "no cards".into()
                    } else {
                        hand
                    }
                ),
                &["7.1.5"],
            )?;
        }
        Ok(())
    }

    /// Look at the top `count` cards of each chosen player's deck
    /// (information only, Grand Admiral Thrawn).
    pub(super) fn look_at_tops(&mut self, who: PlayerSel, count: u32, by: By) -> EngineResult<()> {
        // One player looks at each deck in turn: this cannot happen at
        // once, so the ability's controller picks the order (7.1.4, its
        // Thrawn example).
        let players = self.players(who, by.you, by.source)?;
        let doing = "looks at the top of each player's deck";
        for p in self.order_of_players(by.you, players, by.source, doing)? {
            let n = (count as usize).min(self.state.player(p).deck.len());
            let seen: Vec<String> = self.state.player(p).deck[..n]
                .iter()
                .map(|c| match c.id() {
                    Some(id) => self.card_name(id),
                    None => "an unknown card".to_string(),
                })
                .collect();
            // Looking at an empty deck does nothing (8.6.2).
            let (what, rules): (String, &[&'static str]) = if seen.is_empty() {
                (
                    "nothing: the deck is empty".to_string(),
                    &["7.1.5", "8.6.2"],
                )
            } else {
                (seen.join(", "), &["7.1.5"])
            };
            self.note(
                format!(
                    "{} looks at the top of {}'s deck: {what}.",
                    self.state.name(by.you),
                    self.state.name(p)
                ),
                rules,
            )?;
        }
        Ok(())
    }

    /// Reveal the top card of each chosen player's deck; its cost is
    /// remembered for the rest of the ability (Grand Admiral Thrawn).
    pub(super) fn reveal_top(&mut self, who: PlayerSel, ctx: &mut Ctx, by: By) -> EngineResult<()> {
        let source = by.source;
        for p in self.players(who, by.you, source)? {
            let top = self.state.player(p).deck.first().cloned();
            let name = self.state.name(p);
            match top {
                None => {
                    ctx.revealed_cost = None;
                    ctx.discarded = None;
                    self.note(
                        format!("{source}: {name}'s deck is empty, so nothing is revealed."),
                        &["7.1.5", "8.6.2"],
                    )?;
                }
                Some(HiddenCard::Unknown) => {
                    return Err(self.error(
                        ErrorKind::Unsupported,
                        format!("{source} reveals the top card of {name}'s deck, but the scenario does not say what it is: list it on top of the deck"),
                    ));
                }
                Some(HiddenCard::Known(id)) => {
                    let cost = self.pool.get(&id).and_then(|c| c.cost).unwrap_or(0);
                    ctx.revealed_cost = Some(cost);
                    // "If it's not a unit" after it is about this card.
                    ctx.discarded = Some(id.clone());
                    self.note(
                        format!(
                            "{source}: {} reveals the top card of {name}'s deck: {} (cost {cost}).",
                            self.state.name(by.you),
                            self.card_name(&id)
                        ),
                        &["7.1.5"],
                    )?;
                }
            }
        }
        Ok(())
    }

    /// "Pay N": exhaust N ready resources (1.7.2), as many as there are.
    /// Returns whether all N were paid.
    pub(super) fn pay_effect(&mut self, amount: u32, by: By) -> EngineResult<bool> {
        // Credit tokens may pay part of it (3.7.13).
        let credited = self.credits_toward(by.you, amount, by.source, false)?;
        let amount = amount - credited;
        let ready = self.state.player(by.you).resources.ready;
        let paid = amount.min(ready);
        let r = &mut self.state.player_mut(by.you).resources;
        r.ready -= paid;
        r.exhausted += paid;
        let name = self.state.name(by.you);
        let text = if paid == amount {
            format!(
                "{name} pays {amount} for {}, exhausting {amount} ready resources.",
                by.source
            )
        } else {
            format!(
                "{name} has only {ready} ready resources, so pays {paid} of the {amount} {} asks.",
                by.source
            )
        };
        self.record(
            kinds::NOTE,
            StepText::new(text, &["1.7.2"])
                .player(by.you)
                .source(by.source),
        )?;
        Ok(paid == amount)
    }

    /// "The Force is with you": create your Force token, or ignore it when
    /// you control it already (8.37.1, 8.37.2).
    pub(super) fn the_force_is_with(&mut self, by: By) -> EngineResult<()> {
        let name = self.state.name(by.you);
        let player = self.state.player_mut(by.you);
        let text = if player.force_token {
            format!(
                "{name} already controls their Force token, so {} creates none.",
                by.source
            )
        } else {
            player.force_token = true;
            format!(
                "The Force is with {name}: {} creates their Force token.",
                by.source
            )
        };
        self.record(
            kinds::NOTE,
            StepText::new(text, &["8.37.2", "8.37.1"])
                .player(by.you)
                .source(by.source),
        )
    }

    /// "Use the Force": defeat your Force token (8.37.4). Returns whether it
    /// was used: without the token it cannot be.
    pub(super) fn use_the_force(&mut self, by: By) -> EngineResult<bool> {
        let name = self.state.name(by.you);
        let used = std::mem::take(&mut self.state.player_mut(by.you).force_token);
        let text = if used {
            format!(
                "{name} uses the Force for {}: their Force token is defeated.",
                by.source
            )
        } else {
            format!("{name} controls no Force token, so cannot use the Force.")
        };
        self.record(
            kinds::NOTE,
            StepText::new(text, &["8.37.4"])
                .player(by.you)
                .source(by.source),
        )?;
        Ok(used)
    }

    pub(super) fn lose_game(&mut self, who: PlayerSel, by: By) -> EngineResult<()> {
        let Some(&p) = self.players(who, by.you, by.source)?.first() else {
            return Ok(());
        };
        self.end_game(
            Outcome::Won { winner: p.other() },
            StepText::new(
                crate::text!("{} loses the game ({}).", self.state.name(p), by.source),
                // The card's own text ends the game (1.3.1: a card's text
                // overrides the rules); 5.6.1 and 5.6.2 are about a base
                // at 0 HP.
                &["1.3.1"],
            )
            .player(p)
            .source(by.source),
        )
    }

    /// "Put this unit into play as a resource" from the discard pile, where
    /// its When Defeated finds it (Superlaser Technician).
    pub(super) fn resource_this_card(
        &mut self,
        ready: bool,
        ctx: &Ctx,
        by: By,
    ) -> EngineResult<()> {
        let Some((card, owner)) = ctx.left_play.clone() else {
            return Ok(());
        };
        // The copy its defeat put there, not another copy (8.5.1).
        let Some(&i) = self.defeated_copies(owner, &card).first() else {
            return self.note(
                format!(
                    "{}: the card is no longer in the discard pile, so nothing happens.",
                    by.source
                ),
                // A part that cannot resolve is ignored (1.3.2).
                &["1.3.2"],
            );
        };
        self.take_from_discard(owner, i);
        let r = &mut self.state.player_mut(by.you).resources;
        // Named among the resources: a card with Smuggle may be played
        // from there later (7.5.14).
        r.known.push(card.clone());
        if ready {
            r.ready += 1;
        } else {
            r.exhausted += 1;
        }
        self.record(
            kinds::MOVE,
            StepText::new(
                crate::text!(
                    "{} puts {} into play as a resource{}.",
                    self.state.name(by.you),
                    self.card_name(&card),
                    if ready { " and readies it" } else { "" }
                ),
                &["1.7.7"],
            )
            .player(by.you)
            .source(by.source),
        )
    }
}

impl Engine<'_> {
    /// "Discard your hand": every card of the controller's hand to their
    /// discard pile at once (1.14.4), no choice to make; an empty hand
    /// counts as discarded (1.14.6). A card the scenario leaves unknown
    /// goes as "unknown", as any discard from the hand does.
    pub(super) fn discard_hand(&mut self, by: By) -> EngineResult<()> {
        let name = self.state.name(by.you);
        let hand = std::mem::take(&mut self.state.player_mut(by.you).hand);
        if hand.is_empty() {
            return self.note(
                format!(
                    "{}: {name} has no cards in hand, and counts as having discarded their hand.",
                    by.source
                ),
                &["1.14.6"],
            );
        }
        let ids: Vec<String> = hand
            .iter()
            .map(|c| c.id().unwrap_or("unknown").to_string())
            .collect();
        let names = self.card_names(&hand);
        self.state.player_mut(by.you).discard.extend(ids);
        self.record(
            kinds::MOVE,
            StepText::new(
                crate::text!(
                    "{} discards their hand ({}), all at once.",
                    &name,
                    names.join(", ")
                ),
                &["1.14.4", "7.1.5"],
            )
            .player(by.you)
            .source(by.source),
        )
    }
}
