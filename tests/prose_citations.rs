//! The sentences a trainee reads cite the rule that says what they say
//! (issue 21): checks of the library's prose by what the sentence or the
//! run is about, so the next miscitation of a kind already fixed is caught.
//! `tests/citations.rs` checks that every number exists; `docs/citations.md`
//! lists every sentence per rule for review.

mod common;

use common::files::files_in;
use timing_window::rulesets::swu::cards::CardPool;
use timing_window::rulesets::swu::citations::{self, Citation};
use timing_window::rulesets::swu::engine::kinds;
use timing_window::scenario;

fn library() -> Vec<(String, String)> {
    files_in("scenarios", "toml")
        .into_iter()
        .map(|p| {
            let name = p.file_name().unwrap().to_string_lossy().to_string();
            (name, std::fs::read_to_string(&p).unwrap())
        })
        .collect()
}

fn prose(text: &str) -> Vec<Citation> {
    citations::in_file(text)
        .into_iter()
        .filter(|c| !c.sentence.is_empty())
        .collect()
}

#[test]
fn rule_1_4_5_a_sentence_that_makes_the_initiative_holder_the_active_player_cites_1_4_5() {
    let mut seen = 0;
    let mut wrong = Vec::new();
    for (file, text) in library() {
        for c in prose(&text) {
            let s = c.sentence.to_lowercase();
            if s.contains("active player") && s.contains("initiative") {
                seen += 1;
                if !s.contains("1.4.5") {
                    wrong.push(format!("{file} {}: {}", c.field, c.sentence));
                }
            }
        }
    }
    assert!(seen > 5, "{seen} sentences");
    wrong.dedup();
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn rule_5_6_2_is_not_cited_where_the_game_ends_with_every_base_above_0_hp() {
    // 5.6.1 and 5.6.2 are about a base at 0 HP. A game that ends by a
    // concession (5.6.4) or by a card's own text (1.3.1) is not that.
    let pool = CardPool::bundled().unwrap();
    let mut checked = 0;
    let mut wrong = Vec::new();
    for (file, text) in library() {
        let s = scenario::load(&file, &text, &pool).unwrap_or_else(|d| panic!("{d:?}"));
        let trace = s.setup.swu().unwrap().run().unwrap();
        let Some(over) = trace.steps.iter().find(|s| s.kind == kinds::GAME_OVER) else {
            continue;
        };
        let last = &trace.steps.last().unwrap().board;
        let base_at_0 = last.players.iter().any(|p| p.base.damage >= p.base.hp);
        if base_at_0 {
            continue;
        }
        checked += 1;
        assert!(
            !over.rules.iter().any(|r| r == "5.6.1" || r == "5.6.2"),
            "{file}: the engine's game-over step cites {:?}",
            over.rules
        );
        for c in citations::in_file(&text) {
            if c.number == "5.6.1" || c.number == "5.6.2" {
                wrong.push(format!("{file} {}: {}", c.field, c.sentence));
            }
        }
    }
    assert!(checked >= 4, "{checked} games ended with no base at 0");
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}
