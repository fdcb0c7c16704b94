//! The form the build writes for the trainee app (`tw prepare`,
//! `scenario::lesson::Written`) must say exactly what the engine produces
//! from each library file: prepare, write, read back, and compare with the
//! lesson of the file prepared directly; the questions still check against
//! the read-back run, and a wrong order is explained from the written data
//! as the engine explains it.

use std::path::Path;

use timing_window::facts::{scenario_paths, served_name};
use timing_window::rulesets::Bundled;
use timing_window::scenario::lesson::{Written, FORMAT};
use timing_window::scenario::{self, Question};

fn library() -> Vec<(String, String)> {
    scenario_paths(Path::new("scenarios"))
        .into_iter()
        .map(|p| {
            let text = std::fs::read_to_string(&p).expect("a scenario file reads");
            (served_name(&p.display().to_string()), text)
        })
        .collect()
}

#[test]
fn every_library_scenario_reads_back_to_what_the_engine_produces_from_its_file() {
    let pool = Bundled::bundled().expect("bundled cards load");
    let files = library();
    assert!(
        files.len() > 100,
        "the library has only {} files",
        files.len()
    );
    assert!(files.iter().any(|(n, _)| n.starts_with("swm/")));
    assert!(files.iter().any(|(n, _)| n.starts_with("realtime/")));
    for (name, text) in &files {
        let direct = scenario::prepare(name, text, &pool)
            .unwrap_or_else(|d| panic!("{name} does not load: {d:?}"));
        // The lesson the build writes is the engine's run of the file...
        let form = Written::prepare(name, text, &pool);
        let made = form
            .lesson
            .as_ref()
            .unwrap_or_else(|d| panic!("{name}: {d:?}"));
        assert_eq!(
            made.scenario.questions, direct.scenario.questions,
            "{name}: questions"
        );
        assert_eq!(made.scenario.meta, direct.scenario.meta, "{name}: metadata");
        assert_eq!(made.outcome, direct.outcome, "{name}: outcome");
        assert_eq!(made.spaces, direct.spaces, "{name}: order spaces");
        let texts = |t: &[String]| t.to_vec();
        assert_eq!(
            texts(
                &made
                    .trace
                    .steps
                    .iter()
                    .map(|s| s.text.to_string())
                    .collect::<Vec<_>>()
            ),
            texts(
                &direct
                    .trace
                    .steps
                    .iter()
                    .map(|s| s.text.to_string())
                    .collect::<Vec<_>>()
            ),
            "{name}: steps"
        );
        assert_eq!(made.trace.order, direct.trace.order, "{name}: order tree");
        // ...and reads back to exactly that lesson.
        let bytes = form.to_bytes();
        let back = Written::from_bytes(&bytes).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(back, form, "{name}: the lesson read back differs");
        let lesson = back.lesson.as_ref().expect("read back as a lesson");
        // The legal orders are enumerated again when read, not written.
        for space in lesson.spaces.iter().flatten() {
            if let Some(order) = space.orders.get(1) {
                let written = postcard::to_allocvec(order).expect("an order writes");
                assert!(
                    !bytes.windows(written.len()).any(|w| w == written),
                    "{name}: the legal orders were written"
                );
            }
        }
        let run = lesson.run();
        for q in &lesson.scenario.questions {
            q.check(&run)
                .unwrap_or_else(|e| panic!("{name}: question {}: {e}", q.id()));
        }
        // A wrong order is explained from the written data as the engine
        // explains it.
        for (i, q) in lesson.scenario.questions.iter().enumerate() {
            let Question::Order { events, .. } = q else {
                continue;
            };
            let mut reversed: Vec<String> = events.iter().map(|(l, _)| l.clone()).collect();
            reversed.reverse();
            assert_eq!(
                lesson.explain_wrong_order(i, &reversed),
                direct.explain_wrong_order(i, &reversed),
                "{name}: question {} explained from data",
                q.id()
            );
        }
    }
}

#[test]
fn another_format_or_malformed_data_is_an_error_not_a_panic() {
    let pool = Bundled::bundled().expect("bundled cards load");
    let (name, text) = library().into_iter().next().expect("a library file");
    let bytes = Written::prepare(&name, &text, &pool).to_bytes();
    // The format comes first, as a one-byte varint while it is under 128.
    assert_eq!(bytes[0] as u32, FORMAT);
    let mut old = bytes.clone();
    old[0] = 1;
    let e = Written::from_bytes(&old).unwrap_err();
    assert!(e.contains("format 1"), "{e}");
    // A JSON file of format 1 (an old cache) starts with `{`: format 123.
    let e = Written::from_bytes(b"{\"format\":1,\"lesson\":{}}").unwrap_err();
    assert!(e.contains("format 123"), "{e}");
    let mut longer = bytes.clone();
    longer.push(0);
    let e = Written::from_bytes(&longer).unwrap_err();
    assert!(e.contains("1 bytes after its end"), "{e}");
    let format_only = [FORMAT as u8];
    for bad in [
        &[][..],
        &format_only[..],
        &bytes[..bytes.len() / 2],
        &bytes[..bytes.len() - 1],
    ] {
        assert!(
            Written::from_bytes(bad).is_err(),
            "{} bytes were accepted",
            bad.len()
        );
    }
}

#[test]
fn a_file_that_does_not_load_is_written_as_its_problems() {
    let pool = Bundled::bundled().expect("bundled cards load");
    let form = Written::prepare("broken.toml", "id = \"x\"\ngame = \"sw\"\n", &pool);
    form.reads_back().expect("problems read back");
    match Written::from_bytes(&form.to_bytes()).expect("reads").lesson {
        Err(d) => assert!(
            d.iter().any(|d| d.message.contains("unknown game")),
            "{d:?}"
        ),
        Ok(_) => panic!("a broken file was prepared"),
    }
}

#[test]
fn a_library_file_is_written_where_the_app_fetches_it() {
    // By id, whatever the game's folder; an id is one path segment.
    assert_eq!(
        Written::path("sneak-attack-aphra"),
        "/prepared/sneak-attack-aphra.lesson"
    );
    assert_eq!(Written::path("rt-x"), "/prepared/rt-x.lesson");
    assert_eq!(
        Written::path("a/b?c#d é"),
        "/prepared/a%2Fb%3Fc%23d%20%C3%A9.lesson"
    );
    // Each form names the file "What if…?" runs.
    let pool = Bundled::bundled().expect("bundled cards load");
    let (name, text) = library()
        .into_iter()
        .find(|(n, _)| n.starts_with("swm/"))
        .expect("an SWM file");
    assert_eq!(Written::prepare(&name, &text, &pool).file, name);
}

/// `tw prepare` (the build's step) writes each library lesson by its id,
/// whatever its game's folder, lists every one in `index.json`, and each
/// reads back naming its file.
#[test]
fn tw_prepare_writes_each_lesson_by_id_and_lists_them() {
    let out = std::env::temp_dir().join(format!("tw-prepare-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&out);
    let run = std::process::Command::new(env!("CARGO_BIN_EXE_tw"))
        .args(["prepare", "scenarios"])
        .arg(&out)
        .output()
        .expect("tw runs");
    assert!(
        run.status.success(),
        "{}",
        String::from_utf8_lossy(&run.stderr)
    );
    let index: Vec<String> =
        serde_json::from_str(&std::fs::read_to_string(out.join("index.json")).unwrap()).unwrap();
    assert_eq!(index.len(), library().len());
    assert!(index
        .iter()
        .all(|u| u.starts_with("/prepared/") && !u[10..].contains('/')));
    for (id, file) in [
        ("sneak-attack-aphra", "sneak-attack-aphra.toml"),
        ("swm-bribery-race", "swm/swm-bribery-race.toml"),
    ] {
        let url = Written::path(id);
        assert!(index.contains(&url), "{url}");
        let bytes = std::fs::read(out.join(url.trim_start_matches("/prepared/"))).unwrap();
        let written = Written::from_bytes(&bytes).unwrap();
        assert_eq!(written.file, file);
        assert_eq!(written.lesson.unwrap().scenario.meta.id, id);
    }
    let _ = std::fs::remove_dir_all(&out);
}
