//! Offline: register the service worker (`sw.js`, copied into the build by
//! trunk) that keeps both pages, their assets and every bundled scenario
//! file for use without a network after the first visit.

use wasm_bindgen::JsCast;

/// Register `/sw.js` if the browser supports service workers.
pub fn register() {
    let Some(window) = web_sys::window() else {
        return;
    };
    let navigator = window.navigator();
    let has = js_sys::Reflect::has(&navigator, &"serviceWorker".into()).unwrap_or(false);
    if !has {
        return;
    }
    // A promise that may reject (private mode, file://): ignored, the app
    // works online regardless.
    let promise = navigator.service_worker().register("/sw.js");
    let noop = wasm_bindgen::closure::Closure::<dyn FnMut(wasm_bindgen::JsValue)>::new(|_| {});
    let _ = promise.catch(&noop);
    noop.forget();
}

/// Register the service worker once the page has loaded, so its caching
/// never competes with the first render (the catalog page's budget).
pub fn register_after_load() {
    let Some(window) = web_sys::window() else {
        return;
    };
    let later = wasm_bindgen::closure::Closure::<dyn FnMut()>::new(register);
    let _ = window.set_timeout_with_callback_and_timeout_and_arguments_0(
        later.as_ref().unchecked_ref(),
        2000,
    );
    later.forget();
}
