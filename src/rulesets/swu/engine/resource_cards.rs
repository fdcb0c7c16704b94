//! Resources as cards (1.7): a player's own resource defeated (to its
//! owner's discard pile, 1.5.5f) or returned to its owner's hand, and a
//! card put into play as a resource from the top of the deck or from the
//! hand (exhausted unless the ability readies it, 1.7.7).
//!
//! Resources stay counts (`state::Resources`), with the cards a scenario
//! or the game has named in `known`. Which resources are ready is the
//! player's to arrange while the counts stay the same (1.7.4), up to the
//! moment one is chosen, so a named card is among the ready or among the
//! exhausted ones as the player chooses, and a choice of a resource is a
//! choice of a named card or an unnamed one, ready or exhausted. An
//! unnamed card returned to the hand is an unknown card there, and one
//! defeated is "unknown" in the discard pile, as an unknown card
//! discarded from the hand is. A resource one player took from the other
//! (DJ, SHD 213) is counted among its controller's, and
//! `Resources::stolen` says its owner is the other player
//! (`effects::stolen_resource`): a choice among such a player's resources
//! offers it as a pick of its own, and a defeated or returned one goes to
//! its owner's discard pile or hand.

use super::effects::By;
use super::procedure::Ctx;
use super::state::HiddenCard;
use super::{kinds, Engine, EngineResult, ErrorKind, PlayerId, StepText};
use crate::rulesets::swu::cards::{Effect, Target, Whose};
use crate::timing::OrderNode;

/// One resource a player may choose: a named card or not, ready or not.
#[derive(Debug, Clone, PartialEq)]
pub(super) struct Pick {
    pub card: Option<String>,
    pub ready: bool,
    /// One of `Resources::stolen`: the other player owns it.
    pub stolen: bool,
}

/// What "exhaust ... unit or resource" may pick: a unit, or one of a
/// player's resources, ready (`true`) or exhausted.
enum ExhaustPick {
    Unit(super::InstanceId),
    Resource(PlayerId, bool),
}

impl Engine<'_> {
    /// Resolve one of the resource effects and say whether it was
    /// resolved in full (8.9.1): a resource defeated, or as many returned
    /// as the ability says ("up to" is in full with any number).
    pub(super) fn resource_cards_in_full(&mut self, e: &Effect, by: By) -> EngineResult<bool> {
        match e {
            Effect::DefeatResource { .. } => self.take_resources(by, 1, false, true),
            Effect::ReturnResources { count, up_to, .. } => {
                self.take_resources(by, *count, *up_to, false)
            }
            Effect::ResourceTopOfDeck { ready } => self.resource_top_of_deck(by, *ready),
            Effect::ResourceFromHand { ready } => self.resource_from_hand(by, *ready),
            Effect::ResourceFromDiscard {
                shares_name: if_shares_name,
            } => self.resource_from_discard(by, *if_shares_name),
            // Read only inside "Reveal a resource you control", which
            // resolves it itself.
            Effect::ReturnRevealedResource => Err(self.error(
                ErrorKind::Unsupported,
                format!("{}: no resource was revealed to return", by.source),
            )),
            other => Err(self.error(
                ErrorKind::Unsupported,
                format!("{}: {other:?} is not a resource effect", by.source),
            )),
        }
    }

    /// The resources `p` may choose among, each kind once.
    pub(super) fn resource_picks(&self, p: PlayerId) -> Vec<Pick> {
        let r = &self.state.player(p).resources;
        let total = (r.ready + r.exhausted) as usize;
        // Each kind once: a named card or not, the player's own or one
        // the other player owns (DJ's, `effects::stolen_resource`).
        let mut cards: Vec<(Option<String>, bool)> = Vec::new();
        for k in &r.known {
            if !cards.contains(&(Some(k.clone()), false)) {
                cards.push((Some(k.clone()), false));
            }
        }
        if total > r.known.len() + r.stolen.len() {
            cards.push((None, false));
        }
        for s in &r.stolen {
            if !cards.contains(&(s.card.clone(), true)) {
                cards.push((s.card.clone(), true));
            }
        }
        let mut picks = Vec::new();
        for (card, stolen) in cards {
            for ready in [true, false] {
                let any = if ready { r.ready } else { r.exhausted };
                if any > 0 {
                    picks.push(Pick {
                        card: card.clone(),
                        ready,
                        stolen,
                    });
                }
            }
        }
        picks
    }

    pub(super) fn pick_label(&self, pick: &Pick) -> String {
        let state = if pick.ready { "ready" } else { "exhausted" };
        match &pick.card {
            Some(id) if pick.stolen => {
                format!("{} ({state}, the other player owns it)", self.card_name(id))
            }
            None if pick.stolen && pick.ready => {
                "a ready resource the other player owns".to_string()
            }
            None if pick.stolen => "an exhausted resource the other player owns".to_string(),
            Some(id) => format!("{} ({state})", self.card_name(id)),
            None if pick.ready => "a ready resource".to_string(),
            None => "an exhausted resource".to_string(),
        }
    }

    /// Defeat (`defeat`) or return to hand up to `count` of the
    /// controller's resources, one chosen at a time; `true` when `count`
    /// were taken or the ability said "up to".
    fn take_resources(
        &mut self,
        by: By,
        count: u32,
        up_to: bool,
        defeat: bool,
    ) -> EngineResult<bool> {
        let p = by.you;
        let name = self.state.name(p);
        let mut taken = 0;
        while taken < count {
            let picks = self.resource_picks(p);
            if picks.is_empty() {
                self.note(
                    format!("{}: {name} controls no resource left to choose.", by.source),
                    &["1.7.1"],
                )?;
                break;
            }
            let mut options: Vec<String> = picks.iter().map(|k| self.pick_label(k)).collect();
            // "Up to": none at all, or no more, is as legal as any.
            if up_to {
                options.push("no more resources".to_string());
            }
            let verb = if defeat { "defeat" } else { "return to hand" };
            let choice = if options.len() == 1 {
                0
            } else {
                let prompt = format!(
                    "{}: which resource does {name} {verb}? ({} of {count})",
                    by.source,
                    taken + 1
                );
                let Some(i) = self.decide_index(p, prompt, options, &["1.7.4"])? else {
                    return Ok(false);
                };
                i
            };
            let Some(pick) = picks.get(choice).cloned() else {
                break;
            };
            self.remove_resource(p, &pick);
            let card = pick.card.clone();
            let label = self.pick_label(&pick);
            // A stolen one goes to its owner's zone; DJ's delayed effect
            // then has nothing left to give back.
            let owner = if pick.stolen { p.other() } else { p };
            if defeat {
                let id = card.unwrap_or_else(|| "unknown".to_string());
                self.state.player_mut(owner).discard.push(id);
                self.record(
                    kinds::MOVE,
                    StepText::new(
                        crate::text!("{} defeats one of {}'s resources ({}): it goes faceup to its owner's discard pile, and no When Defeated ability of its facedown side triggers.", by.source, &name, &label),
                        &["1.5.5f"],
                    )
                    .player(p)
                    .source(by.source),
                )?;
            } else {
                self.resource_to_hand(p, owner, card, &label, by)?;
            }
            taken += 1;
        }
        Ok(up_to || taken == count)
    }

    /// A resource just taken from `p`'s zone goes to its owner's hand.
    fn resource_to_hand(
        &mut self,
        p: PlayerId,
        owner: PlayerId,
        card: Option<String>,
        label: &str,
        by: By,
    ) -> EngineResult<()> {
        let hidden = match card {
            Some(id) => HiddenCard::Known(id),
            None => HiddenCard::Unknown,
        };
        self.state.player_mut(owner).hand.push(hidden);
        let name = self.state.name(p);
        self.record(
            kinds::MOVE,
            StepText::new(
                crate::text!(
                    "{} returns one of {}'s resources ({}) to its owner's hand.",
                    by.source,
                    &name,
                    &label
                ),
                &["1.7.1"],
            )
            .player(p)
            .source(by.source),
        )
    }

    pub(super) fn remove_resource(&mut self, p: PlayerId, pick: &Pick) {
        let r = &mut self.state.player_mut(p).resources;
        if pick.stolen {
            if let Some(i) = r.stolen.iter().position(|s| s.card == pick.card) {
                r.stolen.remove(i);
            }
        } else if let Some(id) = &pick.card {
            if let Some(i) = r.known.iter().position(|k| k == id) {
                r.known.remove(i);
            }
        }
        if pick.ready {
            r.ready = r.ready.saturating_sub(1);
        } else {
            r.exhausted = r.exhausted.saturating_sub(1);
        }
    }

    /// Add `card` (named or not) to `p`'s resources.
    pub(super) fn add_resource(&mut self, p: PlayerId, card: Option<String>, ready: bool) {
        let r = &mut self.state.player_mut(p).resources;
        if let Some(id) = card {
            r.known.push(id);
        }
        if ready {
            r.ready += 1;
        } else {
            r.exhausted += 1;
        }
    }

    fn resourced_text(&self, p: PlayerId, what: &str, ready: bool) -> String {
        format!(
            "{} puts {what} into play as a resource, {}.",
            self.state.name(p),
            if ready { "and readies it" } else { "exhausted" }
        )
    }

    /// "Put the top card of your deck into play as a resource": with an
    /// empty deck nothing happens (not a draw, so no damage).
    pub(super) fn resource_top_of_deck(&mut self, by: By, ready: bool) -> EngineResult<bool> {
        let p = by.you;
        if self.state.player(p).deck.is_empty() {
            self.note(
                format!(
                    "{}: {}'s deck is empty, so no card is put into play as a resource.",
                    by.source,
                    self.state.name(p)
                ),
                &["1.7.7"],
            )?;
            return Ok(false);
        }
        let top = self.state.player_mut(p).deck.remove(0);
        let what = match top.id() {
            Some(id) => format!("the top card of their deck ({})", self.card_name(id)),
            None => "the top card of their deck".to_string(),
        };
        self.add_resource(p, top.id().map(str::to_string), ready);
        let text = self.resourced_text(p, &what, ready);
        self.record(
            kinds::MOVE,
            StepText::new(text, &["1.7.7"]).player(p).source(by.source),
        )?;
        Ok(true)
    }

    /// "Put a card from your hand into play as a resource": the player
    /// picks the card.
    fn resource_from_hand(&mut self, by: By, ready: bool) -> EngineResult<bool> {
        let p = by.you;
        let hand = self.state.player(p).hand.clone();
        if hand.is_empty() {
            self.note(
                format!(
                    "{}: {} has no card in hand, so none is put into play as a resource.",
                    by.source,
                    self.state.name(p)
                ),
                &["1.7.7"],
            )?;
            return Ok(false);
        }
        let names = self.card_names(&hand);
        let choice = if names.len() == 1 {
            0
        } else {
            let prompt = format!(
                "{}: which card from their hand does {} put into play as a resource?",
                by.source,
                self.state.name(p)
            );
            let Some(i) = self.decide_index(p, prompt, names.clone(), &["1.7.7"])? else {
                return Ok(false);
            };
            i
        };
        let card = self.state.player_mut(p).hand.remove(choice);
        self.add_resource(p, card.id().map(str::to_string), ready);
        let text = self.resourced_text(p, &names[choice], ready);
        self.record(
            kinds::MOVE,
            StepText::new(text, &["1.7.7"]).player(p).source(by.source),
        )?;
        Ok(true)
    }

    /// "Choose a card in your discard pile. Put it into play as a resource
    /// [if it shares a name with a unit you control].": the player picks
    /// any card of their pile (a copy is the same choice); the name check
    /// is on the card's name alone (8.17.2).
    fn resource_from_discard(&mut self, by: By, if_shares_name: bool) -> EngineResult<bool> {
        let p = by.you;
        let name = self.state.name(p);
        let mut cards: Vec<String> = Vec::new();
        for id in self.state.player(p).discard.iter() {
            if !cards.contains(id) {
                cards.push(id.clone());
            }
        }
        if cards.is_empty() {
            self.note(
                format!(
                    "{}: {name}'s discard pile is empty, so no card is chosen.",
                    by.source
                ),
                &["1.7.7"],
            )?;
            return Ok(false);
        }
        let labels: Vec<String> = cards.iter().map(|id| self.card_name(id)).collect();
        let choice = if cards.len() == 1 {
            0
        } else {
            let prompt = format!(
                "{}: which card in their discard pile does {name} choose?",
                by.source
            );
            let Some(i) = self.decide_index(p, prompt, labels.clone(), &["1.7.7"])? else {
                return Ok(false);
            };
            i
        };
        let card = cards[choice].clone();
        let Some(def) = self.pool.get(&card) else {
            return Err(self.error(
                ErrorKind::Unsupported,
                format!(
                    "{} asks whether the chosen card shares a name with a unit, but the scenario does not say what the card is: name it in the discard pile",
                    by.source
                ),
            ));
        };
        if if_shares_name {
            let shared = self.state.units.iter().any(|u| {
                u.controller == p && self.pool.get(&u.card).is_some_and(|c| c.name == def.name)
            });
            if !shared {
                return self
                    .note(
                        format!(
                            "{}: {name} chooses {}, which shares a name with no unit {name} controls, so it stays in the discard pile.",
                            by.source, def.name
                        ),
                        &["8.17.2"],
                    )
                    .map(|_| false);
            }
        }
        let pile = &mut self.state.player_mut(p).discard;
        if let Some(i) = pile.iter().rposition(|c| *c == card) {
            pile.remove(i);
        }
        self.add_resource(p, Some(card), false);
        let text = self.resourced_text(
            p,
            &format!("{} from their discard pile", labels[choice]),
            false,
        );
        self.record(
            kinds::MOVE,
            StepText::new(text, &["1.7.7", "8.17.2"])
                .player(p)
                .source(by.source),
        )?;
        Ok(true)
    }

    /// "Reveal a resource you control. If it shares a name with a friendly
    /// unique unit, <then>.": the player picks the resource (1.7.4); the
    /// engine must know the card to compare names, so an unnamed one is an
    /// error asking the scenario to name it, never a guess.
    pub(super) fn reveal_resource(
        &mut self,
        then: &[Effect],
        ctx: &mut Ctx,
        by: By,
    ) -> EngineResult<Vec<OrderNode>> {
        let p = by.you;
        let name = self.state.name(p);
        let picks = self.resource_picks(p);
        if picks.is_empty() {
            self.note(
                format!("{}: {name} controls no resource to reveal.", by.source),
                &["1.7.1"],
            )?;
            return Ok(Vec::new());
        }
        let choice = if picks.len() == 1 {
            0
        } else {
            let options: Vec<String> = picks.iter().map(|k| self.pick_label(k)).collect();
            let prompt = format!("{}: which resource does {name} reveal?", by.source);
            let Some(i) = self.decide_index(p, prompt, options, &["1.7.4"])? else {
                return Ok(Vec::new());
            };
            i
        };
        let pick = picks[choice].clone();
        let Some(card) = pick.card.clone() else {
            return Err(self.error(
                ErrorKind::Unsupported,
                format!(
                    "{}: {name} reveals a resource the scenario does not name, so whether it shares a name with a unit is unknown: name it in resources.known",
                    by.source
                ),
            ));
        };
        let card_name = self.card_name(&card);
        let shared = self.state.units.iter().any(|u| {
            u.controller == p
                && self
                    .pool
                    .get(&u.card)
                    .is_some_and(|c| c.unique && c.name == card_name)
        });
        let outcome = if shared {
            "it shares a name with a friendly unique unit"
        } else {
            "it shares a name with no friendly unique unit, so nothing more happens"
        };
        self.record(
            kinds::NOTE,
            StepText::new(
                crate::text!(
                    "{}: {} reveals the resource {}; {}.",
                    by.source,
                    &name,
                    &card_name,
                    &outcome
                ),
                &["8.17.2"],
            )
            .player(p)
            .source(by.source),
        )?;
        if !shared {
            return Ok(Vec::new());
        }
        let mut mid = Vec::new();
        for e in then {
            if *e == Effect::ReturnRevealedResource {
                self.remove_resource(p, &pick);
                let label = self.pick_label(&pick);
                let owner = if pick.stolen { p.other() } else { p };
                self.resource_to_hand(p, owner, Some(card.clone()), &label, by)?;
            } else {
                mid.extend(self.resolve_effects(
                    std::slice::from_ref(e),
                    ctx,
                    by.you,
                    by.source,
                    by.this,
                )?);
            }
        }
        Ok(mid)
    }

    /// "Exhaust a resource" (either player's), "a ready friendly resource",
    /// "an enemy unit or resource": the controller picks a player's ready
    /// or exhausted resource, or a unit where the text allows; an
    /// exhausted one picked stays exhausted (1.5.4e).
    pub(super) fn exhaust_resource(
        &mut self,
        whose: Whose,
        ready_only: bool,
        or_unit: bool,
        ctx: &Ctx,
        by: By,
    ) -> EngineResult<()> {
        let players = match whose {
            Whose::Any => vec![by.you, by.you.other()],
            Whose::Friendly => vec![by.you],
            Whose::Enemy => vec![by.you.other()],
        };
        let mut options: Vec<(String, ExhaustPick)> = Vec::new();
        if or_unit {
            for u in self
                .state
                .units
                .iter()
                .filter(|u| players.contains(&u.controller))
            {
                options.push((u.label.clone(), ExhaustPick::Unit(u.instance)));
            }
        }
        for &p in &players {
            let r = &self.state.player(p).resources;
            let whose = super::possessive(&self.state.name(p));
            if r.ready > 0 {
                options.push((
                    format!("a ready resource of {whose}"),
                    ExhaustPick::Resource(p, true),
                ));
            }
            if r.exhausted > 0 && !ready_only {
                options.push((
                    format!("an exhausted resource of {whose}"),
                    ExhaustPick::Resource(p, false),
                ));
            }
        }
        if options.is_empty() {
            return self.note(
                format!("{}: there is nothing it can exhaust.", by.source),
                &["1.5.4c"],
            );
        }
        let choice = if options.len() == 1 {
            0
        } else {
            let labels: Vec<String> = options.iter().map(|(o, _)| o.clone()).collect();
            let prompt = format!(
                "{}: what does {} exhaust?",
                by.source,
                self.state.name(by.you)
            );
            let Some(i) = self.decide_index(by.you, prompt, labels, &["1.5.4c", "1.7.4"])? else {
                return Ok(());
            };
            i
        };
        match options.swap_remove(choice).1 {
            ExhaustPick::Unit(id) => {
                let mut on_it = ctx.clone();
                on_it.it = Some(id);
                let exhaust = Effect::Exhaust { target: Target::It };
                self.resolve_effects(&[exhaust], &mut on_it, by.you, by.source, by.this)
                    .map(|_| ())
            }
            ExhaustPick::Resource(p, false) => self.note(
                format!(
                    "{}: {} chooses an exhausted resource of {}'s; it stays exhausted.",
                    by.source,
                    self.state.name(by.you),
                    self.state.name(p)
                ),
                &["1.5.4e"],
            ),
            ExhaustPick::Resource(p, true) => {
                let r = &mut self.state.player_mut(p).resources;
                r.ready -= 1;
                r.exhausted += 1;
                let name = self.state.name(p);
                self.record(
                    kinds::MOVE,
                    StepText::new(
                        crate::text!("{} exhausts one of {}'s ready resources.", by.source, &name),
                        &["1.5.4c"],
                    )
                    .player(by.you)
                    .source(by.source),
                )
            }
        }
    }
}
