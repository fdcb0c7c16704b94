//! The realtime board component (wasm only): the turn and global clock,
//! then each player's clocks, Field and Base, and in team formats the
//! shared Reinforcements zone. What it shows is worked out natively in
//! [`super::view`]; this file only renders it.
//!
//! A player clock counting down after the turn clock ran out is drawn
//! blinking red (`.clock.alert` in `style/main.css`); under
//! `prefers-reduced-motion` it does not blink but keeps a steady red
//! outline and shows the word "running". Screen readers get each player's
//! clocks as one sentence; the drawn clocks are hidden from them so the
//! state is read once, in words.

use leptos::prelude::*;

use super::view::{BoardModel, ClockView, PlayerView, UnitView};

/// The board drawn from its model (`realtime::view::board_view` of the
/// engine's board).
#[component]
pub fn Board(model: BoardModel) -> impl IntoView {
    let v = model;
    let global_text = format!("{}.", v.global_clock.sentence());
    let sides = v.players.into_iter().map(side).collect_view();
    let reinforcements = v.reinforcements.map(|units| {
        view! {
            <div class="zone realtime-reinforcements">
                <span class="zone-name">"Reinforcements (team)"</span>
                {chips(units)}
            </div>
        }
    });
    view! {
        <section class="board realtime-board" aria-label="The board">
            <p class="board-status">
                <span>{v.status}</span>
            </p>
            <div class="clock-row">
                <p class="sr-only">{global_text}</p>
                {clock(v.global_clock)}
            </div>
            {sides}
            {reinforcements}
        </section>
    }
}

fn side(p: PlayerView) -> impl IntoView {
    let selected = p.selected.clone().unwrap_or_else(|| "nothing yet".into());
    let lost = p
        .lost
        .then(|| view! { <span class="lost-on-time">" · lost on time"</span> });
    view! {
        <div class="side realtime-side" data-player=p.id.clone() aria-label=format!("{}'s side", p.name)>
            <h3>{p.name.clone()} <span class="role">" (" {p.role.clone()} ")"</span> {lost}</h3>
            <p class="sr-only">{p.clocks_text.clone()}</p>
            <div class="clock-row">
                {clock(p.turn_clock)}
                {clock(p.player_clock)}
            </div>
            <div class="zone">
                <span class="zone-name">"Selected"</span>
                <span>{selected}</span>
            </div>
            <div class="zone arena">
                <span class="zone-name">"Field"</span>
                {chips(p.field)}
            </div>
            <div class="zone base">
                <span class="zone-name">"Base"</span>
                {chips(p.base)}
            </div>
            <div class="zone cards">
                <span class="zone-name">"Zones"</span>
                <span>{p.zones}</span>
            </div>
        </div>
    }
}

/// One clock as drawn: hidden from screen readers, which read the
/// sentence beside it.
fn clock(c: ClockView) -> impl IntoView {
    let class = format!("clock {}", c.kind.class());
    let state = if c.expired && !c.running {
        "run out"
    } else {
        ""
    };
    view! {
        <div
            class=class
            class:running=c.running
            class:expired=c.expired
            class:alert=c.alert
            data-state=c.state
            aria-hidden="true"
        >
            <span class="clock-name">{c.kind.name()}</span>
            <span class="clock-time">{c.text}</span>
            <span class="clock-state">{state}</span>
            <span class="clock-running-note">"running"</span>
        </div>
    }
}

fn chips(units: Vec<UnitView>) -> impl IntoView {
    if units.is_empty() {
        return view! { <span class="empty">"none"</span> }.into_any();
    }
    view! { <div class="chips">{units.into_iter().map(chip).collect_view()}</div> }.into_any()
}

/// A card; an ability's text appears on hover and on keyboard focus.
fn chip(u: UnitView) -> impl IntoView {
    if u.text.is_empty() {
        return view! {
            <span class="chip" class:exhausted=!u.prepped id=u.id>
                <span class="chip-name">{u.name}</span>
                <span class="chip-detail">{u.detail}</span>
            </span>
        }
        .into_any();
    }
    let tip = format!("tip-{}", u.id);
    let described_by = tip.clone();
    view! {
        <span class="chip" class:exhausted=!u.prepped id=u.id tabindex="0" aria-describedby=described_by>
            <span class="chip-name">{u.name}</span>
            <span class="chip-detail">{u.detail}</span>
            <span class="tooltip" role="tooltip" id=tip>{u.text}</span>
        </span>
    }
    .into_any()
}
