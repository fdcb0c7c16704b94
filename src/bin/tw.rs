//! `tw`: the scenario author's command-line tool.
//!
//! - `tw check PATH...` validates scenario files (or folders of them) and
//!   exits non-zero on any error;
//! - `tw run FILE` prints the engine's trace with rule numbers, the run's
//!   decisions (as `choice-N`), the legal orders of each question's events
//!   and each answer key's check against the engine;
//! - `tw new [ID]` writes a commented template that validates: to
//!   `scenarios/ID.toml` when an ID is given and that file does not exist
//!   yet, otherwise to stdout;
//! - `tw manifest DIR OUT.json` writes the app's build-time catalog;
//! - `tw prepare DIR OUT` prepares every scenario file under DIR for the
//!   trainee app: each file's lesson (`scenario::lesson::Written`) as
//!   `OUT/ID.lesson` (by the scenario's id, whatever its game's folder), listed in
//!   `OUT/index.json`; it fails when a form does not read back to what the
//!   engine produced, or a library file does not load;
//! - `tw generate TEMPLATE [--seed N]` prints a generated practice scenario
//!   (seed 1 by default), a file an instructor can save into `scenarios/`;
//!   `tw generate --list` lists the templates.
//!
//! Diagnostics are one line each, `file:line:col: message (suggestion)`,
//! the form editors and CI logs turn into links.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use timing_window::rulesets::swu::cards::CardPool;
use timing_window::rulesets::Shipped;
use timing_window::scenario::{self, decision_points, Question};

// A faster allocator than the system's for the native tool: an engine run
// is mostly small allocations (issue 25, docs/benchmarks.md). Native only:
// mimalloc is not a dependency of wasm builds.
#[cfg(not(target_arch = "wasm32"))]
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    // What the app ships: SWU's card pool is loaded only when an SWU file
    // (or generated practice) needs it.
    let pool = &Shipped;
    match args.first().map(String::as_str) {
        Some("check") if args.len() > 1 => check(pool, &args[1..]),
        Some("run") if args.len() == 2 => run(pool, Path::new(&args[1])),
        Some("new") if args.len() <= 2 => new(pool, args.get(1).map(String::as_str)),
        Some("manifest") if args.len() == 3 => manifest(pool, &args[1], Path::new(&args[2])),
        Some("generate") => generate(&args[1..]),
        Some("prepare") if args.len() == 3 => prepare(pool, &args[1], Path::new(&args[2])),
        Some("pool") if args.len() == 2 => write_pool(Path::new(&args[1])),
        _ => {
            eprintln!(
                "usage: tw check PATH... | tw run FILE | tw new [ID] | tw manifest DIR OUT.json | tw prepare DIR OUT | tw pool OUT | tw generate TEMPLATE [--seed N] | tw generate --list"
            );
            ExitCode::from(2)
        }
    }
}

fn scenario_files(paths: &[String]) -> Vec<PathBuf> {
    let mut out = Vec::new();
    for p in paths {
        let p = PathBuf::from(p);
        if p.is_dir() {
            // The files at the top and in each game's folder (scenarios/swm/).
            out.extend(timing_window::facts::scenario_paths(&p));
        } else {
            out.push(p);
        }
    }
    out
}

/// What checking one file found: the lines it prints (on stderr, in this
/// order), whether it has errors, and its choice keys.
#[derive(Default)]
struct Checked {
    lines: Vec<String>,
    bad: bool,
    choices: usize,
    tested: usize,
    untested: Vec<String>,
}

fn check(pool: &Shipped, paths: &[String]) -> ExitCode {
    let files = scenario_files(paths);
    let checked = on_threads(&files, |f| check_file(pool, f));
    let mut bad = 0;
    let (mut choices, mut tested) = (0, 0);
    let mut untested: Vec<String> = Vec::new();
    for c in checked {
        for line in &c.lines {
            eprintln!("{line}");
        }
        bad += usize::from(c.bad);
        choices += c.choices;
        tested += c.tested;
        untested.extend(c.untested);
    }
    // Loading refuses a key that does not test its answer, so none should
    // be left; one that is, is an error here too.
    for u in &untested {
        eprintln!("not engine-checked: {u}");
    }
    bad += untested.len();
    println!(
        "checked {} scenario file(s): {} with errors; choice keys engine-checked: {tested} of {choices}",
        files.len(),
        bad
    );
    if bad == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}

fn check_file(pool: &Shipped, f: &Path) -> Checked {
    let mut out = Checked::default();
    let text = match std::fs::read_to_string(f) {
        Ok(t) => t,
        Err(e) => {
            out.lines.push(format!("{}: cannot read: {e}", f.display()));
            out.bad = true;
            return out;
        }
    };
    match scenario::prepare(&f.display().to_string(), &text, pool) {
        Ok(p) => {
            // A card not all simulated: the file loads, the author is told.
            for d in p
                .scenario
                .setup
                .swu()
                .map(|s| s.unsimulated.as_slice())
                .unwrap_or(&[])
            {
                out.lines.push(format!("warning: {d}"));
            }
            let run = p.run();
            for q in &p.scenario.questions {
                if !matches!(q, scenario::Question::Choice { .. }) {
                    continue;
                }
                out.choices += 1;
                match scenario::subject::untested(q, &run) {
                    None => out.tested += 1,
                    Some(why) => {
                        out.untested
                            .push(format!("{}: question {}: {why}", f.display(), q.id()))
                    }
                }
            }
        }
        Err(diags) => {
            out.bad = true;
            out.lines.extend(diags.iter().map(ToString::to_string));
        }
    }
    out
}

/// `work` on every file, on as many threads as this process may use (one
/// per core, at most one per file), each result at its file's place: what
/// is printed from them is in file order whichever finished first. The
/// files are independent and the data they load against (the card pool,
/// the SWM characters, the rules index) is built once and shared, so two
/// cores check the library in about half the wall time (issue 25).
fn on_threads<T: Send>(files: &[PathBuf], work: impl Fn(&Path) -> T + Sync) -> Vec<T> {
    use std::sync::atomic::{AtomicUsize, Ordering};
    let threads = std::thread::available_parallelism()
        .map_or(1, usize::from)
        .clamp(1, files.len().max(1));
    let next = AtomicUsize::new(0);
    let mut done: Vec<(usize, T)> = std::thread::scope(|s| {
        let workers: Vec<_> = (0..threads)
            .map(|_| {
                s.spawn(|| {
                    let mut mine = Vec::new();
                    loop {
                        let i = next.fetch_add(1, Ordering::Relaxed);
                        let Some(f) = files.get(i) else { break };
                        mine.push((i, work(f)));
                    }
                    mine
                })
            })
            .collect();
        workers
            .into_iter()
            .flat_map(|w| w.join().unwrap_or_else(|e| std::panic::resume_unwind(e)))
            .collect()
    });
    done.sort_by_key(|(i, _)| *i);
    done.into_iter().map(|(_, t)| t).collect()
}

fn run(pool: &Shipped, file: &Path) -> ExitCode {
    let text = match std::fs::read_to_string(file) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("{}: cannot read: {e}", file.display());
            return ExitCode::FAILURE;
        }
    };
    // A file whose only problems are answer keys still runs: the trace
    // comes first, then each disagreement.
    let (prepared, disagreements) =
        match scenario::prepare_keys_apart(&file.display().to_string(), &text, pool) {
            Ok(loaded) => loaded,
            Err(diags) => {
                diags.iter().for_each(|d| eprintln!("{d}"));
                return ExitCode::FAILURE;
            }
        };
    let mut out = String::new();
    report(&mut out, &prepared);
    if !disagreements.is_empty() {
        out.push_str("\nAnswer keys that disagree with the engine:\n");
        for d in &disagreements {
            out.push_str(&format!("{d}\n"));
        }
    }
    // A closed pipe (`tw run FILE | head`) is not an error worth a panic.
    let _ = std::io::stdout().lock().write_all(out.as_bytes());
    if disagreements.is_empty() {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}

/// How many legal orders `tw run` prints of a question's space.
const LISTED_ORDERS: usize = 50;

/// The trace, the decisions and each question with its legal orders and
/// its key's check, as `tw run` prints them.
fn report(out: &mut String, prepared: &scenario::Prepared) {
    let (s, trace) = (&prepared.scenario, &prepared.trace);
    let mut line = |l: String| {
        out.push_str(&l);
        out.push('\n');
    };
    line(format!("{}\n", s.meta.title));
    // Each game numbers the entries of its own section of the document, so
    // a mark's number means something only with the section.
    let section = s.game().open_entries().section;
    for (i, step) in trace.steps.iter().enumerate() {
        let indent = "  ".repeat(step.depth as usize);
        let label = step
            .label
            .as_deref()
            .map(|l| format!(" [{l}]"))
            .unwrap_or_default();
        line(format!(
            "{:>3}. {indent}{}{label}  ({})",
            i + 1,
            step.text,
            step.rules.join(", ")
        ));
        // A step that follows the engine's reading of an open ruling
        // question: a question resting on it needs a [[reading]].
        for open in &step.facts.readings {
            line(format!(
                "     {indent}  follows the engine's reading of open ruling question {open} (docs/rulings-questions.md, \"{section}\")"
            ));
        }
        if let Some(c) = &step.choice {
            line(format!(
                "     {indent}  {} chose among: {}",
                c.chooser,
                c.options.join(" | ")
            ));
        }
    }
    if let Some(o) = &trace.outcome {
        line(format!("\nOutcome: {o}"));
    }
    let decisions = decision_points(trace);
    if !decisions.is_empty() {
        line("\nDecisions (a who_decides question's `at`, an order question's `given`):".into());
        for d in &decisions {
            let during = d
                .during
                .as_deref()
                .map(|l| format!(", during {l}"))
                .unwrap_or_default();
            line(format!(
                "  {} (step {}{during}): {} decides: {}",
                d.name,
                d.step + 1,
                d.choice.chooser,
                d.choice.prompt
            ));
        }
    }
    for (q, space) in s.questions.iter().zip(&prepared.spaces) {
        line(format!(
            "\nQuestion {} ({}): {}",
            q.id(),
            q.kind(),
            q.prompt()
        ));
        if let Question::Order { given, .. } = q {
            if !given.is_empty() {
                line(format!("  given: {}", given.join(", ")));
            }
            if let Some(space) = space {
                line(format!(
                    "  {} legal order(s){}",
                    space.orders.len(),
                    if space.truncated {
                        " (more not listed)"
                    } else {
                        ""
                    }
                ));
                for o in space.orders.iter().take(LISTED_ORDERS) {
                    line(format!("  - {}", o.join(" → ")));
                }
                if space.orders.len() > LISTED_ORDERS {
                    line(format!(
                        "  ... and {} more",
                        space.orders.len() - LISTED_ORDERS
                    ));
                }
                for c in &space.constraints {
                    line(format!("  * {}", c.explain()));
                }
            }
        }
        match q.check_in(&prepared.run(), space.as_ref()) {
            Ok(()) => line("  answer key: agrees with the engine".into()),
            Err(why) => line(format!("  answer key: DISAGREES with the engine: {why}")),
        }
    }
}

fn new(pool: &Shipped, wanted: Option<&str>) -> ExitCode {
    let id = wanted.unwrap_or("my-scenario");
    let slug = timing_window::scenario_slug(id);
    if slug != id {
        eprintln!("the id '{id}' must be lowercase letters, digits and dashes (try '{slug}')");
        return ExitCode::FAILURE;
    }
    let text = scenario::TEMPLATE.replace("template-scenario", id);
    // The template must stay valid as the engine grows; refuse to write one
    // that is not.
    if let Err(diags) = scenario::load(&format!("{id}.toml"), &text, pool) {
        diags.iter().for_each(|d| eprintln!("{d}"));
        eprintln!("the built-in template no longer validates: please report this");
        return ExitCode::FAILURE;
    }
    let path = PathBuf::from("scenarios").join(format!("{id}.toml"));
    if wanted.is_some() && Path::new("scenarios").is_dir() && !path.exists() {
        match std::fs::write(&path, &text) {
            Ok(()) => {
                eprintln!(
                    "wrote {}; check it with: cargo run --bin tw -- check {}",
                    path.display(),
                    path.display()
                );
                ExitCode::SUCCESS
            }
            Err(e) => {
                eprintln!("cannot write {}: {e}", path.display());
                ExitCode::FAILURE
            }
        }
    } else {
        print!("{text}");
        ExitCode::SUCCESS
    }
}

fn manifest(pool: &Shipped, dir: &str, out: &Path) -> ExitCode {
    let mut files = Vec::new();
    for f in scenario_files(&[dir.to_string()]) {
        match std::fs::read_to_string(&f) {
            Ok(t) => files.push((f.display().to_string(), t)),
            Err(e) => {
                eprintln!("{}: cannot read: {e}", f.display());
                return ExitCode::FAILURE;
            }
        }
    }
    match scenario::build_manifest(&files, pool) {
        Ok(m) => match std::fs::write(out, m.to_json() + "\n") {
            Ok(()) => {
                println!(
                    "wrote {} with {} scenario(s)",
                    out.display(),
                    m.scenarios.len()
                );
                ExitCode::SUCCESS
            }
            Err(e) => {
                eprintln!("cannot write {}: {e}", out.display());
                ExitCode::FAILURE
            }
        },
        Err(diags) => {
            diags.iter().for_each(|d| eprintln!("{d}"));
            ExitCode::FAILURE
        }
    }
}

/// Write the pool file the author page and the engine's worker fetch
/// (`cards::printed::POOL_FILE`): the printed card data as postcard bytes.
/// It must read back to the same printings, or nothing is written.
#[cfg(target_arch = "wasm32")]
fn write_pool(_: &Path) -> ExitCode {
    // The card data is compiled into the native programs only.
    eprintln!("tw pool runs natively");
    ExitCode::FAILURE
}

/// Write the pool file (see the wasm twin above).
#[cfg(not(target_arch = "wasm32"))]
fn write_pool(out: &Path) -> ExitCode {
    use timing_window::rulesets::swu::cards::printed::{pool_bytes, printings, printings_of_pool};
    let all = match printings() {
        Ok(all) => all,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::FAILURE;
        }
    };
    let bytes = pool_bytes(&all);
    if printings_of_pool(&bytes).as_ref() != Ok(&all) {
        eprintln!("the pool file does not read back to the card data");
        return ExitCode::FAILURE;
    }
    let made = out.parent().map(std::fs::create_dir_all).unwrap_or(Ok(()));
    match made.and_then(|()| std::fs::write(out, &bytes)) {
        Ok(()) => {
            println!(
                "{}: {} printings, {} bytes",
                out.display(),
                all.len(),
                bytes.len()
            );
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("cannot write {}: {e}", out.display());
            ExitCode::FAILURE
        }
    }
}

/// Prepare every scenario file under `dir` for the trainee app into `out`.
fn prepare(pool: &Shipped, dir: &str, out: &Path) -> ExitCode {
    use timing_window::scenario::lesson::Written;
    if let Err(e) = std::fs::create_dir_all(out) {
        eprintln!("cannot make {}: {e}", out.display());
        return ExitCode::FAILURE;
    }
    let mut written = Vec::new();
    let mut ids = std::collections::HashMap::new();
    let mut failed = false;
    for f in scenario_files(&[dir.to_string()]) {
        let served = timing_window::facts::served_name(&f.display().to_string());
        let text = match std::fs::read_to_string(&f) {
            Ok(t) => t,
            Err(e) => {
                eprintln!("{}: cannot read: {e}", f.display());
                failed = true;
                continue;
            }
        };
        let form = Written::prepare(&served, &text, pool);
        if let Err(diags) = &form.lesson {
            // A library file that does not load fails the build, as
            // `tw check` would; its problems are still written, so a page
            // opened on it says what is wrong.
            diags.iter().for_each(|d| eprintln!("{d}"));
            failed = true;
        }
        if let Err(why) = form.reads_back() {
            eprintln!("{}: {why}", f.display());
            failed = true;
            continue;
        }
        // The page finds a lesson by its scenario's id: the file's id, or
        // for a file that does not load, the catalog's (its `id` key, else
        // its name).
        let id = match &form.lesson {
            Ok(l) => l.scenario.meta.id.clone(),
            Err(_) => timing_window::library::CATALOG
                .iter()
                .find(|e| e.file == served)
                .map(|e| e.id.to_string())
                .unwrap_or_else(|| {
                    let name = served.rsplit('/').next().unwrap_or(&served);
                    name.trim_end_matches(".toml").to_string()
                }),
        };
        if let Some(other) = ids.insert(id.clone(), served.clone()) {
            eprintln!("{}: the id {id} is also {other}'s", f.display());
            failed = true;
            continue;
        }
        let url = Written::path(&id);
        let path = out.join(url.trim_start_matches("/prepared/"));
        let made = path.parent().map(std::fs::create_dir_all).unwrap_or(Ok(()));
        if let Err(e) = made.and_then(|()| std::fs::write(&path, form.to_bytes())) {
            eprintln!("cannot write {}: {e}", path.display());
            failed = true;
            continue;
        }
        written.push(url);
    }
    let index = out.join("index.json");
    let list = serde_json::to_string(&written).unwrap_or_default();
    if let Err(e) = std::fs::write(&index, list + "\n") {
        eprintln!("cannot write {}: {e}", index.display());
        failed = true;
    }
    if failed {
        return ExitCode::FAILURE;
    }
    println!(
        "prepared {} scenario(s) into {}",
        written.len(),
        out.display()
    );
    ExitCode::SUCCESS
}

fn generate(args: &[String]) -> ExitCode {
    use timing_window::rulesets::swu::generate;
    let pool = match CardPool::bundled() {
        Ok(p) => p,
        Err(e) => {
            eprintln!("the bundled cards do not load: {e}");
            return ExitCode::FAILURE;
        }
    };
    let usage = || {
        eprintln!("usage: tw generate TEMPLATE [--seed N] | tw generate --list");
        ExitCode::from(2)
    };
    match args {
        [flag] if flag == "--list" => {
            for t in generate::TEMPLATES {
                println!("{:<28} {}", t.id, t.summary);
            }
            ExitCode::SUCCESS
        }
        [template, rest @ ..] if !template.starts_with('-') => {
            let seed = match rest {
                [] => 1,
                [flag, n] if flag == "--seed" => match n.parse::<u64>() {
                    Ok(n) => n,
                    Err(_) => {
                        eprintln!("the seed must be a whole number (0 or more), not '{n}'");
                        return ExitCode::from(2);
                    }
                },
                _ => return usage(),
            };
            match generate::generate(template, seed, &pool) {
                Ok(g) => {
                    let _ = std::io::stdout().lock().write_all(g.text.as_bytes());
                    ExitCode::SUCCESS
                }
                Err(e) => {
                    eprintln!("{e}");
                    ExitCode::FAILURE
                }
            }
        }
        _ => usage(),
    }
}
