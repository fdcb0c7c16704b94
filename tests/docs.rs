//! The format's documentation stays in step with the validator: every key the
//! schema accepts is documented, and the complete example in the document is
//! the real scenario file.

use timing_window::rulesets::swu::schema::SCENARIO;
use timing_window::scenario::schema::{Field, Shape};

fn keys(fields: &'static [Field], out: &mut Vec<&'static str>) {
    for f in fields {
        out.push(f.key);
        let mut shape = f.shape;
        while let Shape::Array(inner) = shape {
            shape = *inner;
        }
        if let Shape::Table(sub) = shape {
            keys(sub, out);
        }
    }
}

#[test]
fn every_key_the_schema_accepts_is_documented() {
    let doc = std::fs::read_to_string("docs/scenario-format.md").unwrap();
    let mut all = Vec::new();
    keys(SCENARIO, &mut all);
    let missing: Vec<_> = all
        .iter()
        .filter(|k| !doc.contains(&format!("`{k}`")))
        .collect();
    assert!(missing.is_empty(), "undocumented keys: {missing:?}");
}

#[test]
fn the_documented_example_is_the_real_scenario_file() {
    let doc = std::fs::read_to_string("docs/scenario-format.md").unwrap();
    let file = std::fs::read_to_string("scenarios/sneak-attack-aphra.toml").unwrap();
    assert!(
        doc.contains(&format!("```toml\n{file}```")),
        "docs/scenario-format.md's example differs from scenarios/sneak-attack-aphra.toml"
    );
}

/// The example lesson's shared exercise carries the scenario template as it
/// is now (so it never shows an old edition or old rule numbers), and it
/// loads.
#[test]
fn the_example_lessons_shared_scenario_is_the_current_template() {
    let page = std::fs::read_to_string("examples/lesson.html").unwrap();
    let start = page.find("data-hash=\"").expect("a shared exercise") + "data-hash=\"".len();
    let hash = &page[start..start + page[start..].find('"').unwrap()];
    let text = timing_window::share::decode_fragment(hash).expect("a valid share code");
    assert_eq!(
        text,
        timing_window::scenario::TEMPLATE,
        "re-encode examples/lesson.html's data-hash from src/scenario/template.toml"
    );
    let pool = timing_window::rulesets::swu::cards::CardPool::bundled().unwrap();
    assert!(timing_window::scenario::load("lesson.toml", &text, &pool).is_ok());
}
