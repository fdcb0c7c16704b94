//! The ability vocabulary, interpreted. Effects resolve in the order they
//! are written (7.1.5); the state is checked after each (1.16.5).

use super::procedure::Ctx;
use super::{
    DelayedEffect, Engine, EngineResult, ErrorKind, HiddenCard, InstanceId, LastingKind, Outcome,
    PlayerId, StepText,
};
use crate::rulesets::swu::cards::{Effect, TimingPoint};
use crate::rulesets::swu::engine::kinds;
use crate::timing::OrderNode;

/// Something an effect can hit.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Hit {
    Unit(InstanceId),
    Base(PlayerId),
}

impl Engine<'_> {
    /// Resolve `effects`. Returns order trees of layers that had to resolve
    /// in the middle of the ability ("play each of them", 7.1.7).
    pub(super) fn resolve_effects(
        &mut self,
        effects: &[Effect],
        ctx: &mut Ctx,
        you: PlayerId,
        source: &str,
        this: Option<InstanceId>,
    ) -> EngineResult<Vec<OrderNode>> {
        let mid = self.until_game_over(effects, |e, effect| {
            let mid = e.resolve_effect(effect, ctx, you, source, this)?;
            e.state_check()?;
            Ok(mid)
        })?;
        Ok(mid.into_iter().flatten().collect())
    }

    fn resolve_effect(
        &mut self,
        effect: &Effect,
        ctx: &mut Ctx,
        you: PlayerId,
        source: &str,
        this: Option<InstanceId>,
    ) -> EngineResult<Vec<OrderNode>> {
        match effect {
            Effect::DealDamage { amount, target } => {
                let n = self.amount(amount, ctx, this);
                for hit in self.targets(*target, ctx, you, this, source)? {
                    self.deal_damage(hit, n, source, you)?;
                }
            }
            Effect::Heal { amount, target } => {
                let n = self.amount(amount, ctx, this);
                for hit in self.targets(*target, ctx, you, this, source)? {
                    let name = self.hit_name(hit);
                    let healed = match hit {
                        Hit::Unit(id) => self.state.unit_mut(id).map(|u| {
                            let h = u.damage.min(n);
                            u.damage -= h;
                            h
                        }),
                        Hit::Base(p) => {
                            let b = &mut self.state.player_mut(p).base;
                            let h = b.damage.min(n);
                            b.damage -= h;
                            Some(h)
                        }
                    };
                    self.note(
                        format!("{source} heals {} damage from {name}.", healed.unwrap_or(0)),
                        &["7.1.5"],
                    )?;
                }
            }
            Effect::Defeat { target } => {
                // Every unit one effect defeats is defeated at the same time.
                let mut ids: Vec<InstanceId> = Vec::new();
                for hit in self.targets(*target, ctx, you, this, source)? {
                    if let Hit::Unit(id) = hit {
                        if !ids.contains(&id) {
                            ids.push(id);
                        }
                    }
                }
                self.defeat_together(&ids, &format!("{source} defeats it"), &["1.5.5c"])?;
            }
            Effect::Exhaust { target } | Effect::Ready { target } => {
                let exhaust = matches!(effect, Effect::Exhaust { .. });
                for hit in self.targets(*target, ctx, you, this, source)? {
                    if let Hit::Unit(id) = hit {
                        let blocked = !exhaust && self.cant_ready(id);
                        let name = self.hit_name(hit);
                        if blocked {
                            self.note(
                                format!("{name} can't ready: a lasting effect stops it."),
                                // "Can't" overrides the ability's ready (8.3.2)
                                // while the lasting effect lasts (7.7.3b).
                                &["8.3.2", "7.7.3b"],
                            )?;
                        } else if let Some(u) = self.state.unit_mut(id) {
                            u.exhausted = exhaust;
                            let verb = if exhaust { "exhausts" } else { "readies" };
                            self.note(format!("{source} {verb} {name}."), &["7.1.5"])?;
                        }
                    }
                }
            }
            Effect::CantReady { target, duration } => {
                for hit in self.targets(*target, ctx, you, this, source)? {
                    if let Hit::Unit(id) = hit {
                        self.add_lasting(source, you, id, LastingKind::CantReady, *duration)?;
                    }
                }
            }
            Effect::Modify {
                target,
                power,
                hp,
                duration,
            } => {
                for hit in self.targets(*target, ctx, you, this, source)? {
                    if let Hit::Unit(id) = hit {
                        self.add_lasting(
                            source,
                            you,
                            id,
                            LastingKind::Modify {
                                power: *power,
                                hp: *hp,
                            },
                            *duration,
                        )?;
                    }
                }
            }
            Effect::GiveShield { target } | Effect::GiveExperience { target, .. } => {
                for hit in self.targets(*target, ctx, you, this, source)? {
                    let name = self.hit_name(hit);
                    if let Hit::Unit(id) = hit {
                        if let Some(u) = self.state.unit_mut(id) {
                            let what = match effect {
                                Effect::GiveExperience { count, .. } => {
                                    u.experience += count;
                                    super::count_of(*count, "Experience token", "Experience tokens")
                                }
                                _ => {
                                    u.shields += 1;
                                    "a Shield token".to_string()
                                }
                            };
                            self.note(format!("{source} gives {what} to {name}."), &["7.1.5"])?;
                        }
                    }
                }
            }
            Effect::Draw { who, count } => {
                let players = self.players(*who, you, source)?;
                self.draw(&players, *count, source)?;
            }
            Effect::DiscardFromDeck { who, count } => {
                ctx.discarded = None;
                // Both players' cards go at once (7.1.4): nothing is checked
                // or triggered between them.
                let players = self.players(*who, you, source)?;
                let rules: &[&'static str] = if players.len() > 1 {
                    &["7.1.5", "7.1.4"]
                } else {
                    &["7.1.5"]
                };
                for p in players {
                    for _ in 0..*count {
                        let name = self.state.name(p);
                        match self.state.player_mut(p).deck.first().cloned() {
                            Some(card) => {
                                self.state.player_mut(p).deck.remove(0);
                                let text = match card.id() {
                                    Some(id) => {
                                        self.state.player_mut(p).discard.push(id.to_string());
                                        ctx.discarded = Some(id.to_string());
                                        let card = self.card_name(id);
                                        format!(
                                            "{name} discards {card} from the top of their deck."
                                        )
                                    }
                                    None => {
                                        self.state.player_mut(p).discard.push("unknown".into());
                                        ctx.discarded = Some("unknown".into());
                                        format!("{name} discards the top card of their deck.")
                                    }
                                };
                                self.record(
                                    kinds::MOVE,
                                    StepText::new(text, rules).player(p).source(source),
                                )?;
                            }
                            None => self.note(
                                format!("{name}'s deck is empty: there is nothing to discard."),
                                &["8.6.2"],
                            )?,
                        }
                    }
                }
            }
            Effect::DiscardFromHand { who, count } => {
                let players = self.players(*who, you, source)?;
                if !self.discard_from_hands(players, *count, source)? {
                    return Ok(Vec::new());
                }
            }
            Effect::LookAtTop { count } => self.look_at_top(you, *count, source)?,
            Effect::LookAtHand { who } => {
                for p in self.players(*who, you, source)? {
                    let hand = self.hand_options(p).join(", ");
                    self.note(
                        format!(
                            "{} looks at {}'s hand: {}.",
                            self.state.name(you),
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
            }
            Effect::PlayUnit { .. } => {
                return self.play_unit_effect(you, source, ctx, effect);
            }
            Effect::Delayed { at, effects } => {
                let at = match at {
                    TimingPoint::EndOfPhase => match self.state.phase {
                        super::Phase::Regroup => TimingPoint::EndOfRegroupPhase,
                        _ => TimingPoint::EndOfActionPhase,
                    },
                    other => *other,
                };
                let label = self.unique_label(format!("{}/delayed", crate::scenario_slug(source)));
                let target_name = ctx
                    .it
                    .and_then(|id| self.state.unit(id))
                    .map(|u| self.unit_name(u));
                if self.point_has_passed(at) {
                    return self.resolve_upon_creation(at, label, effects, ctx, you, source);
                }
                self.state.delayed.push(DelayedEffect {
                    label,
                    source: source.to_string(),
                    controller: you,
                    at,
                    target: ctx.it,
                    effects: effects.clone(),
                });
                let about = target_name
                    .map(|n| format!(", aimed at this copy of {n}"))
                    .unwrap_or_default();
                self.note(
                    format!(
                        "{source} creates a delayed effect for {}{about}.",
                        at.describe()
                    ),
                    &["7.7.4a"],
                )?;
            }
            Effect::LoseGame { who } => {
                if let Some(&p) = self.players(*who, you, source)?.first() {
                    self.end_game(
                        Outcome::Won { winner: p.other() },
                        StepText::new(
                            format!("{} loses the game ({source}).", self.state.name(p)),
                            // The card's own text ends the game (1.3.1: a
                            // card's text overrides the rules); 5.6.1 and
                            // 5.6.2 are about a base at 0 HP.
                            &["1.3.1"],
                        )
                        .player(p)
                        .source(source),
                    )?;
                }
            }
            Effect::ReturnToHand { target } => {
                for hit in self.targets(*target, ctx, you, this, source)? {
                    if let Hit::Unit(id) = hit {
                        if let Some(u) = self.leave_play(id) {
                            self.state
                                .player_mut(u.owner)
                                .hand
                                .push(HiddenCard::Known(u.card.clone()));
                            self.record(
                                kinds::MOVE,
                                StepText::new(
                                    format!("{} returns to its owner's hand.", self.unit_name(&u)),
                                    // Returned from play (8.24.1), it leaves
                                    // play (8.12.1) and is not defeated.
                                    &["8.24.1", "8.12.1", "8.24.2"],
                                )
                                .source(source),
                            )?;
                        }
                    }
                }
            }
            Effect::TakeControl { target } => {
                for hit in self.targets(*target, ctx, you, this, source)? {
                    if let Hit::Unit(id) = hit {
                        if let Some(u) = self.state.unit_mut(id) {
                            u.controller = you;
                            self.control_changes += 1;
                        }
                        let name = self.hit_name(hit);
                        self.note(
                            format!("{} takes control of {name}.", self.state.name(you)),
                            &["7.1.5"],
                        )?;
                    }
                }
            }
            Effect::Attack {
                attacker,
                power_bonus,
                bonus_trait,
                enemy_unit_only,
                even_if_exhausted,
                optional,
                gains,
                arena,
            } => {
                return self.attack_effect(
                    you,
                    source,
                    this,
                    ctx,
                    *attacker,
                    *power_bonus,
                    bonus_trait.as_deref(),
                    *enemy_unit_only,
                    *even_if_exhausted,
                    *optional,
                    gains,
                    *arena,
                );
            }
            Effect::Choose {
                target,
                filter,
                then,
            } => {
                let hits = self.targets_filtered(*target, ctx, you, this, source, Some(filter))?;
                let mut mid = Vec::new();
                for hit in hits {
                    let mut inner = ctx.clone();
                    if let Hit::Unit(id) = hit {
                        inner.it = Some(id);
                    }
                    mid.extend(self.resolve_effects(then, &mut inner, you, source, this)?);
                }
                return Ok(mid);
            }
            Effect::IfKeyword {
                keyword,
                then,
                otherwise,
            } => {
                let has = ctx
                    .it
                    .and_then(|id| self.state.unit(id))
                    .map(|u| self.unit_has(u, *keyword))
                    .unwrap_or(false);
                let branch = if has { then } else { otherwise };
                let mut inner = ctx.clone();
                return self.resolve_effects(branch, &mut inner, you, source, this);
            }
            Effect::May { then } => {
                let prompt = format!(
                    "{source}: does {} use the \"you may\" part of the ability?",
                    self.state.name(you)
                );
                match self.decide_may_cited(you, prompt, &["7.1.5"])? {
                    Some(true) => {
                        let mut inner = ctx.clone();
                        return self.resolve_effects(then, &mut inner, you, source, this);
                    }
                    Some(false) => {
                        self.note(
                            format!("{} declines that part of {source}.", self.state.name(you)),
                            &["7.1.5"],
                        )?;
                    }
                    None => {}
                }
            }
            Effect::LoseKeyword {
                target,
                keyword,
                duration,
            } => {
                for hit in self.targets(*target, ctx, you, this, source)? {
                    if let Hit::Unit(id) = hit {
                        self.add_lasting(
                            source,
                            you,
                            id,
                            LastingKind::LoseKeyword { keyword: *keyword },
                            *duration,
                        )?;
                    }
                }
            }
            Effect::IfDiscardedIsNot { card_type, then } => {
                let Some(id) = ctx.discarded.clone() else {
                    return Ok(Vec::new());
                };
                let Some(card) = self.pool.get(&id) else {
                    return Err(self.error(
                        ErrorKind::Unsupported,
                        format!("{source} asks what the discarded card is, but the scenario does not say: list it on top of the deck"),
                    ));
                };
                if card.card_type == *card_type {
                    return Ok(Vec::new());
                }
                let mut inner = ctx.clone();
                return self.resolve_effects(then, &mut inner, you, source, this);
            }
            Effect::GainKeyword {
                target,
                keyword,
                amount,
                duration,
            } => {
                for hit in self.targets(*target, ctx, you, this, source)? {
                    if let Hit::Unit(id) = hit {
                        self.add_lasting(
                            source,
                            you,
                            id,
                            LastingKind::GainKeyword {
                                keyword: *keyword,
                                amount: *amount,
                            },
                            *duration,
                        )?;
                    }
                }
            }
            Effect::DefeatShield { target, all } => {
                for hit in self.targets(*target, ctx, you, this, source)? {
                    let name = self.hit_name(hit);
                    if let Hit::Unit(id) = hit {
                        let had = self
                            .state
                            .unit_mut(id)
                            .map(|u| {
                                let had = u.shields;
                                u.shields = if *all { 0 } else { u.shields.saturating_sub(1) };
                                had
                            })
                            .unwrap_or(0);
                        if had > 0 && *all {
                            self.note(
                                format!("{source} defeats every Shield token on {name} ({had})."),
                                &["7.5.10a"],
                            )?;
                        } else if had > 0 {
                            self.note(
                                format!("{source} defeats a Shield token on {name}."),
                                &["7.1.5"],
                            )?;
                        } else {
                            self.note(
                                format!("{name} has no Shield token left to defeat."),
                                &["7.1.5"],
                            )?;
                        }
                    }
                }
            }
            Effect::OwnerTakesControl { target } => {
                for hit in self.targets(*target, ctx, you, this, source)? {
                    if let Hit::Unit(id) = hit {
                        let owner = self.state.unit_mut(id).map(|u| {
                            u.controller = u.owner;
                            u.owner
                        });
                        self.control_changes += 1;
                        if let Some(owner) = owner {
                            let name = self.hit_name(hit);
                            self.note(
                                format!("{} takes control of {name}.", self.state.name(owner)),
                                // Taking control (8.27.1); when it happens
                                // is the delayed effect's (7.7.4b, cited on
                                // its resolution).
                                &["8.27.1"],
                            )?;
                        }
                    }
                }
            }
            Effect::ResourceThisCard { ready } => {
                if let Some((card, owner)) = ctx.left_play.clone() {
                    let pile = &mut self.state.player_mut(owner).discard;
                    if let Some(i) = pile.iter().rposition(|c| *c == card) {
                        pile.remove(i);
                        let r = &mut self.state.player_mut(you).resources;
                        if *ready {
                            r.ready += 1;
                        } else {
                            r.exhausted += 1;
                        }
                        self.record(
                            kinds::MOVE,
                            StepText::new(
                                format!(
                                    "{} puts {} into play as a resource{}.",
                                    self.state.name(you),
                                    self.card_name(&card),
                                    if *ready { " and readies it" } else { "" }
                                ),
                                &["1.7.7"],
                            )
                            .player(you)
                            .source(source),
                        )?;
                    } else {
                        self.note(
                            format!("{source}: the card is no longer in the discard pile, so nothing happens."),
                            &["7.1.5"],
                        )?;
                    }
                }
            }
            Effect::LookAtTopOf { who, count } => {
                // One player looks at each deck in turn: this cannot happen
                // at once, so the ability's controller picks the order
                // (7.1.4, its Thrawn example).
                let players = self.players(*who, you, source)?;
                let doing = "looks at the top of each player's deck";
                for p in self.order_of_players(you, players, source, doing)? {
                    let n = (*count as usize).min(self.state.player(p).deck.len());
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
                            self.state.name(you),
                            self.state.name(p)
                        ),
                        rules,
                    )?;
                }
            }
            Effect::Capture { target, filter } => {
                let Some(guard) = this.filter(|g| self.state.unit(*g).is_some()) else {
                    self.note(
                        format!("{source} is no longer in play, so it captures nothing."),
                        &["8.33.1a"],
                    )?;
                    return Ok(Vec::new());
                };
                for hit in self.targets_filtered(*target, ctx, you, this, source, Some(filter))? {
                    if let Hit::Unit(id) = hit {
                        self.capture(id, guard)?;
                    }
                }
            }
            Effect::RevealTop { who } => {
                for p in self.players(*who, you, source)? {
                    let top = self.state.player(p).deck.first().cloned();
                    let name = self.state.name(p);
                    match top {
                        None => {
                            ctx.revealed_cost = None;
                            self.note(
                                format!(
                                    "{source}: {name}'s deck is empty, so nothing is revealed."
                                ),
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
                            self.note(
                                format!(
                                    "{source}: {} reveals the top card of {name}'s deck: {} (cost {cost}).",
                                    self.state.name(you),
                                    self.card_name(&id)
                                ),
                                &["7.1.5"],
                            )?;
                        }
                    }
                }
            }
            Effect::CreateToken { token, count } => {
                self.until_game_over(0..*count, |e, _| e.create_token(you, token, source))?;
            }
            Effect::Note { text } => self.note(format!("{source}: {text}"), &["7.1.5"])?,
        }
        Ok(Vec::new())
    }

    /// 7.7.4f: a delayed effect whose only possible point has already
    /// passed resolves as it is created, inside the ability that creates it.
    /// It is not a new triggered ability (7.7.4d), so nothing holds it back
    /// until that ability has finished; what it triggers waits with what the
    /// rest of the ability triggers.
    fn resolve_upon_creation(
        &mut self,
        at: TimingPoint,
        label: String,
        effects: &[Effect],
        ctx: &Ctx,
        you: PlayerId,
        source: &str,
    ) -> EngineResult<Vec<OrderNode>> {
        self.record(
            kinds::DELAYED_EFFECT_RESOLVED,
            StepText::new(
                format!(
                    "{source} creates a delayed effect for {}, which has already passed this phase: it resolves at once, as it is created, while {} ability is still resolving.",
                    at.describe(),
                    super::possessive(source)
                ),
                &["7.7.4f", "7.7.4d"],
            )
            .label(label.clone())
            .player(you)
            .source(source)
            .reading(super::readings::DELAYED_EFFECT_AFTER_ITS_POINT),
        )?;
        let mut inner = Ctx {
            it: ctx.it,
            ..Ctx::default()
        };
        let mid = self.layer(true, Vec::new(), |e| {
            e.resolve_effects(effects, &mut inner, you, source, None)
        })?;
        let mut nodes = vec![OrderNode::event(label)];
        nodes.extend(mid);
        Ok(nodes)
    }

    pub(super) fn note(&mut self, text: String, rules: &[&'static str]) -> EngineResult<()> {
        self.record(kinds::NOTE, StepText::new(text, rules))
    }
}
