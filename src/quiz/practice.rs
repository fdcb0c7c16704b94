//! Practice sets: N scenarios at a chosen difficulty mix.

/// Which difficulties a mix draws from.
pub fn difficulties(mix: &str) -> &'static [i64] {
    match mix {
        "easy" => &[1, 2],
        "medium" => &[2, 3, 4],
        "hard" => &[4, 5],
        _ => &[1, 2, 3, 4, 5],
    }
}

/// Pick up to `n` scenarios `(id, difficulty)` for the mix, spread over its
/// difficulties in turn, in a shuffle given by `seed`, easiest first.
pub fn pick<'a>(scenarios: &[(&'a str, i64)], n: usize, mix: &str, seed: u64) -> Vec<&'a str> {
    let levels = difficulties(mix);
    let mut x = seed | 1;
    let mut rand = move || {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        x
    };
    let mut pools: Vec<Vec<(&str, i64)>> = levels
        .iter()
        .map(|d| {
            let mut p: Vec<_> = scenarios
                .iter()
                .copied()
                .filter(|(_, sd)| sd == d)
                .collect();
            for i in (1..p.len()).rev() {
                p.swap(i, (rand() % (i as u64 + 1)) as usize);
            }
            p
        })
        .collect();
    let mut out: Vec<(&str, i64)> = Vec::new();
    while out.len() < n && pools.iter().any(|p| !p.is_empty()) {
        for p in pools.iter_mut() {
            if out.len() < n {
                if let Some(s) = p.pop() {
                    out.push(s);
                }
            }
        }
    }
    out.sort_by_key(|(_, d)| *d);
    out.into_iter().map(|(id, _)| id).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    const ALL: [(&str, i64); 7] = [
        ("a", 1),
        ("b", 1),
        ("c", 2),
        ("d", 3),
        ("e", 4),
        ("f", 5),
        ("g", 5),
    ];

    #[test]
    fn a_mixed_set_spreads_over_difficulties_easiest_first() {
        let set = pick(&ALL, 5, "mixed", 42);
        assert_eq!(set.len(), 5);
        let diffs: Vec<i64> = set
            .iter()
            .map(|id| ALL.iter().find(|(i, _)| i == id).unwrap().1)
            .collect();
        assert_eq!(diffs, [1, 2, 3, 4, 5]);
    }

    #[test]
    fn a_hard_set_only_draws_hard_scenarios_and_never_repeats() {
        let set = pick(&ALL, 10, "hard", 7);
        let mut sorted = set.clone();
        sorted.sort();
        assert_eq!(sorted, ["e", "f", "g"]);
    }
}
