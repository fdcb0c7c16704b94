//! Printed cards read from their text alone (issue 26), one or more from
//! each set, each ability shape the reader composes: "each" with a filter,
//! "If you control ...", "If you have the initiative", "You may pay N. If
//! you do, ...", in events, When Played, When Defeated and On Attack. The
//! engine runs them on a board built in Rust and the board afterwards is
//! what the printed text says.

mod common;
mod read_cards;

use common::*;
use read_cards::{card_with_abilities as card, last, then_both_pass, END};
use timing_window::rulesets::swu::engine::{GameTrace, InstanceId};

fn damage(t: &GameTrace, id: InstanceId) -> Option<i32> {
    last(t).unit(id).map(|u| u.damage)
}

#[test]
fn rule_7_1_4_wild_rancor_deals_2_damage_to_each_other_ground_unit_at_once() {
    // SHD 158 Wild Rancor: "When Played: Deal 2 damage to each other ground
    // unit." Every other ground unit, either side, at once; not the space
    // unit, not itself.
    let mut b = Board::new();
    let rancor = card(&b, "SHD_158");
    b.hand(ALEX, &[&rancor]);
    let marine = b.unit(ALEX, "battlefield-marine");
    let droid = b.unit(NICO, "battle-droid");
    let fighter = b.unit(NICO, "republic-y-wing");
    let t = b.run(then_both_pass(vec![play(ALEX, &rancor)]), END);
    assert_eq!(damage(&t, marine), Some(2));
    assert_eq!(damage(&t, fighter), Some(0));
    assert!(last(&t).unit(droid).is_none(), "the 1 HP droid is defeated");
    let own = last(&t)
        .units
        .iter()
        .find(|u| u.card == rancor)
        .expect("the Rancor is in play");
    assert_eq!(own.damage, 0);
    // Both are dealt their damage before the state check defeats the droid
    // (1.16.5): one effect, at once.
    let to_marine = step_saying(&t, "Wild Rancor deals 2 damage to Battlefield Marine");
    let to_droid = step_saying(&t, "Wild Rancor deals 2 damage to Battle Droid");
    let defeated = t
        .steps
        .iter()
        .rposition(|s| s.text.contains("Battle Droid") && !s.text.contains("deals 2 damage"))
        .expect("a step about the droid's defeat");
    assert!(to_marine.max(to_droid) < defeated);
}

#[test]
fn rule_7_4_blood_sport_deals_2_damage_to_each_ground_unit_on_both_sides() {
    // TWI 173 Blood Sport (an event): "Deal 2 damage to each ground unit."
    let mut b = Board::new();
    let event = card(&b, "TWI_173");
    b.hand(ALEX, &[&event]);
    let marine = b.unit(ALEX, "battlefield-marine");
    let lackeys = b.unit(NICO, "syndicate-lackeys");
    let fighter = b.unit(NICO, "republic-y-wing");
    let t = b.run(then_both_pass(vec![play(ALEX, &event)]), END);
    assert_eq!(damage(&t, marine), Some(2));
    assert_eq!(damage(&t, lackeys), Some(2));
    assert_eq!(damage(&t, fighter), Some(0));
}

#[test]
fn rule_8_32_2_dogged_pursuers_pays_1_then_deals_2_damage_to_a_ground_unit() {
    // LAW 198 Dogged Pursuers: "When Played: You may pay 1. If you do, deal
    // 2 damage to a ground unit." With a resource left to pay, the "if you
    // do" part resolves; the space unit is no legal choice.
    let mut b = Board::new();
    let pursuers = card(&b, "LAW_198");
    b.base_aspects(ALEX, &["Aggression"]);
    b.state.players[0].resources.ready = 6;
    b.hand(ALEX, &[&pursuers]);
    let lackeys = b.unit(NICO, "syndicate-lackeys");
    let fighter = b.unit(NICO, "republic-y-wing");
    let t = b.run(
        then_both_pass(vec![
            play(ALEX, &pursuers),
            choose(ALEX, &["yes"]),
            choose(ALEX, &["Syndicate Lackeys"]),
        ]),
        END,
    );
    assert_eq!(damage(&t, lackeys), Some(2));
    assert_eq!(damage(&t, fighter), Some(0));
    assert_eq!(
        last(&t).players[0].resources.ready,
        0,
        "5 for the card, 1 paid"
    );
    let paid = step_saying(&t, "pays 1 for Dogged Pursuers");
    assert!(t.steps[paid].rules.iter().any(|r| r == "1.7.2"));
    let target = t
        .steps
        .iter()
        .filter_map(|s| s.choice.as_ref())
        .find(|c| c.options.iter().any(|o| o == "Syndicate Lackeys"))
        .expect("the ground unit is chosen");
    assert!(!target.options.iter().any(|o| o.contains("Y-Wing")));
}

#[test]
fn rule_8_32_2_dogged_pursuers_paying_less_than_1_ignores_the_if_you_do_part() {
    // The same card with no ready resource left: the player may still
    // choose to pay, but cannot pay in full, so nothing is dealt (8.32.2).
    let mut b = Board::new();
    let pursuers = card(&b, "LAW_198");
    b.base_aspects(ALEX, &["Aggression"]);
    b.state.players[0].resources.ready = 5;
    b.hand(ALEX, &[&pursuers]);
    let lackeys = b.unit(NICO, "syndicate-lackeys");
    let t = b.run(
        then_both_pass(vec![play(ALEX, &pursuers), choose(ALEX, &["yes"])]),
        END,
    );
    assert_eq!(damage(&t, lackeys), Some(0));
    let ignored = step_saying(&t, "could not resolve that part of Dogged Pursuers in full");
    assert!(t.steps[ignored].rules.iter().any(|r| r == "8.32.2"));
}

#[test]
fn rule_8_32_2_boba_fett_declining_to_pay_deals_no_damage() {
    // LAW 214 Boba Fett: "When Played/On Attack: You may pay 1. If you do,
    // deal 3 damage to a ground unit." Declined: the "if you do" part does
    // not resolve.
    let mut b = Board::new();
    let boba = card(&b, "LAW_214");
    b.hand(ALEX, &[&boba]);
    let lackeys = b.unit(NICO, "syndicate-lackeys");
    let t = b.run(
        then_both_pass(vec![play(ALEX, &boba), choose(ALEX, &["no"])]),
        END,
    );
    assert_eq!(damage(&t, lackeys), Some(0));
    assert!(said(&t, "declines that part of Boba Fett"));
}

#[test]
fn rule_7_1_5_heroic_arc_170_deals_damage_only_while_you_control_a_damaged_unit() {
    // SEC 254 Heroic ARC-170: "When Played: If you control a damaged unit,
    // you may deal 2 damage to an enemy unit."
    let mut b = Board::new();
    let arc = card(&b, "SEC_254");
    b.hand(ALEX, &[&arc]);
    let marine = b.unit(ALEX, "battlefield-marine");
    let lackeys = b.unit(NICO, "syndicate-lackeys");
    // Without a damaged friendly unit the condition fails: no choice.
    let t = b.run(then_both_pass(vec![play(ALEX, &arc)]), END);
    assert_eq!(damage(&t, lackeys), Some(0));
    assert!(said(&t, "controls no such unit"));
    // With one, Alex may deal the damage.
    b.unit_mut(marine).damage = 1;
    let t = b.run(
        then_both_pass(vec![play(ALEX, &arc), choose(ALEX, &["yes"])]),
        END,
    );
    // The only enemy unit is the only choice.
    assert_eq!(damage(&t, lackeys), Some(2));
}

#[test]
fn rule_1_12_2_jedi_knight_deals_damage_only_while_you_have_the_initiative() {
    // LOF 145 Jedi Knight: "When Played: If you have the initiative, deal 2
    // damage to an enemy ground unit."
    let mut b = Board::new();
    let knight = card(&b, "LOF_145");
    b.hand(ALEX, &[&knight]);
    let lackeys = b.unit(NICO, "syndicate-lackeys");
    // Two enemy ground units: Alex chooses one (the space unit is none).
    let hunters = b.unit(NICO, "relentless-hunters");
    b.unit(NICO, "republic-y-wing");
    let t = b.run(
        then_both_pass(vec![
            play(ALEX, &knight),
            choose(ALEX, &["Syndicate Lackeys"]),
        ]),
        END,
    );
    assert_eq!(damage(&t, lackeys), Some(2));
    assert_eq!(damage(&t, hunters), Some(0));
    // Nico holds the initiative: nothing is dealt.
    b.state.initiative = NICO;
    let t = b.run(then_both_pass(vec![play(ALEX, &knight)]), END);
    assert_eq!(damage(&t, lackeys), Some(0));
    let not = step_saying(&t, "Alex does not have the initiative");
    // "If you have the initiative" asks only who controls the counter
    // (1.12.2c).
    assert!(t.steps[not].rules.iter().any(|r| r == "1.12.2c"));
}

#[test]
fn rule_7_6_14_maarva_andor_gives_experience_to_each_friendly_rebel_unit() {
    // SEC 252 Maarva Andor: "When Defeated: Give an Experience token to each
    // friendly Rebel unit." Defeated attacking, she gives one to the Rebel
    // unit left, none to the other friendly unit or the enemy's.
    let mut b = Board::new();
    let maarva_card = card(&b, "SEC_252");
    let maarva = b.unit(ALEX, &maarva_card);
    b.unit_mut(maarva).damage = 3;
    b.unit_mut(maarva).exhausted = false;
    let marine = b.unit(ALEX, "battlefield-marine");
    let lackeys = b.unit(ALEX, "syndicate-lackeys");
    let enemy_rebel = b.unit(NICO, "wedge-antilles");
    let t = b.run(
        then_both_pass(vec![attack(ALEX, &maarva_card, "wedge-antilles")]),
        END,
    );
    assert!(last(&t).unit(maarva).is_none(), "Maarva is defeated");
    let xp = |id| last(&t).unit(id).map(|u| u.experience);
    assert_eq!(xp(marine), Some(1));
    assert_eq!(xp(lackeys), Some(0));
    assert_eq!(xp(enemy_rebel), Some(0));
}

#[test]
fn rule_7_6_15_admiral_piett_draws_when_you_control_an_aggression_unit() {
    // IBH 60 Admiral Piett: "On Attack: If you control an Aggression unit,
    // draw a card." (the data prints "a Aggression": the icon's article).
    let mut b = Board::new();
    let piett_card = card(&b, "IBH_60");
    let piett = b.unit(ALEX, &piett_card);
    b.unit_mut(piett).exhausted = false;
    b.unit(ALEX, "relentless-hunters");
    b.unit(NICO, "syndicate-lackeys");
    let t = b.run(then_both_pass(vec![attack(ALEX, &piett_card, "base")]), END);
    assert_eq!(last(&t).players[0].hand.len(), 1, "one card drawn");
}

#[test]
fn rule_7_5_14_reckless_gunslinger_smuggled_deals_1_damage_to_each_base() {
    // SHD 160 Reckless Gunslinger: "When Played: Deal 1 damage to each
    // base." and "Smuggle [C=3 Aggression]", both read from its text:
    // played from the resources for 3 (its bracket's Aggression icon
    // provided by the base), When Played hits both bases.
    let mut b = Board::new();
    let gunslinger = card(&b, "SHD_160");
    assert_eq!(b.pool.get(&gunslinger).unwrap().smuggle, Some(3));
    b.base_aspects(ALEX, &["Aggression"]);
    b.state.players[0].resources.known = vec![gunslinger.clone()];
    let t = b.run(then_both_pass(vec![smuggle(ALEX, &gunslinger)]), END);
    let board = last(&t);
    assert_eq!(board.players[0].base.damage, 1);
    assert_eq!(board.players[1].base.damage, 1);
    assert_eq!(board.players[0].resources.ready, 7, "3 paid");
    assert!(board.units.iter().any(|u| u.card == gunslinger));
}

#[test]
fn rule_8_37_4_ki_adi_mundi_uses_the_force_the_youngling_gave() {
    // LOF 193 Youngling Padawan: "When Played: The Force is with you."
    // LOF 146 Ki-Adi-Mundi: "When Played: You may use the Force. If you do,
    // draw 2 cards." The Youngling creates Alex's Force token (8.37.2);
    // Ki-Adi-Mundi defeats it to draw 2 (8.37.4, 8.9.1).
    let mut b = Board::new();
    let youngling = card(&b, "LOF_193");
    let mundi = card(&b, "LOF_146");
    b.state.players[0].resources.ready = 20;
    b.hand(ALEX, &[&youngling, &mundi]);
    let t = b.run(
        then_both_pass(vec![
            play(ALEX, &youngling),
            pass(NICO),
            play(ALEX, &mundi),
            choose(ALEX, &["yes"]),
        ]),
        END,
    );
    let created = step_saying(&t, "creates their Force token");
    let used = step_saying(&t, "uses the Force for Ki-Adi-Mundi");
    assert!(created < used);
    assert!(t.steps[used].rules.iter().any(|r| r == "8.37.4"));
    assert_eq!(last(&t).players[0].hand.len(), 2, "2 cards drawn");
    assert!(!last(&t).players[0].force_token, "the token is defeated");
}

#[test]
fn rule_8_37_4_without_the_force_token_ki_adi_mundi_draws_nothing() {
    // Without a Force token Alex cannot use the Force: no choice is asked
    // and the "if you do" part does nothing.
    let mut b = Board::new();
    let mundi = card(&b, "LOF_146");
    b.hand(ALEX, &[&mundi]);
    let t = b.run(then_both_pass(vec![play(ALEX, &mundi)]), END);
    assert!(last(&t).players[0].hand.is_empty());
    let cannot = step_saying(&t, "controls no Force token, so cannot use the Force");
    assert!(t.steps[cannot].rules.iter().any(|r| r == "8.37.4"));
}

#[test]
fn rule_7_5_15a_coordinate_on_attack_draws_only_with_3_units() {
    // TWI 147: "Coordinate - On Attack: Draw a card." With fewer than 3
    // friendly units it does not trigger; with 3 it does.
    let mut b = Board::new();
    let id = card(&b, "TWI_147");
    assert!(b.pool.get(&id).unwrap().abilities[0].coordinate);
    let attacker = b.unit(ALEX, &id);
    b.unit_mut(attacker).exhausted = false;
    let t = b.run(then_both_pass(vec![attack(ALEX, &id, "base")]), END);
    assert!(last(&t).players[0].hand.is_empty(), "1 unit: no draw");
    b.unit(ALEX, "battlefield-marine");
    b.unit(ALEX, "syndicate-lackeys");
    let t = b.run(then_both_pass(vec![attack(ALEX, &id, "base")]), END);
    assert_eq!(last(&t).players[0].hand.len(), 1, "3 units: it draws");
}
