//! `/progress`: history, accuracy by rule section (an inline SVG chart),
//! what is due for review, export to a JSON file and import back (merging,
//! never overwriting), and anything set aside because it could not be read.

use super::PageTitle;
use leptos::prelude::*;
use leptos_router::components::A;
use wasm_bindgen::JsCast;

use super::store;
use crate::library::section_name;
use crate::quiz::{self, accuracy::SectionAccuracy, progress::Progress, review};

// Library and generated scenarios alike (a generated id reopens its
// practice page).
use super::practice_page::{href, title_of};

fn when(ms: f64) -> String {
    js_sys::Date::new(&wasm_bindgen::JsValue::from_f64(ms))
        .to_locale_string("en-GB", &wasm_bindgen::JsValue::UNDEFINED)
        .into()
}

/// Accuracy by rule section over every attempt, sections in rule order.
fn accuracy_by_section(p: &Progress) -> Vec<SectionAccuracy> {
    quiz::accuracy::by_section(p, crate::library::sections_of)
}

#[component]
fn AccuracyChart(rows: Vec<SectionAccuracy>) -> impl IntoView {
    // Each row: the section's number and title on a line of its own, its
    // bar below (a title does not fit beside a bar at 360 px).
    let bar_h = 44;
    let height = rows.len() * bar_h + 10;
    let summary = rows
        .iter()
        .map(|r| {
            format!(
                "{}: {} of {} right",
                section_name(&r.section),
                r.right,
                r.total
            )
        })
        .collect::<Vec<_>>()
        .join("; ");
    let bars = rows
        .into_iter()
        .enumerate()
        .map(|(i, row)| {
            let y = i * bar_h + 5;
            let share = row.share();
            let SectionAccuracy {
                section: s,
                right,
                total,
            } = row;
            let w = (share * 250.0).round();
            view! {
                <g>
                    <text x="0" y=y + 14 class="chart-label">{section_name(&s)}</text>
                    <rect x="0" y=y + 20 width="250" height="18" class="chart-track" rx="3" />
                    <rect x="0" y=y + 20 width=w height="18" class="chart-bar" rx="3" />
                    <text x="258" y=y + 34 class="chart-value">{format!("{:.0}% ({right}/{total})", share * 100.0)}</text>
                </g>
            }
        })
        .collect_view();
    view! {
        <svg class="chart" viewBox=format!("0 0 360 {height}") role="img" aria-label=format!("Accuracy by rule section: {summary}")>
            {bars}
        </svg>
    }
}

/// (scenario id, question id) → the question's prompt, for every library
/// scenario: from the lesson the build prepared (as the exam reads it, no
/// engine). Only the library's ids are asked for: an id this build does not
/// have (an old entry, a generated practice board, which only the engine
/// can build) shows its questions' ids, with no request that must fail.
async fn question_prompts(ids: Vec<String>) -> std::collections::HashMap<(String, String), String> {
    let mut out = std::collections::HashMap::new();
    for id in ids {
        if crate::library::entry(&id).is_none() {
            continue;
        }
        if let Ok(o) = super::data::open(id.clone()).await {
            for q in &o.lesson.scenario.questions {
                out.insert((id.clone(), q.id().to_string()), q.prompt().to_string());
            }
        }
    }
    out
}

#[component]
pub fn ProgressPage() -> impl IntoView {
    // Bumped after an import or a discard, to read storage again.
    let version = RwSignal::new(0u32);
    let loaded = Memo::new(move |_| {
        version.get();
        let (p, aside) = store::load();
        (p, aside)
    });
    let message: RwSignal<Option<String>> = RwSignal::new(None);
    let now = js_sys::Date::now();
    // The history shows each question's prompt, read from its scenario
    // (opened as its page opens it, by the app's source: the study app
    // reads the lesson the build prepared, so a generated practice board's
    // prompts are not there); a scenario that cannot be loaded shows its
    // questions' ids instead.
    let prompts = LocalResource::new(move || {
        let mut ids: Vec<String> =
            loaded.with(|(p, _)| p.attempts.iter().map(|a| a.scenario.clone()).collect());
        ids.sort();
        ids.dedup();
        question_prompts(ids)
    });
    let prompt_of = move |scenario: &str, question: &str| -> String {
        prompts
            .get()
            .and_then(|m| {
                m.get(&(scenario.to_string(), question.to_string()))
                    .cloned()
            })
            .unwrap_or_else(|| question.to_string())
    };

    let export = move |_| {
        let p = loaded.with_untracked(|(p, _)| p.clone());
        let name = format!(
            "timing-window-progress-{}.json",
            js_sys::Date::new_0()
                .to_iso_string()
                .as_string()
                .unwrap_or_default()
                .get(..10)
                .unwrap_or("today")
        );
        message.set(Some(
            match super::download(&name, &p.to_json(), "application/json") {
                Ok(()) => format!("Exported {} answer(s) to {name}.", p.attempts.len()),
                Err(e) => format!("Export failed: {e}"),
            },
        ));
    };
    let import = move |ev: leptos::ev::Event| {
        let Some(input) = ev
            .target()
            .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok())
        else {
            return;
        };
        let Some(file) = input.files().and_then(|f| f.get(0)) else {
            return;
        };
        input.set_value("");
        wasm_bindgen_futures::spawn_local(async move {
            let text = wasm_bindgen_futures::JsFuture::from(file.text())
                .await
                .ok()
                .and_then(|t| t.as_string())
                .unwrap_or_default();
            message.set(Some(match store::import(&text) {
                Ok((r, aside)) => {
                    let mut m = format!("Imported: {} new answer(s) merged, {} already here. Nothing was overwritten.", r.added, r.already);
                    if !aside.is_empty() {
                        m.push_str(&format!(" {} entr(ies) in the file could not be read and were skipped.", aside.len()));
                    }
                    m
                }
                Err(e) => format!("Nothing was imported: {e}"),
            }));
            version.update(|v| *v += 1);
        });
    };
    let discard = move |_| {
        let ok = web_sys::window()
            .and_then(|w| {
                w.confirm_with_message(
                    "Discard the entries that could not be read? This cannot be undone.",
                )
                .ok()
            })
            .unwrap_or(false);
        if ok {
            store::discard_set_aside();
            version.update(|v| *v += 1);
        }
    };

    view! {
        <PageTitle text="Progress · Timing Window" />
        <section class="progress-page">
            <h1>"Your progress"</h1>
            {move || {
                let aside = loaded.with(|(_, a)| a.clone());
                (!aside.is_empty()).then(|| {
                    let items = aside
                        .into_iter()
                        .map(|s| view! { <li>{s.reason}<details><summary>"What was saved"</summary><pre>{s.raw}</pre></details></li> })
                        .collect_view();
                    view! {
                        <section class="set-aside" role="alert">
                            <h2>"Some saved progress could not be read"</h2>
                            <p>"It has been set aside, not erased. The rest of your progress is below."</p>
                            <ul>{items}</ul>
                            <button type="button" on:click=discard>"Discard these entries…"</button>
                        </section>
                    }
                })
            }}
            {move || {
                let p = loaded.with(|(p, _)| p.clone());
                let total = p.attempts.len();
                let right = p.attempts.iter().filter(|a| a.legal).count();
                let queue = review::queue(&p);
                let due: Vec<_> = queue.iter().filter(|r| r.is_due(now)).cloned().collect();
                let later: Vec<_> = queue.iter().filter(|r| !r.is_due(now)).cloned().collect();
                let chart = accuracy_by_section(&p);
                let mut history = p.attempts.clone();
                crate::sorting::sort_by(&mut history, |a, b| b.at.total_cmp(&a.at));
                view! {
                    <p class="totals">{format!("{total} answer(s), {right} right.")}</p>
                    <section aria-labelledby="due-h">
                        <h2 id="due-h">"Due for review"</h2>
                        {if due.is_empty() {
                            view! { <p class="empty">"Nothing is due. Scenarios you miss come back here the next day."</p> }.into_any()
                        } else {
                            view! {
                                <ul class="due-list">
                                    {due.into_iter().map(|r| view! { <li><A href=href(&r.scenario)>{title_of(&r.scenario)}</A></li> }).collect_view()}
                                </ul>
                            }.into_any()
                        }}
                        {(!later.is_empty()).then(|| view! {
                            <details>
                                <summary>{format!("Coming up ({})", later.len())}</summary>
                                <ul>{later.into_iter().map(|r| view! { <li>{title_of(&r.scenario)}": " {when(r.due_at)}</li> }).collect_view()}</ul>
                            </details>
                        })}
                    </section>
                    <section aria-labelledby="acc-h">
                        <h2 id="acc-h">"Accuracy by rule section"</h2>
                        {if chart.is_empty() {
                            view! { <p class="empty">"Answer a scenario to see your accuracy here."</p> }.into_any()
                        } else {
                            view! { <AccuracyChart rows=chart /> }.into_any()
                        }}
                    </section>
                    <section aria-labelledby="hist-h">
                        <h2 id="hist-h">"History"</h2>
                        // Each cell names its column (`data-label`): below
                        // 40rem the rows are drawn as cards, one per answer,
                        // with the labels in front of the short values
                        // (style/main.css, "Progress"), since five columns
                        // do not fit 360 px. The roles are the elements' own,
                        // written out because a browser may drop a table's
                        // roles once its parts are not displayed as one.
                        <div class="table-wrap">
                            <table class="history" role="table">
                                <thead role="rowgroup"><tr role="row"><th scope="col" role="columnheader">"Scenario"</th><th scope="col" role="columnheader">"Question"</th><th scope="col" role="columnheader">"Score"</th><th scope="col" role="columnheader">"Result"</th><th scope="col" role="columnheader">"When"</th></tr></thead>
                                <tbody role="rowgroup">
                                    {history.into_iter().map(|a| { let (sc, q) = (a.scenario.clone(), a.question.clone()); view! {
                                        <tr role="row">
                                            <td role="cell" class="history-scenario"><A href=href(&a.scenario)>{title_of(&a.scenario)}</A></td>
                                            <td role="cell" class="history-question">{move || prompt_of(&sc, &q)}</td>
                                            <td role="cell" class="history-fact" data-label="Score">{format!("{:.0}%", a.score * 100.0)}</td>
                                            <td role="cell" class="history-fact" data-label="Result">{match (a.legal, a.answer.is_empty()) { (true, _) => "right", (false, false) => "missed", (false, true) => "not answered" }}</td>
                                            <td role="cell" class="history-fact" data-label="When">{when(a.at)}</td>
                                        </tr>
                                    }}).collect_view()}
                                </tbody>
                            </table>
                        </div>
                    </section>
                }
            }}
            <section aria-labelledby="io-h" class="import-export">
                <h2 id="io-h">"Export and import"</h2>
                <p>"Export your progress to a file, and import it into another browser. Importing merges: it adds what is new and never overwrites."</p>
                <div class="actions">
                    <button type="button" on:click=export>"Export progress"</button>
                    <label class="file-button">
                        "Import progress"
                        <input type="file" accept="application/json,.json" on:change=import />
                    </label>
                </div>
                <p role="status" aria-live="polite" class="io-message">{move || message.get()}</p>
            </section>
        </section>
    }
}
