//! Exam mode: [`SIZE`] scenarios drawn across the rule sections with a
//! seeded shuffle (the same seed always draws the same exam), timed, each
//! asked once and scored all or nothing, with no feedback until the end;
//! then a result by section.
//!
//! This module is the exam's state and its rules, independent of where it
//! is kept (the browser keeps it in localStorage, so answers survive a
//! reload) and of how questions are shown. Reading a saved exam is strict:
//! an entry that does not parse, is from another version or does not hang
//! together is ignored, never half-used.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::progress::{Attempt, Progress};
use super::rule_key;
use crate::facts::StaticFacts as CatalogEntry;

/// How many scenarios an exam asks.
pub const SIZE: usize = 20;
/// The time allowed unless the link says otherwise.
pub const DEFAULT_MINUTES: u32 = 40;
/// The longest exam a link may ask for.
pub const MAX_MINUTES: u32 = 240;
/// The schema version this build writes.
pub const VERSION: u32 = 1;
/// Minutes left at which the time is announced to screen readers.
pub const ANNOUNCE_AT_MINUTES: [u32; 6] = [30, 20, 10, 5, 2, 1];

const MINUTE_MS: f64 = 60_000.0;

/// One scenario of the exam, with the rule section it was drawn for.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Item {
    pub scenario: String,
    pub section: String,
    /// The question it asks (the scenario's first), once the page has read
    /// its lesson: what an item left unanswered is recorded against.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub question: Option<String>,
}

/// The trainee's answer to an item's question, judged when given and kept
/// hidden until the end.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Answer {
    pub question: String,
    pub answer: Vec<String>,
    /// All or nothing: a legal order, or the right option.
    pub legal: bool,
    /// Milliseconds since the Unix epoch.
    pub at: f64,
}

/// An exam, in progress or finished.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Exam {
    pub version: u32,
    pub seed: u64,
    pub minutes: u32,
    /// Milliseconds since the Unix epoch.
    pub started_at: f64,
    pub items: Vec<Item>,
    /// By scenario id.
    #[serde(default)]
    pub answers: BTreeMap<String, Answer>,
    #[serde(default)]
    pub finished_at: Option<f64>,
    /// The item the trainee is on (an index into `items`), kept so a
    /// reload opens the same question.
    #[serde(default)]
    pub current: usize,
}

/// The section an entry is asked under: that of the first rule it lists
/// (files list the rule they teach first), grouped the way its ruleset
/// groups rule numbers.
pub fn main_section(e: &CatalogEntry) -> Option<String> {
    let game = crate::rulesets::Game::from_slug(e.game)?;
    e.rules.first().map(|r| game.section(r))
}

/// A stable pseudo-random number for `id` under `seed` (FNV-1a, then a
/// xorshift round), so a draw never depends on the catalog's order.
fn mix(seed: u64, id: &str) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325 ^ seed;
    for b in id.bytes() {
        h = (h ^ b as u64).wrapping_mul(0x0100_0000_01b3);
    }
    h ^= h << 13;
    h ^= h >> 7;
    h ^= h << 17;
    h
}

/// Draw up to `n` scenarios of `game` spread over the rule sections: the
/// eligible scenarios are lined up section by section (in rule order,
/// shuffled by the seed within each), and every k-th one is taken from a
/// seeded starting point, so each section is asked in proportion to its
/// share of the library and every section with at least one scenario in k
/// is asked. The drawn items are then shuffled by the seed.
pub fn draw(catalog: &[CatalogEntry], game: &str, seed: u64, n: usize) -> Vec<Item> {
    let mut pool: Vec<(String, &CatalogEntry)> = catalog
        .iter()
        .filter(|e| e.error.is_empty() && e.game == game)
        .filter_map(|e| main_section(e).map(|s| (s, e)))
        .collect();
    crate::sorting::sort_by(&mut pool, |(sa, a), (sb, b)| {
        (rule_key(sa), mix(seed, a.id), a.id).cmp(&(rule_key(sb), mix(seed, b.id), b.id))
    });
    let n = n.min(pool.len());
    if n == 0 {
        return Vec::new();
    }
    let step = pool.len() as f64 / n as f64;
    let offset = (mix(seed, "offset") % 1_000) as f64 / 1_000.0 * step;
    let mut items: Vec<Item> = (0..n)
        .map(|i| {
            let at = ((offset + i as f64 * step) as usize).min(pool.len() - 1);
            let (s, e) = &pool[at];
            Item {
                scenario: e.id.to_string(),
                section: s.clone(),
                question: None,
            }
        })
        .collect();
    crate::sorting::sort_by_key(&mut items, |i| {
        (mix(seed ^ 0x5eed, &i.scenario), i.scenario.clone())
    });
    items
}

/// The minutes a link asks for (`?minutes=N`), or the default.
pub fn minutes_from(param: Option<&str>) -> u32 {
    param
        .and_then(|m| m.trim().parse::<u32>().ok())
        .filter(|m| (1..=MAX_MINUTES).contains(m))
        .unwrap_or(DEFAULT_MINUTES)
}

/// "39:05", or "1:02:00" past an hour; never negative.
pub fn clock(ms: f64) -> String {
    let secs = (ms.max(0.0) / 1000.0).ceil() as u64;
    let (h, m, s) = (secs / 3600, secs / 60 % 60, secs % 60);
    match h {
        0 => format!("{m}:{s:02}"),
        _ => format!("{h}:{m:02}:{s:02}"),
    }
}

/// What to tell a screen reader when the time left goes from `before` to
/// `now` milliseconds: the minutes left when a mark in
/// [`ANNOUNCE_AT_MINUTES`] is crossed, or that the time is up, and nothing
/// otherwise (the countdown itself is not read out every second).
pub fn announcement(before: f64, now: f64) -> Option<String> {
    if before > 0.0 && now <= 0.0 {
        return Some("Time is up. Your answers are being submitted.".into());
    }
    ANNOUNCE_AT_MINUTES
        .iter()
        .find(|m| {
            let mark = **m as f64 * MINUTE_MS;
            before > mark && now <= mark
        })
        .map(|m| match m {
            1 => "1 minute left.".to_string(),
            m => format!("{m} minutes left."),
        })
}

/// Read a saved exam. Anything that does not parse, is from another
/// version, or does not hang together is ignored (`None`): the trainee
/// starts a fresh exam rather than a broken one.
pub fn read(raw: &str) -> Option<Exam> {
    let mut exam: Exam = serde_json::from_str(raw).ok()?;
    let sound = exam.version == VERSION
        && !exam.items.is_empty()
        && exam.items.len() <= 4 * SIZE
        && (1..=MAX_MINUTES).contains(&exam.minutes)
        && exam.started_at.is_finite()
        && exam.finished_at.is_none_or(f64::is_finite)
        && exam
            .items
            .iter()
            .enumerate()
            .all(|(i, it)| exam.items[..i].iter().all(|o| o.scenario != it.scenario));
    if !sound {
        return None;
    }
    // An answer to a scenario the exam does not ask is dropped.
    let asked: Vec<String> = exam.items.iter().map(|i| i.scenario.clone()).collect();
    exam.answers
        .retain(|s, a| asked.contains(s) && a.at.is_finite());
    // An item past the end is the first.
    if exam.current >= exam.items.len() {
        exam.current = 0;
    }
    Some(exam)
}

/// One section's result.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SectionResult {
    pub section: String,
    pub right: usize,
    pub asked: usize,
    /// The scenarios answered wrong or not at all, in the exam's order.
    pub missed: Vec<String>,
}

/// The exam's result.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ExamResult {
    pub right: usize,
    pub asked: usize,
    /// In rule order.
    pub sections: Vec<SectionResult>,
}

impl Exam {
    /// A new exam of `game`'s scenarios drawn with `seed`.
    pub fn new(catalog: &[CatalogEntry], game: &str, seed: u64, minutes: u32, now: f64) -> Exam {
        Exam {
            version: VERSION,
            seed,
            minutes,
            started_at: now,
            items: draw(catalog, game, seed, SIZE),
            answers: BTreeMap::new(),
            finished_at: None,
            current: 0,
        }
    }

    /// Move to item `i` (kept within the exam).
    pub fn go(&mut self, i: usize) {
        self.current = i.min(self.items.len().saturating_sub(1));
    }

    /// Note which question an item asks, once its lesson is read; `false`
    /// when nothing changed (already known, or not an item of this exam).
    pub fn asks(&mut self, scenario: &str, question: &str) -> bool {
        match self.items.iter_mut().find(|i| i.scenario == scenario) {
            Some(it) if it.question.as_deref() != Some(question) => {
                it.question = Some(question.to_string());
                true
            }
            _ => false,
        }
    }

    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    /// Milliseconds left, never below zero.
    pub fn remaining(&self, now: f64) -> f64 {
        (self.started_at + self.minutes as f64 * MINUTE_MS - now).max(0.0)
    }

    pub fn is_finished(&self) -> bool {
        self.finished_at.is_some()
    }

    /// Record an answer (replacing an earlier one). Refused once the exam
    /// is finished or the time is up, and for a scenario it does not ask.
    pub fn answer(&mut self, scenario: &str, answer: Answer) -> bool {
        let open = !self.is_finished() && self.remaining(answer.at) > 0.0;
        if !open || !self.items.iter().any(|i| i.scenario == scenario) {
            return false;
        }
        self.answers.insert(scenario.to_string(), answer);
        true
    }

    /// Hand the exam in (at most once; the time it was handed in is never
    /// after the time ran out).
    pub fn finish(&mut self, now: f64) {
        if self.finished_at.is_none() {
            let deadline = self.started_at + self.minutes as f64 * MINUTE_MS;
            self.finished_at = Some(now.min(deadline));
        }
    }

    /// How many items have an answer.
    pub fn answered(&self) -> usize {
        self.items
            .iter()
            .filter(|i| self.answers.contains_key(&i.scenario))
            .count()
    }

    /// The result: an item is right when its answer is, wrong when it is
    /// wrong or missing.
    pub fn result(&self) -> ExamResult {
        let mut sections: Vec<SectionResult> = Vec::new();
        for it in &self.items {
            let right = self.answers.get(&it.scenario).is_some_and(|a| a.legal);
            let row = match sections.iter_mut().position(|s| s.section == it.section) {
                Some(i) => &mut sections[i],
                None => {
                    sections.push(SectionResult {
                        section: it.section.clone(),
                        right: 0,
                        asked: 0,
                        missed: Vec::new(),
                    });
                    sections.last_mut().expect("just pushed")
                }
            };
            row.asked += 1;
            match right {
                true => row.right += 1,
                false => row.missed.push(it.scenario.clone()),
            }
        }
        crate::sorting::sort_by_key(&mut sections, |s| rule_key(&s.section));
        ExamResult {
            right: sections.iter().map(|s| s.right).sum(),
            asked: self.items.len(),
            sections,
        }
    }

    /// The answers as progress attempts, so they count in progress and the
    /// review queue like any other (all or nothing). An item left
    /// unanswered counts as missed (an empty answer, when the exam was
    /// handed in), so it comes back in the review queue like a wrong one;
    /// only once the exam is handed in, and only where the question it asks
    /// is known (its lesson was read: the page reads every item's at the
    /// start).
    pub fn attempts(&self) -> Progress {
        let mut p = Progress::new();
        for it in &self.items {
            let attempt = match (
                self.answers.get(&it.scenario),
                &it.question,
                self.finished_at,
            ) {
                (Some(a), _, _) => Attempt {
                    scenario: it.scenario.clone(),
                    question: a.question.clone(),
                    answer: a.answer.clone(),
                    score: if a.legal { 1.0 } else { 0.0 },
                    legal: a.legal,
                    at: a.at,
                    duration: 0.0,
                },
                (None, Some(question), Some(at)) => Attempt {
                    scenario: it.scenario.clone(),
                    question: question.clone(),
                    answer: Vec::new(),
                    score: 0.0,
                    legal: false,
                    at,
                    duration: 0.0,
                },
                (None, _, _) => continue,
            };
            p.attempts.push(attempt);
        }
        p
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::library::CATALOG;

    fn ids(items: &[Item]) -> Vec<&str> {
        items.iter().map(|i| i.scenario.as_str()).collect()
    }

    fn exam() -> Exam {
        Exam::new(CATALOG, "swu", 7, DEFAULT_MINUTES, 1_000.0)
    }

    fn answer(legal: bool, at: f64) -> Answer {
        Answer {
            question: "q1".into(),
            answer: vec!["a".into(), "b".into()],
            legal,
            at,
        }
    }

    #[test]
    fn a_seed_draws_the_same_twenty_distinct_swu_scenarios_every_time() {
        let a = draw(CATALOG, "swu", 42, SIZE);
        assert_eq!(a.len(), SIZE);
        assert_eq!(a, draw(CATALOG, "swu", 42, SIZE), "reproducible");
        let mut distinct = ids(&a);
        distinct.sort();
        distinct.dedup();
        assert_eq!(distinct.len(), SIZE);
        for it in &a {
            let e = crate::library::entry(&it.scenario).unwrap();
            assert_eq!(e.game, "swu");
            assert_eq!(main_section(e).as_deref(), Some(it.section.as_str()));
        }
        // The catalog's order does not matter.
        let mut reversed: Vec<CatalogEntry> = CATALOG.to_vec();
        reversed.reverse();
        assert_eq!(draw(&reversed, "swu", 42, SIZE), a);
        // Other seeds draw other exams.
        let others: Vec<Vec<Item>> = (0..5).map(|s| draw(CATALOG, "swu", s, SIZE)).collect();
        assert!(others.iter().any(|o| ids(o) != ids(&a)));
        assert!(draw(CATALOG, "no-such-game", 42, SIZE).is_empty());
    }

    #[test]
    fn the_draw_spreads_over_sections_in_proportion() {
        let eligible: Vec<(String, &str)> = CATALOG
            .iter()
            .filter(|e| e.error.is_empty() && e.game == "swu")
            .filter_map(|e| main_section(e).map(|s| (s, e.id)))
            .collect();
        let step = eligible.len() as f64 / SIZE as f64;
        for seed in 0..50 {
            let items = draw(CATALOG, "swu", seed, SIZE);
            let mut sections: Vec<&str> = items.iter().map(|i| i.section.as_str()).collect();
            sections.sort();
            sections.dedup();
            assert!(sections.len() >= 6, "seed {seed}: only {sections:?}");
            for (s, _) in &eligible {
                let have = eligible.iter().filter(|(o, _)| o == s).count() as f64;
                let asked = items.iter().filter(|i| &i.section == s).count() as f64;
                // Every section gets its share, give or take one.
                assert!(
                    (asked - have / step).abs() <= 1.0,
                    "seed {seed}: section {s} asked {asked} of {have}"
                );
            }
        }
    }

    #[test]
    fn a_small_catalog_is_drawn_whole() {
        let few: Vec<CatalogEntry> = CATALOG.iter().take(3).copied().collect();
        let swu = few.iter().filter(|e| e.game == "swu").count();
        assert_eq!(draw(&few, "swu", 1, SIZE).len(), swu);
    }

    #[test]
    fn answers_are_kept_until_the_time_is_up_or_the_exam_handed_in() {
        let mut e = exam();
        let first = e.items[0].scenario.clone();
        assert!(e.answer(&first, answer(false, 2_000.0)));
        assert!(
            e.answer(&first, answer(true, 3_000.0)),
            "an answer can change"
        );
        assert!(!e.answer("not-in-this-exam", answer(true, 3_000.0)));
        let late = 1_000.0 + 40.0 * MINUTE_MS;
        assert_eq!(e.remaining(late), 0.0);
        assert!(!e.answer(&e.items[1].scenario.clone(), answer(true, late)));
        e.finish(late + 5_000.0);
        assert_eq!(e.finished_at, Some(late), "handed in when the time ran out");
        e.finish(late + 9_000.0);
        assert_eq!(e.finished_at, Some(late), "only once");
        assert!(!e.answer(&first, answer(false, 4_000.0)));
        assert_eq!(e.answered(), 1);
    }

    #[test]
    fn the_result_counts_by_section_and_lists_what_was_missed() {
        let mut e = exam();
        let items = e.items.clone();
        for (i, it) in items.iter().enumerate() {
            // Every third is right, every fourth is left unanswered.
            if i % 4 != 3 {
                assert!(e.answer(&it.scenario, answer(i % 3 == 0, 2_000.0)));
            }
        }
        let r = e.result();
        assert_eq!(r.asked, SIZE);
        let expect_right = (0..SIZE).filter(|i| i % 4 != 3 && i % 3 == 0).count();
        assert_eq!(r.right, expect_right);
        assert_eq!(r.sections.iter().map(|s| s.asked).sum::<usize>(), SIZE);
        for s in &r.sections {
            assert_eq!(s.right + s.missed.len(), s.asked);
            for m in &s.missed {
                let i = items.iter().position(|it| &it.scenario == m).unwrap();
                assert!(i % 4 == 3 || i % 3 != 0, "{m} was right");
                assert_eq!(items[i].section, s.section);
            }
        }
        assert!(r
            .sections
            .windows(2)
            .all(|w| rule_key(&w[0].section) < rule_key(&w[1].section)));
        // Progress gets the answers given, all or nothing.
        let p = e.attempts();
        assert_eq!(p.attempts.len(), e.answered());
        assert!(p
            .attempts
            .iter()
            .all(|a| a.score == f64::from(u8::from(a.legal))));
    }

    #[test]
    fn unanswered_items_go_to_the_review_queue_once_handed_in() {
        let mut e = exam();
        let items = e.items.clone();
        assert!(e.answer(&items[0].scenario, answer(true, 2_000.0)));
        assert!(e.answer(&items[1].scenario, answer(false, 2_000.0)));
        // The page read the lessons of every item but the last.
        for it in &items[..items.len() - 1] {
            assert!(e.asks(&it.scenario, "q1"));
        }
        assert!(!e.asks(&items[2].scenario, "q1"), "already known");
        assert!(!e.asks("not-in-this-exam", "q1"));
        // Before handing in, an unanswered item is no attempt yet.
        assert_eq!(e.attempts().attempts.len(), 2);
        e.finish(9_000.0);
        let p = e.attempts();
        // Every item but the last, whose question is unknown.
        assert_eq!(p.attempts.len(), items.len() - 1);
        let open = &p.attempts[2];
        assert_eq!(
            (open.scenario.as_str(), open.question.as_str()),
            (items[2].scenario.as_str(), "q1")
        );
        assert!(open.answer.is_empty() && !open.legal && open.score == 0.0);
        assert_eq!(open.at, 9_000.0);
        let queued: Vec<String> = super::super::review::queue(&p)
            .into_iter()
            .map(|r| r.scenario)
            .collect();
        for it in &items[1..items.len() - 1] {
            assert!(queued.contains(&it.scenario), "{} not queued", it.scenario);
        }
        assert!(!queued.contains(&items[0].scenario), "answered right");
        // What the page learnt is saved with the exam.
        assert_eq!(read(&e.to_json()), Some(e.clone()));
    }

    #[test]
    fn a_reload_opens_the_question_the_trainee_was_on() {
        let mut e = exam();
        e.go(5);
        assert_eq!(read(&e.to_json()).unwrap().current, 5);
        e.go(999);
        assert_eq!(e.current, SIZE - 1, "kept within the exam");
        let raw = e
            .to_json()
            .replace(&format!("\"current\":{}", SIZE - 1), "\"current\":999");
        assert_eq!(read(&raw).unwrap().current, 0, "past the end is the first");
        // An exam saved before the field existed opens at the first.
        let old = e
            .to_json()
            .replace(&format!(",\"current\":{}", SIZE - 1), "");
        assert_eq!(read(&old).unwrap().current, 0);
    }

    #[test]
    fn a_saved_exam_reads_back_and_a_corrupt_one_is_ignored() {
        let mut e = exam();
        let first = e.items[0].scenario.clone();
        e.answer(&first, answer(true, 2_000.0));
        assert_eq!(read(&e.to_json()), Some(e.clone()));
        assert_eq!(read("not json{"), None);
        assert_eq!(read(""), None);
        assert_eq!(read("{}"), None);
        assert_eq!(read(r#"{"version":1}"#), None);
        let mut other = e.clone();
        other.version = 99;
        assert_eq!(read(&other.to_json()), None, "another version");
        let mut empty = e.clone();
        empty.items.clear();
        assert_eq!(read(&empty.to_json()), None, "no items");
        let mut twice = e.clone();
        twice.items.push(twice.items[0].clone());
        assert_eq!(read(&twice.to_json()), None, "an item twice");
        let mut zero = e.clone();
        zero.minutes = 0;
        assert_eq!(read(&zero.to_json()), None, "no time");
        let raw = e
            .to_json()
            .replace(&format!("\"{first}\":"), "\"stranger\":");
        let back = read(&raw).expect("still an exam");
        assert!(
            back.answers.is_empty(),
            "an answer to a scenario not asked is dropped"
        );
    }

    #[test]
    fn the_time_is_announced_at_marks_not_every_second() {
        let m = MINUTE_MS;
        assert_eq!(clock(40.0 * m), "40:00");
        assert_eq!(clock(59_001.0), "1:00");
        assert_eq!(clock(-5.0), "0:00");
        assert_eq!(clock(61.0 * m), "1:01:00");
        assert_eq!(announcement(40.0 * m, 40.0 * m - 1000.0), None);
        assert_eq!(
            announcement(30.0 * m + 500.0, 30.0 * m - 500.0).as_deref(),
            Some("30 minutes left.")
        );
        assert_eq!(
            announcement(m + 1.0, m - 999.0).as_deref(),
            Some("1 minute left.")
        );
        assert!(announcement(1000.0, 0.0).unwrap().starts_with("Time is up"));
        assert_eq!(announcement(0.0, 0.0), None, "said once");
        // Over a whole exam, one tick a second: one announcement per mark
        // and one for the end.
        let said = (0..=40 * 60)
            .filter_map(|s| {
                announcement(
                    (40.0 * 60.0 - s as f64 + 1.0) * 1000.0,
                    (40.0 * 60.0 - s as f64) * 1000.0,
                )
            })
            .count();
        assert_eq!(said, ANNOUNCE_AT_MINUTES.len() + 1);
        assert_eq!(minutes_from(None), DEFAULT_MINUTES);
        assert_eq!(minutes_from(Some("15")), 15);
        assert_eq!(minutes_from(Some("0")), DEFAULT_MINUTES);
        assert_eq!(minutes_from(Some("lots")), DEFAULT_MINUTES);
    }
}
