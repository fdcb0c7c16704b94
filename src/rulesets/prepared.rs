//! A prepared scenario: what the pipeline (`crate::scenario::prepare`)
//! makes of a file with its ruleset's run. Defined here, beside the
//! ruleset's `Setup` and `Board` it holds, so the rulesets' "What if…?"
//! (`what_if`, `swu::branch`) reads it without reaching up into the
//! pipeline.

use super::{Board, BoardModel, Game, Setup, Sources};
use crate::scenario_file::diagnostics::Ctx;
use crate::scenario_file::{CommonFile, Document, Meta, Player, Question, Reading, Run};
use crate::timing::{OrderSpace, Trace};
use serde::{Deserialize, Serialize};

/// What a scenario tells the trainee and asks, whatever its ruleset: the
/// part of a [`Scenario`] its page shows (a `Lesson` holds it as it is).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Brief {
    pub meta: Meta,
    /// The players, in the ruleset's order.
    pub players: Vec<Player>,
    /// Every outcome the ruleset knows, in its words (an outcome question's
    /// options).
    pub outcomes: Vec<String>,
    pub questions: Vec<Question>,
    /// Readings the answers rest on that no rule or dated ruling settles.
    pub readings: Vec<Reading>,
}

impl Brief {
    /// The readings this question's answer rests on.
    pub fn readings_for<'a>(&'a self, question: &'a str) -> impl Iterator<Item = &'a Reading> {
        self.readings.iter().filter(move |r| r.applies_to(question))
    }
}

/// A validated scenario: its brief (the generic parts every ruleset's file
/// has) and the ruleset's own setup (its board, script and data), kept to
/// run it again.
#[derive(Debug, Clone)]
pub struct Scenario {
    pub brief: Brief,
    /// What the scenario's ruleset needs to run it again: the board before
    /// the first step, the script, its own data.
    pub setup: Setup,
}

impl Scenario {
    /// The ruleset that runs it.
    pub fn game(&self) -> Game {
        self.setup.game()
    }
}

/// A scenario reads as its brief (`scenario.meta`, `scenario.questions`):
/// the setup is the one thing it adds, and is named where it is used.
impl std::ops::Deref for Scenario {
    type Target = Brief;

    fn deref(&self) -> &Brief {
        &self.brief
    }
}

impl std::ops::DerefMut for Scenario {
    fn deref_mut(&mut self) -> &mut Brief {
        &mut self.brief
    }
}

/// Everything a page (and `tw run`) needs from a scenario's text, computed
/// once: the validated scenario, the engine's run, and each question's
/// legal-order space (built once, with `scenario_file::question::ORDER_LIMIT`),
/// in which its key was checked and a trainee's answer is scored.
#[derive(Debug, Clone)]
pub struct Prepared {
    pub scenario: Scenario,
    /// The run, with the ruleset's board after each step.
    pub trace: Trace<Board>,
    /// How the run ended, in the ruleset's words for an outcome answer.
    pub outcome: String,
    /// One per question, in order; `Some` for ordering questions.
    pub spaces: Vec<Option<OrderSpace>>,
}

impl Prepared {
    /// The run as questions see it: the trace with the ruleset's words for
    /// its players and outcomes.
    pub fn run(&self) -> Run<'_, Board> {
        Run {
            trace: &self.trace,
            players: &self.scenario.players,
            outcome: &self.outcome,
            outcomes: &self.scenario.outcomes,
        }
    }

    /// The board before the first step.
    pub fn start_board(&self) -> Board {
        self.scenario.setup.start_board()
    }

    /// How the page draws the board before the first step (`None`) or
    /// after step `i` (`Some(i)`; a step the run does not have is the
    /// start board).
    pub fn board_model(&self, step: Option<usize>) -> BoardModel {
        let setup = &self.scenario.setup;
        match step.and_then(|i| self.trace.steps.get(i)) {
            Some(s) => setup.board_model(&s.board),
            None => setup.board_model(&self.start_board()),
        }
    }
}

/// What a ruleset's loader hands back for a sound file: its setup and its
/// run, with the players and outcomes in its words. The pipeline
/// (`crate::scenario::prepare`) has read the generic parts (header,
/// readings, question tables) itself; [`Prepared::of_run`] joins the two.
pub struct Loaded {
    pub setup: Setup,
    pub trace: Trace<Board>,
    pub players: Vec<Player>,
    pub outcomes: Vec<String>,
    pub outcome: String,
}

impl Prepared {
    /// The pipeline from a file's text (`ctx.text`) to a prepared scenario,
    /// every problem reported through `ctx`: the text parsed once, the
    /// game it names, the schema pre-pass against that game's schema, the
    /// header, questions and readings read and checked (the kit), the
    /// ruleset's own sections and run ([`Game::load`]), then the one tail
    /// ([`Prepared::of_run`]). A pass runs only when the one before it
    /// found nothing, because its input would not be trustworthy.
    /// `crate::scenario::prepare` is its public face; it lives here, below
    /// the pipeline module, so that a ruleset's own generator
    /// (`swu::generate`) loads its texts by the same path.
    pub(crate) fn read(ctx: &mut Ctx<'_>, sources: &dyn Sources) -> Option<Prepared> {
        let doc = ctx.document()?;
        let game = match Game::of_document(&doc) {
            Ok(g) => g,
            Err(p) => {
                ctx.at(p.span, p.message, p.suggestion);
                return None;
            }
        };
        let mut common = if ctx.pre_pass(&doc, game.schema()) {
            ctx.typed::<CommonFile>(&doc)
        } else {
            None
        };
        let mut readings = Vec::new();
        if let Some(c) = &mut common {
            ctx.check_header(c);
            readings = ctx.readings(
                std::mem::take(&mut c.reading),
                &c.question,
                game.open_entries(),
            );
        }
        let loaded = game.load(ctx, &doc, common.as_ref(), sources)?;
        let common = common?;
        let meta = Meta::of(&common, game.slug());
        Some(Prepared::of_run(
            ctx,
            &doc,
            meta,
            readings,
            common.question,
            loaded,
        ))
    }

    /// The questions of a loaded file built and their answer keys checked
    /// against its run (a key the run does not bear out goes to
    /// `ctx.key_diags`, any other problem to `ctx.diags`): the one tail
    /// every ruleset shares.
    pub(crate) fn of_run(
        ctx: &mut Ctx<'_>,
        doc: &Document<'_>,
        meta: Meta,
        readings: Vec<Reading>,
        questions: Vec<crate::scenario_file::format::QuestionFile>,
        l: Loaded,
    ) -> Prepared {
        let run = Run {
            trace: &l.trace,
            players: &l.players,
            outcome: &l.outcome,
            outcomes: &l.outcomes,
        };
        ctx.situation = meta.situation.clone();
        let (questions, spaces) = ctx.questions(questions, &run, doc);
        Prepared {
            scenario: Scenario {
                brief: Brief {
                    meta,
                    players: l.players,
                    outcomes: l.outcomes,
                    questions,
                    readings,
                },
                setup: l.setup,
            },
            trace: l.trace,
            outcome: l.outcome,
            spaces,
        }
    }
}
