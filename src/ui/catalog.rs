//! The catalog (`/`): every scenario with its difficulty, tags, rule
//! sections and the trainee's status, grouped by game; filters, a title
//! search, and a practice set (N scenarios at a chosen difficulty mix). The
//! search and filters, the game's among them, live in the address
//! (`/?q=...&difficulty=...&tag=...&game=swm`, `quiz::catalog_query`), so
//! they survive opening a scenario and coming back, and a filtered catalog
//! can be linked.

use leptos::prelude::*;

use super::store::{self, Status};
use crate::library::{self, CatalogEntry, CATALOG};
use crate::quiz::catalog_query::{CatalogQuery, Choices};
use crate::rulesets::Game;

fn sections(e: &CatalogEntry) -> Vec<String> {
    library::entry_sections(e)
}

/// Lower case through the browser's `toLowerCase` (the same Unicode
/// mapping) rather than `str::to_lowercase`, whose case tables would be
/// compiled into the first page for the title search alone.
fn lower(s: &str) -> String {
    js_sys::JsString::from(s).to_lower_case().into()
}

/// The catalog is also the first page's own small app (`src/bin/catalog.rs`),
/// which has no router and no meta context: plain links (the full app's
/// router still catches them), the title set directly, and the query read
/// from and written to the page's address (`ui::address`: the router's in
/// the full app, the window's in the small one).
#[component]
pub fn Catalog() -> impl IntoView {
    let address = super::address::Address::get();
    super::set_title("Scenarios · Timing Window");
    let scenarios: Vec<&'static CatalogEntry> = library::listed().collect();
    let broken: Vec<&'static CatalogEntry> =
        CATALOG.iter().filter(|e| !e.error.is_empty()).collect();
    let progress = saved::progress();
    let now = js_sys::Date::now();
    // Each entry with its status and its title in lower case (for the
    // search), worked out once.
    let statuses: Vec<(&'static CatalogEntry, Status, String)> = scenarios
        .iter()
        .map(|e| (*e, store::status(&progress, e.id, now), lower(e.title)))
        .collect();
    let statuses = StoredValue::new(statuses);

    let start = CatalogQuery::parse(&address.search.get_untracked());
    let search = RwSignal::new(start.search);
    let tag = RwSignal::new(start.tag);
    let rule_section = RwSignal::new(start.section);
    let difficulty = RwSignal::new(start.difficulty);
    let status = RwSignal::new(start.status);
    let game = RwSignal::new(
        Game::from_slug(&start.game)
            .map(|g| g.slug().to_string())
            .unwrap_or_default(),
    );
    // Write the filters to the address as they change (not on the first
    // run: the address is where they came from).
    Effect::new(move |first: Option<()>| {
        let q = CatalogQuery {
            search: search.get(),
            tag: tag.get(),
            section: rule_section.get(),
            difficulty: difficulty.get(),
            status: status.get(),
            game: game.get(),
        };
        store::save_catalog_query(&q);
        if first.is_none() {
            return;
        }
        // Without a new history entry: Back still leaves the catalog.
        let now = address.search.get_untracked();
        if now.trim_start_matches('?') != q.to_query().trim_start_matches('?') {
            let (path, hash) = (address.path.get_untracked(), address.hash.get_untracked());
            address.replace(format!("{path}{}{hash}", q.to_query()));
        }
    });

    // The tag and rule-section filters offer what the chosen game's
    // scenarios carry (`quiz::catalog_query::Choices`); choosing a game
    // drops a tag or section of another game's.
    let choices = Memo::new(move |_| {
        let g = game.get();
        Choices::for_game(library::listed().map(|e| (e.game, e.tags, sections(e))), &g)
    });
    Effect::new(move |_| {
        let c = choices.get();
        let mut q = CatalogQuery {
            tag: tag.get_untracked(),
            section: rule_section.get_untracked(),
            ..Default::default()
        };
        q.narrow_to(&c);
        if q.tag != tag.get_untracked() {
            tag.set(q.tag);
        }
        if q.section != rule_section.get_untracked() {
            rule_section.set(q.section);
        }
    });
    // A search or filters that find nothing offer this: every scenario,
    // and focus back in the search (the button goes with the empty result).
    let reset = move |_| {
        search.set(String::new());
        tag.set(String::new());
        rule_section.set(String::new());
        difficulty.set(0);
        status.set(String::new());
        game.set(String::new());
        if let Some(input) = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.get_element_by_id("catalog-search"))
            .and_then(|e| wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlElement>(e).ok())
        {
            let _ = input.focus();
        }
    };

    let visible = Memo::new(move |_| {
        let q = lower(&search.get());
        let (t, r, d, st, g) = (
            tag.get(),
            rule_section.get(),
            difficulty.get(),
            status.get(),
            game.get(),
        );
        statuses.with_value(|all| {
            all.iter()
                .filter(|(e, s, title)| {
                    (q.is_empty() || title.contains(&q))
                        && (t.is_empty() || e.tags.contains(&t.as_str()))
                        && (r.is_empty() || sections(e).contains(&r))
                        && (d == 0 || e.difficulty == d)
                        && (st.is_empty() || s.slug() == st)
                        && (g.is_empty() || e.game == g)
                })
                .map(|(e, s, _)| (e.id, *s))
                .collect::<Vec<_>>()
        })
    });
    let count = move || visible.with(Vec::len);
    let total = scenarios.len();

    // A filter's options may change (the tags of the chosen game), so they
    // are a function drawn again when they do.
    let select = |label: &'static str,
                  value: RwSignal<String>,
                  options: Box<dyn Fn() -> Vec<(String, String)> + Send + Sync>| {
        view! {
            <label class="filter">
                <span>{label}</span>
                <select on:change=move |ev| value.set(event_target_value(&ev)) prop:value=move || value.get()>
                    <option value="">"Any"</option>
                    {move || options().into_iter().map(|(v, t)| {
                        // `selected` too: the select's value is set before its
                        // options exist, so a value from the address needs it.
                        let this = v.clone();
                        view! { <option value=v selected=move || value.with(|x| *x == this)>{t}</option> }
                    }).collect_view()}
                </select>
            </label>
        }
    };
    let pairs = |v: &[String]| v.iter().map(|t| (t.clone(), t.clone())).collect();
    let tag_filter = select(
        "Tag",
        tag,
        Box::new(move || choices.with(|c| pairs(&c.tags))),
    );
    let section_filter = select(
        "Rule section",
        rule_section,
        Box::new(move || choices.with(|c| pairs(&c.sections))),
    );
    let games: Vec<(String, String)> = Game::ALL
        .iter()
        .filter(|g| scenarios.iter().any(|e| e.game == g.slug()))
        .map(|g| (g.slug().to_string(), g.name().to_string()))
        .collect();
    let game_filter = select("Game", game, Box::new(move || games.clone()));
    let status_filter = select(
        "Status",
        status,
        Box::new(|| {
            [Status::New, Status::Correct, Status::Missed, Status::Due]
                .iter()
                .map(|s| (s.slug().to_string(), s.label().to_string()))
                .collect()
        }),
    );

    let card = move |id: &'static str, st: Status| {
        let e = crate::library::entry(id).expect("from the catalog");
        view! { <ScenarioCard entry=e status=st /> }
    };

    let broken_view = (!broken.is_empty()).then(|| {
        let items = broken
            .into_iter()
            .map(|e| view! { <li><code>{e.file}</code>": "{e.error}</li> })
            .collect_view();
        view! {
            <section class="broken" aria-label="Scenarios that could not be loaded">
                <h2>"Scenarios with errors"</h2>
                <ul>{items}</ul>
            </section>
        }
    });

    view! {
        <section class="catalog">
            <h1>"Timing Window"</h1>
            <p class="lede">
                "Predict what happens, and in what order; then see what the rules engine did, step by step, with the rule numbers."
            </p>
            <PracticeSet />
            <p class="generated-practice">
                <a href="/practice">"Generated practice"</a>
                ": fresh boards for one rule at a time, built from the card pool and answered by the engine."
            </p>
            <search class="filters" aria-label="Find scenarios">
                <label class="filter search">
                    <span>"Search titles"</span>
                    <input type="search" id="catalog-search" prop:value=move || search.get() on:input=move |ev| search.set(event_target_value(&ev)) />
                </label>
                {game_filter}
                {tag_filter}
                {section_filter}
                <label class="filter">
                    <span>"Difficulty"</span>
                    <select on:change=move |ev| difficulty.set(event_target_value(&ev).parse().unwrap_or(0)) prop:value=move || difficulty.get().to_string()>
                        <option value="0">"Any"</option>
                        {(1..=5).map(|d| view! { <option value=d.to_string() selected=move || difficulty.get() == d>{d}</option> }).collect_view()}
                    </select>
                </label>
                {status_filter}
            </search>
            <p class="count" role="status" aria-live="polite">{move || format!("{} of {total} scenarios", count())}</p>
            <Show when=move || count() == 0>
                <p class="no-results">
                    "No scenario matches this search and these filters. "
                    <button type="button" class="secondary reset-filters" on:click=reset>"Show every scenario"</button>
                </p>
            </Show>
            {Game::ALL
                .iter()
                .map(|g| {
                    let slug = g.slug();
                    let here = move || {
                        visible.with(|v| {
                            v.iter()
                                .filter(|(id, _)| crate::library::entry(id).is_some_and(|e| e.game == slug))
                                .copied()
                                .collect::<Vec<_>>()
                        })
                    };
                    let heading = format!("games-{slug}");
                    view! {
                        <Show when=move || !here().is_empty()>
                            <section class="game-group" aria-labelledby=heading.clone()>
                                <h2 id=heading.clone()>{g.name()}</h2>
                                <ul class="scenario-list">
                                    <For each=here key=|(id, s)| (*id, s.slug()) children=move |(id, s)| card(id, s) />
                                </ul>
                            </section>
                        </Show>
                    }
                })
                .collect_view()}
            {broken_view}
        </section>
    }
}

/// Pick N scenarios of one game (or of every game, said so) with a
/// difficulty mix; the set is saved so it survives a reload, and worked
/// through as a guided run (`quiz::run`): its links open each scenario with
/// its place in the set and the next one.
#[component]
fn PracticeSet() -> impl IntoView {
    let size = RwSignal::new(5usize);
    let mix = RwSignal::new("mixed".to_string());
    let game = RwSignal::new(Game::Swu.slug().to_string());
    let set: RwSignal<Vec<&'static str>> = RwSignal::new(saved::practice_set());
    let make = move |_| {
        let seed = js_sys::Date::now() as u64;
        let entries: Vec<(&str, &str, i64)> = library::listed()
            .map(|e| (e.id, e.game, e.difficulty))
            .collect();
        let picked = crate::quiz::practice::pick(
            &crate::quiz::practice::pool(&entries, &game.get_untracked()),
            size.get_untracked(),
            &mix.get_untracked(),
            seed,
        );
        saved::save_practice_set(&picked);
        set.set(picked);
    };
    // The set as a run, kept for the scenario page each time the set
    // changes (or is shown again after a reload).
    let run = Memo::new(move |_| {
        let entries: Vec<&CatalogEntry> =
            set.with(|s| s.iter().filter_map(|id| library::entry(id)).collect());
        let one_game = entries
            .first()
            .map(|e| e.game)
            .filter(|g| entries.iter().all(|e| e.game == *g));
        let name =
            crate::quiz::practice::set_name(one_game.and_then(Game::from_slug).map(Game::name));
        let pairs: Vec<(&str, &str)> = entries.iter().map(|e| (e.id, e.title)).collect();
        crate::quiz::run::Run::practice(&name, &pairs)
    });
    Effect::new(move |_| run.with(saved::save_run));
    let games = Game::ALL
        .iter()
        .filter(|g| library::listed().any(|e| e.game == g.slug()))
        .map(|g| view! { <option value=g.slug() selected=*g == Game::Swu>{g.name()}</option> })
        .collect_view();
    view! {
        <details class="practice">
            <summary>"Start a practice set"</summary>
            <div class="practice-form">
                <label class="filter">
                    <span>"How many"</span>
                    <input type="number" min="1" max="30" prop:value=move || size.get().to_string() on:input=move |ev| size.set(event_target_value(&ev).parse().unwrap_or(5).clamp(1, 30)) />
                </label>
                <label class="filter">
                    <span>"Game of the set"</span>
                    <select class="practice-game" on:change=move |ev| game.set(event_target_value(&ev))>
                        {games}
                        <option value="">"Every game (a mixed set)"</option>
                    </select>
                </label>
                <label class="filter">
                    <span>"Difficulty mix"</span>
                    <select on:change=move |ev| mix.set(event_target_value(&ev))>
                        <option value="mixed">"Mixed (easy to hard)"</option>
                        <option value="easy">"Easy (1–2)"</option>
                        <option value="medium">"Medium (2–4)"</option>
                        <option value="hard">"Hard (4–5)"</option>
                    </select>
                </label>
                <button type="button" class="primary" on:click=make>"Make the set"</button>
            </div>
            <Show when=move || !set.with(Vec::is_empty)>
                <p class="practice-name">{move || run.with(|r| format!("This is {}: each scenario links to the next.", r.name))}</p>
                <ol class="practice-list" aria-label="Your practice set">
                    {move || {
                        set.get()
                            .into_iter()
                            .filter_map(crate::library::entry)
                            .map(|e| view! { <li><a href=run.with(|r| r.href(e.id))>{e.title}</a>{format!(" (difficulty {})", e.difficulty)}</li> })
                            .collect_view()
                    }}
                </ol>
            </Show>
        </details>
    }
}

/// One scenario in the catalog. Everything from the scenario file is shown
/// as text.
#[component]
pub fn ScenarioCard(entry: &'static CatalogEntry, status: Status) -> impl IntoView {
    let e = entry;
    let st = status;
    let href = format!("/scenarios/{}", e.id);
    view! {
        <li class="scenario-card" data-id=e.id data-game=e.game>
            <h3>
                <a href=href>{e.title}</a>
            </h3>
            <p class="summary">{e.summary}</p>
            <dl class="facts">
                <div>
                    <dt>"Difficulty"</dt>
                    <dd>
                        <span class="difficulty" role="img" aria-label=format!("{} of 5", e.difficulty)>
                            {"●".repeat(e.difficulty.clamp(0, 5) as usize)}
                            <span class="dim">{"○".repeat((5 - e.difficulty.clamp(0, 5)) as usize)}</span>
                        </span>
                    </dd>
                </div>
                <div>
                    <dt>"Status"</dt>
                    <dd class=format!("status status-{}", st.slug())>{st.label()}</dd>
                </div>
                <div class="wide">
                    <dt>"Rules"</dt>
                    <dd>{e.rules.join(", ")}</dd>
                </div>
                <div class="wide">
                    <dt>"Tags"</dt>
                    <dd>{e.tags.join(", ")}</dd>
                </div>
            </dl>
        </li>
    }
}

/// The saved progress and practice set as the catalog reads them, parsed
/// by the browser's `JSON.parse` (`ui::saved`) and read by `quiz`'s
/// readers, as every app reads them.
///
/// Reading only: the catalog shows a status and never rewrites progress.
/// What `quiz::progress::read_tree` would set aside is skipped here and
/// set aside by the full app's pages that load progress (`store::load`).
pub mod saved {
    use gloo_storage::{LocalStorage, Storage};
    use js_sys::{Array, JSON};
    use wasm_bindgen::JsValue;

    use crate::quiz::json_tree;
    use crate::quiz::progress::{self, Progress};
    use crate::ui::saved::parse;
    use crate::ui::store;

    /// The saved progress; empty when there is none or it cannot be read.
    pub fn progress() -> Progress {
        match store::raw_get(store::KEY) {
            Some(r) => progress::read_tree(parse(&r), &r).0,
            None => Progress::new(),
        }
    }

    /// The practice set, if one was made: its ids still in the library.
    pub fn practice_set() -> Vec<&'static str> {
        store::raw_get(store::PRACTICE_KEY)
            .and_then(|r| parse(&r).ok())
            .and_then(|v| json_tree::texts(&v))
            .unwrap_or_default()
            .iter()
            .filter_map(|id| crate::library::entry(id))
            .map(|e| e.id)
            .collect()
    }

    /// Keep a run for the scenario page (`quiz::run`); an empty one is not
    /// kept.
    pub fn save_run(run: &crate::quiz::run::Run) {
        if !run.ids.is_empty() {
            let key = crate::quiz::run::Run::storage_key(&run.key);
            let _ = LocalStorage::raw().set_item(&key, &run.to_json());
        }
    }

    /// The run kept under `key`, if there is one and it reads.
    pub fn run(key: &str) -> Option<crate::quiz::run::Run> {
        let raw = store::raw_get(&crate::quiz::run::Run::storage_key(key))?;
        crate::quiz::run::Run::from_tree(&parse(&raw).ok()?)
    }

    /// Keep the practice set (a JSON list of ids, as `store` writes it).
    pub fn save_practice_set(ids: &[&str]) {
        let list: Array = ids.iter().map(|id| JsValue::from_str(id)).collect();
        if let Ok(text) = JSON::stringify(&list) {
            let _ = LocalStorage::raw().set_item(store::PRACTICE_KEY, &String::from(text));
        }
    }
}
