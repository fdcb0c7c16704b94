//! What playing the card itself costs less (8.15.5a), reader and writer
//! side by side:
//!
//! ```text
//! own-cost := "This " kind " costs " N " less to play for each " words "."
//!           | "If " condition ", this " kind " costs " N " less to play."
//!           | "While playing this " kind ", ignore " ("his" | "her" | "its") " " ASPECT
//!             " aspect penalty if " condition "."
//!           | "While playing this upgrade on " unit ", ignore its aspect penalty."
//!           | "While playing this upgrade on " NAME ", it costs " N " less to play."
//!             (an upgrade's; `unit` as an attachment restriction names it)
//!           | ["If " condition ", this" | "This"] " unit enters play ready."
//! kind     := "unit" (on a unit) | "event" (on an event)
//! condition := "you control " (unit | NAME) | "an enemy unit has " ("a Bounty" | KEYWORD)
//! ```
//!
//! Only unit words and conditions a unit's card and state decide
//! (`stats::filter_on_card_holds`), so the count and the condition are
//! exactly what the text names; the engine counts and checks them as the
//! card is played (`engine::own_cost`).

use super::super::ability::{Condition, Pronoun, Target, UnitFilter};
use super::super::own_cost::{Counted, OwnCost};
use super::super::CardType;
use super::clause::ASPECTS;
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

/// "his", "her", "its".
fn possessive(p: Pronoun) -> &'static str {
    match p {
        Pronoun::It => "its",
        Pronoun::He => "his",
        Pronoun::She => "her",
    }
}

/// "While playing this unit, ignore his Villainy aspect penalty if you
/// control Rey."
fn ignore_while_playing(c: &mut Cursor, kind: &str) -> Option<OwnCost> {
    c.eat("While playing this ").then_some(())?;
    c.eat(kind).then_some(())?;
    c.eat(", ignore ").then_some(())?;
    let pronoun = Pronoun::ALL
        .into_iter()
        .find(|p| c.eat(&format!("{} ", possessive(*p))))?;
    let aspect = ASPECTS.iter().find(|a| c.eat(&format!("{a} ")))?;
    c.eat("aspect penalty if you control ").then_some(())?;
    // The name runs to the line's full stop ("... if you control Rey.").
    let name = c.rest().strip_suffix('.')?;
    super::conditions::is_name(name).then_some(())?;
    let condition = Condition::YouControlNamed {
        names: vec![name.to_string()],
    };
    c.at += name.len() + 1;
    Some(OwnCost {
        condition: Some(condition),
        ignore_penalty_of: Some(aspect.to_string()),
        pronoun,
        ..plain_own_cost()
    })
}

/// The unit words an upgrade's cost may depend on: those its card and
/// state decide, so the engine can tell as the unit is chosen.
fn on_unit_read(filter: &UnitFilter) -> bool {
    *filter != UnitFilter::default() && decided_by_card(filter)
}

/// "While playing this upgrade on a Mandalorian unit, ignore its aspect
/// penalty." (SHD 126 The Darksaber).
fn upgrade_on(c: &mut Cursor) -> Option<OwnCost> {
    c.eat("While playing this upgrade on ").then_some(())?;
    if let Some(k) = c.attempt(upgrade_on_named) {
        return Some(k);
    }
    let (target, filter) = super::clause::unit(c)?;
    (target == Target::ChosenUnit && on_unit_read(&filter)).then_some(())?;
    c.eat(", ignore its aspect penalty.").then_some(())?;
    Some(OwnCost {
        on: Some(filter),
        ..upgrade_on_template()
    })
}

/// "General Grievous, it costs 2 less to play." after "While playing
/// this upgrade on " (TWI 236 Grievous's Wheel Bike).
fn upgrade_on_named(c: &mut Cursor) -> Option<OwnCost> {
    let end = c.rest().find(", it costs ")?;
    let name = c.rest()[..end].to_string();
    super::conditions::is_name(&name).then_some(())?;
    c.at += end;
    c.eat(", it costs ").then_some(())?;
    let less = c.number()?;
    (less > 0).then_some(())?;
    c.eat(" less to play.").then_some(())?;
    Some(OwnCost {
        less,
        ignore_whole_penalty: false,
        on_named: Some(name),
        ..upgrade_on_template()
    })
}

pub(super) fn own_cost(c: &mut Cursor, card_type: CardType) -> Option<OwnCost> {
    if card_type == CardType::Upgrade {
        return c.attempt(upgrade_on);
    }
    let kind = kind(card_type)?;
    if let Some(k) = c.attempt(|c| ignore_while_playing(c, kind)) {
        return Some(k);
    }
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
    // "This unit enters play ready.", "If ..., this unit enters play ready."
    if kind == "unit" && c.eat(" enters play ready.") {
        return Some(OwnCost {
            condition,
            enters_ready: true,
            ..plain_own_cost()
        });
    }
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
        ..plain_own_cost()
    })
}

/// "This unit enters play ready.", with its condition if it has one.
fn write_enters_ready(k: &OwnCost, event: bool) -> Option<String> {
    let plain = OwnCost {
        condition: k.condition.clone(),
        enters_ready: true,
        ..plain_own_cost()
    };
    (*k == plain && !event).then_some(())?;
    match &k.condition {
        None => Some("This unit enters play ready.".to_string()),
        Some(cond) if condition_read(cond) => Some(format!(
            "If {}, this unit enters play ready.",
            super::write::condition_phrase(cond)?
        )),
        Some(_) => None,
    }
}

/// The one shape `upgrade_on` reads, `on` aside.
fn upgrade_on_template() -> OwnCost {
    OwnCost {
        ignore_whole_penalty: true,
        ..plain_own_cost()
    }
}

/// A card's own cost changed in nothing yet: no decrease, condition,
/// ignored penalty or unit. Every reader of such a line starts from it and
/// sets only what its words say, so a field the vocabulary adds later has
/// one default here.
fn plain_own_cost() -> OwnCost {
    OwnCost {
        less: 0,
        for_each: None,
        condition: None,
        ignore_penalty_of: None,
        pronoun: Pronoun::It,
        on: None,
        ignore_whole_penalty: false,
        enters_ready: false,
        on_named: None,
    }
}

/// The writer's side: from the vocabulary alone, "this event" or "this
/// unit" as the line said.
pub(super) fn write(k: &OwnCost, event: bool) -> Option<String> {
    if let Some(name) = &k.on_named {
        let only = OwnCost {
            less: k.less,
            ignore_whole_penalty: false,
            on_named: Some(name.clone()),
            ..upgrade_on_template()
        };
        (*k == only && k.less > 0 && super::conditions::is_name(name)).then_some(())?;
        return Some(format!(
            "While playing this upgrade on {name}, it costs {} less to play.",
            k.less
        ));
    }
    if let Some(filter) = &k.on {
        let only = OwnCost {
            on: Some(filter.clone()),
            ..upgrade_on_template()
        };
        (*k == only && on_unit_read(filter)).then_some(())?;
        return Some(format!(
            "While playing this upgrade on {}, ignore its aspect penalty.",
            super::write::unit_phrase(Target::ChosenUnit, filter)?
        ));
    }
    // The forms above are a unit's or an event's, never with `on`.
    if k.ignore_whole_penalty {
        return None;
    }
    if k.enters_ready {
        return write_enters_ready(k, event);
    }
    let kind = if event { "event" } else { "unit" };
    if let Some(aspect) = &k.ignore_penalty_of {
        let cond = k.condition.as_ref().filter(|c| condition_read(c))?;
        (k.less == 0 && k.for_each.is_none()).then_some(())?;
        return Some(format!(
            "While playing this {kind}, ignore {} {aspect} aspect penalty if {}.",
            possessive(k.pronoun),
            super::write::condition_phrase(cond)?
        ));
    }
    (k.pronoun == Pronoun::It).then_some(())?;
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
