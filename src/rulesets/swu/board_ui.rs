//! The SWU board component (wasm only), both sides, drawn from the board's
//! display model ([`super::view::BoardModel`], worked out natively from a
//! `GameState` and the scenario's own card pool). Every card shows its
//! printed text on hover and on keyboard focus.

use leptos::prelude::*;

use super::view::{BoardModel, LeaderChip, SideModel, UnitChip};

#[component]
pub fn Board(model: BoardModel) -> impl IntoView {
    let label = use_context::<crate::ui::BoardLabel>()
        .map(|l| l.0)
        .unwrap_or_else(|| "The board".to_string());
    let effects = effects_view(model.lasting, model.delayed);
    let sides = model.sides.into_iter().map(side).collect_view();
    view! {
        <section class="board" aria-label=label>
            <p class="board-status">
                <span>"Round " {model.round}</span>
                <span>{model.step}</span>
                <span>{model.initiative}</span>
            </p>
            {sides}
            {effects}
        </section>
    }
}

fn side(s: SideModel) -> impl IntoView {
    let leader = s.leader.map(|l: LeaderChip| {
        view! {
            <div class="zone leader">
                <span class="zone-name">"Leader"</span>
                <CardChip id=l.id name=l.name detail=l.detail text=l.text exhausted=l.exhausted />
            </div>
        }
    });
    let arena = |label: &'static str, units: Vec<UnitChip>| {
        let chips = if units.is_empty() {
            view! { <span class="empty">"no units"</span> }.into_any()
        } else {
            units
                .into_iter()
                .map(|c| view! { <CardChip id=c.id name=c.name detail=c.detail text=c.text exhausted=c.exhausted /> })
                .collect_view()
                .into_any()
        };
        view! {
            <div class="zone arena">
                <span class="zone-name">{label}</span>
                <div class="chips">{chips}</div>
            </div>
        }
    };
    view! {
        <div class="side" aria-label=format!("{}'s side", s.name)>
            <h3>{s.name.clone()} <span class="role">" (" {s.role} ")"</span></h3>
            <div class="zone base">
                <span class="zone-name">"Base"</span>
                <span>{s.base_name} ": " <strong>{s.base_remaining}</strong> " of " {s.base_hp} " HP left"</span>
            </div>
            {leader}
            <div class="zone resources">
                <span class="zone-name">"Resources"</span>
                <span>{s.resources_ready} " ready, " {s.resources_exhausted} " exhausted"</span>
            </div>
            {arena("Ground arena", s.ground)}
            {arena("Space arena", s.space)}
            <div class="zone cards">
                <span class="zone-name">"Hand"</span>
                <span>{s.hand}</span>
                <span class="zone-name">"Deck"</span>
                <span>{s.deck}</span>
                <span class="zone-name">"Discard"</span>
                <span>{s.discard}</span>
            </div>
        </div>
    }
}

/// A card on the board; its printed text appears on hover and on focus.
#[component]
fn CardChip(
    id: String,
    name: String,
    detail: String,
    text: String,
    exhausted: bool,
) -> impl IntoView {
    let tip = format!("tip-{id}");
    let described_by = tip.clone();
    view! {
        <span class="chip" class:exhausted=exhausted tabindex="0" aria-describedby=described_by>
            <span class="chip-name">{name}</span>
            <span class="chip-detail">{detail}</span>
            <span class="tooltip" role="tooltip" id=tip>{text}</span>
        </span>
    }
}

fn effects_view(lasting: Vec<String>, delayed: Vec<String>) -> impl IntoView {
    let list = |items: Vec<String>| {
        if items.is_empty() {
            view! { <p class="empty">"none"</p> }.into_any()
        } else {
            view! { <ul>{items.into_iter().map(|i| view! { <li>{i}</li> }).collect_view()}</ul> }
                .into_any()
        }
    };
    view! {
        <div class="effects">
            <div>
                <h3>"Lasting effects"</h3>
                {list(lasting)}
            </div>
            <div>
                <h3>"Delayed effects waiting"</h3>
                {list(delayed)}
            </div>
        </div>
    }
}
