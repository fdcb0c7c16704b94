//! `/rules`: the timing-rules digest as a page, with an anchor for every
//! rule number the app cites (`/rules#7.6.10`, `/rules#7.7.4b`).

use leptos::prelude::*;
use leptos_meta::Title;
use wasm_bindgen::JsCast;

use crate::library::RULES_DIGEST;

/// A rule number at the start of a line: "7.6.10", "1.16.5", "5.4".
fn leading_rule(text: &str) -> Option<&str> {
    let end = text
        .find(|c: char| !(c.is_ascii_digit() || c == '.'))
        .unwrap_or(text.len());
    let n = text[..end].trim_end_matches('.');
    (n.contains('.') || (n.len() == 1 && n.chars().all(|c| c.is_ascii_digit())))
        .then_some(n)
        .filter(|n| !n.is_empty())
}

#[component]
pub fn RulesPage() -> impl IntoView {
    let mut blocks = Vec::new();
    for line in RULES_DIGEST.lines() {
        let t = line.trim();
        if let Some(h) = t.strip_prefix("## ") {
            let id = leading_rule(h).map(str::to_string);
            blocks.push(view! { <h2 id=id>{h.to_string()}</h2> }.into_any());
        } else if let Some(h) = t.strip_prefix("# ") {
            blocks.push(view! { <h1>{h.to_string()}</h1> }.into_any());
        } else if let Some(item) = t.strip_prefix("- ") {
            let id = leading_rule(item).map(str::to_string);
            // Sub-rules ("7.7.4b", "5.4b") point at their parent entry.
            let subs = id
                .iter()
                .flat_map(|r| ('a'..='h').map(move |c| format!("{r}{c}")))
                .map(|sub| view! { <span id=sub class="anchor"></span> })
                .collect_view();
            blocks.push(
                view! { <p class="rule-entry" id=id>{subs}{item.to_string()}</p> }.into_any(),
            );
        } else if !t.is_empty() {
            // A continuation of the previous entry or a plain paragraph.
            blocks.push(view! { <p class="rule-text">{t.to_string()}</p> }.into_any());
        }
    }
    // The page is drawn after the browser looked for the #fragment; scroll
    // to it ourselves.
    Effect::new(move |_| {
        request_animation_frame(|| {
            let Some(w) = web_sys::window() else { return };
            let hash = w.location().hash().unwrap_or_default();
            let id = js_sys::decode_uri_component(hash.trim_start_matches('#'))
                .ok()
                .and_then(|s| s.as_string())
                .unwrap_or_default();
            if let Some(el) = w.document().and_then(|d| d.get_element_by_id(&id)) {
                el.scroll_into_view();
                if let Ok(h) = el.dyn_into::<web_sys::HtmlElement>() {
                    let _ = h.class_list().add_1("target");
                }
            }
        });
    });
    view! {
        <Title text="Timing rules · Timing Window" />
        <article class="rules-page">{blocks}</article>
    }
}
