//! The scenario manifest: the catalog the app's first page needs, made at
//! build time so no scenario file is fetched until it is opened.
//!
//! It is plain data built from file names and texts, with no file system
//! access, so the same function serves `tw manifest`, a `build.rs` and the
//! browser.

use serde::{Deserialize, Serialize};

use super::quote::quote;
use super::{load, Diagnostic};
use crate::rulesets::Sources;

/// The manifest format's version; bump it when a field changes meaning.
pub const MANIFEST_VERSION: u32 = 1;

/// The catalog: every scenario's listing, in id order.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Manifest {
    pub version: u32,
    pub scenarios: Vec<ManifestEntry>,
}

/// What the catalog shows for one scenario, and where to fetch it: the
/// crate's one facts type ([`crate::facts::Facts`]).
pub type ManifestEntry = crate::facts::OwnedFacts;

/// Build the manifest from `(file name, text)` pairs. Every file is fully
/// validated (run through the engine, answer keys checked), so a broken
/// scenario fails the build instead of reaching a trainee; a file whose name
/// is not `ID.toml` is an error too, because the app fetches `ID.toml`.
pub fn build_manifest(
    files: &[(String, String)],
    sources: &dyn Sources,
) -> Result<Manifest, Vec<Diagnostic>> {
    let mut scenarios = Vec::new();
    let mut diags = Vec::new();
    for (name, text) in files {
        match load(name, text, sources) {
            Ok(s) => {
                let base = name.rsplit(['/', '\\']).next().unwrap_or(name);
                if base != format!("{}.toml", s.meta.id) {
                    diags.push(Diagnostic {
                        file: name.clone(),
                        line: 1,
                        column: 1,
                        message: format!(
                            "the file is called {} but its id is {}",
                            quote(base),
                            quote(&s.meta.id)
                        ),
                        suggestion: Some(format!(
                            "rename it to {}",
                            quote(&format!("{}.toml", s.meta.id))
                        )),
                    });
                }
                if let Some(other) = scenarios
                    .iter()
                    .find(|e: &&ManifestEntry| e.id == s.meta.id)
                {
                    diags.push(Diagnostic {
                        file: name.clone(),
                        line: 1,
                        column: 1,
                        message: format!(
                            "{} also has the id {}",
                            quote(&other.file),
                            quote(&s.meta.id)
                        ),
                        suggestion: None,
                    });
                }
                scenarios.push(s.meta.facts(&crate::facts::served_name(name)));
            }
            Err(d) => diags.extend(d),
        }
    }
    if !diags.is_empty() {
        return Err(diags);
    }
    scenarios.sort_by(|a, b| a.id.cmp(&b.id));
    Ok(Manifest {
        version: MANIFEST_VERSION,
        scenarios,
    })
}

impl Manifest {
    /// The JSON the app fetches as `manifest.json`.
    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).expect("a manifest is plain data")
    }

    /// Read `manifest.json` back (the UI's side).
    pub fn from_json(text: &str) -> Result<Manifest, String> {
        let m: Manifest = serde_json::from_str(text).map_err(|e| e.to_string())?;
        if m.version != MANIFEST_VERSION {
            return Err(format!(
                "manifest version {} is not the {MANIFEST_VERSION} this app reads",
                m.version
            ));
        }
        Ok(m)
    }
}
