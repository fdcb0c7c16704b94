//! A keyword chosen among printed options as an ability resolves (Admiral
//! Yularen: "Choose Grit, Restore 1, Sentinel, or Shielded."), one option
//! of `Effect::ChooseKeywordWhileInPlay` (text/chosen_keyword.rs,
//! engine/effects/chosen_keyword.rs).

use serde::{Deserialize, Serialize};

use super::Keyword;

/// One keyword the player may choose; `amount` is Restore's or Raid's
/// number, 0 for a keyword without one.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct KeywordOption {
    pub keyword: Keyword,
    #[serde(default)]
    pub amount: u32,
}
