//! The page's address (path, query, fragment) as the app showing the page
//! keeps it, for the pages both apps show (a scenario, its timeline, its
//! "What if…?", its embed snippet).
//!
//! The full app has a router and keeps the address in it
//! ([`RouterAddress`]); the trainee app has none ([`Address::of_window`]):
//! its two pages are one scenario each, and every link leaves the page, so
//! a router would be 5 % of its code for nothing (`docs/benchmarks.md`).
//! Either way a page reads the address and replaces it (`?step=3`, a
//! branch's `?what-if=`) through [`Address`], never through the router or
//! the window directly.

use leptos::prelude::*;

/// The address the page is at. `search` is the query without its `?` and
/// `hash` the fragment with its `#`, as the router keeps them.
#[derive(Clone, Copy)]
pub struct Address {
    pub path: Signal<String>,
    pub search: Signal<String>,
    pub hash: Signal<String>,
    /// Put another address in place of this one: no new history entry,
    /// no scroll, no new page.
    replace: Callback<String>,
}

impl Address {
    /// The address of the page being drawn (provided by the app).
    pub fn get() -> Address {
        use_context::<Address>().unwrap_or_else(Address::of_window)
    }

    /// The window's own address, for an app with no router: replacing it
    /// changes the address bar (`history.replaceState`) and these signals.
    pub fn of_window() -> Address {
        let location = web_sys::window().map(|w| w.location());
        let read = |f: fn(&web_sys::Location) -> Result<String, wasm_bindgen::JsValue>| {
            location
                .as_ref()
                .and_then(|l| f(l).ok())
                .unwrap_or_default()
        };
        let path = RwSignal::new(read(web_sys::Location::pathname));
        let search = RwSignal::new(
            read(web_sys::Location::search)
                .trim_start_matches('?')
                .to_string(),
        );
        let hash = RwSignal::new(read(web_sys::Location::hash));
        let replace = Callback::new(move |to: String| {
            let Some(w) = web_sys::window() else { return };
            let Ok(history) = w.history() else { return };
            // Keep whatever state the entry holds.
            let state = history.state().unwrap_or(wasm_bindgen::JsValue::NULL);
            if history
                .replace_state_with_url(&state, "", Some(&to))
                .is_err()
            {
                return;
            }
            // Only what changed: unlike the router's memos, a signal set to
            // the value it holds still wakes its readers (the scenario page
            // would load again).
            let l = w.location();
            let set = |s: RwSignal<String>, v: String| {
                if s.with_untracked(|old| *old != v) {
                    s.set(v);
                }
            };
            set(path, l.pathname().unwrap_or_default());
            let q = l.search().unwrap_or_default();
            set(search, q.trim_start_matches('?').to_string());
            set(hash, l.hash().unwrap_or_default());
        });
        Address {
            path: path.into(),
            search: search.into(),
            hash: hash.into(),
            replace,
        }
    }

    /// Replace the address with `to` (a path with its query and fragment).
    pub fn replace(&self, to: String) {
        self.replace.run(to);
    }

    /// The query parameter `name`, decoded, read without tracking.
    pub fn query_untracked(&self, name: &str) -> Option<String> {
        query(&self.search.get_untracked(), name)
    }

    /// The last segment of the path (`/scenarios/ID` → `ID`), decoded,
    /// tracked.
    pub fn last_segment(&self) -> String {
        self.path.with(|p| {
            let raw = p
                .trim_end_matches('/')
                .rsplit('/')
                .next()
                .unwrap_or_default();
            js_sys::decode_uri_component(raw)
                .map(String::from)
                .unwrap_or_else(|_| raw.to_string())
        })
    }
}

/// The query parameter `name` of a query string (with or without its
/// `?`), decoded as the browser decodes it.
pub fn query(search: &str, name: &str) -> Option<String> {
    web_sys::UrlSearchParams::new_with_str(search)
        .ok()
        .and_then(|p| p.get(name))
}

/// Is `href` (a site path) the page at `path`, or a page under it? What a
/// navigation link marks as current (`aria-current="page"`): `/` only on
/// `/`, `/topics` on `/topics` and `/topics/x`.
pub fn is_current(href: &str, path: &str) -> bool {
    let path = path
        .strip_suffix('/')
        .filter(|p| !p.is_empty())
        .unwrap_or(path);
    if href == "/" {
        return path == "/";
    }
    path == href
        || path
            .strip_prefix(href)
            .is_some_and(|rest| rest.starts_with('/'))
}

/// The full app's address: the router's. Provides [`Address`] to the
/// pages inside it; place it inside `<Router>`.
#[component]
pub fn RouterAddress(children: Children) -> impl IntoView {
    let location = leptos_router::hooks::use_location();
    let navigate = leptos_router::hooks::use_navigate();
    provide_context(Address {
        path: location.pathname.into(),
        search: location.search.into(),
        hash: location.hash.into(),
        replace: Callback::new(move |to: String| {
            navigate(
                &to,
                leptos_router::NavigateOptions {
                    replace: true,
                    scroll: false,
                    ..Default::default()
                },
            )
        }),
    });
    children()
}
