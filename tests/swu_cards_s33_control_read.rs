//! Printed cards about control of cards and tokens (issue 26's required
//! sets, round 33) read from their text alone: what the reader makes of
//! each line, that the writer gives it back, and that the engine does on a
//! board what the printed text says.

mod common;
mod read_cards;

use common::*;
use read_cards::{card_id as card, last, read_ability as ability, then_both_pass, END};
use timing_window::rulesets::swu::cards::{CardType, Effect, Target, TimingPoint};
use timing_window::rulesets::swu::engine::{PhaseStep, StopPoint};

#[test]
fn sly_moore_reads_as_one_choice_of_an_enemy_token_unit_given_back_at_the_regroup_start() {
    // TWI 211 Sly Moore: "that token unit's owner" is the token unit the
    // choice took, the same effect as "its owner".
    let a = ability(
        "When Played: Take control of an enemy token unit and ready it. At the start of the regroup phase, that token unit's owner takes control of it.",
        CardType::Unit,
    );
    let [Effect::Choose {
        target,
        filter,
        then,
    }] = &a.effects[..]
    else {
        panic!("{:?}", a.effects)
    };
    assert_eq!(*target, Target::ChosenEnemyUnit);
    assert!(filter.token);
    assert_eq!(
        *then,
        [
            Effect::TakeControl { target: Target::It },
            Effect::Ready { target: Target::It },
            Effect::Delayed {
                at: TimingPoint::StartOfRegroupPhase,
                effects: vec![Effect::OwnerTakesControl { target: Target::It }],
            },
        ]
    );
    // After a choice of any unit, not a token unit, the words do not fit:
    // not read.
    assert!(timing_window::rulesets::swu::cards::text::round_trip(
        "When Played: Take control of an enemy unit and ready it. At the start of the regroup phase, that token unit's owner takes control of it.",
        CardType::Unit,
    )
    .is_err());
}

#[test]
fn rule_8_27_1_sly_moore_takes_an_enemy_token_unit_ready_until_the_regroup_start() {
    // TWI 211 Sly Moore: Alex takes control of Nico's exhausted Clone
    // Trooper token and readies it (8.27.1a: a unit keeps its state when
    // control changes; the ability readies it). Nico's Battlefield Marine
    // is not a token unit and is not offered. At the start of the regroup
    // phase the delayed effect (7.7.4) gives the token back to Nico, its
    // owner (8.27.1: control lasts until an opponent takes it).
    let mut b = Board::new();
    let sly = card(&b, "TWI_211");
    b.base_aspects(ALEX, &["Cunning"]);
    b.hand(ALEX, &[&sly]);
    let trooper = b.unit(NICO, "clone-trooper");
    b.unit_mut(trooper).exhausted = true;
    let marine = b.unit(NICO, "battlefield-marine");
    let t = b.run(then_both_pass(vec![play(ALEX, &sly)]), END);
    let board = last(&t);
    let token = board.unit(trooper).expect("in play");
    assert_eq!(token.controller, ALEX);
    assert_eq!(token.owner, NICO);
    assert!(!token.exhausted);
    assert_eq!(board.unit(marine).expect("in play").controller, NICO);
    let t = b.run(
        then_both_pass(vec![play(ALEX, &sly)]),
        StopPoint::Before(PhaseStep::Draw),
    );
    assert_eq!(last(&t).unit(trooper).expect("in play").controller, NICO);
}

#[test]
fn first_light_reads_its_smuggle_cost_with_the_damage_to_a_friendly_unit() {
    // SHD 036 First Light: the brackets' damage is part of Smuggle's cost,
    // read with the resources and icons; a bracket without it still reads
    // as plain Smuggle.
    let b = Board::new();
    let light = b.pool.find("SHD_036").expect("in the pool");
    assert!(light.unread.is_empty(), "{:?}", light.unread);
    assert_eq!(light.smuggle, Some(7));
    assert_eq!(light.smuggle_aspects, ["Vigilance", "Villainy"]);
    assert_eq!(light.smuggle_damage, Some(4));
    let read = timing_window::rulesets::swu::cards::text::round_trip(
        "Smuggle [C=7 Vigilance Villainy, deal 4 damage to a friendly unit]",
        CardType::Unit,
    );
    assert_eq!(
        read,
        Ok(
            timing_window::rulesets::swu::cards::text::Line::SmuggleDealing {
                cost: 7,
                aspects: vec!["Vigilance".into(), "Villainy".into()],
                damage: 4,
            }
        )
    );
}

/// Alex's board with First Light among his known resources and the icons
/// its brackets show.
fn first_light_board() -> (Board, String) {
    let mut b = Board::new();
    let light = card(&b, "SHD_036");
    b.base_aspects(ALEX, &["Vigilance", "Villainy"]);
    b.state.players[0].resources.known = vec![light.clone()];
    (b, light)
}

#[test]
fn rule_1_8_8_first_light_smuggled_deals_4_damage_to_the_friendly_unit_its_player_picks() {
    // SHD 036 First Light: "Smuggle [C=7 Vigilance Villainy, deal 4 damage
    // to a friendly unit]". Y is paid as any cost (7.5.14a), its
    // non-resource part in full (1.8.8): Alex picks his Wampa of his two
    // units, it takes 4 damage, and 7 resources are paid.
    let (mut b, light) = first_light_board();
    let marine = b.unit_as(ALEX, "battlefield-marine", "Alex's Marine");
    let wampa = b.unit_as(ALEX, "wampa", "Alex's Wampa");
    let ready = b.state.players[0].resources.ready;
    let t = b.run(
        then_both_pass(vec![smuggle(ALEX, &light), choose(ALEX, &["Alex's Wampa"])]),
        END,
    );
    let pick = decision(&t, "Smuggle cost deals 4 damage");
    assert_eq!(pick.options, ["Alex's Marine", "Alex's Wampa"]);
    assert!(pick.rules.contains(&"1.8.8".to_string()));
    let board = last(&t);
    assert_eq!(board.unit(wampa).expect("in play").damage, 4);
    assert_eq!(board.unit(marine).expect("in play").damage, 0);
    assert!(board.units.iter().any(|u| u.card == light));
    assert_eq!(board.players[0].resources.ready, ready - 7);
}

#[test]
fn rule_1_8_8_first_light_cannot_be_smuggled_without_a_friendly_unit_to_damage() {
    // The whole cost must be paid (1.8.8): with no unit of his own Alex
    // cannot smuggle First Light, though his resources would pay the 7.
    let (b, light) = first_light_board();
    let e = b.run_err(vec![smuggle(ALEX, &light)], END);
    assert!(
        e.message
            .contains("also deals 4 damage to a friendly unit, and Alex controls none"),
        "{}",
        e.message
    );
}
