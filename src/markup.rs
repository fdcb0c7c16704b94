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

/// Markup being written.
#[derive(Default)]
pub struct Markup(String);

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
        Markup::default()
    }

    /// `<tag name="value"…>`.
    pub fn open(&mut self, tag: &'static str, attrs: &[(&'static str, &str)]) -> &mut Markup {
        self.0.push('<');
        self.0.push_str(tag);
        for (name, value) in attrs {
            self.0.push(' ');
            self.0.push_str(name);
            self.0.push_str("=\"");
            escape(value, &mut self.0);
            self.0.push('"');
        }
        self.0.push('>');
        self
    }

    /// `</tag>`.
    pub fn close(&mut self, tag: &'static str) -> &mut Markup {
        self.0.push_str("</");
        self.0.push_str(tag);
        self.0.push('>');
        self
    }

    /// Text, escaped.
    pub fn text(&mut self, t: &str) -> &mut Markup {
        escape(t, &mut self.0);
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
        self.0
    }
}
