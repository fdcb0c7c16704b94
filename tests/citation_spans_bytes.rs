//! `cr::citation_spans` scans a text's bytes instead of collecting its
//! characters first (issue 25: collecting them for every text of every
//! file was a sixteenth of `tw check scenarios/`). It must find exactly
//! the spans the character scan found: compared here with that scan, kept
//! as the reference, on every text of the library and on arbitrary texts
//! of digits, dots, letters, dashes and characters beyond ASCII.

use proptest::prelude::*;
use timing_window::rulesets::swu::{cr, texts};

/// The character scan `citation_spans` was before.
fn by_chars(text: &str) -> Vec<std::ops::Range<usize>> {
    let chars: Vec<(usize, char)> = text.char_indices().collect();
    let at = |i: usize| chars.get(i).map(|&(_, c)| c);
    let offset = |i: usize| chars.get(i).map_or(text.len(), |&(b, _)| b);
    let mut out = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i].1;
        let starts = c.is_ascii_digit()
            && (i == 0 || {
                let p = chars[i - 1].1;
                !(p.is_alphanumeric() || matches!(p, '.' | '-'))
            });
        if !starts {
            i += 1;
            continue;
        }
        let start = i;
        let mut dotted = false;
        while let Some(c) = at(i) {
            if c.is_ascii_digit() {
                i += 1;
            } else if c == '.' && at(i + 1).is_some_and(|n| n.is_ascii_digit()) {
                dotted = true;
                i += 1;
            } else {
                break;
            }
        }
        if let Some(c) = at(i) {
            if c.is_ascii_lowercase() && !at(i + 1).is_some_and(|n| n.is_alphanumeric()) {
                i += 1;
            }
        }
        if dotted {
            out.push(offset(start)..offset(i));
        }
    }
    out
}

#[test]
fn every_library_text_gives_the_spans_the_character_scan_gave() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("scenarios");
    let mut numbers = 0;
    for path in timing_window::facts::scenario_paths(&root) {
        let text = std::fs::read_to_string(&path).expect("a library file reads");
        assert_eq!(
            cr::citation_spans(&text),
            by_chars(&text),
            "{}",
            path.display()
        );
        for t in texts::in_file(&text) {
            let spans = cr::citation_spans(&t.value);
            assert_eq!(spans, by_chars(&t.value), "{}: {}", path.display(), t.field);
            numbers += spans.len();
        }
    }
    assert!(numbers > 100, "the library cites rules: {numbers}");
}

proptest! {
    #[test]
    fn any_text_gives_the_spans_the_character_scan_gave(
        text in "[0-9.a-zA-Z \\-é’Î1-]{0,40}"
    ) {
        prop_assert_eq!(cr::citation_spans(&text), by_chars(&text));
    }
}
