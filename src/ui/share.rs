//! Shared scenarios: `/shared#s=…` opens the trainee's view of a scenario
//! carried whole in the URL fragment, `/embed/shared#s=…` an embed of it.
//! A damaged link or an invalid scenario gets a clear message, never a blank
//! page.

use std::sync::Arc;

use super::PageTitle;
use leptos::prelude::*;
use leptos_router::components::A;
use leptos_router::hooks::use_location;

use super::data::{self, Unavailable};
use super::scenario_page::ScenarioView;
use crate::share;

#[component]
pub fn SharedRoute() -> impl IntoView {
    view! { <Shared embedded=false /> }
}

#[component]
pub fn SharedEmbedRoute() -> impl IntoView {
    view! { <Shared embedded=true /> }
}

/// The link to open a scenario text as shared, from this origin.
pub fn share_url(text: &str) -> String {
    let origin = web_sys::window()
        .and_then(|w| w.location().origin().ok())
        .unwrap_or_default();
    format!("{origin}/shared{}", share::fragment(text))
}

#[component]
fn Shared(embedded: bool) -> impl IntoView {
    let location = use_location();
    // Re-read only when the fragment itself changes (not on every render).
    let hash = Memo::new(move |_| location.hash.get());
    // A shared SWU scenario names cards of the pool, data the page loads
    // first.
    let pool = super::loaded::loaded(|| (), |()| data::load_pool());
    move || {
        match pool.get() {
            None => return view! { <p class="loading" role="status">"Loading the card pool\u{2026}"</p> }.into_any(),
            Some(Err(e)) => return view! { <SharedProblem title="This shared scenario cannot be run" problems=vec![format!("The card pool could not be loaded: {e}")] embedded=embedded /> }.into_any(),
            Some(Ok(_)) => {}
        }
        let h = hash.get();
        let text = match share::decode_fragment(&h) {
            Ok(t) => t,
            Err(e) => {
                return view! { <SharedProblem title="This share link cannot be opened" problems=vec![e.to_string()] embedded=embedded /> }.into_any();
            }
        };
        match data::prepare_text("shared.toml", &text) {
            Ok(p) => {
                let o = data::Opened::in_process(Arc::new(p), super::explore::Source::Text(text.clone()));
                view! { <ScenarioView lesson=o.lesson explorer=o.explorer embedded=embedded /> }.into_any()
            }
            Err(Unavailable::Invalid(d)) => {
                let problems = d.iter().map(|d| format!("line {}, column {}: {}{}", d.line, d.column, d.message, d.suggestion.as_ref().map(|s| format!(" ({s})")).unwrap_or_default())).collect();
                view! { <SharedProblem title="This shared scenario has errors" problems=problems embedded=embedded /> }.into_any()
            }
            Err(Unavailable::Engine(e) | Unavailable::Fetch(e)) => view! { <SharedProblem title="This shared scenario cannot be run" problems=vec![e] embedded=embedded /> }.into_any(),
            Err(Unavailable::NotFound) => view! { <SharedProblem title="This share link cannot be opened" problems=vec!["no scenario".to_string()] embedded=embedded /> }.into_any(),
        }
    }
}

#[component]
fn SharedProblem(title: &'static str, problems: Vec<String>, embedded: bool) -> impl IntoView {
    view! {
        <PageTitle text=format!("{title} · Timing Window") />
        <section class="problems shared-problem" role="alert">
            <h1>{title}</h1>
            <ul>{problems.into_iter().map(|p| view! { <li>{p}</li> }).collect_view()}</ul>
            {(!embedded).then(|| view! {
                <p>"Ask whoever sent it for the link again, whole. " <A href="/">"Back to the scenarios"</A></p>
            })}
        </section>
    }
}
