//! Every rule number a scenario file writes, wherever it writes it: the
//! `rules` and `example` lists and every sentence a trainee reads
//! (situation, assumptions, prompts, explanations, options and their
//! `why_wrong`, event names, readings). Each is found with its place in the
//! file (the byte range of the number, for `tw check`'s line:col), the
//! field it is in (`question[2].option[1].why_wrong`) and the sentence
//! around it, so that
//!
//! - the loader reports a number CR v7.0 does not have at its line and
//!   column, with the rule it probably meant ([`super::load`]);
//! - `docs/citations.md` lists, per rule, every sentence that cites it
//!   ([`table`]), so a misuse shows at a glance in review.

use std::collections::BTreeMap;
use std::ops::Range;

use super::{cr, texts};

/// One rule number written in a scenario file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Citation {
    pub number: String,
    /// The field, as a path: `situation`, `rules`, `question[2].explanation`.
    pub field: String,
    /// Where the number is in the file's text.
    pub span: Range<usize>,
    /// The sentence that cites it (empty for a `rules` or `example` entry).
    pub sentence: String,
}

/// Every rule number in a scenario's text, in file order. A text that does
/// not parse has none (the loader reports the syntax error).
pub fn in_file(text: &str) -> Vec<Citation> {
    in_texts(text, texts::in_file(text))
}

/// The rule numbers in a file's strings (`texts::in_document`), `text`
/// being the file's text.
pub fn in_texts(text: &str, texts: Vec<texts::Text>) -> Vec<Citation> {
    let mut out = Vec::new();
    for t in texts {
        let raw = &text[t.span.clone()];
        if texts::is_list(&t.key) {
            // A list entry is a whole number (its form is checked apart):
            // the span of its text inside the quotes.
            let start = t.span.start + raw.find(t.value.as_str()).unwrap_or(0);
            out.push(Citation {
                span: start..start + t.value.len(),
                number: t.value,
                field: t.field,
                sentence: String::new(),
            });
            continue;
        }
        // The numbers are found in the raw text (for their place) and in
        // the decoded text (for the sentence); escapes never touch a rule
        // number, so the two lists pair up one to one.
        let decoded = &t.value;
        let spans = cr::citation_spans(decoded);
        for (i, r) in cr::citation_spans(raw).into_iter().enumerate() {
            let number = raw[r.clone()].to_string();
            let sentence = spans
                .get(i)
                .filter(|d| decoded[(*d).clone()] == number)
                .map(|d| sentence_around(decoded, d.clone()))
                .unwrap_or_default();
            out.push(Citation {
                number,
                field: t.field.clone(),
                span: t.span.start + r.start..t.span.start + r.end,
                sentence,
            });
        }
    }
    out
}

/// The sentence of `text` that holds `at`: from after the previous
/// sentence end (a full stop, question or exclamation mark followed by a
/// space) to the next one, whitespace collapsed.
fn sentence_around(text: &str, at: Range<usize>) -> String {
    let ends: Vec<usize> = text
        .char_indices()
        .filter(|&(i, c)| {
            matches!(c, '.' | '?' | '!')
                && text[i + 1..].chars().next().is_none_or(char::is_whitespace)
        })
        .map(|(i, _)| i + 1)
        .collect();
    let start = ends
        .iter()
        .rev()
        .find(|&&e| e <= at.start)
        .copied()
        .unwrap_or(0);
    let end = ends
        .iter()
        .find(|&&e| e >= at.end)
        .copied()
        .unwrap_or(text.len());
    text[start..end]
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

/// Where a rule number is cited: a scenario's field and sentence, or an
/// engine source file (with how many times it cites the rule).
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
pub struct Place {
    pub file: String,
    pub field: String,
    pub sentence: String,
}

/// The rule numbers quoted in a Rust source, each with its 1-based line:
/// `&["5.5.1a", "7.7.4b"]` (how the engine tags a step).
pub fn quoted_in_source(text: &str) -> Vec<(String, usize)> {
    let mut out = Vec::new();
    for (n, line) in text.lines().enumerate() {
        for s in line.split('"').skip(1).step_by(2) {
            if s.contains('.') && s.len() < 10 && cr::is_well_formed(s) {
                out.push((s.to_string(), n + 1));
            }
        }
    }
    out
}

/// `docs/citations.md`: for each rule number cited, in the CR's order, its
/// heading in CR v7.0 (its own, or the nearest one above it) and every
/// place that cites it. `scenarios` are (file name, text); `sources` are
/// (path, text) of the engine's Rust sources.
pub fn table(scenarios: &[(String, String)], sources: &[(String, String)]) -> String {
    let mut cited: BTreeMap<String, Vec<Place>> = BTreeMap::new();
    for (file, text) in scenarios {
        for c in in_file(text) {
            cited.entry(c.number).or_default().push(Place {
                file: file.clone(),
                field: c.field,
                sentence: c.sentence,
            });
        }
    }
    // An engine file is named with how many times it tags a step with the
    // rule, not with line numbers, so that an edit elsewhere in the file
    // does not make the table stale.
    for (path, text) in sources {
        let mut counts: BTreeMap<String, usize> = BTreeMap::new();
        for (n, _) in quoted_in_source(text) {
            *counts.entry(n).or_default() += 1;
        }
        for (n, count) in counts {
            cited.entry(n).or_default().push(Place {
                file: path.clone(),
                field: format!("×{count}"),
                sentence: String::new(),
            });
        }
    }
    let order: Vec<&str> = cr::numbers().collect();
    let mut rules: Vec<(&String, &Vec<Place>)> = cited.iter().collect();
    rules.sort_by_key(|(n, _)| order.iter().position(|o| o == n).unwrap_or(usize::MAX));
    let mut s = String::from(
        "# Citations\n\n\
         Every rule number the library's scenarios and the SWU engine cite, in the\n\
         order of CR v7.0, with the rule's heading and every place that cites it: a\n\
         scenario's field and the sentence a trainee reads, or the engine source file\n\
         that tags steps with it (and how many times). Read a rule's rows together: a sentence that says\n\
         something the heading does not is a likely miscitation.\n\n\
         Generated by `tests/citations.rs` (`TW_WRITE_CITATIONS=1 cargo test --test\n\
         citations`), which fails when this file is stale; do not edit it by hand.\n",
    );
    for (number, places) in rules {
        let heading = heading_of(number);
        s.push_str(&format!("\n## {number}: {heading}\n\n"));
        let (mut scen, mut engine): (Vec<&Place>, Vec<&Place>) =
            places.iter().partition(|p| p.file.ends_with(".toml"));
        scen.sort();
        scen.dedup();
        engine.sort();
        engine.dedup();
        for p in scen {
            if p.sentence.is_empty() {
                s.push_str(&format!("- `{}` {}\n", p.file, p.field));
            } else {
                s.push_str(&format!(
                    "- `{}` {}: {}\n",
                    p.file,
                    p.field,
                    escape(&p.sentence)
                ));
            }
        }
        if !engine.is_empty() {
            let lines: Vec<String> = engine
                .iter()
                .map(|p| format!("`{}` {}", p.file, p.field))
                .collect();
            s.push_str(&format!("- engine: {}\n", lines.join(", ")));
        }
    }
    s
}

/// The rule's heading in the index, or the nearest heading above it
/// ("under 7.6 TRIGGERED ABILITIES"), or a note that CR v7.0 lacks it.
fn heading_of(number: &str) -> String {
    if !cr::exists(number) {
        return "not a rule of CR v7.0".to_string();
    }
    if let Some(h) = cr::heading(number) {
        return h.to_string();
    }
    let mut up = number.trim_end_matches(|c: char| c.is_ascii_lowercase());
    if up == number {
        up = up.rsplit_once('.').map_or("", |(head, _)| head);
    }
    while !up.is_empty() {
        if let Some(h) = cr::heading(up) {
            return format!("under {up} {h}");
        }
        up = up.rsplit_once('.').map_or("", |(head, _)| head);
    }
    String::new()
}

/// Markdown-safe one-line text: no pipes or backquotes to break a line.
fn escape(text: &str) -> String {
    text.replace('`', "'")
}

#[cfg(test)]
mod tests {
    use super::*;

    const FILE: &str = "rules = [\"7.6.10\", \"5.5b\"]\n\
        situation = \"\"\"\nAlex passes. The regroup phase starts (5.5.1a). Nico \\\n\
        picks (7.6.10).\n\"\"\"\n\
        [[question]]\nid = \"q\"\nexplanation = \"Say \\\"no\\\" (7.6.7). Done.\"\n\
        [[question.option]]\nid = \"o\"\nwhy_wrong = \"Wrong (6.3.4d).\"\n";

    #[test]
    fn every_number_is_found_with_its_field_place_and_sentence() {
        let got = in_file(FILE);
        let found: Vec<(&str, &str, &str)> = got
            .iter()
            .map(|c| (c.number.as_str(), c.field.as_str(), c.sentence.as_str()))
            .collect();
        assert_eq!(
            found,
            [
                ("7.6.10", "rules", ""),
                ("5.5b", "rules", ""),
                ("5.5.1a", "situation", "The regroup phase starts (5.5.1a)."),
                ("7.6.10", "situation", "Nico picks (7.6.10)."),
                ("7.6.7", "question[0].explanation", "Say \"no\" (7.6.7)."),
                (
                    "6.3.4d",
                    "question[0].option[0].why_wrong",
                    "Wrong (6.3.4d)."
                ),
            ]
        );
        // Each span is the number itself in the file's text.
        for c in &got {
            assert_eq!(&FILE[c.span.clone()], c.number);
        }
    }

    #[test]
    fn a_rule_without_a_heading_is_shown_under_the_nearest_one() {
        assert_eq!(heading_of("7.5.5a"), "under 7.5.5 Ambush");
        assert_eq!(heading_of("7.5.5"), "Ambush");
        assert_eq!(heading_of("7.6.10"), "under 7.6 TRIGGERED ABILITIES");
        assert_eq!(heading_of("5.5b"), "not a rule of CR v7.0");
    }

    #[test]
    fn quoted_numbers_in_a_source_come_with_their_line() {
        let src = "let a = 1;\nStepText::new(t, &[\"6.3.4a\", \"6.3.5\"]);\nlet v = \"v7.0\";";
        assert_eq!(
            quoted_in_source(src),
            [("6.3.4a".to_string(), 2), ("6.3.5".to_string(), 2)]
        );
    }
}
