//! "Each friendly resource gains Smuggle. The gained Smuggle cost is that
//! card's cost plus 2 and its aspect icons." (Tech, Source of Insight): a
//! unit's constant ability (7.3) over its controller's resources, reader
//! and writer side by side.
//!
//! ```text
//! resources-gain-smuggle := "Each friendly resource gains Smuggle. The gained Smuggle cost is"
//!                           " that card's cost plus " N " and its aspect icons."
//! ```
//!
//! Read as a constant reaching `FriendlyResources` with the keyword
//! Smuggle and `amount` N; the engine offers each named resource's gained
//! Smuggle (`engine::smuggle`).

use super::super::ability::{Constant, ConstantScope};
use super::constant::plain_constant;
use super::read::Cursor;
use crate::rulesets::swu::cards::Keyword;

const GAINS: &str =
    "Each friendly resource gains Smuggle. The gained Smuggle cost is that card's cost plus ";
const ICONS: &str = " and its aspect icons.";

pub(super) fn constant(c: &mut Cursor) -> Option<Constant> {
    c.eat(GAINS).then_some(())?;
    let amount = c.number()?;
    c.eat(ICONS).then_some(())?;
    Some(Constant {
        keywords: vec![Keyword::Smuggle],
        amount,
        ..constant_template()
    })
}

/// The writer's side; `None` for any other constant.
pub(super) fn write(k: &Constant) -> Option<String> {
    let only = Constant {
        keywords: vec![Keyword::Smuggle],
        amount: k.amount,
        ..constant_template()
    };
    (*k == only).then(|| format!("{GAINS}{}{ICONS}", k.amount))
}

fn constant_template() -> Constant {
    plain_constant(ConstantScope::FriendlyResources)
}
