//! An event printed as "Choose one:" or "Choose two, in any order:" and
//! its options, one a line (Manufactured Soldiers), reader and writer side
//! by side:
//!
//! ```text
//! event-with-options := header NEWLINE option (NEWLINE option)+
//! header             := "Choose one:" | "Choose two, in any order:"
//! option             := event-body          (a line read on its own, round trip included)
//! ```
//!
//! Read as one event ability with one `choose_options` effect (8.4.4):
//! every option line must be read, or the card keeps its header unread
//! too. The header is read when the writer, given the count alone, gives
//! it back; each option passes its own round trip.

use super::super::ability::{Ability, Effect};
use super::super::trigger::Trigger;
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

/// The event's one ability, when `lines` are a header and options that
/// all read; `None` otherwise (the lines are then read one by one).
pub(super) fn read_event(lines: &[String], card_type: CardType) -> Option<Ability> {
    (card_type == CardType::Event).then_some(())?;
    let (header, rest) = lines.split_first()?;
    let count = read_header(header)?;
    // Round trip of the header: the writer gives it back from the count.
    (write_header(count)? == header).then_some(())?;
    (rest.len() > count as usize).then_some(())?;
    let mut options = Vec::new();
    for line in rest {
        match round_trip(line, card_type).ok()? {
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
    Some(super::read::ability(
        vec![Trigger::Event],
        false,
        vec![Effect::ChooseOptions { count, options }],
    ))
}
