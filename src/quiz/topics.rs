//! Practice sets by topic: each topic is data over the catalog, a set of
//! rule-number prefixes and tags. A scenario belongs to a topic when it is
//! written for the topic's game and teaches one of its rules (a rule equal
//! to a prefix, or under it: "7.7.4" covers "7.7.4b", not "7.7.40") or
//! carries one of its tags. The one table is [`TOPICS`].

use crate::facts::StaticFacts as CatalogEntry;

/// A named topic.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Topic {
    /// Its address: `/topics/SLUG`.
    pub slug: &'static str,
    pub title: &'static str,
    /// One sentence on what the set practises.
    pub summary: &'static str,
    /// The ruleset whose scenarios it draws from (a catalog entry's `game`).
    pub game: &'static str,
    /// Rule-number prefixes.
    pub rules: &'static [&'static str],
    /// Catalog tags.
    pub tags: &'static [&'static str],
}

/// Every topic, in the order the topics page lists them.
pub const TOPICS: &[Topic] = &[
    Topic {
        slug: "start-of-regroup",
        title: "The start of the regroup phase",
        summary: "Delayed effects, phase triggers and Bounties that all wait for the moment the regroup phase begins.",
        game: "swu",
        rules: &["5.5.1a"],
        tags: &[],
    },
    Topic {
        slug: "round-and-setup",
        title: "Setup, the round and the initiative",
        summary: "Setting up, the order of the phases, passing and who holds the initiative.",
        game: "swu",
        rules: &["5.2", "5.3", "5.4"],
        tags: &["setup", "initiative", "passing"],
    },
    Topic {
        slug: "nesting",
        title: "Nesting",
        summary: "An ability that triggers more abilities: the new ones resolve before the rest of the outer window.",
        game: "swu",
        rules: &["7.6.11"],
        tags: &["nesting"],
    },
    Topic {
        slug: "simultaneous-triggers",
        title: "Simultaneous triggers: who goes first",
        summary: "Both players' abilities triggering at once: the active player's group first, each player ordering their own.",
        game: "swu",
        rules: &["7.6.9", "7.6.10"],
        tags: &["simultaneous triggers", "own order"],
    },
    Topic {
        slug: "end-of-game",
        title: "The end of the game",
        summary: "A base reaching zero, a draw, an empty deck: when the game ends and what still resolves.",
        game: "swu",
        rules: &["5.6", "8.6"],
        tags: &["end of game", "empty deck"],
    },
    Topic {
        slug: "attacks",
        title: "Attacks",
        summary: "Declaring an attack, On Attack and On Defense, combat damage and When Attack Ends.",
        game: "swu",
        rules: &["6.3", "7.6.15", "7.6.16"],
        tags: &["attack", "combat damage"],
    },
    Topic {
        slug: "playing-cards",
        title: "Playing a card and When Played",
        summary: "Paying, putting the card into play and the abilities that trigger as it arrives.",
        game: "swu",
        rules: &["6.2", "7.6.13"],
        tags: &["play a card", "when played"],
    },
    Topic {
        slug: "when-defeated",
        title: "When Defeated",
        summary: "Units leaving play and the abilities that resolve after they are gone.",
        game: "swu",
        rules: &["7.6.14"],
        tags: &["when defeated"],
    },
    Topic {
        slug: "delayed-effects",
        title: "Delayed effects",
        summary: "Effects created now that resolve at a later moment, and how they line up with triggers.",
        game: "swu",
        rules: &["7.7.4"],
        tags: &["delayed effects"],
    },
    Topic {
        slug: "lasting-and-replacement",
        title: "Lasting and replacement effects",
        summary: "Effects that last for a phase or a round, when they expire, and effects that replace an event.",
        game: "swu",
        rules: &["7.7.3", "7.7.5"],
        tags: &["lasting effects", "replacement effects"],
    },
    Topic {
        slug: "state-check",
        title: "The state check",
        summary: "Defeat for damage, uniqueness and the other checks made between steps.",
        game: "swu",
        rules: &["1.16.5"],
        tags: &["state checks", "state check"],
    },
    Topic {
        slug: "keywords",
        title: "Keywords",
        summary: "Ambush, Bounty, Overwhelm, Restore, Raid, Shielded, Smuggle, Exploit and the other keywords with timing.",
        game: "swu",
        rules: &["7.5"],
        tags: &["keywords"],
    },
    Topic {
        slug: "bounty",
        title: "Bounty",
        summary: "Who collects a Bounty, and when it resolves beside the other abilities of the moment.",
        game: "swu",
        rules: &["7.5.13"],
        tags: &["bounty"],
    },
    Topic {
        slug: "action-abilities",
        title: "Action abilities and events",
        summary: "Action abilities, epic actions and events: what resolves before the turn passes.",
        game: "swu",
        rules: &["6.4", "7.4"],
        tags: &["action abilities", "events", "epic action"],
    },
];

/// The topic with this slug.
pub fn topic(slug: &str) -> Option<&'static Topic> {
    TOPICS.iter().find(|t| t.slug == slug)
}

/// True when `rule` is `prefix` or a rule under it: "7.7.4" covers "7.7.4",
/// "7.7.4b" and "7.7.4.1", never "7.7.40".
pub fn rule_under(rule: &str, prefix: &str) -> bool {
    let rule = rule.trim();
    match rule.strip_prefix(prefix) {
        Some("") => !prefix.is_empty(),
        Some(rest) => {
            let next = rest.chars().next().unwrap_or('.');
            next == '.'
                || (next.is_ascii_alphabetic() && prefix.ends_with(|c: char| c.is_ascii_digit()))
        }
        None => false,
    }
}

impl Topic {
    /// Does this catalog entry belong to the topic? Entries of another game,
    /// and entries that could not be read, never do.
    pub fn includes(&self, e: &CatalogEntry) -> bool {
        e.error.is_empty()
            && e.game == self.game
            && (e
                .rules
                .iter()
                .any(|r| self.rules.iter().any(|p| rule_under(r, p)))
                || e.tags.iter().any(|t| self.tags.contains(t)))
    }

    /// The topic's scenarios in the order the set runs them: easiest first,
    /// then by title, then by id (so the order never depends on the
    /// catalog's order).
    pub fn scenarios<'a>(&self, catalog: &'a [CatalogEntry]) -> Vec<&'a CatalogEntry> {
        let mut out: Vec<&CatalogEntry> = catalog.iter().filter(|e| self.includes(e)).collect();
        crate::sorting::sort_by(&mut out, |a, b| {
            (a.difficulty, a.title, a.id).cmp(&(b.difficulty, b.title, b.id))
        });
        out
    }
}

/// How far the trainee is through a set: the first scenario not yet
/// answered right (the "continue" link), and how many are right.
pub fn next_unfinished<'a>(ids: &[&'a str], right: impl Fn(&str) -> bool) -> Option<&'a str> {
    ids.iter().copied().find(|id| !right(id))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::library::CATALOG;

    /// The smallest topic: every topic has at least this many library
    /// scenarios.
    const MIN_SCENARIOS: usize = 5;

    #[test]
    fn every_topic_has_at_least_five_library_scenarios_of_its_game() {
        for t in TOPICS {
            let s = t.scenarios(CATALOG);
            assert!(
                s.len() >= MIN_SCENARIOS,
                "topic {} has {} scenarios: {:?}",
                t.slug,
                s.len(),
                s.iter().map(|e| e.id).collect::<Vec<_>>()
            );
            assert!(s.iter().all(|e| e.game == t.game && e.error.is_empty()));
        }
    }

    #[test]
    fn slugs_are_unique_and_every_prefix_and_tag_is_used() {
        for (i, t) in TOPICS.iter().enumerate() {
            assert!(
                TOPICS[i + 1..].iter().all(|o| o.slug != t.slug),
                "{}",
                t.slug
            );
            assert_eq!(topic(t.slug), Some(t));
            assert!(!t.rules.is_empty() || !t.tags.is_empty(), "{}", t.slug);
            // A rule prefix or tag no library scenario carries is a typo.
            for p in t.rules {
                assert!(
                    CATALOG
                        .iter()
                        .any(|e| e.game == t.game && e.rules.iter().any(|r| rule_under(r, p))),
                    "{}: no scenario teaches a rule under {p}",
                    t.slug
                );
            }
            for tag in t.tags {
                assert!(
                    CATALOG.iter().any(|e| e.tags.contains(tag)),
                    "{}: no scenario is tagged {tag:?}",
                    t.slug
                );
            }
        }
        assert!(topic("no-such-topic").is_none());
    }

    #[test]
    fn prefixes_match_whole_rule_numbers() {
        assert!(rule_under("7.7.4", "7.7.4"));
        assert!(rule_under("7.7.4b", "7.7.4"));
        assert!(rule_under("5.5.1a", "5.5"));
        assert!(rule_under("7.6.10", "7.6.10"));
        assert!(!rule_under("7.6.10", "7.6.1"));
        assert!(!rule_under("7.5.13", "7.5.1"));
        assert!(!rule_under("5.5.1b", "5.5.1a"));
        assert!(!rule_under("15.1", "5"));
        assert!(!rule_under("7.7.4", ""));
    }

    #[test]
    fn other_games_and_broken_entries_never_count() {
        let t = topic("nesting").unwrap();
        let mut e = *CATALOG
            .iter()
            .find(|e| t.includes(e))
            .expect("a nesting scenario");
        assert!(t.includes(&e));
        e.game = "swm";
        assert!(!t.includes(&e));
        e.game = "swu";
        e.error = "does not parse";
        assert!(!t.includes(&e));
    }

    #[test]
    fn a_set_runs_easiest_first_and_continues_at_the_first_not_right() {
        let t = topic("attacks").unwrap();
        let s = t.scenarios(CATALOG);
        assert!(s.windows(2).all(|w| w[0].difficulty <= w[1].difficulty));
        let ids: Vec<&str> = s.iter().map(|e| e.id).collect();
        assert_eq!(next_unfinished(&ids, |_| false), Some(ids[0]));
        assert_eq!(
            next_unfinished(&ids, |id| id == ids[0] || id == ids[2]),
            Some(ids[1])
        );
        assert_eq!(next_unfinished(&ids, |_| true), None);
    }
}
