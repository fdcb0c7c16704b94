//! A unit's current power and HP, for the engine and for anyone drawing the
//! board: printed values, plus upgrades and Experience tokens, plus lasting
//! effects, plus constant abilities of cards in play.
//!
//! Constant abilities (`[[card.constant]]`: Supreme Leader Snoke's -2/-2,
//! Wedge Antilles' +1/+1 and Ambush, General Krell's granted When Defeated)
//! are interpreted here and only here: [`constants_on`] says which apply to
//! a unit now.

use super::base_abilities::BaseCards;
use super::{GameState, InstanceId, LastingKind, Unit};
use crate::rulesets::swu::cards::{
    Ability, Cant, CardPool, CardType, Constant, ConstantScope, Keyword, UnitFilter, While,
};

/// (power, HP) of a unit as the game sees it now (without Grit and Raid,
/// which only the engine knows how to apply).
pub fn unit_stats(pool: &CardPool, state: &GameState, u: &Unit) -> (i32, i32) {
    let card = pool.get(&u.card);
    let (mut power, mut hp) = (
        card.and_then(|c| c.power).unwrap_or(0),
        card.and_then(|c| c.hp).unwrap_or(0),
    );
    for g in &u.upgrades {
        let (p, h) = upgrade_modifiers(pool, &g.card);
        power += p;
        hp += h;
    }
    power += u.experience as i32;
    hp += u.experience as i32;
    for l in state.lasting.iter().filter(|l| l.target == u.instance) {
        if let LastingKind::Modify { power: p, hp: h } = l.effect {
            power += p;
            hp += h;
        }
    }
    let bases = BaseCards::of(pool, state);
    let (p, h) = constant_modifiers(pool, state, bases, state.units.iter(), u);
    (power + p, hp + h)
}

/// The power and HP modifiers of a card attached as an upgrade (3.6.7).
/// Only upgrades and Pilot units print them (2.9.1, 2.11.1): a unit card
/// attached as an upgrade (Phantom II) has none, its printed power and HP
/// being a unit's (3.5.6). A Pilot unit's modifiers are not in the card
/// data, so no Pilot card that attaches as an upgrade is read yet.
pub fn upgrade_modifiers(pool: &CardPool, card: &str) -> (i32, i32) {
    match pool.get(card) {
        Some(c) if c.card_type != CardType::Unit => (c.power.unwrap_or(0), c.hp.unwrap_or(0)),
        _ => (0, 0),
    }
}

/// Does the constant ability of `source` reach `u`?
pub fn constant_reaches(pool: &CardPool, source: &Unit, c: &Constant, u: &Unit) -> bool {
    let scope = match c.to {
        ConstantScope::FriendlyUnits | ConstantScope::UnitsYouControl => {
            u.controller == source.controller
        }
        ConstantScope::OtherFriendlyUnits => {
            u.controller == source.controller && u.instance != source.instance
        }
        ConstantScope::EnemyUnits => u.controller != source.controller,
        // An upgrade's, reaching its own unit only (`upgrade_constants`).
        ConstantScope::AttachedUnit => false,
        ConstantScope::ThisUnit => u.instance == source.instance,
        // The other unit of the attack under way: only with the game
        // state (`in_attack_reaches`).
        ConstantScope::TheAttacker | ConstantScope::TheDefender => false,
        // Resources, not units (`engine::smuggle`).
        ConstantScope::FriendlyResources => false,
        // A leader side's, while it is in play (`leader_constants`).
        ConstantScope::FriendlyUnitsFromLeaderSide => false,
    };
    if !scope {
        return false;
    }
    filter_on_card_holds(pool, &c.filter, u)
}

/// Does the constant ability of `source` reach `u` as the other unit of
/// the attack under way: the unit attacking `source` ("the attacker") or
/// the unit `source` attacks ("the defender", 6.3.1b)?
pub fn in_attack_reaches(state: &GameState, source: &Unit, c: &Constant, u: &Unit) -> bool {
    let Some(a) = state.attack else {
        return false;
    };
    match c.to {
        ConstantScope::TheAttacker => {
            a.attacker == u.instance && a.defender == Some(source.instance)
        }
        ConstantScope::TheDefender => {
            a.attacker == source.instance && a.defender == Some(u.instance)
        }
        _ => false,
    }
}

/// How many different printed costs the cards of a discard pile show,
/// each cost once however many cards share it.
pub(super) fn different_costs(pool: &CardPool, discard: &[String]) -> usize {
    let mut costs: Vec<u32> = discard
        .iter()
        .filter_map(|c| pool.get(c).and_then(|d| d.cost))
        .collect();
    costs.sort_unstable();
    costs.dedup();
    costs.len()
}

/// Does the condition of a conditional constant ability (7.3.3) hold now,
/// for the ability on `source`'s card? Asked each time the ability's effect
/// is looked at, never remembered, so the effect follows the condition.
/// A condition reads only card facts and unit state (never power, HP or
/// keywords), so no condition waits on another constant ability and 7.3.3a
/// (conditions met only by each other) cannot arise.
pub fn while_holds(pool: &CardPool, state: &GameState, source: &Unit, c: &Constant) -> bool {
    match &c.while_ {
        None => true,
        // Who has the initiative: the initiative counter (1.12.2).
        Some(While::YouHaveInitiative) => state.initiative == source.controller,
        Some(While::YouControl { other, filter }) => state.units.iter().any(|u| {
            u.controller == source.controller
                && !(*other && u.instance == source.instance)
                && filter_on_card_holds(pool, filter, u)
        }),
        Some(While::ThisUnitDamaged { undamaged }) => (source.damage > 0) != *undamaged,
        // A unit in play is ready or exhausted, never both (1.5.4a).
        Some(While::ThisUnitReady { exhausted }) => source.exhausted == *exhausted,
        // 3.6.13: upgraded while at least one upgrade is attached; Shield
        // and Experience tokens are upgrades too (3.6.12).
        Some(While::ThisUnitUpgraded) => source.is_upgraded(),
        // A referential ability counts the name only, on a leader or a
        // unit (8.23.2); a player's leader is theirs deployed or not.
        Some(While::YouControlNamed { name }) => {
            let named = |card: &str| pool.get(card).is_some_and(|c| c.name == *name);
            state
                .player(source.controller)
                .leader
                .as_ref()
                .is_some_and(|l| named(&l.card))
                || state
                    .units
                    .iter()
                    .any(|u| u.controller == source.controller && named(&u.card))
        }
        Some(While::YouControlResources { at_least }) => {
            let r = &state.player(source.controller).resources;
            r.ready + r.exhausted >= *at_least
        }
        // 8.37.3: the Force is with a player who controls their Force token.
        Some(While::ForceIsWithYou) => state.player(source.controller).force_token,
        Some(While::EnemyUnit { filter }) => state
            .units
            .iter()
            .any(|u| u.controller != source.controller && filter_on_card_holds(pool, filter, u)),
        Some(While::OpponentControlsUnits { at_least }) => {
            state
                .units
                .iter()
                .filter(|u| u.controller != source.controller)
                .count()
                >= *at_least as usize
        }
        // 6.3.3, 7.6.16d: the unit attacks, or defends, in the attack
        // under way (6.3.1b: a base attacked has no defending unit).
        Some(While::ThisUnitInAttack { defending, .. }) => state.attack.is_some_and(|a| {
            if *defending {
                a.defender == Some(source.instance)
            } else {
                a.attacker == source.instance
            }
        }),
        // 6.3.3a: attacking, and the defending unit passes the filter (a
        // base attacked has none, 6.3.1b).
        Some(While::ThisUnitAttackingA { filter }) => state.attack.is_some_and(|a| {
            a.attacker == source.instance
                && a.defender
                    .and_then(|d| state.unit(d))
                    .is_some_and(|d| filter_on_card_holds(pool, filter, d))
        }),
        // Each aspect once, however many of the units (or icons) show it.
        Some(While::AspectsAmongOtherFriendlyUnits { at_least }) => {
            let mut aspects: Vec<&str> = state
                .units
                .iter()
                .filter(|u| u.controller == source.controller && u.instance != source.instance)
                .filter_map(|u| pool.get(&u.card))
                .flat_map(|c| c.aspects.iter().map(|a| a.as_str()))
                .collect();
            aspects.sort_unstable();
            aspects.dedup();
            aspects.len() >= *at_least as usize
        }
        Some(While::DifferentCostsInYourDiscard { at_least }) => {
            different_costs(pool, &state.player(source.controller).discard) >= *at_least as usize
        }
        // 7.5.15a: while its controller controls 3 or more units.
        Some(While::Coordinate) => {
            state
                .units
                .iter()
                .filter(|u| u.controller == source.controller)
                .count()
                >= 3
        }
    }
}

/// Does `u` pass the parts of a filter its card and state decide (trait,
/// aspect, arena, leader, token, unique, damaged, exhausted, cost)? A
/// constant ability's filter may use only these: power and remaining HP
/// are what constant abilities change.
pub fn filter_on_card_holds(pool: &CardPool, f: &UnitFilter, u: &Unit) -> bool {
    let card = pool.get(&u.card);
    let has = |list: fn(&crate::rulesets::swu::cards::CardDef) -> &Vec<String>, w: &str| {
        card.is_some_and(|c| list(c).iter().any(|x| x.eq_ignore_ascii_case(w)))
    };
    f.trait_.as_ref().is_none_or(|t| has(|c| &c.traits, t))
        && f.named
            .as_ref()
            .is_none_or(|n| card.is_some_and(|c| c.name == *n))
        && f.not_trait.as_ref().is_none_or(|t| !has(|c| &c.traits, t))
        && f.not_aspect
            .as_ref()
            .is_none_or(|a| !has(|c| &c.aspects, a))
        && f.aspect.as_ref().is_none_or(|a| has(|c| &c.aspects, a))
        && (!f.non_leader || card.is_some_and(|c| c.card_type != CardType::Leader))
        && (!f.leader || card.is_some_and(|c| c.card_type == CardType::Leader))
        && (!f.token || card.is_some_and(|c| c.card_type == CardType::Token))
        && (!f.unique || card.is_some_and(|c| c.unique))
        && (!f.non_unique || card.is_some_and(|c| !c.unique))
        && in_filter_arena(f, u)
        && (!f.entered_this_phase || u.entered_this_phase)
        && (!f.not_entered_this_round || !u.entered_this_round)
        && (!f.damaged || u.damage > 0)
        && (!f.exhausted || u.exhausted)
        && (!f.upgraded || u.is_upgraded())
        && f.max_cost
            .is_none_or(|m| card.and_then(|c| c.cost).is_some_and(|c| c <= m))
        && f.min_cost
            .is_none_or(|m| card.and_then(|c| c.cost).is_some_and(|c| c >= m))
}

/// Does `u` pass a filter's arena ("a ground unit", "a space unit")? By the
/// arena the unit is in, not its card's printed arena type: a unit in an
/// arena is a unit of that arena while there (4.3.5, 4.4.5), a deployed
/// leader and a token unit included. Shared by constant abilities' filters
/// (here) and the units a player chooses (`targets::passes`).
pub fn in_filter_arena(f: &UnitFilter, u: &Unit) -> bool {
    f.arena.is_none_or(|a| u.arena == a)
}

/// The constant abilities that apply to `u` now, with the unit they come
/// from. `sources` are the units in play that may have constant abilities;
/// the upgrades on `u` reach it too ([`upgrade_constants`]), coming "from"
/// `u` itself.
pub fn constants_on<'a>(
    pool: &'a CardPool,
    state: &'a GameState,
    bases: BaseCards<'a>,
    sources: impl Iterator<Item = &'a Unit> + 'a,
    u: &'a Unit,
) -> impl Iterator<Item = (&'a Unit, &'a Constant)> + 'a {
    sources
        .filter_map(move |s| pool.get(&s.card).map(|c| (s, c)))
        .flat_map(|(s, c)| c.constants.iter().map(move |k| (s, k)))
        .filter(move |(s, k)| {
            (constant_reaches(pool, s, k, u) || in_attack_reaches(state, s, k, u))
                && while_holds(pool, state, s, k)
        })
        .chain(
            upgrade_constants(pool, u)
                .filter(move |k| while_holds(pool, state, u, k))
                .map(move |k| (u, k)),
        )
        .chain(super::base_abilities::base_constants(pool, bases, u).map(move |k| (u, k)))
        .chain(super::leader_constants::leader_side_constants(pool, state, u).map(move |k| (u, k)))
}

/// What the upgrades on `u` give it while attached ("Attached unit gains
/// Sentinel", 3.6.8): gone with the upgrade (3.6.11), since only the
/// upgrades on it now are asked.
pub fn upgrade_constants<'a>(
    pool: &'a CardPool,
    u: &'a Unit,
) -> impl Iterator<Item = &'a Constant> + 'a {
    u.upgrades
        .iter()
        .filter_map(move |g| pool.get(&g.card))
        .flat_map(|c| c.constants.iter())
        .filter(move |k| {
            k.to == ConstantScope::AttachedUnit && filter_on_card_holds(pool, &k.filter, u)
        })
}

/// The sum of the power and HP changes constant abilities make to `u`.
pub fn constant_modifiers<'a>(
    pool: &'a CardPool,
    state: &'a GameState,
    bases: BaseCards<'a>,
    sources: impl Iterator<Item = &'a Unit> + 'a,
    u: &'a Unit,
) -> (i32, i32) {
    constants_on(pool, state, bases, sources, u).fold((0, 0), |(p, h), (s, k)| {
        let times = times_counted(pool, state, s, k);
        (p + k.power * times, h + k.hp * times)
    })
}

/// How many times a constant's power and HP change counts: once, or for
/// each thing it counts now ("for each resource you control": every
/// resource of the controller of the ability's unit `source`, ready or
/// exhausted).
fn times_counted(pool: &CardPool, state: &GameState, source: &Unit, k: &Constant) -> i32 {
    use crate::rulesets::swu::cards::constant::Per;
    let Some(per) = &k.per else {
        return 1;
    };
    let you = source.controller;
    let n = match per {
        Per::ResourceYouControl => {
            let r = &state.player(you).resources;
            r.ready + r.exhausted
        }
        Per::DamageOnIt => source.damage.max(0) as u32,
        // Token upgrades are upgrades too (3.6.12).
        Per::UpgradeOnIt => source.upgrades.len() as u32 + source.shields + source.experience,
        Per::CardInYourHand => state.player(you).hand.len() as u32,
        Per::Unit {
            other,
            target,
            filter,
        } => state
            .units
            .iter()
            .filter(|u| match target {
                crate::rulesets::swu::cards::Target::EachFriendlyUnit => u.controller == you,
                crate::rulesets::swu::cards::Target::EachEnemyUnit => u.controller != you,
                crate::rulesets::swu::cards::Target::EachUnit => true,
                // The reader writes no other.
                _ => false,
            })
            .filter(|u| !(*other && u.instance == source.instance))
            .filter(|u| filter_on_card_holds(pool, filter, u))
            .count() as u32,
    };
    n as i32
}

/// Does a constant ability give `u` the keyword? (For a board outside a
/// run; the engine asks [`constants_on`] with the bases it found once.)
pub fn constant_keyword<'a>(
    pool: &'a CardPool,
    state: &'a GameState,
    sources: impl Iterator<Item = &'a Unit> + 'a,
    u: &'a Unit,
    k: Keyword,
) -> bool {
    let bases = BaseCards::of(pool, state);
    constants_on(pool, state, bases, sources, u).any(|(_, c)| c.keywords.contains(&k))
}

/// Current power, HP and keywords of a unit in a run: the engine's one
/// formula (printed, upgrades, Experience, lasting effects, constant
/// abilities, Grit and Raid).
impl super::Engine<'_> {
    /// Current power of a unit: printed, plus upgrades and Experience, plus
    /// lasting effects, plus Grit (+1 per damage) and Raid while attacking.
    pub fn unit_power(&self, u: &Unit) -> i32 {
        let card = self.pool.get(&u.card);
        let printed = card.and_then(|c| c.power).unwrap_or(0);
        let upgrades: i32 = u
            .upgrades
            .iter()
            .map(|g| upgrade_modifiers(self.pool, &g.card).0)
            .sum();
        let grit = if self.unit_has(u, Keyword::Grit) {
            u.damage.max(0)
        } else {
            0
        };
        let raid = match card {
            Some(c) if self.attacking(u.instance) && self.unit_has(u, Keyword::Raid) => {
                (c.raid + self.gained_amount(u.instance, Keyword::Raid)) as i32
            }
            _ => 0,
        };
        (printed
            + upgrades
            + u.experience as i32
            + self.modifiers(u.instance).0
            + self.constant_modifiers(u).0
            + grit
            + raid)
            .max(0)
    }

    /// Current HP of a unit: printed, plus upgrades and Experience, plus
    /// lasting effects.
    pub fn unit_hp(&self, u: &Unit) -> i32 {
        let printed = self.pool.get(&u.card).and_then(|c| c.hp).unwrap_or(0);
        let upgrades: i32 = u
            .upgrades
            .iter()
            .map(|g| upgrade_modifiers(self.pool, &g.card).1)
            .sum();
        printed
            + upgrades
            + u.experience as i32
            + self.modifiers(u.instance).1
            + self.constant_modifiers(u).1
    }

    /// A fingerprint of every input of the units' remaining HP: which units
    /// are in play (constant abilities come and go with them), their
    /// damage, Experience, upgrades, controller and "entered this phase",
    /// and the lasting effects.
    pub(super) fn hp_fingerprint(&self) -> u64 {
        fn mix(h: u64, x: u64) -> u64 {
            (h ^ x).wrapping_mul(0x0000_0100_0000_01b3)
        }
        let mut h = mix(0xcbf2_9ce4_8422_2325, self.state.units.len() as u64);
        // Conditional constant abilities (7.3.3) may read the initiative.
        h = mix(h, self.state.initiative.0 as u64);
        for p in self.state.players.iter() {
            h = mix(h, (p.resources.ready + p.resources.exhausted) as u64);
            h = mix(h, p.force_token as u64);
        }
        h = mix(h, self.state.next_instance as u64);
        // "While defending" constant abilities (6.3.3) may read the attack.
        if let Some(a) = self.state.attack {
            h = mix(h, 1 + a.attacker.0 as u64);
            h = mix(h, a.defender.map_or(0, |d| 1 + d.0 as u64));
        }
        for u in &self.state.units {
            h = mix(h, u.instance.0 as u64);
            h = mix(h, u.damage as u32 as u64);
            h = mix(h, u.experience as u64);
            h = mix(h, u.upgrades.len() as u64);
            h = mix(h, u.shields as u64);
            h = mix(
                h,
                u.controller.0 as u64
                    | (u.entered_this_phase as u64) << 8
                    | (u.exhausted as u64) << 9,
            );
        }
        h = mix(h, self.state.lasting.len() as u64);
        for l in &self.state.lasting {
            h = mix(h, l.target.0 as u64);
            if let LastingKind::Modify { power, hp } = l.effect {
                h = mix(h, (power as u32 as u64) << 32 | hp as u32 as u64);
            }
        }
        h
    }

    /// The units in play whose cards have constant abilities.
    pub(super) fn constant_source_ids(&self) -> Vec<InstanceId> {
        if !self.any_constants {
            return Vec::new();
        }
        let key = (self.state.units.len(), self.state.next_instance);
        let mut cache = self.constant_sources.borrow_mut();
        if cache.0 != key {
            cache.1 = self
                .state
                .units
                .iter()
                .filter(|u| self.pool.has_constant(&u.card))
                .map(|u| u.instance)
                .collect();
            cache.0 = key;
        }
        cache.1.clone()
    }

    pub(super) fn constant_sources(&self) -> Vec<&Unit> {
        self.constant_source_ids()
            .into_iter()
            // A unit that lost all abilities has no constant ones (8.14.2).
            .filter(|&id| !self.lost_all(id))
            .filter_map(|id| self.state.unit(id))
            .collect()
    }

    /// The constant abilities that reach `u` now, from the units in play
    /// with constant abilities and this board's bases ([`constants_on`]).
    pub(super) fn constants_on<'a>(
        &'a self,
        u: &'a Unit,
    ) -> impl Iterator<Item = (&'a Unit, &'a Constant)> + 'a {
        constants_on(
            self.pool,
            &self.state,
            self.bases,
            self.constant_sources().into_iter(),
            u,
        )
    }

    pub(super) fn constant_modifiers(&self, u: &Unit) -> (i32, i32) {
        if !self.any_constants {
            return (0, 0);
        }
        constant_modifiers(
            self.pool,
            &self.state,
            self.bases,
            self.constant_sources().into_iter(),
            u,
        )
    }

    /// Abilities constant abilities give the unit now (General Krell).
    pub(super) fn constant_grants(&self, id: InstanceId) -> Vec<Ability> {
        match self.state.unit(id) {
            Some(u) => self.constant_grants_for(u),
            None => Vec::new(),
        }
    }

    pub(super) fn constant_grants_for(&self, u: &Unit) -> Vec<Ability> {
        if !self.any_constants || self.lost_all(u.instance) {
            return Vec::new();
        }
        self.constants_on(u)
            .flat_map(|(_, c)| c.abilities.iter().cloned())
            .collect()
    }

    /// Does a constant ability (an upgrade's "Attached unit can't ready.")
    /// stop the unit doing this?
    pub(super) fn constant_cant(&self, u: &Unit, what: Cant) -> bool {
        self.any_constants && self.constants_on(u).any(|(_, c)| c.cant.contains(&what))
    }

    /// Does the unit have the keyword, printed or gained (a lasting effect)?
    /// Lasting effects that give or take it away apply in the order they
    /// were created, so the newer one wins (7.7.3c).
    pub fn unit_has(&self, u: &Unit, k: Keyword) -> bool {
        // Keywords are abilities: none while it has lost all (8.14.2).
        if self.lost_all(u.instance) {
            return false;
        }
        let own = self
            .pool
            .get(&u.card)
            .map(|c| c.has_keyword(k))
            .unwrap_or(false)
            || (self.any_constants
                && self.constants_on(u).any(|(_, c)| c.keywords.contains(&k)))
            // A keyword another unit's effect gives it (Admiral Yularen).
            || self.granted_keyword(u, k).is_some();
        self.state
            .lasting
            .iter()
            .filter(|l| l.target == u.instance)
            .fold(own, |has, l| match l.effect {
                LastingKind::GainKeyword { keyword, .. } if keyword == k => true,
                LastingKind::LoseKeyword { keyword } if keyword == k => false,
                _ => has,
            })
    }

    /// The numbers of a keyword with a number (Raid X, Restore X) that
    /// lasting effects and constant abilities (an upgrade's "gains Raid
    /// 2") gave the unit, added up (7.5.4, 3.6.9).
    pub fn gained_amount(&self, id: InstanceId, k: Keyword) -> u32 {
        if self.lost_all(id) {
            return 0;
        }
        let lasting: u32 = self
            .state
            .lasting
            .iter()
            .filter(|l| l.target == id)
            .map(|l| match l.effect {
                LastingKind::GainKeyword { keyword, amount } if keyword == k => amount,
                _ => 0,
            })
            .sum();
        let constant: u32 = match self.state.unit(id) {
            Some(u) if self.any_constants => self
                .constants_on(u)
                .filter(|(_, c)| c.keywords.contains(&k))
                // "gains Raid 1 for each damage on him": the number counted
                // now, as a "for each" change is (`times_counted`).
                .map(|(s, c)| c.amount * times_counted(self.pool, &self.state, s, c) as u32)
                .sum(),
            _ => 0,
        };
        let granted = self
            .state
            .unit(id)
            .and_then(|u| self.granted_keyword(u, k))
            .unwrap_or(0);
        lasting + constant + granted
    }

    /// Is this unit the attacker of an attack under way? Raid's "while attacking" (7.5.8a) holds from the attack's
    /// beginning until it ends, not while its When Attack Ends abilities
    /// resolve (6.3.5d): the game state's attack, not the engine's stack.
    pub(super) fn attacking(&self, id: InstanceId) -> bool {
        self.state.attack.as_ref().is_some_and(|a| a.attacker == id)
    }

    pub(super) fn modifiers(&self, id: InstanceId) -> (i32, i32) {
        self.state
            .lasting
            .iter()
            .filter(|l| l.target == id)
            .fold((0, 0), |(p, h), l| match l.effect {
                LastingKind::Modify { power, hp } => (p + power, h + hp),
                LastingKind::CantReady
                | LastingKind::GainKeyword { .. }
                | LastingKind::LoseKeyword { .. }
                | LastingKind::GrantsKeyword { .. }
                | LastingKind::LosesAllAbilities => (p, h),
            })
    }
}
