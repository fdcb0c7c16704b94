//! The trainee app (`src/bin/trainee.rs`): a library scenario opened by
//! deep link or embed (`/scenarios/:id`, `/embed/:id`), read from the form
//! the build prepared for it (`/prepared/NAME.lesson`: a
//! `scenario::lesson::Written`), so it carries no TOML parser, no engine,
//! no card pool and no rules digest: the size budget of the pages a
//! trainee opens most (`docs/benchmarks.md`). "What if…?" asks the engine
//! in a web worker, loaded on the first question asked (`ui::explorer`).
//!
//! Every other page belongs to another app: the catalog (`/`), the study
//! app (topics, progress, the exam) or the full app (rules, the author
//! page, share links, practice). The server and the service worker send each page its app
//! (`scripts/static-server.mjs`, `web/sw.js`). This app has no router: a
//! link on its page loads the page it names from the server, like any
//! link on a page without scripts, and the page's address is the window's
//! (`ui::address`).

use leptos::prelude::*;

use super::address::Address;
use super::data::{prepared_lesson, Opened};
use super::explore::{ByWorker, Explorer};
use super::{embed, offline, scenario_page, Chrome};
use crate::library;

/// Mount the trainee app on the page.
pub fn start_trainee() {
    console_error_panic_hook::set_once();
    super::data::install_source(from_build);
    embed::install();
    offline::register_after_load();
    leptos::mount::mount_to_body(TraineeApp);
}

/// The page at the window's address. No router: the app shows one
/// scenario per page, and every link on it loads the page it names (the
/// header's, a rule number's, another scenario's), from the server, which
/// sends each page its app.
#[component]
fn TraineeApp() -> impl IntoView {
    let address = Address::of_window();
    provide_context(address);
    let path = address.path.get_untracked();
    let page = if !library::trainee_path(&path) {
        view! { <OtherApp /> }.into_any()
    } else if path.starts_with("/embed/") {
        view! { <scenario_page::EmbedRoute /> }.into_any()
    } else {
        view! { <scenario_page::ScenarioRoute /> }.into_any()
    };
    view! {
        <Chrome />
        <main id="main" tabindex="-1">{page}</main>
    }
}

/// A library scenario's lesson, as the build wrote it, with the engine's
/// worker to explore it.
pub(super) fn from_build(id: String) -> super::data::Opening {
    Box::pin(async move {
        let (lesson, file) = prepared_lesson(&id).await?;
        let explorer = lesson
            .explorable()
            .then(|| Explorer::new(ByWorker::new(&file)));
        Ok(Opened { lesson, explorer })
    })
}

/// This app served at a page of another app (the catalog's `/`, the full
/// app's): a server that does not send pages to their app. Say so, rather
/// than show nothing.
#[component]
fn OtherApp() -> impl IntoView {
    view! {
        <p class="loading" role="status" aria-live="polite">
            "The server sent the trainee app for this page, which belongs to another of Timing Window's apps: serve it index.html (for /) or app.html (see the README)."
        </p>
    }
}
