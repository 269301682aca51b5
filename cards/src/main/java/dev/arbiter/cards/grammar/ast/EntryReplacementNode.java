package dev.arbiter.cards.grammar.ast;

/** Static lines that replace a permanent's entering or a token creation (614.1a, 614.1c, 614.12). */
public sealed interface EntryReplacementNode {

    /**
     * "~ enters [the battlefield] with N KIND counter(s) on it [for each creature card in your graveyard]." (614.1c);
     * {@code counter} a P/T kind ("+1/+1").
     */
    record EntersWithCounters(int n, String counter, boolean perCreatureCard) implements EntryReplacementNode {
    }

    /**
     * "If ~ would enter the battlefield, [you may] sacrifice|discard N noun instead. If you do, put ~ onto the
     * battlefield. If you don't, put it into its owner's graveyard." (614.12); {@code what} the paid phrase as written.
     */
    record EnterUnlessPaid(boolean may, boolean discard, int count, Noun noun, String what) implements EntryReplacementNode {
    }

    /**
     * "If you would create one or more SUBTYPE tokens, instead create those tokens plus N additional SUBTYPE token(s)."
     * (614.1a, 111.2)
     */
    record TokensPlus(String subtype, int plus) implements EntryReplacementNode {
    }

    /** "~ escapes with N KIND counter(s) on it[.]" (702.138c); {@code kind} in lower case as written. */
    record EscapesWith(int n, String kind) implements EntryReplacementNode {
    }
}
