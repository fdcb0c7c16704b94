//! Sentences about the unit an earlier sentence played or chose, reader and
//! writer side by side: "Play a unit from your hand. It costs 3 less and
//! enters play ready. At the start of the regroup phase, defeat it.",
//! "Take control of a non-leader unit. At the start of the regroup phase,
//! its owner takes control of it.", "Exhaust a unit. That unit can't ready
//! this round."
//!
//! ```text
//! follow := lead "." (" " after ".")+
//! lead   := play                                  (text/play.rs)
//!         | clause-on-one-chosen-unit             ("Take control of a non-leader unit")
//! after  := "It costs " N " less" [" and enters play ready"]      (after a play)
//!         | "It enters play ready"                                (after a play)
//!         | ("Give it " | "It gains ") KEYWORD " for this phase"  (after a play)
//!         | "At the start of the regroup phase, " clause-on-"it"
//!         | "At the start of the regroup phase, that token unit's owner takes control of it"
//!                                                  (after a choice of a token unit)
//!         | "Return it to its owner's hand at the end of the phase"
//!         | "That unit can't ready this round"                    (after a choice)
//!         | "Deal damage to your base equal to its cost"          (after a play)
//!         | "Deal " N " damage to it"                             (after a play)
//!         | "Then, it deals damage equal to its power divided ..."  (after a choice, text/it_divides.rs)
//! ```
//!
//! "it" in the sentences after is the unit the lead played or chose, so
//! they are read into the lead's own effect: a `play_unit`'s cost, its
//! keywords and its `then`, or a `choose`'s `then`, in the order printed
//! (7.1.5). A delayed effect about "it" remembers that unit (7.7.4); a
//! later sentence that names a unit afresh is not read here.

use super::super::ability::{Amount, AmountOf, Duration, Effect, Target, TimingPoint, UnitFilter};
use super::super::Keyword;
use super::clause::clause;
use super::compound::{aim_of, chosen};
use super::read::{keyword, Cursor};
use super::write::{clause_on, unit_phrase, write_line};
use super::Line;
use crate::rulesets::swu::cards::PlayUnitEffect;

const ENTERS_READY: &str = "It enters play ready";
const AT_REGROUP: &str = "At the start of the regroup phase, ";
const IT_GAINS: &str = "It gains ";
const END_OF_PHASE: &str = " at the end of the phase";
const CANT_READY: &str = "That unit can't ready this round";
const ITS_COST: &str = "Deal damage to your base equal to its cost";
/// Sly Moore's way of saying "its owner takes control of it" about a
/// token unit chosen: the same effect, named by what was chosen.
const TOKEN_OWNER: &str = "that token unit's owner takes control of it";

/// Whether a lead's filter is "token unit" and nothing more: the only
/// choice after which the owner's taking control back is said with
/// [`TOKEN_OWNER`].
fn token_only(filter: &UnitFilter) -> bool {
    *filter
        == UnitFilter {
            token: true,
            ..UnitFilter::default()
        }
}

/// "Deal damage to your base equal to its cost": the unit played's
/// printed cost.
fn its_cost_to_your_base() -> Effect {
    Effect::DealDamage {
        amount: Amount::Of(AmountOf::ItCost),
        target: Target::YourBase,
    }
}

/// What a sentence after the lead adds to it. A value lives only while
/// one line is read, so its size does not matter (hence the allow).
#[allow(clippy::large_enum_variant)]
enum After {
    CostsLess {
        n: u32,
        ready: bool,
    },
    /// A keyword for this phase; `true`: said "It gains ...".
    Gains(Keyword, bool),
    Then(Effect),
    /// "At the start of the regroup phase, that token unit's owner takes
    /// control of it": allowed only after a choice of a token unit.
    TokenOwner,
    /// "It enters play ready" on its own (Unrefusable Offer's free play).
    EntersReady,
}

/// The sentences, from the lead to the last full stop about "it".
pub(super) fn sentences(c: &mut Cursor) -> Option<Effect> {
    let mut lead = lead(c)?;
    c.eat(".").then_some(())?;
    let mut read = 0;
    while let Some(after) = c.attempt(|c| {
        c.eat(" ").then_some(())?;
        let a = after(c)?;
        c.eat(".").then_some(a)
    }) {
        add(&mut lead, after)?;
        read += 1;
    }
    (read > 0).then_some(lead)
}

/// "You may play an upgrade from your hand. It costs 2 less." (Fenn Rau):
/// the sentences of [`sentences`] after "You may ", read from a copy with
/// the verb in capitals; only an upgrade's play is read this way.
pub(super) fn may_play_upgrade(c: &mut Cursor) -> Option<Effect> {
    c.eat("You may ").then_some(())?;
    let rest = c.rest();
    let first = rest.chars().next()?;
    first.is_ascii_lowercase().then_some(())?;
    let capital = format!("{}{}", first.to_ascii_uppercase(), &rest[1..]);
    let mut sub = c.over(&capital);
    let e = sentences(&mut sub)?;
    matches!(e, Effect::PlayUnit(PlayUnitEffect { upgrade: true, .. })).then_some(())?;
    c.at += sub.at;
    Some(e)
}

/// A play, or a clause on one chosen unit as a `choose` of it.
fn lead(c: &mut Cursor) -> Option<Effect> {
    let e = clause(c, true)?;
    match e {
        Effect::PlayUnit(PlayUnitEffect { .. }) => Some(e),
        Effect::Choose { .. } => Some(e),
        e => {
            let (target, filter, on_it) = chosen(&e)?;
            Some(Effect::Choose {
                target,
                filter,
                then: vec![on_it],
            })
        }
    }
}

fn after(c: &mut Cursor) -> Option<After> {
    if c.eat("It costs ") {
        let n = c.number()?;
        c.eat(" less").then_some(())?;
        let ready = c.eat(" and enters play ready");
        return Some(After::CostsLess { n, ready });
    }
    if c.eat(ENTERS_READY) {
        return Some(After::EntersReady);
    }
    let give_it = c.eat("Give it ");
    if give_it || c.eat(IT_GAINS) {
        let Line::Keyword { keyword, amount: 0 } = keyword(c)? else {
            return None;
        };
        c.eat(" for this phase").then_some(())?;
        return Some(After::Gains(keyword, !give_it));
    }
    if c.eat(AT_REGROUP) {
        if c.eat(TOKEN_OWNER) {
            return Some(After::TokenOwner);
        }
        let e = clause(c, false)?;
        about_it(&e).then_some(())?;
        return Some(After::Then(Effect::Delayed {
            at: TimingPoint::StartOfRegroupPhase,
            effects: vec![e],
        }));
    }
    // "Then, it deals damage equal to its power divided ..."
    // (text/it_divides.rs).
    if let Some(e) = c.attempt(super::it_divides::after) {
        return Some(After::Then(e));
    }
    if c.eat(ITS_COST) {
        return Some(After::Then(its_cost_to_your_base()));
    }
    // "Deal 2 damage to it." (Han Solo, Reckless Landing): to the unit
    // just played, as part of the ability, before what its play triggered
    // resolves (7.1.6b).
    if let Some(e) = c.attempt(|c| {
        let e = clause(c, true)?;
        damage_to_it(&e).then_some(e)
    }) {
        return Some(After::Then(e));
    }
    if c.eat(CANT_READY) {
        return Some(After::Then(Effect::CantReady {
            target: Target::It,
            duration: Duration::ThisRound,
        }));
    }
    let e = clause(c, true)?;
    (e == Effect::ReturnToHand { target: Target::It }).then_some(())?;
    c.eat(END_OF_PHASE).then_some(())?;
    Some(After::Then(Effect::Delayed {
        at: TimingPoint::EndOfPhase,
        effects: vec![e],
    }))
}

/// "Deal N damage to it".
fn damage_to_it(e: &Effect) -> bool {
    matches!(
        e,
        Effect::DealDamage {
            amount: Amount::Fixed(_),
            target: Target::It,
        }
    )
}

/// Is the effect about "it" alone?
fn about_it(e: &Effect) -> bool {
    aim_of(e) == Some(Target::It)
}

/// Add what a sentence says to the lead, in the order printed: a cost
/// first, then keywords, then the rest (the order the writer writes).
fn add(lead: &mut Effect, after: After) -> Option<()> {
    match (lead, after) {
        (
            Effect::PlayUnit(PlayUnitEffect {
                cost_reduction,
                enters_ready,
                gains,
                then,
                free: false,
                ..
            }),
            After::CostsLess { n, ready },
        ) if *cost_reduction == 0 && !*enters_ready && gains.is_empty() && then.is_empty() => {
            (n > 0).then_some(())?;
            *cost_reduction = n;
            *enters_ready = ready;
        }
        // Right after the play, before any other sentence about it.
        (
            Effect::PlayUnit(PlayUnitEffect {
                cost_reduction: 0,
                enters_ready,
                gains,
                then,
                ..
            }),
            After::EntersReady,
        ) if !*enters_ready && gains.is_empty() && then.is_empty() => *enters_ready = true,
        // One way of saying it for all the keywords gained.
        (
            Effect::PlayUnit(PlayUnitEffect {
                gains,
                then,
                it_gains,
                ..
            }),
            After::Gains(k, said),
        ) if then.is_empty() && (gains.is_empty() || *it_gains == said) => {
            *it_gains = said;
            gains.push(k)
        }
        (Effect::PlayUnit(PlayUnitEffect { then, .. }), After::Then(e))
            if !matches!(e, Effect::CantReady { .. }) =>
        {
            then.push(e)
        }
        (Effect::Choose { then, .. }, After::Then(e))
            if e != its_cost_to_your_base() && !damage_to_it(&e) =>
        {
            then.push(e)
        }
        (Effect::Choose { filter, then, .. }, After::TokenOwner) if token_only(filter) => {
            then.push(owner_takes_it_back())
        }
        _ => return None,
    }
    Some(())
}

/// The sentences after the lead that `add` puts in a `then`.
fn is_after(e: &Effect) -> bool {
    match e {
        Effect::Delayed {
            at: TimingPoint::StartOfRegroupPhase,
            effects,
        } => matches!(effects.as_slice(), [one] if about_it(one)),
        Effect::Delayed {
            at: TimingPoint::EndOfPhase,
            effects,
        } => effects.as_slice() == [Effect::ReturnToHand { target: Target::It }],
        Effect::CantReady {
            target: Target::It,
            duration: Duration::ThisRound,
        } => true,
        e => *e == its_cost_to_your_base() || damage_to_it(e) || super::it_divides::is(e),
    }
}

/// The delayed effect "... its owner takes control of it".
fn owner_takes_it_back() -> Effect {
    Effect::Delayed {
        at: TimingPoint::StartOfRegroupPhase,
        effects: vec![Effect::OwnerTakesControl { target: Target::It }],
    }
}

/// One sentence after the lead, without its full stop; `token`: the lead
/// chose a token unit ([`TOKEN_OWNER`]).
fn write_after(e: &Effect, token: bool) -> Option<String> {
    match e {
        e if token && *e == owner_takes_it_back() => Some(format!("{AT_REGROUP}{TOKEN_OWNER}")),
        Effect::Delayed {
            at: TimingPoint::StartOfRegroupPhase,
            effects,
        } => match effects.as_slice() {
            [one] if about_it(one) => Some(format!(
                "{AT_REGROUP}{}",
                clause_on(one, false, "it", false)?
            )),
            _ => None,
        },
        Effect::Delayed {
            at: TimingPoint::EndOfPhase,
            effects,
        } => match effects.as_slice() {
            [one @ Effect::ReturnToHand { target: Target::It }] => Some(format!(
                "{}{END_OF_PHASE}",
                clause_on(one, true, "it", false)?
            )),
            _ => None,
        },
        Effect::CantReady {
            target: Target::It,
            duration: Duration::ThisRound,
        } => Some(CANT_READY.to_string()),
        e if *e == its_cost_to_your_base() => Some(ITS_COST.to_string()),
        e if damage_to_it(e) => clause_on(e, true, "it", false),
        e if super::it_divides::is(e) => super::it_divides::write(e),
        _ => None,
    }
}

/// The writer's side: the sentences without the last full stop; `None` for
/// an effect with nothing after its lead (written as one clause).
pub(super) fn write(e: &Effect) -> Option<String> {
    let mut sentences = Vec::new();
    match e {
        Effect::PlayUnit(PlayUnitEffect {
            cost_reduction,
            enters_ready,
            gains,
            then,
            it_gains,
            ..
        }) => {
            sentences.push(super::play::write_lead(e, true)?);
            match (cost_reduction, enters_ready) {
                (0, false) => {}
                (0, true) => sentences.push(ENTERS_READY.to_string()),
                (n, false) => sentences.push(format!("It costs {n} less")),
                (n, true) => sentences.push(format!("It costs {n} less and enters play ready")),
            }
            for k in gains {
                let word = write_line(&Line::Keyword {
                    keyword: *k,
                    amount: 0,
                })?;
                let say = if *it_gains { IT_GAINS } else { "Give it " };
                sentences.push(format!("{say}{word} for this phase"));
            }
            for e in then {
                is_after(e).then_some(())?;
                sentences.push(write_after(e, false)?);
            }
        }
        Effect::Choose {
            target,
            filter,
            then,
        } => {
            let lead_len = then.iter().take_while(|e| !is_after(e)).count();
            let (lead, rest) = then.split_at(lead_len);
            (!lead.is_empty() && !rest.is_empty()).then_some(())?;
            sentences.push(match lead {
                [one] if *filter == UnitFilter::default() => {
                    clause_on(one, true, &unit_phrase(*target, filter)?, true)?
                }
                lead => super::write::clause(
                    &Effect::Choose {
                        target: *target,
                        filter: filter.clone(),
                        then: lead.to_vec(),
                    },
                    true,
                )?,
            });
            for e in rest {
                is_after(e).then_some(())?;
                sentences.push(write_after(e, token_only(filter))?);
            }
        }
        _ => return None,
    }
    (sentences.len() > 1).then(|| sentences.join(". "))
}
