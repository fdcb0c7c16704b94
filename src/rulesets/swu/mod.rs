//! Star Wars: Unlimited: the rules engine (`engine`), the cards it reads
//! (`cards`, written as data in the repository's `cards/` folder), and how a
//! scenario file describes a game: the file's sections (`format`), the board
//! it builds (`board`), the script and stop point (`script`), the schema
//! its pre-pass checks (`schema`), and loading it all (`load`).
//!
//! Read first: `engine/mod.rs`, then `engine/structure.rs::phase_moment`.

pub mod board;
#[cfg(target_arch = "wasm32")]
pub mod board_ui;
pub mod branch;
pub mod cards;
pub mod citations;
pub mod cr;
pub mod digest;
pub mod engine;
pub mod format;
pub mod generate;
pub mod karabast;
mod load;
pub mod observe;
pub mod outcome;
mod printed;
pub mod schema;
pub mod script;
pub mod sections;
pub mod texts;
pub mod view;

use std::sync::Arc;

use crate::scenario_file::diagnostics::Ctx;
use crate::scenario_file::{CommonFile, Diagnostic, Document, Player};
use cards::CardPool;
use engine::{Engine, EngineError, GameState, GameTrace, PlayerId, ScriptEntry, StopPoint};

/// What SWU needs to run a scenario again: the pool (bundled cards and the
/// file's own), the board before the first step, the script, where to stop.
#[derive(Debug, Clone)]
pub struct Setup {
    pub pool: Arc<CardPool>,
    pub board: GameState,
    pub script: Vec<ScriptEntry>,
    pub stop: StopPoint,
    /// Where the file names a card whose printed text is not all
    /// simulated, and which parts (warnings: the file loads).
    pub unsimulated: Vec<Diagnostic>,
}

impl Setup {
    /// Run the engine on it.
    pub fn run(&self) -> Result<GameTrace, EngineError> {
        Engine::new(
            &self.pool,
            self.board.clone(),
            self.script.clone(),
            self.stop,
        )
        .run()
    }

    /// The players as questions name them: the file's ids and the board's
    /// names.
    pub fn players(&self) -> Vec<Player> {
        PlayerId::BOTH
            .iter()
            .map(|p| Player {
                id: p.slug().to_string(),
                name: self.board.players[p.index()].name.clone(),
            })
            .collect()
    }
}

/// Load an SWU scenario file (the `Game::Swu` arm): the typed read of its
/// own sections, then the board, script and engine run against the card
/// pool `sources` gives; `common` is the header and questions the pipeline
/// read.
pub(crate) fn load(
    ctx: &mut Ctx<'_>,
    doc: &Document<'_>,
    common: &CommonFile,
    sources: &dyn super::Sources,
) -> Option<super::Loaded> {
    let file = ctx.typed(doc)?;
    let pool = match sources.swu_cards() {
        Ok(pool) => pool,
        Err(e) => {
            // No place in the file: the top of the file, as every loader
            // reports it.
            ctx.at(0..0, format!("the bundled card pool is broken: {e}"), None);
            return None;
        }
    };
    ctx.build_swu(doc, file, common, &pool)
}
