//! Timing Window: a judge-training app for Star Wars: Unlimited timing rules.

pub mod digests;
pub mod facts;
pub mod quiz;
pub mod rules;
pub mod rulesets;
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

/// What the build knows about the scenario library.
pub mod library {
    /// A scenario's catalog facts, read from its file at build time: the
    /// crate's one facts type ([`crate::facts::Facts`]), compiled in.
    pub type CatalogEntry = crate::facts::StaticFacts;

    include!(concat!(env!("OUT_DIR"), "/catalog.rs"));

    /// The catalog entry with this id.
    pub fn entry(id: &str) -> Option<&'static CatalogEntry> {
        CATALOG.iter().find(|e| e.id == id)
    }
}
