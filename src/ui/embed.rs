//! Embedding: the "Embed" button that gives an iframe snippet, and, inside
//! an embedded frame (`/embed/…`), the messages to the host page: the
//! frame's height whenever it changes, and an xAPI-shaped "answered"
//! statement for each answer. The protocol is in `docs/embedding.md`.
//!
//! Nothing is ever posted to `*`. The host names the origins allowed to
//! receive results in the frame's URL (`?origin=https://a.example`, repeated
//! or comma-separated). The frame works out its parent's origin
//! (`location.ancestorOrigins`, else `document.referrer`) and posts only when
//! it is one of those, with that origin as the `targetOrigin`, so the
//! browser itself refuses delivery to any other page.

use std::cell::RefCell;

use leptos::prelude::*;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

/// Message types posted to the host page.
pub const HEIGHT_MESSAGE: &str = "timing-window:height";
pub const STATEMENT_MESSAGE: &str = "timing-window:statement";
pub const ANSWERED_VERB: &str = "http://adlnet.gov/expapi/verbs/answered";

struct Host {
    /// The parent's origin, already checked against the allowed list.
    target: String,
    last_height: i32,
}

thread_local! {
    static HOST: RefCell<Option<Host>> = const { RefCell::new(None) };
}

/// The origins a frame URL's query allows (`origin=` repeated, or one with
/// commas). Only `scheme://host[:port]` values count; `*` never does.
pub fn allowed_origins(search: &str) -> Vec<String> {
    let mut out = Vec::new();
    for pair in search.trim_start_matches('?').split('&') {
        let Some(v) = pair.strip_prefix("origin=") else {
            continue;
        };
        let v = js_sys::decode_uri_component(v)
            .ok()
            .and_then(|s| s.as_string())
            .unwrap_or_default();
        for o in v.split(',') {
            if let Some(o) = normalize_origin(o.trim()) {
                out.push(o);
            }
        }
    }
    out
}

/// `https://a.example:8443/path` → `https://a.example:8443`; `None` for
/// anything that is not an http(s) origin (including `*` and `null`).
pub fn normalize_origin(s: &str) -> Option<String> {
    let url = web_sys::Url::new(s).ok()?;
    let proto = url.protocol();
    if proto != "https:" && proto != "http:" {
        return None;
    }
    let origin = url.origin();
    (origin != "null").then_some(origin)
}

/// The parent page's origin as the browser reports it.
fn parent_origin() -> Option<String> {
    let window = web_sys::window()?;
    let location = window.location();
    // Chromium and Safari: the exact origin of each ancestor.
    if let Ok(list) = js_sys::Reflect::get(&location, &"ancestorOrigins".into()) {
        if let Some(first) = js_sys::Reflect::get(&list, &0.into())
            .ok()
            .and_then(|v| v.as_string())
        {
            return normalize_origin(&first);
        }
    }
    let referrer = window.document()?.referrer();
    normalize_origin(&referrer)
}

/// Set up an embedded frame: called once at start. Does nothing outside
/// `/embed/`, outside a frame, or when the parent is not an allowed origin.
pub fn install() {
    let Some(window) = web_sys::window() else {
        return;
    };
    let location = window.location();
    let path = location.pathname().unwrap_or_default();
    if !path.starts_with("/embed/") {
        return;
    }
    if let Some(doc) = window.document().and_then(|d| d.document_element()) {
        let _ = doc.class_list().add_1("tw-embedded");
    }
    let in_frame = window
        .parent()
        .ok()
        .flatten()
        .is_some_and(|p| !js_sys::Object::is(&p, &window));
    if !in_frame {
        return;
    }
    let allowed = allowed_origins(&location.search().unwrap_or_default());
    let target = match parent_origin() {
        Some(p) if allowed.contains(&p) => p,
        // No way to learn the parent's origin: with a single allowed origin
        // the browser still enforces it as the targetOrigin.
        None if allowed.len() == 1 => allowed[0].clone(),
        _ => return,
    };
    HOST.with(|h| {
        *h.borrow_mut() = Some(Host {
            target,
            last_height: -1,
        })
    });
    watch_height();
}

/// A plain object with these fields, as the host page receives it (a
/// message's structure is built here, not as JSON text: the page carries
/// no JSON value tree).
fn obj(fields: &[(&str, JsValue)]) -> JsValue {
    let o = js_sys::Object::new();
    for (k, v) in fields {
        let _ = js_sys::Reflect::set(&o, &JsValue::from_str(k), v);
    }
    o.into()
}

fn text(s: &str) -> JsValue {
    JsValue::from_str(s)
}

fn post(message: JsValue) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let Some(target) = HOST.with(|h| h.borrow().as_ref().map(|h| h.target.clone())) else {
        return;
    };
    let Ok(Some(parent)) = window.parent() else {
        return;
    };
    let _ = parent.post_message(&message, &target);
}

/// The content's height: the bottom of the app's root plus its margin.
fn content_height() -> Option<i32> {
    let doc = web_sys::window()?.document()?;
    let main = doc.get_element_by_id("main")?;
    let rect = main.get_bounding_client_rect();
    let scroll = web_sys::window()?.scroll_y().unwrap_or(0.0);
    Some((rect.bottom() + scroll).ceil() as i32)
}

fn report_height() {
    let Some(height) = content_height() else {
        return;
    };
    let changed = HOST.with(|h| {
        let mut h = h.borrow_mut();
        match h.as_mut() {
            Some(host) if host.last_height != height => {
                host.last_height = height;
                true
            }
            _ => false,
        }
    });
    if changed {
        post(obj(&[
            ("type", text(HEIGHT_MESSAGE)),
            ("height", JsValue::from(height)),
        ]));
    }
}

/// Report the height whenever it may have changed. Two watchers, because
/// neither alone sees every change:
/// - a `ResizeObserver` sees a size changed by anything (fonts, the host
///   making the frame narrower), but only when the browser renders the
///   frame, and Chromium does not render a cross-origin frame that is out
///   of the host's view: a frame pushed below the fold by the one above it
///   growing kept reporting its "Loading…" height until scrolled to (the
///   example lesson's second frame, `tests/e2e/embed.test.mjs`);
/// - a `MutationObserver` sees every change the app makes to the page,
///   rendered or not, and measuring then forces the layout it needs.
fn watch_height() {
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let callback = Closure::<dyn FnMut()>::new(report_height);
    let func: &js_sys::Function = callback.as_ref().unchecked_ref();
    if let (Ok(observer), Some(root)) =
        (web_sys::MutationObserver::new(func), doc.document_element())
    {
        let what = web_sys::MutationObserverInit::new();
        what.set_child_list(true);
        what.set_subtree(true);
        what.set_character_data(true);
        what.set_attributes(true);
        if observer.observe_with_options(&root, &what).is_ok() {
            std::mem::forget(observer);
        }
    }
    match web_sys::ResizeObserver::new(func) {
        Ok(observer) => {
            // The root element and the body: the app mounts into the body
            // and #main is replaced as routes change.
            if let Some(root) = doc.document_element() {
                observer.observe(&root);
            }
            if let Some(body) = doc.body() {
                observer.observe(&body);
                for child in 0..body.child_element_count() {
                    if let Some(el) = body.children().item(child) {
                        observer.observe(&el);
                    }
                }
            }
            std::mem::forget(observer);
        }
        Err(_) => {
            // No ResizeObserver: poll.
            if let Some(w) = web_sys::window() {
                let _ = w.set_interval_with_callback_and_timeout_and_arguments_0(func, 500);
            }
        }
    }
    // Also after the app has rendered, and whenever the page loads fonts etc.
    if let Some(w) = web_sys::window() {
        let _ = w.set_timeout_with_callback_and_timeout_and_arguments_0(func, 50);
        let _ = w.add_event_listener_with_callback("load", func);
    }
    callback.forget();
}

/// `PT12.3S`: an ISO 8601 duration from milliseconds.
pub fn iso_duration(ms: f64) -> String {
    let tenths = (ms.max(0.0) / 100.0).round() as u64;
    let (secs, frac) = (tenths / 10, tenths % 10);
    let (h, m, s) = (secs / 3600, secs / 60 % 60, secs % 60);
    let mut out = String::from("PT");
    if h > 0 {
        out.push_str(&format!("{h}H"));
    }
    if m > 0 {
        out.push_str(&format!("{m}M"));
    }
    out.push_str(&format!("{s}.{frac}S"));
    out
}

/// Report an answer to the host page (only inside an allowed embed).
pub fn answered(
    scenario: &str,
    question: &str,
    answer: &[String],
    score: f64,
    success: bool,
    duration_ms: f64,
) {
    if HOST.with(|h| h.borrow().is_none()) {
        return;
    }
    let origin = web_sys::window()
        .and_then(|w| w.location().origin().ok())
        .unwrap_or_default();
    let timestamp = js_sys::Date::new_0()
        .to_iso_string()
        .as_string()
        .unwrap_or_default();
    let en = |s: &str| obj(&[("en-US", text(s))]);
    let statement = obj(&[
        (
            "verb",
            obj(&[("id", text(ANSWERED_VERB)), ("display", en("answered"))]),
        ),
        (
            "object",
            obj(&[
                ("objectType", text("Activity")),
                (
                    "id",
                    text(&format!("{origin}/scenarios/{scenario}#{question}")),
                ),
                (
                    "definition",
                    obj(&[
                        (
                            "type",
                            text("http://adlnet.gov/expapi/activities/cmi.interaction"),
                        ),
                        ("name", en(&format!("{scenario}: {question}"))),
                    ]),
                ),
            ]),
        ),
        (
            "result",
            obj(&[
                (
                    "score",
                    obj(&[(
                        "scaled",
                        JsValue::from((score.clamp(0.0, 1.0) * 1000.0).round() / 1000.0),
                    )]),
                ),
                ("success", JsValue::from(success)),
                ("duration", text(&iso_duration(duration_ms))),
                ("response", text(&answer.join("[,]"))),
            ]),
        ),
        ("timestamp", text(&timestamp)),
    ]);
    post(obj(&[
        ("type", text(STATEMENT_MESSAGE)),
        ("statement", statement),
    ]));
    report_height();
}

/// The embed URL of the page being shown: `/scenarios/ID` → `/embed/ID`,
/// `/shared#s=…` → `/embed/shared#s=…`.
fn embed_url(origin: &str, path: &str, hash: &str, host: &str) -> String {
    let embed_path = match path.strip_prefix("/scenarios/") {
        Some(id) => format!("/embed/{id}"),
        None if path == "/shared" => "/embed/shared".to_string(),
        None => path.to_string(),
    };
    let query = normalize_origin(host.trim())
        .map(|o| {
            format!(
                "?origin={}",
                js_sys::encode_uri_component(&o)
                    .as_string()
                    .unwrap_or_default()
            )
        })
        .unwrap_or_default();
    let hash = if embed_path == "/embed/shared" {
        hash
    } else {
        ""
    };
    format!("{origin}{embed_path}{query}{hash}")
}

/// Escape text for an HTML attribute value in the snippet.
fn attr(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('"', "&quot;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

/// "Embed": reveals a copyable iframe snippet for this scenario.
#[component]
pub fn EmbedButton(#[prop(into)] title: String) -> impl IntoView {
    let open = RwSignal::new(false);
    let host = RwSignal::new(String::from("https://your-lms.example"));
    let copied = RwSignal::new(String::new());
    let address = super::address::Address::get();
    let (pathname, hash) = (address.path, address.hash);
    let title = StoredValue::new(title);
    let snippet = move || {
        let origin = web_sys::window()
            .and_then(|w| w.location().origin().ok())
            .unwrap_or_default();
        let src = embed_url(&origin, &pathname.get(), &hash.get(), &host.get());
        format!(
            "<iframe src=\"{}\" title=\"{}\" style=\"width: 100%; border: 0\" height=\"600\" loading=\"lazy\"></iframe>",
            attr(&src),
            title.with_value(|t| attr(t))
        )
    };
    let copy = move |_| {
        let text = snippet();
        copy_text(&text);
        copied.set("Snippet copied.".to_string());
    };
    view! {
        <div class="embed-tool">
            <button type="button" class="secondary" aria-expanded=move || open.get().to_string() aria-controls="embed-panel" on:click=move |_| open.update(|o| *o = !*o)>
                "Embed"
            </button>
            <Show when=move || open.get()>
                <div id="embed-panel" class="embed-panel">
                    <label class="field">
                        <span>"Your page\u{2019}s origin (it alone receives results)"</span>
                        <input type="url" prop:value=move || host.get() on:input=move |ev| host.set(event_target_value(&ev)) />
                    </label>
                    <label class="field">
                        <span>"Iframe snippet"</span>
                        <textarea class="snippet" readonly rows="4" prop:value=snippet on:focus=|ev| select_all(&ev)></textarea>
                    </label>
                    <button type="button" class="secondary" on:click=copy>"Copy snippet"</button>
                    <span class="copied" role="status">{move || copied.get()}</span>
                    <p class="hint">"The frame resizes itself and reports each answer to that origin; see docs/embedding.md."</p>
                </div>
            </Show>
        </div>
    }
}

/// Select the whole text of the event's target (a field).
pub fn select_all(ev: &web_sys::FocusEvent) {
    if let Some(t) = ev
        .target()
        .and_then(|t| t.dyn_into::<web_sys::HtmlTextAreaElement>().ok())
    {
        t.select();
    } else if let Some(t) = ev
        .target()
        .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok())
    {
        t.select();
    }
}

/// Copy text to the clipboard (best effort: the field stays selectable).
pub fn copy_text(text: &str) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let navigator = window.navigator();
    let Ok(clipboard) = js_sys::Reflect::get(&navigator, &"clipboard".into()) else {
        return;
    };
    if clipboard.is_undefined() {
        return;
    }
    if let Ok(write) = js_sys::Reflect::get(&clipboard, &"writeText".into()) {
        if let Ok(f) = write.dyn_into::<js_sys::Function>() {
            if let Ok(promise) = f.call1(&clipboard, &text.into()) {
                // Swallow a refusal (no permission): the text is selectable.
                if let Ok(p) = promise.dyn_into::<js_sys::Promise>() {
                    let noop = Closure::<dyn FnMut(JsValue)>::new(|_| {});
                    let _ = p.catch(&noop);
                    noop.forget();
                }
            }
        }
    }
}
