//! The trainee app: a library scenario opened by deep link or embedded in
//! a lesson page (`/scenarios/:id`, `/embed/:id`), read from the form the
//! build prepared for it (`tw prepare`), with no TOML parser, engine or
//! card pool. "What if…?" loads the engine when asked, as a web worker
//! (`src/bin/explorer.rs`). The first page is the catalog app
//! (`src/bin/catalog.rs`); every other page is the full app's
//! (`src/main.rs`).

#[cfg(target_arch = "wasm32")]
fn main() {
    timing_window::ui::start_trainee();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("The trainee app runs in the browser: use scripts/serve.sh (see README.md).");
}
