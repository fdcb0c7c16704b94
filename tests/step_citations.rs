//! Each trace step cites the rule that says what the step does (issue 21):
//! combat damage the attack's step, not an ability's effect; a triggered
//! ability's resolution the rule defining it and who must resolve it, not
//! the "you may" rule; a keyword its own rule; a game lost by a card's text
//! or by conceding the card or the concession, not a base at 0 HP; the
//! active player outside the turns 1.4.5. `tests/citations.rs` checks that
//! every number exists; this checks that it is the right one.

mod common;
use common::files::files_in;
use common::*;
use timing_window::rulesets::swu::engine::{kinds, GameTrace, PhaseStep, StopPoint};

fn library() -> Vec<(String, GameTrace)> {
    files_in("scenarios", "toml")
        .iter()
        .map(|p| (p.display().to_string(), run_file(&p.display().to_string())))
        .collect()
}

fn rules_of<'a>(t: &'a GameTrace, text: &str) -> Vec<&'a str> {
    let step = t
        .steps
        .iter()
        .find(|s| s.text.contains(text))
        .unwrap_or_else(|| panic!("no step says {text:?}"));
    step.rules.iter().map(|r| &**r).collect()
}

#[test]
fn rule_1_5_2c_a_triggered_ability_resolves_citing_its_kind_and_who_must_resolve_it() {
    let mut resolved = 0;
    for (file, t) in library() {
        for s in t.steps.iter().filter(|s| s.kind == kinds::ABILITY_RESOLVED) {
            resolved += 1;
            // 7.6.7 is whether a "you may" ability must resolve (cited on
            // that decision); 7.6.8 when an ability triggered during an
            // action resolves (cited in the order tree).
            assert!(
                !s.rules.iter().any(|r| r == "7.6.7" || r == "7.6.8"),
                "{file}: {:?} cites {:?}",
                s.text,
                s.rules
            );
        }
    }
    assert!(resolved > 50, "{resolved} resolutions");
    let t = run_file("scenarios/regroup-start-both-players.toml");
    assert_eq!(
        rules_of(
            &t,
            "Fireball's When the regroup phase starts ability resolves"
        ),
        ["5.5.1a", "7.6.1", "1.5.2c"]
    );
}

#[test]
fn rule_7_7_4b_is_cited_by_delayed_effects_not_by_a_phase_start_ability() {
    for (file, t) in library() {
        for s in t
            .steps
            .iter()
            .filter(|s| s.rules.iter().any(|r| r == "7.7.4b"))
        {
            assert_eq!(
                s.kind,
                kinds::DELAYED_EFFECT_RESOLVED,
                "{file}: {:?} cites 7.7.4b",
                s.text
            );
        }
    }
}

#[test]
fn rule_1_4_5_outside_the_turns_the_initiative_holder_is_the_active_player_who_picks() {
    let t = run_file("scenarios/regroup-start-both-players.toml");
    let (_, c) = t.choices().next().expect("who goes first");
    assert_eq!(c.chooser, "Nico", "Nico holds the initiative");
    assert_eq!(c.rules, ["7.6.10", "1.4.5"]);
    // In a player's turn the active player is the one taking it: no 1.4.5.
    let t = run_file("scenarios/sentinel-and-saboteur.toml");
    let (_, c) = t.choices().next().expect("who goes first");
    assert_eq!(c.rules, ["7.6.10"]);
}

#[test]
fn rule_6_3_4a_combat_damage_cites_the_attack_not_an_abilitys_effect() {
    let t = run_file("scenarios/sentinel-and-saboteur.toml");
    assert_eq!(
        rules_of(&t, "Relentless Hunters deals 5 damage to Syndicate Lackeys"),
        ["6.3.4a", "6.3.5"]
    );
    assert_eq!(
        rules_of(&t, "Syndicate Lackeys deals 5 damage to Relentless Hunters"),
        ["6.3.4a", "6.3.5"]
    );
    // Damage an ability deals is that ability's effect.
    let t = run_file("scenarios/regroup-start-both-players.toml");
    assert_eq!(
        rules_of(&t, "Fireball deals 1 damage to Fireball"),
        ["7.1.5"]
    );
}

#[test]
fn rule_7_5_10a_saboteur_is_announced_as_the_keyword_not_as_an_on_attack_ability() {
    let t = run_file("scenarios/sentinel-and-saboteur.toml");
    assert_eq!(
        rules_of(&t, "Relentless Hunters' Saboteur triggers"),
        ["7.5.1", "7.5.10a"]
    );
    assert!(!t
        .steps
        .iter()
        .any(|s| s.text.contains("Relentless Hunters' On Attack ability")));
    let (_, s) = t
        .step_for("relentless-hunters/saboteur")
        .expect("Saboteur resolves");
    assert_eq!(s.text, "Relentless Hunters' Saboteur resolves.");
    assert_eq!(s.rules[0], "7.5.10a");
}

#[test]
fn rule_1_3_1_a_game_lost_by_a_cards_text_cites_the_card_not_a_base_at_0_hp() {
    let t = run_file("scenarios/final-showdown-aphra.toml");
    let over = t
        .steps
        .iter()
        .find(|s| s.kind == kinds::GAME_OVER)
        .expect("the game ends");
    assert_eq!(over.rules, ["1.3.1"]);
    assert!(!t
        .steps
        .iter()
        .any(|s| s.rules.iter().any(|r| r == "5.6.1" || r == "5.6.2")));
}

#[test]
fn rule_5_6_4_a_concession_cites_conceding_not_a_base_at_0_hp() {
    let t = run_file("scenarios/concede-before-final-showdown.toml");
    let over = t
        .steps
        .iter()
        .find(|s| s.kind == kinds::GAME_OVER)
        .expect("the game ends");
    assert_eq!(over.rules, ["5.6.4"]);
}

#[test]
fn rule_8_24_1_a_unit_returned_to_hand_leaves_play_it_does_not_enter_it() {
    // Triple Dark Raid returns its Vehicle at the end of the phase.
    let mut b = Board::new();
    b.hand(ALEX, &["triple-dark-raid"]);
    b.deck(ALEX, &["fireball"], 6);
    let t = b.run(
        vec![
            play(ALEX, "triple-dark-raid"),
            choose(ALEX, &["fireball"]),
            pass(NICO),
            pass(ALEX),
        ],
        StopPoint::Before(PhaseStep::RegroupStart),
    );
    assert_eq!(
        rules_of(&t, "returns to its owner's hand"),
        ["8.24.1", "8.12.1", "8.24.2"]
    );
}
