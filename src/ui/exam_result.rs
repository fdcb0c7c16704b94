//! `/exam/result`: the last exam handed in, right out of asked by rule
//! section with a link to every scenario missed, then every question in
//! the exam's order. An exam whose time ran out while the page was closed
//! is handed in here.

use super::PageTitle;
use leptos::prelude::*;
use leptos_router::components::A;

use super::exam::hand_in;
use super::practice_page::{href, title_of};
use super::store;
use crate::quiz::exam::{clock, Exam};

use crate::library::section_name;

#[component]
pub fn ExamResultPage() -> impl IntoView {
    let now = js_sys::Date::now();
    let Some(mut exam) = store::exam() else {
        return view! {
            <PageTitle text="Exam result · Timing Window" />
            <section class="exam-start">
                <h1>"No exam handed in yet"</h1>
                <p><A href="/exam">"Take an exam"</A></p>
            </section>
        }
        .into_any();
    };
    let problem = if !exam.is_finished() {
        if exam.remaining(now) > 0.0 {
            let href = format!("/exam?seed={}&minutes={}", exam.seed, exam.minutes);
            return view! {
                <PageTitle text="Exam result · Timing Window" />
                <section class="exam-start">
                    <h1>"Your exam is still in progress"</h1>
                    <p>"The result is shown once you hand it in or the time runs out."</p>
                    <p><A href=href attr:class="button-link primary">"Back to the exam"</A></p>
                </section>
            }
            .into_any();
        }
        hand_in(&mut exam, now).err()
    } else {
        // Counted once: recording again adds nothing, and makes sure an
        // exam handed in just before the page closed is counted.
        store::record_all(&exam.attempts()).err()
    };
    view! { <ResultView exam=exam problem=problem /> }.into_any()
}

#[component]
fn ResultView(exam: Exam, problem: Option<String>) -> impl IntoView {
    let r = exam.result();
    let share = (r.right * 100).checked_div(r.asked).unwrap_or(0);
    let took = exam
        .finished_at
        .map(|f| clock(f - exam.started_at))
        .unwrap_or_default();
    let again = format!("/exam?seed={}&minutes={}", exam.seed, exam.minutes);
    let rows = r
        .sections
        .clone()
        .into_iter()
        .map(|s| {
            let missed = s
                .missed
                .clone()
                .into_iter()
                .map(|id| {
                    let (to, title) = (href(&id), title_of(&id));
                    view! { <li><A href=to>{title}</A></li> }
                })
                .collect_view();
            view! {
                <tr>
                    <th scope="row">{section_name(&s.section)}</th>
                    <td class="num">{format!("{} of {}", s.right, s.asked)}</td>
                    <td>
                        {if s.missed.is_empty() {
                            view! { <span class="note">"None"</span> }.into_any()
                        } else {
                            view! { <ul class="missed">{missed}</ul> }.into_any()
                        }}
                    </td>
                </tr>
            }
        })
        .collect_view();
    let every = exam
        .items
        .clone()
        .into_iter()
        .map(|it| {
            let (slug, word) = match exam.answers.get(&it.scenario) {
                Some(a) if a.legal => ("correct", "Right"),
                Some(_) => ("missed", "Wrong"),
                None => ("missed", "Not answered"),
            };
            let (to, title) = (href(&it.scenario), title_of(&it.scenario));
            view! {
                <li data-id=it.scenario.clone()>
                    <A href=to>{title}</A>
                    " · "
                    <span class=format!("status status-{slug}")>{word}</span>
                    <span class="note">{format!(" · {}", section_name(&it.section))}</span>
                </li>
            }
        })
        .collect_view();
    view! {
        <PageTitle text="Exam result · Timing Window" />
        <section class="exam-result">
            <h1>"Exam result"</h1>
            <p class="exam-score">
                <strong>{format!("{} of {} right", r.right, r.asked)}</strong>
                {format!(" ({share}%), handed in after {took}.")}
            </p>
            {problem.map(|e| view! { <p class="error" role="alert">"Your answers could not be saved to your progress: " {e}</p> })}
            <div class="table-wrap">
                <table class="exam-sections">
                    <caption>"By rule section"</caption>
                    <thead>
                        <tr>
                            <th scope="col">"Section"</th>
                            <th scope="col">"Right"</th>
                            <th scope="col">"Missed: study these"</th>
                        </tr>
                    </thead>
                    <tbody>{rows}</tbody>
                </table>
            </div>
            <h2>"Every question"</h2>
            <ol class="exam-every">{every}</ol>
            <p class="exam-after">
                <A href=again>"Take the same exam again"</A>
                " · "
                <A href="/exam">"A new exam"</A>
                " · "
                <A href="/progress">"Your progress and review queue"</A>
            </p>
        </section>
    }
}
