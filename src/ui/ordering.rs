//! An ordering question: put events in order by dragging, by keyboard
//! (Space to pick up, arrows to move, Space to drop, Escape to cancel), or
//! with the move up/down buttons. Every move is announced to screen readers.
//! The state and what each action does are `quiz::ordering`'s; this only
//! renders them.

use leptos::prelude::*;
use wasm_bindgen::JsCast;

use crate::quiz::ordering::{Effect, Key, Ordering};

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
    /// The trainee's current order and what is picked up (`quiz::ordering`).
    state: RwSignal<Ordering>,
    /// True once the answer is checked: the list is frozen.
    #[prop(into)]
    locked: Signal<bool>,
    /// Ids distinguish several questions on one page.
    #[prop(into)]
    id: String,
) -> impl IntoView {
    let announce = RwSignal::new(String::new());
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

    // Apply an action to the model, announce it and put focus where it goes.
    let act = move |f: &dyn Fn(&mut Ordering) -> Effect, selector: &'static str| {
        let mut effect = Effect::Nothing;
        state.update(|s| effect = f(s));
        let len = state.with_untracked(|s| s.order.len());
        if let Some(text) = effect.announcement(len, name_of) {
            announce.set(text);
        }
        if let Some(label) = effect.focus() {
            refocus(label.to_string(), selector);
        }
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
            Memo::new(move |_| state.with(|s| s.position(&label).unwrap_or(0)))
        };
        let len = move || state.with(|s| s.order.len());
        let is_grabbed = {
            let label = label.clone();
            move || state.with(|s| s.is_grabbed(&label))
        };
        let on_key = {
            let label = label.clone();
            move |ev: leptos::ev::KeyboardEvent| {
                if locked.get_untracked() {
                    return;
                }
                let Some(key) = Key::from_name(&ev.key()) else {
                    return;
                };
                if key != Key::Escape {
                    ev.prevent_default();
                }
                let l = label.clone();
                act(&move |s: &mut Ordering| s.key(&l, key), "");
            }
        };
        let up = {
            let label = label.clone();
            move |_| act(&|s: &mut Ordering| s.step(&label, true), "[data-move=up]")
        };
        let down = {
            let label = label.clone();
            move |_| {
                act(
                    &|s: &mut Ordering| s.step(&label, false),
                    "[data-move=down]",
                )
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
        let on_drop = {
            let label = label.clone();
            move |ev: leptos::ev::DragEvent| {
                ev.prevent_default();
                if let Some(l) = dragging.get_untracked() {
                    let onto = label.clone();
                    act(&move |s: &mut Ordering| s.drop_onto(&l, &onto), "");
                }
                dragging.set(None);
            }
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
            <For each=move || state.with(|s| s.order.clone()) key=|l| l.clone() children=row />
        </ol>
        <p class="sr-only" aria-live="assertive" role="status">{move || announce.get()}</p>
    }
}
