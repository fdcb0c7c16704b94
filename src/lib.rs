//! Timing Window: a judge-training app for Star Wars: Unlimited timing rules.

#[cfg(target_arch = "wasm32")]
pub mod ui;
pub mod timing;
