//! The scenarios the app knows. The catalog is compiled in (read from the
//! files at build time); a scenario's file is fetched from
//! `/scenarios/ID.toml` when it is opened, then parsed, validated, run by
//! the engine and each ordering question's legal orders computed, once, by
//! the library's `scenario::prepare`. The
//! UI only reads these; it never decides a ruling itself.

use std::cell::RefCell;
use std::collections::HashMap;
use std::sync::Arc;

use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;

use crate::library::{self, CatalogEntry, CATALOG};
use crate::rulesets::Bundled;
use crate::scenario::{self, Diagnostic};

/// A scenario ready to show: the library's [`scenario::Prepared`].
pub use crate::scenario::Prepared;

/// Why a scenario cannot be shown.
#[derive(Clone)]
pub enum Unavailable {
    NotFound,
    /// The file could not be fetched (offline, server error).
    Fetch(String),
    Invalid(Vec<Diagnostic>),
    Engine(String),
}

thread_local! {
    static POOL: Result<Arc<Bundled>, String> = Bundled::bundled().map(Arc::new);
    static CACHE: RefCell<HashMap<String, Arc<Prepared>>> = RefCell::new(HashMap::new());
}

pub fn pool() -> Result<Arc<Bundled>, String> {
    POOL.with(|p| p.clone())
}

/// Catalog entries that read well, sorted by difficulty then title, and
/// those that did not (shown as broken, never hidden).
pub fn catalog() -> (Vec<&'static CatalogEntry>, Vec<&'static CatalogEntry>) {
    let (mut ok, broken): (Vec<&'static CatalogEntry>, Vec<&'static CatalogEntry>) =
        CATALOG.iter().partition(|e| e.error.is_empty());
    ok.sort_by(|a, b| (a.difficulty, a.title).cmp(&(b.difficulty, b.title)));
    (ok, broken)
}

/// An already prepared scenario, without waiting.
pub fn cached(id: &str) -> Option<Arc<Prepared>> {
    CACHE.with(|c| c.borrow().get(id).cloned())
}

/// Fetch and prepare the scenario with this id.
pub async fn load(id: String) -> Result<Arc<Prepared>, Unavailable> {
    if let Some(hit) = cached(&id) {
        return Ok(hit);
    }
    // A generated practice id (`practice-TEMPLATE-N`) is built, not
    // fetched, unless an instructor saved it into the library.
    let generated = crate::rulesets::swu::generate::parse_scenario_id(&id);
    if let Some((t, seed)) = generated.filter(|_| library::entry(&id).is_none()) {
        let pool = pool().map_err(Unavailable::Engine)?;
        let g = crate::rulesets::swu::generate::generate(t.id, seed, &pool)
            .map_err(Unavailable::Engine)?;
        let prepared = Arc::new(prepare_text(&format!("{}.toml", g.id), &g.text)?);
        CACHE.with(|c| c.borrow_mut().insert(id, prepared.clone()));
        return Ok(prepared);
    }
    let entry = library::entry(&id).ok_or(Unavailable::NotFound)?;
    let text = fetch_text(&format!("/scenarios/{}", entry.file))
        .await
        .map_err(Unavailable::Fetch)?;
    let prepared = Arc::new(prepare_text(entry.file, &text)?);
    CACHE.with(|c| c.borrow_mut().insert(id, prepared.clone()));
    Ok(prepared)
}

/// The text of a library scenario's file, fetched.
pub async fn scenario_text(id: &str) -> Result<String, String> {
    let entry = library::entry(id).ok_or_else(|| format!("there is no scenario called {id}"))?;
    fetch_text(&format!("/scenarios/{}", entry.file)).await
}

async fn fetch_text(path: &str) -> Result<String, String> {
    let window = web_sys::window().ok_or("no window")?;
    let resp = JsFuture::from(window.fetch_with_str(path))
        .await
        .map_err(|_| format!("could not fetch {path}: the network is unreachable"))?;
    let resp: web_sys::Response = resp
        .dyn_into()
        .map_err(|_| "the fetch returned something that is not a response".to_string())?;
    if !resp.ok() {
        return Err(format!(
            "could not fetch {path}: the server answered {}",
            resp.status()
        ));
    }
    let text = JsFuture::from(
        resp.text()
            .map_err(|_| "the response has no text".to_string())?,
    )
    .await
    .map_err(|_| format!("could not read {path}"))?;
    text.as_string()
        .ok_or_else(|| format!("{path} is not text"))
}

/// Prepare scenario text (from a fetched file, the author page, or a share
/// link): the library's one [`scenario::prepare`].
pub fn prepare_text(file: &str, text: &str) -> Result<Prepared, Unavailable> {
    let pool = pool().map_err(Unavailable::Engine)?;
    scenario::prepare(file, text, &pool).map_err(Unavailable::Invalid)
}
