//! Plot (7.5.19): a unit or event with Plot that is one of its owner's named
//! resources when that player deploys a leader may be played from the
//! resource zone, paying its cost; the top card of the deck replaces it,
//! exhausted (7.5.19a, 7.5.19c).
//!
//! Each Plot card in the resources at the deploy triggers once, like a
//! "When you deploy a leader" ability (7.5.19a); the cards are gathered at
//! that moment, so a replacement that has Plot plays no part in the same
//! deploy (7.5.19d). The player first chooses which of them they plan to
//! play and shows them (the "may", 7.5.19b); those wait with the leader's
//! own When Deployed abilities and resolve one at a time in the order the
//! player chooses, and what one play triggers is its nested layer,
//! resolved before the next Plot card is played (7.5.19b).

use super::decide::Ask;
use super::events::GameEvent;
use super::procedure::{Ctx, ItemKind, Pending};
use super::{kinds, Engine, EngineResult, PlayerId, StepText};
use crate::rulesets::swu::cards::{CardType, Effect, Keyword, Trigger};
use crate::timing::OrderNode;

impl Engine<'_> {
    /// `p` has just deployed a leader: they choose which of their named
    /// resources with Plot they plan to play and show them (7.5.19b); each
    /// chosen triggers (7.5.19a). Only the cards in the resources now take
    /// part (7.5.19d).
    pub(super) fn raise_plots(&mut self, p: PlayerId) -> EngineResult<()> {
        let plots: Vec<String> = self
            .state
            .player(p)
            .resources
            .known
            .iter()
            .filter(|id| {
                self.pool.get(id).is_some_and(|c| {
                    matches!(c.card_type, CardType::Unit | CardType::Event)
                        && c.has_keyword(Keyword::Plot)
                })
            })
            .cloned()
            .collect();
        if plots.is_empty() {
            return Ok(());
        }
        // One option a card; a second copy is told apart by its number.
        let mut options: Vec<String> = Vec::new();
        for id in &plots {
            let name = self.card_name(id);
            let copies = options.iter().filter(|o| o.starts_with(&name)).count();
            options.push(if copies == 0 {
                name
            } else {
                format!("{name} (copy {})", copies + 1)
            });
        }
        let name = self.state.name(p);
        let prompt = format!(
            "{name} deployed a leader: which cards with Plot among their resources does {name} plan to play?"
        );
        let Some(chosen) = self.decide(p, prompt, options.clone(), Ask::Subset, &["7.5.19b"])?
        else {
            return Ok(());
        };
        let planned: Vec<String> = chosen
            .iter()
            .filter_map(|c| options.iter().position(|o| o == c))
            .map(|i| plots[i].clone())
            .collect();
        if planned.is_empty() {
            return self.note(
                format!("{name} plans to play none of their cards with Plot."),
                &["7.5.19a"],
            );
        }
        self.note(
            format!(
                "{name} shows {} the cards with Plot they plan to play: {}.",
                self.state.name(p.other()),
                chosen.join(", ")
            ),
            &["7.5.19b"],
        )?;
        for card in planned {
            let source_name = self.card_name(&card);
            let label = self.unique_label(format!("{card}/plot"));
            self.record(
                kinds::ABILITY_TRIGGERED,
                StepText::new(
                    crate::text!("{} Plot triggers: it is one of {}'s resources as they deploy a leader (a keyword that resolves like a \"When you deploy a leader\" ability).", super::possessive(&source_name), &name),
                    &["7.5.19a", "7.5.19d"],
                )
                .player(p)
                .source(source_name.clone())
                .source_id(card.clone()),
            )?;
            self.pending.push(Pending {
                label,
                controller: p,
                source_name,
                source_card: Some(card.clone()),
                source_unit: None,
                // It waits and resolves with the leader's When Deployed
                // abilities, in the order the player chooses (7.5.19b).
                trigger: Trigger::Deployed,
                // "You may" (7.5.19a) was answered by the plan.
                may: false,
                effects: vec![Effect::PlotPlay { card }],
                ctx: Ctx::default(),
                kind: ItemKind::Triggered,
                keyword: Some("Plot"),
            });
        }
        Ok(())
    }

    /// Plot's play: `card` leaves `you`'s resources for play, paid for as
    /// any play is, and the top card of the deck takes its place.
    pub(super) fn plot_play(
        &mut self,
        you: PlayerId,
        source: &str,
        card: &str,
    ) -> EngineResult<Vec<OrderNode>> {
        let name = self.state.name(you);
        if !self
            .state
            .player(you)
            .resources
            .known
            .iter()
            .any(|k| k == card)
        {
            self.note(
                format!(
                    "{source}: it is no longer one of {name}'s resources, so it is not played."
                ),
                &["7.5.19a"],
            )?;
            return Ok(Vec::new());
        }
        if let Some(why) = self.named_play_restriction(you, card) {
            self.note(
                format!("{source}: {why}, so it is not played."),
                &["8.19.3"],
            )?;
            return Ok(Vec::new());
        }
        // Its cost, as any play's: Exploit, its own decreases, the aspect
        // penalty and what other abilities change (7.5.19a "paying its
        // cost"). Costs are paid (6.2.4) before the card is put into play
        // (6.2.5) and it is replaced only as it enters play (7.5.19c), so
        // while they are paid it is still a ready or exhausted resource;
        // the CR does not say whether it may pay for itself (7.5.14e says
        // so for Smuggle only): the engine lets it, and marks the play
        // where it did (open question 29).
        let Some(less) = self.exploit(you, card)? else {
            return Ok(Vec::new());
        };
        let less = less + self.own_cost_less(you, card)?;
        let (printed, icons) = self
            .pool
            .get(card)
            .map(|c| (c.cost.unwrap_or(0), c.aspects.clone()))
            .unwrap_or_default();
        let mut cost = self.play_cost(you, printed, &icons, less);
        self.apply_play_costs(you, card, &mut cost)?;
        // Open question 29: the card helped pay for itself when what else
        // could pay (the other ready resources, Credit tokens) falls short.
        let paid_itself = (cost.total() > 0 && self.spendable(you) <= cost.total())
            .then_some(super::readings::PLOT_PAYS_FOR_ITSELF);
        self.pay_for_play(you, card, &cost, self.next_entry.saturating_sub(1))?;
        self.note_penalty(you, card, &cost)?;
        // It leaves the resources: among the exhausted ones if any are
        // (which are ready is the player's to arrange, 1.7.4), and the top
        // card of the deck enters in its place, exhausted (7.5.19c).
        let r = &mut self.state.player_mut(you).resources;
        if let Some(i) = r.known.iter().position(|k| k == card) {
            r.known.remove(i);
        }
        if r.exhausted > 0 {
            r.exhausted -= 1;
        } else {
            r.ready = r.ready.saturating_sub(1);
        }
        let replaced = if self.state.player(you).deck.is_empty() {
            "; their deck is empty, so no card replaces it".to_string()
        } else {
            let top = self.state.player_mut(you).deck.remove(0);
            let what = match top.id() {
                Some(id) => format!(" ({})", self.card_name(id)),
                None => String::new(),
            };
            self.add_resource(you, top.id().map(str::to_string), false);
            format!(
                "; the top card of their deck{what} replaces it as a resource, exhausted, entering play at the same time"
            )
        };
        let card_name = self.card_name(card);
        if self.is_type(card, CardType::Event) {
            return self.plot_event(you, card, &cost.total().to_string(), &replaced, paid_itself);
        }
        let unit = self.enter_play(you, card, false)?;
        if let Some(u) = self.state.unit_mut(unit) {
            u.how_played = Some(crate::rulesets::swu::cards::HowPlayed::FromResources);
        }
        let unit_label = self
            .state
            .unit(unit)
            .map(|u| u.label.clone())
            .unwrap_or_default();
        let label = self.unique_label(format!("{unit_label}/play"));
        let mut step = StepText::new(
            crate::text!(
                "{} plays {} from their resources using Plot for {}{}.",
                &name,
                &card_name,
                cost.total(),
                &replaced
            ),
            &["7.5.19a", "7.5.19c"],
        )
        .label(label.clone())
        .player(you)
        .source(source);
        if let Some(n) = paid_itself {
            step = step.reading(n);
        }
        self.record(kinds::ACTION, step)?;
        self.emit(GameEvent::Played {
            player: you,
            card: card.to_string(),
            unit: Some(unit),
            event: false,
            on: None,
        })?;
        // What this play triggered resolves before the next Plot card is
        // played (7.5.19b): it is this ability's nested layer.
        self.state_check()?;
        let mut triggered = self.take_pending();
        self.play_layer.append(&mut triggered);
        Ok(vec![OrderNode::event(label)])
    }

    /// An event played using Plot goes to the discard pile and its ability
    /// resolves as the Plot ability resolves (7.4.2); what the play and the
    /// event triggered resolve after it, before the next Plot card is
    /// played (7.5.19b).
    fn plot_event(
        &mut self,
        you: PlayerId,
        card: &str,
        cost: &str,
        replaced: &str,
        reading: Option<u32>,
    ) -> EngineResult<Vec<OrderNode>> {
        let card_name = self.card_name(card);
        let label = self.unique_label(format!("{}/play", crate::scenario_slug(&card_name)));
        self.state.player_mut(you).discard.push(card.to_string());
        let mut step = StepText::new(
            crate::text!("{} plays {} from their resources using Plot for {}{}; {} goes to the discard pile and its ability resolves.", self.state.name(you), &card_name, &cost, &replaced, &card_name),
            &["7.5.19a", "7.5.19c", "7.4.2"],
        )
        .label(label.clone())
        .player(you)
        .source(card_name.clone());
        if let Some(n) = reading {
            step = step.reading(n);
        }
        self.record(kinds::ACTION, step)?;
        self.emit(GameEvent::Played {
            player: you,
            card: card.to_string(),
            unit: None,
            event: true,
            on: None,
        })?;
        // Relentless's "loses all abilities" (8.14.2).
        let lost = self.event_loses_all_abilities(you, card)?;
        let text: Vec<Vec<Effect>> = self
            .pool
            .get(card)
            .filter(|_| !lost)
            .map(|c| {
                c.abilities
                    .iter()
                    .filter(|a| a.when.contains(&Trigger::Event))
                    .map(|a| a.effects.clone())
                    .collect()
            })
            .unwrap_or_default();
        let mut nodes = vec![OrderNode::event(label)];
        for effects in text {
            let mut ctx = Ctx::default();
            nodes.extend(self.resolve_effects(&effects, &mut ctx, you, &card_name, None)?);
        }
        Ok(nodes)
    }
}
