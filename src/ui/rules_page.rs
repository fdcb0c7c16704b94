//! `/rules` and `/rules/GAME`: a game's rules digest as a page, with an
//! anchor for every rule the app cites (`/rules#7.6.10`, `/rules/swm#R6a`).
//! Which game has which digest is `crate::digests`; the blocks are
//! `crate::rules`.

use super::PageTitle;
use leptos::prelude::*;
use leptos_router::components::A;
use leptos_router::hooks::{use_location, use_params_map};
use wasm_bindgen::JsCast;

use super::NotFound;
use crate::digests;
use crate::rules::{path, Block, Digest};

/// Empty elements carrying the extra anchors of a block (the first anchor
/// is the block's own id).
fn extra_anchors(anchors: &[String]) -> impl IntoView {
    anchors
        .iter()
        .skip(1)
        .map(|a| view! { <span id=a.clone() class="anchor"></span> })
        .collect_view()
}

/// `/rules`: Star Wars: Unlimited's digest.
#[component]
pub fn RulesPage() -> impl IntoView {
    digest_page(crate::facts::DEFAULT_GAME)
}

/// `/rules/:game`: another game's digest.
#[component]
pub fn GameRulesPage() -> impl IntoView {
    let params = use_params_map();
    move || {
        let game = params.read().get("game").unwrap_or_default();
        digest_page(&game)
    }
}

fn digest_page(slug: &str) -> AnyView {
    match digests::digest(slug) {
        Some(d) => view! { <DigestView digest=d /> }.into_any(),
        None => view! { <NotFound what="rules page" /> }.into_any(),
    }
}

#[component]
fn DigestView(digest: Digest) -> impl IntoView {
    let views = digest
        .blocks
        .into_iter()
        .map(|b| match b {
            Block::Heading { text, anchors, level } if level >= 3 => view! { <h3 id=anchors.first().cloned()>{extra_anchors(&anchors)}{text}</h3> }.into_any(),
            Block::Heading { text, anchors, .. } => view! { <h2 id=anchors.first().cloned()>{extra_anchors(&anchors)}{text}</h2> }.into_any(),
            Block::Entry { text, anchors } => view! { <p class="rule-entry" id=anchors.first().cloned()>{extra_anchors(&anchors)}{text}</p> }.into_any(),
            Block::Ruling { text, anchors } => view! { <p class="rule-entry ruling" id=anchors.first().cloned()>{extra_anchors(&anchors)}{text}</p> }.into_any(),
            Block::Text(t) => view! { <p class="rule-text">{t}</p> }.into_any(),
        })
        .collect_view();
    // The other games' pages, so each is reachable from every other.
    let others = digests::games()
        .filter(|g| *g != digest.slug)
        .filter_map(digests::digest)
        .map(|d| view! { <li><A href=path(d.slug)>{d.game}</A></li> })
        .collect_view();
    // The page is drawn after the browser looked for the #fragment, and the
    // router changes the fragment without the browser's own jump (so CSS
    // `:target` may not match): scroll to the rule, mark it and focus it,
    // each time the fragment changes.
    let location = use_location();
    Effect::new(move |_| {
        let hash = location.hash.get();
        request_animation_frame(move || show_target(&hash));
    });
    let title = format!("{} · Timing Window", digest.title);
    view! {
        <PageTitle text=title />
        <article class="rules-page">
            <h1>{digest.title}</h1>
            <p class="lede">{digest.lede}</p>
            <nav class="other-rules" aria-label="Other games' rules">
                <ul>{others}</ul>
            </nav>
            {views}
        </article>
    }
}

/// Scroll to the rule a fragment names (`#7.6.14a`), mark its block (the
/// entry or heading that covers a lettered rule's empty anchor) and move
/// focus to it, so a screen reader reads the rule that was linked.
fn show_target(hash: &str) {
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    // Only one rule is marked at a time.
    if let Ok(old) = doc.query_selector_all(".rules-page .target") {
        for i in 0..old.length() {
            if let Some(el) = old
                .item(i)
                .and_then(|n| n.dyn_into::<web_sys::Element>().ok())
            {
                let _ = el.class_list().remove_1("target");
            }
        }
    }
    let id = js_sys::decode_uri_component(hash.trim_start_matches('#'))
        .ok()
        .and_then(|s| s.as_string())
        .unwrap_or_default();
    if id.is_empty() {
        return;
    }
    let Some(el) = doc.get_element_by_id(&id) else {
        return;
    };
    let block = if el.class_list().contains("anchor") {
        el.parent_element().unwrap_or(el)
    } else {
        el
    };
    let _ = block.class_list().add_1("target");
    if let Ok(h) = block.dyn_into::<web_sys::HtmlElement>() {
        // Focusable by script only, not a stop in the tab order.
        let _ = h.set_attribute("tabindex", "-1");
        h.scroll_into_view();
        let _ = h.focus();
    }
}
