//! Generated practice: `/practice` lists the templates, and
//! `/practice/TEMPLATE?seed=N` builds that template's board for the seed
//! (`rulesets::swu::generate`), loads the text as any scenario file is
//! loaded (`data::prepare_text`) and shows it with the scenario page's own
//! view. The same seed always gives the same board, so the link is the
//! board; "Next board" (at the top, and at the end after the last question
//! and the run) goes to seed + 1. Answers are recorded under the
//! generated id (`practice-TEMPLATE-N`), which the progress page and the
//! review queue turn back into this page's link.

use super::PageTitle;
use leptos::prelude::*;
use leptos_router::components::A;
use leptos_router::hooks::{use_params_map, use_query_map};

use super::data::{self, Unavailable};
use super::scenario_page::ScenarioView;
use super::NotFound;
use crate::rulesets::swu::generate::{self, TEMPLATES};

/// Where a scenario id opens: the library's scenario page, or for a
/// generated id not saved into the library, its practice page.
pub fn href(id: &str) -> String {
    crate::library::href(id)
}

/// A scenario id's title: the library's, or a generated board's template
/// and seed.
pub fn title_of(id: &str) -> String {
    crate::library::title_of(id)
}

/// A seed for a fresh board.
fn fresh_seed() -> u64 {
    (js_sys::Math::random() * 1_000_000.0) as u64
}

/// `/practice`: the templates.
#[component]
pub fn PracticeIndex() -> impl IntoView {
    let rows = TEMPLATES
        .iter()
        .map(|t| {
            let first = format!("/practice/{}?seed=1", t.id);
            let fresh = format!("/practice/{}?seed={}", t.id, fresh_seed());
            let rules = t.rules.join(", ");
            view! {
                <li class="practice-template">
                    <h2><A href=first>{t.title}</A></h2>
                    <p>{t.summary}</p>
                    <p class="rules">"Rules: " {rules}</p>
                    <p><A href=fresh>"A new board"</A></p>
                </li>
            }
        })
        .collect_view();
    view! {
        <PageTitle text="Generated practice · Timing Window" />
        <section class="practice-index">
            <p class="back"><A href="/">"← All scenarios"</A></p>
            <h1>"Generated practice"</h1>
            <p>
                "Fresh boards for one rule at a time, drawn from the card pool. The engine runs each "
                "board and every answer is what it did. A board's link always opens the same board."
            </p>
            <ul class="practice-templates">{rows}</ul>
        </section>
    }
}

/// `/practice/TEMPLATE?seed=N`.
#[component]
pub fn PracticeRoute() -> impl IntoView {
    let params = use_params_map();
    let query = use_query_map();
    let template = move || params.read().get("template").unwrap_or_default();
    let seed = move || {
        query
            .read()
            .get("seed")
            .and_then(|s| s.trim().parse::<u64>().ok())
            .unwrap_or(1)
    };
    // Only the template and the seed pick the board: the page also writes
    // `?step=N` when the trace is shown, and that must not rebuild it.
    let board = Memo::new(move |_| (template(), seed()));
    // The board is drawn from the card pool, data the page loads first.
    let pool = super::loaded::loaded(|| (), |()| data::load_pool());
    move || {
        match pool.get() {
            None => return view! { <p class="loading" role="status">"Loading the card pool\u{2026}"</p> }.into_any(),
            Some(Err(e)) => return view! { <p class="error" role="alert">{format!("The card pool could not be loaded: {e}")}</p> }.into_any(),
            Some(Ok(_)) => {}
        }
        let (name, seed) = board.get();
        let Some(t) = generate::template(&name) else {
            return view! { <NotFound what=format!("practice template called \u{201c}{name}\u{201d}") /> }.into_any();
        };
        let built = data::pool()
            .and_then(|pool| generate::generate(t.id, seed, &pool))
            .map_err(|e| vec![e])
            .and_then(|g| {
                data::prepare_text(&format!("{}.toml", g.id), &g.text)
                    .map(|p| (g, p))
                    .map_err(|e| match e {
                        Unavailable::Invalid(d) => d.iter().map(|d| d.to_string()).collect(),
                        Unavailable::Engine(e) | Unavailable::Fetch(e) => vec![e],
                        Unavailable::NotFound => vec!["no scenario".to_string()],
                    })
            });
        let next = format!("/practice/{}?seed={}", t.id, seed.saturating_add(1));
        let this = format!("/practice/{}?seed={seed}", t.id);
        match built {
            Ok((g, prepared)) => {
                let file = format!("{}.toml", g.id);
                let text = g.text.clone();
                let opened = data::Opened::in_process(
                    std::sync::Arc::new(prepared),
                    super::explore::Source::Text(g.text.clone()),
                );
                let save = move |_| {
                    let _ = super::download(&file, &text, "application/toml");
                };
                view! {
                    <nav class="practice-nav" aria-label="Practice boards">
                        <A href="/practice">"All templates"</A>
                        " · "
                        <A href=this.clone() attr:class="practice-link">{format!("Link to board {seed}")}</A>
                        " · "
                        <A href=next.clone() attr:class="practice-next">"Next board"</A>
                        " · "
                        <button type="button" class="practice-save" on:click=save>"Save as a scenario file"</button>
                    </nav>
                    <ScenarioView lesson=opened.lesson explorer=opened.explorer embedded=false />
                    // The way on where the trainee is once the last question
                    // is answered and the run read: the page's end.
                    <nav class="practice-end" aria-label="The next practice board">
                        <A href=next attr:class="button-link primary practice-next-end">{format!("Next board: {} →", t.title)}</A>
                        " "
                        <A href="/practice">"All templates"</A>
                    </nav>
                }
                .into_any()
            }
            Err(problems) => view! {
                <PageTitle text="This practice board cannot be built · Timing Window" />
                <section class="problems" role="alert">
                    <h1>"This practice board cannot be built"</h1>
                    <ul>{problems.into_iter().map(|p| view! { <li><code>{p}</code></li> }).collect_view()}</ul>
                    <p><A href=next>"Try the next board"</A> " · " <A href="/practice">"All templates"</A></p>
                </section>
            }
            .into_any(),
        }
    }
}
