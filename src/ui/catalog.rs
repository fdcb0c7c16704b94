//! The catalog (`/`): every scenario with its difficulty, tags, rule
//! sections and the trainee's status.

use leptos::prelude::*;
use leptos_meta::Title;
use leptos_router::components::A;

use super::data;
use super::store;

#[component]
pub fn Catalog() -> impl IntoView {
    let (scenarios, broken) = data::catalog();
    let progress = store::load().0;
    let count = scenarios.len();
    let rows = scenarios
        .into_iter()
        .map(|m| {
            let status = store::status(&progress, &m.id);
            let href = format!("/scenarios/{}", m.id);
            let tags = m.tags.join(", ");
            let rules = m.rules.join(", ");
            view! {
                <li class="scenario-card">
                    <h2>
                        <A href=href>{m.title.clone()}</A>
                    </h2>
                    <p class="summary">{m.summary.clone()}</p>
                    <dl class="facts">
                        <div>
                            <dt>"Difficulty"</dt>
                            <dd>
                                <span class="difficulty" aria-label=format!("{} of 5", m.difficulty)>
                                    {"●".repeat(m.difficulty as usize)}
                                    <span class="dim">{"○".repeat(5usize.saturating_sub(m.difficulty as usize))}</span>
                                </span>
                            </dd>
                        </div>
                        <div>
                            <dt>"Rules"</dt>
                            <dd>{rules}</dd>
                        </div>
                        <div>
                            <dt>"Tags"</dt>
                            <dd>{tags}</dd>
                        </div>
                        <div>
                            <dt>"Status"</dt>
                            <dd class=format!("status status-{}", status.slug())>{status.label()}</dd>
                        </div>
                    </dl>
                </li>
            }
        })
        .collect_view();
    let broken_view = (!broken.is_empty()).then(|| {
        let items = broken
            .into_iter()
            .map(|(file, diags)| {
                let first = diags.first().map(|d| d.to_string()).unwrap_or_default();
                view! {
                    <li>
                        <code>{file}</code>
                        ": "
                        {first}
                    </li>
                }
            })
            .collect_view();
        view! {
            <section class="broken" aria-label="Scenarios that could not be loaded">
                <h2>"Scenarios with errors"</h2>
                <ul>{items}</ul>
            </section>
        }
    });
    view! {
        <Title text="Scenarios · Timing Window" />
        <section class="catalog">
            <h1>"Timing Window"</h1>
            <p class="lede">
                "Predict what happens, and in what order, then see what the rules engine did, step by step, with the rule numbers. "
                {count}
                " scenario(s)."
            </p>
            <ul class="scenario-list">{rows}</ul>
            {broken_view}
        </section>
    }
}
