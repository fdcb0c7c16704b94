//! The ability vocabulary, interpreted. Effects resolve in the order they
//! are written (7.1.5); the state is checked after each (1.16.5).

use super::decide::Ask;
use super::events::GameEvent;
use super::window::Ctx;
use super::{
    DelayedEffect, Engine, EngineResult, ErrorKind, HiddenCard, InstanceId, LastingEffect,
    LastingKind, Outcome, PlayerId, StepText, Unit,
};
use crate::rulesets::swu::cards::{
    Amount, AmountOf, Arena, CardType, Duration, Effect, PlayerSel, Target, TimingPoint,
    UnitFilter, Zone,
};
use crate::timing::{OrderNode, StepKind};

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
        let mut mid = Vec::new();
        for effect in effects {
            if self.state.is_over() {
                break;
            }
            mid.extend(self.resolve_effect(effect, ctx, you, source, this)?);
            self.state_check()?;
        }
        Ok(mid)
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
                for hit in self.targets(*target, ctx, you, this, source)? {
                    if let Hit::Unit(id) = hit {
                        self.defeat(id, &format!("{source} defeats it"))?;
                    }
                }
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
                                &["7.7.3b"],
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
                                    format!("{count} Experience token(s)")
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
                for p in self.players(*who, you, source)? {
                    for _ in 0..*count {
                        let name = self.state.name(p);
                        match self.state.player_mut(p).deck.first().cloned() {
                            Some(card) => {
                                self.state.player_mut(p).deck.remove(0);
                                let what = match card.id() {
                                    Some(id) => {
                                        self.state.player_mut(p).discard.push(id.to_string());
                                        self.card_name(id)
                                    }
                                    None => {
                                        self.state.player_mut(p).discard.push("unknown".into());
                                        "the top card (unknown)".to_string()
                                    }
                                };
                                self.record(
                                    StepKind::Move,
                                    StepText::new(
                                        format!(
                                            "{name} discards {what} from the top of their deck."
                                        ),
                                        &["7.1.5"],
                                    )
                                    .player(p)
                                    .source(source),
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
                for p in self.players(*who, you, source)? {
                    for _ in 0..*count {
                        let options = self.hand_options(p);
                        if options.is_empty() {
                            self.note(
                                format!("{} has no cards in hand to discard.", self.state.name(p)),
                                &["7.1.5"],
                            )?;
                            break;
                        }
                        let prompt = format!(
                            "{}: which card does {} discard from hand?",
                            source,
                            self.state.name(p)
                        );
                        let Some(choice) =
                            self.decide(p, prompt, options.clone(), Ask::One, &["7.1.5"])?
                        else {
                            return Ok(Vec::new());
                        };
                        let i = options.iter().position(|o| *o == choice[0]).unwrap_or(0);
                        let card = self.state.player_mut(p).hand.remove(i);
                        let id = card.id().unwrap_or("unknown").to_string();
                        self.state.player_mut(p).discard.push(id.clone());
                        self.record(
                            StepKind::Move,
                            StepText::new(
                                format!("{} discards {} from hand.", self.state.name(p), choice[0]),
                                &["7.1.5"],
                            )
                            .player(p)
                            .source(source),
                        )?;
                    }
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
                    // 7.7.4f: its point is already past; it resolves at once,
                    // as soon as the ability that made it has finished.
                    self.note(
                        format!(
                            "{source} creates a delayed effect for {}, which has already passed this phase: it resolves at once.",
                            at.describe()
                        ),
                        &["7.7.4f"],
                    )?;
                    self.pending.push(super::window::Pending {
                        label,
                        controller: you,
                        source_name: source.to_string(),
                        source_card: None,
                        source_unit: None,
                        trigger: crate::rulesets::swu::cards::Trigger::Event,
                        may: false,
                        effects: effects.clone(),
                        ctx: Ctx {
                            it: ctx.it,
                            ..Ctx::default()
                        },
                        kind: super::window::ItemKind::Delayed,
                        keyword: None,
                    });
                    return Ok(Vec::new());
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
                    self.state.outcome = Some(Outcome::Won { winner: p.other() });
                    self.record(
                        StepKind::GameOver,
                        StepText::new(
                            format!("{} loses the game ({source}).", self.state.name(p)),
                            &["5.6.1", "5.6.2"],
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
                                StepKind::Move,
                                StepText::new(
                                    format!("{} returns to its owner's hand.", self.unit_name(&u)),
                                    &["8.7.3"],
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
            Effect::GainKeyword {
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
                            LastingKind::GainKeyword { keyword: *keyword },
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
                                &["7.7.4b"],
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
                            StepKind::Move,
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
                for p in self.players(*who, you, source)? {
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
                        &["7.1.5"],
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
                for _ in 0..*count {
                    if self.state.is_over() {
                        break;
                    }
                    self.create_token(you, token, source)?;
                }
            }
            Effect::Note { text } => self.note(format!("{source}: {text}"), &["7.1.5"])?,
        }
        Ok(Vec::new())
    }

    pub(super) fn note(&mut self, text: String, rules: &[&'static str]) -> EngineResult<()> {
        self.record(StepKind::Note, StepText::new(text, rules))
    }

    fn amount(&self, a: &Amount, ctx: &Ctx, this: Option<InstanceId>) -> i32 {
        match a {
            Amount::Fixed(n) => *n,
            Amount::Of(AmountOf::PlayedCardCost) => ctx
                .played_card
                .as_deref()
                .and_then(|c| self.pool.get(c))
                .and_then(|c| c.cost)
                .unwrap_or(0) as i32,
            Amount::Of(AmountOf::ThisPower) => this
                .and_then(|id| self.state.unit(id))
                .map(|u| self.unit_power(u))
                .unwrap_or(0),
        }
    }

    fn players(
        &mut self,
        who: PlayerSel,
        you: PlayerId,
        source: &str,
    ) -> EngineResult<Vec<PlayerId>> {
        Ok(match who {
            PlayerSel::You => vec![you],
            PlayerSel::Opponent => vec![you.other()],
            PlayerSel::EachPlayer => vec![you, you.other()],
            PlayerSel::ChosenPlayers => {
                let (a, b) = (self.state.name(you), self.state.name(you.other()));
                let options = vec![
                    "no one".to_string(),
                    a.clone(),
                    b.clone(),
                    format!("{a} and {b}"),
                ];
                let prompt = format!("{source}: which players?");
                match self.decide(you, prompt, options, Ask::One, &["7.1.4"])? {
                    Some(c) if c[0] == a => vec![you],
                    Some(c) if c[0] == b => vec![you.other()],
                    Some(c) if c[0] == "no one" => Vec::new(),
                    Some(_) => vec![you, you.other()],
                    None => Vec::new(),
                }
            }
            PlayerSel::ChosenPlayer => {
                let options = vec![self.state.name(you), self.state.name(you.other())];
                let prompt = format!("{source}: which player?");
                match self.decide(you, prompt, options, Ask::One, &["7.1.5"])? {
                    Some(c) if c[0] == self.state.name(you) => vec![you],
                    Some(_) => vec![you.other()],
                    None => Vec::new(),
                }
            }
        })
    }

    pub(super) fn hit_name(&self, hit: Hit) -> String {
        match hit {
            Hit::Unit(id) => self
                .state
                .unit(id)
                .map(|u| self.unit_name(u))
                .unwrap_or_else(|| "a unit no longer in play".into()),
            Hit::Base(p) => format!("{}'s base", self.state.name(p)),
        }
    }

    /// Resolve a target word to what it hits, asking for a choice where the
    /// ability says "choose".
    pub(super) fn targets(
        &mut self,
        t: Target,
        ctx: &Ctx,
        you: PlayerId,
        this: Option<InstanceId>,
        source: &str,
    ) -> EngineResult<Vec<Hit>> {
        self.targets_filtered(t, ctx, you, this, source, None)
    }

    /// Does a unit pass a "choose" filter?
    fn passes(&self, u: &Unit, f: &UnitFilter, ctx: &Ctx) -> bool {
        let card = self.pool.get(&u.card);
        if f.cost_at_most_revealed {
            let cost = card.and_then(|c| c.cost).unwrap_or(0);
            if ctx.revealed_cost.is_none_or(|r| cost > r) {
                return false;
            }
        }
        f.max_remaining_hp
            .is_none_or(|m| self.unit_hp(u) - u.damage <= m)
            && (!f.entered_this_phase || u.entered_this_phase)
            && f.trait_.as_ref().is_none_or(|t| {
                card.is_some_and(|c| c.traits.iter().any(|x| x.eq_ignore_ascii_case(t)))
            })
            && (!f.non_leader || card.is_some_and(|c| c.card_type != CardType::Leader))
            && (!f.token || card.is_some_and(|c| c.card_type == CardType::Token))
    }

    pub(super) fn targets_filtered(
        &mut self,
        t: Target,
        ctx: &Ctx,
        you: PlayerId,
        this: Option<InstanceId>,
        source: &str,
        filter: Option<&UnitFilter>,
    ) -> EngineResult<Vec<Hit>> {
        let defender = self.attacks.last().map(|a| a.defender);
        let in_play =
            |id: Option<InstanceId>| id.filter(|i| self.state.unit(*i).is_some()).map(Hit::Unit);
        let units = |f: &dyn Fn(&Unit) -> bool| -> Vec<Hit> {
            self.state
                .units
                .iter()
                .filter(|u| f(u) && filter.is_none_or(|flt| self.passes(u, flt, ctx)))
                .map(|u| Hit::Unit(u.instance))
                .collect()
        };
        let candidates: Vec<Hit> = match t {
            Target::This => return Ok(in_play(this).into_iter().collect()),
            Target::It => return Ok(in_play(ctx.it).into_iter().collect()),
            Target::YourBase => return Ok(vec![Hit::Base(you)]),
            Target::EnemyBase => return Ok(vec![Hit::Base(you.other())]),
            Target::TriggeringPlayersBase => {
                return Ok(vec![Hit::Base(
                    ctx.triggering_player.unwrap_or(you.other()),
                )])
            }
            Target::EachEnemyGroundUnit => {
                return Ok(units(&|u| u.controller != you && u.arena == Arena::Ground))
            }
            Target::EachFriendlyUnit => return Ok(units(&|u| u.controller == you)),
            Target::EachEnemyUnit => return Ok(units(&|u| u.controller != you)),
            Target::ChosenUnit => units(&|_| true),
            Target::ChosenEnemyUnit => units(&|u| u.controller != you),
            Target::ChosenFriendlyUnit => units(&|u| u.controller == you),
            Target::ChosenOtherFriendlyUnit => {
                units(&|u| u.controller == you && Some(u.instance) != this)
            }
            Target::ChosenEnemyGroundUnit => {
                units(&|u| u.controller != you && u.arena == Arena::Ground)
            }
            Target::ChosenBase => vec![Hit::Base(you), Hit::Base(you.other())],
            Target::Defender => {
                return Ok(match defender {
                    Some(Hit::Unit(id)) => in_play(Some(id)).into_iter().collect(),
                    Some(b) => vec![b],
                    None => Vec::new(),
                })
            }
            Target::ChosenDefenderOrBase => {
                let mut v: Vec<Hit> = match defender {
                    Some(Hit::Unit(id)) => in_play(Some(id)).into_iter().collect(),
                    _ => Vec::new(),
                };
                v.extend([Hit::Base(you), Hit::Base(you.other())]);
                v
            }
            Target::ChosenOtherUnit => units(&|u| Some(u.instance) != this),
            Target::ChosenUnitOrBase => {
                let mut v = units(&|_| true);
                v.extend([Hit::Base(you), Hit::Base(you.other())]);
                v
            }
            Target::ChosenTriggeringPlayersBaseOrGroundUnit => {
                let them = ctx.triggering_player.unwrap_or(you.other());
                let mut v = vec![Hit::Base(them)];
                v.extend(units(&|u| u.controller == them && u.arena == Arena::Ground));
                v
            }
        };
        if candidates.is_empty() {
            self.note(
                format!("{source}: there is nothing it can choose, so this part does nothing."),
                &["7.1.5"],
            )?;
            return Ok(Vec::new());
        }
        let options: Vec<String> = candidates.iter().map(|h| self.hit_name(*h)).collect();
        let prompt = format!("{source}: choose a target.");
        let Some(chosen) = self.decide(you, prompt, options.clone(), Ask::One, &["7.1.5"])? else {
            return Ok(Vec::new());
        };
        let i = options.iter().position(|o| *o == chosen[0]).unwrap_or(0);
        Ok(vec![candidates[i]])
    }

    /// Deal damage, with Shield tokens preventing it (7.7.5) and the state
    /// checked afterwards by the caller.
    pub(super) fn deal_damage(
        &mut self,
        hit: Hit,
        amount: i32,
        source: &str,
        by: PlayerId,
    ) -> EngineResult<()> {
        if amount <= 0 {
            return Ok(());
        }
        let name = self.hit_name(hit);
        match hit {
            Hit::Unit(id) => {
                let Some(u) = self.state.unit_mut(id) else {
                    return Ok(());
                };
                if u.shields > 0 {
                    u.shields -= 1;
                    return self.record(StepKind::Damage, StepText::new(format!("A Shield token on {name} prevents the {amount} damage from {source} and is defeated."), &["7.7.5d"]).source(source));
                }
                u.damage += amount;
            }
            Hit::Base(p) => self.state.player_mut(p).base.damage += amount,
        }
        self.record(
            StepKind::Damage,
            StepText::new(
                format!("{source} deals {amount} damage to {name}."),
                &["7.1.5"],
            )
            .player(by)
            .source(source),
        )
    }

    /// Take a unit out of play. Its upgrades are no longer attached and
    /// the cards it guards lose their guard: the next state check deals with
    /// them (1.16.5c, 1.16.5d). Lasting effects on it end.
    pub(super) fn leave_play(&mut self, id: InstanceId) -> Option<Unit> {
        let i = self.state.units.iter().position(|u| u.instance == id)?;
        let mut unit = self.state.units.remove(i);
        if !self
            .departed
            .iter()
            .any(|(c, l)| *c == unit.card && *l == unit.label)
        {
            self.departed.push((unit.card.clone(), unit.label.clone()));
        }
        self.detached.append(&mut unit.upgrades.clone());
        self.released.append(&mut unit.captured);
        self.state.lasting.retain(|l| l.target != id);
        Some(unit)
    }

    pub(super) fn is_type(&self, card: &str, t: CardType) -> bool {
        self.pool.get(card).is_some_and(|c| c.card_type == t)
    }

    /// Defeat a unit: it leaves play for its owner's discard pile (a token
    /// ceases to exist; a leader's unit flips back to its leader side,
    /// exhausted), and its When Defeated and Bounty abilities trigger
    /// (1.5.5c, 7.6.14a).
    pub(super) fn defeat(&mut self, id: InstanceId, why: &str) -> EngineResult<()> {
        self.defeat_cited(id, why, &["1.5.5c"])
    }

    pub(super) fn defeat_cited(
        &mut self,
        id: InstanceId,
        why: &str,
        rules: &[&'static str],
    ) -> EngineResult<()> {
        // What constant abilities gave it is looked at as it leaves play.
        if !self.constant_cards.is_empty() && !self.lki_grants.contains_key(&id) {
            let gained = self.constant_grants(id);
            self.lki_grants.insert(id, gained);
        }
        let Some(unit) = self.leave_play(id) else {
            self.lki_grants.remove(&id);
            return Ok(());
        };
        let name = self.unit_name(&unit);
        let text = if self.is_type(&unit.card, CardType::Leader) {
            if let Some(l) = self.state.player_mut(unit.owner).leader.as_mut() {
                l.deployed = false;
                l.exhausted = true;
            }
            format!("{name} is defeated ({why}): the leader flips back to its leader side, exhausted, and cannot be deployed again.")
        } else if self.is_type(&unit.card, CardType::Token) {
            format!("{name} is defeated ({why}): a token ceases to exist.")
        } else {
            self.state
                .player_mut(unit.owner)
                .discard
                .push(unit.card.clone());
            format!("{name} is defeated ({why}) and goes to its owner's discard pile.")
        };
        self.record(
            StepKind::Defeat,
            StepText::new(text, rules).player(unit.controller),
        )?;
        self.emit(GameEvent::Defeated { unit })?;
        self.lki_grants.remove(&id);
        Ok(())
    }

    /// A unit captures another (Discerning Veteran): the captured card
    /// leaves play and goes facedown under its guard; its upgrades are no
    /// longer attached; its Bounty triggers (7.5.13).
    pub(super) fn capture(&mut self, id: InstanceId, guard: InstanceId) -> EngineResult<()> {
        if id == guard {
            return Ok(());
        }
        let guard_name = self.hit_name(Hit::Unit(guard));
        let Some(unit) = self.leave_play(id) else {
            return Ok(());
        };
        let name = self.unit_name(&unit);
        let token = self.is_type(&unit.card, CardType::Token);
        if !token {
            if let Some(g) = self.state.unit_mut(guard) {
                g.captured.push(super::CapturedCard {
                    card: unit.card.clone(),
                    label: unit.label.clone(),
                    owner: unit.owner,
                });
            }
        }
        let text = if token {
            format!("{guard_name} captures {name}: a token leaving play ceases to exist.")
        } else {
            format!("{guard_name} captures {name}: it leaves play and goes facedown under {guard_name} until {guard_name} leaves play.")
        };
        self.record(
            StepKind::Move,
            StepText::new(text, &["8.7.3"]).player(unit.controller),
        )?;
        self.emit(GameEvent::Captured { unit })
    }

    /// Immediate state checks (1.16.5), in their priority order, repeated
    /// until nothing changes: (a) a base at 0 HP loses the game; (b) unique
    /// copies are defeated down to one; (c) upgrades no longer attached are
    /// defeated; (d) captured cards whose guard left play return to their
    /// owner, exhausted; (e) units at 0 HP are defeated.
    pub(super) fn state_check(&mut self) -> EngineResult<()> {
        loop {
            if self.state.is_over() {
                return Ok(());
            }
            self.check_bases()?;
            if self.state.is_over() {
                return Ok(());
            }
            if self.check_unique()?
                || self.check_detached()?
                || self.check_released()?
                || self.check_zero_hp()?
            {
                continue;
            }
            return Ok(());
        }
    }

    /// 1.16.5a: a base at 0 remaining HP is defeated and its player loses.
    fn check_bases(&mut self) -> EngineResult<()> {
        let at_zero: Vec<PlayerId> = PlayerId::BOTH
            .into_iter()
            .filter(|p| self.state.player(*p).base.remaining() <= 0)
            .collect();
        match at_zero.as_slice() {
            [] => Ok(()),
            [loser] => {
                self.state.outcome = Some(Outcome::Won {
                    winner: loser.other(),
                });
                let text = format!(
                    "{}'s base has no HP left: the game ends at once and {} wins. Nothing still waiting resolves.",
                    self.state.name(*loser),
                    self.state.name(loser.other())
                );
                self.record(
                    StepKind::GameOver,
                    StepText::new(text, &["1.16.5a", "5.6.1", "5.6.2"]).player(*loser),
                )
            }
            _ => {
                self.state.outcome = Some(Outcome::Draw);
                self.record(
                    StepKind::GameOver,
                    StepText::new(
                        "Both bases reach 0 HP at the same time: the game is a draw.",
                        &["1.16.5a", "5.6.3"],
                    ),
                )
            }
        }
    }

    /// 1.16.5c: an upgrade no longer attached to a unit is defeated.
    fn check_detached(&mut self) -> EngineResult<bool> {
        if self.detached.is_empty() {
            return Ok(false);
        }
        for up in std::mem::take(&mut self.detached) {
            if !self.is_type(&up.card, CardType::Token) {
                self.state
                    .player_mut(up.owner)
                    .discard
                    .push(up.card.clone());
            }
            self.record(
                StepKind::Defeat,
                StepText::new(
                    format!(
                        "{} is no longer attached to a unit and is defeated (1.16.5c).",
                        self.card_name(&up.card)
                    ),
                    &["1.16.5c"],
                )
                .player(up.owner),
            )?;
        }
        Ok(true)
    }

    /// 1.16.5d: a captured card whose guard left play returns to its
    /// owner, in play and exhausted, as a new copy (8.7).
    fn check_released(&mut self) -> EngineResult<bool> {
        if self.released.is_empty() {
            return Ok(false);
        }
        for c in std::mem::take(&mut self.released) {
            let Some(def) = self.pool.get(&c.card) else {
                continue;
            };
            let arena = def.arena.unwrap_or(Arena::Ground);
            let instance = self.state.new_instance();
            self.state.units.push(Unit {
                instance,
                card: c.card.clone(),
                label: c.label.clone(),
                owner: c.owner,
                controller: c.owner,
                arena,
                damage: 0,
                exhausted: true,
                shields: 0,
                experience: 0,
                upgrades: Vec::new(),
                entered_this_phase: true,
                captured: Vec::new(),
            });
            self.record(
                StepKind::Move,
                StepText::new(
                    format!(
                        "{}'s guard has left play: it is rescued and returns to {} in play, exhausted (1.16.5d).",
                        self.card_name(&c.card),
                        self.state.name(c.owner)
                    ),
                    &["1.16.5d", "8.7.3"],
                )
                .player(c.owner),
            )?;
        }
        Ok(true)
    }

    /// 1.16.5e: units at 0 remaining HP are defeated, all at once.
    fn check_zero_hp(&mut self) -> EngineResult<bool> {
        let fingerprint = self.hp_fingerprint();
        if self.zero_hp_checked == Some(fingerprint) {
            return Ok(false);
        }
        let dead: Vec<InstanceId> = self
            .state
            .units
            .iter()
            .filter(|u| self.unit_hp(u) - u.damage <= 0)
            .map(|u| u.instance)
            .collect();
        if dead.is_empty() {
            self.zero_hp_checked = Some(fingerprint);
            return Ok(false);
        }
        // What constant abilities gave them is fixed before any leaves.
        if !self.constant_cards.is_empty() {
            for id in &dead {
                let gained = self.constant_grants(*id);
                self.lki_grants.insert(*id, gained);
            }
        }
        for id in dead {
            self.defeat_cited(id, "1.16.5e: it has no HP left", &["1.16.5e", "1.5.5c"])?;
        }
        Ok(true)
    }

    fn cant_ready(&self, id: InstanceId) -> bool {
        self.state
            .lasting
            .iter()
            .any(|l| l.target == id && l.effect == LastingKind::CantReady)
    }

    pub(super) fn add_lasting(
        &mut self,
        source: &str,
        you: PlayerId,
        target: InstanceId,
        effect: LastingKind,
        duration: Duration,
    ) -> EngineResult<()> {
        let label = self.unique_label(format!("{}/lasting", crate::scenario_slug(source)));
        let name = self.hit_name(Hit::Unit(target));
        let what = match &effect {
            LastingKind::Modify { power, hp } => format!("{power:+}/{hp:+}"),
            LastingKind::CantReady => "can't ready".to_string(),
            LastingKind::GainKeyword { keyword } => format!("{keyword:?}"),
        };
        let until = match duration {
            Duration::ThisAttack => "this attack",
            Duration::ThisPhase => "this phase",
            Duration::ThisRound => "this round",
        };
        self.state.lasting.push(LastingEffect {
            label,
            source: source.to_string(),
            controller: you,
            target,
            effect,
            duration,
        });
        self.note(
            format!("{name} gets {what} for {until} ({source})."),
            &["7.7.3a"],
        )
    }

    /// Draw; each card that cannot be drawn deals 3 damage to that player's
    /// base instead (8.6). Several players draw at the same time.
    /// The `source` of the regroup phase's draw step's draws.
    pub(super) const DRAW_STEP: &'static str = "the draw step";

    pub(super) fn draw(
        &mut self,
        players: &[PlayerId],
        count: u32,
        source: &str,
    ) -> EngineResult<()> {
        for &p in players {
            let mut drawn = 0;
            let mut missing = 0;
            for _ in 0..count {
                let pl = self.state.player_mut(p);
                if pl.deck.is_empty() {
                    missing += 1;
                } else {
                    let c = pl.deck.remove(0);
                    pl.hand.push(c);
                    drawn += 1;
                }
            }
            let name = self.state.name(p);
            if drawn > 0 {
                // The draw step is 5.5.1b; a draw an ability asks for is that
                // ability's effect (7.1.5).
                let rule = if source == Self::DRAW_STEP {
                    "5.5.1b"
                } else {
                    "7.1.5"
                };
                self.record(
                    StepKind::Move,
                    StepText::new(format!("{name} draws {drawn} card(s) ({source})."), &[rule])
                        .player(p)
                        .source(source),
                )?;
            }
            if missing > 0 {
                self.state.player_mut(p).base.damage += 3 * missing;
                self.record(
                    StepKind::Damage,
                    StepText::new(format!("{name} cannot draw {missing} card(s) from an empty deck and takes {} damage to their base.", 3 * missing), &["8.6.1"]).player(p),
                )?;
            }
            // One draw: the cards drawn and the damage for those that could
            // not be are the same event; what it triggers comes after both.
            if drawn > 0 {
                let in_action_phase = self.state.phase == super::Phase::Action;
                self.emit(GameEvent::Drew {
                    player: p,
                    in_action_phase,
                })?;
            }
        }
        // Both draws happen at once; only then is the state checked (5.6.3).
        self.state_check()
    }

    fn hand_options(&self, p: PlayerId) -> Vec<String> {
        self.state
            .player(p)
            .hand
            .iter()
            .enumerate()
            .map(|(i, c)| match c.id() {
                Some(id) => self.card_name(id),
                None => format!("unknown card {}", i + 1),
            })
            .collect()
    }

    /// "Look at the top N cards. Put any number on the bottom and the rest
    /// on top in any order": the player picks one arrangement.
    fn look_at_top(&mut self, p: PlayerId, count: u32, source: &str) -> EngineResult<()> {
        let n = (count as usize).min(self.state.player(p).deck.len());
        if n == 0 {
            return self.note(
                format!(
                    "{}'s deck is empty: looking at it does nothing.",
                    self.state.name(p)
                ),
                &["8.6.2"],
            );
        }
        let cards: Vec<String> = self.state.player(p).deck[..n]
            .iter()
            .enumerate()
            .map(|(i, c)| match c.id() {
                Some(id) => self.card_name(id),
                None => format!("card {}", i + 1),
            })
            .collect();
        let arrangements = arrangements(n);
        let options: Vec<String> = arrangements
            .iter()
            .map(|(top, bottom)| describe_arrangement(&cards, top, bottom))
            .collect();
        let prompt = format!(
            "{source}: {} looks at {}. Where do they go?",
            self.state.name(p),
            cards.join(" and ")
        );
        let Some(choice) = self.decide(p, prompt, options.clone(), Ask::One, &["7.1.5"])? else {
            return Ok(());
        };
        let (top, bottom) =
            &arrangements[options.iter().position(|o| *o == choice[0]).unwrap_or(0)];
        let deck = &mut self.state.player_mut(p).deck;
        let looked: Vec<HiddenCard> = deck.drain(..n).collect();
        for (k, &i) in top.iter().enumerate() {
            deck.insert(k, looked[i].clone());
        }
        deck.extend(bottom.iter().map(|&i| looked[i].clone()));
        self.record(
            StepKind::Move,
            StepText::new(
                format!("{} arranges them: {}.", self.state.name(p), choice[0]),
                &["7.1.5"],
            )
            .player(p)
            .source(source),
        )
    }

    /// A modified play (7.1.6): play a unit from hand, discard pile or the
    /// top of the deck, with the changes the ability makes. With `each`,
    /// several are played one after another, and each play's nested
    /// abilities resolve before the next play starts (7.1.7).
    fn play_unit_effect(
        &mut self,
        you: PlayerId,
        source: &str,
        ctx: &mut Ctx,
        effect: &Effect,
    ) -> EngineResult<Vec<OrderNode>> {
        let Effect::PlayUnit {
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
        } = effect
        else {
            return Ok(Vec::new());
        };
        let pool = self.pool;
        let qualifies = |id: &str| {
            pool.get(id)
                .map(|c| {
                    c.card_type == CardType::Unit
                        && filter
                            .aspect
                            .as_ref()
                            .is_none_or(|a| c.aspects.iter().any(|x| x.eq_ignore_ascii_case(a)))
                        && filter
                            .trait_
                            .as_ref()
                            .is_none_or(|t| c.traits.iter().any(|x| x.eq_ignore_ascii_case(t)))
                        && filter.max_cost.is_none_or(|m| c.cost.unwrap_or(0) <= m)
                })
                .unwrap_or(false)
        };
        let searched = (*search as usize).min(self.state.player(you).deck.len());
        let candidates: Vec<(usize, String)> = match from {
            Zone::Hand => self
                .state
                .player(you)
                .hand
                .iter()
                .enumerate()
                .filter_map(|(i, c)| {
                    c.id()
                        .filter(|id| qualifies(id))
                        .map(|id| (i, id.to_string()))
                })
                .collect(),
            Zone::Discard => self
                .state
                .player(you)
                .discard
                .iter()
                .enumerate()
                .filter(|(_, id)| qualifies(id))
                .map(|(i, id)| (i, id.clone()))
                .collect(),
            Zone::Deck => self
                .state
                .player(you)
                .deck
                .iter()
                .take(searched)
                .enumerate()
                .filter_map(|(i, c)| {
                    c.id()
                        .filter(|id| qualifies(id))
                        .map(|id| (i, id.to_string()))
                })
                .collect(),
        };
        if *from == Zone::Deck {
            let (name, n) = (self.state.name(you), searched);
            // Searching an empty deck does nothing (8.6.2).
            let rules: &[&'static str] = if n == 0 {
                &["7.1.5", "8.6.2"]
            } else {
                &["7.1.5"]
            };
            self.note(
                format!("{source}: {name} searches the top {n} card(s) of their deck."),
                rules,
            )?;
        }
        if candidates.is_empty() {
            self.note(
                format!("{source}: there is no unit that qualifies, so nothing is played."),
                &["7.1.5"],
            )?;
            self.search_rest_to_bottom(you, *from, searched, &[])?;
            return Ok(Vec::new());
        }
        let options: Vec<String> = candidates
            .iter()
            .enumerate()
            .map(|(k, (_, id))| {
                let name = self.card_name(id);
                let twins = candidates.iter().filter(|(_, x)| x == id).count();
                if twins > 1 {
                    format!("{name} ({})", k + 1)
                } else {
                    name
                }
            })
            .collect();
        let ask = if *each { Ask::Subset } else { Ask::One };
        let prompt = if *each {
            format!(
                "{source}: which units does {} play, and in which order?",
                self.state.name(you)
            )
        } else {
            format!("{source}: which unit does {} play?", self.state.name(you))
        };
        let Some(choice) = self.decide(you, prompt, options.clone(), ask, &["7.1.6b", "7.1.7"])?
        else {
            return Ok(Vec::new());
        };
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
                    self.state.player_mut(you).discard.remove(*i);
                }
                Zone::Deck => {
                    self.state.player_mut(you).deck.remove(*i);
                }
            }
        }
        self.search_rest_to_bottom(you, *from, searched, &indices)?;
        let mut nodes = Vec::new();
        // Abilities waiting before the plays stay outside them: what paying
        // for the action that asked for the play triggered, and what the
        // ability did before it (ruling 2025-09-29).
        let outer = self.take_pending();
        for (_, card) in picked {
            if self.state.is_over() {
                break;
            }
            let printed = self.pool.get(&card).and_then(|c| c.cost).unwrap_or(0);
            let cost = if *free {
                0
            } else {
                // Exploit applies to a modified play too (7.5.16c); what it
                // triggers joins this play's window.
                let less = self.exploit(you, &card)?;
                printed.saturating_sub(*cost_reduction).saturating_sub(less)
            };
            self.pay(you, cost, &card)?;
            let unit = self.enter_play(you, &card, *enters_ready)?;
            for k in gains {
                self.add_lasting(
                    source,
                    you,
                    unit,
                    LastingKind::GainKeyword { keyword: *k },
                    Duration::ThisPhase,
                )?;
            }
            let how = match (free, enters_ready) {
                (true, true) => " for free; it enters play ready".to_string(),
                (true, false) => " for free".to_string(),
                (false, true) => format!(" for {cost}; it enters play ready"),
                (false, false) => format!(" for {cost}"),
            };
            let (name, unit_label) = self
                .state
                .unit(unit)
                .map(|u| (self.unit_name(u), u.label.clone()))
                .unwrap_or_default();
            let label = self.unique_label(format!("{unit_label}/play"));
            self.record(
                StepKind::Action,
                StepText::new(
                    format!(
                        "{} plays {name}{how} ({source}, a modified play).",
                        self.state.name(you)
                    ),
                    &["7.1.6b"],
                )
                .label(label.clone())
                .player(you)
                .source(source),
            )?;
            self.emit(GameEvent::Played {
                player: you,
                card,
                unit: Some(unit),
                event: false,
            })?;
            ctx.it = Some(unit);
            if *each {
                // 7.1.7: this play's abilities resolve before the next play.
                self.state_check()?;
                let triggered = self.take_pending();
                self.depth += 1;
                let window = self.resolve_window(triggered)?;
                self.depth -= 1;
                nodes.push(match window {
                    Some(w) => OrderNode::Nest {
                        head: label,
                        nested: Box::new(w),
                        rule: "7.1.7".into(),
                        why: "when an ability plays several cards, each play's nested abilities resolve before the next play starts".into(),
                    },
                    None => OrderNode::event(label),
                });
            } else {
                // 7.1.6b, 7.1.6e: what this play triggered (the state
                // check it caused included) is nested in the ability that
                // made the play; it waits until that ability has finished.
                self.state_check()?;
                let mut triggered = self.take_pending();
                self.play_layer.append(&mut triggered);
                nodes.push(OrderNode::event(label));
            }
            let mut inner = ctx.clone();
            nodes.extend(self.resolve_effects(then, &mut inner, you, source, None)?);
        }
        let mut pending = outer;
        pending.append(&mut self.pending);
        self.pending = pending;
        Ok(nodes)
    }

    /// After a search, the other searched cards go to the bottom of the
    /// deck in a random order.
    fn search_rest_to_bottom(
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
        let deck = &mut self.state.player_mut(you).deck;
        let moved: Vec<HiddenCard> = deck.drain(..rest.min(deck.len())).collect();
        deck.extend(moved);
        if rest > 0 {
            self.note(
                format!("The other {rest} searched card(s) go to the bottom of the deck in a random order."),
                &["7.1.5"],
            )?;
        }
        Ok(())
    }

    /// Create a token unit for `p` (3.7.2): it enters play exhausted, is not
    /// played, and what it has "When Created" triggers.
    fn create_token(&mut self, p: PlayerId, token: &str, source: &str) -> EngineResult<()> {
        if !self.is_type(token, CardType::Token) {
            return Err(self.error(
                ErrorKind::UnknownCard,
                format!("{source}: '{token}' is not a token card"),
            ));
        }
        let unit = self.enter_play(p, token, false)?;
        let name = self
            .state
            .unit(unit)
            .map(|u| self.unit_name(u))
            .unwrap_or_default();
        self.record(
            StepKind::Move,
            StepText::new(
                format!(
                    "{} creates {} {name} token ({source}); it enters play exhausted.",
                    self.state.name(p),
                    if name.starts_with(['A', 'E', 'I', 'O', 'U', 'X']) {
                        "an"
                    } else {
                        "a"
                    }
                ),
                &["3.7.2"],
            )
            .player(p)
            .source(source),
        )?;
        self.emit(GameEvent::Created { unit })
    }

    /// Exhaust resources to pay a cost.
    pub(super) fn pay(&mut self, p: PlayerId, cost: u32, card: &str) -> EngineResult<()> {
        let name = self.card_name(card);
        let r = &mut self.state.player_mut(p).resources;
        if r.ready < cost {
            let ready = r.ready;
            return Err(self.error(
                ErrorKind::IllegalAction,
                format!(
                    "{} cannot pay {cost} for {name}: only {ready} resources are ready",
                    self.state.name(p)
                ),
            ));
        }
        r.ready -= cost;
        r.exhausted += cost;
        Ok(())
    }

    /// Put a new copy of a unit into play (8.7). Units enter exhausted
    /// unless something says they enter ready.
    pub(super) fn enter_play(
        &mut self,
        p: PlayerId,
        card: &str,
        ready: bool,
    ) -> EngineResult<InstanceId> {
        let def = self.pool.get(card).ok_or_else(|| {
            self.error(
                ErrorKind::UnknownCard,
                format!("no card '{card}' in the pool"),
            )
        })?;
        let arena = def.arena.unwrap_or(Arena::Ground);
        let instance = self.state.new_instance();
        let label = self.unique_label(card.to_string());
        self.state.units.push(Unit {
            instance,
            card: card.to_string(),
            label,
            owner: p,
            controller: p,
            arena,
            damage: 0,
            exhausted: !ready,
            shields: 0,
            experience: 0,
            upgrades: Vec::new(),
            entered_this_phase: true,
            captured: Vec::new(),
        });
        Ok(instance)
    }
}

/// Every way to put `n` looked-at cards back: an ordered top and a bottom.
fn arrangements(n: usize) -> Vec<(Vec<usize>, Vec<usize>)> {
    let mut out = Vec::new();
    for mask in 0..(1usize << n) {
        let top: Vec<usize> = (0..n).filter(|i| mask & (1 << i) == 0).collect();
        let bottom: Vec<usize> = (0..n).filter(|i| mask & (1 << i) != 0).collect();
        for perm in permutations(&top) {
            out.push((perm, bottom.clone()));
        }
    }
    out
}

fn permutations(items: &[usize]) -> Vec<Vec<usize>> {
    if items.len() <= 1 {
        return vec![items.to_vec()];
    }
    let mut out = Vec::new();
    for (i, &x) in items.iter().enumerate() {
        let mut rest = items.to_vec();
        rest.remove(i);
        for mut p in permutations(&rest) {
            p.insert(0, x);
            out.push(p);
        }
    }
    out
}

fn describe_arrangement(cards: &[String], top: &[usize], bottom: &[usize]) -> String {
    let names = |v: &[usize]| {
        if v.is_empty() {
            "none".to_string()
        } else {
            v.iter()
                .map(|&i| cards[i].clone())
                .collect::<Vec<_>>()
                .join(", ")
        }
    };
    format!("top: {}; bottom: {}", names(top), names(bottom))
}
