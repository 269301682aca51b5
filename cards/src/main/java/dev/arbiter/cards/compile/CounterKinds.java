package dev.arbiter.cards.compile;

import java.util.Set;

/**
 * Which kinds of counters the engine can put on a permanent with their full meaning (122.1):
 * +X/+Y counters (122.1a: +1/+1, -1/-1, +1/+2, -0/-1, ..., applied in layer 7c, 613.4c), and kinds that have no rules meaning of their own
 * (charge, quest, ...: only the card's own abilities read them), and shield counters (122.1c,
 * played by the damage and destruction rules), and the keyword counters (122.1b: flying,
 * deathtouch, ..., first strike, double strike, added in layer 6 by the engine), and loyalty counters (306.5b: a planeswalker's loyalty is the
 * number of them, 606.4, 704.5i), and lore counters (714.3: a Saga's chapters trigger as they are put, 714.2b, and it is
 * sacrificed after its last chapter, 714.4). Kinds the rules give a meaning the engine does not
 * play (stun 122.1d, defense,
 * fade, age, finality) make the line unsupported. Time counters on a permanent are read only by its own abilities
 * (vanishing 702.63a is played with them as such); suspend (702.62a) counts them on cards in exile, which no
 * permanent's counter line reaches.
 */
final class CounterKinds {

    private static final Set<String> WITH_RULES_MEANING = Set.of("stun", "defense",
            "fade", "age", "finality", "first", "double", "poison", "rad", "energy", "experience", "level", "decayed");
    // 122.1: bounty, oil, incarnation, hit and blood counters have no rules meaning of their own (122.1a-i name none of
    // them): only abilities that mention them read them, as charge counters

    private CounterKinds() {
    }

    /** "+N/+M", "-N/-M", "+N/-M" ...: a power/toughness counter (122.1a). */
    private static boolean ptKind(String kind) {
        int slash = kind.indexOf('/');
        return slash > 0 && signedNumber(kind.substring(0, slash)) && signedNumber(kind.substring(slash + 1));
    }

    private static boolean signedNumber(String s) {
        if (s.length() < 2 || (s.charAt(0) != '+' && s.charAt(0) != '-')) return false;
        for (int i = 1; i < s.length(); i++) if (!Character.isDigit(s.charAt(i))) return false;
        return true;
    }

    /** Throws {@link NotSupported} unless the engine plays counters of {@code kind} exactly. */
    static String check(String kind) {
        if (kind.contains("/")) {
            if (ptKind(kind)) return kind; // 122.1a, 613.4c: any +X/+Y counter
            throw new NotSupported("counters \"" + kind + "\" (not a +X/+Y counter)");
        }
        if (WITH_RULES_MEANING.contains(kind)) throw new NotSupported("counters \"" + kind + "\" (a kind with rules meaning)");
        return kind;
    }
}
