//! "What if?" on the scenario page: at each choice point of the reveal's
//! timeline the other legal answers; the run they lead to beside the
//! engine's, its first differing step marked and the outcomes compared in
//! one line; a decision the branch reaches that nothing answers asked in
//! place; a link that reopens the branch (`?what-if=choice-3:Nico`) and a
//! button that opens it in the author page. And a wrong order's replay:
//! the trainee's events in turn, to the first one the rules forbid there,
//! marked on the same timeline. The engine work is the library's
//! (a branch from the page's `Explorer`, a wrong order from
//! `Lesson::explain_wrong_order`); this only shows it.

use std::sync::Arc;

use super::address::Address;
use gloo_storage::Storage;
use leptos::prelude::*;

use super::data::Lesson;
use super::explore::Explorer;
use super::focus_later;
use super::RuleLink;
use crate::quiz::marks::{stop_by_reading, ReadOrder};
use crate::quiz::names::name_of;
use crate::timing::branch::{self, answers, Ask, Decision};
use crate::timing::{trace, Replay};

/// The query parameter a branch rides in.
const PARAM: &str = "what-if";

/// The page's "what if?" state: the branch's decisions (none: no branch
/// shown) and the last wrong order replayed.
#[derive(Clone, Copy)]
pub struct WhatIf {
    pub decisions: RwSignal<Vec<Decision>>,
    pub replay: RwSignal<Option<(Vec<String>, Replay)>>,
    /// Why the link's decisions could not be read, if they could not.
    pub link_problem: RwSignal<Option<String>>,
    /// The trainee asked for a branch: focus its title (or why there is
    /// none) once the engine answers, which may take a moment (the worker
    /// may still be loading).
    pub focus: RwSignal<bool>,
}

impl WhatIf {
    /// The state for a scenario page, from its `?what-if=` link if any.
    pub fn provide() -> WhatIf {
        let linked = Address::get().query_untracked(PARAM);
        let (decisions, problem) = match linked.as_deref().map(branch::decode) {
            None => (Vec::new(), None),
            Some(Ok(d)) => (d, None),
            Some(Err(e)) => (Vec::new(), Some(e)),
        };
        let state = WhatIf {
            decisions: RwSignal::new(decisions),
            replay: RwSignal::new(None),
            link_problem: RwSignal::new(problem),
            focus: RwSignal::new(false),
        };
        provide_context(state);
        state
    }

    pub fn get() -> Option<WhatIf> {
        use_context::<WhatIf>()
    }

    /// Show the branch under these decisions, and move focus to it when
    /// it is drawn.
    pub fn ask(&self, decisions: Vec<Decision>) {
        self.focus.set(true);
        self.decisions.set(decisions);
    }
}

/// When a wrong order is the order of a run in which a player decided
/// otherwise (a decision the question does not give away), the verdict's
/// heading and sentence for it: the order is not wrong, it is another run's.
pub fn legal_elsewhere(
    lesson: &Lesson,
    index: usize,
    answer: &[String],
) -> Option<(String, String)> {
    let a = lesson
        .explain_wrong_order(index, answer)
        .ok()?
        .alternative
        .filter(|a| !a.given)?;
    Some((
        "Legal, under another decision".to_string(),
        format!(
            "Your order is what happens if {} chooses {} instead of {}: a choice the player could have made, so it is not a broken rule. This run went the other way, and the marks below compare your order with this run's.",
            a.chooser,
            lesson.said_at(a.decision.at, &a.decision.chosen),
            lesson.said_at(a.decision.at, &a.originally)
        ),
    ))
}

/// The other legal answers at one choice point of the timeline.
#[component]
pub fn WhatIfControl(
    /// The choice point's number in the run (1-based).
    at: usize,
    /// Its step (0-based).
    step: usize,
    chooser: String,
    ask: Ask,
    options: Vec<String>,
    /// The options' names, parallel to `options` (empty: the options are
    /// their own names).
    names: Vec<String>,
    chosen: Vec<String>,
) -> impl IntoView {
    let state = WhatIf::get()?;
    // Only where an engine can run the branch.
    use_context::<Explorer>()?;
    let (others, cut) = branch::alternatives(ask, &options, &chosen);
    if others.is_empty() {
        return None;
    }
    let buttons = others
        .into_iter()
        .map(|alt| {
            let text = format!("{chooser} chooses {}", trace::said(&options, &names, &alt));
            let pick = move |_| {
                state.ask(vec![Decision {
                    at,
                    chosen: alt.clone(),
                }]);
            };
            view! { <li><button type="button" class="secondary what-if-option" on:click=pick>{text}</button></li> }
        })
        .collect_view();
    let more =
        cut.then(|| view! { <p class="hint">"Only the first few other answers are listed."</p> });
    Some(view! {
        <details class="what-if-control" data-choice=at>
            <summary>"What if…?"<span class="sr-only">{format!(" Other choices at step {}", step + 1)}</span></summary>
            <ul class="what-if-options">{buttons}</ul>
            {more}
        </details>
    })
}

/// Where the trainee's replayed order stands at a labelled step of the
/// timeline: its position, and whether the rules allow it there.
#[component]
pub fn ReplayMark(label: String) -> impl IntoView {
    let state = WhatIf::get()?;
    Some(move || {
        state.replay.with(|r| {
            let (answer, replay) = r.as_ref()?;
            let pos = answer.iter().position(|l| *l == label)?;
            let stop = replay.forbidden.as_ref();
            let (class, text) = if pos < replay.allowed.len() {
                (
                    "replay-mark ok",
                    format!("Your order #{}: allowed here", pos + 1),
                )
            } else if stop.is_some_and(|f| f.position == pos) {
                (
                    "replay-mark stop",
                    // Neutral: the stop may be a reading's, not a rule's;
                    // the replay in the verdict says which.
                    format!("Your order #{}: stopped here", pos + 1),
                )
            } else {
                (
                    "replay-mark unreached",
                    format!("Your order #{}: not reached", pos + 1),
                )
            };
            Some(view! { <span class=class>{text}</span> })
        })
    })
}

/// Whether the engine's run is showing (every question answered, or a
/// reveal asked for): the scenario page provides it.
#[derive(Clone, Copy)]
pub struct TraceOpen(pub Signal<bool>);

/// A wrong order replayed step by step, with another decision that makes
/// it legal when there is one.
#[component]
pub fn WrongOrderReplay(
    lesson: Arc<Lesson>,
    index: usize,
    answer: Vec<String>,
    names: Vec<(String, String)>,
    /// The readings the question's answer rests on.
    readings: Vec<crate::scenario::Reading>,
) -> impl IntoView {
    // The other run shows on the engine's timeline, which itself waits
    // until every question is answered (or revealed): nothing given away.
    let trace_open = use_context::<TraceOpen>()
        .map(|t| t.0)
        .unwrap_or_else(|| Signal::derive(|| true));
    let explained = match lesson.explain_wrong_order(index, &answer) {
        Ok(w) => w,
        Err(e) => return view! { <p class="error">{format!("Your order could not be replayed: {e}")}</p> }.into_any(),
    };
    let state = WhatIf::get();
    if let Some(s) = state {
        s.replay
            .set(Some((answer.clone(), explained.replay.clone())));
    }
    let name = move |l: &str| name_of(&names, l);
    let replay = &explained.replay;
    let rows = answer
        .iter()
        .enumerate()
        .map(|(i, e)| {
            if i < replay.allowed.len() {
                view! { <li class="replay-ok"><span aria-hidden="true">"✓ "</span>{name(e)}" — allowed here."</li> }.into_any()
            } else if let Some(f) = replay.forbidden.as_ref().filter(|f| f.position == i) {
                let first: Vec<String> = f.first.iter().map(|x| name(x)).collect();
                let needs = if f.breaks_block {
                    format!(" cannot come here: {} must finish first.", first.join("; "))
                } else {
                    format!(" cannot come here: {} had to come first.", first.join("; "))
                };
                let read: Vec<ReadOrder> = readings.iter().map(|r| ReadOrder { first: &r.first, then: &r.then, other: &r.other }).collect();
                // Where the lesson's reading, not a rule, gives this order,
                // the stop says so and cites no rule; the why is the
                // verdict's, said once above, not again here.
                if stop_by_reading(f, &read).is_some() {
                    return view! {
                        <li class="replay-stop">
                            <span aria-hidden="true">"✗ "</span>
                            <strong>{name(e)}</strong>{needs}
                            <span class="replay-rules">" By the reading this lesson follows, not by a rule."</span>
                        </li>
                    }
                    .into_any();
                }
                let word = if f.rules.len() == 1 { " Rule" } else { " Rules" };
                let rules = f.rules.iter().map(|r| view! { " " <RuleLink rule=r.clone() /> }).collect_view();
                view! {
                    <li class="replay-stop">
                        <span aria-hidden="true">"✗ "</span>
                        <strong>{name(e)}</strong>{needs}
                        <span class="replay-rules">{word}{rules}"."</span>
                    </li>
                }
                .into_any()
            } else {
                view! { <li class="replay-unreached">{name(e)}" — not reached."</li> }.into_any()
            }
        })
        .collect_view();
    let alternative = explained.alternative.map(|a| {
        let lead = format!(
            "Your order is what happens if {} chooses {} instead of {} ({})",
            a.chooser,
            lesson.said_at(a.decision.at, &a.decision.chosen),
            lesson.said_at(a.decision.at, &a.originally),
            a.prompt.trim_end_matches('.')
        );
        let tail = if a.given {
            format!(
                " But the question gives that {} chose {}, so here it is not the order.",
                a.chooser,
                lesson.said_at(a.decision.at, &a.originally)
            )
        } else {
            " That is a choice the player could have made: your order is legal in that run."
                .to_string()
        };
        let decision = a.decision.clone();
        let show = move |_| {
            if let Some(s) = state {
                s.ask(vec![decision.clone()]);
            }
        };
        view! {
            <div class="replay-alternative">
                <p><strong>{lead}"."</strong>{tail}</p>
                <Show
                    when=move || trace_open.get()
                    fallback=|| view! { <p class="note">"That run shows beside the engine's once every question is answered."</p> }
                >
                    <button type="button" class="secondary" on:click=show.clone()>"Show that run"</button>
                </Show>
            </div>
        }
    });
    view! {
        <section class="replay" aria-label="Your order, replayed against the rules">
            <h3>"Your order, step by step"</h3>
            <ol class="replay-steps">{rows}</ol>
            <p class="hint">"Your order is also marked on the engine's timeline."</p>
            {alternative}
        </section>
    }
    .into_any()
}

/// The link's query with `what-if` set to `line` (or removed), keeping the
/// other parameters.
fn query_with(current: &str, line: Option<&str>) -> String {
    let mut params: Vec<String> = current
        .trim_start_matches('?')
        .split('&')
        .filter(|p| !p.is_empty() && !p.starts_with("what-if="))
        .map(str::to_string)
        .collect();
    if let Some(l) = line {
        params.push(format!(
            "{PARAM}={}",
            String::from(js_sys::encode_uri_component(l))
        ));
    }
    if params.is_empty() {
        String::new()
    } else {
        format!("?{}", params.join("&"))
    }
}

/// The branch beside the engine's run, under the timeline.
#[component]
pub fn WhatIfPanel(lesson: Arc<Lesson>) -> impl IntoView {
    let Some(state) = WhatIf::get() else {
        return ().into_any();
    };
    let address = Address::get();
    // Keep the branch in the address bar, so it can be linked to.
    Effect::new(move |_| {
        let line = state
            .decisions
            .with(|d| (!d.is_empty()).then(|| branch::encode(d)));
        let path = address.path.get_untracked();
        let current = address.search.get_untracked();
        // The branch the address bar holds now, decoded.
        let held = current
            .trim_start_matches('?')
            .split('&')
            .find_map(|p| p.strip_prefix("what-if="))
            .map(|v| {
                js_sys::decode_uri_component(v)
                    .map(String::from)
                    .unwrap_or_else(|_| v.to_string())
            });
        let wanted = query_with(&current, line.as_deref());
        let damaged = state.link_problem.with_untracked(Option::is_some);
        if held != line && !(damaged && line.is_none()) {
            let hash = address.hash.get_untracked();
            address.replace(format!("{path}{wanted}{hash}"));
        }
    });
    let explorer = use_context::<Explorer>();
    let asker = explorer.clone();
    // The branch, from whichever engine answers (the worker may still be
    // loading: the panel says so meanwhile).
    let run = super::loaded::loaded(
        move || state.decisions.get(),
        move |decisions: Vec<Decision>| {
            let asker = asker.clone();
            async move {
                match asker {
                    _ if decisions.is_empty() => None,
                    Some(e) => Some(e.branch(decisions).await.map(Arc::new)),
                    None => Some(Err(
                        "\u{201c}What if?\u{201d} cannot run other branches of this scenario's game yet".to_string(),
                    )),
                }
            }
        },
    );
    let opening: RwSignal<Option<String>> = RwSignal::new(None);
    let shown = move || {
        let problem = state.link_problem.get().map(|e| {
            view! { <p class="error" role="alert">{format!("The what-if link could not be read: {e}")}</p> }
        });
        // Focus what the trainee asked for once it is drawn: the branch's
        // title, or why there is none.
        let focus_on = |id: &'static str| {
            if state.focus.get_untracked() {
                state.focus.set(false);
                focus_later(id);
            }
        };
        let b = match run.get() {
            Some(Some(Ok(b))) => {
                focus_on("what-if-title");
                b
            }
            Some(Some(Err(e))) => {
                focus_on("what-if-error");
                return view! { {problem} <p class="error what-if-error" id="what-if-error" tabindex="-1" role="alert">{format!("The engine could not run this branch: {e}.")}</p> }.into_any();
            }
            Some(None) => return view! { {problem} }.into_any(),
            None if state.decisions.with(Vec::is_empty) => return view! { {problem} }.into_any(),
            None => {
                return view! { {problem} <p class="loading what-if-loading" role="status" aria-live="polite">"Running the engine on this branch…"</p> }.into_any();
            }
        };
        let first = b.first_difference;
        let title = b
            .decisions
            .iter()
            .filter_map(|d| {
                let (_, c) = b.trace.choices().nth(d.at.checked_sub(1)?)?;
                Some(format!("{} chooses {}", c.chooser, c.said(&d.chosen)))
            })
            .collect::<Vec<_>>()
            .join(", then ");
        let steps = |trace: &crate::timing::Trace<crate::rulesets::BoardModel>,
                     mark: &'static str| {
            trace
                .steps
                .iter()
                .enumerate()
                .map(|(i, s)| {
                    let differs = first == Some(i);
                    let depth = s.depth;
                    view! {
                        <li class="what-if-step" class:differs=differs style=format!("--depth: {depth}")>
                            <span class="step-number">{i + 1}</span>
                            " "
                            {differs.then(|| view! { <strong class="first-difference">{mark}</strong> " " })}
                            <span class="step-text">{s.text.to_string()}</span>
                        </li>
                    }
                })
                .collect_view()
        };
        let original = steps(&lesson.trace, "First difference:");
        let branched = steps(&b.trace, "First difference:");
        let pending = b.pending.clone().map(|pd| {
            let (all, cut) = answers(pd.ask, &pd.options);
            let chooser = pd.chooser.clone();
            let buttons = all
                .into_iter()
                .map(|a| {
                    let at = pd.at;
                    let text = format!("{chooser} chooses {}", pd.said(&a));
                    let pick = move |_| {
                        let mut d = state.decisions.get_untracked();
                        d.retain(|x| x.at != at);
                        d.push(Decision { at, chosen: a.clone() });
                        branch::in_order(&mut d);
                        state.ask(d);
                    };
                    view! { <li><button type="button" class="secondary" on:click=pick>{text}</button></li> }
                })
                .collect_view();
            let rules = pd.rules.iter().map(|r| view! { " " <RuleLink rule=r.clone() /> }).collect_view();
            view! {
                <fieldset class="what-if-pending">
                    <legend>{format!("Step {}: {} decides. {}", pd.step + 1, pd.chooser, pd.prompt)}</legend>
                    <p class="hint">"The scenario's script does not answer this in this run, so you decide. Rule" {rules}</p>
                    <ul class="what-if-options">{buttons}</ul>
                    {cut.then(|| view! { <p class="hint">"Only the first few answers are listed."</p> })}
                </fieldset>
            }
        });
        let stopped = b.stopped.clone().map(|s| view! { <p class="what-if-stopped">{format!("The run cannot go on here: {s}.")}</p> });
        let path = address.path.get_untracked();
        let link = format!(
            "{path}{}",
            query_with("", Some(&branch::encode(&b.decisions)))
        );
        let close = move |_| {
            state.decisions.set(Vec::new());
            focus_later("trace-heading");
        };
        let to_author = {
            let explorer = explorer.clone();
            let decisions = b.decisions.clone();
            move |_| {
                if let Some(e) = explorer.clone() {
                    open_in_author(e, decisions.clone(), opening)
                }
            }
        };
        view! {
            {problem}
            <section class="what-if-panel" aria-labelledby="what-if-title">
                <h3 id="what-if-title" tabindex="-1">{format!("What if {title}?")}</h3>
                <p class="what-if-comparison" role="status">{b.comparison.clone()}</p>
                <div class="what-if-runs">
                    <div class="what-if-run original">
                        <h4>"The engine's run"</h4>
                        <ol>{original}</ol>
                    </div>
                    <div class="what-if-run branch">
                        <h4>"What if"</h4>
                        <ol>{branched}</ol>
                        {pending}
                        {stopped}
                    </div>
                </div>
                <div class="actions what-if-actions">
                    <a class="what-if-link" href=link>"Link to this what-if"</a>
                    <button type="button" class="secondary" on:click=to_author>"Open as a new scenario in the author page"</button>
                    <button type="button" class="secondary" on:click=close>"Close the what-if"</button>
                </div>
                {move || opening.get().map(|e| view! { <p class="error" role="alert">{e}</p> })}
            </section>
        }
        .into_any()
    };
    view! { {shown} }.into_any()
}

/// Write the branch into the scenario's text and open it as the author
/// page's draft (the draft it replaces can be restored there).
fn open_in_author(explorer: Explorer, decisions: Vec<Decision>, problem: RwSignal<Option<String>>) {
    wasm_bindgen_futures::spawn_local(async move {
        let written = match explorer.written(decisions).await {
            Ok(t) => t,
            Err(e) => {
                problem.set(Some(format!("The what-if could not be opened: {e}")));
                return;
            }
        };
        let storage = gloo_storage::LocalStorage::raw();
        if let Ok(Some(old)) = storage.get_item(super::author::DRAFT_KEY) {
            if old != written {
                let _ = storage.set_item(super::author::PREVIOUS_KEY, &old);
            }
        }
        if storage
            .set_item(super::author::DRAFT_KEY, &written)
            .is_err()
        {
            problem.set(Some("The what-if could not be saved as the author page's draft (storage is full or blocked).".to_string()));
            return;
        }
        // The author page is the full app's: loaded from the server, from
        // whichever app this page is (the trainee app has no such route).
        if let Some(w) = web_sys::window() {
            let _ = w.location().assign("/author");
        }
    });
}
