//! A part of the board that every step's snapshot shares until it changes
//! (issue 25: "a trace that costs what it shows").
//!
//! The engine records the board after every step, and most steps change one
//! or two things on it. A [`Shared`] part is behind an `Arc`: cloning the
//! board clones a pointer, and the first change after a snapshot copies that
//! part alone (copy on write, `Arc::make_mut`), so a step costs what it
//! changed. It reads and writes like the value it holds (`Deref`,
//! `DerefMut`, `for u in &state.units`), compares and (de)serialises as that
//! value, so the board keeps its shape for everyone who reads `step.board`.

use std::fmt;
use std::ops::{Deref, DerefMut};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// A value shared between board snapshots, copied when first changed.
#[derive(Default, PartialEq, Eq)]
pub struct Shared<T>(Arc<T>);

impl<T> Shared<T> {
    pub fn new(value: T) -> Shared<T> {
        Shared(Arc::new(value))
    }
}

impl<T: Clone> Shared<T> {
    /// The value, taken out without copying when no snapshot shares it.
    pub fn into_inner(self) -> T {
        Arc::try_unwrap(self.0).unwrap_or_else(|shared| (*shared).clone())
    }
}

/// When set, every clone is a full copy, as the board's clones were before
/// it was shared: `tests/trace_boards_shared.rs` runs the library both ways
/// and requires the same boards at every step.
static COPY_EVERY_CLONE: AtomicBool = AtomicBool::new(false);

/// Make every clone of a [`Shared`] part a full copy (`true`) or a shared
/// pointer (`false`, the default), process-wide. For the test that compares
/// the two; nothing else calls it.
#[doc(hidden)]
pub fn copy_every_clone(on: bool) {
    COPY_EVERY_CLONE.store(on, Ordering::Relaxed);
}

// A clone is a new pointer to the same value (what makes a snapshot cheap).
impl<T: Clone> Clone for Shared<T> {
    fn clone(&self) -> Self {
        if COPY_EVERY_CLONE.load(Ordering::Relaxed) {
            return Shared::new((*self.0).clone());
        }
        Shared(Arc::clone(&self.0))
    }
}

impl<T> Deref for Shared<T> {
    type Target = T;
    fn deref(&self) -> &T {
        &self.0
    }
}

impl<T: Clone> DerefMut for Shared<T> {
    /// Copies the value first if a snapshot still shares it.
    fn deref_mut(&mut self) -> &mut T {
        Arc::make_mut(&mut self.0)
    }
}

impl<T> From<T> for Shared<T> {
    fn from(value: T) -> Shared<T> {
        Shared::new(value)
    }
}

/// A shared list compares with a plain one (`board.players[0].discard ==
/// vec![...]`), as before it was shared.
impl<T: PartialEq<U>, U> PartialEq<Vec<U>> for Shared<Vec<T>> {
    fn eq(&self, other: &Vec<U>) -> bool {
        *self.0 == *other
    }
}

impl<T: fmt::Debug> fmt::Debug for Shared<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

impl<T: Serialize> Serialize for Shared<T> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.0.serialize(s)
    }
}

impl<'de, T: Deserialize<'de>> Deserialize<'de> for Shared<T> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Shared<T>, D::Error> {
        T::deserialize(d).map(Shared::new)
    }
}

impl<'a, T> IntoIterator for &'a Shared<T>
where
    &'a T: IntoIterator,
{
    type Item = <&'a T as IntoIterator>::Item;
    type IntoIter = <&'a T as IntoIterator>::IntoIter;
    fn into_iter(self) -> Self::IntoIter {
        (**self).into_iter()
    }
}

impl<'a, T: Clone> IntoIterator for &'a mut Shared<T>
where
    &'a mut T: IntoIterator,
{
    type Item = <&'a mut T as IntoIterator>::Item;
    type IntoIter = <&'a mut T as IntoIterator>::IntoIter;
    fn into_iter(self) -> Self::IntoIter {
        (**self).into_iter()
    }
}

impl<T: Clone + IntoIterator> IntoIterator for Shared<T> {
    type Item = T::Item;
    type IntoIter = T::IntoIter;
    fn into_iter(self) -> Self::IntoIter {
        self.into_inner().into_iter()
    }
}

impl<T> FromIterator<T> for Shared<Vec<T>> {
    fn from_iter<I: IntoIterator<Item = T>>(iter: I) -> Self {
        Shared::new(iter.into_iter().collect())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_snapshot_keeps_its_value_when_the_board_changes_after_it() {
        let mut board: Shared<Vec<u32>> = vec![1, 2].into();
        let snapshot = board.clone();
        board.push(3);
        assert_eq!(*snapshot, vec![1, 2]);
        assert_eq!(*board, vec![1, 2, 3]);
    }

    #[test]
    fn a_clone_shares_the_value_until_one_side_changes() {
        let mut board: Shared<Vec<u32>> = vec![1].into();
        let snapshot = board.clone();
        assert!(Arc::ptr_eq(&board.0, &snapshot.0));
        board[0] = 5;
        assert!(!Arc::ptr_eq(&board.0, &snapshot.0));
    }
}
