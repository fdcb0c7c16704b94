//! The leptos user interface (browser only).
use leptos::prelude::*;

pub fn start() {
    console_error_panic_hook::set_once();
    leptos::mount::mount_to_body(App);
}

#[component]
fn App() -> impl IntoView {
    view! { <h1>"Timing Window"</h1> }
}
