//! One exam question: the scenario's first question, as `quiz::asked`
//! builds it from the prepared lesson, answered without feedback. An
//! ordering question uses the ordering widget itself (`OrderQuestion`:
//! drag, keyboard or buttons); the others are one radio group. Every answer
//! is judged when given (all or nothing: `Asked::score` in exam mode, the
//! scoring the scenario page uses), kept in the exam and
//! saved at once, so a reload or the end of the time loses nothing. Nothing
//! here says whether an answer is right: that waits for the result page.
//!
//! These are not `questions.rs`'s blocks because those record an attempt,
//! show a verdict and open the trace the moment an answer is checked, all of
//! which an exam must hold back.

use std::sync::Arc;

use leptos::prelude::*;

use super::data::Lesson;
use super::ordering::Item;
use super::{store, OrderQuestion};
use crate::quiz::asked::{Asked, Form};
use crate::quiz::exam::{Answer, Exam};
use crate::quiz::ordering::Ordering;
use crate::quiz::{self, Mode};

/// Keep an answer in the exam and save it; `false` when the exam no longer
/// takes answers (handed in, or the time is up).
fn keep(exam: RwSignal<Exam>, scenario: &str, question: &str, answer: Vec<String>, legal: bool) {
    let at = js_sys::Date::now();
    let mut kept = false;
    exam.update(|e| {
        kept = e.answer(
            scenario,
            Answer {
                question: question.to_string(),
                answer,
                legal,
                at,
            },
        )
    });
    if kept {
        let _ = store::save_exam(&exam.get_untracked());
    }
}

/// The exam's question on this scenario.
#[component]
pub fn ExamQuestion(lesson: Arc<Lesson>, exam: RwSignal<Exam>) -> impl IntoView {
    let scenario = lesson.scenario.meta.id.clone();
    let asked = match Asked::of(&lesson, 0) {
        Ok(a) => a,
        Err(e) => {
            return view! { <p class="error">"This question cannot be asked: " {e}</p> }.into_any()
        }
    };
    let qid = asked.id.clone();
    // The answer given before, if it is to this question.
    let saved: Option<Vec<String>> = exam.with_untracked(|e| {
        e.answers
            .get(&scenario)
            .filter(|a| a.question == qid)
            .map(|a| a.answer.clone())
    });
    let closed = Signal::derive(move || {
        exam.with(|e| e.is_finished() || e.remaining(js_sys::Date::now()) <= 0.0)
    });
    let answered = {
        let scenario = scenario.clone();
        move || exam.with(|e| e.answers.contains_key(&scenario))
    };
    let status = move || match answered() {
        true => "Answer saved. You can change it until you hand the exam in.",
        false => "Not answered yet.",
    };
    let heading_id = format!("exam-prompt-{qid}");
    let prompt = asked.prompt.clone();
    // All or nothing, scored by the question (a wrong shape is not right).
    let legal_of = {
        let asked = asked.clone();
        move |answer: &[String]| asked.score(answer, Mode::Exam).is_ok_and(|s| s.legal)
    };
    match asked.form {
        Form::Order { events, space } => {
            let start = saved
                .filter(|a| {
                    let mut a = a.clone();
                    let mut e = space.events.clone();
                    a.sort();
                    e.sort();
                    a == e
                })
                .unwrap_or_else(|| quiz::starting_order(&space, &format!("{scenario}/{qid}")));
            let state = RwSignal::new(Ordering::new(start));
            // Only the order is the answer, not what is picked up.
            let order = Memo::new(move |_| state.with(|s| s.order.clone()));
            let items: Vec<Item> = events;
            let save = {
                let (scenario, qid) = (scenario.clone(), qid.clone());
                move |answer: Vec<String>| {
                    let legal = legal_of(&answer);
                    keep(exam, &scenario, &qid, answer, legal);
                }
            };
            // Every move is an answer: what is on screen when the time runs
            // out is what counts.
            let on_move = save.clone();
            Effect::new(move |first: Option<()>| {
                let now = order.get();
                if first.is_some() {
                    on_move(now);
                }
            });
            let keep_order = move |_| save(order.get_untracked());
            view! {
                <section class="question exam-question" aria-labelledby=heading_id.clone()>
                    <h3 id=heading_id.clone()>{prompt}</h3>
                    <OrderQuestion items=items state=state locked=closed id=format!("exam-{qid}") />
                    <div class="actions">
                        <button type="button" class="secondary" on:click=keep_order disabled=move || closed.get()>
                            "Answer with this order"
                        </button>
                    </div>
                    <p class="exam-saved" role="status">{status}</p>
                </section>
            }
            .into_any()
        }
        Form::Pick { options, .. } => {
            let picked = RwSignal::new(saved.and_then(|a| a.first().cloned()));
            let group = format!("exam-pick-{qid}");
            let radios = options
                .into_iter()
                .map(|o| {
                    let (oid, text) = (o.id, o.text);
                    let is_this = {
                        let v = oid.clone();
                        move || picked.with(|p| p.as_deref() == Some(v.as_str()))
                    };
                    let on_pick = {
                        let (scenario, qid, oid) = (scenario.clone(), qid.clone(), oid.clone());
                        let legal_of = legal_of.clone();
                        move |_| {
                            picked.set(Some(oid.clone()));
                            let answer = vec![oid.clone()];
                            let legal = legal_of(&answer);
                            keep(exam, &scenario, &qid, answer, legal);
                        }
                    };
                    view! {
                        <label class="option" data-option=oid.clone()>
                            <input type="radio" name=group.clone() value=oid.clone() prop:checked=is_this disabled=move || closed.get() on:change=on_pick />
                            " "
                            {text}
                        </label>
                    }
                })
                .collect_view();
            view! {
                <section class="question exam-question">
                    <fieldset class="pick-one">
                        <legend id=heading_id>{prompt}</legend>
                        {radios}
                    </fieldset>
                    <p class="exam-saved" role="status">{status}</p>
                </section>
            }
            .into_any()
        }
    }
}
