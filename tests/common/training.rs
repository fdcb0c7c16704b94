//! Cards no printed set has, for boards the bundled pool cannot build: a
//! leader whose action defeats a friendly unit and plays another (modified
//! plays that nest), two Yodas that share a name (a reprint with another id,
//! and another subtitle) and a unique upgrade (the uniqueness checks).

use super::Board;

/// Training cards for boards the bundled pool cannot build.
pub const TRAINING_CARDS: &str = r#"
[[card]]
id = "training-commander"
name = "Training Commander"
subtitle = "Drill Sergeant"
type = "leader"
power = 2
hp = 6
arena = "ground"
unique = true
text = "Action [Exhaust]: Defeat a friendly unit. Then play a unit from your hand; it costs 1 less."

[[card.ability]]
id = "action"
when = ["action"]
exhaust = true
effects = [
  { do = "defeat", target = "chosen_friendly_unit" },
  { do = "play_unit", from = "hand", cost_reduction = 1 },
]

[[card]]
id = "yoda-reprint"
name = "Yoda"
subtitle = "Old Master"
type = "unit"
cost = 3
power = 2
hp = 4
arena = "ground"
unique = true
text = "A reprint of Yoda, Old Master: the same card under another id."

[[card]]
id = "yoda-sensing-darkness"
name = "Yoda"
subtitle = "Sensing Darkness"
type = "unit"
cost = 5
power = 3
hp = 6
arena = "ground"
unique = true
text = "Another Yoda: same name, different subtitle."

[[card]]
id = "training-saber"
name = "Training Saber"
subtitle = "Heirloom"
type = "upgrade"
cost = 1
unique = true
text = "A unique upgrade."
"#;

/// An empty [`Board`] whose pool also holds [`TRAINING_CARDS`].
pub fn training_board() -> Board {
    let mut b = Board::new();
    b.pool
        .add_file("training.toml", TRAINING_CARDS)
        .expect("training cards load");
    b
}
