//! A unit's current power and HP, for the engine and for anyone drawing the
//! board: printed values, plus upgrades and Experience tokens, plus lasting
//! effects, plus constant abilities of cards in play.
//!
//! Constant abilities (`[[card.constant]]`: Supreme Leader Snoke's -2/-2,
//! Wedge Antilles' +1/+1 and Ambush, General Krell's granted When Defeated)
//! are interpreted here and only here: [`constants_on`] says which apply to
//! a unit now.

use super::{GameState, LastingKind, Unit};
use crate::rulesets::swu::cards::{CardPool, CardType, Constant, ConstantScope, Keyword};

/// (power, HP) of a unit as the game sees it now (without Grit and Raid,
/// which only the engine knows how to apply).
pub fn unit_stats(pool: &CardPool, state: &GameState, u: &Unit) -> (i32, i32) {
    let card = pool.get(&u.card);
    let (mut power, mut hp) = (
        card.and_then(|c| c.power).unwrap_or(0),
        card.and_then(|c| c.hp).unwrap_or(0),
    );
    for g in &u.upgrades {
        if let Some(c) = pool.get(&g.card) {
            power += c.power.unwrap_or(0);
            hp += c.hp.unwrap_or(0);
        }
    }
    power += u.experience as i32;
    hp += u.experience as i32;
    for l in state.lasting.iter().filter(|l| l.target == u.instance) {
        if let LastingKind::Modify { power: p, hp: h } = l.effect {
            power += p;
            hp += h;
        }
    }
    let (p, h) = constant_modifiers(pool, state.units.iter(), u);
    (power + p, hp + h)
}

/// Does the constant ability of `source` reach `u`?
pub fn constant_reaches(pool: &CardPool, source: &Unit, c: &Constant, u: &Unit) -> bool {
    let scope = match c.to {
        ConstantScope::FriendlyUnits => u.controller == source.controller,
        ConstantScope::OtherFriendlyUnits => {
            u.controller == source.controller && u.instance != source.instance
        }
        ConstantScope::EnemyUnits => u.controller != source.controller,
    };
    if !scope {
        return false;
    }
    let card = pool.get(&u.card);
    let f = &c.filter;
    f.trait_
        .as_ref()
        .is_none_or(|t| card.is_some_and(|c| c.traits.iter().any(|x| x.eq_ignore_ascii_case(t))))
        && (!f.non_leader || card.is_some_and(|c| c.card_type != CardType::Leader))
        && (!f.token || card.is_some_and(|c| c.card_type == CardType::Token))
        && (!f.entered_this_phase || u.entered_this_phase)
}

/// The constant abilities that apply to `u` now, with the unit they come
/// from. `sources` are the units in play that may have constant abilities.
pub fn constants_on<'a>(
    pool: &'a CardPool,
    sources: impl Iterator<Item = &'a Unit> + 'a,
    u: &'a Unit,
) -> impl Iterator<Item = (&'a Unit, &'a Constant)> + 'a {
    sources
        .filter_map(move |s| pool.get(&s.card).map(|c| (s, c)))
        .flat_map(|(s, c)| c.constants.iter().map(move |k| (s, k)))
        .filter(move |(s, k)| constant_reaches(pool, s, k, u))
}

/// The sum of the power and HP changes constant abilities make to `u`.
pub fn constant_modifiers<'a>(
    pool: &'a CardPool,
    sources: impl Iterator<Item = &'a Unit> + 'a,
    u: &'a Unit,
) -> (i32, i32) {
    constants_on(pool, sources, u).fold((0, 0), |(p, h), (_, k)| (p + k.power, h + k.hp))
}

/// Does a constant ability give `u` the keyword?
pub fn constant_keyword<'a>(
    pool: &'a CardPool,
    sources: impl Iterator<Item = &'a Unit> + 'a,
    u: &'a Unit,
    k: Keyword,
) -> bool {
    constants_on(pool, sources, u).any(|(_, c)| c.keywords.contains(&k))
}
