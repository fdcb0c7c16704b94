//! Practice sets by topic: `/topics` lists the topics (`quiz::topics`)
//! with how many scenarios each has and how far the trainee is; a topic's
//! page (`/topics/:topic`) runs its scenarios easiest first, each with its
//! status from saved progress, and a link on to the first one not yet
//! answered right. Its links open each scenario as part of the topic's run
//! (`quiz::run`), which shows the trainee's place and the next scenario.

use super::PageTitle;
use leptos::prelude::*;
use leptos_router::components::A;
use leptos_router::hooks::use_params_map;

use super::store::{self, Status};
use super::NotFound;
use crate::library::{CatalogEntry, CATALOG};
use crate::quiz::run::Run;
use crate::quiz::topics::{self, Topic, TOPICS};

/// A topic's scenarios with the trainee's status on each.
fn with_status(t: &Topic) -> Vec<(&'static CatalogEntry, Status)> {
    let (progress, _) = store::load();
    let now = js_sys::Date::now();
    t.scenarios(CATALOG)
        .into_iter()
        .map(|e| (e, store::status(&progress, e.id, now)))
        .collect()
}

fn count(rows: &[(&CatalogEntry, Status)], s: Status) -> usize {
    rows.iter().filter(|(_, st)| *st == s).count()
}

/// "3 of 12 right · 2 to review", as a screen reader reads it too.
fn tally(rows: &[(&CatalogEntry, Status)]) -> String {
    let right = count(rows, Status::Correct);
    let again = count(rows, Status::Missed) + count(rows, Status::Due);
    let mut s = format!("{right} of {} right", rows.len());
    if again > 0 {
        s.push_str(&format!(" · {again} to try again"));
    }
    s
}

/// `/topics`.
#[component]
pub fn TopicsIndex() -> impl IntoView {
    let rows = TOPICS
        .iter()
        .map(|t| {
            let rows = with_status(t);
            let right = count(&rows, Status::Correct);
            let href = format!("/topics/{}", t.slug);
            let label = format!("{}: {}", t.title, tally(&rows));
            view! {
                <li class="topic-card">
                    <h2><A href=href>{t.title}</A></h2>
                    <p class="summary">{t.summary}</p>
                    <p class="topic-tally">
                        <span>{format!("{} scenarios", rows.len())}</span>
                        " · "
                        <span>{tally(&rows)}</span>
                    </p>
                    <progress max=rows.len().to_string() value=right.to_string() aria-label=label></progress>
                </li>
            }
        })
        .collect_view();
    view! {
        <PageTitle text="Practice by topic · Timing Window" />
        <section class="topics-index">
            <h1>"Practice by topic"</h1>
            <p class="lede">
                "Each set gathers the library's scenarios on one timing topic, easiest first. "
                "Your progress in each comes from the answers saved in this browser."
            </p>
            <ul class="topic-list">{rows}</ul>
        </section>
    }
}

/// `/topics/:topic`.
#[component]
pub fn TopicRoute() -> impl IntoView {
    let params = use_params_map();
    move || {
        let slug = params.read().get("topic").unwrap_or_default();
        match topics::topic(&slug) {
            Some(t) => view! { <TopicSet topic=t /> }.into_any(),
            None => view! { <NotFound what=format!("topic called \u{201c}{slug}\u{201d}") /> }
                .into_any(),
        }
    }
}

#[component]
fn TopicSet(topic: &'static Topic) -> impl IntoView {
    let rows = with_status(topic);
    let ids: Vec<&str> = rows.iter().map(|(e, _)| e.id).collect();
    let next = topics::next_unfinished(&ids, |id| {
        rows.iter()
            .any(|(e, s)| e.id == id && *s == Status::Correct)
    });
    // The set as a guided run: each scenario it links to shows its place in
    // the set and the next one (`quiz::run`).
    let pairs: Vec<(&str, &str)> = rows.iter().map(|(e, _)| (e.id, e.title)).collect();
    let run = Run::topic(topic.slug, topic.title, &pairs);
    crate::ui::catalog::saved::save_run(&run);
    let total = rows.len();
    let right = count(&rows, Status::Correct);
    let started = rows.iter().any(|(_, s)| *s != Status::New);
    let next_view = match next {
        Some(id) => {
            let n = ids.iter().position(|i| *i == id).unwrap_or(0) + 1;
            let title = crate::library::entry(id).map(|e| e.title).unwrap_or(id);
            let verb = if started { "Continue" } else { "Start" };
            view! {
                <p class="topic-next">
                    <A href=run.href(id) attr:class="button-link primary">
                        {format!("{verb} with scenario {n} of {total}")}
                    </A>
                    <span class="note">{format!(" {title}")}</span>
                </p>
            }
            .into_any()
        }
        None => view! {
            <p class="topic-next done" role="status">"Every scenario in this set is answered right. Come back when the review queue says so."</p>
        }
        .into_any(),
    };
    let items = rows
        .clone()
        .into_iter()
        .map(|(e, st)| {
            view! {
                <li class="topic-item" data-id=e.id>
                    <A href=run.href(e.id)>{e.title}</A>
                    <span class="topic-item-facts">
                        <span class=format!("status status-{}", st.slug())>{st.label()}</span>
                        <span class="note">{format!(" · difficulty {}", e.difficulty)}</span>
                    </span>
                </li>
            }
        })
        .collect_view();
    let label = format!("{right} of {total} right");
    view! {
        <PageTitle text=format!("{} · Practice by topic · Timing Window", topic.title) />
        <section class="topic-set">
            <p class="back"><A href="/topics">"← All topics"</A></p>
            <h1>{topic.title}</h1>
            <p class="summary">{topic.summary}</p>
            <p class="topic-tally">{tally(&rows)}</p>
            <progress max=total.to_string() value=right.to_string() aria-label=label></progress>
            {next_view}
            <ol class="topic-items" aria-label="The scenarios of this set, in order">{items}</ol>
        </section>
    }
}
