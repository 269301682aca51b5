package dev.arbiter.cards.grammar.ast;

import java.util.List;

/**
 * What follows "Add" (106.1): see {@link dev.arbiter.cards.grammar.ManaPhraseGrammar}. Amounts are amount words as
 * written ("three", "X"); mana letters are W, U, B, R, G or C.
 */
public final class ManaPhraseNodes {

    private ManaPhraseNodes() {
    }

    /** "N mana in any combination of colors | {R} and/or {G}" (106.1a); symbols null for "colors". */
    public record Combination(String amount, List<Character> symbols) {
    }

    /** "N mana of different colors" (106.1a). */
    public record Different(String amount) {
    }

    /** "N {G}" (106.1): that many mana of one type. */
    public record Counted(String amount, char letter) {
    }

    /** "N mana of any [one] color" (106.1b). */
    public record AnyColor(String amount, boolean one) {
    }

    /**
     * "one mana of any color | type that a land | basic land | SUBTYPE you control | an opponent controls could produce"
     * (106.7); subtype null for "land".
     */
    public record CouldProduce(boolean type, boolean you, boolean basic, String subtype) {
        /** Any land. */
        public CouldProduce(boolean type, boolean you) {
            this(type, you, false, null);
        }

    }
}
