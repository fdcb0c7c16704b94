//! Pre-game step 9 of Star Wars Miniatures in depth: a squad-composition
//! decision that can no longer resolve (9b) and gained abilities (9c).

#[path = "common/swm.rs"]
mod swm_support;

use swm_support::{pos, run, script, text, TWO_PLAYER_PREGAME as TWO};

const BOSS: &str =
    "[[character]]\nname = \"Smuggler Boss\"\nfaction = \"Fringe\"\nabilities = [\"bribery\"]\n";

#[test]
fn step_9b_pellaeon_bribed_away_sends_his_player_back_to_9a_even_with_one_option_left() {
    let t = run(&format!(
        "{TWO}{BOSS}[players.alex]\nsquad = [\"Smuggler Boss\", \"Stormtrooper\"]\n[players.nico]\nsquad = [\"Admiral Gilad Pellaeon\", \"Rebel Trooper\"]\nreserve = [\"Luke Skywalker\"]\n[rolls]\nalex = [14]\nnico = [9]\n{}",
        script(&[
            ("nico", "set up second"),
            ("alex", "setup area 1"),
            ("alex", "Admiral Gilad Pellaeon from Nico"),
            ("nico", "Rebel Trooper for Luke Skywalker"),
        ])
    ));
    let back = text(&t, "pg/nico/pellaeon-s-commander-effect-cannot-resolve-1");
    assert!(
        back.contains("Admiral Gilad Pellaeon is no longer in Nico's squad"),
        "{back}"
    );
    let (_, again) = t
        .step_for("pg/nico/pellaeon-s-commander-effect-rechoice-1")
        .expect("the return to 9a is a step of its own");
    assert_eq!(again.rules, vec!["PG9a"]);
    assert!(again.choice.is_none(), "one option left: nothing to ask");
    assert!(again.text.contains("the only choice left is none"));
    assert!(
        pos(&t, "pg/alex/bribery-after-setup")
            < pos(&t, "pg/nico/pellaeon-s-commander-effect-cannot-resolve-1")
    );
    let nico = again.board.player("nico").expect("nico");
    assert_eq!(
        nico.squad,
        vec!["Rebel Trooper"],
        "Nico's swap never happened"
    );
}

#[test]
fn step_9b_three_players_a_swap_whose_character_was_bribed_returns_to_9a() {
    let t = run(&format!(
        "[match]\nseating = [\"alex\", \"nico\", \"kim\"]\nstart = \"pregame\"\nrounds = 0\n{BOSS}[players.alex]\nsquad = [\"Stormtrooper\"]\n[players.nico]\nsquad = [\"Admiral Gilad Pellaeon\", \"Rebel Trooper\", \"Bothan Spy\"]\nreserve = [\"Luke Skywalker\"]\n[players.kim]\nsquad = [\"Smuggler Boss\"]\n[rolls]\nalex = [18]\nnico = [4]\nkim = [11]\n{}",
        script(&[
            ("kim", "set up 1st"),
            ("nico", "set up 2nd"),
            ("kim", "setup area 1"),
            ("nico", "setup area 2"),
            ("kim", "Rebel Trooper from Nico"),
            ("nico", "Rebel Trooper for Luke Skywalker"),
            ("nico", "Bothan Spy for Luke Skywalker"),
        ])
    ));
    let (_, again) = t
        .step_for("pg/nico/pellaeon-s-commander-effect-rechoice-1")
        .expect("rechoice");
    let c = again.choice.as_ref().expect("a real choice");
    assert_eq!(c.options, vec!["none", "Bothan Spy for Luke Skywalker"]);
    let (_, done) = t
        .step_for("pg/nico/pellaeon-s-commander-effect")
        .expect("the new choice resolves");
    assert_eq!(
        done.board.player("nico").expect("nico").squad,
        vec!["Admiral Gilad Pellaeon", "Luke Skywalker"]
    );
}

#[test]
fn step_9b_rechoice_does_not_offer_the_character_an_earlier_player_just_won() {
    let file = "swm-bribery-race.toml";
    let text = std::fs::read_to_string(format!("scenarios/swm/{file}")).expect("read");
    let sc = timing_window::rulesets::swm::parse(file, &text).expect("parse");
    let t = timing_window::rulesets::swm::run(&sc).expect("run");
    let (_, again) = t
        .step_for("pg/alex/bribery-after-setup-rechoice-1")
        .expect("rechoice");
    let options = &again.choice.as_ref().expect("choice").options;
    assert!(
        !options
            .iter()
            .any(|o| o.starts_with("Grand Admiral Thrawn")),
        "Kim has just won Thrawn: {options:?}"
    );
    assert!(options.contains(&"Bothan Spy from Kim".to_string()));
}

#[test]
fn step_9b_a_bribed_carrier_brings_no_decision_and_its_owner_chooses_again() {
    // Alex bribes Nico's Smuggler Boss, the carrier of Nico's own Bribery:
    // Nico's bribe cannot resolve, and Alex's two Smuggler Bosses do not
    // resolve Alex's one decision twice.
    let t = run(&format!(
        "{TWO}{BOSS}[players.alex]\nsquad = [\"Smuggler Boss\", \"Stormtrooper\"]\n[players.nico]\nsquad = [\"Smuggler Boss\", \"Rebel Trooper\"]\n[rolls]\nalex = [14]\nnico = [9]\n{}",
        script(&[
            ("nico", "set up second"),
            ("alex", "setup area 1"),
            ("alex", "Smuggler Boss from Nico"),
            ("nico", "Stormtrooper from Alex"),
        ])
    ));
    assert!(t
        .step_for("pg/nico/bribery-after-setup-rechoice-1")
        .is_some());
    assert!(
        t.step_for("pg/alex/bribery-after-setup~2").is_none(),
        "{:?}",
        t.labels()
    );
    let end = t.steps.last().expect("steps");
    assert_eq!(
        end.board.player("alex").expect("alex").squad,
        vec!["Smuggler Boss", "Stormtrooper", "Smuggler Boss"]
    );
    assert_eq!(
        end.board.player("nico").expect("nico").squad,
        vec!["Rebel Trooper"]
    );
}

#[test]
fn step_9c_camaraderie_confers_what_its_character_says_and_gained_con_artist_resolves_at_once() {
    let extra = "[[character]]\nname = \"Gang Boss\"\nabilities = [\"camaraderie\"]\nconfers = { camaraderie = \"con-artist\" }\n";
    let t = run(&format!(
        "{TWO}{extra}[players.alex]\nsquad = [\"Gang Boss\", \"Bothan Spy\", \"Rebel Trooper\"]\n[players.nico]\nsquad = [\"Stormtrooper\"]\n[rolls]\nalex = [14]\nnico = [9]\n{}",
        script(&[
            ("nico", "set up second"),
            ("alex", "setup area 1"),
            ("alex", "Bothan Spy"),
            ("alex", "use"),
        ])
    ));
    assert!(text(&t, "pg/alex/camaraderie").contains("Bothan Spy gains Con Artist"));
    let (_, s) = t
        .step_for("pg/alex/bothan-spy-con-artist")
        .expect("resolves");
    assert_eq!(s.rules, vec!["PG9c"]);
    assert!(s.text.contains("resolves immediately"));
    assert!(pos(&t, "pg/alex/camaraderie") < pos(&t, "pg/alex/bothan-spy-con-artist"));
}

#[test]
fn step_9c_gained_early_abilities_resolve_in_setup_order() {
    let extra = "[[character]]\nname = \"Gang Boss\"\nabilities = [\"camaraderie\"]\nconfers = { camaraderie = \"con-artist\" }\n";
    let t = run(&format!(
        "{TWO}{extra}[players.alex]\nsquad = [\"Gang Boss\", \"Bothan Spy\"]\n[players.nico]\nsquad = [\"Gang Boss\", \"Stormtrooper\"]\n[rolls]\nalex = [14]\nnico = [9]\n{}",
        script(&[
            ("nico", "set up first"),
            ("nico", "setup area 1"),
            ("nico", "do not use"),
            ("alex", "use"),
        ])
    ));
    assert!(pos(&t, "pg/nico/stormtrooper-con-artist") < pos(&t, "pg/alex/bothan-spy-con-artist"));
}

#[test]
fn step_9c_versatility_newcomer_gains_the_carrier_ability_picked_at_9a() {
    let extra =
        "[[character]]\nname = \"Jedi Luke\"\nabilities = [\"versatility\", \"light-tutor\"]\n";
    let t = run(&format!(
        "{TWO}{extra}[players.alex]\nsquad = [\"Jedi Luke\", \"Rebel Trooper\"]\nreserve = [\"Luke Skywalker\"]\n[players.nico]\nsquad = [\"Stormtrooper\"]\n[rolls]\nalex = [14]\nnico = [9]\n{}",
        script(&[
            ("nico", "set up second"),
            ("alex", "setup area 1"),
            ("alex", "Jedi Luke for Luke Skywalker, gaining Light Tutor"),
        ])
    ));
    let (_, c) = t.step_for("pg/alex/versatility-choice").expect("9a");
    assert_eq!(
        c.choice.as_ref().expect("choice").options,
        vec!["none", "Jedi Luke for Luke Skywalker, gaining Light Tutor"]
    );
    assert!(
        text(&t, "pg/alex/luke-skywalker-gains-light-tutor").contains("conferred by Versatility")
    );
    // Light Tutor is a setup ability: gained late, it resolves now; the
    // only Rebel ally is taken without asking.
    let s = text(&t, "pg/alex/luke-skywalker-light-tutor");
    assert!(s.contains("Rebel Trooper is chosen"), "{s}");
}

#[test]
fn step_9c_a_bribed_con_artist_does_not_resolve_twice() {
    let extra = "[[character]]\nname = \"Con Man\"\nabilities = [\"con-artist\"]\n";
    let t = run(&format!(
        "{TWO}{BOSS}{extra}[players.alex]\nsquad = [\"Smuggler Boss\"]\n[players.nico]\nsquad = [\"Con Man\", \"Stormtrooper\"]\n[rolls]\nalex = [14]\nnico = [9]\n{}",
        script(&[
            ("nico", "use"),
            ("nico", "set up second"),
            ("alex", "setup area 1"),
            ("alex", "Con Man from Nico"),
        ])
    ));
    assert!(
        t.step_for("pg/nico/con-artist").is_some(),
        "resolved at PG4"
    );
    let note = text(&t, "pg/alex/con-man-con-artist-already-resolved");
    assert!(note.contains("does not resolve it again"), "{note}");
    assert!(t.step_for("pg/alex/con-artist").is_none());
}
