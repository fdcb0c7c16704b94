//! How Star Wars: Unlimited's rule numbers group into sections, for the
//! catalog's filter and the progress page's accuracy chart: all of section 5
//! (game structure: setup, the action phase, the regroup phase, the end of
//! the game) is one section; elsewhere a section is the first two numbers
//! ("7.6.10" → "7.6", "7.7.4b" → "7.7", "1.16.5" → "1.16").

/// The section a CR rule number belongs to.
pub fn section(rule: &str) -> String {
    let parts: Vec<&str> = rule
        .split('.')
        .map(|p| p.trim_end_matches(char::is_alphabetic))
        .collect();
    match parts.as_slice() {
        ["5", ..] => "5".to_string(),
        [a, b, ..] => format!("{a}.{b}"),
        [a] => a.to_string(),
        [] => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::section;

    #[test]
    fn section_5_is_whole_and_others_are_their_first_two_numbers() {
        assert_eq!(section("7.6.10"), "7.6");
        assert_eq!(section("7.7.4b"), "7.7");
        assert_eq!(section("5.4.1b"), "5");
        assert_eq!(section("6.3.4a"), "6.3");
        assert_eq!(section("5"), "5");
        assert_eq!(section("8.6"), "8.6");
        assert_eq!(section("1.16.5"), "1.16");
    }
}
