//! Readings (`[[reading]]`): where an answer rests on a reading that neither
//! the CR v7.0 text nor a dated ruling settles, the scenario says so, and the
//! open questions of `docs/rulings-questions.md` stay in step with the
//! scenarios that depend on them.

use timing_window::rulesets::swu::cards::CardPool;
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

/// The entries of `docs/rulings-questions.md`: (number, text).
fn ruling_questions() -> Vec<(u32, String)> {
    let doc = std::fs::read_to_string("docs/rulings-questions.md").unwrap();
    let mut out: Vec<(u32, String)> = Vec::new();
    // The SWU questions come first; the other rulesets' sections (each under
    // a `## ` heading) number their own and are not about SWU scenarios.
    for line in doc.lines().take_while(|l| !l.starts_with("## ")) {
        let number = line
            .split_once(". ")
            .and_then(|(n, _)| n.parse::<u32>().ok());
        match (number, out.last_mut()) {
            (Some(n), _) => out.push((n, line.to_string())),
            (None, Some((_, text))) if !line.starts_with('#') => {
                text.push('\n');
                text.push_str(line);
            }
            _ => {}
        }
    }
    out
}

fn library_ids() -> Vec<String> {
    let mut ids: Vec<String> = std::fs::read_dir("scenarios")
        .unwrap()
        .filter_map(|e| {
            let p = e.ok()?.path();
            if p.extension()? != "toml" {
                return None;
            }
            Some(p.file_stem()?.to_string_lossy().into_owned())
        })
        .collect();
    ids.sort();
    ids
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
fn every_scenario_an_open_ruling_question_names_carries_a_reading() {
    let questions = ruling_questions();
    assert!(questions.len() >= 18, "{} entries", questions.len());
    let ids = library_ids();
    let mut named = Vec::new();
    for (n, text) in questions.iter().filter(|(_, t)| t.contains("**Open")) {
        for id in ids.iter().filter(|id| names(text, id)) {
            let s = load_file(id);
            assert!(
                !s.readings.is_empty(),
                "open ruling question {n} names scenarios/{id}.toml, which carries no [[reading]]"
            );
            named.push(id.clone());
        }
    }
    // The phase-moment order and the control change are open and named.
    for id in [
        "sneak-attack-aphra",
        "change-of-heart-contracted-hunter",
        "delayed-effect-after-its-point",
    ] {
        assert!(named.iter().any(|n| n == id), "no open question names {id}");
    }
}

#[test]
fn every_ruling_question_says_whether_it_is_answered_or_open() {
    // Questions 1, 2, 7 and 16 are the engine's to close; the rest carry a
    // status this pass gave them.
    for (n, text) in ruling_questions() {
        if [1, 2, 7, 16].contains(&n) {
            continue;
        }
        assert!(
            text.contains("**Open") || text.contains("**Answered"),
            "question {n} has no status:\n{text}"
        );
    }
}
