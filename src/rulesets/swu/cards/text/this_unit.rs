//! A unit's unconditional constant ability about itself (7.3.1), reader
//! and writer side by side:
//!
//! ```text
//! this-unit := "This unit can't attack."        (8.3.2: it is never an attacker)
//!            | "This unit can attack units in the " ("ground" | "space") " arena."
//!              (8.3.1: beside its own arena's units, 6.3.2a)
//!            | "This unit can't attack bases."
//!            | "This unit gets " MOD " for each " counted "."
//!            | "This unit gains " KEYWORD N " for each " counted "."
//!              (a numbered keyword, its number counted: "gains Raid 1 for each damage on him")
//! counted   := "resource you control" | "card in your hand"
//!            | ("damage" | "upgrade") " on " PRONOUN    (PRONOUN: "it", "him" or "her")
//!            | ["other "] words                  (units in play: `clause::unit_words`)
//! ```
//!
//! A "can't" overrides the rule that a ready unit may attack (8.3.2), and
//! wins over any "can" or "may" that would let it attack (8.3.3), so the
//! engine honours it where it lists what a unit may attack
//! (`engine::attack::attack_targets`): a unit that can't attack has nothing
//! to attack, in an action or in an ability's attack.
//!
//! "For each ..." counts, each time a stat is looked at (`engine::stats`),
//! so the change follows the count (7.3.1); counted units are read only
//! with filters a unit's card and state decide (never power or HP, which
//! constants change).

use super::super::ability::{Cant, Constant, ConstantScope, Pronoun};
use super::super::constant::Per;
use super::super::Arena;
use super::clause::modifier;
use super::conditional::decided_by_card;
use super::constant::plain_constant;
use super::read::Cursor;

const CANT_ATTACK: &str = "This unit can't attack.";
const CANT_ATTACK_BASES: &str = "This unit can't attack bases.";
const GETS: &str = "This unit gets ";
const GAINS: &str = "This unit gains ";
const CAN_ATTACK_IN: &str = "This unit can attack units in the ";

/// An arena's word, as "in the ground arena" prints it.
fn arena_word(a: Arena) -> &'static str {
    match a {
        Arena::Ground => "ground",
        Arena::Space => "space",
    }
}

fn plain() -> Constant {
    plain_constant(ConstantScope::ThisUnit)
}

/// "it", "him", "her": the object form of the card's pronoun.
fn object(p: Pronoun) -> &'static str {
    match p {
        Pronoun::It => "it",
        Pronoun::He => "him",
        Pronoun::She => "her",
    }
}

/// What a "for each" counts, and the pronoun it names the unit with.
fn counted(c: &mut Cursor) -> Option<(Per, Pronoun)> {
    if c.eat("resource you control") {
        return Some((Per::ResourceYouControl, Pronoun::It));
    }
    if c.eat("card in your hand") {
        return Some((Per::CardInYourHand, Pronoun::It));
    }
    for (word, per) in [
        ("damage on ", Per::DamageOnIt),
        ("upgrade on ", Per::UpgradeOnIt),
    ] {
        if c.attempt(|c| c.eat(word).then_some(())).is_some() {
            let p = *Pronoun::ALL.iter().find(|p| c.eat(object(**p)))?;
            return Some((per, p));
        }
    }
    let other = c.eat("other ");
    let (side, filter) = super::clause::unit_words(c)?;
    decided_by_card(&filter).then_some(())?;
    let target = match side {
        Some(true) => super::super::ability::Target::EachFriendlyUnit,
        Some(false) => super::super::ability::Target::EachEnemyUnit,
        None => super::super::ability::Target::EachUnit,
    };
    Some((
        Per::Unit {
            other,
            target,
            filter,
        },
        Pronoun::It,
    ))
}

fn counted_words(per: &Per, p: Pronoun) -> Option<String> {
    let on = |what: &str| format!("{what} on {}", object(p));
    // Only the counts about the unit itself name it.
    let about_it = matches!(per, Per::DamageOnIt | Per::UpgradeOnIt);
    (about_it || p.is_it()).then_some(())?;
    Some(match per {
        Per::ResourceYouControl => "resource you control".to_string(),
        Per::CardInYourHand => "card in your hand".to_string(),
        Per::DamageOnIt => on("damage"),
        Per::UpgradeOnIt => on("upgrade"),
        Per::Unit {
            other,
            target,
            filter,
        } => {
            decided_by_card(filter).then_some(())?;
            let side = match target {
                super::super::ability::Target::EachFriendlyUnit => Some(true),
                super::super::ability::Target::EachEnemyUnit => Some(false),
                super::super::ability::Target::EachUnit => None,
                _ => return None,
            };
            let other = if *other { "other " } else { "" };
            format!("{other}{}", super::write::unit_words(side, filter)?)
        }
    })
}

pub(super) fn this_unit(c: &mut Cursor) -> Option<Constant> {
    for (words, cant) in [
        (CANT_ATTACK, Cant::Attack),
        (CANT_ATTACK_BASES, Cant::AttackBases),
    ] {
        if c.eat(words) {
            return Some(Constant {
                cant: vec![cant],
                ..plain()
            });
        }
    }
    if c.eat(GAINS) {
        return gains_for_each(c);
    }
    if c.eat(CAN_ATTACK_IN) {
        let arena = [Arena::Ground, Arena::Space]
            .into_iter()
            .find(|a| c.eat(arena_word(*a)))?;
        c.eat(" arena.").then_some(())?;
        return Some(Constant {
            can_attack_in: Some(arena),
            ..plain()
        });
    }
    c.eat(GETS).then_some(())?;
    let (power, hp) = modifier(c)?;
    c.eat(" for each ").then_some(())?;
    let (per, pronoun) = counted(c)?;
    c.eat(".").then_some(())?;
    Some(Constant {
        power,
        hp,
        per: Some(per),
        pronoun,
        ..plain()
    })
}

/// "Raid 1 for each damage on him." after "This unit gains ": a numbered
/// keyword whose number is counted, each time the unit's keywords are
/// looked at (`engine::stats`), as the change of "gets ... for each" is
/// (7.3.1; a numbered keyword's numbers add up, 7.5.4: Raid 1 counted 3
/// times is Raid 3).
fn gains_for_each(c: &mut Cursor) -> Option<Constant> {
    let Some(super::Line::Keyword { keyword, amount }) = super::read::keyword(c) else {
        return None;
    };
    (amount > 0).then_some(())?;
    c.eat(" for each ").then_some(())?;
    let (per, pronoun) = counted(c)?;
    c.eat(".").then_some(())?;
    Some(Constant {
        keywords: vec![keyword],
        amount,
        per: Some(per),
        pronoun,
        ..plain()
    })
}

/// The writer's side of [`gains_for_each`].
fn write_gains(k: &Constant) -> Option<String> {
    let ([keyword], Some(per)) = (k.keywords.as_slice(), &k.per) else {
        return None;
    };
    let plain_but_keyword = Constant {
        keywords: Vec::new(),
        amount: 0,
        per: None,
        pronoun: Pronoun::It,
        ..k.clone()
    };
    (plain_but_keyword == plain() && k.amount > 0).then_some(())?;
    let kw = super::write::write_line(&super::Line::Keyword {
        keyword: *keyword,
        amount: k.amount,
    })?;
    Some(format!(
        "{GAINS}{kw} for each {}.",
        counted_words(per, k.pronoun)?
    ))
}

/// The writer's side: from the vocabulary alone.
pub(super) fn write(k: &Constant) -> Option<String> {
    if !k.keywords.is_empty() {
        return write_gains(k);
    }
    if let Some(arena) = k.can_attack_in {
        let only = Constant {
            can_attack_in: Some(arena),
            ..plain()
        };
        return (*k == only).then(|| format!("{CAN_ATTACK_IN}{} arena.", arena_word(arena)));
    }
    let only = Constant {
        power: 0,
        hp: 0,
        cant: Vec::new(),
        per: None,
        pronoun: Pronoun::It,
        ..k.clone()
    };
    (only == plain()).then_some(())?;
    let unchanged = (k.power, k.hp) == (0, 0) && k.pronoun.is_it();
    match (k.cant.as_slice(), &k.per) {
        ([Cant::Attack], None) if unchanged => Some(CANT_ATTACK.to_string()),
        ([Cant::AttackBases], None) if unchanged => Some(CANT_ATTACK_BASES.to_string()),
        ([], Some(per)) if (k.power, k.hp) != (0, 0) => Some(format!(
            "{GETS}{} for each {}.",
            super::write::modifier(k.power, k.hp),
            counted_words(per, k.pronoun)?
        )),
        _ => None,
    }
}
