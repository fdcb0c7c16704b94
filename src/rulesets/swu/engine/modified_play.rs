//! Modified plays (7.1.6): an ability plays a unit from hand, discard
//! pile or deck with changes; several one after another (7.1.7). An
//! upgrade from the hand (Fenn Rau) is paid for the same way, then
//! attached as any upgrade played is (`engine::upgrades`).

use super::decide::Ask;
use super::events::GameEvent;
use super::procedure::{After, Ctx};
use super::search_draw::{card_qualifies, qualifying};
use super::{Engine, EngineResult, ErrorKind, HiddenCard, LastingKind, PlayerId, StepText};
use crate::rulesets::swu::cards::PlayUnitEffect;
use crate::rulesets::swu::cards::{CardType, Duration, Effect, HowPlayed, Zone};
use crate::rulesets::swu::engine::kinds;
use crate::timing::OrderNode;

/// The option of a search that finds nothing (8.26.1).
pub const NOTHING_FOUND: &str = "find nothing";
/// The option of a play from the hand as though no card qualifies (1.17.4).
pub const NOTHING_PLAYED: &str = "play nothing";

impl Engine<'_> {
    /// A modified play (7.1.6): play a unit from hand, discard pile or the
    /// top of the deck, with the changes the ability makes. With `each`,
    /// several are played one after another, and each play's nested
    /// abilities resolve before the next play starts (7.1.7).
    pub(super) fn play_unit_effect(
        &mut self,
        you: PlayerId,
        source: &str,
        ctx: &mut Ctx,
        effect: &Effect,
    ) -> EngineResult<Vec<OrderNode>> {
        let Effect::PlayUnit(PlayUnitEffect {
            from,
            cost_reduction,
            free,
            enters_ready,
            search,
            filter,
            each,
            max_combined_cost,
            gains,
            then,
            it_gains: _,
            search_if_unique,
            upgrade,
        }) = effect
        else {
            return Ok(Vec::new());
        };
        let pool = self.pool;
        // A modified play plays a unit (7.1.6), or an upgrade where the
        // ability says so (Fenn Rau): the intent must be to play the card
        // as that type (6.2.1a).
        let (card_type, kind) = if *upgrade {
            (CardType::Upgrade, "upgrade")
        } else {
            (CardType::Unit, "unit")
        };
        let qualifies = |id: &str| card_qualifies(pool, id, Some(card_type), filter);
        let search = self.search_count(*search, *search_if_unique, ctx, source)?;
        let searched = (search as usize).min(self.state.player(you).deck.len());
        // "a unit that was defeated this phase": a fact of its place in
        // the pile (`engine::defeated_this_phase`).
        let defeated = self.defeated_in_discard(you);
        let in_discard = |offset: usize| -> Vec<(usize, String)> {
            self.state
                .player(you)
                .discard
                .iter()
                .enumerate()
                .filter(|(i, id)| {
                    qualifies(id) && (!filter.defeated_this_phase || defeated.contains(i))
                })
                .map(|(i, id)| (offset + i, id.clone()))
                .collect()
        };
        // "From your hand or discard pile": the hand's cards first, then
        // the discard pile's, numbered after the hand's.
        let hand_len = self.state.player(you).hand.len();
        // "This unit": its card where it went on leaving play, its
        // owner's discard pile (1.5.2a: who owns a card), whoever plays it now.
        let this_unit = ctx.left_play.clone();
        let candidates: Vec<(usize, String)> = match from {
            // "Play it from your discard pile": only from the pile of the
            // player playing it, so only a card they own (1.5.5c).
            Zone::ThisUnit | Zone::ThisUnitFromYourDiscard => this_unit
                .as_ref()
                .filter(|(_, owner)| *from == Zone::ThisUnit || *owner == you)
                .and_then(|(card, owner)| {
                    // The copy its defeat put there (8.5.1).
                    let i = *self.defeated_copies(*owner, card).first()?;
                    qualifies(card).then(|| (i, card.clone()))
                })
                .into_iter()
                .collect(),
            Zone::Hand => qualifying(self.state.player(you).hand.iter(), qualifies),
            Zone::Discard => in_discard(0),
            Zone::Deck => qualifying(self.state.player(you).deck.iter().take(searched), qualifies),
            Zone::HandOrDiscard => {
                let mut v = qualifying(self.state.player(you).hand.iter(), qualifies);
                v.extend(in_discard(hand_len));
                v
            }
        };
        // A card under a play restriction can't be played (8.19.3); nor
        // can an upgrade with no eligible unit in play (6.2.2b, 3.6.3).
        let candidates: Vec<(usize, String)> = candidates
            .into_iter()
            .filter(|(_, id)| self.named_play_restriction(you, id).is_none())
            .filter(|(_, id)| !*upgrade || self.has_eligible_unit(you, id))
            .collect();
        if *from == Zone::Deck {
            self.note_search_top(source, you, searched)?;
        }
        if candidates.is_empty() {
            self.note(
                format!("{source}: there is no {kind} that qualifies, so nothing is played."),
                // A part that cannot resolve is ignored (1.3.2).
                &["1.3.2"],
            )?;
            self.search_rest_to_bottom(you, *from, searched, &[])?;
            return Ok(Vec::new());
        }
        let mut options = self.candidate_options(&candidates);
        // A search may find nothing though a card qualifies (8.26.1), and a
        // play from the hand may go as though none qualifies: both zones are
        // hidden from the opponent (1.17.4, its Mon Mothma and Chewbacca
        // examples). So the player is asked even when one card qualifies.
        // The discard pile is open information (1.17.1), so 1.17.4 gives no
        // such option there: the ability says "play", not "you may", and
        // with one unit that qualifies it has one legal outcome, made
        // without a choice. Several units (`each`) are a subset, which may
        // be empty ("none"), so they are always asked.
        // From the hand or the discard pile, a unit in the open discard
        // pile that qualifies must be played; only hidden ones may be
        // treated as not qualifying (1.17.4).
        let discard_qualifies = candidates.iter().any(|(i, _)| *i >= hand_len);
        let nothing = match from {
            Zone::Deck if !*each => Some(NOTHING_FOUND),
            Zone::Hand if !*each => Some(NOTHING_PLAYED),
            Zone::HandOrDiscard if !*each && !discard_qualifies => Some(NOTHING_PLAYED),
            _ => None,
        };
        options.extend(nothing.map(str::to_string));
        let ask = if *each { Ask::Subset } else { Ask::One };
        let prompt = if *each {
            format!(
                "{source}: which units does {} play, and in which order?",
                self.state.name(you)
            )
        } else {
            format!("{source}: which {kind} does {} play?", self.state.name(you))
        };
        let rules: &[&'static str] = match nothing {
            Some(NOTHING_FOUND) => &["7.1.6b", "8.26.1", "1.17.4"],
            Some(_) => &["7.1.6b", "7.1.6a", "1.17.4"],
            None => &["7.1.6b", "7.1.7"],
        };
        let Some(choice) = self.decide(you, prompt, options.clone(), ask, rules)? else {
            return Ok(Vec::new());
        };
        if nothing.is_some_and(|n| choice.iter().any(|c| c == n)) {
            self.note(
                format!(
                    "{source}: {} resolves it as though no {kind} qualifies, so nothing is played.",
                    self.state.name(you)
                ),
                &rules[1..],
            )?;
            self.search_rest_to_bottom(you, *from, searched, &[])?;
            return Ok(Vec::new());
        }
        let picked: Vec<(usize, String)> = choice
            .iter()
            .filter_map(|c| options.iter().position(|o| o == c))
            .filter_map(|k| candidates.get(k).cloned())
            .collect();
        if let Some(max) = max_combined_cost {
            let total: u32 = picked
                .iter()
                .map(|(_, id)| self.pool.get(id).and_then(|c| c.cost).unwrap_or(0))
                .sum();
            if total > *max {
                return Err(self.decision_error(
                    ErrorKind::IllegalDecision,
                    format!("{source}: the chosen units cost {total} in all, more than {max}"),
                    &options,
                ));
            }
        }
        // Take the chosen cards out of their zone, highest index first so
        // the others keep their places.
        let mut indices: Vec<usize> = picked.iter().map(|(i, _)| *i).collect();
        indices.sort_unstable_by(|a, b| b.cmp(a));
        for i in &indices {
            match from {
                Zone::Hand => {
                    self.state.player_mut(you).hand.remove(*i);
                }
                Zone::Discard => {
                    self.take_from_discard(you, *i);
                }
                Zone::Deck => {
                    self.state.player_mut(you).deck.remove(*i);
                }
                // Highest first: the discard pile's (numbered after the
                // hand's) before the hand's, so each zone's places hold.
                Zone::HandOrDiscard if *i >= hand_len => {
                    self.take_from_discard(you, *i - hand_len);
                }
                Zone::HandOrDiscard => {
                    self.state.player_mut(you).hand.remove(*i);
                }
                Zone::ThisUnit | Zone::ThisUnitFromYourDiscard => {
                    if let Some((_, owner)) = &this_unit {
                        self.take_from_discard(*owner, *i);
                    }
                }
            }
        }
        self.search_rest_to_bottom(you, *from, searched, &indices)?;
        // Abilities waiting before the plays stay outside them: what paying
        // for the action that asked for the play triggered, and what the
        // ability did before it (ruling 2025-09-29).
        let outer = self.take_pending();
        let plays = self.until_game_over(picked, |e, (at, card)| {
            let mut nodes = Vec::new();
            let cost = if *free {
                // "For free" bypasses every modifier, the aspect penalty
                // included (8.1.3, 6.2.3d); a waiting "the next ... costs
                // N less" is used up all the same (open question 42).
                e.next_costs_less_met_for_free(you, &card)?;
                // Its additional non-resource costs are still paid (6.2.3d).
                e.pay_additional_for_free(you, &card)?;
                0
            } else {
                // Exploit applies to a modified play too (7.5.16c); what it
                // triggers joins this play's window.
                let Some(less) = e.exploit(you, &card)? else {
                    return Ok(nodes);
                };
                let less = less + e.own_cost_less(you, &card)?;
                let (printed, icons) = e
                    .pool
                    .get(&card)
                    .map(|c| (c.cost.unwrap_or(0), c.aspects.clone()))
                    .unwrap_or_default();
                let mut cost = e.play_cost(you, printed, &icons, cost_reduction + less);
                e.apply_play_costs(you, &card, &mut cost)?;
                // The script line that chose the unit to play.
                e.pay_for_play(you, &card, &cost, e.next_entry.saturating_sub(1))?;
                e.note_penalty(you, &card, &cost)?;
                cost.total()
            };
            if *upgrade {
                // Paid for, it is attached to a unit its player chooses, as
                // any upgrade played is (3.6.2, 6.2.5); then what its play
                // triggered waits for this ability to finish (6.2.0e).
                let name = e.card_name(&card);
                let label = e.unique_label(format!("{}/play", crate::scenario_slug(&name)));
                let how = how_played(*from, at, hand_len);
                if e.play_upgrade(you, you, &card, (&name, how), &label)? {
                    e.state_check()?;
                    let mut triggered = e.take_pending();
                    e.play_layer.append(&mut triggered);
                    nodes.push(OrderNode::event(label));
                }
                return Ok(nodes);
            }
            // The card keeps its owner (1.5.2a); the player who plays it controls it
            // (1.5.2b); defeated, it goes to its owner's discard pile (1.5.5c).
            let owner = match (from, &this_unit) {
                (Zone::ThisUnit | Zone::ThisUnitFromYourDiscard, Some((_, owner))) => *owner,
                _ => you,
            };
            let unit = e.enter_play_owned(you, owner, &card, *enters_ready)?;
            if let Some(u) = e.state.unit_mut(unit) {
                u.how_played = Some(how_played(*from, at, hand_len));
            }
            // "Its cost" after the play, even once the unit has left play.
            let played = card.clone();
            for k in gains {
                e.add_lasting(
                    source,
                    you,
                    unit,
                    LastingKind::GainKeyword {
                        keyword: *k,
                        amount: 0,
                    },
                    Duration::ThisPhase,
                )?;
            }
            let how = match (free, enters_ready) {
                (true, true) => " for free; it enters play ready".to_string(),
                (true, false) => " for free".to_string(),
                (false, true) => format!(" for {cost}; it enters play ready"),
                (false, false) => format!(" for {cost}"),
            };
            let (name, unit_label) = e
                .state
                .unit(unit)
                .map(|u| (e.unit_name(u), u.label.clone()))
                .unwrap_or_default();
            let label = e.unique_label(format!("{unit_label}/play"));
            e.record(
                kinds::ACTION,
                StepText::new(
                    crate::text!(
                        "{} plays {}{} ({}, a modified play).",
                        e.state.name(you),
                        &name,
                        &how,
                        &source
                    ),
                    &["7.1.6b"],
                )
                .label(label.clone())
                .player(you)
                .source(source),
            )?;
            e.emit(GameEvent::Played {
                player: you,
                card,
                unit: Some(unit),
                event: false,
                on: None,
            })?;
            ctx.it = Some(unit);
            if *each {
                // 7.1.7: this play's abilities resolve before the next play.
                nodes.push(e.then_nested(label, Vec::new(), After::EachPlay)?);
            } else {
                // 7.1.6b, 7.1.6e: what this play triggered (the state
                // check it caused included) is nested in the ability that
                // made the play; it waits until that ability has finished.
                e.state_check()?;
                let mut triggered = e.take_pending();
                e.play_layer.append(&mut triggered);
                nodes.push(OrderNode::event(label));
            }
            let mut inner = ctx.clone();
            inner.it_card = Some(played);
            nodes.extend(e.resolve_effects(then, &mut inner, you, source, None)?);
            Ok(nodes)
        })?;
        self.put_back_pending(outer);
        Ok(plays.into_iter().flatten().collect())
    }

    /// After a search, the other searched cards go to the bottom of the
    /// deck in a random order.
    pub(super) fn search_rest_to_bottom(
        &mut self,
        you: PlayerId,
        from: Zone,
        searched: usize,
        taken: &[usize],
    ) -> EngineResult<()> {
        if from != Zone::Deck || searched == 0 {
            return Ok(());
        }
        let rest = searched - taken.len();
        let deck: &mut Vec<HiddenCard> = &mut self.state.player_mut(you).deck;
        let moved: Vec<HiddenCard> = deck.drain(..rest.min(deck.len())).collect();
        deck.extend(moved);
        if rest > 0 {
            let other = if taken.is_empty() { "" } else { "other " };
            self.note(
                format!(
                    "The {other}{} to the bottom of the deck in a random order.",
                    if rest == 1 {
                        "searched card goes".to_string()
                    } else {
                        format!("{rest} searched cards go")
                    }
                ),
                &["8.26.2"],
            )?;
        }
        Ok(())
    }
}

/// How a card a modified play took from `from` (at `at`, the hand's cards
/// numbered before the discard pile's) was played.
fn how_played(from: Zone, at: usize, hand_len: usize) -> HowPlayed {
    match from {
        Zone::Hand => HowPlayed::FromHand,
        Zone::HandOrDiscard if at < hand_len => HowPlayed::FromHand,
        Zone::Deck => HowPlayed::FromDeck,
        Zone::Discard | Zone::HandOrDiscard | Zone::ThisUnit | Zone::ThisUnitFromYourDiscard => {
            HowPlayed::FromDiscard
        }
    }
}
