//! An event printed as "Choose one:" or "Choose two, in any order:" and
//! its options, one a line (Manufactured Soldiers), reader and writer side
//! by side:
//!
//! ```text
//! event-with-options := header NEWLINE option (NEWLINE option)+
//! header             := "Choose one:" | "Choose two, in any order:"
//! option             := event-body          (a line read on its own, round trip included)
//! unit-with-options  := trigger ("/" trigger)* ": Discard up to " N " cards from your hand. "
//!                       "For each card discarded this way, choose a different option:"
//!                       (NEWLINE option){N,}                          (Poe Dameron)
//! ```
//!
//! Read as one event ability with one `choose_options` effect (8.4.4):
//! every option line must be read, or the card keeps its header unread
//! too. The header is read when the writer, given the count alone, gives
//! it back; each option passes its own round trip.

use super::super::ability::{Ability, Effect};
use super::super::trigger::Trigger;
use super::read::{trigger_word, Cursor};
use super::{round_trip, Line};
use crate::rulesets::swu::cards::CardType;

/// The headers, by how many options they choose.
const HEADERS: [(u32, &str); 2] = [(1, "Choose one:"), (2, "Choose two, in any order:")];

/// The writer's side of the header.
pub(super) fn write_header(count: u32) -> Option<&'static str> {
    HEADERS.iter().find(|(n, _)| *n == count).map(|(_, h)| *h)
}

fn read_header(line: &str) -> Option<u32> {
    HEADERS.iter().find(|(_, h)| *h == line).map(|(n, _)| *n)
}

/// A unit's triggered header whose options follow, one a line (Poe
/// Dameron): "On Attack: Discard up to 3 cards from your hand. For each
/// card discarded this way, choose a different option:".
const DISCARD_UP_TO: &str = "Discard up to ";
const FOR_EACH_DISCARDED: &str =
    " cards from your hand. For each card discarded this way, choose a different option:";

/// The writer's side of that header, from its triggers and count alone.
pub(super) fn write_discard_header(when: &[Trigger], up_to: u32) -> Option<String> {
    (!when.is_empty()).then_some(())?;
    let words: Vec<&str> = when.iter().map(|t| t.printed()).collect();
    Some(format!(
        "{}: {DISCARD_UP_TO}{up_to}{FOR_EACH_DISCARDED}",
        words.join("/")
    ))
}

/// The unit's one ability, when `lines` are that header and at least as
/// many options as it may discard cards (each pick a different option,
/// 8.4.4), every option read; `None` otherwise.
pub(super) fn read_discard_for_options(lines: &[String], card_type: CardType) -> Option<Ability> {
    (card_type == CardType::Unit).then_some(())?;
    let (header, rest) = lines.split_first()?;
    let mut c = Cursor {
        s: header,
        at: 0,
        another_is_other_than_this: true,
        attached_is_it: false,
    };
    let mut when = vec![trigger_word(&mut c)?];
    while c.eat("/") {
        when.push(trigger_word(&mut c)?);
    }
    c.eat(": ").then_some(())?;
    c.eat(DISCARD_UP_TO).then_some(())?;
    let up_to = c.number()?;
    c.eat(FOR_EACH_DISCARDED).then_some(())?;
    c.done().then_some(())?;
    // Round trip of the header: the writer gives it back.
    (write_discard_header(&when, up_to)? == *header).then_some(())?;
    (up_to > 0 && rest.len() >= up_to as usize).then_some(())?;
    let options = read_options(rest)?;
    Some(super::read::ability(
        when,
        false,
        vec![Effect::DiscardForOptions { up_to, options }],
    ))
}

/// Option lines, each read on its own as an event's body would be.
fn read_options(lines: &[String]) -> Option<Vec<Vec<Effect>>> {
    let mut options = Vec::new();
    for line in lines {
        match round_trip(line, CardType::Event).ok()? {
            Line::Ability(a) if a.when == [Trigger::Event] && !a.granted => {
                options.push(if a.may {
                    vec![Effect::May { then: a.effects }]
                } else {
                    a.effects
                })
            }
            _ => return None,
        }
    }
    Some(options)
}

/// The event's one ability, when `lines` are a header and options that
/// all read; `None` otherwise (the lines are then read one by one).
pub(super) fn read_event(lines: &[String], card_type: CardType) -> Option<Ability> {
    (card_type == CardType::Event).then_some(())?;
    let (header, rest) = lines.split_first()?;
    let count = read_header(header)?;
    // Round trip of the header: the writer gives it back from the count.
    (write_header(count)? == header).then_some(())?;
    (rest.len() > count as usize).then_some(())?;
    let options = read_options(rest)?;
    Some(super::read::ability(
        vec![Trigger::Event],
        false,
        vec![Effect::ChooseOptions { count, options }],
    ))
}
