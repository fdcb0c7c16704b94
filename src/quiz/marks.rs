//! What a checked answer shows, made from the same facts as its score so
//! the two never disagree: an event is marked wrong exactly when it is part
//! of a rule the order breaks, and the one sentence under the score says how
//! the score was counted, in numbers the trainee can check against the list
//! of broken rules shown with it.

use serde::Serialize;

use super::{Mode, OrderScore};
use crate::timing::order::Constraint;

/// How one event of a checked order, or one option of a checked choice, is
/// marked.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub enum Mark {
    /// Part of no broken rule (in an order), or the right option.
    Right,
    /// Part of a rule the order breaks, or the wrong option picked.
    Wrong,
    /// Neither: an event no rule places, an order scored all or nothing, an
    /// option not picked.
    Plain,
}

impl Mark {
    pub fn slug(self) -> &'static str {
        match self {
            Mark::Right => "right",
            Mark::Wrong => "wrong",
            Mark::Plain => "plain",
        }
    }
}

/// A checked order, ready to show.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct OrderMarks {
    /// The score as a heading.
    pub heading: String,
    /// One sentence saying how the score was counted.
    pub sentence: String,
    /// Each event of the answer, in the trainee's order, with its mark.
    pub items: Vec<(String, Mark)>,
    /// Every rule the order breaks, in the order the space lists them.
    pub broken: Vec<Constraint>,
}

/// A reading an order question's answer rests on, as the verdict needs
/// it: the events whose order it gives (in that order) and the other
/// reading, in words. No rule settles that order, so the verdict cites
/// none for it.
#[derive(Debug, Clone, Copy)]
pub struct ReadOrder<'a> {
    /// The events the reading puts before `then`'s.
    pub first: &'a [String],
    pub then: &'a [String],
    pub other: &'a str,
}

impl ReadOrder<'_> {
    fn orders(&self, first: &str, then: &str) -> bool {
        self.first.iter().any(|l| l == first) && self.then.iter().any(|l| l == then)
    }
}

/// The reading, not a rule, that a constraint of the order tree rests on.
pub fn by_reading<'a>(c: &Constraint, readings: &[ReadOrder<'a>]) -> Option<ReadOrder<'a>> {
    match c {
        Constraint::Before { before, after, .. } => {
            readings.iter().find(|r| r.orders(before, after)).copied()
        }
        Constraint::Together { .. } => None,
    }
}

/// Does a replay's stop rest on a reading: every event that had to come
/// first comes first by a reading, not by a rule?
pub fn stop_by_reading<'a>(
    f: &crate::timing::replay::Forbidden,
    readings: &[ReadOrder<'a>],
) -> Option<ReadOrder<'a>> {
    if f.breaks_block || f.first.is_empty() {
        return None;
    }
    readings
        .iter()
        .find(|r| f.first.iter().all(|x| r.orders(x, &f.event)))
        .copied()
}

/// A constraint in words with the rule to cite for it: none when it rests
/// on a reading, which the sentence says instead. `name` names an event.
pub fn constraint_line(
    c: &Constraint,
    name: &dyn Fn(&str) -> String,
    readings: &[ReadOrder],
) -> (String, Option<String>) {
    // A name that is a sentence of its own ("Initiative checks: Alex 6,
    // Nico 19.") is quoted, so where it ends stays clear.
    let name = |l: &str| super::names::quoted(&name(l));
    if let (Constraint::Before { before, after, .. }, Some(_)) = (c, by_reading(c, readings)) {
        return (
            format!(
                "{} comes before {} by the reading this lesson follows, not by a rule:                  no rule settles it.",
                name(before),
                name(after)
            ),
            None,
        );
    }
    match c {
        Constraint::Before {
            before,
            after,
            rule,
            why,
        } => (
            format!("{} must come before {}: {why}.", name(before), name(after)),
            Some(rule.clone()),
        ),
        Constraint::Together { events, rule, why } => (
            format!(
                "{} resolve together, with nothing between them: {why}.",
                events
                    .iter()
                    .map(|e| name(e))
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
            Some(rule.clone()),
        ),
    }
}

/// What the verdict says beside the closest legal order: how many orders
/// are legal, and, where the answer rests on a reading, that they are
/// legal by that reading.
pub fn legal_note(count: usize, truncated: bool, by_reading: bool) -> String {
    let legal = if by_reading {
        "legal by the reading this lesson follows"
    } else {
        "legal"
    };
    match (count, truncated) {
        (1, _) => format!("This is the only order {legal}."),
        (n, false) => format!("{n} orders are {legal}; this is the one closest to yours. Where the rules give a player a choice, any of their choices is right."),
        (n, true) => format!("At least {n} orders are {legal}; this is the one closest to yours."),
    }
}

/// Mark a scored order. `constraints` are the question's (its space's).
pub fn order_marks(constraints: &[Constraint], score: &OrderScore, mode: Mode) -> OrderMarks {
    order_marks_read(constraints, score, mode, &[])
}

/// [`order_marks`] for a question whose answer rests on `readings`: an
/// order that breaks only what a reading gives is told so, with the other
/// reading, and is not said to break a rule.
pub fn order_marks_read(
    constraints: &[Constraint],
    score: &OrderScore,
    mode: Mode,
    readings: &[ReadOrder],
) -> OrderMarks {
    let answer = &score.verdict.answer;
    let broken: Vec<Constraint> = constraints
        .iter()
        .filter(|c| c.kept_by(answer) == Some(false))
        .cloned()
        .collect();
    let total = constraints.len();
    let kept = total - broken.len();
    let legal = score.verdict.legal;
    let percent = (score.score * 100.0).round() as i64;
    let in_rule = |e: &str, list: &[Constraint]| list.iter().any(|c| c.events().contains(&e));
    let items = answer
        .iter()
        .map(|e| {
            let mark = if legal {
                Mark::Right
            } else if in_rule(e, &broken) {
                Mark::Wrong
            } else if mode == Mode::Practice && in_rule(e, constraints) {
                Mark::Right
            } else {
                Mark::Plain
            };
            (e.clone(), mark)
        })
        .collect();
    let rules = |n: usize| if n == 1 { "rule" } else { "rules" };
    // Broken only where a reading, not a rule, gives the order.
    let reading = (!legal && !broken.is_empty())
        .then(|| {
            broken
                .iter()
                .map(|c| by_reading(c, readings))
                .collect::<Option<Vec<_>>>()
        })
        .flatten()
        .and_then(|r| r.first().copied());
    let (heading, sentence) = match (legal, mode, reading) {
        (false, _, Some(r)) => (
            match mode {
                Mode::Practice => format!("{percent}%: not the order of this lesson's reading"),
                Mode::Exam => "0%: not the order of this lesson's reading (exam)".to_string(),
            },
            format!(
                "Your order breaks no rule: it differs only where this lesson follows a reading \
                 that no rule settles, and the answer key follows that reading. By the other \
                 reading, your order may be right: {}",
                super::names::sentence(r.other)
            ),
        ),
        (true, _, _)
            if constraints
                .iter()
                .any(|c| by_reading(c, readings).is_some()) =>
        {
            (
                "Right".to_string(),
                "Right, by the reading this lesson follows: no rule settles all of this order, \
             and the note below gives the other reading."
                    .to_string(),
            )
        }
        (true, _, _) => ("Right".to_string(), score.feedback.clone()),
        (false, Mode::Practice, None) => (
            format!("{percent}% of the required order kept"),
            format!(
                "Practice credit is the share of this question's ordering rules your order keeps \
                 (a rule is a pair that must come in order or a group that must stay together): \
                 {kept} of {total} kept, {percent}%; the {} it breaks {} listed below, and the \
                 events marked ✗ are the ones in {}.",
                rules(broken.len()),
                if broken.len() == 1 { "is" } else { "are" },
                if broken.len() == 1 { "it" } else { "them" },
            ),
        ),
        (false, Mode::Exam, None) => (
            "0%: not a legal order (exam)".to_string(),
            format!(
                "Exam mode gives credit only for a legal order: yours breaks {} of this \
                 question's {total} ordering {}, listed below, and the events marked ✗ are the \
                 ones in {}.",
                broken.len(),
                rules(total),
                if broken.len() == 1 { "it" } else { "them" },
            ),
        ),
    };
    OrderMarks {
        heading,
        sentence,
        items,
        broken,
    }
}

/// How an option of a checked choice question is marked: the answer right,
/// the trainee's wrong pick wrong, the rest plain.
pub fn option_mark(answer: &str, picked: Option<&str>, option: &str) -> Mark {
    if option == answer {
        Mark::Right
    } else if picked == Some(option) {
        Mark::Wrong
    } else {
        Mark::Plain
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::quiz::score_order;
    use crate::timing::order::{Group, OrderNode, OrderSpace};

    fn v(s: &[&str]) -> Vec<String> {
        s.iter().map(|x| x.to_string()).collect()
    }

    /// hask-defeated-together's shape: the attack, then a window of two
    /// abilities the one player orders as they like.
    fn attack_then_two() -> OrderSpace {
        let window = OrderNode::Window {
            groups: vec![Group {
                owner: "Nico".into(),
                items: vec![OrderNode::event("enemy"), OrderNode::event("friendly")],
                rule: "7.6.9".into(),
                decided_at: None,
            }],
            chooser: None,
            rule: "7.6.10".into(),
            why: "one player's window".into(),
            decided_at: None,
        };
        let t = OrderNode::seq(
            vec![OrderNode::event("attack"), window],
            "7.6.16b",
            "they wait for the attack to end",
        );
        OrderSpace::new(&t, None, 100).unwrap()
    }

    fn marks(space: &OrderSpace, answer: &[&str], mode: Mode) -> OrderMarks {
        let score = score_order(space, &v(answer), mode).unwrap();
        order_marks(&space.constraints, &score, mode)
    }

    /// sneak-attack-aphra's shape: a delayed effect, what it triggered,
    /// then the phase's own ability; the middle pair's order is the
    /// lesson's reading, not a rule.
    fn delayed_then_phase() -> OrderSpace {
        let t = OrderNode::seq(
            vec![
                OrderNode::event("delayed"),
                OrderNode::event("defeated"),
                OrderNode::event("phase"),
            ],
            "7.7.4b",
            "delayed effects first",
        );
        OrderSpace::new(&t, None, 100).unwrap()
    }

    #[test]
    fn an_order_against_only_the_reading_is_told_so_and_cites_no_rule() {
        let s = delayed_then_phase();
        let (first, then) = (v(&["defeated"]), v(&["phase"]));
        let reading = [ReadOrder {
            first: &first,
            then: &then,
            other: "Alex orders the two abilities and may resolve the phase's first.",
        }];
        let answer = v(&["delayed", "phase", "defeated"]);
        let score = score_order(&s, &answer, Mode::Practice).unwrap();
        let m = order_marks_read(&s.constraints, &score, Mode::Practice, &reading);
        assert_eq!(m.heading, "67%: not the order of this lesson's reading");
        assert!(m.sentence.contains("breaks no rule"), "{}", m.sentence);
        assert!(
            m.sentence.contains("Alex orders the two abilities"),
            "{}",
            m.sentence
        );
        assert!(!m.sentence.contains("7.7.4b"), "{}", m.sentence);
        let name = |l: &str| l.to_uppercase();
        for c in &m.broken {
            let (line, rule) = constraint_line(c, &name, &reading);
            assert_eq!(rule, None, "{line}");
            assert!(
                line.contains("by the reading this lesson follows"),
                "{line}"
            );
        }
        // The same order with no reading breaks a rule, and cites it.
        let plain = order_marks(&s.constraints, &score, Mode::Practice);
        assert_eq!(plain.heading, "67% of the required order kept");
        let (_, rule) = constraint_line(&plain.broken[0], &name, &[]);
        assert_eq!(rule.as_deref(), Some("7.7.4b"));
        // An order that breaks a rule too is not excused by the reading.
        let worse = v(&["phase", "delayed", "defeated"]);
        let score = score_order(&s, &worse, Mode::Exam).unwrap();
        let m = order_marks_read(&s.constraints, &score, Mode::Exam, &reading);
        assert_eq!(m.heading, "0%: not a legal order (exam)");
        assert_eq!(
            legal_note(1, false, true),
            "This is the only order legal by the reading this lesson follows."
        );
    }

    #[test]
    fn no_event_is_marked_right_beside_a_zero_score() {
        // Once seen: 0 % beside a "right place", because the middle event sat
        // where the closest legal order has it.
        let s = attack_then_two();
        let m = marks(&s, &["enemy", "friendly", "attack"], Mode::Practice);
        assert_eq!(m.heading, "0% of the required order kept");
        assert!(
            m.items.iter().all(|(_, k)| *k == Mark::Wrong),
            "{:?}",
            m.items
        );
        assert_eq!(m.broken.len(), 2);
        assert!(m.sentence.contains("0 of 2 kept, 0%"), "{}", m.sentence);
    }

    #[test]
    fn marks_agree_with_partial_credit() {
        let s = attack_then_two();
        let m = marks(&s, &["enemy", "attack", "friendly"], Mode::Practice);
        // One of two rules kept (attack before friendly): 50 %.
        assert_eq!(m.heading, "50% of the required order kept");
        assert!(m.sentence.contains("1 of 2 kept, 50%"), "{}", m.sentence);
        assert!(
            m.sentence.contains("the rule it breaks is listed below"),
            "{}",
            m.sentence
        );
        let mark = |e: &str| m.items.iter().find(|(x, _)| x == e).unwrap().1;
        assert_eq!(mark("enemy"), Mark::Wrong);
        assert_eq!(mark("attack"), Mark::Wrong);
        assert_eq!(mark("friendly"), Mark::Right);
        // The count in the sentence is the count of the list shown.
        assert_eq!(m.broken.len(), 1);
        assert!(
            matches!(&m.broken[0], Constraint::Before { before, after, .. } if before == "attack" && after == "enemy")
        );
    }

    #[test]
    fn exam_mode_marks_nothing_right_in_an_illegal_order() {
        let s = attack_then_two();
        let m = marks(&s, &["enemy", "attack", "friendly"], Mode::Exam);
        assert_eq!(m.heading, "0%: not a legal order (exam)");
        assert!(
            m.items.iter().all(|(_, k)| *k != Mark::Right),
            "{:?}",
            m.items
        );
        assert!(
            m.sentence
                .contains("breaks 1 of this question's 2 ordering rules"),
            "{}",
            m.sentence
        );
    }

    #[test]
    fn a_legal_order_is_right_throughout() {
        let s = attack_then_two();
        for mode in [Mode::Practice, Mode::Exam] {
            let m = marks(&s, &["attack", "friendly", "enemy"], mode);
            assert_eq!(m.heading, "Right");
            assert!(m.broken.is_empty());
            assert!(m.items.iter().all(|(_, k)| *k == Mark::Right));
            assert!(m
                .sentence
                .starts_with("Right: this is one of the 2 legal orders"));
        }
    }

    #[test]
    fn choice_marks() {
        assert_eq!(option_mark("a", Some("b"), "a"), Mark::Right);
        assert_eq!(option_mark("a", Some("b"), "b"), Mark::Wrong);
        assert_eq!(option_mark("a", Some("b"), "c"), Mark::Plain);
        assert_eq!(option_mark("a", None, "c"), Mark::Plain);
    }
}
