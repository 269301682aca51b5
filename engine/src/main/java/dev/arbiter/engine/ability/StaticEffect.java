package dev.arbiter.engine.ability;

import java.util.List;

/**
 * What a static ability does (604). Some change characteristics through the layer system (613);
 * the combat ones are restrictions and requirements on attacks and blocks (seed 500.1) and
 * evasion (seed 501).
 */
public sealed interface StaticEffect {
    /** Whether this effect works through the layer system (613) rather than the rules it modifies. */
    default boolean layered() {
        return false;
    }

    // ---- layer effects (613) -----------------------------------------------------------------

    /** Layer 7c: "[affected] get(s) +P/+T" (613.4c), while the condition holds. */
    record ModifyPowerToughness(Affected affected, int power, int toughness, Condition condition)
            implements StaticEffect {
        public boolean layered() {
            return true;
        }

    }

    /** Layer 7c: "[affected] get(s) +P/+T for each [permanent]" (613.4c, 107.1): P/T times the count, counted anew. */
    record ModifyPowerToughnessPerCount(Affected affected, int power, int toughness, Amount count, Condition condition)
            implements StaticEffect {
        public boolean layered() {
            return true;
        }
    }

    /** Layer 7b: "[affected] has base power and toughness P/T" (613.4b), while the condition holds (a level striation, 711.2a). */
    record SetBasePowerToughness(Affected affected, int power, int toughness, Condition condition) implements StaticEffect {
        public boolean layered() {
            return true;
        }
    }

    /** Layer 6: "[affected] has/have [abilities]" (613.1f), while the condition holds. */
    record GrantAbilities(Affected affected, List<Ability> abilities, Condition condition) implements StaticEffect {
        public boolean layered() {
            return true;
        }

        public GrantAbilities {
            abilities = List.copyOf(abilities);
        }
    }

    /**
     * "This effect doesn't remove ~." after an Aura's "Enchanted creature has protection from
     * [quality]" (the Wards): the protection it grants doesn't make this Aura itself fall off
     * (702.16c, 704.5m); other Auras with that quality still do.
     */
    record ProtectionKeepsSource() implements StaticEffect {
    }

    /**
     * "[enchanted permanent] can't be enchanted by other Auras" (303.4, 704.5m): any Aura but this source attached to
     * the affected permanent is attached illegally (and is put into its owner's graveyard).
     */
    record CantBeEnchantedByOtherAuras(Affected affected) implements StaticEffect {
    }

    /**
     * Layers 4-7b (205.1b, 613.1d-f, 613.4b): "[affected] are P/T [colours] [subtypes] creatures [with
     * abilities] that are still [their types]" (Living Plane, Kormus Bell), "Enchanted land is a 4/2 red
     * Beast creature with trample. It's still a land."; {@code types} are added with creature; colours
     * (when not 0) replace the object's; with {@code manaValue} the base P/T are each the object's mana
     * value (March of the Machines) instead of power/toughness.
     */
    record BecomeCreatures(Affected affected, int power, int toughness, int types, int colors, List<String> subtypes,
                           List<Ability> abilities, boolean manaValue) implements StaticEffect {
        public BecomeCreatures {
            subtypes = List.copyOf(subtypes);
            abilities = List.copyOf(abilities);
        }

        /** Only creature and a fixed P/T. */
        public BecomeCreatures(Affected affected, int power, int toughness) {
            this(affected, power, toughness, 0, 0, List.of(), List.of(), false);
        }

        public boolean layered() {
            return true;
        }

    }

    /** Layer 4: "[affected] are [types and subtypes] in addition to their other types". */
    record AddTypes(Affected affected, int types, List<String> subtypes) implements StaticEffect {
        public boolean layered() {
            return true;
        }

        public AddTypes {
            subtypes = List.copyOf(subtypes);
        }
    }

    /** Layer 5: "[affected] are [colours]". */
    record SetColors(Affected affected, int colors) implements StaticEffect {
        public boolean layered() {
            return true;
        }

    }

    /** Layer 6: "[affected] lose [keyword]" (Melira: "Creatures your opponents control lose infect."). */
    record LoseKeyword(Affected affected, Keyword keyword) implements StaticEffect {
        public boolean layered() {
            return true;
        }

    }

    /** Layer 7a: a characteristic-defining ability, "~'s power and toughness are each equal to N" (604.3, 613.4a). */
    record CharacteristicPowerToughness(Amount power, Amount toughness) implements StaticEffect {
        public boolean layered() {
            return true;
        }

    }

    // ---- costs (601.2f) ----------------------------------------------------------------------

    /**
     * "[Spells] [you | your opponents] cast cost {N} more / less to cast" (601.2f): the total cost of
     * each spell matching {@code spells} (its caster judged by {@code caster} from this permanent's
     * controller) has {@code generic} more generic mana, or less when negative (a reduction takes
     * only generic mana, 601.2f).
     */
    record CostModifier(ObjectFilter spells, Relation caster, int generic) implements StaticEffect {
    }

    /**
     * "Activated abilities of [permanents] cost {N} more / less to activate." (602.2b, 601.2f): each activated
     * ability of a permanent matching {@code sources}, mana abilities included, has {@code generic} more
     * generic mana in its total cost, or less when negative (a reduction takes only generic mana).
     */
    record ActivationCostModifier(ObjectFilter sources, int generic) implements StaticEffect {
    }

    /**
     * "You may spend [white] mana as though it were [red] mana." (609.4b): its controller may pay a
     * {@code as} mana symbol with {@code spent} mana.
     */
    record SpendManaAsThough(dev.arbiter.engine.characteristic.Color spent, dev.arbiter.engine.characteristic.Color as)
            implements StaticEffect {
    }

    /**
     * "You can't cast creature spells." / "Your opponents can't cast ..." / "Players can't cast ..."
     * (601.3: an effect prohibits beginning to cast): spells matching {@code spells} by a player
     * who relates to this permanent's controller as {@code who}.
     */
    record CantCast(ObjectFilter spells, Relation who) implements StaticEffect {
    }

    /**
     * "Each player can't cast more than one spell each turn." (601.3): a player relating to this
     * permanent's controller as {@code who} who has cast {@code max} spells this turn can't begin to cast another.
     */
    record CastLimit(Relation who, int max) implements StaticEffect {
    }

    // ---- replacement effects (614) ---------------------------------------------------------

    /** A replacement of its controller's card draws (seed 423.6). */
    record ReplaceDraw(DrawReplacement replacement) implements StaticEffect {
    }

    /** "If ~ would be destroyed, regenerate it." (a regeneration replacement, 614.8) */
    record RegenerateInsteadOfDestroy() implements StaticEffect {
    }

    /**
     * "Prevent all [combat] damage that would be dealt to [and dealt by] [affected]" and "If a source
     * [an opponent controls] would deal damage to you, prevent N of that damage" (615.1a): applies to
     * each damage event; {@code amount} -1 prevents all. {@code to} null with {@code toController}
     * false means any recipient; {@code by} / {@code bySources} null mean any source; with
     * {@code toAndBy} it prevents damage dealt to {@code to} and damage dealt by it.
     */
    record PreventDamage(int amount, boolean combatOnly, Affected to, boolean toController, Affected by,
                         ObjectFilter bySources, boolean toAndBy, boolean noncombatOnly) implements StaticEffect {
        /** Any damage, or combat damage only ({@code noncombatOnly}: "noncombat damage", 120.2b). */
        public PreventDamage(int amount, boolean combatOnly, Affected to, boolean toController, Affected by,
                             ObjectFilter bySources, boolean toAndBy) {
            this(amount, combatOnly, to, toController, by, bySources, toAndBy, false);
        }
    }

    /**
     * "[As long as ~ is untapped,] all damage that would be dealt to you [by unblocked creatures] is dealt to
     * [enchanted creature | ~] instead." (614.9, 611.3b): a redirection of each damage event to this ability's
     * controller; {@code combatOnly} for combat damage; {@code by} the sources it watches (null: any).
     */
    record RedirectDamage(Affected to, boolean combatOnly, Affected by, Condition condition) implements StaticEffect {
        /** Any source, always. */
        public RedirectDamage(Affected to, boolean combatOnly) {
            this(to, combatOnly, null, new Condition.Always());
        }
    }

    /**
     * "For each 1 damage that would be dealt to ~, if it has a +1/+1 counter on it, remove a +1/+1 counter from it
     * and prevent that 1 damage." (615.1a, 122.8): damage to the source is prevented up to the number of
     * {@code kind} counters on it, one counter removed for each 1 damage prevented.
     */
    record PreventByRemovingCounters(String kind) implements StaticEffect {
    }

    /**
     * "If a source [you control] would deal damage to a permanent or player, it deals double / triple
     * that damage [plus N] to that permanent or player instead." and "If ~ would deal combat damage
     * to a player, it deals double that damage to that player instead." (614.1a): the amount becomes
     * amount x {@code factor} + {@code plus} (never below 0). {@code by} / {@code bySources} null mean
     * any source; {@code toPlayers} / {@code toOpponents}: only damage to a player / an opponent.
     */
    record ModifyDamage(int factor, int plus, Affected by, ObjectFilter bySources, boolean combatOnly, boolean toPlayers,
                        boolean toOpponents) implements StaticEffect {
    }

    /**
     * "~ enters the battlefield tapped unless you control [a Swamp or a Mountain | N or more/fewer
     * other lands]" (614.1c, 614.12): it enters untapped only if the number of other permanents its
     * controller controls matching {@code filter} is between {@code atLeast} and {@code atMost}.
     */
    record EntersTappedUnlessYouControl(ObjectFilter filter, int atLeast, int atMost) implements StaticEffect {
    }

    /**
     * "As ~ enters the battlefield, you may pay 2 life / reveal a [Giant] card from your hand. If you
     * don't, it enters the battlefield tapped." (614.12): the controller chooses as it enters;
     * {@code payLife} > 0 or {@code reveal} (a filter of cards in hand) says what they may do.
     */
    record EntersTappedUnlessPaid(int payLife, ObjectFilter reveal) implements StaticEffect {
    }

    /**
     * "Artifacts and lands enter the battlefield tapped." / "Creatures your opponents control enter the
     * battlefield tapped." (614.1c, 614.12): other permanents matching the filter enter tapped.
     */
    record PermanentsEnterTapped(ObjectFilter filter) implements StaticEffect {
    }

    /**
     * "If you would gain life, you gain twice that much life / that much life plus N instead." (614.1a):
     * life its controller would gain becomes amount x {@code factor} + {@code plus}.
     */
    record ModifyLifeGain(int factor, int plus) implements StaticEffect {
    }

    /**
     * "Each other [creature you control] enters the battlefield with an additional N KIND counter(s) on
     * it." (614.1c, 614.12): other permanents matching the filter enter with the counters.
     */
    record OthersEnterWithCounters(ObjectFilter filter, String kind, int amount) implements StaticEffect {
    }

    /**
     * "This spell can't be countered." ({@code spells} null: works on the stack, 113.6) and
     * "[Creature] spells [you control] can't be countered." (from a permanent): a spell or ability
     * that would counter such a spell doesn't (101.2, 701.5a).
     */
    record CantBeCountered(ObjectFilter spells) implements StaticEffect {
    }

    /** "~ enters the battlefield with N [kind] counters on it" (614.1c). */
    /** "~ enters the battlefield tapped" (614.1c, 614.12): a replacement applied as it enters. */
    record EntersTapped() implements StaticEffect {
    }

    record EntersWithCounters(String kind, Amount amount) implements StaticEffect {
    }

    /**
     * "If ~ was kicked, it enters the battlefield with N [kind] counters on it" (702.33e, 614.1c): a
     * replacement linked to the card's kicker, applied only as the kicked spell becomes the permanent.
     */
    record EntersWithCountersIfKicked(String kind, Amount amount) implements StaticEffect {
    }

    /**
     * "~ enters the battlefield with N [kind] counters on it if a creature died this turn / if you cast
     * it from your hand" (614.1c): the condition is judged as the permanent enters, on it and its controller.
     */
    record EntersWithCountersIf(String kind, Amount amount, Condition condition) implements StaticEffect {
    }

    /** "If ~ would be put into a graveyard from anywhere, reveal ~ and shuffle it into its owner's library instead." */
    record ShuffleIntoLibraryInsteadOfGraveyard() implements StaticEffect {
    }

    /**
     * "If you would lose the game, instead shuffle your hand, your graveyard, and all permanents you
     * own into your library, then draw seven cards and your life total becomes 20." (Lich's Mirror, 614.1a, 104.3)
     */
    record RestartInsteadOfLosing() implements StaticEffect {
    }

    /** "You can't lose the game and your opponents can't win the game." (Platinum Angel, 104.3a-104.3b) */
    record CantLoseOpponentsCantWin() implements StaticEffect {
    }

    /**
     * "Players can't draw cards." / "You can't draw cards." (119.3 / 121.3): an instruction to draw
     * does nothing for an affected player, and an offered draw can't be chosen.
     */
    record CantDraw(boolean allPlayers) implements StaticEffect {
    }

    /** "You can't get poison counters." (Melira) */
    record CantGetPoisonCounters() implements StaticEffect {
    }

    /** "[affected] can't have -1/-1 counters put on them." (Melira) */
    record CantHaveMinusCounters(Affected affected) implements StaticEffect {
    }

    // ---- attacking and blocking restrictions (seed 500.1) ------------------------------------

    /** "~ can't block." */
    record CantBlock() implements StaticEffect {
    }

    /** "~ doesn't untap during your untap step." (502.3: an effect keeps it from untapping). */
    record DoesntUntap() implements StaticEffect {
    }

    /** "You may choose not to untap ~ during your untap step." (502.3: its controller chooses as the step untaps). */
    record MayChooseNotToUntap() implements StaticEffect {
    }

    /** "~ can't attack." */
    record CantAttack() implements StaticEffect {
    }

    /** "~ can't attack alone." (seed 500.2, first example) */
    record CantAttackAlone() implements StaticEffect {
    }

    /** "~ can't block alone." */
    record CantBlockAlone() implements StaticEffect {
    }

    /** "~ can't block creatures with power N or greater." */
    record CantBlockPowerAtLeast(int power) implements StaticEffect {
    }

    /** "~ can't be blocked by [filter]" (Walls, white creatures, ...): evasion (seed 501.1). */
    record CantBeBlockedBy(ObjectFilter blockers, String text) implements StaticEffect {
    }

    /**
     * "Creatures can't attack a player unless that player cast a spell or put a nontoken permanent
     * onto the battlefield during their last turn." (Arboria): a restriction (seed 500.2 / 508.1c).
     */
    record CantAttackPlayersIdleLastTurn() implements StaticEffect {
    }

    /**
     * "Creatures can't attack you unless their controller pays {N} for each creature they control
     * that's attacking you." (Windborn Muse): a cost to attack this permanent's controller
     * (508.1g-h); creatures with such an unpaid cost are exempt from attack requirements (seed 500.2).
     */
    record AttackTax(dev.arbiter.engine.mana.ManaCost perCreature) implements StaticEffect {
    }

    /**
     * "Creatures can't block unless their controller pays {N} for each creature they control
     * that's blocking.": a cost to block (509.1c-d); creatures with such an unpaid cost are exempt
     * from block requirements (seed 500.3).
     */
    record BlockTax(dev.arbiter.engine.mana.ManaCost perCreature) implements StaticEffect {
    }

    /** "No more than N creatures can attack each combat." (seed 500.2, second example) */
    record MaxAttackers(int max) implements StaticEffect {
    }

    /** "No more than N creatures can block each combat." */
    record MaxBlockers(int max) implements StaticEffect {
    }

    /** "~ can block an additional creature each combat." / "any number of creatures" (max = Integer.MAX_VALUE). */
    record CanBlockAdditional(int extra) implements StaticEffect {
    }

    /** "~ can't be blocked." (509.1b: a restriction on every block of it). */
    record CantBeBlocked() implements StaticEffect {
    }

    /** "~ can't be blocked except by [filter] and/or [filter]" (Walls, creatures with flying): 509.1b, evasion (seed 501.1). */
    record CantBeBlockedExceptBy(List<ObjectFilter> blockers, String text) implements StaticEffect {
        public CantBeBlockedExceptBy {
            blockers = List.copyOf(blockers);
        }
    }

    /** "~ can block only creatures with flying." (509.1b: a restriction on the blocker). */
    record CanBlockOnly(ObjectFilter attackers, String text) implements StaticEffect {
    }

    /** "~ can't be blocked by more than N creatures." (509.1b) */
    record CantBeBlockedByMoreThan(int max) implements StaticEffect {
    }

    /** "~ can't attack unless defending player controls an Island." (508.1c: a restriction on whom it attacks) */
    record CantAttackUnlessDefenderControls(ObjectFilter permanents, String text) implements StaticEffect {
    }

    /**
     * "You may have ~ assign its combat damage as though it weren't blocked." (510.1c): as its damage
     * is assigned, its controller may assign all of it to the player or planeswalker it attacks.
     */
    record MayAssignDamageAsThoughUnblocked() implements StaticEffect {
    }

    /** "~ can't be blocked except by N or more creatures." (509.1b; menace is the case N = 2) */
    record CantBeBlockedExceptByAtLeast(int min) implements StaticEffect {
    }

    /** "~ can't block [filter]" ("artifact creatures", "creatures with flying"): 509.1b, a restriction on the blocker. */
    record CantBlockCreatures(ObjectFilter attackers, String text) implements StaticEffect {
    }

    /**
     * "~ can't attack [block] unless you control [a | another | N or more] [filter]" (508.1c / 509.1b):
     * the creature's controller must control at least {@code atLeast} such permanents.
     */
    record CantUnlessYouControl(boolean attack, ObjectFilter permanents, int atLeast, String text) implements StaticEffect {
    }

    /** "~ can attack as though it had haste." (302.6: summoning sickness does not stop it attacking) */
    record CanAttackAsThoughHaste() implements StaticEffect {
    }

    /** "~ can attack as though it didn't have defender." (702.3b) */
    record CanAttackAsThoughNoDefender() implements StaticEffect {
    }

    // ---- requirements (seed 500.1) -----------------------------------------------------------

    /** "~ attacks each combat if able." */
    record AttacksEachCombat() implements StaticEffect {
    }

    /** "~ must be blocked each combat if able." (509.1c: a requirement that some creature blocks it) */
    record MustBeBlocked() implements StaticEffect {
    }

    /**
     * "[creature] attacks you this turn if able" (508.1d): a requirement to attack the controller of
     * the effect that set it; only as an effect of a resolved spell or ability.
     */
    record AttacksYouIfAble() implements StaticEffect {
    }

    /** "[creature] blocks each attacking creature [each combat | this turn] if able" (509.1c): a requirement per attacker. */
    record BlocksEachAttacker() implements StaticEffect {
    }

    /** "~ blocks each combat if able." */
    record BlocksEachCombat() implements StaticEffect {
    }

    /** "~ attacks or blocks each combat if able." */
    record AttacksOrBlocksEachCombat() implements StaticEffect {
    }

    /** "All creatures able to block [affected] do so." (Lure, Elvish Bard, Nemesis Mask) */
    record AllAbleToBlockDoSo(Affected affected) implements StaticEffect {
    }

    /** "You control enchanted creature." (613.1b): the source's controller controls the affected permanent. */
    record YouControl(Affected affected) implements StaticEffect {
    }

    /**
     * "You may have ~ enter the battlefield as a copy of any [filter] on the battlefield[, except it's
     * a [type] in addition to its other types]" (707.9, 614.1c): {@code extraTypes} are the card types
     * the exception adds to the copiable values (707.9b).
     */
    record EntersAsCopy(ObjectFilter filter, int extraTypes) implements StaticEffect {
    }

    // ---- choices as it enters, land types and player rules (614.12, 305.7, 402.2) ----------

    /**
     * "As ~ enters the battlefield, choose a color / a creature type / an opponent ..." (614.12): the
     * player it enters under chooses as it enters; the choice stays with it for its linked abilities (607.2).
     */
    record ChooseAsEnters(ChoiceKind kind, int excludedColors) implements StaticEffect {
        /** A choice among all the options of {@code kind}. */
        public ChooseAsEnters(ChoiceKind kind) {
            this(kind, 0);
        }
    }

    /**
     * Layer 4: "Enchanted land is a Swamp." / "All Mountains are Plains." / "Enchanted land is the chosen
     * type." / "Enchanted land is a Mountain, Forest, and Plains." (305.7): the affected lands lose their land
     * types and the abilities from their rules text and gain the new basic land types' mana abilities; with
     * {@code inAddition} ("in addition to its other types") they keep both. {@code landTypes} empty: the type
     * chosen as the source entered.
     */
    record SetLandType(Affected affected, List<String> landTypes, boolean inAddition) implements StaticEffect {
        public SetLandType {
            landTypes = List.copyOf(landTypes);
        }

        public boolean layered() {
            return true;
        }
    }

    /** Layer 4: "~ is the chosen type in addition to its other types." (607.2; the creature type chosen as it entered). */
    record AddChosenType(Affected affected) implements StaticEffect {
        public boolean layered() {
            return true;
        }
    }

    /**
     * "Activated abilities of [sources] can't be activated [unless they're mana abilities]." (602.5, 101.2):
     * {@code sources} matched in any zone from this permanent's point of view ("with the chosen name").
     */
    record CantActivate(ObjectFilter sources, boolean exceptManaAbilities) implements StaticEffect {
    }

    /**
     * "Enchanted creature's activated abilities can't be activated." (602.5, 101.2): no activated ability of the
     * affected permanents can be activated, mana abilities included; an effect of this source, not an ability
     * the affected permanent has.
     */
    record ActivatedAbilitiesCantBeActivated(Affected affected) implements StaticEffect {
    }

    /**
     * A player's maximum hand size (402.2, 514.1): "You have no maximum hand size." ({@code none}), "Your maximum
     * hand size is eleven." ({@code set} >= 0), "... is increased / reduced by N" ({@code delta}); for the players
     * related to this permanent's controller as {@code who}, or with {@code chosenPlayer} the player chosen as it
     * entered ("The chosen player's maximum hand size is four.", 607.2).
     */
    record MaximumHandSize(Relation who, boolean chosenPlayer, int set, int delta, boolean none) implements StaticEffect {
    }

    /** "You have shroud." / "You have hexproof." (702.18b, 702.11b): its controller can't be the target of (opponents') spells and abilities. */
    record PlayerUntargetable(boolean shroud) implements StaticEffect {
    }

    /**
     * "Cast this spell only during [your | an opponent's] turn / combat before blockers are declared / the
     * declare blockers step ..." (a restriction on casting the card itself, 601.3, 113.6): only in a turn of a
     * player related to the caster as {@code turn} (ANY, YOU, OPPONENT) and in a step from {@code first} to
     * {@code last} (turn order, inclusive).
     */
    record CastOnlyDuring(Relation turn, dev.arbiter.engine.timing.Step first, dev.arbiter.engine.timing.Step last)
            implements StaticEffect {
    }

    /**
     * "You may play an additional land on each of your turns." / "... any number of lands ..." / "Each player
     * may play ..." (305.2): {@code extra} more land plays each turn ({@link Integer#MAX_VALUE}: any number),
     * for this permanent's controller or, with {@code eachPlayer}, for every player.
     */
    record AdditionalLands(int extra, boolean eachPlayer) implements StaticEffect {
    }

    /**
     * "[Blue creatures | Creatures of the chosen type | Creatures with power 3 or greater] don't untap during
     * their controllers' untap steps." (502.3: an effect keeps them from untapping).
     */
    record PermanentsDontUntap(ObjectFilter filter) implements StaticEffect {
    }

    /**
     * "[As long as ~ is untapped,] players can't untap more than {@code max} [filter] during their untap
     * steps" (502.3): in each player's untap step (only its controller's with {@code youOnly}), of the
     * permanents matching {@code filter} that would untap, the active player chooses at most {@code max}.
     */
    record UntapLimit(ObjectFilter filter, int max, boolean youOnly, Condition condition) implements StaticEffect {
    }

    /** "Players skip their untap steps." (500.11: a skipped step doesn't happen; 502.3 untaps nothing). */
    record PlayersSkipUntapSteps() implements StaticEffect {
    }

    /**
     * "Players / You don't lose unspent mana as steps and phases end." (500.4: mana empties from pools
     * unless an effect says otherwise): {@code who} ANY for every player, YOU for this permanent's controller.
     */
    record KeepUnspentMana(Relation who) implements StaticEffect {
    }

    /** "~ can't be the target of [blue or black] spells." (115.4, 101.2): spells matching {@code spells} can't target it. */
    record CantBeTargetOfSpells(ObjectFilter spells) implements StaticEffect {
    }

    /**
     * "You may cast sorcery spells as though they had flash." / "Any player may cast creature and enchantment spells as
     * though they had flash." (702.8a, 307.1): {@code who} (YOU: this permanent's controller; ANY: every player) may cast
     * spells matching {@code spells} (card types, subtypes and colours only) any time they could cast an instant.
     */
    record CastAsThoughFlash(ObjectFilter spells, Relation who) implements StaticEffect {
    }

    /** "You may play lands from your graveyard." (305.1: a permission to play them from there, under the usual limits 305.2). */
    record PlayLandsFromGraveyard() implements StaticEffect {
    }

    /**
     * "Untap all [permanents] you control during each other player's untap step." (502.3): in another
     * player's untap step, this permanent's controller untaps their permanents that match too.
     */
    record UntapDuringOthersUntapSteps(ObjectFilter filter) implements StaticEffect {
    }

    /**
     * "A deck can have any number of / up to N cards named ~." (100.2a, 113.6n): a deck-construction rule,
     * read by the deck checks before the game; {@code max} {@link Integer#MAX_VALUE} for any number. No effect in play.
     */
    record DeckCopies(int max) implements StaticEffect {
    }

    /**
     * "Remove ~ from your deck before playing if you're not playing for ante." (407.3): a deck holding it is refused
     * unless the game is played for ante. No effect in play.
     */
    record PlayedOnlyForAnte() implements StaticEffect {
    }

    /**
     * "Spend only black mana on X." (107.3, 601.2f): the X of the spell's cost is paid with mana of {@code color}
     * only, i.e. the total cost has X {@code color} symbols where it had X generic.
     */
    record SpendOnlyColorOnX(dev.arbiter.engine.characteristic.Color color) implements StaticEffect {
    }

    /**
     * "Play with your hand revealed." / "Your opponents play with their hands revealed." / "Players play with
     * their hands revealed." (402.3, 701.20b): the hands of the players related to this permanent's controller
     * as {@code whose} are seen by every player. Information only: no rule of play changes.
     */
    record HandsRevealed(Relation whose) implements StaticEffect {
    }
}
