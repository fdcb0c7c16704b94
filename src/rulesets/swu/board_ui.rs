//! The SWU board component (wasm only), both sides, drawn from the board's
//! display model ([`super::view::BoardModel`], worked out natively from a
//! `GameState` and the scenario's own card pool). Every card shows its
//! printed text on hover and on keyboard focus.

use leptos::prelude::*;

use super::view::{BoardModel, SideModel, UnitChip};
use crate::markup::Markup;

#[component]
pub fn Board(model: BoardModel) -> impl IntoView {
    let label = use_context::<crate::rulesets::BoardLabel>()
        .map(|l| l.0)
        .unwrap_or_else(|| "The board".to_string());
    view! { <section class="board" aria-label=label inner_html=markup(model)></section> }
}

/// The board's content as markup (`crate::markup`): it never changes once
/// drawn.
fn markup(model: BoardModel) -> String {
    let mut m = Markup::new();
    m.open("p", &[("class", "board-status")])
        .el("span", &[], &format!("Round {}", model.round))
        .el("span", &[], &model.step)
        .el("span", &[], &model.initiative)
        .close("p");
    for s in &model.sides {
        side(&mut m, s);
    }
    m.open("div", &[("class", "effects")]);
    list(&mut m, "Lasting effects", &model.lasting);
    list(&mut m, "Delayed effects waiting", &model.delayed);
    m.close("div");
    m.into_string()
}

fn side(m: &mut Markup, s: &SideModel) {
    m.open(
        "div",
        &[
            ("class", "side"),
            ("aria-label", &format!("{}'s side", s.name)),
        ],
    )
    .open("h3", &[])
    .text(&s.name)
    .span("role", &format!(" ({})", s.role))
    // The icons the base and leader provide (8.1.1) share the heading's
    // line: a row of their own made every board two lines taller, and
    // pushed the step controls out of view at 1280 x 800.
    .span("aspects", &format!(" aspects: {}", s.aspects))
    .close("h3");
    m.open("div", &[("class", "zone base")])
        .span("zone-name", "Base")
        .open("span", &[])
        .text(&format!("{}: ", s.base_name))
        .el("strong", &[], &s.base_remaining.to_string())
        .text(&format!(" of {} HP left", s.base_hp))
        .close("span")
        .close("div");
    if let Some(l) = &s.leader {
        m.open("div", &[("class", "zone leader")])
            .span("zone-name", "Leader");
        chip(m, &l.id, &l.name, &l.detail, &l.text, l.exhausted);
        m.close("div");
    }
    m.open("div", &[("class", "zone resources")])
        .span("zone-name", "Resources")
        .el(
            "span",
            &[],
            &format!(
                "{} ready, {} exhausted",
                s.resources_ready, s.resources_exhausted
            ),
        )
        .close("div");
    if !s.tokens.is_empty() {
        m.open("div", &[("class", "zone tokens")])
            .span("zone-name", "Tokens")
            .el("span", &[], &s.tokens)
            .close("div");
    }
    arena(m, "Ground arena", &s.ground);
    arena(m, "Space arena", &s.space);
    m.open("div", &[("class", "zone cards")]);
    for (name, value) in [
        ("Hand", &s.hand),
        ("Deck", &s.deck),
        ("Discard", &s.discard),
    ] {
        m.span("zone-name", name).el("span", &[], value);
    }
    m.close("div").close("div");
}

fn arena(m: &mut Markup, label: &str, units: &[UnitChip]) {
    m.open("div", &[("class", "zone arena")])
        .span("zone-name", label)
        .open("div", &[("class", "chips")]);
    if units.is_empty() {
        m.span("empty", "no units");
    }
    for c in units {
        chip(m, &c.id, &c.name, &c.detail, &c.text, c.exhausted);
    }
    m.close("div").close("div");
}

/// A card on the board; its printed text appears on hover and on focus.
fn chip(m: &mut Markup, id: &str, name: &str, detail: &str, text: &str, exhausted: bool) {
    let tip = m.id(&format!("tip-{id}"));
    let class = if exhausted { "chip exhausted" } else { "chip" };
    m.open(
        "span",
        &[
            ("class", class),
            ("tabindex", "0"),
            ("aria-describedby", &tip),
        ],
    )
    .span("chip-name", name)
    .span("chip-detail", detail)
    .el(
        "span",
        &[("class", "tooltip"), ("role", "tooltip"), ("id", &tip)],
        text,
    )
    .close("span");
}

fn list(m: &mut Markup, title: &str, items: &[String]) {
    m.open("div", &[]).el("h3", &[], title);
    if items.is_empty() {
        m.el("p", &[("class", "empty")], "none");
    } else {
        m.open("ul", &[]);
        for i in items {
            m.el("li", &[], i);
        }
        m.close("ul");
    }
    m.close("div");
}
