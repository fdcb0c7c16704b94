//! A value loaded asynchronously, loaded again when what it is loaded from
//! changes: the scenario on the page (by the id in its address), the
//! branch "What if…?" shows (by its decisions).
//!
//! A signal set by a spawned task, not leptos' `LocalResource`: the pages
//! need no suspense or transitions, and the resources' machinery,
//! generated again for each kind of value, made the trainee app's wasm
//! 10 KB gzip larger (`docs/benchmarks.md`).

use std::future::Future;

use leptos::prelude::*;

/// `None` while `load(key())` runs (the first time and each time `key()`
/// changes), then what it gave. A load that a newer one overtook is
/// dropped: the signal only ever holds the latest key's value.
pub fn loaded<K, T, F>(
    key: impl Fn() -> K + 'static,
    load: impl Fn(K) -> F + 'static,
) -> ReadSignal<Option<T>>
where
    K: 'static,
    T: Send + Sync + 'static,
    F: Future<Output = T> + 'static,
{
    let value = RwSignal::new(None);
    let latest = StoredValue::new(0u64);
    Effect::new(move |_| {
        let k = key();
        let Some(n) = latest.try_update_value(|n| {
            *n += 1;
            *n
        }) else {
            return;
        };
        value.set(None);
        let running = load(k);
        leptos::task::spawn_local(async move {
            let v = running.await;
            // The page may be gone, or a newer load under way.
            if latest.try_get_value() == Some(n) {
                value.try_set(Some(v));
            }
        });
    });
    value.read_only()
}
