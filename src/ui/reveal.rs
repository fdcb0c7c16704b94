//! The reveal: how the trainee's answer fares, and the engine's whole trace
//! as a timeline with rule citations, nesting and choice points, stepped
//! through forward and back with the board redrawn at each step.

use std::sync::Arc;

use leptos::prelude::*;

use super::data::Lesson;
use super::reading::ReadingNotes;
use super::what_if::{ReplayMark, WhatIfControl, WhatIfPanel};
use super::{BoardLabel, BoardView, RuleLink};
use crate::quiz::marks::{constraint_line, legal_note, Mark, OrderMarks, ReadOrder};
use crate::quiz::OrderScore;
use crate::timing::Constraint;

/// How the answer fared, beside a legal order. The marks, the heading and
/// the sentence under it come from `quiz::marks`, from the same broken
/// rules as the score, so they cannot disagree.
#[component]
pub fn Verdict(
    score: OrderScore,
    marks: OrderMarks,
    names: Vec<(String, String)>,
    legal_count: usize,
    truncated: bool,
    /// The readings the question's answer rests on.
    readings: Vec<crate::scenario::Reading>,
    /// The ruleset's slug, for rule links (SWU's when empty or absent).
    #[prop(optional, into)]
    game: String,
    /// The result region's name (each question's is its own).
    #[prop(optional, into)]
    label: String,
) -> impl IntoView {
    let label = if label.is_empty() {
        "Your result".to_string()
    } else {
        label
    };
    let name = move |l: &str| crate::quiz::names::name_of(&names, l);
    let v = &score.verdict;
    let read: Vec<ReadOrder> = readings
        .iter()
        .map(|r| ReadOrder {
            first: &r.first,
            then: &r.then,
            other: &r.other,
        })
        .collect();
    let rests_on_reading = read.iter().any(|r| !r.first.is_empty());
    // A constraint in words, with the rule it cites: none where the
    // lesson's reading, not a rule, gives the order (quiz::marks).
    let explain = |c: &Constraint| constraint_line(c, &name, &read);
    let broken = v.first_broken.as_ref().map(|c| {
        let (text, rule) = explain(c);
        let rule = rule.map(|r| view! { " " <RuleLink rule=r game=game.clone() /> });
        view! {
            <p class="first-broken">
                <strong>"The first thing this order breaks: "</strong>
                {text}
                {rule}
            </p>
        }
    });
    let all_broken = (!marks.broken.is_empty()).then(|| {
        let n = marks.broken.len();
        let rows = marks
            .broken
            .iter()
            .map(|c| {
                let (text, rule) = explain(c);
                let rule = rule.map(|r| view! { " " <RuleLink rule=r /> });
                view! { <li>{text}{rule}</li> }
            })
            .collect_view();
        view! {
            // One broken rule is the first one, said just above: the list
            // stays closed rather than say it twice.
            <details class="broken-rules" open=(2..=4).contains(&n)>
                <summary>{if n == 1 { "The rule it breaks".to_string() } else { format!("The {n} rules it breaks") }}</summary>
                <ul>{rows}</ul>
            </details>
        }
    });
    let your_rows = marks
        .items
        .iter()
        .map(|(label, mark)| {
            let (sign, said) = match mark {
                Mark::Right => ("✓", "Keeps its rules: "),
                Mark::Wrong => ("✗", "Breaks a rule: "),
                Mark::Plain => ("·", "Not credited: "),
            };
            view! {
                <li class=format!("answer-item {}", mark.slug()) data-label=label.clone() data-mark=mark.slug() data-correct=(*mark == Mark::Right).to_string()>
                    <span class="mark" aria-hidden="true">{sign}</span>
                    <span class="sr-only">{said}</span>
                    {name(label)}
                </li>
            }
        })
        .collect_view();
    let legal_rows = v
        .closest
        .iter()
        .map(|l| view! { <li data-label=l.clone()>{name(l)}</li> })
        .collect_view();
    let legal_note = legal_note(legal_count, truncated, rests_on_reading);
    view! {
        <section class="verdict" class:legal=v.legal aria-label=label>
            <h2 class="score">{marks.heading.clone()}</h2>
            <p class="feedback">{marks.sentence.clone()}</p>
            {broken}
            {all_broken}
            <div class="compare">
                <div>
                    <h3>"Your order"</h3>
                    <ol class="answer">{your_rows}</ol>
                </div>
                <div>
                    <h3>"A legal order"</h3>
                    <ol class="legal-order">{legal_rows}</ol>
                    <p class="note">{legal_note}</p>
                </div>
            </div>
        </section>
    }
}

/// The engine's trace, stepped through.
#[component]
pub fn Timeline(
    lesson: Arc<Lesson>,
    step: RwSignal<usize>,
    /// The step a `?step=N` link named (0-based), to scroll to and focus.
    #[prop(optional_no_strip)]
    linked: Option<usize>,
) -> impl IntoView {
    let total = lesson.trace.steps.len();
    let address = super::address::Address::get();
    // Keep `?step=N` in the address bar so a step can be linked to.
    Effect::new(move |_| {
        let n = step.get() + 1;
        let path = address.path.get_untracked();
        let current = address.search.get_untracked();
        // Keep the other parameters (an embed's `origin`) and the fragment
        // (a shared scenario lives there).
        let mut params: Vec<&str> = current
            .trim_start_matches('?')
            .split('&')
            .filter(|p| !p.is_empty() && !p.starts_with("step="))
            .collect();
        let step_param = format!("step={n}");
        params.push(&step_param);
        let wanted = format!("?{}", params.join("&"));
        if current.trim_start_matches('?') != wanted.trim_start_matches('?') {
            let hash = address.hash.get_untracked();
            address.replace(format!("{path}{wanted}{hash}"));
        }
    });
    let go = move |d: isize| {
        let next =
            (step.get_untracked() as isize + d).clamp(0, total.saturating_sub(1) as isize) as usize;
        step.set(next);
    };
    let on_key = move |ev: leptos::ev::KeyboardEvent| match ev.key().as_str() {
        "ArrowRight" | "ArrowDown" => {
            ev.prevent_default();
            go(1)
        }
        "ArrowLeft" | "ArrowUp" => {
            ev.prevent_default();
            go(-1)
        }
        "Home" => step.set(0),
        "End" => step.set(total.saturating_sub(1)),
        _ => {}
    };
    let at_end = move || step.get() + 1 >= total;
    let names = StoredValue::new(crate::quiz::names::event_names(&lesson.trace));
    let game = lesson.scenario.meta.game.clone();
    let mut previous_waiting: Vec<String> = Vec::new();
    // What each choice point asked for, for its "What if…?" answers.
    let asks = lesson.asks.clone();
    let mut choice_no = 0;
    let rows = lesson
        .trace
        .steps
        .iter()
        .enumerate()
        .map(|(i, s)| {
            let kind = s.kind.slug;
            let rules = s
                .rules
                .iter()
                .map(|r| view! { <RuleLink rule=r.clone() game=game.clone() /> })
                .collect_view();
            let choice = s.choice.as_ref().map(|c| {
                let others: Vec<String> = c.options.iter().filter(|o| !c.chosen.contains(o)).map(|o| c.name_of(o).to_string()).collect();
                let also = if others.is_empty() { String::new() } else { format!(" They could also have chosen {}.", crate::quiz::names::either(&others)) };
                choice_no += 1;
                let ask = asks.get(choice_no - 1).copied().unwrap_or(crate::timing::Ask::One);
                view! {
                    <p class="choice-info">
                        <span class="badge">"choice"</span>
                        {format!(" {} — {} decides.{also}", c.prompt, c.chooser)}
                    </p>
                    <WhatIfControl at=choice_no step=i chooser=c.chooser.clone() ask=ask options=c.options.clone() names=c.names.clone() chosen=c.chosen.clone() />
                }
            });
            let replay_mark = s.label.clone().map(|l| view! { <ReplayMark label=l /> });
            let depth = s.depth;
            let label = s.label.clone().unwrap_or_default();
            // Show what is parked when a nested layer starts holding it.
            let newly_parked = s.waiting != previous_waiting && !s.waiting.is_empty();
            previous_waiting = s.waiting.clone();
            let parked = newly_parked.then(|| {
                let list = names.with_value(|n| s.waiting.iter().map(|l| crate::quiz::names::name_of(n, l)).collect::<Vec<_>>().join("; "));
                view! { <p class="parked"><span class="badge">"parked"</span>" Waiting to resolve: " {list}</p> }
            });
            view! {
                <li
                    id=format!("step-{}", i + 1)
                    class=format!("step kind-{kind}")
                    class:current=move || step.get() == i
                    style=format!("--depth: {depth}")
                    data-label=label
                    aria-current=move || (step.get() == i).then_some("step")
                >
                    <button type="button" class="step-button" on:click=move |_| step.set(i)>
                        <span class="step-number">{i + 1}</span>
                        <span class="step-text">{s.text.to_string()}</span>
                    </button>
                    <span class="rules">{rules}</span>
                    {replay_mark}
                    {choice}
                    {parked}
                </li>
            }
        })
        .collect_view();
    let boards = lesson.clone();
    let board = move || {
        let i = step.get().min(total.saturating_sub(1));
        boards.trace.steps.get(i).map(|s| {
            let waiting = names.with_value(|n| s.waiting.iter().map(|l| crate::quiz::names::name_of(n, l)).collect::<Vec<_>>());
            let parked = (!waiting.is_empty()).then(|| {
                view! {
                    <div class="parked-box">
                        <h4>"Parked, waiting to resolve"</h4>
                        <ul>{waiting.into_iter().map(|w| view! { <li>{w}</li> }).collect_view()}</ul>
                    </div>
                }
            });
            // Its own name, apart from the scenario's starting board.
            provide_context(BoardLabel(format!("The board after step {}", i + 1)));
            view! {
                <div>
                    {parked}
                    <BoardView board=boards.board(Some(i)) />
                </div>
            }
        })
    };
    let texts = lesson.clone();
    let current_text = move || {
        let i = step.get().min(total.saturating_sub(1));
        texts
            .trace
            .steps
            .get(i)
            .map(|s| s.text.to_string())
            .unwrap_or_default()
    };
    // A `?step=N` link: once this step is drawn, bring it into view and
    // focus it (only once, and only when the link named a step).
    if let Some(n) = linked {
        request_animation_frame(move || focus_step(n));
    }
    // Readings the run follows, stated before the trace itself.
    let readings = lesson.scenario.readings.clone();
    let outcome = lesson
        .trace
        .outcome
        .clone()
        .map(|o| view! { <p class="outcome">"Outcome: " {o}</p> });
    view! {
        <section class="trace" aria-label="What the engine did">
            <h2 id="trace-heading" tabindex="-1">"What the engine did"</h2>
            <ReadingNotes readings=readings id="trace" />
            <div class="trace-layout">
                <div class="trace-now">
                    <div class="stepper" tabindex="0" on:keydown=on_key aria-label="Step through the trace with the arrow keys">
                        <button type="button" on:click=move |_| go(-1) disabled=move || step.get() == 0>
                            "← Previous"
                        </button>
                        <span class="step-count" aria-live="polite">
                            {move || format!("Step {} of {}", step.get() + 1, total)}
                        </span>
                        <button type="button" on:click=move |_| go(1) disabled=at_end>
                            "Next →"
                        </button>
                    </div>
                    <p class="current-step" aria-hidden="true">{current_text}</p>
                    // The board folds away on a narrow screen, where it
                    // would fill the sticky controls (style/main.css): closed,
                    // the controls and the step stay small above the
                    // timeline; open, they scroll with the page, the step
                    // above its board.
                    <details class="trace-board" open=wide_screen()>
                        <summary><h3>{move || format!("The board after step {}", step.get() + 1)}</h3></summary>
                        {board}
                    </details>
                </div>
                <ol class="timeline" aria-label="Every step">{rows}</ol>
            </div>
            {outcome}
            <WhatIfPanel lesson=lesson.clone() />
        </section>
    }
}

/// True where the step controls and board sit beside the timeline (60rem,
/// style/main.css), as the page is drawn.
fn wide_screen() -> bool {
    web_sys::window()
        .and_then(|w| w.inner_width().ok())
        .and_then(|v| v.as_f64())
        .is_some_and(|px| px >= 960.0)
}

/// Bring step `index` (0-based) of the drawn timeline into view and focus
/// its button. Nothing happens when the step is not drawn.
fn focus_step(index: usize) {
    use wasm_bindgen::JsCast;
    let Some(w) = web_sys::window() else { return };
    let Some(li) = w
        .document()
        .and_then(|d| d.get_element_by_id(&format!("step-{}", index + 1)))
    else {
        return;
    };
    if let Some(b) = li
        .query_selector(".step-button")
        .ok()
        .flatten()
        .and_then(|b| b.dyn_into::<web_sys::HtmlElement>().ok())
    {
        let _ = b.focus();
    }
    // Below the board and controls where they sit above the timeline
    // (narrow screens), in the middle where they sit beside it.
    let wide = wide_screen();
    let opts = web_sys::ScrollIntoViewOptions::new();
    opts.set_block(if wide {
        web_sys::ScrollLogicalPosition::Center
    } else {
        web_sys::ScrollLogicalPosition::End
    });
    li.scroll_into_view_with_scroll_into_view_options(&opts);
}
