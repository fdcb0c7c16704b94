//! SWU's timing-rules digest (`rules-digest.md`, beside this file) as
//! blocks for its rules page (`/rules`), and the anchors each block carries,
//! so that every rule number the app cites links somewhere
//! (`/rules#7.6.10`, `/rules#5.6.1`). Each anchor is a rule of CR v7.0
//! ([`super::cr`]).

use super::cr;
use crate::rules::{Block, Digest};

/// The digest's text.
pub const RULES_DIGEST: &str = include_str!("rules-digest.md");

/// The rules page's digest: its title, its introduction and its blocks.
pub fn digest() -> Digest {
    Digest {
        slug: "swu",
        game: "Star Wars: Unlimited",
        title: "The timing rules",
        lede: "A digest of the Star Wars: Unlimited rules on timing, in our own words, numbered after the Comprehensive Rules. Every rule number the app cites links here. \"AP\" is the active player, \"NAP\" the other player; outside the action phase the active player is the one who holds the initiative.",
        blocks: blocks(),
    }
}

/// A rule number at the start of a text: "7.6.10", "1.16.5", "5".
pub fn leading_rule(text: &str) -> Option<&str> {
    let end = text
        .find(|c: char| !(c.is_ascii_digit() || c == '.'))
        .unwrap_or(text.len());
    let n = text[..end].trim_end_matches('.');
    (!n.is_empty() && n.chars().next().is_some_and(|c| c.is_ascii_digit())).then_some(n)
}

/// The rule an entry or heading is about: its leading number, or one named
/// near its start ("Ambush (7.5.5): ...").
fn own_rule(text: &str) -> Option<String> {
    leading_rule(text).map(str::to_string).or_else(|| {
        let head: String = text.chars().take(32).collect();
        cr::cited_in(&head).into_iter().next()
    })
}

/// Whether CR rule `n` sits under rule `own` ("7.7.4b" under "7.7.4" and
/// under "7.7"; "7.6.10" not under "7.6.1").
fn under(n: &str, own: &str) -> bool {
    n.strip_prefix(own).is_some_and(|rest| {
        rest.starts_with('.') || rest.starts_with(|c: char| c.is_ascii_lowercase())
    })
}

/// Anchors for the blocks about rules, each a number of CR v7.0 and each
/// given once: first every entry takes its own number and every CR rule
/// under it, then headings do the same with what is left (the most
/// specific heading first, so "## 1.16.5" keeps its letters from "## 1"),
/// then a number mentioned in a block's text ("(6.3.3: ...)") is anchored
/// at its first mention.
fn assign_anchors(out: &mut [Block]) {
    let mut seen: Vec<String> = Vec::new();
    let claim = |anchors: &mut Vec<String>, n: &str, seen: &mut Vec<String>| {
        if cr::exists(n) && !seen.iter().any(|s| s == n) {
            seen.push(n.to_string());
            anchors.push(n.to_string());
        }
    };
    let own_of = |b: &Block| match b {
        Block::Heading { text, .. } | Block::Entry { text, .. } => own_rule(text),
        _ => None,
    };
    let is_heading = |b: &Block| matches!(b, Block::Heading { .. });
    let mut entries: Vec<usize> = (0..out.len()).filter(|i| !is_heading(&out[*i])).collect();
    let mut headings: Vec<usize> = (0..out.len()).filter(|i| is_heading(&out[*i])).collect();
    crate::sorting::sort_by_key(&mut headings, |i| {
        std::cmp::Reverse(own_of(&out[*i]).map_or(0, |o| o.len()))
    });
    entries.append(&mut headings);
    for i in entries {
        if let Some(own) = own_of(&out[i]) {
            if let Block::Heading { anchors, .. } | Block::Entry { anchors, .. } = &mut out[i] {
                claim(anchors, &own, &mut seen);
                for n in cr::numbers().filter(|n| under(n, &own)) {
                    claim(anchors, n, &mut seen);
                }
            }
        }
    }
    for b in out.iter_mut() {
        if let Block::Heading { text, anchors, .. } | Block::Entry { text, anchors } = b {
            for n in cr::cited_in(text) {
                claim(anchors, &n, &mut seen);
            }
        }
    }
    // The block's own number first: the page uses it as the block's id.
    for b in out.iter_mut() {
        if let Block::Heading { text, anchors, .. } | Block::Entry { text, anchors } = b {
            if let Some(own) = own_rule(text) {
                if let Some(i) = anchors.iter().position(|a| *a == own) {
                    let a = anchors.remove(i);
                    anchors.insert(0, a);
                }
            }
        }
    }
}

/// The digest's rule sections, wrapped lines joined; the engineers'
/// preamble and the notes on other games are left out.
pub fn blocks() -> Vec<Block> {
    let mut out: Vec<Block> = Vec::new();
    let mut started = false;
    let mut paragraph_open = false;
    for line in RULES_DIGEST.lines() {
        let t = line.trim();
        if let Some(h) = t.strip_prefix("## ") {
            if h.starts_with("The two other procedures") {
                break;
            }
            started = true;
            paragraph_open = false;
            out.push(Block::Heading {
                text: h.to_string(),
                anchors: Vec::new(),
                level: 2,
            });
            continue;
        }
        if !started {
            continue;
        }
        if t.is_empty() {
            paragraph_open = false;
            continue;
        }
        let numbered = t
            .split_once(". ")
            .filter(|(n, _)| !n.is_empty() && n.chars().all(|c| c.is_ascii_digit()));
        if let Some(item) = t.strip_prefix("- ") {
            out.push(Block::Entry {
                text: item.to_string(),
                anchors: Vec::new(),
            });
        } else if let Some((n, _)) = numbered {
            out.push(Block::Ruling {
                text: t.to_string(),
                anchors: vec![format!("ruling-{n}")],
            });
        } else {
            match out.last_mut() {
                Some(Block::Entry { text, .. } | Block::Ruling { text, .. })
                    if line.starts_with(' ') =>
                {
                    push_words(text, t)
                }
                Some(Block::Text(p)) if paragraph_open => push_words(p, t),
                _ => {
                    out.push(Block::Text(t.to_string()));
                    paragraph_open = true;
                }
            }
        }
    }
    // Anchors are given once every block's text is whole.
    assign_anchors(&mut out);
    out
}

fn push_words(into: &mut String, more: &str) {
    if !into.is_empty() {
        into.push(' ');
    }
    into.push_str(more);
}

/// Every anchor the rules page has.
pub fn anchors() -> Vec<String> {
    crate::rules::anchors_of(&blocks())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wrapped_lines_join_and_sub_rules_get_anchors() {
        let b = blocks();
        let entry = b.iter().find_map(|b| match b {
            Block::Entry { text, anchors } if text.starts_with("5.6 ") => Some((text, anchors)),
            _ => None,
        });
        let (text, anchors) = entry.expect("5.6 is an entry");
        assert!(
            text.contains("(5.6.1) the game ends the moment a base reaches 0 remaining HP"),
            "{text}"
        );
        for a in ["5.6", "5.6.1", "5.6.2", "5.6.3", "5.6.4"] {
            assert!(anchors.contains(&a.to_string()), "{a} in {anchors:?}");
        }
        assert!(super::anchors().contains(&"7.7.4b".to_string()));
        // A heading's lettered parts: "1.16.5b" (two copies of a unique card).
        assert!(super::anchors().contains(&"1.16.5b".to_string()));
        assert!(!b
            .iter()
            .any(|b| matches!(b, Block::Text(t) if t.contains("../seeds/"))));
    }

    #[test]
    fn every_anchor_is_a_cr_v7_0_rule_given_once_where_it_belongs() {
        let all = super::anchors();
        let mut unique = all.clone();
        unique.sort();
        unique.dedup();
        assert_eq!(unique.len(), all.len(), "an anchor given twice");
        for a in all.iter().filter(|a| !a.starts_with("ruling-")) {
            assert!(cr::exists(a), "{a}");
        }
        let holder = |n: &str| {
            blocks().into_iter().find_map(|b| match b {
                Block::Heading { text, anchors, .. } | Block::Entry { text, anchors }
                    if anchors.iter().any(|a| a == n) =>
                {
                    Some(text)
                }
                _ => None,
            })
        };
        // A lettered step sits on its subsection's entry, a heading keeps
        // its own letters, and section 6's steps have their entries.
        assert!(holder("5.5.1a").is_some_and(|t| t.starts_with("5.5 ")));
        assert!(holder("1.16.5b").is_some_and(|t| t.starts_with("1.16.5 ")));
        assert!(holder("6.3.4a").is_some_and(|t| t.starts_with("6.3 ")));
        assert!(holder("7.5.7e").is_some_and(|t| t.starts_with("Overwhelm")));
        assert!(
            !all.contains(&"7.6.13h".to_string()),
            "no letter CR v7.0 lacks"
        );
    }
}
