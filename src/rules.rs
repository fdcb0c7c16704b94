//! Rules pages, for any ruleset: a digest is a list of [`Block`]s, each
//! rule-bearing block carrying the anchors the app links to. A ruleset
//! builds its own [`Digest`] (SWU's from its CR-numbered digest, a
//! procedure's from its `### ID. Title` headings with
//! [`procedure_blocks`]); `crate::digests` says which ruleset has which.
//! Each game's page is at [`path`]: `/rules` for SWU, `/rules/SLUG` for the
//! others, and a cited rule links to [`href`].

/// One block of a digest.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Block {
    /// A heading ("## 7.6 Triggered abilities" is level 2, "### PG1. ..."
    /// level 3).
    Heading {
        text: String,
        anchors: Vec<String>,
        level: u8,
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

/// A game's rules page.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Digest {
    /// The ruleset's slug (`swu`, `swm`).
    pub slug: &'static str,
    /// The game's name in plain words.
    pub game: &'static str,
    /// The page's heading.
    pub title: &'static str,
    /// What the page is, in a sentence or two.
    pub lede: &'static str,
    pub blocks: Vec<Block>,
}

impl Digest {
    /// Every anchor the page has.
    pub fn anchors(&self) -> Vec<String> {
        anchors_of(&self.blocks)
    }
}

/// Every anchor of these blocks, in page order.
pub fn anchors_of(blocks: &[Block]) -> Vec<String> {
    blocks
        .iter()
        .flat_map(|b| match b {
            Block::Heading { anchors, .. }
            | Block::Entry { anchors, .. }
            | Block::Ruling { anchors, .. } => anchors.clone(),
            Block::Text(_) => Vec::new(),
        })
        .collect()
}

/// The path of a game's rules page: the default game's (SWU's) is `/rules`,
/// the first page the app had; another game's is `/rules/SLUG`.
pub fn path(slug: &str) -> String {
    if slug == crate::facts::DEFAULT_GAME || slug.is_empty() {
        "/rules".to_string()
    } else {
        format!("/rules/{slug}")
    }
}

/// Where a rule a game cites links: its anchor on that game's page.
pub fn href(slug: &str, rule: &str) -> String {
    format!("{}#{rule}", path(slug))
}

/// A procedure digest's blocks: a `## ` heading is a section (level 2), a
/// `### ID. Title` heading a step (level 3) anchored at its id (`PG9a`,
/// `R14`); a `## id. Title` heading with an id is anchored too. Paragraphs
/// are text, wrapped lines joined; "- " lines are entries of the step above.
/// The title line (`# `) and everything before the first `## ` are left to
/// the page's own title and introduction.
pub fn procedure_blocks(md: &str) -> Vec<Block> {
    let mut out: Vec<Block> = Vec::new();
    let mut started = false;
    let mut open = false;
    for line in md.lines() {
        let t = line.trim();
        let heading = t
            .strip_prefix("### ")
            .map(|h| (3, h))
            .or_else(|| t.strip_prefix("## ").map(|h| (2, h)));
        if let Some((level, h)) = heading {
            started = true;
            open = false;
            let anchors = step_id(h)
                .map(|id| vec![id.to_string()])
                .unwrap_or_default();
            out.push(Block::Heading {
                text: h.to_string(),
                anchors,
                level,
            });
            continue;
        }
        if !started || t.starts_with("# ") {
            continue;
        }
        if t.is_empty() {
            open = false;
            continue;
        }
        if let Some(item) = t.strip_prefix("- ") {
            out.push(Block::Entry {
                text: item.to_string(),
                anchors: Vec::new(),
            });
            open = true;
            continue;
        }
        match out.last_mut() {
            Some(Block::Text(p) | Block::Entry { text: p, .. }) if open => {
                p.push(' ');
                p.push_str(t);
            }
            _ => {
                out.push(Block::Text(t.to_string()));
                open = true;
            }
        }
    }
    out
}

/// The id a procedure heading starts with: "PG9a. Secret decisions" →
/// `PG9a`; "sequence. The steps ..." → `sequence`; "Pre-game" → none.
pub fn step_id(heading: &str) -> Option<&str> {
    let (id, title) = heading.split_once(". ")?;
    let ok = !id.is_empty()
        && !title.is_empty()
        && !id.contains(' ')
        && id.chars().all(|c| c.is_ascii_alphanumeric() || c == '-');
    ok.then_some(id)
}

/// The title a procedure digest gives the step `id` in its heading
/// (`### PG9. Abilities after setup` → "Abilities after setup").
pub fn procedure_title<'a>(md: &'a str, id: &str) -> Option<&'a str> {
    md.lines().find_map(|line| {
        let h = line.trim().trim_start_matches('#');
        let h = h.strip_prefix(' ')?;
        (step_id(h) == Some(id)).then(|| h.split_once(". ").map_or("", |(_, t)| t.trim()))
    })
}

/// Byte ranges of the words of a text that could name a rule: letters,
/// digits and inner dots ("7.6.11", "PG9a"), without a sentence's last dot.
pub fn words(text: &str) -> Vec<std::ops::Range<usize>> {
    let mut out = Vec::new();
    let mut start: Option<usize> = None;
    let push = |s: usize, e: usize, out: &mut Vec<std::ops::Range<usize>>| {
        let w = text[s..e].trim_end_matches('.');
        if !w.is_empty() {
            out.push(s..s + w.len());
        }
    };
    for (i, c) in text.char_indices() {
        if c.is_alphanumeric() || c == '.' {
            start.get_or_insert(i);
        } else if let Some(s) = start.take() {
            push(s, i, &mut out);
        }
    }
    if let Some(s) = start {
        push(s, text.len(), &mut out);
    }
    out
}

/// The words of `texts` that `digest` has an anchor for (each once, in the
/// order first cited): what a page links in prose without the digest.
pub fn cited<'a>(texts: impl IntoIterator<Item = &'a str>, digest: &Digest) -> Vec<String> {
    let anchors: std::collections::HashSet<String> = digest.anchors().into_iter().collect();
    let mut out: Vec<String> = Vec::new();
    for text in texts {
        for r in words(text) {
            let w = &text[r];
            if anchors.contains(w) && !out.iter().any(|o| o == w) {
                out.push(w.to_string());
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn prose_cites_only_what_the_page_anchors_each_once() {
        let digest = crate::digests::digest("swu").expect("SWU's page");
        let cited = cited(
            [
                "Per 7.6.11 and 1.16.5b, then 7.6.11 again.",
                "Written for v7.0; rule 99.99 is not one.",
            ],
            &digest,
        );
        assert_eq!(cited, vec!["7.6.11".to_string(), "1.16.5b".to_string()]);
    }

    #[test]
    fn paths_and_links() {
        assert_eq!(path("swu"), "/rules");
        assert_eq!(path("swm"), "/rules/swm");
        assert_eq!(href("swm", "R6a"), "/rules/swm#R6a");
        assert_eq!(href("swu", "7.6.10"), "/rules#7.6.10");
    }

    #[test]
    fn a_procedure_digest_anchors_each_step_heading() {
        let md = "# Title\n\nIntro, left out.\n\n## Pre-game\n\n### PG1. Squads\n\nEvery player\nshows a squad.\n\n- one\n  more\n\n### R6a. All use it\n\nNothing changes.\n";
        let b = procedure_blocks(md);
        assert_eq!(
            b,
            vec![
                Block::Heading {
                    text: "Pre-game".into(),
                    anchors: vec![],
                    level: 2
                },
                Block::Heading {
                    text: "PG1. Squads".into(),
                    anchors: vec!["PG1".into()],
                    level: 3
                },
                Block::Text("Every player shows a squad.".into()),
                Block::Entry {
                    text: "one more".into(),
                    anchors: vec![]
                },
                Block::Heading {
                    text: "R6a. All use it".into(),
                    anchors: vec!["R6a".into()],
                    level: 3
                },
                Block::Text("Nothing changes.".into()),
            ]
        );
        assert_eq!(anchors_of(&b), vec!["PG1", "R6a"]);
    }

    #[test]
    fn step_ids() {
        assert_eq!(step_id("PG9a. Secret decisions"), Some("PG9a"));
        assert_eq!(
            step_id("sequence. The steps happen in order"),
            Some("sequence")
        );
        assert_eq!(step_id("Beginning of each round"), None);
        assert_eq!(step_id("Note. a b"), Some("Note"));
        let md =
            "# Title\n## Pre-game\n### PG9. Abilities after setup\n### PG9a. Secret decisions\n";
        assert_eq!(procedure_title(md, "PG9"), Some("Abilities after setup"));
        assert_eq!(procedure_title(md, "PG9a"), Some("Secret decisions"));
        assert_eq!(procedure_title(md, "PG1"), None);
    }
}
