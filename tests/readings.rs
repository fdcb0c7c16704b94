//! Readings (`[[reading]]`): where an answer rests on a reading that neither
//! the CR v7.0 text nor a dated ruling settles, the scenario says so, and the
//! open questions of `docs/rulings-questions.md` stay in step with the
//! scenarios that depend on them.

mod rulings_doc;

use rulings_doc::{game_of_section, library, sections, GAMES};
use timing_window::rulesets::swu::cards::CardPool;
use timing_window::rulesets::Bundled;
use timing_window::scenario::{self, Diagnostic, Scenario};

fn load_file(id: &str) -> Scenario {
    let pool = CardPool::bundled().expect("bundled cards load");
    let path = format!("scenarios/{id}.toml");
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    scenario::load(&path, &text, &pool).unwrap_or_else(|d| panic!("{path}: {d:#?}"))
}

/// The slice without its readings, and with `extra` appended instead.
fn slice_with(extra: &str) -> String {
    let text = std::fs::read_to_string("scenarios/sneak-attack-aphra.toml").unwrap();
    let base = match text.find("\n[[reading]]") {
        Some(i) => &text[..i],
        None => &text[..],
    };
    format!("{base}\n{extra}")
}

fn load_with(extra: &str) -> Result<Scenario, Vec<Diagnostic>> {
    let pool = CardPool::bundled().unwrap();
    scenario::load("x.toml", &slice_with(extra), &pool)
}

#[test]
fn a_reading_is_carried_in_the_model_with_the_questions_it_bears_on() {
    let s = load_file("sneak-attack-aphra");
    assert_eq!(s.readings.len(), 1);
    let r = &s.readings[0];
    assert!(r.follows.contains("Inferno Four"), "{r:?}");
    assert!(r.why.contains("lesson"), "{r:?}");
    assert!(r.other.contains("7.6.9"), "{r:?}");
    assert_eq!(r.questions, ["order"]);
    assert_eq!(s.readings_for("order").count(), 1);
    // The delayed-effect question is settled by 7.7.4b: no reading.
    assert_eq!(s.readings_for("why-first").count(), 0);
}

#[test]
fn a_reading_missing_a_part_is_reported_at_its_table_with_line_and_column() {
    let extra = "[[reading]]\ntopic = \"t\"\nfollows = \"f\"\n";
    let table_line = 1 + slice_with(extra)
        .lines()
        .position(|l| l == "[[reading]]")
        .expect("the table is in the file");
    let d = load_with(extra).unwrap_err();
    let messages: Vec<String> = d.iter().map(|d| d.to_string()).collect();
    for key in ["why", "other"] {
        let want = format!(
            "x.toml:{table_line}:1: missing key `{key}` in `reading[0]`: expected a string"
        );
        assert!(messages.contains(&want), "{messages:#?}");
    }
    assert_eq!(d.len(), 2, "{messages:#?}");
}

#[test]
fn a_reading_with_an_empty_part_or_an_unknown_question_is_refused_with_suggestions() {
    let d = load_with(
        "[[reading]]\ntopic = \"t\"\nfollows = \"f\"\nwhy = \"  \"\nother = \"o\"\nquestions = [\"ordre\", \"nope\"]\n",
    )
    .unwrap_err();
    let texts: Vec<String> = d
        .iter()
        .map(|d| {
            format!(
                "{} ({})",
                d.message,
                d.suggestion.clone().unwrap_or_default()
            )
        })
        .collect();
    assert!(
        texts
            .iter()
            .any(|t| t.starts_with("the reading's `why` is empty (name the source")),
        "{texts:#?}"
    );
    assert!(
        texts.contains(&"no question has the id 'ordre' (did you mean 'order'?)".to_string()),
        "{texts:#?}"
    );
    assert!(
        texts
            .iter()
            .any(|t| t
                .starts_with("no question has the id 'nope' (the questions are: order, why-first")),
        "{texts:#?}"
    );
    // Every problem has a place: the value's line and column.
    assert!(d.iter().all(|d| d.line > 0 && d.column > 0), "{d:#?}");
}

#[test]
fn a_reading_of_the_wrong_shape_is_caught_by_the_schema_pass() {
    let d = load_with("[[reading]]\ntopic = 3\nfollows = \"f\"\nwhy = \"w\"\nother = \"o\"\nquestion = [\"order\"]\n")
        .unwrap_err();
    let m: Vec<&str> = d.iter().map(|d| d.message.as_str()).collect();
    assert!(
        m.contains(&"`reading[0].topic` must be a string, not an integer"),
        "{m:#?}"
    );
    let unknown = d
        .iter()
        .find(|d| d.message == "unknown key `question` in `reading[0]`")
        .unwrap_or_else(|| panic!("{m:#?}"));
    assert_eq!(
        unknown.suggestion.as_deref(),
        Some("did you mean `questions`?")
    );
}

#[test]
fn rule_7_7_4f_scenario_names_its_edition_and_the_announced_change() {
    let s = load_file("delayed-effect-after-its-point");
    assert_eq!(s.meta.rules_edition, "CR v7.0");
    let edition = s
        .readings
        .iter()
        .find(|r| r.follows.contains("7.7.4f"))
        .expect("a reading on 7.7.4f's edition");
    assert!(edition.follows.contains("CR v7.0"), "{edition:?}");
    assert!(edition.why.contains("next edition"), "{edition:?}");
    assert!(edition.why.contains("cancelled"), "{edition:?}");
    assert!(edition.other.contains("Never"), "{edition:?}");
    // The explanation of the ordering question says it too.
    let order = s.questions.iter().find(|q| q.id() == "order").unwrap();
    let explanation = match order {
        scenario::Question::Order { explanation, .. } => explanation,
        _ => panic!("`order` is an ordering question"),
    };
    assert!(explanation.contains("CR v7.0"), "{explanation}");
    assert!(
        explanation.contains("next edition cancels"),
        "{explanation}"
    );
    // Both questions that rest on it show the note.
    assert!(s.readings_for("order").any(|r| std::ptr::eq(r, edition)));
    assert!(s.readings_for("when").any(|r| std::ptr::eq(r, edition)));
}

/// Does `text` name the scenario `id` (not as part of a longer id)?
fn names(text: &str, id: &str) -> bool {
    text.match_indices(id).any(|(i, _)| {
        let before = text[..i].chars().next_back();
        let after = text[i + id.len()..].chars().next();
        let edge = |c: Option<char>| !c.is_some_and(|c| c.is_ascii_alphanumeric() || c == '-');
        edge(before) && edge(after)
    })
}

#[test]
fn every_open_ruling_question_names_exactly_the_scenarios_the_engine_finds_resting_on_it() {
    let sections = sections();
    let library = library();
    for section in &sections {
        let game = game_of_section(&section.heading);
        assert!(
            section.entries.len() >= 8,
            "{}: {} entries",
            section.heading,
            section.entries.len()
        );
        // A game's entries name that game's scenarios; its marks are read
        // in its own section.
        let own: Vec<_> = library.iter().filter(|m| m.game == game.slug).collect();
        assert!(!own.is_empty(), "{}: no library scenario", game.slug);
        for e in &section.entries {
            let named: Vec<&str> = own
                .iter()
                .filter(|m| names(&e.text, &m.id))
                .map(|m| m.id.as_str())
                .collect();
            let found: Vec<&str> = own
                .iter()
                .filter(|m| m.marks.contains_key(&e.number))
                .map(|m| m.id.as_str())
                .collect();
            if e.open {
                assert_eq!(
                    named, found,
                    "{} entry {}: docs/rulings-questions.md names {named:?}, the engine finds {found:?} resting on it",
                    section.heading, e.number
                );
            } else {
                assert!(
                    found.is_empty(),
                    "{} entry {} is not open, but the engine marks steps of {found:?} with it",
                    section.heading,
                    e.number
                );
            }
        }
        // Every mark is an open entry of the game's own section.
        for m in &own {
            for n in m.marks.keys() {
                assert!(
                    section.entries.iter().any(|e| e.number == *n && e.open),
                    "{}: the engine marks entry {n}, which is not an open entry of \"{}\"",
                    m.file,
                    section.heading
                );
            }
        }
    }
    // The phase-moment order, the 7.7.4f point and the control change are
    // found in the SWU scenarios that rest on them; a lone Wager success in
    // SWM's; the AI's Selections in the real-time game's.
    let has = |id: &str, n: u32| {
        library
            .iter()
            .any(|m| m.id == id && m.marks.contains_key(&n))
    };
    assert!(has("sneak-attack-aphra", 21));
    assert!(has("bounty-at-regroup-start", 21));
    assert!(has("delayed-effect-after-its-point", 21));
    assert!(has("delayed-effect-after-its-point", 11));
    assert!(has("change-of-heart-contracted-hunter", 10));
    assert!(has("swm-wager-alone", 3));
    assert!(has("rt-global-clock-ai-selects", 4));
}

#[test]
fn each_game_accepts_exactly_the_open_entries_of_its_own_section() {
    let sections = sections();
    for game in &GAMES {
        let section = sections
            .iter()
            .find(|s| s.heading == game.open.section)
            .unwrap_or_else(|| panic!("no section \"{}\"", game.open.section));
        let open: Vec<u32> = section
            .entries
            .iter()
            .filter(|e| e.open)
            .map(|e| e.number)
            .collect();
        assert_eq!(
            open, game.open.numbers,
            "{}: the loader's open entries differ from the document's",
            game.slug
        );
        for n in game.marked {
            assert!(
                game.open.numbers.contains(n),
                "{}: marks entry {n}, which is not open",
                game.slug
            );
        }
    }
}

/// A library file with `extra` appended, and the text as loaded.
fn with_reading(
    path: &str,
    extra: &str,
) -> (
    String,
    Result<timing_window::rulesets::Prepared, Vec<Diagnostic>>,
) {
    let text = std::fs::read_to_string(path).unwrap();
    let text = format!("{}\n{extra}", text.trim_end());
    let pool = Bundled::bundled().unwrap();
    let prepared = scenario::prepare("x.toml", &text, &pool);
    (text, prepared)
}

#[test]
fn a_reading_s_open_number_is_read_in_its_own_game_s_section() {
    let reading = |n: u32| {
        format!(
            "[[reading]]\ntopic = \"t\"\nfollows = \"f\"\nwhy = \"w\"\nother = \"o\"\nopen = {n}\n"
        )
    };
    // SWM numbers sixteen open entries; 22 is an SWU entry, not one of them.
    let (text, prepared) = with_reading("scenarios/swm/swm-wager-alone.toml", &reading(22));
    let d = prepared.unwrap_err();
    let line = 1 + text.lines().position(|l| l == "open = 22").unwrap();
    let m: Vec<String> = d.iter().map(|d| d.to_string()).collect();
    assert!(
        m.iter().any(|m| m.starts_with(&format!(
            "x.toml:{line}:8: open = 22 is not an open entry of the \"Star Wars Miniatures: pre-game and beginning of round\" section of docs/rulings-questions.md"
        ))),
        "{m:#?}"
    );
    assert!(
        d.iter().any(|d| d
            .suggestion
            .as_deref()
            .is_some_and(|s| s.starts_with("its open entries are: 1, 2, 3"))),
        "{d:#?}"
    );
    // SWU's entry 1 is answered: no reading may rest on it.
    let d = with_reading("scenarios/sneak-attack-aphra.toml", &reading(1))
        .1
        .unwrap_err();
    assert!(
        d.iter().any(|d| d
            .message
            .starts_with("open = 1 is not an open entry of the \"Star Wars: Unlimited\" section")),
        "{d:#?}"
    );
    // An open entry of the file's own game loads.
    let (_, prepared) = with_reading("scenarios/realtime/rt-nobody-selects.toml", &reading(12));
    assert!(prepared.is_ok(), "{:#?}", prepared.err());
}

#[test]
fn rule_7_7_4b_a_question_on_what_a_delayed_effect_triggers_needs_its_reading() {
    // bounty-at-regroup-start without its reading: both questions that rest
    // on the Bounty's place (open question 21) are refused at their `kind`.
    let text = std::fs::read_to_string("scenarios/bounty-at-regroup-start.toml").unwrap();
    let cut = text
        .find("\n# --- Readings")
        .expect("the file has readings");
    let pool = CardPool::bundled().unwrap();
    let d = scenario::load("x.toml", &text[..cut], &pool).unwrap_err();
    let messages: Vec<String> = d.iter().map(|d| d.message.clone()).collect();
    for q in ["order", "why-bounty-first"] {
        assert!(
            messages.iter().any(|m| m.starts_with(&format!(
                "question '{q}' rests on a step that follows the engine's reading of open ruling question 21"
            ))),
            "{messages:#?}"
        );
    }
    // Who collects the Bounty does not depend on its place: no reading needed.
    assert!(
        !messages.iter().any(|m| m.contains("'who-bounty'")),
        "{messages:#?}"
    );
    assert_eq!(d.len(), 2, "{messages:#?}");
    assert!(d.iter().all(|d| d.line > 0 && d.column > 0));
}

#[test]
fn every_ruling_question_says_whether_it_is_answered_or_open() {
    // SWU's questions 1, 2, 7 and 16 are the engine's to close; every other
    // entry of every game carries a status.
    for section in sections() {
        let swu = game_of_section(&section.heading).slug == "swu";
        for e in &section.entries {
            if swu && [1, 2, 7, 16].contains(&e.number) {
                continue;
            }
            assert!(
                e.text.contains("**Open") || e.text.contains("**Answered"),
                "{} entry {} has no status:\n{}",
                section.heading,
                e.number,
                e.text
            );
        }
    }
}
