//! The questions of a scenario: ordering, multiple choice, "who decides?"
//! and "what is the outcome?". Each keeps its answer in the scenario's draft
//! (`quiz::draft`, saved by the page) as it changes, records an attempt when
//! checked, and moves keyboard focus to its result.

use std::sync::Arc;

use leptos::prelude::*;

use super::data::Lesson;
use super::ordering::Item;
use super::reading::ReadingNotes;
use super::reveal::Verdict;
use super::what_if::WrongOrderReplay;
use super::{store, OrderQuestion};
use crate::quiz::draft::{Answer, ScenarioDraft, Shape};
use crate::quiz::marks::{self, Mark, OrderMarks};
use crate::quiz::ordering::Ordering;
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

/// Focus the element with this id once the page has drawn it: the result
/// after a check, the question after "Try again", a what-if panel, an exam
/// question. The one helper every page uses.
pub fn focus_later(id: impl Into<String>) {
    let id: String = id.into();
    request_animation_frame(move || {
        use wasm_bindgen::JsCast;
        if let Some(el) = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.get_element_by_id(&id))
            .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok())
        {
            let _ = el.focus();
        }
    });
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

/// A pick-one question's options as (id, text, why it is wrong), its
/// right option's id and what the engine's trace says about it.
type Picks = (
    Vec<(String, String, Option<String>)>,
    String,
    Option<String>,
);

/// The options of a question that is not an ordering one.
fn picks(lesson: &Lesson, question: &Question) -> Option<Picks> {
    match question {
        Question::Order { .. } => None,
        Question::Choice {
            options, answer, ..
        } => {
            let opts = options
                .iter()
                .map(|o| (o.id.clone(), o.text.clone(), o.why_wrong.clone()))
                .collect();
            Some((opts, answer.clone(), None))
        }
        Question::WhoDecides { at, answer, .. } => {
            let trace = &lesson.trace;
            let (right, choices) =
                crate::scenario::question::who_decides_options(&lesson.run(), answer);
            let opts = choices
                .into_iter()
                .map(|(name, why)| (name.clone(), name, why))
                .collect();
            // What the engine shows at that decision: who, and what was legal.
            let note = find_decision(trace, at).ok().map(|d| {
                format!(
                    "At step {}, {} decided: {} They could choose {}.",
                    d.step + 1,
                    d.choice.chooser,
                    crate::quiz::names::sentence(&d.choice.prompt),
                    crate::quiz::names::either(&d.choice.options)
                )
            });
            Some((opts, right, note))
        }
        Question::Outcome { answer, .. } => {
            let opts = lesson
                .scenario
                .outcomes
                .iter()
                .map(|o| {
                    let why = (o != answer).then(|| format!("The engine's run ends: {answer}."));
                    (o.clone(), o.clone(), why)
                })
                .collect();
            Some((opts, answer.clone(), lesson.trace.outcome.clone()))
        }
    }
}

/// What each question's answer looks like, by question id: its events or
/// its options. A stored draft that does not fit is forgotten.
pub fn shapes(lesson: &Lesson) -> Vec<(String, Shape)> {
    lesson
        .scenario
        .questions
        .iter()
        .enumerate()
        .filter_map(|(i, q)| {
            let shape = match picks(lesson, q) {
                Some((opts, _, _)) => Shape::Pick(opts.into_iter().map(|(id, _, _)| id).collect()),
                None => Shape::Order(lesson.spaces.get(i)?.as_ref()?.events.clone()),
            };
            Some((q.id().to_string(), shape))
        })
        .collect()
}

#[component]
pub fn QuestionBlock(
    lesson: Arc<Lesson>,
    index: usize,
    question: Question,
    draft: RwSignal<ScenarioDraft>,
) -> impl IntoView {
    // The readings this question's answer rests on, shown with its "Why".
    let readings: Vec<Reading> = lesson
        .scenario
        .readings_for(question.id())
        .cloned()
        .collect();
    let picked = picks(&lesson, &question);
    match (question, picked) {
        (Question::Order { id, prompt, events, explanation, .. }, _) => {
            view! { <OrderBlock lesson=lesson index=index id=id prompt=prompt events=events explanation=explanation readings=readings draft=draft /> }.into_any()
        }
        (Question::Choice { id, prompt, explanation, .. } | Question::WhoDecides { id, prompt, explanation, .. } | Question::Outcome { id, prompt, explanation, .. }, Some((opts, answer, note))) => {
            view! { <PickOne lesson=lesson id=id prompt=prompt options=opts answer=answer explanation=explanation readings=readings draft=draft note=note /> }.into_any()
        }
        (_, None) => view! { <p class="error">"This question has no options."</p> }.into_any(),
    }
}

/// An ordering question, scored against every legal order.
#[component]
fn OrderBlock(
    lesson: Arc<Lesson>,
    index: usize,
    id: String,
    prompt: String,
    events: Vec<(String, String)>,
    explanation: String,
    readings: Vec<Reading>,
    draft: RwSignal<ScenarioDraft>,
) -> impl IntoView {
    // Each result region is named by its question: several are on the page.
    let prompt_label = StoredValue::new(prompt.clone());
    let Some(space) = lesson.spaces.get(index).cloned().flatten() else {
        return view! { <p class="error">"This question has no events to order."</p> }.into_any();
    };
    let mode = use_context::<RwSignal<Mode>>().unwrap_or_else(|| RwSignal::new(Mode::Practice));
    let scenario_id = lesson.scenario.meta.id.clone();
    let game = lesson.scenario.meta.game.clone();
    let start = quiz::starting_order(&space, &format!("{scenario_id}/{id}"));
    // What was here before a reload, Back or a rule link, if it still fits.
    let stored = draft.with_untracked(|d| {
        d.question(&id, &Shape::Order(space.events.clone()))
            .cloned()
    });
    // The readings the answer rests on, as the marks read them.
    let read_orders: Vec<(Vec<String>, Vec<String>, String)> = readings
        .iter()
        .map(|r| (r.first.clone(), r.then.clone(), r.other.clone()))
        .collect();
    let score_of = move |space: &crate::timing::OrderSpace, answer: &[String], m: Mode| {
        quiz::score_order(space, answer, m).ok().map(|score| {
            let read: Vec<marks::ReadOrder> = read_orders
                .iter()
                .map(|(first, then, other)| marks::ReadOrder { first, then, other })
                .collect();
            let marks = marks::order_marks_read(&space.constraints, &score, m, &read);
            (score, marks)
        })
    };
    let initial_order = match stored.as_ref().map(|d| &d.answer) {
        Some(Answer::Order { order }) => order.clone(),
        _ => start.clone(),
    };
    let initial_checked = stored
        .as_ref()
        .and_then(|d| d.checked)
        .and_then(|m| score_of(&space, &initial_order, m));
    let state = RwSignal::new(Ordering::new(initial_order));
    let checked: RwSignal<Option<(quiz::OrderScore, OrderMarks)>> = RwSignal::new(initial_checked);
    let saved_error: RwSignal<Option<String>> = RwSignal::new(None);
    let opened_at = js_sys::Date::now();
    let items: Vec<Item> = events
        .iter()
        .map(|(label, name)| Item {
            label: label.clone(),
            name: name.clone(),
            detail: quiz::names::event_detail(&lesson.trace, label),
        })
        .collect();
    let names = events.clone();
    let replay_lesson = lesson.clone();
    let space = StoredValue::new(space);
    // Keep the order in progress in the draft as it changes (not the first
    // run: an untouched starting order is no answer).
    let draft_id = id.clone();
    Effect::new(move |first: Option<()>| {
        let order = state.with(|s| s.order.clone());
        if first.is_some() && checked.with_untracked(Option::is_none) {
            let now = js_sys::Date::now();
            draft.update(|d| d.set_answer(&draft_id, Answer::Order { order }, now));
        }
    });
    let (qid, sid) = (id.clone(), scenario_id.clone());
    let result_id = format!("result-{id}");
    let question_id = format!("question-{id}");
    let check = {
        let result_id = result_id.clone();
        move |_| {
            let answer = state.with_untracked(|s| s.order.clone());
            let m = mode.get_untracked();
            let Some((score, marks)) = space.with_value(|s| score_of(s, &answer, m)) else {
                return;
            };
            saved_error.set(save(
                &sid,
                &qid,
                answer.clone(),
                score.score,
                score.verdict.legal,
                opened_at,
            ));
            state.update(|s| s.grabbed = None);
            checked.set(Some((score, marks)));
            let now = js_sys::Date::now();
            draft.update(|d| d.check(&qid, Answer::Order { order: answer }, m, now));
            focus_later(result_id.clone());
        }
    };
    let retry = {
        let (qid, question_id) = (id.clone(), question_id.clone());
        move |_| {
            checked.set(None);
            let now = js_sys::Date::now();
            draft.update(|d| d.retry(&qid, now));
            state.set(Ordering::new(start.clone()));
            if let Some(w) = super::what_if::WhatIf::get() {
                w.replay.set(None);
            }
            focus_later(question_id.clone());
        }
    };
    let locked = Signal::derive(move || checked.with(Option::is_some));
    let legal_count = space.with_value(|s| s.orders.len());
    let truncated = space.with_value(|s| s.truncated);
    let explanation = StoredValue::new(explanation);
    let readings = StoredValue::new(readings);
    let notes_id = format!("q-{id}");
    view! {
        <section class="question" id=question_id tabindex="-1" aria-labelledby=format!("q-{id}") data-checked=move || checked.with(Option::is_some).to_string()>
            <h2 id=format!("q-{id}")>{prompt}</h2>
            <OrderQuestion items=items state=state locked=locked id=id.clone() />
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
                    .map(|(score, marks)| {
                        // A wrong order, replayed step by step against the rules.
                        let replay = (!score.verdict.legal).then(|| {
                            view! { <WrongOrderReplay lesson=replay_lesson.clone() index=index answer=score.verdict.answer.clone() names=names.clone() readings=readings.get_value() /> }
                        });
                        // Legal in a run where a player chose otherwise: not
                        // called wrong (issue 15), the heading says so.
                        let mut marks = marks;
                        if !score.verdict.legal {
                            if let Some((heading, sentence)) = super::what_if::legal_elsewhere(&replay_lesson, index, &score.verdict.answer) {
                                marks.heading = heading;
                                marks.sentence = sentence;
                            }
                        }
                        view! {
                            <div class="result" id=result_id.clone() tabindex="-1">
                                <Verdict score=score marks=marks names=names.clone() legal_count=legal_count truncated=truncated readings=readings.get_value() game=game.clone() label=format!("Your result: {}", prompt_label.get_value()) />
                                {replay}
                                <section class="explanation">
                                    <h3>"Why"</h3>
                                    <p><super::RuleProse text=explanation.get_value() /></p>
                                    <ReadingNotes readings=readings.get_value() id=notes_id.clone() />
                                </section>
                            </div>
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
    lesson: Arc<Lesson>,
    id: String,
    prompt: String,
    /// (id, text, why it is wrong — `None` for the right one).
    options: Vec<(String, String, Option<String>)>,
    answer: String,
    explanation: String,
    /// The readings the answer rests on, shown with the explanation.
    readings: Vec<Reading>,
    draft: RwSignal<ScenarioDraft>,
    /// What the engine's trace says, shown with the verdict.
    note: Option<String>,
) -> impl IntoView {
    // Each result region is named by its question: several are on the page.
    let prompt_label = StoredValue::new(prompt.clone());
    let option_ids: Vec<String> = options.iter().map(|(i, _, _)| i.clone()).collect();
    let stored = draft.with_untracked(|d| d.question(&id, &Shape::Pick(option_ids)).cloned());
    let picked: RwSignal<Option<String>> =
        RwSignal::new(match stored.as_ref().map(|d| &d.answer) {
            Some(Answer::Pick { picked }) => Some(picked.clone()),
            _ => None,
        });
    let checked = RwSignal::new(stored.as_ref().is_some_and(|d| d.checked.is_some()));
    let saved_error: RwSignal<Option<String>> = RwSignal::new(None);
    let opened_at = js_sys::Date::now();
    let scenario_id = lesson.scenario.meta.id.clone();
    let options = StoredValue::new(options);
    let answer = StoredValue::new(answer);
    let result_id = format!("result-{id}");
    let question_id = format!("question-{id}");
    let (qid, sid) = (id.clone(), scenario_id);
    let check = {
        let result_id = result_id.clone();
        move |_| {
            let Some(p) = picked.get_untracked() else {
                return;
            };
            let right = answer.with_value(|a| marks::choice_right(a, Some(&p)));
            saved_error.set(save(
                &sid,
                &qid,
                vec![p.clone()],
                if right { 1.0 } else { 0.0 },
                right,
                opened_at,
            ));
            checked.set(true);
            let (now, mode) = (js_sys::Date::now(), draft.with_untracked(|d| d.mode));
            draft.update(|d| d.check(&qid, Answer::Pick { picked: p }, mode, now));
            focus_later(result_id.clone());
        }
    };
    let retry = {
        let (qid, question_id) = (id.clone(), question_id.clone());
        move |_| {
            checked.set(false);
            picked.set(None);
            let now = js_sys::Date::now();
            draft.update(|d| d.retry(&qid, now));
            focus_later(question_id.clone());
        }
    };
    let group = format!("pick-{id}");
    let draft_id = StoredValue::new(id.clone());
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
                        let mark = answer.with_value(|a| picked.with(|p| marks::option_mark(a, p.as_deref(), &v)));
                        match mark {
                            Mark::Plain => "",
                            m => m.slug(),
                        }
                    }
                };
                let choose = move |_| {
                    picked.set(Some(value.clone()));
                    let now = js_sys::Date::now();
                    let picked = value.clone();
                    draft.update(|d| draft_id.with_value(|q| d.set_answer(q, Answer::Pick { picked }, now)));
                };
                view! {
                    <label class=move || format!("option {}", mark()) data-option=oid.clone()>
                        <input type="radio" name=group.clone() value=oid.clone() checked=is_this disabled=move || checked.get() on:change=choose />
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
        let right = answer.with_value(|a| marks::choice_right(a, Some(&p)));
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
            <section class="verdict" class:legal=right aria-label=format!("Your result: {}", prompt_label.get_value())>
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
        <section class="question" id=question_id tabindex="-1" aria-labelledby=format!("q-{id}") data-checked=move || checked.get().to_string()>
            <fieldset class="pick-one">
                <legend id=format!("q-{id}")>{prompt}</legend>
                {radios}
            </fieldset>
            <div class="actions">
                <button type="button" class="primary" on:click=check disabled=move || checked.get() || picked.with(Option::is_none)>
                    "Check my answer"
                </button>
                <Show when=move || checked.get()>
                    <button type="button" class="secondary" on:click=retry.clone()>"Try again"</button>
                </Show>
            </div>
            {move || saved_error.get().map(|e| view! { <p class="error" role="alert">"Your answer could not be saved: " {e}</p> })}
            <div class="result" id=result_id tabindex="-1">
                {verdict}
                <Show when=move || checked.get()>
                    <section class="explanation">
                        <h3>"Why"</h3>
                        <p><super::RuleProse text=explanation.get_value() /></p>
                        <ReadingNotes readings=readings.get_value() id=notes_id.clone() />
                    </section>
                </Show>
            </div>
        </section>
    }
}
