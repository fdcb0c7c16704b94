//! Decisions SWM abilities leave to a player are asked, never made by the
//! engine: Intuition's and Surprise Move's "may move" (R11), Battle
//! Ready's (R13, asked of its own player, not the first player who orders
//! R13) and Lightsaber Trainer's ally and lightsaber form (PG9a, open
//! entry 19 of SWM's section of `docs/rulings-questions.md`). Each is a
//! choice point naming its chooser and every legal option; a script that
//! answers with anything else is refused with the options listed.

#[path = "common/swm.rs"]
mod swm_support;

use swm_support::{round, run, run_err, text, TWO_PLAYER_PREGAME};
use timing_window::rulesets::swm::{readings, SwmError, SwmTrace};
use timing_window::timing::ChoicePoint;

fn choice<'a>(t: &'a SwmTrace, label: &str) -> &'a ChoicePoint {
    let (_, s) = t
        .step_for(label)
        .unwrap_or_else(|| panic!("no step {label}: {:?}", t.labels()));
    s.choice
        .as_ref()
        .unwrap_or_else(|| panic!("{label} asks nothing"))
}

fn marked(t: &SwmTrace, label: &str, n: u32) -> bool {
    t.step_for(label)
        .is_some_and(|(_, s)| s.facts.readings.contains(&n))
}

/// Round 2: Alex (K'Kruhk, Intuition) wins the initiative and goes first.
fn intuition(answer: &str) -> String {
    round(
        "[\"Jedi Master K'Kruhk\"]",
        "[\"Stormtrooper\"]",
        "alex = [14]\nnico = [6]",
        &[("alex", "Alex"), ("alex", answer)],
        "",
    )
}

#[test]
fn r11_intuition_asks_its_player_whether_to_move() {
    let t = run(&intuition("move"));
    let cp = choice(&t, "r2/alex/intuition");
    assert_eq!(cp.chooser_id.as_deref(), Some("alex"));
    assert_eq!(cp.options, ["move", "do not move"]);
    assert_eq!(cp.chosen, ["move"]);
    assert_eq!(cp.rules, ["R11"]);
    assert!(text(&t, "r2/alex/intuition").contains("not simulated"));
}

#[test]
fn r11_intuition_may_be_declined() {
    let t = run(&intuition("do not move"));
    assert_eq!(choice(&t, "r2/alex/intuition").chosen, ["do not move"]);
    assert!(text(&t, "r2/alex/intuition").contains("chooses not to move"));
}

#[test]
fn r11_an_illegal_answer_to_may_move_is_refused_with_the_options() {
    match run_err(&intuition("teleport")) {
        SwmError::IllegalDecision {
            entry,
            chosen,
            step,
            options,
            ..
        } => {
            assert_eq!(entry, 2);
            assert_eq!(chosen, "teleport");
            assert_eq!(step, "R11");
            assert_eq!(options, ["move", "do not move"]);
        }
        e => panic!("expected an illegal decision, got {e}"),
    }
}

#[test]
fn r11_surprise_move_is_a_choice_too() {
    let body = round(
        "[\"Jedi Ace\"]",
        "[\"Stormtrooper\"]",
        "alex = [14]\nnico = [6]",
        &[("alex", "Alex"), ("alex", "do not move")],
        "[[character]]\nname = \"Jedi Ace\"\nabilities = [\"surprise-move\"]\n",
    );
    let t = run(&body);
    let cp = choice(&t, "r2/alex/surprise-move");
    assert_eq!(cp.chooser_id.as_deref(), Some("alex"));
    assert_eq!(cp.options, ["move", "do not move"]);
    assert_eq!(cp.chosen, ["do not move"]);
}

/// Round 1: Alex wins and goes first; Nico has a Battle-Ready Captain.
fn battle_ready(nico: &str, answer: &str) -> String {
    round(
        "[\"Rebel Trooper\"]",
        nico,
        "alex = [14]\nnico = [6]",
        &[("alex", "Alex"), ("nico", answer)],
        "[[character]]\nname = \"Battle-Ready Captain\"\nfaction = \"Rebel\"\nabilities = [\"battle-ready\"]\n",
    )
    .replace("first_round = 2", "first_round = 1")
}

#[test]
fn r13_battle_ready_is_asked_of_its_own_player() {
    // Alex is the first player and orders R13; whether the captain moves
    // is Nico's decision.
    let t = run(&battle_ready("[\"Battle-Ready Captain\"]", "move"));
    let label = "r1/nico/battle-ready-captain-battle-ready";
    let cp = choice(&t, label);
    assert_eq!(cp.chooser_id.as_deref(), Some("nico"));
    assert_eq!(cp.options, ["move", "do not move"]);
    assert_eq!(cp.chosen, ["move"]);
    assert_eq!(cp.rules, ["R13"]);
    // Alone in the squad: the group it names cannot add a move.
    assert!(!marked(&t, label, readings::CHOICES_NOT_MODELLED));
}

#[test]
fn r13_battle_ready_declined_with_others_in_the_squad_is_marked_open_19() {
    let t = run(&battle_ready(
        "[\"Battle-Ready Captain\", \"Stormtrooper\"]",
        "do not move",
    ));
    let label = "r1/nico/battle-ready-captain-battle-ready";
    assert_eq!(choice(&t, label).chosen, ["do not move"]);
    assert!(text(&t, label).contains("not asked"));
    assert!(marked(&t, label, readings::CHOICES_NOT_MODELLED));
}

/// Alex, setting up second, has a stand-in trainer (30 points) with a
/// cheaper ally, a dearer one and one of unknown cost.
fn trainer(answer: &str) -> String {
    format!(
        "{TWO_PLAYER_PREGAME}[[character]]\nname = \"Trainer\"\npoints = 30\nabilities = [\"lightsaber-trainer\"]\n[[character]]\nname = \"Padawan\"\npoints = 10\n[[character]]\nname = \"Master\"\npoints = 40\n[players.alex]\nsquad = [\"Trainer\", \"Padawan\", \"Master\", \"Luke Skywalker\"]\n[players.nico]\nsquad = [\"Stormtrooper\"]\n[rolls]\nalex = [4]\nnico = [9]\n[[script]]\nplayer = \"alex\"\nchoose = \"set up second\"\n[[script]]\nplayer = \"nico\"\nchoose = \"setup area 1\"\n[[script]]\nplayer = \"alex\"\nchoose = \"{answer}\"\n"
    )
}

const FORMS: [&str; 6] = [
    "Shii-Cho Style",
    "Makashi Style",
    "Soresu Style",
    "Ataru Style",
    "Djem So Style",
    "Niman Style",
];

#[test]
fn pg9a_lightsaber_trainer_asks_an_ally_and_a_form_marked_open_19() {
    let t = run(&trainer("Padawan, Djem So Style"));
    let cp = choice(&t, "pg/alex/lightsaber-trainer-choice");
    assert_eq!(cp.chooser_id.as_deref(), Some("alex"));
    assert_eq!(cp.rules, ["PG9a"]);
    // The dearer Master is left out; Luke's cost is not known, so he is
    // offered (open entry 19). The card says "choose": no "do not use".
    let expected: Vec<String> = ["Padawan", "Luke Skywalker"]
        .iter()
        .flat_map(|a| FORMS.iter().map(move |f| format!("{a}, {f}")))
        .collect();
    assert_eq!(cp.options, expected);
    assert_eq!(cp.chosen, ["Padawan, Djem So Style"]);
    let resolved = "pg/alex/lightsaber-trainer";
    assert!(text(&t, resolved).contains("Padawan, Djem So Style"));
    assert!(marked(&t, resolved, readings::CHOICES_NOT_MODELLED));
}

#[test]
fn pg9a_lightsaber_trainer_refuses_a_dearer_ally_or_a_plain_use() {
    for bad in ["Master, Ataru Style", "use", "do not use"] {
        match run_err(&trainer(bad)) {
            SwmError::IllegalDecision {
                chosen,
                step,
                options,
                ..
            } => {
                assert_eq!(chosen, bad);
                assert_eq!(step, "PG9a");
                assert_eq!(options.len(), 12);
            }
            e => panic!("expected an illegal decision for {bad}, got {e}"),
        }
    }
}

#[test]
fn pg9d_lightsaber_trainer_whose_ally_left_at_9b_is_refused_open_19() {
    // Nico sets up first; at 9a he swaps the Padawan out with Pellaeon and
    // names the Padawan as the trainer's ally. The guide's return to 9a is
    // written for squad changes only: the engine does not guess.
    let body = format!(
        "{TWO_PLAYER_PREGAME}[[character]]\nname = \"Trainer\"\npoints = 30\nabilities = [\"lightsaber-trainer\"]\n[[character]]\nname = \"Padawan\"\npoints = 10\n[players.alex]\nsquad = [\"Stormtrooper\"]\n[players.nico]\nsquad = [\"Trainer\", \"Padawan\", \"Admiral Gilad Pellaeon\"]\nreserve = [\"Luke Skywalker\"]\n[rolls]\nalex = [4]\nnico = [9]\n[[script]]\nplayer = \"alex\"\nchoose = \"set up second\"\n[[script]]\nplayer = \"nico\"\nchoose = \"setup area 1\"\n[[script]]\nplayer = \"nico\"\nchoose = \"Padawan for Luke Skywalker\"\n[[script]]\nplayer = \"nico\"\nchoose = \"Padawan, Ataru Style\"\n"
    );
    match run_err(&body) {
        SwmError::Unsettled { step, message } => {
            assert_eq!(step, "PG9d");
            assert!(message.contains("Padawan left Nico's squad"), "{message}");
            assert!(message.contains("open question 19"), "{message}");
        }
        e => panic!("expected the file refused, got {e}"),
    }
}
