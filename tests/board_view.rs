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
