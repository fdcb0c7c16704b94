//! Share links: a whole scenario carried in a URL fragment.
//!
//! The scenario text is compressed with raw deflate and written in URL-safe
//! base64 without padding, after `s=` in the fragment:
//! `/shared#s=…` (the trainee's view) or `/embed/shared#s=…` (an embed). The
//! fragment never reaches a server, so sharing needs no backend and leaks
//! nothing to one. Decoding is strict and bounded: a damaged link gives a
//! clear error, never a panic, and never inflates past [`MAX_TEXT`].

use std::fmt;

/// The longest scenario text a link may carry once inflated (bytes).
pub const MAX_TEXT: usize = 256 * 1024;
/// The longest encoded payload accepted (characters).
pub const MAX_ENCODED: usize = 256 * 1024;

const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/// Why a share link cannot be opened.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ShareError {
    /// The fragment has no `s=` part.
    Missing,
    /// The payload is longer than [`MAX_ENCODED`].
    TooLong,
    /// A character that URL-safe base64 does not use, at this position.
    BadCharacter { position: usize, found: char },
    /// The payload's length cannot be base64 (one character too many).
    Truncated,
    /// The bytes are not deflate data (the link was cut or altered).
    NotCompressed,
    /// Inflated past [`MAX_TEXT`].
    TooLarge,
    /// The text is not UTF-8.
    NotText,
}

impl fmt::Display for ShareError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ShareError::Missing => write!(f, "this link carries no scenario (nothing after \u{201c}#s=\u{201d})"),
            ShareError::TooLong => write!(f, "this link is longer than the {MAX_ENCODED} characters a shared scenario may use"),
            ShareError::BadCharacter { position, found } => write!(
                f,
                "this link is damaged: character {} ({:?}) is not part of a share code",
                position + 1,
                found
            ),
            ShareError::Truncated => write!(f, "this link is cut short: its share code has a character missing or one too many"),
            ShareError::NotCompressed => write!(f, "this link is damaged: its share code does not decode to a scenario (was it cut or altered?)"),
            ShareError::TooLarge => write!(f, "this link's scenario is larger than {} KB once unpacked", MAX_TEXT / 1024),
            ShareError::NotText => write!(f, "this link's scenario is not text (UTF-8)"),
        }
    }
}

impl std::error::Error for ShareError {}

/// The share code of a scenario text: deflate, then URL-safe base64.
pub fn encode(text: &str) -> String {
    let packed = miniz_oxide::deflate::compress_to_vec(text.as_bytes(), 9);
    base64url(&packed)
}

/// The scenario text of a share code.
pub fn decode(code: &str) -> Result<String, ShareError> {
    if code.is_empty() {
        return Err(ShareError::Missing);
    }
    if code.len() > MAX_ENCODED {
        return Err(ShareError::TooLong);
    }
    let packed = unbase64url(code)?;
    let bytes = miniz_oxide::inflate::decompress_to_vec_with_limit(&packed, MAX_TEXT).map_err(
        |e| match e.status {
            miniz_oxide::inflate::TINFLStatus::HasMoreOutput => ShareError::TooLarge,
            _ => ShareError::NotCompressed,
        },
    )?;
    String::from_utf8(bytes).map_err(|_| ShareError::NotText)
}

/// The fragment (`#s=CODE`, with or without the `#`) of a share link.
pub fn fragment(text: &str) -> String {
    format!("#s={}", encode(text))
}

/// The share code in a URL fragment such as `#s=CODE` or `#x=1&s=CODE`.
pub fn code_in_fragment(hash: &str) -> Option<&str> {
    hash.trim_start_matches('#')
        .split('&')
        .find_map(|part| part.strip_prefix("s="))
}

/// Decode the scenario in a URL fragment.
pub fn decode_fragment(hash: &str) -> Result<String, ShareError> {
    decode(code_in_fragment(hash).ok_or(ShareError::Missing)?)
}

/// URL-safe base64 without padding (RFC 4648 §5).
pub fn base64url(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let b = [
            chunk[0],
            chunk.get(1).copied().unwrap_or(0),
            chunk.get(2).copied().unwrap_or(0),
        ];
        let n = (u32::from(b[0]) << 16) | (u32::from(b[1]) << 8) | u32::from(b[2]);
        let chars = chunk.len() + 1;
        for i in 0..chars {
            out.push(ALPHABET[((n >> (18 - 6 * i)) & 63) as usize] as char);
        }
    }
    out
}

/// Inverse of [`base64url`]; also accepts `=` padding at the end.
pub fn unbase64url(code: &str) -> Result<Vec<u8>, ShareError> {
    let code = code.trim_end_matches('=');
    let mut out = Vec::with_capacity(code.len() * 3 / 4);
    let mut acc: u32 = 0;
    let mut bits = 0;
    for (position, c) in code.chars().enumerate() {
        let v = match c {
            'A'..='Z' => c as u32 - 'A' as u32,
            'a'..='z' => c as u32 - 'a' as u32 + 26,
            '0'..='9' => c as u32 - '0' as u32 + 52,
            '-' | '+' => 62,
            '_' | '/' => 63,
            found => return Err(ShareError::BadCharacter { position, found }),
        };
        acc = (acc << 6) | v;
        bits += 6;
        if bits >= 8 {
            bits -= 8;
            out.push((acc >> bits) as u8);
            acc &= (1 << bits) - 1;
        }
    }
    if code.len() % 4 == 1 {
        return Err(ShareError::Truncated);
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn base64url_matches_rfc4648_vectors() {
        // RFC 4648 §10, without padding, URL-safe alphabet.
        for (plain, code) in [
            ("", ""),
            ("f", "Zg"),
            ("fo", "Zm8"),
            ("foo", "Zm9v"),
            ("foob", "Zm9vYg"),
            ("fooba", "Zm9vYmE"),
            ("foobar", "Zm9vYmFy"),
        ] {
            assert_eq!(base64url(plain.as_bytes()), code);
            assert_eq!(unbase64url(code).unwrap(), plain.as_bytes());
        }
        assert_eq!(base64url(&[0xfb, 0xff, 0xfe]), "-__-");
        assert_eq!(unbase64url("-__-").unwrap(), vec![0xfb, 0xff, 0xfe]);
        assert_eq!(unbase64url("Zm9vYg==").unwrap(), b"foob");
    }

    #[test]
    fn every_byte_value_round_trips() {
        let bytes: Vec<u8> = (0..=255u8).cycle().take(1000).collect();
        for n in 0..40 {
            assert_eq!(unbase64url(&base64url(&bytes[..n])).unwrap(), &bytes[..n]);
        }
        assert_eq!(unbase64url(&base64url(&bytes)).unwrap(), bytes);
    }

    #[test]
    fn a_scenario_round_trips_and_shrinks() {
        let text = include_str!("../scenarios/sneak-attack-aphra.toml");
        let code = encode(text);
        assert_eq!(decode(&code).unwrap(), text);
        assert!(
            code.len() * 10 < text.len() * 6,
            "{} vs {}",
            code.len(),
            text.len()
        );
        assert!(code
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_'));
    }

    #[test]
    fn unusual_unicode_round_trips() {
        let text = "title = \"\u{202e}evil\u{202c} 🃏 Ω \u{200b}\u{0000}\"\n".repeat(50);
        assert_eq!(decode(&encode(&text)).unwrap(), text);
    }

    #[test]
    fn fragments_are_found_among_other_parameters() {
        let f = fragment("id = \"x\"");
        assert!(f.starts_with("#s="));
        assert_eq!(decode_fragment(&f).unwrap(), "id = \"x\"");
        assert_eq!(code_in_fragment("#a=1&s=abc"), Some("abc"));
        assert_eq!(code_in_fragment("s=abc"), Some("abc"));
        assert_eq!(code_in_fragment("#step=3"), None);
        assert_eq!(decode_fragment(""), Err(ShareError::Missing));
        assert_eq!(decode_fragment("#s="), Err(ShareError::Missing));
    }

    #[test]
    fn damaged_codes_give_clear_errors() {
        let code = encode(include_str!("../scenarios/sneak-attack-aphra.toml"));
        assert_eq!(
            decode("abc$def"),
            Err(ShareError::BadCharacter {
                position: 3,
                found: '$'
            })
        );
        assert_eq!(decode("abcde"), Err(ShareError::Truncated));
        // Cut in half: the deflate stream ends early.
        assert_eq!(
            decode(&code[..(code.len() / 2) & !3]),
            Err(ShareError::NotCompressed)
        );
        assert_eq!(decode("AAAA"), Err(ShareError::NotCompressed));
        let msg = ShareError::NotCompressed.to_string();
        assert!(msg.contains("damaged"), "{msg}");
        // Not UTF-8.
        let packed = miniz_oxide::deflate::compress_to_vec(&[0xff, 0xfe, 0x80], 9);
        assert_eq!(decode(&base64url(&packed)), Err(ShareError::NotText));
    }

    #[test]
    fn a_deflate_bomb_is_refused() {
        let big = vec![b'a'; MAX_TEXT + 10];
        let code = base64url(&miniz_oxide::deflate::compress_to_vec(&big, 9));
        assert!(code.len() < 2000);
        assert_eq!(decode(&code), Err(ShareError::TooLarge));
        assert_eq!(
            decode(&"A".repeat(MAX_ENCODED + 4)),
            Err(ShareError::TooLong)
        );
    }
}
