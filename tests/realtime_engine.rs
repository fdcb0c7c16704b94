//! The realtime engine, step by step: resolution order, each action and
//! ability, the clocks on the board, and the typed errors for a script
//! that is missing or illegal.

#[path = "common/realtime.rs"]
mod rt;

use rt::{board_at, ok, pos, run};

const TEAM: &str = r#"format = "team"
[players.alex]
team = "red"
base = ["marine"]
field = ["grappler"]
[players.blair]
team = "red"
field = ["bosun"]
[players.nico]
team = "blue"
field = [{ card = "lookout", prepped = false }]
[players.dana]
team = "blue"
base = ["deckhand"]
field = ["cutpurse"]
"#;

#[test]
fn rule_rt_resolve_order_kinds_not_player_numbers_or_times() {
    // Player 1 selects summon first; player 4 selects visible deploy last.
    let t = ok(&format!(
        r#"{TEAM}
[[turn]]
[[turn.select]]
player = "alex"
at = 1
action = "transfer"
unit = "marine"
[[turn.select]]
player = "blair"
at = 2
action = "attack"
unit = "bosun"
[[turn.select]]
player = "nico"
at = 3
action = "prep_field"
[[turn.select]]
player = "dana"
at = 4
action = "visible_deploy"
unit = "deckhand"
[[turn.choose]]
player = "blair"
choose = "dana/deckhand"
"#
    ));
    let order: Vec<usize> = [
        "dana/visible-deploy-1",
        "nico/prep-field-1",
        "blair/attack-1",
        "alex/transfer-1",
    ]
    .iter()
    .map(|l| pos(&t, l))
    .collect();
    assert!(order.windows(2).all(|w| w[0] < w[1]), "{:?}", t.labels());
    // The deploy resolved first, so the attack could target the deployed unit.
    let dana = board_at(&t, "victory-check-1").player("dana").unwrap();
    assert_eq!(
        dana.field
            .iter()
            .find(|u| u.r#ref == "deckhand")
            .unwrap()
            .life,
        1
    );
    // Alex's transfer went into Alex's team's zone, not the other team's.
    let end = board_at(&t, "victory-check-1");
    let red = end.reinforcements.iter().find(|z| z.team == "red").unwrap();
    assert_eq!(red.cards.len(), 1);
    let blue = end
        .reinforcements
        .iter()
        .find(|z| z.team == "blue")
        .unwrap();
    assert!(blue.cards.is_empty());
}

#[test]
fn rule_rt_action_activate_tap_foe_taps_the_chosen_unit() {
    let t = ok(&format!(
        r#"{TEAM}
[[turn]]
[[turn.select]]
player = "alex"
at = 1
action = "activate"
unit = "grappler"
[[turn.select]]
player = "blair"
at = 3
action = "prep_field"
[[turn.select]]
player = "nico"
at = 3
action = "prep_field"
[[turn.select]]
player = "dana"
at = 3
action = "prep_field"
[[turn.choose]]
player = "alex"
choose = "dana/cutpurse"
"#
    ));
    // Everyone selects in time: the owner, not the AI, picks the target
    // (after a phase the global clock ends, the AI would: rt-ai-selections).
    let b = board_at(&t, "victory-check-1");
    assert!(!b.player("dana").unwrap().field[0].prepped);
    assert!(
        !b.player("alex").unwrap().field[0].prepped,
        "the Grappler taps"
    );
    let c = t
        .step_for("alex/tap-target-1")
        .unwrap()
        .1
        .choice
        .clone()
        .unwrap();
    assert_eq!(c.options, vec!["nico/lookout", "dana/cutpurse"]);
}

const ALEX_PREPS: &str =
    "\n[[turn]]\n[[turn.select]]\nplayer = \"alex\"\nat = 1\naction = \"prep_field\"\n";

const DUEL: &str = r#"[players.alex]
field = ["broadside-gunner", { card = "lookout", prepped = false }]
base = ["deckhand", "cutpurse", "bosun", "marine", "shade"]
hq = 1
[players.nico]
field = ["marine", "lookout"]
base = ["deckhand"]
hq = 2
"#;

#[test]
fn rule_rt_action_activate_group_attack_hits_every_foe_unit() {
    let t = ok(&format!(
        "{DUEL}\n[[turn]]\n[[turn.select]]\nplayer = \"alex\"\nat = 1\naction = \"activate\"\nunit = \"broadside-gunner\"\n"
    ));
    let nico = board_at(&t, "turn-end-1").player("nico").unwrap();
    // Offense 2 against Marine's Defense 2: no damage; against Lookout's 1: 1.
    assert_eq!(nico.field[0].life, 4);
    assert_eq!(nico.field[1].life, 1);
}

#[test]
fn rule_rt_quarter_draws_up_to_the_billet_or_the_hq() {
    let t = ok(&format!(
        "{DUEL}\n[[turn]]\n[[turn.select]]\nplayer = \"alex\"\nat = 1\naction = \"prep_field\"\n[[turn.select]]\nplayer = \"nico\"\nat = 2\naction = \"prep_base\"\n"
    ));
    let nico = board_at(&t, "victory-check-1").player("nico").unwrap();
    assert_eq!(
        (nico.base.len(), nico.hq),
        (3, 0),
        "1 card + the HQ's 2, short of the billet 4"
    );
    let alex = board_at(&t, "victory-check-1").player("alex").unwrap();
    assert!(
        alex.field.iter().all(|u| u.prepped),
        "prep field preps the tapped Lookout"
    );
}

#[test]
fn rule_rt_default_action_ai_selects_the_discards() {
    let t = ok(&format!(
        "{DUEL}\n[[turn]]\n[[turn.select]]\nplayer = \"nico\"\nat = 1\naction = \"prep_field\"\n[[turn.choose]]\nplayer = \"ai\"\nchoose = \"shade\"\n"
    ));
    let c = t
        .step_for("alex/quarter-discard-1")
        .unwrap()
        .1
        .choice
        .clone()
        .unwrap();
    assert_eq!(c.chooser, "AI");
    assert!(board_at(&t, "victory-check-1")
        .player("alex")
        .unwrap()
        .limbo
        .contains(&"Shade".to_string()));
}

#[test]
fn rule_rt_clock_player_the_board_shows_the_clocks_at_each_step() {
    let t = ok(&format!(
        "{DUEL}\n[[turn]]\n[[turn.select]]\nplayer = \"alex\"\nat = 4\naction = \"prep_field\"\n[[turn.select]]\nplayer = \"nico\"\nat = \"0:21\"\naction = \"prep_field\"\n"
    ));
    let b = board_at(&t, "alex/select-1");
    assert_eq!((b.time, b.global_clock), (4, 26));
    assert_eq!(b.player("nico").unwrap().turn_clock, 11);
    let b = board_at(&t, "nico/player-clock-starts-1");
    let nico = b.player("nico").unwrap();
    assert!(
        nico.turn_clock_out && nico.player_clock_running,
        "the UI blinks this player clock"
    );
    assert_eq!(
        (nico.turn_clock, nico.player_clock, b.global_clock),
        (0, 60, 15)
    );
    assert!(!b.player("alex").unwrap().turn_clock_out);
    let b = board_at(&t, "nico/select-1");
    assert_eq!(b.player("nico").unwrap().player_clock, 54);
    assert!(!b.player("nico").unwrap().player_clock_running);
    assert_eq!(board_at(&t, "turn-start-1").step_kind, "turn_start");
}

#[test]
fn rule_rt_chuted_only_at_the_end_of_the_turn() {
    let t = ok(&format!(
        "{DUEL}\n[[turn]]\n[[turn.select]]\nplayer = \"alex\"\nat = 1\naction = \"activate\"\nunit = \"broadside-gunner\"\n[[turn.select]]\nplayer = \"nico\"\nat = 2\naction = \"attack\"\nunit = \"marine\"\n[[turn.choose]]\nplayer = \"nico\"\nchoose = \"alex/lookout\"\n"
    ));
    // Attack (5) resolves before activate (6); the hit Lookout stays put.
    assert!(pos(&t, "nico/attack-1") < pos(&t, "alex/activate-1"));
    assert!(board_at(&t, "alex/activate-1")
        .player("alex")
        .unwrap()
        .field
        .iter()
        .any(|u| u.life <= 0));
    assert!(t.step_for("alex/lookout-chuted-1").is_some());
    assert!(pos(&t, "alex/lookout-chuted-1") > pos(&t, "turn-end-1"));
}

#[test]
fn rt_script_a_missing_decision_names_the_step_and_the_options() {
    let e = run(&format!(
        "{DUEL}{ALEX_PREPS}\n[[turn.select]]\nplayer = \"nico\"\nat = 1\naction = \"attack\"\nunit = \"marine\"\n"
    ))
    .unwrap_err();
    assert_eq!(e.at, "nico/attack-target-1");
    assert_eq!(e.options, vec!["alex/broadside-gunner", "alex/lookout"]);
    assert!(
        e.to_string()
            .contains("the script has no decision for Nico"),
        "{e}"
    );
}

#[test]
fn rt_script_an_illegal_selection_lists_the_legal_ones() {
    let e = run(&format!(
        "{DUEL}\n[[turn]]\n[[turn.select]]\nplayer = \"alex\"\nat = 1\naction = \"attack\"\nunit = \"lookout\"\n"
    ))
    .unwrap_err();
    assert_eq!(e.at, "alex/select-1");
    assert!(e.options.contains(&"attack broadside-gunner".to_string()));
    assert!(
        !e.options.contains(&"attack lookout".to_string()),
        "the Lookout is tapped"
    );
    assert!(
        !e.options.iter().any(|o| o.starts_with("stealth_deploy")),
        "no hidden ally"
    );
}

#[test]
fn rt_script_an_illegal_or_unused_decision_is_an_error() {
    let illegal = run(&format!(
        "{DUEL}{ALEX_PREPS}\n[[turn.select]]\nplayer = \"nico\"\nat = 1\naction = \"attack\"\nunit = \"marine\"\n[[turn.choose]]\nplayer = \"nico\"\nchoose = \"alex/kraken\"\n"
    ))
    .unwrap_err();
    assert!(illegal
        .message
        .contains("'alex/kraken' is not a legal option"));
    let wrong = run(&format!(
        "{DUEL}{ALEX_PREPS}\n[[turn.select]]\nplayer = \"nico\"\nat = 1\naction = \"attack\"\nunit = \"marine\"\n[[turn.choose]]\nplayer = \"alex\"\nchoose = \"alex/lookout\"\n"
    ))
    .unwrap_err();
    assert!(wrong.message.contains("but Nico decides here"), "{wrong}");
    let unused = run(&format!(
        "{DUEL}\n[[turn]]\n[[turn.select]]\nplayer = \"alex\"\nat = 1\naction = \"prep_field\"\n[[turn.select]]\nplayer = \"nico\"\nat = 1\naction = \"prep_field\"\n[[turn.choose]]\nplayer = \"nico\"\nchoose = \"x\"\n"
    ))
    .unwrap_err();
    assert!(unused.message.contains("never asked for"), "{unused}");
}

#[test]
fn rule_rt_victory_check_a_turn_after_the_game_ended_is_an_error() {
    let e = run(&format!(
        "{DUEL}\n[clocks]\nplayer = 5\n[[turn]]\n[[turn.select]]\nplayer = \"alex\"\nat = 1\naction = \"prep_field\"\n[[turn]]\n"
    ))
    .unwrap_err();
    assert_eq!(e.at, "turn 2");
    assert!(e.message.contains("Nico loses on time"), "{e}");
}

#[test]
fn rule_rt_action_summon_from_an_empty_zone_brings_nothing() {
    let t = ok(&format!(
        "{TEAM}\n[[turn]]\n[[turn.select]]\nplayer = \"nico\"\nat = 1\naction = \"summon\"\n"
    ));
    let (_, s) = t.step_for("nico/summon-1").unwrap();
    assert!(s.text.contains("empty"), "{}", s.text);
    assert!(s.board.player("nico").unwrap().base.is_empty());
}

#[test]
fn rule_rt_start_effects_target_player_is_picked_among_several_foes() {
    let t = ok(r#"format = "team"
[players.alex]
team = "red"
field = ["press-ganger"]
[players.blair]
team = "red"
[players.nico]
team = "blue"
base = ["marine", "lookout"]
[players.dana]
team = "blue"
base = ["deckhand"]
[[turn]]
[[turn.choose]]
player = "alex"
choose = "nico"
[[turn.choose]]
player = "nico"
choose = "lookout"
"#);
    assert_eq!(
        board_at(&t, "nico/extra-time-1")
            .player("nico")
            .unwrap()
            .turn_clock,
        23
    );
    assert_eq!(
        board_at(&t, "nico/extra-time-1")
            .player("dana")
            .unwrap()
            .turn_clock,
        15
    );
    assert!(pos(&t, "alex/press-ganger-target-1") < pos(&t, "nico/extra-time-1"));
    // Nobody selects: Nico's turn clock runs out 8 s after the others'.
    assert_eq!(board_at(&t, "nico/turn-clock-out-1").time, 23);
    assert_eq!(board_at(&t, "dana/turn-clock-out-1").time, 15);
}

#[test]
fn rule_rt_resolve_order_owner_and_source_as_the_page_defines() {
    let t = ok(&format!(
        r#"{TEAM}
[[turn]]
[[turn.select]]
player = "alex"
at = 1
action = "transfer"
unit = "marine"
[[turn.select]]
player = "blair"
at = 2
action = "attack"
unit = "bosun"
[[turn.select]]
player = "nico"
at = 3
action = "prep_field"
[[turn.select]]
player = "dana"
at = 3
action = "prep_field"
[[turn.choose]]
player = "blair"
choose = "dana/cutpurse"
"#
    ));
    let (_, transfer) = t.step_for("alex/transfer-1").unwrap();
    assert_eq!(transfer.player.as_deref(), Some("Alex"));
    assert_eq!(transfer.source, None, "a transfer has no SOURCE");
    let (_, attack) = t.step_for("blair/attack-1").unwrap();
    assert_eq!(attack.player.as_deref(), Some("Blair"));
    assert_eq!(attack.source.as_deref(), Some("Bosun"), "the attacker");
}
