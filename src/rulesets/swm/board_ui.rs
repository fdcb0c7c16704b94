//! The SWM board component (wasm only): the procedure step, the table's
//! facts, the decisions revealed together, the setup and initiative orders,
//! and each player's squad, dice, bonus, check and abilities cancelled or
//! used up. Everything shown is worked out natively in [`super::view`]'s model;
//! every fact is text (a heading, a list, a label and its value), never
//! colour alone.

use leptos::prelude::*;

use super::view::{BoardModel, PlayerModel};
use crate::markup::Markup;

/// The board drawn from its model (`swm::view::model` of the engine's board).
#[component]
pub fn Board(model: BoardModel) -> impl IntoView {
    view! { <section class="board swm-board" aria-label="The board" inner_html=markup(model)></section> }
}

/// The board's content as markup (`crate::markup`): it never changes once
/// drawn.
fn markup(m: BoardModel) -> String {
    let step = if m.step.is_empty() {
        "before the first step".to_string()
    } else if m.step_title.is_empty() {
        format!("step {}", m.step)
    } else {
        format!("step {}: {}", m.step, m.step_title)
    };
    let mut out = Markup::new();
    out.open("p", &[("class", "board-status")])
        .el("span", &[], &m.phase)
        .el("span", &[], &step)
        .close("p");
    if !m.table.is_empty() {
        facts_list(&mut out, "swm-table", &m.table);
    }
    if !m.revealed.is_empty() {
        out.open("div", &[("class", "swm-revealed")])
            .el("h3", &[], "Revealed together");
        items(&mut out, "ul", &[], &m.revealed);
        out.close("div");
    }
    out.open("div", &[("class", "swm-orders")]);
    for (title, names) in [
        ("Setup order", &m.setup_order),
        ("Initiative order", &m.initiative_order),
    ] {
        if !names.is_empty() {
            out.open("div", &[("class", "swm-order")])
                .el("h3", &[], title);
            items(&mut out, "ol", &[], names);
            out.close("div");
        }
    }
    out.close("div");
    for p in &m.players {
        player(&mut out, p);
    }
    out.into_string()
}

/// A list element of `tag` with one item per text.
fn items(out: &mut Markup, tag: &'static str, attrs: &[(&'static str, &str)], texts: &[String]) {
    out.open(tag, attrs);
    for t in texts {
        out.el("li", &[], t);
    }
    out.close(tag);
}

/// Labels and values as a description list.
fn facts_list(out: &mut Markup, class: &str, facts: &[(String, String)]) {
    out.open("dl", &[("class", class)]);
    for (k, v) in facts {
        out.open("div", &[])
            .el("dt", &[], k)
            .el("dd", &[], v)
            .close("div");
    }
    out.close("dl");
}

/// A titled list, or nothing when it is empty.
fn names_list(out: &mut Markup, title: &str, names: &[String]) {
    if names.is_empty() {
        return;
    }
    out.open("div", &[("class", "zone")])
        .span("zone-name", title);
    items(out, "ul", &[("class", "swm-names")], names);
    out.close("div");
}

fn player(out: &mut Markup, p: &PlayerModel) {
    out.open(
        "div",
        &[
            ("class", "side"),
            ("role", "group"),
            ("aria-label", &format!("{}'s side", p.name)),
        ],
    )
    .open("h3", &[])
    .text(&p.name);
    if !p.standing.is_empty() {
        out.span("role", &format!(" ({})", p.standing.join(", ")));
    }
    out.close("h3");
    names_list(out, "Squad", &p.squad);
    names_list(out, "Reserves revealed", &p.reserves);
    if !p.facts.is_empty() {
        facts_list(out, "swm-facts", &p.facts);
    }
    names_list(out, "Cancelled this round", &p.cancelled);
    names_list(out, "Used up", &p.used);
    names_list(out, "Notes", &p.notes);
    out.close("div");
}
