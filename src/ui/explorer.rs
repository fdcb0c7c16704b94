//! The page's side of the engine worker (`src/bin/explorer.rs`): "What
//! if…?" runs there, so a page that never asks never loads the engine.
//! One worker is started on first use and kept; requests carry an id and
//! each reply is matched to its request by it (`explore`).
//! Every call ends: with the branch, the worker's error, the worker's
//! failure to load, or a timeout.

use std::cell::RefCell;
use std::collections::HashMap;

use js_sys::{Function, Promise};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;
use web_sys::{ErrorEvent, Event, MessageEvent, Worker};

use crate::explore::{read_reply_bytes, reply_id, Answer, Form, Request, Want, READY};
use crate::rulesets::BoardModel;
use crate::timing::{Branch, Decision};

/// trunk's loader for the worker (`data-loader-shim`): worker files keep
/// their binary's name, unhashed, at the public URL `/`.
const WORKER_URL: &str = "/explorer_loader.js";

/// How long a request may wait, loading the worker included, before it
/// is given up: a worker that never starts never answers.
const TIMEOUT_MS: i32 = 20_000;

/// A request's promise, settled by the worker's reply, its failure or the
/// timeout, whichever comes first.
struct Waiting {
    resolve: Function,
    reject: Function,
}

struct Explorer {
    worker: Worker,
    /// The worker said it listens: until then requests wait in `queue`.
    ready: bool,
    queue: Vec<String>,
    waiting: HashMap<u64, Waiting>,
}

thread_local! {
    static EXPLORER: RefCell<Option<Explorer>> = const { RefCell::new(None) };
    static NEXT_ID: RefCell<u64> = const { RefCell::new(1) };
}

/// The branch of a library scenario's run under `decisions`, run by the
/// worker (`explore::branch`), or why there is none, in words.
/// `file` is as the app fetches it under `/scenarios/`
/// (`sneak-attack-aphra.toml`, `swm/swm-x.toml`).
pub async fn what_if(file: &str, decisions: &[Decision]) -> Result<Branch<BoardModel>, String> {
    match ask(file, decisions, Want::Branch).await? {
        Answer::Branch(b) => Ok(*b),
        Answer::Text(_) => Err("the engine answered with a text, not a branch".into()),
    }
}

/// A library scenario's text with `decisions` written into its script, by
/// the worker: what the author page opens.
pub async fn written(file: &str, decisions: &[Decision]) -> Result<String, String> {
    match ask(file, decisions, Want::Written).await? {
        Answer::Text(t) => Ok(t),
        Answer::Branch(_) => Err("the engine answered with a branch, not a text".into()),
    }
}

/// Ask the worker about a library scenario. The reply comes as postcard
/// bytes (`explore::Reply`): the page reads it with the reader
/// it reads lessons with, and no JSON reader for boards.
async fn ask(file: &str, decisions: &[Decision], want: Want) -> Result<Answer, String> {
    let id = NEXT_ID.with(|n| {
        let mut n = n.borrow_mut();
        *n += 1;
        *n - 1
    });
    let request = Request {
        id,
        file: Some(file.to_string()),
        text: None,
        decisions: decisions.to_vec(),
        want,
        form: Form::Postcard,
    };
    let json = serde_json::to_string(&request).map_err(|e| e.to_string())?;
    let mut waiting = None;
    let promise = Promise::new(&mut |resolve, reject| waiting = Some(Waiting { resolve, reject }));
    let waiting = waiting.ok_or("the browser did not make a promise")?;
    EXPLORER.with(|e| {
        let mut e = e.borrow_mut();
        if e.is_none() {
            *e = Some(start()?);
        }
        let explorer = e.as_mut().ok_or("no worker")?;
        explorer.waiting.insert(id, waiting);
        if explorer.ready {
            post(&explorer.worker, &json);
        } else {
            explorer.queue.push(json);
        }
        Ok::<_, String>(())
    })?;
    give_up_after(id, TIMEOUT_MS);
    match JsFuture::from(promise).await {
        Ok(reply) => {
            let bytes = reply
                .dyn_into::<js_sys::Uint8Array>()
                .map_err(|_| "the engine's answer is not bytes".to_string())?
                .to_vec();
            read_reply_bytes(&bytes)?.answer
        }
        Err(words) => Err(words
            .as_string()
            .unwrap_or_else(|| "the engine failed".into())),
    }
}

fn post(worker: &Worker, json: &str) {
    // A failed post leaves the request to its timeout.
    let _ = worker.post_message(&JsValue::from_str(json));
}

/// Start the worker and listen to it.
fn start() -> Result<Explorer, String> {
    let worker = Worker::new(WORKER_URL)
        .map_err(|_| "the browser would not start the engine's worker".to_string())?;
    // `into_js_value`: the listeners live as long as the worker does, and
    // are never dropped from Rust while one runs.
    let onmessage = Closure::<dyn Fn(MessageEvent)>::new(|msg: MessageEvent| {
        heard(msg.data());
    })
    .into_js_value();
    worker.set_onmessage(Some(onmessage.unchecked_ref()));
    let onerror = Closure::<dyn Fn(Event)>::new(|event: Event| {
        let detail = event
            .dyn_ref::<ErrorEvent>()
            .map(|e| e.message())
            .filter(|m| !m.is_empty());
        let words = match detail {
            Some(m) => format!("the engine's worker failed: {m}"),
            None => "the engine's worker could not be loaded".to_string(),
        };
        failed(&words);
    })
    .into_js_value();
    worker.set_onerror(Some(onerror.unchecked_ref()));
    Ok(Explorer {
        worker,
        ready: false,
        queue: Vec::new(),
        waiting: HashMap::new(),
    })
}

/// A message from the worker: it listens now (text), or a reply (bytes).
fn heard(data: JsValue) {
    if data.as_string().as_deref() == Some(READY) {
        EXPLORER.with(|e| {
            if let Some(explorer) = e.borrow_mut().as_mut() {
                explorer.ready = true;
                for json in std::mem::take(&mut explorer.queue) {
                    post(&explorer.worker, &json);
                }
            }
        });
        return;
    }
    // A reply that cannot be read names no request: its request times out.
    let Ok(bytes) = data.dyn_into::<js_sys::Uint8Array>() else {
        return;
    };
    let Some(id) = reply_id(&bytes.to_vec()) else {
        return;
    };
    settle(id, Ok(bytes.into()));
}

/// Settle request `id`'s promise, if it still waits: with the reply's
/// bytes, or with words.
fn settle(id: u64, result: Result<JsValue, String>) {
    let waiting = EXPLORER.with(|e| e.borrow_mut().as_mut().and_then(|x| x.waiting.remove(&id)));
    if let Some(w) = waiting {
        // Called outside the borrow: settling a promise runs no Rust now,
        // but nothing here relies on that.
        let _ = match result {
            Ok(reply) => w.resolve.call1(&JsValue::NULL, &reply),
            Err(words) => w.reject.call1(&JsValue::NULL, &JsValue::from_str(&words)),
        };
    }
}

/// The worker failed (it could not be loaded, or it threw): every waiting
/// request gets the words, and the next request starts a new worker.
fn failed(words: &str) {
    let gone = EXPLORER.with(|e| e.borrow_mut().take());
    if let Some(explorer) = gone {
        explorer.worker.terminate();
        for (_, w) in explorer.waiting {
            let _ = w.reject.call1(&JsValue::NULL, &JsValue::from_str(words));
        }
    }
}

/// Reject request `id` after `ms` if nothing answered it by then.
fn give_up_after(id: u64, ms: i32) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let timeout = Closure::once_into_js(move || {
        let seconds = ms / 1000;
        let started = EXPLORER.with(|e| e.borrow().as_ref().map(|x| x.ready));
        if started == Some(false) {
            // It never said it listens: start afresh on the next request.
            failed(&format!(
                "the engine's worker did not start within {seconds} seconds"
            ));
        } else {
            settle(
                id,
                Err(format!(
                    "the engine did not answer within {seconds} seconds"
                )),
            );
        }
    });
    let _ =
        window.set_timeout_with_callback_and_timeout_and_arguments_0(timeout.unchecked_ref(), ms);
}

/// The browser tests' way in (`tests/e2e/explorer.test.mjs`):
/// `window.twExplorerWhatIf(file, decisions)`, [`what_if`] with the
/// decisions written as a `?what-if=` link writes them (`choice-1:Alex`),
/// a promise of the branch as JSON (written here from the bytes the worker
/// sent) or the error's words. Installed by the
/// full app's start (`ui::start`), not exported from the wasm: an export
/// would be kept in every binary of the crate (the catalog, the worker).
pub fn install_test_hook() {
    let Some(window) = web_sys::window() else {
        return;
    };
    let hook = Closure::<dyn Fn(String, String) -> Promise>::new(|file: String, line: String| {
        wasm_bindgen_futures::future_to_promise(async move {
            let decisions =
                crate::timing::branch::decode(&line).map_err(|e| JsValue::from_str(&e))?;
            let branch = what_if(&file, &decisions)
                .await
                .map_err(|e| JsValue::from_str(&e))?;
            serde_json::to_string(&branch)
                .map(|json| JsValue::from_str(&json))
                .map_err(|e| JsValue::from_str(&e.to_string()))
        })
    })
    .into_js_value();
    let _ = js_sys::Reflect::set(&window, &JsValue::from_str("twExplorerWhatIf"), &hook);
}
