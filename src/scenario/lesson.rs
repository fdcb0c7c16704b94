//! A scenario as its page shows it: the display form of a [`Prepared`].
//!
//! A page needs the scenario's words and questions, the run's steps with
//! each board as the board component draws it, each ordering question's
//! legal orders, and what a wrong order needs to be explained. It needs
//! no engine, no card pool and no TOML: so a [`Lesson`] is plain data
//! (`Serialize` both ways), made once from a `Prepared` by
//! [`Prepared::lesson`]. The full app makes it in the browser after
//! preparing a file; the build makes one for every library scenario
//! (`tw prepare`, `dist/prepared/ID.lesson`) for the trainee app, which reads
//! it back with [`Written::from_bytes`]. `tests/prepared.rs` holds the two
//! to each other: a library file's lesson read back is the lesson the
//! engine gives.
//!
//! What is deliberately absent: the ruleset's `Setup` (the engine's board,
//! script and cards). Running another branch ("What if…?") needs the
//! engine, which a page asks for through `ui::explore` when a trainee
//! asks.

use serde::{Deserialize, Serialize};

use super::{Prepared, Question, Run};
use crate::rulesets::BoardModel;
use crate::timing::{explain_from, Candidate};
use crate::timing::{Ask, OrderSpace, Trace, WrongOrder};

/// What a scenario tells the trainee and asks: the prepared scenario's
/// own brief, held as it is.
pub use crate::rulesets::Brief;

/// A scenario ready to show, with no engine behind it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Lesson {
    pub scenario: Brief,
    /// The board before the first step.
    pub start: BoardModel,
    /// The run, each step's board drawn for the page.
    pub trace: Trace<BoardModel>,
    /// The run's outcome, in the ruleset's words.
    pub outcome: String,
    /// Each question's legal-order space (ordering questions only). Written
    /// as the tree alone and enumerated again when read ([`spaces`]): the
    /// legal orders themselves can run to thousands.
    #[serde(with = "spaces")]
    pub spaces: Vec<Option<OrderSpace>>,
    /// What each choice point of the run asks for, in the order of
    /// `trace.choices()` (what "What if…?" offers there); empty where the
    /// ruleset cannot run branches.
    pub asks: Vec<Ask>,
    /// For each ordering question, the other decisions under which an
    /// order may be legal, worked out by the engine when the lesson was
    /// made (`None` for other questions).
    pub explanations: Vec<Option<Vec<Candidate>>>,
    /// The rule numbers the scenario's prose cites (explanations, why an
    /// option is wrong, readings) that its game's rules page anchors: what
    /// the page links in that prose, without the rules digest.
    pub anchors: Vec<String>,
}

impl Prepared {
    /// The scenario as its page shows it.
    pub fn lesson(&self) -> Lesson {
        let s = &self.scenario;
        Lesson {
            scenario: s.brief.clone(),
            start: self.board_model(None),
            trace: self.trace.clone().map_boards(|b| s.setup.board_model(&b)),
            outcome: self.outcome.clone(),
            spaces: self.spaces.clone(),
            asks: self.what_if_asks(),
            explanations: self.explanations(),
            anchors: prose_anchors(s),
        }
    }
}

/// The rule numbers the scenario's prose cites that its rules page anchors.
fn prose_anchors(s: &super::Scenario) -> Vec<String> {
    let mut texts: Vec<&str> = Vec::new();
    for q in &s.questions {
        texts.push(q.explanation());
        if let Question::Choice { options, .. } = q {
            texts.extend(options.iter().filter_map(|o| o.why_wrong.as_deref()));
        }
    }
    for r in &s.readings {
        texts.extend([r.follows.as_str(), r.why.as_str(), r.other.as_str()]);
    }
    crate::rules::cited(texts, &crate::digests::of(s.game()))
}

impl Lesson {
    /// What questions are checked against.
    pub fn run(&self) -> Run<'_, BoardModel> {
        Run {
            trace: &self.trace,
            players: &self.scenario.players,
            outcome: &self.outcome,
            outcomes: &self.scenario.outcomes,
        }
    }

    /// The board before the first step (`None`) or after step `step`.
    pub fn board(&self, step: Option<usize>) -> BoardModel {
        match step.and_then(|i| self.trace.steps.get(i)) {
            Some(s) => s.board.clone(),
            None => self.start.clone(),
        }
    }

    /// An answer at choice point `at` (1-based, as a [`Decision`] names
    /// it) in the words the trainee reads: the options' names, not the
    /// engine's labels.
    ///
    /// [`Decision`]: crate::timing::Decision
    pub fn said_at(&self, at: usize, chosen: &[String]) -> String {
        match at.checked_sub(1).and_then(|i| self.trace.choices().nth(i)) {
            Some((_, c)) => c.said(chosen),
            None => crate::timing::trace::said(&[], &[], chosen),
        }
    }

    /// Can "What if…?" run other branches of this scenario?
    pub fn explorable(&self) -> bool {
        !self.asks.is_empty()
    }

    /// A trainee's order for ordering question `question` (its index)
    /// replayed against the rules, with the decision that makes it legal in
    /// another run, if there is one: from data alone.
    pub fn explain_wrong_order(
        &self,
        question: usize,
        proposed: &[String],
    ) -> Result<WrongOrder, String> {
        let Some(Some(space)) = self.spaces.get(question) else {
            return Err(format!("question {} has no order space", question + 1));
        };
        let none = Vec::new();
        let candidates = self
            .explanations
            .get(question)
            .and_then(Option::as_ref)
            .unwrap_or(&none);
        explain_from(space, candidates, proposed)
    }
}

/// Order spaces as their trees: the legal orders are enumerated again
/// (with the same limit) when read.
mod spaces {
    use serde::{Deserialize, Deserializer, Serialize, Serializer};

    use crate::scenario::question::ORDER_LIMIT;
    use crate::timing::{OrderNode, OrderSpace};

    pub fn serialize<S: Serializer>(
        spaces: &[Option<OrderSpace>],
        s: S,
    ) -> Result<S::Ok, S::Error> {
        let trees: Vec<Option<&OrderNode>> = spaces
            .iter()
            .map(|o| o.as_ref().map(|sp| &sp.tree))
            .collect();
        trees.serialize(s)
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(
        d: D,
    ) -> Result<Vec<Option<OrderSpace>>, D::Error> {
        let trees: Vec<Option<OrderNode>> = Vec::deserialize(d)?;
        trees
            .into_iter()
            .map(|t| match t {
                None => Ok(None),
                Some(tree) => OrderSpace::new(&tree, None, ORDER_LIMIT)
                    .map(Some)
                    .ok_or_else(|| serde::de::Error::custom("an order space with no events")),
            })
            .collect()
    }
}

/// The version of the form [`Written`] is in: a page refuses another
/// version (an old cached file) instead of misreading it. 2: postcard, not
/// JSON.
pub const FORMAT: u32 = 3;

/// What the build writes for one library file (`tw prepare`): its lesson,
/// or, for a file that does not load, its problems, so the page says what
/// is wrong instead of "not found".
///
/// Written in postcard, a compact binary form of the same serde types,
/// not JSON: reading JSON into these types compiled to 38 KB gzip more of
/// the trainee app's wasm (a JSON reader visits every struct as a map of
/// named fields, postcard as a sequence), and the files are smaller
/// (`docs/benchmarks.md`). The version comes first, so any later form
/// can still be told apart.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Written {
    pub format: u32,
    /// The library file it was prepared from, as the app serves it under
    /// `/scenarios/` (what "What if…?" asks the engine to run).
    pub file: String,
    pub lesson: Result<Lesson, Vec<super::Diagnostic>>,
}

impl Written {
    /// Prepare a file (`file`: its name as the app serves it) and keep what
    /// its page needs.
    pub fn prepare(file: &str, text: &str, sources: &dyn crate::rulesets::Sources) -> Written {
        Written {
            format: FORMAT,
            file: file.to_string(),
            lesson: super::prepare(file, text, sources).map(|p| p.lesson()),
        }
    }

    /// Where the page fetches the written form of the library scenario
    /// with this id (`/prepared/ID.lesson`, whatever the game's folder):
    /// by id, so a page needs no table of files to find it, and an id the
    /// library lacks is the server's "not found". The id is encoded as a
    /// path segment.
    pub fn path(id: &str) -> String {
        format!("/prepared/{}.lesson", crate::percent_encode(id))
    }

    pub fn to_bytes(&self) -> Vec<u8> {
        postcard::to_allocvec(self).unwrap_or_default()
    }

    /// Read a written form back; `Err` says why not (another format, or
    /// not this shape, or bytes left over), never a panic.
    pub fn from_bytes(bytes: &[u8]) -> Result<Written, String> {
        let unreadable =
            |e: postcard::Error| format!("the prepared scenario could not be read: {e}");
        let (format, _) = postcard::take_from_bytes::<u32>(bytes).map_err(unreadable)?;
        if format != FORMAT {
            return Err(format!(
                "the prepared scenario is in format {format}, this app reads format {FORMAT}: reload the page"
            ));
        }
        let (written, rest) = postcard::take_from_bytes::<Written>(bytes).map_err(unreadable)?;
        if !rest.is_empty() {
            return Err(format!(
                "the prepared scenario could not be read: {} bytes after its end",
                rest.len()
            ));
        }
        Ok(written)
    }

    /// Does this form read back to exactly what it holds? `tw prepare`
    /// refuses to write one that does not.
    pub fn reads_back(&self) -> Result<(), String> {
        let back = Written::from_bytes(&self.to_bytes())?;
        if back == *self {
            Ok(())
        } else {
            Err("the prepared form reads back to another lesson than the engine's".to_string())
        }
    }
}
