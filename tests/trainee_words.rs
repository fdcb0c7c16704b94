//! What a trainee reads holds no engine label (`maz-kanata/you-play-unit`)
//! and no snake_case key (`visible_deploy`): every library scenario of the
//! three games, its lesson (what both apps show, the prepared lesson
//! included: `tests/prepared.rs` holds the two equal), the "What if…?"
//! buttons at each choice point, and generated practice over many seeds
//! (issue 24, "Words").
//!
//! Labels stay the engine's and the scripts' keys; choice points carry
//! each option's name beside it (`ChoicePoint::names`), and every sentence
//! a page builds from a decision reads the names.

use timing_window::rulesets::swu::cards::CardPool;
use timing_window::rulesets::swu::generate::{self, TEMPLATES};
use timing_window::scenario::lesson::Lesson;
use timing_window::scenario::{self, Question};
use timing_window::timing::branch::alternatives;
use timing_window::timing::Constraint;

/// The internal words in `text`: an engine label (two slugs joined by a
/// slash, `x/y`), a snake_case key, or a copy counter (`yoda#2`).
fn internal_words(text: &str) -> Vec<String> {
    let slug = |w: &str| {
        !w.is_empty()
            && w.chars()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-' || c == '#')
            && w.starts_with(|c: char| c.is_ascii_lowercase())
    };
    text.split(|c: char| c.is_whitespace() || "()[],;:.\"'“”!?".contains(c))
        .filter(|w| {
            let label =
                *w != "and/or" && w.split_once('/').is_some_and(|(a, b)| slug(a) && slug(b));
            let snake = w.contains('_')
                && w.split('_').all(|p| !p.is_empty() && slug(p))
                && w.split('_').count() > 1;
            let copy = w.split_once('#').is_some_and(|(a, n)| {
                slug(a) && !n.is_empty() && n.chars().all(|c| c.is_ascii_digit())
            });
            label || snake || copy
        })
        .map(str::to_string)
        .collect()
}

/// Every text a lesson shows a trainee, with where it is shown.
fn trainee_texts(lesson: &Lesson) -> Vec<(String, String)> {
    let mut out: Vec<(String, String)> = Vec::new();
    let mut put = |place: String, text: &str| out.push((place, text.to_string()));
    let s = &lesson.scenario;
    put("title".into(), &s.meta.title);
    put("summary".into(), &s.meta.summary);
    put("situation".into(), &s.meta.situation);
    put("assumptions".into(), &s.meta.assumptions);
    put("outcome".into(), &lesson.outcome);
    for (i, step) in lesson.trace.steps.iter().enumerate() {
        let at = format!("step {}", i + 1);
        put(at.clone(), &step.text);
        for t in [
            step.source.as_deref(),
            step.player.as_deref(),
            step.facts.name.as_deref(),
            step.facts.ability.as_deref(),
        ]
        .into_iter()
        .flatten()
        {
            put(at.clone(), t);
        }
    }
    for (n, (i, c)) in lesson.trace.choices().enumerate() {
        let at = format!("step {}'s choice", i + 1);
        put(at.clone(), &c.prompt);
        put(at.clone(), &c.chooser);
        put(at.clone(), &c.said(&c.chosen));
        for o in &c.options {
            if !c.chosen.contains(o) {
                put(format!("{at} (could also have chosen)"), c.name_of(o));
            }
        }
        // The "What if…?" buttons: every other legal answer, in words.
        let ask = lesson
            .asks
            .get(n)
            .copied()
            .unwrap_or(timing_window::timing::Ask::One);
        let (others, _) = alternatives(ask, &c.options, &c.chosen);
        for alt in others {
            put(format!("{at} (What if…?)"), &c.said(&alt));
        }
    }
    for (qi, q) in s.questions.iter().enumerate() {
        let at = format!("question {}", q.id());
        put(at.clone(), q.prompt());
        put(format!("{at}'s explanation"), q.explanation());
        match q {
            Question::Order { events, .. } => {
                for (_, name) in events {
                    put(format!("{at}'s events"), name);
                }
                // The verdict's broken rules, in the names the page uses.
                if let Some(Some(space)) = lesson.spaces.get(qi) {
                    for c in &space.constraints {
                        let why = match c {
                            Constraint::Before { why, .. } | Constraint::Together { why, .. } => {
                                why
                            }
                        };
                        put(format!("{at}'s rules"), why);
                    }
                }
            }
            Question::Choice { options, .. } => {
                for o in options {
                    put(format!("{at}'s option {}", o.id), &o.text);
                    if let Some(w) = &o.why_wrong {
                        put(format!("{at}'s option {}", o.id), w);
                    }
                }
            }
            Question::WhoDecides { .. } | Question::Outcome { .. } => {}
        }
    }
    for r in &s.readings {
        for t in [&r.topic, &r.follows, &r.why, &r.other] {
            put("reading".into(), t);
        }
    }
    out
}

/// Every internal word a lesson shows, one line each.
fn problems(name: &str, lesson: &Lesson) -> Vec<String> {
    trainee_texts(lesson)
        .into_iter()
        .flat_map(|(place, text)| {
            internal_words(&text)
                .into_iter()
                .map(move |w| format!("{name}, {place}: `{w}` in \"{text}\""))
        })
        .collect()
}

#[test]
fn internal_words_are_found_and_words_are_not() {
    assert_eq!(
        internal_words("Alex chooses the order: maz-kanata/you-play-unit, then x."),
        ["maz-kanata/you-play-unit"]
    );
    assert_eq!(
        internal_words("picks visible_deploy deckhand"),
        ["visible_deploy"]
    );
    assert_eq!(internal_words("Alex keeps yoda#2."), ["yoda#2"]);
    assert!(internal_words(
        "Elite P-38 Starfighter's When Defeated ability, then Alex's base: 2/3 of the \
         time (7.6.9), a start-of-phase ability and/or Nico's 1:30 clock"
    )
    .is_empty());
}

#[test]
fn no_library_scenario_shows_a_trainee_an_internal_label() {
    let pool = CardPool::bundled().expect("bundled cards load");
    let files = timing_window::facts::scenario_paths(std::path::Path::new("scenarios"));
    let mut found = Vec::new();
    let mut games = std::collections::BTreeSet::new();
    for path in &files {
        let name = path.display().to_string();
        let text = std::fs::read_to_string(path).unwrap();
        let p = scenario::prepare(&name, &text, &pool)
            .unwrap_or_else(|d| panic!("{name} does not prepare: {d:#?}"));
        let lesson = p.lesson();
        games.insert(lesson.scenario.meta.game.clone());
        found.extend(problems(&name, &lesson));
    }
    assert_eq!(games.len(), 3, "the library has all three games: {games:?}");
    assert!(
        found.is_empty(),
        "{} internal words a trainee reads:\n{}",
        found.len(),
        found.join("\n")
    );
}

#[test]
fn generated_practice_shows_a_trainee_no_internal_label() {
    let pool = CardPool::bundled().expect("bundled cards load");
    let seeds: u64 = std::env::var("TW_GENERATE_SEEDS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(12);
    let mut found = Vec::new();
    for t in TEMPLATES {
        for seed in 0..seeds {
            let g = generate::generate(t.id, seed, &pool)
                .unwrap_or_else(|e| panic!("{} seed {seed}: {e}", t.id));
            let p = scenario::prepare(&format!("{}.toml", g.id), &g.text, &pool)
                .unwrap_or_else(|d| panic!("{}: {d:#?}", g.id));
            found.extend(problems(&g.id, &p.lesson()));
        }
    }
    assert!(
        found.is_empty(),
        "{} internal words a trainee reads:\n{}",
        found.len(),
        found.join("\n")
    );
}

/// SWM's ordering feedback (issue 24): a broken constraint cites the step
/// of the procedure that orders the pair (a step id the rules page
/// anchors, not one "sequence" for all), and reads as one sentence even
/// where an event's name is a sentence of its own.
#[test]
fn swm_order_feedback_cites_the_procedure_step_and_reads_as_a_sentence() {
    use timing_window::quiz::marks::constraint_line;
    use timing_window::quiz::names::name_of;
    let pool = CardPool::bundled().expect("bundled cards load");
    let files = timing_window::facts::scenario_paths(std::path::Path::new("scenarios/swm"));
    let mut checked = 0;
    for path in &files {
        let name = path.display().to_string();
        let text = std::fs::read_to_string(path).unwrap();
        let lesson = scenario::prepare(&name, &text, &pool)
            .unwrap_or_else(|d| panic!("{name}: {d:#?}"))
            .lesson();
        for (q, space) in lesson.scenario.questions.iter().zip(&lesson.spaces) {
            let (Question::Order { events, .. }, Some(space)) = (q, space) else {
                continue;
            };
            let names = |l: &str| name_of(events, l);
            for c in &space.constraints {
                let (line, rule) = constraint_line(c, &names, &[]);
                let rule = rule.expect("a procedure constraint cites its step");
                assert_ne!(rule, "sequence", "{name}: {line}");
                assert!(
                    rule.starts_with("PG") || rule.starts_with('R'),
                    "{name}: {rule} is not a step id: {line}"
                );
                assert!(!line.contains(". must"), "{name}: {line}");
                checked += 1;
            }
        }
    }
    assert!(checked > 0);
}

/// A scenario that starts at a round shows that round's board before the
/// first step, not the pre-game's (issue 24).
#[test]
fn an_swm_scenario_that_starts_at_round_two_starts_on_round_two() {
    use timing_window::rulesets::BoardModel;
    let pool = CardPool::bundled().expect("bundled cards load");
    let path = "scenarios/swm/swm-master-tactician.toml";
    let text = std::fs::read_to_string(path).unwrap();
    let lesson = scenario::prepare(path, &text, &pool).unwrap().lesson();
    let BoardModel::Swm(start) = &lesson.start else {
        panic!("not an SWM board");
    };
    assert_eq!(start.phase, "Round 2");
    assert_eq!(start.step, "", "before the first step");
}

/// sneak-attack-aphra (issue 24): an order with Aphra's ability before
/// Inferno Four's is not the lesson's reading, and the verdict says so:
/// no rule cited for it, "by the reading this lesson follows", and the
/// other reading given, where it once said 7.7.4b made its order the only
/// legal one.
#[test]
fn a_verdict_against_the_reading_says_so_and_cites_no_rule_for_it() {
    use timing_window::quiz::marks::{constraint_line, order_marks_read, ReadOrder};
    use timing_window::quiz::{score_order, Mode};
    let pool = CardPool::bundled().expect("bundled cards load");
    let path = "scenarios/sneak-attack-aphra.toml";
    let text = std::fs::read_to_string(path).unwrap();
    let lesson = scenario::prepare(path, &text, &pool).unwrap().lesson();
    let (i, q) = lesson
        .scenario
        .questions
        .iter()
        .enumerate()
        .find(|(_, q)| q.id() == "order")
        .unwrap();
    let space = lesson.spaces[i].as_ref().unwrap();
    let readings: Vec<ReadOrder> = lesson
        .scenario
        .readings_for(q.id())
        .map(|r| ReadOrder {
            first: &r.first,
            then: &r.then,
            other: &r.other,
        })
        .collect();
    assert!(!readings.is_empty(), "the reading gives its order");
    let answer: Vec<String> = [
        "sneak-attack/delayed",
        "doctor-aphra/regroup-start",
        "inferno-four/when-defeated",
    ]
    .map(String::from)
    .to_vec();
    for mode in [Mode::Practice, Mode::Exam] {
        let score = score_order(space, &answer, mode).unwrap();
        assert!(!score.verdict.legal);
        let m = order_marks_read(&space.constraints, &score, mode, &readings);
        assert!(
            m.heading.contains("not the order of this lesson's reading"),
            "{}",
            m.heading
        );
        assert!(m.sentence.contains("breaks no rule"), "{}", m.sentence);
        assert!(
            m.sentence.contains("Some rules engines do this"),
            "the other reading: {}",
            m.sentence
        );
        for c in &m.broken {
            let (line, rule) = constraint_line(c, &|l: &str| l.to_string(), &readings);
            assert_eq!(rule, None, "{line}");
            assert!(
                line.contains("by the reading this lesson follows"),
                "{line}"
            );
        }
    }
    // An order that breaks a rule too still cites it.
    let worse: Vec<String> = [
        "doctor-aphra/regroup-start",
        "sneak-attack/delayed",
        "inferno-four/when-defeated",
    ]
    .map(String::from)
    .to_vec();
    let score = score_order(space, &worse, Mode::Practice).unwrap();
    let m = order_marks_read(&space.constraints, &score, Mode::Practice, &readings);
    assert!(m
        .broken
        .iter()
        .any(|c| constraint_line(c, &|l: &str| l.to_string(), &readings)
            .1
            .as_deref()
            == Some("7.7.4b")));
}
