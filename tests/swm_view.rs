//! The SWM board's view model against real runs: every step a library
//! scenario cites has a title, and the board after a roll shows the dice as
//! rolled and the die kept.

use timing_window::rulesets::swm::{self, view};

fn trace(file: &str) -> swm::SwmTrace {
    let text = std::fs::read_to_string(format!("scenarios/swm/{file}")).expect("read");
    let sc = swm::parse(file, &text).expect("parse");
    swm::run(&sc).expect("run")
}

#[test]
fn every_step_of_every_library_run_has_a_title_and_a_phase() {
    for e in std::fs::read_dir("scenarios/swm").expect("dir") {
        let p = e.expect("entry").path();
        let name = p.file_name().expect("name").to_string_lossy().to_string();
        for s in &trace(&name).steps {
            let m = view::model(&s.board);
            assert!(!m.step_title.is_empty(), "{name}: {} has no title", m.step);
            assert!(
                m.phase == "Pre-game" || m.phase.starts_with("Round "),
                "{name}"
            );
            assert_eq!(m.players.len(), s.board.players.len());
        }
    }
}

#[test]
fn the_board_after_a_foreseen_recon_roll_shows_three_dice_and_the_lowest_kept() {
    let t = trace("swm-recon-foresee.toml");
    let (_, s) = t.step_for("r2/nico/initiative-roll-1").expect("roll");
    let m = view::model(&s.board);
    let nico = m.players.iter().find(|p| p.id == "nico").expect("nico");
    assert!(
        nico.facts.contains(&(
            "Initiative dice".into(),
            "rolled 18, 15 and 4, kept 4".into()
        )),
        "{:?}",
        nico.facts
    );
    assert_eq!(m.step_title, "Initiative roll");
}

#[test]
fn the_board_after_the_first_player_is_chosen_shows_the_initiative_order() {
    let t = trace("swm-recon-foresee.toml");
    let (_, s) = t.step_for("r2/alex/first-player").expect("R10");
    let m = view::model(&s.board);
    assert_eq!(m.initiative_order.len(), 2);
    let first = &m.initiative_order[0];
    let p = m.players.iter().find(|p| p.name == *first).expect("first");
    assert!(
        p.standing.contains(&"goes 1st".to_string()),
        "{:?}",
        p.standing
    );
}
