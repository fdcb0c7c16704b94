//! The catalog's search and filters as a URL query
//! (`/?q=aphra&difficulty=2&tag=nesting`), so a filtered catalog survives
//! opening a scenario and coming back, and can be linked. Both browser apps
//! (the small catalog app and the full one) read and write it.

/// The catalog's search and filters; empty fields (and difficulty 0) mean
/// "any".
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct CatalogQuery {
    pub search: String,
    pub tag: String,
    /// A rule section ("7.6", "5").
    pub section: String,
    /// 1 to 5, or 0 for any.
    pub difficulty: i64,
    /// A status slug ("new", "correct", "missed", "due").
    pub status: String,
    /// A game's slug ("swm"), or empty for every game.
    pub game: String,
}

impl CatalogQuery {
    /// Read a query string (with or without its leading `?`). Unknown keys
    /// are ignored, a difficulty out of 1 to 5 means any, and the last of a
    /// repeated key wins.
    pub fn parse(query: &str) -> CatalogQuery {
        let mut out = CatalogQuery::default();
        for pair in query.trim_start_matches('?').split('&') {
            let (key, value) = pair.split_once('=').unwrap_or((pair, ""));
            let value = decode(value);
            match decode(key).as_str() {
                "q" => out.search = value,
                "tag" => out.tag = value,
                "section" => out.section = value,
                "status" => out.status = value,
                "game" => out.game = value,
                "difficulty" => {
                    out.difficulty = value
                        .parse()
                        .ok()
                        .filter(|d| (1..=5).contains(d))
                        .unwrap_or(0)
                }
                _ => {}
            }
        }
        out
    }

    /// The query string, `?` included, or empty when nothing is filtered.
    pub fn to_query(&self) -> String {
        let mut parts = Vec::new();
        let mut add = |k: &str, v: &str| {
            if !v.is_empty() {
                parts.push(format!("{k}={}", crate::percent_encode(v)));
            }
        };
        add("q", &self.search);
        add(
            "difficulty",
            &if self.difficulty == 0 {
                String::new()
            } else {
                self.difficulty.to_string()
            },
        );
        add("tag", &self.tag);
        add("section", &self.section);
        add("status", &self.status);
        add("game", &self.game);
        if parts.is_empty() {
            String::new()
        } else {
            format!("?{}", parts.join("&"))
        }
    }
}

/// What the catalog's tag and rule-section filters offer for a game: the
/// tags and sections its readable scenarios carry (every game's when
/// `game` is empty), tags in alphabetical order and sections in rule order
/// (`quiz::rule_key`: "PG2" before "PG10").
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Choices {
    pub tags: Vec<String>,
    pub sections: Vec<String>,
}

impl Choices {
    /// `entries` are each scenario's game, tags and rule sections.
    pub fn for_game<'a>(
        entries: impl IntoIterator<Item = (&'a str, &'a [&'a str], Vec<String>)>,
        game: &str,
    ) -> Choices {
        let mut tags: Vec<String> = Vec::new();
        let mut sections: Vec<String> = Vec::new();
        for (g, t, s) in entries {
            if game.is_empty() || g == game {
                tags.extend(t.iter().map(|t| t.to_string()));
                sections.extend(s);
            }
        }
        tags.sort();
        tags.dedup();
        Choices {
            tags,
            sections: super::sections_of(&sections, |s| s.to_string()),
        }
    }
}

impl CatalogQuery {
    /// Drop a tag or rule section the chosen game's filters do not offer
    /// (one kept from another game would hide every scenario).
    pub fn narrow_to(&mut self, choices: &Choices) {
        if !choices.tags.contains(&self.tag) {
            self.tag.clear();
        }
        if !choices.sections.contains(&self.section) {
            self.section.clear();
        }
    }

    /// True when nothing is searched for or filtered.
    pub fn is_empty(&self) -> bool {
        *self == CatalogQuery::default()
    }
}

/// Decode `%XX` and `+` (a space, as forms write it); a malformed escape is
/// kept as written, and bytes that are not UTF-8 are replaced.
fn decode(s: &str) -> String {
    let bytes = s.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'+' => out.push(b' '),
            b'%' if i + 2 < bytes.len() => {
                match std::str::from_utf8(&bytes[i + 1..i + 3])
                    .ok()
                    .and_then(|h| u8::from_str_radix(h, 16).ok())
                {
                    Some(b) => {
                        out.push(b);
                        i += 2;
                    }
                    None => out.push(b'%'),
                }
            }
            b => out.push(b),
        }
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trips_through_the_url() {
        let q = CatalogQuery {
            search: "Aphra & co/50%+".into(),
            tag: "nesting".into(),
            section: "7.6".into(),
            difficulty: 3,
            status: "missed".into(),
            game: "swm".into(),
        };
        let s = q.to_query();
        assert_eq!(
            s,
            "?q=Aphra%20%26%20co%2F50%25%2B&difficulty=3&tag=nesting&section=7.6&status=missed&game=swm"
        );
        assert_eq!(CatalogQuery::parse(&s), q);
        assert_eq!(CatalogQuery::default().to_query(), "");
        let accents = CatalogQuery {
            search: "Dróid ☃".into(),
            ..Default::default()
        };
        assert_eq!(CatalogQuery::parse(&accents.to_query()), accents);
    }

    fn library_choices(game: &str) -> Choices {
        Choices::for_game(
            crate::library::listed().map(|e| (e.game, e.tags, crate::library::entry_sections(e))),
            game,
        )
    }

    #[test]
    fn the_filters_offer_only_the_chosen_games_tags_and_sections_in_natural_order() {
        let swm = library_choices("swm");
        let swu = library_choices("swu");
        let every = library_choices("");
        assert!(!swm.sections.is_empty() && !swu.sections.is_empty());
        // No SWU rule number among SWM's sections, no SWM step id among SWU's.
        assert!(
            swm.sections.iter().all(|s| !swu.sections.contains(s)),
            "{swm:?}"
        );
        for s in swm.sections.iter().chain(&swu.sections) {
            assert!(every.sections.contains(s), "{s}");
        }
        for (game, c) in [("swm", &swm), ("swu", &swu)] {
            for t in &c.tags {
                assert!(
                    crate::library::listed()
                        .any(|e| e.game == game && e.tags.contains(&t.as_str())),
                    "{game} offers {t}, which none of its scenarios carries"
                );
            }
            let keys: Vec<_> = c
                .sections
                .iter()
                .map(|s| crate::quiz::rule_key(s))
                .collect();
            assert!(
                keys.windows(2).all(|w| w[0] < w[1]),
                "{game}: {:?}",
                c.sections
            );
        }
        // Natural order: a section numbered 2 before one numbered 10.
        let pg = |n: &str| swm.sections.iter().position(|s| s == n);
        let (two, ten) = (pg("PG2").expect("PG2"), pg("PG10").expect("PG10"));
        assert!(two < ten, "{:?}", swm.sections);
    }

    #[test]
    fn choosing_a_game_drops_another_games_tag_and_section() {
        let swm = library_choices("swm");
        let mut q = CatalogQuery {
            tag: library_choices("swu")
                .tags
                .iter()
                .find(|t| !swm.tags.contains(t))
                .cloned()
                .unwrap(),
            section: "7.6".into(),
            game: "swm".into(),
            search: "x".into(),
            ..Default::default()
        };
        q.narrow_to(&swm);
        assert_eq!((q.tag.as_str(), q.section.as_str()), ("", ""));
        assert_eq!(q.search, "x", "the search is kept");
        let mut kept = CatalogQuery {
            section: swm.sections[0].clone(),
            ..Default::default()
        };
        kept.narrow_to(&swm);
        assert_eq!(kept.section, swm.sections[0]);
        assert!(CatalogQuery::default().is_empty() && !kept.is_empty());
    }

    #[test]
    fn reads_what_a_person_might_type_without_panicking() {
        let q = CatalogQuery::parse("q=two+words&difficulty=9&tag&x=1&q=last");
        assert_eq!(q.search, "last");
        assert_eq!(q.difficulty, 0, "out of range means any");
        assert_eq!(q.tag, "");
        for raw in [
            "",
            "?",
            "&&&",
            "=",
            "q=%",
            "q=%4",
            "q=%zz",
            "q=%E2%98",
            "difficulty=-1",
            "q=%%%",
        ] {
            let q = CatalogQuery::parse(raw);
            assert_eq!(q.difficulty, 0, "{raw}");
        }
        assert_eq!(CatalogQuery::parse("q=%zz").search, "%zz");
        assert_eq!(CatalogQuery::parse("q=%4").search, "%4");
        assert_eq!(CatalogQuery::parse("difficulty=2").difficulty, 2);
    }
}
