//! The page's document, touched directly where leptos has no word for it:
//! moving keyboard focus after a redraw, offering a file download, the
//! tab's title. One module, so every page does each the same way.

use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// Focus the element with this id once the page has drawn it: the result
/// after a check, the question after "Try again", a what-if panel, an exam
/// question. The one helper every page uses.
pub fn focus_later(id: impl Into<String>) {
    let id: String = id.into();
    request_animation_frame(move || {
        if let Some(el) = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.get_element_by_id(&id))
            .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok())
        {
            let _ = el.focus();
        }
    });
}

/// Offer `text` as a file download called `name`.
pub fn download(name: &str, text: &str, mime: &str) -> Result<(), String> {
    let doc = web_sys::window()
        .and_then(|w| w.document())
        .ok_or("no document")?;
    let parts = js_sys::Array::of1(&wasm_bindgen::JsValue::from_str(text));
    let opts = web_sys::BlobPropertyBag::new();
    opts.set_type(mime);
    let made = "the browser could not make the file";
    let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &opts).map_err(|_| made)?;
    let url = web_sys::Url::create_object_url_with_blob(&blob).map_err(|_| made)?;
    let a: web_sys::HtmlAnchorElement = doc.create_element("a").map_err(|_| made)?.unchecked_into();
    a.set_href(&url);
    a.set_download(name);
    a.click();
    let _ = web_sys::Url::revoke_object_url(&url);
    Ok(())
}

/// Set the page's title (`document.title`): the catalog's, and every
/// page's through [`PageTitle`](super::PageTitle).
pub fn set_title(title: &str) {
    if let Some(doc) = web_sys::window().and_then(|w| w.document()) {
        doc.set_title(title);
    }
}

/// Let the browser, not this app's router, follow a link to a page that
/// another of the site's apps draws (`serves` says which paths are this
/// app's). Left to the router, such a click pushed the address and then
/// [`Elsewhere`](super::Elsewhere) replaced it with a page load: two
/// history changes for one click, after which Chromium sometimes would not
/// go Back to the page the link was on. This listener runs in the capture
/// phase, before the router's, and marks the link `rel="external"`, which
/// the router leaves to the browser: one plain page load.
pub fn leave_for_other_apps(serves: fn(&str) -> bool) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let mark = wasm_bindgen::closure::Closure::<dyn Fn(web_sys::MouseEvent)>::new(
        move |ev: web_sys::MouseEvent| {
            let path = ev.composed_path();
            let Some(a) = (0..path.length())
                .find_map(|i| path.get(i).dyn_into::<web_sys::HtmlAnchorElement>().ok())
            else {
                return;
            };
            let here = web_sys::window().and_then(|w| w.location().origin().ok());
            if here.as_deref() != Some(a.origin().as_str()) || serves(&a.pathname()) {
                return;
            }
            let rel = a.rel();
            if !rel.split_whitespace().any(|r| r == "external") {
                a.set_rel(format!("{rel} external").trim_start());
            }
        },
    );
    let options = web_sys::AddEventListenerOptions::new();
    options.set_capture(true);
    let _ = window.add_event_listener_with_callback_and_add_event_listener_options(
        "click",
        mark.as_ref().unchecked_ref(),
        &options,
    );
    // Listens for the page's whole life, like the router's own listener.
    mark.forget();
}
