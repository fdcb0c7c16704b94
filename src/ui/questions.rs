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
use super::{focus_later, store, OrderQuestion};
use crate::quiz::asked::{Asked, Form};
use crate::quiz::draft::{Answer, ScenarioDraft, Shape};
use crate::quiz::marks::{self, Mark, OrderMarks};
use crate::quiz::ordering::Ordering;
use crate::quiz::{self, progress::Attempt, Mode};

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

/// What each question's answer looks like, by question id: its events or
/// its options. A stored draft that does not fit is forgotten.
pub fn shapes(asked: &[Result<Asked, String>]) -> Vec<(String, Shape)> {
    asked
        .iter()
        .flatten()
        .map(|a| (a.id.clone(), a.shape()))
        .collect()
}

/// One question of the scenario, as `quiz::asked` built it.
#[component]
pub fn QuestionBlock(
    lesson: Arc<Lesson>,
    asked: Result<Asked, String>,
    draft: RwSignal<ScenarioDraft>,
) -> impl IntoView {
    match asked {
        Ok(asked) if matches!(asked.form, Form::Order { .. }) => {
            view! { <OrderBlock lesson=lesson asked=asked draft=draft /> }.into_any()
        }
        Ok(asked) => view! { <PickOne lesson=lesson asked=asked draft=draft /> }.into_any(),
        Err(e) => view! { <p class="error">"This question cannot be asked: " {e}</p> }.into_any(),
    }
}

/// "Question 2 of 4", above the prompt: where the trainee is among the
/// scenario's questions (nothing for a scenario that asks one).
#[component]
fn Counter(#[prop(into)] text: Option<String>) -> impl IntoView {
    text.map(|t| view! { <p class="question-counter">{t}</p> })
}

/// An ordering question, scored against every legal order.
#[component]
fn OrderBlock(lesson: Arc<Lesson>, asked: Asked, draft: RwSignal<ScenarioDraft>) -> impl IntoView {
    let Form::Order { events, space } = asked.form.clone() else {
        return view! { <p class="error">"This question has no events to order."</p> }.into_any();
    };
    let (index, id, prompt) = (asked.index, asked.id.clone(), asked.prompt.clone());
    let counter = asked.counter();
    let (explanation, readings) = (asked.explanation.clone(), asked.readings.clone());
    // Each result region is named by its question: several are on the page.
    let prompt_label = StoredValue::new(prompt.clone());
    let mode = use_context::<RwSignal<Mode>>().unwrap_or_else(|| RwSignal::new(Mode::Practice));
    let scenario_id = lesson.scenario.meta.id.clone();
    let game = lesson.scenario.meta.game.clone();
    let start = quiz::starting_order(&space, &format!("{scenario_id}/{id}"));
    // What was here before a reload, Back or a rule link, if it still fits.
    let stored = draft.with_untracked(|d| d.question(&id, &asked.shape()).cloned());
    // The readings the answer rests on, as the marks read them.
    let read_orders: Vec<(Vec<String>, Vec<String>, String)> = readings
        .iter()
        .map(|r| (r.first.clone(), r.then.clone(), r.other.clone()))
        .collect();
    let asked = StoredValue::new(asked);
    // Scored by the question itself; the marks are how the page shows it.
    let score_of = move |answer: &[String], m: Mode| {
        let score = asked.with_value(|a| a.score(answer, m)).ok()?.order?;
        let read: Vec<marks::ReadOrder> = read_orders
            .iter()
            .map(|(first, then, other)| marks::ReadOrder { first, then, other })
            .collect();
        let marks = asked.with_value(|a| match &a.form {
            Form::Order { space, .. } => Some(marks::order_marks_read(
                &space.constraints,
                &score,
                m,
                &read,
            )),
            Form::Pick { .. } => None,
        })?;
        Some((score, marks))
    };
    let initial_order = match stored.as_ref().map(|d| &d.answer) {
        Some(Answer::Order { order }) => order.clone(),
        _ => start.clone(),
    };
    let initial_checked = stored
        .as_ref()
        .and_then(|d| d.checked)
        .and_then(|m| score_of(&initial_order, m));
    let state = RwSignal::new(Ordering::new(initial_order));
    let checked: RwSignal<Option<(quiz::OrderScore, OrderMarks)>> = RwSignal::new(initial_checked);
    let saved_error: RwSignal<Option<String>> = RwSignal::new(None);
    let opened_at = js_sys::Date::now();
    let names: Vec<(String, String)> = events
        .iter()
        .map(|e| (e.label.clone(), e.name.clone()))
        .collect();
    let items: Vec<Item> = events;
    let replay_lesson = lesson.clone();
    let legal_count = space.orders.len();
    let truncated = space.truncated;
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
            let Some((score, marks)) = score_of(&answer, m) else {
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
    // "Try again" only after an answer that is not right.
    let may_try_again =
        move || checked.with(|c| c.as_ref().is_some_and(|(s, _)| s.may_try_again()));
    let explanation = StoredValue::new(explanation);
    let readings = StoredValue::new(readings);
    let notes_id = format!("q-{id}");
    view! {
        <section class="question" id=question_id tabindex="-1" aria-labelledby=format!("q-{id}") data-checked=move || checked.with(Option::is_some).to_string()>
            <Counter text=counter />
            <h2 id=format!("q-{id}")>{prompt}</h2>
            <OrderQuestion items=items state=state locked=locked id=id.clone() />
            <div class="actions">
                <Show when=move || checked.with(Option::is_none)>
                    <button type="button" class="primary" on:click=check.clone()>"Check my order"</button>
                </Show>
                <Show when=may_try_again>
                    <button type="button" class="secondary" on:click=retry.clone()>"Try again"</button>
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
fn PickOne(lesson: Arc<Lesson>, asked: Asked, draft: RwSignal<ScenarioDraft>) -> impl IntoView {
    let Form::Pick { options, note, .. } = asked.form.clone() else {
        return view! { <p class="error">"This question has no options."</p> }.into_any();
    };
    let (id, prompt) = (asked.id.clone(), asked.prompt.clone());
    let counter = asked.counter();
    let (explanation, readings) = (asked.explanation.clone(), asked.readings.clone());
    // Each result region is named by its question: several are on the page.
    let prompt_label = StoredValue::new(prompt.clone());
    let stored = draft.with_untracked(|d| d.question(&id, &asked.shape()).cloned());
    let picked: RwSignal<Option<String>> =
        RwSignal::new(match stored.as_ref().map(|d| &d.answer) {
            Some(Answer::Pick { picked }) => Some(picked.clone()),
            _ => None,
        });
    let checked = RwSignal::new(stored.as_ref().is_some_and(|d| d.checked.is_some()));
    let saved_error: RwSignal<Option<String>> = RwSignal::new(None);
    let opened_at = js_sys::Date::now();
    let scenario_id = lesson.scenario.meta.id.clone();
    let asked = StoredValue::new(asked);
    // Right or not, as the question scores it (`None` before a pick).
    let scored = move |p: &str| asked.with_value(|a| a.score(&[p.to_string()], Mode::Practice));
    let right = move |p: &str| scored(p).map(|s| s.legal);
    let may_try_again = move |p: &str| scored(p).is_ok_and(|s| s.may_try_again());
    let result_id = format!("result-{id}");
    let question_id = format!("question-{id}");
    let (qid, sid) = (id.clone(), scenario_id);
    let check = {
        let result_id = result_id.clone();
        move |_| {
            let Some(p) = picked.get_untracked() else {
                return;
            };
            let Ok(right) = right(&p) else {
                return;
            };
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
    let radios = options
            .iter()
            .map(|o| {
                let (oid, text) = (&o.id, &o.text);
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
                        let mark = asked.with_value(|a| match &a.form {
                            Form::Pick { right, .. } => picked.with(|p| marks::option_mark(right, p.as_deref(), &v)),
                            Form::Order { .. } => Mark::Plain,
                        });
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
            .collect_view();
    let verdict = move || {
        if !checked.get() {
            return None;
        }
        let p = picked.get().unwrap_or_default();
        let right = right(&p).unwrap_or(false);
        let why = asked.with_value(|a| a.why_wrong(&p).map(str::to_string));
        let right_text = asked.with_value(|a| a.right_text().to_string());
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
            <Counter text=counter />
            <fieldset class="pick-one">
                <legend id=format!("q-{id}")>{prompt}</legend>
                {radios}
            </fieldset>
            <div class="actions">
                <button type="button" class="primary" on:click=check disabled=move || checked.get() || picked.with(Option::is_none)>
                    "Check my answer"
                </button>
                // "Try again" only after an answer that is not right.
                <Show when=move || checked.get() && picked.with(|p| p.as_deref().is_some_and(may_try_again))>
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
    .into_any()
}
