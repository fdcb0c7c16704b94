//! The realtime ruleset: a real-time card game's simultaneous turns with
//! three clocks (the Line Pirates "Turns" page). Read `engine.rs` first: it
//! is the procedure top to bottom; `clock.rs` simulates the clocks,
//! `resolve.rs` resolves the selected actions by kind, `format.rs` reads a
//! scenario file's own sections, `load.rs` puts it behind the boundary
//! (the run the pipeline prepares),
//! `view.rs` and `board_ui.rs` draw the board, `procedure.md` is the rules
//! digest every cited `rt-` id points into.
//!
//! The boundary (`Game::Realtime`) calls [`load`]; the board dispatch draws
//! [`board_ui::Board`]. [`parse`], [`run`] and [`outcome`] are the
//! engine's own calls, which the tests use directly.

#[cfg(target_arch = "wasm32")]
pub mod board_ui;
pub mod cards;
pub mod clock;
pub mod engine;
pub mod format;
pub mod kinds;
mod load;
pub mod model;
mod phase;
pub mod readings;
mod resolve;
pub mod scenario;
mod spans;
pub mod view;

pub use engine::{outcome, run, RunError, CONTINUES};
pub use format::{parse, GAME};
pub(crate) use load::load;
pub use load::{outcomes, players};
pub use model::{ActionKind, Board, Format, PlayerBoard, Unit};
pub use scenario::Scenario;

/// The ruleset's rules digest, in the shape of SWU's: a preamble, then one
/// `## ` heading per rule whose first word is the rule id (`## rt-turn.
/// Turn`), each followed by its text. The rules page gives each id an
/// anchor.
pub const RULES_DIGEST: &str = include_str!("procedure.md");

/// One rule of the digest: its id, its title and its text (wrapped lines
/// joined, paragraphs kept apart).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DigestRule {
    pub id: &'static str,
    pub title: &'static str,
    pub paragraphs: Vec<String>,
}

/// The id and title of a `## ` heading: its first word, less a trailing
/// period, and the rest.
fn heading(line: &str) -> Option<(&str, &str)> {
    let h = line.strip_prefix("## ")?.trim();
    let (id, title) = h.split_once(' ').unwrap_or((h, ""));
    Some((id.trim_end_matches('.'), title.trim()))
}

/// The game's rules page: the digest with an anchor per rule id.
pub fn rules_page() -> crate::rules::Digest {
    crate::rules::Digest {
        slug: GAME,
        game: "Real-time card game (Line Pirates)",
        title: "A real-time card game: simultaneous turns and clocks",
        lede: "How a turn runs when every player chooses at once: the order chosen actions resolve in, what a player who never chooses gets, and the three clocks, in our own words after the game's wiki page. Every rule id the app cites links here. Where the page leaves a point open, the rule says so.",
        blocks: crate::rules::procedure_blocks(RULES_DIGEST),
    }
}

/// The digest's rules, in order; the preamble before the first heading is
/// left out.
pub fn digest() -> Vec<DigestRule> {
    let mut out: Vec<DigestRule> = Vec::new();
    let mut open = false;
    for line in RULES_DIGEST.lines() {
        if let Some((id, title)) = heading(line) {
            out.push(DigestRule {
                id,
                title,
                paragraphs: Vec::new(),
            });
            open = false;
            continue;
        }
        let Some(rule) = out.last_mut() else { continue };
        let t = line.trim();
        if t.is_empty() {
            open = false;
        } else if open {
            if let Some(p) = rule.paragraphs.last_mut() {
                p.push(' ');
                p.push_str(t);
            }
        } else {
            rule.paragraphs.push(t.to_string());
            open = true;
        }
    }
    out
}

/// Every rule id the digest defines: the first word of each `## ` heading.
pub fn rule_ids() -> Vec<&'static str> {
    RULES_DIGEST
        .lines()
        .filter_map(heading)
        .map(|(id, _)| id)
        .collect()
}

/// The section a rule id is grouped under (the catalog's filter, accuracy
/// by section): the three clocks' ids are one section (`rt-clock`), the
/// eight actions' another (`rt-action`), every other id its own.
pub fn section(rule: &str) -> String {
    if ActionKind::ALL.iter().any(|k| k.rule() == rule) {
        let first = ActionKind::VisibleDeploy;
        return first
            .rule()
            .trim_end_matches(&first.slug())
            .trim_end_matches('-')
            .to_string();
    }
    let mut parts = rule.splitn(3, '-');
    match (parts.next(), parts.next(), parts.next()) {
        (Some(prefix), Some("clock"), Some(_)) => format!("{prefix}-clock"),
        _ => rule.to_string(),
    }
}

/// A section's title: the two sections [`section`] makes of many steps
/// are named here, every other is its step's heading in the digest.
pub fn section_title(section: &str) -> Option<String> {
    // By the part after the prefix: the two are section names, not rule ids
    // of the digest.
    match section.split_once('-').map(|(_, rest)| rest) {
        Some("clock") => Some("The clocks".to_string()),
        Some("action") => Some("The actions".to_string()),
        _ => crate::rules::procedure_title(RULES_DIGEST, section).map(str::to_string),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clocks_and_actions_are_one_section_each_other_ids_their_own() {
        let clock = section("rt-clock-player");
        assert_eq!(clock, format!("{}-clock", "rt"));
        assert_eq!(section("rt-clock-target-player"), clock);
        let action = section("rt-action-attack");
        assert_eq!(action, format!("{}-action", "rt"));
        assert_eq!(section("rt-action-summon"), action);
        // The action phase is not one of the eight actions.
        assert_eq!(section("rt-action-phase"), "rt-action-phase");
        assert_eq!(section("rt-same-kind"), "rt-same-kind");
        for id in rule_ids() {
            assert!(!section(id).is_empty());
        }
    }

    #[test]
    fn every_heading_is_one_rule_with_an_id_a_title_and_text() {
        let rules = digest();
        assert!(rules.len() >= 25, "{}", rules.len());
        let mut ids: Vec<&str> = rules.iter().map(|r| r.id).collect();
        assert_eq!(ids, rule_ids());
        for r in &rules {
            // The ruleset's prefix, `rt` and a hyphen.
            assert!(
                r.id.strip_prefix("rt").is_some_and(|x| x.starts_with('-')),
                "{}",
                r.id
            );
            assert!(
                r.id.chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-'),
                "{} is not an anchor-safe id",
                r.id
            );
            assert!(!r.title.is_empty(), "{} has no title", r.id);
            assert!(!r.paragraphs.is_empty(), "{} has no text", r.id);
        }
        ids.sort_unstable();
        ids.dedup();
        assert_eq!(ids.len(), rules.len(), "an id given twice");
        for k in ActionKind::ALL {
            assert!(ids.contains(&k.rule()), "{} has no anchor", k.rule());
        }
        let same = rules.iter().find(|r| r.id == "rt-same-kind").unwrap();
        assert_eq!(same.title, "Two actions of the same kind");
        assert!(same.paragraphs[0].starts_with("The Turns page does not say."));
        assert!(same.paragraphs[0].contains("lowest Player Number first"));
    }
}
