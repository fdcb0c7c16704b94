//! An ordering question: put events in order by dragging, by keyboard
//! (Space to pick up, arrows to move, Space to drop, Escape to cancel), or
//! with the move up/down buttons. Every move is announced to screen readers.

use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// One event to order: its stable label and how it reads.
#[derive(Clone, PartialEq)]
pub struct Item {
    pub label: String,
    pub name: String,
    /// Its source card and what caused it, e.g. "Inferno Four · When Defeated".
    pub detail: String,
}

#[component]
pub fn OrderQuestion(
    /// The events, in any order (names are looked up here).
    items: Vec<Item>,
    /// The trainee's current order, by label.
    order: RwSignal<Vec<String>>,
    /// True once the answer is checked: the list is frozen.
    #[prop(into)]
    locked: Signal<bool>,
    /// Ids distinguish several questions on one page.
    #[prop(into)]
    id: String,
) -> impl IntoView {
    let announce = RwSignal::new(String::new());
    let grabbed: RwSignal<Option<(String, usize)>> = RwSignal::new(None);
    let dragging: RwSignal<Option<String>> = RwSignal::new(None);
    let items = StoredValue::new(items);
    let name_of = move |label: &str| {
        items.with_value(|v| {
            v.iter()
                .find(|i| i.label == label)
                .map(|i| i.name.clone())
                .unwrap_or_else(|| label.to_string())
        })
    };
    let list_id = format!("order-{id}");
    let help_id = format!("order-help-{id}");

    // Move `label` to `to` and tell screen readers where it went.
    let move_to = move |label: &str, to: usize| {
        let mut v = order.get_untracked();
        let Some(from) = v.iter().position(|l| l == label) else {
            return;
        };
        let to = to.min(v.len() - 1);
        if from == to {
            return;
        }
        let item = v.remove(from);
        v.insert(to, item);
        let len = v.len();
        order.set(v);
        announce.set(format!(
            "{} moved to position {} of {}.",
            name_of(label),
            to + 1,
            len
        ));
    };

    let list_id_for_focus = StoredValue::new(list_id.clone());
    // After a move the DOM nodes are reordered; put focus back where it was.
    let refocus = move |label: String, selector: &'static str| {
        let list_id = list_id_for_focus.get_value();
        request_animation_frame(move || {
            let Some(doc) = web_sys::window().and_then(|w| w.document()) else {
                return;
            };
            let Some(list) = doc.get_element_by_id(&list_id) else {
                return;
            };
            let Ok(nodes) = list.query_selector_all(".order-item") else {
                return;
            };
            for i in 0..nodes.length() {
                let Some(el) = nodes
                    .item(i)
                    .and_then(|n| n.dyn_into::<web_sys::HtmlElement>().ok())
                else {
                    continue;
                };
                if el.dataset().get("label").as_deref() == Some(label.as_str()) {
                    let target = if selector.is_empty() {
                        Some(el.clone())
                    } else {
                        el.query_selector(selector)
                            .ok()
                            .flatten()
                            .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok())
                    };
                    if let Some(t) = target {
                        let _ = t.focus();
                    }
                }
            }
        });
    };

    let detail_of = move |label: &str| {
        items.with_value(|v| {
            v.iter()
                .find(|i| i.label == label)
                .map(|i| i.detail.clone())
                .unwrap_or_default()
        })
    };
    let row = move |label: String| {
        let name = name_of(&label);
        let detail = detail_of(&label);
        let pos = {
            let label = label.clone();
            Memo::new(move |_| order.with(|v| v.iter().position(|l| *l == label).unwrap_or(0)))
        };
        let len = move || order.with(Vec::len);
        let is_grabbed = {
            let label = label.clone();
            move || grabbed.with(|g| g.as_ref().map(|(l, _)| l == &label).unwrap_or(false))
        };
        let on_key = {
            let label = label.clone();
            move |ev: leptos::ev::KeyboardEvent| {
                if locked.get_untracked() {
                    return;
                }
                let here = pos.get_untracked();
                match ev.key().as_str() {
                    " " | "Enter" => {
                        ev.prevent_default();
                        if grabbed.get_untracked().is_some() {
                            grabbed.set(None);
                            announce.set(format!(
                                "{} dropped at position {}.",
                                name_of(&label),
                                here + 1
                            ));
                        } else {
                            grabbed.set(Some((label.clone(), here)));
                            announce.set(format!(
                                "{} picked up, position {} of {}. Use the arrow keys to move it, Space to drop it, Escape to cancel.",
                                name_of(&label),
                                here + 1,
                                order.with_untracked(Vec::len)
                            ));
                        }
                    }
                    "Escape" => {
                        if let Some((_, start)) = grabbed.get_untracked() {
                            grabbed.set(None);
                            move_to(&label, start);
                            announce.set(format!(
                                "Move cancelled. {} is back at position {}.",
                                name_of(&label),
                                start + 1
                            ));
                            refocus(label.clone(), "");
                        }
                    }
                    "ArrowUp" | "ArrowDown" => {
                        ev.prevent_default();
                        let up = ev.key() == "ArrowUp";
                        if grabbed.get_untracked().is_some() {
                            let to = if up { here.saturating_sub(1) } else { here + 1 };
                            move_to(&label, to);
                            refocus(label.clone(), "");
                        } else {
                            // Without an item picked up, arrows move focus.
                            let v = order.get_untracked();
                            let next = if up {
                                here.checked_sub(1)
                            } else {
                                Some(here + 1)
                            };
                            if let Some(l) = next.and_then(|i| v.get(i)) {
                                refocus(l.clone(), "");
                            }
                        }
                    }
                    _ => {}
                }
            }
        };
        let up = {
            let label = label.clone();
            move |_| {
                let here = pos.get_untracked();
                if here > 0 {
                    move_to(&label, here - 1);
                    refocus(label.clone(), "[data-move=up]");
                }
            }
        };
        let down = {
            let label = label.clone();
            move |_| {
                move_to(&label, pos.get_untracked() + 1);
                refocus(label.clone(), "[data-move=down]");
            }
        };
        let on_drag_start = {
            let label = label.clone();
            move |ev: leptos::ev::DragEvent| {
                if let Some(dt) = ev.data_transfer() {
                    let _ = dt.set_data("text/plain", &label);
                    dt.set_effect_allowed("move");
                }
                dragging.set(Some(label.clone()));
            }
        };
        let on_drop = move |ev: leptos::ev::DragEvent| {
            ev.prevent_default();
            if let Some(l) = dragging.get_untracked() {
                move_to(&l, pos.get_untracked());
            }
            dragging.set(None);
        };
        view! {
            <li
                class="order-item"
                class:grabbed=is_grabbed
                class:dragging={
                    let label = label.clone();
                    move || dragging.with(|d| d.as_deref() == Some(label.as_str()))
                }
                data-label=label.clone()
                tabindex=move || if locked.get() { "-1" } else { "0" }
                aria-roledescription="sortable item"
                aria-label=move || format!("{} ({}), position {} of {}", name_of(&label), detail_of(&label), pos.get() + 1, len())
                draggable=move || if locked.get() { "false" } else { "true" }
                on:keydown=on_key
                on:dragstart=on_drag_start
                on:dragover=move |ev: leptos::ev::DragEvent| ev.prevent_default()
                on:drop=on_drop
                on:dragend=move |_| dragging.set(None)
            >
                <span class="handle" aria-hidden="true">"⠿"</span>
                <span class="position" aria-hidden="true">{move || pos.get() + 1}</span>
                <span class="item-name">
                    {name.clone()}
                    <span class="item-detail">{detail}</span>
                </span>
                <span class="item-buttons">
                    <button
                        type="button"
                        data-move="up"
                        aria-label=format!("Move up: {name}")
                        disabled=move || locked.get() || pos.get() == 0
                        on:click=up
                    >
                        "↑"
                    </button>
                    <button
                        type="button"
                        data-move="down"
                        aria-label=format!("Move down: {name}")
                        disabled=move || locked.get() || (pos.get() + 1 >= len())
                        on:click=down
                    >
                        "↓"
                    </button>
                </span>
            </li>
        }
    };

    view! {
        <p class="hint" id=help_id.clone()>
            "Drag the events into order, or focus one and press Space to pick it up, the arrow keys to move it and Space to drop it. The buttons move an event one place."
        </p>
        <ol class="order-list" id=list_id aria-describedby=help_id>
            <For each=move || order.get() key=|l| l.clone() children=row />
        </ol>
        <p class="sr-only" aria-live="assertive" role="status">{move || announce.get()}</p>
    }
}
