//! The ordering widget's state, apart from any page: the trainee's current
//! order, the event picked up by keyboard (Space to pick up, arrows to move,
//! Space to drop, Escape to put it back), and what each action should tell a
//! screen reader. The browser component only renders this model and passes
//! it keys, button presses and drops.

use serde::{Deserialize, Serialize};

/// An event picked up by keyboard, and where it was when picked up.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Grab {
    pub label: String,
    pub start: usize,
}

/// A key the list understands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Key {
    /// Space or Enter: pick up, or drop what is picked up.
    Toggle,
    Up,
    Down,
    Escape,
}

impl Key {
    /// The key a browser names (`KeyboardEvent.key`), if the list uses it.
    pub fn from_name(name: &str) -> Option<Key> {
        match name {
            " " | "Enter" => Some(Key::Toggle),
            "ArrowUp" => Some(Key::Up),
            "ArrowDown" => Some(Key::Down),
            "Escape" => Some(Key::Escape),
            _ => None,
        }
    }
}

/// What an action did, for the page to announce and to put focus back.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Effect {
    /// Nothing changed (a move past either end, a key with nothing to do).
    Nothing,
    /// `label` moved to position `to` (0-based).
    Moved {
        label: String,
        to: usize,
    },
    PickedUp {
        label: String,
        at: usize,
    },
    Dropped {
        label: String,
        at: usize,
    },
    /// The move was undone: `label` is back at `at`.
    Cancelled {
        label: String,
        at: usize,
    },
    /// Nothing is picked up and an arrow moved focus to `label`.
    Focus {
        label: String,
    },
}

impl Effect {
    /// The event focus belongs on after this action, if it moved.
    pub fn focus(&self) -> Option<&str> {
        match self {
            Effect::Nothing => None,
            Effect::Moved { label, .. }
            | Effect::PickedUp { label, .. }
            | Effect::Dropped { label, .. }
            | Effect::Cancelled { label, .. }
            | Effect::Focus { label } => Some(label),
        }
    }

    /// What a screen reader hears, with `name` giving an event's name.
    pub fn announcement(&self, len: usize, name: impl Fn(&str) -> String) -> Option<String> {
        Some(match self {
            Effect::Nothing | Effect::Focus { .. } => return None,
            Effect::Moved { label, to } => {
                format!("{} moved to position {} of {len}.", name(label), to + 1)
            }
            Effect::PickedUp { label, at } => format!(
                "{} picked up, position {} of {len}. Use the arrow keys to move it, Space to drop it, Escape to cancel.",
                name(label),
                at + 1
            ),
            Effect::Dropped { label, at } => {
                format!("{} dropped at position {}.", name(label), at + 1)
            }
            Effect::Cancelled { label, at } => {
                format!("Move cancelled. {} is back at position {}.", name(label), at + 1)
            }
        })
    }
}

/// The trainee's order and what is picked up.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Ordering {
    pub order: Vec<String>,
    #[serde(default)]
    pub grabbed: Option<Grab>,
}

impl Ordering {
    pub fn new(order: Vec<String>) -> Self {
        Ordering {
            order,
            grabbed: None,
        }
    }

    pub fn position(&self, label: &str) -> Option<usize> {
        self.order.iter().position(|l| l == label)
    }

    pub fn is_grabbed(&self, label: &str) -> bool {
        self.grabbed.as_ref().is_some_and(|g| g.label == label)
    }

    /// Move `label` to position `to` (clamped to the list).
    pub fn move_to(&mut self, label: &str, to: usize) -> Effect {
        let Some(from) = self.position(label) else {
            return Effect::Nothing;
        };
        let to = to.min(self.order.len().saturating_sub(1));
        if from == to {
            return Effect::Nothing;
        }
        let item = self.order.remove(from);
        self.order.insert(to, item);
        Effect::Moved {
            label: label.to_string(),
            to,
        }
    }

    /// Move `label` one place up (`-1`) or down (`1`); nothing past either end.
    pub fn step(&mut self, label: &str, up: bool) -> Effect {
        match (self.position(label), up) {
            (Some(0), true) | (None, _) => Effect::Nothing,
            (Some(at), true) => self.move_to(label, at - 1),
            (Some(at), false) => self.move_to(label, at + 1),
        }
    }

    /// A drag of `dragged` dropped on the event `onto`: it takes that place.
    pub fn drop_onto(&mut self, dragged: &str, onto: &str) -> Effect {
        match self.position(onto) {
            Some(to) => self.move_to(dragged, to),
            None => Effect::Nothing,
        }
    }

    /// A key pressed while `label` has focus.
    pub fn key(&mut self, label: &str, key: Key) -> Effect {
        let Some(here) = self.position(label) else {
            return Effect::Nothing;
        };
        match key {
            Key::Toggle => match self.grabbed.take() {
                Some(_) => Effect::Dropped {
                    label: label.to_string(),
                    at: here,
                },
                None => {
                    self.grabbed = Some(Grab {
                        label: label.to_string(),
                        start: here,
                    });
                    Effect::PickedUp {
                        label: label.to_string(),
                        at: here,
                    }
                }
            },
            Key::Escape => match self.grabbed.take() {
                Some(g) => {
                    self.move_to(&g.label, g.start);
                    Effect::Cancelled {
                        at: self.position(&g.label).unwrap_or(g.start),
                        label: g.label,
                    }
                }
                None => Effect::Nothing,
            },
            Key::Up | Key::Down => {
                let up = key == Key::Up;
                if self.grabbed.is_some() {
                    return self.step(label, up);
                }
                // Without an event picked up, arrows move focus.
                let next = if up {
                    here.checked_sub(1)
                } else {
                    Some(here + 1)
                };
                match next.and_then(|i| self.order.get(i)) {
                    Some(l) => Effect::Focus { label: l.clone() },
                    None => Effect::Nothing,
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn o(v: &[&str]) -> Ordering {
        Ordering::new(v.iter().map(|s| s.to_string()).collect())
    }

    fn order(m: &Ordering) -> Vec<&str> {
        m.order.iter().map(String::as_str).collect()
    }

    #[test]
    fn pick_up_move_and_drop_by_keyboard() {
        let mut m = o(&["a", "b", "c"]);
        assert_eq!(
            m.key("c", Key::Toggle),
            Effect::PickedUp {
                label: "c".into(),
                at: 2
            }
        );
        assert!(m.is_grabbed("c"));
        m.key("c", Key::Up);
        m.key("c", Key::Up);
        assert_eq!(order(&m), ["c", "a", "b"]);
        // Past the top nothing moves.
        assert_eq!(m.key("c", Key::Up), Effect::Nothing);
        let dropped = m.key("c", Key::Toggle);
        assert_eq!(
            dropped,
            Effect::Dropped {
                label: "c".into(),
                at: 0
            }
        );
        assert!(m.grabbed.is_none());
        assert_eq!(
            dropped.announcement(3, |l| l.to_uppercase()).as_deref(),
            Some("C dropped at position 1.")
        );
    }

    #[test]
    fn escape_puts_the_event_back_where_it_was_picked_up() {
        let mut m = o(&["a", "b", "c"]);
        m.key("a", Key::Toggle);
        m.key("a", Key::Down);
        m.key("a", Key::Down);
        assert_eq!(order(&m), ["b", "c", "a"]);
        let e = m.key("a", Key::Escape);
        assert_eq!(order(&m), ["a", "b", "c"]);
        assert_eq!(e.focus(), Some("a"));
        assert_eq!(
            e.announcement(3, str::to_string).as_deref(),
            Some("Move cancelled. a is back at position 1.")
        );
        // Escape with nothing picked up does nothing.
        assert_eq!(m.key("a", Key::Escape), Effect::Nothing);
    }

    #[test]
    fn arrows_without_a_pick_up_move_focus_only() {
        let mut m = o(&["a", "b", "c"]);
        assert_eq!(m.key("b", Key::Down), Effect::Focus { label: "c".into() });
        assert_eq!(m.key("b", Key::Up), Effect::Focus { label: "a".into() });
        assert_eq!(m.key("c", Key::Down), Effect::Nothing);
        assert_eq!(order(&m), ["a", "b", "c"]);
        assert_eq!(
            Effect::Focus { label: "a".into() }.announcement(3, str::to_string),
            None
        );
    }

    #[test]
    fn buttons_and_drops_move_one_event() {
        let mut m = o(&["a", "b", "c"]);
        assert_eq!(m.step("a", true), Effect::Nothing);
        assert_eq!(
            m.step("a", false),
            Effect::Moved {
                label: "a".into(),
                to: 1
            }
        );
        assert_eq!(order(&m), ["b", "a", "c"]);
        assert_eq!(m.step("c", false), Effect::Nothing);
        assert_eq!(
            m.drop_onto("c", "b"),
            Effect::Moved {
                label: "c".into(),
                to: 0
            }
        );
        assert_eq!(order(&m), ["c", "b", "a"]);
        assert_eq!(
            m.drop_onto("c", "c"),
            Effect::Nothing,
            "a drop onto itself moves nothing"
        );
        assert_eq!(
            Effect::Moved {
                label: "c".into(),
                to: 0
            }
            .announcement(3, str::to_string)
            .as_deref(),
            Some("c moved to position 1 of 3.")
        );
    }

    #[test]
    fn unknown_labels_and_keys_change_nothing() {
        let mut m = o(&["a", "b"]);
        assert_eq!(m.key("zz", Key::Toggle), Effect::Nothing);
        assert_eq!(m.move_to("zz", 0), Effect::Nothing);
        assert_eq!(m.drop_onto("a", "zz"), Effect::Nothing);
        assert_eq!(Key::from_name("Tab"), None);
        assert_eq!(Key::from_name(" "), Some(Key::Toggle));
        assert_eq!(Key::from_name("Enter"), Some(Key::Toggle));
        let mut empty = Ordering::default();
        assert_eq!(empty.move_to("a", 3), Effect::Nothing);
        assert_eq!(order(&m), ["a", "b"]);
    }
}
