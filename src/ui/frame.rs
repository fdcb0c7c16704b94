//! The page's static frame: what an app's HTML shows before its wasm has
//! loaded (the site header and a progress bar, `#boot` in `index.html` and
//! `study.html`), so a slow network shows the page at once rather than a
//! blank one. The app takes the frame away as it mounts its own header in
//! its place; until then an inline script in the same HTML reports a start
//! that failed (no WebAssembly, a file that did not load, an error while
//! starting) in the frame instead of leaving the bar running (issue 24).

/// The frame's element id (the HTML files hold it).
const FRAME: &str = "boot";

/// Remove the static frame, if the page has one: called just before the
/// app mounts, so the page never shows two headers.
pub fn replace() {
    if let Some(frame) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id(FRAME))
    {
        frame.remove();
    }
}
