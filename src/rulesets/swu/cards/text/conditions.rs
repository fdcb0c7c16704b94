//! More conditions of an "If ..." sentence: "this unit is upgraded"
//! (3.6.13), "a base has N or more damage on it", "an enemy unit has a
//! Bounty". Reader and writer side by side; `text::clause::condition`
//! reads the others, and [`condition_phrase`] writes every condition.
//!
//! ```text
//! condition += "this unit is upgraded" | "a base has " N " or more damage on it"
//!            | "an enemy unit has " ("a Bounty" | KEYWORD)
//!            | "the defending player controls more resources than you"
//! ```

use super::super::ability::{Condition, Target};
use super::super::Keyword;
use super::read::Cursor;
use super::KEYWORD_WORDS;

const MORE_RESOURCES: &str = "the defending player controls more resources than you";

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
    if c.eat("this unit is upgraded") {
        return Some(Condition::ThisIsUpgraded);
    }
    if c.eat(MORE_RESOURCES) {
        return Some(Condition::DefendingPlayerHasMoreResources);
    }
    if let Some(k) = c.attempt(|c| {
        c.eat("an enemy unit has ").then_some(())?;
        had_keyword(c)
    }) {
        return Some(Condition::AnEnemyUnitHas { keyword: k });
    }
    c.attempt(|c| {
        c.eat("a base has ").then_some(())?;
        let n = c.number()?;
        c.eat(" or more damage on it").then_some(())?;
        Some(Condition::ABaseHasDamage { at_least: n as i32 })
    })
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
        Condition::DefendingPlayerHasMoreResources => Some(MORE_RESOURCES.to_string()),
        Condition::ABaseHasDamage { at_least } if *at_least >= 0 => {
            Some(format!("a base has {at_least} or more damage on it"))
        }
        Condition::AnEnemyUnitHas { keyword } => {
            Some(format!("an enemy unit has {}", has_words(*keyword)?))
        }
        _ => None,
    }
}

/// "you control another Wookiee unit", "you have the initiative".
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
        k => write(k),
    }
}
