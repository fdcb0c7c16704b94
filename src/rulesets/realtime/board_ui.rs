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
use crate::markup::Markup;

/// The board drawn from its model (`realtime::view::board_view` of the
/// engine's board).
#[component]
pub fn Board(model: BoardModel) -> impl IntoView {
    view! { <section class="board realtime-board" aria-label="The board" inner_html=markup(model)></section> }
}

/// The board's content as markup (`crate::markup`): it never changes once
/// drawn.
fn markup(v: BoardModel) -> String {
    let mut m = Markup::new();
    m.open("p", &[("class", "board-status")])
        .el("span", &[], &v.status)
        .close("p");
    m.open("div", &[("class", "clock-row")]).el(
        "p",
        &[("class", "sr-only")],
        &format!("{}.", v.global_clock.sentence()),
    );
    clock(&mut m, &v.global_clock);
    m.close("div");
    for p in &v.players {
        side(&mut m, p);
    }
    for z in &v.reinforcements {
        m.open(
            "div",
            &[
                ("class", "zone realtime-reinforcements"),
                ("data-team", &z.team),
            ],
        )
        .span("zone-name", &z.name);
        chips(&mut m, &z.units);
        m.close("div");
    }
    m.into_string()
}

fn side(m: &mut Markup, p: &PlayerView) {
    m.open(
        "div",
        &[
            ("class", "side realtime-side"),
            ("data-player", &p.id),
            ("aria-label", &format!("{}'s side", p.name)),
        ],
    )
    .open("h3", &[])
    .text(&p.name)
    .span("role", &format!(" ({})", p.role));
    if p.lost {
        m.span("lost-on-time", " · lost on time");
    }
    m.close("h3")
        .el("p", &[("class", "sr-only")], &p.clocks_text)
        .open("div", &[("class", "clock-row")]);
    clock(m, &p.turn_clock);
    clock(m, &p.player_clock);
    m.close("div");
    m.open("div", &[("class", "zone")])
        .span("zone-name", "Selected")
        .el("span", &[], p.selected.as_deref().unwrap_or("nothing yet"))
        .close("div");
    for (class, name, units) in [
        ("zone arena", "Field", &p.field),
        ("zone base", "Base", &p.base),
    ] {
        m.open("div", &[("class", class)]).span("zone-name", name);
        chips(m, units);
        m.close("div");
    }
    m.open("div", &[("class", "zone cards")])
        .span("zone-name", "Zones")
        .el("span", &[], &p.zones)
        .close("div")
        .close("div");
}

/// One clock as drawn: hidden from screen readers, which read the
/// sentence beside it.
fn clock(m: &mut Markup, c: &ClockView) {
    let mut class = format!("clock {}", c.kind.class());
    for (on, name) in [
        (c.running, " running"),
        (c.expired, " expired"),
        (c.alert, " alert"),
    ] {
        if on {
            class.push_str(name);
        }
    }
    let state = if c.expired && !c.running {
        "run out"
    } else {
        ""
    };
    m.open(
        "div",
        &[
            ("class", &class),
            ("data-state", &c.state),
            ("aria-hidden", "true"),
        ],
    )
    .span("clock-name", c.kind.name())
    .span("clock-time", &c.text)
    .span("clock-state", state)
    .span("clock-running-note", "running")
    .close("div");
}

fn chips(m: &mut Markup, units: &[UnitView]) {
    if units.is_empty() {
        m.span("empty", "none");
        return;
    }
    m.open("div", &[("class", "chips")]);
    for u in units {
        chip(m, u);
    }
    m.close("div");
}

/// A card; an ability's text appears on hover and on keyboard focus.
fn chip(m: &mut Markup, u: &UnitView) {
    let class = if u.prepped { "chip" } else { "chip exhausted" };
    // Ids in this board's scope: the page draws the card on more than one.
    let (id, tip) = (m.id(&u.id), m.id(&format!("tip-{}", u.id)));
    if u.text.is_empty() {
        m.open("span", &[("class", class), ("id", &id)]);
    } else {
        m.open(
            "span",
            &[
                ("class", class),
                ("id", &id),
                ("tabindex", "0"),
                ("aria-describedby", &tip),
            ],
        );
    }
    m.span("chip-name", &u.name).span("chip-detail", &u.detail);
    if !u.text.is_empty() {
        m.el(
            "span",
            &[("class", "tooltip"), ("role", "tooltip"), ("id", &tip)],
            &u.text,
        );
    }
    m.close("span");
}
