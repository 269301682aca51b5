package dev.arbiter.engine.ability;

import java.util.List;

/**
 * The rarer qualities an {@link ObjectFilter} can ask for: supertypes ("legendary", "basic",
 * "nonbasic"), excluded colours ("nonblack"), colourless / multicoloured (105.2), tapped or
 * untapped (110.5), attacking or blocking (506.4), token or nontoken (111), keywords it must lack
 * ("without flying"), a power or mana-value bound, and several subtypes of which it needs one
 * ("Goblin or Elf"), or one it must not have ("non-Wall"), and types it needs all of ("artifact creature");
 * {@code chosen}: the source's choices made as it entered it must match (607, 614.12: "of the chosen
 * color / type", "with the chosen name"), {@link #CHOSEN_COLOR} | {@link #CHOSEN_TYPE} | {@link #CHOSEN_NAME}.
 */
public record FilterQualities(int supertypes, int excludedSupertypes, int excludedColors, Tri colorless,
                              Tri multicolored, Tri tapped, Tri attacking, Tri blocking, Tri token,
                              long withoutKeywords, Bound power, Bound manaValue, List<String> anySubtypes,
                              String excludedSubtype, int allTypes, long chosen, CounterCount counters) {

    /** {@code chosen} bits: of the chosen color, of the chosen (creature or land) type, with the chosen name. */
    public static final long CHOSEN_COLOR = 1, CHOSEN_TYPE = 2, CHOSEN_NAME = 4;
    /** "named ~" (201.2): the same name as the source (its card, copies included, 707.2). */
    public static final long SOURCE_NAME = 8;
    /** "blocking ~" (509.1): blocking the source. */
    public static final long BLOCKING_SOURCE = 16;
    /** "[creature] defending player controls" (506.2, 508.5a): controlled by the player the source attacks. */
    public static final long DEFENDING_PLAYER = 32;
    /** "that attacked this turn" (508.1): declared as an attacker this turn, as the object it is now (400.7). */
    public static final long ATTACKED_THIS_TURN = 64;
    /** "spell with mana value X" (107.3, 202.3e): X is the one announced for the spell that targets (601.2b). */
    public static final long SPELL_X_MANA_VALUE = 128;
    /** "with toughness less than ~'s power" (208.1): compared with the source's power as it now is. */
    public static final long TOUGHNESS_BELOW_SOURCE_POWER = 256;
    /** "unblocked creature" (509.1h): an attacking creature no creature was declared to block, once blockers are declared. */
    public static final long UNBLOCKED = 512;
    /** "enchanted [artifact]" judged as a group (303.4, 611.3a): the permanent the source is attached to, if it matches. */
    public static final long ATTACHED_TO_SOURCE = 1024;
    /** "[creature] the active player controls" (102.1, 500.1): controlled by the player whose turn it is. */
    public static final long ACTIVE_PLAYER = 2048;
    /**
     * "[creature] the active player has controlled continuously since the beginning of the turn" (302.6): controlled
     * by the active player, and so since their turn began (not "summoning sick").
     */
    public static final long ACTIVE_PLAYER_SINCE_TURN_BEGAN = 4096;
    /** "with power less than ~'s power" (208.1, 702.134a mentor's "lesser power"): compared with the source's power as it now is. */
    public static final long POWER_BELOW_SOURCE_POWER = 8192;
    /** "[Aura] attached to ~" (301.5, 303.4): attached to the source itself (the reverse of {@link #ATTACHED_TO_SOURCE}). */
    public static final long ATTACHED_TO_IT = 16384;
    /** "enchanted creatures", "creatures ... that are enchanted" (303.4): an Aura is attached to it. */
    public static final long ENCHANTED = 32768;
    /** "spells ... that target ~" (115.1, 601.2f): a spell on the stack with the source among its targets. */
    public static final long TARGETS_SOURCE = 65536;
    /**
     * "[card] that shares a creature type with ~" (205.3m, 702.73a): it has a creature type the source has (a changeling
     * has all of them). A high bit, apart from the ones above.
     */
    public static final long SHARES_CREATURE_TYPE_WITH_SOURCE = 1L << 20;
    /** "[creature] that entered the battlefield this turn" (400.7): as the object it is now. */
    public static final long ENTERED_THIS_TURN = 1L << 17;
    /** "[creature] that blocked this turn" (509.1, 400.7): declared as a blocker this turn, as the object it is now. */
    public static final long BLOCKED_THIS_TURN = 1L << 33;
    /** "[card in a graveyard] that was put there from the battlefield this turn" (400.7): as the card it is there now. */
    public static final long FROM_BATTLEFIELD_THIS_TURN = 1L << 21;
    /** "[permanent] you own" (108.3), "you both own and control": its owner is the source's controller. */
    public static final long OWNED_BY_YOU = 1L << 22;
    /** "creatures ~ is blocking" (509.1): an attacking creature the source blocks (the reverse of {@link #BLOCKING_SOURCE}). */
    public static final long BLOCKED_BY_SOURCE = 1L << 23;
    /** "creatures blocking or blocked by ~" (509.1): a creature blocking the source or an attacker the source blocks. */
    public static final long BLOCKING_OR_BLOCKED_BY_SOURCE = 1L << 62;
    /**
     * With {@link ObjectFilter#attackingYou()}: "attacking you or a planeswalker you control" (506.3, 508.1b). Without it
     * "attacking you" is the player only: a creature attacking a planeswalker attacks that permanent, not its controller.
     */
    public static final long OR_YOUR_PLANESWALKER = 1L << 24;
    /**
     * "attacking one of your opponents" (506.2, 102.3): an attacking creature whose defending player is an opponent of the
     * source's controller; with {@link #OR_YOUR_PLANESWALKER} also one attacking a planeswalker an opponent controls.
     */
    public static final long ATTACKING_AN_OPPONENT = 1L << 25;
    /** "[permanent] with mana value X or less" (107.3, 202.3): X is the one announced for the spell that targets (601.2b). */
    public static final long SPELL_X_MANA_VALUE_OR_LESS = 1L << 26;
    /** "[creature] with power X or less" (107.3, 208.1): X is the one announced for the spell that targets (601.2b). */
    public static final long SPELL_X_POWER_OR_LESS = 1L << 27;
    /** "[creature] that was dealt damage this turn" (120.3, 400.7): as the object it is now. */
    public static final long WAS_DEALT_DAMAGE_THIS_TURN = 1L << 28;
    /** "[creature] that dealt damage this turn" (120.3, 400.7): as the object it is now. */
    public static final long DEALT_DAMAGE_THIS_TURN = 1L << 29;
    /** "[creature] that dealt damage to you this turn" (120.3): to the source's controller. */
    public static final long DEALT_DAMAGE_TO_YOU_THIS_TURN = 1L << 30;
    /**
     * "modified [creature]" (700.9): a permanent with one or more counters on it, equipped, or enchanted by an Aura its
     * controller controls.
     */
    public static final long MODIFIED = 1L << 31;
    /** "[creature] dealt damage by ~ this turn" (120.3, 400.7): by the source as it is now, to the object as it is now. */
    public static final long DEALT_DAMAGE_BY_SOURCE_THIS_TURN = 1L << 19;
    /**
     * "[Equipment] attached to it" said of the permanent the source is attached to (301.5, 303.4: "Equipped creature gets
     * +1/+0 for each Equipment attached to it"): attached to the same permanent as the source, the source included.
     */
    public static final long ATTACHED_TO_SOURCES_HOST = 1L << 18;
    /** "[creature] attacking enchanted player" (506.3, 303.4): its defending player is the player the source Aura enchants. */
    public static final long ATTACKING_ENCHANTED_PLAYER = 1L << 32;
    /**
     * "[card type] or [subtype]" ("creature or Vehicle") (205.2, 205.3): the filter's subtype is
     * an alternative to its types, not a further requirement (Affecting.typesMatch in the engine).
     */
    public static final long OR_SUBTYPE = 1L << 34;
    /** "blocked [creature]" (509.1h): an attacking creature that became blocked this combat; it stays blocked. */
    public static final long BLOCKED = 1L << 57;
    /** "[counter target spell] if it was kicked" (702.33d): a spell on the stack whose kicker cost was paid. */
    public static final long KICKED = 1L << 59;
    /** "[counter target spell] if its controller is poisoned" (122.1f): its controller has one or more poison counters. */
    public static final long CONTROLLER_POISONED = 1L << 61;
    /** "historic [spell]" (700.6): legendary, an artifact, or a Saga, as it is now. */
    public static final long HISTORIC = 1L << 35;
    /**
     * "with power equal to or greater than ~'s toughness" (208.1; Ironclaw Curse, said of the enchanted creature):
     * compared with the source's toughness as it now is, on the battlefield.
     */
    public static final long POWER_AT_LEAST_SOURCE_TOUGHNESS = 1L << 36;
    /** "with power greater than ~'s power" (208.1; Spitfire Handler): compared with the source's power as it now is. */
    public static final long POWER_ABOVE_SOURCE_POWER = 1L << 37;
    /**
     * "that aren't of the chosen type" (607.2, 608.2d; Kindred Dominance): the source's chosen creature (or basic land)
     * type is one the object doesn't have; nothing matches when no type was chosen.
     */
    public static final long NOT_CHOSEN_TYPE = 1L << 40;
    /**
     * "a creature with the greatest power among creatures that player controls" (208.1, 701.17a): no other permanent its
     * controller controls that matches the rest of the filter has greater power (ties all match).
     */
    public static final long GREATEST_POWER_AMONG_CONTROLLERS = 1L << 44;
    /** "a creature or planeswalker with the highest mana value among creatures and planeswalkers they control" (202.3), likewise. */
    public static final long GREATEST_MANA_VALUE_AMONG_CONTROLLERS = 1L << 45;
    /** "equipped creatures", "an equipped creature you control", "that's equipped" (301.5): an Equipment is attached to it. */
    public static final long EQUIPPED = 1L << 38;
    /** "with power or toughness 1 or less" (208.1): the {@code power} bound holds for its power or for its toughness. */
    public static final long POWER_OR_TOUGHNESS = 1L << 55;
    /** "1/1 creature" (208.1): the {@code power} bound holds for its power and for its toughness. */
    public static final long POWER_AND_TOUGHNESS = 1L << 60;
    /** "[spell] with {X} in its mana cost", "with a mana cost that contains {X}" (107.3, 202.1): its mana cost has an X symbol. */
    public static final long X_IN_MANA_COST = 1L << 42;
    /** "[spell] that's both green and blue" (105.2): it has every colour of the filter's colour mask, not just one. */
    public static final long EVERY_LISTED_COLOR = 1L << 43;
    /** "[creatures] that share a color with it" (105.2, conspire 702.78a): it has a color the source has. */
    public static final long SHARES_A_COLOR_WITH_SOURCE = 1L << 52;
    /** "with deathtouch, hexproof, reach, or trample" (702.1): {@code withKeywords} read as any one of them, not all. */
    public static final long ANY_LISTED_KEYWORD = 1L << 53;
    /**
     * "each of those creatures" / "both creatures" after "as long as ~ is paired with another creature" (702.95b): the
     * source and the creature it is paired with, and nothing while the source is unpaired.
     */
    public static final long SOURCE_AND_ITS_PAIR = 1L << 39;

    /**
     * "with a +1/+1 counter on it", "with two or more level counters on it", "with counters on them",
     * "with no counters on them", "without a fate counter on it" (122.1): the number of counters of
     * {@code kind} (null: of all kinds together) on the permanent is between {@code min} and {@code max}.
     */
    public record CounterCount(String kind, int min, int max) {
        /** Whether {@code n} counters of the kind (of all kinds when {@code kind} is null) are enough. */
        public boolean holds(int n) {
            return n >= min && n <= max;
        }
    }

    /** Whether a quality is required, forbidden, or not asked about. */
    public enum Tri { ANY, YES, NO }

    /** A numeric bound on a characteristic ("power 2 or less", "mana value 3 or greater"). */
    /**
     * "N or greater" / "N or less"; as the {@code power} quality, {@code ofToughness} bounds toughness instead ("creature
     * with toughness 4 or greater", 208.1).
     */
    public record Bound(int value, boolean orLess, boolean ofToughness, boolean exact) {
        public Bound(int value, boolean orLess) {
            this(value, orLess, false, false);
        }

        public Bound(int value, boolean orLess, boolean ofToughness) {
            this(value, orLess, ofToughness, false);
        }

        /** "with mana value 1" (202.3): exactly {@code value}. */
        public static Bound exactly(int value, boolean ofToughness) {
            return new Bound(value, false, ofToughness, true);
        }

        public boolean holds(int n) {
            return exact ? n == value : orLess ? n <= value : n >= value;
        }
    }

    public static final FilterQualities NONE = new FilterQualities(0, 0, 0, Tri.ANY, Tri.ANY, Tri.ANY, Tri.ANY,
            Tri.ANY, Tri.ANY, 0, null, null, List.of(), null, 0, 0, null);

    /** Copies the subtype list. */
    public FilterQualities {
        anySubtypes = List.copyOf(anySubtypes);
    }

    /**
     * "attacking or blocking" (506.4): asked as attacking and blocking both YES, which otherwise no
     * creature could meet (an attacker is never also a blocker), so it reads as either.
     */
    public FilterQualities inCombat(boolean yes) {
        return yes ? attacking(Tri.YES).blocking(Tri.YES) : this;
    }

    /** Whether this asks for "attacking or blocking" (see {@link #inCombat(boolean)}). */
    public boolean inCombat() {
        return attacking == Tri.YES && blocking == Tri.YES;
    }

    /** Whether nothing is asked. */
    public boolean none() {
        return equals(NONE);
    }

    public FilterQualities withSupertypes(int mask) {
        return new FilterQualities(supertypes | mask, excludedSupertypes, excludedColors, colorless, multicolored, tapped,
                attacking, blocking, token, withoutKeywords, power, manaValue, anySubtypes, excludedSubtype, allTypes, chosen, counters);
    }

    public FilterQualities withoutSupertypes(int mask) {
        return new FilterQualities(supertypes, excludedSupertypes | mask, excludedColors, colorless, multicolored, tapped,
                attacking, blocking, token, withoutKeywords, power, manaValue, anySubtypes, excludedSubtype, allTypes, chosen, counters);
    }

    public FilterQualities withoutColors(int mask) {
        return new FilterQualities(supertypes, excludedSupertypes, excludedColors | mask, colorless, multicolored, tapped,
                attacking, blocking, token, withoutKeywords, power, manaValue, anySubtypes, excludedSubtype, allTypes, chosen, counters);
    }

    public FilterQualities colorless(Tri t) {
        return new FilterQualities(supertypes, excludedSupertypes, excludedColors, t, multicolored, tapped,
                attacking, blocking, token, withoutKeywords, power, manaValue, anySubtypes, excludedSubtype, allTypes, chosen, counters);
    }

    public FilterQualities multicolored(Tri t) {
        return new FilterQualities(supertypes, excludedSupertypes, excludedColors, colorless, t, tapped,
                attacking, blocking, token, withoutKeywords, power, manaValue, anySubtypes, excludedSubtype, allTypes, chosen, counters);
    }

    public FilterQualities tapped(Tri t) {
        return new FilterQualities(supertypes, excludedSupertypes, excludedColors, colorless, multicolored, t,
                attacking, blocking, token, withoutKeywords, power, manaValue, anySubtypes, excludedSubtype, allTypes, chosen, counters);
    }

    public FilterQualities attacking(Tri t) {
        return new FilterQualities(supertypes, excludedSupertypes, excludedColors, colorless, multicolored, tapped,
                t, blocking, token, withoutKeywords, power, manaValue, anySubtypes, excludedSubtype, allTypes, chosen, counters);
    }

    public FilterQualities blocking(Tri t) {
        return new FilterQualities(supertypes, excludedSupertypes, excludedColors, colorless, multicolored, tapped,
                attacking, t, token, withoutKeywords, power, manaValue, anySubtypes, excludedSubtype, allTypes, chosen, counters);
    }

    public FilterQualities token(Tri t) {
        return new FilterQualities(supertypes, excludedSupertypes, excludedColors, colorless, multicolored, tapped,
                attacking, blocking, t, withoutKeywords, power, manaValue, anySubtypes, excludedSubtype, allTypes, chosen, counters);
    }

    public FilterQualities without(Keyword k) {
        return new FilterQualities(supertypes, excludedSupertypes, excludedColors, colorless, multicolored, tapped,
                attacking, blocking, token, withoutKeywords | k.bit(), power, manaValue, anySubtypes, excludedSubtype, allTypes, chosen, counters);
    }

    public FilterQualities power(Bound b) {
        return new FilterQualities(supertypes, excludedSupertypes, excludedColors, colorless, multicolored, tapped,
                attacking, blocking, token, withoutKeywords, b, manaValue, anySubtypes, excludedSubtype, allTypes, chosen, counters);
    }

    public FilterQualities manaValue(Bound b) {
        return new FilterQualities(supertypes, excludedSupertypes, excludedColors, colorless, multicolored, tapped,
                attacking, blocking, token, withoutKeywords, power, b, anySubtypes, excludedSubtype, allTypes, chosen, counters);
    }

    public FilterQualities anySubtypes(List<String> subtypes) {
        return new FilterQualities(supertypes, excludedSupertypes, excludedColors, colorless, multicolored, tapped,
                attacking, blocking, token, withoutKeywords, power, manaValue, subtypes, excludedSubtype, allTypes, chosen, counters);
    }

    /** Types it must have all of ("artifact creature": 205.2a, both types). */
    public FilterQualities withAllTypes(int mask) {
        return new FilterQualities(supertypes, excludedSupertypes, excludedColors, colorless, multicolored, tapped,
                attacking, blocking, token, withoutKeywords, power, manaValue, anySubtypes, excludedSubtype, allTypes | mask, chosen, counters);
    }

    public FilterQualities excludedSubtype(String s) {
        return new FilterQualities(supertypes, excludedSupertypes, excludedColors, colorless, multicolored, tapped,
                attacking, blocking, token, withoutKeywords, power, manaValue, anySubtypes, s, allTypes, chosen, counters);
    }

    /** "with a [kind] counter on it" and the like (122.1). */
    public FilterQualities counters(CounterCount c) {
        return new FilterQualities(supertypes, excludedSupertypes, excludedColors, colorless, multicolored, tapped,
                attacking, blocking, token, withoutKeywords, power, manaValue, anySubtypes, excludedSubtype, allTypes, chosen, c);
    }

    /** These qualities without the {@code chosen} bits {@code bits}. */
    public FilterQualities withoutChosen(long bits) {
        return new FilterQualities(supertypes, excludedSupertypes, excludedColors, colorless, multicolored, tapped,
                attacking, blocking, token, withoutKeywords, power, manaValue, anySubtypes, excludedSubtype, allTypes,
                chosen & ~bits, counters);
    }

    /** "of the chosen color" and the like: {@code bits} of {@link #CHOSEN_COLOR}, {@link #CHOSEN_TYPE}, {@link #CHOSEN_NAME}. */
    public FilterQualities chosen(long bits) {
        return new FilterQualities(supertypes, excludedSupertypes, excludedColors, colorless, multicolored, tapped,
                attacking, blocking, token, withoutKeywords, power, manaValue, anySubtypes, excludedSubtype, allTypes,
                chosen | bits, counters);
    }
}
