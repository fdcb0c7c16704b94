//! A scenario (`/scenarios/:id`, and `/embed/:id` with minimal chrome): the
//! situation and the board, the question, then the reveal.

use std::sync::Arc;

use leptos::prelude::*;
use leptos_meta::Title;
use leptos_router::components::A;
use leptos_router::hooks::{use_params_map, use_query_map};

use super::data::{self, Prepared, Unavailable};
use super::ordering::Item;
use super::reveal::{Timeline, Verdict};
use super::{store, Board, NotFound, OrderQuestion};
use crate::quiz::{self, progress::Attempt, Mode};
use crate::scenario::Question;

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
    move || match data::prepare(&id()) {
        Ok(p) => view! { <ScenarioView prepared=p embedded=embedded /> }.into_any(),
        Err(Unavailable::NotFound) => {
            view! { <NotFound what=format!("scenario called \u{201c}{}\u{201d}", id()) /> }
                .into_any()
        }
        Err(Unavailable::Invalid(diags)) => {
            view! { <Problems diags=diags.iter().map(|d| d.to_string()).collect() /> }.into_any()
        }
        Err(Unavailable::Engine(e)) => view! { <Problems diags=vec![e] /> }.into_any(),
    }
}

/// A scenario that cannot be shown, with why.
#[component]
fn Problems(diags: Vec<String>) -> impl IntoView {
    view! {
        <Title text="Scenario with errors · Timing Window" />
        <section class="problems">
            <h1>"This scenario has errors"</h1>
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
            </header>
            <section class="situation" aria-label="The situation">
                <h2>"The situation"</h2>
                <p>{meta.situation.clone()}</p>
                {assumptions}
            </section>
            <Board state=prepared.scenario.board.clone() />
            {questions}
            <Show when=move || show_trace.get()>
                <Timeline prepared=trace_prepared.clone() step=step />
            </Show>
        </article>
    }
}

/// One question with its answer, check button and verdict.
#[component]
fn QuestionBlock(
    prepared: Arc<Prepared>,
    index: usize,
    question: Question,
    show_trace: RwSignal<bool>,
) -> impl IntoView {
    let Question::Order {
        id,
        prompt,
        events,
        explanation,
    } = question;
    let Some(space) = prepared.spaces.get(index).cloned().flatten() else {
        return view! { <p class="error">"This question has no events to order."</p> }.into_any();
    };
    let scenario_id = prepared.scenario.meta.id.clone();
    let start = quiz::starting_order(&space, &format!("{scenario_id}/{id}"));
    let order = RwSignal::new(start.clone());
    let checked: RwSignal<Option<quiz::OrderScore>> = RwSignal::new(None);
    let saved_error: RwSignal<Option<String>> = RwSignal::new(None);
    let opened_at = js_sys::Date::now();
    let items: Vec<Item> = events
        .iter()
        .map(|(label, name)| Item {
            label: label.clone(),
            name: name.clone(),
        })
        .collect();
    let names = events.clone();
    let space = StoredValue::new(space);
    let (qid, sid) = (id.clone(), scenario_id.clone());
    let check = move |_| {
        let answer = order.get_untracked();
        let Ok(score) = space.with_value(|s| quiz::score_order(s, &answer, Mode::Practice)) else {
            return;
        };
        let attempt = Attempt {
            scenario: sid.clone(),
            question: qid.clone(),
            answer,
            score: score.score,
            legal: score.verdict.legal,
            at: js_sys::Date::now(),
            duration: js_sys::Date::now() - opened_at,
        };
        saved_error.set(store::record(attempt).err());
        checked.set(Some(score));
        show_trace.set(true);
    };
    let retry = move |_| {
        checked.set(None);
        order.set(start.clone());
    };
    let locked = Signal::derive(move || checked.with(Option::is_some));
    let legal_count = space.with_value(|s| s.orders.len());
    let truncated = space.with_value(|s| s.truncated);
    let explanation = StoredValue::new(explanation);
    view! {
        <section class="question" aria-labelledby=format!("q-{id}")>
            <h2 id=format!("q-{id}")>{prompt}</h2>
            <OrderQuestion items=items order=order locked=locked id=id.clone() />
            <div class="actions">
                <Show
                    when=move || checked.with(Option::is_none)
                    fallback=move || view! { <button type="button" class="secondary" on:click=retry.clone()>"Try again"</button> }
                >
                    <button type="button" class="primary" on:click=check.clone()>"Check my order"</button>
                </Show>
            </div>
            {move || saved_error.get().map(|e| view! { <p class="error" role="alert">"Your answer could not be saved: " {e}</p> })}
            {move || {
                checked
                    .get()
                    .map(|score| {
                        view! {
                            <Verdict score=score names=names.clone() legal_count=legal_count truncated=truncated />
                            <section class="explanation">
                                <h3>"Why"</h3>
                                <p>{explanation.get_value()}</p>
                            </section>
                        }
                    })
            }}
        </section>
    }
    .into_any()
}
