//! A unit's constant ability (7.3) over other units, reader and writer
//! side by side:
//!
//! ```text
//! constant := "Each " ["other "] (("friendly" | "enemy") " " words | "friendly upgraded unit")
//!             (" gets " MOD [" and gains " keywords] | " gains " keywords) "."
//!           | "Each " ["other "] "friendly " words " gains: \"" held-ability "\""
//!                 (a triggered ability each unit reached has, `upgrade::held`)
//!           | "Each friendly upgraded unit gets " MOD " and gains \"" held-ability "\""
//! keywords := KEYWORD [" and " KEYWORD] | NUMBERED-KEYWORD N   (a number: alone)
//! ```
//!
//! Read only with the filters the engine's `stats::constant_reaches`
//! checks (trait, aspect, arena, non-leader, leader, unique, damaged,
//! upgraded, token, a printed cost of N or more), so a constant never reaches a unit
//! its text does not name. A keyword with a number ("gains Restore 1") is
//! read alone: its number adds to the unit's own (7.5.4, the engine's
//! `gained_amount`).

use super::super::ability::{Constant, ConstantScope, UnitFilter};
use super::clause::{modifier, unit_words};
use super::read::{keyword, Cursor};
use super::Line;

/// "friendly upgraded unit" and its filter.
const UPGRADED: &str = "friendly upgraded unit";

fn upgraded() -> UnitFilter {
    UnitFilter {
        upgraded: true,
        ..UnitFilter::default()
    }
}

/// The filter fields a constant is read with.
fn reachable(f: &UnitFilter) -> bool {
    let only = UnitFilter {
        trait_: f.trait_.clone(),
        aspect: f.aspect.clone(),
        arena: f.arena,
        non_leader: f.non_leader,
        leader: f.leader,
        unique: f.unique,
        damaged: f.damaged,
        min_cost: f.min_cost,
        token: f.token,
        upgraded: f.upgraded,
        ..UnitFilter::default()
    };
    *f == only
}

fn keywords(c: &mut Cursor) -> Option<Vec<crate::rulesets::swu::cards::Keyword>> {
    let mut out = Vec::new();
    loop {
        match keyword(c)? {
            Line::Keyword { keyword, amount: 0 } => out.push(keyword),
            _ => return None,
        }
        if !c.eat(" and ") {
            return Some(out);
        }
    }
}

/// "Restore 1" alone: one keyword with its number, which adds to the
/// unit's own (7.5.4: "Each other friendly unit gains Restore 1").
fn numbered_keyword(c: &mut Cursor) -> Option<(crate::rulesets::swu::cards::Keyword, u32)> {
    match keyword(c)? {
        Line::Keyword { keyword, amount } if amount > 0 => Some((keyword, amount)),
        _ => None,
    }
}

/// The held ability after "gains: \"" or "and gains \"", to its closing
/// quote: a constant giving each unit reached it, and the change `(power,
/// hp)` read before it.
fn held_after(
    c: &mut Cursor,
    to: ConstantScope,
    filter: UnitFilter,
    (power, hp): (i32, i32),
) -> Option<Constant> {
    let a = super::upgrade::held(c)?;
    c.eat("\"").then_some(())?;
    Some(Constant {
        filter,
        power,
        hp,
        abilities: vec![a],
        ..plain_constant(to)
    })
}

/// A constant ability reaching `to` that changes nothing yet: no change,
/// keyword, held ability or condition. Every reader of a constant line
/// starts from it and sets only what its words say, so a field the
/// vocabulary adds later has one default here.
pub(super) fn plain_constant(to: ConstantScope) -> Constant {
    Constant {
        to,
        filter: UnitFilter::default(),
        power: 0,
        hp: 0,
        keywords: Vec::new(),
        abilities: Vec::new(),
        amount: 0,
        cant: Vec::new(),
        while_: None,
        pronoun: Default::default(),
        combat_damage_first: false,
        per: None,
        can_attack_in: None,
    }
}

pub(super) fn constant(c: &mut Cursor) -> Option<Constant> {
    c.eat("Each ").then_some(())?;
    let other = c.eat("other ");
    // "Each friendly upgraded unit" (Gar Saxon): a unit with an upgrade
    // attached (3.6.13), a state only this subject reads.
    let (side, filter) = if c.eat(UPGRADED) {
        (Some(true), upgraded())
    } else {
        unit_words(c)?
    };
    let to = match (other, side) {
        // "Each leader unit you control" (a base's, 3.2.1).
        (false, None) if c.eat(" you control") => ConstantScope::UnitsYouControl,
        (false, Some(true)) => ConstantScope::FriendlyUnits,
        (true, Some(true)) => ConstantScope::OtherFriendlyUnits,
        (false, Some(false)) => ConstantScope::EnemyUnits,
        _ => return None,
    };
    reachable(&filter).then_some(())?;
    if c.eat(" gains: \"") {
        // Only friendly units: a granted ability is its new holder's
        // controller's to resolve, and no card grants one to enemy units.
        (side == Some(true)).then_some(())?;
        return held_after(c, to, filter, (0, 0));
    }
    let (mut power, mut hp, mut kws, mut amount) = (0, 0, Vec::new(), 0);
    if let Some((k, n)) = c.attempt(|c| {
        c.eat(" gains ").then_some(())?;
        numbered_keyword(c)
    }) {
        kws = vec![k];
        amount = n;
    } else if c.eat(" gets ") {
        (power, hp) = modifier(c)?;
        // "... gets +1/+0 and gains \"When Defeated: ...\"" (Gar Saxon's
        // unit side): a change and a held ability, friendly units only.
        if side == Some(true) && c.eat(" and gains \"") {
            return held_after(c, to, filter, (power, hp));
        }
        if c.eat(" and gains ") {
            kws = keywords(c)?;
        }
    } else if c.eat(" gains ") {
        kws = keywords(c)?;
    } else {
        return None;
    }
    c.eat(".").then_some(())?;
    Some(Constant {
        filter,
        power,
        hp,
        keywords: kws,
        amount,
        ..plain_constant(to)
    })
}

/// The writer's side.
pub(super) fn write(k: &Constant) -> Option<String> {
    if (k.amount != 0 && (k.keywords.len() != 1 || (k.power, k.hp) != (0, 0)))
        || !k.cant.is_empty()
        || !reachable(&k.filter)
        || !k.pronoun.is_it()
        || k.per.is_some()
    {
        return None;
    }
    let (other, side) = match k.to {
        ConstantScope::UnitsYouControl if k.abilities.is_empty() => {
            let words = super::write::unit_words(None, &k.filter)?;
            let change = match (k.power, k.hp, k.keywords.is_empty()) {
                (0, 0, _) | (_, _, false) => return None,
                (p, h, true) => super::write::modifier(p, h),
            };
            return Some(format!("Each {words} you control gets {change}."));
        }
        ConstantScope::UnitsYouControl => return None,
        // A leader side's reads as a unit's does (`text::leader_side_constants`).
        ConstantScope::FriendlyUnits | ConstantScope::FriendlyUnitsFromLeaderSide => ("", true),
        ConstantScope::OtherFriendlyUnits => ("other ", true),
        ConstantScope::EnemyUnits => ("", false),
        // An upgrade's ("Attached unit gains ..."): text/upgrade.rs; a
        // unit's about itself: text/conditional.rs.
        ConstantScope::AttachedUnit | ConstantScope::ThisUnit => return None,
        // The other unit of an attack: text/while_attacking.rs.
        ConstantScope::TheAttacker | ConstantScope::TheDefender => return None,
        // Resources: text/resource_smuggle.rs.
        ConstantScope::FriendlyResources => return None,
    };
    let words = if k.filter == upgraded() && side {
        UPGRADED.to_string()
    } else {
        super::write::unit_words(Some(side), &k.filter)?
    };
    match k.abilities.as_slice() {
        [] => {}
        [a] if side
            && (k.power, k.hp) == (0, 0)
            && k.keywords.is_empty()
            && a.when.iter().all(super::upgrade::held_trigger)
            && !a.granted =>
        {
            let a = super::write::write_ability(a)?;
            return Some(format!("Each {other}{words} gains: \"{a}\""));
        }
        [a] if side
            && (k.power, k.hp) != (0, 0)
            && k.keywords.is_empty()
            && a.when.iter().all(super::upgrade::held_trigger)
            && !a.granted =>
        {
            let a = super::write::write_ability(a)?;
            let change = super::write::modifier(k.power, k.hp);
            return Some(format!(
                "Each {other}{words} gets {change} and gains \"{a}\""
            ));
        }
        _ => return None,
    }
    let names = k
        .keywords
        .iter()
        .map(|kw| {
            super::write::write_line(&Line::Keyword {
                keyword: *kw,
                amount: k.amount,
            })
        })
        .collect::<Option<Vec<String>>>()?
        .join(" and ");
    let change = match (k.power, k.hp, names.is_empty()) {
        (0, 0, true) => return None,
        (0, 0, false) => format!("gains {names}"),
        (p, h, true) => format!("gets {}", super::write::modifier(p, h)),
        (p, h, false) => format!("gets {} and gains {names}", super::write::modifier(p, h)),
    };
    Some(format!("Each {other}{words} {change}."))
}
