//! More conditions of an "If ..." sentence: "this unit is upgraded"
//! (3.6.13), "a base has N or more damage on it", "an enemy unit has a
//! Bounty". Reader and writer side by side; `text::clause::condition`
//! reads the others, and [`condition_phrase`] writes every condition.
//!
//! ```text
//! condition += "this unit is upgraded" | "a base has " N " or more damage on it"
//!            | "an enemy unit has " ("a Bounty" | KEYWORD)
//!            | "the defending player controls more resources than you"
//!            | "the defender " ("has " ("a Bounty" | KEYWORD) | "is exhausted")
//!              (in an On Attack ability; "it" after it is the defender)
//!            | "you control " NAME (" or " NAME)*      (by name, 8.23.2)
//! ```

use super::super::ability::{Condition, Target, UnitFilter};
use super::super::Keyword;
use super::read::Cursor;
use super::KEYWORD_WORDS;

const MORE_RESOURCES: &str = "the defending player controls more resources than you";

const DEFENDER: &str = "the defender ";
const DEFENDER_DEFEATED: &str = "the defender was defeated";

/// The attack under way is this unit's, on a unit (6.3.1b).
const NOT_ATTACKING_A_BASE: &str = "this unit isn't attacking a base";

/// A keyword as "has" and "with" print it: "a Bounty", "Sentinel".
pub(super) fn has_words(k: Keyword) -> Option<String> {
    if k == Keyword::Bounty {
        return Some("a Bounty".to_string());
    }
    KEYWORD_WORDS
        .iter()
        .find(|(_, kw, numbered)| *kw == k && !numbered)
        .map(|(w, _, _)| w.to_string())
}

pub(super) fn condition(c: &mut Cursor) -> Option<Condition> {
    // "you played this unit from your hand", "you own this unit".
    if let Some(k) = super::played_from::condition(c) {
        return Some(k);
    }
    if c.eat("this unit is upgraded") {
        return Some(Condition::ThisIsUpgraded);
    }
    if c.eat(NOT_ATTACKING_A_BASE) {
        return Some(Condition::ThisIsNotAttackingABase);
    }
    if c.eat(MORE_RESOURCES) {
        return Some(Condition::DefendingPlayerHasMoreResources);
    }
    if c.eat(DEFENDER_DEFEATED) {
        return Some(Condition::DefenderWasDefeated);
    }
    if c.eat(DEFENDER) {
        let mut filter = UnitFilter::default();
        if c.eat("is exhausted") {
            filter.exhausted = true;
        } else {
            c.eat("has ").then_some(())?;
            filter.has = Some(had_keyword(c)?);
        }
        return Some(Condition::DefenderIs { filter });
    }
    if let Some(k) = c.attempt(|c| {
        c.eat("an enemy unit has ").then_some(())?;
        had_keyword(c)
    }) {
        return Some(Condition::AnEnemyUnitHas { keyword: k });
    }
    if let Some(names) = c.attempt(named) {
        return Some(Condition::YouControlNamed { names });
    }
    c.attempt(|c| {
        c.eat("a base has ").then_some(())?;
        let n = c.number()?;
        c.eat(" or more damage on it").then_some(())?;
        Some(Condition::ABaseHasDamage { at_least: n as i32 })
    })
}

/// "you control Boba Fett or Jango Fett", "you control Jabba the Hutt":
/// names up to the comma, joined by "or". A name's words are capitalised
/// but for a "the" or "of" inside it; the comma must follow.
fn named(c: &mut Cursor) -> Option<Vec<String>> {
    c.eat("you control ").then_some(())?;
    let words = c.rest().split(',').next()?;
    c.rest()[words.len()..].starts_with(',').then_some(())?;
    let names: Vec<String> = words.split(" or ").map(str::to_string).collect();
    names.iter().all(|n| is_name(n)).then_some(())?;
    c.at += words.len();
    Some(names)
}

pub(super) fn is_name(n: &str) -> bool {
    let words: Vec<&str> = n.split(' ').collect();
    let capitalised = |w: &str| {
        w.starts_with(|ch: char| ch.is_ascii_uppercase())
            && w.chars()
                .all(|ch| ch.is_alphanumeric() || "-'".contains(ch))
    };
    words.first().is_some_and(|w| capitalised(w))
        && words.last().is_some_and(|w| capitalised(w))
        && words
            .iter()
            .all(|w| capitalised(w) || matches!(*w, "the" | "of"))
}

/// The words [`has_words`] writes, read back: "a Bounty" or an unnumbered
/// keyword.
pub(super) fn had_keyword(c: &mut Cursor) -> Option<Keyword> {
    if c.eat("a Bounty") {
        return Some(Keyword::Bounty);
    }
    KEYWORD_WORDS
        .iter()
        .find(|(w, _, numbered)| !numbered && c.eat(w))
        .map(|(_, k, _)| *k)
}

/// The writer's side; `None` for the conditions written elsewhere.
pub(super) fn write(k: &Condition) -> Option<String> {
    match k {
        Condition::ThisIsUpgraded => Some("this unit is upgraded".to_string()),
        Condition::DefenderWasDefeated => Some(DEFENDER_DEFEATED.to_string()),
        Condition::DefendingPlayerHasMoreResources => Some(MORE_RESOURCES.to_string()),
        Condition::ThisIsNotAttackingABase => Some(NOT_ATTACKING_A_BASE.to_string()),
        Condition::ABaseHasDamage { at_least } if *at_least >= 0 => {
            Some(format!("a base has {at_least} or more damage on it"))
        }
        Condition::YouControlNamed { names }
            if !names.is_empty() && names.iter().all(|n| is_name(n)) =>
        {
            Some(format!("you control {}", names.join(" or ")))
        }
        Condition::AnEnemyUnitHas { keyword } => {
            Some(format!("an enemy unit has {}", has_words(*keyword)?))
        }
        Condition::DefenderIs { filter } => {
            let exhausted = UnitFilter {
                exhausted: true,
                ..UnitFilter::default()
            };
            if *filter == exhausted {
                return Some(format!("{DEFENDER}is exhausted"));
            }
            let k = filter.has?;
            let only = UnitFilter {
                has: Some(k),
                ..UnitFilter::default()
            };
            (*filter == only).then_some(())?;
            Some(format!("{DEFENDER}has {}", has_words(k)?))
        }
        _ => None,
    }
}

/// "you control another Wookiee unit", "you have the initiative": the
/// writer's words for every condition (`text::write` re-exports it; here
/// to keep that file under 700 lines).
pub(super) fn condition_phrase(c: &Condition) -> Option<String> {
    match c {
        Condition::YouHaveInitiative => Some("you have the initiative".to_string()),
        Condition::ItIs { name, filter } => super::upgrade::write_attached_is(name, filter),
        Condition::YouControl { other, filter } => {
            let t = if *other {
                Target::ChosenOtherUnit
            } else {
                Target::ChosenUnit
            };
            Some(format!(
                "you control {}",
                super::write::unit_phrase(t, filter)?
            ))
        }
        k => write(k)
            .or_else(|| super::this_phase::write(k))
            .or_else(|| super::attacking_a::write(k))
            .or_else(|| super::played_from::write_condition(k)),
    }
}
