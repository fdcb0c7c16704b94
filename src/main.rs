//! Entry point of the browser app. Natively there is nothing to run: the
//! engine and the scenario tools are in the library and the `tw` binary.

#[cfg(target_arch = "wasm32")]
fn main() {
    timing_window::ui::start();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("Timing Window runs in the browser: use scripts/serve.sh (see README.md).");
}
