//! Timing Window: a judge-training app for Star Wars: Unlimited timing rules.

pub mod digests;
pub mod explore;
pub mod facts;
pub mod fast_hash;
pub mod markup;
pub mod quiz;
pub mod rules;
pub mod rulesets;
pub mod scenario;
pub mod scenario_file;
pub mod share;
pub mod sorting;
pub mod timing;
#[cfg(target_arch = "wasm32")]
pub mod ui;

/// A label-friendly form of a name: "Sneak Attack" → "sneak-attack".
pub fn scenario_slug(name: &str) -> String {
    let mut out = String::new();
    for c in name.chars() {
        if c.is_alphanumeric() {
            out.extend(c.to_lowercase());
        } else if !out.ends_with('-') && !out.is_empty() {
            out.push('-');
        }
    }
    out.trim_end_matches('-').to_string()
}

/// `s` percent-encoded, everything but the unreserved characters (RFC 3986):
/// a URL's query value or path segment.
pub fn percent_encode(s: &str) -> String {
    let mut out = String::new();
    for b in s.bytes() {
        match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'_' | b'.' | b'~' => {
                out.push(b as char)
            }
            _ => out.push_str(&format!("%{b:02X}")),
        }
    }
    out
}

/// What the build knows about the scenario library.
pub mod library {
    /// A scenario's catalog facts, read from its file at build time: the
    /// crate's one facts type ([`crate::facts::Facts`]), compiled in.
    pub type CatalogEntry = crate::facts::StaticFacts;

    include!(concat!(env!("OUT_DIR"), "/catalog.rs"));

    /// The catalog entry with this id.
    pub fn entry(id: &str) -> Option<&'static CatalogEntry> {
        CATALOG.iter().find(|e| e.id == id)
    }

    /// The ruleset of a scenario id the trainee's progress names: the
    /// library entry's game, or for a generated practice board the ruleset
    /// that generates it (SWU's templates are the only ones so far).
    pub fn game_of(id: &str) -> crate::rulesets::Game {
        match entry(id) {
            Some(e) => crate::rulesets::Game::from_slug(e.game).unwrap_or_default(),
            None => crate::rulesets::Game::Swu,
        }
    }

    /// Is this path one of the trainee app's pages: a library scenario's
    /// deep link or embed (`/scenarios/ID`, `/embed/ID`), not a share
    /// link's embed (`/embed/shared`)? Every other page is another app's.
    /// The server and the service worker route by the same rule
    /// (`scripts/static-server.mjs`, `web/sw.js`).
    pub fn trainee_path(path: &str) -> bool {
        let path = path.strip_suffix('/').unwrap_or(path);
        let id = path
            .strip_prefix("/scenarios/")
            .or_else(|| path.strip_prefix("/embed/"));
        id.is_some_and(|id| !id.is_empty() && id != "shared" && !id.contains('/'))
    }

    /// Is this path one of the study app's pages: practice by topic
    /// (`/topics`, `/topics/NAME`), progress (`/progress`) or the exam
    /// (`/exam`, `/exam/result`)? The server and the service worker route
    /// by the same rule (`scripts/static-server.mjs`, `web/sw.js`); every
    /// other page but the trainee app's is the full app's.
    pub fn study_path(path: &str) -> bool {
        let path = path.strip_suffix('/').unwrap_or(path);
        match path.strip_prefix("/topics") {
            Some("") => true,
            Some(rest) => rest
                .strip_prefix('/')
                .is_some_and(|name| !name.is_empty() && !name.contains('/')),
            None => matches!(path, "/progress" | "/exam" | "/exam/result"),
        }
    }

    /// Where a scenario id opens: the library's scenario page, or for a
    /// generated id not saved into the library, its practice page.
    pub fn href(id: &str) -> String {
        if entry(id).is_some() {
            return format!("/scenarios/{id}");
        }
        generate::practice_href(id).unwrap_or_else(|| format!("/scenarios/{id}"))
    }

    /// A scenario id's title: the library's, or a generated board's
    /// template and seed; the id itself when it names neither.
    pub fn title_of(id: &str) -> String {
        if let Some(e) = entry(id) {
            return e.title.to_string();
        }
        match generate::parse_scenario_id(id) {
            Some((t, seed)) => format!("{} (practice board {seed})", t.title),
            None => id.to_string(),
        }
    }

    /// The rules a scenario id teaches: the library entry's, or its
    /// template's; none when it names neither.
    pub fn rules_of(id: &str) -> Vec<String> {
        if let Some(e) = entry(id) {
            return e.rules.iter().map(|r| r.to_string()).collect();
        }
        generate::parse_scenario_id(id)
            .map(|(t, _)| t.rules.iter().map(|r| r.to_string()).collect())
            .unwrap_or_default()
    }

    /// The rule sections a scenario id teaches, grouped by its ruleset, in
    /// rule order.
    pub fn sections_of(id: &str) -> Vec<String> {
        if let Some(e) = entry(id) {
            return entry_sections(e);
        }
        let game = game_of(id);
        crate::quiz::sections_of(&rules_of(id), |r| game.section(r))
    }

    /// The rule sections a library entry teaches, in rule order. Apart from
    /// [`sections_of`] because it never looks at generated ids: the
    /// catalog's small app calls this one, and naming the generator's
    /// templates would link every template's board builder into it.
    pub fn entry_sections(e: &CatalogEntry) -> Vec<String> {
        let game = crate::rulesets::Game::from_slug(e.game).unwrap_or_default();
        in_rule_order(e.rules.iter().map(|r| game.section(r)).collect())
    }

    /// Rule sections in rule order, each once (`quiz::sections_of`'s
    /// order). One function for a scenario's sections and for the catalog's
    /// list of every section, so the first page compiles one sort, not two.
    pub fn in_rule_order(sections: Vec<String>) -> Vec<String> {
        crate::quiz::sections_of(&sections, |s| s.to_string())
    }

    /// A rule section as a page names it: its number and, where its rules
    /// give one, its title ("7.6 Triggered abilities", "PG9 Abilities after
    /// setup"). Sections come without their game (the progress page's
    /// chart mixes games), so the first ruleset that titles it names it:
    /// the three write their sections apart (SWU in numbers, SWM in
    /// letters and a number, the real-time game as `rt-` ids).
    pub fn section_name(section: &str) -> String {
        let titled = crate::rulesets::Game::ALL
            .iter()
            .find_map(|g| g.section_title(section));
        match titled {
            Some(t) => format!("{section} {t}"),
            None => section.to_string(),
        }
    }

    /// The readable entries in the catalog's order (easiest first, then by
    /// title), sorted at build time ([`LISTED`]).
    pub fn listed() -> impl Iterator<Item = &'static CatalogEntry> {
        LISTED.iter().filter_map(|&i| CATALOG.get(i))
    }

    use crate::rulesets::swu::generate;
}

// The test tree's file finder (std only), for the unit tests that read the
// source: they find their files in the tree instead of listing them.
#[cfg(test)]
#[path = "../tests/common/files.rs"]
mod test_files;
