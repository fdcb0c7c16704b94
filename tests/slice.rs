//! The walking skeleton's slice: the judge lesson's own example, from the
//! scenario file to the engine's trace.

use timing_window::rulesets::swu::cards::CardPool;
use timing_window::rulesets::swu::engine::kinds;
use timing_window::scenario::{self, Question};
use timing_window::timing::{OrderSpace, StepKind};

fn load() -> scenario::Scenario {
    let pool = CardPool::bundled().expect("bundled cards load");
    let text = std::fs::read_to_string("scenarios/sneak-attack-aphra.toml").expect("scenario file");
    scenario::load("sneak-attack-aphra.toml", &text, &pool).unwrap_or_else(|d| panic!("{d:#?}"))
}

#[test]
fn sneak_attack_aphra_resolves_in_the_lessons_order_with_rule_numbers() {
    let s = load();
    let trace = s.setup.swu().unwrap().run().expect("runs");
    let resolved: Vec<(&str, StepKind, Vec<&str>, u32)> = trace
        .steps
        .iter()
        .filter_map(|st| {
            st.label.as_deref().map(|l| {
                (
                    l,
                    st.kind,
                    st.rules.iter().map(|r| &**r).collect(),
                    st.depth,
                )
            })
        })
        .collect();
    assert_eq!(
        resolved,
        vec![
            ("alex/pass", kinds::ACTION, vec!["5.4.1b"], 0),
            (
                "sneak-attack/delayed",
                kinds::DELAYED_EFFECT_RESOLVED,
                vec!["7.7.4b", "7.7.4c"],
                0
            ),
            (
                "inferno-four/when-defeated",
                kinds::ABILITY_RESOLVED,
                vec!["7.6.14a", "7.6.14b"],
                1
            ),
            (
                "doctor-aphra/regroup-start",
                kinds::ABILITY_RESOLVED,
                // A triggered ability of the phase's start (5.5.1a, 7.6.1),
                // resolved by the player who controls it (1.5.2c); 7.7.4b is
                // the delayed effect's rule, not this ability's.
                vec!["5.5.1a", "7.6.1", "1.5.2c"],
                0
            ),
        ]
    );
    // Inferno Four left play by the delayed effect, into the discard pile,
    // before its ability resolved (7.6.14).
    let (i, _) = trace.step_for("inferno-four/when-defeated").unwrap();
    let board = &trace.steps[i].board;
    assert!(board.units.is_empty());
    assert_eq!(board.players[0].discard, vec!["inferno-four".to_string()]);
    // The arrangement was a recorded choice by Alex with every legal option.
    let (_, choice) = trace.choices().next().expect("a choice point");
    assert_eq!(choice.chooser, "Alex");
    assert_eq!(choice.options.len(), 5);
    assert_eq!(
        choice.chosen,
        vec!["top: card 2; bottom: card 1".to_string()]
    );
    // Aphra discarded what Inferno Four left on top: the deck lost 1 card.
    let last = trace.steps.last().unwrap();
    assert_eq!(last.board.players[0].deck.len(), 29);
    assert_eq!(last.board.players[0].discard.len(), 2);
}

#[test]
fn the_slice_has_exactly_one_legal_order_and_explains_a_wrong_one() {
    let s = load();
    let trace = s.setup.swu().unwrap().run().unwrap();
    let Question::Order { events, .. } = &s.questions[0] else {
        panic!("the slice's question is an ordering question");
    };
    let labels: Vec<String> = events.iter().map(|(l, _)| l.clone()).collect();
    let space = OrderSpace::new(&trace.order, Some(&labels), 100).unwrap();
    assert_eq!(space.orders, vec![labels.clone()]);
    let wrong = vec![labels[2].clone(), labels[0].clone(), labels[1].clone()];
    let v = space.judge(&wrong).unwrap();
    assert!(!v.legal);
    assert_eq!(v.positions, vec![false, false, false]);
    assert_eq!(v.first_broken.unwrap().rule(), "7.7.4b");
    let half = vec![labels[0].clone(), labels[2].clone(), labels[1].clone()];
    let v = space.judge(&half).unwrap();
    assert_eq!(v.positions, vec![true, false, false]);
    assert_eq!(v.first_broken.unwrap().rule(), "7.7.4b");
}

#[test]
fn doctor_aphras_ability_is_parked_while_the_delayed_effect_and_its_nested_layer_resolve() {
    let s = load();
    let trace = s.setup.swu().unwrap().run().unwrap();
    let waiting_at = |label: &str| trace.step_for(label).unwrap().1.waiting.clone();
    assert_eq!(
        waiting_at("sneak-attack/delayed"),
        vec!["doctor-aphra/regroup-start".to_string()]
    );
    assert_eq!(
        waiting_at("inferno-four/when-defeated"),
        vec!["doctor-aphra/regroup-start".to_string()]
    );
    assert!(waiting_at("doctor-aphra/regroup-start").is_empty());
}
