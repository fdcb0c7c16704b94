//! The leptos user interface (browser only). It is thin: it renders what
//! the engine produced and collects answers. Data flows one way: scenario
//! file → parse/validate → engine run → trace → question → answer → score →
//! stored progress.

pub mod address;
mod author;
pub mod catalog;
pub mod data;
pub mod dom;
pub mod embed;
mod exam;
mod exam_question;
mod exam_result;
mod explore;
pub mod explorer;
mod frame;
mod loaded;
mod offline;
mod ordering;
mod practice_page;
mod progress_page;
mod questions;
mod reading;
mod reveal;
mod rules_page;
pub mod saved;
mod scenario_page;
mod share;
pub mod store;
mod study;
mod topics;
mod trainee;
mod what_if;

use leptos::prelude::*;
use leptos_meta::provide_meta_context;
use leptos_router::components::{Route, Router, Routes};
use leptos_router::path;

use address::{Address, RouterAddress};

pub use crate::rulesets::BoardView;
pub use dom::{download, focus_later, set_title};
pub use ordering::{Item, OrderQuestion};
pub use reading::{ReadingNote, ReadingNotes};
pub use study::start_study;
pub use trainee::start_trainee;

/// Mount only the catalog: the first page's small app. Every other route is
/// served the full app, so the first page does not load the TOML parser,
/// the engine or the router.
pub fn start_catalog() {
    console_error_panic_hook::set_once();
    leptos::mount::mount_to_body(CatalogApp);
    offline::register_after_load();
}

/// The site's main pages, as every app's header lists them (the catalog's
/// small app and the others' `Chrome`): one list, so they cannot differ.
const NAV: [(&str, &str); 6] = [
    ("/", "Scenarios"),
    ("/topics", "Topics"),
    ("/exam", "Exam"),
    ("/progress", "Progress"),
    ("/rules", "Rules"),
    ("/author", "Author"),
];

#[component]
fn CatalogApp() -> impl IntoView {
    view! {
        <SkipLink />
        <header class="site-header">
            <a href="/" class="brand" aria-current="page">
                <BrandMark />
                " Timing Window"
            </a>
            <nav aria-label="Main">
                {NAV.iter().map(|&(href, label)| view! { <a href=href aria-current=(href == "/").then_some("page")>{label}</a> }).collect_view()}
            </nav>
        </header>
        <main id="main" tabindex="-1">
            <catalog::Catalog />
        </main>
    }
}

/// "Skip to content": moves focus to the page's main region and scrolls to
/// it. Done here rather than left to the browser's jump to `#main`: in the
/// full app the router takes a fragment link as a navigation, which
/// neither moves focus nor scrolls, so the link did nothing on its pages.
#[component]
fn SkipLink() -> impl IntoView {
    let skip = move |ev: leptos::ev::MouseEvent| {
        use wasm_bindgen::JsCast;
        let Some(main) = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.get_element_by_id("main"))
            .and_then(|m| m.dyn_into::<web_sys::HtmlElement>().ok())
        else {
            return;
        };
        ev.prevent_default();
        main.scroll_into_view();
        let _ = main.focus();
    };
    view! { <a class="skip-link" href="#main" on:click=skip>"Skip to content"</a> }
}

#[component]
fn BrandMark() -> impl IntoView {
    view! {
        <svg class="brand-mark" aria-hidden="true" viewBox="0 0 16 16" width="18" height="18">
            <path d="M3 1h10v2c0 2-2 4-4 5 2 1 4 3 4 5v2H3v-2c0-2 2-4 4-5-2-1-4-3-4-5z" fill="none" stroke="currentColor" stroke-width="1.5" />
        </svg>
    }
}

/// Mount the app on the page.
pub fn start() {
    console_error_panic_hook::set_once();
    data::install_source(data::from_files);
    embed::install();
    offline::register();
    explorer::install_test_hook();
    frame::replace();
    dom::leave_for_other_apps(|path| !crate::library::study_path(path));
    leptos::mount::mount_to_body(App);
}

#[component]
pub fn App() -> impl IntoView {
    provide_meta_context();
    // The page the server sent: practice by topic, progress and the exam
    // are the study app's (issue 24), so a link to one of them from here
    // loads that app from the server instead of carrying its pages too.
    let loaded_at = Address::of_window().path.get_untracked();
    let not_found = || view! { <NotFound what="page" /> }.into_any();
    view! {
        <Router>
            <RouterAddress>
            <Chrome />
            <main id="main" tabindex="-1">
                <Routes fallback=move || view! { <Elsewhere loaded_at=loaded_at.clone() served_here=not_found /> }>
                    <Route path=path!("/") view=catalog::Catalog />
                    <Route path=path!("/scenarios/:id") view=scenario_page::ScenarioRoute />
                    <Route path=path!("/shared") view=share::SharedRoute />
                    <Route path=path!("/embed/shared") view=share::SharedEmbedRoute />
                    <Route path=path!("/embed/:id") view=scenario_page::EmbedRoute />
                    <Route path=path!("/author") view=author::AuthorPage />
                    <Route path=path!("/practice") view=practice_page::PracticeIndex />
                    <Route path=path!("/practice/:template") view=practice_page::PracticeRoute />
                    <Route path=path!("/rules") view=rules_page::RulesPage />
                    <Route path=path!("/rules/:game") view=rules_page::GameRulesPage />
                </Routes>
            </main>
            </RouterAddress>
        </Router>
    }
}

/// The site header, hidden inside an embedded scenario. Its links are
/// plain links: the full app's router takes those to its own pages, and
/// in the trainee app each loads its page.
#[component]
fn Chrome() -> impl IntoView {
    let path = Address::get().path;
    let embedded = move || path.with(|p| p.starts_with("/embed/"));
    let link = move |href: &'static str, class: Option<&'static str>, label: AnyView| {
        let current = move || {
            path.with(|p| address::is_current(href, p))
                .then_some("page")
        };
        view! { <a href=href class=class aria-current=current>{label}</a> }
    };
    view! {
        <Show when=move || !embedded()>
            <SkipLink />
            <header class="site-header">
                {link("/", Some("brand"), view! { <BrandMark /> " Timing Window" }.into_any())}
                <nav aria-label="Main">
                    {NAV.iter().map(|&(href, label)| link(href, None, label.into_any())).collect_view()}
                </nav>
            </header>
        </Show>
    }
}

/// A page this app does not have. Reached when the app itself moves to it
/// (a link's click is left to the browser by [`dom::leave_for_other_apps`],
/// but a `navigate` call still pushes the address): load it from the server, which sends each
/// page its app (`scripts/static-server.mjs`, `web/sw.js`), in place of
/// the pushed address. The page the server sent this app for: show
/// `served_here` instead, since reloading would loop.
#[component]
fn Elsewhere(loaded_at: String, served_here: fn() -> AnyView) -> impl IntoView {
    let address = Address::get();
    let path = address.path.get_untracked();
    if path != loaded_at {
        let to = format!(
            "{path}{}{}",
            Some(address.search.get_untracked())
                .filter(|s| !s.is_empty())
                .map(|s| format!("?{s}"))
                .unwrap_or_default(),
            address.hash.get_untracked()
        );
        if let Some(w) = web_sys::window() {
            if w.location().replace(&to).is_ok() {
                return view! { <p class="loading" role="status" aria-live="polite">"Loading…"</p> }
                    .into_any();
            }
        }
    }
    served_here()
}

/// A page for what does not exist, with a way back.
#[component]
pub fn NotFound(#[prop(into)] what: String) -> impl IntoView {
    let path = Address::get().path;
    view! {
        <PageTitle text="Not found · Timing Window" />
        <section class="not-found">
            <h1>"Not found"</h1>
            <p>
                "There is no " {what} " at "
                <code>{move || path.get()}</code> "."
            </p>
            <p>
                <a href="/">"Back to the scenarios"</a>
            </p>
        </section>
    }
}

/// The page's title (the browser's tab, history and screen readers' first
/// words), set when the page is drawn: every page draws one. Plain
/// `document.title`, not leptos_meta's `<Title>`, so the trainee app
/// carries no meta context.
#[component]
pub fn PageTitle(#[prop(into)] text: String) -> impl IntoView {
    set_title(&text);
}

/// The name a board component gives its region (defined beside the board
/// dispatch, below the pages, so the rulesets' boards read it).
pub use crate::rulesets::BoardLabel;

/// A rule number linked to its entry on its game's rules page (`game` is
/// the ruleset's slug; SWU's page when empty or absent).
#[component]
pub fn RuleLink(#[prop(into)] rule: String, #[prop(optional, into)] game: String) -> impl IntoView {
    let href = crate::rules::href(&game, &rule);
    let address = Address::get();
    view! {
        <a class="rule" href=href title=format!("Rule {rule}") on:click=move |ev| mark_the_way_back(&ev, address)>
            {rule.clone()}
        </a>
    }
}

/// Before a rule link is followed, name the part of the scenario page it
/// sits in (its nearest element with an id: a question's result, a step)
/// in the page's fragment, so Back returns there and not to the top (the
/// scenario page scrolls to its fragment once drawn). Only on a scenario's
/// or a practice board's page: a shared scenario keeps itself in the
/// fragment.
fn mark_the_way_back(ev: &leptos::ev::MouseEvent, address: Address) {
    use wasm_bindgen::JsCast;
    let path = address.path.get_untracked();
    if !(path.starts_with("/scenarios/") || path.starts_with("/practice/")) {
        return;
    }
    let Some(id) = ev
        .current_target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        .and_then(|a| a.parent_element())
        .and_then(|p| p.closest("[id]").ok().flatten())
        .map(|el| el.id())
        .filter(|id| !id.is_empty() && id != "main")
    else {
        return;
    };
    let search = address.search.get_untracked();
    let query = if search.is_empty() {
        String::new()
    } else {
        format!("?{search}")
    };
    address.replace(format!("{path}{query}#{}", crate::percent_encode(&id)));
}

/// The rule numbers the prose of the scenario on the page cites that its
/// game's rules page has an anchor for (`Lesson::anchors`): provided by the
/// scenario page, read by [`RuleProse`].
#[derive(Clone, Debug, Default)]
pub struct ProseAnchors(pub std::sync::Arc<Vec<String>>);

/// Prose (an explanation, why an option is wrong, a reading) with each rule
/// number it cites linked like every other rule number; the rest is text.
/// A word is a citation when its game's rules page has an anchor by that
/// name ("7.6.11", "1.16.5b"), so a number the page lacks, or a version
/// such as "v7.0", stays plain text. The anchors come with the scenario
/// ([`ProseAnchors`]), worked out natively (`crate::rules::cited`): a page
/// carries no rules digest to look them up in.
#[component]
pub fn RuleProse(
    #[prop(into)] text: String,
    #[prop(optional, into)] game: String,
) -> impl IntoView {
    let anchors = use_context::<ProseAnchors>().unwrap_or_default().0;
    let mut parts: Vec<AnyView> = Vec::new();
    let mut from = 0;
    for r in crate::rules::words(&text) {
        let word = text[r.clone()].to_string();
        if !anchors.contains(&word) {
            continue;
        }
        parts.push(text[from..r.start].to_string().into_any());
        parts.push(view! { <RuleLink rule=word game=game.clone() /> }.into_any());
        from = r.end;
    }
    parts.push(text[from..].to_string().into_any());
    parts
}
