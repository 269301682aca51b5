package dev.arbiter.cards.grammar.ast;

import java.util.List;

/**
 * Static lines read by the static-line grammars (subject + verb phrase). A group rule's subject is read once into a
 * {@link GroupSubject}; other subjects and sub-phrases the lowering reads with the object phrases are kept as their
 * source text, exactly as printed.
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
    public record GetsWhere(LayerSubject subject, String verb, int powerSign, String power, int toughnessSign, String toughness,
            String x, String y) {
    }

    /** "[subject] can't have [+1/+1 | -1/-1] counters put on [them | it]" (122.6, 101.2): {@code kind} null for any. */
    public record CantHaveCounters(GroupSubject subject, String kind, String pronoun) {
    }

    /** "[subject] lose [keyword] [and can't have or gain [keyword]]" (613.1f). */
    public record LoseKeyword(GroupSubject subject, String keyword, boolean cantHaveOrGain) {
    }

    /**
     * "~'s [power and toughness are each | power is | toughness is] equal to [count]" (604.3): {@code which} lower case;
     * {@code plus} the N of "... and its toughness is equal to that number plus N" after "power is", else -1.
     */
    public record CharacteristicPt(String which, String counted, int plus) {
    }

    /** "[subject] is/are [colorless | colours]" (105.2c): {@code colours} empty for colorless. */
    public record GroupColours(LayerSubject subject, String verb, List<String> colours) {
    }

    /** "[subject] are [types] in addition to their other [creature] types" (205.1b): the type words as printed. */
    public record GroupTypes(LayerSubject subject, List<String> words, boolean creatureTypes) {
    }

    /**
     * "[head] [, and | and] is a [words] in addition to its other [types]" (205.1a): {@code joined} whether the head is
     * effects joined by "and" (else it is the subject alone, {@code subject} its reading; null when joined);
     * {@code other} lower case.
     */
    public record InAdditionTypes(String head, LayerSubject subject, boolean joined, String words, String other) {
    }

    /** "[subject] [loses all abilities and] is a [words] with base power and toughness P/T [and loses all abilities]". */
    public record BecomesWithBase(LayerSubject subject, boolean losesBefore, String words, int power, int toughness,
            boolean losesAfter) {
    }

    /** "[add mana]. Spend this mana only [purpose].[rest]" (106.6): the sentences around it and its purpose. */
    public record SpendOnly(String before, String purpose, String after) {
    }

    /** "[add mana]. When you spend this mana to cast [spell], [effect]" (106.6, 603.7a), each as printed. */
    public record WhenSpent(String add, String spell, String effect) {
    }

    /** "As long as [condition], [rest]" (611.3b), each as printed. */
    public record Conditioned(String condition, String rest) {
    }

    /**
     * A line that makes permanents creatures (205.1b): the enchanted noun as printed (host forms), the P/T (group and
     * host), the words before "creature(s)" as printed (with their trailing space), the abilities after "with" (a {@link Granted} list) or null,
     * the word after "that are still" (group), and the group the line is about, read from its tokens (group and
     * mana-value forms: the subject; host mana value: "each" enchanted noun, judged one by one; null when the words
     * are no group).
     */
    public record Animation(Form form, String noun, int power, int toughness, String words, Granted with, String still,
            StaticSubject group) {

        /** The four shapes. */
        public enum Form { GROUP, HOST, MANA_VALUE, HOST_MANA_VALUE }

        public Animation withGroup(StaticSubject g) {
            return new Animation(form, noun, power, toughness, words, with, still, g);
        }
    }
}
