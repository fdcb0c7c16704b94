//! Printed cards read from their text alone (issue 26), session 33's task
//! C3: "If this unit is attacking an exhausted unit that didn't enter play
//! this round" (Boba Fett, SOR 179). What the reader makes of each line,
//! that the writer gives it back, and that the engine does on a board what
//! the printed text says.

mod common;
mod read_cards;

use common::*;
use read_cards::{card_id as card, last, read_ability as ability, then_both_pass, END};
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
