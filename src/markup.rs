//! Static parts of a page (a board) written as markup text and set as an
//! element's content at once, instead of as reactive views: a view is
//! code generated per shape of markup, and a board never changes once
//! drawn (the page draws another board for another step). Written as
//! markup, the three boards made the trainee app's wasm 5 KB gzip smaller
//! (`docs/benchmarks.md`).
//!
//! Every text and attribute value goes through [`escape`]: what a scenario
//! says is text, never markup. Tag and attribute names are the code's own
//! (`&'static str`), never data. The page's Content-Security-Policy would
//! refuse an injected script or handler besides.

/// Markup being written. Each one is its own scope for ids ([`Markup::id`]):
/// a page draws several boards (the start, the step, a "What if…?"
/// branch), and the same card on two of them must not give two elements
/// one id.
pub struct Markup {
    text: String,
    scope: u32,
}

/// How many markups the page has drawn: the next one's scope.
static DRAWN: std::sync::atomic::AtomicU32 = std::sync::atomic::AtomicU32::new(0);

impl Default for Markup {
    fn default() -> Markup {
        Markup::new()
    }
}

/// `s` with the characters markup gives a meaning escaped.
pub fn escape(s: &str, out: &mut String) {
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
}

impl Markup {
    pub fn new() -> Markup {
        let scope = DRAWN.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        Markup {
            text: String::new(),
            scope,
        }
    }

    /// An id unique on the page for `local`, an id unique within this
    /// markup (a card's ref): the same card drawn on another board gets
    /// another.
    pub fn id(&self, local: &str) -> String {
        format!("m{}-{local}", self.scope)
    }

    /// `<tag name="value"…>`.
    pub fn open(&mut self, tag: &'static str, attrs: &[(&'static str, &str)]) -> &mut Markup {
        self.text.push('<');
        self.text.push_str(tag);
        for (name, value) in attrs {
            self.text.push(' ');
            self.text.push_str(name);
            self.text.push_str("=\"");
            escape(value, &mut self.text);
            self.text.push('"');
        }
        self.text.push('>');
        self
    }

    /// `</tag>`.
    pub fn close(&mut self, tag: &'static str) -> &mut Markup {
        self.text.push_str("</");
        self.text.push_str(tag);
        self.text.push('>');
        self
    }

    /// Text, escaped.
    pub fn text(&mut self, t: &str) -> &mut Markup {
        escape(t, &mut self.text);
        self
    }

    /// `<tag attrs>text</tag>`.
    pub fn el(
        &mut self,
        tag: &'static str,
        attrs: &[(&'static str, &str)],
        t: &str,
    ) -> &mut Markup {
        self.open(tag, attrs).text(t).close(tag)
    }

    /// `<span class="class">text</span>`: most of a board.
    pub fn span(&mut self, class: &str, t: &str) -> &mut Markup {
        self.el("span", &[("class", class)], t)
    }

    pub fn into_string(self) -> String {
        self.text
    }
}
