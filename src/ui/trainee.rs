//! The trainee app (`src/bin/trainee.rs`): a library scenario opened by
//! deep link or embed (`/scenarios/:id`, `/embed/:id`), read from the form
//! the build prepared for it (`/prepared/NAME.lesson`: a
//! `scenario::lesson::Written`), so it carries no TOML parser, no engine,
//! no card pool and no rules digest: the size budget of the pages a
//! trainee opens most (`docs/benchmarks.md`). "What if…?" asks the engine
//! in a web worker, loaded on the first question asked (`ui::explorer`).
//!
//! Every other page belongs to another app: the catalog (`/`) or the full
//! app (progress, rules, the author page, share links, practice, topics,
//! the exam). The server and the service worker send each page its app
//! (`scripts/static-server.mjs`, `web/sw.js`); a link to one of them inside
//! this app loads that page from the server ([`OtherApp`]).

use std::sync::Arc;

use leptos::prelude::*;
use leptos_router::components::{Route, Router, Routes};
use leptos_router::hooks::use_location;
use leptos_router::path;

use super::data::{fetch_bytes, Opened, Unavailable};
use super::explore::{ByWorker, Explorer};
use super::{embed, offline, scenario_page, Chrome};
use crate::library;
use crate::scenario::lesson::Written;

thread_local! {
    /// The path this app was loaded at.
    static BOOT_PATH: String = web_sys::window()
        .and_then(|w| w.location().pathname().ok())
        .unwrap_or_default();
}

/// Mount the trainee app on the page.
pub fn start_trainee() {
    console_error_panic_hook::set_once();
    BOOT_PATH.with(|_| ());
    super::data::install_source(from_build);
    send_other_pages_to_the_server();
    embed::install();
    offline::register_after_load();
    leptos::mount::mount_to_body(TraineeApp);
}

#[component]
fn TraineeApp() -> impl IntoView {
    leptos_meta::provide_meta_context();
    view! {
        <Router>
            <Chrome />
            <main id="main" tabindex="-1">
                <Routes fallback=OtherApp>
                    <Route path=path!("/scenarios/:id") view=scenario_page::ScenarioRoute />
                    <Route path=path!("/embed/shared") view=OtherApp />
                    <Route path=path!("/embed/:id") view=scenario_page::EmbedRoute />
                </Routes>
            </main>
        </Router>
    }
}

/// A library scenario's lesson, as the build wrote it, with the engine's
/// worker to explore it.
fn from_build(id: String) -> super::data::Opening {
    Box::pin(async move {
        let file = library::file_of(&id).ok_or(Unavailable::NotFound)?;
        let path = Written::path(file);
        let bytes = fetch_bytes(&path).await.map_err(Unavailable::Fetch)?;
        let written =
            Written::from_bytes(&bytes).map_err(|e| Unavailable::Fetch(format!("{path}: {e}")))?;
        let lesson = written.lesson.map_err(Unavailable::Invalid)?;
        let explorer = lesson
            .explorable()
            .then(|| Explorer::new(ByWorker::new(file)));
        Ok(Opened {
            lesson: Arc::new(lesson),
            explorer,
        })
    })
}

/// A click on a link to another app's page (the header's, a rule number's,
/// "All scenarios") loads that page from the server, before the router
/// could take it as one of its own routes: a capture listener on the
/// window runs ahead of the router's. Links within this app (another
/// scenario) stay the router's.
fn send_other_pages_to_the_server() {
    use wasm_bindgen::JsCast;
    let Some(window) = web_sys::window() else {
        return;
    };
    let on_click = wasm_bindgen::closure::Closure::<dyn FnMut(web_sys::MouseEvent)>::new(
        |ev: web_sys::MouseEvent| {
            let plain = ev.button() == 0
                && !(ev.meta_key() || ev.ctrl_key() || ev.shift_key() || ev.alt_key());
            if ev.default_prevented() || !plain {
                return;
            }
            let Some(a) = ev
                .target()
                .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
                .and_then(|e| e.closest("a[href]").ok().flatten())
                .and_then(|a| a.dyn_into::<web_sys::HtmlAnchorElement>().ok())
            else {
                return;
            };
            if !a.target().is_empty() || a.has_attribute("download") {
                return;
            }
            let Some(w) = web_sys::window() else { return };
            let here = w.location().origin().unwrap_or_default();
            let Ok(to) = web_sys::Url::new(&a.href()) else {
                return;
            };
            if to.origin() != here || library::trainee_path(&to.pathname()) {
                return;
            }
            ev.prevent_default();
            ev.stop_immediate_propagation();
            let _ = w.location().assign(&a.href());
        },
    );
    let _ = window.add_event_listener_with_callback_and_bool(
        "click",
        on_click.as_ref().unchecked_ref(),
        true,
    );
    on_click.forget();
}

/// A page of another app (the catalog app's `/`, or the full app's),
/// reached by a link inside this one: load it from the server, which sends
/// that app. If this app was itself loaded at this path (a server that does
/// not send pages to their app), say so instead of loading it again and
/// again.
#[component]
fn OtherApp() -> impl IntoView {
    let location = use_location();
    let here = location.pathname.get_untracked();
    let served_here = BOOT_PATH.with(|b| *b == here);
    if !served_here {
        // The router's address, not the window's: the window may not show
        // the new address yet while the route renders.
        let mut to = here.clone();
        let search = location.search.get_untracked();
        if !search.is_empty() {
            to.push('?');
            to.push_str(search.trim_start_matches('?'));
        }
        let hash = location.hash.get_untracked();
        if !hash.is_empty() {
            to.push('#');
            to.push_str(hash.trim_start_matches('#'));
        }
        // Replace, not assign: the router has already pushed this address
        // onto the history; a second entry would make Back land on it
        // again instead of on the scenario.
        if let Some(w) = web_sys::window() {
            let _ = w.location().replace(&to);
        }
    }
    view! {
        <p class="loading" role="status" aria-live="polite">
            {if served_here {
                "The server sent the trainee app for this page, which belongs to another of Timing Window's apps: serve it index.html (for /) or app.html (see the README)."
            } else {
                "Opening the page…"
            }}
        </p>
    }
}
