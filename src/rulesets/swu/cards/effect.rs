//! The effect vocabulary: what one effect of an ability does, written in
//! a card file as an inline table tagged by `do` (`ability.rs` holds the
//! ability around it). The engine interprets every variant; see
//! `engine::effects`.

use super::ability::{
    Amount, CardFilter, Condition, Duration, PlayerSel, Pronoun, ResourcesOf, Target, TimingPoint,
    UnitFilter, UpgradeFilter,
};
use super::aims::{is_one, one, opponent};
use super::effect_options::{AttackEffect, PlayUnitEffect};
use super::whose::Whose;
use serde::{Deserialize, Serialize};

/// One effect. Written as an inline table tagged by `do`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "do", rename_all = "snake_case", deny_unknown_fields)]
pub enum Effect {
    DealDamage {
        amount: Amount,
        target: Target,
    },
    Heal {
        amount: Amount,
        target: Target,
    },
    Defeat {
        target: Target,
    },
    /// Choose a unit (narrowed by `filter`), then resolve `then` with it as
    /// "it": "Choose a friendly unit. If it has Sentinel, ..."
    Choose {
        target: Target,
        #[serde(default)]
        filter: UnitFilter,
        then: Vec<Effect>,
    },
    /// "You may ..." for a part of an ability (Barrel Roll's "you may
    /// exhaust a space unit"): its controller decides whether `then`
    /// resolves.
    May {
        then: Vec<Effect>,
    },
    /// "If it has <keyword>, ... Otherwise, ..." about "it".
    IfKeyword {
        keyword: crate::rulesets::swu::cards::Keyword,
        then: Vec<Effect>,
        #[serde(default)]
        otherwise: Vec<Effect>,
    },
    /// "If it's not a unit, ...": about the card the last
    /// `discard_from_deck` of this ability discarded (Greedo), or the last
    /// `reveal_top` revealed (Rickety Quadjumper). Nothing happens when
    /// nothing was discarded or revealed.
    IfDiscardedIsNot {
        card_type: crate::rulesets::swu::cards::CardType,
        then: Vec<Effect>,
    },
    /// "A unit loses Sentinel for this phase" (a lasting effect; SpecForce
    /// Soldier). Against a gained keyword the newer effect wins (7.7.3c).
    LoseKeyword {
        target: Target,
        keyword: crate::rulesets::swu::cards::Keyword,
        duration: Duration,
    },
    /// "It gains Sentinel for this phase" (a lasting effect).
    GainKeyword {
        target: Target,
        keyword: crate::rulesets::swu::cards::Keyword,
        /// The X of "gains Raid X" or "gains Restore X" (Rallying Cry's
        /// Raid 2); 0 for a keyword without a number.
        #[serde(default)]
        amount: u32,
        duration: Duration,
    },
    /// Defeat a Shield token on the target (Jetpack's delayed effect);
    /// `all`: every Shield token on it (Saboteur, 7.5.10a).
    DefeatShield {
        target: Target,
        #[serde(default)]
        all: bool,
    },
    /// "Its owner takes control of it" (Change of Heart, Sly Moore).
    OwnerTakesControl {
        target: Target,
    },
    /// "Put this unit into play as a resource and ready it" (Superlaser
    /// Technician, from the discard pile after it was defeated).
    ResourceThisCard {
        #[serde(default)]
        ready: bool,
    },
    Exhaust {
        target: Target,
    },
    Ready {
        target: Target,
    },
    /// "It can't ready for this round" (a lasting effect).
    CantReady {
        target: Target,
        duration: Duration,
    },
    /// "+X/+Y for this phase" (a lasting effect).
    Modify {
        target: Target,
        #[serde(default)]
        power: i32,
        #[serde(default)]
        hp: i32,
        duration: Duration,
    },
    GiveShield {
        target: Target,
    },
    GiveExperience {
        target: Target,
        #[serde(default = "one")]
        count: u32,
    },
    Draw {
        #[serde(default)]
        who: PlayerSel,
        count: u32,
    },
    DiscardFromDeck {
        #[serde(default)]
        who: PlayerSel,
        count: u32,
    },
    DiscardFromHand {
        #[serde(default)]
        who: PlayerSel,
        count: u32,
    },
    /// Look at the top N and put any number on the bottom, the rest on top
    /// in any order.
    LookAtTop {
        count: u32,
    },
    /// Look at the top N cards of a player's deck (information only,
    /// Grand Admiral Thrawn).
    LookAtTopOf {
        #[serde(default)]
        who: PlayerSel,
        count: u32,
    },
    /// Look at a player's hand (information only).
    LookAtHand {
        #[serde(default = "opponent")]
        who: PlayerSel,
    },
    /// Play a unit as part of this ability: a modified play action (7.1.6).
    /// `each` plays every chosen unit one after another (7.1.7).
    PlayUnit(PlayUnitEffect),
    /// "Search the top 5 cards of your deck for a REBEL card, reveal it,
    /// and draw it" (8.26): the player picks one qualifying card of the
    /// top `search` (or none, 8.26.1), reveals it and draws it; the other
    /// searched cards go to the bottom (8.26.2).
    SearchDraw {
        search: u32,
        /// The card type it must be ("a unit"); `None` for "a card".
        #[serde(default)]
        card_type: Option<crate::rulesets::swu::cards::CardType>,
        /// Which cards qualify besides the type (a trait, as printed).
        #[serde(default)]
        filter: CardFilter,
        /// "for up to 2 IMPERIAL units, reveal them, and draw them": how
        /// many cards the player may find (8.26.1, 8.30.1); 1 for "a card".
        #[serde(default = "one", skip_serializing_if = "is_one")]
        count: u32,
    },
    /// "Return a unit that costs 2 or less from your discard pile to your
    /// hand": one qualifying card of the player's discard pile to their
    /// hand, the player picking among several.
    ReturnFromDiscard {
        /// The card type it must be ("a unit"); `None` for "a card".
        #[serde(default)]
        card_type: Option<crate::rulesets::swu::cards::CardType>,
        /// Which cards qualify besides the type (a trait as printed, a
        /// cost).
        #[serde(default)]
        filter: CardFilter,
    },
    /// "Ready a resource": the player's resources, `count` of them
    /// (1.5.4c); a ready one may be chosen too, and stays ready (1.5.4e).
    ReadyResources {
        count: u32,
    },
    /// "At the start of the regroup phase, defeat it" (7.7.4).
    Delayed {
        at: TimingPoint,
        effects: Vec<Effect>,
    },
    LoseGame {
        #[serde(default)]
        who: PlayerSel,
    },
    ReturnToHand {
        target: Target,
    },
    TakeControl {
        target: Target,
    },
    /// Attack with a unit as part of this ability: a modified attack
    /// (7.1.6). `attacker` absent means "attack with a unit" (chosen).
    Attack(AttackEffect),
    /// "This unit captures an enemy non-leader ground unit": the chosen
    /// unit leaves play and goes under the ability's unit, its guard
    /// (Discerning Veteran). Its Bounty triggers (7.5.13).
    Capture {
        target: Target,
        #[serde(default)]
        filter: UnitFilter,
    },
    /// "Reveal the top card of any player's deck": the revealed card's cost
    /// is remembered for the rest of the ability (Grand Admiral Thrawn).
    RevealTop {
        #[serde(default)]
        who: PlayerSel,
    },
    /// "Create an X-Wing token": token units enter play for the ability's
    /// controller, exhausted; they are created, not played (3.7.2).
    CreateToken {
        /// The token card's id (`x-wing`, `tie-fighter`, `battle-droid`,
        /// `clone-trooper`).
        token: String,
        #[serde(default = "one")]
        count: u32,
    },
    /// "If you control a Vigilance unit, ...": `then` resolves only when
    /// the condition holds as this effect resolves.
    If {
        condition: Condition,
        then: Vec<Effect>,
    },
    /// Each unit `target` reaches that passes `filter` ("each other ground
    /// unit"): `then` resolves for each as "it", all of them at once
    /// (7.1.4), the state checked after the last.
    ForEach {
        target: Target,
        #[serde(default)]
        filter: UnitFilter,
        then: Vec<Effect>,
    },
    /// "Pay N": exhaust N ready resources (1.7.2).
    Pay {
        amount: u32,
    },
    /// "You may <may>. If you do, <then>.": `then` resolves only when the
    /// player chose to resolve `may` and resolved it in full (8.9.1,
    /// 8.32.2).
    IfYouDo {
        may: Vec<Effect>,
        then: Vec<Effect>,
    },
    /// "The Force is with you": you create your Force token, unless you
    /// control it already (8.37.1, 8.37.2).
    TheForceIsWithYou,
    /// "Use the Force": defeat your Force token (8.37.4); only before
    /// "If you do" (`if_you_do`), where not controlling it means it cannot
    /// be chosen.
    UseTheForce,
    /// Something the engine narrates but does not model.
    Note {
        text: String,
    },
    /// "Look at an opponent's hand and discard a card from it": the
    /// ability's controller picks `count` cards of each `who` player's
    /// hand, and they are discarded (Spark of Rebellion).
    DiscardChosenFromHand {
        #[serde(default = "opponent")]
        who: PlayerSel,
        #[serde(default = "one")]
        count: u32,
        /// A card type the discarded card must not be ("discard a
        /// non-unit card from it": Bodhi Rook).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        not_type: Option<super::CardType>,
    },
    /// "Reveal an event from your hand" (8.25): the player shows one
    /// qualifying card of their hand, which stays there; before "If you
    /// do", resolved in full when a card was revealed (ISB Agent).
    RevealFromHand {
        /// The card type it must be ("an event"); `None` for "a card".
        #[serde(default)]
        card_type: Option<crate::rulesets::swu::cards::CardType>,
        #[serde(default)]
        filter: CardFilter,
    },
    /// Damage one ability deals to several units in one sentence ("Deal 2
    /// damage to a friendly ground unit and 2 damage to an enemy ground
    /// unit"): every target is chosen first, then all of the damage is
    /// dealt at once (1.9.8), the state checked only after the last.
    /// Each of `effects` is a damage effect, to a target or to a unit
    /// chosen with a filter ("it").
    AtOnce {
        effects: Vec<Effect>,
    },
    /// "Defeat an upgrade": one upgrade attached to a unit in play, chosen
    /// by the ability's controller among those that pass `filter` (a
    /// Shield or Experience token among them: token upgrades, 3.6.12). It
    /// goes to its owner's discard pile, a token is set aside (3.6.11,
    /// 3.6.12).
    DefeatUpgrade {
        #[serde(default)]
        filter: UpgradeFilter,
    },
    /// "Return a non-unique upgrade to its owner's hand": chosen likewise;
    /// it goes to its owner's hand (8.24.1), a token is set aside instead
    /// (3.7.3).
    ReturnUpgrade {
        #[serde(default)]
        filter: UpgradeFilter,
    },
    /// "Give an Experience token to each of up to 3 Trooper units": the
    /// controller chooses any number from 0 to `count` (8.30.1) of
    /// different units `target` reaches that pass `filter`; `then`
    /// resolves for each as "it", all of them at once, like `for_each`.
    UpTo {
        count: u32,
        target: Target,
        #[serde(default)]
        filter: UnitFilter,
        then: Vec<Effect>,
    },
    /// "Disclose Vigilance Villainy" before "If you do" (8.38, `engine::disclose`).
    Disclose {
        aspects: Vec<String>,
    },
    /// "Use the Force. If you do, ...": still the player's choice (8.37.4).
    IfYouUseTheForce {
        then: Vec<Effect>,
    },
    /// "Deal 3 indirect damage to a player" (8.35, `effects::indirect`).
    IndirectDamage {
        amount: u32,
        to: super::whose::IndirectTo,
    },
    /// "Create 3 Credit tokens", "Defeat a Credit token" (`engine::credits`).
    CreateCreditTokens {
        count: u32,
        who: PlayerSel,
    },
    DefeatCreditToken {
        whose: super::whose::Whose,
    },
    /// "Exhaust all ground units", "Defeat all other space units": what
    /// `for_each` does (every unit `target` reaches that passes `filter`,
    /// `then` for each as "it", all at once, 7.1.4), for the cards that
    /// print it with "all" and a plural rather than "each" and a singular.
    All {
        target: Target,
        #[serde(default)]
        filter: UnitFilter,
        then: Vec<Effect>,
    },
    /// "Discard your hand": every card of the ability's controller's hand,
    /// at once (1.14.4); with none in hand the hand counts as discarded
    /// (1.14.6), so an "If you do" after it holds.
    DiscardHand,
    /// "Return an event from a discard pile to its owner's hand": one
    /// qualifying card of either player's discard pile, picked by the
    /// ability's controller, to the hand of the pile's player (Bounty
    /// Hunter Crew).
    ReturnFromAnyDiscard {
        /// The card type it must be ("an event"); `None` for "a card".
        #[serde(default)]
        card_type: Option<crate::rulesets::swu::cards::CardType>,
        #[serde(default)]
        filter: CardFilter,
    },
    /// "Deal 6 damage divided as you choose among enemy units": the
    /// controller places every point on the units `target` reaches that
    /// pass `filter` (8.4.5: all of it must be dealt, a unit may take more
    /// than its remaining HP), then it is all dealt at once.
    DivideDamage {
        amount: u32,
        target: Target,
        #[serde(default)]
        filter: UnitFilter,
    },
    /// "Give 2 Shield tokens to it": `count` to each unit reached once.
    GiveShields {
        target: Target,
        count: u32,
    },
    /// "For each player with 15 or more damage on their base, draw a card"
    /// (Bo-Katan Kryze), counted as it resolves (8.34.1).
    DrawForEachPlayerWithBaseDamage {
        base_damage: i32,
    },
    /// "Defeat <it>. For each upgrade that was on that unit, <then>"
    /// (Calculated Lethality; engine/effects/defeat_for_each_upgrade.rs).
    DefeatItForEachUpgrade {
        then: Vec<Effect>,
    },
    /// "Choose one:" / "Choose two, in any order:" and the options printed
    /// on the lines after it (Manufactured Soldiers): the ability's
    /// controller picks `count` different options, one at a time, each
    /// resolving before the next is picked (8.4.4), in the order they pick
    /// them (7.1.5). Any option may be picked, one that would do nothing
    /// too: open question 23 of docs/rulings-questions.md, marked where
    /// the picked option changed nothing.
    ChooseOptions {
        count: u32,
        options: Vec<Vec<Effect>>,
    },
    /// A chosen unit's change printed subject first ("Another friendly
    /// Aggression unit gains Raid 2 for this phase.") rather than with
    /// "Give" ("Give another friendly unit Raid 2 for this phase."): words
    /// only; the engine resolves `then` as it stands (text/subject.rs).
    SubjectFirst {
        then: Vec<Effect>,
    },
    /// "Bases can't be healed for this phase." (Wolffe): a lasting effect
    /// on the game, no base healed while it lasts (8.3.2, 7.7.3;
    /// `engine::effects::bases_heal`).
    BasesCantBeHealed {
        duration: Duration,
    },
    /// "..., also give an Experience token to it" (Kylo Ren): `then`, said
    /// with "also" because the unit already got the sentence before's.
    /// Resolves as `then` (words only).
    Also {
        then: Vec<Effect>,
    },
    /// "Name a card" (8.17.1); later words apply to that name (8.17.2).
    NameACard,
    /// "Choose a number": any whole number, 0 too (8.4.5a).
    ChooseNumber,
    /// The deck card: what is done with it, or "If" a test of it (cards/the_card.rs).
    TheCard {
        act: super::the_card::TheCardAct,
    },
    IfTheCard {
        test: super::the_card::CardTest,
        then: Vec<Effect>,
    },
    /// "... opponents can't play the named card" (8.19.3); the flag: "cards with that name".
    OpponentsCantPlayNamed {
        with_that_name: bool,
    },
    /// "<who> reveals their hand and discards a card with that name from it".
    DiscardNamedFromHand {
        who: PlayerSel,
    },
    /// "discard 1 card from <who>'s deck for each friendly <filter> unit".
    DiscardFromDeckForEach {
        who: PlayerSel,
        filter: UnitFilter,
    },
    /// "Heal 1 damage from <target> for each different aspect among the discarded cards".
    HealForEachAspectDiscarded {
        target: Target,
    },
    /// The Emperor's Legion's return (text/defeated_this_phase.rs).
    ReturnEachDefeatedThisPhase,
    /// "... Use this ability only once each round." (8.32.3; text/once_each_round.rs).
    OnceEachRound {
        #[serde(default)]
        may: bool,
        then: Vec<Effect>,
    },
    /// A replacement effect (7.7.5): `instead` in place of `standard` when
    /// the condition holds as it resolves (text/instead.rs).
    Instead {
        condition: Condition,
        standard: Vec<Effect>,
        instead: Vec<Effect>,
    },
    /// Vanguard Ace's count (text/played_count.rs).
    ForEachOtherCardPlayedThisPhase {
        then: Vec<Effect>,
    },
    /// Lothal Insurgent's draw, then a discard at random (8.22.1).
    DrawThenDiscardAtRandom {
        #[serde(default = "opponent")]
        who: PlayerSel,
    },
    /// `then` on this unit, named by its pronoun (text/pronoun.rs).
    OnThisAs {
        pronoun: super::constant::Pronoun,
        then: Vec<Effect>,
    },
    /// "defeat a friendly resource" / "a resource you control" (1.5.5f).
    DefeatResource {
        of: ResourcesOf,
    },
    /// "return up to 2 friendly resources to their owners' hands", ...
    ReturnResources {
        count: u32,
        up_to: bool,
        of: ResourcesOf,
    },
    /// "put the top card of your deck into play as a resource" (`true`: "and ready it").
    ResourceTopOfDeck {
        ready: bool,
    },
    /// "put a card from your hand into play as a resource" (`true`: "and ready it").
    ResourceFromHand {
        ready: bool,
    },
    /// The Marauder's; `true`: "if it shares a name with a unit you control".
    ResourceFromDiscard {
        shares_name: bool,
    },
    /// Hunter's "Reveal a resource you control. If it shares a name ..., <then>".
    RevealResource {
        then: Vec<Effect>,
    },
    /// "return the resource to its owner's hand", in `RevealResource` only.
    ReturnRevealedResource,
    /// "exhaust a resource", "... a ready friendly resource", "... an enemy unit or resource".
    ExhaustResource {
        whose: Whose,
        ready: bool,
        or_unit: bool,
    },
    /// "resource the top card of your deck", "Each player resources ..." (1.7.7).
    ResourceTopCards {
        who: PlayerSel,
    },
    /// "put this card into play as a resource" (`true`), "resource this unit from ...".
    ResourceThisCardAs {
        card: bool,
    },
    /// Task D's shapes, documented in their text/ and engine/effects/ modules of the same name.
    CaptureByIt {
        target: Target,
        filter: UnitFilter,
        weaker: bool,
        pronoun: Option<Pronoun>,
    },
    DefeatShieldThen {
        target: Target,
        filter: UnitFilter,
        then: Vec<Effect>,
    },
    Rescue,
    #[rustfmt::skip]
    IfYouDont { may: Vec<Effect>, otherwise: Vec<Effect> },
    UnitCaptures {
        guard: Target,
        target: Target,
        filter: UnitFilter,
        same_arena: bool,
        any_number: bool,
    },
    ChooseWithPowerAtMostUpgrades {
        target: Target,
        filter: UnitFilter,
        enemy: bool,
        then: Vec<Effect>,
    },
    /// Plot's play (7.5.19a): the engine's own, never read: play this unit
    /// or event (the card id) from its owner's resources, paying its cost, the top
    /// card of the deck replacing it (`engine::plot`).
    PlotPlay {
        card: String,
    },
    /// "The next unit you play this phase costs 1 less." (7.7.4a; text/next_play.rs).
    NextCostsLess {
        card_type: Option<super::CardType>,
        less: u32,
        /// "The next non-Heroism, non-Villainy card": aspects the card must not have.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        not_aspects: Vec<String>,
    },
    /// "Each opponent may ready a resource." (8.32.1; text/opponent_may.rs).
    EachOpponentMay {
        then: Vec<Effect>,
    },
    /// "Put this event into play as a resource." (7.4.2; text/resource_event.rs).
    ResourceThisEvent,
    /// "Reveal the top N cards of your deck. Draw a unit revealed this way, then discard the other revealed cards" (engine/reveal_draw.rs).
    RevealTopDrawUnit {
        count: u32,
    },
    /// "At the start of the regroup phase, defeat that token." after
    /// "Give a Shield token to ..." (Jetpack; text/that_token.rs): that
    /// one Shield token, not another on the unit (3.7.6). `token` is empty
    /// in a card's data; the engine names the token as the delayed effect
    /// is created (`engine::that_shield`).
    DefeatThatShield {
        #[serde(default, skip_serializing_if = "String::is_empty")]
        token: String,
    },
    /// "Heal up to 8 total damage from any number of units and/or bases.
    /// Deal that much damage to this unit." (Redemption; 8.30.1): the
    /// player places each point of the heal, or stops; `then` resolves
    /// with "that much" the damage the heal removed (1.9.3,
    /// `AmountOf::HealedThisWay`; text/heal_divided.rs).
    HealDivided {
        amount: u32,
        then: Vec<Effect>,
    },
    /// "Discard up to 3 cards from your hand. For each card discarded this
    /// way, choose a different option:" and its option lines (Poe Dameron,
    /// SHD 153): the player discards 0 to `up_to` cards (8.30.1), then
    /// picks as many different options (8.4.4; text/options.rs).
    DiscardForOptions {
        up_to: u32,
        options: Vec<Vec<Effect>>,
    },
    /// "Reveal 3 enemy resources. Defeat each resource with the Smuggle
    /// keyword revealed this way. For each resource defeated this way, its
    /// controller puts the top card of their deck into play as a
    /// resource." (Scanning Officer; open question 25 on who picks;
    /// engine/reveal_enemy_resources.rs, text/reveal_enemy_resources.rs).
    RevealEnemyResourcesDefeatSmuggle {
        count: u32,
    },
    /// "Choose Grit, Restore 1, Sentinel, or Shielded. While this unit is in
    /// play, each friendly Vehicle unit gains the chosen Keyword." (7.5.3;
    /// text/chosen_keyword.rs, engine/effects/chosen_keyword.rs).
    ChooseKeywordWhileInPlay {
        options: Vec<super::chosen_keyword::KeywordOption>,
        #[serde(default)]
        filter: UnitFilter,
    },
    /// "Then, it deals damage equal to its power divided as you choose among any number of other units" (8.4.5, 8.18.2; text/it_divides.rs, engine/effects/it_divides.rs).
    ItDividesItsPower {
        target: Target,
        #[serde(default)]
        filter: UnitFilter,
        #[serde(default)]
        other: bool,
    },
    /// "Choose an enemy non-leader unit that attacked your base this phase. A friendly unit in the same arena captures that unit." (8.33.1; text/captured_in_its_arena.rs).
    CaptureChosenInItsArena {
        target: Target,
        #[serde(default)]
        filter: UnitFilter,
    },
    /// "If this unit would be captured, defeat him and ... instead." (7.7.5; text/would_be_captured.rs, engine/effects/instead_of_captured.rs): the one effect of an ability with no trigger, applied where the unit would be captured.
    InsteadOfCaptured {
        pronoun: Pronoun,
        instead: Vec<Effect>,
    },
    /// "You may choose another friendly UNDERWORLD unit. If you do, all damage that would be dealt to this unit during this attack is dealt to the chosen unit instead." (7.7.5; text/redirect.rs, engine/effects/redirect.rs).
    MayRedirectDamageThisAttack {
        target: Target,
        #[serde(default)]
        filter: UnitFilter,
    },
    /// "The first event played by each opponent each round loses all abilities." (8.14.2, 8.8.1; text/first_event_loses.rs, engine/effects/first_event_loses.rs): the one effect of an ability with no trigger, applied where an event is played.
    FirstOpponentEventLosesAllAbilities,
    /// "[You may] defeat a friendly upgrade [on a unit]. If you do, ..." (8.9.1;
    /// text/upgrade_then.rs, engine/effects/upgrade_then.rs).
    DefeatUpgradeThen {
        may: bool,
        filter: UpgradeFilter,
        then: Vec<Effect>,
    },
    /// "attach an upgrade on a unit to another eligible unit controlled by the
    /// same player" (3.6.14; text/move_upgrade.rs, engine/effects/move_upgrade.rs).
    MoveUpgrade {
        filter: UpgradeFilter,
        on_friendly: bool,
        same_player: bool,
    },
    /// "return each upgrade on it to its owner's hand" (8.24; text/upgrades_on.rs).
    ReturnEachUpgrade {
        target: Target,
    },
    /// "You may pay the cost of an upgrade attached to <unit>. If you do, take control
    /// of that upgrade and attach it to this unit, if able. ..." (text/take_upgrade.rs).
    TakeUpgradeToThis {
        target: Target,
        filter: UnitFilter,
    },
    /// "While this unit is in play, each card with that name costs N more for your opponents to play." (1.8.3; text/named_costs.rs).
    NamedCostsMore {
        more: u32,
    },
    /// "For this phase, this unit's owner may play it from their discard pile for free." (1.8.5; text/free_from_discard.rs).
    OwnerMayPlayItFromDiscardFree,
    /// "Search the top 10 cards of your deck for a unit that costs 2 or less and discard it. For this phase, you may play that card from your discard pile for free." (8.26, 1.8.5; text/search_discard.rs).
    SearchDiscardPlayFree(super::effect_options::SearchDiscardPlayFree),
    /// "Choose 3 cards in your discard pile with different names. If you do, return 1 of them at random to your hand." (8.9.1, 8.22.1; text/random_return.rs).
    ChooseDifferentNamesReturnOneAtRandom {
        count: u32,
    },
    /// "Reveal up to 4 Vigilance cards from your hand. For each card revealed this way, ..." (8.25.2, 8.34.1; text/reveal_each.rs).
    RevealUpToForEach(super::effect_options::RevealUpToForEach),
    /// "Return an upgrade that was attached to this unit to its owner's hand." in a When Defeated (8.11.1, 3.6.11; text/upgrade_was_attached.rs).
    ReturnUpgradeThatWasAttached,
    /// Force Lightning's two effects (8.14.2, 1.7.2; effect_options.rs), and Qui-Gon Jinn's Aethersprite's "The next time you use a 'When Played' ability this phase, you may use that ability again" (7.7.4a; engine/effects/again.rs).
    LoseAllAbilities(super::effect_options::LoseAllAbilities),
    PayAnyNumberDealDamage(super::effect_options::PayAnyNumberDealDamage),
    NextWhenPlayedAgain,
    /// "an opponent takes control of it": this unit (8.27.1; text/played_from.rs).
    OpponentTakesControlOfThis,
    /// "If this card is a unit, attach it as an upgrade to The Ghost." (3.5.6, 3.6.3b; `effect_options::AttachAsUpgrade`).
    AttachAsUpgrade(super::effect_options::AttachAsUpgrade),
    /// "Take control of an enemy resource. When this unit leaves play, that resource's owner takes control of it." (8.27.1c, 7.7.4f; text/stolen_resource.rs).
    TakeEnemyResourceUntilLeaves,
}
