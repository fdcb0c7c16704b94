//! Offline: register the service worker (`sw.js`, copied into the build by
//! trunk) that keeps the app shell and its bundled scenarios for use
//! without a network after the first visit.

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
