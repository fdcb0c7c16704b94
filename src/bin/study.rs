//! The study app: practice by topic, progress and the exam (`/topics`,
//! `/topics/:topic`, `/progress`, `/exam`, `/exam/result`), with no
//! engine, TOML parser or card pool (`ui::study`). The first page is the catalog app
//! (`src/bin/catalog.rs`), a scenario's deep link the trainee app
//! (`src/bin/trainee.rs`); every other page is the full app's
//! (`src/main.rs`).

#[cfg(target_arch = "wasm32")]
fn main() {
    timing_window::ui::start_study();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("The study app runs in the browser: use scripts/serve.sh (see README.md).");
}
