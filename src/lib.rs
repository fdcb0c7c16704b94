//! Timing Window: a judge-training app for Star Wars: Unlimited timing rules.

pub mod cards;
pub mod engine;
pub mod quiz;
pub mod scenario;
pub mod share;
pub mod timing;
#[cfg(target_arch = "wasm32")]
pub mod ui;

/// A label-friendly form of a name: "Sneak Attack" → "sneak-attack".
pub fn scenario_slug(name: &str) -> String {
    let mut out = String::new();
    for c in name.chars() {
        if c.is_alphanumeric() {
            out.extend(c.to_lowercase());
        } else if !out.ends_with('-') && !out.is_empty() {
            out.push('-');
        }
    }
    out.trim_end_matches('-').to_string()
}

/// The scenario files bundled into the build.
pub mod library {
    include!(concat!(env!("OUT_DIR"), "/bundled_scenarios.rs"));

    /// The timing-rules digest, shown on the rules page.
    pub const RULES_DIGEST: &str = include_str!("data/rules-digest.md");
}
