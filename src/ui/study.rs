//! The study app (`src/bin/study.rs`, `study.html`): the trainee's pages
//! that need no engine: practice by topic (`/topics`, `/topics/:topic`),
//! progress (`/progress`) and the exam (`/exam`, `/exam/result`). It reads
//! the catalog compiled in, the progress saved in this browser and the
//! lessons the build prepared (`/prepared/ID.lesson`, as the trainee app
//! reads them: the exam's questions, the prompts progress lists), so it
//! carries no TOML parser, engine, card pool or author page (issue 24: a
//! page's wasm loads before it shows anything).
//!
//! Its pages link to each other through a router, like the full app's.
//! A link to a page this app does not have (a scenario, practice,
//! the rules, the author page) is loaded from the server, which sends each page its app
//! (`scripts/static-server.mjs`, `web/sw.js`: `/topics`, `/topics/NAME`,
//! `/progress`, `/exam` and `/exam/result` are this app's).

use leptos::prelude::*;
use leptos_router::components::{Route, Router, Routes};
use leptos_router::path;

use super::address::{Address, RouterAddress};
use super::data::{self, prepared_lesson, Opened, Opening};
use super::{exam, exam_result, frame, offline, progress_page, topics, Chrome, Elsewhere};

/// Mount the study app on the page.
pub fn start_study() {
    console_error_panic_hook::set_once();
    data::install_source(lesson_as_built);
    offline::register_after_load();
    frame::replace();
    super::dom::leave_for_other_apps(crate::library::study_path);
    leptos::mount::mount_to_body(StudyApp);
}

/// A library scenario's lesson, as the build wrote it, and no engine to
/// explore it: this app's pages read questions and prompts, and never
/// branch (a scenario's own page is the trainee app's), so the "What if…?"
/// worker's client (`trainee::from_build`'s) is not linked into it.
fn lesson_as_built(id: String) -> Opening {
    Box::pin(async move {
        let (lesson, _) = prepared_lesson(&id).await?;
        Ok(Opened {
            lesson,
            explorer: None,
        })
    })
}

#[component]
fn StudyApp() -> impl IntoView {
    // The page the server sent this app for: the router's address differs
    // from it only after a link inside the app.
    let loaded_at = Address::of_window().path.get_untracked();
    view! {
        <Router>
            <RouterAddress>
            <Chrome />
            <main id="main" tabindex="-1">
                <Routes fallback=move || view! { <Elsewhere loaded_at=loaded_at.clone() served_here=wrong_app /> }>
                    <Route path=path!("/topics") view=topics::TopicsIndex />
                    <Route path=path!("/topics/:topic") view=topics::TopicRoute />
                    <Route path=path!("/progress") view=progress_page::ProgressPage />
                    <Route path=path!("/exam") view=exam::ExamPage />
                    <Route path=path!("/exam/result") view=exam_result::ExamResultPage />
                </Routes>
            </main>
            </RouterAddress>
        </Router>
    }
}

/// What the study app says when the server sent it a page of another app
/// (a misconfigured server: reloading would loop).
fn wrong_app() -> AnyView {
    view! {
        <p class="loading" role="status" aria-live="polite">
            "The server sent the study app for this page, which belongs to another of Timing Window's apps: serve it app.html or trainee.html (see the README)."
        </p>
    }
    .into_any()
}
