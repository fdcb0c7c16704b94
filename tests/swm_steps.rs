//! The Star Wars Miniatures procedure, step by step: a test for every
//! numbered step and every ability, named after the step it checks.

#[path = "common/swm.rs"]
mod swm_support;

use swm_support::{library_trace, round, run, run_err, text, TWO_PLAYER_PREGAME as PREGAME2};
use timing_window::rulesets::swm::engine::SwmError;
use timing_window::timing::OrderSpace;

#[test]
fn rule_pg5_a_tied_map_roll_is_not_guessed() {
    let e = run_err(&format!("{PREGAME2}[players.alex]\nsquad = [\"Stormtrooper\"]\n[players.nico]\nsquad = [\"Rebel Trooper\"]\n[rolls]\nalex = [9]\nnico = [9]\n"));
    assert!(
        matches!(e, SwmError::Unsettled { ref step, .. } if step == "PG5"),
        "{e}"
    );
}

#[test]
fn rule_pg6_two_players_the_low_roll_chooses_to_set_up_first_or_second() {
    let t = run(&format!("{PREGAME2}[players.alex]\nsquad = [\"Stormtrooper\"]\n[players.nico]\nsquad = [\"Rebel Trooper\"]\n[rolls]\nalex = [4]\nnico = [9]\n[[script]]\nplayer = \"alex\"\nchoose = \"set up second\"\n[[script]]\nplayer = \"nico\"\nchoose = \"setup area 2\"\n"));
    let (_, s) = t.step_for("pg/alex/setup-position").expect("step");
    assert_eq!(s.choice.as_ref().map(|c| c.chooser.as_str()), Some("Alex"));
    assert_eq!(t.outcome.as_deref(), Some("Nico sets up first"));
    assert!(t.step_for("pg/nico/map-choice").is_some());
}

#[test]
fn rule_pg7_light_tutor_offers_only_rebel_allies() {
    let t = run(&format!("{PREGAME2}[players.alex]\nsquad = [\"Yoda of Dagobah\", \"Luke Skywalker\", \"Bothan Spy\", \"Stormtrooper\"]\n[players.nico]\nsquad = [\"Rebel Trooper\"]\n[rolls]\nalex = [14]\nnico = [9]\n[[script]]\nplayer = \"nico\"\nchoose = \"set up second\"\n[[script]]\nplayer = \"alex\"\nchoose = \"setup area 1\"\n[[script]]\nplayer = \"alex\"\nchoose = \"Bothan Spy\"\n"));
    let (_, s) = t.step_for("pg/alex/light-tutor").expect("step");
    let c = s.choice.as_ref().expect("choice");
    assert_eq!(c.options, vec!["Luke Skywalker", "Bothan Spy"]);
    assert!(s
        .board
        .player("alex")
        .expect("alex")
        .notes
        .contains(&"Light Tutor: Bothan Spy".to_string()));
}

#[test]
fn rule_pg7_dark_master_dark_spirit_and_light_spirit_choose_an_ally_during_setup() {
    let extra = "[[character]]\nname = \"Sith Ghost\"\nabilities = [\"dark-spirit\"]\n";
    let t = run(&format!("{PREGAME2}{extra}[players.alex]\nsquad = [\"Darth Sidious\", \"Sith Ghost\", \"Stormtrooper\"]\n[players.nico]\nsquad = [\"Obi-Wan Kenobi, Force Spirit\", \"Luke Skywalker\"]\n[rolls]\nalex = [14]\nnico = [9]\n[[script]]\nplayer = \"nico\"\nchoose = \"set up second\"\n[[script]]\nplayer = \"alex\"\nchoose = \"setup area 1\"\n[[script]]\nplayer = \"alex\"\nchoose = [\"Sith Ghost: Dark Spirit\", \"Darth Sidious: Dark Master\"]\n[[script]]\nplayer = \"alex\"\nchoose = \"Stormtrooper\"\n[[script]]\nplayer = \"alex\"\nchoose = \"Stormtrooper\"\n"));
    let labels = t.labels();
    let pos = |l: &str| {
        labels
            .iter()
            .position(|x| *x == l)
            .unwrap_or_else(|| panic!("{l}"))
    };
    assert!(pos("pg/alex/dark-spirit") < pos("pg/alex/dark-master"));
    assert!(pos("pg/alex/dark-master") < pos("pg/nico/setup"));
    assert!(pos("pg/nico/setup") < pos("pg/nico/light-spirit"));
    // Alex may order the two as Alex likes: both orders are legal.
    let space = OrderSpace::new(
        &t.order,
        Some(&["pg/alex/dark-master".into(), "pg/alex/dark-spirit".into()]),
        10,
    )
    .expect("space");
    assert_eq!(space.orders.len(), 2);
}

#[test]
fn rule_pg9b_versatility_swaps_only_its_own_character() {
    let t = run(&format!("{PREGAME2}[players.alex]\nsquad = [\"Master Luke Skywalker\", \"Bothan Spy\"]\nreserve = [\"Luke Skywalker\"]\n[players.nico]\nsquad = [\"Stormtrooper\"]\n[rolls]\nalex = [14]\nnico = [9]\n[[script]]\nplayer = \"nico\"\nchoose = \"set up second\"\n[[script]]\nplayer = \"alex\"\nchoose = \"setup area 1\"\n[[script]]\nplayer = \"alex\"\nchoose = \"Master Luke Skywalker for Luke Skywalker\"\n"));
    let (_, s) = t.step_for("pg/alex/versatility-choice").expect("step");
    assert_eq!(
        s.choice.as_ref().expect("c").options,
        vec!["none", "Master Luke Skywalker for Luke Skywalker"]
    );
    let (_, s) = t.step_for("pg/alex/versatility").expect("step");
    assert_eq!(
        s.board.player("alex").expect("a").squad,
        vec!["Bothan Spy", "Luke Skywalker"]
    );
}

#[test]
fn rule_pg9c_camaraderie_gives_an_ally_its_ability_after_squad_changes() {
    let t = run(&format!("{PREGAME2}[players.alex]\nsquad = [\"Han Solo with Bowcaster\", \"Chewbacca with Bowcaster\", \"Rebel Trooper\"]\n[players.nico]\nsquad = [\"Stormtrooper\"]\n[rolls]\nalex = [14]\nnico = [9]\n[[script]]\nplayer = \"nico\"\nchoose = \"set up second\"\n[[script]]\nplayer = \"alex\"\nchoose = \"setup area 1\"\n[[script]]\nplayer = \"alex\"\nchoose = \"Chewbacca with Bowcaster\"\n"));
    let (_, s) = t.step_for("pg/alex/camaraderie").expect("step");
    assert_eq!(s.rules, vec!["PG9c"]);
    assert!(text(&t, "pg/alex/camaraderie").contains("Chewbacca with Bowcaster gains"));
}

#[test]
fn rule_pg9d_programmed_target_lightsaber_trainer_and_movement_resolve_last_in_setup_order() {
    let extra = "[[character]]\nname = \"Targeting Droid\"\nabilities = [\"programmed-target\"]\n[[character]]\nname = \"Dark Acolyte\"\n";
    let t = run(&format!("{PREGAME2}{extra}[players.alex]\nsquad = [\"Targeting Droid\", \"Cin Drallig, Jedi Battlemaster\", \"Luke Skywalker\"]\n[players.nico]\nsquad = [\"SpecForce Commander\", \"Darth Tyranus, Dark Lord of the Sith\", \"Dark Acolyte\"]\n[rolls]\nalex = [4]\nnico = [9]\n[[script]]\nplayer = \"alex\"\nchoose = \"set up second\"\n[[script]]\nplayer = \"nico\"\nchoose = \"setup area 1\"\n[[script]]\nplayer = \"nico\"\nchoose = \"Dark Acolyte, Makashi Style\"\n[[script]]\nplayer = \"alex\"\nchoose = \"use\"\n[[script]]\nplayer = \"alex\"\nchoose = \"Luke Skywalker, Soresu Style\"\n[[script]]\nplayer = \"nico\"\nchoose = [\"Darth Tyranus, Dark Lord of the Sith: Lightsaber Trainer\", \"SpecForce Commander: SpecForce commander effect\"]\n[[script]]\nplayer = \"nico\"\nchoose = \"move\"\n[[script]]\nplayer = \"alex\"\nchoose = [\"Targeting Droid: Programmed Target\", \"Cin Drallig, Jedi Battlemaster: Lightsaber Trainer\"]\n"));
    let labels = t.labels();
    let pos = |l: &str| {
        labels
            .iter()
            .position(|x| *x == l)
            .unwrap_or_else(|| panic!("{l}: {labels:?}"))
    };
    assert!(pos("pg/after-setup-reveal") < pos("pg/nico/lightsaber-trainer"));
    assert!(
        pos("pg/nico/specforce-commander-effect") < pos("pg/alex/programmed-target"),
        "nico set up first"
    );
    assert!(text(&t, "pg/alex/lightsaber-trainer").contains("Luke Skywalker, Soresu Style"));
    assert!(text(&t, "pg/alex/programmed-target").contains("(used)"));
    let (_, s) = t
        .step_for("pg/nico/specforce-commander-effect")
        .expect("move");
    assert_eq!(s.rules, vec!["PG9d"], "movement is decided at 9d, not 9a");
}

#[test]
fn rule_pg10_local_reserves_add_a_character_before_the_first_roll() {
    let extra = "[[character]]\nname = \"Garrison Officer\"\nabilities = [\"local-reserves\"]\n";
    let t = run(&format!("{PREGAME2}{extra}[players.alex]\nsquad = [\"Garrison Officer\"]\nreserve = [\"Stormtrooper\"]\n[players.nico]\nsquad = [\"Rebel Trooper\"]\n[rolls]\nalex = [14]\nnico = [9]\n[[script]]\nplayer = \"nico\"\nchoose = \"set up second\"\n[[script]]\nplayer = \"alex\"\nchoose = \"setup area 1\"\n[[script]]\nplayer = \"alex\"\nchoose = \"Stormtrooper\"\n"));
    let (i, s) = t.step_for("pg/alex/local-reserves").expect("step");
    assert!(s
        .board
        .player("alex")
        .expect("a")
        .squad
        .contains(&"Stormtrooper".to_string()));
    let (j, _) = t.step_for("pg/door-check").expect("door");
    assert!(i < j);
}

#[test]
fn rule_pg11_the_door_check_is_only_in_the_pre_game() {
    let t = library_trace("swm-door-check.toml");
    let checks = t
        .steps
        .iter()
        .filter(|s| s.board.kind == "door-check")
        .count();
    assert_eq!(checks, 1);
    assert!(t.step_for("r2/no-door-check").is_some());
}

/// Alex has Doellin's Luck (save 11) and Thrawn; Nico has Wager and
/// Master Tactician. `alex_rolls`: the save (when used), then the die.
fn luck(alex_rolls: &str, alex_use: &str, nico_use: &str, winner: &str) -> String {
    let extra = "[[character]]\nname = \"Lucky\"\nabilities = [\"doellins-luck:11\"]\n[[character]]\nname = \"Gambler\"\nabilities = [\"wager\", \"master-tactician\"]\n";
    round(
        "[\"Lucky\", \"Grand Admiral Thrawn\"]",
        "[\"Gambler\", \"Rebel Trooper\"]",
        &format!("alex = [{alex_rolls}]\nnico = [18]"),
        &[("alex", alex_use), ("nico", nico_use), (winner, "Nico")],
        extra,
    )
}

#[test]
fn rule_r1_a_lone_success_takes_the_initiative_without_a_roll() {
    let t = run(&luck("15, 3", "use", "do not use", "alex"));
    let s = text(&t, "r2/luck-and-wager-result");
    assert!(s.contains("Only Alex succeeds"), "{s}");
    assert!(
        s.contains("The guide does not say what a success does"),
        "{s}"
    );
    assert!(t.step_for("r2/alex/initiative-roll-1").is_none());
    assert_eq!(t.outcome.as_deref(), Some("Nico goes first"));
}

#[test]
fn rule_r1_wager_rolls_no_save_and_succeeds_when_used() {
    let t = run(&luck(
        "3",
        "do not use",
        "use: activate Rebel Trooper",
        "nico",
    ));
    let s = text(&t, "r2/nico/wager-used");
    assert!(s.contains("rolls no save, so it succeeds"), "{s}");
    assert!(s.contains("Rebel Trooper: the cost is paid"), "{s}");
    assert!(t.step_for("r2/nico/wager-save").is_none());
    assert!(text(&t, "r2/luck-and-wager-result").contains("Only Nico succeeds"));
    // A number written with Wager is refused: the guide gives it no save.
    let e = swm_support::load_err(
        &luck("3", "do not use", "use", "nico").replace("\"wager\"", "\"wager:11\""),
    );
    assert!(e.contains("Wager rolls no save"), "{e}");
}

#[test]
fn rule_r1_a_failed_doellins_luck_lets_the_roll_go_ahead_with_abilities_cancelled() {
    let t = run(&luck("4, 3", "use", "do not use", "nico"));
    assert!(text(&t, "r2/alex/doellin-s-luck-save").contains("failure"));
    assert!(text(&t, "r2/luck-and-wager-result").contains("No one succeeds"));
    // The roll happens; Nico's Master Tactician is cancelled, so the high
    // roll wins (whether a failed use cancels is a reading).
    assert!(text(&t, "r2/initiative-decided-1").contains("Nico has the high roll"));
}

#[test]
fn rule_r1_using_luck_cancels_other_initiative_abilities_even_when_both_succeed() {
    let t = run(&luck("15, 3", "use", "use: activate Rebel Trooper", "nico"));
    let (_, s) = t.step_for("r2/checks-1").expect("checks");
    assert!(s
        .board
        .player("nico")
        .expect("n")
        .cancelled
        .contains(&"Master Tactician".to_string()));
    // Nico's 18 wins on the roll; Thrawn (Alex) is cancelled too.
    assert!(text(&t, "r2/initiative-decided-1").contains("Nico has the high roll"));
}

#[test]
fn rule_r1_not_using_luck_leaves_the_roll_alone() {
    let body = luck("3", "do not use", "do not use", "nico");
    let t = run(&body);
    assert!(t.step_for("r2/luck-and-wager-result").is_none());
    // Nico's Master Tactician wins.
    assert!(text(&t, "r2/initiative-decided-1").contains("Master Tactician"));
}

#[test]
fn rule_r2_tactics_broker_defeats_its_cost_and_the_named_check_is_one() {
    let t = run(&round(
        "[\"Muun Tactics Broker\", \"Stormtrooper\"]",
        "[\"Muun Tactics Broker\", \"Rebel Trooper\"]",
        "alex = [10, 8]\nnico = [20, 3]",
        &[
            ("alex", "defeat Stormtrooper, name Nico"),
            ("nico", "defeat Rebel Trooper, name Alex"),
            ("alex", "Alex"),
        ],
        "",
    ));
    let (_, s) = t.step_for("r2/checks-1").expect("checks");
    assert_eq!(s.board.player("alex").expect("a").check, Some(1));
    assert_eq!(s.board.player("nico").expect("n").check, Some(1));
    // The defeats happen in a random order: either order is legal.
    let ev = [
        "r2/alex/tactics-broker-defeat".to_string(),
        "r2/nico/tactics-broker-defeat".to_string(),
    ];
    assert_eq!(
        OrderSpace::new(&t.order, Some(&ev), 10)
            .expect("s")
            .orders
            .len(),
        2
    );
    // 1 against 1 is a tie: Tactics Broker is cancelled and both reroll.
    assert!(t.step_for("r2/tie-1").is_some());
}

#[test]
fn rule_r3_recon_rolls_two_dice_and_keeps_either() {
    let t = run(&round(
        "[\"Viper Probe Droid\"]",
        "[\"Rebel Trooper\"]",
        "alex = [3, 17]\nnico = [12]",
        &[("alex", "keep 17"), ("alex", "Alex")],
        "",
    ));
    let (_, s) = t.step_for("r2/alex/initiative-roll-1").expect("roll");
    let c = s.choice.as_ref().expect("choice");
    assert_eq!(c.options, vec!["keep 3", "keep 17"]);
    assert_eq!(s.board.player("alex").expect("a").dice, vec![3, 17]);
    assert_eq!(s.board.player("alex").expect("a").kept, Some(17));
}

#[test]
fn rule_r3_recon_affected_by_foresee_rolls_three_and_keeps_the_lowest() {
    let extra = "[[character]]\nname = \"Seer\"\nabilities = [\"foresee-the-future\"]\n";
    let t = run(&round(
        "[\"Seer\"]",
        "[\"Viper Probe Droid\"]",
        "alex = [9]\nnico = [18, 15, 4]",
        &[("alex", "use on Nico"), ("alex", "Alex")],
        extra,
    ));
    let (_, s) = t.step_for("r2/nico/initiative-roll-1").expect("roll");
    assert!(s.choice.is_none(), "a foreseen player has no choice");
    assert_eq!(s.board.player("nico").expect("n").dice.len(), 3);
    assert_eq!(s.board.player("nico").expect("n").kept, Some(4));
}

#[test]
fn rule_r4_tactician_and_covenant_watch_circle_add_to_the_die() {
    let extra = "[[character]]\nname = \"Officer\"\nabilities = [\"tactician:4\"]\n[[character]]\nname = \"Watcher\"\nabilities = [\"covenant-watch-circle:2\"]\n";
    let t = run(&round(
        "[\"Officer\"]",
        "[\"Watcher\"]",
        "alex = [10]\nnico = [11]",
        &[("alex", "Nico")],
        extra,
    ));
    assert_eq!(
        text(&t, "r2/checks-1"),
        "Initiative checks: Alex 14 (10 + 4), Nico 13 (11 + 2)."
    );
}

#[test]
fn rule_r5_a_tie_cancels_tactician_but_not_covenant_watch_circle_and_rerolls() {
    let extra = "[[character]]\nname = \"Officer\"\nabilities = [\"tactician:4\"]\n[[character]]\nname = \"Watcher\"\nabilities = [\"covenant-watch-circle:2\"]\n";
    let t = run(&round(
        "[\"Officer\"]",
        "[\"Watcher\"]",
        "alex = [10, 5]\nnico = [12, 5]",
        &[("nico", "Nico")],
        extra,
    ));
    assert!(t.step_for("r2/tie-1").is_some());
    assert_eq!(
        text(&t, "r2/checks-2"),
        "Initiative checks: Alex 5, Nico 7 (5 + 2)."
    );
}

#[test]
fn rule_r5_endless_ties_stop_at_the_loop_cap() {
    let e = run_err(&round(
        "[\"Stormtrooper\"]",
        "[\"Rebel Trooper\"]",
        &format!(
            "alex = [{}]\nnico = [{}]",
            ["7"; 30].join(", "),
            ["7"; 30].join(", ")
        ),
        &[],
        "",
    ));
    assert!(
        matches!(e, SwmError::Loop { ref step, .. } if step == "R3"),
        "{e}"
    );
}

#[test]
fn rule_r6a_everyone_using_sense_the_future_changes_nothing() {
    let extra = "[[character]]\nname = \"Seer\"\nabilities = [\"sense-the-future\"]\n";
    let t = run(&round(
        "[\"Seer\"]",
        "[\"Seer\"]",
        "alex = [3]\nnico = [15]",
        &[("alex", "use"), ("nico", "use"), ("nico", "Nico")],
        extra,
    ));
    assert!(t.step_for("r2/sense-all-used").is_some());
    assert!(t.step_for("r2/checks-2").is_none());
}

#[test]
fn rule_r6c_exchanges_happen_in_initiative_order_then_back_to_r4() {
    let extra = "[[character]]\nname = \"Seer\"\nabilities = [\"sense-the-future\"]\n";
    let t = run(&format!(
        "[match]\nseating = [\"alex\", \"nico\", \"kim\"]\nstart = \"round\"\nfirst_round = 2\nsetup_order = [\"alex\", \"nico\", \"kim\"]\n{extra}[players.alex]\nsquad = [\"Seer\"]\n[players.nico]\nsquad = [\"Seer\"]\n[players.kim]\nsquad = [\"Stormtrooper\"]\n[rolls]\nalex = [2]\nnico = [9]\nkim = [18]\n[[script]]\nplayer = \"alex\"\nchoose = \"use\"\n[[script]]\nplayer = \"nico\"\nchoose = \"use\"\n[[script]]\nplayer = \"alex\"\nchoose = \"exchange with Kim\"\n[[script]]\nplayer = \"nico\"\nchoose = \"exchange with Kim\"\n[[script]]\nplayer = \"nico\"\nchoose = \"Nico\"\n"
    ));
    // Nico (9) is ahead of Alex (2): Nico exchanges first and takes the 18;
    // Alex then takes Kim's new die, the 9.
    let labels = t.labels();
    let n = labels
        .iter()
        .position(|l| *l == "r2/nico/sense-exchange")
        .expect("n");
    let a = labels
        .iter()
        .position(|l| *l == "r2/alex/sense-exchange")
        .expect("a");
    assert!(n < a);
    assert_eq!(
        text(&t, "r2/checks-2"),
        "Initiative checks: Alex 9, Nico 18, Kim 2."
    );
}

#[test]
fn rule_r7_master_tactician_beats_a_higher_roll_but_not_with_a_one() {
    let t = run(&round(
        "[\"Grand Admiral Thrawn\"]",
        "[\"Rebel Trooper\"]",
        "alex = [6]\nnico = [19]",
        &[("alex", "Alex")],
        "",
    ));
    assert!(text(&t, "r2/initiative-decided-1").contains("Master Tactician"));
    let t = run(&round(
        "[\"Grand Admiral Thrawn\"]",
        "[\"Rebel Trooper\"]",
        "alex = [1]\nnico = [19]",
        &[("nico", "Nico")],
        "",
    ));
    assert!(text(&t, "r2/initiative-decided-1").contains("Nico has the high roll"));
}

#[test]
fn rule_r7_sidious_commander_effect_against_master_tactician_highest_wins() {
    let t = run(&round(
        "[\"Grand Admiral Thrawn\"]",
        "[\"Darth Sidious, Sith Mastermind\"]",
        "alex = [6]\nnico = [11]",
        &[("nico", "Alex")],
        "",
    ));
    assert!(text(&t, "r2/initiative-decided-1").contains("Nico, the highest among them"));
}

#[test]
fn rule_r8_anticipation_rerolls_with_recon_and_goes_back_to_r4() {
    let extra = "[[character]]\nname = \"Sentinel\"\nabilities = [\"anticipation\", \"recon\"]\n";
    let t = run(&round(
        "[\"Sentinel\"]",
        "[\"Rebel Trooper\"]",
        "alex = [2, 4, 13, 16]\nnico = [10]",
        &[
            ("alex", "keep 4"),
            ("alex", "use"),
            ("alex", "keep 16"),
            ("alex", "Alex"),
        ],
        extra,
    ));
    let (_, s) = t.step_for("r2/alex/anticipation-reroll").expect("reroll");
    assert_eq!(s.board.player("alex").expect("a").dice, vec![13, 16]);
    assert!(t.step_for("r2/checks-2").is_some());
    assert!(text(&t, "r2/initiative-decided-2").contains("Alex"));
}

#[test]
fn rule_r9_r13_reserves_are_revealed_then_placed_by_the_first_player_only() {
    let extra = "[[character]]\nname = \"Reserve Officer\"\nabilities = [\"reserves\"]\n";
    let body = round(
        "[\"Reserve Officer\"]",
        "[\"Reserve Officer\"]",
        "alex = [15]\nnico = [4]",
        &[
            ("alex", "Stormtrooper"),
            ("nico", "Rebel Trooper"),
            ("alex", "Nico"),
        ],
        extra,
    )
    .replace(
        "squad = [\"Reserve Officer\"]\n\n[players.nico]",
        "squad = [\"Reserve Officer\"]\nreserve = [\"Stormtrooper\"]\n\n[players.nico]",
    )
    .replace(
        "squad = [\"Reserve Officer\"]\n\n[rolls]",
        "squad = [\"Reserve Officer\"]\nreserve = [\"Rebel Trooper\"]\n\n[rolls]",
    );
    let t = run(&body);
    assert!(t.step_for("r2/reserves-reveal").is_some());
    assert!(t
        .step_for("r2/nico/rebel-trooper-placing-reserves")
        .is_some());
    assert!(t
        .step_for("r2/alex/stormtrooper-placing-reserves")
        .is_none());
    assert!(t.steps.iter().any(|s| s
        .text
        .contains("Alex's Reserves are placed just before Alex's own first activation")));
}

#[test]
fn rule_r10_initiative_order_runs_clockwise_from_the_first_player() {
    let t = run(
        "[match]\nseating = [\"alex\", \"nico\", \"kim\", \"lee\"]\nstart = \"round\"\nsetup_order = [\"alex\", \"nico\", \"kim\", \"lee\"]\n[players.alex]\nsquad = [\"Stormtrooper\"]\n[players.nico]\nsquad = [\"Stormtrooper\"]\n[players.kim]\nsquad = [\"Stormtrooper\"]\n[players.lee]\nsquad = [\"Stormtrooper\"]\n[rolls]\nalex = [2]\nnico = [19]\nkim = [5]\nlee = [7]\n[[script]]\nplayer = \"nico\"\nchoose = \"Kim\"\n"
    );
    let (_, s) = t.step_for("r1/first-phase").expect("phase");
    assert_eq!(s.board.initiative_order, vec!["Kim", "Lee", "Alex", "Nico"]);
    assert_eq!(s.board.activations, Some(1));
}

#[test]
fn rule_r11_r12_after_initiative_abilities_go_player_by_player() {
    let extra =
        "[[character]]\nname = \"Commando\"\nabilities = [\"surprise-move\", \"intuition\"]\n";
    let t = run(&round(
        "[\"Covenant Consular\"]",
        "[\"Commando\"]",
        "alex = [15]\nnico = [4]",
        &[
            ("alex", "Nico"),
            (
                "nico",
                ["[\"Commando: Intuition\", \"Commando: Surprise Move\"]"][0],
            ),
            // Each "may move" is Nico's own decision.
            ("nico", "move"),
            ("nico", "do not move"),
        ],
        extra,
    ));
    let labels = t.labels();
    let pos = |l: &str| {
        labels
            .iter()
            .position(|x| *x == l)
            .unwrap_or_else(|| panic!("{l}"))
    };
    assert!(pos("r2/nico/intuition") < pos("r2/nico/surprise-move"));
    assert!(
        pos("r2/nico/surprise-move") < pos("r2/alex/consular-s-commander-effect"),
        "Nico goes first"
    );
    assert!(t.steps.iter().any(|s| s.rules == vec!["R12"]));
}

#[test]
fn rule_r13_battle_ready_resolves_in_round_one_only_and_mount_for_the_first_player() {
    let extra =
        "[[character]]\nname = \"Trooper Captain\"\nabilities = [\"battle-ready\", \"mount\"]\n";
    let mut body = round("[\"Trooper Captain\"]", "[\"Rebel Trooper\"]", "alex = [15, 12]\nnico = [4, 3]", &[("alex", "Alex"), ("alex", "[\"Alex's Trooper Captain: Mount (return to grid)\", \"Alex's Trooper Captain: Battle Ready\"]"), ("alex", "move"), ("alex", "Alex")], extra);
    body = body.replace("first_round = 2\nrounds = 1", "first_round = 1\nrounds = 2");
    let t = run(&body);
    assert!(t.step_for("r1/alex/trooper-captain-battle-ready").is_some());
    assert!(t.step_for("r2/alex/trooper-captain-battle-ready").is_none());
    assert!(t
        .step_for("r2/alex/trooper-captain-mount-return-to-grid")
        .is_some());
}

#[test]
fn rule_r14_the_first_phase_has_one_activation() {
    let t = run(&round(
        "[\"Stormtrooper\"]",
        "[\"Rebel Trooper\"]",
        "alex = [15]\nnico = [4]",
        &[("alex", "Alex")],
        "",
    ));
    let (_, s) = t.step_for("r2/first-phase").expect("phase");
    assert_eq!(s.board.activations, Some(1));
    assert_eq!(s.rules, vec!["R14"]);
}
