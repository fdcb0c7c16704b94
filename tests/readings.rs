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

/// The open ruling questions each library scenario's run follows a reading
/// of, found by the engine: the numbers its steps carry.
fn marked_by_the_engine() -> Vec<(String, std::collections::BTreeSet<u32>)> {
    let pool = CardPool::bundled().expect("bundled cards load");
    library_ids()
        .into_iter()
        .map(|id| {
            let path = format!("scenarios/{id}.toml");
            let text = std::fs::read_to_string(&path).unwrap();
            let p =
                scenario::prepare(&path, &text, &pool).unwrap_or_else(|d| panic!("{path}: {d:#?}"));
            let marks = p
                .trace
                .steps
                .iter()
                .flat_map(|s| s.facts.readings.iter().copied())
                .collect();
            (id, marks)
        })
        .collect()
}

#[test]
fn every_open_ruling_question_names_exactly_the_scenarios_the_engine_finds_resting_on_it() {
    let questions = ruling_questions();
    assert!(questions.len() >= 18, "{} entries", questions.len());
    let ids = library_ids();
    let marked = marked_by_the_engine();
    for (n, text) in &questions {
        let open = text.contains("**Open");
        let named: Vec<&String> = ids.iter().filter(|id| names(text, id)).collect();
        let found: Vec<&String> = marked
            .iter()
            .filter(|(_, m)| m.contains(n))
            .map(|(id, _)| id)
            .collect();
        if open {
            assert_eq!(
                named, found,
                "open ruling question {n}: docs/rulings-questions.md names {named:?}, the engine finds {found:?} resting on it"
            );
        } else {
            assert!(
                found.is_empty(),
                "ruling question {n} is not open, but the engine marks steps of {found:?} with it"
            );
        }
    }
    // Every mark is an entry of the document.
    for (id, m) in &marked {
        for n in m {
            assert!(
                questions.iter().any(|(q, _)| q == n),
                "scenarios/{id}.toml: the engine marks open ruling question {n}, which the document does not have"
            );
        }
    }
    // The phase-moment order, the 7.7.4f point and the control change are
    // found in the scenarios that rest on them.
    let has = |id: &str, n: u32| marked.iter().any(|(i, m)| i == id && m.contains(&n));
    assert!(has("sneak-attack-aphra", 21));
    assert!(has("bounty-at-regroup-start", 21));
    assert!(has("delayed-effect-after-its-point", 21));
    assert!(has("delayed-effect-after-its-point", 11));
    assert!(has("change-of-heart-contracted-hunter", 10));
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
