//! Property tests over random boards drawn from the whole modelled pool
//! (issue 26): every printed card the text reader models (read whole, so
//! the engine gets all its abilities), drawn set by set so each set's
//! cards come up as often as any other's. Units in play, cards in hand and
//! a leader; a generated script drives each run (`common::drive`), which
//! must end without a panic, in a typed result, and keep the invariants of
//! `common::drive::invariants` (those of `tests/engine_props.rs`).

mod common;
use std::collections::BTreeMap;
use std::sync::OnceLock;

use common::*;
use proptest::prelude::*;
use timing_window::rulesets::swu::cards::printed::SET_ORDER;
use timing_window::rulesets::swu::cards::{CardDef, CardType};
use timing_window::rulesets::swu::engine::{Phase, PhaseStep, PlayerId};

/// The modelled printed cards of one kind, by set, each set's ids sorted.
fn modelled(kinds: &[CardType]) -> Vec<Vec<String>> {
    let pool = pool();
    let mut by_set: BTreeMap<usize, Vec<String>> = BTreeMap::new();
    let is_modelled = |c: &CardDef| c.unread.is_empty() && !c.set.is_empty();
    for c in pool
        .iter()
        .filter(|c| kinds.contains(&c.card_type) && is_modelled(c))
    {
        if let Some(i) = SET_ORDER.iter().position(|s| *s == c.set) {
            by_set.entry(i).or_default().push(c.id.clone());
        }
    }
    by_set
        .into_values()
        .map(|mut v| {
            v.sort();
            v
        })
        .collect()
}

struct Drawn {
    units: Vec<Vec<String>>,
    playable: Vec<Vec<String>>,
    leaders: Vec<String>,
}

fn drawn() -> &'static Drawn {
    static D: OnceLock<Drawn> = OnceLock::new();
    D.get_or_init(|| Drawn {
        units: modelled(&[CardType::Unit]),
        playable: modelled(&[CardType::Unit, CardType::Event, CardType::Upgrade]),
        leaders: modelled(&[CardType::Leader]).concat(),
    })
}

/// A card of `by_set`: first its set, then its place in the set, so a set
/// with few modelled cards is drawn as often as one with many.
fn pick(by_set: &[Vec<String>], (set, i): (usize, usize)) -> &str {
    let cards = &by_set[set % by_set.len()];
    &cards[i % cards.len()]
}

#[derive(Debug, Clone)]
struct Gen {
    /// (player, (set, card), damage, exhausted)
    units: Vec<(u8, (usize, usize), i32, bool)>,
    hands: Vec<(u8, (usize, usize))>,
    leaders: [Option<usize>; 2],
    /// 0 to 3: the action phase's turns; 4: its end; 5: the regroup phase.
    start: u8,
    picks: Vec<u16>,
    concede_at: Option<u8>,
    base_damage: (i32, i32),
}

fn card() -> impl Strategy<Value = (usize, usize)> {
    (0usize..SET_ORDER.len(), 0usize..400)
}

fn gen() -> impl Strategy<Value = Gen> {
    (
        prop::collection::vec((0u8..2, card(), 0i32..3, any::<bool>()), 0..7),
        prop::collection::vec((0u8..2, card()), 0..6),
        [
            prop::option::weighted(0.3, 0usize..100),
            prop::option::weighted(0.3, 0usize..100),
        ],
        0u8..6,
        prop::collection::vec(any::<u16>(), 48),
        prop::option::weighted(0.15, 0u8..20),
        (0i32..29, 0i32..29),
    )
        .prop_map(
            |(units, hands, leaders, start, picks, concede_at, base_damage)| Gen {
                units,
                hands,
                leaders,
                start,
                picks,
                concede_at,
                base_damage,
            },
        )
}

fn board(g: &Gen) -> Board {
    let d = drawn();
    // Most boards start in the action phase's turns, where the drawn
    // cards are played and attack; some at its end or the regroup phase.
    let (phase, step) = match g.start {
        0..=3 => (Phase::Action, PhaseStep::Turns),
        4 => (Phase::Action, PhaseStep::ActionEnd),
        _ => (Phase::Regroup, PhaseStep::RegroupStart),
    };
    let mut b = Board::new().at(phase, step);
    b.base(ALEX, 30, g.base_damage.0)
        .base(NICO, 30, g.base_damage.1);
    for (i, (p, c, dmg, ex)) in g.units.iter().enumerate() {
        let card = pick(&d.units, *c);
        let id = b.unit_as(PlayerId(*p), card, &format!("u{i}"));
        let hp = b.pool.get(card).and_then(|c| c.hp).unwrap_or(1);
        b.unit_mut(id).damage = (*dmg).min(hp - 1).max(0);
        b.unit_mut(id).exhausted = *ex;
        b.unit_mut(id).entered_this_phase = *ex;
    }
    let mut hands: [Vec<&str>; 2] = [Vec::new(), Vec::new()];
    for (p, c) in &g.hands {
        hands[*p as usize].push(pick(&d.playable, *c));
    }
    b.hand(ALEX, &hands[0]).hand(NICO, &hands[1]);
    for (p, l) in g.leaders.iter().enumerate() {
        if let (Some(l), false) = (l, d.leaders.is_empty()) {
            b.leader(PlayerId(p as u8), &d.leaders[l % d.leaders.len()].clone());
        }
    }
    b
}

/// The draw is worth running: every set has modelled units and playable
/// cards to draw, and the modelled pool is the read cards, not the
/// hand-written few.
#[test]
fn every_set_has_modelled_cards_to_draw() {
    let d = drawn();
    assert_eq!(
        d.units.len(),
        SET_ORDER.len(),
        "a set without modelled units"
    );
    assert_eq!(d.playable.len(), SET_ORDER.len());
    let units: usize = d.units.iter().map(Vec::len).sum();
    assert!(units > 300, "{units} modelled units");
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 128, ..ProptestConfig::default() })]

    #[test]
    fn boards_from_the_whole_modelled_pool_never_panic_and_keep_the_invariants(g in gen()) {
        let run = drive::drive(&board(&g), &g.picks, g.concede_at);
        let kept = drive::invariants(&run);
        prop_assert!(kept.is_ok(), "{:?}", kept);
    }
}
