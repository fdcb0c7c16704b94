//! The words that shape the rest of an ability rather than act on the
//! game themselves: choosing a unit for what follows, "you may", the
//! "if" branches, and delayed effects (7.7.4).

use super::super::procedure::Ctx;
use super::super::{DelayedEffect, Engine, EngineResult, ErrorKind, StepText};
use super::{By, Hit};
use crate::rulesets::swu::cards::{
    CardType, Condition, Effect, Keyword, PlayerSel, Target, TimingPoint, UnitFilter,
};
use crate::rulesets::swu::engine::kinds;
use crate::timing::OrderNode;

impl Engine<'_> {
    /// Choose a unit (narrowed by `filter`) and resolve `then` with it as
    /// "it".
    pub(super) fn choose_then(
        &mut self,
        target: Target,
        filter: &UnitFilter,
        then: &[Effect],
        ctx: &Ctx,
        by: By,
    ) -> EngineResult<Vec<OrderNode>> {
        self.each_as_it(target, filter, ctx, by, |e, inner| {
            e.resolve_effects(then, inner, by.you, by.source, by.this)
        })
    }

    /// "You may ...": the player resolving the ability decides (8.32.1).
    /// What the part revealed or discarded is remembered for the rest of
    /// the ability ("You may discard a card from your deck. If it's not a
    /// unit, ..."), as a part of the ability, not a separate one (7.1.5).
    pub(super) fn may(
        &mut self,
        then: &[Effect],
        ctx: &mut Ctx,
        by: By,
    ) -> EngineResult<Vec<OrderNode>> {
        let you = self.state.name(by.you);
        let prompt = format!(
            "{}: does {you} use the \"you may\" part of the ability?",
            by.source
        );
        // Whether to resolve a "you may" part is the player's (8.32.1);
        // 7.1.5 is the order of an ability's effects, not this choice.
        match self.decide_may_cited(by.you, prompt, &["8.32.1"])? {
            Some(true) => {
                let mut part = ctx.clone();
                let out = self.resolve_effects(then, &mut part, by.you, by.source, by.this)?;
                ctx.remember_from(&part);
                Ok(out)
            }
            Some(false) => {
                self.note(
                    format!("{you} declines that part of {}.", by.source),
                    &["8.32.1"],
                )?;
                Ok(Vec::new())
            }
            None => Ok(Vec::new()),
        }
    }

    /// "If you control ..., ...": `then` resolves only when the condition
    /// holds now, as this part of the ability resolves (7.1.5).
    pub(super) fn if_condition(
        &mut self,
        condition: &Condition,
        then: &[Effect],
        ctx: &Ctx,
        by: By,
    ) -> EngineResult<Vec<OrderNode>> {
        self.if_condition_or(condition, then, None, ctx, by)
    }

    /// [`Self::if_condition`] with what resolves when the condition does
    /// not hold: a replacement effect's standard resolution, `then` being
    /// what replaces it (7.7.5a, 7.7.5b).
    pub(super) fn if_condition_or(
        &mut self,
        condition: &Condition,
        then: &[Effect],
        otherwise: Option<&[Effect]>,
        ctx: &Ctx,
        by: By,
    ) -> EngineResult<Vec<OrderNode>> {
        let you = self.state.name(by.you);
        let (holds, not) = match condition {
            Condition::YouControl { other, filter } => (
                self.state.units.iter().any(|u| {
                    u.controller == by.you
                        && !(*other && Some(u.instance) == by.this)
                        && self.passes_by(u, filter, ctx, by.you)
                }),
                format!("{you} controls no such unit"),
            ),
            // Who has the initiative: the initiative counter (1.12.2).
            Condition::YouHaveInitiative => (
                self.state.initiative == by.you,
                format!("{you} does not have the initiative"),
            ),
            // "Is Darth Vader": a referential ability counts the card's
            // name only, not its subtitle or type (8.23.2, 8.23.3).
            Condition::ItIs { name, filter } | Condition::ItIsCalled { name, filter, .. } => {
                let it = ctx.it.and_then(|id| self.state.unit(id));
                let holds = it.is_some_and(|u| {
                    name.as_ref()
                        .is_none_or(|n| self.pool.get(&u.card).is_some_and(|c| c.name == *n))
                        && self.passes_by(u, filter, ctx, by.you)
                });
                let what = it.map_or("it".to_string(), |u| u.label.clone());
                (holds, format!("{what} is not such a unit"))
            }
            // Upgraded: at least one upgrade attached (3.6.13); Shield and
            // Experience tokens are upgrades (3.7.5, 3.7.6).
            Condition::ThisIsUpgraded => (
                by.this
                    .and_then(|id| self.state.unit(id))
                    .is_some_and(|u| u.is_upgraded()),
                "this unit has no upgrade".to_string(),
            ),
            Condition::ABaseHasDamage { at_least } => (
                self.state
                    .players
                    .iter()
                    .any(|p| p.base.damage >= *at_least),
                format!("no base has {at_least} or more damage on it"),
            ),
            // Its own keyword or one given to it (`unit_has`).
            Condition::AnEnemyUnitHas { keyword } => (
                self.state
                    .units
                    .iter()
                    .any(|u| u.controller != by.you && self.unit_has(u, *keyword)),
                format!("no enemy unit has {keyword:?}"),
            ),
            Condition::DefendingPlayerHasMoreResources => {
                let attacking = self
                    .attacks
                    .last()
                    .and_then(|a| self.state.unit(a.attacker))
                    .map(|u| u.controller);
                let count = |p: super::super::PlayerId| {
                    let r = &self.state.player(p).resources;
                    r.ready + r.exhausted
                };
                (
                    // Two players: the defending player is the attacking
                    // player's opponent.
                    attacking.is_some_and(|p| count(p.other()) > count(by.you)),
                    "the defending player does not control more resources".to_string(),
                )
            }
            // The defending unit of the attack under way (6.3.1b).
            Condition::DefenderIs { filter } => {
                let defender = self.attacks.last().and_then(|a| match a.defender {
                    super::Hit::Unit(id) => self.state.unit(id),
                    super::Hit::Base(_) => None,
                });
                (
                    defender.is_some_and(|u| self.passes(u, filter, ctx)),
                    "the defender is not such a unit".to_string(),
                )
            }
            // The attack's defending unit, defeated during it (6.3.1b).
            Condition::DefenderWasDefeated => (
                self.attacks.last().is_some_and(|a| match a.defender {
                    super::Hit::Unit(id) => self.defeated_units.contains(&id),
                    super::Hit::Base(_) => false,
                }),
                "the defender was not defeated".to_string(),
            ),
            // This unit attacks, and its defender is such a unit (6.3.1b).
            Condition::ThisIsAttacking { filter } => (
                self.attacks.last().is_some_and(|a| {
                    Some(a.attacker) == by.this
                        && match a.defender {
                            super::Hit::Unit(id) => self
                                .state
                                .unit(id)
                                .is_some_and(|u| self.passes(u, filter, ctx)),
                            super::Hit::Base(_) => false,
                        }
                }),
                "this unit is not attacking such a unit".to_string(),
            ),
            // This unit attacks, and what it attacks is a unit (6.3.1b).
            Condition::ThisIsNotAttackingABase => (
                self.attacks.last().is_some_and(|a| {
                    Some(a.attacker) == by.this && matches!(a.defender, super::Hit::Unit(_))
                }),
                "this unit is not attacking a unit".to_string(),
            ),
            // Counted as each unit was defeated, by the side that
            // controlled it then (`record_defeat`).
            Condition::UnitDefeatedThisPhase { enemy, at_least } => {
                let side = if *enemy { by.you.other() } else { by.you };
                let which = if *enemy { "enemy" } else { "friendly" };
                let n = self.state.player(side).units_defeated_this_phase;
                (
                    n >= *at_least,
                    if n == 0 {
                        format!("no {which} unit was defeated this phase")
                    } else {
                        let were = if n == 1 { "unit was" } else { "units were" };
                        format!("only {n} {which} {were} defeated this phase, not {at_least}")
                    },
                )
            }
            // Kept as each attack was declared (`emit`); "another": not
            // this unit's own attack.
            Condition::YouAttackedWithThisPhase { other, trait_ } => {
                let filter = crate::rulesets::swu::cards::CardFilter {
                    trait_: Some(trait_.clone()),
                    ..Default::default()
                };
                let holds = self
                    .state
                    .player(by.you)
                    .attacked_with_this_phase
                    .iter()
                    .any(|(id, card)| {
                        !(*other && Some(*id) == by.this)
                            && self.pool.get(card).is_some_and(|c| filter.admits(c, None))
                    });
                let which = if *other { "other " } else { "" };
                (
                    holds,
                    format!("{you} attacked with no {which}{trait_} unit this phase"),
                )
            }
            Condition::YouPlayedAnotherCardThisPhase => {
                let n = self.other_cards_played(by);
                (n > 0, format!("{you} played no other card this phase"))
            }
            Condition::YouPlayedThisPhase { filter } => (
                self.state
                    .player(by.you)
                    .played_this_phase
                    .iter()
                    .any(|c| self.pool.get(c).is_some_and(|d| filter.admits(d, None))),
                format!("{you} played no such card this phase"),
            ),
            // A referential ability counts the name only, on a leader or
            // a unit (8.23.2); a player's leader is theirs deployed or not.
            Condition::YouPlayedThisUnit { how } => (
                by.this.and_then(|id| self.state.unit(id)).is_some_and(|u| {
                    u.how_played == Some(*how) && u.played_this_phase_by == Some(by.you)
                }),
                format!("{you} did not play this unit {}", how_words(*how)),
            ),
            // The card's owner (1.5.2a), in play or as it left (8.11.1).
            Condition::YouOwnThisUnit => {
                let owner = match by.this.and_then(|id| self.state.unit(id)) {
                    Some(u) => Some(u.owner),
                    None => ctx.left_play.as_ref().map(|(_, owner)| *owner),
                };
                (
                    owner == Some(by.you),
                    format!("{you} does not own this unit"),
                )
            }
            Condition::YouControlNamed { names } => {
                let named =
                    |card: &str| self.pool.get(card).is_some_and(|c| names.contains(&c.name));
                let leader = self
                    .state
                    .player(by.you)
                    .leader
                    .as_ref()
                    .is_some_and(|l| named(&l.card));
                let unit = self
                    .state
                    .units
                    .iter()
                    .any(|u| u.controller == by.you && named(&u.card));
                (
                    leader || unit,
                    format!("{you} controls no {}", names.join(" or ")),
                )
            }
        };
        if holds {
            if otherwise.is_some() {
                self.note(
                    format!(
                        "{}: the condition holds, so the part with \"instead\" replaces the rest.",
                        by.source
                    ),
                    &["7.7.5a", "7.7.5b"],
                )?;
            }
            return self.resolve_part(then, ctx, by);
        }
        if let Some(standard) = otherwise {
            self.note(
                format!("{}: {not}, so nothing replaces the first part.", by.source),
                &["7.7.5b"],
            )?;
            return self.resolve_part(standard, ctx, by);
        }
        let rules: &[&'static str] = match condition {
            // "If you have the initiative" asks only who controls the
            // counter (1.12.2c); 1.12.2 is the counter and the first turn.
            Condition::YouHaveInitiative => &["7.1.5", "1.12.2c"],
            Condition::YouControl { .. } => &["7.1.5"],
            Condition::ItIs { name: Some(_), .. } | Condition::ItIsCalled { name: Some(_), .. } => {
                &["7.1.5", "8.23.3"]
            }
            Condition::ItIs { name: None, .. } | Condition::ItIsCalled { name: None, .. } => {
                &["7.1.5"]
            }
            Condition::ThisIsUpgraded => &["7.1.5", "3.6.13"],
            Condition::ABaseHasDamage { .. }
            | Condition::AnEnemyUnitHas { .. }
            | Condition::DefendingPlayerHasMoreResources
            | Condition::UnitDefeatedThisPhase { .. }
            | Condition::YouPlayedThisPhase { .. }
            | Condition::YouPlayedAnotherCardThisPhase
            | Condition::YouAttackedWithThisPhase { .. } => &["7.1.5"],
            Condition::DefenderIs { .. }
            | Condition::DefenderWasDefeated
            | Condition::ThisIsNotAttackingABase => &["7.1.5", "6.3.1b"],
            Condition::ThisIsAttacking { .. } => &["7.1.5", "6.3.1b", "5.3.2"],
            Condition::YouControlNamed { .. } => &["7.1.5", "8.23.2"],
            Condition::YouPlayedThisUnit { .. } => &["7.1.5", "6.2.0b"],
            Condition::YouOwnThisUnit => &["7.1.5", "1.5.2a"],
        };
        self.note(
            format!(
                "{}: {not}, so the part after \"if\" does nothing.",
                by.source
            ),
            rules,
        )?;
        Ok(Vec::new())
    }

    /// "Deal 1 damage to each other ground unit": `then` for every unit
    /// `target` reaches that passes `filter`, each as "it". They happen at
    /// once (7.1.4): nothing is checked between them; the state is checked
    /// after the whole effect, like any other.
    pub(super) fn for_each(
        &mut self,
        target: Target,
        filter: &UnitFilter,
        then: &[Effect],
        ctx: &Ctx,
        by: By,
    ) -> EngineResult<Vec<OrderNode>> {
        // "Defeat all units": one defeat of them all (`defeat_at_once`), not
        // one after another, which would lose what a unit defeated first
        // gave the rest (General Krell) and their sight of each other.
        if let [Effect::Defeat { target: Target::It }] = then {
            let hits =
                self.targets_filtered(target, ctx, by.you, by.this, by.source, Some(filter))?;
            let ids = hits
                .into_iter()
                .filter_map(|h| match h {
                    Hit::Unit(id) => Some(id),
                    Hit::Base(_) => None,
                })
                .collect();
            return self.defeat_at_once(ids, by).map(|()| Vec::new());
        }
        self.each_as_it(target, filter, ctx, by, |e, inner| {
            let mut mid = Vec::new();
            for effect in then {
                mid.extend(e.resolve_effect(effect, inner, by.you, by.source, by.this)?);
            }
            Ok(mid)
        })
    }

    /// `resolve` once for every unit `target` reaches through `filter`,
    /// with that unit as "it" in a copy of `ctx`. The loop `choose_then`
    /// and `for_each` share: they differ only in what `resolve` does
    /// between parts (the one checks the state after each effect, the
    /// other resolves its effects at once).
    fn each_as_it(
        &mut self,
        target: Target,
        filter: &UnitFilter,
        ctx: &Ctx,
        by: By,
        mut resolve: impl FnMut(&mut Self, &mut Ctx) -> EngineResult<Vec<OrderNode>>,
    ) -> EngineResult<Vec<OrderNode>> {
        let hits = self.targets_filtered(target, ctx, by.you, by.this, by.source, Some(filter))?;
        let mut mid = Vec::new();
        for hit in hits {
            let mut inner = ctx.clone();
            match hit {
                Hit::Unit(id) => inner.it = Some(id),
                // "it" is the chosen base (Grey Squadron Y-Wing).
                Hit::Base(p) => {
                    inner.it = None;
                    inner.it_base = Some(p);
                }
            }
            mid.extend(resolve(self, &mut inner)?);
        }
        Ok(mid)
    }

    /// "You may <may>. If you do, <then>.": the player chooses whether to
    /// resolve `may` (8.32.1); `then` resolves only when `may` was resolved
    /// in full (8.9.1, 8.32.2).
    pub(super) fn if_you_do(
        &mut self,
        may: &[Effect],
        then: &[Effect],
        ctx: &Ctx,
        by: By,
    ) -> EngineResult<Vec<OrderNode>> {
        let you = self.state.name(by.you);
        // A player may not use the Force without their Force token
        // (8.37.4): then there is nothing to choose.
        if may.contains(&Effect::UseTheForce) && self.no_force_token(by)? {
            return Ok(Vec::new());
        }
        let prompt = format!(
            "{}: does {you} use the \"you may\" part of the ability?",
            by.source
        );
        match self.decide_may_cited(by.you, prompt, &["8.32.1"])? {
            Some(true) => {}
            Some(false) => {
                self.note(
                    format!(
                        "{you} declines that part of {}, so its \"if you do\" part does nothing too.",
                        by.source
                    ),
                    &["8.32.2"],
                )?;
                return Ok(Vec::new());
            }
            None => return Ok(Vec::new()),
        }
        let mut in_full = true;
        for effect in may {
            in_full &= self.resolved_in_full(effect, ctx, by)?;
            self.state_check()?;
        }
        if !in_full {
            self.note(
                format!(
                    "{you} could not resolve that part of {} in full, so its \"if you do\" part does nothing.",
                    by.source
                ),
                &["8.32.2", "8.9.1"],
            )?;
            return Ok(Vec::new());
        }
        self.resolve_part(then, ctx, by)
    }

    /// Resolve one effect of a "you may" followed by "if you do" and say
    /// whether it resolved in full. Only the effects whose "in full" the
    /// engine can tell may stand there; any other is an error, never a
    /// guess.
    pub(super) fn resolved_in_full(
        &mut self,
        effect: &Effect,
        ctx: &Ctx,
        by: By,
    ) -> EngineResult<bool> {
        match effect {
            Effect::Pay { amount } => self.pay_effect(*amount, by),
            Effect::UseTheForce => self.use_the_force(by),
            Effect::RevealFromHand { card_type, filter } => {
                self.reveal_from_hand(by.you, by.source, *card_type, filter)
            }
            Effect::Disclose { aspects } => self.disclose(by.you, by.source, aspects),
            // In full when a card was rescued (8.33.3).
            Effect::Rescue => self.rescue_a_captured_card(by),
            Effect::DefeatCreditToken { whose } => {
                self.defeat_credit_token(by.you, *whose, by.source)
            }
            Effect::DefeatResource { .. } | Effect::ReturnResources { .. } => {
                self.resource_cards_in_full(effect, by)
            }
            Effect::DiscardFromHand {
                who: PlayerSel::You,
                count,
            } => {
                let held = self.state.player(by.you).hand.len();
                self.discard_from_hands(vec![by.you], *count, by.source)?;
                Ok(held >= *count as usize)
            }
            // "You may discard 1 of those cards" (Bazine Netal): the
            // ability's controller picks from the hand they looked at; in
            // full when the hand held that many.
            Effect::DiscardChosenFromHand {
                who,
                count,
                not_type,
            } => {
                let players = self.players(*who, by.you, by.source)?;
                let held = players
                    .iter()
                    .all(|p| self.state.player(*p).hand.len() >= *count as usize);
                let chooser = super::super::both::Chooser {
                    player: by.you,
                    not_type: *not_type,
                };
                let done =
                    self.discard_chosen_from_hands(Some(chooser), players, *count, by.source)?;
                Ok(done && held)
            }
            // Giving a token, exhausting, revealing: `in_full`.
            other if super::in_full::tells(other) => self.chosen_in_full(other, ctx, by),
            other => {
                Err(self.error(
                    ErrorKind::Unsupported,
                    format!(
                        "{}: the engine cannot tell whether {other:?} resolved in full, which its \"if you do\" asks",
                        by.source
                    ),
                ))
            }
        }
    }

    /// "If it has <keyword>, ... Otherwise, ...", about "it".
    pub(super) fn if_keyword(
        &mut self,
        keyword: Keyword,
        then: &[Effect],
        otherwise: &[Effect],
        ctx: &Ctx,
        by: By,
    ) -> EngineResult<Vec<OrderNode>> {
        let has = ctx
            .it
            .and_then(|id| self.state.unit(id))
            .is_some_and(|u| self.unit_has(u, keyword));
        self.resolve_part(if has { then } else { otherwise }, ctx, by)
    }

    /// "If it's not a <type>, ...", about the card this ability discarded
    /// from a deck (Greedo) or revealed on top of one (Rickety
    /// Quadjumper); nothing when nothing was.
    pub(super) fn if_discarded_is_not(
        &mut self,
        card_type: CardType,
        then: &[Effect],
        ctx: &Ctx,
        by: By,
    ) -> EngineResult<Vec<OrderNode>> {
        let Some(card) = self.card_from_deck(
            ctx,
            by,
            "asks what the discarded card is, but the scenario does not say",
        )?
        else {
            return Ok(Vec::new());
        };
        if card.card_type == card_type {
            return Ok(Vec::new());
        }
        self.resolve_part(then, ctx, by)
    }

    /// Create a delayed effect for `at` (7.7.4a), aimed at "it" when the
    /// ability has one; one whose point has passed resolves at once
    /// (7.7.4f).
    pub(super) fn create_delayed(
        &mut self,
        at: TimingPoint,
        effects: &[Effect],
        ctx: &Ctx,
        by: By,
    ) -> EngineResult<Vec<OrderNode>> {
        let at = match at {
            TimingPoint::EndOfPhase => match self.state.phase {
                super::super::Phase::Regroup => TimingPoint::EndOfRegroupPhase,
                _ => TimingPoint::EndOfActionPhase,
            },
            other => other,
        };
        let source = by.source;
        let label = self.unique_label(format!("{}/delayed", crate::scenario_slug(source)));
        let target_name = ctx
            .it
            .and_then(|id| self.state.unit(id))
            .map(|u| self.unit_name(u));
        // The only start of an action phase a card names is "the next
        // action phase": the next round's (5.3.1), so it never has passed.
        let next_round = at == TimingPoint::StartOfActionPhase;
        // "Defeat that token": the token given is named now.
        let effects = &self.name_that_shield(effects, &label, ctx.it);
        if !next_round && self.point_has_passed(at) {
            return self.resolve_upon_creation(at, label, effects, ctx, by);
        }
        self.state.delayed.push(DelayedEffect {
            label,
            source: source.to_string(),
            controller: by.you,
            at,
            target: ctx.it,
            effects: effects.to_vec(),
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
        by: By,
    ) -> EngineResult<Vec<OrderNode>> {
        let source = by.source;
        self.record(
            kinds::DELAYED_EFFECT_RESOLVED,
            StepText::new(
                crate::text!("{} creates a delayed effect for {}, which has already passed this phase: it resolves at once, as it is created, while {} ability is still resolving.", &source, at.describe(), super::super::possessive(source)),
                &["7.7.4f", "7.7.4d"],
            )
            .label(label.clone())
            .player(by.you)
            .source(source)
            .reading(super::super::readings::DELAYED_EFFECT_AFTER_ITS_POINT),
        )?;
        let mut inner = Ctx {
            it: ctx.it,
            ..Ctx::default()
        };
        let mid = self.layer(true, Vec::new(), |e| {
            e.resolve_effects(effects, &mut inner, by.you, source, None)
        })?;
        let mut nodes = vec![OrderNode::event(label)];
        nodes.extend(mid);
        Ok(nodes)
    }
}

/// How a unit was played, in the words of a step's text.
fn how_words(how: crate::rulesets::swu::cards::HowPlayed) -> &'static str {
    use crate::rulesets::swu::cards::HowPlayed;
    match how {
        HowPlayed::FromHand => "from their hand",
        HowPlayed::FromDiscard => "from their discard pile",
        HowPlayed::FromDeck => "from their deck",
        HowPlayed::UsingSmuggle => "using Smuggle",
        HowPlayed::FromResources => "from their resources",
    }
}
