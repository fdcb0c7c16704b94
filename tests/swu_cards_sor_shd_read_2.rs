//! Printed SOR and SHD cards with When Played, When Defeated or On Attack
//! abilities read from their text alone (issue 26), the shapes of this
//! round: damage to two units in one sentence, dealt at once (1.9.8), and
//! "each enemy base". What the reader makes of each line, that the writer
//! gives it back, and that the engine does on a board what the printed
//! text says.

mod common;
mod read_cards;

use common::*;
use read_cards::{last, read_whole, then_both_pass};
use timing_window::rulesets::swu::cards::text::{round_trip, Line};
use timing_window::rulesets::swu::cards::{Ability, CardType, Effect, Target};
use timing_window::rulesets::swu::engine::{PhaseStep, StopPoint};

const END: StopPoint = StopPoint::Before(PhaseStep::ActionEnd);

fn ability(line: &str, t: CardType) -> Ability {
    match round_trip(line, t) {
        Ok(Line::Ability(a)) => a,
        other => panic!("{line}: {other:?}"),
    }
}

/// The id of a printed card by its set and number, read whole.
fn card(b: &Board, set_number: &str) -> String {
    read_whole(b, set_number).id.clone()
}

#[test]
fn rule_1_9_8_damage_to_two_units_in_one_sentence_reads_as_one_effect_at_once() {
    let a = ability(
        "When Played: Deal 2 damage to a friendly ground unit and 2 damage to an enemy ground unit.",
        CardType::Unit,
    );
    let [Effect::AtOnce { effects }] = &a.effects[..] else {
        panic!("{:?}", a.effects)
    };
    assert!(matches!(
        &effects[..],
        [
            Effect::Choose {
                target: Target::ChosenFriendlyUnit,
                ..
            },
            Effect::DealDamage {
                target: Target::ChosenEnemyGroundUnit,
                ..
            }
        ]
    ));
    // "You may" before it, and "this unit" as one of the units (Fifth
    // Brother's On Attack).
    let a = ability(
        "On Attack: You may deal 1 damage to this unit and 1 damage to another ground unit.",
        CardType::Unit,
    );
    assert!(a.may);
    assert!(matches!(&a.effects[..], [Effect::AtOnce { effects }] if effects.len() == 2));
    // One unit and a base stay two effects in the order printed.
    let a = ability(
        "On Attack: Deal 2 damage to an enemy ground unit and 2 damage to a base.",
        CardType::Unit,
    );
    assert!(matches!(
        &a.effects[..],
        [Effect::DealDamage { .. }, Effect::DealDamage { .. }]
    ));
}

#[test]
fn rule_1_9_8_death_trooper_deals_its_damage_to_both_units_before_either_is_defeated() {
    // SHD 030 Death Trooper (3/3): "When Played: Deal 2 damage to a
    // friendly ground unit and 2 damage to an enemy ground unit." Both
    // targets are chosen, then both 2 damage are dealt at once (1.9.8):
    // the Clone Trooper (2 HP) is still in play as the SpecForce Soldier
    // (2 HP) is dealt its damage, and both are defeated after.
    let mut b = Board::new();
    let trooper = card(&b, "SHD_030");
    b.base_aspects(ALEX, &["Vigilance", "Villainy"]);
    b.hand(ALEX, &[&trooper]);
    let clone = b.unit(ALEX, "clone-trooper");
    let soldier = b.unit(NICO, "specforce-soldier");
    let t = b.run(
        then_both_pass(vec![play(ALEX, &trooper), choose(ALEX, &["Clone Trooper"])]),
        END,
    );
    let board = last(&t);
    assert!(board.unit(clone).is_none(), "the Clone Trooper is defeated");
    assert!(board.unit(soldier).is_none(), "the Soldier is defeated");
    let d = board
        .units
        .iter()
        .find(|u| u.card == trooper)
        .expect("Death Trooper in play");
    assert_eq!(d.damage, 0, "it damaged the Clone Trooper, not itself");
    let second = step_saying(&t, "2 damage to SpecForce Soldier");
    let defeated = t
        .steps
        .iter()
        .position(|s| s.text.contains("Clone Trooper") && s.text.contains("defeated"))
        .expect("the Clone Trooper's defeat");
    assert!(second < defeated, "both damage dealt before any defeat");
    assert!(t.steps[second].rules.iter().any(|r| r == "1.9.8"));
}

#[test]
fn rule_7_1_5_sabine_wren_leader_unit_deals_1_damage_to_each_enemy_base_only() {
    // SOR 014 Sabine Wren, Galvanized Revolutionary: deployed (epic action:
    // 4 or more resources), her unit side's "On Attack: Deal 1 damage to
    // each enemy base." hits Nico's base, not Alex's; with her 2 power the
    // attack on the base makes 3.
    let mut b = Board::new();
    let sabine = card(&b, "SOR_014");
    b.leader(ALEX, &sabine);
    let t = b.run(
        vec![
            deploy(ALEX),
            pass(NICO),
            attack(ALEX, &sabine, "base"),
            pass(NICO),
            pass(ALEX),
        ],
        END,
    );
    let board = last(&t);
    assert_eq!(board.players[1].base.damage, 3);
    assert_eq!(board.players[0].base.damage, 0);
}
