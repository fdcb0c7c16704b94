//! Practice sets: N scenarios of one game (or of every game, when the
//! trainee asks for a mixed set and its name says so) at a chosen
//! difficulty mix.

/// The scenarios a set draws from, `(id, difficulty)`: those of `game`
/// (a ruleset's slug), or every one when `game` is empty.
pub fn pool<'a>(entries: &[(&'a str, &str, i64)], game: &str) -> Vec<(&'a str, i64)> {
    entries
        .iter()
        .filter(|(_, g, _)| game.is_empty() || *g == game)
        .map(|(id, _, d)| (*id, *d))
        .collect()
}

/// What the set is called as it is worked through ("3 of 5 in your
/// practice set, Star Wars: Unlimited"): the game's name, or that it mixes
/// games.
pub fn set_name(game_name: Option<&str>) -> String {
    match game_name {
        Some(g) => format!("your practice set ({g})"),
        None => "your practice set (mixed games)".to_string(),
    }
}

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
    crate::sorting::sort_by_key(&mut out, |(_, d)| *d);
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
    fn a_set_draws_from_one_game_unless_it_says_it_mixes_them() {
        let entries: Vec<(&str, &str, i64)> = crate::library::listed()
            .map(|e| (e.id, e.game, e.difficulty))
            .collect();
        let swm = pool(&entries, "swm");
        assert!(!swm.is_empty());
        let set = pick(&swm, 30, "mixed", 3);
        assert!(set
            .iter()
            .all(|id| crate::library::entry(id).is_some_and(|e| e.game == "swm")));
        let every = pool(&entries, "");
        let games: std::collections::BTreeSet<&str> = every
            .iter()
            .filter_map(|(id, _)| crate::library::entry(id).map(|e| e.game))
            .collect();
        assert!(games.len() > 1, "a mixed pool holds every game");
        assert!(set_name(None).contains("mixed games"));
        assert!(set_name(Some("Star Wars Miniatures")).contains("Star Wars Miniatures"));
    }

    #[test]
    fn a_hard_set_only_draws_hard_scenarios_and_never_repeats() {
        let set = pick(&ALL, 10, "hard", 7);
        let mut sorted = set.clone();
        sorted.sort();
        assert_eq!(sorted, ["e", "f", "g"]);
    }
}
