//! The first page's small app: the scenario catalog alone. Every other
//! route is served the full app (`src/main.rs`).

#[cfg(target_arch = "wasm32")]
fn main() {
    timing_window::ui::start_catalog();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("The catalog runs in the browser: use scripts/serve.sh (see README.md).");
}
