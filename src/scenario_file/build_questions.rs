//! Building a file's questions and checking each answer key against the
//! run: events the run produces, decision points it makes, the keys of the
//! four question kinds.

use super::quote::quote;
use std::collections::HashSet;
use std::ops::Range;

use toml::Spanned;

use super::diagnostics::{nearest, Ctx};
use super::format;
use super::question::{self, find_decision, ChoiceOption, Question, Run};
use crate::timing::{OrderSpace, Trace};

/// Each question's id as the file gives it, or `qN` (1-based) for one
/// without.
pub(crate) fn question_ids(questions: &[format::QuestionFile]) -> Vec<String> {
    questions
        .iter()
        .enumerate()
        .map(|(i, q)| match &q.id {
            Some(id) => id.get_ref().clone(),
            None => format!("q{}", i + 1),
        })
        .collect()
}

impl Ctx<'_> {
    /// A file's readings, each checked against the questions it names and
    /// against `open`, its game's open entries: the same for every ruleset.
    pub(crate) fn readings(
        &mut self,
        files: Vec<super::reading::ReadingFile>,
        questions: &[format::QuestionFile],
        open: super::reading::OpenEntries,
    ) -> Vec<super::Reading> {
        let ids = question_ids(questions);
        let events: Vec<Vec<String>> = questions
            .iter()
            .map(|q| q.events.iter().map(|e| e.get_ref().clone()).collect())
            .collect();
        let asked: Vec<(String, Vec<String>)> = ids.iter().cloned().zip(events).collect();
        let readings =
            super::reading::validate(files, &asked, open, &mut |span, m, s| self.at(span, m, s));
        self.readings = readings.clone();
        self.open_section = open.section;
        readings
    }

    /// A question whose answer rests on a step the engine marks as
    /// following its reading of an open ruling question
    /// (`scenario::depends`) must be listed by a `[[reading]]` with that
    /// `open` number: an unsettled reading is never taught as settled.
    fn reading_dependencies<B>(&mut self, q: &Question, span: Range<usize>, run: &Run<'_, B>) {
        for open in super::depends::open_questions(q, run.trace) {
            let covered = self
                .readings
                .iter()
                .any(|r| r.open == Some(open) && r.applies_to(q.id()));
            if !covered {
                self.at(
                    span.clone(),
                    format!(
                        "question {} rests on a step that follows the engine's reading of open ruling question {open} (docs/rulings-questions.md, \"{}\"), but no [[reading]] with open = {open} lists it",
                        quote(q.id()),
                        self.open_section
                    ),
                    Some(format!(
                        "add a [[reading]] with open = {open} and questions = [{}], saying what the engine follows and the other reading",
                        quote(q.id()).replace('\'', "\"")
                    )),
                );
            }
        }
    }

    /// An event label the question uses: it must be one the run produces.
    pub(crate) fn event(&mut self, e: &Spanned<String>, labels: &[&str]) -> bool {
        if labels.contains(&e.get_ref().as_str()) {
            return true;
        }
        let hint = super::suggest::nearest(e.get_ref(), labels.iter().copied()).map(|l| {
            format!(
                "did you mean {}? the run produces: {}",
                quote(l),
                labels
                    .iter()
                    .map(|l| super::quote::escape(l))
                    .collect::<Vec<_>>()
                    .join(", ")
            )
        });
        self.at(
            e.span(),
            format!("the engine never produces an event {}", quote(e.get_ref())),
            hint,
        );
        false
    }

    /// A decision point a question names; reported at `at` when the run
    /// makes no decision there.
    pub(crate) fn decision_at<B>(&mut self, at: &Spanned<String>, trace: &Trace<B>) -> bool {
        match find_decision(trace, at.get_ref()) {
            Ok(_) => true,
            Err(why) => {
                self.at(
                    at.span(),
                    why,
                    Some("`tw run FILE` lists the decisions as choice-N".into()),
                );
                false
            }
        }
    }

    /// Keys that belong to another kind of question are a mistake, not
    /// something to ignore silently.
    pub(crate) fn foreign_keys(&mut self, q: &format::QuestionFile, kind: &str) {
        let mut foreign: Vec<(&str, Range<usize>)> = Vec::new();
        if kind != "order" {
            if let Some(e) = q.events.first() {
                foreign.push(("events", e.span()));
            }
            if let Some(n) = &q.names {
                foreign.push(("names", n.span()));
            }
            if let Some(g) = q.given.first() {
                foreign.push(("given", g.span()));
            }
        }
        if kind != "choice" {
            if let Some(o) = q.options.first() {
                foreign.push(("option", o.id.span()));
            }
            if let Some(c) = &q.answer_check {
                foreign.push(("answer_check", c.span()));
            }
        }
        if kind != "who_decides" {
            if let Some(a) = &q.at {
                foreign.push(("at", a.span()));
            }
        }
        if kind == "order" {
            if let Some(a) = &q.answer {
                foreign.push(("answer", a.span()));
            }
        }
        for (key, span) in foreign {
            self.at(
                span,
                format!("`{key}` has no meaning in a \"{kind}\" question"),
                Some("see the question kinds in docs/scenario-format.md".into()),
            );
        }
    }

    pub(crate) fn questions<B>(
        &mut self,
        qs: Vec<format::QuestionFile>,
        run: &Run<'_, B>,
        doc: &super::Document<'_>,
    ) -> (Vec<Question>, Vec<Option<OrderSpace>>) {
        let trace = run.trace;
        let labels = trace.labels();
        let mut out = Vec::new();
        let mut spaces = Vec::new();
        let mut ids = HashSet::new();
        for (i, q) in qs.into_iter().enumerate() {
            let id = match &q.id {
                Some(id) => {
                    if !ids.insert(id.get_ref().clone()) {
                        self.at(
                            id.span(),
                            format!("two questions have the id {}", quote(id.get_ref())),
                            None,
                        );
                    }
                    id.get_ref().clone()
                }
                None => format!("q{}", i + 1),
            };
            let kind = q.kind.get_ref().clone();
            if !QUESTION_KINDS.contains(&kind.as_str()) {
                self.at(
                    q.kind.span(),
                    format!("unknown question kind {}", quote(&kind)),
                    Some(nearest(&kind, QUESTION_KINDS)),
                );
                continue;
            }
            self.foreign_keys(&q, &kind);
            // Every answer is explained: the page shows it under "Why".
            if q.explanation.trim().is_empty() {
                self.at(
                    q.kind.span(),
                    format!("question {} has no `explanation`", quote(&id)),
                    Some(
                        "say why the answer is right, with the rules it rests on: the trainee \
                         reads it under \"Why\""
                            .into(),
                    ),
                );
            }
            let kind_span = q.kind.span();
            let before = self.diags.len();
            let built = match kind.as_str() {
                "order" => self.order_question(id, q, &labels, run),
                "choice" => self.choice_question(id, q, &labels, run),
                "who_decides" => self.who_decides_question(id, q, run),
                _ => self.outcome_question(id, q, run),
            };
            let Some((question, key_span)) = built else {
                continue;
            };
            self.reading_dependencies(&question, kind_span.clone(), run);
            // The question's order space, built once: the key is checked in
            // it and the page scores answers in it.
            let space = match question.order_space(run) {
                Some(Ok(space)) => Some(space),
                Some(Err(why)) => {
                    if self.diags.len() == before {
                        self.at(
                            key_span.clone(),
                            format!("the answer key disagrees with the engine: {why}"),
                            Some("`tw run FILE` shows what the engine produces".into()),
                        );
                        if let Some(d) = self.diags.pop() {
                            self.key_diags.push(d);
                        }
                    }
                    None
                }
                None => None,
            };
            // An open order is reported only for an otherwise sound question
            // (a refused `given` leaves the order open for no fault of the
            // prompt).
            if let (Question::Order { prompt, .. }, Some(space)) = (&question, &space) {
                let open = space.truncated || space.orders.len() > 1;
                if open
                    && self.diags.len() == before
                    && !super::shown::asks_for_a_legal_order(prompt)
                {
                    self.at(
                        kind_span,
                        format!(
                            "the prompt asks for one order, but {} orders of these events are legal: a player's choice is still open",
                            if space.truncated { format!("more than {}", space.orders.len()) } else { space.orders.len().to_string() }
                        ),
                        Some(format!(
                            "state the decision in the prompt and name it in `given`, or ask for \"{}\"",
                            super::shown::OPEN_ORDER_WORDS
                        )),
                    );
                }
            }
            // Check the key only when the question itself is well formed.
            let has_space = space.is_some() || !matches!(question, Question::Order { .. });
            if self.diags.len() == before && has_space {
                if let Err(why) = question.check_in(run, space.as_ref()) {
                    self.at(
                        key_span,
                        format!("the answer key disagrees with the engine: {why}"),
                        Some("`tw run FILE` shows what the engine produces".into()),
                    );
                    // Kept apart: the rest of the file is sound.
                    if let Some(d) = self.diags.pop() {
                        self.key_diags.push(d);
                    }
                }
            }
            out.push(question);
            spaces.push(space);
        }
        self.giveaways(doc, &out, &spaces, run);
        (out, spaces)
    }

    pub(crate) fn order_question<B>(
        &mut self,
        id: String,
        q: format::QuestionFile,
        labels: &[&str],
        run: &Run<'_, B>,
    ) -> Option<(Question, Range<usize>)> {
        let trace = run.trace;
        if q.events.len() < 2 {
            self.at(
                q.kind.span(),
                "an ordering question needs at least two `events`",
                None,
            );
            return None;
        }
        let names = q
            .names
            .as_ref()
            .map(|n| n.get_ref().clone())
            .unwrap_or_default();
        if let Some(n) = &q.names {
            if n.get_ref().len() != q.events.len() {
                self.at(
                    n.span(),
                    format!(
                        "`names` has {} entries but `events` has {}",
                        n.get_ref().len(),
                        q.events.len()
                    ),
                    Some("give one plain-words name per event, in the same order".into()),
                );
            }
        }
        let mut events = Vec::new();
        let mut seen = HashSet::new();
        for (k, e) in q.events.iter().enumerate() {
            if !seen.insert(e.get_ref().clone()) {
                self.at(
                    e.span(),
                    format!("{} is listed twice", quote(e.get_ref())),
                    None,
                );
                continue;
            }
            if !self.event(e, labels) {
                continue;
            }
            let name = names.get(k).cloned().unwrap_or_else(|| {
                trace
                    .step_for(e.get_ref())
                    .map(|(_, s)| s.text.to_string())
                    .unwrap_or_default()
            });
            events.push((e.get_ref().clone(), name));
        }
        let mut given = Vec::new();
        if events.len() == q.events.len() {
            let labels: Vec<String> = events.iter().map(|(l, _)| l.clone()).collect();
            for g in &q.given {
                if given.contains(g.get_ref()) {
                    self.at(
                        g.span(),
                        format!("{} is given twice", quote(g.get_ref())),
                        None,
                    );
                    continue;
                }
                let one = std::slice::from_ref(g.get_ref());
                match question::order_space(run, &labels, one, question::ORDER_LIMIT) {
                    Ok(_) => {
                        let shown = [q.prompt.as_str(), self.situation.as_str()];
                        let stated = find_decision(run.trace, g.get_ref())
                            .and_then(|d| super::shown::given_is_stated(run, &d, &shown));
                        if let Err(why) = stated {
                            self.at(
                                g.span(),
                                why,
                                Some("say it in the prompt, e.g. \"Alex has chosen to resolve his abilities first.\"".into()),
                            );
                        }
                        given.push(g.get_ref().clone())
                    }
                    Err(why) => self.at(
                        g.span(),
                        why,
                        Some("`tw run FILE` lists the decisions as choice-N".into()),
                    ),
                }
            }
        }
        let span = q.events[0].span();
        Some((
            Question::Order {
                id,
                prompt: q.prompt,
                events,
                given,
                explanation: q.explanation,
            },
            span,
        ))
    }

    pub(crate) fn choice_question<B>(
        &mut self,
        id: String,
        q: format::QuestionFile,
        labels: &[&str],
        run: &Run<'_, B>,
    ) -> Option<(Question, Range<usize>)> {
        if q.options.len() < 2 {
            self.at(
                q.kind.span(),
                "a multiple-choice question needs at least two [[question.option]] tables",
                None,
            );
            return None;
        }
        let mut option_ids = HashSet::new();
        for o in &q.options {
            if !option_ids.insert(o.id.get_ref().clone()) {
                self.at(
                    o.id.span(),
                    format!("two options have the id {}", quote(o.id.get_ref())),
                    None,
                );
            }
        }
        let Some(answer) = &q.answer else {
            self.at(
                q.kind.span(),
                "a multiple-choice question needs an `answer`: the right option's id",
                None,
            );
            return None;
        };
        let ids: Vec<&str> = q.options.iter().map(|o| o.id.get_ref().as_str()).collect();
        if !ids.contains(&answer.get_ref().as_str()) {
            self.at(
                answer.span(),
                format!(
                    "the answer {} is not one of the options",
                    quote(answer.get_ref())
                ),
                Some(nearest(answer.get_ref(), &ids)),
            );
            return None;
        }
        for o in &q.options {
            let right = o.id.get_ref() == answer.get_ref();
            match (&o.why_wrong, right) {
                (Some(w), true) => self.at(
                    w.span(),
                    format!(
                        "option {} is the answer but has a `why_wrong`",
                        quote(o.id.get_ref())
                    ),
                    Some("explain the right answer in the question's `explanation`".into()),
                ),
                (None, false) => self.at(
                    o.id.span(),
                    format!(
                        "option {} is wrong but has no `why_wrong`",
                        quote(o.id.get_ref())
                    ),
                    Some("say which wrong reasoning leads a trainee to it".into()),
                ),
                _ => {}
            }
        }
        let Some(check_file) = &q.answer_check else {
            self.at(
                answer.span(),
                "a multiple-choice answer needs an `answer_check` the engine can confirm",
                Some("for example answer_check = { first = \"event-label\" }".into()),
            );
            return None;
        };
        let check = self.answer_check(check_file, &q.prompt, labels, run)?;
        let right = q
            .options
            .iter()
            .find(|o| o.id.get_ref() == answer.get_ref())
            .map(|o| o.text.as_str())
            .unwrap_or_default();
        // Every choice key tests its answer: a claim that holds whatever
        // the right answer is, is refused.
        if let Err(why) = super::subject::touches(&check, &q.prompt, right, run) {
            self.at(
                check_file.span(),
                format!("the answer key does not test the answer: {why}"),
                Some("claim what the right option says, e.g. { unit = \"LABEL\", damage = N, after = \"EVENT\" } (see docs/scenario-format.md)".into()),
            );
        }
        let options = q
            .options
            .iter()
            .map(|o| ChoiceOption {
                id: o.id.get_ref().clone(),
                text: o.text.clone(),
                why_wrong: o.why_wrong.as_ref().map(|w| w.get_ref().clone()),
            })
            .collect();
        Some((
            Question::Choice {
                id,
                prompt: q.prompt,
                options,
                answer: answer.get_ref().clone(),
                check,
                explanation: q.explanation,
            },
            check_file.span(),
        ))
    }

    /// An outcome an author wrote: one of the ruleset's, in its words.
    pub(crate) fn outcome_answer<B>(
        &mut self,
        s: &Spanned<String>,
        run: &Run<'_, B>,
    ) -> Option<String> {
        let a = run.outcome_named(s.get_ref()).map(str::to_string);
        if a.is_none() {
            let known: Vec<&str> = run.outcomes.iter().map(String::as_str).collect();
            self.at(
                s.span(),
                format!("unknown outcome {}", quote(s.get_ref())),
                Some(nearest(s.get_ref(), &known)),
            );
        }
        a
    }

    /// A player an author names by id (any case): one of the scenario's.
    pub(crate) fn player_id<B>(&mut self, s: &Spanned<String>, run: &Run<'_, B>) -> Option<String> {
        let id = s.get_ref().to_lowercase();
        if let Some(p) = run.players.iter().find(|p| p.id == id) {
            return Some(p.id.clone());
        }
        let ids: Vec<String> = run
            .players
            .iter()
            .map(|p| format!("\"{}\"", p.id))
            .collect();
        self.at(
            s.span(),
            format!(
                "unknown player {}: the players are {}",
                quote(s.get_ref()),
                ids.join(" and ")
            ),
            None,
        );
        None
    }

    pub(crate) fn who_decides_question<B>(
        &mut self,
        id: String,
        q: format::QuestionFile,
        run: &Run<'_, B>,
    ) -> Option<(Question, Range<usize>)> {
        let (Some(at), Some(answer)) = (&q.at, &q.answer) else {
            self.at(
                q.kind.span(),
                "a \"who_decides\" question needs `at` (the decision point) and `answer` (\"alex\" or \"nico\")",
                None,
            );
            return None;
        };
        let player = self.player_id(answer, run);
        if !self.decision_at(at, run.trace) {
            return None;
        }
        Some((
            Question::WhoDecides {
                id,
                prompt: q.prompt,
                at: at.get_ref().clone(),
                answer: player?,
                explanation: q.explanation,
            },
            answer.span(),
        ))
    }

    pub(crate) fn outcome_question<B>(
        &mut self,
        id: String,
        q: format::QuestionFile,
        run: &Run<'_, B>,
    ) -> Option<(Question, Range<usize>)> {
        let Some(answer) = &q.answer else {
            self.at(
                q.kind.span(),
                "an \"outcome\" question needs an `answer`",
                Some(format!("one of: {}", run.outcomes.join(", "))),
            );
            return None;
        };
        let a = self.outcome_answer(answer, run)?;
        Some((
            Question::Outcome {
                id,
                prompt: q.prompt,
                answer: a,
                explanation: q.explanation,
            },
            answer.span(),
        ))
    }
}

/// The question kinds a file may use.
pub(super) const QUESTION_KINDS: &[&str] = &["order", "choice", "who_decides", "outcome"];
