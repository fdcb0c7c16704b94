//! Scenario text echoed in a diagnostic.
//!
//! A diagnostic is one line, `file:line:col: message (suggestion)`, and
//! editors and CI read it that way. A scenario's strings may hold anything
//! TOML can spell (`"\n"`, `"\u0000"`, a multi-line string, a quoted key), so
//! every piece of scenario text a message repeats goes through [`quote`] or
//! [`escape`]: control characters, line and paragraph separators and the
//! bidirectional controls come out as escapes (`\n`, `\t`, `\u{1b}`), and a
//! backslash as `\\`, so an escape in the output always stands for one
//! character of the input.

use std::borrow::Cow;
use std::fmt::Write as _;

/// Characters that must not reach a one-line message as they are: the
/// control characters (C0, DEL, C1, NEL among them), the Unicode line and
/// paragraph separators, and the bidirectional controls that can make a
/// terminal show text in another order than it is.
pub fn is_unsafe(c: char) -> bool {
    c.is_control()
        || matches!(
            c,
            '\u{2028}' | '\u{2029}' | '\u{200e}' | '\u{200f}' | '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}'
        )
}

/// `s` with every unsafe character escaped (`\n`, `\r`, `\t`, `\u{..}`) and
/// every backslash doubled. Borrows when there is nothing to escape.
pub fn escape(s: &str) -> Cow<'_, str> {
    escaped(s, true)
}

/// Scenario text as a message shows it: escaped, between single quotes.
pub fn quote(s: &str) -> String {
    format!("'{}'", escape(s))
}

/// The last guard before a diagnostic is stored or shown: any unsafe
/// character a message still holds (text from the TOML parser or the engine
/// that was not quoted where it was written, or a file name) is escaped;
/// backslashes are left alone. Text already escaped has no unsafe character
/// left, so this never escapes twice.
pub fn one_line(s: &str) -> Cow<'_, str> {
    escaped(s, false)
}

/// `s` with every unsafe character escaped, and every backslash doubled
/// when `backslashes`: [`escape`] and [`one_line`] differ only there.
fn escaped(s: &str, backslashes: bool) -> Cow<'_, str> {
    let needs = |c: char| (backslashes && c == '\\') || is_unsafe(c);
    if !s.chars().any(needs) {
        return Cow::Borrowed(s);
    }
    let mut out = String::with_capacity(s.len() + 8);
    for c in s.chars() {
        match c {
            '\\' if backslashes => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if is_unsafe(c) => {
                let _ = write!(out, "\\u{{{:x}}}", c as u32);
            }
            c => out.push(c),
        }
    }
    Cow::Owned(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plain_text_is_borrowed_unchanged() {
        assert!(matches!(
            escape("sneak-attack/delayed"),
            Cow::Borrowed("sneak-attack/delayed")
        ));
        assert_eq!(quote("Inferno Four"), "'Inferno Four'");
        assert_eq!(quote("é ✓ Han's"), "'é ✓ Han's'");
    }

    #[test]
    fn line_breaks_and_tabs_become_escapes() {
        assert_eq!(quote("sn\neak-attack/delayed"), "'sn\\neak-attack/delayed'");
        assert_eq!(escape("a\r\nb\tc"), "a\\r\\nb\\tc");
    }

    #[test]
    fn other_control_characters_become_unicode_escapes() {
        assert_eq!(escape("\u{0}"), "\\u{0}");
        assert_eq!(escape("\u{1b}[31mred"), "\\u{1b}[31mred");
        assert_eq!(escape("\u{7f}\u{85}"), "\\u{7f}\\u{85}");
        assert_eq!(escape("a\u{2028}b\u{2029}c"), "a\\u{2028}b\\u{2029}c");
        assert_eq!(escape("\u{202e}evil"), "\\u{202e}evil");
    }

    #[test]
    fn a_backslash_is_doubled_so_escapes_are_unambiguous() {
        // The text `a\nb` (a backslash and an n) and the text with a line
        // break must not come out the same.
        assert_eq!(escape("a\\nb"), "a\\\\nb");
        assert_ne!(escape("a\\nb"), escape("a\nb"));
    }

    #[test]
    fn nothing_escaped_holds_an_unsafe_character() {
        let nasty: String = (0u32..0x30)
            .chain(0x7f..0xa0)
            .chain([0x2028, 0x2029, 0x202e, 0x2066])
            .filter_map(char::from_u32)
            .collect();
        for s in [escape(&nasty).into_owned(), one_line(&nasty).into_owned()] {
            assert!(!s.chars().any(is_unsafe), "{s:?}");
            assert_eq!(s.lines().count(), 1);
        }
    }

    #[test]
    fn the_guard_leaves_escaped_text_alone() {
        let once = quote("a\\b\nc");
        assert_eq!(one_line(&once), once);
        assert_eq!(one_line("x\ny"), "x\\ny");
        // A Windows path keeps its backslashes.
        assert_eq!(one_line("C:\\scen\\a.toml"), "C:\\scen\\a.toml");
    }
}
