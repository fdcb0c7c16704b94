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
