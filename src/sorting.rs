//! One stable sort for the code that sorts now and then (loading a file,
//! building a page, the quiz), where the size of the browser apps matters
//! more than a sort's last nanosecond.
//!
//! Each `slice::sort_by` call with its own closure is a copy of the
//! standard library's whole stable sort (about 3 KB of wasm each): the full
//! app carried fifty-one of them. These functions sort the positions of the
//! elements instead, through one copy of that sort whose comparison is a
//! `dyn` call, then move the elements into place; each call site then adds
//! only its comparison and a short permutation loop. The result is exactly
//! `slice::sort_by`'s: the same stable order, equal elements kept in the
//! order they came. The hot sorts stay the standard library's: the
//! engine's, and those `tw check` runs per card, per name or over the whole
//! card pool (native speed is measured there). [`positions`] sorts
//! the order judge's few positions without the standard unstable sort.

use std::cmp::Ordering;

/// `v.sort_by(cmp)`, through the shared sort.
pub fn sort_by<T>(v: &mut [T], mut cmp: impl FnMut(&T, &T) -> Ordering) {
    let mut order: Vec<usize> = (0..v.len()).collect();
    {
        let v: &[T] = v;
        sort_positions(&mut order, &mut |a, b| cmp(&v[a], &v[b]));
    }
    permute(v, order);
}

/// `v.sort_by_key(key)`, through the shared sort.
pub fn sort_by_key<T, K: Ord>(v: &mut [T], mut key: impl FnMut(&T) -> K) {
    sort_by(v, |a, b| key(a).cmp(&key(b)));
}

/// `v.sort()`, through the shared sort.
pub fn sort<T: Ord>(v: &mut [T]) {
    sort_by(v, T::cmp);
}

/// Positions in ascending order, as `sort_unstable` leaves them (for
/// integers every sort gives the same result). The order judge's few
/// positions and blocks are all it sorts, so it is written out here rather
/// than being the standard library's whole unstable sort in the trainee
/// app, which sorts nothing else: insertion for a short slice (what the
/// standard sort itself does below 21 elements), heapsort past that, so a
/// long one stays O(n log n).
pub fn positions(v: &mut [usize]) {
    if v.len() <= 20 {
        for i in 1..v.len() {
            let x = v[i];
            let mut j = i;
            while j > 0 && v[j - 1] > x {
                v[j] = v[j - 1];
                j -= 1;
            }
            v[j] = x;
        }
        return;
    }
    let n = v.len();
    for root in (0..n / 2).rev() {
        sift_down(v, root, n);
    }
    for end in (1..n).rev() {
        v.swap(0, end);
        sift_down(v, 0, end);
    }
}

/// Heapsort's step: move `v[root]` down the max-heap `v[..end]`.
fn sift_down(v: &mut [usize], mut root: usize, end: usize) {
    loop {
        let mut child = 2 * root + 1;
        if child >= end {
            return;
        }
        if child + 1 < end && v[child] < v[child + 1] {
            child += 1;
        }
        if v[root] >= v[child] {
            return;
        }
        v.swap(root, child);
        root = child;
    }
}

/// The one instance of the standard stable sort: positions, compared
/// through a `dyn` call. Kept out of line so that no call site gets a copy.
#[inline(never)]
fn sort_positions(order: &mut [usize], cmp: &mut dyn FnMut(usize, usize) -> Ordering) {
    order.sort_by(|&a, &b| cmp(a, b));
}

/// Put `v` in the order `order` gives: the element at `order[k]` moves to
/// `k`. Each cycle of the permutation is walked once, by swaps; a visited
/// position is marked in `order` itself, so nothing else is allocated.
fn permute<T>(v: &mut [T], mut order: Vec<usize>) {
    const DONE: usize = usize::MAX;
    for start in 0..order.len() {
        let mut at = start;
        while order[at] != DONE {
            let from = order[at];
            order[at] = DONE;
            if from == start {
                break;
            }
            // `at` takes its element; the one that was at `at` (the
            // cycle's first) moves on to `from`, the next to fill.
            v.swap(at, from);
            at = from;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A small deterministic generator, so the test needs no crate.
    fn lcg(seed: &mut u64) -> u64 {
        *seed = seed
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        *seed >> 33
    }

    #[test]
    fn same_order_as_the_standard_stable_sort() {
        let mut seed = 7;
        for len in [0usize, 1, 2, 3, 5, 8, 20, 21, 64, 200, 1000] {
            // Few distinct keys, so many equal ones: stability shows.
            let items: Vec<(u64, usize)> = (0..len).map(|i| (lcg(&mut seed) % 7, i)).collect();
            let mut ours = items.clone();
            let mut std = items.clone();
            sort_by_key(&mut ours, |x| x.0);
            std.sort_by_key(|x| x.0);
            assert_eq!(ours, std, "length {len}");

            let mut ours = items.clone();
            let mut std = items.clone();
            // A comparison that is not a key's: the keys' order reversed.
            let descending = |a: &(u64, usize), b: &(u64, usize)| a.0.cmp(&b.0).reverse();
            sort_by(&mut ours, descending);
            std.sort_by(descending);
            assert_eq!(ours, std, "length {len}, reversed");

            let mut ours: Vec<String> = items.iter().map(|x| format!("{}", x.0)).collect();
            let mut std = ours.clone();
            sort(&mut ours);
            std.sort();
            assert_eq!(ours, std, "length {len}, strings");
        }
    }

    #[test]
    fn positions_ascend_as_sort_unstable_leaves_them() {
        let mut seed = 11;
        for len in [0usize, 1, 2, 3, 7, 19, 20, 21, 22, 50, 333] {
            for modulus in [3u64, 1000] {
                let v: Vec<usize> = (0..len)
                    .map(|_| (lcg(&mut seed) % modulus) as usize)
                    .collect();
                let mut ours = v.clone();
                let mut std = v.clone();
                positions(&mut ours);
                std.sort_unstable();
                assert_eq!(ours, std, "length {len}, values below {modulus}");
            }
        }
        let mut descending: Vec<usize> = (0..100).rev().collect();
        positions(&mut descending);
        assert!(descending.iter().copied().eq(0..100));
    }

    #[test]
    fn equal_keys_keep_their_order() {
        let mut v = vec![(1, 'a'), (0, 'b'), (1, 'c'), (0, 'd'), (1, 'e')];
        sort_by_key(&mut v, |x| x.0);
        assert_eq!(v, [(0, 'b'), (0, 'd'), (1, 'a'), (1, 'c'), (1, 'e')]);
    }
}
