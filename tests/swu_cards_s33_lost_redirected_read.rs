//! Printed cards read from their text alone (issue 26), session 33's task
//! C3: "If this unit is attacking an exhausted unit that didn't enter play
//! this round" (Boba Fett, SOR 179), "Then, it deals damage equal to its
//! power divided as you choose among any number of other units"
//! (Overwhelming Barrage, SOR 092), "Choose an enemy non-leader unit that
//! attacked your base this phase. A friendly unit in the same arena
//! captures that unit." (Ephant Mon, SHD 088). What the reader makes of each line,
//! that the writer gives it back, and that the engine does on a board what
//! the printed text says.

mod common;
mod read_cards;

use common::*;
use read_cards::{
    alex_holding, card_id as card, last, read_ability as ability, then_both_pass, END,
};
use timing_window::rulesets::swu::cards::{
    Amount, CardType, Condition, Effect, Target, Trigger, UnitFilter,
};
use timing_window::rulesets::swu::engine::InstanceId;

fn pool_id_of(b: &Board, set_number: &str) -> String {
    b.pool.find(set_number).expect("in the pool").id.clone()
}

#[test]
fn attacking_a_unit_that_did_not_enter_play_this_round_reads_as_a_condition_and_back() {
    let a = ability(
        "On Attack: If this unit is attacking an exhausted unit that didn't enter play this round, deal 3 damage to the defender.",
        CardType::Unit,
    );
    assert_eq!(a.when, vec![Trigger::OnAttack]);
    let filter = UnitFilter {
        exhausted: true,
        not_entered_this_round: true,
        ..UnitFilter::default()
    };
    assert_eq!(
        a.effects,
        vec![Effect::If {
            condition: Condition::ThisIsAttacking { filter },
            then: vec![Effect::DealDamage {
                amount: Amount::Fixed(3),
                target: Target::Defender,
            }],
        }]
    );
}

/// Alex's Boba Fett, Disintegrator (SOR 179, 3/5) and Nico's Consular
/// Security Force (SOR 046, 3/7), the defender, exhausted or not.
fn boba_board(exhausted: bool) -> (Board, InstanceId) {
    let mut b = Board::new();
    let boba = card(&b, "SOR_179");
    b.unit_as(ALEX, &boba, "Boba");
    let guard = pool_id_of(&b, "SOR_046");
    let guard = b.unit_as(NICO, &guard, "Guard");
    b.unit_mut(guard).exhausted = exhausted;
    (b, guard)
}

/// The damage on the defender after Boba attacks it.
fn damage_after_boba_attacks(b: &Board, guard: InstanceId) -> i32 {
    let t = b.run(then_both_pass(vec![attack(ALEX, "Boba", "Guard")]), END);
    last(&t).unit(guard).expect("the guard survives").damage
}

#[test]
fn rule_5_3_2_boba_fett_deals_3_to_an_exhausted_defender_that_was_in_play_before_this_round() {
    // SOR 179 Boba Fett: "On Attack: If this unit is attacking an exhausted
    // unit that didn't enter play this round, deal 3 damage to the
    // defender." The guard is exhausted and has been in play since an
    // earlier round: 3 damage from the On Attack, then Boba's 3 combat
    // damage (6 of its 7 HP).
    let (b, guard) = boba_board(true);
    assert_eq!(damage_after_boba_attacks(&b, guard), 6);
}

#[test]
fn rule_5_3_2_boba_fett_spares_a_defender_that_entered_play_this_round() {
    // A round is its action phase and its regroup phase (5.3.2): a unit
    // that entered play in it "entered play this round". Exhausted as it
    // is, the guard takes only Boba's combat damage.
    let (mut b, guard) = boba_board(true);
    b.unit_mut(guard).entered_this_phase = true;
    b.unit_mut(guard).entered_this_round = true;
    assert_eq!(damage_after_boba_attacks(&b, guard), 3);
}

#[test]
fn rule_6_3_1b_boba_fett_spares_a_ready_defender() {
    // The defender must be exhausted: a ready guard takes only the combat
    // damage.
    let (b, guard) = boba_board(false);
    assert_eq!(damage_after_boba_attacks(&b, guard), 3);
}

#[test]
fn it_deals_its_power_divided_among_other_units_reads_after_a_chosen_unit_and_back() {
    let a = ability(
        "Give a friendly unit +2/+2 for this phase. Then, it deals damage equal to its power divided as you choose among any number of other units.",
        CardType::Event,
    );
    assert_eq!(
        a.effects,
        vec![Effect::Choose {
            target: Target::ChosenFriendlyUnit,
            filter: UnitFilter::default(),
            then: vec![
                Effect::Modify {
                    target: Target::It,
                    power: 2,
                    hp: 2,
                    duration: timing_window::rulesets::swu::cards::Duration::ThisPhase,
                },
                Effect::ItDividesItsPower {
                    target: Target::EachUnit,
                    filter: UnitFilter::default(),
                    other: true,
                },
            ],
        }]
    );
}

/// Alex holds Overwhelming Barrage (SOR 092); he controls a Battlefield
/// Marine (3/3) and Chewbacca, Nico a Battlefield Marine.
fn barrage_board() -> (Board, String, [InstanceId; 3]) {
    let (mut b, barrage) = alex_holding("SOR_092", &["Command", "Villainy"]);
    let mine = b.unit_as(ALEX, "battlefield-marine", "Alex's Marine");
    let chewie = b.unit(ALEX, "chewbacca");
    let theirs = b.unit_as(NICO, "battlefield-marine", "Nico's Marine");
    (b, barrage, [mine, chewie, theirs])
}

const ALEX_MARINE: &str = "Battlefield Marine (Alex's Marine)";
const NICO_MARINE: &str = "Battlefield Marine (Nico's Marine)";

#[test]
fn rule_8_18_2_overwhelming_barrage_divides_the_given_units_power_among_other_units_only() {
    // The CR's example of "other" (8.18.2): Overwhelming Barrage gives a
    // friendly unit +2/+2 for the phase and deals damage to any number of
    // "other" units, never to the unit given +2/+2. Alex gives his Marine
    // +2/+2 (5/5); it deals 5 damage, placed one point at a time (8.4.5):
    // 3 on Nico's Marine, 2 on Alex's own Chewbacca ("other units" is
    // either side's). Alex's Marine is never offered.
    let (b, barrage, [mine, chewie, theirs]) = barrage_board();
    let mut script = vec![
        play(ALEX, &barrage),
        choose(ALEX, &[ALEX_MARINE]),
        choose(ALEX, &["divide it among 1 or more units"]),
    ];
    for pick in [NICO_MARINE; 3].into_iter().chain(["Chewbacca"; 2]) {
        script.push(choose(ALEX, &[pick]));
    }
    let t = b.run(then_both_pass(script), END);
    check(&t);
    let asks: Vec<_> = t
        .choices()
        .filter(|(_, c)| c.prompt.contains("put damage"))
        .collect();
    assert_eq!(asks.len(), 5, "its power after +2/+2: 5 points");
    assert!(asks.iter().all(|(_, c)| c.chooser == "Alex"
        && c.options.len() == 2
        && !c.options.iter().any(|o| o.contains("Alex's Marine"))));
    let board = last(&t);
    assert!(
        board.unit(theirs).is_none(),
        "3 damage defeats Nico's Marine"
    );
    assert_eq!(board.unit(chewie).expect("in play").damage, 2);
    assert_eq!(board.unit(mine).expect("in play").damage, 0);
}

#[test]
fn rule_8_4_5a_overwhelming_barrage_may_deal_its_damage_to_0_units() {
    // "any number of" units may be 0 units (8.4.5a): Alex chooses 0 and no
    // damage is dealt; his Marine keeps its +2/+2 for the phase.
    let (b, barrage, [mine, chewie, theirs]) = barrage_board();
    let script = vec![
        play(ALEX, &barrage),
        choose(ALEX, &[ALEX_MARINE]),
        choose(ALEX, &["deal it to 0 units"]),
    ];
    let t = b.run(then_both_pass(script), END);
    check(&t);
    let ask = decision(&t, "divide");
    assert_eq!(ask.options.len(), 2, "{:?}", ask.options);
    let board = last(&t);
    for u in [mine, chewie, theirs] {
        assert_eq!(board.unit(u).expect("in play").damage, 0);
    }
}

#[test]
fn a_unit_that_attacked_your_base_captured_in_its_arena_reads_and_back() {
    let a = ability(
        "On Attack: Choose an enemy non-leader unit that attacked your base this phase. A friendly unit in the same arena captures that unit.",
        CardType::Unit,
    );
    assert_eq!(
        a.effects,
        vec![Effect::CaptureChosenInItsArena {
            target: Target::ChosenEnemyUnit,
            filter: UnitFilter {
                non_leader: true,
                attacked_your_base_this_phase: true,
                ..UnitFilter::default()
            },
        }]
    );
}

/// Alex's Ephant Mon (SHD 088) and a Battlefield Marine; Nico's
/// Battlefield Marine ("Raider") and Consular Security Force ("Idle"),
/// Nico to act.
fn ephant_board() -> (Board, [InstanceId; 4]) {
    let mut b = Board::new();
    let ephant = card(&b, "SHD_088");
    let ephant = b.unit_as(ALEX, &ephant, "Ephant");
    let mine = b.unit_as(ALEX, "battlefield-marine", "Alex's Marine");
    let raider = b.unit_as(NICO, "battlefield-marine", "Raider");
    let force = pool_id_of(&b, "SOR_046");
    let idle = b.unit_as(NICO, &force, "Idle");
    b.acting(NICO);
    (b, [ephant, mine, raider, idle])
}

#[test]
fn rule_8_33_1_ephant_mon_has_a_friendly_unit_in_its_arena_capture_a_unit_that_attacked_alexs_base()
{
    // SHD 088 Ephant Mon: "On Attack: Choose an enemy non-leader unit that
    // attacked your base this phase. A friendly unit in the same arena
    // captures that unit." Nico's Raider attacked Alex's base this phase;
    // his other unit did not, so only the Raider may be chosen. Then Alex
    // chooses which friendly ground unit captures it (8.33.1): his Marine.
    let (b, [ephant, mine, raider, _]) = ephant_board();
    let script = vec![
        attack(NICO, "Raider", "base"),
        attack(ALEX, "Ephant", "base"),
        // The Raider is the one unit that may be chosen; then the guard.
        choose(ALEX, &["Battlefield Marine (Alex's Marine)"]),
    ];
    let t = b.run(then_both_pass(script), END);
    check(&t);
    let asks: Vec<_> = t
        .choices()
        .filter(|(_, c)| c.prompt.contains("choose a target"))
        .collect();
    assert!(asks
        .iter()
        .all(|(_, c)| !c.options.iter().any(|o| o.contains("Idle"))));
    let guard = asks.last().expect("the guard is chosen").1;
    assert_eq!(guard.options.len(), 2, "Ephant Mon or Alex's Marine");
    let board = last(&t);
    assert!(board.unit(raider).is_none(), "the Raider is captured");
    assert_eq!(board.unit(mine).expect("in play").captured.len(), 1);
    assert!(board.unit(ephant).expect("in play").captured.is_empty());
}

#[test]
fn rule_8_33_1_ephant_mon_finds_no_unit_when_none_attacked_alexs_base() {
    // The Raider attacked Alex's Marine, not his base: no enemy unit
    // attacked Alex's base this phase, so nothing is chosen or captured
    // (1.3.2).
    let (b, [_, _, raider, idle]) = ephant_board();
    let script = vec![
        attack(NICO, "Raider", "Alex's Marine"),
        attack(ALEX, "Ephant", "base"),
    ];
    let t = b.run(then_both_pass(script), END);
    check(&t);
    assert!(said(&t, "there is nothing it can choose"));
    let board = last(&t);
    assert!(board.unit(idle).is_some());
    assert!(board.unit(raider).is_none(), "defeated by the Marine");
}
