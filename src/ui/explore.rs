//! What "What if…?" asks of the engine, and who answers.
//!
//! The scenario page shows a [`Lesson`](crate::scenario::lesson::Lesson):
//! data, no engine. Another branch of the run, and the scenario's text
//! with a branch written in (to open it in the author page), need the
//! engine: the page asks an [`Explorer`]. The full app has the engine in
//! its own module and answers at once ([`InProcess`]); the trainee app
//! asks the engine's web worker, loaded the first time ([`ByWorker`],
//! `ui::explorer`). Both answer with the same generic types.

use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;

use crate::rulesets::BoardModel;
use crate::scenario::Prepared;
use crate::timing::{Branch, Decision};

/// An answer that may take a while (the worker may still be loading).
pub type Later<T> = Pin<Box<dyn Future<Output = Result<T, String>>>>;

/// The engine, for the scenario on the page.
// Send + Sync: leptos keeps context values shareable across threads (the
// page has one thread, but the bound is the framework's).
pub trait Explore: Send + Sync {
    /// The run again with these decisions taken.
    fn branch(&self, decisions: Vec<Decision>) -> Later<Branch<BoardModel>>;
    /// The scenario's text with these decisions written into its script,
    /// for the author page.
    fn written(&self, decisions: Vec<Decision>) -> Later<String>;
}

/// The page's handle on whichever engine answers (cheap to clone).
#[derive(Clone)]
pub struct Explorer(Arc<dyn Explore>);

impl Explorer {
    pub fn new(e: impl Explore + 'static) -> Explorer {
        Explorer(Arc::new(e))
    }

    pub fn branch(&self, decisions: Vec<Decision>) -> Later<Branch<BoardModel>> {
        self.0.branch(decisions)
    }

    pub fn written(&self, decisions: Vec<Decision>) -> Later<String> {
        self.0.written(decisions)
    }
}

/// The engine in the page's own module (the full app).
pub struct InProcess {
    prepared: Arc<Prepared>,
    /// Where the scenario's text comes from, for the author page: a library
    /// file (fetched), or the text itself (a share link, a generated board).
    text: Source,
}

/// Where a scenario's text is, for writing a branch into it.
pub enum Source {
    Library(String),
    Text(String),
}

impl InProcess {
    pub fn new(prepared: Arc<Prepared>, text: Source) -> InProcess {
        InProcess { prepared, text }
    }
}

impl Explore for InProcess {
    fn branch(&self, decisions: Vec<Decision>) -> Later<Branch<BoardModel>> {
        let setup = &self.prepared.scenario.setup;
        let branch = self
            .prepared
            .what_if(&decisions)
            .map_boards(|b| setup.board_model(&b));
        Box::pin(async move { Ok(branch) })
    }

    fn written(&self, decisions: Vec<Decision>) -> Later<String> {
        let prepared = self.prepared.clone();
        let text = match &self.text {
            Source::Library(id) => Err(id.clone()),
            Source::Text(t) => Ok(t.clone()),
        };
        Box::pin(async move {
            let text = match text {
                Ok(t) => t,
                Err(id) => super::data::scenario_text(&id).await?,
            };
            Ok(prepared.what_if_text(&text, &decisions))
        })
    }
}

/// The engine's web worker (the trainee app): loaded when first asked.
pub struct ByWorker {
    /// The library file, as the app serves it under `/scenarios/`.
    file: String,
}

impl ByWorker {
    pub fn new(file: &str) -> ByWorker {
        ByWorker {
            file: file.to_string(),
        }
    }
}

impl Explore for ByWorker {
    fn branch(&self, decisions: Vec<Decision>) -> Later<Branch<BoardModel>> {
        let file = self.file.clone();
        Box::pin(async move { super::explorer::what_if(&file, &decisions).await })
    }

    fn written(&self, decisions: Vec<Decision>) -> Later<String> {
        let file = self.file.clone();
        Box::pin(async move { super::explorer::written(&file, &decisions).await })
    }
}
