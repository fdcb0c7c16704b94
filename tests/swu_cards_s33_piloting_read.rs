//! Printed cards read from their text alone (issue 26), session 33's task
//! C4 (Piloting and JTL): what the reader makes of each line, that the
//! writer gives it back, and that the engine does on a board what the
//! printed text says.
//! - Attack Pattern Delta (SOR 106): "Give another friendly unit +2/+2 for
//!   this phase." and "Give a third friendly unit +1/+1 for this phase.",
//!   other than the units the event's earlier lines chose (8.18.2).

mod common;
mod read_cards;

use common::*;
use read_cards::{alex_holding, last, read_ability as ability, then_both_pass, END};
use timing_window::rulesets::swu::cards::{CardType, Duration, Effect, Target, Trigger};
use timing_window::rulesets::swu::engine::{GameTrace, LastingKind};

#[test]
fn another_and_a_third_friendly_unit_on_an_event_read_and_back() {
    for (line, target, n) in [
        (
            "Give another friendly unit +2/+2 for this phase.",
            Target::ChosenAnotherFriendlyUnitThanBefore,
            2,
        ),
        (
            "Give a third friendly unit +1/+1 for this phase.",
            Target::ChosenThirdFriendlyUnit,
            1,
        ),
    ] {
        let a = ability(line, CardType::Event);
        assert_eq!(a.when, vec![Trigger::Event]);
        assert_eq!(
            a.effects,
            vec![Effect::Modify {
                target,
                power: n,
                hp: n,
                duration: Duration::ThisPhase,
            }]
        );
    }
}

/// Alex plays Attack Pattern Delta with friendly units `labels`
/// (Battlefield Marines) and Nico's one Marine, choosing `picks` in turn.
fn attack_pattern_delta(labels: &[&str], picks: &[&str]) -> GameTrace {
    let (mut b, apd) = alex_holding("SOR_106", &["Command", "Command"]);
    for l in labels {
        b.unit_as(ALEX, "battlefield-marine", l);
    }
    b.unit_as(NICO, "battlefield-marine", "Theirs");
    let mut script = vec![play(ALEX, &apd)];
    script.extend(picks.iter().map(|p| choose(ALEX, &[p])));
    b.run(then_both_pass(script), END)
}

/// The +N/+N each unit (by label) was given, in the order given.
fn given(t: &GameTrace) -> Vec<(String, i32, i32)> {
    let board = last(t);
    board
        .lasting
        .iter()
        .filter_map(|l| match l.effect {
            LastingKind::Modify { power, hp } => {
                let u = board.units.iter().find(|u| u.instance == l.target)?;
                Some((u.label.clone(), power, hp))
            }
            _ => None,
        })
        .collect()
}

#[test]
fn rule_8_18_2_attack_pattern_delta_gives_three_different_friendly_units() {
    // SOR 106 Attack Pattern Delta: "Give a friendly unit +3/+3 for this
    // phase. Give another friendly unit +2/+2 for this phase. Give a third
    // friendly unit +1/+1 for this phase." Each line chooses as it
    // resolves (7.1.5); "another" keeps the second unit apart from the
    // first (8.18.2) and "a third" from both. Alex picks Middle, then
    // Left (Middle no longer offered); Right, the one unit left, is the
    // third line's only legal target.
    let t = attack_pattern_delta(
        &["Left", "Middle", "Right"],
        &["Battlefield Marine (Middle)", "Battlefield Marine (Left)"],
    );
    let prompts: Vec<_> = t
        .choices()
        .map(|(_, c)| c)
        .filter(|c| c.prompt.contains("choose a target"))
        .collect();
    // Nico's Marine is never offered: each line is a friendly unit.
    assert_eq!(
        prompts[0].options,
        vec![
            "Battlefield Marine (Left)",
            "Battlefield Marine (Middle)",
            "Battlefield Marine (Right)"
        ]
    );
    assert_eq!(
        prompts[1].options,
        vec!["Battlefield Marine (Left)", "Battlefield Marine (Right)"]
    );
    assert_eq!(
        given(&t),
        vec![
            ("Middle".to_string(), 3, 3),
            ("Left".to_string(), 2, 2),
            ("Right".to_string(), 1, 1),
        ]
    );
}

#[test]
fn rule_8_18_2_attack_pattern_delta_with_two_friendly_units_gives_no_third() {
    // With only two friendly units, Alex picks Left for +3/+3; Right is
    // the second line's only legal target, and the third line finds no
    // unit other than the two chosen before: it gives nothing (never the
    // enemy Marine, nor a unit twice).
    let t = attack_pattern_delta(&["Left", "Right"], &["Battlefield Marine (Left)"]);
    assert_eq!(
        given(&t),
        vec![("Left".to_string(), 3, 3), ("Right".to_string(), 2, 2)]
    );
}
