//! What playing the card itself costs less (8.15.5a), reader and writer
//! side by side:
//!
//! ```text
//! own-cost := "This " kind " costs " N " less to play for each " words "."
//!           | "If " condition ", this " kind " costs " N " less to play."
//! kind     := "unit" (on a unit) | "event" (on an event)
//! condition := "you control " (unit | NAME) | "an enemy unit has " ("a Bounty" | KEYWORD)
//! ```
//!
//! Only unit words and conditions a unit's card and state decide
//! (`stats::filter_on_card_holds`), so the count and the condition are
//! exactly what the text names; the engine counts and checks them as the
//! card is played (`engine::own_cost`).

use super::super::ability::{Condition, Target};
use super::super::own_cost::{Counted, OwnCost};
use super::super::CardType;
use super::conditional::decided_by_card;
use super::read::Cursor;

fn kind(card_type: CardType) -> Option<&'static str> {
    match card_type {
        CardType::Unit => Some("unit"),
        CardType::Event => Some("event"),
        _ => None,
    }
}

fn side_target(side: Option<bool>) -> Target {
    match side {
        Some(true) => Target::EachFriendlyUnit,
        Some(false) => Target::EachEnemyUnit,
        None => Target::EachUnit,
    }
}

fn target_side(t: Target) -> Option<Option<bool>> {
    match t {
        Target::EachFriendlyUnit => Some(Some(true)),
        Target::EachEnemyUnit => Some(Some(false)),
        Target::EachUnit => Some(None),
        _ => None,
    }
}

/// The conditions read before it: those a unit's card and state decide.
fn condition_read(k: &Condition) -> bool {
    match k {
        Condition::YouControl { other, filter } => !other && decided_by_card(filter),
        Condition::AnEnemyUnitHas { .. } => true,
        // "If you control Jabba the Hutt": a name, on a leader or a unit.
        Condition::YouControlNamed { names } => names.len() == 1,
        _ => false,
    }
}

pub(super) fn own_cost(c: &mut Cursor, card_type: CardType) -> Option<OwnCost> {
    let kind = kind(card_type)?;
    let condition = if c.eat("If ") {
        let k = super::clause::condition(c)?;
        condition_read(&k).then_some(())?;
        c.eat(", this ").then_some(())?;
        Some(k)
    } else {
        c.eat("This ").then_some(())?;
        None
    };
    c.eat(kind).then_some(())?;
    c.eat(" costs ").then_some(())?;
    let less = c.number()?;
    c.eat(" less to play").then_some(())?;
    let for_each = if condition.is_none() {
        c.eat(" for each ").then_some(())?;
        let (side, filter) = super::clause::unit_words(c)?;
        decided_by_card(&filter).then_some(())?;
        Some(Counted {
            target: side_target(side),
            filter,
        })
    } else {
        None
    };
    c.eat(".").then_some(())?;
    Some(OwnCost {
        less,
        for_each,
        condition,
    })
}

/// The writer's side: from the vocabulary alone, "this event" or "this
/// unit" as the line said.
pub(super) fn write(k: &OwnCost, event: bool) -> Option<String> {
    let kind = if event { "event" } else { "unit" };
    match (&k.condition, &k.for_each) {
        (None, Some(Counted { target, filter })) => {
            let side = target_side(*target)?;
            decided_by_card(filter).then_some(())?;
            let words = super::write::unit_words(side, filter)?;
            Some(format!(
                "This {kind} costs {} less to play for each {words}.",
                k.less
            ))
        }
        (Some(cond), None) if condition_read(cond) => Some(format!(
            "If {}, this {kind} costs {} less to play.",
            super::write::condition_phrase(cond)?,
            k.less
        )),
        _ => None,
    }
}
