//! Printed cards that give friendly units stats or a keyword, read from
//! their text alone (issue 26): what the reader makes of each line, that
//! the writer gives it back, and that the engine does on a board what the
//! printed text says.
//! - Attack Pattern Delta (SOR 106): "Give another friendly unit +2/+2 for
//!   this phase." and "Give a third friendly unit +1/+1 for this phase.",
//!   other than the units the event's earlier lines chose (8.18.2).
//! - Admiral Yularen (JTL 047): "When Played: Choose Grit, Restore 1,
//!   Sentinel, or Shielded. While this unit is in play, each friendly
//!   Vehicle unit gains the chosen Keyword." (7.5.3; open question 36).

mod common;
mod read_cards;

use common::*;
use read_cards::{
    alex_holding, card_id, last, pool_id, read_ability as ability, then_both_pass, END,
};
use timing_window::rulesets::swu::cards::chosen_keyword::KeywordOption;
use timing_window::rulesets::swu::cards::{
    CardType, Duration, Effect, Keyword, Target, Trigger, UnitFilter,
};
use timing_window::rulesets::swu::engine::{readings, GameTrace, LastingKind};

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

const YULAREN: &str = "When Played: Choose Grit, Restore 1, Sentinel, or Shielded. While this unit is in play, each friendly Vehicle unit gains the chosen Keyword.";

#[test]
fn yularens_chosen_keyword_reads_as_one_effect_and_back() {
    let a = ability(YULAREN, CardType::Unit);
    assert_eq!(a.when, vec![Trigger::Played]);
    let opt = |keyword, amount| KeywordOption { keyword, amount };
    assert_eq!(
        a.effects,
        vec![Effect::ChooseKeywordWhileInPlay {
            options: vec![
                opt(Keyword::Grit, 0),
                opt(Keyword::Restore, 1),
                opt(Keyword::Sentinel, 0),
                opt(Keyword::Shielded, 0),
            ],
            filter: UnitFilter {
                trait_: Some("Vehicle".into()),
                ..UnitFilter::default()
            },
        }]
    );
}

/// Alex holding Admiral Yularen (JTL 047) and the cards `also`, his base
/// paying for Vigilance, Heroism and Cunning, with 5 damage on it.
fn yularen_board(also: &[&str]) -> (Board, String) {
    let mut b = Board::new();
    let yularen = card_id(&b, "JTL_047");
    let mut hand = vec![yularen.clone()];
    hand.extend(also.iter().map(|s| s.to_string()));
    let hand: Vec<&str> = hand.iter().map(String::as_str).collect();
    b.hand(ALEX, &hand);
    b.base_aspects(ALEX, &["Vigilance", "Heroism", "Cunning"]);
    b.base(ALEX, 30, 5);
    (b, yularen)
}

#[test]
fn rule_7_5_3_yularens_restore_1_heals_when_a_friendly_vehicle_attacks() {
    // JTL 047 Admiral Yularen: Alex plays him and chooses Restore 1 from
    // the four printed keywords (a choice point, 8.4.1). His Evacuation
    // Escort (IBH 12, a Vehicle with no text) is considered to have
    // Restore 1 while Yularen is in play (7.5.3): it attacks Nico's base
    // and heals 1 damage from Alex's (7.5.9). Nico's Vehicle gains nothing.
    let (mut b, yularen) = yularen_board(&[]);
    let escort = pool_id(&b, "IBH_12");
    b.unit_as(ALEX, &escort, "Escort");
    b.unit_as(NICO, &escort, "Theirs");
    let t = b.run(
        vec![
            play(ALEX, &yularen),
            choose(ALEX, &["Restore 1"]),
            pass(NICO),
            attack(ALEX, "Escort", "base"),
            attack(NICO, "Theirs", "base"),
            pass(ALEX),
            pass(NICO),
        ],
        END,
    );
    let asked = decision(&t, "which keyword");
    assert_eq!(
        asked.options,
        vec!["Grit", "Restore 1", "Sentinel", "Shielded"]
    );
    // 5 damage, 1 healed by the Escort's Restore; Nico's attack on Alex's
    // base deals 2 (the Escort's power) and heals nothing for Nico.
    assert_eq!(last(&t).players[0].base.damage, 5 - 1 + 2);
    assert_eq!(last(&t).players[1].base.damage, 2);
}

#[test]
fn rule_7_7_3d_yularens_keyword_reaches_a_vehicle_played_later_marked_open_36() {
    // Alex plays Yularen and chooses Shielded, then plays an Evacuation
    // Escort: it enters play with a Shield token. Under 7.7.3d's default a
    // lasting effect reaches only the units in play as it was created; the
    // engine reads Yularen's as reaching later Vehicles too (open question
    // 36) and marks the step that created it.
    let escort_card = {
        let b = Board::new();
        pool_id(&b, "IBH_12")
    };
    let (b, yularen) = yularen_board(&[&escort_card]);
    let t = b.run(
        then_both_pass(vec![
            play(ALEX, &yularen),
            choose(ALEX, &["Shielded"]),
            pass(NICO),
            play(ALEX, &escort_card),
        ]),
        END,
    );
    let escort = last(&t)
        .units
        .iter()
        .find(|u| u.card == escort_card)
        .expect("the Escort is in play");
    assert_eq!(escort.shields, 1);
    let marked = step_saying(&t, "chooses Shielded");
    assert!(t.steps[marked]
        .facts
        .readings
        .contains(&readings::GRANT_REACHES_LATER_UNITS));
}

#[test]
fn rule_7_5_3_yularens_sentinel_keeps_nicos_space_attack_off_alexs_base() {
    // Alex chooses Sentinel: the effect lasts on Yularen for as long as he
    // is in play, and his Evacuation Escort has Sentinel (7.5.3), so Nico's
    // space unit must attack it, not Alex's base (7.5.11).
    let (mut b, yularen) = yularen_board(&[]);
    let escort = pool_id(&b, "IBH_12");
    b.unit_as(ALEX, &escort, "Escort");
    b.unit_as(NICO, &escort, "Theirs");
    let script = vec![play(ALEX, &yularen), choose(ALEX, &["Sentinel"])];
    let t = b.run(then_both_pass(script.clone()), END);
    assert!(last(&t).lasting.iter().any(|l| matches!(
        l.effect,
        LastingKind::GrantsKeyword {
            keyword: Keyword::Sentinel,
            ..
        }
    ) && l.duration == Duration::WhileInPlay));
    let mut at_base = script.clone();
    at_base.push(attack(NICO, "Theirs", "base"));
    let err = b.run_err(at_base, END);
    assert!(err.to_string().contains("Sentinel"), "{err}");
    let mut at_escort = script;
    at_escort.push(attack(NICO, "Theirs", "Escort"));
    let t = b.run(then_both_pass_alex_first(at_escort), END);
    // The attack on the Escort is legal; Alex's base is untouched.
    assert!(said(&t, "Theirs"));
    assert_eq!(last(&t).players[0].base.damage, 5);
}

/// The script, then Alex and Nico pass (after an action of Nico's).
fn then_both_pass_alex_first(
    mut script: Vec<timing_window::rulesets::swu::engine::ScriptEntry>,
) -> Vec<timing_window::rulesets::swu::engine::ScriptEntry> {
    script.extend([pass(ALEX), pass(NICO)]);
    script
}
