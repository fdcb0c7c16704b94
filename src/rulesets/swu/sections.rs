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

/// A section's title as the CR heads it, in sentence case ("7.6" →
/// "Triggered abilities", "5" → "Game structure"): the CR writes its
/// section headings in capitals, which read as shouting in a sentence.
pub fn title(section: &str) -> Option<String> {
    let heading = super::cr::heading(section)?;
    let words: Vec<String> = heading
        .split(' ')
        .map(|w| match w {
            // The one abbreviation among the CR's section headings.
            "HP" => w.to_string(),
            w => w.to_lowercase(),
        })
        .collect();
    let mut out = words.join(" ");
    if let Some((i, c)) = out.char_indices().find(|(_, c)| c.is_alphabetic()) {
        out.replace_range(i..i + c.len_utf8(), &c.to_uppercase().to_string());
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::{section, title};

    #[test]
    fn a_section_is_titled_as_the_cr_heads_it() {
        assert_eq!(title("7.6").as_deref(), Some("Triggered abilities"));
        assert_eq!(title("5").as_deref(), Some("Game structure"));
        assert_eq!(title("1.16").as_deref(), Some("Game state"));
        assert_eq!(title("1.11").as_deref(), Some("HP"));
        assert_eq!(title("8.3").as_deref(), Some("“Can” and “can’t”"));
        assert_eq!(title("99.1"), None);
    }

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
