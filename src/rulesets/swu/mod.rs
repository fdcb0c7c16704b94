//! Star Wars: Unlimited: the rules engine (`engine`), the cards it reads
//! (`cards`, written as data in the repository's `cards/` folder), and how a
//! scenario file describes a game: the file's sections (`format`), the board
//! it builds (`board`), the script and stop point (`script`), and loading
//! it all (`load`).
//!
//! Read first: `engine/mod.rs`, then `engine/structure.rs::phase_moment`.

pub mod board;
#[cfg(target_arch = "wasm32")]
pub mod board_ui;
pub mod branch;
pub mod cards;
pub mod engine;
pub mod format;
pub mod generate;
pub mod karabast;
mod load;
pub mod script;
pub mod view;

use crate::scenario::diagnostics::Ctx;
use crate::scenario::{load_with, schema, Diagnostic, Prepared};
use cards::CardPool;

/// Load an SWU scenario file: the schema pre-pass, the typed parse, then the
/// board, script, engine run and questions.
pub(crate) fn load(
    ctx: Ctx<'_>,
    pool: &CardPool,
) -> Result<(Prepared, Vec<Diagnostic>), Vec<Diagnostic>> {
    load_with(ctx, schema::SCENARIO, |ctx, f| ctx.build_swu(f, pool))
}
