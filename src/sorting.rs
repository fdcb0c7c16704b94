//! One stable sort for the code that sorts now and then (loading a file,
//! building a page, the quiz), where the size of the browser apps matters
//! more than a sort's last nanosecond.
//!
//! Each `slice::sort_by` call with its own closure is a copy of the
//! standard library's whole stable sort (about 3 KB of wasm each): the full
//! app carried fifty of them. These functions sort the positions of the
//! elements instead, through one copy of that sort whose comparison is a
//! `dyn` call, then move the elements into place; each call site then adds
//! only its comparison and a short permutation loop. The result is exactly
//! `slice::sort_by`'s: the same stable order, equal elements kept in the
//! order they came. The engine's own sorts stay the standard library's
//! (they are hot and native speed is measured there).

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
    fn equal_keys_keep_their_order() {
        let mut v = vec![(1, 'a'), (0, 'b'), (1, 'c'), (0, 'd'), (1, 'e')];
        sort_by_key(&mut v, |x| x.0);
        assert_eq!(v, [(0, 'b'), (0, 'd'), (1, 'a'), (1, 'c'), (1, 'e')]);
    }
}
