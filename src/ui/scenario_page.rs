//! A scenario (`/scenarios/:id`, and `/embed/:id` with minimal chrome): the
//! situation and the board, the question, then the reveal.

use std::sync::Arc;

use leptos::prelude::*;
use leptos_meta::Title;
use leptos_router::components::A;
use leptos_router::hooks::{use_params_map, use_query_map};

use super::data::{self, Prepared, Unavailable};
use super::questions::{ModeSwitch, QuestionBlock};
use super::reveal::Timeline;
use super::{BoardView, NotFound};
use crate::quiz::Mode;

#[component]
pub fn ScenarioRoute() -> impl IntoView {
    view! { <ScenarioById embedded=false /> }
}

#[component]
pub fn EmbedRoute() -> impl IntoView {
    view! { <ScenarioById embedded=true /> }
}

#[component]
fn ScenarioById(embedded: bool) -> impl IntoView {
    let params = use_params_map();
    let id = move || params.read().get("id").unwrap_or_default();
    let loaded = LocalResource::new(move || data::load(id()));
    move || {
        match loaded.get() {
        None => view! {
            <p class="loading" role="status" aria-live="polite">"Loading the scenario…"</p>
        }
        .into_any(),
        Some(Ok(p)) => view! { <ScenarioView prepared=p embedded=embedded /> }.into_any(),
        Some(Err(Unavailable::NotFound)) => view! { <NotFound what=format!("scenario called \u{201c}{}\u{201d}", id()) /> }.into_any(),
        Some(Err(Unavailable::Fetch(e))) => view! { <Problems title="This scenario could not be loaded" diags=vec![e] /> }.into_any(),
        Some(Err(Unavailable::Invalid(diags))) => view! { <Problems title="This scenario has errors" diags=diags.iter().map(|d| d.to_string()).collect() /> }.into_any(),
        Some(Err(Unavailable::Engine(e))) => view! { <Problems title="This scenario has errors" diags=vec![e] /> }.into_any(),
    }
    }
}

/// A scenario that cannot be shown, with why.
#[component]
fn Problems(#[prop(into)] title: String, diags: Vec<String>) -> impl IntoView {
    view! {
        <Title text=format!("{title} · Timing Window") />
        <section class="problems">
            <h1>{title}</h1>
            <ul>{diags.into_iter().map(|d| view! { <li><code>{d}</code></li> }).collect_view()}</ul>
            <p><A href="/">"Back to the scenarios"</A></p>
        </section>
    }
}

#[component]
pub fn ScenarioView(prepared: Arc<Prepared>, embedded: bool) -> impl IntoView {
    let meta = prepared.scenario.meta.clone();
    let query = use_query_map();
    let total = prepared.trace.steps.len();
    let linked_step = query
        .with_untracked(|q| q.get("step"))
        .and_then(|s| s.parse::<usize>().ok())
        .map(|n| n.clamp(1, total.max(1)) - 1);
    let step = RwSignal::new(linked_step.unwrap_or(0));
    let mode = RwSignal::new(Mode::Practice);
    provide_context(mode);
    // A step link opens straight to the trace.
    let show_trace = RwSignal::new(linked_step.is_some());
    let questions = prepared
        .scenario
        .questions
        .iter()
        .enumerate()
        .map(|(i, q)| {
            view! { <QuestionBlock prepared=prepared.clone() index=i question=q.clone() show_trace=show_trace /> }
        })
        .collect_view();
    let trace_prepared = prepared.clone();
    let assumptions = (!meta.assumptions.is_empty()).then(|| view! { <p class="assumptions"><strong>"Assumptions: "</strong>{meta.assumptions.clone()}</p> });
    let back = (!embedded).then(|| view! { <p class="back"><A href="/">"← All scenarios"</A></p> });
    view! {
        <Title text=format!("{} · Timing Window", meta.title) />
        <article class="scenario" class:embedded=embedded>
            {back}
            <header>
                <h1>{meta.title.clone()}</h1>
                <p class="summary">{meta.summary.clone()}</p>
                {(!embedded).then(|| view! { <super::embed::EmbedButton title=meta.title.clone() /> })}
            </header>
            <section class="situation" aria-label="The situation">
                <h2>"The situation"</h2>
                <p>{meta.situation.clone()}</p>
                {assumptions}
            </section>
            <BoardView prepared=prepared.clone() />
            <ModeSwitch mode=mode />
            {questions}
            <Show when=move || show_trace.get()>
                <Timeline prepared=trace_prepared.clone() step=step linked=linked_step />
            </Show>
        </article>
    }
}
