//! An ordering question: put events in order by dragging, by keyboard
//! (Space to pick up, arrows to move, Space to drop, Escape to cancel), or
//! with the move up/down buttons. Every move is announced to screen readers.
//! The state and what each action does are `quiz::ordering`'s; this only
//! renders them.

use leptos::prelude::*;
use wasm_bindgen::JsCast;

use crate::quiz::ordering::{Effect, Key, Ordering};

/// One event to order: the question-as-asked's event (its stable label
/// and how it reads), shown as it is, so the page and the exam hand their
/// events over without copying them into a second struct.
pub use crate::quiz::asked::Event as Item;

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
    // Put focus on the row at `position` (or on one of its buttons). The
    // rows are places in the list, not events: a move changes what two
    // rows show and never moves an element, so the focused row is never
    // taken out of the page and the next key of a fast key repeat reaches
    // the list. Focus is put at once (the row exists) and again after the
    // page is drawn (a button may have become disabled at an end).
    let refocus = move |position: usize, selector: &'static str| {
        let focus = move || {
            let list_id = list_id_for_focus.get_value();
            let Some(row) = web_sys::window()
                .and_then(|w| w.document())
                .and_then(|d| d.get_element_by_id(&list_id))
                .and_then(|l| l.children().item(position as u32))
            else {
                return;
            };
            let button = (!selector.is_empty())
                .then(|| row.query_selector(selector).ok().flatten())
                .flatten()
                .filter(|b| !b.has_attribute("disabled"));
            let target = button.unwrap_or(row);
            if let Ok(t) = target.dyn_into::<web_sys::HtmlElement>() {
                let _ = t.focus();
            }
        };
        focus();
        request_animation_frame(focus);
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
            if let Some(at) = state.with_untracked(|s| s.position(label)) {
                refocus(at, selector);
            }
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
    // One row per place in the list; what it shows is the event now there.
    let row = move |at: usize| {
        let label = move || state.with(|s| s.order.get(at).cloned().unwrap_or_default());
        let here = move || state.with_untracked(|s| s.order.get(at).cloned().unwrap_or_default());
        let len = move || state.with(|s| s.order.len());
        let is_grabbed = move || state.with(|s| s.order.get(at).is_some_and(|l| s.is_grabbed(l)));
        let on_key = move |ev: leptos::ev::KeyboardEvent| {
            if locked.get_untracked() {
                return;
            }
            let Some(key) = Key::from_name(&ev.key()) else {
                return;
            };
            if key != Key::Escape {
                ev.prevent_default();
            }
            // The event at this place now, by the model (the page may not
            // be drawn again yet between two keys of a repeat).
            let l = here();
            act(&move |s: &mut Ordering| s.key(&l, key), "");
        };
        let up = move |_| {
            let l = here();
            act(&move |s: &mut Ordering| s.step(&l, true), "[data-move=up]")
        };
        let down = move |_| {
            let l = here();
            act(
                &move |s: &mut Ordering| s.step(&l, false),
                "[data-move=down]",
            )
        };
        let on_drag_start = move |ev: leptos::ev::DragEvent| {
            let l = here();
            if let Some(dt) = ev.data_transfer() {
                let _ = dt.set_data("text/plain", &l);
                dt.set_effect_allowed("move");
            }
            dragging.set(Some(l));
        };
        let on_drop = move |ev: leptos::ev::DragEvent| {
            ev.prevent_default();
            if let Some(l) = dragging.get_untracked() {
                let onto = here();
                act(&move |s: &mut Ordering| s.drop_onto(&l, &onto), "");
            }
            dragging.set(None);
        };
        let name = move || name_of(&label());
        view! {
            <li
                class="order-item"
                class:grabbed=is_grabbed
                class:dragging=move || dragging.with(|d| d.as_deref() == Some(label().as_str()))
                data-label=label
                tabindex=move || if locked.get() { "-1" } else { "0" }
                aria-roledescription="sortable item"
                aria-label=move || format!("{} ({}), position {} of {}", name(), detail_of(&label()), at + 1, len())
                draggable=move || if locked.get() { "false" } else { "true" }
                on:keydown=on_key
                on:dragstart=on_drag_start
                on:dragover=move |ev: leptos::ev::DragEvent| ev.prevent_default()
                on:drop=on_drop
                on:dragend=move |_| dragging.set(None)
            >
                <span class="handle" aria-hidden="true">"⠿"</span>
                <span class="position" aria-hidden="true">{at + 1}</span>
                <span class="item-name">
                    {name}
                    <span class="item-detail">{move || detail_of(&label())}</span>
                </span>
                <span class="item-buttons">
                    <button
                        type="button"
                        data-move="up"
                        aria-label=move || format!("Move up: {}", name())
                        disabled=move || locked.get() || at == 0
                        on:click=up
                    >
                        "↑"
                    </button>
                    <button
                        type="button"
                        data-move="down"
                        aria-label=move || format!("Move down: {}", name())
                        disabled=move || locked.get() || (at + 1 >= len())
                        on:click=down
                    >
                        "↓"
                    </button>
                </span>
            </li>
        }
    };
    let rows = state.with_untracked(|s| s.order.len());

    view! {
        <p class="hint" id=help_id.clone()>
            "Drag the events into order, or focus one and press Space to pick it up, the arrow keys to move it and Space to drop it. The buttons move an event one place."
        </p>
        <ol class="order-list" id=list_id aria-describedby=help_id>
            {(0..rows).map(row).collect_view()}
        </ol>
        <p class="sr-only" aria-live="assertive" role="status">{move || announce.get()}</p>
    }
}
