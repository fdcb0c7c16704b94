//! A unit card that can become an upgrade (Phantom II, JTL 050), both
//! ways: the sentence that attaches it and what it gives as an upgrade.
//!
//! ```text
//! attach-as-upgrade := "If this card is a unit, attach it as an upgrade to " NAME "."
//!                      (a sentence; NAME: capitalised words, any unit so
//!                       named, 8.23.2; engine/effects/attach_as_upgrade.rs)
//! attached-gets     := "Attached unit gets " MOD [" and gains " KEYWORD] "."
//!                      (a unit card's line: a constant ability it has while
//!                       attached as an upgrade, 3.5.6, 3.6.8)
//! ```
//!
//! The restriction the sentence names ("Attach to The Ghost") is the one
//! the card keeps while attached (3.6.3b). "Attached unit gets" is read on
//! a unit card only (an upgrade prints its modifiers instead, 3.6.7): the
//! engine applies it through the card's upgrades (`stats::upgrade_constants`)
//! and never while the card is a unit.

use super::super::ability::{AttachTo, Constant, ConstantScope, Effect, Target, UnitFilter};
use super::super::AttachAsUpgrade;
use super::clause::modifier;
use super::read::{keyword, Cursor};
use super::words::modifier as write_modifier;
use super::{Line, KEYWORD_WORDS};

const IF_A_UNIT: &str = "If this card is a unit, attach it as an upgrade to ";
const GETS: &str = "Attached unit gets ";

/// "If this card is a unit, attach it as an upgrade to The Ghost."
pub(super) fn sentence(c: &mut Cursor) -> Option<Effect> {
    c.eat(IF_A_UNIT).then_some(())?;
    let name = name_until_stop(c)?;
    c.eat(".").then_some(())?;
    Some(Effect::AttachAsUpgrade(AttachAsUpgrade {
        to: AttachTo {
            target: Target::ChosenUnit,
            filter: UnitFilter {
                named: Some(name),
                ..UnitFilter::default()
            },
        },
    }))
}

/// Capitalised words up to the full stop: a card's name.
fn name_until_stop(c: &mut Cursor) -> Option<String> {
    super::upgrade::capitalised_until(c, '.')
}

/// The sentence written back, without its full stop; only as a sentence
/// of its own and only for a restriction that is a name alone.
pub(super) fn write(e: &Effect, capital: bool) -> Option<String> {
    let Effect::AttachAsUpgrade(AttachAsUpgrade { to }) = e else {
        return None;
    };
    let name = to.filter.named.as_ref()?;
    let only = UnitFilter {
        named: Some(name.clone()),
        ..UnitFilter::default()
    };
    (capital && to.target == Target::ChosenUnit && to.filter == only)
        .then(|| format!("{IF_A_UNIT}{name}"))
}

/// "Attached unit gets +3/+3 and gains Grit." on a unit card.
pub(super) fn attached_gets(c: &mut Cursor) -> Option<Line> {
    c.eat(GETS).then_some(())?;
    let (power, hp) = modifier(c)?;
    let mut k = gets(power, hp);
    if c.eat(" and gains ") {
        let Line::Keyword { keyword, amount } = keyword(c)? else {
            return None;
        };
        k.keywords = vec![keyword];
        k.amount = amount;
    }
    c.eat(".").then_some(())?;
    Some(Line::Constant(k))
}

fn gets(power: i32, hp: i32) -> Constant {
    Constant {
        power,
        hp,
        ..super::constant::plain_constant(ConstantScope::AttachedUnit)
    }
}

/// `attached_gets` written back: a change of power and HP, with at most
/// one keyword and nothing else.
pub(super) fn write_constant(k: &Constant) -> Option<String> {
    (k.power, k.hp).ne(&(0, 0)).then_some(())?;
    let plain = Constant {
        keywords: Vec::new(),
        amount: 0,
        ..k.clone()
    };
    (plain == gets(k.power, k.hp)).then_some(())?;
    let mods = write_modifier(k.power, k.hp);
    match k.keywords.as_slice() {
        [] if k.amount == 0 => Some(format!("{GETS}{mods}.")),
        [kw] => {
            let numbered = KEYWORD_WORDS.iter().any(|(_, w, n)| w == kw && *n);
            (numbered == (k.amount > 0)).then_some(())?;
            let words = super::write::write_line(&Line::Keyword {
                keyword: *kw,
                amount: k.amount,
            })?;
            Some(format!("{GETS}{mods} and gains {words}."))
        }
        _ => None,
    }
}
