//! Engine fidelity against the CR v7.0 text, round two: 7.7.4f, capture
//! (8.33.1), the rules each step cites and the words a trainee reads.

mod common;
use common::*;
use timing_window::cards::{Effect, PlayerSel, Target, TimingPoint};
use timing_window::engine::{DelayedEffect, GameTrace, Phase, PhaseStep, StopPoint};
use timing_window::timing::OrderNode;

fn index_of(t: &GameTrace, label: &str) -> usize {
    t.step_for(label)
        .unwrap_or_else(|| panic!("no step labelled {label}"))
        .0
}

/// Every `Seq` in the tree with its rule.
fn seq_rules(node: &OrderNode, out: &mut Vec<String>) {
    match node {
        OrderNode::Event { .. } => {}
        OrderNode::Seq { children, rule, .. } => {
            out.push(rule.clone());
            for c in children {
                seq_rules(c, out);
            }
        }
        OrderNode::Nest { nested, .. } => seq_rules(nested, out),
        OrderNode::Window { groups, .. } => {
            for g in groups {
                for i in &g.items {
                    seq_rules(i, out);
                }
            }
        }
    }
}

/// At the start of the regroup phase a delayed effect defeats Alex's OOM
/// Series Officer (When Defeated: 2 damage to a base) and then creates an
/// "at the start of the regroup phase" effect: draw a card.
fn past_point_board() -> Board {
    let mut b = Board::new().at(Phase::Regroup, PhaseStep::RegroupStart);
    let officer = b.unit(ALEX, "oom-series-officer");
    b.deck(ALEX, &["yoda"], 5);
    b.state.delayed.push(DelayedEffect {
        label: "test/delayed".into(),
        source: "Test Effect".into(),
        controller: ALEX,
        at: TimingPoint::StartOfRegroupPhase,
        target: Some(officer),
        effects: vec![
            Effect::Defeat { target: Target::It },
            Effect::Delayed {
                at: TimingPoint::StartOfRegroupPhase,
                effects: vec![Effect::Draw {
                    who: PlayerSel::You,
                    count: 1,
                }],
            },
        ],
    });
    b
}

#[test]
fn rule_7_7_4f_a_delayed_effect_past_its_point_resolves_inside_the_ability_that_creates_it() {
    let b = past_point_board();
    let t = b.run(
        vec![choose(ALEX, &["Nico's base"])],
        StopPoint::Before(PhaseStep::Draw),
    );
    let created = index_of(&t, "test-effect/delayed");
    let when_defeated = index_of(&t, "oom-series-officer/when-defeated");
    // It resolves as it is created, before what the creating effect
    // triggered (the When Defeated), which waits for the effect to finish.
    assert!(created < when_defeated, "{created} !< {when_defeated}");
    let step = &t.steps[created];
    assert!(step.rules.iter().any(|r| r == "7.7.4f"));
    assert!(step.rules.iter().any(|r| r == "7.7.4d"));
    // Alex draws Yoda during that step's resolution, before the When
    // Defeated ability resolves.
    let hand_before_wd = &t.steps[when_defeated - 1].board.players[0].hand;
    assert!(hand_before_wd
        .iter()
        .any(|c| *c == timing_window::engine::HiddenCard::Known("yoda".into())));
    // No window put the delayed effect beside the When Defeated ability:
    // nobody was asked to order them.
    assert!(!t
        .choices()
        .any(|(_, c)| c.options.iter().any(|o| o == "test-effect/delayed")));
}
