//! The realtime game's team zones, the target player's extra time, the
//! Selections the AI makes after the global clock, and games of three or
//! more players: each test named after the digest entry it checks.

#[path = "common/realtime.rs"]
mod rt;

use rt::{board_at, errors, ok};
use timing_window::rulesets::realtime;

const TEAMS: &str = r#"format = "team"
reinforcements = { red = ["lookout"] }
[players.alex]
team = "red"
base = ["marine"]
[players.blair]
team = "red"
[players.nico]
team = "blue"
[players.dana]
team = "blue"
"#;

fn all_select(transfer_at: u32) -> String {
    format!(
        "[[turn]]\n[[turn.select]]\nplayer = \"alex\"\nat = {transfer_at}\naction = \"transfer\"\nunit = \"marine\"\n[[turn.select]]\nplayer = \"blair\"\nat = 2\naction = \"summon\"\n[[turn.select]]\nplayer = \"nico\"\nat = 3\naction = \"summon\"\n[[turn.select]]\nplayer = \"dana\"\nat = 4\naction = \"prep_field\"\n"
    )
}

#[test]
fn rule_rt_action_transfer_and_summon_use_the_team_zone_only() {
    let t = ok(&format!(
        "{TEAMS}{}[[turn.choose]]\nplayer = \"blair\"\nchoose = \"marine\"\n",
        all_select(1)
    ));
    // Blair (red) chooses between red's Lookout and the Marine Alex just
    // transferred; Nico (blue) finds blue's zone empty.
    let (_, pick) = t.step_for("blair/summon-pick-1").expect("blair picks");
    assert_eq!(
        pick.choice.as_ref().expect("choice").options,
        vec!["lookout", "marine"]
    );
    let (_, nico) = t.step_for("nico/summon-1").expect("nico's summon");
    assert!(
        nico.text
            .contains("team blue's Reinforcements Zone is empty"),
        "{}",
        nico.text
    );
    let end = board_at(&t, "victory-check-1");
    let red = end.reinforcements.iter().find(|z| z.team == "red").unwrap();
    assert_eq!(
        red.cards
            .iter()
            .map(|u| u.r#ref.as_str())
            .collect::<Vec<_>>(),
        vec!["lookout"]
    );
    assert!(end.player("nico").unwrap().base.is_empty());
    assert_eq!(end.player("blair").unwrap().base[0].r#ref, "marine");
}

#[test]
fn rule_rt_action_transfer_the_board_shows_every_team_zone() {
    let t = ok(&format!(
        "{TEAMS}{}[[turn.choose]]\nplayer = \"blair\"\nchoose = \"lookout\"\n",
        all_select(1)
    ));
    let v = realtime::view::board_view(board_at(&t, "alex/transfer-1"));
    let names: Vec<&str> = v.reinforcements.iter().map(|z| z.name.as_str()).collect();
    assert_eq!(
        names,
        vec![
            "Reinforcements Zone, team red (Alex and Blair)",
            "Reinforcements Zone, team blue (Nico and Dana)"
        ]
    );
    assert_eq!(v.reinforcements[0].units.len(), 2, "Lookout and the Marine");
    assert!(v.reinforcements[1].units.is_empty());
}

#[test]
fn rule_rt_action_transfer_one_shared_list_is_refused_with_line_and_column() {
    let body = TEAMS.replace(
        "reinforcements = { red = [\"lookout\"] }",
        "reinforcements = [\"lookout\"]",
    );
    assert_eq!(
        errors(&format!("{body}{}", all_select(1))),
        vec!["t.toml:11:18: each team has its own Reinforcements Zone: write 'reinforcements' as a table by team, e.g. reinforcements = { red = [...], blue = [...] }"]
    );
    let body = TEAMS.replace("{ red = ", "{ green = ");
    assert_eq!(
        errors(&format!("{body}{}", all_select(1))),
        vec!["t.toml:11:20: 'green' is not a team of this game: the teams are red, blue"]
    );
}

const CRIMP: &str = r#"[players.alex]
field = ["crimp", "bosun"]
[players.nico]
field = ["lookout", "deckhand"]
"#;

#[test]
fn rule_rt_clock_target_player_no_selection_no_extra_time() {
    let t = ok(
        "[players.alex]\nfield = [\"press-ganger\"]\nbase = [\"shade\"]\n[players.nico]\nfield = [\"bosun\"]\n[[turn]]\n[[turn.select]]\nplayer = \"alex\"\nat = 1\naction = \"prep_field\"\n[[turn.select]]\nplayer = \"nico\"\nat = 17\naction = \"prep_field\"\n"
    );
    // Nico's Base is empty: nothing to Select, so no 8 s, and Nico at
    // 0:17 is late on a 0:15 turn clock.
    let (_, s) = t.step_for("nico/extra-time-1").expect("the step says so");
    assert!(s.text.contains("no Selection is required"), "{}", s.text);
    assert_eq!(s.board.player("nico").unwrap().turn_clock, 15);
    assert!(t.step_for("nico/turn-clock-out-1").is_some());
}

#[test]
fn rule_rt_clock_target_player_extra_time_for_an_activated_ability_too() {
    let t = ok(&format!(
        "{CRIMP}base = [\"shade\", \"marine\"]\n[[turn]]\n[[turn.select]]\nplayer = \"alex\"\nat = 2\naction = \"activate\"\nunit = \"crimp\"\n[[turn.select]]\nplayer = \"nico\"\nat = 5\naction = \"prep_field\"\n[[turn.choose]]\nplayer = \"nico\"\nchoose = \"marine\"\n"
    ));
    let (_, extra) = t
        .step_for("nico/extra-time-activate-1")
        .expect("extra time at resolution");
    assert_eq!(extra.rules, vec!["rt-clock-target-player"]);
    let before = board_at(&t, "action-phase-ends-1")
        .player("nico")
        .unwrap()
        .turn_clock;
    assert_eq!(extra.board.player("nico").unwrap().turn_clock, before + 8);
    let (_, pick) = t
        .step_for("nico/limbo-pick-activate-1")
        .expect("nico picks");
    assert_eq!(
        pick.choice.as_ref().unwrap().chooser_id.as_deref(),
        Some("nico")
    );
    assert_eq!(
        board_at(&t, "victory-check-1")
            .player("nico")
            .unwrap()
            .limbo,
        vec!["Marine"]
    );
}

#[test]
fn rule_rt_ai_selections_after_the_global_clock_the_ai_makes_every_selection() {
    // Alex attacks in time; Nico never selects and still has player clock
    // when the global clock runs out: the AI picks Alex's attack target.
    let t = ok(&format!(
        "{CRIMP}[[turn]]\n[[turn.select]]\nplayer = \"alex\"\nat = 2\naction = \"attack\"\nunit = \"bosun\"\n[[turn.choose]]\nplayer = \"ai\"\nchoose = \"nico/deckhand\"\n"
    ));
    assert!(t.step_for("global-clock-out-1").is_some());
    let (_, end) = t.step_for("action-phase-ends-1").unwrap();
    assert!(end.rules.iter().any(|r| r == "rt-ai-selections"));
    let (_, pick) = t.step_for("alex/attack-target-1").expect("the target pick");
    let c = pick.choice.as_ref().unwrap();
    assert_eq!(c.chooser_id.as_deref(), Some("ai"));
    assert_eq!(c.options, vec!["nico/lookout", "nico/deckhand"]);
}

#[test]
fn rule_rt_ai_selections_when_every_player_selected_the_owner_picks() {
    let t = ok(&format!(
        "{CRIMP}[[turn]]\n[[turn.select]]\nplayer = \"alex\"\nat = 2\naction = \"attack\"\nunit = \"bosun\"\n[[turn.select]]\nplayer = \"nico\"\nat = 3\naction = \"prep_field\"\n[[turn.choose]]\nplayer = \"alex\"\nchoose = \"nico/deckhand\"\n"
    ));
    let (_, pick) = t.step_for("alex/attack-target-1").unwrap();
    assert_eq!(
        pick.choice.as_ref().unwrap().chooser_id.as_deref(),
        Some("alex")
    );
}

#[test]
fn rule_rt_turn_three_players_without_teams_are_refused_with_the_way_to_write_them() {
    let e = errors("[players.alex]\n[players.nico]\n[players.kim]\n[[turn]]\n");
    assert_eq!(e.len(), 1, "{e:?}");
    assert!(
        e[0].contains("a duel has 2 players, not 3: for 3 to 6 players write format = \"team\""),
        "{}",
        e[0]
    );
}

#[test]
fn rule_rt_turn_three_players_each_a_team_of_one_play_a_turn() {
    let t = ok("format = \"team\"\n[players.alex]\nteam = \"a\"\nfield = [\"bosun\"]\n[players.nico]\nteam = \"n\"\nfield = [\"lookout\"]\n[players.kim]\nteam = \"k\"\nfield = [\"deckhand\"]\n[[turn]]\n[[turn.select]]\nplayer = \"alex\"\nat = 1\naction = \"attack\"\nunit = \"bosun\"\n[[turn.select]]\nplayer = \"nico\"\nat = 2\naction = \"prep_field\"\n[[turn.select]]\nplayer = \"kim\"\nat = 3\naction = \"prep_field\"\n[[turn.choose]]\nplayer = \"alex\"\nchoose = \"kim/deckhand\"\n");
    let (_, pick) = t.step_for("alex/attack-target-1").unwrap();
    assert_eq!(
        pick.choice.as_ref().unwrap().options,
        vec!["nico/lookout", "kim/deckhand"],
        "every other player is a foe"
    );
    assert_eq!(board_at(&t, "victory-check-1").reinforcements.len(), 3);
}
