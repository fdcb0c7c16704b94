//! The Comprehensive Rules' own worked examples (CR v7.0 sections 5-7):
//! what the engine needed to reproduce them, tested natively, and the
//! library's `cr-*` scenarios checked against `docs/rule-coverage.md`.
//! Tests are named after the CR v7.0 rule they check.

mod common;
use common::ACTION_END as END;
use common::*;

/// 7.6.12's example: Greedo and Vanguard Infantry defeat each other,
/// Greedo's When Defeated defeats Admiral Motti, and Motti's nested When
/// Defeated resolves before Vanguard Infantry's from the earlier layer.
#[test]
fn rule_7_6_12_a_nested_when_defeated_resolves_before_the_earlier_layer() {
    let mut b = Board::new();
    b.unit(ALEX, "greedo");
    b.deck(ALEX, &["vanquish"], 10);
    b.unit(NICO, "vanguard-infantry");
    b.unit(NICO, "admiral-motti");
    let tech = b.unit(NICO, "superlaser-technician");
    b.unit_mut(tech).exhausted = true;
    let t = b.run(
        vec![
            attack(ALEX, "greedo", "vanguard-infantry"),
            choose(ALEX, &["alex"]),
            choose(ALEX, &["yes"]),
            choose(ALEX, &["Admiral Motti"]),
            choose(NICO, &["yes"]),
            choose(NICO, &["yes"]),
            pass(NICO),
            pass(ALEX),
        ],
        END,
    );
    check(&t);
    let order: Vec<&str> = resolved(&t)
        .into_iter()
        .filter(|l| l.ends_with("/when-defeated"))
        .collect();
    assert_eq!(
        order,
        [
            "greedo/when-defeated",
            "admiral-motti/when-defeated",
            "vanguard-infantry/when-defeated"
        ]
    );
    // Motti's "ready a Villainy unit" readied the Superlaser Technician.
    let last = &t.steps.last().unwrap().board;
    let tech = last
        .units
        .iter()
        .find(|u| u.card == "superlaser-technician")
        .expect("in play");
    assert!(!tech.exhausted);
}

/// Greedo's "If it's not a unit": when the discarded card is a unit, no
/// damage is dealt and nothing is asked.
#[test]
fn rule_7_1_5_greedo_deals_no_damage_when_the_discarded_card_is_a_unit() {
    let mut b = Board::new();
    b.unit(ALEX, "greedo");
    b.deck(ALEX, &["battlefield-marine"], 10);
    b.unit(NICO, "vanguard-infantry");
    b.unit(NICO, "admiral-motti");
    let t = b.run(
        vec![
            attack(ALEX, "greedo", "vanguard-infantry"),
            choose(ALEX, &["alex"]),
            choose(ALEX, &["yes"]),
            choose(NICO, &["no"]),
            pass(NICO),
            pass(ALEX),
        ],
        END,
    );
    check(&t);
    let last = &t.steps.last().unwrap().board;
    let motti = last
        .units
        .iter()
        .find(|u| u.card == "admiral-motti")
        .expect("Motti stays in play");
    assert_eq!(motti.damage, 0);
    assert!(!resolved(&t).contains(&"admiral-motti/when-defeated"));
}

/// A discarded card the scenario does not name cannot answer "is it a
/// unit?": the engine says so instead of guessing.
#[test]
fn rule_7_1_5_greedo_with_an_unknown_top_card_is_an_error_not_a_guess() {
    let mut b = Board::new();
    b.unit(ALEX, "greedo");
    b.deck(ALEX, &[], 10);
    b.unit(NICO, "vanguard-infantry");
    let e = b.run_err(
        vec![
            attack(ALEX, "greedo", "vanguard-infantry"),
            choose(ALEX, &["alex"]),
            choose(ALEX, &["yes"]),
        ],
        END,
    );
    assert!(e.to_string().contains("list it on top of the deck"), "{e}");
}

/// 7.5.8b's example: Raid 1 and a gained Raid 2 make Raid 3 (+3 while
/// attacking), and the bonus is only for the attack (7.5.8c).
#[test]
fn rule_7_5_8b_gained_raid_adds_to_printed_raid() {
    let mut b = Board::new();
    b.unit(ALEX, "seasoned-fleet-admiral");
    b.hand(ALEX, &["rallying-cry"]);
    let t = b.run(
        vec![
            play(ALEX, "rallying-cry"),
            pass(NICO),
            attack(ALEX, "seasoned-fleet-admiral", "base"),
            pass(NICO),
            pass(ALEX),
        ],
        END,
    );
    // 1 printed power + Raid 1 + Raid 2.
    assert_eq!(t.steps.last().unwrap().board.players[1].base.damage, 4);
}

/// 7.7.3d's example: Rallying Cry's Raid 2 reaches only the units in play
/// when it resolves.
#[test]
fn rule_7_7_3d_a_unit_entering_play_later_does_not_get_rallying_crys_raid() {
    let mut b = Board::new();
    // Rallying Cry's two Aggression icons are provided; Mercenary Company's
    // Command is paid for (8.1.1): 3 + 8 of 12 ready resources.
    b.base_aspects(ALEX, &["Aggression"])
        .leader_aspects(ALEX, &["Aggression", "Heroism"]);
    b.state.players[0].resources.ready = 12;
    let admiral = b.unit(ALEX, "seasoned-fleet-admiral");
    b.hand(ALEX, &["rallying-cry", "mercenary-company"]);
    let t = b.run(
        vec![
            play(ALEX, "rallying-cry"),
            pass(NICO),
            play(ALEX, "mercenary-company"),
            pass(NICO),
            pass(ALEX),
        ],
        END,
    );
    let last = &t.steps.last().unwrap().board;
    let company = last
        .units
        .iter()
        .find(|u| u.card == "mercenary-company")
        .expect("in play")
        .instance;
    assert!(last.lasting.iter().any(|l| l.target == admiral));
    assert!(last.lasting.iter().all(|l| l.target != company));
}

/// 7.5.9b's example: Restore from two sources adds up; a gained Restore 1
/// on Yoda's Restore 2 heals 3.
#[test]
fn rule_7_5_9b_gained_restore_adds_to_printed_restore() {
    let mut b = Board::new();
    b.base(ALEX, 30, 10);
    b.unit(ALEX, "yoda");
    b.hand(ALEX, &["king-katuunko"]);
    let t = b.run(
        vec![
            play(ALEX, "king-katuunko"),
            pass(NICO),
            attack(ALEX, "yoda", "base"),
            pass(NICO),
            pass(ALEX),
        ],
        END,
    );
    assert_eq!(t.steps.last().unwrap().board.players[0].base.damage, 7);
}

/// 7.6.8a's example: Barrel Roll's "after completing this attack" part
/// resolves only once the attack's own triggered abilities have, and its
/// attacker must be a space unit.
#[test]
fn rule_7_6_8a_barrel_rolls_after_part_waits_for_the_attacks_triggers() {
    let mut b = Board::new();
    b.unit(ALEX, "the-ghost");
    b.unit(ALEX, "battlefield-marine");
    b.hand(ALEX, &["barrel-roll"]);
    b.unit(NICO, "elite-p-38-starfighter");
    b.unit(NICO, "patrolling-v-wing");
    let t = b.run(
        vec![
            play(ALEX, "barrel-roll"),
            // Only The Ghost is a space unit: no attacker is asked for.
            choose(ALEX, &["elite-p-38-starfighter"]),
            choose(ALEX, &["no"]),
            choose(NICO, &["yes"]),
            choose(NICO, &["The Ghost"]),
            choose(ALEX, &["yes"]),
            choose(ALEX, &["Patrolling V-Wing"]),
            pass(NICO),
            pass(ALEX),
        ],
        END,
    );
    let (p38, _) = t
        .step_for("elite-p-38-starfighter/when-defeated")
        .expect("the P-38's When Defeated resolves");
    let exhaust = t
        .steps
        .iter()
        .position(|s| s.text.contains("exhausts Patrolling V-Wing"))
        .expect("Barrel Roll exhausts the V-Wing");
    assert!(p38 < exhaust);
    let last = &t.steps.last().unwrap().board;
    assert!(last
        .units
        .iter()
        .any(|u| u.card == "patrolling-v-wing" && u.exhausted));
}

/// 7.7.3c's example: of two conflicting lasting effects the newer takes
/// precedence, whichever way round they come.
#[test]
fn rule_7_7_3c_the_newer_of_two_conflicting_lasting_effects_wins() {
    let mut b = Board::new();
    b.leader_aspects(ALEX, &["Command", "Villainy"])
        .leader_aspects(NICO, &["Aggression", "Heroism"]);
    b.unit(ALEX, "battlefield-marine");
    b.hand(ALEX, &["gladiator-star-destroyer"]);
    b.unit(NICO, "gideon-hask");
    b.hand(NICO, &["specforce-soldier"]);
    // Sentinel given, then taken away: Nico may attack the base.
    let t = b.run(
        vec![
            play(ALEX, "gladiator-star-destroyer"),
            choose(ALEX, &["Battlefield Marine"]),
            play(NICO, "specforce-soldier"),
            choose(NICO, &["Battlefield Marine"]),
            pass(ALEX),
            attack(NICO, "gideon-hask", "base"),
            pass(ALEX),
            pass(NICO),
        ],
        END,
    );
    assert_eq!(t.steps.last().unwrap().board.players[0].base.damage, 5);
    // Taken away, then given: the Marine has Sentinel, so the base may not
    // be attacked.
    let mut b = Board::new();
    // SpecForce Soldier's Heroism is paid for (8.1.1).
    b.base_aspects(ALEX, &["Aggression"])
        .leader_aspects(ALEX, &["Command", "Villainy"]);
    b.state.players[0].resources.ready = 16;
    b.unit(ALEX, "battlefield-marine");
    b.hand(ALEX, &["specforce-soldier", "gladiator-star-destroyer"]);
    b.unit(NICO, "gideon-hask");
    let e = b.run_err(
        vec![
            play(ALEX, "specforce-soldier"),
            choose(ALEX, &["Battlefield Marine"]),
            pass(NICO),
            play(ALEX, "gladiator-star-destroyer"),
            choose(ALEX, &["Battlefield Marine"]),
            attack(NICO, "gideon-hask", "base"),
        ],
        END,
    );
    assert!(e.to_string().contains("battlefield-marine"), "{e}");
}

/// The "Worked examples (CR v7.0)" section of `docs/rule-coverage.md`:
/// every scenario it names exists and reproduces that row's example (its
/// `example` key is the row's rule), and every `cr-` scenario is named.
#[test]
fn every_worked_example_scenario_is_listed_and_names_its_example() {
    let doc = std::fs::read_to_string("docs/rule-coverage.md").unwrap();
    let (_, section) = doc
        .split_once("## Worked examples (CR v7.0)")
        .expect("the section exists");
    let section = section.split("\n## ").next().unwrap();
    let mut named = std::collections::BTreeSet::new();
    let mut problems = Vec::new();
    for line in section.lines().filter(|l| l.starts_with("| ")) {
        let cells: Vec<&str> = line.trim_matches('|').split('|').map(str::trim).collect();
        let Some(rule) = cells[0].split([' ', ',']).next() else {
            continue;
        };
        if !timing_window::rulesets::swu::cr::exists(rule) {
            continue; // the header row
        }
        let last = cells.last().unwrap();
        for id in last.split('`').skip(1).step_by(2) {
            if !id.starts_with("cr-") {
                continue;
            }
            named.insert(id.to_string());
            let Ok(text) = std::fs::read_to_string(format!("scenarios/{id}.toml")) else {
                problems.push(format!("{rule}: no scenario scenarios/{id}.toml"));
                continue;
            };
            let v: toml::Value = toml::from_str(&text).unwrap();
            let example = v.get("example").and_then(|e| e.as_str());
            // 7.5.4's row also points at 7.5.8b's scenario (the same
            // situation), so a row may name a scenario of another example.
            if example.is_none() {
                problems.push(format!("{id} has no `example`"));
            } else if example != Some(rule) && !last.contains("same situation") {
                problems.push(format!("{id}: `example` is {example:?}, the row is {rule}"));
            }
        }
    }
    for entry in std::fs::read_dir("scenarios").unwrap() {
        let name = entry.unwrap().file_name().to_string_lossy().to_string();
        if let Some(id) = name
            .strip_prefix("cr-")
            .and_then(|_| name.strip_suffix(".toml"))
        {
            if !named.contains(id) {
                problems.push(format!("{id} is not in the Worked examples section"));
            }
        }
    }
    assert!(named.len() >= 12, "{named:?}");
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}
