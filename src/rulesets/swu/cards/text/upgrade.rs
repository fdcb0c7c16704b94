//! An upgrade's own lines (CR 3.6), both ways:
//!
//! ```text
//! attach         := "Attach to " unit "."                       (3.6.3)
//! gains          := "Attached unit gains " KEYWORD [" " N]
//!                   ("." | " and: \"" held "\"")                   (3.6.8, 3.6.9)
//! cant           := "Attached unit can't " ("ready" | "attack bases") "."   (8.3)
//! if-gains       := "If attached unit is " unit ", it gains"
//!                   (" " KEYWORD [" " N] "." | ": \"" held "\"")
//! granted        := "Attached unit gains: \"" held "\""           (3.6.8)
//! held           := triggered | coordinate | bounty   ("this unit": the attached unit)
//! upgrade-played := "When Played: " body              ("attached unit": it)
//! attached-is    := "attached unit is " (NAME | ("a" | "an") TRAIT)
//!                   (a condition, in upgrade-played; after it "it" is the attached unit)
//! attack-attached := "attack with attached unit"        (a clause, in upgrade-played)
//! ```
//!
//! The attachment restriction is the engine's legal-target filter when the
//! upgrade is played; a keyword the upgrade gives is a constant ability of
//! the upgrade reaching the unit it is attached to (so it goes when the
//! upgrade goes, 3.6.11, and a lasting "loses Sentinel" still beats it,
//! 7.7.3c; a number adds to the unit's own, 3.6.9); a granted ability is
//! an ability the attached unit has while the upgrade is on it, resolved
//! by the unit's controller (3.6.5). "If attached unit is a FORCE unit, it
//! gains ..." is the same constant ability with a filter.

use super::super::ability::{
    Ability, AttachTo, Cant, Condition, Constant, ConstantScope, Effect, Target, UnitFilter,
};
use super::super::trigger::Trigger;
use super::super::Keyword;
use super::clause::unit;
use super::clause::ASPECTS;
use super::constant::plain_constant;
use super::read::{body, bounty, coordinate, keyword, triggered, Cursor};
use super::write::{article, unit_phrase, write_ability, write_line};
use super::{Line, KEYWORD_WORDS};

/// A rule for one whole line.
type LineRule = fn(&mut Cursor) -> Option<Line>;

/// The rules of an upgrade's lines, tried in order, each for a whole line.
pub(super) const LINES: &[LineRule] = &[attach, gains, if_gains, cant, granted, upgrade_played];

/// The sides an attachment restriction may name.
fn is_side(t: Target) -> bool {
    matches!(
        t,
        Target::ChosenUnit | Target::ChosenFriendlyUnit | Target::ChosenEnemyUnit
    )
}

fn attach(c: &mut Cursor) -> Option<Line> {
    c.eat("Attach to ").then_some(())?;
    let (target, filter) = unit(c)?;
    is_side(target).then_some(())?;
    c.eat(".").then_some(())?;
    Some(Line::Attach(AttachTo { target, filter }))
}

/// "Raid 2", "Sentinel": a keyword line's words inside a sentence, its
/// number checked against whether the keyword takes one.
fn keyword_words(c: &mut Cursor) -> Option<(Keyword, u32)> {
    let Line::Keyword { keyword, amount } = keyword(c)? else {
        return None;
    };
    Some((keyword, amount))
}

/// "Attached unit gains Sentinel.", "Attached unit gains Raid 2 and:
/// \"When Defeated: ...\"".
fn gains(c: &mut Cursor) -> Option<Line> {
    c.eat("Attached unit gains ").then_some(())?;
    let (keyword, amount) = keyword_words(c)?;
    let abilities = if c.eat(" and: \"") {
        let a = held(c)?;
        c.eat("\"").then_some(())?;
        vec![a]
    } else {
        c.eat(".").then_some(())?;
        Vec::new()
    };
    Some(Line::Constant(attached(
        UnitFilter::default(),
        Some((keyword, amount)),
        abilities,
    )))
}

/// "If attached unit is a Villainy unit, it gains Raid 2.", "If attached
/// unit is a FORCE unit, it gains: \"On Attack: ...\"": what the unit gets
/// only while it passes the filter.
fn if_gains(c: &mut Cursor) -> Option<Line> {
    c.eat("If attached unit is ").then_some(())?;
    let (target, filter) = unit(c)?;
    (target == Target::ChosenUnit && on_card_only(&filter)).then_some(())?;
    c.eat(", it gains").then_some(())?;
    if c.eat(": \"") {
        let a = held(c)?;
        c.eat("\"").then_some(())?;
        return Some(Line::Constant(attached(filter, None, vec![a])));
    }
    c.eat(" ").then_some(())?;
    let kw = keyword_words(c)?;
    c.eat(".").then_some(())?;
    Some(Line::Constant(attached(filter, Some(kw), Vec::new())))
}

/// A constant ability's filter may use only what the card and its state
/// decide (`engine::stats::filter_on_card_holds`).
fn on_card_only(f: &UnitFilter) -> bool {
    f.max_power.is_none()
        && f.max_remaining_hp.is_none()
        && !f.cost_at_most_revealed
        && f != &UnitFilter::default()
}

fn attached(
    filter: UnitFilter,
    keyword: Option<(Keyword, u32)>,
    abilities: Vec<Ability>,
) -> Constant {
    Constant {
        filter,
        keywords: keyword.iter().map(|k| k.0).collect(),
        abilities,
        amount: keyword.map_or(0, |k| k.1),
        ..plain_constant(ConstantScope::AttachedUnit)
    }
}

/// "Attached unit can't ready.", "Attached unit can't attack bases."
const CANT: &[(&str, Cant)] = &[("ready", Cant::Ready), ("attack bases", Cant::AttackBases)];

fn cant(c: &mut Cursor) -> Option<Line> {
    c.eat("Attached unit can't ").then_some(())?;
    let (_, what) = CANT.iter().find(|(w, _)| c.eat(w))?;
    c.eat(".").then_some(())?;
    let mut k = attached(UnitFilter::default(), None, Vec::new());
    k.cant = vec![*what];
    Some(Line::Constant(k))
}

/// The triggers a granted ability may have: those the attached unit meets
/// while in play (not its own play or creation, which are over by the time
/// the upgrade attaches).
pub(super) fn held_trigger(t: &Trigger) -> bool {
    !matches!(
        t,
        Trigger::Played
            | Trigger::PlayedUsingSmuggle
            | Trigger::Deployed
            | Trigger::Created
            | Trigger::Event
            | Trigger::Action
    )
}

/// The ability inside the quotes: the attached unit's own text, where
/// "this unit" and "another" are about it.
pub(super) fn held(c: &mut Cursor) -> Option<Ability> {
    let (another, attached) = (c.another_is_other_than_this, c.attached_is_it);
    c.another_is_other_than_this = true;
    c.attached_is_it = false;
    let read = c
        .attempt(triggered)
        .or_else(|| c.attempt(coordinate))
        .or_else(|| c.attempt(bounty));
    c.another_is_other_than_this = another;
    c.attached_is_it = attached;
    read.filter(|a| a.when.iter().all(held_trigger) && !a.granted)
}

fn granted(c: &mut Cursor) -> Option<Line> {
    c.eat("Attached unit gains: \"").then_some(())?;
    let mut a = held(c)?;
    c.eat("\"").then_some(())?;
    a.granted = true;
    Some(Line::Ability(a))
}

fn upgrade_played(c: &mut Cursor) -> Option<Line> {
    // "When played using Smuggle" is a When Played ability (7.6.13c), the
    // engine raising it only for a play using Smuggle.
    let trigger = [Trigger::PlayedUsingSmuggle, Trigger::Played]
        .into_iter()
        .find(|t| c.eat(&format!("{}: ", t.printed())))?;
    let attached = c.attached_is_it;
    c.attached_is_it = true;
    let read = body(c);
    c.attached_is_it = attached;
    let (may, effects) = read?;
    Some(Line::Ability(super::read::ability(
        vec![trigger],
        may,
        effects,
    )))
}

/// An upgrade's restriction or constant ability as printed.
pub(super) fn write(line: &Line) -> Option<String> {
    match line {
        Line::Attach(AttachTo { target, filter }) if is_side(*target) => {
            Some(format!("Attach to {}.", unit_phrase(*target, filter)?))
        }
        Line::Constant(k) => write_constant(k),
        _ => None,
    }
}

/// An upgrade's constant ability, in the words `gains` and `if_gains`
/// read.
fn write_constant(k: &Constant) -> Option<String> {
    (k.to == ConstantScope::AttachedUnit
        && (k.power, k.hp) == (0, 0)
        && k.pronoun.is_it()
        && k.per.is_none())
    .then_some(())?;
    if let [what] = k.cant.as_slice() {
        let (words, _) = CANT.iter().find(|(_, w)| w == what)?;
        let only = attached(UnitFilter::default(), None, Vec::new());
        let plain = Constant {
            cant: Vec::new(),
            ..k.clone()
        };
        return (plain == only).then(|| format!("Attached unit can't {words}."));
    }
    (k.cant.is_empty()).then_some(())?;
    let kw = match k.keywords.as_slice() {
        [] => None,
        [keyword] => {
            let numbered = KEYWORD_WORDS.iter().any(|(_, w, n)| w == keyword && *n);
            (numbered == (k.amount > 0)).then_some(())?;
            Some(write_line(&Line::Keyword {
                keyword: *keyword,
                amount: k.amount,
            })?)
        }
        _ => return None,
    };
    if kw.is_none() && k.amount > 0 {
        return None;
    }
    let ability = match k.abilities.as_slice() {
        [] => None,
        [a] if a.when.iter().all(held_trigger) && !a.granted => Some(write_ability(a)?),
        _ => return None,
    };
    if k.filter == UnitFilter::default() {
        return match (kw, ability) {
            (Some(kw), None) => Some(format!("Attached unit gains {kw}.")),
            (Some(kw), Some(a)) => Some(format!("Attached unit gains {kw} and: \"{a}\"")),
            _ => None,
        };
    }
    on_card_only(&k.filter).then_some(())?;
    let is = unit_phrase(Target::ChosenUnit, &k.filter)?;
    match (kw, ability) {
        (Some(kw), None) => Some(format!("If attached unit is {is}, it gains {kw}.")),
        (None, Some(a)) => Some(format!("If attached unit is {is}, it gains: \"{a}\"")),
        _ => None,
    }
}

/// "Attached unit gains: \"On Attack: ...\"".
pub(super) fn write_granted(a: &Ability) -> Option<String> {
    a.when.iter().all(held_trigger).then_some(())?;
    let held = Ability {
        granted: false,
        ..a.clone()
    };
    Some(format!(
        "Attached unit gains: \"{}\"",
        write_ability(&held)?
    ))
}

/// Words up to the sentence's comma, each capitalised: a card's name
/// ("Darth Vader", "The Mandalorian") or a trait ("Mandalorian").
pub(super) fn capitalised_until_comma(c: &mut Cursor) -> Option<String> {
    capitalised_until(c, ',')
}

/// Capitalised words up to `stop` (not eaten), the stop required: a
/// card's name or a trait before a comma, a name before a full stop.
pub(super) fn capitalised_until(c: &mut Cursor, stop: char) -> Option<String> {
    let words = c.rest().split(stop).next()?;
    let ok = !words.is_empty()
        && c.rest()[words.len()..].starts_with(stop)
        && words.split(' ').all(|w| {
            w.starts_with(|ch: char| ch.is_ascii_uppercase())
                && w.chars()
                    .all(|ch| ch.is_alphanumeric() || "-'".contains(ch))
        });
    ok.then_some(())?;
    c.at += words.len();
    Some(words.to_string())
}

/// "attached unit is Darth Vader", "attached unit is a Mandalorian": the
/// condition of an "If ..." in an upgrade's When Played.
pub(super) fn attached_is(c: &mut Cursor) -> Option<Condition> {
    c.attached_is_it.then_some(())?;
    c.eat("attached unit is ").then_some(())?;
    if c.eat("a ") || c.eat("an ") {
        let word = capitalised_until_comma(c)?;
        (!word.contains(' ') && !ASPECTS.contains(&word.as_str())).then_some(())?;
        return Some(Condition::ItIs {
            name: None,
            filter: UnitFilter {
                trait_: Some(word),
                ..UnitFilter::default()
            },
        });
    }
    Some(Condition::ItIs {
        name: Some(capitalised_until_comma(c)?),
        filter: UnitFilter::default(),
    })
}

pub(super) fn write_attached_is(name: &Option<String>, filter: &UnitFilter) -> Option<String> {
    match (name, filter) {
        (Some(n), f) if *f == UnitFilter::default() => Some(format!("attached unit is {n}")),
        (None, f) => {
            let t = f.trait_.as_ref()?;
            let only = UnitFilter {
                trait_: Some(t.clone()),
                ..UnitFilter::default()
            };
            (*f == only).then(|| format!("attached unit is {} {t}", article(t)))
        }
        _ => None,
    }
}

/// "attack with attached unit" (Snapshot Reflexes): an attack by the unit
/// the upgrade was just attached to, if its controller can attack with it
/// (7.1.6).
pub(super) fn attack_with_attached(c: &mut Cursor, capital: bool) -> Option<Effect> {
    c.attached_is_it.then_some(())?;
    c.eat_verb("attack with attached unit", capital)
        .then(|| attack_by(Target::It))
}

fn attack_by(attacker: Target) -> Effect {
    Effect::Attack(super::attack_with::attack_by(Some(attacker), None))
}

/// The clauses of this module, written back.
pub(super) fn write_clause(e: &Effect, capital: bool) -> Option<String> {
    (*e == attack_by(Target::It)).then(|| {
        if capital {
            "Attack with attached unit".to_string()
        } else {
            "attack with attached unit".to_string()
        }
    })
}
