//! Abilities printed on bases (3.2.1: some bases have an ability) read
//! from their text (issue 26): "When a friendly Force unit attacks: The
//! Force is with you." (8.37.2) and "When you deploy a leader: ...". The
//! reader and writer give the line back; the engine lets the player's base
//! hold its triggered abilities like a card in play, controlled by that
//! player (7.6.1, 7.6.3, 1.5.2c).

mod common;
mod read_cards;

use common::*;
use read_cards::{last, pool_id, read_ability, read_whole, then_both_pass, END};
use timing_window::rulesets::swu::cards::{CardType, Effect, Trigger};

/// The eight bases printing "When a friendly Force unit attacks: The Force
/// is with you." and the two printing "When you deploy a leader: ...".
const FORCE_BASES: [&str; 8] = [
    "LOF_020", "LOF_021", "LOF_023", "LOF_024", "LOF_026", "LOF_027", "LOF_029", "LOF_030",
];

#[test]
fn rule_3_2_1_base_trigger_lines_read_into_the_vocabulary_and_back() {
    let a = read_ability(
        "When a friendly Force unit attacks: The Force is with you.",
        CardType::Base,
    );
    assert_eq!(a.when, [Trigger::FriendlyForceUnitAttacks]);
    assert_eq!(a.effects, [Effect::TheForceIsWithYou]);
    let a = read_ability("When you deploy a leader: Draw a card.", CardType::Base);
    assert_eq!(a.when, [Trigger::YouDeployLeader]);
    let b = Board::new();
    for id in FORCE_BASES.iter().chain(&["TWI_022", "TWI_025"]) {
        let c = read_whole(&b, id);
        assert_eq!(c.abilities.len(), 1, "{id}");
    }
}

/// Alex's base is the printed base `set_number` (by its name, as a
/// scenario names it).
fn alex_on(b: &mut Board, set_number: &str) -> String {
    let c = read_whole(b, set_number);
    let (id, name, hp) = (c.id.clone(), c.name.clone(), c.hp.expect("a base has HP"));
    let base = &mut b.state.player_mut(ALEX).base;
    base.name = name;
    base.hp = hp;
    id
}

#[test]
fn rule_8_37_2_a_friendly_force_unit_attacking_gives_the_base_owner_the_force() {
    for set_number in FORCE_BASES {
        let mut b = Board::new();
        let base = alex_on(&mut b, set_number);
        // Gifted Urchin (LOF 256): a Force unit with no ability of its own.
        let urchin = pool_id(&b, "LOF_256");
        b.unit(ALEX, &urchin);
        let t = b.run(then_both_pass(vec![attack(ALEX, &urchin, "base")]), END);
        let label = format!("{base}/friendly-force-attacks");
        step_at(&t, &label);
        assert!(cites(&t, &label, "3.2.1"), "{set_number}");
        assert!(last(&t).players[0].force_token, "{set_number}");
        assert!(!last(&t).players[1].force_token);
    }
}

#[test]
fn rule_3_2_1_the_force_base_ignores_a_non_force_unit_and_an_enemy_force_unit() {
    let mut b = Board::new();
    alex_on(&mut b, "LOF_023");
    let urchin = pool_id(&b, "LOF_256");
    b.unit(ALEX, "battlefield-marine");
    b.unit(NICO, &urchin);
    let t = b.run(
        vec![
            attack(ALEX, "battlefield-marine", "base"),
            attack(NICO, &urchin, "base"),
            pass(ALEX),
            pass(NICO),
        ],
        END,
    );
    assert!(!said(&t, "friendly-force-attacks"));
    let board = last(&t);
    assert!(!board.players[0].force_token && !board.players[1].force_token);
}

#[test]
fn rule_3_2_1_deploying_a_leader_triggers_the_base_of_its_controller_only() {
    // Shadow Collective Camp (TWI 025): "When you deploy a leader: Draw a
    // card." Alex deploys; Nico's deploy would not trigger Alex's base.
    let mut b = Board::new();
    let camp = alex_on(&mut b, "TWI_025");
    b.leader(ALEX, "grand-admiral-thrawn");
    let hand = b.state.players[0].hand.len();
    let t = b.run(then_both_pass(vec![deploy(ALEX)]), END);
    step_at(&t, &format!("{camp}/you-deploy-leader"));
    assert_eq!(last(&t).players[0].hand.len(), hand + 1);

    let mut b = Board::new();
    alex_on(&mut b, "TWI_025");
    b.leader(NICO, "grand-admiral-thrawn");
    b.acting(NICO);
    let t = b.run(vec![deploy(NICO), pass(ALEX), pass(NICO)], END);
    assert!(!said(&t, "you-deploy-leader"));
}

#[test]
fn rule_3_2_1_droid_manufactory_creates_two_battle_droids_when_alex_deploys() {
    let mut b = Board::new();
    let lab = alex_on(&mut b, "TWI_022");
    b.leader(ALEX, "grand-admiral-thrawn");
    let t = b.run(then_both_pass(vec![deploy(ALEX)]), END);
    step_at(&t, &format!("{lab}/you-deploy-leader"));
    let droids = last(&t)
        .units
        .iter()
        .filter(|u| u.controller == ALEX && u.card == "battle-droid")
        .count();
    assert_eq!(droids, 2);
}

#[test]
fn rule_3_2_1_each_leader_unit_you_control_reads_into_the_vocabulary_and_back() {
    use timing_window::rulesets::swu::cards::ConstantScope;
    let k = read_constant_of_base("Each leader unit you control gets +1/+0.");
    assert_eq!(k.to, ConstantScope::UnitsYouControl);
    assert!(k.filter.leader);
    assert_eq!((k.power, k.hp), (1, 0));
    let b = Board::new();
    for id in ["TWI_019", "TWI_028"] {
        assert_eq!(read_whole(&b, id).constants.len(), 1, "{id}");
    }
}

fn read_constant_of_base(line: &str) -> timing_window::rulesets::swu::cards::Constant {
    use timing_window::rulesets::swu::cards::text::{round_trip, Line};
    match round_trip(line, CardType::Base) {
        Ok(Line::Constant(k)) => k,
        other => panic!("{line}: {other:?}"),
    }
}

#[test]
fn rule_7_3_a_base_s_constant_ability_changes_only_its_controller_s_leader_units() {
    use timing_window::rulesets::swu::engine::stats::unit_stats;
    // Petranaki Arena (TWI 028): +1/+0; Pau City (TWI 019): +0/+1. Alex's
    // leader unit gets it; his other unit and Nico's leader unit do not.
    for (set_number, change) in [("TWI_028", (1, 0)), ("TWI_019", (0, 1))] {
        let mut b = Board::new();
        alex_on(&mut b, set_number);
        let thrawn = b.unit(ALEX, "grand-admiral-thrawn");
        let marine = b.unit(ALEX, "battlefield-marine");
        let enemy = b.unit(NICO, "grand-admiral-thrawn");
        let stats = |id| {
            let u = b.state.unit(id).expect("in play");
            unit_stats(&b.pool, &b.state, u)
        };
        let printed = stats(enemy);
        assert_eq!(stats(thrawn), (printed.0 + change.0, printed.1 + change.1));
        let marine_card = b.pool.get("battlefield-marine").expect("a card");
        assert_eq!(
            stats(marine),
            (marine_card.power.unwrap(), marine_card.hp.unwrap())
        );
        // The engine's own view: the attack deals the changed power.
        if change.0 > 0 {
            // Thrawn's own On Attack "you may": Alex declines it.
            let script = vec![
                attack(ALEX, "grand-admiral-thrawn", "base"),
                choose(ALEX, &["no"]),
            ];
            let t = b.run(then_both_pass(script), END);
            assert_eq!(last(&t).players[1].base.damage, printed.0 + change.0);
        }
    }
}
