package dev.arbiter.cards.grammar.ast;

/**
 * "[Until end of turn, ]OBJECT becomes a[n] P/T WORDS creature [ with ...][ DURATION][ and ...][. It's still a TYPE]."
 * (205.1b): the parts as written, null when absent ({@code target} the object read once as a target description when
 * it is one) ({@code with}, {@code duration} and {@code and} keep their leading
 * space and word); {@code still} is the TYPE of "it's | that's still a TYPE": see
 * {@link dev.arbiter.cards.grammar.BecomeCreatureGrammar}; {@code granted} what follows "with", read as a granted list
 * (613.1f), null without "with".
 */
public record BecomeCreatureNode(String lead, String object, ReferentNodes.TargetDesc target, String power, String toughness, String words, String with,
        String duration, String and, String still, Granted granted) {

    public BecomeCreatureNode(String lead, String object, ReferentNodes.TargetDesc target, String power, String toughness,
            String words, String with, String duration, String and, String still) {
        this(lead, object, target, power, toughness, words, with, duration, and, still, null);
    }

    /** With "with ..." as written ({@code w}) and the list it grants. */
    public BecomeCreatureNode withWith(String w, Granted g) {
        return new BecomeCreatureNode(lead, object, target, power, toughness, words, w, duration, and, still, g);
    }

    public BecomeCreatureNode withDuration(String d) {
        return new BecomeCreatureNode(lead, object, target, power, toughness, words, with, d, and, still, granted);
    }

    public BecomeCreatureNode withAnd(String a) {
        return new BecomeCreatureNode(lead, object, target, power, toughness, words, with, duration, a, still, granted);
    }

    public BecomeCreatureNode withStill(String word) {
        return new BecomeCreatureNode(lead, object, target, power, toughness, words, with, duration, and, word, granted);
    }
}
