//! Boards and scripts built from bytes, for fuzzing the engine.
//!
//! Shared by the bounded loop in `tests/fuzz_engine.rs` and the cargo-fuzz
//! target `fuzz/fuzz_targets/engine.rs` (which includes this file by path).
//!
//! A case starts from one of the library's scenarios, already validated by
//! `scenario::load` (its board, script, stop point and card pool), and the
//! bytes mutate it structurally: every board, script and card type is
//! serde data, so a mutation edits the JSON form of the value (a number set
//! to an edge value, a flag flipped, a word or a whole sub-value replaced by
//! one seen under the same key anywhere in the library or the card pool, an
//! array entry removed, duplicated or swapped), then reads it back. A
//! mutated copy of a card may join the pool under a new id, as a scenario's
//! own `[[card]]` would. Fix-ups keep what `scenario::load` guarantees
//! (players 0 and 1, unique unit labels and instances, effects aimed at
//! units on the board, a phase with one of its steps, no negative damage),
//! so every case is a board the loader could hand the engine.

use std::collections::BTreeMap;
use std::path::Path;

use serde_json::Value;
use timing_window::rulesets::swu::cards::{CardDef, CardPool};
use timing_window::rulesets::swu::engine::{
    ErrorKind, GameState, InstanceId, Phase, PhaseStep, PlayerId, ScriptAction, ScriptEntry,
    StopPoint,
};
use timing_window::scenario;

/// Reads the fuzzer's bytes as choices; past the end every choice is 0.
pub struct Src<'a> {
    data: &'a [u8],
    at: usize,
}

impl<'a> Src<'a> {
    pub fn new(data: &'a [u8]) -> Self {
        Src { data, at: 0 }
    }
    pub fn byte(&mut self) -> u8 {
        let b = self.data.get(self.at).copied().unwrap_or(0);
        self.at += 1;
        b
    }
    pub fn below(&mut self, n: usize) -> usize {
        if n <= 1 {
            return 0;
        }
        let v = if n <= 256 {
            self.byte() as usize
        } else {
            (self.byte() as usize) << 8 | self.byte() as usize
        };
        v % n
    }
    pub fn left(&self) -> bool {
        self.at < self.data.len()
    }
}

/// A validated scenario the cases start from.
pub struct Seed {
    pub name: String,
    pub pool: CardPool,
    pub board: Value,
    pub script: Value,
    pub stop: StopPoint,
}

/// The seeds, and every value seen under each key (the mutations' words).
pub struct Corpus {
    pub seeds: Vec<Seed>,
    dict: BTreeMap<String, Vec<Value>>,
    cards: Vec<Value>,
}

/// How many values a key keeps in the dictionary.
const DICT_CAP: usize = 96;

impl Corpus {
    /// Load the library (`root/scenarios/*.toml`) and the bundled cards.
    pub fn load(root: &Path) -> Corpus {
        let pool = CardPool::bundled().expect("bundled cards load");
        let mut files: Vec<_> = std::fs::read_dir(root.join("scenarios"))
            .expect("scenarios/ exists")
            .map(|e| e.expect("readable entry").path())
            .filter(|p| p.extension().is_some_and(|x| x == "toml"))
            .collect();
        files.sort();
        let mut corpus = Corpus {
            seeds: Vec::new(),
            dict: BTreeMap::new(),
            cards: Vec::new(),
        };
        for path in files {
            let text = std::fs::read_to_string(&path).expect("readable file");
            let Ok(s) = scenario::load(&path.display().to_string(), &text, &pool) else {
                continue; // the library test reports broken library files
            };
            let Some(setup) = s.setup.swu() else {
                continue; // only SWU boards are fuzzed here
            };
            let seed = Seed {
                name: s.meta.id.clone(),
                board: serde_json::to_value(&setup.board).expect("a board is data"),
                script: serde_json::to_value(&setup.script).expect("a script is data"),
                stop: setup.stop,
                pool: (*setup.pool).clone(),
            };
            corpus.learn("<board>", &seed.board.clone());
            corpus.learn("<script>", &seed.script.clone());
            corpus.seeds.push(seed);
        }
        // Each card once: the bundled cards, then a seed's own cards (those
        // that differ from the bundled card of their id). Listing every
        // seed's whole pool held each bundled card once per seed (1.2 GB),
        // took most of the corpus's loading time, and put most seeds' own
        // cards past the first 65,536 entries, out of reach of a pick from
        // two bytes (`Src::below`).
        let own = corpus
            .seeds
            .iter()
            .flat_map(|s| s.pool.iter())
            .filter(|c| pool.get(&c.id) != Some(*c));
        let mut cards: Vec<&CardDef> = pool.iter().collect();
        for c in own {
            if !cards.contains(&c) {
                cards.push(c);
            }
        }
        for c in cards
            .into_iter()
            .map(|c| serde_json::to_value(c).expect("a card is data"))
            .collect::<Vec<_>>()
        {
            corpus.learn("<card>", &c);
            corpus.cards.push(c);
        }
        assert!(!corpus.seeds.is_empty(), "no library scenario loads");
        corpus
    }

    fn learn(&mut self, key: &str, v: &Value) {
        let seen = self.dict.entry(key.to_string()).or_default();
        if seen.len() < DICT_CAP && !seen.contains(v) {
            seen.push(v.clone());
        }
        match v {
            Value::Array(a) => {
                let key = format!("{key}[]");
                for x in a {
                    self.learn(&key, x);
                }
            }
            Value::Object(o) => {
                for (k, x) in o {
                    self.learn(k, x);
                }
            }
            _ => {}
        }
    }
}

/// One fuzz case: what the engine is given.
#[derive(Debug, Clone)]
pub struct Case {
    pub seed: String,
    pub pool: CardPool,
    pub board: GameState,
    pub script: Vec<ScriptEntry>,
    pub stop: StopPoint,
}

/// Numbers a mutation may put anywhere: mostly small, a few at the edges of
/// what `scenario::load` accepts (`schema::MAX_NUMBER`, 999); beyond that
/// the loader refuses the file, so the engine never sees it. A value that
/// does not fit its field (-1 for a count) is rejected when the mutated
/// value is read back.
const NUMBERS: &[i64] = &[0, 1, 2, 3, 4, 5, 6, 8, 10, 30, -1, -2, 100, 998, 999, -999];

/// Words that are no label or card at all.
const STRANGE: &[&str] = &["", "base", "none", "x\ny", "\u{1b}[2J", "choice-1", "é"];

/// How many nodes `v` holds, itself included.
pub fn count(v: &Value) -> usize {
    1 + match v {
        Value::Array(a) => a.iter().map(count).sum(),
        Value::Object(o) => o.values().map(count).sum(),
        _ => 0,
    }
}

/// The node `n` places after `v` in pre-order (`v` itself for 0), with the
/// key it sits under (`key[]` for an array's entries), found by walking
/// past whole subtrees: no path or list of every node is built per
/// mutation.
pub fn nth<'v>(v: &'v mut Value, key: &str, mut n: usize) -> Option<(&'v mut Value, String)> {
    if n == 0 {
        return Some((v, key.to_string()));
    }
    n -= 1;
    match v {
        Value::Array(a) => {
            let k = format!("{key}[]");
            for x in a {
                let size = count(x);
                if n < size {
                    return nth(x, &k, n);
                }
                n -= size;
            }
        }
        Value::Object(o) => {
            for (k, x) in o {
                let size = count(x);
                if n < size {
                    return nth(x, k, n);
                }
                n -= size;
            }
        }
        _ => {}
    }
    None
}

/// One structural mutation of `root` (which sits under `key`).
fn mutate(root: &mut Value, key: &str, src: &mut Src, corpus: &Corpus) {
    let at = src.below(count(root));
    let Some((node, key)) = nth(root, key, at) else {
        return;
    };
    let op = src.below(8);
    // Replace with a value seen under the same key: the general splice.
    if op == 0 || matches!(node, Value::Null | Value::Object(_)) {
        if let Some(seen) = corpus.dict.get(&key) {
            *node = seen[src.below(seen.len())].clone();
        }
        return;
    }
    match node {
        Value::Number(_) => {
            let n = NUMBERS[src.below(NUMBERS.len())];
            *node = Value::from(n);
        }
        Value::Bool(b) => *b = !*b,
        Value::String(s) => {
            if op == 1 {
                *s = STRANGE[src.below(STRANGE.len())].to_string();
            } else if let Some(seen) = corpus.dict.get(&key) {
                *node = seen[src.below(seen.len())].clone();
            }
        }
        Value::Array(a) => {
            let n = a.len();
            match op {
                1 | 2 if n > 0 => {
                    a.remove(src.below(n));
                }
                3 | 4 if n > 0 => {
                    let x = a[src.below(n)].clone();
                    a.insert(src.below(n + 1), x);
                }
                5 if n > 1 => a.swap(src.below(n), src.below(n)),
                6 => a.clear(),
                _ => {
                    let k = format!("{key}[]");
                    if let Some(seen) = corpus.dict.get(&k) {
                        a.insert(src.below(n + 1), seen[src.below(seen.len())].clone());
                    }
                }
            }
        }
        _ => {}
    }
}

/// Build a case from bytes. `None` when the mutated values do not read back
/// as a board, a script or a card (the case is skipped).
pub fn build(corpus: &Corpus, src: &mut Src) -> Option<Case> {
    let seed = &corpus.seeds[src.below(corpus.seeds.len())];
    let mut pool = seed.pool.clone();
    let mut board = seed.board.clone();
    let mut script = seed.script.clone();
    // A scenario's own card: a mutated copy of any card, under a new id,
    // which the board mutations below may then name.
    let mut new_ids = Vec::new();
    for k in 0..src.below(3) {
        let mut card = corpus.cards[src.below(corpus.cards.len())].clone();
        for _ in 0..1 + src.below(4) {
            mutate(&mut card, "<card>", src, corpus);
        }
        let id = format!("fuzz-card-{k}");
        if !card.is_object() {
            return None;
        }
        card["id"] = Value::from(id.clone());
        let def: CardDef = serde_json::from_value(card).ok()?;
        if pool.add(def).is_ok() {
            new_ids.push(id);
        }
    }
    for _ in 0..src.below(7) {
        match src.below(4) {
            0 => mutate(&mut script, "<script>", src, corpus),
            _ => mutate(&mut board, "<board>", src, corpus),
        }
    }
    // Put the new cards somewhere they act: a unit, a hand card, a deck top.
    if !new_ids.is_empty() {
        let id = Value::from(new_ids[src.below(new_ids.len())].clone());
        let p = src.below(2);
        match src.below(3) {
            0 => {
                if let Some(u) = board.pointer_mut("/units/0/card") {
                    *u = id;
                }
            }
            1 => {
                if let Some(h) = board
                    .pointer_mut(&format!("/players/{p}/hand"))
                    .and_then(Value::as_array_mut)
                {
                    h.push(serde_json::json!({ "known": id }));
                }
            }
            _ => {
                if let Some(d) = board
                    .pointer_mut(&format!("/players/{p}/deck"))
                    .and_then(Value::as_array_mut)
                {
                    d.insert(0, serde_json::json!({ "known": id }));
                }
            }
        }
    }
    let mut board: GameState = serde_json::from_value(board).ok()?;
    let mut script: Vec<ScriptEntry> = serde_json::from_value(script).ok()?;
    fix_board(&mut board);
    for e in &mut script {
        match e {
            ScriptEntry::Action { player, .. } | ScriptEntry::Concede { player } => {
                *player = PlayerId(player.0 % 2)
            }
            ScriptEntry::Decision { player, .. } => {
                if let Some(p) = player {
                    *p = PlayerId(p.0 % 2);
                }
            }
        }
    }
    let stop = match src.below(6) {
        0 => StopPoint::GameEnd,
        1 => StopPoint::Before(PhaseStep::ActionStart),
        2 => StopPoint::Before(
            [
                PhaseStep::ActionEnd,
                PhaseStep::RegroupStart,
                PhaseStep::Draw,
                PhaseStep::Resource,
                PhaseStep::Ready,
                PhaseStep::RegroupEnd,
            ][src.below(6)],
        ),
        _ => seed.stop,
    };
    Some(Case {
        seed: seed.name.clone(),
        pool,
        board,
        script,
        stop,
    })
}

/// Keep what `scenario::load` guarantees of a board.
fn fix_board(b: &mut GameState) {
    let two = |p: &mut PlayerId| *p = PlayerId(p.0 % 2);
    two(&mut b.initiative);
    two(&mut b.active);
    b.outcome = None;
    let step_ok = matches!(
        (b.phase, b.step),
        (
            Phase::Action,
            PhaseStep::ActionStart | PhaseStep::Turns | PhaseStep::ActionEnd
        ) | (
            Phase::Regroup,
            PhaseStep::RegroupStart
                | PhaseStep::Draw
                | PhaseStep::Resource
                | PhaseStep::Ready
                | PhaseStep::RegroupEnd
        ) | (Phase::Setup, PhaseStep::Setup)
    );
    if !step_ok {
        b.phase = match b.step {
            PhaseStep::Setup => Phase::Setup,
            PhaseStep::ActionStart | PhaseStep::Turns | PhaseStep::ActionEnd => Phase::Action,
            _ => Phase::Regroup,
        };
    }
    for p in &mut b.players {
        p.base.hp = p.base.hp.max(1);
        p.base.damage = p.base.damage.clamp(0, p.base.hp - 1);
    }
    let mut labels = std::collections::HashSet::new();
    let mut next = 0;
    for u in &mut b.units {
        two(&mut u.owner);
        two(&mut u.controller);
        for g in &mut u.upgrades {
            two(&mut g.owner);
        }
        for c in &mut u.captured {
            two(&mut c.owner);
        }
        u.damage = u.damage.max(0);
        u.instance = InstanceId(next);
        next += 1;
        while !labels.insert(u.label.clone()) {
            u.label.push('+');
        }
    }
    b.next_instance = next;
    let live: Vec<InstanceId> = b.units.iter().map(|u| u.instance).collect();
    b.lasting.retain(|l| live.contains(&l.target));
    for l in &mut b.lasting {
        two(&mut l.controller);
    }
    for d in &mut b.delayed {
        two(&mut d.controller);
        if d.target.is_some_and(|t| !live.contains(&t)) {
            d.target = None;
        }
    }
}

/// The next script entry for a missing decision: the option the bytes pick
/// (an order of several is a rotation of the options).
pub fn answer(
    e: &timing_window::rulesets::swu::engine::EngineError,
    src: &mut Src,
    board: &GameState,
) -> ScriptEntry {
    let n = e.options.len().max(1);
    let pick = src.below(n);
    let one = e.options.get(pick).cloned().unwrap_or_default();
    if e.message.contains("action in the action phase") {
        let p = if e.message.contains(&board.players[1].name) {
            PlayerId(1)
        } else {
            PlayerId(0)
        };
        let action = if one == "take_initiative" {
            ScriptAction::TakeInitiative
        } else if let Some(card) = one.strip_prefix("play ") {
            ScriptAction::Play { card: card.into() }
        } else if let Some(rest) = one.strip_prefix("attack ") {
            let (a, t) = rest.split_once(" -> ").unwrap_or((rest, "base"));
            ScriptAction::Attack {
                attacker: a.into(),
                target: t.into(),
            }
        } else if let Some(rest) = one.strip_prefix("ability ") {
            // "ability SOURCE" or "ability SOURCE WHICH" (several abilities).
            let known = |s: &str| {
                board.units.iter().any(|u| u.label == s)
                    || board.players.iter().any(|p| {
                        p.leader
                            .as_ref()
                            .is_some_and(|l| l.label == s || l.card == s)
                    })
            };
            match rest.rsplit_once(' ') {
                Some((source, which)) if !known(rest) && known(source) => {
                    ScriptAction::UseAbility {
                        source: source.into(),
                        ability: Some(which.into()),
                    }
                }
                _ => ScriptAction::UseAbility {
                    source: rest.into(),
                    ability: None,
                },
            }
        } else if one == "deploy" {
            ScriptAction::DeployLeader
        } else {
            ScriptAction::Pass
        };
        return ScriptEntry::Action { player: p, action };
    }
    let choose = if e.message.contains("In which order") {
        let mut v = e.options.clone();
        v.rotate_left(pick);
        v
    } else if e.message.contains("in which order?") {
        if pick % 2 == 0 {
            vec!["none".to_string()]
        } else {
            vec![one]
        }
    } else if let Some(k) = exactly(&e.message) {
        e.options
            .iter()
            .cycle()
            .skip(pick)
            .take(k)
            .cloned()
            .collect()
    } else {
        vec![one]
    };
    ScriptEntry::Decision {
        player: None,
        choose,
    }
}

/// "which 2 cards": a decision that takes exactly that many options.
fn exactly(message: &str) -> Option<usize> {
    let rest = message.split("which ").nth(1)?;
    rest.split_whitespace().next()?.parse().ok()
}

/// How a driven case ended.
pub struct Driven {
    pub runs: u32,
    pub result: Result<
        timing_window::rulesets::swu::engine::GameTrace,
        timing_window::rulesets::swu::engine::EngineError,
    >,
}

/// Run the case; wherever a decision is missing, answer it from the bytes
/// and run again (at most `rounds` times), like a scenario author would.
pub fn drive(case: &mut Case, src: &mut Src, rounds: u32, snapshots: bool) -> Driven {
    let mut runs = 0;
    loop {
        runs += 1;
        let mut engine = timing_window::rulesets::swu::engine::Engine::new(
            &case.pool,
            case.board.clone(),
            case.script.clone(),
            case.stop,
        );
        engine.snapshots = snapshots;
        let result = engine.run();
        match &result {
            Err(e)
                if e.kind == ErrorKind::MissingDecision
                    && !e.options.is_empty()
                    && runs <= rounds
                    && (src.left() || runs < 4) =>
            {
                let next = answer(e, src, &case.board);
                case.script.push(next);
            }
            _ => return Driven { runs, result },
        }
    }
}
