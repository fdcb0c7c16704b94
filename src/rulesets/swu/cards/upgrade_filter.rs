//! Which upgrade in play an effect may choose: its own module so that
//! `ability.rs` stays under 700 lines (re-exported there, path unchanged).

use serde::{Deserialize, Serialize};

/// Narrows the choice of an upgrade in play ("a non-unique upgrade", "an
/// upgrade that costs 2 or less"); a token upgrade is non-unique and costs
/// 0 (3.7.2).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct UpgradeFilter {
    #[serde(default)]
    pub non_unique: bool,
    #[serde(default)]
    pub max_cost: Option<u32>,
}
