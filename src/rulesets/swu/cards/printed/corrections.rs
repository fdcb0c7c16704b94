//! Corrections to the card data: printings whose facts the data gets wrong,
//! each corrected from the data's own record of another printing of the
//! same card, never from a number typed by hand.
//!
//! Why at all: the pool reads every printed card straight from the data,
//! and a fact the data gets wrong would teach a wrong card. The one case
//! known is SOR 215 Snapshot Reflexes, which the data types "Event" with
//! no power or HP modifier, while its text speaks of "attached unit" (only
//! an upgrade is attached to a unit, 3.6.1) and its SHD 223 printing, the
//! same name and the same text apart from reminder text, is an Upgrade
//! with modifiers +1/+1 (3.6.1: every upgrade has both modifiers).
//!
//! A correction applies only while it is still needed and still safe: the
//! source printing has the same name and text, and the data still
//! disagrees. [`pending`] says which corrections the data no longer needs,
//! so a fixed dump is noticed (`tests/card_data_corrections.rs`) and the
//! entry removed rather than left to mask a later change.

use super::Printing;

/// One printing's card type and modifiers, taken from another printing of
/// the same card.
pub struct Correction {
    /// The printing corrected: set and number.
    pub printing: (&'static str, &'static str),
    /// The printing its facts come from.
    pub from: (&'static str, &'static str),
    /// What the data gets wrong, for the coverage table and the tests.
    pub why: &'static str,
}

pub const CORRECTIONS: &[Correction] = &[Correction {
    printing: ("SOR", "215"),
    from: ("SHD", "223"),
    why: "the data types it an Event without modifiers, but its text speaks of \
          \"attached unit\" and its SHD 223 printing (same name and text) is an Upgrade",
}];

/// A text without its reminder text (parentheses) and spacing, for the
/// check that two printings print the same abilities.
fn bare(text: Option<&str>) -> String {
    let mut out = String::new();
    let mut depth = 0u32;
    for ch in text.unwrap_or("").chars() {
        match ch {
            '(' => depth += 1,
            ')' => depth = depth.saturating_sub(1),
            c if depth == 0 && !c.is_whitespace() => out.push(c),
            _ => {}
        }
    }
    out
}

fn find<'a>(all: &'a [Printing], (set, number): (&str, &str)) -> Option<&'a Printing> {
    all.iter().find(|p| p.set == set && p.number == number)
}

/// The facts a correction would give its printing, when both printings
/// are in the data, print the same card, and the data still disagrees.
fn facts_for(all: &[Printing], c: &Correction) -> Option<(String, Option<String>, Option<String>)> {
    let target = find(all, c.printing)?;
    let source = find(all, c.from)?;
    let same_card = target.name == source.name
        && target.subtitle == source.subtitle
        && bare(target.front_text.as_deref()) == bare(source.front_text.as_deref());
    let disagrees = target.card_type != source.card_type
        || target.power != source.power
        || target.hp != source.hp;
    (same_card && disagrees).then(|| {
        (
            source.card_type.clone(),
            source.power.clone(),
            source.hp.clone(),
        )
    })
}

/// Apply every correction still needed to the data's printings.
pub fn apply(all: &mut [Printing]) {
    for c in CORRECTIONS {
        let Some((card_type, power, hp)) = facts_for(all, c) else {
            continue;
        };
        if let Some(p) = all
            .iter_mut()
            .find(|p| p.set == c.printing.0 && p.number == c.printing.1)
        {
            p.card_type = card_type;
            p.power = power;
            p.hp = hp;
        }
    }
}

/// The corrections that do not apply to these (uncorrected) printings:
/// the data was fixed, or the two printings no longer print the same card.
pub fn pending(all: &[Printing]) -> Vec<&'static Correction> {
    CORRECTIONS
        .iter()
        .filter(|c| facts_for(all, c).is_none())
        .collect()
}
