//! "For each opponent, choose one: either deal 3 damage to that player's
//! base, or that player discards a card from their hand." (K-2SO), reader
//! and writer side by side:
//!
//! ```text
//! either := "For each opponent, choose one: either " option ", or " option
//! option := "deal " N " damage to that player's base"
//!         | "that player discards a card from their hand"
//! ```
//!
//! Read as one `choose_options` of one option (8.4.4), the ability's
//! controller choosing; the game has two players, so "each opponent" is
//! the one opponent and "that player" is them: the options are the
//! vocabulary's "an enemy base" and "each opponent discards". A discard
//! from their hand is theirs to pick (1.14.2: the CR's K-2SO example).

use super::super::ability::{Amount, Effect, PlayerSel, Target};
use super::read::Cursor;

const HEAD: &str = "For each opponent, choose one: either ";
const DISCARDS: &str = "that player discards a card from their hand";

fn option(c: &mut Cursor) -> Option<Vec<Effect>> {
    if c.eat(DISCARDS) {
        return Some(vec![Effect::DiscardFromHand {
            who: PlayerSel::Opponent,
            count: 1,
        }]);
    }
    c.eat("deal ").then_some(())?;
    let n = c.number()?;
    c.eat(" damage to that player's base").then_some(())?;
    Some(vec![Effect::DealDamage {
        amount: Amount::Fixed(n as i32),
        target: Target::EnemyBase,
    }])
}

fn option_words(o: &[Effect]) -> Option<String> {
    match o {
        [Effect::DiscardFromHand {
            who: PlayerSel::Opponent,
            count: 1,
        }] => Some(DISCARDS.to_string()),
        [Effect::DealDamage {
            amount: Amount::Fixed(n),
            target: Target::EnemyBase,
        }] if *n > 0 => Some(format!("deal {n} damage to that player's base")),
        _ => None,
    }
}

/// The sentence, with its full stop.
pub(super) fn sentence(c: &mut Cursor) -> Option<Effect> {
    c.eat(HEAD).then_some(())?;
    let first = option(c)?;
    c.eat(", or ").then_some(())?;
    let second = option(c)?;
    c.eat(".").then_some(())?;
    Some(Effect::ChooseOptions {
        count: 1,
        options: vec![first, second],
    })
}

/// The writer's side, without the full stop; `None` for anything else.
pub(super) fn write(e: &Effect, capital: bool) -> Option<String> {
    let (first, second) = one_of_two(e, capital)?;
    Some(format!(
        "{HEAD}{}, or {}",
        option_words(first)?,
        option_words(second)?
    ))
}

/// The two options of a `choose_options` of one option, as a sentence of
/// its own (`capital`): what this module's and text/either_or.rs's
/// writers both write, each with its own words.
pub(super) fn one_of_two(e: &Effect, capital: bool) -> Option<(&[Effect], &[Effect])> {
    let Effect::ChooseOptions { count: 1, options } = e else {
        return None;
    };
    capital.then_some(())?;
    let [first, second] = options.as_slice() else {
        return None;
    };
    Some((first, second))
}
