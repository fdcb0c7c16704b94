//! The questions of a scenario: ordering, multiple choice, "who decides?"
//! and "what is the outcome?". Each records an attempt when checked and
//! opens the engine's trace.

use std::sync::Arc;

use leptos::prelude::*;

use super::data::Prepared;
use super::ordering::Item;
use super::reading::ReadingNotes;
use super::reveal::Verdict;
use super::{store, OrderQuestion};
use crate::quiz::{self, progress::Attempt, Mode};
use crate::scenario::question::find_decision;
use crate::scenario::{Question, Reading};

/// Practice (partial credit) or exam (all or nothing).
#[component]
pub fn ModeSwitch(mode: RwSignal<Mode>) -> impl IntoView {
    view! {
        <fieldset class="mode-switch">
            <legend>"Scoring"</legend>
            <label>
                <input type="radio" name="mode" checked=move || mode.get() == Mode::Practice on:change=move |_| mode.set(Mode::Practice) />
                " Practice: partial credit for what you got right"
            </label>
            <label>
                <input type="radio" name="mode" checked=move || mode.get() == Mode::Exam on:change=move |_| mode.set(Mode::Exam) />
                " Exam: all or nothing"
            </label>
        </fieldset>
    }
}

fn save(
    scenario: &str,
    question: &str,
    answer: Vec<String>,
    score: f64,
    legal: bool,
    opened_at: f64,
) -> Option<String> {
    let now = js_sys::Date::now();
    super::embed::answered(scenario, question, &answer, score, legal, now - opened_at);
    store::record(Attempt {
        scenario: scenario.to_string(),
        question: question.to_string(),
        answer,
        score,
        legal,
        at: now,
        duration: now - opened_at,
    })
    .err()
}

#[component]
pub fn QuestionBlock(
    prepared: Arc<Prepared>,
    index: usize,
    question: Question,
    show_trace: RwSignal<bool>,
) -> impl IntoView {
    // The readings this question's answer rests on, shown with its "Why".
    let readings: Vec<Reading> = prepared
        .scenario
        .readings_for(question.id())
        .cloned()
        .collect();
    match question {
        Question::Order { id, prompt, events, explanation, .. } => {
            view! { <OrderBlock prepared=prepared index=index id=id prompt=prompt events=events explanation=explanation readings=readings show_trace=show_trace /> }.into_any()
        }
        Question::Choice { id, prompt, options, answer, explanation, .. } => {
            let opts = options.iter().map(|o| (o.id.clone(), o.text.clone(), o.why_wrong.clone())).collect();
            view! { <PickOne prepared=prepared id=id prompt=prompt options=opts answer=answer explanation=explanation readings=readings show_trace=show_trace note=None /> }.into_any()
        }
        Question::WhoDecides { id, prompt, at, answer, explanation } => {
            let trace = &prepared.trace;
            let (right, choices) = crate::scenario::question::who_decides_options(&prepared.run(), &answer);
            let opts = choices.into_iter().map(|(name, why)| (name.clone(), name, why)).collect();
            // What the engine shows at that decision: who, and what was legal.
            let note = find_decision(trace, &at).ok().map(|d| format!("At step {}, {} decided: {} They could choose {}.", d.step + 1, d.choice.chooser, crate::quiz::names::sentence(&d.choice.prompt), crate::quiz::names::either(&d.choice.options)));
            view! { <PickOne prepared=prepared id=id prompt=prompt options=opts answer=right explanation=explanation readings=readings show_trace=show_trace note=note /> }.into_any()
        }
        Question::Outcome { id, prompt, answer, explanation } => {
            let opts = prepared.scenario.outcomes.iter().map(|o| (o.clone(), o.clone(), (*o != answer).then(|| format!("The engine's run ends: {answer}.")))).collect();
            let note = prepared.trace.outcome.clone();
            view! { <PickOne prepared=prepared id=id prompt=prompt options=opts answer=answer explanation=explanation readings=readings show_trace=show_trace note=note /> }.into_any()
        }
    }
}

/// An ordering question, scored against every legal order.
#[component]
fn OrderBlock(
    prepared: Arc<Prepared>,
    index: usize,
    id: String,
    prompt: String,
    events: Vec<(String, String)>,
    explanation: String,
    readings: Vec<Reading>,
    show_trace: RwSignal<bool>,
) -> impl IntoView {
    let Some(space) = prepared.spaces.get(index).cloned().flatten() else {
        return view! { <p class="error">"This question has no events to order."</p> }.into_any();
    };
    let mode = use_context::<RwSignal<Mode>>().unwrap_or_else(|| RwSignal::new(Mode::Practice));
    let scenario_id = prepared.scenario.meta.id.clone();
    let game = prepared.scenario.meta.game.clone();
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
            detail: quiz::names::event_detail(&prepared.trace, label),
        })
        .collect();
    let names = events.clone();
    let space = StoredValue::new(space);
    let (qid, sid) = (id.clone(), scenario_id.clone());
    let check = move |_| {
        let answer = order.get_untracked();
        let Ok(score) = space.with_value(|s| quiz::score_order(s, &answer, mode.get_untracked()))
        else {
            return;
        };
        saved_error.set(save(
            &sid,
            &qid,
            answer,
            score.score,
            score.verdict.legal,
            opened_at,
        ));
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
    let readings = StoredValue::new(readings);
    let notes_id = format!("q-{id}");
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
                            <Verdict score=score names=names.clone() legal_count=legal_count truncated=truncated game=game.clone() />
                            <section class="explanation">
                                <h3>"Why"</h3>
                                <p><super::RuleProse text=explanation.get_value() /></p>
                                <ReadingNotes readings=readings.get_value() id=notes_id.clone() />
                            </section>
                        }
                    })
            }}
        </section>
    }
    .into_any()
}

/// A question with one right option among several (multiple choice, who
/// decides, outcome). Each wrong option says what reasoning leads to it.
#[component]
fn PickOne(
    prepared: Arc<Prepared>,
    id: String,
    prompt: String,
    /// (id, text, why it is wrong — `None` for the right one).
    options: Vec<(String, String, Option<String>)>,
    answer: String,
    explanation: String,
    /// The readings the answer rests on, shown with the explanation.
    readings: Vec<Reading>,
    show_trace: RwSignal<bool>,
    /// What the engine's trace says, shown with the verdict.
    note: Option<String>,
) -> impl IntoView {
    let picked: RwSignal<Option<String>> = RwSignal::new(None);
    let checked = RwSignal::new(false);
    let saved_error: RwSignal<Option<String>> = RwSignal::new(None);
    let opened_at = js_sys::Date::now();
    let scenario_id = prepared.scenario.meta.id.clone();
    let options = StoredValue::new(options);
    let answer = StoredValue::new(answer);
    let (qid, sid) = (id.clone(), scenario_id);
    let check = move |_| {
        let Some(p) = picked.get_untracked() else {
            return;
        };
        let right = answer.with_value(|a| *a == p);
        saved_error.set(save(
            &sid,
            &qid,
            vec![p],
            if right { 1.0 } else { 0.0 },
            right,
            opened_at,
        ));
        checked.set(true);
        show_trace.set(true);
    };
    let group = format!("pick-{id}");
    let radios = options.with_value(|opts| {
        opts.iter()
            .map(|(oid, text, _)| {
                let value = oid.clone();
                let is_this = {
                    let v = oid.clone();
                    move || picked.with(|p| p.as_deref() == Some(v.as_str()))
                };
                let mark = {
                    let v = oid.clone();
                    move || {
                        if !checked.get() {
                            return "";
                        }
                        let right = answer.with_value(|a| *a == v);
                        let chosen = picked.with(|p| p.as_deref() == Some(v.as_str()));
                        match (right, chosen) {
                            (true, _) => "right",
                            (false, true) => "wrong",
                            _ => "",
                        }
                    }
                };
                view! {
                    <label class=move || format!("option {}", mark()) data-option=oid.clone()>
                        <input type="radio" name=group.clone() value=oid.clone() checked=is_this disabled=move || checked.get() on:change=move |_| picked.set(Some(value.clone())) />
                        " "
                        {text.clone()}
                    </label>
                }
            })
            .collect_view()
    });
    let verdict = move || {
        if !checked.get() {
            return None;
        }
        let p = picked.get().unwrap_or_default();
        let right = answer.with_value(|a| *a == p);
        let why = options.with_value(|o| {
            o.iter()
                .find(|(i, _, _)| *i == p)
                .and_then(|(_, _, w)| w.clone())
        });
        let right_text = options
            .with_value(|o| {
                o.iter()
                    .find(|(i, _, _)| answer.with_value(|a| a == i))
                    .map(|(_, t, _)| t.clone())
            })
            .unwrap_or_default();
        Some(view! {
            <section class="verdict" class:legal=right aria-live="polite" aria-label="Your result">
                <h3 class="score">{if right { "Right" } else { "Not quite" }}</h3>
                {(!right).then(|| view! { <p>"The answer: " <strong>{right_text.clone()}</strong></p> })}
                {why.map(|w| view! { <p class="first-broken"><strong>"Why that option is tempting but wrong: "</strong><super::RuleProse text=w /></p> })}
                {note.clone().map(|n| view! { <p class="note">"The engine: " {n}</p> })}
            </section>
        })
    };
    let explanation = StoredValue::new(explanation);
    let readings = StoredValue::new(readings);
    let notes_id = format!("q-{id}");
    view! {
        <section class="question" aria-labelledby=format!("q-{id}")>
            <fieldset class="pick-one">
                <legend id=format!("q-{id}")>{prompt}</legend>
                {radios}
            </fieldset>
            <div class="actions">
                <button type="button" class="primary" on:click=check disabled=move || checked.get() || picked.with(Option::is_none)>
                    "Check my answer"
                </button>
                <Show when=move || checked.get()>
                    <button type="button" class="secondary" on:click=move |_| { checked.set(false); picked.set(None); }>"Try again"</button>
                </Show>
            </div>
            {move || saved_error.get().map(|e| view! { <p class="error" role="alert">"Your answer could not be saved: " {e}</p> })}
            {verdict}
            <Show when=move || checked.get()>
                <section class="explanation">
                    <h3>"Why"</h3>
                    <p><super::RuleProse text=explanation.get_value() /></p>
                    <ReadingNotes readings=readings.get_value() id=notes_id.clone() />
                </section>
            </Show>
        </section>
    }
}
