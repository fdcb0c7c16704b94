//! The scenarios the app knows. The catalog is compiled in (read from the
//! files at build time). A scenario page shows a `Lesson` and asks an
//! `Explorer` for other branches; where both come from is the app's
//! [`install_source`]: the full app fetches the file from
//! `/scenarios/ID.toml` when it is opened, then parses, validates and runs
//! it, and computes each ordering question's legal orders, once, by the
//! library's `scenario::prepare` ([`from_files`]); the trainee app reads
//! the lesson the build prepared (`ui::trainee`). The UI only reads these;
//! it never decides a ruling itself.

use std::cell::{Cell, RefCell};
use std::collections::HashMap;
use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;

use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;

use crate::library::{self, CatalogEntry, CATALOG};
use crate::rulesets::Bundled;
use crate::scenario::lesson::Written;
use crate::scenario::{self, Diagnostic};

/// A scenario ready to show: what its page reads.
pub use crate::scenario::lesson::Lesson;
/// A scenario ready to run: the library's [`scenario::Prepared`].
pub use crate::scenario::Prepared;

use super::explore::{Explorer, InProcess, Source};

/// A scenario opened for its page: the lesson, and the engine to explore
/// it with (`None` where its ruleset runs no other branches).
#[derive(Clone)]
pub struct Opened {
    pub lesson: Arc<Lesson>,
    pub explorer: Option<Explorer>,
}

impl Opened {
    /// A scenario prepared in this app, explored in this app.
    pub fn in_process(prepared: Arc<Prepared>, text: Source) -> Opened {
        let lesson = Arc::new(prepared.lesson());
        let explorer = lesson
            .explorable()
            .then(|| Explorer::new(InProcess::new(prepared, text)));
        Opened { lesson, explorer }
    }
}

/// Opening a scenario by id, as the app does it.
pub type Opening = Pin<Box<dyn Future<Output = Result<Opened, Unavailable>>>>;
/// How an app opens scenarios by id.
pub type OpenBy = fn(String) -> Opening;

/// Why a scenario cannot be shown.
#[derive(Clone)]
pub enum Unavailable {
    NotFound,
    /// The file could not be fetched (offline, server error).
    Fetch(String),
    Invalid(Vec<Diagnostic>),
    Engine(String),
}

/// Why, in one line: the words a page shows.
impl std::fmt::Display for Unavailable {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Unavailable::NotFound => f.write_str("the scenario is not in the library"),
            Unavailable::Fetch(e) | Unavailable::Engine(e) => f.write_str(e),
            Unavailable::Invalid(d) => {
                let lines: Vec<String> = d.iter().map(|d| d.to_string()).collect();
                f.write_str(&lines.join("; "))
            }
        }
    }
}

thread_local! {
    static CACHE: RefCell<HashMap<String, Arc<Prepared>>> = RefCell::new(HashMap::new());
    /// The texts of generated practice boards, by id.
    static TEXTS: RefCell<HashMap<String, String>> = RefCell::new(HashMap::new());
    static OPENED: RefCell<HashMap<String, Opened>> = RefCell::new(HashMap::new());
    /// Prepared lessons read, by id, with their files.
    static WRITTEN: RefCell<HashMap<String, (Arc<Lesson>, String)>> = RefCell::new(HashMap::new());
    static SOURCE: Cell<Option<OpenBy>> = const { Cell::new(None) };
}

/// How this app opens a scenario by id (called once at start): a function
/// pointer, so an app links only the way it uses (the trainee app never
/// the TOML parser or the engine).
pub fn install_source(source: OpenBy) {
    SOURCE.with(|s| s.set(Some(source)));
}

/// Open the scenario with this id for its page, once.
pub async fn open(id: String) -> Result<Opened, Unavailable> {
    if let Some(hit) = OPENED.with(|o| o.borrow().get(&id).cloned()) {
        return Ok(hit);
    }
    let source = SOURCE
        .with(Cell::get)
        .ok_or_else(|| Unavailable::Engine("this app cannot open scenarios".to_string()))?;
    let opened = source(id.clone()).await?;
    OPENED.with(|o| o.borrow_mut().insert(id, opened.clone()));
    Ok(opened)
}

/// The full app's way: fetch the file, prepare it here.
pub fn from_files(id: String) -> Opening {
    Box::pin(async move {
        let prepared = load(id.clone()).await?;
        let source = match TEXTS.with(|t| t.borrow().get(&id).cloned()) {
            // A generated practice board: its text was made, not fetched.
            Some(text) => Source::Text(text),
            None => Source::Library(id),
        };
        Ok(Opened::in_process(prepared, source))
    })
}

/// The card pool, once [`load_pool`] has loaded it; until then an error
/// that says so.
pub fn pool() -> Result<Arc<Bundled>, String> {
    Bundled::bundled().map(Arc::new)
}

/// Load the printed card pool, once per page: the pool file the build
/// wrote (`cards::printed::POOL_FILE`, cached by the service worker for
/// offline use), read and built by the one function that builds the pool
/// (`CardPool::install_bundled`). No app compiles the card data in; the
/// pages that need it (the author page, practice, share links, any
/// scenario the full app prepares) wait for this first.
pub async fn load_pool() -> Result<Arc<Bundled>, String> {
    if crate::rulesets::shipped_data_ready() {
        return pool();
    }
    let window = web_sys::window().ok_or("no window")?;
    let path = crate::rulesets::SHIPPED_DATA_FILE;
    let bytes = fetched_bytes(window.fetch_with_str(path), path)
        .await?
        .ok_or_else(|| format!("the card pool {path} is not on the server"))?;
    install_pool(&bytes)
}

/// Build the card pool from a pool file's bytes (the page's and the engine
/// worker's one way, `src/bin/explorer.rs`).
pub fn install_pool(bytes: &[u8]) -> Result<Arc<Bundled>, String> {
    let printings = crate::rulesets::swu::cards::printed::printings_of_pool(bytes)?;
    Bundled::install_bundled(printings).map(Arc::new)
}

/// Catalog entries that read well, sorted by difficulty then title, and
/// those that did not (shown as broken, never hidden).
pub fn catalog() -> (Vec<&'static CatalogEntry>, Vec<&'static CatalogEntry>) {
    let (mut ok, broken): (Vec<&'static CatalogEntry>, Vec<&'static CatalogEntry>) =
        CATALOG.iter().partition(|e| e.error.is_empty());
    crate::sorting::sort_by(&mut ok, |a, b| {
        (a.difficulty, a.title).cmp(&(b.difficulty, b.title))
    });
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
    load_pool().await.map_err(Unavailable::Fetch)?;
    // A generated practice id (`practice-TEMPLATE-N`) is built, not
    // fetched, unless an instructor saved it into the library.
    let generated = crate::rulesets::swu::generate::parse_scenario_id(&id);
    if let Some((t, seed)) = generated.filter(|_| library::entry(&id).is_none()) {
        let pool = pool().map_err(Unavailable::Engine)?;
        let g = crate::rulesets::swu::generate::generate(t.id, seed, &pool)
            .map_err(Unavailable::Engine)?;
        let prepared = Arc::new(prepare_text(&format!("{}.toml", g.id), &g.text)?);
        TEXTS.with(|t| t.borrow_mut().insert(id.clone(), g.text));
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

/// A library scenario's lesson as the build prepared it
/// (`/prepared/ID.lesson`, a [`Written`]), with the file it was prepared
/// from: how the trainee app opens a scenario and how the exam reads its
/// questions, so neither prepares a file in the page. Kept once read.
pub async fn prepared_lesson(id: &str) -> Result<(Arc<Lesson>, String), Unavailable> {
    if let Some(hit) = WRITTEN.with(|w| w.borrow().get(id).cloned()) {
        return Ok(hit);
    }
    // By id: an id the library lacks is the server's 404.
    let path = Written::path(id);
    let bytes = fetch_bytes(&path)
        .await
        .map_err(Unavailable::Fetch)?
        .ok_or(Unavailable::NotFound)?;
    let written =
        Written::from_bytes(&bytes).map_err(|e| Unavailable::Fetch(format!("{path}: {e}")))?;
    let lesson = Arc::new(written.lesson.map_err(Unavailable::Invalid)?);
    let read = (lesson, written.file);
    WRITTEN.with(|w| w.borrow_mut().insert(id.to_string(), read.clone()));
    Ok(read)
}

/// The text of a library scenario's file, fetched.
pub async fn scenario_text(id: &str) -> Result<String, String> {
    let entry = library::entry(id).ok_or_else(|| format!("there is no scenario called {id}"))?;
    fetch_text(&format!("/scenarios/{}", entry.file)).await
}

/// Fetch a file of the app's own origin as text, from the page.
pub async fn fetch_text(path: &str) -> Result<String, String> {
    let window = web_sys::window().ok_or("no window")?;
    fetched_text(window.fetch_with_str(path), path).await
}

/// A fetch's text, with what went wrong in words: the page's and the
/// engine worker's (`src/bin/explorer.rs`) one reading of a response.
pub async fn fetched_text(fetch: js_sys::Promise, path: &str) -> Result<String, String> {
    let resp = response(fetch, path).await?;
    let text = resp.text().map_err(|_| format!("{path} has no text"))?;
    JsFuture::from(text)
        .await
        .ok()
        .and_then(|t| t.as_string())
        .ok_or_else(|| format!("could not read {path}"))
}

/// Fetch a file of the app's own origin as bytes (a prepared lesson);
/// `None` when the server has no such file (404).
pub async fn fetch_bytes(path: &str) -> Result<Option<Vec<u8>>, String> {
    let window = web_sys::window().ok_or("no window")?;
    fetched_bytes(window.fetch_with_str(path), path).await
}

/// A fetch's bytes, `None` for a 404: the page's and the engine worker's
/// one reading of a binary response.
pub async fn fetched_bytes(fetch: js_sys::Promise, path: &str) -> Result<Option<Vec<u8>>, String> {
    let resp = answered(fetch, path).await?;
    if resp.status() == 404 {
        return Ok(None);
    }
    let resp = ok(resp, path)?;
    let buffer = resp
        .array_buffer()
        .map_err(|_| format!("{path} has no body"))?;
    let buffer = JsFuture::from(buffer)
        .await
        .map_err(|_| format!("could not read {path}"))?;
    Ok(Some(js_sys::Uint8Array::new(&buffer).to_vec()))
}

/// A fetch's response, if it is a success; what went wrong in words if not.
async fn response(fetch: js_sys::Promise, path: &str) -> Result<web_sys::Response, String> {
    ok(answered(fetch, path).await?, path)
}

/// A fetch's response, whatever its status; `Err` when none came.
async fn answered(fetch: js_sys::Promise, path: &str) -> Result<web_sys::Response, String> {
    let resp = JsFuture::from(fetch)
        .await
        .map_err(|_| format!("could not fetch {path}: the network is unreachable"))?;
    resp.dyn_into::<web_sys::Response>()
        .map_err(|_| "the fetch returned something that is not a response".to_string())
}

/// A response, if it is a success.
fn ok(resp: web_sys::Response, path: &str) -> Result<web_sys::Response, String> {
    if !resp.ok() {
        return Err(format!(
            "could not fetch {path}: the server answered {}",
            resp.status()
        ));
    }
    Ok(resp)
}

/// Prepare scenario text (from a fetched file, the author page, or a share
/// link): the library's one [`scenario::prepare`].
pub fn prepare_text(file: &str, text: &str) -> Result<Prepared, Unavailable> {
    let pool = pool().map_err(Unavailable::Engine)?;
    scenario::prepare(file, text, pool.as_ref()).map_err(Unavailable::Invalid)
}
