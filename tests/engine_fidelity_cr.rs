//! Engine fidelity against the CR v7.0 text, round two: 7.7.4f, capture
//! (8.33.1), the rules each step cites and the words a trainee reads.

mod common;
use common::*;
use timing_window::rulesets::swu::cards::{Effect, PlayerSel, Target, TimingPoint};
use timing_window::rulesets::swu::engine::{
    DelayedEffect, GameTrace, Phase, PhaseStep, StopPoint, Upgrade,
};
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
fn rule_8_33_1_the_capture_step_cites_8_33_1_and_defeats_the_upgrades_itself() {
    let mut b = Board::new();
    b.hand(ALEX, &["discerning-veteran"]);
    let v = b.unit(NICO, "vanguard-infantry");
    b.unit_mut(v).upgrades.push(Upgrade {
        card: "bounty-hunter-s-quarry".into(),
        label: "bounty-hunter-s-quarry".into(),
        owner: NICO,
    });
    let t = b.run(
        vec![
            play(ALEX, "discerning-veteran"),
            choose(ALEX, &["no"]),
            pass(NICO),
            pass(ALEX),
        ],
        StopPoint::Before(PhaseStep::RegroupStart),
    );
    let captured = t
        .steps
        .iter()
        .position(|s| s.text.contains("captures Vanguard Infantry"))
        .expect("a capture step");
    assert_eq!(t.steps[captured].rules, vec!["8.33.1".to_string()]);
    let upgrade = t
        .steps
        .iter()
        .position(|s| s.text.contains("defeated as part of the capture"))
        .expect("the upgrade is defeated by the capture");
    assert_eq!(upgrade, captured + 1);
    // The state check never sees a loose upgrade.
    assert!(!t
        .steps
        .iter()
        .any(|s| s.rules.iter().any(|r| r == "1.16.5c")));
}

#[test]
fn rule_7_5_5_an_ambush_attack_is_the_keywords_not_a_modified_attack() {
    let mut b = Board::new();
    b.hand(ALEX, &["contracted-hunter"]);
    b.unit(NICO, "syndicate-lackeys");
    let t = b.run(
        vec![
            play(ALEX, "contracted-hunter"),
            choose(ALEX, &["yes"]),
            pass(NICO),
            pass(ALEX),
        ],
        StopPoint::Before(PhaseStep::ActionEnd),
    );
    let attack = t
        .step_for("contracted-hunter/attack")
        .expect("the Ambush attack")
        .1;
    assert!(
        attack.text.contains("(Contracted Hunter's Ambush)"),
        "{}",
        attack.text
    );
    assert!(!attack.text.contains("modified attack"));
    assert!(attack.rules.iter().any(|r| r == "7.5.5"));
    assert!(!attack.rules.iter().any(|r| r == "5.4.1b" || r == "7.1.6c"));
}

#[test]
fn rule_7_5_5a_ambush_lets_an_exhausted_unit_attack_and_never_readies_it() {
    // CR v7.0: "may attack that enemy unit, even if this unit is exhausted";
    // the printed reminder's "ready and attack" is older wording (2.13.2).
    let exhausted_after = |answer: &str| {
        let mut b = Board::new();
        b.hand(ALEX, &["contracted-hunter"]);
        b.unit(NICO, "syndicate-lackeys");
        let t = b.run(
            vec![
                play(ALEX, "contracted-hunter"),
                choose(ALEX, &[answer]),
                pass(NICO),
                pass(ALEX),
            ],
            StopPoint::Before(PhaseStep::ActionEnd),
        );
        let (i, _) = t
            .step_for("contracted-hunter/ambush")
            .expect("Ambush resolves");
        // Every step from Ambush's resolution on: the unit is never ready.
        t.steps[i..]
            .iter()
            .filter_map(|s| {
                s.board
                    .units
                    .iter()
                    .find(|u| u.card == "contracted-hunter")
                    .map(|u| u.exhausted)
            })
            .collect::<Vec<bool>>()
    };
    let declined = exhausted_after("no");
    assert!(
        !declined.is_empty() && declined.iter().all(|e| *e),
        "{declined:?}"
    );
    let attacked = exhausted_after("yes");
    assert!(
        !attacked.is_empty() && attacked.iter().all(|e| *e),
        "{attacked:?}"
    );
}

#[test]
fn rule_7_1_6c_an_attack_an_ability_makes_cites_7_1_6c_not_5_4_1b() {
    let mut b = Board::new();
    b.hand(ALEX, &["fleet-lieutenant"]);
    b.unit(ALEX, "contracted-hunter");
    b.unit(NICO, "syndicate-lackeys");
    let t = b.run(
        vec![
            play(ALEX, "fleet-lieutenant"),
            choose(ALEX, &["yes"]),
            choose(ALEX, &["syndicate-lackeys"]),
            pass(NICO),
            pass(ALEX),
        ],
        StopPoint::Before(PhaseStep::ActionEnd),
    );
    let attack = t
        .steps
        .iter()
        .find(|s| s.text.contains("a modified attack"))
        .expect("the modified attack");
    assert!(attack.rules.iter().any(|r| r == "7.1.6c"));
    assert!(!attack.rules.iter().any(|r| r == "5.4.1b"));
}

#[test]
fn rule_1_9_9_a_shield_token_prevents_damage_and_the_step_says_why() {
    let mut b = Board::new();
    b.hand(ALEX, &["fleet-lieutenant"]);
    b.unit(ALEX, "contracted-hunter");
    let l = b.unit(NICO, "syndicate-lackeys");
    b.unit_mut(l).shields = 1;
    let t = b.run(
        vec![
            play(ALEX, "fleet-lieutenant"),
            choose(ALEX, &["yes"]),
            choose(ALEX, &["syndicate-lackeys"]),
            pass(NICO),
            pass(ALEX),
        ],
        StopPoint::Before(PhaseStep::ActionEnd),
    );
    let prevented = t
        .steps
        .iter()
        .find(|s| s.text.contains("A Shield token on"))
        .expect("the Shield prevents the damage");
    for rule in ["7.7.5d", "3.7.6", "1.9.9"] {
        assert!(prevented.rules.iter().any(|r| r == rule), "{rule}");
    }
}
