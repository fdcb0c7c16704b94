//! The ability vocabulary, interpreted. Effects resolve in the order they
//! are written (7.1.5); the state is checked after each (1.16.5).
//!
//! [`Engine::resolve_effect`] is only a dispatch: each word of the
//! vocabulary has its own small function, grouped by what it acts on —
//! units and bases ([`units`]), players' decks and hands ([`players`]),
//! and the words that shape the rest of an ability ([`flow`]: choose,
//! "you may", "if", delayed effects).

mod again;
mod at_once;
mod attach_as_upgrade;
mod bases_heal;
mod capture_by_it;
mod captured_in_its_arena;
mod chosen_before;
mod chosen_keyword;
mod defeat_for_each_upgrade;
mod discard_for_options;
mod discarded_cards;
mod draw_for_each;
mod first_event_loses;
mod flow;
mod free_from_discard;
mod heal_divided;
mod if_you_dont;
mod in_full;
mod indirect;
mod instead_of_captured;
mod it_divides;
mod lose_all;
mod move_upgrade;
mod named_costs;
mod named_hand;
mod next_play;
mod once_each_round;
mod opponent_may;
mod opponent_takes_control;
mod options;
mod played_this_phase;
mod players;
mod power_at_most_upgrades;
mod random_return;
mod redirect;
mod resource_event;
mod reveal_each;
mod search_discard;
mod stolen_resource;
mod take_upgrade;
mod that_unit;
mod the_card;
mod unit_captures;
mod units;
mod up_to;
mod upgrade_then;
mod upgrade_was_attached;
mod upgrades_in_play;
mod upgrades_on;
mod use_the_force;

use super::procedure::Ctx;
use super::{Engine, EngineResult, InstanceId, LastingKind, PlayerId, StepText};
use crate::rulesets::swu::cards::{AttackEffect, PlayUnitEffect};
use crate::rulesets::swu::cards::{Effect, PlayerSel, Target};
use crate::rulesets::swu::engine::kinds;
use crate::timing::OrderNode;

/// Something an effect can hit.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Hit {
    Unit(InstanceId),
    Base(PlayerId),
}

/// Whose ability an effect belongs to: its controller ("you"), its
/// source's name as the trace writes it, and the unit it is on ("this").
#[derive(Debug, Clone, Copy)]
pub(super) struct By<'a> {
    pub you: PlayerId,
    pub source: &'a str,
    pub this: Option<InstanceId>,
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

    /// One effect: the dispatch to the function for its word.
    fn resolve_effect(
        &mut self,
        effect: &Effect,
        ctx: &mut Ctx,
        you: PlayerId,
        source: &str,
        this: Option<InstanceId>,
    ) -> EngineResult<Vec<OrderNode>> {
        let by = By { you, source, this };
        // Most effects resolve with nothing in the middle of them.
        let done = |r: EngineResult<()>| r.map(|()| Vec::new());
        match effect {
            Effect::DealDamage { amount, target } => {
                let n = self.amount(amount, ctx, you, this);
                done(self.deal_damage_to(*target, n, ctx, by))
            }
            Effect::Heal { amount, target } => {
                // "Heal all damage": as much as there is; a heal takes no
                // more than the damage on each unit or base.
                let n = match amount {
                    crate::rulesets::swu::cards::Amount::Of(
                        crate::rulesets::swu::cards::AmountOf::AllDamage,
                    ) => i32::MAX,
                    a => self.amount(a, ctx, you, this),
                };
                done(self.heal(*target, n, ctx, by))
            }
            Effect::Defeat { target } => done(self.defeat_targets(*target, ctx, by)),
            Effect::Exhaust { target } => done(self.set_exhausted(*target, true, ctx, by)),
            Effect::Ready { target } => done(self.set_exhausted(*target, false, ctx, by)),
            Effect::CantReady { target, duration } => {
                done(self.lasting_on(*target, LastingKind::CantReady, *duration, ctx, by))
            }
            Effect::Modify {
                target,
                power,
                hp,
                duration,
            } => {
                let kind = LastingKind::Modify {
                    power: *power,
                    hp: *hp,
                };
                done(self.modify_remembered(*target, kind, *duration, ctx, by))
            }
            Effect::LoseKeyword {
                target,
                keyword,
                duration,
            } => {
                let kind = LastingKind::LoseKeyword { keyword: *keyword };
                done(self.lasting_on(*target, kind, *duration, ctx, by))
            }
            Effect::GainKeyword {
                target,
                keyword,
                amount,
                duration,
            } => {
                let kind = LastingKind::GainKeyword {
                    keyword: *keyword,
                    amount: *amount,
                };
                done(self.lasting_on(*target, kind, *duration, ctx, by))
            }
            Effect::GiveShield { target } => done(self.give_shield(*target, ctx, by)),
            Effect::DefeatThatShield { token } => done(self.defeat_that_shield(token, ctx, by)),
            Effect::GiveExperience { target, count } => {
                done(self.give_experience(*target, *count, ctx, by))
            }
            Effect::DefeatShield { target, all } => {
                done(self.defeat_shield(*target, *all, ctx, by))
            }
            Effect::ReturnToHand { target } => done(self.return_to_hand(*target, ctx, by)),
            Effect::TakeControl { target } => done(self.take_control(*target, ctx, by)),
            Effect::OwnerTakesControl { target } => {
                done(self.owner_takes_control(*target, ctx, by))
            }
            Effect::Capture { target, filter } => {
                done(self.capture_by_this(*target, filter, ctx, by))
            }
            Effect::CaptureByIt {
                target,
                filter,
                weaker,
                ..
            } => done(self.capture_by_it(*target, filter, *weaker, ctx, by)),
            Effect::CreateToken { token, count } => done(
                self.until_game_over(0..*count, |e, _| e.create_token(you, token, source))
                    .map(|_| ()),
            ),
            Effect::Draw { who, count } => {
                let players = self.players(*who, you, source)?;
                done(self.draw(&players, *count, source))
            }
            Effect::DiscardFromDeck { who, count } => {
                done(self.discard_from_decks(*who, *count, ctx, by))
            }
            Effect::DiscardFromHand { who, count } => {
                let players = self.players(*who, you, source)?;
                // The card discarded is the card of the rest of the
                // ability ("the discarded card", Echo).
                let before = self.state.player(you).discard.len();
                self.discard_from_hands(players, *count, source)?;
                let pile = &self.state.player(you).discard;
                ctx.discarded = pile.get(before..).and_then(|new| new.last()).cloned();
                Ok(Vec::new())
            }
            Effect::LookAtTop { count } => done(self.look_at_top(you, *count, source)),
            // One's own top card is the card of the rest of the ability
            // (effects/the_card.rs).
            Effect::LookAtTopOf {
                who: PlayerSel::You,
                count: 1,
            } => done(self.look_at_own_top(ctx, by)),
            Effect::LookAtTopOf { who, count } => done(self.look_at_tops(*who, *count, by)),
            Effect::LookAtHand { who } => done(self.look_at_hands(*who, by)),
            Effect::RevealFromHand { card_type, filter } => done(
                self.reveal_from_hand(you, source, *card_type, filter)
                    .map(|_| ()),
            ),
            Effect::DiscardChosenFromHand {
                who,
                count,
                not_type,
            } => {
                let players = self.players(*who, you, source)?;
                let chooser = super::both::Chooser {
                    player: you,
                    not_type: *not_type,
                };
                done(
                    self.discard_chosen_from_hands(Some(chooser), players, *count, source)
                        .map(|_| ()),
                )
            }
            Effect::RevealTop { who } => done(self.reveal_top(*who, ctx, by)),
            Effect::SearchDiscardPlayFree(e) => {
                done(self.search_discard_play_free(e.search, e.max_cost, by))
            }
            Effect::OwnerMayPlayItFromDiscardFree => {
                done(self.owner_may_play_it_from_discard_free(ctx, by))
            }
            Effect::AttachAsUpgrade(a) => done(self.attach_as_upgrade(&a.to, by)),
            Effect::ReturnUpgradeThatWasAttached => {
                done(self.return_upgrade_that_was_attached(ctx, by))
            }
            Effect::LoseAllAbilities(e) => done(self.lose_all_abilities(e, ctx, by)),
            Effect::PayAnyNumberDealDamage(e) => done(self.pay_any_number_deal_damage(e, ctx, by)),
            Effect::NextWhenPlayedAgain => done(self.next_when_played_again(by)),
            Effect::OpponentTakesControlOfThis => {
                done(self.opponent_takes_control_of_this(ctx, by))
            }
            Effect::TakeEnemyResourceUntilLeaves => done(self.take_enemy_resource(by)),
            Effect::ChooseDifferentNamesReturnOneAtRandom { count } => {
                done(self.choose_then_return_at_random(*count, by))
            }
            Effect::NamedCostsMore { more } => done(self.named_costs_more(*more, ctx, by)),
            Effect::RevealUpToForEach(e) => {
                self.reveal_up_to_for_each(e.count, &e.aspect, &e.then, ctx, by)
            }
            Effect::RevealTopDrawUnit { count } => {
                done(self.reveal_top_draw_unit(you, source, *count))
            }
            Effect::HealDivided { amount, then } => self.heal_divided(*amount, then, ctx, by),
            Effect::LoseGame { who } => done(self.lose_game(*who, by)),
            Effect::ResourceThisCard { ready } => done(self.resource_this_card(*ready, ctx, by)),
            Effect::ResourceThisCardAs { .. } => done(self.resource_this_card(false, ctx, by)),
            Effect::PlayUnit(PlayUnitEffect { .. }) => {
                self.play_unit_effect(you, source, ctx, effect)
            }
            Effect::SearchDraw {
                search,
                card_type,
                filter,
                count,
            } => done(self.search_draw(you, source, *search, *card_type, filter, *count)),
            Effect::ReturnFromDiscard { card_type, filter } => {
                done(self.return_from_discard(you, source, *card_type, filter))
            }
            Effect::ReadyResources { count } => done(self.ready_resources(you, source, *count)),
            Effect::DefeatResource { .. }
            | Effect::ReturnResources { .. }
            | Effect::ResourceTopOfDeck { .. }
            | Effect::ResourceFromHand { .. }
            | Effect::ResourceFromDiscard { .. }
            | Effect::ReturnRevealedResource => {
                done(self.resource_cards_in_full(effect, by).map(|_| ()))
            }
            Effect::RevealResource { then } => self.reveal_resource(then, ctx, by),
            Effect::PlotPlay { card } => self.plot_play(you, source, card),
            Effect::ResourceTopCards { who } => {
                for p in self.players(*who, you, source)? {
                    self.resource_top_of_deck(By { you: p, ..by }, false)?;
                }
                Ok(Vec::new())
            }
            Effect::ExhaustResource {
                whose,
                ready,
                or_unit,
            } => done(self.exhaust_resource(*whose, *ready, *or_unit, ctx, by)),
            Effect::Attack(AttackEffect {
                attacker,
                power_bonus,
                bonus_trait,
                bonus_with_initiative,
                enemy_unit_only,
                even_if_exhausted,
                optional,
                gains,
                arena,
                filter,
                combat_damage_first,
                keywords,
            }) => {
                // "If you have the initiative, it gets +2/+0": checked as
                // the ability resolves, when the attack is declared.
                let power_bonus = if *bonus_with_initiative && self.state.initiative != you {
                    self.note(
                        format!(
                            "{} does not have the initiative, so the attacker gets no +{power_bonus}/+0 from {source}.",
                            self.state.name(you)
                        ),
                        &["7.1.5", "1.12.2c"],
                    )?;
                    0
                } else {
                    *power_bonus
                };
                self.attack_effect(
                    you,
                    source,
                    this,
                    ctx,
                    *attacker,
                    power_bonus,
                    bonus_trait.as_deref(),
                    *enemy_unit_only,
                    *even_if_exhausted,
                    *optional,
                    gains,
                    *arena,
                    filter,
                    *combat_damage_first,
                    keywords,
                )
            }
            Effect::Delayed { at, effects } => self.create_delayed(*at, effects, ctx, by),
            Effect::ChooseKeywordWhileInPlay { options, filter } => {
                done(self.choose_keyword_while_in_play(options, filter, by))
            }
            Effect::Choose {
                target,
                filter,
                then,
            } => self.choose_then(*target, filter, then, ctx, by),
            Effect::May { then } => self.may(then, ctx, by),
            Effect::IfKeyword {
                keyword,
                then,
                otherwise,
            } => self.if_keyword(*keyword, then, otherwise, ctx, by),
            Effect::IfDiscardedIsNot { card_type, then } => {
                self.if_discarded_is_not(*card_type, then, ctx, by)
            }
            Effect::If { condition, then } => self.if_condition(condition, then, ctx, by),
            // "also" is words only.
            Effect::Also { then } => self.resolve_effects(then, ctx, you, source, this),
            Effect::ForEach {
                target,
                filter,
                then,
            } => self.for_each(*target, filter, then, ctx, by),
            Effect::Pay { amount } => done(self.pay_effect(*amount, by).map(|_| ())),
            Effect::IfYouDo { may, then } => self.if_you_do(may, then, ctx, by),
            Effect::IfYouDont { may, otherwise } => self.if_you_dont(may, otherwise, ctx, by),
            Effect::Rescue => done(self.rescue_a_captured_card(by).map(|_| ())),
            Effect::ChooseWithPowerAtMostUpgrades {
                target,
                filter,
                enemy,
                then,
            } => self.choose_with_power_at_most_upgrades(*target, filter, *enemy, then, ctx, by),
            Effect::UnitCaptures {
                guard,
                target,
                filter,
                same_arena,
                any_number,
            } => done(self.unit_captures(
                *guard,
                (*target, filter),
                *same_arena,
                *any_number,
                ctx,
                by,
            )),
            Effect::DefeatShieldThen {
                target,
                filter,
                then,
            } => self.defeat_shield_then(*target, filter, then, ctx, by),
            Effect::MoveUpgrade {
                filter,
                on_friendly,
                same_player,
            } => done(self.move_upgrade(filter, *on_friendly, *same_player, by)),
            Effect::TakeUpgradeToThis { target, filter } => {
                done(self.take_upgrade_to_this(*target, filter, ctx, by))
            }
            Effect::ReturnEachUpgrade { target } => {
                done(self.return_each_upgrade(*target, ctx, by))
            }
            Effect::DefeatUpgradeThen { may, filter, then } => {
                self.defeat_upgrade_then(*may, filter, then, ctx, by)
            }
            Effect::TheForceIsWithYou => done(self.the_force_is_with(by)),
            Effect::UseTheForce => done(self.use_the_force(by).map(|_| ())),
            Effect::Note { text } => done(self.note(format!("{source}: {text}"), &["7.1.5"])),
            Effect::AtOnce { effects } => done(self.damage_at_once(effects, ctx, by)),
            Effect::DefeatUpgrade { filter } => {
                done(self.upgrade_leaves(filter, upgrades_in_play::Fate::Defeated, by))
            }
            Effect::ReturnUpgrade { filter } => {
                done(self.upgrade_leaves(filter, upgrades_in_play::Fate::ToHand, by))
            }
            Effect::ChooseOptions { count, options } => {
                self.choose_options(*count, options, ctx, by)
            }
            Effect::DiscardForOptions { up_to, options } => {
                self.discard_for_options(*up_to, options, ctx, by)
            }
            Effect::RevealEnemyResourcesDefeatSmuggle { count } => {
                done(self.reveal_enemy_resources(*count, by))
            }
            Effect::UpTo {
                count,
                target,
                filter,
                then,
            } => self.up_to(*count, *target, filter, then, ctx, by),
            Effect::IndirectDamage { amount, to } => done(self.indirect_damage(*amount, *to, by)),
            Effect::CreateCreditTokens { count, who } => {
                done(self.create_credit_tokens_for(*who, you, *count, source))
            }
            Effect::DefeatCreditToken { whose } => {
                done(self.defeat_credit_token(you, *whose, source).map(|_| ()))
            }
            Effect::IfYouUseTheForce { then } => self.if_you_use_the_force(then, ctx, by),
            Effect::Disclose { aspects } => done(self.disclose(you, source, aspects).map(|_| ())),
            // "all" and "each" differ only in the printed words.
            Effect::All {
                target,
                filter,
                then,
            } => self.for_each(*target, filter, then, ctx, by),
            Effect::DiscardHand => done(self.discard_hand(by)),
            Effect::DivideDamage {
                amount,
                target,
                filter,
            } => done(self.divide_damage(*amount, *target, filter, ctx, by)),
            // A replacement (7.7.5): applied where the unit would be
            // captured (`Engine::capture`), never resolved as a step.
            Effect::InsteadOfCaptured { .. } => Ok(Vec::new()),
            // A constant ability (7.3): applied where an event is played
            // (`event_loses_all_abilities`), never resolved as a step.
            Effect::FirstOpponentEventLosesAllAbilities => Ok(Vec::new()),
            Effect::MayRedirectDamageThisAttack { target, filter } => {
                done(self.may_redirect_damage_this_attack(*target, filter, ctx, by))
            }
            Effect::CaptureChosenInItsArena { target, filter } => {
                done(self.capture_chosen_in_its_arena(*target, filter, ctx, by))
            }
            Effect::ItDividesItsPower {
                target,
                filter,
                other,
            } => done(self.it_divides_its_power(*target, filter, *other, ctx, by)),
            Effect::ReturnFromAnyDiscard { card_type, filter } => done(self.return_from_piles(
                you,
                vec![you, you.other()],
                source,
                *card_type,
                filter,
            )),
            Effect::GiveShields { target, count } => {
                done(self.give_shields(*target, *count, ctx, by))
            }
            Effect::DrawForEachPlayerWithBaseDamage { base_damage } => {
                done(self.draw_for_each_player_with_base_damage(*base_damage, you, source))
            }
            Effect::DefeatItForEachUpgrade { then } => {
                done(self.defeat_it_for_each_upgrade(then, ctx, by))
            }
            // Words only: the same effect as the "Give ..." form.
            Effect::SubjectFirst { then } => self.resolve_effects(then, ctx, you, source, this),
            Effect::BasesCantBeHealed { duration } => {
                done(self.bases_cant_be_healed(*duration, by))
            }
            Effect::NextCostsLess {
                card_type,
                less,
                not_aspects,
            } => done(self.next_costs_less(*card_type, *less, not_aspects, by)),
            Effect::EachOpponentMay { then } => self.each_opponent_may(then, ctx, by),
            Effect::ResourceThisEvent => done(self.resource_this_event(by)),
            Effect::NameACard => done(self.name_a_card(ctx, by)),
            Effect::ChooseNumber => done(self.choose_number(ctx, by)),
            Effect::TheCard { act } => self.the_card(act, ctx, by),
            Effect::IfTheCard { test, then } => self.if_the_card(test, then, ctx, by),
            Effect::OpponentsCantPlayNamed { .. } => done(self.opponents_cant_play_named(ctx, by)),
            Effect::DiscardFromDeckForEach { who, filter } => {
                done(self.discard_from_deck_for_each(*who, filter, ctx, by))
            }
            Effect::HealForEachAspectDiscarded { target } => {
                done(self.heal_for_each_aspect_discarded(*target, ctx, by))
            }
            Effect::DiscardNamedFromHand { who } => {
                done(self.discard_named_from_hand(*who, ctx, by))
            }
            Effect::Instead {
                condition,
                standard,
                instead,
            } => self.if_condition_or(condition, instead, Some(standard), ctx, by),
            Effect::ForEachOtherCardPlayedThisPhase { then } => {
                done(self.for_each_other_card_played(then, ctx, by))
            }
            Effect::DrawThenDiscardAtRandom { who } => {
                done(self.draw_then_discard_at_random(*who, by))
            }
            // The pronoun is words only: `then` is about this unit.
            Effect::OnThisAs { then, .. } => self.resolve_part(then, ctx, by),
            Effect::OnceEachRound { may, then } => self.once_each_round(*may, then, ctx, by),
            Effect::ReturnEachDefeatedThisPhase => {
                done(self.return_each_defeated_this_phase(you, source))
            }
        }
    }

    /// Resolve `effects` as a part of the ability `by` (a branch, a "you
    /// may", a chosen unit's "then"), in a copy of the ability's context.
    fn resolve_part(
        &mut self,
        effects: &[Effect],
        ctx: &Ctx,
        by: By,
    ) -> EngineResult<Vec<OrderNode>> {
        let mut inner = ctx.clone();
        self.resolve_effects(effects, &mut inner, by.you, by.source, by.this)
    }

    /// What `target` hits, chosen where the ability says "choose".
    fn hits(&mut self, target: Target, ctx: &Ctx, by: By) -> EngineResult<Vec<Hit>> {
        self.targets(target, ctx, by.you, by.this, by.source)
    }

    /// The units `target` hits (a base it names is not a unit: skipped).
    fn units_hit(&mut self, target: Target, ctx: &Ctx, by: By) -> EngineResult<Vec<InstanceId>> {
        Ok(self
            .hits(target, ctx, by)?
            .into_iter()
            .filter_map(|h| match h {
                Hit::Unit(id) => Some(id),
                Hit::Base(_) => None,
            })
            .collect())
    }

    pub(super) fn note(&mut self, text: String, rules: &[&'static str]) -> EngineResult<()> {
        self.record(kinds::NOTE, StepText::new(text, rules))
    }
}
