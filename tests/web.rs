//! Component tests in headless Chromium (wasm-bindgen-test-runner with
//! chromedriver; see webdriver.json and scripts/test.sh).
#![cfg(target_arch = "wasm32")]

use leptos::prelude::*;
use timing_window::quiz::ordering::Ordering;
use timing_window::rulesets::swu::board_ui::Board;
use timing_window::rulesets::swu::view::board_model;
use timing_window::ui::{data, BoardView, Item, OrderQuestion, ReadingNote, ReadingNotes};
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_sys::HtmlElement;

wasm_bindgen_test_configure!(run_in_browser);

/// A fresh element on the page to mount into.
/// The card pool, built from the card data the way a page builds it from
/// the pool file (`data::install_pool`): no app compiles the data in, so
/// the tests that prepare a scenario install it first.
fn with_pool() {
    use timing_window::rulesets::swu::cards::printed::{pool_bytes, printings_of_json};
    let all = printings_of_json(include_str!("../cards/printed-cards.json")).unwrap();
    data::install_pool(&pool_bytes(&all)).unwrap();
}

fn container() -> HtmlElement {
    let doc = web_sys::window().unwrap().document().unwrap();
    let div = doc.create_element("div").unwrap();
    doc.body().unwrap().append_child(&div).unwrap();
    div.dyn_into().unwrap()
}

/// Let the reactive system flush its effects to the DOM.
async fn tick() {
    let p = js_sys::Promise::new(&mut |resolve, _| {
        web_sys::window()
            .unwrap()
            .set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, 20)
            .unwrap();
    });
    wasm_bindgen_futures::JsFuture::from(p).await.unwrap();
}

fn labels(el: &HtmlElement) -> Vec<String> {
    let nodes = el.query_selector_all(".order-item").unwrap();
    (0..nodes.length())
        .map(|i| {
            nodes
                .item(i)
                .unwrap()
                .dyn_into::<HtmlElement>()
                .unwrap()
                .dataset()
                .get("label")
                .unwrap()
        })
        .collect()
}

/// Mount an ordering question over alpha, beta, gamma.
/// The order is `quiz::ordering`'s model, which the component renders.
async fn mount_question(locked: bool, id: &str) -> (HtmlElement, RwSignal<Ordering>, impl Drop) {
    let el = container();
    let state = RwSignal::new(Ordering::new(vec![
        "alpha".to_string(),
        "beta".to_string(),
        "gamma".to_string(),
    ]));
    let id = id.to_string();
    let handle = leptos::mount::mount_to(
        el.clone(),
        move || view! { <OrderQuestion items=items() state=state locked=locked id=id /> },
    );
    tick().await;
    (el, state, handle)
}

fn items() -> Vec<Item> {
    ["alpha", "beta", "gamma"]
        .iter()
        .map(|l| Item {
            label: l.to_string(),
            name: format!("Event {l}"),
            detail: format!("Card {l} · When Played"),
        })
        .collect()
}

#[wasm_bindgen_test]
async fn order_question_moves_items_with_buttons_and_announces_each_move() {
    let (el, order, handle) = mount_question(false, "t1").await;
    assert_eq!(labels(&el), ["alpha", "beta", "gamma"]);
    let down: HtmlElement = el
        .query_selector("button[aria-label='Move down: Event alpha']")
        .unwrap()
        .unwrap()
        .dyn_into()
        .unwrap();
    down.click();
    tick().await;
    assert_eq!(
        order.with_untracked(|s| s.order.clone()),
        ["beta", "alpha", "gamma"]
    );
    assert_eq!(labels(&el), ["beta", "alpha", "gamma"]);
    let live = el
        .query_selector("[aria-live=assertive]")
        .unwrap()
        .unwrap()
        .text_content()
        .unwrap();
    assert_eq!(live, "Event alpha moved to position 2 of 3.");
    // The first item cannot move up.
    let up: HtmlElement = el
        .query_selector("button[aria-label='Move up: Event beta']")
        .unwrap()
        .unwrap()
        .dyn_into()
        .unwrap();
    assert!(up.has_attribute("disabled"));
    drop(handle);
}

#[wasm_bindgen_test]
async fn order_question_keyboard_pick_up_move_and_cancel() {
    let (el, order, handle) = mount_question(false, "t2").await;
    let key = |target: &HtmlElement, k: &str| {
        let init = web_sys::KeyboardEventInit::new();
        init.set_key(k);
        init.set_bubbles(true);
        let ev =
            web_sys::KeyboardEvent::new_with_keyboard_event_init_dict("keydown", &init).unwrap();
        target.dispatch_event(&ev).unwrap();
    };
    let gamma: HtmlElement = el
        .query_selector("[data-label=gamma]")
        .unwrap()
        .unwrap()
        .dyn_into()
        .unwrap();
    // A keyboard sends each key to the focused element: the rows are the
    // list's places, and focus follows the event picked up from place to
    // place (so a fast key repeat never lands on a row it has left).
    let focused = || -> HtmlElement {
        web_sys::window()
            .unwrap()
            .document()
            .unwrap()
            .active_element()
            .expect("a row has focus")
            .dyn_into()
            .unwrap()
    };
    gamma.focus().unwrap();
    key(&focused(), " ");
    key(&focused(), "ArrowUp");
    key(&focused(), "ArrowUp");
    tick().await;
    assert_eq!(
        order.with_untracked(|s| s.order.clone()),
        ["gamma", "alpha", "beta"]
    );
    // Escape puts it back where it was picked up.
    key(&focused(), "Escape");
    tick().await;
    assert_eq!(
        order.with_untracked(|s| s.order.clone()),
        ["alpha", "beta", "gamma"]
    );
    drop(handle);
}

#[wasm_bindgen_test]
async fn a_locked_question_cannot_be_reordered() {
    let (el, _, handle) = mount_question(true, "t3").await;
    let buttons = el.query_selector_all("button").unwrap();
    for i in 0..buttons.length() {
        assert!(buttons
            .item(i)
            .unwrap()
            .dyn_into::<HtmlElement>()
            .unwrap()
            .has_attribute("disabled"));
    }
    drop(handle);
}

#[wasm_bindgen_test]
async fn the_board_shows_the_slice_and_card_text_as_text() {
    let el = container();
    with_pool();
    let prepared = data::prepare_text(
        "sneak-attack-aphra.toml",
        include_str!("../scenarios/sneak-attack-aphra.toml"),
    )
    .ok()
    .expect("the slice loads");
    let setup = prepared.scenario.setup.swu().expect("an SWU scenario");
    let mut state = setup.board.clone();
    // A hostile base name is shown as text, never as HTML.
    state.players[1].base.name = "<img src=x onerror=alert(1)>".to_string();
    let model = board_model(&state, &setup.pool);
    let handle = leptos::mount::mount_to(el.clone(), move || view! { <Board model=model /> });
    tick().await;
    let text = el.text_content().unwrap();
    assert!(text.contains("Inferno Four, Unforgetting"), "{text}");
    assert!(text.contains("Doctor Aphra, Rapacious Archaeologist"));
    assert!(text.contains("<img src=x onerror=alert(1)>"));
    assert!(el.query_selector("img").unwrap().is_none());
    // Printed text is available to hover and to keyboard focus.
    let chip = el.query_selector(".chip[tabindex='0']").unwrap().unwrap();
    let tip_id = chip.get_attribute("aria-describedby").unwrap();
    let tip = web_sys::window()
        .unwrap()
        .document()
        .unwrap()
        .get_element_by_id(&tip_id)
        .unwrap();
    assert!(tip
        .text_content()
        .unwrap()
        .contains("When the regroup phase starts"));
    drop(handle);
}

#[wasm_bindgen_test]
async fn the_board_draws_a_card_the_scenario_defines_by_name_with_its_stats() {
    let el = container();
    with_pool();
    let prepared = std::sync::Arc::new(
        data::prepare_text(
            "delayed-effect-after-its-point.toml",
            include_str!("../scenarios/delayed-effect-after-its-point.toml"),
        )
        .ok()
        .expect("the scenario loads"),
    );
    let handle = leptos::mount::mount_to(
        el.clone(),
        move || view! { <BoardView board=prepared.board_model(None) /> },
    );
    tick().await;
    let text = el.text_content().unwrap();
    assert!(text.contains("Smuggler's Informant"), "{text}");
    assert!(text.contains("2/2"), "{text}");
    assert!(!text.contains("smugglers-informant"), "{text}");
    drop(handle);
}

#[wasm_bindgen_test]
async fn a_catalog_card_shows_hostile_scenario_text_as_text_without_breaking_the_layout() {
    use timing_window::library::CatalogEntry;
    use timing_window::ui::catalog::ScenarioCard;
    use timing_window::ui::store::Status;
    let hostile = "<script>window.__pwned = 1</script><img src=x onerror=\"window.__pwned = 2\"><a href=\"javascript:alert(1)\">x</a>";
    let long_word: &'static str = Box::leak("W".repeat(3000).into_boxed_str());
    let entry: &'static CatalogEntry = Box::leak(Box::new(CatalogEntry {
        game: "swu",
        file: "hostile.toml",
        id: "hostile",
        title: hostile,
        summary: long_word,
        difficulty: 9,
        tags: Box::leak(vec!["\u{202e}evil-rtl", "<b>tag</b>"].into_boxed_slice()),
        rules: &["7.6.10\"><script>"],
        error: "",
    }));
    // The app's own stylesheet, so the layout is the real one.
    let doc = web_sys::window().unwrap().document().unwrap();
    let style = doc.create_element("style").unwrap();
    style.set_text_content(Some(include_str!("../style/main.css")));
    doc.head().unwrap().append_child(&style).unwrap();
    let el = container();
    el.style().set_property("width", "360px").unwrap();
    let handle = leptos::mount::mount_to(
        el.clone(),
        move || view! { <ul><ScenarioCard entry=entry status=Status::New /></ul> },
    );
    tick().await;
    let text = el.text_content().unwrap();
    assert!(text.contains(hostile), "{text}");
    assert!(text.contains("<b>tag</b>"));
    for tag in ["script", "img", "b"] {
        assert!(
            el.query_selector(tag).unwrap().is_none(),
            "a <{tag}> element was injected"
        );
    }
    // The only link is the app's own, to the scenario.
    let links = el.query_selector_all("a").unwrap();
    assert_eq!(links.length(), 1);
    let href = links
        .item(0)
        .unwrap()
        .dyn_into::<web_sys::Element>()
        .unwrap()
        .get_attribute("href")
        .unwrap();
    assert_eq!(href, "/scenarios/hostile");
    let pwned = js_sys::Reflect::get(&web_sys::window().unwrap(), &"__pwned".into()).unwrap();
    assert!(pwned.is_undefined());
    // An absurd difficulty is clamped, and a 3000-letter word does not widen the card.
    assert_eq!(
        el.query_selector(".difficulty")
            .unwrap()
            .unwrap()
            .text_content()
            .unwrap()
            .chars()
            .filter(|c| *c == '●')
            .count(),
        5
    );
    let card: HtmlElement = el
        .query_selector(".scenario-card")
        .unwrap()
        .unwrap()
        .dyn_into()
        .unwrap();
    assert!(
        card.scroll_width() <= 360 + 1,
        "the card overflows: {}",
        card.scroll_width()
    );
    drop(handle);
}

#[wasm_bindgen_test]
async fn a_reading_note_renders_as_a_distinct_labelled_note_with_text_only() {
    use timing_window::scenario::Reading;
    let el = container();
    let hostile = "<img src=x onerror=\"window.__pwned_reading = 1\">";
    let reading = Reading {
        topic: format!("A topic {hostile}"),
        follows: "What the app follows".to_string(),
        why: "The judge lesson".to_string(),
        other: format!("The other reading <b>{hostile}</b>"),
        questions: vec!["order".to_string()],
        open: None,
        first: Vec::new(),
        then: Vec::new(),
    };
    let handle = leptos::mount::mount_to(
        el.clone(),
        move || view! { <ReadingNote reading=reading id="t" /> },
    );
    tick().await;
    let note = el
        .query_selector("aside.reading-note[role=note]")
        .unwrap()
        .expect("the note is an aside with the note role");
    // Labelled by its heading, which says it is not a settled rule.
    let heading_id = note.get_attribute("aria-labelledby").unwrap();
    let heading = el
        .query_selector(&format!("h3#{heading_id}"))
        .unwrap()
        .expect("the heading labels the note");
    assert_eq!(
        heading.text_content().unwrap().trim_start_matches('?'),
        "A reading, not a settled rule"
    );
    let text = note.text_content().unwrap();
    for part in [
        "What this app follows",
        "What the app follows",
        "Why",
        "The judge lesson",
        "The other reading",
    ] {
        assert!(text.contains(part), "{part:?} missing from {text}");
    }
    // Scenario text is text, never HTML.
    assert!(text.contains(hostile), "{text}");
    assert!(el.query_selector("img").unwrap().is_none());
    assert!(el.query_selector("dd b").unwrap().is_none());
    let pwned =
        js_sys::Reflect::get(&web_sys::window().unwrap(), &"__pwned_reading".into()).unwrap();
    assert!(pwned.is_undefined());
    drop(handle);
}

#[wasm_bindgen_test]
async fn the_slice_s_reading_renders_from_the_real_file_and_no_readings_render_nothing() {
    with_pool();
    let prepared = data::prepare_text(
        "sneak-attack-aphra.toml",
        include_str!("../scenarios/sneak-attack-aphra.toml"),
    )
    .ok()
    .expect("the slice loads");
    let readings = prepared.scenario.readings.clone();
    assert_eq!(readings.len(), 1);
    let el = container();
    let handle = leptos::mount::mount_to(
        el.clone(),
        move || view! { <ReadingNotes readings=readings id="slice" /> },
    );
    tick().await;
    let notes = el.query_selector_all(".reading-note").unwrap();
    assert_eq!(notes.length(), 1);
    let text = el.text_content().unwrap();
    assert!(text.contains("A reading, not a settled rule"), "{text}");
    assert!(text.contains("Level One lesson 7"), "{text}");
    assert!(el.query_selector("#reading-slice-1").unwrap().is_some());
    drop(handle);
    let empty = container();
    let handle = leptos::mount::mount_to(
        empty.clone(),
        move || view! { <ReadingNotes readings=Vec::new() id="none" /> },
    );
    tick().await;
    assert!(empty.query_selector(".reading-note").unwrap().is_none());
    drop(handle);
}

/// The catalog reads saved progress with the browser's `JSON.parse` (the
/// first page carries no JSON parser of its own); the other pages read it
/// with `quiz::progress::read`. Both must keep the same attempts, or a
/// scenario's status would differ between the catalog and the progress
/// page.
#[wasm_bindgen_test]
fn the_catalog_reads_saved_progress_as_the_progress_page_does() {
    use gloo_storage::{LocalStorage, Storage};
    use timing_window::quiz::progress;
    use timing_window::ui::catalog::saved;
    use timing_window::ui::store;
    let good = r#"{"scenario":"sneak-attack-aphra","question":"order","answer":["a","b"],"score":0.5,"legal":false,"at":1700000000000,"duration":1200}"#;
    let no_duration =
        r#"{"scenario":"x","question":"q","answer":[],"score":1,"legal":true,"at":1}"#;
    let cases = [
        format!(r#"{{"version":1,"attempts":[{good},{no_duration}]}}"#),
        // Attempts that cannot be read are skipped, the rest kept.
        format!(
            r#"{{"version":1,"attempts":[{good},{{"scenario":"x"}},7,"text",[1,2],{{"scenario":"x","question":"q","answer":[1],"score":1,"legal":true,"at":1}},{{"scenario":"x","question":"q","answer":[],"score":"1","legal":true,"at":1}},{{"scenario":"x","question":"q","answer":[],"score":1,"legal":"yes","at":1}},{{"scenario":"x","question":"q","answer":[],"score":1,"legal":true,"at":1,"duration":"long"}}]}}"#
        ),
        // Another version, no version, no list, not JSON at all.
        format!(r#"{{"version":2,"attempts":[{good}]}}"#),
        format!(r#"{{"attempts":[{good}]}}"#),
        r#"{"version":1}"#.to_string(),
        r#"{"version":1,"attempts":{}}"#.to_string(),
        "[]".to_string(),
        "not json {".to_string(),
    ];
    for raw in &cases {
        LocalStorage::raw()
            .set_item(store::KEY, raw)
            .expect("storage takes the case");
        let (expected, _) = progress::read(raw);
        assert_eq!(saved::progress().attempts, expected.attempts, "{raw}");
    }
    let _ = LocalStorage::raw().remove_item(store::KEY);
}

/// The browser's `JSON.parse` tree and serde_json's give the same progress,
/// the same set-aside entries (reasons, and the same JSON kept) and the same
/// drafts (`quiz::json_tree`, `ui::saved`): every app reads saved data
/// alike, and as the native tests do.
#[wasm_bindgen_test]
fn saved_data_reads_the_same_from_the_browser_s_parser_and_serde_json_s() {
    use timing_window::quiz::draft::Drafts;
    use timing_window::quiz::progress;
    use timing_window::ui::saved;
    let good = r#"{"scenario":"x","question":"q","answer":["a"],"score":1,"legal":true,"at":1,"duration":5}"#;
    let progress_cases = [
        format!(
            r#"{{"version":1,"attempts":[{good},{{"scenario":7}},[1],"t",null,{{"scenario":"x","question":"q","answer":[],"score":1,"legal":true,"at":1,"duration":null}}]}}"#
        ),
        format!(r#"{{"version":3,"attempts":[{good}]}}"#),
        r#"{"version":1,"attempts":"none"}"#.to_string(),
        r#"{"toString":1,"constructor":{}}"#.to_string(),
        "{oops".to_string(),
        "".to_string(),
    ];
    for raw in &progress_cases {
        let (p, aside) = progress::read(raw);
        let (q, aside_js) = progress::read_tree(saved::parse(raw), raw);
        assert_eq!(p, q, "{raw}");
        assert_eq!(aside.len(), aside_js.len(), "{raw}");
        for (a, b) in aside.iter().zip(&aside_js) {
            // The parsers word a syntax error differently; the rest is alike.
            if !a.reason.contains("not valid JSON") {
                assert_eq!(a.reason, b.reason, "{raw}");
            }
            let (x, y) = (saved::parse(&a.raw).ok(), saved::parse(&b.raw).ok());
            assert_eq!(x.is_some(), y.is_some(), "{raw}");
        }
    }
    let drafts_cases = [
        r#"{"version":1,"scenarios":{"a":{"answers":{"q":{"answer":{"kind":"order","order":["x","y"]},"checked":"exam"}},"revealed":true,"mode":"exam","at":3},"b":{"answers":{"q":{"answer":{"kind":"pick"}}}},"c":7,"d":{}}}"#,
        r#"{"version":1,"scenarios":{"hasOwnProperty":{"at":1},"e":{"answers":{"q":{"answer":{"kind":"pick","picked":"o"},"checked":null}}}}}"#,
        r#"{"version":2,"scenarios":{"a":{}}}"#,
        r#"{"version":1,"scenarios":[]}"#,
        "[]",
        "nope",
    ];
    for raw in drafts_cases {
        assert_eq!(
            Drafts::read(raw),
            Drafts::read_tree(saved::parse(raw).ok()),
            "{raw}"
        );
    }
    let kept = Drafts::read(drafts_cases[0]);
    assert_eq!(kept.scenarios.keys().collect::<Vec<_>>(), ["a", "d"]);
}

/// The header marks its link to the page it is on, or to a page that holds
/// it, as the router's links did; and a query is read decoded, as the
/// router read it (`ui::address`).
#[wasm_bindgen_test]
fn links_are_current_for_their_page_and_the_pages_under_it_and_queries_decode() {
    use timing_window::ui::address::{is_current, query};
    assert!(is_current("/", "/"));
    assert!(!is_current("/", "/progress"));
    assert!(!is_current("/", "/scenarios/sneak-attack-aphra"));
    assert!(is_current("/topics", "/topics"));
    assert!(is_current("/topics", "/topics/"));
    assert!(is_current("/topics", "/topics/bounty"));
    assert!(!is_current("/topics", "/topicsx"));
    assert!(!is_current("/rules", "/progress"));
    assert_eq!(
        query("step=3&what-if=choice-1%3AAlex%20Two", "what-if").as_deref(),
        Some("choice-1:Alex Two")
    );
    assert_eq!(query("?step=3", "step").as_deref(), Some("3"));
    assert_eq!(query("", "step"), None);
}

/// Markup written for a static part of a page keeps every text and
/// attribute value as text: set as an element's content, a hostile value
/// makes no element and reads back as it was (`markup`).
#[wasm_bindgen_test]
fn markup_keeps_hostile_text_and_attribute_values_as_text() {
    use timing_window::markup::Markup;
    let hostile = r#""><img src=x onerror=alert(1)>'&amp;<script>x</script>"#;
    let mut m = Markup::new();
    m.open("div", &[("class", "zone"), ("aria-label", hostile)])
        .span("chip-name", hostile)
        .text(hostile)
        .close("div");
    let el = container();
    el.set_inner_html(&m.into_string());
    assert!(el.query_selector("img, script").unwrap().is_none());
    let div = el.query_selector("div.zone").unwrap().expect("the div");
    assert_eq!(div.get_attribute("aria-label").as_deref(), Some(hostile));
    let name = el.query_selector(".chip-name").unwrap().expect("the span");
    assert_eq!(name.text_content().as_deref(), Some(hostile));
    assert_eq!(div.text_content().unwrap(), format!("{hostile}{hostile}"));
}

/// A click on a link to a page another of the site's apps draws is left to
/// the browser (marked `rel="external"` before any router sees it), so it
/// is one page load; a link to this app's own page, or off the site, is
/// left alone (`ui::dom::leave_for_other_apps`).
#[wasm_bindgen_test]
fn a_click_on_a_link_to_another_app_s_page_is_left_to_the_browser() {
    use wasm_bindgen::closure::Closure;
    // Only the paths this test makes up are "another app's", so links
    // clicked by other tests on this page are not touched.
    timing_window::ui::dom::leave_for_other_apps(|p| !p.starts_with("/another-app/"));
    let el = container();
    el.set_inner_html(
        r#"<a id="theirs" href="/another-app/page" rel="noopener"><span>in a span</span></a>
           <a id="ours" href="/our-page">ours</a>
           <a id="offsite" href="https://example.org/another-app/page">off the site</a>"#,
    );
    // Keep the test page where it is: no link's click may navigate it.
    let stay = Closure::<dyn Fn(web_sys::Event)>::new(|e: web_sys::Event| e.prevent_default());
    el.add_event_listener_with_callback("click", stay.as_ref().unchecked_ref())
        .unwrap();
    let click = |selector: &str| {
        el.query_selector(selector)
            .unwrap()
            .expect(selector)
            .dyn_into::<HtmlElement>()
            .unwrap()
            .click();
    };
    let rel = |id: &str| {
        el.query_selector(&format!("#{id}"))
            .unwrap()
            .unwrap()
            .get_attribute("rel")
    };
    // A click on what the link holds counts as a click on the link.
    click("#theirs span");
    click("#ours");
    click("#offsite");
    assert_eq!(rel("theirs").as_deref(), Some("noopener external"));
    assert_eq!(rel("ours"), None);
    assert_eq!(rel("offsite"), None);
    // A second click does not mark it twice.
    click("#theirs");
    assert_eq!(rel("theirs").as_deref(), Some("noopener external"));
}
