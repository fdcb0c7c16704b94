//! The Star Wars Miniatures abilities and steps `swm_steps.rs` leaves to
//! the library's answer keys, each checked natively: the deferred
//! squad-building and after-seeing-squads decisions (secret, revealed
//! together), the multiplayer setup order, movement kept out of 9a, the
//! return to 9a, Pellaeon, Queen Allana Solo, a tie cancelling Tactics
//! Broker, and Master Tacticians tied in a multiplayer game.

#[path = "common/swm.rs"]
mod swm_support;

use swm_support::{library_trace, pos, round, run, script, text, TWO_PLAYER_PREGAME as TWO};
use timing_window::rulesets::swm::SwmTrace;
use timing_window::timing::{OrderNode, OrderSpace};

/// Two secret decisions: each is its own choice step, neither comes first
/// (both orders are legal), and one reveal step shows both at once.
fn assert_secret_pair(t: &SwmTrace, a: &str, b: &str, reveal: &str, shown: &[(&str, &str)]) {
    for l in [a, b] {
        let (_, s) = t.step_for(l).expect("decision step");
        let c = s.choice.as_ref().expect("a choice point");
        assert!(c.prompt.contains("secret"), "{}", c.prompt);
        assert_eq!(s.board.kind, "secret-decision");
    }
    let space =
        OrderSpace::new(&t.order, Some(&[a.to_string(), b.to_string()]), 10).expect("space");
    assert_eq!(space.orders.len(), 2, "neither secret decision comes first");
    let (_, r) = t.step_for(reveal).expect("reveal step");
    let got: Vec<(String, String)> = r
        .board
        .revealed
        .iter()
        .map(|x| (x.player.clone(), x.decision.clone()))
        .collect();
    let want: Vec<(String, String)> = shown
        .iter()
        .map(|(p, d)| (p.to_string(), d.to_string()))
        .collect();
    assert_eq!(got, want);
    assert!(pos(t, a) < pos(t, reveal) && pos(t, b) < pos(t, reveal));
}

#[test]
fn rule_pg2_pg3_reinforcements_and_bribery_are_chosen_in_secret_then_join() {
    let extra = "[[character]]\nname = \"Recruiter\"\nabilities = [\"reinforcements\"]\n[[character]]\nname = \"Fixer\"\nabilities = [\"bribery-squad\"]\n";
    let t = run(&format!(
        "{TWO}{extra}[players.alex]\nsquad = [\"Recruiter\"]\nreserve = [\"Rebel Trooper\", \"Bothan Spy\"]\n[players.nico]\nsquad = [\"Fixer\"]\nreserve = [\"Stormtrooper\"]\n[rolls]\nalex = [14]\nnico = [9]\n{}",
        script(&[
            ("alex", "Bothan Spy"),
            ("nico", "none"),
            ("nico", "set up second"),
            ("alex", "setup area 1"),
        ])
    ));
    assert_secret_pair(
        &t,
        "pg/alex/reinforcements",
        "pg/nico/bribery-squad-building-half",
        "pg/squad-building-reveal",
        &[("Alex", "Bothan Spy"), ("Nico", "none")],
    );
    let (_, s) = t.step_for("pg/alex/joins-bothan-spy").expect("joins");
    assert_eq!(s.rules, vec!["PG3"]);
    assert!(pos(&t, "pg/squad-building-reveal") < pos(&t, "pg/alex/joins-bothan-spy"));
    assert!(s
        .board
        .player("alex")
        .expect("alex")
        .squad
        .contains(&"Bothan Spy".to_string()));
    assert!(
        t.step_for("pg/nico/joins-stormtrooper").is_none(),
        "Nico chose none"
    );
    assert!(pos(&t, "pg/alex/joins-bothan-spy") < pos(&t, "pg/alex/map-roll"));
}

#[test]
fn rule_pg4_telepathic_insight_and_con_artist_are_decided_in_secret_after_seeing_squads() {
    let extra = "[[character]]\nname = \"Seer\"\nabilities = [\"telepathic-insight\"]\n[[character]]\nname = \"Grifter\"\nabilities = [\"con-artist\"]\n";
    let t = run(&format!(
        "{TWO}{extra}[players.alex]\nsquad = [\"Seer\"]\n[players.nico]\nsquad = [\"Grifter\"]\n[rolls]\nalex = [3]\nnico = [9]\n{}",
        script(&[
            ("alex", "use"),
            ("nico", "do not use"),
            ("alex", "set up first"),
            ("alex", "setup area 1"),
        ])
    ));
    assert_secret_pair(
        &t,
        "pg/alex/telepathic-insight",
        "pg/nico/con-artist",
        "pg/after-seeing-reveal",
        &[("Alex", "use"), ("Nico", "do not use")],
    );
    assert!(pos(&t, "pg/squad-reveal") < pos(&t, "pg/alex/telepathic-insight"));
    assert!(pos(&t, "pg/after-seeing-reveal") < pos(&t, "pg/alex/map-roll"));
    assert_eq!(t.outcome.as_deref(), Some("Alex sets up first"));
}

#[test]
fn rule_pg6_pg8_three_players_next_highest_picks_a_position_and_the_map_chooser_takes_the_rest() {
    let t = run(&format!(
        "[match]\nseating = [\"alex\", \"nico\", \"kim\"]\nstart = \"pregame\"\nrounds = 0\n[players.alex]\nsquad = [\"Stormtrooper\"]\n[players.nico]\nsquad = [\"Stormtrooper\"]\n[players.kim]\nsquad = [\"Stormtrooper\"]\n[rolls]\nalex = [18]\nnico = [4]\nkim = [11]\n{}",
        script(&[
            ("kim", "set up 2nd"),
            ("nico", "set up 1st"),
            ("nico", "setup area 1"),
            ("kim", "setup area 2"),
        ])
    ));
    let (_, map) = t.step_for("pg/alex/map-choice").expect("map");
    assert!(map.choice.is_none(), "one map: no decision to ask");
    let (_, k) = t.step_for("pg/kim/setup-position").expect("kim");
    assert_eq!(
        k.choice.as_ref().expect("c").options,
        vec!["set up 1st", "set up 2nd", "set up 3rd"]
    );
    let (_, n) = t.step_for("pg/nico/setup-position").expect("nico");
    assert_eq!(
        n.choice.as_ref().expect("c").options,
        vec!["set up 1st", "set up 3rd"],
        "Kim's pick is gone"
    );
    let (_, a) = t.step_for("pg/alex/setup-position").expect("alex");
    assert!(
        a.choice.is_none() && a.text.contains("set up 3rd"),
        "{}",
        a.text
    );
    let (_, first) = t.step_for("pg/nico/setup").expect("setup");
    assert_eq!(first.board.setup_order, vec!["Nico", "Kim", "Alex"]);
    assert!(pos(&t, "pg/kim/setup-position") < pos(&t, "pg/nico/setup-position"));
    // PG8 sends the next player back to step 7, once per player after the first.
    assert_eq!(t.steps.iter().filter(|s| s.rules == vec!["PG8"]).count(), 2);
    assert!(pos(&t, "pg/nico/setup") < pos(&t, "pg/kim/setup"));
    assert!(pos(&t, "pg/kim/setup") < pos(&t, "pg/alex/setup"));
    assert_eq!(t.outcome.as_deref(), Some("Nico sets up first"));
}

#[test]
fn rule_pg9a_movement_is_not_decided_in_secret_but_at_9d() {
    let extra = "[[character]]\nname = \"Smuggler Boss\"\nabilities = [\"bribery\"]\n";
    let t = run(&format!(
        "{TWO}{extra}[players.alex]\nsquad = [\"Smuggler Boss\", \"Crix Madine\"]\n[players.nico]\nsquad = [\"Stormtrooper\", \"Bothan Spy\"]\n[rolls]\nalex = [14]\nnico = [9]\n{}",
        script(&[
            ("nico", "set up second"),
            ("alex", "setup area 1"),
            ("alex", "Bothan Spy from Nico"),
            ("alex", "move"),
        ])
    ));
    let (_, s) = t
        .step_for("pg/alex/bribery-after-setup-choice")
        .expect("9a");
    assert_eq!(s.rules, vec!["PG9a"]);
    assert!(t
        .steps
        .iter()
        .filter(|s| s.rules == vec!["PG9a"])
        .all(|s| s.source.as_deref().is_none_or(|x| !x.contains("Madine"))));
    let (_, m) = t.step_for("pg/alex/madine-s-commander-effect").expect("9d");
    assert_eq!(m.rules, vec!["PG9d"]);
    assert_eq!(m.choice.as_ref().expect("c").chosen, vec!["move"]);
    assert!(pos(&t, "pg/alex/bribery-after-setup") < pos(&t, "pg/alex/madine-s-commander-effect"));
}

#[test]
fn rule_pg9b_a_bribe_that_cannot_resolve_goes_back_to_9a_in_setup_order() {
    let t = library_trace("swm-bribery-race.toml");
    assert!(
        pos(&t, "pg/kim/bribery-after-setup")
            < pos(&t, "pg/alex/bribery-after-setup-cannot-resolve-1")
    );
    let (_, back) = t
        .step_for("pg/alex/bribery-after-setup-rechoice-1")
        .expect("rechoice");
    assert_eq!(back.rules, vec!["PG9a"]);
    let c = back.choice.as_ref().expect("choice");
    assert_eq!(c.chooser_id.as_deref(), Some("alex"));
    assert!(
        !c.options
            .contains(&"Grand Admiral Thrawn from Nico".to_string()),
        "Thrawn has left Nico's squad: {:?}",
        c.options
    );
    let (_, end) = t
        .step_for("pg/alex/bribery-after-setup")
        .expect("alex's bribe");
    let kim = end.board.player("kim").expect("kim");
    let alex = end.board.player("alex").expect("alex");
    assert!(kim.squad.contains(&"Grand Admiral Thrawn".to_string()));
    assert!(alex.squad.contains(&"Stormtrooper".to_string()));
}

#[test]
fn rule_pg9b_pellaeon_replaces_an_own_character_other_than_himself() {
    let t = run(&format!(
        "{TWO}[players.alex]\nsquad = [\"Admiral Gilad Pellaeon\", \"Stormtrooper\"]\nreserve = [\"Grand Admiral Thrawn\"]\n[players.nico]\nsquad = [\"Rebel Trooper\"]\n[rolls]\nalex = [14]\nnico = [9]\n{}",
        script(&[
            ("nico", "set up second"),
            ("alex", "setup area 1"),
            ("alex", "Stormtrooper for Grand Admiral Thrawn"),
        ])
    ));
    let (_, c) = t
        .step_for("pg/alex/pellaeon-s-commander-effect-choice")
        .expect("9a");
    assert_eq!(
        c.choice.as_ref().expect("c").options,
        vec!["none", "Stormtrooper for Grand Admiral Thrawn"]
    );
    let (_, s) = t
        .step_for("pg/alex/pellaeon-s-commander-effect")
        .expect("9b");
    assert_eq!(s.rules, vec!["PG9b"]);
    assert_eq!(
        s.board.player("alex").expect("alex").squad,
        vec!["Admiral Gilad Pellaeon", "Grand Admiral Thrawn"]
    );
}

#[test]
fn rule_pg10_queen_allana_adds_a_character_immediately_before_the_first_roll() {
    let t = run(&format!(
        "[match]\nseating = [\"alex\", \"nico\"]\nstart = \"pregame\"\nrounds = 1\n[players.alex]\nsquad = [\"Queen Allana Solo\"]\nreserve = [\"Chewbacca with Bowcaster\"]\n[players.nico]\nsquad = [\"Stormtrooper\"]\n[rolls]\nalex = [14, 12]\nnico = [9, 3]\n{}",
        script(&[
            ("nico", "set up second"),
            ("alex", "setup area 1"),
            ("alex", "Chewbacca with Bowcaster"),
            ("alex", "Alex"),
        ])
    ));
    let (_, s) = t
        .step_for("pg/alex/queen-allana-s-commander-effect")
        .expect("PG10");
    assert_eq!(s.rules, vec!["PG10"]);
    assert!(s
        .board
        .player("alex")
        .expect("a")
        .squad
        .contains(&"Chewbacca with Bowcaster".to_string()));
    assert!(pos(&t, "pg/alex/setup") < pos(&t, "pg/alex/queen-allana-s-commander-effect"));
    assert!(pos(&t, "pg/alex/queen-allana-s-commander-effect") < pos(&t, "pg/door-check"));
    assert!(pos(&t, "pg/door-check") < pos(&t, "r1/alex/initiative-roll-1"));
}

#[test]
fn rule_r5_a_tie_cancels_tactics_broker_for_the_round_and_the_named_check_is_rolled_again() {
    let t = run(&round(
        "[\"Muun Tactics Broker\", \"Stormtrooper\"]",
        "[\"Rebel Trooper\"]",
        "alex = [1, 9]\nnico = [1, 4]",
        &[("alex", "defeat Stormtrooper, name Nico"), ("alex", "Alex")],
        "",
    ));
    let (_, c1) = t.step_for("r2/checks-1").expect("checks 1");
    let nico = c1.board.player("nico").expect("nico");
    assert!(nico.check_is_one && nico.check == Some(1));
    let (_, tie) = t.step_for("r2/tie-1").expect("tie");
    assert_eq!(tie.rules, vec!["R5"]);
    assert!(tie
        .board
        .player("alex")
        .expect("alex")
        .cancelled
        .contains(&"Tactics Broker".to_string()));
    let (_, c2) = t.step_for("r2/checks-2").expect("checks 2");
    let nico = c2.board.player("nico").expect("nico");
    assert!(
        !nico.check_is_one,
        "the cancelled broker no longer names Nico"
    );
    assert_eq!(nico.check, Some(4));
    assert!(text(&t, "r2/initiative-decided-2").contains("Alex"));
}

#[test]
fn rule_r7_tied_master_tacticians_in_multiplayer_roll_off_without_changing_their_checks() {
    let t = run(&format!(
        "[match]\nseating = [\"alex\", \"nico\", \"kim\"]\nstart = \"round\"\nsetup_order = [\"alex\", \"nico\", \"kim\"]\n[players.alex]\nsquad = [\"Grand Admiral Thrawn\"]\n[players.nico]\nsquad = [\"Thrawn, Mitth'raw'nuruodo\"]\n[players.kim]\nsquad = [\"Stormtrooper\"]\n[rolls]\nalex = [8, 5]\nnico = [8, 17]\nkim = [19]\n{}",
        script(&[("nico", "Nico")])
    ));
    let (_, a) = t.step_for("r1/alex/tie-break-1").expect("alex rolls off");
    assert_eq!(a.rules, vec!["R7"]);
    assert!(t.step_for("r1/nico/tie-break-1").is_some());
    assert!(
        t.step_for("r1/kim/tie-break-1").is_none(),
        "Kim has no Master Tactician"
    );
    let (_, w) = t.step_for("r1/initiative-decided-1").expect("decided");
    assert_eq!(w.board.initiative_winner.as_deref(), Some("Nico"));
    assert_eq!(w.board.player("alex").expect("a").check, Some(8));
    assert_eq!(w.board.player("nico").expect("n").check, Some(8));
    assert!(
        t.step_for("r1/tie-1").is_none(),
        "Kim's 19 is the high roll: no R5 tie"
    );
}

#[test]
fn secret_decisions_are_a_window_with_no_chooser() {
    let t = library_trace("swm-doellin-wager.toml");
    fn find(n: &OrderNode, out: &mut Vec<(Option<String>, String)>) {
        match n {
            OrderNode::Window {
                chooser,
                why,
                groups,
                ..
            } => {
                out.push((chooser.clone(), why.clone()));
                for g in groups {
                    for i in &g.items {
                        find(i, out);
                    }
                }
            }
            OrderNode::Seq { children, .. } => children.iter().for_each(|c| find(c, out)),
            _ => {}
        }
    }
    let mut windows = Vec::new();
    find(&t.order, &mut windows);
    let secret: Vec<_> = windows
        .iter()
        .filter(|(_, w)| w.contains("same time"))
        .collect();
    assert!(!secret.is_empty(), "{windows:?}");
    assert!(secret.iter().all(|(c, _)| c.is_none()));
}
