//! `/author`: write a scenario in the browser.
//!
//! - An editor with live validation: every problem listed with its line and
//!   column; a click (or Enter) on one puts the cursor there.
//! - A live preview of a valid scenario: the board, the engine's trace and
//!   each ordering question's legal orders.
//! - Templates to start from, a card picker that inserts a card's id at the
//!   cursor, a Karabast game-state import.
//! - Drafts are saved to localStorage on every keystroke; replacing a draft
//!   (template, import) keeps the replaced one, which one click restores.
//! - Download as a `.toml` file; a share link carrying the whole scenario in
//!   the URL fragment.

use std::sync::Arc;

use gloo_storage::Storage;
use leptos::html::Textarea;
use leptos::prelude::*;
use leptos_meta::Stylesheet;

use super::PageTitle;
use wasm_bindgen::JsCast;

use super::data::{self, Prepared, Unavailable};
use super::embed::{copy_text, select_all};
use super::share::share_url;
use super::BoardView;
use crate::library::CATALOG;
use crate::rulesets::swu::cards::names;
use crate::rulesets::swu::karabast;
use crate::scenario::{self, Question};

pub const DRAFT_KEY: &str = "timing-window.author.draft";
pub const PREVIOUS_KEY: &str = "timing-window.author.previous";
/// Validation waits this long after the last keystroke (ms).
const SETTLE_MS: u64 = 250;
/// The editor's line height in px (style/author.css), for scrolling to a line.
const LINE_PX: f64 = 21.0;
/// Card picker results shown at most.
const PICKER_MAX: usize = 12;

fn storage_get(key: &str) -> Option<String> {
    gloo_storage::LocalStorage::raw()
        .get_item(key)
        .ok()
        .flatten()
}

fn storage_set(key: &str, value: &str) -> bool {
    gloo_storage::LocalStorage::raw()
        .set_item(key, value)
        .is_ok()
}

/// One problem, as the editor lists it.
#[derive(Clone, PartialEq)]
struct Problem {
    line: usize,
    column: usize,
    message: String,
}

/// What the validator and the engine made of the draft.
#[derive(Clone)]
enum Analysis {
    Valid(Arc<Prepared>),
    Problems(Vec<Problem>),
    /// Not analysed yet: the card pool is still loading (or could not be).
    Waiting(String),
}

fn analyse(text: &str) -> Analysis {
    match data::prepare_text("draft.toml", text) {
        Ok(p) => Analysis::Valid(Arc::new(p)),
        Err(Unavailable::Invalid(d)) => Analysis::Problems(
            d.into_iter()
                .map(|d| Problem {
                    line: d.line,
                    column: d.column,
                    message: match d.suggestion {
                        Some(s) => format!("{} ({s})", d.message),
                        None => d.message,
                    },
                })
                .collect(),
        ),
        Err(Unavailable::Engine(e) | Unavailable::Fetch(e)) => Analysis::Problems(vec![Problem {
            line: 0,
            column: 0,
            message: format!("The engine cannot run it: {e}"),
        }]),
        Err(Unavailable::NotFound) => Analysis::Problems(vec![Problem {
            line: 0,
            column: 0,
            message: "Nothing to check.".to_string(),
        }]),
    }
}

/// The UTF-16 offset (what a textarea's selection uses) of a 1-based line
/// and character column; clamped to the text.
pub fn utf16_offset(text: &str, line: usize, column: usize) -> (u32, u32) {
    let mut offset = 0usize;
    for (i, l) in text.split('\n').enumerate() {
        if i + 1 == line {
            let before: usize = l
                .chars()
                .take(column.saturating_sub(1))
                .map(char::len_utf16)
                .sum();
            // Select up to the end of the word there, so it shows.
            let word: usize = l
                .chars()
                .skip(column.saturating_sub(1))
                .take_while(|c| !c.is_whitespace())
                .map(char::len_utf16)
                .sum();
            let start = offset + before;
            return (start as u32, (start + word.max(1).min(l.len())) as u32);
        }
        offset += l.chars().map(char::len_utf16).sum::<usize>() + 1;
    }
    let end = text.chars().map(char::len_utf16).sum::<usize>() as u32;
    (end, end)
}

/// A file name for the draft: the `id` the pipeline read from it, when the
/// draft is sound and its id is usable.
fn file_name(id: Option<&str>) -> String {
    let id = id.unwrap_or_default();
    let clean: String = id
        .chars()
        .filter(|c| c.is_ascii_alphanumeric() || *c == '-' || *c == '_')
        .take(80)
        .collect();
    format!(
        "{}.toml",
        if clean.is_empty() { "scenario" } else { &clean }
    )
}

#[component]
pub fn AuthorPage() -> impl IntoView {
    let saved = storage_get(DRAFT_KEY);
    let restored = saved.is_some();
    let initial = saved.unwrap_or_else(|| scenario::TEMPLATE.to_string());
    // `text` follows every keystroke; `settled` follows it after a pause and
    // is what gets validated; `shown` is what the textarea is set to when the
    // page replaces the draft (template, import, card).
    let text = RwSignal::new(initial.clone());
    let settled = RwSignal::new(initial.clone());
    let shown = RwSignal::new(initial);
    let save_failed = RwSignal::new(false);
    let has_previous = RwSignal::new(storage_get(PREVIOUS_KEY).is_some());
    let caret = RwSignal::new((1usize, 1usize));
    let editor: NodeRef<Textarea> = NodeRef::new();

    // The card pool is data this page loads first (`data::load_pool`);
    // the draft is analysed, and the picker and the import work, once it
    // is here.
    let pool = super::loaded::loaded(|| (), |()| data::load_pool());
    let pool_ready = Signal::derive(move || matches!(pool.get(), Some(Ok(_))));
    let analysis = Memo::new_with_compare(
        move |_| match pool.get() {
            None => Analysis::Waiting("Loading the card pool\u{2026}".to_string()),
            Some(Err(e)) => Analysis::Waiting(format!("The card pool could not be loaded: {e}")),
            Some(Ok(_)) => settled.with(|t| analyse(t)),
        },
        |_, _| true,
    );

    let pending: StoredValue<Option<TimeoutHandle>, LocalStorage> = StoredValue::new_local(None);
    let edited = move |value: String| {
        save_failed.set(!storage_set(DRAFT_KEY, &value));
        text.set(value);
        if let Some(h) = pending.get_value() {
            h.clear();
        }
        let handle = set_timeout_with_handle(
            move || settled.set(text.get_untracked()),
            std::time::Duration::from_millis(SETTLE_MS),
        )
        .ok();
        pending.set_value(handle);
    };
    // Replace the whole draft, keeping the old one to restore.
    let replace = move |value: String| {
        let old = text.get_untracked();
        if old != value && storage_set(PREVIOUS_KEY, &old) {
            has_previous.set(true);
        }
        shown.set(value.clone());
        if let Some(ta) = editor.get_untracked() {
            ta.set_value(&value);
        }
        edited(value.clone());
        settled.set(value);
    };
    let restore_previous = move |_| {
        if let Some(prev) = storage_get(PREVIOUS_KEY) {
            replace(prev);
        }
    };

    let update_caret = move || {
        if let Some(ta) = editor.get_untracked() {
            let pos = ta.selection_start().ok().flatten().unwrap_or(0) as usize;
            let value = ta.value();
            let mut units = 0usize;
            let (mut line, mut col) = (1, 1);
            for c in value.chars() {
                if units >= pos {
                    break;
                }
                units += c.len_utf16();
                if c == '\n' {
                    line += 1;
                    col = 1;
                } else {
                    col += 1;
                }
            }
            caret.set((line, col));
        }
    };

    let jump = move |line: usize, column: usize| {
        let Some(ta) = editor.get_untracked() else {
            return;
        };
        let value = ta.value();
        let (start, end) = utf16_offset(&value, line, column);
        let _ = ta.focus();
        let _ = ta.set_selection_range(start, end);
        ta.set_scroll_top((((line as f64) - 4.0).max(0.0) * LINE_PX) as i32);
        update_caret();
    };

    // Insert a card id at the cursor (replacing any selection).
    let insert = move |id: String| {
        let Some(ta) = editor.get_untracked() else {
            return;
        };
        let start = ta.selection_start().ok().flatten().unwrap_or(0);
        let end = ta.selection_end().ok().flatten().unwrap_or(start);
        let _ = ta.set_range_text_with_start_and_end_and_mode(&id, start, end, "end");
        let _ = ta.focus();
        edited(ta.value());
        update_caret();
    };

    let status = move || match analysis.get() {
        Analysis::Valid(p) => format!(
            "Valid: no problems. The engine ran {} steps; {} question(s).",
            p.trace.steps.len(),
            p.scenario.questions.len()
        ),
        Analysis::Problems(ps) if ps.len() == 1 => "1 problem".to_string(),
        Analysis::Problems(ps) => format!("{} problems", ps.len()),
        Analysis::Waiting(said) => said,
    };
    let valid = move || matches!(analysis.get(), Analysis::Valid(_));

    let import_report: RwSignal<Option<ImportReport>> = RwSignal::new(None);
    view! {
        <PageTitle text="Author a scenario · Timing Window" />
        // This page's own styles, loaded only here.
        <Stylesheet id="author-css" href="/author.css" />
        <section class="author">
            <h1>"Author a scenario"</h1>
            <p class="lede">
                "Write a scenario in the scenario format (docs/scenario-format.md). Problems are listed as you type; \
                 your draft is saved in this browser after every keystroke."
            </p>
            {restored.then(|| view! { <p class="note" role="status">"Your saved draft was restored."</p> })}
            <Show when=move || save_failed.get()>
                <p class="error" role="alert">"This browser refused to save the draft (storage full or disabled): download it to keep it."</p>
            </Show>

            <div class="author-tools">
                <TemplatePicker on_pick=replace />
                <CardPicker on_pick=insert ready=pool_ready />
                <KarabastImport on_import=replace report=import_report />
            </div>
            <ImportSummary report=import_report />

            <div class="author-layout">
                <div class="editor-pane">
                    <label for="scenario-editor" class="editor-label">"Scenario (TOML)"</label>
                    <textarea
                        id="scenario-editor"
                        class="scenario-editor"
                        node_ref=editor
                        spellcheck="false"
                        autocomplete="off"
                        autocapitalize="off"
                        wrap="off"
                        rows="28"
                        aria-describedby="author-status editor-caret"
                        prop:value=move || shown.get()
                        on:input=move |ev| { edited(event_target_value(&ev)); update_caret(); }
                        on:keyup=move |_| update_caret()
                        on:click=move |_| update_caret()
                        on:select=move |_| update_caret()
                    ></textarea>
                    <p class="editor-caret" id="editor-caret">
                        {move || { let (l, c) = caret.get(); format!("Line {l}, column {c}") }}
                    </p>
                    <div class="author-actions">
                        <button type="button" class="secondary" on:click=move |_| {
                            let t = text.get_untracked();
                            // The id as the pipeline read it: the draft is not parsed again.
                            let name = analysis.with_untracked(|a| match a {
                                Analysis::Valid(p) => file_name(Some(&p.scenario.brief.meta.id)),
                                _ => file_name(None),
                            });
                            let _ = super::download(&name, &t, "application/toml");
                        }>"Download .toml"</button>
                        <ShareLink text=text valid=Signal::derive(valid) />
                        <Show when=move || has_previous.get()>
                            <button type="button" class="secondary" on:click=restore_previous>"Restore the replaced draft"</button>
                        </Show>
                    </div>
                </div>

                <div class="preview-pane">
                    <p id="author-status" class="author-status" class:valid=valid role="status" aria-live="polite">
                        {status}
                    </p>
                    {move || match analysis.get() {
                        Analysis::Problems(ps) => view! { <ProblemList problems=ps jump=jump /> }.into_any(),
                        Analysis::Valid(p) => view! { <Preview prepared=p /> }.into_any(),
                        Analysis::Waiting(_) => ().into_any(),
                    }}
                </div>
            </div>
        </section>
    }
}

/// Every problem, each a button that puts the cursor at it.
#[component]
fn ProblemList(
    problems: Vec<Problem>,
    jump: impl Fn(usize, usize) + Copy + Send + Sync + 'static,
) -> impl IntoView {
    view! {
        <ol class="diagnostics">
            {problems
                .into_iter()
                .map(|p| {
                    let (line, column) = (p.line, p.column);
                    let place = if line == 0 { "whole file".to_string() } else { format!("line {line}, column {column}") };
                    view! {
                        <li>
                            <button type="button" class="diagnostic" disabled=line == 0 data-line=line data-column=column on:click=move |_| jump(line, column)>
                                <span class="pos">{place}</span>
                                <span class="message">{p.message.clone()}</span>
                            </button>
                        </li>
                    }
                })
                .collect_view()}
        </ol>
    }
}

/// The board, the engine's trace and each ordering question's legal orders.
#[component]
fn Preview(prepared: Arc<Prepared>) -> impl IntoView {
    let meta = prepared.scenario.meta.clone();
    let steps = prepared
        .trace
        .steps
        .iter()
        .map(|s| {
            let label = s.label.clone().unwrap_or_default();
            let rules = s.rules.join(", ");
            view! {
                <li class="author-step" style=format!("--depth: {}", s.depth) data-label=label.clone()>
                    {(!label.is_empty()).then(|| view! { <code class="label">{label.clone()}</code> " " })}
                    <span>{s.text.to_string()}</span>
                    {(!rules.is_empty()).then(|| view! { " " <span class="rules">"(" {rules.clone()} ")"</span> })}
                </li>
            }
        })
        .collect_view();
    let orders = prepared
        .scenario
        .questions
        .iter()
        .zip(prepared.spaces.iter())
        .filter_map(|(q, space)| {
            let Question::Order { id, events, .. } = q else {
                return None;
            };
            let space = space.as_ref()?;
            let name = |label: &str| {
                events
                    .iter()
                    .find(|(l, _)| l == label)
                    .map(|(_, n)| n.clone())
                    .unwrap_or_else(|| label.to_string())
            };
            let list = space
                .orders
                .iter()
                .map(|o| view! { <li>{o.iter().map(|l| name(l)).collect::<Vec<_>>().join(" \u{2192} ")}</li> })
                .collect_view();
            let count = format!(
                "{}{} legal order(s)",
                space.orders.len(),
                if space.truncated { "+" } else { "" }
            );
            Some(view! {
                <section class="legal-orders" data-question=id.clone()>
                    <h4>"Question " <code>{id.clone()}</code> ": " {count}</h4>
                    <ol>{list}</ol>
                </section>
            })
        })
        .collect_view();
    view! {
        <div class="author-preview">
            <h2 class="preview-title">{meta.title.clone()}</h2>
            <p class="summary">{meta.summary.clone()}</p>
            <BoardView board=prepared.board_model(None) />
            <h3>"The engine\u{2019}s trace"</h3>
            <ol class="author-trace">{steps}</ol>
            <h3>"Legal orders"</h3>
            {orders}
        </div>
    }
}

/// Start from a template or a bundled scenario.
#[component]
fn TemplatePicker(on_pick: impl Fn(String) + Copy + Send + Sync + 'static) -> impl IntoView {
    let choice = RwSignal::new(String::from("template"));
    let failed: RwSignal<Option<String>> = RwSignal::new(None);
    let pick = move |_| {
        failed.set(None);
        let c = choice.get_untracked();
        if c == "template" {
            on_pick(scenario::TEMPLATE.to_string());
            return;
        }
        // A library scenario is fetched like any other.
        wasm_bindgen_futures::spawn_local(async move {
            match data::scenario_text(&c).await {
                Ok(text) => on_pick(text),
                Err(e) => failed.set(Some(e)),
            }
        });
    };
    view! {
        <div class="tool template-picker">
            <label for="template-choice">"Start from"</label>
            <div class="tool-row">
                <select id="template-choice" on:change=move |ev| choice.set(event_target_value(&ev))>
                    <option value="template">"The commented template"</option>
                    {CATALOG.iter().map(|e| view! { <option value=e.id>{format!("Scenario: {}", e.title)}</option> }).collect_view()}
                </select>
                <button type="button" class="secondary" on:click=pick>"Use it"</button>
            </div>
            <p class="hint">"Your current draft is kept: \u{201c}Restore the replaced draft\u{201d} brings it back."</p>
            {move || failed.get().map(|e| view! { <p class="error" role="alert">{e}</p> })}
        </div>
    }
}

/// Search the card pool by name; a pick inserts the card's id at the cursor.
#[component]
fn CardPicker(
    on_pick: impl Fn(String) + Copy + Send + Sync + 'static,
    ready: Signal<bool>,
) -> impl IntoView {
    let query = RwSignal::new(String::new());
    let results = move || {
        // Searched again once the pool has loaded.
        if !ready.get() {
            return Vec::new();
        }
        let Ok(pool) = data::pool() else {
            return Vec::new();
        };
        names::search(&pool, &query.get(), PICKER_MAX)
    };
    view! {
        <div class="tool card-picker">
            <label for="card-search">"Insert a card"</label>
            <input id="card-search" type="search" placeholder="Search cards by name" autocomplete="off"
                aria-describedby="card-search-hint card-search-count"
                prop:value=move || query.get() on:input=move |ev| query.set(event_target_value(&ev)) />
            <p class="hint" id="card-search-hint">"Its id goes in at the editor\u{2019}s cursor."</p>
            <p class="sr-only" id="card-search-count" role="status" aria-live="polite">
                {move || { let q = query.get(); if q.trim().is_empty() { String::new() } else { format!("{} card(s) found", results().len()) } }}
            </p>
            {move || {
                let q = query.get();
                let said = if ready.get() {
                    names::nothing_found(&q).filter(|_| results().is_empty())
                } else {
                    (!q.trim().is_empty()).then(|| "The card pool is still loading\u{2026}".to_string())
                };
                said.map(|said| view! { <p class="hint card-search-none">{said}</p> })
            }}
            <ul class="card-results">
                {move || results().into_iter().map(|hit| {
                    let pick_id = hit.id.clone();
                    let data_id = hit.id.clone();
                    // A card the engine does not simulate whole says so
                    // before it is picked.
                    let state = match hit.simulated {
                        names::Simulated::Whole => String::new(),
                        names::Simulated::Partly(n) => {
                            format!(" \u{b7} {n} part(s) not simulated")
                        }
                    };
                    let printing = if hit.printing.is_empty() { String::new() } else { format!("{} \u{b7} ", hit.printing) };
                    view! {
                        <li>
                            <button type="button" class="card-result" data-id=data_id on:click=move |_| on_pick(pick_id.clone())>
                                <span class="card-name">{hit.name}</span>
                                " "
                                <span class="card-meta">{hit.kind} " \u{b7} " {printing} <code>{hit.id}</code>{state}</span>
                            </button>
                        </li>
                    }
                }).collect_view()}
            </ul>
        </div>
    }
}

/// What an import brought in, or why it failed.
type ImportReport = Result<karabast::Import, String>;

/// Paste a Karabast game state; its board becomes a new scenario. On
/// success the tool closes (the editor comes back up) and the summary
/// below the tools takes focus; a failure is said beside the button.
#[component]
fn KarabastImport(
    on_import: impl Fn(String) + Copy + Send + Sync + 'static,
    report: RwSignal<Option<ImportReport>>,
) -> impl IntoView {
    let json = RwSignal::new(String::new());
    let details: NodeRef<leptos::html::Details> = NodeRef::new();
    let run = move |_| {
        let Ok(pool) = data::pool() else {
            report.set(Some(Err(
                "the card pool is not loaded yet (it loads with the page): try again in a moment"
                    .to_string(),
            )));
            return;
        };
        match karabast::import(&json.get_untracked(), &pool) {
            Ok(im) => {
                on_import(im.toml.clone());
                report.set(Some(Ok(im)));
                if let Some(d) = details.get_untracked() {
                    d.set_open(false);
                }
                request_animation_frame(|| {
                    let el = web_sys::window()
                        .and_then(|w| w.document())
                        .and_then(|d| d.get_element_by_id("import-summary"));
                    if let Some(el) = el.and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok()) {
                        el.scroll_into_view();
                        let _ = el.focus();
                    }
                });
            }
            Err(e) => report.set(Some(Err(e))),
        }
    };
    view! {
        <details class="tool karabast-import" node_ref=details>
            <summary>"Import a Karabast game state"</summary>
            <label for="karabast-json">"Game state JSON (as pasted in Karabast bug reports)"</label>
            <textarea id="karabast-json" rows="6" spellcheck="false" placeholder="{\"phase\": \"action\", \"player1\": {...}, \"player2\": {...}}"
                prop:value=move || json.get() on:input=move |ev| json.set(event_target_value(&ev))></textarea>
            <button type="button" class="secondary" on:click=run>"Import as a new scenario"</button>
            <div role="alert">
                {move || match report.get() {
                    Some(Err(e)) => Some(view! { <p class="error import-report">"Not imported: " {e}</p> }),
                    _ => None,
                }}
            </div>
        </details>
    }
}

/// What the last import brought in, what it assumed and what it left out,
/// right above the editor that now holds it.
#[component]
fn ImportSummary(report: RwSignal<Option<ImportReport>>) -> impl IntoView {
    let list = |items: Vec<String>, class: &'static str| {
        view! { <ul class=class>{items.into_iter().map(|i| view! { <li>{i}</li> }).collect_view()}</ul> }
    };
    move || match report.get() {
        Some(Ok(im)) => Some(view! {
            <section id="import-summary" class="import-report" tabindex="-1" aria-labelledby="import-summary-h">
                <h2 id="import-summary-h">"Imported from Karabast"</h2>
                <p>"The editor below now holds this board as a new scenario; the replaced draft can be restored."</p>
                <h3>"What was imported"</h3>
                {list(im.summary, "import-summary")}
                <h3>"What the import assumed"</h3>
                {list(im.assumed, "import-assumed")}
                {(!im.unknown.is_empty()).then(|| view! {
                    <h3>{format!("{} card(s) the card pool lacks, not on the board", im.unknown.len())}</h3>
                    {list(im.unknown.iter().map(|u| u.to_string()).collect(), "unknown-cards")}
                })}
                {(!im.notes.is_empty()).then(|| view! {
                    <h3>"Left out"</h3>
                    {list(im.notes, "import-notes")}
                })}
                <button type="button" class="secondary" on:click=move |_| report.set(None)>"Close this summary"</button>
            </section>
        }),
        _ => None,
    }
}

/// A link that carries the whole draft.
#[component]
fn ShareLink(text: RwSignal<String>, valid: Signal<bool>) -> impl IntoView {
    let link: RwSignal<Option<String>> = RwSignal::new(None);
    let copied = RwSignal::new(String::new());
    let make = move |_| {
        link.set(Some(share_url(&text.get_untracked())));
        copied.set(String::new());
    };
    view! {
        <button type="button" class="secondary" on:click=make>"Make a share link"</button>
        {move || link.get().map(|url| {
            let for_copy = url.clone();
            let len = url.len();
            view! {
                <div class="share-link">
                    <label for="share-url">{format!("Share link ({len} characters)")}</label>
                    <input id="share-url" type="url" readonly prop:value=url.clone() on:focus=|ev| select_all(&ev) />
                    <div class="tool-row">
                        <button type="button" class="secondary" on:click=move |_| { copy_text(&for_copy); copied.set("Link copied.".to_string()); }>"Copy link"</button>
                        <a href=url.clone() target="_blank" rel="noopener noreferrer">"Open it"</a>
                        <span role="status">{move || copied.get()}</span>
                    </div>
                    {move || (!valid.get()).then(|| view! { <p class="hint">"This draft has problems: the link shows them."</p> })}
                </div>
            }
        })}
    }
}
