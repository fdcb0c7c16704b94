//! The engine as a web worker, loaded only when a page asks "What if…?"
//! (`ui::explorer` starts it). It takes requests by postMessage and
//! answers each with one JSON string, or the bytes of a postcard reply
//! when asked for that form (the page's way); what they say and how they are
//! handled is `explore`, tested natively. This is only the glue:
//! messages in, scenario files fetched from `/scenarios/`, replies out.
//! No leptos and no DOM: trunk builds it as a worker
//! (`<link data-trunk rel="rust" data-bin="explorer" data-type="worker" data-loader-shim>`
//! in index.html), served as `/explorer_loader.js`, `/explorer.js` and
//! `/explorer_bg.wasm`.

#[cfg(target_arch = "wasm32")]
mod worker {
    use std::cell::RefCell;
    use std::rc::Rc;

    use timing_window::explore::{reply_error, Request, Sent, Session, Source, READY};
    use wasm_bindgen::prelude::*;
    use wasm_bindgen::JsCast;
    use wasm_bindgen_futures::spawn_local;
    use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

    pub fn start() {
        console_error_panic_hook::set_once();
        let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
        let session = Rc::new(RefCell::new(Session::bundled()));
        let listening = scope.clone();
        let onmessage = Closure::<dyn Fn(MessageEvent)>::new(move |msg: MessageEvent| {
            let scope = listening.clone();
            let session = session.clone();
            let data = msg.data().as_string();
            spawn_local(async move {
                let reply = match data {
                    Some(json) => answer(&scope, &session, &json).await,
                    None => Sent::Json(reply_error(0, "a request is one JSON string")),
                };
                let _ = match reply {
                    Sent::Json(text) => scope.post_message(&JsValue::from_str(&text)),
                    Sent::Bytes(bytes) => {
                        scope.post_message(&js_sys::Uint8Array::from(bytes.as_slice()))
                    }
                };
            });
        });
        scope.set_onmessage(Some(onmessage.as_ref().unchecked_ref()));
        // The worker listens for as long as it lives.
        onmessage.forget();
        let _ = scope.post_message(&JsValue::from_str(READY));
    }

    async fn answer(
        scope: &DedicatedWorkerGlobalScope,
        session: &RefCell<Session>,
        json: &str,
    ) -> Sent {
        let request = match Request::parse(json) {
            Ok(r) => r,
            // A request that cannot be read cannot say which form it
            // wanted: the page's own requests always read.
            Err(reply) => return Sent::Json(reply),
        };
        // The card pool is data the worker fetches on its first request
        // (the pool file the build wrote), not compiled in; the session
        // made before it was loaded is made again over it.
        if !timing_window::rulesets::shipped_data_ready() {
            let path = timing_window::rulesets::SHIPPED_DATA_FILE;
            let loaded = timing_window::ui::data::fetched_bytes(scope.fetch_with_str(path), path)
                .await
                .and_then(|b| b.ok_or_else(|| format!("the card pool {path} is not on the server")))
                .and_then(|b| timing_window::ui::data::install_pool(&b));
            match loaded {
                Ok(_) => *session.borrow_mut() = Session::bundled(),
                Err(words) => return request.reply(Err(words)),
            }
        }
        if let Ok(Source::File(file)) = request.source() {
            // Each file is fetched and prepared once; a fetch that fails
            // (offline, not found) is not kept, so asking again retries.
            if !session.borrow().has(file) {
                match fetch_text(scope, &format!("/scenarios/{file}")).await {
                    Ok(text) => session.borrow_mut().add(file, &text),
                    Err(words) => return request.reply(Err(words)),
                }
            }
        }
        session.borrow().answer(&request)
    }

    async fn fetch_text(scope: &DedicatedWorkerGlobalScope, path: &str) -> Result<String, String> {
        timing_window::ui::data::fetched_text(scope.fetch_with_str(path), path).await
    }
}

#[cfg(target_arch = "wasm32")]
fn main() {
    worker::start();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("The explorer is the app's web worker: it runs in the browser (scripts/serve.sh).");
}
