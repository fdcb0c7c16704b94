//! The deck card an ability is about, and the names and numbers a player
//! chooses for it: "Look at the top card of your deck", "Name a card",
//! "Choose a number", "If it's the named card, you may reveal and draw
//! it", "If it shares an aspect with your base, return it to your hand",
//! and the play restriction on a named card (Regional Governor).
//!
//! The card is the one the ability last looked at, revealed or discarded
//! (`Ctx::discarded`). A deck card the scenario does not name is unknown:
//! the engine can draw it, discard it or return it without knowing it,
//! but a test of it (its cost, its aspects, its name) is an error asking
//! the scenario to list it, never a guess.

use super::super::decide::Ask;
use super::super::procedure::Ctx;
use super::super::{
    kinds, Engine, EngineResult, ErrorKind, HiddenCard, NamedRestriction, PlayerId, ScriptEntry,
    StepText,
};
use super::By;
use crate::rulesets::swu::cards::{CardDef, CardTest, Effect, PlayerSel, TheCardAct};
use crate::timing::OrderNode;

/// The id a discarded card the scenario does not name is kept under.
const UNKNOWN: &str = "unknown";

/// The numbers a "Choose a number" lists: any whole number may be chosen
/// (8.4.5a), and one the script gives beyond these is taken too; these are
/// the costs printed cards have.
const LISTED_NUMBERS: u32 = 12;

impl Engine<'_> {
    /// "Look at the top card of your deck": information only (8.13.1); the
    /// card stays where it is (8.13.2) and is the card of the rest of the
    /// ability. An empty deck shows nothing (8.6.2).
    pub(super) fn look_at_own_top(&mut self, ctx: &mut Ctx, by: By) -> EngineResult<()> {
        self.look_at_tops(PlayerSel::You, 1, by)?;
        ctx.discarded = self
            .state
            .player(by.you)
            .deck
            .first()
            .map(|c| c.id().unwrap_or(UNKNOWN).to_string());
        Ok(())
    }

    /// "Name a card" (8.17.1): the controller names any card; the script
    /// gives the name. The names of the cards in this game are listed; any
    /// other printed card's name is as legal.
    pub(super) fn name_a_card(&mut self, ctx: &mut Ctx, by: By) -> EngineResult<()> {
        let prompt = format!(
            "{}: which card does {} name? Any card's name, without its subtitle (8.17.1); the cards in this game are listed",
            by.source,
            self.state.name(by.you)
        );
        let options = self.names_in_game();
        let named = self.decide_open(by.you, prompt, options, &["8.17.1"], |e, answer| {
            e.pool
                .named(answer)
                .into_iter()
                .find(|c| c.name.eq_ignore_ascii_case(answer))
                .map(|c| c.name.clone())
        })?;
        ctx.named = named;
        Ok(())
    }

    /// "Choose a number": any whole number, 0 too (8.4.5a).
    pub(super) fn choose_number(&mut self, ctx: &mut Ctx, by: By) -> EngineResult<()> {
        let prompt = format!(
            "{}: which number does {} choose? Any whole number (8.4.5a)",
            by.source,
            self.state.name(by.you)
        );
        let options = (0..=LISTED_NUMBERS).map(|n| n.to_string()).collect();
        let chosen = self.decide_open(by.you, prompt, options, &["8.4.5a"], |_, answer| {
            answer.parse::<u32>().ok().map(|n| n.to_string())
        })?;
        ctx.chosen_number = chosen.and_then(|n| n.parse().ok());
        Ok(())
    }

    /// A decision whose legal options are more than can be listed (a card
    /// name, a number): `options` are listed, and the script's answer is
    /// taken when `accept` finds it legal (giving it as it is kept).
    fn decide_open(
        &mut self,
        chooser: PlayerId,
        prompt: String,
        mut options: Vec<String>,
        rules: &[&'static str],
        accept: impl Fn(&Self, &str) -> Option<String>,
    ) -> EngineResult<Option<String>> {
        if self.branch.is_none() {
            if let Some(ScriptEntry::Decision { choose, .. }) = self.script.get(self.next_entry) {
                if let [one] = choose.as_slice() {
                    if let Some(v) = accept(self, one.trim()) {
                        if !options.iter().any(|o| o.eq_ignore_ascii_case(&v)) {
                            options.push(v);
                        }
                    }
                }
            }
        }
        let chosen = self.decide(chooser, prompt, options, Ask::One, rules)?;
        Ok(chosen.and_then(|c| c.into_iter().next()))
    }

    /// The names of the cards this game's scenario names, once each, in
    /// order: units and their upgrades, leaders, and the known cards of
    /// hands, decks and discard piles.
    fn names_in_game(&self) -> Vec<String> {
        let mut ids: Vec<&str> = Vec::new();
        for u in self.state.units.iter() {
            ids.push(&u.card);
            ids.extend(u.upgrades.iter().map(|g| g.card.as_str()));
        }
        for p in PlayerId::BOTH {
            let pl = self.state.player(p);
            ids.extend(pl.leader.iter().map(|l| l.card.as_str()));
            ids.extend(pl.hand.iter().filter_map(HiddenCard::id));
            ids.extend(pl.deck.iter().filter_map(HiddenCard::id));
            ids.extend(pl.discard.iter().map(String::as_str));
        }
        let mut names: Vec<String> = ids
            .into_iter()
            .filter_map(|id| self.pool.get(id).map(|c| c.name.clone()))
            .collect();
        names.sort();
        names.dedup();
        names
    }

    /// What the ability does with its card.
    pub(super) fn the_card(
        &mut self,
        act: &TheCardAct,
        ctx: &Ctx,
        by: By,
    ) -> EngineResult<Vec<OrderNode>> {
        let Some(id) = ctx.discarded.clone() else {
            // Nothing was looked at or discarded: an empty deck (8.6.2),
            // or a "you may" declined.
            self.note(
                format!(
                    "{}: there is no card to take, so nothing happens.",
                    by.source
                ),
                &["8.6.2"],
            )?;
            return Ok(Vec::new());
        };
        if let TheCardAct::SameNamedUnit { then } = act {
            return self.same_named_unit(&id, then, ctx, by);
        }
        if let TheCardAct::ReturnOneDiscarded { filter } = act {
            return self
                .return_one_discarded(filter, ctx, by)
                .map(|()| Vec::new());
        }
        self.take_the_card(act, id, by).map(|()| Vec::new())
    }

    /// Draw, reveal and draw, or return the card.
    fn take_the_card(&mut self, act: &TheCardAct, id: String, by: By) -> EngineResult<()> {
        let name = self.state.name(by.you);
        let shown = match id.as_str() {
            UNKNOWN => "the card".to_string(),
            id => self.card_name(id),
        };
        match act {
            TheCardAct::Draw | TheCardAct::RevealAndDraw => {
                let on_top = self
                    .state
                    .player(by.you)
                    .deck
                    .first()
                    .map(|c| c.id().unwrap_or(UNKNOWN));
                if on_top != Some(id.as_str()) {
                    return self.note(
                        format!(
                            "{}: {shown} is no longer on top of {name}'s deck, so it is not drawn.",
                            by.source
                        ),
                        &["7.1.5"],
                    );
                }
                if *act == TheCardAct::RevealAndDraw {
                    self.note(
                        format!(
                            "{}: {name} reveals {shown} from the top of their deck.",
                            by.source
                        ),
                        &["8.25.1"],
                    )?;
                }
                self.draw(&[by.you], 1, by.source)
            }
            TheCardAct::SameNamedUnit { .. } | TheCardAct::ReturnOneDiscarded { .. } => Ok(()),
            TheCardAct::ReturnToHand => self.return_discarded_to_hand(&id, by),
        }
    }

    /// A card from your discard pile to your hand (the card an ability
    /// discarded from your deck).
    pub(super) fn return_discarded_to_hand(&mut self, id: &str, by: By) -> EngineResult<()> {
        let name = self.state.name(by.you);
        let shown = match id {
            UNKNOWN => "the card".to_string(),
            id => self.card_name(id),
        };
        let pile = &self.state.player(by.you).discard;
        let Some(i) = pile.iter().rposition(|c| *c == id) else {
            return self.note(
                format!(
                    "{}: {shown} is no longer in {name}'s discard pile, so nothing is returned.",
                    by.source
                ),
                &["7.1.5"],
            );
        };
        self.take_from_discard(by.you, i);
        let card = match id {
            UNKNOWN => HiddenCard::Unknown,
            id => HiddenCard::Known(id.to_string()),
        };
        self.state.player_mut(by.you).hand.push(card);
        self.record(
            kinds::MOVE,
            StepText::new(
                crate::text!(
                    "{} returns {} from their discard pile to their hand.",
                    &name,
                    &shown
                ),
                &["7.1.5"],
            )
            .player(by.you)
            .source(by.source),
        )
    }

    /// "... a unit in play with the same name as the discarded card": the
    /// controller chooses among the units of either player whose name is
    /// the card's (8.17.2); none, and nothing happens.
    fn same_named_unit(
        &mut self,
        id: &str,
        then: &[Effect],
        ctx: &Ctx,
        by: By,
    ) -> EngineResult<Vec<OrderNode>> {
        let Some(card) = self.pool.get(id) else {
            return Err(self.error(
                ErrorKind::Unsupported,
                format!("{} asks for the discarded card's name, but the scenario does not say what it is: list the card", by.source),
            ));
        };
        let name = card.name.clone();
        let options: Vec<String> = self
            .state
            .units
            .iter()
            .filter(|u| self.card_name(&u.card).eq_ignore_ascii_case(&name))
            .map(|u| u.label.clone())
            .collect();
        if options.is_empty() {
            self.note(
                format!(
                    "{}: no unit in play is named {name}, so nothing happens.",
                    by.source
                ),
                &["8.17.2"],
            )?;
            return Ok(Vec::new());
        }
        let prompt = format!(
            "{}: which unit named {name} does {} choose?",
            by.source,
            self.state.name(by.you)
        );
        let Some(c) = self.decide(by.you, prompt, options, Ask::One, &["8.17.2"])? else {
            return Ok(Vec::new());
        };
        let Some(unit) = self.state.units.iter().find(|u| u.label == c[0]) else {
            return Ok(Vec::new());
        };
        let mut part = ctx.clone();
        part.it = Some(unit.instance);
        self.resolve_effects(then, &mut part, by.you, by.source, by.this)
    }

    /// "If <test>, <then>" about the ability's card; nothing when there is
    /// none (an empty deck, 8.6.2).
    pub(super) fn if_the_card(
        &mut self,
        test: &CardTest,
        then: &[Effect],
        ctx: &Ctx,
        by: By,
    ) -> EngineResult<Vec<OrderNode>> {
        let Some(card) = self.card_from_deck(
            ctx,
            by,
            "asks about the card from the top of the deck, but the scenario does not say what it is",
        )?
        else {
            return Ok(Vec::new());
        };
        let you = self.state.name(by.you);
        let (passes, yes, no) = match test {
            CardTest::SharesAspectWithYourBase => {
                let base = &self.state.player(by.you).base.aspects;
                let shared = card
                    .aspects
                    .iter()
                    .any(|a| base.iter().any(|b| b.eq_ignore_ascii_case(a)));
                (
                    shared,
                    format!("shares an aspect with {you}'s base"),
                    format!("shares no aspect with {you}'s base"),
                )
            }
            CardTest::CostIsChosenNumber => {
                let chosen = ctx
                    .chosen_number
                    .map_or("none".to_string(), |n| n.to_string());
                let cost = card.cost.map_or("no".to_string(), |c| c.to_string());
                (
                    card.cost.is_some() && card.cost == ctx.chosen_number,
                    format!("costs {cost}, the chosen number"),
                    format!("costs {cost}, not the chosen number ({chosen})"),
                )
            }
            CardTest::IsNamedCard | CardTest::NamedCardDiscarded => {
                let named = ctx.named.clone().unwrap_or_default();
                (
                    named.eq_ignore_ascii_case(&card.name),
                    format!("has the named name, {named}"),
                    format!("is not named {named}"),
                )
            }
            CardTest::SharesNoAspectWithYourBase => {
                let base = &self.state.player(by.you).base.aspects;
                let shared = card
                    .aspects
                    .iter()
                    .any(|a| base.iter().any(|b| b.eq_ignore_ascii_case(a)));
                (
                    !shared,
                    format!("shares no aspect with {you}'s base"),
                    format!("shares an aspect with {you}'s base"),
                )
            }
            CardTest::HasAspect(aspect) => (
                card.aspects.iter().any(|a| a.eq_ignore_ascii_case(aspect)),
                format!("is {aspect}"),
                format!("is not {aspect}"),
            ),
            CardTest::OddCost => {
                let cost = card.cost.unwrap_or(0);
                (
                    cost % 2 == 1,
                    format!("has an odd cost ({cost})"),
                    format!("has an even cost ({cost})"),
                )
            }
            CardTest::Is(t) => (
                card.card_type == *t,
                format!("is a card of type {t:?}"),
                format!("is not a card of type {t:?}"),
            ),
        };
        let rules: &[&'static str] = match test {
            CardTest::IsNamedCard | CardTest::NamedCardDiscarded => &["7.1.5", "8.17.2"],
            _ => &["7.1.5"],
        };
        let said = if passes { yes } else { no };
        self.note(format!("{}: {} {said}.", by.source, card.name), rules)?;
        if !passes {
            return Ok(Vec::new());
        }
        self.resolve_part(then, ctx, by)
    }

    /// "While this unit is in play, opponents can't play the named card"
    /// (8.19.3): it lasts while this copy of the unit is in play (8.5.4).
    pub(super) fn opponents_cant_play_named(&mut self, ctx: &Ctx, by: By) -> EngineResult<()> {
        let Some((name, player)) = self.restrict_named(0, ctx, by, ("is restricted", "8.19.3"))?
        else {
            return Ok(());
        };
        self.note(
            format!(
                "{}: while it is in play, {} can't play cards named {name} (a play restriction).",
                by.source,
                self.state.name(player)
            ),
            &["8.19.3", "8.17.1"],
        )
    }

    /// What "the named card" restrictions share (Regional Governor's "can't
    /// play", Qi'ra's "costs N more"): while this copy of the unit is in
    /// play (8.5.4), the opponents of its ability's controller are held to
    /// it for the card `ctx` named; `more` is the cost increase, 0 for a
    /// play restriction. The name and the player held, or `None` when
    /// nothing was named or the unit has left play (said, with the rule
    /// `gone` gives: what would have been, and its number).
    pub(super) fn restrict_named(
        &mut self,
        more: u32,
        ctx: &Ctx,
        by: By,
        gone: (&str, &'static str),
    ) -> EngineResult<Option<(String, PlayerId)>> {
        let Some(name) = ctx.named.clone() else {
            return Ok(None);
        };
        let Some(unit) = by
            .this
            .filter(|u| self.state.units.iter().any(|x| x.instance == *u))
        else {
            self.note(
                format!(
                    "{}: the unit is no longer in play, so no card {}.",
                    by.source, gone.0
                ),
                &[gone.1],
            )?;
            return Ok(None);
        };
        let player = by.you.other();
        self.state.cant_play_named.push(NamedRestriction {
            unit,
            player,
            name: name.clone(),
            more,
        });
        Ok(Some((name, player)))
    }

    /// The unit whose play restriction stops `p` playing `card` now
    /// (8.19.3), if any: its label for the error.
    pub(in crate::rulesets::swu::engine) fn named_play_restriction(
        &self,
        p: PlayerId,
        card: &str,
    ) -> Option<String> {
        let name = &self.pool.get(card)?.name;
        self.state
            .cant_play_named
            .iter()
            .filter(|r| r.more == 0 && r.player == p && r.name.eq_ignore_ascii_case(name))
            .find_map(|r| self.state.units.iter().find(|u| u.instance == r.unit))
            .map(|u| self.unit_name(u))
    }
}

impl<'p> Engine<'p> {
    /// The card this ability took from a deck (discarded, or revealed on
    /// top of it), for an "if it is ..." about it: `None` when it took
    /// none (an empty deck, 8.6.2); an error when the scenario did not say
    /// which card it is, `asks` saying what the ability wanted to know.
    pub(super) fn card_from_deck(
        &self,
        ctx: &Ctx,
        by: By,
        asks: &str,
    ) -> EngineResult<Option<&'p CardDef>> {
        let Some(id) = ctx.discarded.as_deref() else {
            return Ok(None);
        };
        match self.pool.get(id) {
            Some(card) => Ok(Some(card)),
            None => Err(self.error(
                ErrorKind::Unsupported,
                format!("{} {asks}: list it on top of the deck", by.source),
            )),
        }
    }
}
