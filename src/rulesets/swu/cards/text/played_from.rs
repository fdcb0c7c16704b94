//! Who played a unit, from where, and who owns it (Stolen Landspeeder):
//! reader and writer side by side.
//!
//! ```text
//! condition += "you played this unit from your hand"   (how it was played, 6.2)
//!            | "you own this unit"                     (1.5.2a)
//! clause    += "an opponent takes control of it"       (this unit, 8.27.1)
//!            | "play it from your discard pile" [" for free"] [" and " clause-on-"it"]
//! ```
//!
//! "It" in a unit's own When Played is the unit itself; in its Bounty,
//! after it has left play, "play it from your discard pile" is its card in
//! the discard pile of the player collecting the Bounty, played there only
//! if that pile holds it (`Zone::ThisUnitFromYourDiscard`); the clause
//! after " and " is about the unit that play put into play.

use super::super::ability::{CardFilter, Condition, Effect, HowPlayed, Target, Zone};
use super::read::Cursor;
use super::write::verb;
use crate::rulesets::swu::cards::PlayUnitEffect;

const FROM_HAND: &str = "you played this unit from your hand";
const OWN: &str = "you own this unit";
const OPPONENT_TAKES: &str = "an opponent takes control of it";
const PLAY_IT: &str = "play it from your discard pile";
const FREE: &str = " for free";
const AND: &str = " and ";

/// The conditions read here.
pub(super) fn condition(c: &mut Cursor) -> Option<Condition> {
    if c.eat(FROM_HAND) {
        return Some(Condition::YouPlayedThisUnit {
            how: HowPlayed::FromHand,
        });
    }
    c.eat(OWN).then_some(Condition::YouOwnThisUnit)
}

/// The writer's side of [`condition`]; `None` for any other condition.
pub(super) fn write_condition(k: &Condition) -> Option<String> {
    match k {
        Condition::YouPlayedThisUnit {
            how: HowPlayed::FromHand,
        } => Some(FROM_HAND.to_string()),
        Condition::YouOwnThisUnit => Some(OWN.to_string()),
        _ => None,
    }
}

pub(super) fn clause(c: &mut Cursor, capital: bool) -> Option<Effect> {
    if c.eat_verb(OPPONENT_TAKES, capital) {
        return Some(Effect::OpponentTakesControlOfThis);
    }
    c.eat_verb(PLAY_IT, capital).then_some(())?;
    let free = c.eat(FREE);
    // "... and give an Experience token to it": one clause about the unit
    // played, nothing else.
    let then: Vec<Effect> = c
        .attempt(|c| {
            c.eat(AND).then_some(())?;
            let e = super::clause::one_clause(c, false)?;
            (super::compound::aim_of(&e) == Some(Target::It)).then_some(e)
        })
        .into_iter()
        .collect();
    Some(Effect::PlayUnit(PlayUnitEffect {
        from: Zone::ThisUnitFromYourDiscard,
        cost_reduction: 0,
        free,
        enters_ready: false,
        search: 0,
        filter: CardFilter::default(),
        each: false,
        max_combined_cost: None,
        gains: Vec::new(),
        then,
        it_gains: false,
        search_if_unique: None,
        upgrade: false,
    }))
}

/// The writer's side of [`clause`]; `None` for any other effect.
pub(super) fn write(e: &Effect, capital: bool) -> Option<String> {
    match e {
        Effect::OpponentTakesControlOfThis => Some(verb(capital, OPPONENT_TAKES)),
        Effect::PlayUnit(PlayUnitEffect {
            from: Zone::ThisUnitFromYourDiscard,
            cost_reduction: 0,
            free,
            enters_ready: false,
            search: 0,
            filter,
            each: false,
            max_combined_cost: None,
            gains,
            then,
            it_gains: false,
            search_if_unique: None,
            upgrade: false,
        }) if *filter == CardFilter::default() && gains.is_empty() => {
            let free = if *free { FREE } else { "" };
            let and = match then.as_slice() {
                [] => String::new(),
                [one] if super::compound::aim_of(one) == Some(Target::It) => {
                    format!("{AND}{}", super::write::clause_on(one, false, "it", false)?)
                }
                _ => return None,
            };
            Some(format!("{}{free}{and}", verb(capital, PLAY_IT)))
        }
        _ => None,
    }
}
