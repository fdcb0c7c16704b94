//! SHD 126 The Darksaber (an upgrade whose cost depends on the unit it is
//! played on, open question 30) and SOR 193 Millennium Falcon (enters play
//! ready; "When you ready cards during the regroup phase: Either pay 1 or
//! return this unit to her owner's hand.", open question 31): what the
//! reader makes of each line, that the writer gives it back, and that the
//! engine does on a board what the printed text says, marking the steps
//! that follow its reading of an open question.

mod common;
mod read_cards;

use common::*;
use read_cards::{card_id as card, last, read_whole, then_both_pass, END};
use timing_window::rulesets::swu::cards::text::{round_trip, Line};
use timing_window::rulesets::swu::cards::{CardType, Effect, Trigger};
use timing_window::rulesets::swu::engine::{Phase, PhaseStep, StopPoint};

/// The Falcon's two options, as the trainee reads them.
const PAY: &str = "Pay 1.";
const RETURN: &str = "Return this unit to her owner's hand.";

const FOLLOWER: &str = "follower";
const MARINE: &str = "battlefield-marine";

/// Alex holds The Darksaber (cost 4, Command) with a base giving
/// Vigilance, so its Command icon costs 2 more (8.1.1); he controls
/// Follower of The Way (SHD 056, a Mandalorian) and a Battlefield Marine
/// (not one).
fn darksaber_board() -> (Board, String) {
    let mut b = Board::new();
    let saber = card(&b, "SHD_126");
    b.base_aspects(ALEX, &["Vigilance"]);
    b.hand(ALEX, &[&saber]);
    b.unit_as(ALEX, &card(&b, "SHD_056"), FOLLOWER);
    b.unit(ALEX, MARINE);
    (b, saber)
}

#[test]
fn rule_8_10_2_the_darksabers_penalty_line_reads_with_the_unit_it_is_played_on() {
    let line = "While playing this upgrade on a Mandalorian unit, ignore its aspect penalty.";
    let Ok(Line::OwnCost { cost, .. }) = round_trip(line, CardType::Upgrade) else {
        panic!("{line} is read");
    };
    assert!(cost.ignore_whole_penalty);
    assert_eq!(
        cost.on.and_then(|f| f.trait_).as_deref(),
        Some("Mandalorian")
    );
    // A unit's line is not an upgrade's: "this upgrade" is read on an
    // upgrade only.
    assert!(round_trip(line, CardType::Unit).is_err());
    // The whole card is read.
    let b = Board::new();
    read_whole(&b, "SHD_126");
}

#[test]
fn rule_6_2_1_the_darksaber_on_a_mandalorian_costs_4_and_the_step_is_marked_open_30() {
    // Reading A of open question 30: Alex commits to the unit as he
    // declares the play, each unit offered with what the upgrade costs
    // there; on the Mandalorian its penalty is ignored (8.10.2): 4.
    let (b, saber) = darksaber_board();
    let t = b.run(
        then_both_pass(vec![play(ALEX, &saber), choose(ALEX, &[FOLLOWER])]),
        END,
    );
    check(&t);
    let d = decision(&t, "Its cost may depend on the unit");
    assert_eq!(d.options, vec![FOLLOWER.to_string(), MARINE.to_string()]);
    assert!(d
        .name_of(FOLLOWER)
        .contains("costs 4 there (its aspect penalty ignored)"));
    assert!(d
        .name_of(MARINE)
        .contains("costs 6 there (with 2 aspect penalty)"));
    assert_eq!(ready_after(&t), 6);
    let i = step_saying(&t, "no penalty is added for its Command icon");
    assert_eq!(t.steps[i].facts.readings, [30]);
    // It attaches to the unit chosen, with no second choice.
    assert!(t.choices().all(|(_, c)| !c.prompt.contains("attach it to")));
    let follower = last(&t)
        .units
        .iter()
        .find(|u| u.label == FOLLOWER)
        .expect("in play");
    assert_eq!(follower.upgrades.len(), 1);
}

#[test]
fn rule_8_1_1_the_darksaber_on_a_non_mandalorian_pays_the_penalty_unmarked() {
    let (b, saber) = darksaber_board();
    let t = b.run(
        then_both_pass(vec![play(ALEX, &saber), choose(ALEX, &[MARINE])]),
        END,
    );
    check(&t);
    assert_eq!(ready_after(&t), 4);
    assert!(t.steps.iter().all(|s| !s.facts.readings.contains(&30)));
    let marine = last(&t)
        .units
        .iter()
        .find(|u| u.label == MARINE)
        .expect("in play");
    assert_eq!(marine.upgrades.len(), 1);
}

#[test]
fn rule_8_1_1_with_command_provided_the_unit_is_chosen_as_it_attaches() {
    // No penalty to ignore: the cost does not depend on the unit, so the
    // unit is chosen as the upgrade is put into play (6.2.5b), unmarked.
    let (mut b, saber) = darksaber_board();
    b.base_aspects(ALEX, &["Command"]);
    let t = b.run(
        then_both_pass(vec![play(ALEX, &saber), choose(ALEX, &[FOLLOWER])]),
        END,
    );
    check(&t);
    assert_eq!(ready_after(&t), 6);
    decision(&t, "attach it to");
    assert!(t.steps.iter().all(|s| !s.facts.readings.contains(&30)));
}

#[test]
fn rule_3_6_5_the_darksabers_on_attack_gives_experience_to_each_other_friendly_mandalorian() {
    // The attached unit gains the On Attack ability (3.6.5): attacking
    // with the Follower gives an Experience token to House Kast Soldier
    // (SHD 162, a Mandalorian), not to the Marine nor to itself.
    let (mut b, _) = darksaber_board();
    b.hand(ALEX, &[]);
    let follower = b
        .state
        .units
        .iter()
        .find(|u| u.label == FOLLOWER)
        .map(|u| u.instance)
        .expect("follower");
    let saber = card(&b, "SHD_126");
    b.attach(follower, &saber, ALEX);
    b.unit_as(ALEX, &card(&b, "SHD_162"), "kast");
    let t = b.run(then_both_pass(vec![attack(ALEX, FOLLOWER, "base")]), END);
    check(&t);
    let board = last(&t);
    let experience = |label: &str| {
        board
            .units
            .iter()
            .find(|u| u.label == label)
            .map(|u| u.experience)
            .expect("in play")
    };
    assert_eq!(
        (experience("kast"), experience(MARINE), experience(FOLLOWER)),
        (1, 0, 0)
    );
}

const FALCON: &str = "falcon";

#[test]
fn rule_5_5_1d_the_falcons_lines_read_and_round_trip() {
    let b = Board::new();
    read_whole(&b, "SOR_193");
    let Ok(Line::OwnCost { cost, .. }) = round_trip("This unit enters play ready.", CardType::Unit)
    else {
        panic!("enters play ready is read");
    };
    assert!(cost.enters_ready && cost.condition.is_none() && cost.less == 0);
    let a = read_cards::read_ability(
        "When you ready cards during the regroup phase: Either pay 1 or return this unit to her owner's hand.",
        CardType::Unit,
    );
    assert_eq!(a.when, vec![Trigger::YouReadyCardsInRegroup]);
    let [Effect::ChooseOptions { count: 1, options }] = a.effects.as_slice() else {
        panic!("{:?}", a.effects);
    };
    assert_eq!(options[0], vec![Effect::Pay { amount: 1 }]);
}

#[test]
fn rule_1_3_1_the_falcon_enters_play_ready() {
    // A non-leader unit enters play exhausted (1.5.4b); the Falcon's text
    // says otherwise, and a card's text wins (1.3.1).
    let mut b = Board::new();
    let falcon = card(&b, "SOR_193");
    b.base_aspects(ALEX, &["Cunning", "Heroism"]);
    b.hand(ALEX, &[&falcon]);
    let t = b.run(then_both_pass(vec![play(ALEX, &falcon)]), END);
    check(&t);
    let u = last(&t)
        .units
        .iter()
        .find(|u| u.card == falcon)
        .expect("in play");
    assert!(!u.exhausted);
    let i = step_saying(&t, "it enters play ready");
    assert!(t.steps[i].rules.iter().any(|r| r == "1.3.1"));
    assert_eq!(ready_after(&t), 7);
}

/// The ready step (5.5.1d) with Alex's Falcon in play, exhausted, and his
/// resources `ready` and `exhausted`.
fn falcon_at_ready_step(ready: u32, exhausted: u32, falcon_exhausted: bool) -> Board {
    let mut b = Board::new().at(Phase::Regroup, PhaseStep::Ready);
    let id = b.unit_as(ALEX, &card(&b, "SOR_193"), FALCON);
    b.unit_mut(id).exhausted = falcon_exhausted;
    let r = &mut b.state.player_mut(ALEX).resources;
    (r.ready, r.exhausted) = (ready, exhausted);
    b
}

const REGROUP_END: StopPoint = StopPoint::Before(PhaseStep::RegroupEnd);

#[test]
fn rule_5_5_1d_alex_pays_1_for_the_falcon_after_readying_and_it_stays() {
    // The ability triggers as Alex readies his cards and resolves in the
    // ready step once they are all ready (7.6.5): he chooses to pay 1, so
    // one of his 3 resources, readied a moment ago, is exhausted again.
    let b = falcon_at_ready_step(0, 3, true);
    let t = b.run(vec![choose(ALEX, &[PAY])], REGROUP_END);
    check(&t);
    let d = decision(&t, "which option");
    assert_eq!(d.options, vec![PAY.to_string(), RETURN.to_string()]);
    let g = last(&t);
    let falcon = g.units.iter().find(|u| u.label == FALCON).expect("stays");
    assert!(!falcon.exhausted);
    assert_eq!(
        (
            g.players[0].resources.ready,
            g.players[0].resources.exhausted
        ),
        (2, 1)
    );
    assert!(t.steps.iter().all(|s| !s.facts.readings.contains(&31)));
}

#[test]
fn rule_5_5_1d_alex_returns_the_falcon_to_his_hand_instead() {
    let b = falcon_at_ready_step(0, 3, true);
    let t = b.run(vec![choose(ALEX, &[RETURN])], REGROUP_END);
    check(&t);
    let g = last(&t);
    assert!(g.units.iter().all(|u| u.label != FALCON));
    assert_eq!(
        read_cards::known_ids(&g.players[0].hand),
        vec![card(&b, "SOR_193")]
    );
    assert_eq!(g.players[0].resources.ready, 3);
}

#[test]
fn rule_1_3_2_with_no_resource_alex_may_still_choose_to_pay_marked_open_31() {
    // Reading A of open question 31: both halves are offered to a player
    // who controls no resource; the payment cannot be made and is ignored
    // (1.3.2), so the Falcon stays. The step says so, marked.
    let b = falcon_at_ready_step(0, 0, true);
    let t = b.run(vec![choose(ALEX, &[PAY])], REGROUP_END);
    check(&t);
    assert!(last(&t).units.iter().any(|u| u.label == FALCON));
    let i = step_saying(&t, "changed nothing");
    assert_eq!(t.steps[i].facts.readings, [31]);
}

#[test]
fn rule_5_5_1d_with_nothing_exhausted_the_ability_still_triggers_marked_open_31() {
    // Nothing of Alex's is exhausted as the ready step comes: whether he
    // "readies cards" is open (question 31); the engine lets the ability
    // trigger and marks the step that says so.
    let b = falcon_at_ready_step(3, 0, false);
    let t = b.run(vec![choose(ALEX, &[RETURN])], REGROUP_END);
    check(&t);
    let i = step_saying(&t, "had no exhausted card");
    assert_eq!(t.steps[i].facts.readings, [31]);
    assert!(last(&t).units.iter().all(|u| u.label != FALCON));
}

#[test]
fn rule_1_3_1_salacious_crumb_enters_play_ready_only_while_alex_controls_jabba() {
    // LAW 210: "If you control Jabba the Hutt (as a leader or unit), this
    // unit enters play ready." The condition is checked as it enters play.
    let crumb_exhausted = |with_jabba: bool| {
        let mut b = Board::new();
        let crumb = card(&b, "LAW_210");
        b.base_aspects(ALEX, &["Cunning", "Villainy"]);
        b.hand(ALEX, &[&crumb]);
        if with_jabba {
            b.unit(ALEX, &read_cards::pool_id(&b, "SOR_181"));
        }
        let t = b.run(then_both_pass(vec![play(ALEX, &crumb)]), END);
        check(&t);
        assert_eq!(said(&t, "it enters play ready"), with_jabba);
        last(&t)
            .units
            .iter()
            .find(|u| u.card == crumb)
            .expect("in play")
            .exhausted
    };
    assert!(!crumb_exhausted(true));
    assert!(crumb_exhausted(false));
}

#[test]
fn rule_6_2_1_grievouss_wheel_bike_costs_2_less_on_general_grievous_marked_open_30() {
    // TWI 236 (cost 4, Villainy; base gives Villainy): on General
    // Grievous (TWI 034) it costs 2 less, the unit committed to as the
    // play is declared (reading A of open question 30, marked); on the
    // Battlefield Marine it costs 4.
    let run = |on: &str| {
        let mut b = Board::new();
        let bike = card(&b, "TWI_236");
        b.base_aspects(ALEX, &["Villainy"]);
        b.hand(ALEX, &[&bike]);
        b.unit_as(ALEX, &read_cards::pool_id(&b, "TWI_034"), "grievous");
        b.unit(ALEX, MARINE);
        let t = b.run(
            then_both_pass(vec![play(ALEX, &bike), choose(ALEX, &[on])]),
            END,
        );
        check(&t);
        t
    };
    let t = run("grievous");
    let d = decision(&t, "Its cost may depend on the unit");
    assert!(d
        .name_of("grievous")
        .contains("costs 2 there (2 less on it)"));
    assert!(d.name_of(MARINE).contains("costs 4 there"));
    assert_eq!(ready_after(&t), 8);
    let i = step_saying(&t, "so it costs 2 less");
    assert_eq!(t.steps[i].facts.readings, [30]);
    let t = run(MARINE);
    assert_eq!(ready_after(&t), 6);
    assert!(t.steps.iter().all(|s| !s.facts.readings.contains(&30)));
}

#[test]
fn rule_1_3_1_rose_tico_enters_play_ready_only_beside_a_non_unique_unit() {
    // LAW 223: "If you control a non-unique unit, this unit enters play
    // ready." A Battlefield Marine is non-unique; a unique unit is not.
    let rose_exhausted = |beside: Option<&str>| {
        let mut b = Board::new();
        let rose = card(&b, "LAW_223");
        b.base_aspects(ALEX, &["Cunning", "Heroism"]);
        b.hand(ALEX, &[&rose]);
        if let Some(u) = beside {
            b.unit(ALEX, u);
        }
        let t = b.run(then_both_pass(vec![play(ALEX, &rose)]), END);
        check(&t);
        last(&t)
            .units
            .iter()
            .find(|u| u.card == rose)
            .expect("in play")
            .exhausted
    };
    assert!(!rose_exhausted(Some(MARINE)));
    let b = Board::new();
    // SOR 193 Millennium Falcon is unique.
    assert!(rose_exhausted(Some(&card(&b, "SOR_193"))));
    assert!(rose_exhausted(None));
}

#[test]
fn rule_7_3_3_at_st_raider_has_ambush_only_beside_another_non_unique_unit() {
    // ASH 098: "While you control another non-unique unit, this unit
    // gains Ambush." Alone (itself non-unique, but not "another") it is
    // played with no Ambush attack; beside a Battlefield Marine Alex may
    // attack with it as it enters play (7.5.5).
    let mut b = Board::new();
    let id = card(&b, "ASH_098");
    b.base_aspects(ALEX, &["Command", "Villainy"]);
    b.leader_aspects(ALEX, &["Aggression", "Villainy"]);
    b.hand(ALEX, &[&id]);
    b.unit(NICO, "syndicate-lackeys");
    let t = b.run(then_both_pass(vec![play(ALEX, &id)]), END);
    check(&t);
    assert!(t.step_for(&format!("{id}/attack")).is_none(), "no Ambush");

    b.unit(ALEX, MARINE);
    let t = b.run(
        then_both_pass(vec![play(ALEX, &id), choose(ALEX, &["yes"])]),
        END,
    );
    check(&t);
    assert!(t.step_for(&format!("{id}/attack")).is_some(), "Ambush");
}
