//! `/author`: write a scenario in the browser with live validation. Every
//! problem is listed with its line and column; a valid scenario shows the
//! engine's trace. Drafts are kept in localStorage.

use gloo_storage::{LocalStorage, Storage};
use leptos::prelude::*;
use leptos_meta::Title;

use super::data::{self, Unavailable};

const DRAFT_KEY: &str = "timing-window.author.draft";

#[component]
pub fn AuthorPage() -> impl IntoView {
    let initial = LocalStorage::raw()
        .get_item(DRAFT_KEY)
        .ok()
        .flatten()
        .unwrap_or_else(|| crate::scenario::TEMPLATE.to_string());
    let text = RwSignal::new(initial);
    Effect::new(move |_| {
        let _ = LocalStorage::raw().set_item(DRAFT_KEY, &text.get());
    });
    let result = Memo::new(move |_| {
        text.with(|t| match data::prepare_text("draft.toml", t) {
            Ok(p) => Ok(p
                .trace
                .steps
                .iter()
                .map(|s| (s.depth, s.text.clone(), s.rules.join(", ")))
                .collect::<Vec<_>>()),
            Err(Unavailable::Invalid(d)) => Err(d
                .iter()
                .map(|d| (d.line, d.column, d.message.clone(), d.suggestion.clone()))
                .collect::<Vec<_>>()),
            Err(Unavailable::Engine(e)) | Err(Unavailable::Fetch(e)) => Err(vec![(0, 0, e, None)]),
            Err(Unavailable::NotFound) => Err(vec![(0, 0, "not found".to_string(), None)]),
        })
    });
    view! {
        <Title text="Author a scenario · Timing Window" />
        <section class="author">
            <h1>"Author a scenario"</h1>
            <p>"Edit the scenario below. Problems are listed as you type; your draft is saved in this browser."</p>
            <div class="author-layout">
                <label class="editor">
                    <span>"Scenario (TOML)"</span>
                    <textarea spellcheck="false" prop:value=move || text.get() on:input=move |ev| text.set(event_target_value(&ev)) rows="30"></textarea>
                </label>
                <div class="preview" aria-live="polite">
                    {move || match result.get() {
                        Ok(steps) => view! {
                            <h2>"Valid: the engine's trace"</h2>
                            <ol class="timeline">
                                {steps.into_iter().map(|(d, t, r)| view! { <li style=format!("--depth: {d}")>{t} " " <span class="rules">{r}</span></li> }).collect_view()}
                            </ol>
                        }.into_any(),
                        Err(diags) => view! {
                            <h2>{format!("{} problem(s)", diags.len())}</h2>
                            <ul class="diagnostics">
                                {diags.into_iter().map(|(l, c, m, s)| view! {
                                    <li><span class="pos">{format!("line {l}, column {c}")}</span>": "{m}{s.map(|s| format!(" ({s})"))}</li>
                                }).collect_view()}
                            </ul>
                        }.into_any(),
                    }}
                </div>
            </div>
        </section>
    }
}
