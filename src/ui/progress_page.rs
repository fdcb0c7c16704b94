//! `/progress`: what the trainee answered, and anything set aside because
//! it could not be read.

use leptos::prelude::*;
use leptos_meta::Title;
use leptos_router::components::A;

use super::store;

#[component]
pub fn ProgressPage() -> impl IntoView {
    let (progress, aside) = store::load();
    let mut attempts = progress.attempts.clone();
    attempts.sort_by(|a, b| b.at.total_cmp(&a.at));
    let total = attempts.len();
    let right = attempts.iter().filter(|a| a.legal).count();
    let rows = attempts
        .into_iter()
        .map(|a| {
            let when = js_sys::Date::new(&wasm_bindgen::JsValue::from_f64(a.at))
                .to_locale_string("en-GB", &wasm_bindgen::JsValue::UNDEFINED);
            let href = format!("/scenarios/{}", a.scenario);
            view! {
                <tr>
                    <td><A href=href>{a.scenario.clone()}</A></td>
                    <td>{format!("{:.0}%", a.score * 100.0)}</td>
                    <td>{if a.legal { "right" } else { "missed" }}</td>
                    <td>{String::from(when)}</td>
                </tr>
            }
        })
        .collect_view();
    let aside_view = (!aside.is_empty()).then(|| {
        let items = aside.into_iter().map(|s| view! { <li>{s.reason}<details><summary>"What was saved"</summary><pre>{s.raw}</pre></details></li> }).collect_view();
        view! {
            <section class="set-aside" role="alert">
                <h2>"Some saved progress could not be read"</h2>
                <p>"It has been set aside, not erased. The rest of your progress is below."</p>
                <ul>{items}</ul>
            </section>
        }
    });
    view! {
        <Title text="Progress · Timing Window" />
        <section class="progress-page">
            <h1>"Your progress"</h1>
            {aside_view}
            <p>{format!("{total} answer(s), {right} right.")}</p>
            <table>
                <thead><tr><th scope="col">"Scenario"</th><th scope="col">"Score"</th><th scope="col">"Result"</th><th scope="col">"When"</th></tr></thead>
                <tbody>{rows}</tbody>
            </table>
        </section>
    }
}
