//! The documented normalisation the round trip compares after
//! (`docs/card-coverage.md` lists it for readers of the table). Printed
//! texts in the card data differ in ways that carry no rules meaning; each
//! step here removes one such difference, and nothing else:
//!
//! 1. one ability per line; blank lines and surrounding spaces dropped;
//! 2. reminder text, the parenthesised part (rules text in SWU is never in
//!    parentheses), dropped with the space before it;
//! 3. a keyword printed in capitals (`SHIELDED`, `RAID 2`) written as the
//!    keyword (`Shielded`, `Raid 2`), and `BOUNTY - ` as `Bounty - `;
//! 4. icon notation inside a cost's brackets (`{{Exhaust}}`, `{exhaust}`,
//!    `{C=1}`, `c=1`) written one way: `[C=1, Exhaust]`;
//! 5. runs of spaces written as one, and no space before `.`, `,` or `:`;
//! 6. an en dash, em dash or minus sign written `-` (`–2/–2`, `Coordinate —`);
//! 7. an aspect icon the card data writes as its word takes the article the
//!    word needs: the data's "a Aggression unit" (the card prints "a" before
//!    an icon) is written "an Aggression unit";
//! 8. curly double quotes (around a granted ability: `gains: “When
//!    Defeated: ...”`) written as straight ones, and the comma some
//!    printings put before them (`gains, "When Defeated: ..."`) as the
//!    colon the others print;
//! 9. a keyword gained "this phase" printed without its "for" (`gains
//!    RAID 2 this phase`, Rallying Cry) written with it, as every other
//!    card prints a duration;
//! 10. a granted ability printed on a line of its own after the line that
//!     grants it (`gains:` at a line's end, the quoted ability on the
//!     next) joined to that line with a space, as the other printings put
//!     it.
//! 11. a "While ..." constant ability printed without its closing period
//!     (`While this unit is undamaged, it gains Sentinel`, the card data's
//!     Vigilant Honor Guards) given the period every other printing has.
//! 12. "it" opening a sentence after a full stop printed in lower case
//!     (`... for this attack. it can't attack bases`, the card data's 4-LOM
//!     and Massassi Tactical Officer) written "It", as the other printings
//!     begin a sentence; so is "if you do" (`... to its owner's hand. if
//!     you do, exhaust ...`, the card data's Xanadu Blood) written "If".
//! 13. a Shield token given with the unit first ("give another unit a
//!     Shield token", Luke Skywalker, Faithful Friend) written as every
//!     other printing puts it, the token first: "give a Shield token to
//!     another unit".
//! 14. a line printed "Dn opponent ..." (the card data's Poe Dameron,
//!     Quick to Improvise: "Dn opponent discards a card from their
//!     hand.", a misprint of the data, not of the card) written "An
//!     opponent ...", as the card and every other printing has it.
//! 15. keywords printed on one line, separated by commas (`AMBUSH,
//!     OVERWHELM`, Maul), written one per line, as every other card prints
//!     them: each keyword is an ability of its own (7.5.1).
//! 16. a card's alternative cost ("... instead of paying this event's
//!     cost.", Bamboozle) printed in one paragraph with the ability after
//!     it put on a line of its own: it is a cost of playing the card
//!     (7.7.5e), not a part of the ability that follows.
//! 17. "takes contol of" (the card data's DJ, SHD 213) written "takes
//!     control of", as every other card prints it.

use super::KEYWORD_WORDS;

/// How an alternative cost's sentence ends (step 16).
const ALTERNATIVE_COST_END: &str = "instead of paying this event's cost.";

/// The printed text as the lines the reader reads and the writer must give
/// back.
pub fn normalise(text: &str) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    for line in text
        .lines()
        .map(|l| normalise_line(l.trim()))
        .filter(|l| !l.is_empty())
    {
        // Step 15: one keyword a line.
        if let Some(each) = keywords_apart(&line) {
            lines.extend(each);
            continue;
        }
        match lines.last_mut() {
            Some(grants) if grants.ends_with("gains:") && line.starts_with('"') => {
                grants.push(' ');
                grants.push_str(&line);
            }
            _ => match line.find(ALTERNATIVE_COST_END) {
                Some(i) if i + ALTERNATIVE_COST_END.len() < line.len() => {
                    let end = i + ALTERNATIVE_COST_END.len();
                    lines.push(line[..end].to_string());
                    lines.push(line[end..].trim_start().to_string());
                }
                _ => lines.push(line),
            },
        }
    }
    lines
}

/// "Ambush, Overwhelm" → "Ambush" and "Overwhelm": only a line that is
/// nothing but two or more keywords (a numbered one with its number).
fn keywords_apart(line: &str) -> Option<Vec<String>> {
    let parts: Vec<&str> = line.split(", ").collect();
    let is_keyword = |p: &str| {
        KEYWORD_WORDS.iter().any(|(word, _, numbered)| {
            p == *word
                || (*numbered
                    && p.strip_prefix(word)
                        .and_then(|r| r.strip_prefix(' '))
                        .is_some_and(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit())))
        })
    };
    (parts.len() > 1 && parts.iter().all(|p| is_keyword(p)))
        .then(|| parts.iter().map(|p| p.to_string()).collect())
}

fn normalise_line(line: &str) -> String {
    let line: String = line
        .chars()
        .map(|c| {
            if matches!(c, '–' | '—' | '−') {
                '-'
            } else if matches!(c, '“' | '”') {
                '"'
            } else {
                c
            }
        })
        .collect();
    let line = drop_reminders(&line);
    let line = icons(&line);
    let line = spaces(&line);
    // "BOUNTY - ..." (Unrefusable Offer): the keyword that opens an
    // ability, only with its dash, as "BOUNTY" alone may be a trait.
    let line = keyword_case(&line).replace("BOUNTY - ", "Bounty - ");
    let line = line.replace("gains, \"", "gains: \"");
    let line = for_this_phase(&line);
    let line = shield_token_first(&line);
    let line = closing_period(icon_articles(&line))
        .replace(". it ", ". It ")
        .replace(". if you do, ", ". If you do, ")
        // Step 17.
        .replace(" takes contol of ", " takes control of ");
    match line.strip_prefix("Dn opponent ") {
        Some(rest) => format!("An opponent {rest}"),
        None => line,
    }
}

/// "While ..., it gains Sentinel" → "... Sentinel.": only a "While" line,
/// where the sentence is the whole line.
fn closing_period(mut line: String) -> String {
    if line.starts_with("While ") && !line.ends_with('.') && !line.ends_with('"') {
        line.push('.');
    }
    line
}

/// "gains Raid 2 this phase" → "gains Raid 2 for this phase": after a
/// keyword (and its number) only, so "entered play this phase" and the
/// like are left alone.
fn for_this_phase(line: &str) -> String {
    let mut out = line.to_string();
    for (word, _, _) in KEYWORD_WORDS {
        let start = format!("gains {word} ");
        let mut from = 0;
        while let Some(i) = out[from..].find(&start).map(|i| i + from) {
            let after = i + start.len();
            let digits = out[after..].bytes().take_while(u8::is_ascii_digit).count();
            let at = if digits > 0 {
                after + digits + 1
            } else {
                after
            };
            if out.get(at..).is_some_and(|r| r.starts_with("this phase"))
                && (digits == 0 || out.as_bytes()[after + digits] == b' ')
            {
                out.insert_str(at, "for ");
            }
            from = after;
        }
    }
    out
}

/// "give another unit a Shield token" → "give a Shield token to another
/// unit": only where the words between "give" and " unit a Shield token"
/// in one sentence are a unit's ("a", "an" or "another" first, no other
/// token named).
fn shield_token_first(line: &str) -> String {
    const TAIL: &str = " unit a Shield token";
    let mut out = line.to_string();
    for verb in ["Give ", "give "] {
        let mut from = 0;
        while let Some(i) = out[from..].find(verb).map(|i| i + from) {
            let start = i + verb.len();
            let end = out[start..].find('.').map_or(out.len(), |e| start + e);
            if let Some(j) = out[start..end].find(TAIL).map(|j| j + start) {
                let unit = out[start..j + " unit".len()].to_string();
                let a_unit = ["a ", "an ", "another "]
                    .iter()
                    .any(|d| unit.starts_with(d));
                if a_unit && !unit.contains("token") {
                    out.replace_range(start..j + TAIL.len(), &format!("a Shield token to {unit}"));
                }
            }
            from = start;
        }
    }
    out
}

/// "a Aggression" → "an Aggression": the only aspect word that starts with
/// a vowel.
fn icon_articles(line: &str) -> String {
    line.replace(" a Aggression", " an Aggression")
}

/// Remove every parenthesised part (nested ones with it).
fn drop_reminders(line: &str) -> String {
    let mut out = String::with_capacity(line.len());
    let mut depth = 0usize;
    for c in line.chars() {
        match c {
            '(' => depth += 1,
            ')' if depth > 0 => depth -= 1,
            _ if depth == 0 => out.push(c),
            _ => {}
        }
    }
    out
}

/// Inside `[...]`: braces gone, `exhaust` capitalised, `c=` as `C=`.
fn icons(line: &str) -> String {
    let mut out = String::with_capacity(line.len());
    let mut rest = line;
    while let Some(open) = rest.find('[') {
        out.push_str(&rest[..open]);
        let Some(close) = rest[open..].find(']') else {
            break;
        };
        let inner: String = rest[open + 1..open + close]
            .chars()
            .filter(|c| *c != '{' && *c != '}')
            .collect();
        let inner = inner
            .split(',')
            .map(|part| {
                let part = part.trim();
                if part.eq_ignore_ascii_case("exhaust") {
                    "Exhaust".to_string()
                } else if let Some(n) = part.strip_prefix("c=") {
                    format!("C={n}")
                } else {
                    part.to_string()
                }
            })
            .collect::<Vec<_>>()
            .join(", ");
        out.push('[');
        out.push_str(&inner);
        out.push(']');
        rest = &rest[open + close + 1..];
    }
    out.push_str(rest);
    out
}

fn spaces(line: &str) -> String {
    let mut out = line.split_whitespace().collect::<Vec<_>>().join(" ");
    for p in [" .", " ,", " :"] {
        while let Some(i) = out.find(p) {
            out.remove(i);
        }
    }
    out.trim().to_string()
}

/// `SHIELDED` → `Shielded`, `RAID 2` → `Raid 2`: a keyword in capitals,
/// wherever in the line ("A unit loses SENTINEL for this phase"), is
/// written as the keyword. Only whole words: a trait in capitals
/// ("REBEL") is no keyword and stays as printed.
fn keyword_case(line: &str) -> String {
    let mut out = String::with_capacity(line.len());
    let mut word = String::new();
    let flush = |word: &mut String, out: &mut String| {
        let keyword = (word.len() > 1 && word.chars().all(|c| c.is_ascii_uppercase()))
            .then(|| {
                KEYWORD_WORDS
                    .iter()
                    .find(|(w, _, _)| w.eq_ignore_ascii_case(word))
            })
            .flatten();
        match keyword {
            Some((w, _, _)) => out.push_str(w),
            None => out.push_str(word),
        }
        word.clear();
    };
    for c in line.chars() {
        if c.is_alphanumeric() || c == '-' || c == '\'' {
            word.push(c);
        } else {
            flush(&mut word, &mut out);
            out.push(c);
        }
    }
    flush(&mut word, &mut out);
    out
}

#[cfg(test)]
mod tests {
    use super::normalise;

    #[test]
    fn reminders_icons_and_capitals_are_normalised() {
        assert_eq!(
            normalise("SHIELDED (When you play this unit, give it a Shield token.) \nAction [{{C=1}}, {exhaust}]: Draw a card ."),
            vec!["Shielded", "Action [C=1, Exhaust]: Draw a card."]
        );
        assert_eq!(normalise("  \n"), Vec::<String>::new());
        assert_eq!(
            normalise(
                "Attached unit gains SENTINEL.\nAttached unit gains: “On Attack: Draw a card.”"
            ),
            vec![
                "Attached unit gains Sentinel.",
                "Attached unit gains: \"On Attack: Draw a card.\""
            ]
        );
        assert_eq!(
            normalise("On Attack: If you control a Aggression unit, draw a card."),
            vec!["On Attack: If you control an Aggression unit, draw a card."]
        );
        // A keyword in capitals inside the line, a trait in capitals kept.
        assert_eq!(
            normalise(
                "When Played: A unit loses SENTINEL for this phase. Give a REBEL unit RAID 2."
            ),
            vec!["When Played: A unit loses Sentinel for this phase. Give a REBEL unit Raid 2."]
        );
    }
}
