//! Exam mode (`quiz::exam`): `/exam` explains it and starts one,
//! `/exam?seed=N&minutes=M` is that exam (the same seed draws the same 20
//! scenarios), and `/exam/result` is the result by section once it is
//! handed in. The exam in progress is kept in localStorage after every
//! answer, so a reload picks it up where it was, clock included; when the
//! time is up it is handed in by itself. Answers are recorded in progress
//! (and so the review queue) only when the exam is handed in.

use super::PageTitle;
use leptos::prelude::*;
use leptos_router::components::A;
use leptos_router::hooks::{use_navigate, use_query_map};
use leptos_router::NavigateOptions;

use super::data;
use super::exam_question::ExamQuestion;
use super::{store, BoardView};
use crate::library::CATALOG;
use crate::quiz::exam::{self, Exam, DEFAULT_MINUTES, SIZE};

/// The game the exam draws from.
const GAME: &str = "swu";

fn exam_href(e: &Exam) -> String {
    format!("/exam?seed={}&minutes={}", e.seed, e.minutes)
}

/// Hand the exam in: close it, save it, and count its answers in progress
/// (once: recording again adds nothing).
pub fn hand_in(exam: &mut Exam, now: f64) -> Result<(), String> {
    exam.finish(now);
    store::save_exam(exam)?;
    store::record_all(&exam.attempts()).map(|_| ())
}

/// `/exam` and `/exam?seed=N`.
#[component]
pub fn ExamPage() -> impl IntoView {
    let query = use_query_map();
    let wanted = Memo::new(move |_| {
        query.with(|q| {
            (
                q.get("seed").and_then(|s| s.trim().parse::<u64>().ok()),
                exam::minutes_from(q.get("minutes").as_deref()),
            )
        })
    });
    move || match wanted.get() {
        (None, _) => view! { <ExamStart /> }.into_any(),
        (Some(seed), minutes) => view! { <ExamRun seed=seed minutes=minutes /> }.into_any(),
    }
}

/// What an exam is, the one in progress if any, and a way to start one.
#[component]
fn ExamStart() -> impl IntoView {
    let navigate = use_navigate();
    let stored = store::exam();
    let now = js_sys::Date::now();
    let minutes = RwSignal::new(DEFAULT_MINUTES);
    let in_progress = stored
        .as_ref()
        .filter(|e| !e.is_finished() && e.remaining(now) > 0.0)
        .cloned();
    let current = stored.map(|e| {
        let (href, text, note) = match (e.is_finished(), e.remaining(now) > 0.0) {
            (false, true) => (
                exam_href(&e),
                "Continue your exam",
                format!(
                    "{} of {} answered, {} left.",
                    e.answered(),
                    e.items.len(),
                    exam::clock(e.remaining(now))
                ),
            ),
            (false, false) => (
                "/exam/result".to_string(),
                "See your result",
                "The time of your last exam ran out; it is handed in as it stands.".to_string(),
            ),
            (true, _) => {
                let r = e.result();
                (
                    "/exam/result".to_string(),
                    "See your last result",
                    format!("Your last exam: {} of {} right.", r.right, r.asked),
                )
            }
        };
        view! {
            <section class="exam-current" aria-labelledby="exam-current-h">
                <h2 id="exam-current-h">"Your exam"</h2>
                <p>{note}</p>
                <p><A href=href attr:class="button-link primary">{text}</A></p>
            </section>
        }
    });
    let start = move |_| {
        let seed = (js_sys::Math::random() * 1_000_000_000.0) as u64;
        navigate(
            &format!("/exam?seed={seed}&minutes={}", minutes.get_untracked()),
            NavigateOptions::default(),
        );
    };
    let replaces = in_progress.is_some();
    view! {
        <PageTitle text="Exam · Timing Window" />
        <section class="exam-start">
            <h1>"Exam"</h1>
            <p class="lede">
                {format!("{SIZE} scenarios drawn from across the rule sections, one question each, against the clock. ")}
                "Each answer is all or nothing, and you see nothing about it until you hand the exam in; "
                "then the result shows how you did in each section, with a link to every scenario you missed."
            </p>
            <ul class="exam-rules">
                <li>"Your answers are saved in this browser as you give them: a reload picks up where you were, and the clock keeps running."</li>
                <li>"When the time runs out, the exam is handed in as it stands."</li>
                <li>"The answers count in your progress and review queue once the exam is handed in; a question left unanswered counts as missed and comes back for review."</li>
                <li>"The link of an exam draws the same scenarios again: share it to compare results."</li>
            </ul>
            {current}
            <section class="exam-new" aria-labelledby="exam-new-h">
                <h2 id="exam-new-h">"A new exam"</h2>
                <div class="practice-form">
                    <label class="filter">
                        <span>"Time allowed"</span>
                        <select on:change=move |ev| minutes.set(exam::minutes_from(Some(&event_target_value(&ev))))>
                            <option value="20">"20 minutes"</option>
                            <option value="40" selected=true>"40 minutes"</option>
                            <option value="60">"60 minutes"</option>
                            <option value="90">"90 minutes"</option>
                        </select>
                    </label>
                    <button type="button" class="primary" on:click=start>"Start a new exam"</button>
                </div>
                {replaces.then(|| view! { <p class="note">"Starting a new exam drops the one in progress."</p> })}
            </section>
        </section>
    }
}

/// The exam drawn with `seed`: the saved one if it is this exam, otherwise
/// a fresh one, saved at once.
#[component]
fn ExamRun(seed: u64, minutes: u32) -> impl IntoView {
    let now = js_sys::Date::now();
    let exam = match store::exam().filter(|e| e.seed == seed && e.minutes == minutes) {
        Some(e) => e,
        None => {
            let e = Exam::new(CATALOG, GAME, seed, minutes, now);
            let _ = store::save_exam(&e);
            e
        }
    };
    if exam.items.is_empty() {
        return view! {
            <PageTitle text="Exam · Timing Window" />
            <section class="problems"><h1>"No exam can be drawn"</h1><p>"The library has no scenario to ask."</p></section>
        }
        .into_any();
    }
    let exam = RwSignal::new(exam);
    let done = move || exam.with(|e| e.is_finished());
    view! {
        <Show when=move || !done() fallback=move || view! { <HandedIn exam=exam /> }>
            <ExamTaking exam=exam />
        </Show>
    }
    .into_any()
}

/// This exam was handed in: its result, or take it again.
#[component]
fn HandedIn(exam: RwSignal<Exam>) -> impl IntoView {
    let again = move |_| {
        let (seed, minutes) = exam.with_untracked(|e| (e.seed, e.minutes));
        let fresh = Exam::new(CATALOG, GAME, seed, minutes, js_sys::Date::now());
        let _ = store::save_exam(&fresh);
        exam.set(fresh);
    };
    view! {
        <PageTitle text="Exam handed in · Timing Window" />
        <section class="exam-start">
            <h1>"This exam is handed in"</h1>
            <p>
                <A href="/exam/result" attr:class="button-link primary">"See the result"</A>
                " "
                <button type="button" on:click=again>"Take the same exam again"</button>
            </p>
            <p><A href="/exam">"Start a different exam"</A></p>
        </section>
    }
}

/// The exam being taken: the clock, the questions one at a time with a
/// list to move between them, and handing in.
#[component]
fn ExamTaking(exam: RwSignal<Exam>) -> impl IntoView {
    let navigate = use_navigate();
    let total = exam.with_untracked(|e| e.items.len());
    // The question the trainee was on, kept in the exam: a reload opens it.
    let current = RwSignal::new(exam.with_untracked(|e| e.current));
    read_every_lesson(exam);
    let now = RwSignal::new(js_sys::Date::now());
    let said = RwSignal::new(String::new());
    let confirming = RwSignal::new(false);
    let save_error: RwSignal<Option<String>> = RwSignal::new(None);

    let finish = {
        let navigate = navigate.clone();
        move || {
            let mut e = exam.get_untracked();
            if let Err(err) = hand_in(&mut e, js_sys::Date::now()) {
                save_error.set(Some(err));
            }
            exam.set(e);
            navigate("/exam/result", NavigateOptions::default());
        }
    };
    // One tick a second: the clock, the spoken marks, and the end.
    let tick = {
        let finish = finish.clone();
        move || {
            let before = exam.with_untracked(|e| e.remaining(now.get_untracked()));
            let t = js_sys::Date::now();
            let left = exam.with_untracked(|e| e.remaining(t));
            if let Some(s) = exam::announcement(before, left) {
                said.set(s);
            }
            now.set(t);
            if left <= 0.0 && !exam.with_untracked(Exam::is_finished) {
                finish();
            }
        }
    };
    if exam.with_untracked(|e| e.remaining(js_sys::Date::now())) <= 0.0 {
        // Opened after the time ran out.
        let finish = finish.clone();
        request_animation_frame(finish);
    }
    if let Ok(handle) = set_interval_with_handle(tick, std::time::Duration::from_millis(1000)) {
        on_cleanup(move || handle.clear());
    }

    let left = move || exam.with(|e| e.remaining(now.get()));
    let answered = move || exam.with(|e| e.answered());
    let go = move |i: usize| {
        exam.update(|e| e.go(i));
        let _ = store::save_exam(&exam.get_untracked());
        current.set(exam.with_untracked(|e| e.current));
        confirming.set(false);
        super::focus_later("exam-q-heading");
    };
    let nav = (0..total)
        .map(|i| {
            let is_answered = move || {
                exam.with(|e| {
                    e.items
                        .get(i)
                        .is_some_and(|it| e.answers.contains_key(&it.scenario))
                })
            };
            view! {
                <li>
                    <button
                        type="button"
                        class="exam-jump"
                        class:answered=is_answered
                        aria-current=move || (current.get() == i).then_some("step")
                        aria-label=move || format!("Question {}, {}", i + 1, if is_answered() { "answered" } else { "not answered" })
                        on:click=move |_| go(i)
                    >
                        {i + 1}
                    </button>
                </li>
            }
        })
        .collect_view();
    let question = move || {
        let i = current.get();
        let id = exam.with_untracked(|e| e.items[i].scenario.clone());
        view! { <ExamItem id=id exam=exam /> }
    };
    let finish_now = finish.clone();
    view! {
        <PageTitle text="Exam in progress · Timing Window" />
        <section class="exam">
            <header class="exam-bar">
                <h1>"Exam"</h1>
                <p class="exam-clock" class:low=move || { left() < 5.0 * 60_000.0 }>
                    <span id="exam-clock-label">"Time left "</span>
                    <span class="clock" role="timer" aria-labelledby="exam-clock-label">{move || exam::clock(left())}</span>
                </p>
                <p class="exam-count">{move || format!("{} of {total} answered", answered())}</p>
                <p class="sr-only" role="status" aria-live="polite">{move || said.get()}</p>
            </header>
            <nav class="exam-nav" aria-label="Questions">
                <ol>{nav}</ol>
            </nav>
            <h2 id="exam-q-heading" class="exam-q-heading" tabindex="-1">
                {move || format!("Question {} of {total}", current.get() + 1)}
            </h2>
            {question}
            <div class="actions exam-moves">
                <button type="button" on:click=move |_| go(current.get_untracked().saturating_sub(1)) disabled=move || current.get() == 0>
                    "← Previous question"
                </button>
                <button type="button" class="primary" on:click=move |_| go(current.get_untracked() + 1) disabled=move || { current.get() + 1 >= total }>
                    "Next question →"
                </button>
            </div>
            <section class="exam-hand-in" aria-labelledby="exam-hand-in-h">
                <h2 id="exam-hand-in-h">"Hand in"</h2>
                <Show
                    when=move || confirming.get()
                    fallback=move || view! {
                        <button type="button" on:click=move |_| { confirming.set(true); super::focus_later("exam-confirm"); }>"Hand in the exam…"</button>
                    }
                >
                    <p id="exam-confirm" tabindex="-1">
                        {move || {
                            let open = total - answered();
                            match open {
                                0 => "Every question is answered. Hand the exam in?".to_string(),
                                1 => "1 question is not answered yet and will count as wrong. Hand the exam in?".to_string(),
                                n => format!("{n} questions are not answered yet and will count as wrong. Hand the exam in?"),
                            }
                        }}
                    </p>
                    <div class="actions">
                        <button type="button" class="primary" on:click={
                            let finish_now = finish_now.clone();
                            move |_| finish_now()
                        }>"Yes, hand it in"</button>
                        <button type="button" on:click=move |_| confirming.set(false)>"Keep going"</button>
                    </div>
                </Show>
                {move || save_error.get().map(|e| view! { <p class="error" role="alert">"The exam could not be saved: " {e}</p> })}
            </section>
        </section>
    }
}

/// Read every item's prepared lesson at the start, in the background: the
/// questions open at once afterwards (and offline), and the exam learns
/// which question each item asks, so an item left unanswered is recorded
/// against its question when the exam is handed in (`Exam::attempts`).
fn read_every_lesson(exam: RwSignal<Exam>) {
    let ids: Vec<String> = exam.with_untracked(|e| {
        e.items
            .iter()
            .filter(|i| i.question.is_none())
            .map(|i| i.scenario.clone())
            .collect()
    });
    wasm_bindgen_futures::spawn_local(async move {
        for id in ids {
            let Ok((lesson, _)) = data::prepared_lesson(&id).await else {
                continue;
            };
            let Some(question) = lesson.scenario.questions.first() else {
                continue;
            };
            // The page may have gone (the signal with it): then stop.
            let Some(changed) = exam.try_update(|e| e.asks(&id, question.id())) else {
                return;
            };
            if changed {
                let _ = store::save_exam(&exam.get_untracked());
            }
        }
    });
}

/// One exam scenario: the situation and the board (never its title or
/// summary, which give answers away), then its question.
#[component]
fn ExamItem(id: String, exam: RwSignal<Exam>) -> impl IntoView {
    // The lesson the build prepared, as the trainee app reads it: the exam
    // runs no engine and parses no scenario file.
    let loaded = LocalResource::new(move || {
        let id = id.clone();
        async move { data::prepared_lesson(&id).await.map(|(lesson, _)| lesson) }
    });
    move || match loaded.get() {
        None => view! { <p class="loading" role="status">"Loading the question…"</p> }.into_any(),
        Some(Ok(lesson)) => {
            let meta = &lesson.scenario.meta;
            let assumptions = (!meta.assumptions.is_empty()).then(|| view! { <p class="assumptions"><strong>"Assumptions: "</strong>{meta.assumptions.clone()}</p> });
            view! {
                <article class="exam-item">
                    <section class="situation" aria-label="The situation">
                        <h3>"The situation"</h3>
                        <p>{meta.situation.clone()}</p>
                        {assumptions}
                    </section>
                    <BoardView board=lesson.board(None) />
                    <ExamQuestion lesson=lesson.clone() exam=exam />
                </article>
            }
            .into_any()
        }
        Some(Err(e)) => {
            let why = e.to_string();
            view! { <p class="error" role="alert">"This question could not be loaded: " {why}</p> }
                .into_any()
        }
    }
}
