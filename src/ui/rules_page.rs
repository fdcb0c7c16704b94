//! `/rules`: the timing-rules digest as a page, with an anchor for every
//! rule number the app cites (`/rules#7.6.10`, `/rules#7.7.4b`).

use leptos::prelude::*;
use leptos_meta::Title;
use wasm_bindgen::JsCast;

use crate::rules::{blocks, Block};

/// Empty elements carrying the extra anchors of a block (the first anchor
/// is the block's own id).
fn extra_anchors(anchors: &[String]) -> impl IntoView {
    anchors
        .iter()
        .skip(1)
        .map(|a| view! { <span id=a.clone() class="anchor"></span> })
        .collect_view()
}

#[component]
pub fn RulesPage() -> impl IntoView {
    let views = blocks()
        .into_iter()
        .map(|b| match b {
            Block::Heading { text, anchors } => view! { <h2 id=anchors.first().cloned()>{extra_anchors(&anchors)}{text}</h2> }.into_any(),
            Block::Entry { text, anchors } => view! { <p class="rule-entry" id=anchors.first().cloned()>{extra_anchors(&anchors)}{text}</p> }.into_any(),
            Block::Ruling { text, anchors } => view! { <p class="rule-entry ruling" id=anchors.first().cloned()>{extra_anchors(&anchors)}{text}</p> }.into_any(),
            Block::Text(t) => view! { <p class="rule-text">{t}</p> }.into_any(),
        })
        .collect_view();
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
                // A lettered rule ("7.6.14a") is an empty anchor inside the
                // entry that covers it: mark that entry.
                let block = if el.class_list().contains("anchor") {
                    el.parent_element().unwrap_or(el)
                } else {
                    el
                };
                if let Ok(h) = block.dyn_into::<web_sys::HtmlElement>() {
                    let _ = h.class_list().add_1("target");
                }
            }
        });
    });
    view! {
        <Title text="Timing rules · Timing Window" />
        <article class="rules-page">
            <h1>"The timing rules"</h1>
            <p class="lede">
                "A digest of the Star Wars: Unlimited rules on timing, in our own words, numbered after the Comprehensive Rules. Every rule number the app cites links here. \"AP\" is the active player, \"NAP\" the other player; outside the action phase the active player is the one who holds the initiative."
            </p>
            {views}
        </article>
    }
}
