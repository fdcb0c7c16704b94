//! Ordering questions that give decisions away (`given`): the key and the
//! trainee's answer are judged against the legal orders that keep what was
//! chosen there, and a question that gives nothing away is judged as before.

use timing_window::rulesets::swu::cards::CardPool;
use timing_window::scenario::{self, order_space, Question, Scenario};
use timing_window::timing::OrderSpace;

fn load(file: &str) -> (Scenario, scenario::Prepared) {
    let pool = CardPool::bundled().expect("bundled cards load");
    let text = std::fs::read_to_string(file).expect("scenario file");
    let p = scenario::prepare(file, &text, &pool)
        .unwrap_or_else(|d| panic!("{file} does not load: {:?}", d));
    (p.scenario.clone(), p)
}

fn order_question(s: &Scenario, id: &str) -> (Vec<String>, Vec<String>) {
    let q = s
        .questions
        .iter()
        .find(|q| q.id() == id)
        .expect("question exists");
    let Question::Order { events, given, .. } = q else {
        panic!("{id} is not an ordering question");
    };
    (
        events.iter().map(|(l, _)| l.clone()).collect(),
        given.clone(),
    )
}

fn strings(v: &[&str]) -> Vec<String> {
    v.iter().map(|s| s.to_string()).collect()
}

#[test]
fn rule_7_6_10_krayt_dragon_key_rejects_nicos_krayt_dragon_first_when_alex_first_is_given() {
    let (s, p) = load("scenarios/krayt-dragon-darth-vader.toml");
    let (events, given) = order_question(&s, "order");
    assert_eq!(given, strings(&["choice-1", "choice-2"]));
    let space = order_space(&p.run(), &events, &given, 100).expect("space");
    let krayt_first = strings(&[
        "krayt-dragon/opponent-plays",
        "darth-vader/when-played",
        "oom-series-officer/play",
        "krayt-dragon/opponent-plays#2",
        "hylobon-enforcer/play",
        "krayt-dragon/opponent-plays#3",
        "darth-vader/ambush",
    ]);
    let v = space.judge(&krayt_first).expect("judged");
    assert!(!v.legal, "Nico's Krayt Dragon first must be wrong");
    let broken = v.first_broken.expect("a broken constraint");
    assert_eq!(broken.rule(), "7.6.10");
    assert!(
        broken
            .explain()
            .contains("the question gives Alex's choice"),
        "{}",
        broken.explain()
    );
    // Without the given decisions that order is legal: the rules alone
    // allow it, only the prompt rules it out.
    let open = OrderSpace::new(&p.trace.order, Some(&events), 100).expect("space");
    assert!(open.judge(&krayt_first).expect("judged").legal);
    // Exactly one order remains: Alex's block in his chosen order, then
    // Nico's Krayt Dragon.
    assert_eq!(space.orders, vec![events.clone()]);
}

#[test]
fn rule_7_6_9_a_given_own_order_rules_out_ambush_first() {
    let (s, p) = load("scenarios/krayt-dragon-darth-vader.toml");
    let (events, _) = order_question(&s, "order");
    let only_first = order_space(&p.run(), &events, &strings(&["choice-1"]), 100).expect("space");
    assert_eq!(only_first.orders.len(), 2, "{:?}", only_first.orders);
    let both = order_space(&p.run(), &events, &strings(&["choice-1", "choice-2"]), 100).unwrap();
    let ambush_first = strings(&[
        "darth-vader/ambush",
        "darth-vader/when-played",
        "oom-series-officer/play",
        "krayt-dragon/opponent-plays#2",
        "hylobon-enforcer/play",
        "krayt-dragon/opponent-plays#3",
        "krayt-dragon/opponent-plays",
    ]);
    assert!(only_first.judge(&ambush_first).unwrap().legal);
    let v = both.judge(&ambush_first).unwrap();
    assert!(!v.legal);
    assert_eq!(v.first_broken.unwrap().rule(), "7.6.9");
}

#[test]
fn the_answer_key_check_uses_the_restricted_orders() {
    let (s, p) = load("scenarios/krayt-dragon-darth-vader.toml");
    let q = s.questions.iter().find(|q| q.id() == "order").unwrap();
    let Question::Order {
        id,
        prompt,
        events,
        given,
        explanation,
    } = q.clone()
    else {
        panic!("an ordering question");
    };
    // The same question with Nico's Krayt Dragon listed first.
    let mut krayt_first = events.clone();
    let last = krayt_first.pop().unwrap();
    assert_eq!(last.0, "krayt-dragon/opponent-plays");
    krayt_first.insert(0, last);
    let listed = Question::Order {
        id: id.clone(),
        prompt: prompt.clone(),
        events: krayt_first.clone(),
        given: given.clone(),
        explanation: explanation.clone(),
    };
    let err = listed
        .check(&p.run())
        .expect_err("the key must be rejected");
    assert!(err.contains("not listed in a legal order"), "{err}");
    // Giving nothing away, the same listing is a legal order.
    let open = Question::Order {
        id,
        prompt,
        events: krayt_first,
        given: Vec::new(),
        explanation,
    };
    assert_eq!(open.check(&p.run()), Ok(()));
}

#[test]
fn a_question_that_gives_nothing_away_is_scored_as_before() {
    // Every ordering question without `given` has the same space as the
    // tree restricted to its events.
    let pool = CardPool::bundled().unwrap();
    let mut seen = 0;
    for entry in std::fs::read_dir("scenarios").unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_none_or(|x| x != "toml") {
            continue;
        }
        let text = std::fs::read_to_string(&path).unwrap();
        let p = scenario::prepare(&path.display().to_string(), &text, &pool).unwrap();
        for q in &p.scenario.questions {
            let Question::Order { events, given, .. } = q else {
                continue;
            };
            if !given.is_empty() {
                continue;
            }
            let labels: Vec<String> = events.iter().map(|(l, _)| l.clone()).collect();
            let plain = OrderSpace::new(&p.trace.order, Some(&labels), 200).unwrap();
            let scored = order_space(&p.run(), &labels, given, 200).unwrap();
            assert_eq!(plain, scored, "{}", path.display());
            seen += 1;
        }
    }
    assert!(seen > 10, "only {seen} ordering questions without `given`");
}

#[test]
fn a_given_that_is_no_decision_of_the_run_is_an_error() {
    let (s, p) = load("scenarios/krayt-dragon-darth-vader.toml");
    let (events, _) = order_question(&s, "order");
    let err = order_space(&p.run(), &events, &strings(&["choice-99"]), 100).unwrap_err();
    assert!(
        err.starts_with("no decision is made at 'choice-99'"),
        "{err}"
    );
    // A decision that orders nothing (a "you may").
    let err = order_space(&p.run(), &events, &strings(&["choice-4"]), 100).unwrap_err();
    assert!(err.contains("orders no events"), "{err}");
}

#[test]
fn a_given_that_changes_nothing_about_these_events_is_an_error() {
    let (_, p) = load("scenarios/krayt-dragon-darth-vader.toml");
    // Alex's own order does not matter for two events of Nico's and the
    // Officer's play.
    let events = strings(&["oom-series-officer/play", "krayt-dragon/opponent-plays#2"]);
    let err = order_space(&p.run(), &events, &strings(&["choice-2"]), 100).unwrap_err();
    assert!(err.contains("gives nothing away"), "{err}");
}
