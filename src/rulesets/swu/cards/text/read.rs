//! The reader: one normalised line of printed text into the vocabulary, by
//! a small hand-written recursive-descent parser (a function per rule of
//! the grammar below; each returns `None` and leaves the cursor where it
//! was when its rule does not match, so alternatives are tried in order).
//!
//! ```text
//! line      := keyword | upgrade-line | smuggle | action | triggered
//!            | coordinate | bounty | constant (a unit's, text/constant.rs)
//!            | would-be-captured (a unit's replacement, 7.7.5, text/would_be_captured.rs)
//!            | first-event-loses (Relentless's constant ability, 8.14.2, text/first_event_loses.rs)
//!            | conditional (a unit's "While ...", text/conditional.rs)
//!            | this-unit (a unit's "This unit can't attack.", text/this_unit.rs)
//!            | attached-gets (a unit's "Attached unit gets +3/+3 and gains Grit.",
//!                        text/attach_as_upgrade.rs)
//!            | own-cost (a unit's or event's "This unit costs 1 less to play ...",
//!                        text/own_cost.rs)
//!            | chosen-before (an event's "Give another friendly unit" / "a third friendly unit"
//!                             MOD " for this phase.", 8.18.2, text/chosen_before.rs)
//!            | alternative-cost (an event's "... instead of paying this event's cost.",
//!                        text/alternative_cost.rs)
//!            | event-body                                  (whole line)
//! upgrade-line := attach | gains | granted | upgrade-played   (an upgrade's; `text::upgrade`)
//! bounty    := "Bounty - " body
//! keyword   := KEYWORD | NUMBERED-KEYWORD " " N               (KEYWORD_WORDS)
//! smuggle   := "Smuggle [C=" N (" " ASPECT)+ "]"
//!            | smuggle-dealing                        (text/smuggle_cost.rs)
//! action    := "Action [" cost ("," " " cost)* "]: " body
//! cost      := "C=" N | "Exhaust" | "defeat a friendly unit"
//!            | "return this unit to " ("its" | "his" | "her") " owner's hand"
//! triggered := trigger ("/" trigger)* ": " body               (TRIGGERS' printed words)
//! coordinate := "Coordinate - " triggered                     (7.5.15a)
//! body      := sentence (" " sentence)* [" Use this ability only once each round."]
//!                                                   (8.32.3, text/once_each_round.rs)
//! sentence  := if-you-do | those-cards | defeat-count | any-number-capture | if-you-dont
//!            | defeat-shield-then | attached-named | if | use-force | delayed | follow
//!            | either-or                              ("Either X or Y.", text/either_or.rs)
//!            | chosen-keyword   ("Choose Grit, ... While this unit is in play, ...", text/chosen_keyword.rs)
//!            | from-discard                           (The Marauder, text/resource_cards.rs)
//!            | heal-divided     ("Heal up to N total damage ...", Redemption, text/heal_divided.rs)
//!            | reveal-enemy-resources  (Scanning Officer, text/reveal_enemy_resources.rs)
//!            | reveal-resource                        (Hunter, text/reveal_resource.rs)
//!            | defeat-upgrade-then                    (Finn, text/upgrade_then.rs)
//!            | take-upgrade                           (Pre Vizsla, text/take_upgrade.rs)
//!            | attach-as-upgrade  ("If this card is a unit, attach it as an upgrade to " NAME ".",
//!                                  Phantom II, text/attach_as_upgrade.rs)
//!            | ["You may "] clause (" and " N " damage to " target)* "."
//!                 (not "pay", "use the Force"; the "and" part after "deal" only, text/compound.rs;
//!                  damage to two or more units one effect dealt at once, text/at_once.rs)
//! delayed   := "At the start of the regroup phase, " clause "."     (text/delayed.rs)
//!            | "If it's not a unit, " clause "."                 (text/deck.rs)
//!            | "Choose " unit ". If it has " KEYWORD ", " clause ". Otherwise, " clause "."
//!                                                                  (text/choose.rs)
//!            | "For each opponent, choose one: either " option ", or " option "."
//!                                                                  (text/either.rs)
//! instead   := "Give " unit " " MOD " for this phase. If " condition ", give that " UNIT-WORDS
//!              " " MOD " for this phase instead."                (7.7.5, text/instead.rs)
//! follow    := (play | clause-on-one-chosen-unit) "." (" " sentence-about-it ".")+
//!                                                                  (text/follow.rs)
//!            | clause-on-a-chosen-unit ". If it's a " words ", " clause "."  (text/if_its.rs)
//! if-you-do := "You may " ("pay " N | "use the Force" | "discard a card from your hand"
//!                         | "reveal " card " from your hand"
//!                         | "disclose " ASPECT (" " ASPECT)*     (8.38, text/disclose.rs)
//!                         | a Shield token to, or exhausting, one chosen unit (cards::if_you_do::tells))
//!              ". If you do, " clause [" and " draw] "."     (the draw after damage: text/and_draw.rs)
//! use-force := "Use the Force. If you do, " clause "."           (8.37.4, text/use_the_force.rs)
//! redirect  := "You may choose " unit ". If you do, all damage that would be dealt to this unit"
//!              " during this attack is dealt to the chosen unit instead."  (7.7.5, text/redirect.rs)
//! captured-in-its-arena := "Choose " unit ". A friendly unit in the same arena captures that unit."
//!                                                   (8.33.1, text/captured_in_its_arena.rs)
//! any-number-capture := "Choose any number of friendly units. Each of those units captures "
//!              unit [" in the same arena"] "."          (8.33.1, text/unit_captures.rs)
//! if-you-dont := "You may " ("rescue a captured card" | "use the Force" | "disclose " ASPECT+)
//!              ". If you don't, " clause "."          (open question 26, text/if_you_dont.rs)
//! defeat-shield-then := "You may defeat a Shield token on " unit ". If you do, " clause-on-"that unit" "."
//!                                                   (8.32.2, text/that_unit.rs)
//! defeat-upgrade-then := ("You may defeat " | "Defeat ") upgrade [" on a unit"] ". If you do, "
//!              clause-on-"that unit" "."              (1.5.3a, 8.9.1, text/upgrade_then.rs)
//! attached-named := "If attached unit is " NAME ", " clause-on-"him"/"her" (" and " ...)* "."
//!                                                   (an upgrade's When Played; text/attached_named.rs)
//! those-cards := "You may discard " N " of those cards. If you do, that player draws " CARDS "."
//!                 (written only after "Look at an opponent's hand.", text/those_cards.rs)
//! defeat-count := "Defeat " unit ". For each upgrade that was on that unit, " clause "."
//!                                                   (text/upgrades_that_were_on.rs)
//! if        := "If " condition ", " ["you may "] clause "."
//! condition := "you have the initiative" | "you control " unit   (unit: "a", "an" or "another", no side)
//!            | "this unit is upgraded" | "a base has " N " or more damage on it"
//!            | "an enemy unit has " ("a Bounty" | KEYWORD)
//!            | "the defending player controls more resources than you" (text/conditions.rs)
//!            | "this unit isn't attacking a base"                       (6.3.1b, text/conditions.rs)
//!            | "this unit is attacking " unit [" that didn't enter play this round"]
//!                                                        (6.3.1b, 5.3.2, text/attacking_a.rs)
//!            | ("a friendly" | "an enemy") " unit was defeated this phase"
//!            | N " or more " ("friendly" | "enemy") " units were defeated this phase"
//!            | "you played " ("a" | "an") " " (ASPECT | TRAIT) " card this phase" (text/this_phase.rs)
//! clause    := one-clause (" and " one-clause-on-"it")*         (text/compound.rs)
//! one-clause := "Deal " N " damage to " target
//!            | "Heal " (N | "all") " damage from " target
//!            | "Give a Shield token to " target | "Give " N " Shield tokens to " target
//!            | "heal damage from " target " equal to the damage on this unit"
//!            | "deal 1 damage to " target " for each damage on this unit"   (text/damage_on_this.rs)
//!            | "For each player with " N " or more damage on their base, draw a card"
//!                                                        (text/draw_for_each.rs)
//!            | "you lose the game"                       (text/lose_game.rs)
//!            | "Give " ("an Experience token" | N " Experience tokens") " to " target
//!            | "Give " target " " MOD " for this " ("phase" | "attack")
//!            | "Give " target " " keyword " for this " ("phase" | "attack")
//!            | "Draw a card" | "Draw " N " cards" [", then discard a card from your hand"]
//!                                                        (text/then_discard.rs)
//!            | ("Defeat" | "Exhaust" | "Ready") " " target
//!            | "Return " target " to its owner's hand"
//!            | "Create a " TOKEN " token" | "Create " N " " TOKEN " tokens"
//!            | "Discard a card from your hand"
//!            | "Each opponent discards a card from their hand"
//!            | "Discard " ("a card" | N " cards") " from your deck"
//!            | "Look at an opponent's hand"
//!            | "Attack with " unit [", even if it's exhausted"] [". It gets +" N "/+0 for this attack"
//!                | ". It " ["gets +" N "/+0 and "] "can't attack bases for this attack"
//!                                                        (text/attack_with.rs)
//!                | ". If it's " ("a" | "an") " " TRAIT " unit, it gets +" N "/+0 for this attack"]
//!            | gains | gets | loses | captures            (subject first: text/subject.rs)
//!            | ("Attached unit" | "he" | "she") " captures " unit [" with less power than " PRONOUN]
//!                                     (an upgrade's When Played; 8.33.1, text/capture_by_it.rs)
//!            | look-at-top | look-at-each-top | reveal-any-top (text/deck.rs)
//!            | "Reveal the top card of your deck"          (text/reveal_top.rs)
//!            | chosen-players-draw | chosen-player-discards (text/players.rs)
//!            | defeat-upgrade | return-upgrade           (text/upgrades_in_play.rs)
//!            | move-upgrade                             (3.6.14, text/move_upgrade.rs)
//!            | return-each-upgrade                      (Bamboozle, text/upgrades_on.rs)
//!            | up-to                                      ("each of up to N ... units", text/up_to.rs)
//!            | reveal-from-hand            (only before "If you do", text/deck.rs)
//!            | "Deal damage to " target " equal to the number of resources you control"
//!                                                        (text/amount_of.rs)
//!            | "Look at the top card of your deck. You may put it on the bottom of your deck"
//!                                                        (text/top_card.rs)
//!            | "Put this unit into play as a resource" [" and ready it"]
//!            | "The Force is with you"                      (8.37.2)
//!            | ("a" | "another") " friendly unit captures " unit [" in the same arena"]
//!                                                        (8.33.1, text/unit_captures.rs)
//!            | clause-on-a-chosen-unit " with power equal to or less than the number of upgrades on "
//!                ("enemy" | "friendly") " units"        (3.6.12, text/power_at_most_upgrades.rs)
//!            | "rescue a captured card"                     (8.33.3, text/if_you_dont.rs)
//!            | "Deal " N " indirect damage to " ("a player" | "the defending player" | "each opponent")
//!                                                        (8.35, text/indirect.rs)
//!            | ("Create " | "Each player creates ") ("a Credit token" | N " Credit tokens")
//!            | "Defeat " ("a" | "an enemy" | "a friendly") " Credit token"   (3.7.13, text/credits.rs)
//!            | defeat-resource | return-resource | resource-card   (1.7, text/resource_cards.rs)
//!            | play                                         (text/play.rs)
//!            | "Play a unit that was defeated this phase from your discard pile"
//!            | "Return each unit in your discard pile that was defeated this phase to your hand"
//!                                                        (text/defeated_this_phase.rs)
//!            | "For each other card you played this phase, " clause
//!            | "each opponent draws a card then discards a random card from their hand"
//!                                                        (text/played_count.rs)
//!            | ("Ready " | "Exhaust ") ("him" | "her")   (this unit, text/pronoun.rs)
//!            | "deal 1 damage to the defender for each different cost among cards in your discard pile"
//!                                                        (text/discard_costs.rs)
//!                                                        (text/defeated_this_phase.rs)
//!            | "deal damage equal to that card's cost to their base or a ground unit they control"
//!                                     (in "When an opponent plays a card" only; text/equal.rs)
//!            | "Take control of " target | "its owner takes control of it"
//!            | "pay " N | "use the Force"                    (only in if-you-do)
//!            | "The next " {"non-" ASPECT ", "} KIND " you play this phase costs " N " less"
//!                                                        (7.7.4a, text/next_play.rs)
//!            | "Reveal up to " N " " ASPECT " cards from your hand. For each card revealed this way, "
//!              "give an Experience token to this unit"  (8.25.2, 8.34.1, text/reveal_each.rs)
//!            | "Choose " N " cards in your discard pile with different names. If you do, return 1 of "
//!              "them at random to your hand"             (8.9.1, 8.22.1, text/random_return.rs)
//!            | "Search the top " N " cards of your deck for a unit that costs " M " or less and "
//!              "discard it. For this phase, you may play that card from your discard pile for free"
//!                                                        (8.26, 1.8.5, text/search_discard.rs)
//!            | "For this phase, this unit's owner may play it from their discard pile for free"
//!                                                        (1.8.5, text/free_from_discard.rs)
//!            (sentences) "Look at an opponent's hand, then name a card. While this unit is in play, "
//!              "each card with that name costs " N " more for your opponents to play."
//!                                                        (1.8.3, text/named_costs.rs)
//!            | "Each opponent may ready a resource"         (8.32.1, text/opponent_may.rs)
//!            | "Put this event into play as a resource"     (7.4.2, text/resource_event.rs)
//! target    := "this unit" | "your base" | "an enemy base" | "a base" | "it"
//!            | "a unit or base" | "a ground unit or a base" | "each base" | "each enemy base" | "the defender" | each | unit
//!            | "the defender or to a base"        (the defending unit or either base)
//!            | "attached unit"                    (only in upgrade-played)
//!            | "a unit in the defender's arena"     (the attacked unit's arena)
//! each      := "each " ["other "] words                    (every unit that passes)
//!            | "each " words " you control"             (friendly, 1.5.3a)
//!            | "each " words " the defending player controls"   (6.3.1a)
//! unit      := ("a" | "an" | "another") words               (a unit chosen)
//! words     := ["damaged" | "exhausted"] [side] ["damaged" (after "friendly")] ["non-leader"] ["unique"]
//!              [ASPECT | TRAIT] ["non-" TRAIT] ["token"] ["leader"] [arena] "unit"
//!              [" with " N (" or less remaining HP" | " or less power")
//!               | " with " ("a Bounty" | KEYWORD)     (its own or given)
//!               | " that costs " N " or less"
//!               | " that costs the same as or less than the revealed card"
//!               | " that entered play this phase"]
//! side      := "friendly" | "enemy";  arena := "ground" | "space"
//! MOD       := ("+" | "-") N "/" ("+" | "-") N      (a 0 printed with the other's sign)
//! ```
//!
//! Every clause is read in the engine's words: a target that needs a
//! filter ("a ground unit") is a `choose` of the unit with the filter, the
//! clause then applying to "it"; "each" with a filter ("each other ground
//! unit") is a `for_each` of the units that pass, the clause applying to
//! each as "it", all at once. "another" and "other" are read only on a
//! unit's or a leader's text, where they mean "other than this unit". The
//! first verb of a sentence is read capitalised, after "You may " in lower case; whether the printed
//! capitalisation and articles were right is the round trip's to say.

use super::super::ability::{Ability, Effect, Pronoun};
use super::super::trigger::{Trigger, TRIGGERS};
use super::super::{CardType, Keyword};
use super::sentence::sentence;
use super::{Line, KEYWORD_WORDS};

/// Where the parser is in a line.
pub(super) struct Cursor<'a> {
    pub(super) s: &'a str,
    pub(super) at: usize,
    /// "another" means "other than this unit" only on a unit's or a
    /// leader's text; on an event or an upgrade it points back at an
    /// earlier choice, which the vocabulary cannot say yet.
    pub(super) another_is_other_than_this: bool,
    /// "attached unit" is the unit an upgrade is attached to, "it" to the
    /// engine: read only in an upgrade's own When Played ability, the one
    /// place the engine sets "it" to that unit (`text::upgrade`).
    pub(super) attached_is_it: bool,
}

impl<'a> Cursor<'a> {
    /// A cursor at the start of other words read as this line reads its
    /// own ("another" and "attached unit" meaning the same): for a copy of
    /// part of the line rewritten first (a plural made singular, "that
    /// unit" made "it").
    pub(super) fn over<'b>(&self, s: &'b str) -> Cursor<'b> {
        Cursor {
            s,
            at: 0,
            another_is_other_than_this: self.another_is_other_than_this,
            attached_is_it: self.attached_is_it,
        }
    }

    pub(super) fn rest(&self) -> &'a str {
        &self.s[self.at..]
    }

    pub(super) fn done(&self) -> bool {
        self.at == self.s.len()
    }

    /// The literal, exactly.
    pub(super) fn eat(&mut self, lit: &str) -> bool {
        if self.rest().starts_with(lit) {
            self.at += lit.len();
            true
        } else {
            false
        }
    }

    /// A sentence's first word: its first letter in either case.
    pub(super) fn eat_verb(&mut self, lit: &str, capital: bool) -> bool {
        let mut chars = lit.chars();
        let Some(first) = chars.next() else {
            return true;
        };
        let first = if capital {
            first.to_ascii_uppercase()
        } else {
            first.to_ascii_lowercase()
        };
        // Its first letter then the rest, each eaten in place, not built
        // as one string: the readers try a verb at most places of every
        // line they read.
        let at = self.at;
        let mut buf = [0; 4];
        if self.eat(first.encode_utf8(&mut buf)) && self.eat(chars.as_str()) {
            return true;
        }
        self.at = at;
        false
    }

    pub(super) fn number(&mut self) -> Option<u32> {
        let digits = self.rest().bytes().take_while(u8::is_ascii_digit).count();
        if digits == 0 {
            return None;
        }
        let n = self.rest()[..digits].parse().ok()?;
        self.at += digits;
        Some(n)
    }

    /// Run a rule; on failure put the cursor back.
    pub(super) fn attempt<T>(&mut self, rule: impl FnOnce(&mut Self) -> Option<T>) -> Option<T> {
        let start = self.at;
        let out = rule(self);
        if out.is_none() {
            self.at = start;
        }
        out
    }

    /// The number printed between two literals ("you control " 6 " or
    /// more resources"); nothing eaten unless all three are there.
    pub(super) fn number_between(&mut self, before: &str, after: &str) -> Option<u32> {
        self.attempt(|c| {
            c.eat(before).then_some(())?;
            let n = c.number()?;
            c.eat(after).then_some(n)
        })
    }
}

/// Read one normalised line of a card of this type. `Err` names why the
/// line is not read (shown as the unread part).
pub fn read_line(line: &str, card_type: CardType) -> Result<Line, String> {
    match read_any(line, card_type)? {
        Line::Ability(a)
            if !super::subject::defender_only_on_attack(&a)
                || !super::equal::only_where_a_card_was_played(&a) =>
        {
            Err(line.to_string())
        }
        l => Ok(l),
    }
}

/// A reader of a whole line.
type LineRule = fn(&mut Cursor) -> Option<Line>;

/// The lines any card may print, after its keywords and an upgrade's own
/// lines (`upgrade::LINES`): tried in order, the first that reads the
/// whole line wins.
const ANY_CARD_LINES: &[LineRule] = &[
    super::smuggle_cost::line,
    super::smuggle_cost::smuggle,
    |c| action(c).map(Line::Ability),
    // "When you play an upgrade on a unit: ... that unit." (text/upgrade_on_a_unit.rs).
    |c| super::upgrade_on_a_unit::line(c).map(Line::Ability),
    |c| triggered(c).map(Line::Ability),
    |c| coordinate(c).map(Line::Ability),
    |c| bounty(c).map(Line::Ability),
];

/// A unit's lines with no trigger, read on a unit only: the engine
/// applies the constants of units in play, and a leader's two sides share
/// one list. Tried in order, like [`ANY_CARD_LINES`].
const UNIT_LINES: &[LineRule] = &[
    |c| super::constant::constant(c).map(Line::Constant),
    // "The first event played by each opponent each round loses all
    // abilities." (8.14.2, text/first_event_loses.rs).
    |c| super::first_event_loses::line(c).map(Line::Ability),
    // "If this unit would be captured, ... instead." (7.7.5,
    // text/would_be_captured.rs).
    |c| super::would_be_captured::line(c).map(Line::Ability),
    |c| super::conditional::conditional(c).map(Line::Constant),
    |c| super::this_unit::this_unit(c).map(Line::Constant),
    |c| super::resource_smuggle::constant(c).map(Line::Constant),
];

fn read_any(line: &str, card_type: CardType) -> Result<Line, String> {
    let mut c = Cursor {
        s: line,
        at: 0,
        another_is_other_than_this: matches!(card_type, CardType::Unit | CardType::Leader),
        attached_is_it: false,
    };
    let whole = |c: &mut Cursor, rule: &dyn Fn(&mut Cursor) -> Option<Line>| {
        c.attempt(|c| rule(c).filter(|_| c.done()))
    };
    if let Some(l) = whole(&mut c, &keyword) {
        // Plot plays the card from the resources (7.5.19a): the engine
        // plays a unit or an event that way, not yet an upgrade.
        let plot = matches!(
            l,
            Line::Keyword {
                keyword: Keyword::Plot,
                ..
            }
        );
        if plot && !matches!(card_type, CardType::Unit | CardType::Event) {
            return Err(line.to_string());
        }
        return Ok(l);
    }
    if card_type == CardType::Upgrade {
        for rule in super::upgrade::LINES {
            if let Some(l) = whole(&mut c, rule) {
                return Ok(l);
            }
        }
    }
    for rule in ANY_CARD_LINES {
        if let Some(l) = whole(&mut c, rule) {
            return Ok(l);
        }
    }
    // A base's "Each ... unit you control gets +N/+N." (3.2.1): the engine
    // applies it to its controller's units (`engine::base_abilities`).
    if card_type == CardType::Base {
        if let Some(l) = whole(&mut c, &|c| {
            super::constant::constant(c)
                .filter(|k| k.to == super::super::ability::ConstantScope::UnitsYouControl)
                .map(Line::Constant)
        }) {
            return Ok(l);
        }
    }
    if card_type == CardType::Unit {
        for rule in UNIT_LINES {
            if let Some(l) = whole(&mut c, rule) {
                return Ok(l);
            }
        }
        // "Attached unit gets +3/+3 and gains Grit." (a unit card that
        // becomes an upgrade, text/attach_as_upgrade.rs).
        if let Some(l) = whole(&mut c, &super::attach_as_upgrade::attached_gets) {
            return Ok(l);
        }
    }
    if card_type == CardType::Event {
        if let Some(l) = whole(&mut c, &|c| {
            super::alternative_cost::read(c).map(Line::AlternativeCost)
        }) {
            return Ok(l);
        }
        // "Choose a unit. It loses all abilities ..." (text/loses_all.rs).
        if let Some(l) = whole(&mut c, &|c| super::loses_all::line(c).map(Line::Ability)) {
            return Ok(l);
        }
    }
    // An upgrade's: "While playing this upgrade on a Mandalorian unit, ...".
    if matches!(
        card_type,
        CardType::Unit | CardType::Event | CardType::Upgrade
    ) {
        if let Some(l) = whole(&mut c, &|c| {
            super::own_cost::own_cost(c, card_type).map(|cost| Line::OwnCost {
                cost,
                event: card_type == CardType::Event,
            })
        }) {
            return Ok(l);
        }
    }
    // A unit's or a leader's constant about the cards its controller
    // plays: in effect while the card is in play (7.3.1).
    if matches!(card_type, CardType::Unit | CardType::Leader) {
        if let Some(l) = whole(&mut c, &|c| {
            super::play_costs::play_cost(c).map(Line::PlayCost)
        }) {
            return Ok(l);
        }
    }
    // "Give another friendly unit +2/+2 for this phase." after an earlier
    // line's choice (text/chosen_before.rs).
    if card_type == CardType::Event {
        if let Some(l) = whole(&mut c, &|c| {
            super::chosen_before::line(c).map(Line::Ability)
        }) {
            return Ok(l);
        }
    }
    if card_type == CardType::Event {
        if let Some(l) = whole(&mut c, &|c| {
            body(c).map(|(may, effects)| Line::Ability(ability(vec![Trigger::Event], may, effects)))
        }) {
            return Ok(l);
        }
    }
    Err(line.to_string())
}

/// `e`, or "you may" `e` when `may`: a sentence that began "You may ".
pub(super) fn may_or_must(may: bool, e: Effect) -> Effect {
    if may {
        Effect::May { then: vec![e] }
    } else {
        e
    }
}

pub(super) fn ability(when: Vec<Trigger>, may: bool, effects: Vec<Effect>) -> Ability {
    Ability {
        id: None,
        when,
        may,
        granted: false,
        cost: 0,
        exhaust: false,
        coordinate: false,
        effects,
        defeat_friendly: false,
        return_this: None,
        played: None,
    }
}

pub(super) fn keyword(c: &mut Cursor) -> Option<Line> {
    for (word, kw, numbered) in KEYWORD_WORDS {
        let got = c.attempt(|c| {
            if !c.eat(word) {
                return None;
            }
            if *numbered {
                c.eat(" ").then_some(())?;
                c.number()
            } else {
                Some(0)
            }
        });
        if let Some(amount) = got {
            return Some(Line::Keyword {
                keyword: *kw,
                amount,
            });
        }
    }
    None
}

/// An action ability's cost of defeating a unit you control (1.8.9).
pub(super) const DEFEAT_FRIENDLY: &str = "defeat a friendly unit";

fn action(c: &mut Cursor) -> Option<Ability> {
    c.attempt(|c| {
        c.eat("Action [").then_some(())?;
        let (mut cost, mut exhaust, mut defeat_friendly) = (0, false, false);
        let mut return_this = None;
        loop {
            if c.eat("C=") {
                cost = c.number()?;
            } else if c.eat("Exhaust") {
                exhaust = true;
            } else if c.eat(DEFEAT_FRIENDLY) {
                defeat_friendly = true;
            } else if let Some(p) = return_this_cost(c) {
                return_this = Some(p);
            } else {
                return None;
            }
            if !c.eat(", ") {
                break;
            }
        }
        c.eat("]: ").then_some(())?;
        let (may, effects) = body(c)?;
        let mut a = ability(vec![Trigger::Action], may, effects);
        a.cost = cost;
        a.exhaust = exhaust;
        a.defeat_friendly = defeat_friendly;
        a.return_this = return_this;
        Some(a)
    })
}

/// An action ability's cost "return this unit to his owner's hand"
/// (1.8.9, 8.24.1), with the card's pronoun.
fn return_this_cost(c: &mut Cursor) -> Option<Pronoun> {
    c.attempt(|c| {
        c.eat(RETURN_THIS).then_some(())?;
        let p = Pronoun::ALL.into_iter().find(|p| c.eat(possessive(*p)))?;
        c.eat(OWNERS_HAND).then_some(p)
    })
}

/// The words of that cost around the pronoun.
pub(super) const RETURN_THIS: &str = "return this unit to ";
pub(super) const OWNERS_HAND: &str = " owner's hand";

/// "its", "his", "her": the possessive of the card's word for itself.
pub(super) fn possessive(p: Pronoun) -> &'static str {
    match p {
        Pronoun::It => "its",
        Pronoun::He => "his",
        Pronoun::She => "her",
    }
}

/// The triggers a reader knows: every row of [`TRIGGERS`] a card prints
/// before a colon (an event's and an action's are read apart; Bounty is
/// printed with a dash and is not read yet).
pub(super) fn trigger_word(c: &mut Cursor) -> Option<Trigger> {
    let mut rows: Vec<_> = TRIGGERS
        .iter()
        .filter(|r| {
            !matches!(
                r.trigger,
                Trigger::Event | Trigger::Action | Trigger::Bounty
            )
        })
        .collect();
    // The longest first, so no printed word is cut short by a prefix. The
    // standard sort, not `crate::sorting`: `tw check` reads trigger words
    // often enough that the shared sort's indirection cost it a million
    // instructions.
    rows.sort_by_key(|r| std::cmp::Reverse(r.printed.len()));
    rows.into_iter()
        .find(|r| c.eat(r.printed))
        .map(|r| r.trigger)
}

pub(super) fn triggered(c: &mut Cursor) -> Option<Ability> {
    // "When you play another Underworld card:" (text/played_trigger.rs).
    if let Some(a) = c.attempt(|c| {
        let (trigger, filter) = super::played_trigger::read(c)?;
        c.eat(": ").then_some(())?;
        let (may, effects) = body(c)?;
        let mut a = ability(vec![trigger], may, effects);
        a.played = Some(filter);
        Some(a)
    }) {
        return Some(a);
    }
    c.attempt(|c| {
        let mut when = vec![trigger_word(c)?];
        while c.eat("/") {
            when.push(trigger_word(c)?);
        }
        c.eat(": ").then_some(())?;
        let (may, effects) = body(c)?;
        Some(ability(when, may, effects))
    })
}

/// "Coordinate - On Attack: Draw a card.": a triggered ability the card has
/// only while its controller controls 3 or more units (7.5.15a). An action
/// ability behind Coordinate is not read: the engine does not gate action
/// abilities by it.
pub(super) fn coordinate(c: &mut Cursor) -> Option<Ability> {
    c.attempt(|c| {
        c.eat("Coordinate - ").then_some(())?;
        let mut a = triggered(c)?;
        a.coordinate = true;
        Some(a)
    })
}

/// "Bounty - Draw a card.": collected by an opponent when this unit is
/// defeated or captured (7.5.13).
pub(super) fn bounty(c: &mut Cursor) -> Option<Ability> {
    c.attempt(|c| {
        c.eat("Bounty - ").then_some(())?;
        let (may, effects) = body(c)?;
        Some(ability(vec![Trigger::Bounty], may, effects))
    })
}

/// Sentences: the ability's own "may" when it is one sentence that starts
/// "You may"; a "You may" sentence among others is a `may` effect.
pub(super) fn body(c: &mut Cursor) -> Option<(bool, Vec<Effect>)> {
    let mut sentences = vec![sentence(c)?];
    let mut once = false;
    loop {
        // "Use this ability only once each round." ends the body
        // (text/once_each_round.rs).
        if super::once_each_round::ends(c) {
            once = true;
            break;
        }
        if c.attempt(|c| c.eat(" ").then_some(())).is_none() {
            break;
        }
        match sentence(c) {
            Some(s) => sentences.push(s),
            None => return None,
        }
    }
    if sentences.len() == 1 {
        let (may, effects) = sentences.pop()?;
        return Some(if once {
            super::once_each_round::wrap(may, effects)
        } else {
            (may, effects)
        });
    }
    let effects = sentences
        .into_iter()
        .flat_map(|(may, effects)| {
            if may {
                vec![Effect::May { then: effects }]
            } else {
                effects
            }
        })
        .collect();
    Some(if once {
        super::once_each_round::wrap(false, effects)
    } else {
        (false, effects)
    })
}
