package dev.arbiter.cards.grammar.ast;

import java.util.List;

/**
 * Noun phrases handed on as text by the older static readers (611.3a, 702.5a), read by
 * {@code grammar/ObjectPhraseGrammar} and {@code IsPredicateGrammar}; the words of a target description
 * ({@code TargetPhraseGrammar}). Words are kept as printed (subtypes keep their capital).
 */
public final class PhraseNodes {

    private PhraseNodes() {
    }

    /** One word of a description and whether a comma follows it ("artifact, enchantment, or land"). */
    public record Word(String text, boolean commaAfter) {
    }

    /**
     * A description after "target": its words before the controller, the controller phrase as printed ("you control",
     * "an opponent controls", "you don't control", "your opponents control") or null; {@code words} null when a token
     * is not a word (a number, a symbol, other punctuation).
     */
    public record Description(List<Word> words, String controller) {
    }

    /**
     * "[all other | other | all] [COLOUR] [WORD] creatures [you control | your opponents control] [attacking you]
     * [with REST]" (611.3a): each part as printed, null when absent.
     */
    public record Creatures(String lead, String color, String word, String controller, boolean attackingYou,
            String with) {
    }

    /** "[all other | other | all] WORD [you control | your opponents control]": a plural creature type. */
    /**
     * What "can't be blocked by" names (509.1b), read from its tokens: {@code excluded} when it begins "other" / "all"
     * or says "attacking you" (no group of blockers), else its "creatures" and "[LEAD] WORD [CONTROLLER]" readings (each
     * null when the words are not one).
     */
    public record Blockers(boolean excluded, Creatures creatures, TypePlural typePlural) {
    }

    public record TypePlural(String lead, String word, String controller) {
    }

    /** "Enchant WORD [you control | an opponent controls | you don't control]" (702.5a). */
    public record Enchantable(String word, String controller) {
    }

    /** A predicate of a static ability's subject after its "gets" / "has" (509.1c, 613.1e-f, 701.38b). */
    public sealed interface Predicate permits Goaded, MustBeBlocked, IsColor, Loses, AllAbleToBlock {
    }

    /** "is goaded" (701.38b). */
    public record Goaded() implements Predicate {
    }

    /** "must be blocked if able" (509.1c). */
    public record MustBeBlocked() implements Predicate {
    }

    /** "is COLOUR" (105.3): the colour word in lower case. */
    public record IsColor(String color) implements Predicate {
    }

    /** "loses WORD" (613.1f): the word in lower case. */
    public record Loses(String keyword) implements Predicate {
    }

    /** "all creatures able to block it do so" (509.1c). */
    public record AllAbleToBlock() implements Predicate {
    }

    /**
     * A line's head and the predicates taken off its end, in order; {@code subject} set, read from its tokens, when the
     * head is only it ("~", "enchanted creature", "equipped creature").
     */
    public record Predicated(String head, LayerSubject subject, List<Predicate> predicates) {
    }
}
