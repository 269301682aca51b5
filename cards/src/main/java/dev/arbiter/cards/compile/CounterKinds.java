package dev.arbiter.cards.compile;

import java.util.Set;

/**
 * Which kinds of counters the engine can put on a permanent with their full meaning (122.1):
 * +1/+1 and -1/-1 (122.1a, applied in layer 7c), and kinds that have no rules meaning of their own
 * (charge, quest, ...: only the card's own abilities read them), and shield counters (122.1c,
 * played by the damage and destruction rules), and the one-word keyword counters (122.1b: flying,
 * deathtouch, ..., added in layer 6 by the engine). Kinds the rules give a meaning the engine does not
 * play (stun 122.1d, first strike and double strike counters, other P/T counters, loyalty, defense, lore,
 * fade, age, finality) make the line unsupported. Time counters on a permanent are read only by its own abilities
 * (vanishing 702.63a is played with them as such); suspend (702.62a) counts them on cards in exile, which no
 * permanent's counter line reaches.
 */
final class CounterKinds {

    private static final Set<String> WITH_RULES_MEANING = Set.of("stun", "loyalty", "defense", "lore",
            "fade", "age", "finality", "first", "double", "poison", "rad", "energy", "experience", "level",
            "bounty", "oil", "incarnation", "hit", "blood", "decayed");

    private CounterKinds() {
    }

    /** Throws {@link NotSupported} unless the engine plays counters of {@code kind} exactly. */
    static String check(String kind) {
        if (kind.contains("/")) {
            if (kind.equals("+1/+1") || kind.equals("-1/-1")) return kind;
            throw new NotSupported("counters \"" + kind + "\" (only +1/+1 and -1/-1 change P/T in the engine)");
        }
        if (WITH_RULES_MEANING.contains(kind)) throw new NotSupported("counters \"" + kind + "\" (a kind with rules meaning)");
        return kind;
    }
}
