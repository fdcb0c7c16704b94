//! The SWU board component (wasm only), both sides, drawn from a
//! `GameState` with the scenario's own card pool. Every card shows its
//! printed text on hover and on keyboard focus. What a unit shows (name,
//! power/HP, state) is worked out natively in [`super::view`].

use leptos::prelude::*;

use super::cards::{Arena, CardPool};
use super::engine::{GameState, LastingKind, PhaseStep, PlayerId, Unit};
use super::view::{known_names, unit_chip};

#[component]
pub fn Board(state: GameState, pool: std::sync::Arc<CardPool>) -> impl IntoView {
    let step = match state.step {
        PhaseStep::Turns => "action phase, player turns".to_string(),
        s => s.describe().to_string(),
    };
    let initiative = format!(
        "{} has the initiative{}",
        state.name(state.initiative),
        if state.initiative_taken {
            " (taken this phase)"
        } else {
            ""
        }
    );
    let label = use_context::<crate::ui::BoardLabel>()
        .map(|l| l.0)
        .unwrap_or_else(|| "The board".to_string());
    let effects = effects_view(&state, &pool);
    // Nico (the other player) across the table, Alex nearest.
    let sides = [PlayerId(1), PlayerId(0)]
        .into_iter()
        .map(|p| side(&state, &pool, p))
        .collect_view();
    view! {
        <section class="board" aria-label=label>
            <p class="board-status">
                <span>"Round " {state.round}</span>
                <span>{step}</span>
                <span>{initiative}</span>
            </p>
            {sides}
            {effects}
        </section>
    }
}

fn side(state: &GameState, pool: &CardPool, p: PlayerId) -> impl IntoView {
    let pl = state.player(p);
    let role = if p == state.active_player() {
        "active player"
    } else {
        "other player"
    };
    let base_left = pl.base.remaining();
    let leader = pl.leader.as_ref().map(|l| {
        let card = pool.get(&l.card);
        let name = card.map(|c| c.full_name()).unwrap_or_else(|| l.card.clone());
        let text = card.map(|c| c.text.clone()).unwrap_or_default();
        let state = match (l.deployed, l.exhausted) {
            (true, _) => " · deployed",
            (false, true) => " · exhausted",
            (false, false) => "",
        };
        view! {
            <div class="zone leader">
                <span class="zone-name">"Leader"</span>
                <CardChip id=format!("leader-{}", p.0) name=name detail=state.to_string() text=text exhausted=l.exhausted />
            </div>
        }
    });
    let arena = |a: Arena| {
        let units: Vec<&Unit> = state
            .units
            .iter()
            .filter(|u| u.controller == p && u.arena == a)
            .collect();
        let label = match a {
            Arena::Ground => "Ground arena",
            Arena::Space => "Space arena",
        };
        let chips = if units.is_empty() {
            view! { <span class="empty">"no units"</span> }.into_any()
        } else {
            units
                .into_iter()
                .map(|u| unit_chip_view(state, pool, u))
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
    let known_hand = known_names(pool, pl.hand.iter());
    let hand = match (pl.hand.len(), known_hand.is_empty()) {
        (0, _) => "empty".to_string(),
        (n, true) => format!("{n} card(s)"),
        (n, false) => format!("{n} card(s), including {}", known_hand.join(", ")),
    };
    // Only the unbroken run of known cards on top is "on top".
    let known_top = known_names(pool, pl.deck.iter().take_while(|c| c.id().is_some()));
    let deck = if known_top.is_empty() {
        format!("{} card(s)", pl.deck.len())
    } else {
        format!(
            "{} card(s); on top: {}",
            pl.deck.len(),
            known_top.join(", ")
        )
    };
    view! {
        <div class="side" aria-label=format!("{}'s side", pl.name)>
            <h3>{pl.name.clone()} <span class="role">" (" {role} ")"</span></h3>
            <div class="zone base">
                <span class="zone-name">"Base"</span>
                <span>{pl.base.name.clone()} ": " <strong>{base_left}</strong> " of " {pl.base.hp} " HP left"</span>
            </div>
            {leader}
            <div class="zone resources">
                <span class="zone-name">"Resources"</span>
                <span>{pl.resources.ready} " ready, " {pl.resources.exhausted} " exhausted"</span>
            </div>
            {arena(Arena::Ground)}
            {arena(Arena::Space)}
            <div class="zone cards">
                <span class="zone-name">"Hand"</span>
                <span>{hand}</span>
                <span class="zone-name">"Deck"</span>
                <span>{deck}</span>
                <span class="zone-name">"Discard"</span>
                <span>{format!("{} card(s)", pl.discard.len())}</span>
            </div>
        </div>
    }
}

fn unit_chip_view(state: &GameState, pool: &CardPool, u: &Unit) -> impl IntoView {
    let c = unit_chip(state, pool, u);
    view! { <CardChip id=c.id name=c.name detail=c.detail text=c.text exhausted=c.exhausted /> }
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

fn effects_view(state: &GameState, pool: &CardPool) -> impl IntoView {
    let unit_name = |id| {
        state
            .unit(id)
            .map(|u| {
                pool.get(&u.card)
                    .map(|c| c.name.clone())
                    .unwrap_or_else(|| u.label.clone())
            })
            .unwrap_or_else(|| "a unit no longer in play".into())
    };
    let lasting: Vec<String> = state
        .lasting
        .iter()
        .map(|l| {
            let what = match l.effect {
                LastingKind::Modify { power, hp } => format!("{power:+}/{hp:+}"),
                LastingKind::CantReady => "can't ready".into(),
                LastingKind::GainKeyword { keyword, amount } if amount > 0 => {
                    format!("gains {keyword:?} {amount}")
                }
                LastingKind::GainKeyword { keyword, .. } => format!("gains {keyword:?}"),
                LastingKind::LoseKeyword { keyword } => format!("loses {keyword:?}"),
            };
            let until = match l.duration {
                super::cards::Duration::ThisAttack => "this attack",
                super::cards::Duration::ThisPhase => "this phase",
                super::cards::Duration::ThisRound => "this round",
            };
            format!("{}: {} {what} for {until}", l.source, unit_name(l.target))
        })
        .collect();
    let delayed: Vec<String> = state
        .delayed
        .iter()
        .map(|d| {
            let aim = d
                .target
                .map(|t| format!(" (aimed at {})", unit_name(t)))
                .unwrap_or_default();
            format!(
                "{}: at {}{aim}, controlled by {}",
                d.source,
                d.at.describe(),
                state.name(d.controller)
            )
        })
        .collect();
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
