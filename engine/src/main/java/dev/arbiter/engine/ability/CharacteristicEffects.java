package dev.arbiter.engine.ability;

import java.util.List;

/**
 * Changes to objects' characteristics, control and status, applied in layers or as status changes (110.5, 611, 613): members of {@link Effect}, named {@code Effect.X} everywhere.
 */
public interface CharacteristicEffects {
    /** "[subject] has base power and toughness P/T until end of turn" (layer 7b, 613.4b). */
    record SetBasePowerToughnessUntilEndOfTurn(Subject subject, int power, int toughness) implements Effect {
    }

    /**
     * "[subject] becomes a P/T [colours] [subtypes] [types] creature [with abilities] [until end of
     * turn]. It's still a land." (205.1b, 613.1d-g): creature and {@code types} added with the
     * subtypes (layer 4), colours set when named (layer 5), abilities added (layer 6), base P/T set
     * (layer 7b); {@code sizeX}: "an X/X ... creature", X announced for the ability (107.3); "until end
     * of combat" (500.5). Only for objects whose other types it keeps (the compiler checks "still a land").
     */
    record BecomeCreature(Subject subject, int power, int toughness, int colors, List<String> subtypes, int types,
                          List<Ability> abilities, boolean untilEndOfTurn, boolean sizeX, boolean untilEndOfCombat,
                          boolean replacesTypes, boolean manaValue)
            implements Effect {
        public BecomeCreature {
            subtypes = List.copyOf(subtypes);
            abilities = List.copyOf(abilities);
        }

        /** A fixed (or X) size, not "with power and toughness each equal to its mana value" ({@code manaValue}, 613.4b, 202.3). */
        public BecomeCreature(Subject subject, int power, int toughness, int colors, List<String> subtypes, int types,
                              List<Ability> abilities, boolean untilEndOfTurn, boolean sizeX, boolean untilEndOfCombat,
                              boolean replacesTypes) {
            this(subject, power, toughness, colors, subtypes, types, abilities, untilEndOfTurn, sizeX, untilEndOfCombat,
                    replacesTypes, false);
        }

        /**
         * Keeping its other types ({@code replacesTypes} false: "It's still a land", 205.1b); with {@code replacesTypes}
         * the new card types and subtypes replace the object's ("~ becomes a 2/2 Soldier creature" of an enchantment, 205.1a).
         */
        public BecomeCreature(Subject subject, int power, int toughness, int colors, List<String> subtypes, int types,
                              List<Ability> abilities, boolean untilEndOfTurn, boolean sizeX, boolean untilEndOfCombat) {
            this(subject, power, toughness, colors, subtypes, types, abilities, untilEndOfTurn, sizeX, untilEndOfCombat, false);
        }

        /** A fixed size, until end of turn or for good. */
        public BecomeCreature(Subject subject, int power, int toughness, int colors, List<String> subtypes, int types,
                              List<Ability> abilities, boolean untilEndOfTurn) {
            this(subject, power, toughness, colors, subtypes, types, abilities, untilEndOfTurn, false, false);
        }
    }

    /**
     * "[subject] becomes a [colours] [creature types] with base power and toughness P/T [until end of turn]" (Figure of
     * Destiny, Turn to Frog): its creature types become the named ones (205.1a, layer 4), its colours the named ones when
     * any is named (105.3, layer 5), its base power and toughness P/T (613.4b, layer 7b); other card types and subtypes stay.
     */
    record BecomeTypeWithBase(Subject subject, int colors, List<String> creatureTypes, int power, int toughness,
                              boolean untilEndOfTurn) implements Effect {
        public BecomeTypeWithBase {
            creatureTypes = List.copyOf(creatureTypes);
        }
    }

    /**
     * "[subject] becomes a [creature types] [until end of turn]" (205.1a, layer 4): its creature types become the named
     * ones; its card types, other subtypes, colours and power and toughness stay.
     */
    record BecomeCreatureTypes(Subject subject, List<String> creatureTypes, boolean untilEndOfTurn) implements Effect {
        public BecomeCreatureTypes {
            creatureTypes = List.copyOf(creatureTypes);
        }
    }

    /**
     * "~ becomes an artifact creature until end of turn" (702.122a crew, 301.7c): creature and {@code types} added
     * (layer 4) with the subtypes, until end of turn; no size is set, the object has the power and toughness printed
     * on it (208.3, 301.7c).
     */
    record BecomeTypedCreatureUntilEndOfTurn(Subject subject, int types, List<String> subtypes) implements Effect {
        public BecomeTypedCreatureUntilEndOfTurn {
            subtypes = List.copyOf(subtypes);
        }
    }

    /**
     * "[subject] becomes [colours] [until end of turn]" (105.3, 613.1e layer 5): a spell or
     * permanent; on a spell the effect ends when it becomes a new object (400.7).
     */
    record BecomeColors(Subject subject, int colors, boolean untilEndOfTurn) implements Effect {
    }

    /**
     * "[subject] becomes the color of your choice [until end of turn]" (105.3, 613.1e layer 5): the colour is chosen
     * by the controller as the effect resolves (608.2d), then it replaces the object's colours as {@link BecomeColors}.
     */
    record BecomeChosenColor(Subject subject, boolean untilEndOfTurn) implements Effect {
    }

    /**
     * "That creature is a black Zombie in addition to its other colors and types" / "is black and is a
     * Nightmare in addition to its other creature types": from the resolution on, for as long as the object
     * stays on the battlefield (611.2a), it has these types (layer 4) and colours (layer 5: added to its other
     * colours when {@code colorsInAddition}, else replacing them, 105.3).
     */
    record GainTypesAndColors(Subject subject, int types, List<String> subtypes, int colors, boolean colorsInAddition)
            implements Effect {
    }

    /** "Switch [subject]'s power and toughness until end of turn" (layer 7d, 613.4d). */
    record SwitchPowerToughnessUntilEndOfTurn(Subject subject) implements Effect {
    }

    /** "[subject] gets +P/+T until end of turn" (layer 7c, 611.2a). */
    record PumpUntilEndOfTurn(Subject subject, int power, int toughness) implements Effect {
    }

    /**
     * "[subject] can't block this turn" / "can't be blocked this turn" / "attacks this turn if able":
     * a combat restriction or requirement on the objects, locked in as it resolves (611.2c), until
     * the cleanup step (514.2). Not an ability the objects gain.
     */
    record CombatRuleThisTurn(Subject subject, StaticEffect rule) implements Effect {
    }

    /**
     * "[blocker] blocks [target creature] this turn if able" (509.1c): each blocker named gets a requirement to block that
     * one creature, as the object it is when the effect resolves (611.2c, 400.7), until the cleanup step (514.2).
     */
    record BlocksThisTurnIfAble(Subject blocker, Subject blocked) implements Effect {
    }

    /**
     * "Remove [subject] from combat" (506.4): each stops being an attacking, blocking, blocked or unblocked creature;
     * a creature it was blocking stays blocked (509.1h), one it was blocked by stays blocked by the others.
     */
    record RemoveFromCombat(Subject subject) implements Effect {
    }

    /** "[subject] gets +P/+T until end of turn for each ...": the count is taken as it resolves (608.2h), then layer 7c. */
    record PumpForEach(Subject subject, int power, int toughness, Amount count) implements Effect {
    }

    /** "[subject] gains [ability] until end of turn" (layer 6). */
    record GainAbilityUntilEndOfTurn(Subject subject, Ability ability) implements Effect {
    }

    /**
     * "[subject] gains protection from the color of your choice until end of turn": the colour is
     * chosen as the effect resolves (608.2d), then layer 6 as above (seed 502.7).
     */
    record GainProtectionFromChosenColorUntilEndOfTurn(Subject subject) implements Effect {
    }

    /**
     * "[subject] gains landwalk of your choice until end of turn": any landwalk ability may be
     * chosen as the effect resolves, snow landwalk included (seed 502.6c).
     */
    record GainLandwalkOfChoiceUntilEndOfTurn(Subject subject) implements Effect {
    }

    /** "[subject] gains [ability]" with no duration: until the game ends or it leaves (611.2a). */
    record GainAbility(Subject subject, Ability ability) implements Effect {
    }

    /** "[subject] loses [keyword] [until end of turn]" (layer 6). */
    record LoseKeyword(Subject subject, Keyword keyword, boolean untilEndOfTurn) implements Effect {
    }

    /**
     * "[subject] loses all creature types [until end of turn]" (205.1a, 613.1d): its creature types become none (layer 4)
     * and it loses changeling (702.73a, layer 6), which would make it every creature type again.
     */
    record LoseAllCreatureTypes(Subject subject, boolean untilEndOfTurn) implements Effect {
    }

    /** "[subject] loses all abilities [until end of turn]" (613.1f, layer 6). */
    record LoseAllAbilities(Subject subject, boolean untilEndOfTurn) implements Effect {
    }

    /** "[subject] loses all landwalk abilities until end of turn" (layer 6; seed 502.6c: snow landwalk too). */
    record LoseAllLandwalk(Subject subject) implements Effect {
    }

    /** "Tap [subject]" / "Untap [subject]" (701.26). */
    record TapOrUntap(Subject subject, boolean tap) implements Effect {
    }

    /**
     * "Untap up to N lands" (701.26, 608.2d): as the effect resolves, its controller chooses up to {@code count} of the
     * permanents {@code filter} names (any player's) and untaps them; no target is chosen.
     */
    record UntapUpTo(ObjectFilter filter, Amount count) implements Effect {
    }

    /** "Tap or untap [subject]" (701.26): the controller chooses for each as the effect resolves. */
    record TapOrUntapChosen(Subject subject) implements Effect {
    }

    /**
     * "[subject] gets +X/+X until end of turn" (layer 7c, 611.2a): the amounts are computed once as
     * the effect resolves (608.2h); a negative {@code powerSign} / {@code toughnessSign} subtracts.
     */
    record PumpByAmountUntilEndOfTurn(Subject subject, Amount power, int powerSign, Amount toughness, int toughnessSign)
            implements Effect {
    }

    /**
     * "[subject] doesn't untap during its controller's untap step for as long as ~ remains tapped / you control ~"
     * (502.3, 611.2b): {@code lasting} is {@link ControlLasting#SOURCE_TAPPED} or {@link ControlLasting#YOU_CONTROL_SOURCE}.
     */
    record DoesntUntapWhile(Subject subject, ControlLasting lasting) implements Effect {
    }

    /**
     * "[subject] gets +P/+T [and has ABILITIES] for as long as ~ remains tapped / ~ remains on the battlefield / you
     * control ~" (611.2b; layers 7c and 6): nothing when the condition is already false as it resolves.
     */
    record PumpWhile(Subject subject, int power, int toughness, java.util.List<Ability> abilities, ControlLasting lasting)
            implements Effect {
        public PumpWhile {
            abilities = java.util.List.copyOf(abilities);
        }
    }

    /**
     * "[effect] for as long as ~ remains on the battlefield / you control ~" (611.2b): the continuous effects
     * {@code effect} creates end for good once the condition stops holding; nothing when it is false as it resolves.
     */
    record ForAsLongAs(Effect effect, ControlLasting lasting) implements Effect {
    }

    /**
     * "[effect] for as long as it has a [counter] counter on it" (611.2b, 122.1): the continuous effects {@code effect}
     * creates (those "until end of turn" lose that duration) end for good once the object they affect has no such
     * counter; nothing when it has none as the effect resolves.
     */
    record WhileCounter(Effect effect, String counter) implements Effect {
    }

    /** "[subject] is a Swamp" (305.7): the land's land types become {@code landType}, with no end of its own (611.2a). */
    record BecomeBasicLandType(Subject subject, String landType) implements Effect {
    }

    /**
     * "[effect] until end of combat" (500.5, 511.2): the continuous effects {@code effect} creates "until end of turn" end
     * as the end of combat step ends instead.
     */
    record UntilEndOfCombat(Effect effect) implements Effect {
    }

    /**
     * "[subject] becomes an artifact in addition to its other types until end of turn" (611.2a, 514.2): the continuous
     * effects {@code effect} creates with no stated duration end in the cleanup step instead.
     */
    record UntilEndOfTurn(Effect effect) implements Effect {
    }

    /** "[subject] doesn't untap during its controller's next untap step" (502.3). */
    record DoesntUntapNextUntapStep(Subject subject) implements Effect {
    }

    /**
     * "Tap / untap all [filter] [player] controls" (701.26); with {@code skipNextUntap}, "Those
     * creatures don't untap during that player's next untap step" (502.3).
     */
    record TapAllControlledBy(Who who, ObjectFilter filter, boolean tap, boolean skipNextUntap) implements Effect {
    }

    /**
     * "gain control of [objects] [until end of turn | for as long as ...]", "target opponent gains
     * control of it" (613.1b, 611.2a-b): a layer-2 effect giving {@code to} control of each object.
     */
    record GainControl(Subject subject, Who to, boolean untilEndOfTurn, java.util.List<ControlLasting> lasting)
            implements Effect {
    }

    /** "exchange control of [first] and [second]" (701.12a-b); {@code second} null: the two objects of {@code first}. */
    record ExchangeControl(Subject first, Subject second) implements Effect {
    }

    /**
     * "[Target land] becomes the basic land type of your choice until end of turn." (305.7): the controller
     * chooses a basic land type as it resolves; the land has only that land type and its mana ability.
     */
    record BecomeBasicLandTypeOfChoice(Subject subject) implements Effect {
    }

    /**
     * "Change the text of [subject] by replacing all instances of one color word with another [or one basic land type
     * with another]" (612.1, 613.1c): on resolution its controller chooses the two words; the change lasts indefinitely.
     */
    record ChangeText(Subject subject, boolean colorWords, boolean landTypes) implements Effect {
    }

    /**
     * "Goad [subject]" (701.38a): until the next turn of the effect's controller, each creature is goaded by that player;
     * the same player goading it again adds nothing (701.38d).
     */
    record Goad(Subject subject) implements Effect {
    }

    /**
     * "Until your next turn, [effect]" (611.2a): the continuous effects {@code effect} creates "until end of turn" last
     * until the next turn of the effect's controller instead.
     */
    record UntilYourNextTurn(Effect effect, boolean upkeep) implements Effect {
        /** Until the controller's next turn (not "until your next upkeep", {@code upkeep}). */
        public UntilYourNextTurn(Effect effect) {
            this(effect, false);
        }
    }

    /**
     * "[subject] becomes the creature type of your choice [until end of turn]" and "Choose a creature type [other than
     * {@code excluded}] / a basic land type. [subject] become(s) that type until end of turn." (608.2d, 205.1b, 305.7,
     * 613.1d): the controller chooses once as the effect resolves; each object's creature types ({@link ChoiceKind#CREATURE_TYPE})
     * or land types ({@link ChoiceKind#BASIC_LAND_TYPE}) become the one chosen; {@code chooseFirst} records the
     * "Choose ... that type" wording.
     */
    record BecomeTypeOfChoice(Subject subject, ChoiceKind kind, String excluded, boolean untilEndOfTurn, boolean chooseFirst)
            implements Effect {
    }
}
