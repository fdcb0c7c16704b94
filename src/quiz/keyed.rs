//! Entries by their id, sorted by id: the drafts' map of scenarios and of
//! questions, written as a JSON object as a `BTreeMap` would be.
//!
//! A sorted `Vec`, not a `BTreeMap`: there are at most a few hundred
//! entries, and a B-tree's code, generated again for each kind of entry,
//! made the trainee app's wasm 6.7 KB gzip larger (`docs/benchmarks.md`).

use serde::{Deserialize, Deserializer, Serialize, Serializer};

#[derive(Debug, Clone, PartialEq)]
pub struct Keyed<V>(Vec<(String, V)>);

impl<V> Default for Keyed<V> {
    fn default() -> Self {
        Keyed(Vec::new())
    }
}

impl<V> Keyed<V> {
    pub fn new() -> Self {
        Keyed::default()
    }

    fn find(&self, key: &str) -> Result<usize, usize> {
        self.0.binary_search_by(|(k, _)| k.as_str().cmp(key))
    }

    pub fn get(&self, key: &str) -> Option<&V> {
        self.find(key).ok().map(|i| &self.0[i].1)
    }

    pub fn contains_key(&self, key: &str) -> bool {
        self.find(key).is_ok()
    }

    /// Put `value` under `key`; the value it replaces, if any.
    pub fn insert(&mut self, key: String, value: V) -> Option<V> {
        match self.find(&key) {
            Ok(i) => Some(std::mem::replace(&mut self.0[i].1, value)),
            Err(i) => {
                self.0.insert(i, (key, value));
                None
            }
        }
    }

    pub fn remove(&mut self, key: &str) -> Option<V> {
        self.find(key).ok().map(|i| self.0.remove(i).1)
    }

    pub fn retain(&mut self, mut keep: impl FnMut(&str, &mut V) -> bool) {
        self.0.retain_mut(|(k, v)| keep(k, v));
    }

    pub fn len(&self) -> usize {
        self.0.len()
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// The entries in order of their keys.
    pub fn iter(&self) -> impl Iterator<Item = (&String, &V)> {
        self.0.iter().map(|(k, v)| (k, v))
    }

    pub fn keys(&self) -> impl Iterator<Item = &String> {
        self.0.iter().map(|(k, _)| k)
    }
}

impl<V> std::ops::Index<&str> for Keyed<V> {
    type Output = V;
    fn index(&self, key: &str) -> &V {
        self.get(key).expect("no entry with that key")
    }
}

impl<V> FromIterator<(String, V)> for Keyed<V> {
    fn from_iter<I: IntoIterator<Item = (String, V)>>(items: I) -> Self {
        let mut out = Keyed::new();
        for (k, v) in items {
            out.insert(k, v);
        }
        out
    }
}

impl<V: Serialize> Serialize for Keyed<V> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_map(self.iter())
    }
}

impl<'de, V: Deserialize<'de>> Deserialize<'de> for Keyed<V> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let map = std::collections::BTreeMap::<String, V>::deserialize(d)?;
        Ok(map.into_iter().collect())
    }
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeMap;

    use super::*;

    #[test]
    fn it_keeps_what_a_btree_map_keeps_in_the_same_order_and_writes_the_same_json() {
        let mut ours = Keyed::new();
        let mut theirs = BTreeMap::new();
        let keys = ["m", "b", "z", "b", "a", "m", "q", "c"];
        for (i, k) in keys.iter().enumerate() {
            assert_eq!(
                ours.insert(k.to_string(), i),
                theirs.insert(k.to_string(), i)
            );
        }
        assert_eq!(ours.remove("q"), theirs.remove("q"));
        assert_eq!(ours.remove("nope"), theirs.remove("nope"));
        ours.retain(|k, v| k != "z" && *v != 5);
        theirs.retain(|k, v| k != "z" && *v != 5);
        assert_eq!(
            ours.iter().collect::<Vec<_>>(),
            theirs.iter().collect::<Vec<_>>()
        );
        assert_eq!(ours.len(), theirs.len());
        assert_eq!(ours.get("b"), theirs.get("b"));
        assert_eq!(ours["c"], theirs["c"]);
        assert!(!ours.contains_key("z") && ours.contains_key("a"));
        let json = serde_json::to_string(&ours).unwrap();
        assert_eq!(json, serde_json::to_string(&theirs).unwrap());
        let back: Keyed<usize> = serde_json::from_str(&json).unwrap();
        assert_eq!(back, ours);
    }
}
