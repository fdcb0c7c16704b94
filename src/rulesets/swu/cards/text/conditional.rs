//! A unit's conditional constant ability about itself (7.3.3), reader and
//! writer side by side:
//!
//! ```text
//! conditional := "While " while ", " subject " " change "."
//!              | "Coordinate - This unit " change "."            (7.5.15a)
//!              | "Coordinate - " KEYWORD-line                    (7.5.15a)
//! while       := condition          ("you have the initiative" | "you control " unit;
//!                                    the "If ..." sentence's, `clause::condition`)
//!              | "you control " N " or more resources"
//!              | "you control " NAME                   (capitalised words: 8.23.2)
//!              | "the Force is with you"               (8.37.3)
//!              | "an enemy unit is " ("damaged" | "exhausted" | "upgraded")
//!              | "an opponent controls " unit   (not "a damaged unit" alone: said as above)
//!              | "an opponent controls " N " or more units"
//!              | "there are " N " or more different costs among cards in your discard pile"
//!              | "this unit is " ("damaged" | "undamaged" | "upgraded" | "ready" | "exhausted")
//!              | "this unit is " ("attacking" | "defending")  (text/while_attacking.rs, with
//!                "This unit " change " while " ("attacking" | "defending") ".")
//! subject     := "this unit" | PRONOUN   (PRONOUN: "it", "he" or "she", after "this unit is ...")
//! change      := "gets " MOD [" and gains " keywords] | "gains " keywords
//!              | "can't be attacked"        (not by an enemy unit's attack, 8.3; Sentinel wins, 7.5.11d)
//! keywords    := KEYWORD (" and " KEYWORD)* | NUMBERED-KEYWORD " " N   (one number at most)
//! ```
//!
//! The condition is vocabulary ([`While`]), checked by the engine each
//! time it looks at the unit's stats or keywords (`engine::stats`), so
//! nothing here is per card. A "you control" filter is read only with the
//! parts a unit's card and state decide (`stats::filter_on_card_holds`).

use super::super::ability::{Cant, Condition, Constant, ConstantScope, Pronoun, UnitFilter, While};
use super::clause::modifier;
use super::constant::plain_constant;
use super::read::{keyword, Cursor};
use super::Line;
use crate::rulesets::swu::cards::Keyword;

/// The filter fields `stats::filter_on_card_holds` checks.
pub(super) fn decided_by_card(f: &UnitFilter) -> bool {
    let only = UnitFilter {
        trait_: f.trait_.clone(),
        not_trait: f.not_trait.clone(),
        not_aspect: f.not_aspect.clone(),
        aspect: f.aspect.clone(),
        arena: f.arena,
        non_leader: f.non_leader,
        leader: f.leader,
        token: f.token,
        unique: f.unique,
        non_unique: f.non_unique,
        damaged: f.damaged,
        exhausted: f.exhausted,
        upgraded: f.upgraded,
        max_cost: f.max_cost,
        ..UnitFilter::default()
    };
    *f == only
}

/// The state words of "this unit is ready" / "... is exhausted" (1.5.4a).
fn ready_words(exhausted: bool) -> &'static str {
    if exhausted {
        "this unit is exhausted"
    } else {
        "this unit is ready"
    }
}

/// "While there are 5 or more different costs among cards in your discard
/// pile" (Doctor Aphra), after the number.
const DIFFERENT_COSTS: &str = " or more different costs among cards in your discard pile";

/// The states of "an enemy unit is damaged" (or "exhausted", "upgraded").
const ENEMY_STATES: [&str; 3] = ["damaged", "exhausted", "upgraded"];

fn state_filter(state: &str) -> UnitFilter {
    UnitFilter {
        damaged: state == "damaged",
        exhausted: state == "exhausted",
        upgraded: state == "upgraded",
        ..UnitFilter::default()
    }
}

/// "an enemy unit is damaged" / "... is exhausted" / "... is upgraded":
/// the filters said that way rather than "an opponent controls ...".
fn enemy_state(filter: &UnitFilter) -> Option<&'static str> {
    ENEMY_STATES
        .into_iter()
        .find(|s| state_filter(s) == *filter)
}

/// The condition, and how the text then names the unit: "this unit", or
/// "it" (or "he", "she") after "this unit is ...".
fn while_(c: &mut Cursor) -> Option<(While, &'static str)> {
    // "this unit is attacking" / "... defending" (text/while_attacking.rs).
    if let Some(w) = c.attempt(super::while_attacking::in_attack) {
        return Some((w, "it"));
    }
    if let Some(at_least) =
        c.number_between("there are at least ", " aspects among other friendly units")
    {
        return Some((
            While::AspectsAmongOtherFriendlyUnits { at_least },
            "this unit",
        ));
    }
    for exhausted in [false, true] {
        if c.eat(ready_words(exhausted)) {
            return Some((While::ThisUnitReady { exhausted }, "it"));
        }
    }
    if let Some(at_least) = c.number_between("there are ", DIFFERENT_COSTS) {
        return Some((While::DifferentCostsInYourDiscard { at_least }, "this unit"));
    }
    if let Some(at_least) = c.number_between("an opponent controls ", " or more units") {
        return Some((While::OpponentControlsUnits { at_least }, "this unit"));
    }
    if let Some(filter) = c.attempt(|c| {
        c.eat("an opponent controls ").then_some(())?;
        let (target, filter) = super::clause::unit(c)?;
        // "an opponent controls a friendly unit" is not how cards say it;
        // a state alone is said "an enemy unit is damaged".
        (target == super::super::ability::Target::ChosenUnit
            && decided_by_card(&filter)
            && enemy_state(&filter).is_none())
        .then_some(filter)
    }) {
        return Some((While::EnemyUnit { filter }, "this unit"));
    }
    if c.eat("this unit is undamaged") {
        return Some((While::ThisUnitDamaged { undamaged: true }, "it"));
    }
    if c.eat("this unit is upgraded") {
        return Some((While::ThisUnitUpgraded, "it"));
    }
    if c.eat("this unit is damaged") {
        return Some((While::ThisUnitDamaged { undamaged: false }, "it"));
    }
    if c.eat("the Force is with you") {
        return Some((While::ForceIsWithYou, "this unit"));
    }
    if c.eat("an enemy unit is ") {
        let state = ENEMY_STATES.into_iter().find(|s| c.eat(s))?;
        let filter = state_filter(state);
        return Some((While::EnemyUnit { filter }, "this unit"));
    }
    if let Some(at_least) = c.number_between("you control ", " or more resources") {
        return Some((While::YouControlResources { at_least }, "this unit"));
    }
    let w = match c.attempt(super::clause::condition) {
        Some(Condition::YouHaveInitiative) => While::YouHaveInitiative,
        Some(Condition::YouControl { other, filter }) if decided_by_card(&filter) => {
            While::YouControl { other, filter }
        }
        // "While you control Emperor Palpatine": one name.
        Some(Condition::YouControlNamed { mut names }) if names.len() == 1 => {
            While::YouControlNamed {
                name: names.remove(0),
            }
        }
        Some(_) => return None,
        None => {
            c.eat("you control ").then_some(())?;
            let name = super::upgrade::capitalised_until_comma(c)?;
            While::YouControlNamed { name }
        }
    };
    Some((w, "this unit"))
}

/// "Sentinel and Overwhelm", or one numbered keyword "Raid 2".
fn keywords(c: &mut Cursor) -> Option<(Vec<Keyword>, u32)> {
    let mut out = Vec::new();
    let mut number = 0;
    loop {
        match keyword(c)? {
            Line::Keyword { keyword, amount } => {
                // A constant carries one number: at most one numbered keyword.
                if amount > 0 && number > 0 {
                    return None;
                }
                number = number.max(amount);
                out.push(keyword);
            }
            _ => return None,
        }
        if !c.eat(" and ") {
            return Some((out, number));
        }
    }
}

/// "gets +2/+0 and gains Overwhelm", "gains Raid 2".
pub(super) fn change(c: &mut Cursor) -> Option<(i32, i32, Vec<Keyword>, u32)> {
    if c.eat("gets ") {
        let (p, h) = modifier(c)?;
        if c.eat(" and gains ") {
            let (k, n) = keywords(c)?;
            return Some((p, h, k, n));
        }
        return Some((p, h, Vec::new(), 0));
    }
    c.eat("gains ").then_some(())?;
    let (k, n) = keywords(c)?;
    Some((0, 0, k, n))
}

pub(super) fn this_unit(
    w: While,
    (power, hp, keywords, amount): (i32, i32, Vec<Keyword>, u32),
) -> Constant {
    Constant {
        power,
        hp,
        keywords,
        amount,
        while_: Some(w),
        ..plain_constant(ConstantScope::ThisUnit)
    }
}

pub(super) fn conditional(c: &mut Cursor) -> Option<Constant> {
    if c.eat("Coordinate - ") {
        if c.eat("This unit ") {
            let ch = change(c)?;
            c.eat(".").then_some(())?;
            return Some(this_unit(While::Coordinate, ch));
        }
        return match keyword(c)? {
            Line::Keyword { keyword, amount } => {
                Some(this_unit(While::Coordinate, (0, 0, vec![keyword], amount)))
            }
            _ => None,
        };
    }
    // "This unit gets +2/+0 while defending.", "While attacking, this unit
    // deals combat damage before the defender." (text/while_attacking.rs).
    if let Some(k) = c
        .attempt(super::while_attacking::after)
        .or_else(|| c.attempt(super::while_attacking::first))
    {
        return Some(k);
    }
    c.eat("While ").then_some(())?;
    let (w, subject) = while_(c)?;
    c.eat(", ").then_some(())?;
    // "While this unit is defending, the attacker gets -1/-0."
    // (text/while_attacking.rs).
    if let Some(k) = c.attempt(|c| super::while_attacking::other_unit(c, &w)) {
        return Some(k);
    }
    let pronoun = if subject == "it" {
        *Pronoun::ALL.iter().find(|p| c.eat(p.word()))?
    } else {
        c.eat(subject).then_some(())?;
        Pronoun::It
    };
    c.eat(" ").then_some(())?;
    if c.eat(CANT_BE_ATTACKED) {
        c.eat(".").then_some(())?;
        return Some(Constant {
            pronoun,
            cant: vec![Cant::BeAttacked],
            ..this_unit(w, (0, 0, Vec::new(), 0))
        });
    }
    let ch = change(c)?;
    c.eat(".").then_some(())?;
    Some(Constant {
        pronoun,
        ..this_unit(w, ch)
    })
}

const CANT_BE_ATTACKED: &str = "can't be attacked";

/// Does the keyword take a number ("Raid 2")?
fn numbered(k: Keyword) -> bool {
    super::KEYWORD_WORDS.iter().any(|(_, w, n)| *w == k && *n)
}

fn write_keywords(k: &Constant) -> Option<String> {
    let numbered: Vec<bool> = k.keywords.iter().map(|kw| numbered(*kw)).collect();
    // The one number belongs to the one numbered keyword, if any.
    let count = numbered.iter().filter(|n| **n).count();
    ((count == 1) == (k.amount > 0) && count <= 1).then_some(())?;
    k.keywords
        .iter()
        .zip(numbered)
        .map(|(kw, n)| {
            super::write::write_line(&Line::Keyword {
                keyword: *kw,
                amount: if n { k.amount } else { 0 },
            })
        })
        .collect::<Option<Vec<String>>>()
        .map(|v| v.join(" and "))
}

fn write_change(k: &Constant) -> Option<String> {
    match k.cant.as_slice() {
        [] => {}
        [Cant::BeAttacked] if (k.power, k.hp, k.amount) == (0, 0, 0) && k.keywords.is_empty() => {
            return Some(CANT_BE_ATTACKED.to_string());
        }
        _ => return None,
    }
    let names = write_keywords(k)?;
    Some(match (k.power, k.hp, names.is_empty()) {
        (0, 0, true) => return None,
        (0, 0, false) => format!("gains {names}"),
        (p, h, true) => format!("gets {}", super::write::modifier(p, h)),
        (p, h, false) => format!("gets {} and gains {names}", super::write::modifier(p, h)),
    })
}

/// The writer's side: from the vocabulary alone.
pub(super) fn write(k: &Constant) -> Option<String> {
    if k.combat_damage_first {
        return super::while_attacking::write_first(k);
    }
    if matches!(
        k.to,
        ConstantScope::TheAttacker | ConstantScope::TheDefender
    ) {
        return super::while_attacking::write_other_unit(k);
    }
    // "This unit can't attack." and the like, with no condition.
    if k.while_.is_none() {
        return super::this_unit::write(k);
    }
    let plain = k.to == ConstantScope::ThisUnit
        && k.filter == UnitFilter::default()
        && k.abilities.is_empty()
        && k.per.is_none();
    plain.then_some(())?;
    let (phrase, subject) = match k.while_.as_ref()? {
        While::Coordinate if !k.pronoun.is_it() => return None,
        While::Coordinate => {
            if (k.power, k.hp) == (0, 0) {
                if let [kw] = k.keywords.as_slice() {
                    let line = super::write::write_line(&Line::Keyword {
                        keyword: *kw,
                        amount: k.amount,
                    })?;
                    return Some(format!("Coordinate - {line}"));
                }
            }
            return Some(format!("Coordinate - This unit {}.", write_change(k)?));
        }
        While::ThisUnitDamaged { undamaged } => (
            format!(
                "this unit is {}",
                if *undamaged { "undamaged" } else { "damaged" }
            ),
            "it",
        ),
        While::ThisUnitUpgraded => ("this unit is upgraded".to_string(), "it"),
        While::ThisUnitInAttack { defending, after } => {
            if *after {
                k.pronoun.is_it().then_some(())?;
                return Some(super::while_attacking::write_after(
                    *defending,
                    &write_change(k)?,
                ));
            }
            (super::while_attacking::write_in_attack(*defending), "it")
        }
        While::ThisUnitReady { exhausted } => (ready_words(*exhausted).to_string(), "it"),
        While::AspectsAmongOtherFriendlyUnits { at_least } => (
            format!("there are at least {at_least} aspects among other friendly units"),
            "this unit",
        ),
        While::ThisUnitAttackingA { filter } => {
            (super::while_attacking::write_attacking_a(filter)?, "it")
        }
        While::ForceIsWithYou => ("the Force is with you".to_string(), "this unit"),
        While::YouControlResources { at_least } => (
            format!("you control {at_least} or more resources"),
            "this unit",
        ),
        While::YouControlNamed { name } => (format!("you control {name}"), "this unit"),
        While::DifferentCostsInYourDiscard { at_least } => (
            format!("there are {at_least}{DIFFERENT_COSTS}"),
            "this unit",
        ),
        While::OpponentControlsUnits { at_least } => (
            format!("an opponent controls {at_least} or more units"),
            "this unit",
        ),
        While::EnemyUnit { filter } => match enemy_state(filter) {
            Some(state) => (format!("an enemy unit is {state}"), "this unit"),
            None => {
                decided_by_card(filter).then_some(())?;
                let unit =
                    super::write::unit_phrase(super::super::ability::Target::ChosenUnit, filter)?;
                (format!("an opponent controls {unit}"), "this unit")
            }
        },
        While::YouHaveInitiative => (
            super::write::condition_phrase(&Condition::YouHaveInitiative)?,
            "this unit",
        ),
        While::YouControl { other, filter } => {
            decided_by_card(filter).then_some(())?;
            (
                super::write::condition_phrase(&Condition::YouControl {
                    other: *other,
                    filter: filter.clone(),
                })?,
                "this unit",
            )
        }
    };
    // A pronoun only where the card named its unit in the condition.
    let subject = match (subject, k.pronoun) {
        ("it", p) => p.word(),
        (s, Pronoun::It) => s,
        _ => return None,
    };
    Some(format!("While {phrase}, {subject} {}.", write_change(k)?))
}
