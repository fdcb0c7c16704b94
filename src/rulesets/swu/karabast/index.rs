//! Matching Karabast's internal card names to the card pool: by id, by
//! name and subtitle, and for bases by name among the pool's bases only.

use std::collections::BTreeMap;

use crate::rulesets::swu::cards::{CardDef, CardPool, CardType};

/// Matches Karabast names to pool ids.
pub(super) struct Index<'a> {
    pub(super) pool: &'a CardPool,
    /// "name#subtitle" (alphanumerics only) → id.
    full: BTreeMap<String, &'a str>,
    /// "name" (alphanumerics only) → ids.
    by_name: BTreeMap<String, Vec<&'a str>>,
}

/// Letters and digits only, lowercased: "TIE/LN Fighter" and
/// "tieln-fighter" both become "tielnfighter" (the pool's own squash, so
/// the import and a file's names agree).
pub(super) use crate::rulesets::swu::cards::names::squash;

impl<'a> Index<'a> {
    pub(super) fn new(pool: &'a CardPool) -> Self {
        let mut full = BTreeMap::new();
        let mut by_name: BTreeMap<String, Vec<&str>> = BTreeMap::new();
        for c in pool.iter() {
            let name = squash(&c.name);
            if let Some(sub) = &c.subtitle {
                full.insert(format!("{name}#{}", squash(sub)), c.id.as_str());
            }
            by_name.entry(name).or_default().push(c.id.as_str());
        }
        Index {
            pool,
            full,
            by_name,
        }
    }

    pub(super) fn find(&self, internal: &str) -> Option<&'a CardDef> {
        self.find_by_slug(internal)
            // Every other way a card is named (a bare name with reprints,
            // a set and number): the pool's own resolver.
            .or_else(|| self.pool.resolve(internal, None).ok())
    }

    fn find_by_slug(&self, internal: &str) -> Option<&'a CardDef> {
        let internal = internal.trim();
        if let Some(c) = self.pool.get(internal) {
            return Some(c);
        }
        let (name, sub) = match internal.split_once('#') {
            Some((n, s)) => (squash(n), Some(squash(s))),
            None => (squash(internal), None),
        };
        let id = match sub {
            Some(s) => self.full.get(&format!("{name}#{s}")).copied().or_else(|| {
                // A card the pool knows without a subtitle.
                self.by_name
                    .get(&name)
                    .filter(|ids| ids.len() == 1)
                    .map(|ids| ids[0])
                    .filter(|id| self.pool.get(id).is_some_and(|c| c.subtitle.is_none()))
            }),
            None => self
                .by_name
                .get(&name)
                .filter(|ids| ids.len() == 1)
                .map(|ids| ids[0]),
        }?;
        self.pool.get(id)
    }
}

/// A base as the card pool prints it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PoolBase {
    /// The printed name, without the location subtitle: "Administrator's Tower".
    pub name: String,
    pub hp: i64,
}

/// The pool's base that a Karabast name stands for: an id
/// ("administrator-s-tower"), a slug of the name ("administrators-tower"),
/// or `name#subtitle` ("chopper-base#atollon"). Only bases are looked at, so
/// a unit or leader of the same name does not hide one. `None` when the pool
/// has no such base, or two bases of that name with different HP.
pub fn pool_base(pool: &CardPool, internal: &str) -> Option<PoolBase> {
    let internal = internal.trim();
    let of = |c: &CardDef| {
        c.hp.filter(|hp| *hp > 0).map(|hp| PoolBase {
            name: c.name.clone(),
            hp: i64::from(hp),
        })
    };
    if let Some(c) = pool.get(internal).filter(|c| c.card_type == CardType::Base) {
        return of(c);
    }
    let (name, sub) = match internal.split_once('#') {
        Some((n, s)) => (squash(n), Some(squash(s))),
        None => (squash(internal), None),
    };
    if name.is_empty() {
        return None;
    }
    let mut found: Option<PoolBase> = None;
    for c in pool.iter().filter(|c| c.card_type == CardType::Base) {
        let same_sub = match (&sub, &c.subtitle) {
            (None, _) => true,
            (Some(s), Some(cs)) => squash(cs) == *s,
            (Some(_), None) => false,
        };
        if squash(&c.name) != name || !same_sub {
            continue;
        }
        let this = of(c)?;
        match &found {
            Some(f) if *f != this => return None,
            _ => found = Some(this),
        }
    }
    found
}
