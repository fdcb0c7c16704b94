//! A question as the trainee is asked it, built once from a [`Lesson`]:
//! its prompt, what there is to answer with (events to order, or options
//! with their text and why each wrong one is tempting), the right answer,
//! what the engine's run says beside the verdict, and the explanation.
//!
//! Every page that asks a question reads this one type (the scenario page,
//! the exam), and every answer is scored by [`Asked::score`], whatever the
//! question's kind: no component works out options from the trace or
//! decides whether an answer is right. Plain data, no DOM, so it is tested
//! natively.

use crate::scenario::lesson::Lesson;
use crate::scenario::question::{find_decision, who_decides_options};
use crate::scenario::{Question, Reading};
use crate::timing::OrderSpace;

use super::draft::Shape;
use super::{names, score_order, Mode, OrderScore};

/// One event of an ordering question, as the ordering widget shows it.
#[derive(Debug, Clone, PartialEq)]
pub struct Event {
    /// The engine's label: what an answer is made of, never shown.
    pub label: String,
    /// Its plain name.
    pub name: String,
    /// Its source card and what caused it ("Inferno Four · When Defeated").
    pub detail: String,
}

/// One option of a pick-one question.
#[derive(Debug, Clone, PartialEq)]
pub struct Choice {
    /// What an answer names (an option id, a player's name, an outcome).
    pub id: String,
    pub text: String,
    /// Why this option is tempting but wrong; `None` for the right one.
    pub why_wrong: Option<String>,
}

/// What there is to answer with.
#[derive(Debug, Clone, PartialEq)]
pub enum Form {
    /// Put these events in order; any order in `space` is right.
    Order {
        events: Vec<Event>,
        space: OrderSpace,
    },
    /// Pick one of these.
    Pick {
        options: Vec<Choice>,
        /// The right option's id.
        right: String,
        /// What the engine's run says about it, shown with the verdict
        /// (who decided at that step and what they could choose; how the
        /// run ended).
        note: Option<String>,
    },
}

/// A question of a lesson, ready to ask.
#[derive(Debug, Clone, PartialEq)]
pub struct Asked {
    /// Its place among the lesson's questions (0-based).
    pub index: usize,
    /// How many questions the lesson asks.
    pub of: usize,
    pub id: String,
    pub prompt: String,
    pub explanation: String,
    /// The readings the answer rests on, shown with the explanation.
    pub readings: Vec<Reading>,
    pub form: Form,
}

/// An answer scored.
#[derive(Debug, Clone, PartialEq)]
pub struct Scored {
    /// A legal order, or the right option.
    pub legal: bool,
    /// 0.0 to 1.0 (partial credit only for an order in practice mode).
    pub score: f64,
    /// For an order: the verdict with the first constraint it breaks.
    pub order: Option<OrderScore>,
}

impl Scored {
    /// Is "Try again" offered? Only after an answer that is not right: a
    /// right answer has nothing left to try.
    pub fn may_try_again(&self) -> bool {
        self.order
            .as_ref()
            .map_or(!self.legal, OrderScore::may_try_again)
    }
}

impl Asked {
    /// Every question of a lesson, in its order; a question that cannot be
    /// asked says why (an ordering question without an order space).
    pub fn all(lesson: &Lesson) -> Vec<Result<Asked, String>> {
        (0..lesson.scenario.questions.len())
            .map(|i| Asked::of(lesson, i))
            .collect()
    }

    /// Question `index` (0-based) of a lesson.
    pub fn of(lesson: &Lesson, index: usize) -> Result<Asked, String> {
        let questions = &lesson.scenario.questions;
        let question = questions
            .get(index)
            .ok_or_else(|| format!("the scenario has no question {}", index + 1))?;
        Ok(Asked {
            index,
            of: questions.len(),
            id: question.id().to_string(),
            prompt: question.prompt().to_string(),
            explanation: question.explanation().to_string(),
            readings: lesson
                .scenario
                .readings_for(question.id())
                .cloned()
                .collect(),
            form: form(lesson, index, question)?,
        })
    }

    /// "Question 2 of 4", where the lesson asks more than one.
    pub fn counter(&self) -> Option<String> {
        (self.of > 1).then(|| format!("Question {} of {}", self.index + 1, self.of))
    }

    /// What an answer to it looks like, to tell whether a stored answer
    /// still fits.
    pub fn shape(&self) -> Shape {
        match &self.form {
            Form::Order { space, .. } => Shape::Order(space.events.clone()),
            Form::Pick { options, .. } => {
                Shape::Pick(options.iter().map(|o| o.id.clone()).collect())
            }
        }
    }

    /// Score an answer: an order of the events' labels, or one option id.
    /// `Err` for an answer that is not of this question's shape.
    pub fn score(&self, answer: &[String], mode: Mode) -> Result<Scored, String> {
        match &self.form {
            Form::Order { space, .. } => {
                let scored = score_order(space, answer, mode).map_err(|e| e.to_string())?;
                Ok(Scored {
                    legal: scored.verdict.legal,
                    score: scored.score,
                    order: Some(scored),
                })
            }
            Form::Pick { options, right, .. } => {
                let [picked] = answer else {
                    return Err(format!("one option is picked, not {}", answer.len()));
                };
                if !options.iter().any(|o| &o.id == picked) {
                    return Err(format!("{picked} is not one of the options"));
                }
                let legal = picked == right;
                Ok(Scored {
                    legal,
                    score: if legal { 1.0 } else { 0.0 },
                    order: None,
                })
            }
        }
    }

    /// The text of the right option (empty for an ordering question).
    pub fn right_text(&self) -> &str {
        match &self.form {
            Form::Pick { options, right, .. } => options
                .iter()
                .find(|o| &o.id == right)
                .map_or("", |o| o.text.as_str()),
            Form::Order { .. } => "",
        }
    }

    /// Why the option `picked` is wrong, if it is.
    pub fn why_wrong(&self, picked: &str) -> Option<&str> {
        match &self.form {
            Form::Pick { options, .. } => options
                .iter()
                .find(|o| o.id == picked)
                .and_then(|o| o.why_wrong.as_deref()),
            Form::Order { .. } => None,
        }
    }
}

/// What there is to answer question `index` with.
fn form(lesson: &Lesson, index: usize, question: &Question) -> Result<Form, String> {
    let trace = &lesson.trace;
    Ok(match question {
        Question::Order { events, .. } => {
            let space = lesson
                .spaces
                .get(index)
                .cloned()
                .flatten()
                .ok_or_else(|| "this question has no events to order".to_string())?;
            let events = events
                .iter()
                .map(|(label, name)| Event {
                    label: label.clone(),
                    name: name.clone(),
                    detail: names::event_detail(trace, label),
                })
                .collect();
            Form::Order { events, space }
        }
        Question::Choice {
            options, answer, ..
        } => Form::Pick {
            options: options
                .iter()
                .map(|o| Choice {
                    id: o.id.clone(),
                    text: o.text.clone(),
                    why_wrong: o.why_wrong.clone(),
                })
                .collect(),
            right: answer.clone(),
            note: None,
        },
        Question::WhoDecides { at, answer, .. } => {
            // The options are the players by name: the answer is a name.
            let (right, choices) = who_decides_options(&lesson.run(), answer);
            // What the engine shows at that decision: who, and what was legal.
            let note = find_decision(trace, at).ok().map(|d| {
                format!(
                    "At step {}, {} decided: {} They could choose {}.",
                    d.step + 1,
                    d.choice.chooser,
                    names::sentence(&d.choice.prompt),
                    names::either(&d.choice.options)
                )
            });
            Form::Pick {
                options: choices
                    .into_iter()
                    .map(|(name, why_wrong)| Choice {
                        id: name.clone(),
                        text: name,
                        why_wrong,
                    })
                    .collect(),
                right,
                note,
            }
        }
        Question::Outcome { answer, .. } => Form::Pick {
            options: lesson
                .scenario
                .outcomes
                .iter()
                .map(|o| Choice {
                    id: o.clone(),
                    text: o.clone(),
                    why_wrong: (o != answer).then(|| format!("The engine's run ends: {answer}.")),
                })
                .collect(),
            right: answer.clone(),
            note: trace.outcome.clone(),
        },
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A library scenario with one question of every kind: who decides,
    /// order, choice, who decides again, outcome.
    fn lesson() -> Lesson {
        let pool = crate::rulesets::Bundled::bundled().unwrap();
        let text = include_str!("../../scenarios/ambush-before-the-krayt-dragon.toml");
        crate::scenario::prepare("a.toml", text, &pool)
            .unwrap()
            .lesson()
    }

    fn v(s: &[&str]) -> Vec<String> {
        s.iter().map(|x| x.to_string()).collect()
    }

    #[test]
    fn every_question_of_a_lesson_is_asked_with_its_place_and_answer() {
        let l = lesson();
        let asked: Vec<Asked> = Asked::all(&l).into_iter().map(Result::unwrap).collect();
        assert_eq!(asked.len(), l.scenario.questions.len());
        for (i, (a, q)) in asked.iter().zip(&l.scenario.questions).enumerate() {
            assert_eq!((a.index, a.of, a.id.as_str()), (i, asked.len(), q.id()));
            assert_eq!(a.prompt, q.prompt());
            assert_eq!(
                a.counter(),
                Some(format!("Question {} of {}", i + 1, asked.len()))
            );
            match (&a.form, q) {
                (Form::Order { events, space }, Question::Order { events: named, .. }) => {
                    let labels: Vec<&String> = events.iter().map(|e| &e.label).collect();
                    assert_eq!(labels, named.iter().map(|(l, _)| l).collect::<Vec<_>>());
                    assert!(events.iter().all(|e| !e.name.is_empty()));
                    assert!(!space.orders.is_empty());
                }
                (Form::Pick { options, right, .. }, _) => {
                    // Exactly one option is right and it has no "why wrong";
                    // every other option says why it is tempting.
                    assert_eq!(options.iter().filter(|o| &o.id == right).count(), 1);
                    for o in options {
                        assert_eq!(o.why_wrong.is_none(), &o.id == right, "{}: {o:?}", a.id);
                    }
                    assert!(!a.right_text().is_empty());
                }
                (form, q) => panic!("{}: {form:?} asked for a {}", a.id, q.kind()),
            }
        }
        assert!(Asked::of(&l, asked.len()).is_err());
        // A lesson that asks one question numbers none.
        let mut one = l.clone();
        one.scenario.questions.truncate(1);
        assert_eq!(Asked::of(&one, 0).unwrap().counter(), None);
    }

    #[test]
    fn who_decides_is_asked_by_player_name_with_what_the_engine_showed() {
        let l = lesson();
        let who = Asked::all(&l)
            .into_iter()
            .map(Result::unwrap)
            .find(|a| matches!(l.scenario.questions[a.index], Question::WhoDecides { .. }))
            .unwrap();
        let Form::Pick {
            options,
            right,
            note,
        } = &who.form
        else {
            panic!("{who:?}");
        };
        let names: Vec<&str> = l.scenario.players.iter().map(|p| p.name.as_str()).collect();
        assert_eq!(
            options.iter().map(|o| o.id.as_str()).collect::<Vec<_>>(),
            names
        );
        assert!(names.contains(&right.as_str()));
        let note = note.as_deref().unwrap();
        assert!(
            note.starts_with("At step ") && note.contains(" decided: "),
            "{note}"
        );
    }

    #[test]
    fn every_kind_is_scored_here_right_wrong_or_refused() {
        let l = lesson();
        for a in Asked::all(&l).into_iter().map(Result::unwrap) {
            match &a.form {
                Form::Order { space, .. } => {
                    let right = a.score(&space.orders[0], Mode::Exam).unwrap();
                    assert!(right.legal && right.score == 1.0 && !right.may_try_again());
                    assert!(right.order.is_some());
                    let wrong = space.events.iter().rev().cloned().collect::<Vec<_>>();
                    if !space.orders.contains(&wrong) {
                        let s = a.score(&wrong, Mode::Exam).unwrap();
                        assert!(!s.legal && s.score == 0.0 && s.may_try_again());
                    }
                    assert!(a.score(&v(&["no-such-event"]), Mode::Exam).is_err());
                }
                Form::Pick { options, right, .. } => {
                    for o in options {
                        let s = a
                            .score(std::slice::from_ref(&o.id), Mode::Practice)
                            .unwrap();
                        assert_eq!(s.legal, &o.id == right, "{}: {}", a.id, o.id);
                        assert_eq!(s.may_try_again(), &o.id != right);
                        assert_eq!(a.why_wrong(&o.id), o.why_wrong.as_deref());
                    }
                    assert!(a.score(&v(&["not an option"]), Mode::Practice).is_err());
                    assert!(a.score(&[], Mode::Practice).is_err());
                }
            }
        }
    }

    #[test]
    fn a_shape_lists_what_an_answer_is_made_of() {
        let l = lesson();
        for a in Asked::all(&l).into_iter().map(Result::unwrap) {
            match (a.shape(), &a.form) {
                (Shape::Order(events), Form::Order { space, .. }) => {
                    assert_eq!(events, space.events)
                }
                (Shape::Pick(ids), Form::Pick { options, .. }) => {
                    assert_eq!(
                        ids,
                        options.iter().map(|o| o.id.clone()).collect::<Vec<_>>()
                    )
                }
                (shape, form) => panic!("{shape:?} for {form:?}"),
            }
        }
    }
}
