//! Four places where the engine's view of a card had to agree with the
//! rules and with itself:
//! - a card played "for free" pays no resources, yet still pays the
//!   additional non-resource costs in effect for it (6.2.3d, 1.8.5);
//! - a scenario's damaged unit is checked against the HP the engine plays
//!   with, its upgrades included (1.16.5, `stats::unit_stats`);
//! - a filter's arena is the arena the unit is in (4.3.5, 4.4.5), the same
//!   for constant abilities and for the units a player chooses;
//! - the unique limit is each player's own (8.29.5): an upgrade another
//!   player took control of counts among the taker's copies (1.5.2d).

mod common;
mod read_cards;

use common::*;
use read_cards::{card_id as card, last, pool_id, then_both_pass, END};
use timing_window::rulesets::swu::cards::{Arena, CardPool, CardType, UnitFilter};
use timing_window::rulesets::swu::engine::stats::filter_on_card_holds;
use timing_window::rulesets::swu::engine::GameTrace;
use timing_window::scenario;

// ---- 6.2.3d: free plays still pay additional costs ----

/// A copy of Saw Gerrera (SOR 153, "As an additional cost for each
/// opponent to play an event, they must deal 2 damage to their base.")
/// whose additional cost is on units instead of events: no printed card
/// puts an additional cost on a card the modelled pool can play for free
/// (the free plays put units into play), so the test builds one.
fn unit_toll(b: &mut Board) -> String {
    let saw = card(b, "SOR_153");
    let mut def = b.pool.get(&saw).expect("Saw Gerrera").clone();
    assert!(
        def.play_costs
            .iter()
            .any(|k| k.base_damage == 2 && k.opponents),
        "Saw's additional cost is read: {:?}",
        def.play_costs
    );
    for k in &mut def.play_costs {
        k.card_type = Some(CardType::Unit);
    }
    def.id = "test-unit-toll".into();
    def.name = "Test Unit Toll".into();
    def.subtitle = None;
    def.unique = false;
    b.pool.add(def).expect("own card");
    "test-unit-toll".into()
}

/// Alex plays Galactic Ambition (SOR 235: "Play a non-Heroism unit from
/// your hand for free. Deal damage to your base equal to its cost."),
/// choosing Relentless Hunters; Nico controls the toll when `toll`.
fn ambition_plays_hunters(toll: bool) -> (Board, GameTrace) {
    let mut b = Board::new();
    let ambition = card(&b, "SOR_235");
    if toll {
        let toll = unit_toll(&mut b);
        b.unit(NICO, &toll);
    }
    b.base_aspects(ALEX, &["Villainy", "Aggression", "Cunning"]);
    b.hand(ALEX, &[&ambition, "relentless-hunters"]);
    let t = b.run(
        then_both_pass(vec![
            play(ALEX, &ambition),
            choose(ALEX, &["Relentless Hunters"]),
        ]),
        END,
    );
    (b, t)
}

#[test]
fn rule_6_2_3d_a_unit_played_for_free_still_pays_the_additional_cost_in_effect() {
    let (b, t) = ambition_plays_hunters(true);
    let cost = |id: &str| b.pool.get(id).unwrap().cost.unwrap();
    let ambition = card(&b, "SOR_235");
    let s = last(&t);
    assert!(s.units.iter().any(|u| u.card == "relentless-hunters"));
    // Resources: Galactic Ambition only; the Hunters are free.
    assert_eq!(ready_after(&t), 10 - cost(&ambition));
    // Alex's base: the Hunters' cost (Galactic Ambition's own damage)
    // plus the toll's 2, paid although the play was free.
    assert_eq!(
        s.players[0].base.damage as u32,
        cost("relentless-hunters") + 2
    );
    let i = step_saying(&t, "for free, Alex still deals 2 damage to their own base");
    assert!(t.steps[i].rules.iter().any(|r| r == "6.2.3d"));
}

#[test]
fn rule_1_8_5_a_free_play_with_no_additional_cost_in_effect_pays_nothing_more() {
    let (b, t) = ambition_plays_hunters(false);
    let s = last(&t);
    assert_eq!(
        s.players[0].base.damage as u32,
        b.pool.get("relentless-hunters").unwrap().cost.unwrap()
    );
    assert!(!said(&t, "additional cost"));
}

#[test]
fn rule_6_2_3d_a_unit_played_from_the_discard_pile_for_free_still_pays_the_additional_cost() {
    // SHD 053 Second Chance on Alex's Battlefield Marine: the Marine
    // attacks Bendu and is defeated, and Alex plays it from his discard
    // pile for free. Nico's toll still makes him deal 2 damage to his
    // base; no resource is spent.
    let mut b = Board::new();
    let chance = card(&b, "SHD_053");
    let marine = pool_id(&b, "SOR_095");
    let m = b.unit_as(ALEX, &marine, "Marine");
    b.attach(m, &chance, ALEX);
    let bendu = pool_id(&b, "SOR_056");
    b.unit_as(NICO, &bendu, "Bendu");
    let toll = unit_toll(&mut b);
    b.unit(NICO, &toll);
    let t = b.run(
        then_both_pass(vec![
            attack(ALEX, "Marine", "Bendu"),
            pass(NICO),
            play(ALEX, &marine),
        ]),
        END,
    );
    let end = last(&t);
    assert!(end.units.iter().any(|u| u.card == marine));
    assert_eq!(end.players[0].resources.ready, 10);
    assert_eq!(end.players[0].base.damage, 2);
    step_saying(&t, "for free, Alex still deals 2 damage to their own base");
}

// ---- 1.16.5: a scenario's damaged unit against the engine's HP ----

/// A whole scenario file whose Alex has `unit` besides Inferno Four.
fn scenario_with(unit: &str) -> String {
    format!(
        r#"id = "hp-with-upgrades"
title = "HP with upgrades"
summary = "A damaged unit whose HP counts its upgrade."
difficulty = 1
tags = ["state checks"]
rules = ["1.16.5"]
tests = "The board check."
rules_edition = "CR v7.0"
author = "Timing Window"
situation = "Alex passes."

[players.alex]
base = {{ name = "Administrator's Tower", hp = 30 }}
resources = {{ ready = 0, exhausted = 5 }}
deck_size = 30
units = [{unit}]

[players.nico]
base = {{ name = "Echo Base", hp = 30 }}
resources = {{ ready = 1, exhausted = 4 }}
deck_size = 30

[state]
round = 3
phase = "action"
step = "turns"
initiative = "alex"
active = "alex"
passed = ["nico"]

[run]
stop_before = "regroup"

[[script]]
player = "alex"
action = "pass"
"#
    )
}

#[test]
fn rule_1_16_5_a_unit_damaged_beyond_its_printed_hp_but_not_its_upgraded_hp_loads() {
    // Battlefield Marine (3 HP) with Academy Training (+2/+2): 5 HP, so 4
    // damage leaves it in play.
    let pool = CardPool::bundled().unwrap();
    let text = scenario_with(
        r#"{ card = "battlefield-marine", damage = 4, upgrades = ["Academy Training"] }"#,
    );
    let d = scenario::check("hp.toml", &text, &pool);
    assert!(
        d.iter().all(|d| !d.message.contains("damage")),
        "{:?}",
        d.iter().map(|d| d.to_string()).collect::<Vec<_>>()
    );
}

#[test]
fn rule_1_16_5_a_unit_damaged_to_its_upgraded_hp_is_refused_at_its_damage() {
    let pool = CardPool::bundled().unwrap();
    let unit = r#"{ card = "battlefield-marine", damage = 5, upgrades = ["Academy Training"] }"#;
    let text = scenario_with(unit);
    let d = scenario::check("hp.toml", &text, &pool);
    let (line, col) = text
        .lines()
        .enumerate()
        .find_map(|(i, l)| {
            l.find("damage = 5")
                .map(|c| (i + 1, c + 1 + "damage = ".len()))
        })
        .unwrap();
    let found: Vec<_> = d
        .iter()
        .filter(|d| d.message.contains("would already have been defeated"))
        .collect();
    assert_eq!(found.len(), 1, "{d:?}");
    assert_eq!((found[0].line, found[0].column), (line, col));
    assert_eq!(
        found[0].message,
        "Battlefield Marine has 5 damage and 5 HP (printed 3, with its upgrades, Experience and the effects on it): it would already have been defeated"
    );
    assert_eq!(
        found[0].suggestion.as_deref(),
        Some("give it less than 5 damage")
    );
}

// ---- 4.3.5, 4.4.5: a filter's arena is the unit's arena in play ----

/// A leader whose card names no arena: deployed, it is in the ground
/// arena (3.4.4), the arena the engine puts it in.
const LEADER: &str = r#"
[[card]]
id = "test-groundless-leader"
name = "Test Groundless Leader"
type = "leader"
cost = 5
power = 3
hp = 6
unique = true
deploy_resources = 1
"#;

/// "Deal 1 damage to a ground unit." and "... to a space unit.": the
/// units a player chooses by arena.
const STRIKES: &str = r#"
[[card]]
id = "test-ground-strike"
name = "Test Ground Strike"
type = "event"
cost = 0
text = "Deal 1 damage to a ground unit."

[[card.ability]]
when = ["event"]
effects = [
  { do = "choose", target = "chosen_unit", filter = { arena = "ground" }, then = [{ do = "deal_damage", amount = 1, target = "it" }] },
]

[[card]]
id = "test-space-strike"
name = "Test Space Strike"
type = "event"
cost = 0
text = "Deal 1 damage to a space unit."

[[card.ability]]
when = ["event"]
effects = [
  { do = "choose", target = "chosen_unit", filter = { arena = "space" }, then = [{ do = "deal_damage", amount = 1, target = "it" }] },
]
"#;

fn arena(a: Arena) -> UnitFilter {
    UnitFilter {
        arena: Some(a),
        ..UnitFilter::default()
    }
}

#[test]
fn rule_4_3_5_a_deployed_leader_is_a_ground_unit_for_a_chosen_and_a_constant_filter() {
    let mut b = Board::new();
    b.pool.add_file("leader.toml", LEADER).unwrap();
    b.pool.add_file("strikes.toml", STRIKES).unwrap();
    b.leader(ALEX, "test-groundless-leader");
    b.unit(NICO, "x-wing");
    b.unit(NICO, "battlefield-marine");
    b.hand(NICO, &["test-ground-strike"]);
    let t = b.run(
        vec![
            deploy(ALEX),
            play(NICO, "test-ground-strike"),
            choose(NICO, &["Test Groundless Leader"]),
            pass(ALEX),
            pass(NICO),
        ],
        END,
    );
    let s = last(&t);
    let leader = s
        .units
        .iter()
        .find(|u| u.card == "test-groundless-leader")
        .expect("deployed");
    assert_eq!(leader.arena, Arena::Ground);
    // The chosen unit's filter took it (not the X-Wing), and so does a
    // constant's.
    let options = &decision(&t, "Test Ground Strike").options;
    assert!(
        options.iter().any(|o| o.contains("Test Groundless Leader")),
        "{options:?}"
    );
    assert!(!options.iter().any(|o| o.contains("X-Wing")), "{options:?}");
    assert_eq!(leader.damage, 1);
    assert!(filter_on_card_holds(&b.pool, &arena(Arena::Ground), leader));
    assert!(!filter_on_card_holds(&b.pool, &arena(Arena::Space), leader));
}

#[test]
fn rule_4_4_5_a_token_unit_is_a_unit_of_its_arena_for_a_chosen_and_a_constant_filter() {
    // "Deal 1 damage to a space unit": Nico's X-Wing token is one; his
    // Battlefield Marine is not.
    let mut b = Board::new();
    b.pool.add_file("strikes.toml", STRIKES).unwrap();
    b.unit(NICO, "x-wing");
    b.unit(NICO, "battlefield-marine");
    b.unit(NICO, "inferno-four");
    b.hand(ALEX, &["test-space-strike"]);
    let t = b.run(
        then_both_pass(vec![
            play(ALEX, "test-space-strike"),
            choose(ALEX, &["X-Wing"]),
        ]),
        END,
    );
    let chosen = &decision(&t, "Test Space Strike").options;
    assert!(chosen.iter().any(|o| o.contains("X-Wing")), "{chosen:?}");
    assert!(
        !chosen.iter().any(|o| o.contains("Battlefield Marine")),
        "{chosen:?}"
    );
    let board = &t.steps[0].board;
    for u in &board.units {
        let space = u.card != "battlefield-marine";
        assert_eq!(
            filter_on_card_holds(&b.pool, &arena(Arena::Space), u),
            space
        );
        assert_eq!(
            chosen
                .iter()
                .any(|o| o.contains(&b.pool.get(&u.card).unwrap().name)),
            space
        );
    }
}

// ---- 8.29.5, 1.5.2d: a taken unique upgrade is the taker's copy ----

/// Nico's King Katuunko wears Nico's Luke's Lightsaber (SOR 053, unique);
/// Alex's Battlefield Marine wears Alex's own copy. Alex holds Pre Vizsla
/// (SHD 142: "When Played/On Attack: You may pay the cost of an upgrade
/// attached to another non-Vehicle unit. If you do, take control of that
/// upgrade and attach it to this unit, ...").
fn two_lightsabers() -> (Board, String, String) {
    let mut b = Board::new();
    let vizsla = card(&b, "SHD_142");
    let saber = pool_id(&b, "SOR_053");
    b.hand(ALEX, &[&vizsla]);
    b.base_aspects(ALEX, &["Aggression", "Villainy"]);
    b.state.player_mut(ALEX).resources.ready = 10;
    let katuunko = b.unit_as(NICO, "king-katuunko", "nico-katuunko");
    b.attach(katuunko, &saber, NICO);
    let marine = b.unit_as(ALEX, "battlefield-marine", "alex-marine");
    b.attach(marine, &saber, ALEX);
    (b, vizsla, saber)
}

#[test]
fn rule_8_29_3_a_taken_unique_upgrade_is_a_second_copy_for_the_player_who_took_it() {
    let (b, vizsla, saber) = two_lightsabers();
    let t = b.run(
        then_both_pass(vec![
            play(ALEX, &vizsla),
            choose(ALEX, &["yes"]),
            choose(ALEX, &[&format!("{saber} on nico-katuunko")]),
            choose(ALEX, &[&format!("{saber} (1)")]),
        ]),
        END,
    );
    let asked = decision(&t, "copies of the unique");
    assert_eq!(asked.chooser, "Alex");
    let s = last(&t);
    let held: usize = s
        .units
        .iter()
        .flat_map(|u| &u.upgrades)
        .filter(|g| g.card == saber && g.controller() == ALEX)
        .count();
    assert_eq!(held, 1, "one copy kept");
}

#[test]
fn rule_8_29_5_each_player_may_control_one_copy_whoever_owns_it() {
    // Alex controls a copy Nico owns (taken before); Nico controls his
    // own: one copy each, so nobody defeats anything.
    let (mut b, _, saber) = two_lightsabers();
    let alex_marine = b.state.units[1].instance;
    b.unit_mut(alex_marine).upgrades[0].owner = NICO;
    b.unit_mut(alex_marine).upgrades[0].taken_by = Some(ALEX);
    b.hand(ALEX, &["battlefield-marine"]);
    let t = b.run(then_both_pass(vec![play(ALEX, "battlefield-marine")]), END);
    assert!(!said(&t, "copies of the unique"));
    let s = last(&t);
    let copies: Vec<_> = s
        .units
        .iter()
        .flat_map(|u| &u.upgrades)
        .filter(|g| g.card == saber)
        .map(|g| g.controller())
        .collect();
    assert_eq!(copies, [NICO, ALEX]);
}
