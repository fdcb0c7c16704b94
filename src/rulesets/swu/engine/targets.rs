//! What an effect reaches: amounts, players and targets, chosen by the
//! script where a card says "choose" (7.1.5).

use super::decide::Ask;
use super::effects::Hit;
use super::procedure::Ctx;
use super::{Engine, EngineResult, InstanceId, PlayerId, Unit};
use crate::rulesets::swu::cards::{
    Amount, AmountOf, Arena, AttachTo, PlayerSel, Target, UnitFilter,
};

impl Engine<'_> {
    pub(super) fn amount(
        &self,
        a: &Amount,
        ctx: &Ctx,
        you: PlayerId,
        this: Option<InstanceId>,
    ) -> i32 {
        match a {
            Amount::Fixed(n) => *n,
            Amount::Of(AmountOf::UnitsYouControlInItsArena) => {
                let arena = ctx.it.and_then(|id| self.state.unit(id)).map(|u| u.arena);
                self.state
                    .units
                    .iter()
                    .filter(|u| u.controller == you && Some(u.arena) == arena)
                    .count() as i32
            }
            Amount::Of(AmountOf::PlayedCardCost) => ctx
                .played_card
                .as_deref()
                .and_then(|c| self.pool.get(c))
                .and_then(|c| c.cost)
                .unwrap_or(0) as i32,
            Amount::Of(AmountOf::ItCost) => ctx
                .it_card
                .as_deref()
                .or_else(|| {
                    ctx.it
                        .and_then(|id| self.state.unit(id))
                        .map(|u| u.card.as_str())
                })
                .and_then(|c| self.pool.get(c))
                .and_then(|c| c.cost)
                .unwrap_or(0) as i32,
            // A unit that has left play counts with its last known power
            // (8.11.1).
            Amount::Of(AmountOf::ThisPower) => this
                .and_then(|id| self.state.unit(id))
                .map(|u| self.unit_power(u))
                .or(ctx.power_as_it_left)
                .unwrap_or(0),
            Amount::Of(AmountOf::ResourcesYouControl) => {
                let r = &self.state.player(you).resources;
                (r.ready + r.exhausted) as i32
            }
            // A heal resolves "all damage" itself (`Effect::Heal`).
            Amount::Of(AmountOf::AllDamage) => 0,
            Amount::Of(AmountOf::DamageOnThis) => this
                .and_then(|id| self.state.unit(id))
                .map_or(0, |u| u.damage),
            Amount::Of(AmountOf::HealedThisWay) => ctx.healed.unwrap_or(0),
            // Each card's printed cost, once however many share it.
            Amount::Of(AmountOf::DifferentCostsInYourDiscard) => {
                super::stats::different_costs(self.pool, &self.state.player(you).discard) as i32
            }
        }
    }

    pub(super) fn players(
        &mut self,
        who: PlayerSel,
        you: PlayerId,
        source: &str,
    ) -> EngineResult<Vec<PlayerId>> {
        Ok(match who {
            PlayerSel::You => vec![you],
            PlayerSel::Opponent | PlayerSel::AnOpponent => vec![you.other()],
            // The attacker's controller's opponent (6.3.1b): two players.
            PlayerSel::DefendingPlayer => match self.state.attack {
                Some(a) => self
                    .state
                    .unit(a.attacker)
                    .map_or(vec![you.other()], |u| vec![u.controller.other()]),
                None => vec![you.other()],
            },
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
                // "Choose players": either player may be chosen (8.4.3).
                match self.decide(you, prompt, options, Ask::One, &["8.4.3"])? {
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
                match self.decide(you, prompt, options, Ask::One, &["8.4.3"])? {
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

    /// Does a unit pass a "choose" filter of an ability `you` control?
    /// "A unit you played this phase" asks who played it.
    pub(super) fn passes_by(&self, u: &Unit, f: &UnitFilter, ctx: &Ctx, you: PlayerId) -> bool {
        self.passes(u, f, ctx)
            && (!f.played_by_you_this_phase || u.played_this_phase_by == Some(you))
            && (!f.attacked_your_base_this_phase
                || self
                    .state
                    .player(you)
                    .attacked_base_this_phase
                    .contains(&u.instance))
    }

    /// Does a unit pass a "choose" filter? (Played this phase by anyone,
    /// for "you played this phase": `passes_by` asks by whom.)
    pub(super) fn passes(&self, u: &Unit, f: &UnitFilter, ctx: &Ctx) -> bool {
        let card = self.pool.get(&u.card);
        if f.cost_at_most_revealed {
            let cost = card.and_then(|c| c.cost).unwrap_or(0);
            if ctx.revealed_cost.is_none_or(|r| cost > r) {
                return false;
            }
        }
        // What its card and state decide is checked as a constant's filter
        // is (one check, so a "choose" and a constant never disagree); the
        // rest are what only a chosen unit's filter may name.
        super::stats::filter_on_card_holds(self.pool, f, u)
            && f.max_remaining_hp
                .is_none_or(|m| self.unit_hp(u) - u.damage <= m)
            // Either base here; `passes_by` asks whose.
            && (!f.attacked_your_base_this_phase
                || self
                    .state
                    .players
                    .iter()
                    .any(|p| p.attacked_base_this_phase.contains(&u.instance)))
            && (!f.played_by_you_this_phase || u.played_this_phase_by.is_some())
            && f.max_power.is_none_or(|m| self.unit_power(u) <= m)
            // Its own keyword or one given to it (`unit_has`).
            && f.has.is_none_or(|k| self.unit_has(u, k))
    }

    /// Is `u` eligible for an upgrade `p` plays with this attachment
    /// restriction (3.6.3a)? None is "Attach to a unit" (3.6.3): any unit,
    /// friendly or enemy (3.6.5).
    pub(super) fn eligible_for(&self, u: &Unit, attach: Option<&AttachTo>, p: PlayerId) -> bool {
        let Some(a) = attach else {
            return true;
        };
        let side = match a.target {
            Target::ChosenFriendlyUnit => u.controller == p,
            Target::ChosenEnemyUnit => u.controller != p,
            _ => true,
        };
        side && self.passes_by(u, &a.filter, &Ctx::default(), p)
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
                .filter(|u| f(u) && filter.is_none_or(|flt| self.passes_by(u, flt, ctx, you)))
                .map(|u| Hit::Unit(u.instance))
                .collect()
        };
        let candidates: Vec<Hit> = match t {
            Target::This => return Ok(in_play(this).into_iter().collect()),
            Target::It => {
                return Ok(match (ctx.it, ctx.it_base) {
                    // "it" is a base a part chose before.
                    (None, Some(base)) => vec![Hit::Base(base)],
                    (it, _) => in_play(it).into_iter().collect(),
                });
            }
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
            Target::EachFriendlyUnit | Target::EachUnitYouControl => {
                return Ok(units(&|u| u.controller == you))
            }
            Target::EachEnemyUnit => return Ok(units(&|u| u.controller != you)),
            // The defending player: the controller of the attack's
            // defending unit or base (6.3.1a); a defender gone from play
            // leaves the attacker's opponent (two players). No attack, no
            // defending player.
            Target::EachUnitTheDefendingPlayerControls => {
                let defending = match defender {
                    Some(Hit::Unit(id)) => {
                        Some(self.state.unit(id).map_or(you.other(), |u| u.controller))
                    }
                    Some(Hit::Base(p)) => Some(p),
                    None => None,
                };
                return Ok(match defending {
                    Some(p) => units(&|u| u.controller == p),
                    None => Vec::new(),
                });
            }
            Target::EachUnit => return Ok(units(&|_| true)),
            Target::EachOtherUnit => return Ok(units(&|u| Some(u.instance) != this)),
            Target::EachOtherFriendlyUnit => {
                return Ok(units(&|u| u.controller == you && Some(u.instance) != this))
            }
            Target::EachBase => return Ok(vec![Hit::Base(you), Hit::Base(you.other())]),
            Target::EachEnemyBase => return Ok(vec![Hit::Base(you.other())]),
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
            // Other than the unit chosen before it (8.18.2): the caller
            // passes that unit as `this` (effects/at_once.rs).
            Target::ChosenAnotherEnemyUnit => {
                units(&|u| u.controller != you && Some(u.instance) != this)
            }
            // Other than the units the event's earlier lines chose
            // (8.18.2; effects/chosen_before.rs).
            Target::ChosenAnotherFriendlyUnitThanBefore | Target::ChosenThirdFriendlyUnit => {
                units(&|u| u.controller == you && !ctx.chosen_before.contains(&u.instance))
            }
            Target::ChosenUnitOrBase => {
                let mut v = units(&|_| true);
                v.extend([Hit::Base(you), Hit::Base(you.other())]);
                v
            }
            Target::ChosenGroundUnitOrBase => {
                let mut v = units(&|u| u.arena == Arena::Ground);
                v.extend([Hit::Base(you), Hit::Base(you.other())]);
                v
            }
            Target::ChosenTriggeringPlayersBaseOrGroundUnit => {
                let them = ctx.triggering_player.unwrap_or(you.other());
                let mut v = vec![Hit::Base(them)];
                v.extend(units(&|u| u.controller == them && u.arena == Arena::Ground));
                v
            }
            Target::UnitAnOpponentChooses => units(&|u| u.controller == you.other()),
            Target::UnitOrBaseAnOpponentChooses => {
                let mut v = units(&|u| u.controller == you.other());
                v.push(Hit::Base(you.other()));
                v
            }
            // The arena of the unit being attacked, as it is now; a base
            // attacked has no arena to share.
            Target::ChosenUnitInDefendersArena => {
                let arena = match defender {
                    Some(Hit::Unit(id)) => self.state.unit(id).map(|u| u.arena),
                    _ => None,
                };
                match arena {
                    Some(arena) => units(&|u| u.arena == arena),
                    None => Vec::new(),
                }
            }
        };
        if candidates.is_empty() {
            self.note(
                format!("{source}: there is nothing it can choose, so this part does nothing."),
                // A part that cannot resolve is ignored (1.3.2).
                &["1.3.2"],
            )?;
            return Ok(Vec::new());
        }
        let options: Vec<String> = candidates.iter().map(|h| self.hit_name(*h)).collect();
        // The ability's controller chooses, unless the text names an
        // opponent as the one who chooses (two players: the other one).
        let (chooser, prompt) = if t == Target::UnitAnOpponentChooses {
            let them = you.other();
            let name = self.state.name(them);
            (
                them,
                format!("{source}: which unit {name} controls does {name} choose?"),
            )
        } else if t == Target::UnitOrBaseAnOpponentChooses {
            let them = you.other();
            let name = self.state.name(them);
            (
                them,
                format!("{source}: which unit or base {name} controls does {name} choose?"),
            )
        } else {
            (you, format!("{source}: choose a target."))
        };
        let Some(chosen) = self.decide(chooser, prompt, options.clone(), Ask::One, &["7.1.5"])?
        else {
            return Ok(Vec::new());
        };
        let i = options.iter().position(|o| *o == chosen[0]).unwrap_or(0);
        Ok(vec![candidates[i]])
    }
}
