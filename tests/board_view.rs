//! The SWU board's view model: names from the scenario's own pool, and
//! power/HP from the engine's one formula.

use timing_window::rulesets::swu::cards::CardPool;
use timing_window::rulesets::swu::view::unit_chip;
use timing_window::scenario;

fn prepared(file: &str) -> scenario::Prepared {
    let pool = CardPool::bundled().unwrap();
    let text = std::fs::read_to_string(file).unwrap();
    scenario::prepare(file, &text, &pool).unwrap_or_else(|d| panic!("{d:#?}"))
}

#[test]
fn a_card_the_scenario_defines_shows_its_name_and_stats_on_the_board() {
    let p = prepared("scenarios/delayed-effect-after-its-point.toml");
    let s = p.scenario.setup.swu().expect("an SWU scenario");
    let u = s
        .board
        .units
        .iter()
        .find(|u| u.card == "smugglers-informant")
        .expect("the scenario's own unit is on the board");
    let chip = unit_chip(&s.board, &s.pool, u);
    assert_eq!(chip.name, "Smuggler's Informant");
    assert_eq!((chip.power, chip.hp), (2, 2));
    assert!(chip.detail.starts_with(" · 2/2"), "{}", chip.detail);
}

#[test]
fn rule_7_5_6a_grit_counts_the_damage_on_the_unit_in_the_power_the_board_shows() {
    let p = prepared("scenarios/restore-raid-grit.toml");
    let s = p.scenario.setup.swu().expect("an SWU scenario");
    let u = s
        .board
        .units
        .iter()
        .find(|u| u.card == "hylobon-enforcer")
        .expect("the Grit unit is on the board");
    let chip = unit_chip(&s.board, &s.pool, u);
    // Printed 1/4 with 2 damage: Grit gives +1 power per damage.
    assert_eq!((chip.power, chip.hp), (3, 4));
    assert!(chip.detail.contains("2 damage"), "{}", chip.detail);
}

mod common;

use common::{ALEX, NICO};
use timing_window::rulesets::swu::cards::{Duration, TimingPoint};
use timing_window::rulesets::swu::engine::{DelayedEffect, LastingEffect, LastingKind, Upgrade};
use timing_window::rulesets::swu::view::board_model;

#[test]
fn the_board_model_shows_a_card_the_scenario_defines_by_name_with_its_stats() {
    let p = prepared("scenarios/delayed-effect-after-its-point.toml");
    let s = p.scenario.setup.swu().expect("an SWU scenario");
    let m = board_model(&s.board, &s.pool);
    let chip = m
        .sides
        .iter()
        .flat_map(|side| side.ground.iter().chain(&side.space))
        .find(|c| c.name == "Smuggler's Informant")
        .expect("the scenario's own unit is drawn by its name");
    assert_eq!((chip.power, chip.hp), (2, 2));
}

#[test]
fn experience_an_upgrade_and_a_lasting_effect_count_in_the_stats_and_show_in_words() {
    let mut b = common::Board::new();
    let marine = b.unit(ALEX, "battlefield-marine");
    let u = b.unit_mut(marine);
    u.experience = 1;
    u.upgrades.push(Upgrade {
        card: "jetpack".into(),
        label: "jetpack".into(),
        owner: ALEX,
        taken_by: None,
        attached_by: None,
    });
    b.state.lasting.push(LastingEffect {
        label: "test/lasting".into(),
        source: "Rallying Cry".into(),
        controller: ALEX,
        target: marine,
        effect: LastingKind::Modify { power: 0, hp: 2 },
        duration: Duration::ThisPhase,
    });
    let m = board_model(&b.state, &b.pool);
    let alex = &m.sides[1];
    assert_eq!(alex.name, "Alex", "Alex sits nearest, drawn last");
    let chip = &alex.ground[0];
    // Printed 3/3, Jetpack +2/+0, one Experience +1/+1, the effect +0/+2.
    assert_eq!((chip.power, chip.hp), (6, 6));
    assert!(chip.detail.starts_with(" · 6/6"), "{}", chip.detail);
    assert!(chip.detail.contains("1 Experience"), "{}", chip.detail);
    assert!(chip.detail.contains("Jetpack"), "{}", chip.detail);
    assert_eq!(
        m.lasting,
        ["Rallying Cry: Battlefield Marine +0/+2 for this phase"]
    );
    assert!(m.delayed.is_empty());
}

#[test]
fn a_delayed_effect_waiting_names_its_timing_point_target_and_controller() {
    let mut b = common::Board::new();
    let marine = b.unit(NICO, "battlefield-marine");
    b.state.delayed.push(DelayedEffect {
        label: "test/delayed".into(),
        source: "Unrefusable Offer".into(),
        controller: NICO,
        at: TimingPoint::StartOfRegroupPhase,
        target: Some(marine),
        effects: Vec::new(),
    });
    let m = board_model(&b.state, &b.pool);
    assert_eq!(
        m.delayed,
        ["Unrefusable Offer: at the start of the regroup phase (aimed at Battlefield Marine), controlled by Nico"]
    );
    assert!(m.lasting.is_empty());
    assert_eq!(m.sides[0].ground[0].name, "Battlefield Marine");
}

#[test]
fn hand_and_deck_show_their_counts_and_the_known_cards_only_the_unbroken_top_run() {
    let mut b = common::Board::new();
    b.hand(ALEX, &["jetpack", "battlefield-marine"]);
    b.deck(ALEX, &["inferno-four"], 5);
    b.leader(NICO, "inferno-four");
    b.base(NICO, 30, 4);
    let m = board_model(&b.state, &b.pool);
    let (nico, alex) = (&m.sides[0], &m.sides[1]);
    assert_eq!(
        alex.hand,
        "2 card(s), including Jetpack, Battlefield Marine"
    );
    assert_eq!(alex.deck, "6 card(s); on top: Inferno Four");
    assert_eq!(alex.discard, "0 card(s)");
    assert_eq!(nico.hand, "empty");
    assert_eq!(nico.deck, "20 card(s)");
    assert_eq!((nico.base_remaining, nico.base_hp), (26, 30));
    let leader = nico.leader.as_ref().expect("Nico's leader");
    assert_eq!(leader.name, "Inferno Four, Unforgetting");
    assert_eq!(
        (leader.id.as_str(), leader.detail.as_str()),
        ("leader-1", "")
    );
    assert_eq!(alex.role, "active player");
    assert_eq!(nico.role, "other player");
    assert_eq!(m.step, "action phase, player turns");
    assert_eq!(m.initiative, "Alex has the initiative");
}

#[test]
fn rule_8_1_1_each_side_shows_the_aspect_icons_its_base_and_leader_provide() {
    let mut b = common::Board::new();
    b.base_aspects(ALEX, &["Command"])
        .leader_aspects(ALEX, &["Vigilance", "Heroism"]);
    b.leader(NICO, "doctor-aphra");
    let m = board_model(&b.state, &b.pool);
    let side = |name: &str| m.sides.iter().find(|s| s.name == name).unwrap();
    assert_eq!(
        side("Alex").aspects,
        "Command (base); Vigilance, Heroism (leader)"
    );
    assert_eq!(side("Nico").aspects, "Cunning, Villainy (leader)");
    // A library board: its printed base's icon comes from the card.
    let p = prepared("scenarios/smuggled-timely-intervention.toml");
    let first = p.board_model(None);
    let text = format!("{first:?}");
    assert!(
        text.contains("Command (base); Vigilance, Heroism (leader)"),
        "{text}"
    );
}
