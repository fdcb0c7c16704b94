//! Decisions an ability leaves to its player that the board cannot show
//! the result of: an optional move ("may move": Intuition, Surprise Move,
//! Battle Ready) and Lightsaber Trainer's ally and form. Each is asked as
//! a choice point naming the chooser and the legal options; what the
//! choice would change on the table (positions, a character's form) is
//! not simulated, and the step says so.

use super::data::AbilityDef;
use super::engine::{Runner, SwmError};
use crate::timing::ChoicePoint;

/// The two answers to a "may move": declining is always legal.
pub const MOVE: &str = "move";
pub const STAY: &str = "do not move";

/// Ask `id` whether `carrier` makes the optional move of `d` (which must
/// have `may_move`); returns the step's text and its choice point.
pub fn may_move(
    r: &mut Runner,
    id: &str,
    step: &str,
    carrier: &str,
    d: &AbilityDef,
) -> Result<(String, Option<ChoicePoint>), SwmError> {
    let how = d.may_move.clone().unwrap_or_default();
    let (c, cp) = r.decide(
        id,
        step,
        &format!("{}: {carrier} may move {how}. Does it move?", d.name),
        vec![MOVE.into(), STAY.into()],
    )?;
    let name = r.name(id);
    let text = if c == MOVE {
        format!("{name}'s {carrier} resolves {}: {name} moves it {how} (where it ends is not simulated: the board has no positions).", d.name)
    } else {
        format!(
            "{name}'s {carrier} resolves {}: {name} chooses not to move it.",
            d.name
        )
    };
    Ok((text, cp))
}

/// Battle Ready's move at R13: the carrier's own move is asked. The card
/// lets every character of a group it names move too, but which group each
/// card names is not confirmed (open entry 19), so their moves are not
/// asked: the step says so and is marked where the squad has others.
pub fn battle_ready(
    r: &mut Runner,
    id: &str,
    carrier: &str,
    d: &AbilityDef,
) -> Result<(String, Option<ChoicePoint>, bool), SwmError> {
    let (text, cp) = may_move(r, id, "R13", carrier, d)?;
    let others = r
        .board
        .player(id)
        .is_some_and(|p| p.squad.iter().any(|c| c != carrier));
    if !others {
        return Ok((text, cp, false));
    }
    let text = format!("{text} The other characters of the group the card names may move as well; they are not asked, as the group is not modelled (open question 19).");
    Ok((text, cp, true))
}

/// Lightsaber Trainer's 9a options: an ally with one of the forms. The
/// card asks for an ally with a Force rating and a lightsaber that costs
/// less than the carrier; the data has neither a Force rating nor a
/// lightsaber, and costs only where a source confirms them, so every other
/// character of the squad is offered except one known to cost as much or
/// more (open entry 19, marked where the trainer resolves).
pub fn ally_and_form(r: &Runner, squad: &[String], carrier: &str, d: &AbilityDef) -> Vec<String> {
    let points = |c: &str| r.sc.pool.character(c).and_then(|x| x.points);
    let mine = points(carrier);
    let mut options = Vec::new();
    for ally in squad.iter().filter(|c| *c != carrier) {
        if let (Some(a), Some(m)) = (points(ally), mine) {
            if a >= m {
                continue;
            }
        }
        for form in &d.ally_forms {
            options.push(format!("{ally}, {form}"));
        }
    }
    options
}

/// A Lightsaber Trainer's ally, chosen at 9a, that left the squad at 9b
/// (bribed away, swapped out): the guide sends a player back to 9a only
/// for squad changes, and says nothing of an ally gone before 9d, so the
/// engine refuses the file rather than guess (open entry 19).
pub fn ally_still_here(r: &Runner, id: &str, carrier: &str, choice: &str) -> Result<(), SwmError> {
    let ally = choice.split_once(", ").map_or(choice, |(a, _)| a);
    let here = r
        .board
        .player(id)
        .is_some_and(|p| p.squad.iter().any(|c| c == ally));
    if here {
        return Ok(());
    }
    Err(SwmError::Unsettled {
        step: "PG9d".into(),
        message: format!(
            "{carrier}'s Lightsaber Trainer chose {ally} at 9a, but {ally} left {}'s squad at 9b; the guide does not say whether the trainer chooses again (open question 19 in docs/rulings-questions.md), so this file cannot be run",
            r.name(id)
        ),
    })
}
