//! "Choose Grit, Restore 1, Sentinel, or Shielded. While this unit is in
//! play, each friendly Vehicle unit gains the chosen Keyword." (Admiral
//! Yularen), reader and writer side by side:
//!
//! ```text
//! chosen-keyword := "Choose " KEYWORD ((", " KEYWORD)* ", or " | " or ") KEYWORD
//!                   ". While this unit is in play, each friendly " UNIT-WORDS
//!                   " gains the chosen Keyword."
//! ```
//!
//! One effect: the keyword is chosen as the ability resolves (8.4.1), and
//! the friendly units the words name gain it while this unit is in play
//! (7.5.3; engine/effects/chosen_keyword.rs, open question 36 for units
//! that enter play later).

use super::super::ability::{Effect, Target};
use super::super::chosen_keyword::KeywordOption;
use super::clause::unit_words;
use super::phrases::each_phrase;
use super::read::{keyword, Cursor};
use super::write::write_line;
use super::Line;

const CHOOSE: &str = "Choose ";
const WHILE: &str = ". While this unit is in play, each ";
const GAINS: &str = " gains the chosen Keyword";

fn option(c: &mut Cursor) -> Option<KeywordOption> {
    match keyword(c)? {
        Line::Keyword { keyword, amount } => Some(KeywordOption { keyword, amount }),
        _ => None,
    }
}

/// The two sentences, with the last full stop.
pub(super) fn sentences(c: &mut Cursor) -> Option<Effect> {
    c.eat(CHOOSE).then_some(())?;
    let mut options = vec![option(c)?];
    loop {
        if c.eat(", or ") || (options.len() == 1 && c.eat(" or ")) {
            options.push(option(c)?);
            break;
        }
        c.eat(", ").then_some(())?;
        options.push(option(c)?);
    }
    c.eat(WHILE).then_some(())?;
    let (side, filter) = unit_words(c)?;
    (side == Some(true)).then_some(())?;
    c.eat(GAINS).then_some(())?;
    c.eat(".").then_some(())?;
    Some(Effect::ChooseKeywordWhileInPlay { options, filter })
}

/// The writer's side, without the last full stop; `None` for anything
/// else.
pub(super) fn write(e: &Effect, capital: bool) -> Option<String> {
    let Effect::ChooseKeywordWhileInPlay { options, filter } = e else {
        return None;
    };
    capital.then_some(())?;
    let words = options
        .iter()
        .map(|o| {
            write_line(&Line::Keyword {
                keyword: o.keyword,
                amount: o.amount,
            })
        })
        .collect::<Option<Vec<_>>>()?;
    let list = match words.as_slice() {
        [] | [_] => return None,
        [a, b] => format!("{a} or {b}"),
        [rest @ .., last] => format!("{}, or {last}", rest.join(", ")),
    };
    let units = each_phrase(Target::EachFriendlyUnit, filter)?;
    let units = units.strip_prefix("each ")?;
    Some(format!("{CHOOSE}{list}{WHILE}{units}{GAINS}"))
}
