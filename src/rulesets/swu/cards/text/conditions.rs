//! More conditions of an "If ..." sentence: "this unit is upgraded"
//! (3.6.13), "a base has N or more damage on it", "an enemy unit has a
//! Bounty". Reader and writer side by side; `text::clause::condition`
//! reads the others.
//!
//! ```text
//! condition += "this unit is upgraded" | "a base has " N " or more damage on it"
//!            | "an enemy unit has " ("a Bounty" | KEYWORD)
//!            | "the defending player controls more resources than you"
//!            | "the defender " ("has " ("a Bounty" | KEYWORD) | "is exhausted")
//!              (in an On Attack ability; "it" after it is the defender)
//! ```

use super::super::ability::{Condition, UnitFilter};
use super::super::Keyword;
use super::read::Cursor;
use super::KEYWORD_WORDS;

const MORE_RESOURCES: &str = "the defending player controls more resources than you";

const DEFENDER: &str = "the defender ";

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
