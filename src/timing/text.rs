//! A step's sentence as a template and its arguments, written into words
//! only when something reads it (issue 25).
//!
//! An engine records a step for everything that happens, and most steps
//! are never read: a question reads a few, a benchmark or an engine-checked
//! answer key none, and the 200-trigger window records some 20,000.
//! Formatting every sentence as it was recorded was a large share of a run
//! (a format, an allocation and its growth per step). A [`Text`] keeps the
//! engine's template (static text, no copy) and its arguments (names
//! already made, shared player names, numbers), and writes the sentence the
//! first time it is read, keeping it for the next read.
//!
//! A template marks each argument with `{}`, in order; `{{` and `}}` are
//! literal braces, as in `format!`. A text made from finished words (no
//! arguments) is those words exactly.
//!
//! A text serialises as its sentence, in every form. The template and its
//! arguments were tried as the binary form (the prepared lessons and the
//! engine worker's replies, postcard): the library's lessons grew 0.4 %
//! raw and 1.2 % gzipped (a template's words are not shared between steps,
//! and each argument adds its length), and the pages that read them grew
//! too, so the words are what is written (docs/benchmarks.md, ninth round).

use std::borrow::Cow;
use std::fmt;
use std::ops::Deref;
use std::sync::{Arc, OnceLock};

use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// A sentence: a template and its arguments, written when first read.
#[derive(Clone, Default)]
pub struct Text {
    template: Cow<'static, str>,
    args: Args,
    /// The sentence, once something has read it (only for a text with
    /// arguments: one without is its template).
    written: OnceLock<String>,
}

/// One argument of a template.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Arg {
    /// Words: the engine's static text, or a name made for this step.
    Words(Cow<'static, str>),
    /// A name shared for the whole run (a player's).
    Shared(Arc<str>),
    Number(i64),
    /// A name in its possessive form ("Vader's"; a name ending in s takes
    /// the apostrophe alone), made when written: the name is kept as it
    /// is, not copied into a new string.
    Possessive(Cow<'static, str>),
    /// A shared name in its possessive form.
    PossessiveShared(Arc<str>),
}

/// How many arguments a text keeps in itself; more go to the heap. Most
/// sentences have one to three (who, what, how much), so most steps make
/// no allocation for their text at all.
const INLINE: usize = 3;

/// A template's arguments: the first few in place, the rest on the heap.
#[derive(Clone, Default)]
struct Args {
    inline: [Option<Arg>; INLINE],
    more: Vec<Arg>,
}

impl Args {
    fn iter(&self) -> impl Iterator<Item = &Arg> {
        self.inline.iter().flatten().chain(self.more.iter())
    }

    fn is_empty(&self) -> bool {
        self.inline[0].is_none()
    }

    fn len(&self) -> usize {
        self.inline.iter().flatten().count() + self.more.len()
    }
}

impl FromIterator<Arg> for Args {
    fn from_iter<I: IntoIterator<Item = Arg>>(args: I) -> Args {
        let mut out = Args::default();
        for (i, a) in args.into_iter().enumerate() {
            match out.inline.get_mut(i) {
                Some(slot) => *slot = Some(a),
                None => out.more.push(a),
            }
        }
        out
    }
}

impl Text {
    /// A template and its arguments, one per `{}` of the template (the
    /// [`text!`](crate::text) macro checks the count when it compiles).
    pub fn template<const N: usize>(template: &'static str, args: [Arg; N]) -> Text {
        debug_assert_eq!(placeholders(template), N, "{template}");
        Text {
            template: Cow::Borrowed(template),
            args: args.into_iter().collect(),
            written: OnceLock::new(),
        }
    }

    /// Finished words, with no arguments.
    pub const fn from_static(words: &'static str) -> Text {
        Text {
            template: Cow::Borrowed(words),
            args: Args {
                inline: [None, None, None],
                more: Vec::new(),
            },
            written: OnceLock::new(),
        }
    }

    /// The sentence, written on the first read.
    pub fn as_str(&self) -> &str {
        if self.args.is_empty() {
            return &self.template;
        }
        self.written.get_or_init(|| {
            let mut out = String::with_capacity(self.template.len() + 16 * self.args.len());
            write_template(&self.template, &self.args, &mut out);
            out
        })
    }

    /// The template as the engine wrote it, `{}` where an argument goes.
    pub fn template_str(&self) -> &str {
        &self.template
    }

    /// The arguments, in the order of the template's marks.
    pub fn args(&self) -> impl Iterator<Item = &Arg> {
        self.args.iter()
    }
}

/// How many arguments a template takes: its `{}` marks, `{{` and `}}`
/// being literal braces. A `const fn`, so that [`text!`](crate::text)
/// checks a template against its arguments when it compiles.
pub const fn placeholders(template: &str) -> usize {
    let b = template.as_bytes();
    let (mut i, mut n) = (0, 0);
    while i < b.len() {
        if i + 1 < b.len() && b[i] == b'{' && b[i + 1] == b'}' {
            n += 1;
            i += 2;
        } else if i + 1 < b.len() && b[i] == b[i + 1] && (b[i] == b'{' || b[i] == b'}') {
            i += 2;
        } else {
            i += 1;
        }
    }
    n
}

/// Write `template` with `args` in its `{}` marks. A mark with no argument
/// left writes nothing (a template read from a file may not match).
fn write_template(template: &str, args: &Args, out: &mut String) {
    let mut args = args.iter();
    let mut rest = template;
    while let Some(i) = rest.find(['{', '}']) {
        out.push_str(&rest[..i]);
        let tail = &rest[i..];
        if let Some(after) = tail.strip_prefix("{}") {
            if let Some(a) = args.next() {
                a.write(out);
            }
            rest = after;
        } else {
            // A doubled brace is one literal brace; a lone one is kept.
            let doubled = tail.starts_with("{{") || tail.starts_with("}}");
            out.push_str(&tail[..1]);
            rest = &tail[if doubled { 2 } else { 1 }..];
        }
    }
    out.push_str(rest);
}

impl Arg {
    fn write(&self, out: &mut String) {
        match self {
            Arg::Words(w) => out.push_str(w),
            Arg::Shared(s) => out.push_str(s),
            Arg::Number(n) => {
                use fmt::Write;
                let _ = write!(out, "{n}");
            }
            Arg::Possessive(name) => write_possessive(name, out),
            Arg::PossessiveShared(name) => write_possessive(name, out),
        }
    }

    /// `arg` in its possessive form; a number stays as it is.
    pub fn possessive(arg: impl Into<Arg>) -> Arg {
        match arg.into() {
            Arg::Words(w) => Arg::Possessive(w),
            Arg::Shared(s) => Arg::PossessiveShared(s),
            other => other,
        }
    }
}

/// A name's possessive: "'s", or the apostrophe alone after a final s
/// ("Relentless Hunters'"). The engines' one rule for it, in a template's
/// argument or in words they put together themselves.
pub fn write_possessive(name: &str, out: &mut String) {
    out.push_str(name);
    if name.ends_with(['s', 'S']) {
        out.push('\'');
    } else {
        out.push_str("'s");
    }
}

/// The [`Text`] of a template and its arguments, like `format!` with `{}`
/// marks only: `text!("{} deals {} damage to {}.", source, amount, name)`.
/// An argument is anything [`IntoArg`] takes: a `String`, a `&str`
/// (copied), an `Arc<str>`, a number, an [`Arg`] (`Arg::from` of the
/// engine's static words takes them without a copy), or a reference to
/// one of these (copied; an `Arc` shared). The template's marks and the
/// arguments are counted when the macro compiles.
#[macro_export]
macro_rules! text {
    ($template:literal $(,)?) => {{
        const _: () = assert!($crate::timing::text::placeholders($template) == 0);
        $crate::timing::Text::from_static($template)
    }};
    ($template:literal, $($arg:expr),+ $(,)?) => {{
        const _: () = assert!(
            $crate::timing::text::placeholders($template) == [$(stringify!($arg)),+].len()
        );
        $crate::timing::Text::template(
            $template,
            [$($crate::timing::text::IntoArg::into_arg($arg)),+],
        )
    }};
}

/// What a template's argument can be made from (`text!`).
pub trait IntoArg {
    fn into_arg(self) -> Arg;
}

/// Each kind of argument, by value and by reference: a reference is
/// copied (a name's words) or shared (an `Arc`), as `format!` would read it.
macro_rules! into_arg {
    ($($t:ty),*) => {$(
        impl IntoArg for $t {
            fn into_arg(self) -> Arg {
                Arg::from(self)
            }
        }
        impl IntoArg for &$t {
            fn into_arg(self) -> Arg {
                Arg::from(self.clone())
            }
        }
    )*};
}
into_arg!(
    String,
    Cow<'static, str>,
    Arc<str>,
    Text,
    u8,
    u16,
    u32,
    i32,
    i64,
    usize
);

impl IntoArg for Arg {
    fn into_arg(self) -> Arg {
        self
    }
}

/// Borrowed words are copied: a template outlives what it borrows. The
/// engine's own static words go in without a copy as `Arg::from(words)`.
impl IntoArg for &str {
    fn into_arg(self) -> Arg {
        Arg::Words(Cow::Owned(self.to_owned()))
    }
}

impl IntoArg for &&str {
    fn into_arg(self) -> Arg {
        (*self).into_arg()
    }
}

impl IntoArg for &&String {
    fn into_arg(self) -> Arg {
        Arg::from((*self).clone())
    }
}

impl From<String> for Arg {
    fn from(s: String) -> Arg {
        Arg::Words(Cow::Owned(s))
    }
}

impl From<&'static str> for Arg {
    fn from(s: &'static str) -> Arg {
        Arg::Words(Cow::Borrowed(s))
    }
}

impl From<Cow<'static, str>> for Arg {
    fn from(s: Cow<'static, str>) -> Arg {
        Arg::Words(s)
    }
}

impl From<Arc<str>> for Arg {
    fn from(s: Arc<str>) -> Arg {
        Arg::Shared(s)
    }
}

impl From<Text> for Arg {
    fn from(t: Text) -> Arg {
        Arg::Words(Cow::Owned(t.into_string()))
    }
}

macro_rules! number_args {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(n: $t) -> Arg {
                Arg::Number(n as i64)
            }
        }
    )*};
}
number_args!(u8, u16, u32, i32, i64, usize);

impl Text {
    /// The sentence as an owned `String` (no copy for finished words that
    /// were already owned).
    pub fn into_string(self) -> String {
        if self.args.is_empty() {
            return self.template.into_owned();
        }
        let Text {
            template,
            args,
            mut written,
        } = self;
        written.take().unwrap_or_else(|| {
            let mut out = String::new();
            write_template(&template, &args, &mut out);
            out
        })
    }
}

impl From<String> for Text {
    fn from(words: String) -> Text {
        Text {
            template: Cow::Owned(words),
            args: Args::default(),
            written: OnceLock::new(),
        }
    }
}

impl From<&'static str> for Text {
    fn from(words: &'static str) -> Text {
        Text::from_static(words)
    }
}

impl From<Text> for String {
    fn from(t: Text) -> String {
        t.into_string()
    }
}

impl Deref for Text {
    type Target = str;
    fn deref(&self) -> &str {
        self.as_str()
    }
}

impl AsRef<str> for Text {
    fn as_ref(&self) -> &str {
        self.as_str()
    }
}

impl fmt::Display for Text {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A text reads as its sentence, so a failed assertion shows the words.
impl fmt::Debug for Text {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self.as_str(), f)
    }
}

/// Two texts are equal when they read the same, however each was made
/// (a template, or the words read back from a file).
impl PartialEq for Text {
    fn eq(&self, other: &Text) -> bool {
        self.as_str() == other.as_str()
    }
}

impl Eq for Text {}

impl PartialEq<str> for Text {
    fn eq(&self, other: &str) -> bool {
        self.as_str() == other
    }
}

impl PartialEq<&str> for Text {
    fn eq(&self, other: &&str) -> bool {
        self.as_str() == *other
    }
}

impl PartialEq<String> for Text {
    fn eq(&self, other: &String) -> bool {
        self.as_str() == other
    }
}

impl PartialEq<Text> for &str {
    fn eq(&self, other: &Text) -> bool {
        *self == other.as_str()
    }
}

impl PartialEq<Text> for String {
    fn eq(&self, other: &Text) -> bool {
        self == other.as_str()
    }
}

impl Serialize for Text {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.as_str())
    }
}

impl<'de> Deserialize<'de> for Text {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Text, D::Error> {
        String::deserialize(d).map(Text::from)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::Arc;

    #[test]
    fn a_template_is_written_with_its_arguments_in_order() {
        let vader: Arc<str> = Arc::from("Vader");
        let t = crate::text!(
            "{} deals {} damage to {}.",
            &vader,
            3u32,
            "Krayt Dragon".to_string()
        );
        assert_eq!(t.as_str(), "Vader deals 3 damage to Krayt Dragon.");
        assert_eq!(t.template_str(), "{} deals {} damage to {}.");
        // The second read is the kept sentence, the same words.
        assert_eq!(t.to_string(), "Vader deals 3 damage to Krayt Dragon.");
    }

    #[test]
    fn doubled_braces_are_literal_and_finished_words_are_kept_as_they_are() {
        assert_eq!(placeholders("a {{}} b {} c"), 1);
        let t = Text::template("a {{}} b {} c", [Arg::from(1u32)]);
        assert_eq!(t, "a {} b 1 c");
        // Words with no arguments are never read as a template.
        let plain = Text::from("a {} b {{".to_string());
        assert_eq!(plain, "a {} b {{");
    }

    #[test]
    fn a_template_read_from_a_file_with_too_few_arguments_writes_what_it_has() {
        let t = Text {
            template: Cow::Owned("{} and {}".into()),
            args: [Arg::from("one")].into_iter().collect(),
            written: OnceLock::new(),
        };
        assert_eq!(t, "one and ");
    }

    #[test]
    fn a_possessive_is_written_from_the_name_and_more_arguments_than_fit_in_place_are_kept() {
        let t = crate::text!(
            "{} {} ability: {} and {}.",
            Arg::possessive("Vader"),
            "When Played",
            Arg::possessive(Arc::<str>::from("Nico Lucas")),
            4u8
        );
        assert_eq!(t, "Vader's When Played ability: Nico Lucas' and 4.");
        let args: Vec<&Arg> = t.args().collect();
        assert_eq!(args.len(), 4);
        assert_eq!(args[3], &Arg::Number(4));
    }

    #[test]
    fn texts_compare_by_their_words_however_they_were_made() {
        let made = crate::text!("{} wins", "Nico");
        let read = Text::from("Nico wins".to_string());
        assert_eq!(made, read);
        assert_ne!(made, Text::from("Alex wins"));
        assert_eq!(format!("{made:?}"), "\"Nico wins\"");
        assert_eq!(made.clone().into_string(), "Nico wins");
    }

    #[test]
    fn json_and_postcard_write_the_sentence_and_read_it_back_as_finished_words() {
        let t = crate::text!("{} draws {} cards.", Arc::<str>::from("Alex"), 2usize);
        assert_eq!(
            serde_json::to_string(&t).unwrap(),
            "\"Alex draws 2 cards.\""
        );
        let back: Text = serde_json::from_str("\"Alex draws 2 cards.\"").unwrap();
        assert_eq!(back, t);

        let bytes = postcard::to_allocvec(&t).unwrap();
        // The same bytes as the sentence's own String.
        assert_eq!(bytes, postcard::to_allocvec("Alex draws 2 cards.").unwrap());
        let back: Text = postcard::from_bytes(&bytes).unwrap();
        assert_eq!(back.template_str(), "Alex draws 2 cards.");
        assert_eq!(back.args().count(), 0);
        assert_eq!(back, t);
        // Cut short, it is an error, not a panic.
        assert!(postcard::from_bytes::<Text>(&bytes[..bytes.len() - 3]).is_err());
    }
}
