package dev.arbiter.cards.grammar.ast;

import java.util.List;

/**
 * Static lines read by the static-line grammars (subject + verb phrase). A subject or sub-phrase the lowering reads with
 * the object phrases is kept as its source text, exactly as printed.
 */
public final class StaticLineNodes {

    private StaticLineNodes() {
    }

    /** "Creatures with [landwalk] can be blocked as though they didn't have [it]"; {@code landwalk} null for all (609.4b). */
    public record BlockableDespiteLandwalk(String landwalk) {
    }

    /** "~ is also a [type], [type], and [type]" (604.3): the words named, in order. */
    public record AlsoTypes(List<String> types) {
    }

    /** "Enchanted [noun] [and predicates] can't be enchanted by other Auras" (303.4): {@code predicates} the static line
     * "Enchanted [noun] [predicates]." or null. */
    public record CantBeEnchantedByOthers(String predicates) {
    }

    /**
     * "[subject] gets [+-]P/[+-]T, where X is [count][, and Y is [count]]" (613.4c, 107.3): P is "X" or a number, T "X",
     * "Y" or a number; the counts as printed, {@code y} null without a Y.
     */
    public record GetsWhere(String subject, String verb, int powerSign, String power, int toughnessSign, String toughness,
            String x, String y) {
    }

    /** "[subject] can't have [+1/+1 | -1/-1] counters put on [them | it]" (122.6, 101.2): {@code kind} null for any. */
    public record CantHaveCounters(String subject, String kind, String pronoun) {
    }

    /** "[subject] lose [keyword] [and can't have or gain [keyword]]" (613.1f). */
    public record LoseKeyword(String subject, String keyword, boolean cantHaveOrGain) {
    }
}
