//! The games the trainer teaches, one module tree each. A ruleset owns its
//! board, its engine, its cards or characters, and its rules digest; the
//! rest of the crate (`timing`, `quiz`, `scenario`, `ui`) is generic.

pub mod realtime;
pub mod swm;
pub mod swu;
