//! CR v7.0 7.7 (effects), run by SWU's engine: lasting effects (7.7.3) and
//! delayed effects (7.7.4). Each test is named after its rule.

mod common;
use common::*;
use timing_window::rulesets::swu::cards::{Effect, PlayerSel, Target, TimingPoint};
use timing_window::rulesets::swu::engine::{DelayedEffect, Phase, PhaseStep, StopPoint};
use timing_window::scenario::{AnswerCheck, Question};
use timing_window::timing::OrderNode;

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
fn rule_7_7_3_lasting_effect_for_this_attack_ends_with_it() {
    let mut b = Board::new();
    b.unit(ALEX, "fleet-lieutenant");
    b.hand(ALEX, &["heroic-sacrifice"]);
    b.deck(ALEX, &["yoda"], 3);
    let t = b.run(
        vec![play(ALEX, "heroic-sacrifice"), pass(NICO), pass(ALEX)],
        StopPoint::Before(PhaseStep::ActionEnd),
    );
    // Fleet Lieutenant (3 power) +2 for this attack: 5 to the base, then the
    // gained ability defeats it.
    let last = &t.steps.last().unwrap().board;
    assert_eq!(last.players[1].base.damage, 5);
    assert!(last.units.is_empty());
    assert!(last.lasting.is_empty());
    assert!(t.step_for("fleet-lieutenant/deals-combat-damage").is_some());
}

#[test]
fn rule_7_7_3c_newer_effect_key_reads_the_marine_without_sentinel() {
    let p = prepared("cr-7-7-3c-newer-lasting-effect-wins");
    let Some(Question::Choice { check, .. }) =
        p.scenario.questions.iter().find(|q| q.id() == "sentinel")
    else {
        panic!("the sentinel question");
    };
    let run = p.run();
    assert_eq!(check.evaluate(&run), Ok(()));
    // The "gaining beats losing" answer claims it has Sentinel.
    let mut has = check.clone();
    if let AnswerCheck::Unit { expect, .. } = &mut has {
        expect[0].0 = "has".into();
    }
    let err = has.evaluate(&run).expect_err("it lacks Sentinel");
    assert!(err.contains("not has 'sentinel'"), "{err}");
}

#[test]
fn rule_7_7_3e_lasting_effects_with_one_end_point_end_at_once() {
    let mut b = Board::new().at(Phase::Action, PhaseStep::ActionEnd);
    let u = b.unit(ALEX, "val");
    b.unit_mut(u).damage = 3;
    for (p, h) in [(2, 2), (-4, -4)] {
        b.state
            .lasting
            .push(timing_window::rulesets::swu::engine::LastingEffect {
                label: format!("x{p}"),
                source: "test".into(),
                controller: ALEX,
                target: u,
                effect: timing_window::rulesets::swu::engine::LastingKind::Modify {
                    power: p,
                    hp: h,
                },
                duration: timing_window::rulesets::swu::cards::Duration::ThisPhase,
            });
    }
    // 4 + 2 - 4 = 2 HP with 3 damage cannot exist; use 1 damage.
    b.unit_mut(u).damage = 1;
    let t = b.run(vec![], StopPoint::Before(PhaseStep::RegroupStart));
    assert_eq!(t.steps.last().unwrap().board.units.len(), 1);
}

#[test]
fn rule_7_7_4b_delayed_effects_before_the_moments_own_triggers() {
    let mut b = Board::new().at(Phase::Regroup, PhaseStep::RegroupStart);
    let c = b.unit(ALEX, "contracted-hunter");
    b.state
        .delayed
        .push(timing_window::rulesets::swu::engine::DelayedEffect {
            label: "sneak-attack/delayed".into(),
            source: "Sneak Attack".into(),
            controller: ALEX,
            at: timing_window::rulesets::swu::cards::TimingPoint::StartOfRegroupPhase,
            target: Some(c),
            effects: vec![timing_window::rulesets::swu::cards::Effect::Defeat {
                target: timing_window::rulesets::swu::cards::Target::It,
            }],
        });
    let t = b.run(vec![], StopPoint::Before(PhaseStep::Draw));
    // The hunter's own ability triggered at the moment (fixed then, ruling
    // 2026-05-06) and resolves after the delayed effect, with nothing to do.
    assert_eq!(
        resolved(&t),
        vec!["sneak-attack/delayed", "contracted-hunter/regroup-start"]
    );
}

#[test]
fn rule_7_7_4c_delayed_effect_resolves_though_its_source_left_play() {
    // Change of Heart's delayed effect returns control at the regroup start.
    let mut b = Board::new();
    b.unit(NICO, "val");
    b.hand(ALEX, &["change-of-heart"]);
    let t = b.run(
        vec![play(ALEX, "change-of-heart"), pass(NICO), pass(ALEX)],
        StopPoint::Before(PhaseStep::Draw),
    );
    assert!(cites(&t, "change-of-heart/delayed", "7.7.4c"));
    assert_eq!(t.steps.last().unwrap().board.units[0].controller, NICO);
}

#[test]
fn rule_7_7_4e_several_delayed_effects_are_ordered_like_triggers() {
    let mut b = Board::new().at(Phase::Regroup, PhaseStep::RegroupStart);
    let m = b.unit(ALEX, "mercenary-company");
    let l = b.unit(ALEX, "syndicate-lackeys");
    for (i, target) in [m, l].into_iter().enumerate() {
        b.state
            .delayed
            .push(timing_window::rulesets::swu::engine::DelayedEffect {
                label: format!("sneak-attack/delayed{}", if i == 0 { "" } else { "#2" }),
                source: "Sneak Attack".into(),
                controller: ALEX,
                at: timing_window::rulesets::swu::cards::TimingPoint::StartOfRegroupPhase,
                target: Some(target),
                effects: vec![timing_window::rulesets::swu::cards::Effect::Defeat {
                    target: timing_window::rulesets::swu::cards::Target::It,
                }],
            });
    }
    let t = b.run(
        vec![choose(
            ALEX,
            &["sneak-attack/delayed#2", "sneak-attack/delayed"],
        )],
        StopPoint::Before(PhaseStep::Draw),
    );
    let (_, c) = t.choices().next().unwrap();
    assert_eq!(c.rules, vec!["7.7.4e".to_string()]);
    assert_eq!(
        resolved(&t),
        vec!["sneak-attack/delayed#2", "sneak-attack/delayed"]
    );
}

#[test]
fn rule_7_7_4f_a_delayed_effect_past_its_point_resolves_inside_the_ability_that_creates_it() {
    let b = past_point_board();
    let t = b.run(
        vec![choose(ALEX, &["Nico's base"])],
        StopPoint::Before(PhaseStep::Draw),
    );
    let created = step_at(&t, "test-effect/delayed");
    let when_defeated = step_at(&t, "oom-series-officer/when-defeated");
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
        .any(|c| *c == timing_window::rulesets::swu::engine::HiddenCard::Known("yoda".into())));
    // No window put the delayed effect beside the When Defeated ability:
    // nobody was asked to order them.
    assert!(!t
        .choices()
        .any(|(_, c)| c.options.iter().any(|o| o == "test-effect/delayed")));
}

#[test]
fn rule_7_7_4f_the_ability_that_plays_nothing_cites_7_1_5_not_7_1_7() {
    let b = past_point_board();
    let t = b.run(
        vec![choose(ALEX, &["Nico's base"])],
        StopPoint::Before(PhaseStep::Draw),
    );
    // The draw reads as the effect's, not as the card drawn.
    assert!(t
        .steps
        .iter()
        .any(|s| s.text == "Test Effect's ability: Alex draws 1 card."));
    let mut rules = Vec::new();
    seq_rules(&t.order, &mut rules);
    assert!(rules.iter().any(|r| r == "7.1.5"), "{rules:?}");
    assert!(!rules.iter().any(|r| r == "7.1.7"), "{rules:?}");
}

#[test]
fn rule_7_7_4f_delayed_effect_created_after_its_point_resolves_at_once() {
    // Triple Dark Raid during the regroup phase's start would be unusual;
    // here Zorii's "at the start of the regroup phase" is created in the
    // draw step by a scripted delayed effect source: Jetpack on a unit
    // played after the point passed is modelled by Change of Heart.
    let mut b = Board::new().at(Phase::Regroup, PhaseStep::RegroupStart);
    let v = b.unit(NICO, "val");
    b.unit(ALEX, "contracted-hunter");
    let _ = v;
    b.state
        .delayed
        .push(timing_window::rulesets::swu::engine::DelayedEffect {
            label: "test/delayed".into(),
            source: "Change of Heart".into(),
            controller: ALEX,
            at: timing_window::rulesets::swu::cards::TimingPoint::StartOfRegroupPhase,
            target: Some(v),
            effects: vec![
                timing_window::rulesets::swu::cards::Effect::TakeControl {
                    target: timing_window::rulesets::swu::cards::Target::It,
                },
                timing_window::rulesets::swu::cards::Effect::Delayed {
                    at: timing_window::rulesets::swu::cards::TimingPoint::StartOfRegroupPhase,
                    effects: vec![
                        timing_window::rulesets::swu::cards::Effect::OwnerTakesControl {
                            target: timing_window::rulesets::swu::cards::Target::It,
                        },
                    ],
                },
            ],
        });
    let t = b.run(vec![], StopPoint::Before(PhaseStep::Draw));
    assert!(t
        .steps
        .iter()
        .any(|s| s.rules.iter().any(|r| r == "7.7.4f")));
    assert_eq!(
        t.steps.last().unwrap().board.unit(v).unwrap().controller,
        NICO
    );
}
