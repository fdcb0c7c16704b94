//! A scenario (`/scenarios/:id`, and `/embed/:id` with minimal chrome): the
//! situation and the board, the question, then the reveal.

use std::sync::Arc;

use super::PageTitle;
use leptos::prelude::*;

use super::address::Address;
use super::data::{self, Lesson, Unavailable};
use super::explore::Explorer;
use super::focus_later;
use super::questions::{shapes, ModeSwitch, QuestionBlock};
use super::reveal::Timeline;
use super::store;
use super::{BoardView, NotFound};
use crate::quiz::draft::ScenarioDraft;

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
    // `/scenarios/ID` or `/embed/ID`: the id is the path's last segment.
    let address = Address::get();
    let id = move || address.last_segment();
    let loaded = super::loaded::loaded(id, data::open);
    move || {
        match loaded.get() {
        None => view! {
            <p class="loading" role="status" aria-live="polite">"Loading the scenario…"</p>
        }
        .into_any(),
        Some(Ok(o)) => view! { <ScenarioView lesson=o.lesson explorer=o.explorer embedded=embedded /> }.into_any(),
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
        <PageTitle text=format!("{title} · Timing Window") />
        <section class="problems">
            <h1>{title}</h1>
            <ul>{diags.into_iter().map(|d| view! { <li><code>{d}</code></li> }).collect_view()}</ul>
            <p><a href="/">"Back to the scenarios"</a></p>
        </section>
    }
}

#[component]
pub fn ScenarioView(
    lesson: Arc<Lesson>,
    /// The engine to explore other branches with ("What if…?"); none where
    /// the ruleset runs none.
    explorer: Option<Explorer>,
    embedded: bool,
) -> impl IntoView {
    let meta = lesson.scenario.meta.clone();
    // Rule numbers in the scenario's prose link to its rules page.
    provide_context(super::ProseAnchors(Arc::new(lesson.anchors.clone())));
    if let Some(e) = explorer {
        provide_context(e);
    }
    let total = lesson.trace.steps.len();
    let linked_step = Address::get()
        .query_untracked("step")
        .and_then(|s| s.parse::<usize>().ok())
        .map(|n| n.clamp(1, total.max(1)) - 1);
    let step = RwSignal::new(linked_step.unwrap_or(0));
    // Answers in progress and checked ones, as they were left (quiz::draft).
    let sid = StoredValue::new(meta.id.clone());
    let mut stored = store::draft(&meta.id);
    // Every question as it is asked, built once (`quiz::asked`).
    let asked = crate::quiz::asked::Asked::all(&lesson);
    stored.keep_fitting(&shapes(&asked));
    let draft = RwSignal::new(stored);
    let mode = RwSignal::new(draft.with_untracked(|d| d.mode));
    provide_context(mode);
    let save_error: RwSignal<Option<String>> = RwSignal::new(None);
    Effect::new(move |first: Option<()>| {
        let m = mode.get();
        if first.is_some() && draft.with_untracked(|d| d.mode) != m {
            draft.update(|d| d.mode = m);
        }
    });
    Effect::new(move |first: Option<()>| {
        draft.track();
        if first.is_some() {
            let saved = draft.with_untracked(|d| sid.with_value(|id| store::save_draft(id, d)));
            save_error.set(saved.err());
        }
    });
    let ids: Vec<String> = lesson
        .scenario
        .questions
        .iter()
        .map(|q| q.id().to_string())
        .collect();
    let total_questions = ids.len();
    let ids = StoredValue::new(ids);
    let visible = Memo::new(move |_| draft.with(|d| ids.with_value(|ids| d.visible(ids))));
    let trace_open = Memo::new(move |_| draft.with(|d| ids.with_value(|ids| d.trace_open(ids))));
    provide_context(super::what_if::TraceOpen(trace_open.into()));
    // A what-if link's branch shows beside the engine's run, once that shows.
    let _what_if = super::what_if::WhatIf::provide();
    let questions = asked
        .into_iter()
        .enumerate()
        .map(|(i, a)| {
            let lesson = lesson.clone();
            view! {
                <Show when=move || visible.with(|v| v.get(i).copied().unwrap_or(false))>
                    <QuestionBlock lesson=lesson.clone() asked=a.clone() draft=draft />
                </Show>
            }
        })
        .collect_view();
    let left = Signal::derive(move || {
        draft.with(|d| ids.with_value(|ids| ids.iter().filter(|q| !d.is_checked(q)).count()))
    });
    let trace_lesson = lesson.clone();
    let assumptions = (!meta.assumptions.is_empty()).then(|| view! { <p class="assumptions"><strong>"Assumptions: "</strong>{meta.assumptions.clone()}</p> });
    // Opened from a topic or the practice set (`?run=KEY`): the way back is
    // to the set, and the page says where in the set it is and what comes
    // next (`quiz::run`).
    let run = (!embedded)
        .then(|| Address::get().query_untracked(crate::quiz::run::PARAM))
        .flatten()
        .and_then(|key| super::catalog::saved::run(&key))
        .filter(|r| r.place(&meta.id).is_some());
    let back = (!embedded).then(|| match &run {
        Some(r) => {
            view! { <p class="back"><a href=r.back.clone()>{format!("← {}", r.name)}</a></p> }
                .into_any()
        }
        None => view! { <p class="back"><a href=store::catalog_href()>"← All scenarios"</a></p> }
            .into_any(),
    });
    let run_top = run
        .clone()
        .map(|r| view! { <RunPlace run=r id=meta.id.clone() end=false /> });
    let run_end = run.map(|r| view! { <RunPlace run=r id=meta.id.clone() end=true /> });
    // Back from a rule link (or any page the trainee left from) comes back
    // to the part of the page they left: the address's fragment names it
    // (`RuleLink` writes it), found once the page is drawn.
    let hash = Address::get().hash.get_untracked();
    if hash.len() > 1 {
        request_animation_frame(move || scroll_to_fragment(&hash));
    }
    view! {
        <PageTitle text=format!("{} · Timing Window", meta.title) />
        <article class="scenario" class:embedded=embedded>
            {back}
            {run_top}
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
            <BoardView board=lesson.board(None) />
            <ModeSwitch mode=mode />
            {questions}
            {move || save_error.get().map(|e| view! { <p class="error" role="alert">"Your answers in progress could not be kept: " {e}</p> })}
            <Show
                when=move || trace_open.get()
                fallback=move || view! { <RevealGate draft=draft left=left total=total_questions linked_step=linked_step /> }
            >
                <Timeline lesson=trace_lesson.clone() step=step linked=linked_step />
            </Show>
            {run_end}
        </article>
    }
}

/// Where the engine's run will be, until every question is answered: what
/// it waits for, and a way to see it now after a plain warning (a step in
/// the page, not a browser dialog).
#[component]
fn RevealGate(
    draft: RwSignal<ScenarioDraft>,
    #[prop(into)] left: Signal<usize>,
    /// How many questions the scenario has.
    total: usize,
    linked_step: Option<usize>,
) -> impl IntoView {
    let confirming = RwSignal::new(false);
    let ask = move |_| {
        confirming.set(true);
        focus_later("reveal-warning".to_string());
    };
    let keep = move |_| {
        confirming.set(false);
        focus_later("reveal-ask".to_string());
    };
    let reveal = move |_| {
        let now = js_sys::Date::now();
        draft.update(|d| {
            d.revealed = true;
            d.at = now;
        });
        focus_later("trace-heading".to_string());
    };
    let waiting = move || {
        let n = left.get();
        let questions = match (n, n == total) {
            (1, true) => "the question".to_string(),
            (2, true) => "both questions".to_string(),
            (n, true) => format!("all {n} questions"),
            (1, false) => "the last question".to_string(),
            (n, false) => format!("the {n} questions left"),
        };
        match linked_step {
            Some(s) => format!("The link you followed opens the engine's run at step {}; it will show here once you have answered {questions}, or if you choose to see it now.", s + 1),
            None => format!("The engine's run, step by step, shows here once you have answered {questions}, so it does not give the answers away."),
        }
    };
    view! {
        <section class="reveal-gate" aria-labelledby="reveal-gate-heading">
            <h2 id="reveal-gate-heading">"What the engine did"</h2>
            <p class="waiting">{waiting}</p>
            <Show
                when=move || confirming.get()
                fallback=move || view! { <button type="button" class="secondary" id="reveal-ask" on:click=ask>"Show the engine's run now"</button> }
            >
                <div class="reveal-confirm" role="group" aria-labelledby="reveal-warning">
                    <p id="reveal-warning" tabindex="-1">
                        <strong>"This gives the answers away. "</strong>
                        {move || match left.get() {
                            1 => "The run shows the order and who decided, which answers the question you have not answered yet.".to_string(),
                            n => format!("The run shows the order and who decided, which answers the {n} questions you have not answered yet."),
                        }}
                    </p>
                    <button type="button" class="primary" on:click=reveal>"Yes, show the run"</button>
                    " "
                    <button type="button" class="secondary" on:click=keep>"Keep answering"</button>
                </div>
            </Show>
        </section>
    }
}

/// Where this scenario is in the set it was opened from, and the next one:
/// at the top a line ("3 of 7 in Bounty"), at the end the way on.
#[component]
fn RunPlace(run: crate::quiz::run::Run, id: String, end: bool) -> impl IntoView {
    let place = run.place(&id)?;
    let progress = run.progress(&place);
    let next = place
        .next
        .map(|(next, title)| (run.href(next), title.to_string()));
    Some(if !end {
        view! { <p class="run-place">{progress}</p> }.into_any()
    } else {
        let on = match next {
            Some((href, title)) => view! {
                <a class="button-link primary run-next" href=href>{format!("Next in this set: {title} →")}</a>
            }
            .into_any(),
            None => view! {
                <span>"That was the last one. "</span>
                <a class="run-back" href=run.back.clone()>{format!("Back to {}", run.name)}</a>
            }
            .into_any(),
        };
        view! {
            <nav class="run-end" aria-label="Your way through this set">
                <p>{format!("{progress}.")} {on}</p>
            </nav>
        }
        .into_any()
    })
}

/// Bring the element a fragment names (`#q-2-why`) into view, once it is
/// drawn: the page is drawn after the browser looked for it.
fn scroll_to_fragment(hash: &str) {
    let id = js_sys::decode_uri_component(hash.trim_start_matches('#'))
        .ok()
        .and_then(|s| s.as_string())
        .unwrap_or_default();
    if let Some(el) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id(&id))
    {
        el.scroll_into_view();
    }
}
