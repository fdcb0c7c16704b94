//! The SWM board component (wasm only): the procedure step, the table's
//! facts, the decisions revealed together, the setup and initiative orders,
//! and each player's squad, dice, bonus, check and abilities cancelled or
//! used up. Everything shown is worked out natively in [`super::view`]'s model;
//! every fact is text (a heading, a list, a label and its value), never
//! colour alone.

use leptos::prelude::*;

use super::view::{BoardModel, PlayerModel};

/// The board drawn from its model (`swm::view::model` of the engine's board).
#[component]
pub fn Board(model: BoardModel) -> impl IntoView {
    let m = model;
    let step = if m.step.is_empty() {
        "before the first step".to_string()
    } else if m.step_title.is_empty() {
        format!("step {}", m.step)
    } else {
        format!("step {}: {}", m.step, m.step_title)
    };
    let table = (!m.table.is_empty()).then(|| facts_list("swm-table", m.table.clone()));
    let revealed = (!m.revealed.is_empty()).then(|| {
        view! {
            <div class="swm-revealed">
                <h3>"Revealed together"</h3>
                <ul>{m.revealed.iter().map(|r| view! { <li>{r.clone()}</li> }).collect_view()}</ul>
            </div>
        }
    });
    let order = |title: &'static str, names: &[String]| {
        (!names.is_empty()).then(|| {
            view! {
                <div class="swm-order">
                    <h3>{title}</h3>
                    <ol>{names.iter().map(|n| view! { <li>{n.clone()}</li> }).collect_view()}</ol>
                </div>
            }
        })
    };
    let setup = order("Setup order", &m.setup_order);
    let initiative = order("Initiative order", &m.initiative_order);
    let players = m.players.into_iter().map(player_view).collect_view();
    view! {
        <section class="board swm-board" aria-label="The board">
            <p class="board-status">
                <span>{m.phase}</span>
                <span>{step}</span>
            </p>
            {table}
            {revealed}
            <div class="swm-orders">{setup}{initiative}</div>
            {players}
        </section>
    }
}

/// Labels and values as a description list.
fn facts_list(class: &'static str, facts: Vec<(String, String)>) -> impl IntoView {
    view! {
        <dl class=class>
            {facts
                .into_iter()
                .map(|(k, v)| view! { <div><dt>{k}</dt><dd>{v}</dd></div> })
                .collect_view()}
        </dl>
    }
}

/// A titled list, or nothing when it is empty.
fn names_list(title: &'static str, items: Vec<String>) -> Option<impl IntoView> {
    (!items.is_empty()).then(|| {
        view! {
            <div class="zone">
                <span class="zone-name">{title}</span>
                <ul class="swm-names">{items.into_iter().map(|i| view! { <li>{i}</li> }).collect_view()}</ul>
            </div>
        }
    })
}

fn player_view(p: PlayerModel) -> impl IntoView {
    let standing = (!p.standing.is_empty()).then(|| {
        view! { <span class="role">" (" {p.standing.join(", ")} ")"</span> }
    });
    let facts = (!p.facts.is_empty()).then(|| facts_list("swm-facts", p.facts.clone()));
    let label = format!("{}'s side", p.name);
    view! {
        <div class="side" role="group" aria-label=label>
            <h3>{p.name.clone()} {standing}</h3>
            {names_list("Squad", p.squad)}
            {names_list("Reserves revealed", p.reserves)}
            {facts}
            {names_list("Cancelled this round", p.cancelled)}
            {names_list("Used up", p.used)}
            {names_list("Notes", p.notes)}
        </div>
    }
}
