//! A fast hash for the process's own look-up tables (the card pool by id
//! and by name, the CR index): keys that come from the app's own data and
//! the author's file, looked up tens of thousands of times per `tw check`.
//!
//! The standard library's SipHash resists an attacker choosing keys to
//! collide; nothing here faces one (a scenario is the author's own file),
//! and SipHash was a sixteenth of a library check (issue 25,
//! docs/benchmarks.md). This is the Fx hash (rustc's): each 8 bytes are
//! rotated, mixed in with xor and multiplied by a constant. Iteration order
//! over a map changes with the hash; nothing shown may depend on it (it
//! already could not: SipHash's keys were random per process).

use std::hash::{BuildHasher, Hasher};

/// A map hashed with [`FastHash`].
pub type FastMap<K, V> = std::collections::HashMap<K, V, FastHash>;

/// A set hashed with [`FastHash`].
pub type FastSet<T> = std::collections::HashSet<T, FastHash>;

/// Builds [`FxHasher`]s (no state: every map hashes the same way).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct FastHash;

impl BuildHasher for FastHash {
    type Hasher = FxHasher;

    fn build_hasher(&self) -> FxHasher {
        FxHasher(0)
    }
}

/// The Fx hash of what is written to it.
#[derive(Debug, Clone, Copy, Default)]
pub struct FxHasher(u64);

/// rustc's multiplier: odd, with bits spread over the word.
const SEED: u64 = 0xf135_7aea_2e62_a9c5;

impl FxHasher {
    fn add(&mut self, word: u64) {
        self.0 = (self.0 ^ word).wrapping_mul(SEED).rotate_left(5);
    }
}

impl Hasher for FxHasher {
    fn write(&mut self, bytes: &[u8]) {
        // Whole words read as words, and the last few bytes (zero-padded,
        // little-endian) shifted in one by one: copying each chunk into a
        // buffer at a length only known at run time called `memcpy` for
        // every 8 bytes of every key (issue 25). The words are the same.
        let mut words = bytes.chunks_exact(8);
        for chunk in &mut words {
            let mut word = [0u8; 8];
            word.copy_from_slice(chunk);
            self.add(u64::from_le_bytes(word));
        }
        let rest = words.remainder();
        if !rest.is_empty() {
            let word = rest
                .iter()
                .enumerate()
                .fold(0u64, |w, (i, b)| w | u64::from(*b) << (8 * i));
            self.add(word);
        }
        // The length too, so "ab" and "ab\0" differ.
        self.add(bytes.len() as u64);
    }

    fn write_u8(&mut self, n: u8) {
        self.add(u64::from(n));
    }

    fn write_u32(&mut self, n: u32) {
        self.add(u64::from(n));
    }

    fn write_u64(&mut self, n: u64) {
        self.add(n);
    }

    fn write_usize(&mut self, n: usize) {
        self.add(n as u64);
    }

    fn finish(&self) -> u64 {
        // The table takes its bucket from the low bits and a tag from the
        // high ones; the multiply leaves the best-mixed bits high, so they
        // are brought down (as rustc-hash 2 does).
        self.0.rotate_left(26)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn hash(s: &str) -> u64 {
        FastHash.hash_one(s)
    }

    #[test]
    fn equal_keys_hash_equal_and_near_keys_apart() {
        assert_eq!(hash("sor-010"), hash("sor-010"));
        assert_ne!(hash("sor-010"), hash("sor-011"));
        assert_ne!(hash("ab"), hash("ab\0"));
        assert_ne!(hash(""), hash("\0"));
    }

    #[test]
    fn a_key_hashes_as_its_zero_padded_words_then_its_length() {
        // The words as a buffer copy of each chunk of 8 gives them.
        let by_chunks = |bytes: &[u8]| {
            let mut h = FxHasher(0);
            for chunk in bytes.chunks(8) {
                let mut word = [0u8; 8];
                word[..chunk.len()].copy_from_slice(chunk);
                h.add(u64::from_le_bytes(word));
            }
            h.add(bytes.len() as u64);
            h.finish()
        };
        let text = "darth-vader-dark-lord-of-the-sith \u{e9}";
        for end in 0..=text.len() {
            let bytes = &text.as_bytes()[..end];
            let mut h = FxHasher(0);
            h.write(bytes);
            assert_eq!(h.finish(), by_chunks(bytes), "{end} bytes");
        }
    }

    #[test]
    fn a_map_of_many_ids_finds_each() {
        let ids: Vec<String> = (0..5000).map(|i| format!("card-{i:04}")).collect();
        let map: FastMap<&str, usize> = ids
            .iter()
            .enumerate()
            .map(|(i, s)| (s.as_str(), i))
            .collect();
        for (i, id) in ids.iter().enumerate() {
            assert_eq!(map.get(id.as_str()), Some(&i));
        }
        assert_eq!(map.get("card-5000"), None);
    }
}
