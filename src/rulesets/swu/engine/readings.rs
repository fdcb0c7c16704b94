//! The open ruling questions whose reading the engine follows, by their
//! number in `docs/rulings-questions.md`. A step that follows one carries
//! its number (`timing::Facts::readings`); a scenario question whose answer
//! rests on such a step must carry a `[[reading]]` with that `open` number
//! (the validator checks it), and `tests/readings.rs` checks that each open
//! entry of the document names exactly the scenarios whose run has a step
//! marked with it.
//!
//! Marked: 8, 10, 11, 12, 19, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 35, 36, 38, 39, 42 and 43. Entry 20 (a Pilot's Shielded or
//! Ambush played as an upgrade) is not: the engine does not model Piloting,
//! so no step takes either of its readings.

use crate::scenario_file::reading::OpenEntries;

/// SWU's open entries (its section of `docs/rulings-questions.md`): a
/// `[[reading]]`'s `open` must be one of them (`tests/readings.rs` keeps
/// the list in step with the document).
pub const OPEN: OpenEntries = OpenEntries {
    section: "Star Wars: Unlimited",
    numbers: &[
        8, 10, 11, 12, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 35, 36, 38, 39, 42,
        43,
    ],
};

/// The open questions whose steps the engine marks.
pub const MARKED: &[u32] = &[
    STATE_CHECK_AT_A_PHASE_MOMENT,
    CONTROL_CHANGED_SINCE_IT_TRIGGERED,
    DELAYED_EFFECT_AFTER_ITS_POINT,
    TOKEN_UNIT_CAPTURED,
    COORDINATE_LOOKS_BACK,
    WHAT_A_DELAYED_EFFECT_TRIGGERS,
    SMUGGLE_BRACKET_ICONS,
    CHOOSE_AN_OPTION_THAT_DOES_NOTHING,
    COMPLETED_ONLY_IN_PLAY,
    ONCE_EACH_ROUND_NEW_COPY,
    IF_YOU_DONT_WHEN_IT_CANNOT_BE_DONE,
    PLOT_PAYS_FOR_ITSELF,
    THAT_SHIELD_CHOSEN,
    NEXT_COSTS_LESS_MET_FOR_FREE,
    TOKEN_RETURNED_TO_HAND,
    ENEMY_RESOURCES_REVEALED_BY_ITS_CONTROLLER,
    GRANT_REACHES_LATER_UNITS,
    CREDIT_PAYS_ONE_OF_ANY_NUMBER,
    USE_WHEN_PLAYED_AGAIN,
    GUARD_BECOMES_AN_UPGRADE,
    UPGRADE_UNIT_CHOSEN_AT_DECLARATION,
    EITHER_PAY_OR_WITH_NOTHING,
    STOLEN_RESOURCE_GOES_BACK_AS_ARRANGED,
];

/// 35: a resource taken by DJ (SHD 213) goes back to its owner ready or
/// exhausted as its holder arranges their resources when it goes (1.7.4),
/// not in a state fixed for that card (`effects::stolen_resource`).
pub const STOLEN_RESOURCE_GOES_BACK_AS_ARRANGED: u32 = 35;

/// 38: "use that ability again" (Qui-Gon Jinn's Aethersprite): a When
/// Played ability is used when it resolves (not when its "you may" is
/// declined), keywords resolving like one and an upgrade's own count, and
/// the second use resolves at once, nested in the first.
pub const USE_WHEN_PLAYED_AGAIN: u32 = 38;

/// 39: in "pay any number of resources ... for each resource paid this
/// way" (Force Lightning), a Credit token defeated while paying pays 1 of
/// the number chosen (3.7.13), so it counts as a resource paid.
pub const CREDIT_PAYS_ONE_OF_ANY_NUMBER: u32 = 39;

/// 43: the cards a unit guards are rescued when it is attached as an
/// upgrade (Phantom II) and stops being a unit, though it does not leave
/// play (8.33.4 rescues them when their guard leaves play).
pub const GUARD_BECOMES_AN_UPGRADE: u32 = 43;

/// 31: "Either pay 1 or return this unit ..." (Millennium Falcon) offers
/// both halves to a player with nothing to pay too, a payment that cannot
/// be made being ignored (1.3.2), as "Choose one:" offers an option that
/// cannot resolve (23); and "When you ready cards during the regroup
/// phase" triggers for a player whose ready step had nothing exhausted to
/// ready. Marked on a payment chosen that paid nothing, and on that
/// player's ready step.
pub const EITHER_PAY_OR_WITH_NOTHING: u32 = 31;

/// 30: an upgrade whose cost depends on the unit it is played on (The
/// Darksaber) has that unit chosen as the play is declared (6.2.1), so the
/// cost is known from it, not only as it is put into play (6.2.5b).
/// Marked where the chosen unit made an aspect penalty ignored.
pub const UPGRADE_UNIT_CHOSEN_AT_DECLARATION: u32 = 30;

/// 32: when one Shield token of several is defeated and a delayed effect
/// names one of them ("defeat that token", Jetpack), the player picks
/// which (the unit's controller for damage, 7.7.5e; the ability's
/// controller for an ability), rather than the named one or an unnamed
/// one going by rule.
pub const THAT_SHIELD_CHOSEN: u32 = 32;

/// 36: a keyword one unit's effect gives "while this unit is in play"
/// (Admiral Yularen) reaches the units that enter play after the effect was
/// created too, not only those in play then (7.7.3d's default).
pub const GRANT_REACHES_LATER_UNITS: u32 = 36;

/// 27: "Use this ability only once each round" is kept per copy of the
/// card: a new copy that entered play this round may use its ability
/// though an earlier copy's was used (8.32.3, 8.7.3).
pub const ONCE_EACH_ROUND_NEW_COPY: u32 = 27;

/// 8: a unit the state check defeats at a phase moment (its HP bonus
/// expired) has left play before the moment's abilities trigger: an ability
/// of its own for that moment does not trigger, and its When Defeated waits
/// with the moment's abilities, after the moment's delayed effects (not
/// before them, at the next opportunity).
pub const STATE_CHECK_AT_A_PHASE_MOMENT: u32 = 8;

/// 12: a token unit that is captured is set aside (8.33.5), and its Bounty
/// ("When Defeated/When Captured") still triggers.
pub const TOKEN_UNIT_CAPTURED: u32 = 12;

/// 19: a Coordinate ability counts units that leave play at the same time
/// as its event (the unit itself, for its When Defeated).
pub const COORDINATE_LOOKS_BACK: u32 = 19;

/// 22: a smuggled play's aspect penalty counts the icons printed in
/// Smuggle's brackets, not the card's own (marked where the two differ).
pub const SMUGGLE_BRACKET_ICONS: u32 = 22;

/// 10: a start-of-phase ability whose card has changed hands since it
/// triggered resolves for the player who controlled the card when it
/// triggered.
pub const CONTROL_CHANGED_SINCE_IT_TRIGGERED: u32 = 10;

/// 11: a delayed effect for a moment that is under way when it is created
/// has missed its only point, and resolves at once (7.7.4f).
pub const DELAYED_EFFECT_AFTER_ITS_POINT: u32 = 11;

/// 21: what a delayed effect triggers at a phase moment resolves nested in
/// it, before the abilities that moment triggered (not beside them, in an
/// order the players choose).
pub const WHAT_A_DELAYED_EFFECT_TRIGGERS: u32 = 21;

/// 23: "Choose one:" offers every option not chosen yet, one that cannot
/// resolve too (8.4.4 asks only for a different option each time; 1.3.2
/// could be read as ruling it out while another option could resolve).
/// Marked after a chosen option that changed nothing.
pub const CHOOSE_AN_OPTION_THAT_DOES_NOTHING: u32 = 23;

/// 28: "When this unit completes an attack" triggers only for a unit still
/// in play as its attack ends (not for one defeated or otherwise gone
/// during the attack, as a When Attack Ends ability would, 7.6.16c).
/// Marked after an attack whose attacker, with such an ability, left play.
pub const COMPLETED_ONLY_IN_PLAY: u32 = 28;

/// 26: "You may <X>. If you don't, <Y>." with <X> that cannot be done (no
/// captured card to rescue, no Force token to use) or not done in full:
/// the engine resolves <Y>, as when the player declines. Marked where the
/// player did not decline.
pub const IF_YOU_DONT_WHEN_IT_CANNOT_BE_DONE: u32 = 26;

/// 29: a card played using Plot may help pay its own cost (it is still a
/// resource while the cost is paid, 6.2.4, 7.5.19c; 7.5.14e says so for
/// Smuggle only). Marked on a Plot play that needed it.
pub const PLOT_PAYS_FOR_ITSELF: u32 = 29;

/// 42: a card played for free while a "the next ... you play this phase
/// costs N less" effect waits uses that effect up (the free card is the
/// next card played, 7.7.4b), though its decrease is bypassed with every
/// other modifier (1.8.5). Marked where a free play used one up.
pub const NEXT_COSTS_LESS_MET_FOR_FREE: u32 = 42;

/// 24: a token unit chosen to return to its owner's hand before "If you
/// do" (Bright Hope) is set aside instead and still counts as having left
/// play (3.7.3): the engine takes the return as resolved in full, so the
/// "if you do" part resolves. Marked where a token was chosen.
pub const TOKEN_RETURNED_TO_HAND: u32 = 24;

/// 25: the enemy resources Scanning Officer reveals are picked by the
/// ability's controller, among facedown cards they cannot see (1.7.3,
/// 1.7.4), not by the resources' controller. Marked on the reveal.
pub const ENEMY_RESOURCES_REVEALED_BY_ITS_CONTROLLER: u32 = 25;
