//! Property tests: no scripted dice or decisions make the Star Wars
//! Miniatures engine panic or loop. Each case takes a library scenario,
//! replaces its dice and script with generated ones, and runs it.

#[path = "common/files.rs"]
mod files;

use files::files_in;
use std::sync::OnceLock;

use proptest::prelude::*;
use timing_window::rulesets::swm::{self, engine::STEP_LIMIT, SwmError};

/// Library scenarios cut before their dice, with seatings; and options.
type Fixtures = (Vec<(String, Vec<String>)>, Vec<String>);

/// Each library scenario cut before its dice (its board and match), with
/// its seating; and every option any library run offered, plus some that no
/// run offers.
fn fixtures() -> &'static Fixtures {
    static F: OnceLock<Fixtures> = OnceLock::new();
    F.get_or_init(|| {
        let mut bases = Vec::new();
        let mut vocab = vec!["garbage".to_string(), String::new(), "keep 21".to_string()];
        for p in files_in("scenarios/swm", "toml") {
            let text = std::fs::read_to_string(&p).expect("read");
            let sc = swm::parse("x", &text).expect("library scenario parses");
            if let Ok(t) = swm::run(&sc) {
                for (_, c) in t.choices() {
                    vocab.extend(c.options.iter().cloned());
                }
            }
            let seating = sc.file.match_.seating.get_ref().clone();
            let cut = text.find("\n[rolls]").unwrap_or(text.len());
            bases.push((text[..cut].to_string(), seating));
        }
        vocab.sort();
        vocab.dedup();
        (bases, vocab)
    })
}

fn toml_str(s: &str) -> String {
    format!("\"{}\"", s.replace('\\', "\\\\").replace('"', "\\\""))
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, .. ProptestConfig::default() })]

    #[test]
    fn swm_no_dice_or_decisions_make_the_engine_panic_or_loop(
        base in 0usize..64,
        dice in prop::collection::vec(prop::collection::vec(1i64..=20, 0..24), 4),
        script in prop::collection::vec((0usize..4, prop::collection::vec(0usize..4096, 1..3)), 0..24),
    ) {
        let (bases, vocab) = fixtures();
        let (text, seating) = &bases[base % bases.len()];
        let mut body = text.clone();
        body.push_str("\n[rolls]\n");
        for (p, d) in seating.iter().zip(&dice) {
            let list: Vec<String> = d.iter().map(i64::to_string).collect();
            body.push_str(&format!("{p} = [{}]\n", list.join(", ")));
        }
        for (p, choices) in &script {
            let player = &seating[p % seating.len()];
            let words: Vec<String> = choices.iter().map(|c| toml_str(&vocab[c % vocab.len()])).collect();
            let choose = if words.len() == 1 { words[0].clone() } else { format!("[{}]", words.join(", ")) };
            body.push_str(&format!("\n[[script]]\nplayer = {}\nchoose = {choose}\n", toml_str(player)));
        }
        let sc = swm::parse("prop.toml", &body);
        prop_assert!(sc.is_ok(), "{:?}", sc.err());
        if let Ok(sc) = sc {
            match swm::run(&sc) {
                Ok(t) => {
                    prop_assert!(t.steps.len() <= STEP_LIMIT);
                    prop_assert!(t.outcome.is_some());
                }
                Err(e) => {
                    let d = e.to_diagnostic(&sc);
                    prop_assert!(!d.message.is_empty());
                }
            }
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, .. ProptestConfig::default() })]

    /// A driver that answers whatever the engine asks with generated dice
    /// and a generated pick among the legal options, so runs go deep: every
    /// run ends with a trace or a typed error, never a panic or a hang.
    #[test]
    fn swm_any_legal_decisions_and_any_dice_finish_or_stop_with_a_typed_error(
        base in 0usize..64,
        picks in prop::collection::vec(0usize..1000, 200),
    ) {
        let (bases, _) = fixtures();
        let (text, seating) = &bases[base % bases.len()];
        let mut rolls: Vec<Vec<i64>> = vec![Vec::new(); seating.len()];
        let mut script: Vec<(String, String)> = Vec::new();
        let mut next = picks.iter().cycle();
        let mut finished = false;
        for _ in 0..150 {
            let mut body = text.clone();
            body.push_str("\n[rolls]\n");
            for (p, d) in seating.iter().zip(&rolls) {
                let list: Vec<String> = d.iter().map(i64::to_string).collect();
                body.push_str(&format!("{p} = [{}]\n", list.join(", ")));
            }
            for (p, c) in &script {
                body.push_str(&format!("\n[[script]]\nplayer = {}\nchoose = {c}\n", toml_str(p)));
            }
            let sc = swm::parse("prop.toml", &body);
            prop_assert!(sc.is_ok(), "{:?}", sc.err());
            let Ok(sc) = sc else { break };
            match swm::run(&sc) {
                Ok(t) => {
                    prop_assert!(t.steps.len() <= STEP_LIMIT);
                    let labels = t.labels();
                    let space = timing_window::timing::OrderSpace::new(&t.order, None, 4);
                    prop_assert!(space.is_some_and(|s| s.judge(&labels.iter().map(|l| l.to_string()).collect::<Vec<_>>()).is_ok_and(|v| v.legal)));
                    finished = true;
                    break;
                }
                Err(SwmError::MissingRoll { player, .. }) => {
                    let i = seating.iter().position(|p| *p == player).unwrap_or(0);
                    rolls[i].push((*next.next().unwrap_or(&0) % 20 + 1) as i64);
                }
                Err(SwmError::MissingDecision { player, prompt, options, .. }) => {
                    let id = seating.iter().find(|p| sc.name_of(p) == player).cloned().unwrap_or_default();
                    let k = *next.next().unwrap_or(&0);
                    let choose = if prompt.starts_with("In which order") {
                        let mut o = options.clone();
                        let len = o.len().max(1);
                        o.rotate_left(k % len);
                        format!("[{}]", o.iter().map(|x| toml_str(x)).collect::<Vec<_>>().join(", "))
                    } else {
                        toml_str(&options[k % options.len()])
                    };
                    script.push((id, choose));
                }
                Err(e @ (SwmError::Unsettled { .. } | SwmError::Loop { .. })) => {
                    prop_assert!(!e.to_string().is_empty());
                    finished = true;
                    break;
                }
                Err(e) => prop_assert!(false, "the driver only answers what is asked, yet: {e}"),
            }
        }
        prop_assert!(finished, "no end after 150 answers");
    }
}
