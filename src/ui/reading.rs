//! The note a `[[reading]]` becomes in the reveal: a visibly distinct box
//! headed "A reading, not a settled rule", saying what this app follows,
//! why, and the other reading. Everything from the scenario is a text node.

use leptos::prelude::*;

use crate::scenario::reading::HEADING;
use crate::scenario::Reading;

/// One reading. `id` makes the heading's id unique on the page (a note can
/// appear beside a question and above the trace).
#[component]
pub fn ReadingNote(reading: Reading, #[prop(into)] id: String) -> impl IntoView {
    let heading = format!("reading-{id}");
    let labelled_by = heading.clone();
    view! {
        <aside class="reading-note" role="note" aria-labelledby=labelled_by>
            <h3 id=heading>
                <span class="reading-mark" aria-hidden="true">"?"</span>
                {HEADING}
            </h3>
            <p class="reading-topic">{reading.topic}</p>
            <dl>
                <dt>"What this app follows"</dt>
                <dd><super::RuleProse text=reading.follows /></dd>
                <dt>"Why"</dt>
                <dd><super::RuleProse text=reading.why /></dd>
                <dt>"The other reading"</dt>
                <dd><super::RuleProse text=reading.other /></dd>
            </dl>
        </aside>
    }
}

/// Several readings, each in its own note; nothing when there are none.
#[component]
pub fn ReadingNotes(readings: Vec<Reading>, #[prop(into)] id: String) -> impl IntoView {
    (!readings.is_empty()).then(|| {
        let notes = readings
            .into_iter()
            .enumerate()
            .map(|(i, r)| view! { <ReadingNote reading=r id=format!("{id}-{}", i + 1) /> })
            .collect_view();
        view! { <div class="reading-notes">{notes}</div> }
    })
}
