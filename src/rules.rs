//! The timing-rules digest (`src/data/rules-digest.md`) as blocks for the
//! rules page, and the anchors each block carries, so that every rule
//! number the app cites links somewhere (`/rules#7.6.10`, `/rules#5.6.1`).

use crate::library::RULES_DIGEST;

/// One block of the digest.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Block {
    /// "## 7.6 Triggered abilities".
    Heading {
        text: String,
        anchors: Vec<String>,
    },
    /// "- 7.6.10 If both players ...", with wrapped lines joined.
    Entry {
        text: String,
        anchors: Vec<String>,
    },
    /// A numbered official clarification.
    Ruling {
        text: String,
        anchors: Vec<String>,
    },
    Text(String),
}

/// A rule number at the start of a text: "7.6.10", "1.16.5", "5".
pub fn leading_rule(text: &str) -> Option<&str> {
    let end = text
        .find(|c: char| !(c.is_ascii_digit() || c == '.'))
        .unwrap_or(text.len());
    let n = text[..end].trim_end_matches('.');
    (!n.is_empty() && n.chars().next().is_some_and(|c| c.is_ascii_digit())).then_some(n)
}

/// Every rule number mentioned in a text ("(5.6.1)", "5.4.2:", "7.7.4b").
fn mentioned(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let chars: Vec<char> = text.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        if chars[i].is_ascii_digit()
            && (i == 0 || !chars[i - 1].is_alphanumeric() && chars[i - 1] != '.')
        {
            let start = i;
            while i < chars.len()
                && (chars[i].is_ascii_digit()
                    || chars[i] == '.' && chars.get(i + 1).is_some_and(char::is_ascii_digit))
            {
                i += 1;
            }
            let n: String = chars[start..i].iter().collect();
            if n.contains('.') {
                out.push(n);
            }
        } else {
            i += 1;
        }
    }
    out
}

/// Anchors for an entry: its own number, its lettered sub-rules, and the
/// sub-numbers it mentions under itself.
fn anchors_for(text: &str) -> Vec<String> {
    // "Ambush (7.5.5): ..." names its number near the start.
    let named = || {
        let head: String = text.chars().take(32).collect();
        mentioned(&head).into_iter().next()
    };
    let Some(own) = leading_rule(text).map(str::to_string).or_else(named) else {
        return Vec::new();
    };
    let own = own.as_str();
    let mut v = vec![own.to_string()];
    v.extend(('a'..='h').map(|c| format!("{own}{c}")));
    for m in mentioned(text) {
        if m.starts_with(&format!("{own}.")) && !v.contains(&m) {
            v.push(m);
        }
    }
    v
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
                anchors: anchors_for(h),
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
    // Entries get their anchors once their text is whole; a number already
    // anchored earlier is not repeated.
    let mut seen: Vec<String> = out
        .iter()
        .filter_map(|b| match b {
            Block::Heading { anchors, .. } => Some(anchors.clone()),
            _ => None,
        })
        .flatten()
        .collect();
    for b in &mut out {
        if let Block::Entry { text, anchors } = b {
            *anchors = anchors_for(text)
                .into_iter()
                .filter(|a| !seen.contains(a))
                .collect();
            seen.extend(anchors.iter().cloned());
        }
    }
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
    blocks()
        .into_iter()
        .flat_map(|b| match b {
            Block::Heading { anchors, .. }
            | Block::Entry { anchors, .. }
            | Block::Ruling { anchors, .. } => anchors,
            Block::Text(_) => Vec::new(),
        })
        .collect()
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
}
