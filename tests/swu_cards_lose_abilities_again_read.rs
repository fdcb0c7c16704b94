//! Printed cards read from their text alone (issue 26), session 34's task
//! C3: "Choose a unit. It loses all abilities for this phase. Then, if you
//! control a FORCE unit, pay any number of resources and deal 2 damage to
//! the chosen unit for each resource paid this way." (Force Lightning, SOR
//! 138), "When you play an upgrade on a unit: You may deal 1 damage to
//! that unit." (Dengar, SHD 133) and "When you play an upgrade on this
//! unit: You may attack with this unit. It gets +1/+0 for this attack."
//! (Black Squadron Scout Wing, JTL 202), "On Attack: The next time you use
//! a "When Played" ability this phase, you may use that ability again."
//! (Qui-Gon Jinn's Aethersprite, LOF 197; open question 38, reading A).
//! What the reader makes of each
//! line, that the writer gives it back, and that the engine does on a
//! board what the printed text says.

mod common;
mod read_cards;

use common::*;
use read_cards::{card_id as card, last, read_ability as ability, then_both_pass, END};
use timing_window::rulesets::swu::cards::{
    Amount, CardType, Condition, Duration, Effect, LoseAllAbilities, PayAnyNumberDealDamage,
    Target, Trigger, UnitFilter,
};
use timing_window::rulesets::swu::engine::{readings, GameTrace, InstanceId};
use timing_window::rulesets::swu::view::stats;

const FORCE_LIGHTNING: &str = "Choose a unit. It loses all abilities for this phase. Then, if you control a FORCE unit, pay any number of resources and deal 2 damage to the chosen unit for each resource paid this way.";

#[test]
fn force_lightning_reads_as_a_chosen_unit_that_loses_all_abilities_then_a_payment_and_back() {
    let a = ability(FORCE_LIGHTNING, CardType::Event);
    assert_eq!(a.when, vec![Trigger::Event]);
    let force = UnitFilter {
        trait_: Some("FORCE".into()),
        ..UnitFilter::default()
    };
    assert_eq!(
        a.effects,
        vec![Effect::Choose {
            target: Target::ChosenUnit,
            filter: UnitFilter::default(),
            then: vec![
                Effect::LoseAllAbilities(LoseAllAbilities {
                    target: Target::It,
                    duration: Duration::ThisPhase,
                }),
                Effect::If {
                    condition: Condition::YouControl {
                        other: false,
                        filter: force,
                    },
                    then: vec![Effect::PayAnyNumberDealDamage(PayAnyNumberDealDamage {
                        damage: 2,
                        target: Target::It,
                    })],
                },
            ],
        }]
    );
}

/// Alex holds Force Lightning (SOR 138, cost 1) and his base pays for it.
fn alex_with_force_lightning() -> (Board, String) {
    let mut b = Board::new();
    let fl = card(&b, "SOR_138");
    b.base_aspects(ALEX, &["Aggression", "Villainy"]);
    b.hand(ALEX, &[&fl]);
    (b, fl)
}

fn power_hp(b: &Board, t: &GameTrace, id: InstanceId) -> (i32, i32) {
    let board = last(t);
    stats(&b.pool, board, board.unit(id).expect("in play"))
}

#[test]
fn rule_3_6_10_entrenched_still_keeps_a_unit_that_lost_all_abilities_from_attacking_bases() {
    // The CR's example (3.6.10): Entrenched (SOR 072, +3/+3) says
    // "Attached unit can't attack bases": an ability of the upgrade, not
    // one it gives the unit, so when the unit loses all abilities (Force
    // Lightning, 8.14.2) it is still in effect. Alex's Marine with
    // Entrenched loses all abilities; it still cannot attack Nico's base,
    // may attack his unit, and keeps the upgrade's +3/+3 (a modifier, not
    // an ability: 8.15.1).
    let (mut b, fl) = alex_with_force_lightning();
    let marine = b.unit_as(ALEX, "battlefield-marine", "Marine");
    let entrenched = card(&b, "SOR_072");
    b.attach(marine, &entrenched, NICO);
    b.unit_as(NICO, "syndicate-lackeys", "Lackeys");
    let played = vec![
        play(ALEX, &fl),
        choose(ALEX, &["Battlefield Marine"]),
        pass(NICO),
    ];
    let mut at_base = played.clone();
    at_base.push(attack(ALEX, "Marine", "base"));
    b.run_err(at_base, END);
    let mut at_unit = played;
    at_unit.push(attack(ALEX, "Marine", "Lackeys"));
    let t = b.run(then_both_pass(at_unit), END);
    check(&t);
    assert!(said(&t, "loses all abilities"));
    assert_eq!(last(&t).players[1].base.damage, 0);
    assert_eq!(power_hp(&b, &t, marine), (6, 6));
}

/// Nico's Cell Block Guard (SOR 229, 3/3, Sentinel) guards his base from
/// Alex's Marine; `lightning` says whether Alex first plays Force
/// Lightning on it.
fn marine_attacks_past_the_guard(lightning: bool) -> Result<GameTrace, ()> {
    let (mut b, fl) = alex_with_force_lightning();
    b.unit_as(ALEX, "battlefield-marine", "Marine");
    let guard = card(&b, "SOR_229");
    b.unit_as(NICO, &guard, "Guard");
    let mut script = Vec::new();
    if lightning {
        script.extend([
            play(ALEX, &fl),
            choose(ALEX, &["Cell Block Guard"]),
            pass(NICO),
        ]);
    }
    script.push(attack(ALEX, "Marine", "base"));
    if lightning {
        Ok(b.run(then_both_pass(script), END))
    } else {
        b.run_err(script, END);
        Err(())
    }
}

#[test]
fn rule_8_14_2_a_sentinel_that_lost_all_abilities_no_longer_guards_the_base() {
    // Sentinel is a keyword, and keywords are abilities: Force Lightning
    // takes it away for the phase (8.14.2), so the Marine may attack Nico's
    // base past the Guard, which it could not before.
    assert!(marine_attacks_past_the_guard(false).is_err());
    let t = marine_attacks_past_the_guard(true).expect("the attack is legal");
    check(&t);
    assert_eq!(last(&t).players[1].base.damage, 3);
}

#[test]
fn rule_8_14_2_a_unit_that_lost_all_abilities_gains_none_from_an_upgrade_played_later() {
    // "The card cannot gain abilities for the duration of the effect"
    // (8.14.2): after Force Lightning, Nico plays Protector (SOR 057,
    // "Attached unit gains Sentinel") on his Lackeys; they get its +1/+1
    // (a modifier) but not Sentinel, so the Marine attacks Nico's base.
    let (mut b, fl) = alex_with_force_lightning();
    b.unit_as(ALEX, "battlefield-marine", "Marine");
    let lackeys = b.unit_as(NICO, "syndicate-lackeys", "Lackeys");
    let protector = card(&b, "SOR_057");
    b.base_aspects(NICO, &["Vigilance", "Vigilance"]);
    b.hand(NICO, &[&protector]);
    let script = vec![
        play(ALEX, &fl),
        choose(ALEX, &["Syndicate Lackeys"]),
        play(NICO, &protector),
        choose(NICO, &["Lackeys"]),
        attack(ALEX, "Marine", "base"),
    ];
    let t = b.run(then_both_pass(script), END);
    check(&t);
    let board = last(&t);
    assert_eq!(board.unit(lackeys).expect("in play").upgrades.len(), 1);
    assert_eq!(board.players[1].base.damage, 3);
    let printed = b.pool.get("syndicate-lackeys").expect("in the pool");
    assert_eq!(
        power_hp(&b, &t, lackeys),
        (printed.power.unwrap() + 1, printed.hp.unwrap() + 1)
    );
}

/// Alex controls Grogu (SHD 196, a FORCE unit); Nico's Vanguard Infantry
/// (SOR 108, 1/2: "When Defeated: You may give an Experience token to a
/// unit."). Alex plays Force Lightning on it and pays `paid`.
fn lightning_on_the_infantry(paid: &str) -> (GameTrace, InstanceId) {
    let (mut b, fl) = alex_with_force_lightning();
    let grogu = card(&b, "SHD_196");
    b.unit_as(ALEX, &grogu, "Grogu");
    let infantry = card(&b, "SOR_108");
    let infantry = b.unit_as(NICO, &infantry, "Infantry");
    let script = vec![
        play(ALEX, &fl),
        choose(ALEX, &["Vanguard Infantry"]),
        choose(ALEX, &[paid]),
    ];
    let t = b.run(then_both_pass(script), END);
    check(&t);
    (t, infantry)
}

#[test]
fn rule_8_14_2_force_lightning_deals_2_for_each_resource_paid_and_the_unit_s_when_defeated_is_gone()
{
    // Alex controls a FORCE unit, so he chooses how many resources to pay
    // (a choice point: any number from 0 to the 9 he has left after the
    // event's cost) and pays 1: 2 damage defeats the 1/2 Infantry. It had
    // lost all abilities as it left play, so its When Defeated does not
    // trigger (Nico is asked nothing).
    let (t, infantry) = lightning_on_the_infantry("1");
    let ask = decision(&t, "how many resources");
    assert_eq!(ask.chooser, "Alex");
    let expected: Vec<String> = (0..=9).map(|n| n.to_string()).collect();
    assert_eq!(ask.options, expected);
    let board = last(&t);
    assert!(board.unit(infantry).is_none(), "defeated");
    assert_eq!(board.players[0].resources.ready, 8);
    assert!(t.choices().all(|(_, c)| c.chooser == "Alex"));
    assert!(board.units.iter().all(|u| u.experience == 0));
}

/// The texts of the steps marked with open question 39's reading.
fn marked_39(t: &GameTrace) -> Vec<String> {
    t.steps
        .iter()
        .filter(|s| {
            s.facts
                .readings
                .contains(&readings::CREDIT_PAYS_ONE_OF_ANY_NUMBER)
        })
        .map(|s| s.text.to_string())
        .collect()
}

#[test]
fn rule_3_7_13_a_credit_token_pays_one_of_the_number_chosen_marked_open_39() {
    // Alex has a Credit token and pays 1, defeating the token to pay it
    // (3.7.13): the engine counts it as a resource paid, 2 damage, and
    // marks the payment with open question 39 (the other reading: the
    // token lowers the payment, so nothing was paid this way). His ready
    // resources stay at 9 (10, less 1 for the event).
    let (mut b, fl) = alex_with_force_lightning();
    b.state.player_mut(ALEX).credit_tokens = 1;
    let grogu = card(&b, "SHD_196");
    b.unit_as(ALEX, &grogu, "Grogu");
    let marine = b.unit_as(NICO, "battlefield-marine", "Marine");
    let script = vec![
        play(ALEX, &fl),
        // Paying for the event itself: no Credit token.
        choose(ALEX, &["0"]),
        choose(ALEX, &["Battlefield Marine"]),
        choose(ALEX, &["1"]),
        choose(ALEX, &["1"]),
    ];
    let t = b.run(then_both_pass(script), END);
    check(&t);
    let board = last(&t);
    assert_eq!(board.unit(marine).expect("in play").damage, 2);
    assert_eq!(board.players[0].credit_tokens, 0);
    assert_eq!(board.players[0].resources.ready, 9);
    assert_eq!(marked_39(&t).len(), 1, "{:?}", marked_39(&t));
}

#[test]
fn rule_8_14_2_a_payment_from_ready_resources_alone_is_not_marked() {
    let (t, _) = lightning_on_the_infantry("1");
    assert!(marked_39(&t).is_empty());
}

#[test]
fn rule_8_14_2_general_krell_that_lost_all_abilities_gives_nothing_to_other_units() {
    // SOR 105 General Krell: "Each other friendly unit gains: 'When
    // Defeated: You may draw a card.'" A constant ability of Krell's; once
    // he has lost all abilities (8.14.2) it gives nothing, so Nico's
    // Infantry (1/2), defeated by 2 damage Alex pays for, draws Nico
    // nothing. Alex's Grogu is his FORCE unit.
    let (mut b, fl) = alex_with_force_lightning();
    b.hand(ALEX, &[&card(&b, "SOR_138"), &card(&b, "SOR_138")]);
    let grogu = card(&b, "SHD_196");
    b.unit_as(ALEX, &grogu, "Grogu");
    let krell = card(&b, "SOR_105");
    b.unit_as(NICO, &krell, "Krell");
    let infantry = b.unit_as(NICO, "battlefield-marine", "Marine");
    b.unit_mut(infantry).damage = 2;
    let script = vec![
        play(ALEX, &fl),
        choose(ALEX, &["General Krell"]),
        choose(ALEX, &["0"]),
        pass(NICO),
        play(ALEX, &fl),
        choose(ALEX, &["Battlefield Marine"]),
        choose(ALEX, &["1"]),
    ];
    let t = b.run(then_both_pass(script), END);
    check(&t);
    let board = last(&t);
    assert!(board.unit(infantry).is_none(), "defeated");
    assert!(board.players[1].hand.is_empty(), "Nico drew nothing");
    assert!(!t.choices().any(|(_, c)| c.chooser == "Nico"));
}

#[test]
fn rule_1_7_2_force_lightning_paying_nothing_deals_no_damage() {
    // 0 is among the numbers: nothing paid, no damage; the Infantry has
    // lost all abilities but stays in play.
    let (t, infantry) = lightning_on_the_infantry("0");
    let board = last(&t);
    assert_eq!(board.unit(infantry).expect("in play").damage, 0);
    assert_eq!(board.players[0].resources.ready, 9);
    assert!(board
        .lasting
        .iter()
        .any(|l| l.target == infantry && l.label.contains("lasting")));
}

#[test]
fn rule_8_14_2_without_a_force_unit_force_lightning_asks_for_no_payment() {
    // "Then, if you control a FORCE unit": Alex's Marine is not one, so
    // no number is asked and no damage dealt.
    let (mut b, fl) = alex_with_force_lightning();
    b.unit_as(ALEX, "battlefield-marine", "Marine");
    let infantry = card(&b, "SOR_108");
    let infantry = b.unit_as(NICO, &infantry, "Infantry");
    let t = b.run(
        then_both_pass(vec![play(ALEX, &fl), choose(ALEX, &["Vanguard Infantry"])]),
        END,
    );
    check(&t);
    assert!(!t
        .choices()
        .any(|(_, c)| c.prompt.contains("how many resources")));
    assert_eq!(last(&t).unit(infantry).expect("in play").damage, 0);
}

#[test]
fn rule_7_6_1_dengar_s_trigger_reads_with_that_unit_and_back() {
    let a = ability(
        "When you play an upgrade on a unit: You may deal 1 damage to that unit.",
        CardType::Unit,
    );
    assert_eq!(a.when, vec![Trigger::YouPlayUpgradeOnAUnit]);
    assert!(a.may);
    assert_eq!(
        a.effects,
        vec![Effect::DealDamage {
            amount: Amount::Fixed(1),
            target: Target::It,
        }]
    );
}

/// Alex's Dengar (SHD 133) in play; `player` holds Entrenched (SOR 072)
/// and plays it on Nico's Marine (3/3, 6/6 with it). The Marine's damage.
fn dengar_sees_entrenched_played_by(
    player: timing_window::rulesets::swu::engine::PlayerId,
) -> (GameTrace, i32) {
    let mut b = Board::new();
    let dengar = card(&b, "SHD_133");
    b.unit_as(ALEX, &dengar, "Dengar");
    let marine = b.unit_as(NICO, "battlefield-marine", "Marine");
    let entrenched = card(&b, "SOR_072");
    b.base_aspects(player, &["Vigilance"]);
    b.hand(player, &[&entrenched]);
    let script = if player == ALEX {
        then_both_pass(vec![
            play(ALEX, &entrenched),
            choose(ALEX, &["Marine"]),
            choose(ALEX, &["yes"]),
        ])
    } else {
        vec![
            pass(ALEX),
            play(NICO, &entrenched),
            choose(NICO, &["Marine"]),
            pass(ALEX),
            pass(NICO),
        ]
    };
    let t = b.run(script, END);
    check(&t);
    let damage = last(&t).unit(marine).expect("in play").damage;
    (t, damage)
}

#[test]
fn rule_7_6_1_dengar_deals_1_damage_to_the_unit_his_controller_plays_an_upgrade_on() {
    // SHD 133: Alex plays Entrenched on Nico's Marine (upgrades may go on
    // enemy units, 3.6.5): "a unit" is any unit, and "that unit" is the
    // Marine; Alex chooses to deal the 1 damage.
    let (t, damage) = dengar_sees_entrenched_played_by(ALEX);
    assert_eq!(decision(&t, "Dengar").chooser, "Alex");
    assert_eq!(damage, 1);
}

#[test]
fn rule_7_6_1_dengar_ignores_an_upgrade_his_opponent_plays() {
    // "When you play": Nico's own play of Entrenched does not trigger
    // Alex's Dengar.
    let (t, damage) = dengar_sees_entrenched_played_by(NICO);
    assert_eq!(damage, 0);
    assert!(!t.choices().any(|(_, c)| c.prompt.contains("Dengar")));
}

#[test]
fn rule_7_1_6a_attack_with_this_unit_and_its_bonus_reads_and_back() {
    let a = ability(
        "When you play an upgrade on this unit: You may attack with this unit. It gets +1/+0 for this attack.",
        CardType::Unit,
    );
    assert_eq!(a.when, vec![Trigger::YouPlayUpgradeOnThisUnit]);
    assert!(a.may);
    let [Effect::Attack(at)] = a.effects.as_slice() else {
        panic!("{:?}", a.effects);
    };
    assert_eq!((at.attacker, at.power_bonus), (Some(Target::This), 1));
}

/// Alex's Black Squadron Scout Wing (JTL 202, 4/6 space); he holds
/// Devotion (SOR 070, +1/+1) and plays it on the Scout Wing, exhausted or
/// not, answering the trigger's "may" with `yes`.
fn devotion_on_the_scout_wing(exhausted: bool, answer: &str) -> GameTrace {
    let mut b = Board::new();
    let wing = card(&b, "JTL_202");
    let wing = b.unit_as(ALEX, &wing, "Wing");
    b.unit_mut(wing).exhausted = exhausted;
    let devotion = card(&b, "SOR_070");
    b.base_aspects(ALEX, &["Vigilance"]);
    b.hand(ALEX, &[&devotion]);
    let t = b.run(
        then_both_pass(vec![play(ALEX, &devotion), choose(ALEX, &[answer])]),
        END,
    );
    check(&t);
    t
}

#[test]
fn rule_7_1_6a_black_squadron_scout_wing_attacks_with_1_more_power_when_upgraded() {
    // JTL 202: Devotion is played on the Scout Wing, so it may attack
    // (7.1.6a): 4 power, +1 from Devotion, +1 for this attack: 6 damage to
    // Nico's base, the one thing it can attack.
    let t = devotion_on_the_scout_wing(false, "yes");
    assert_eq!(last(&t).players[1].base.damage, 6);
}

#[test]
fn rule_7_1_6a_black_squadron_scout_wing_may_decline_the_attack() {
    let t = devotion_on_the_scout_wing(false, "no");
    assert_eq!(last(&t).players[1].base.damage, 0);
}

#[test]
fn rule_7_7_4a_use_that_ability_again_reads_as_a_delayed_effect_and_back() {
    let a = ability(
        "On Attack: The next time you use a \"When Played\" ability this phase, you may use that ability again.",
        CardType::Unit,
    );
    assert_eq!(a.when, vec![Trigger::OnAttack]);
    assert_eq!(a.effects, vec![Effect::NextWhenPlayedAgain]);
}

/// The texts of the steps marked with open question 38's reading.
fn marked_38(t: &GameTrace) -> Vec<String> {
    t.steps
        .iter()
        .filter(|s| s.facts.readings.contains(&readings::USE_WHEN_PLAYED_AGAIN))
        .map(|s| s.text.to_string())
        .collect()
}

/// Alex's Qui-Gon Jinn's Aethersprite (LOF 197) attacks Nico's base; then
/// Alex plays Patrolling V-Wing (SOR 111, "When Played: Draw a card.")
/// and answers "use it again?" with `again`. Alex's hand afterwards.
fn aethersprite_then_v_wing(again: &str) -> (GameTrace, usize) {
    let mut b = Board::new();
    let sprite = card(&b, "LOF_197");
    b.unit_as(ALEX, &sprite, "Aethersprite");
    let v_wing = card(&b, "SOR_111");
    b.base_aspects(ALEX, &["Command"]);
    b.hand(ALEX, &[&v_wing]);
    let script = vec![
        attack(ALEX, "Aethersprite", "base"),
        pass(NICO),
        play(ALEX, &v_wing),
        choose(ALEX, &[again]),
    ];
    let t = b.run(then_both_pass(script), END);
    check(&t);
    let hand = last(&t).players[0].hand.len();
    (t, hand)
}

#[test]
fn rule_7_7_4b_qui_gon_jinns_aethersprite_lets_the_next_when_played_be_used_again_marked_open_38() {
    // LOF 197: the On Attack creates a delayed effect (7.7.4a); Alex's
    // next When Played ability (the V-Wing's draw) meets it (7.7.4b), and
    // Alex chooses to use it again: two cards drawn. What "use ... again"
    // is the CR does not say (open question 38): the step is marked.
    let (t, hand) = aethersprite_then_v_wing("yes");
    assert_eq!(hand, 2);
    assert_eq!(decision(&t, "again").chooser, "Alex");
    assert_eq!(marked_38(&t).len(), 1, "{:?}", marked_38(&t));
    // Used up: nothing waits any more.
    assert!(last(&t).game_lasting.is_empty());
}

#[test]
fn rule_7_7_4b_qui_gon_jinns_aethersprite_may_be_declined() {
    let (t, hand) = aethersprite_then_v_wing("no");
    assert_eq!(hand, 1);
    assert!(last(&t).game_lasting.is_empty());
}

#[test]
fn rule_7_6_7_a_declined_when_played_leaves_the_aethersprite_s_effect_waiting_marked_nothing() {
    // Reading A of open question 38: a When Played ability whose "you
    // may" its player declines (7.6.7) was not used, so the delayed effect
    // goes on waiting for the next one. Alex declines Imperial
    // Interceptor's (SOR 132) "When Played: You may deal 3 damage to a
    // space unit."
    let mut b = Board::new();
    let sprite = card(&b, "LOF_197");
    b.unit_as(ALEX, &sprite, "Aethersprite");
    let interceptor = card(&b, "SOR_132");
    b.base_aspects(ALEX, &["Aggression", "Villainy"]);
    b.hand(ALEX, &[&interceptor]);
    let script = vec![
        attack(ALEX, "Aethersprite", "base"),
        pass(NICO),
        play(ALEX, &interceptor),
        choose(ALEX, &["no"]),
    ];
    let t = b.run(then_both_pass(script), END);
    check(&t);
    assert_eq!(last(&t).game_lasting.len(), 1, "still waiting");
    assert!(marked_38(&t).is_empty());
    assert!(!t.choices().any(|(_, c)| c.prompt.contains("again")));
}
